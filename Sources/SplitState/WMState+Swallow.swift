// Swallowing: a terminal (`rule … swallows`) that starts a graphical program gives that
// program's window its exact place in the tree (the same split, fraction, priority side,
// minimums, group) and waits hidden, managed, on no workspace; when that window goes, or on
// `unswallow`, the terminal takes the place back. Which process started which is the X edge's
// to find (`ClientFacts.processLine`); what follows from it is decided here.
import SplitConfig
import SplitEngine
import XModel

extension WMState {
    /// The terminal whose place `client`, about to be managed, takes: a tiled terminal,
    /// swallowing nothing yet, whose process started the window's (the nearest one up the
    /// process line; of several windows of that process, the focused, else the most recently
    /// focused, else the newest). Nil for a window that would not tile where it was asked to
    /// (a rule's workspace, a float, a dialog), or that a rule says is `unswallowed`.
    func terminalToSwallow(for client: Client, rules: RuleOutcome) -> WindowID? {
        guard !client.facts.processLine.isEmpty, !rules.unswallowed, !rules.swallows, rules.workspace == nil,
              !(rules.floating ?? client.floatsByItself) else { return nil }
        var terminalsByProcess: [Int: [WindowID]] = [:]
        for (window, candidate) in clients where candidate.swallow.isTerminal && candidate.swallow.terminal == nil
            && candidate.place.isTiled && !candidate.fullscreen {
            // One machine's process ids (the X edge looked the new window's up only if it runs
            // here); a client that names no machine (mpv) is taken to be where the other is.
            guard let pid = candidate.facts.pid,
                  candidate.facts.machine == nil || client.facts.machine == nil || candidate.facts.machine == client.facts.machine
            else { continue }
            terminalsByProcess[pid, default: []].append(window)
        }
        guard !terminalsByProcess.isEmpty,
              let terminals = client.facts.processLine.lazy.compactMap({ terminalsByProcess[$0] }).first else { return nil }
        if let focused, terminals.contains(focused) { return focused }
        // The focused workspace's most recent, then a shown one's, then any.
        let others = workspaces.map(\.id).filter { $0 != focusedWorkspaceID }
        let order = [focusedWorkspaceID] + others.filter(isShown) + others.filter { !isShown($0) }
        for workspace in order {
            if let recent = workspaces[workspace].recency.first(where: terminals.contains) { return recent }
        }
        return clients.order.last(where: terminals.contains)
    }

    /// `window` (managed now, not yet in a tree) takes `terminal`'s place on workspace
    /// `workspace`, with its own minimum size; the terminal waits hidden. False when the terminal
    /// has no place there after all.
    mutating func swallow(_ terminal: WindowID, by window: WindowID, minSize: Size, on workspace: WorkspaceID, _ out: inout Reaction) -> Bool {
        guard workspaces[workspace].handOver(terminal, to: window, minSize: minSize) else { return false }
        place(window, on: workspace)
        clients.place(terminal, on: nil)
        if preselection?.window == terminal { preselection = Preselection(window: window, direction: preselection!.direction) }
        restoration.releaseClaim(of: terminal)
        clients[terminal]?.swallow.takenBy = window
        if focused == terminal { focused = nil }
        out.effects.append(.notice(.window(change: "swallowed", terminal, urgent: clients[terminal]?.urgent ?? false)))
        return true
    }

    /// `window`, about to go (closed, or `unswallow`), gives its terminal back: the terminal
    /// takes the window's tile, or, when the window floats or is in the scratchpad, tiles on
    /// the window's workspace (the focused one from the scratchpad) as a new window would.
    /// The window is out of the tree afterwards when it was tiled. Returns the terminal, with
    /// the place it got, or nil when there is none to give back.
    @discardableResult
    mutating func giveBackTerminal(of window: WindowID, _ out: inout Reaction) -> WindowID? {
        guard let client = clients[window], let terminal = client.swallow.terminal else { return nil }
        clients[window]?.swallow.terminal = nil
        guard var waiting = clients[terminal], waiting.swallow.takenBy == window else { return nil }
        waiting.swallow.takenBy = nil
        waiting.kind = .tiled
        clients[terminal] = waiting
        let workspace = clients.workspace(of: window)
        if let workspace, client.kind == .tiled, workspaces[workspace].handOver(window, to: terminal, minSize: waiting.minSize) {
            place(terminal, on: workspace)
            clients.place(window, on: nil)
            if preselection?.window == window { preselection = Preselection(window: terminal, direction: preselection!.direction) }
        } else {
            let target = workspace ?? focusedWorkspaceID
            if !tile(terminal, on: target, minSize: waiting.minSize, rules: RuleOutcome(), &out) {
                // Too deep a tree to hold it: it floats rather than being lost.
                clients[terminal]?.kind = .floating
                workspaces[target].floating.append(terminal)
            }
            place(terminal, on: target)
            workspaces[target].recency.insert(terminal, at: 0)
        }
        out.effects.append(.notice(.window(change: "unswallowed", terminal, urgent: waiting.urgent)))
        return terminal
    }

    /// A terminal waiting for its place is gone: the window in its place keeps it.
    mutating func forgetSwallowedTerminal(_ terminal: Client) {
        guard case .swallowed(let holder) = terminal.place else { return }
        clients[holder]?.swallow.terminal = nil
    }

    /// A window that took a terminal's place is gone: the terminal has the place back, and the
    /// focus when the window had it, or its workspace is the one in front of the user.
    /// Returns the terminal when it should be focused.
    mutating func terminalToFocusAfterGivingBack(from window: WindowID, _ out: inout Reaction) -> WindowID? {
        let hadFocus = focused == window
        guard let terminal = giveBackTerminal(of: window, &out) else { return nil }
        return hadFocus || clients.workspace(of: terminal) == focusedWorkspaceID ? terminal : nil
    }

    /// `unswallow` on `window`: its terminal takes its place back, with the focus, and the
    /// window goes beside it as a new window would.
    mutating func unswallow(_ window: WindowID, _ out: inout Reaction) throws {
        guard let client = clients[window] else { return }
        guard client.swallow.terminal != nil else {
            throw CommandFailure(description: "unswallow: the window swallowed no terminal")
        }
        let wasTiled = client.kind == .tiled
        let workspace = clients.workspace(of: window)
        guard let terminal = giveBackTerminal(of: window, &out) else { return }
        if wasTiled, let workspace, let target = clients.workspace(of: terminal), target == workspace,
           !workspaces[workspace].tree.contains(window) {
            if !tile(window, on: workspace, minSize: client.minSize, rules: RuleOutcome(), &out) {
                clients[window]?.kind = .floating
                workspaces[workspace].floating.append(window)
            }
            place(window, on: workspace)
            // Next after the terminal in the focus history, as it was just before.
            workspaces[workspace].recency.removeAll { $0 == window }
            workspaces[workspace].recency.insert(window, at: min(1, workspaces[workspace].recency.count))
        }
        focus(terminal, &out)
    }

    /// A command acting on a terminal that waits for its place acts on it back in its place:
    /// the window holding it gives it back first.
    mutating func bringBackIfSwallowed(_ terminal: WindowID, _ out: inout Reaction) throws {
        guard case .swallowed(let holder)? = clients[terminal]?.place else { return }
        try unswallow(holder, &out)
    }
}
