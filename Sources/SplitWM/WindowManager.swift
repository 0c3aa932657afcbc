// The window manager: sole owner of the X connection and of the state (tree, area, focus,
// drag). One thread, one poll() loop; every event goes through one exhaustive switch, and
// the layout is pushed to X once per loop turn, after the queued events are handled.
import SplitConfig
import SplitState
import SplitEngine
import SplitIPC
import SplitPOSIX
import SplitX
#if canImport(Glibc)
import Glibc
#endif

public final class WindowManager {
    let x: XConnection
    let renderer: Renderer
    private let wake = WakePipe()

    /// The state and the loop that runs it (SplitState's Driver): what to carry out next, in
    /// what order.
    var driver: Driver
    /// Everything the window manager knows, as a value (SplitState): what the screen shows
    /// is computed from it and pushed by the renderer at the end of each loop turn.
    var state: WMState {
        get { driver.state }
        _modify { yield &driver.state }
    }
    /// The X edge of client windows: their properties read, their changes noted (with a flood
    /// guard), their client messages decoded.
    let clientEdge: ClientEdge
    /// How this process started: its config, whether by `restart`, its EWMH check window.
    var session: Session
    /// The IPC socket, and what its subscribers were last told.
    let ipc: IPCService

    /// The keyboard and the pointer: key bindings, the passive grabs held on the root, what a
    /// press means.
    let inputEdge: InputEdge
    /// Where and when the state is saved (coalesced, after the picture is pushed).
    var saver: StateSaver
    /// Whether a picture is due, the motions under way, and how pictures are paced.
    var rendering = RenderPacing()

    /// Connects the window manager to `x`; `start()` then takes over the screen. The state
    /// is saved to `statePath` (by default under $XDG_STATE_HOME, one file per display).
    public convenience init(connection x: XConnection, config: Config, source: ConfigSource = .builtIn, statePath: String? = nil, replacing: Bool = false) {
        self.init(connection: x, loaded: LoadedConfig(config: config, file: source.path, files: []), source: source, statePath: statePath, replacing: replacing)
    }

    /// As above, with the config as `source.loadWithFiles()` gave it: GET_CONFIG answers with its files.
    /// `replacing`: the window manager running there is asked to leave (`--replace`).
    public init(connection x: XConnection, loaded: LoadedConfig, source: ConfigSource, statePath: String? = nil, replacing: Bool = false) {
        let config = loaded.config
        self.x = x
        session = Session(initial: loaded, configSource: source, replacing: replacing)
        clientEdge = ClientEdge(x)
        renderer = Renderer(x, atoms: clientEdge.atoms)
        ipc = IPCService(x)
        inputEdge = InputEdge(x)
        driver = Driver(state: WMState(settings: config.settings, monitors: x.monitorInfos(atStart: true, fake: config.settings.fakeOutputs)))
        // Where the pointer rests at the start: a window mapped under it before it moves is
        // then no reason to move the focus there (WMState.enter), even the first one.
        driver.state.input.lastPointer = x.queryPointer()
        saver = StateSaver(file: statePath.map(StateFile.init(path:)) ?? StateFile.forDisplay(x.displayName))
    }

    /// Shows a one-line message to the user (as the root window's name, which panels show).
    public func notify(_ text: String) { x.setRootName(text) }

    /// Lets another thread (or a test) end the loop as SIGTERM would.
    public var stopHandle: StopHandle { wake.handle }

    /// Becomes the window manager of the screen (throws if another one runs), announces itself
    /// (EWMH) and adopts the windows already there.
    public func start() throws(XConnectionError) {
        try session.takeOver(x)
        renderer.holdFocus(whenNoWindowHasItOn: session.checkWindow)
        apply(session.initialConfig)
        ipc.configLoaded(session.initial)
        readRefreshRate()
        // Loading the cursor theme reads files: at start, not inside the map of the second window.
        for axis in [SplitterAxis.leftRight, .upDown] { _ = x.resizeCursor(axis) }
        adoptExistingWindows()
        restoreSavedState()
        ipc.open()
        Spawn.prepareChildEnvironment()
        render()
        startBars()   // at every start, `restart`'s too: the bars of the process before ended with its socket
        if !session.restarted {
            // `exec` and `layout load` lines, in file order, as the command language runs them.
            for command in session.initialConfig.autostart {
                if let failure = run([command]) { Log.info("autostart \(command): \(failure)") }
            }
        }
        runBspwmrc()   // at every start, as bspwm's after `wm -r`
        x.flush()
        Log.debug("managing \(state.clients.count) windows on \(x.displayName), area \(state.focusedArea)")
    }

