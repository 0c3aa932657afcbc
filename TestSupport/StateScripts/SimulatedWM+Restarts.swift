// What the window manager does around the pure core when its process changes, as the scripts
// simulate it: saving the state file (StateSaver), a restart or a crash (the new process
// adopts the windows there, WindowManager.start and adoptExistingWindows, and restores the
// saved state, WindowManager.restoreSavedState), a new X session; and what a restart must keep.
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import XModel

extension SimulatedWM {
    /// StateSaver: the state file is written when what it keeps changed and no drag is under
    /// way, as the window manager writes it (the state document's text), and must read back as
    /// the layout of the state it was written from.
    mutating func saveIfDue() {
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
    mutating func restart() {
        saveIfDue()
        start(adopting: state, from: stateFile)
    }

    /// A new process adopts every window of `old`, those on screen as mapped, and restores
    /// the tree of `saved`.
    /// When the saved state is the state as it was, the floating windows float again where
    /// they were, the scratchpad holds what it held, in order, and every window has its marks
    /// and its title bar as `border` chose it.
    mutating func start(adopting old: WMState, from saved: SavedLayout?) {
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

    mutating func newSession() {
        saveIfDue()
        startProcess()
        restoreSavedState(stateFile)
    }

    mutating func startProcess() {
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
    mutating func restoreSavedState(_ file: SavedLayout?) {
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
