// Running scripts: each step resolved against the state into concrete actions (events,
// commands and key presses for the driver, a restart, a new session, a change outside),
// each action run through SplitState's Driver as the window manager runs it, with a simulated
// outside (Outside.swift) answering what effects read, and the invariants checked after every
// reduction. Restarts and new sessions follow what the window manager does around the pure
// core (WindowManager.start, adoptExistingWindows, restoreSavedState and StateSaver in
// Sources/SplitWM), so the saved part of the state is what a real restart would find.
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import XModel

/// What a resolved step does: the unit a failing script is printed in and replayed from.
package enum Action: Hashable, Sendable {
    case event(WMEvent)
    /// splitwm restarts (saving first, if it may): a fresh state adopts the windows in the
    /// order they were managed and restores the saved tree.
    case restart
    /// splitwm crashed and starts again: nothing was saved on the way out, and the state
    /// file is the one written `staleness` saves ago (saves are held back 250 ms), so its
    /// windows need not be the ones here.
    case crash(staleness: Int)
    /// splitwm starts in a new X session: no windows yet, the saved layout waits for them.
    case newSession
    /// A binding's or a script's commands, run as `WindowManager.run` runs them (the driver's
    /// `.commands`): one `.command` event each, its effects and what they left carried out
    /// before the next, up to the first failure or a restart.
    case commands([Command])
    /// A key press as the X edge reads it (WindowManager.keyPress).
    case key(KeyPress)
    /// The monitors X reports change, and no event says so.
    case replug([MonitorInfo])
    /// The config file's text changes (nothing reads it until a `reload`).
    case configFile(String)
}