    /// Handles events until SIGTERM/SIGINT/SIGHUP (when `handlingSignals`) or
    /// `stopHandle.requestStop()`, then leaves every window mapped at a sane geometry.
    public func run(handlingSignals: Bool = true) {
        if handlingSignals { StopSignals.install(wake.handle) }
        var running = true
        while running {
            let ready = x.waitForInput(fds: [wake.readFD] + ipc.readDescriptors, writable: ipc.writeDescriptors,
                                       until: [clientEdge.nextDeadline, saver.deadline(dragging: state.drag != nil), rendering.frameDeadline(),
                                               renderer.sync.nextDeadline, ipc.nextDeadline].compactMap { $0 }.min())
            if ready.readable.contains(wake.readFD), wake.drain() { running = false }
            if ready.x {
                // A bounded batch per turn: a client that floods events (a title rewritten tens
                // of thousands of times a second) never holds back the render a new window
                // waits for, nor the socket; the next turn takes the rest. Events that change
                // nothing (a flooding window's, queued before it stopped being heard) are
                // dropped in larger numbers: a map or a frame's mark behind thousands of them
                // waits for no render per 256.
                // Requests go out once, with the picture, at the end of the turn (`readyEvents`
                // does not flush).
                var handled = 0, dropped = 0
                while handled < Self.eventsPerTurn, dropped < Self.droppedEventsPerTurn, x.readyEvents > 0 {
                    guard let event = x.nextEvent(), !isUnheard(event) else {
                        dropped += 1
                        continue
                    }
                    handle(event)
                    handled += 1
                }
                x.dropReadAhead()
            }
            listenAgainToQuietWindows()
            expireSyncRequests()
            serviceIPC(readable: ready.readable.filter { $0 != wake.readFD }, writable: ready.writable)
            if let due = rendering.due { if due == .picture { render() } else { renderFrame() } }
            // The picture reaches the server first; saving waits for it (see `StateSaver`).
            x.flush()
            saver.saveIfDue(state, document)
            ipc.publishLayoutIfChanged(state)
            ipc.publishWorkspacesIfChanged(state)
        }
        saver.save(state, document)
        ipc.shuttingDown(restarting: false)
        ipc.close()
        shutdown()
    }

    /// X events handled in one loop turn at most before the picture is pushed.
    static let eventsPerTurn = 256
    /// Events that change nothing (`isUnheard`) dropped in one loop turn at most (about 2 µs
    /// each in a debug build, mostly reading them from the socket): a flood no client can be
    /// made to stop still leaves the socket and the picture their turn.
    static let droppedEventsPerTurn = 8192

    /// A property change of a window splitwm does not hear (see `hears`): nothing to handle.
    func isUnheard(_ event: WindowEvent) -> Bool {
        guard case .propertyNotify(let window, _, _) = event, window != session.checkWindow else { return false }
        return !hears(window)
    }

    /// One X event: decoded into the state's events (the X edge reads what they need), or
    /// handled at the edge when it is about X alone.
    func handle(_ event: WindowEvent) {
        switch event {
        case .mapRequest(let window): mapRequest(window)
        case .configureRequest(let request): configureRequest(request)
        case .unmapNotify(let window, let synthetic): unmapNotify(window, synthetic: synthetic)
        case .destroyNotify(let window): destroyNotify(window)
        case .configureNotify(let window, let rect):
            // Without RandR, a root ConfigureNotify is how a new screen size arrives.
            // (With RandR, its own event says so: asking twice would cost a second round trip.)
            if window == x.root, !x.hasRandR { screenChange(rect.size) }
        case .propertyNotify(let window, let property, _):
            if window == session.checkWindow, property == clientEdge.atoms.dragBatchMark {
                rendering.batchCarriedOut()
            } else {
                propertyNotify(window, property)
            }
        case .clientMessage(let message): clientMessage(message)
        case .buttonPress(let press): buttonPress(press)
        case .buttonRelease(let release): buttonRelease(release)
        case .motion(let motion):
            let latest = x.latestMotion(after: motion)
            // Most motion changes nothing (over windows that do not take it, it comes here too):
            // the state says which does, and only that costs a dispatch.
            let overWindow = latest.child != nil
            guard state.motionMatters(at: latest.rootPoint, overWindow: overWindow) else { return }
            dispatch(.motion(at: latest.rootPoint, time: latest.time, overWindow: overWindow))
        case .keyPress(let key): keyPress(key)
        case .keyRelease: break
        case .enterNotify(let crossing): enterNotify(crossing)
        case .focusIn: break
        case .mappingNotify: mappingNotify()
        case .screenChange(let size): screenChange(size)
        case .userInput(let time): userInput(at: x.latestUserInput(after: time))
        case .syncAlarm(let report): syncAlarm(report)
        case .selectionClear(let window, let selection):
            // ICCCM 2.8: a window manager started with --replace took WM_Sn; this one leaves,
            // as i3 does, and its connection's end lets the next one take the root.
            guard window == session.selectionWindow, selection == x.wmSelection else { return }
            Log.info("another window manager took the screen (\(x.atoms.name(of: selection) ?? "WM_Sn")): quitting")
            stopHandle.requestStop()
        }
    }

