// Running scripts: each step resolved against the state into concrete actions (events for
// the reducer, a restart, a new session), each action run and the invariants checked after
// it. Restarts and new sessions follow what the window manager does around the pure core
// (WindowManager.start, adoptExistingWindows, restoreSavedState and StateSaver in
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
    /// A binding's or a script's commands, run as `WindowManager.run` runs them: one
    /// `.command` event each, its effects carried out before the next (those that come back
    /// as input, `monitors refresh`'s report, handled then), stopping at the first failure
    /// or at a restart.
    case commands([Command])
}

/// A window manager process around the pure core, run action by action under the invariants.
package struct Replay {
    package var state: WMState
    package var checker = Checker()
    package var violations = Violations()
    /// The actions run so far, for the failure message.
    package private(set) var log: [Action] = []
    /// The script's server clock and the pointer as last reported.
    package var clock: UInt32
    package var pointer = PixelPoint(x: 0, y: 0)
    /// The state file, and the tree this process last wrote (StateSaver.savedTree).
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

    package init(area: Rect, settings: Settings, startTime: UInt32 = 0) {
        state = WMState(settings: settings, screen: area)
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
        switch action {
        case .event(let event): handle(event, "after action #\(log.count)")
        case .restart: restart()
        case .crash(let staleness): start(adopting: state, from: stateFiles.dropLast(staleness).last)
        case .newSession: newSession()
        case .commands(let commands): run(commands)
        }
        saveIfDue()
    }

    /// One event: the in-place reducer, checked against the pure one and the invariants.
    /// A restart effect restarts the process, as the window manager does.
    @discardableResult
    private mutating func handle(_ event: WMEvent, _ context: String) -> (Reaction, restarted: Bool) {
        let before = state
        let reaction = state.handle(event)
        if checksReduce {
            let (reduced, expected) = WMState.reduce(before, event)
            violations.expect(reduced == state, "\(context): WMState.reduce gave another state than handle in place")
            violations.expect(expected == reaction, "\(context): WMState.reduce gave \(expected), handle in place \(reaction)")
        }
        picture = checker.check(before: before, after: state, reaction: reaction, event: event, &violations, context)
        guard reaction.effects.contains(.restart), !failed else { return (reaction, false) }
        restart()
        return (reaction, true)
    }

    /// What `WindowManager.run` does with a list of commands.
    private mutating func run(_ commands: [Command]) {
        for (i, command) in commands.enumerated() where !failed {
            let context = "after action #\(log.count), command \(i + 1) of \(commands.count)"
            let (reaction, restarted) = handle(.command(command), context)
            if restarted || reaction.failure != nil { return }
            // `monitors refresh` asks X again; here X reports the monitors there are.
            if reaction.effects.contains(.refreshMonitors) {
                let infos = state.outputs.monitors.map { MonitorInfo(name: $0.name, frame: $0.frame, primary: $0.primary) }
                handle(.monitors(infos), context + ", the monitors read again")
            }
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
            handle(.manage(client, mapped: shown.contains(window)), "restarting, adopting \(window)")
            violations.expect(state.clients[window] != nil, "restarting: \(window) was not adopted")
        }
        restoreSavedState(saved)
        guard saved == SavedLayout(of: old), !failed else { return }
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
        let monitors = state.outputs.monitors.map { MonitorInfo(name: $0.name, frame: $0.frame, primary: $0.primary) }
        state = WMState(settings: state.settings, monitors: monitors)
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
    }

    // MARK: - Resolving steps

    /// Runs `step` as the actions it names in the current state.
    package mutating func run(_ step: Step) {
        for action in resolve(step) { run(action) }
    }

    package func window(_ ref: WindowRef) -> WindowID {
        switch ref {
        case .managed(let n):
            let order = state.clients.order
            return order.isEmpty ? WindowID(rawValue: StateGens.ids.upperBound + 1) : order[n % order.count]
        case .floating(let n):
            let floating = state.focusedFloating
            return floating.isEmpty ? window(.managed(n)) : floating[n % floating.count]
        case .id(let id): return WindowID(rawValue: id)
        }
    }

    /// The shown splitters, in split order.
    private func splitters() -> [(key: SplitKey<WindowID>, value: Picture.Splitter)] {
        picture.splitters.sorted { ($0.value.workspace, $0.value.split) < ($1.value.workspace, $1.value.split) }
    }

    package func point(_ ref: PointRef) -> PixelPoint {
        let area = state.focusedArea
        func at(_ r: Rect, _ x: Int, _ y: Int) -> PixelPoint {
            PixelPoint(x: r.x + max(0, r.width - 1) * x / 1000, y: r.y + max(0, r.height - 1) * y / 1000)
        }
        switch ref {
        case let .area(x, y): return at(area, x, y)
        case let .splitter(n, along):
            let all = splitters()
            guard !all.isEmpty else { return at(area, 500, 500) }
            let s = all[n % all.count].value
            return s.layout == .horizontal ? at(s.hit, 500, along) : at(s.hit, along, 500)
        case let .window(ref, x, y):
            guard let r = picture.windows[window(ref)]?.placement?.rect else { return at(area, 0, 0) }
            return at(Rect(x: r.x, y: r.y, width: r.width, height: r.height), x, y)
        case .last: return pointer
        }
    }

    package func split(_ ref: SplitRef) -> SplitterName {
        // A key no split has: both sides' first window a window no tree holds.
        let none = SplitterName(workspace: state.focusedWorkspace.id, key: SplitKey(primary: WindowID(rawValue: 0), secondary: WindowID(rawValue: 0)))
        switch ref {
        case .shown(let n):
            let all = splitters()
            return all.isEmpty ? none : SplitterName(workspace: all[n % all.count].value.workspace, key: all[n % all.count].key)
        case .raw(let n): return state.focusedTree.key(ofSplit: n).map { SplitterName(workspace: state.focusedWorkspace.id, key: $0) } ?? none
        }
    }

    package func time(_ ref: TimeRef) -> UInt32 {
        switch ref {
        case .zero: 0
        case .clock(let offset): clock &+ UInt32(bitPattern: Int32(offset))
        case .raw(let t): t
        }
    }

    /// The actions `step` stands for now; moves the clock and the pointer on.
    package mutating func resolve(_ step: Step) -> [Action] {
        func tick(_ dt: Int) -> UInt32 {
            clock &+= UInt32(dt)
            return clock
        }
        func at(_ ref: PointRef) -> PixelPoint {
            pointer = point(ref)
            return pointer
        }
        let event: WMEvent
        switch step {
        case let .manage(client, mapped): event = .manage(client, mapped: mapped)
        case let .mapRequest(w): event = .mapRequest(window(w))
        case let .withdrawn(w): event = .withdrawn(window(w))
        case let .destroyed(w): event = .destroyed(window(w))
        case let .propertiesChanged(w, update): event = .propertiesChanged(window(w), update)
        case let .activation(w, source, t, userTime, focusedUserTime):
            event = .activationRequest(window(w), source: source, time: time(t), userTime: userTime.map(time),
                                       focusedUserTime: focusedUserTime.map(time))
        case let .attention(w, change): event = .attentionRequest(window(w), change)
        case let .describedState(w, change, atoms): event = .describedStateRequest(window(w), change, atoms)
        case let .closeRequest(w): event = .closeRequest(window(w))
        case let .fullscreenRequest(w, change): event = .fullscreenRequest(window(w), change)
        case let .stickyRequest(w, change): event = .stickyRequest(window(w), change)
        case let .configureRequest(w, frame): event = .configureRequest(window(w), frame)
        case let .pointerMoveResize(w, kind, p, held): event = .pointerMoveResizeRequest(window(w), kind, at: at(p), buttonHeld: held)
        case let .splitterPress(s, p, dt):
            event = .splitterPress(split(s), at: at(p), time: tick(dt))
        case let .modifierPress(w, p, dt): event = .modifierPress(window(w), at: at(p), time: tick(dt))
        case let .resizePress(w, p, dt): event = .modifierResizePress(window(w), at: at(p), time: tick(dt))
        case let .windowPress(w, p, dt): event = .windowPress(window(w), at: at(p), time: tick(dt))
        case let .tabPress(w, gesture, dt):
            // As the X edge reports it: on a shown bar (one with the window's tab, else any), the
            // window of the tab pressed (the window's own, else the first) and the bar's group.
            let target = window(w)
            let bars = picture.tabBars.sorted { "\($0.key)" < "\($1.key)" }
            if let bar = bars.first(where: { $0.value.tabs.contains { $0.window == target } }) ?? bars.first,
               let tab = bar.value.tabs.first(where: { $0.window == target }) ?? bar.value.tabs.first {
                pointer = PixelPoint(x: bar.value.rect.x + tab.rect.x, y: bar.value.rect.y + tab.rect.y)
                event = .tabPress(tab.window, gesture, group: bar.key, at: pointer, time: tick(dt))
            } else {
                event = .tabPress(target, gesture, group: SplitKey(primary: target, secondary: target), at: pointer, time: tick(dt))
            }
        case let .otherPress(p, dt): event = .otherPress(at: at(p), time: tick(dt))
        case let .buttonRelease(p, dt): event = .buttonRelease(at: at(p), time: tick(dt))
        case .escape: event = .dragCancel
        case let .motion(p, dt, overWindow): event = .motion(at: at(p), time: tick(dt), overWindow: overWindow)
        case let .enter(w, p, dt): event = .enter(window(w), at: at(p), time: tick(dt))
        case let .key(commands, dt): return [.event(.keyPress(time: tick(dt)))] + (commands.isEmpty ? [] : [.commands(commands)])
        case let .commands(commands): return [.commands(commands)]
        case let .screenChange(area): event = .screenChange(area)
        case let .config(settings): event = .config(settings)
        case let .monitors(infos): event = .monitors(infos)
        case let .workspaceRequest(index): event = .workspaceRequest(index)
        case let .sendToWorkspaceRequest(w, index): event = .sendToWorkspaceRequest(window(w), index)
        case .restart: return [.restart]
        case .crash(let staleness): return [.crash(staleness: staleness)]
        case let .newSession(windows):
            let old = state
            return [.newSession] + windows.compactMap { w in
                guard !old.clients.order.isEmpty, let c = old.clients[old.clients.order[w.old % old.clients.order.count]]
                else { return nil }
                return .event(.manage(c.renamed(WindowID(rawValue: w.id)), mapped: false))
            }
        }
        return [.event(event)]
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