/// A window manager process around the pure core, run action by action under the invariants.
package struct Replay {
    /// The state and the loop that runs it, as in the window manager.
    package var driver: Driver
    package var state: WMState {
        get { driver.state }
        _modify { yield &driver.state }
    }
    /// What the effects read and write outside the state.
    package var outside: Outside
    package var checker = Checker()
    package var violations = Violations()
    /// The actions run so far, for the failure message.
    package private(set) var log: [Action] = []
    /// The script's server clock and the pointer as last reported.
    package var clock: UInt32
    package var pointer = PixelPoint(x: 0, y: 0)
    /// The state file as this process last wrote it (`StateSaver.save`).
    package var stateFile: SavedLayout? { stateFiles.last }
    /// The state file as each save left it, the latest last (a few).
    package var stateFiles: [SavedLayout] = []
    package var savedTree = SplitTree<WindowID>()
    /// Whether each event also goes through `WMState.reduce`, which must agree with `handle`.
    package var checksReduce = true
    /// The picture of `state` as last checked (steps name what it shows).
    package private(set) var picture = Picture()
    package let initialArea: Rect
    package let initialSettings: Settings
    /// The processes started so far: a restart ends the runs of the process before.
    private var processes = 1
    /// What the driver's follow-ups did so far, by kind (what the scripts exercised).
    package private(set) var followUps = FollowUpCounts()

    package init(area: Rect, settings: Settings, startTime: UInt32 = 0) {
        let state = WMState(settings: settings, screen: area)
        driver = Driver(state: state)
        outside = Outside(monitors: state.outputs.monitorInfos, settings: settings)
        initialArea = area
        initialSettings = settings
        clock = startTime
        picture = checker.check(before: state, after: state, reaction: Reaction(), event: nil, &violations, "at the start")
    }

    package var failed: Bool { !violations.isEmpty }

    // MARK: - Actions

    package mutating func run(_ action: Action) {
        guard !failed else { return }
        log.append(action)
        let context = "after action #\(log.count)"
        switch action {
        case .event(let event):
            drive(.event(event), context)
            // X reports what RandR told.
            if case .monitors(let infos) = event { outside.monitors = infos }
            if case .screenChange = event { outside.monitors = state.outputs.monitorInfos }
        case .restart: restart()
        case .crash(let staleness): start(adopting: state, from: stateFiles.dropLast(staleness).last)
        case .newSession: newSession()
        case .commands(let commands): drive(.commands(commands), context)
        case .key(let press): drive(.key(press), context)
        case .replug(let infos): outside.monitors = infos
        case .configFile(let text): outside.configText = text
        }
        saveIfDue()
    }

    /// Feeds `input` to the driver as `WindowManager.drive` does, the outside carrying out
    /// each effect handed out, until the run is over or the process restarted.
    private mutating func drive(_ input: DriverInput, _ context: String) {
        let process = processes
        var step = feed(input, context)
        while case .carryOut(let effects) = step, !failed {
            var outcomes: [EffectOutcome] = []
            for effect in effects {
                followUps.count(effect)
                switch effect {
                case .restart:
                    // The process is replaced: nothing of this run goes on.
                    restart()
                    return
                case .reload: outcomes.append(reload(context))
                default: outcomes.append(outside.carryOut(effect, on: state))
                }
                if case .layout = outcomes.last { followUps.layoutsRead += 1 }
                if case .failed = outcomes.last, effect == .reload { followUps.failedReloads += 1 }
                guard processes == process, !failed else { return }
            }
            step = feed(.carriedOut(outcomes), context)
        }
    }

    /// One feed, and the reduction it made checked: the in-place reducer against the pure one
    /// and the invariants.
    private mutating func feed(_ input: DriverInput, _ context: String) -> DriverStep {
        let before = state
        let step = driver.feed(input)
        guard let reduction = driver.lastReduction else { return step }
        if checksReduce {
            let (reduced, expected) = WMState.reduce(before, reduction.event)
            violations.expect(reduced == state, "\(context): WMState.reduce gave another state than handle in place")
            violations.expect(expected == reduction.reaction,
                              "\(context): WMState.reduce gave \(expected), handle in place \(reduction.reaction)")
        }
        picture = checker.check(before: before, after: state, reaction: reduction.reaction, event: reduction.event, &violations,
                                "\(context), handling \(literal(reduction.event))")
        return step
    }

    /// `reload` (WindowManager.reload): the config file read again; one with errors keeps the
    /// config in force, one without takes effect (its settings handed to the state).
    private mutating func reload(_ context: String) -> EffectOutcome {
        switch outside.readConfig() {
        case .failure(let errors): return .failed("reload: \(errors.errors.count) error(s), kept the previous config")
        case .success(let config):
            outside.config = config
            drive(.event(.config(config.settings)), context + ", reloading")
            // WindowManager.apply grabs the keys of the mode in force, in the config now in force.
            outside.grabbedMode = state.bindingMode
            return .done
        }
    }

    /// StateSaver: the state file is written when what it keeps changed and no drag is under
    /// way, as the window manager writes it (the state document's text), and must read back as
    /// the layout of the state it was written from.
    private mutating func saveIfDue() {
        let kept = SavedLayout(of: state)
        guard state.drag == nil, kept != stateFile else { return }
        let text = String(decoding: StateDocument(of: state, picture: picture).bytes(.stateFile, pretty: false), as: UTF8.self)
        let read = try? SavedLayout(reading: text)
        violations.expect(read == kept, "after action #\(log.count): the state file \(text) reads back as \(String(describing: read)), not \(kept)")
        stateFiles.append(kept)
        if stateFiles.count > 8 { stateFiles.removeFirst() }
        savedTree = state.focusedTree
    }

    /// The old process saves if it may and goes (its pointer grab with it); the new one
    /// starts on the same windows.
    private mutating func restart() {
        saveIfDue()
        start(adopting: state, from: stateFile)
    }

    /// A new process adopts every window of `old`, those on screen as mapped, and restores
    /// the tree of `saved`.
    /// When the saved state is the state as it was, the floating windows float again where
    /// they were, the scratchpad holds what it held, in order, and every window has its marks
    /// and its title bar as `border` chose it.
    private mutating func start(adopting old: WMState, from saved: SavedLayout?) {
        let shown = picture.windowsShown
        startProcess()
        for window in old.clients.order {
            // The X edge reads no process line for a window there at start (WindowManager.manage).
            guard var client = old.clients[window] else { continue }
            client.facts.processLine = []
            // Adoption reads _NET_WM_STATE as the renderer wrote it: STICKY on a sticky floating window.
            client.facts.wantsSticky = picture.windows[window]?.flags.contains(.sticky) == true
            drive(.event(.manage(client, mapped: shown.contains(window))), "restarting, adopting \(window)")
            violations.expect(state.clients[window] != nil, "restarting: \(window) was not adopted")
        }
        restoreSavedState(saved)
        guard saved == SavedLayout(of: old), !failed else { return }
        let state = self.state
        for window in old.focusedFloating {
            let was = old.clients[window]?.frame, now = state.clients[window]
            violations.expect(now?.kind == .floating && now?.frame == was,
                              "after restoring the saved state (action #\(log.count)): \(window) floated at \(String(describing: was)), is \(String(describing: now?.kind)) at \(String(describing: now?.frame))")
        }
        let swallowed = { (d: WMState) in d.clients.order.compactMap { w in d.clients[w]?.swallow.takenBy.map { "\(w)→\($0)" } } }
        violations.expect(swallowed(state) == swallowed(old),
                          "after restoring the saved state (action #\(log.count)): the swallowed terminals were \(swallowed(old)), are \(swallowed(state))")
        violations.expect(state.scratchpad == old.scratchpad,
                          "after restoring the saved state (action #\(log.count)): the scratchpad was \(old.scratchpad), is \(state.scratchpad)")
        for (window, client) in old.clients {
            let now = state.clients[window]
            violations.expect(now?.sticky == client.sticky,
                              "after restoring the saved state (action #\(log.count)): \(window) was \(client.sticky ? "" : "not ")sticky, is \(now?.sticky == true ? "" : "not ")sticky")
            violations.expect(now?.marks == client.marks && now?.scratchpad == client.scratchpad && now?.titleBar == client.titleBar,
                              "after restoring the saved state (action #\(log.count)): \(window) had marks \(client.marks), scratchpad \(client.scratchpad) and title bar \(String(describing: client.titleBar)), has \(String(describing: now?.marks)), \(String(describing: now?.scratchpad)) and \(String(describing: now?.titleBar))")
        }
    }

    private mutating func newSession() {
        saveIfDue()
        startProcess()
        restoreSavedState(stateFile)
    }

    private mutating func startProcess() {
        // RandR reports the monitors there are now, in its order (the state keeps that order).
        driver = Driver(state: WMState(settings: state.settings, monitors: state.outputs.monitorInfos))
        processes += 1
        // WindowManager.start grabs the keys of the mode a new state starts in.
        outside.grabbedMode = state.bindingMode
        checker.startProcess()
        savedTree = SplitTree()
        picture = Picture(of: state)
    }

    /// WindowManager.restoreSavedState: `WMState.restore`.
    private mutating func restoreSavedState(_ file: SavedLayout?) {
        guard let saved = file else { return }
        let before = state
        let (restored, reaction) = state.restore(saved)
        if restored { savedTree = state.focusedTree }
        // The state file carries where workspaces were displaced from: a new process knows it.
        checker.learnDisplacements(from: state)
        picture = checker.check(before: before, after: state, reaction: reaction, event: nil, &violations,
                                "after restoring the saved state (action #\(log.count))")
        drive(.reaction(reaction), "carrying out what restoring the saved state asked (action #\(log.count))")
    }

    // MARK: - Whole scripts

    /// Runs `script` until an invariant fails; the replay holds the log and the violations.
    package static func run(_ script: Script, checkingReduce: Bool = true) -> Replay {
        var replay = Replay(area: script.area, settings: script.settings, startTime: script.startTime)
        replay.checksReduce = checkingReduce
        for step in script.steps where !replay.failed { replay.run(step) }
        return replay
    }

    /// Runs `actions` from a start (a regression example, or a failure's printout).
    package static func run(area: Rect, settings: Settings = Settings(), _ actions: [Action]) -> Replay {
        var replay = Replay(area: area, settings: settings)
        for action in actions where !replay.failed { replay.run(action) }
        return replay
    }
}

extension Client {
    /// The same client under another id (a window of an earlier session come back).
    package func renamed(_ id: WindowID) -> Client {
        var c = Client(window: id)
        c.kind = kind
        c.identity = identity
        c.facts = facts
        c.acceptsInput = acceptsInput
        c.takesFocus = takesFocus
        c.deletesPolitely = deletesPolitely
        c.minSize = minSize
        c.urgent = urgent
        c.urgencyHint = urgencyHint
        return c
    }
}
