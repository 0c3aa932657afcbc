// The window manager's side of client windows: what the client edge (ClientEdge.swift) reads
// handed to the state, the X side of managing and letting go, our own unmaps told from the
// client's, and ConfigureRequests handed to the state.
import SplitCommands
import SplitPOSIX
import SplitState
import SplitEngine
import SplitX

extension WindowManager {
    /// Takes over the windows that exist when splitwm starts (see `ClientEdge.existingWindows`).
    func adoptExistingWindows() {
        clientEdge.existingWindows { manage($0, adopting: true) }
    }

    func mapRequest(_ window: WindowID) {
        if state.clients.contains(window) {
            dispatch(.mapRequest(window))
        } else {
            manage(window)
        }
    }

    /// Reads what the state needs to know of `window` and hands it over (a window the tree
    /// cannot hold floats). `adopting`: it was there when splitwm started.
    func manage(_ window: WindowID, adopting: Bool = false) {
        guard !state.clients.contains(window), !renderer.isSplitterWindow(window) else { return }
        // The process the server knows made it, in the same round trip, only while a rule swallows.
        let read = clientEdge.readNewWindow(window, border: state.settings.border.width, process: state.settings.rules.swallowing) {
            !state.clients.contains($0) && !renderer.isSplitterWindow($0)
        }
        guard var read else { return }
        let mapped = read.attributes.mapState == .viewable
        // Which process started it, for a terminal that swallows (only while a rule makes one).
        // The process is the one the server knows, when it has X-Resource: a client's
        // _NET_WM_PID is its own word, and could name a terminal's child to take its place.
        // Without the extension, only the word is there.
        switch read.process {
        case .pid(let pid): read.client.facts.pid = pid
        case .unknown: read.client.facts.pid = nil
        case .notAsked: break
        }
        // Not for a window there at start: a restart's windows keep the places the state file
        // gives them, and a terminal swallowed then is hidden already, which says so.
        if !adopting, state.settings.rules.swallowing, let pid = read.client.facts.pid, ProcessLine.isLocal(read.client.facts.machine) {
            read.client.facts.processLine = ProcessLine.of(pid)
        }
        // The state decides whether to manage it (one the tree cannot hold floats; a
        // notification it leaves alone).
        dispatch(.manage(read.client, mapped: mapped))
        guard state.clients.contains(window) else { return }
        renderer.sync.setCounter(read.syncCounter, of: window)
        renderer.noteArrived(window, alreadyMapped: mapped)
        clientEdge.listen(to: window)
        Log.debug("managing \(window)")
    }

    func unmapNotify(_ window: WindowID, synthetic: Bool) {
        guard state.clients.contains(window) else { return }
        // ICCCM's synthetic unmap follows the client's real one; for a window still on
        // screen it is a race or another client's mischief, and the real one will come.
        if synthetic, renderer.isMapped(window) { return }
        // One of ours: the window went to a hidden side.
        if !synthetic, renderer.consumeOwnUnmap(window) { return }
        dispatch(.withdrawn(window))
    }

    func destroyNotify(_ window: WindowID) {
        guard state.clients.contains(window) else { return }
        // The push that lets it go (it leaves the picture) sends it nothing.
        renderer.noteDestroyed(window)
        dispatch(.destroyed(window))
    }

    /// Windows not managed get what they asked for; managed ones what the state decides
    /// (floating windows and docks within the monitor; tiles keep their tile), and hear where
    /// they are when that changed nothing (`ClientEdge.answer`).
    func configureRequest(_ request: ConfigureRequest) {
        guard state.clients.contains(request.window) else {
            x.grant(request)
            return
        }
        // A tile's or a fullscreen window's changes nothing: it is only told where it is. A
        // tile's asking to be stacked above the others asks for the focus.
        if state.takesConfigureRequests(from: request.window) {
            dispatch(.configureRequest(request.window, RequestedFrame(request)))
        } else if state.raiseAsksForFocus(request.window, stackMode: request.stackMode) {
            dispatch(.activationRequest(request.window, source: .legacy, time: 0, userTime: nil, focusedUserTime: nil))
        }
        clientEdge.answer(request, state: state, renderer: renderer)
    }

    /// Notes the change of a managed window's property; it is read once, at the end of the
    /// loop turn (see `ClientEdge.noteChange`).
    func propertyNotify(_ window: WindowID, _ property: AtomID) {
        guard hears(window) else { return }
        if clientEdge.noteChange(of: window, property) { rendering.needed = true }
    }

    /// Whether a property change of `window` matters: not when splitwm does not manage it, nor
    /// while it is not listened to. The flood queued before the server saw that (tens of
    /// thousands of events when the flooding client had the server to itself) is dropped
    /// unread: the window's tracked properties are read once its quiet period is over.
    func hears(_ window: WindowID) -> Bool {
        // Runs for every property any managed window changes, our own writes included.
        state.clients.contains(window) && clientEdge.isListening(to: window)
    }

    /// Windows whose flood's quiet period is over: read, and listened to again if it is over.
    func listenAgainToQuietWindows() {
        if clientEdge.listenAgainToQuietWindows(isManaged: { state.clients.contains($0) }) { rendering.needed = true }
    }

    /// Reads the properties that changed (one round trip each, however many changes came)
    /// and hands them to the state.
    func readStaleProperties() {
        for (window, properties) in clientEdge.takeStale() where state.clients.contains(window) {
            let update = clientEdge.read(properties, of: window, border: state.settings.border.width)
            if clientEdge.mayChangeSyncCounter(properties) { syncCounterChanged(window) }
            dispatch(.propertiesChanged(window, update))
        }
    }

    /// EWMH requests of clients and pagers, decoded by the client edge.
    func clientMessage(_ message: ClientMessage) {
        // Whatever window the message is about: i3test's XTEST helper names its own window
        // there, i3ipc and i3test's sync_with_i3 the root. Sent to the root, it reaches only
        // the window manager; the answer goes to the window its data names, as i3's does.
        if message.type == clientEdge.atoms.i3Sync {
            answerI3Sync(message)
            return
        }
        if message.type == clientEdge.atoms.requestFrameExtents, message.window.rawValue != 0 {
            let flags = Picture(of: state).windows[message.window]?.flags ?? []
            renderer.answerFrameExtents(of: message.window, flags: flags, border: state.settings.border.width)
            return
        }
        for event in clientEdge.events(for: message, state: state) { dispatch(event) }
    }

    /// i3's X sync (i3test's `sync_with_i3`, i3ipc's `_sync`): an I3_SYNC ClientMessage sent to
    /// the root names a window (data 0) and a value (data 1); both go back to that window in an
    /// I3_SYNC, once every event before it is handled and its picture is on screen, as i3 does.
    /// A sender without a window of that id gets nothing (the server drops it: BadWindow is
    /// tolerated).
    private func answerI3Sync(_ message: ClientMessage) {
        guard message.format == 32, message.data.count >= 2,
              let window = UInt32(exactly: message.data[0]), window != 0 else { return }
        rendering.finishMotions { Scene.all(of: &self.state) }
        if rendering.needed { render() }
        x.sendClientMessage("I3_SYNC", to: WindowID(rawValue: window), data: (Int(window), message.data[1], 0, 0, 0))
        x.flush()
    }
}