    /// A key or button press in any window (every keystroke comes here): the state's input
    /// clock moves on and nothing else changes, so this is not a dispatch, which would push a
    /// picture for it.
    func userInput(at time: UInt32) {
        let reaction = state.handle(.userInput(time: time))
        assert(reaction == Reaction(), "user input is only the clock: \(reaction)")
    }

    /// The screen changed: its monitors are asked for again (RandR sends no event of its own
    /// for virtual monitors).
    func screenChange(_ size: PixelSize) {
        Log.debug("screen is now \(size)")
        refreshMonitors()
    }

    /// Reads the monitors again and hands them to the state (which ignores a report of none).
    func refreshMonitors() {
        dispatch(.monitors(x.monitorInfos(fake: state.settings.fakeOutputs)))
        readRefreshRate()
    }

    /// Frames of a motion come at the fastest monitor's refresh rate.
    func readRefreshRate() { rendering.setRefreshRate(x.refreshRate()) }

    /// Hands `event` to the state and carries out what it asks, and the work its effects left
    /// for after them (a layout file read, the monitors read again, a catch-up with X, a
    /// reload, a restart), in the order the driver says; the first failure of any. The picture
    /// follows at the end of the loop turn.
    @discardableResult
    func dispatch(_ event: WMEvent) -> String? { drive(.event(event)) }

    /// Feeds `input` to the driver and carries out what it asks until the run it began is over;
    /// the run's failure.
    @discardableResult
    func drive(_ input: DriverInput) -> String? {
        var step = driver.feed(input)
        while true {
            if driver.lastReduction != nil { rendering.needed = true }
            switch step {
            case .finished(let failure): return failure
            case .carryOut(let effects): step = driver.feed(.carriedOut(effects.map { perform($0) }))
            }
        }
    }

    /// Pushes the state's picture to X: the one render path (a drag step is a render whose
    /// difference is small). With animation on, a change of the tiling starts a motion (or
    /// retargets the one under way) and this pushes its first frame; `renderFrame` the next.
    func render() {
        rendering.needed = false
        readStaleProperties()
        // The layout the state computed while handling the events is reused (and its buffer
        // with it, so a drag does not allocate a layout per motion event).
        let target = Picture.current(of: &state)
        rendering.show({ Scene.all(of: &self.state) }, order: Scene.order(of: state), dragging: state.drag != nil)
        push(target)
        ipc.picturePushed()
        saver.picturePushed()
        // The first bar loaded the tabs' font: groups are laid out with its row from now on
        // (the next picture, at once; the stand-in was a pixel or two off at most).
        if let measured = renderer.tabText.rowHeight, measured != state.settings.tabs.rowHeight { dispatch(.tabRowMeasured(measured)) }
    }

    /// Pushes the frame of the motions under way at this tick of the clock (the end, once
    /// their time is over).
    func renderFrame() {
        readStaleProperties()
        push(Picture.current(of: &state))
    }

    /// Pushes `target`, or the frame of it the motions under way show now, and marks the batch
    /// when `rendering` paces it.
    private func push(_ target: Picture) {
        let picture = rendering.frame(of: target, state: state)
        let dragging = state.drag != nil
        // Clients that draw in step (`_NET_WM_SYNC_REQUEST`) get each size of a drag or a
        // motion only once they drew the last.
        let serial = x.nextRequestSerial
        let letGo = renderer.push(picture, time: state.input.lastTime, syncingResizes: rendering.syncsResizes(dragging: dragging))
        // The one place what was noted of a window that left goes (`ManagedSet`).
        for window in letGo { clientEdge.forget(window) }
        if rendering.pushed(sentRequests: x.nextRequestSerial != serial, dragging: dragging, canMark: session.checkWindow != nil),
           let check = session.checkWindow {
            x.markRequests(on: check, property: clientEdge.atoms.dragBatchMark)
        }
    }

    /// Leaves the screen usable without a window manager: every managed window mapped, at
    /// its tile or, if it was hidden, over the whole area; splitters gone.
    private func shutdown() {
        // Windows whose MapRequest is still queued would otherwise never appear.
        while x.pending > 0 {
            if case .mapRequest(let window)? = x.nextEvent() { renderer.mapUnmanaged(window) }
        }
        renderer.handBack(managed: Set(state.clients.keys), hiddenTo: Picture.clientRect(for: state.focusedArea, border: state.settings.border.width),
                          border: state.settings.border.width)
        session.withdraw(from: x)
        x.sync()
        Log.debug("stopped; \(state.clients.count) windows left mapped")
    }
}
