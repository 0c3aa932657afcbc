// A window arriving and leaving. What the window manager decides for a window that asks to
// be managed is one value (`Arrival`: its record, the workspace it goes to, whether it floats,
// the terminal whose place it takes, its group, the focus), made from the state without
// changing it; `admit` applies it. Then where a new tile goes in its tree, forgetting a
// window that goes, and properties read again.
import SplitConfig
import SplitEngine
import XModel

/// What the window manager decides for a window asking to be managed, before anything changes.
public struct Arrival: Hashable, Sendable {
    /// What kind of place it gets.
    public enum Kind: Hashable, Sendable {
        /// A notification bubble that is not override-redirect: shown where it put itself and
        /// otherwise left alone: not managed, never focused.
        case unmanaged
        /// A dock or a desktop window: where it put itself, on every workspace.
        case selfPlaced
        /// A place on a workspace: the place of the terminal `swallows` names, else a tile or
        /// a floating window on the workspace chosen (where a swallow that fails goes too).
        case onWorkspace(WorkspaceChoice)
    }

    /// The workspace it goes to, as found when the decision was made.
    public enum WorkspaceChoice: Hashable, Sendable {
        /// One that exists.
        case existing(WorkspaceID)
        /// The one a rule names (as i3's assign), made if need be.
        case named(String)
        /// The one such a window was on in an earlier session (taken: the next such window
        /// goes to the next), made if need be.
        case awaited(String)
    }

    /// Its record as it is managed: kind, fullscreen, sticky, title bar, terminal role, the
    /// rules that matched.
    public var record: Client
    public var kind: Kind
    public var rules = RuleOutcome()
    public var floats = false
    /// It asked for a place on another monitor than the focused one, where the user is (GTK's
    /// dialogs at the pointer): it is focused there.
    public var placedElsewhere = false
    /// The terminal whose place it takes (its shell started it), on that terminal's workspace.
    public var swallows: WindowID?
    /// The waiting leaf it takes (WaitingLeaf.swift), on that leaf's workspace, which `kind`
    /// names then: one whose criteria it matches, wherever it is, else one on its workspace
    /// that takes any window.
    public var takesWait: WaitID?
}

extension WMState {
    /// What happens to `new`, which asks to be managed; nil when it is managed already.
    public func arrival(of new: Client) -> Arrival? {
        guard !clients.contains(new.window) else { return nil }
        var client = new
        client.kind = .tiled
        client.fullscreen = client.facts.wantsFullscreen
        // What the window manager gives a window, not the client: a restore puts it back.
        client.scratchpad = false
        client.marks = []
        client.swallow = SwallowRole()
        client.workspace = nil
        switch client.facts.windowType {
        case .notification: return Arrival(record: client, kind: .unmanaged)
        case .dock, .desktop:
            client.kind = client.facts.windowType == .dock ? .dock : .desktop
            client.frame = outputs.onScreen(client.facts.requested, kind: client.kind, strut: client.facts.strut)
            client.fullscreen = false
            return Arrival(record: client, kind: .selfPlaced)
        default: break
        }
        let facts = client.ruleFacts
        let rules = settings.rules.outcome(for: facts)
        let arrival = arrival(of: client, rules: rules)
        // A rule's `workspace=` sees the workspace the other rules send the window to (i3's
        // for_window runs once the window is there); what the rules say then decides again.
        guard settings.rules.contains(where: \.seesWorkspace), case .onWorkspace(let choice) = arrival.kind else { return arrival }
        var placed = facts
        let id: WorkspaceID?
        switch choice {
        case .existing(let existing):
            id = workspaces.contains(existing) ? existing : nil
            placed.workspace = id.map { workspaces[$0].name }
        case .named(let name), .awaited(let name):
            id = workspace(named: name)
            placed.workspace = id.map { workspaces[$0].name } ?? name
        }
        placed.workspaceFocused = id == focusedWorkspaceID
        let again = settings.rules.outcome(for: placed)
        return again == rules ? arrival : self.arrival(of: client, rules: again)
    }

    /// What happens to `client`, a window of no type that places itself, as `rules` say.
    private func arrival(of new: Client, rules: RuleOutcome) -> Arrival {
        var client = new
        client.facts.matchedRules = rules.lines
        if rules.fullscreen { client.fullscreen = true }
        // Asked by the client (or written by splitwm before a restart), or by a rule.
        client.sticky = client.facts.wantsSticky || rules.sticky || client.facts.desktop == .all
        client.titleFormat = rules.titleFormat.flatMap { TitleFormat.showsTitleAlone($0) ? nil : $0 }
        client.swallow.isTerminal = rules.swallows
        let floats = rules.floating ?? client.floatsByItself
        if let change = rules.border, !client.kind.placesItself {
            (client.titleBar, client.borderWidth) = Self.border(after: change, from: Self.defaultStyle(floating: floats, settings.border),
                                                                floating: floats, defaults: settings.border)
        }
        // A rule's workspace (as i3's assign), else the one at the position its client asked
        // for by _NET_WM_DESKTOP (as i3), else a dialog's parent's, else the one such a window
        // was on in an earlier session, else for a floating window that asks for a place on
        // another monitor the one shown there (i3 too puts a floating window on the output it
        // lies on), else the focused one.
        var choice: Arrival.WorkspaceChoice
        var placedElsewhere = false
        if let name = rules.workspace {
            choice = .named(name)
        } else if case .one(let index)? = client.facts.desktop, workspaces.indices.contains(index) {
            choice = .existing(workspaces[index].id)
        } else if let parent = client.facts.transientFor.flatMap(clients.workspace(of:)) {
            choice = .existing(parent)
        } else if let name = restoration.awaitedWorkspace(for: client.identity) {
            choice = .awaited(name)
        } else if floats, let m = askedMonitor(of: client), m != outputs.focusedIndex {
            choice = .existing(shownWorkspace(on: m))
            placedElsewhere = true
        } else {
            choice = .existing(focusedWorkspace.id)
        }
        // A window started from a terminal that swallows takes its place.
        let terminal = terminalToSwallow(for: client, rules: rules)
        // Else a tile takes a waiting leaf that waits for it, before a rule's workspace (as
        // i3's placeholders come before its assignments).
        let wait = floats || terminal != nil ? nil : waitToTake(for: client, on: choice)
        if let wait, let workspace = workspace(of: wait) {
            choice = .existing(workspace)
            placedElsewhere = false
        }
        return Arrival(record: client, kind: .onWorkspace(choice), rules: rules, floats: floats, placedElsewhere: placedElsewhere,
                       swallows: terminal, takesWait: wait)
    }

    /// Manages `new` as `arrival(of:)` decides (`mapped`: it was on screen already, adopted at start).
    mutating func manage(_ new: Client, mapped: Bool, _ out: inout Reaction) {
        // One adopted at start carries the _NET_WM_DESKTOP splitwm wrote: the restore places it.
        var new = new
        if mapped { new.facts.desktop = nil }
        guard let arrival = arrival(of: new) else { return }
        let window = new.window
        switch arrival.kind {
        case .unmanaged:
            if !mapped { out.effects.append(.mapUnmanaged(window)) }
            return
        case .selfPlaced:
            clients[window] = arrival.record
            updateWorkArea()
            out.effects.append(.notice(.window(change: "managed", window, urgent: arrival.record.urgent)))
            return
        case .onWorkspace(let choice):
            if settings.rules.contains(where: \.oneShot) { dropOneShotRules(matching: arrival.record.ruleFacts) }
            if let terminal = arrival.swallows, takePlace(of: terminal, arrival, &out) { return }
            let target = makingWorkspace(for: choice, identity: arrival.record.identity)
            admit(arrival, on: target, mapped: mapped, &out)
        }
    }

    /// The workspace `choice` names, made if need be (an awaited one taken).
    private mutating func makingWorkspace(for choice: Arrival.WorkspaceChoice, identity: WindowIdentity) -> WorkspaceID {
        switch choice {
        case .existing(let id): return workspaces.contains(id) ? id : focusedWorkspaceID
        case .named(let name): return workspace(named: name) ?? makeWorkspace(name, on: outputs.focused.name)
        case .awaited(let name):
            _ = restoration.takeAwaitedWorkspace(for: identity)
            return workspace(named: name) ?? makeWorkspace(name, on: outputs.focused.name)
        }
    }

    /// The arriving window takes `terminal`'s place on the terminal's workspace; false when the
    /// terminal has no place to give after all (nothing changed then).
    private mutating func takePlace(of terminal: WindowID, _ arrival: Arrival, _ out: inout Reaction) -> Bool {
        guard let workspace = clients.workspace(of: terminal) else { return false }
        var client = arrival.record
        let window = client.window
        client.frame = initialFrame(for: client, on: workspace)
        client.swallow.terminal = terminal
        clients[window] = client
        guard swallow(terminal, by: window, minSize: client.minSize, on: workspace, &out) else {
            clients.remove(window)
            return false
        }
        finishManaging(window, on: workspace, rules: arrival.rules, &out)
        return true
    }

    /// The arriving window on workspace `target`: tiled unless it floats (or the tree is too
    /// deep to hold it), in a saved place it claims, on the rim if sticky, in its rule's group.
    private mutating func admit(_ arrival: Arrival, on target: WorkspaceID, mapped: Bool, _ out: inout Reaction) {
        var client = arrival.record
        let window = client.window, rules = arrival.rules
        client.frame = initialFrame(for: client, on: target)
        // A window the tree cannot hold (too deep) floats rather than being lost.
        let tookWait = arrival.takesWait.map { take($0, by: window, minSize: client.minSize, on: target) } ?? false
        let tiled = tookWait || !arrival.floats && tile(window, on: target, minSize: client.minSize, rules: rules, &out)
        if !tiled {
            client.kind = .floating
            workspaces[target].floating.append(window)
        }
        // A rule sent a new window to a workspace out of sight: urgent there, so the user hears
        // of it, as i3 marks a window its `assign` sends away (212-assign-urgency).
        // (Not one the focus follows there: the user is where it is.)
        let follows = !mapped && rules.focus == .follows && target != focusedWorkspaceID
        if !mapped, !follows, case .onWorkspace(.named) = arrival.kind, !isShown(target) { client.urgent = true }
        clients[window] = client
        place(window, on: target)
        if tiled, !tookWait, target == focusedWorkspaceID { claimSavedPlace(for: window) }
        // A new sticky tile is a sidebar (one adopted at a restart has the place the state file gives it).
        if tiled, client.sticky, !mapped { pinToRim(window, on: target) }
        // A rule's group: the window's place made one, as `layout tabbed` on it would.
        if tiled, let group = rules.group {
            try? workspaces[target].setLayout(group == .tabbed ? .tabbed : .stacking, around: window,
                                               workspaceLayout: settings.tabs.workspaceLayout,
                                               defaultOrientation: settings.defaultOrientation.layout(in: workspaces[target].site.area))
        }
        finishManaging(window, on: target, rules: rules, placedElsewhere: arrival.placedElsewhere, &out)
        // A rule's `follow`: its workspace shown, the window focused (bspwm's follow=on).
        if follows, clients.contains(window) { show(target, focusing: window, &out) }
    }

    /// Puts a new window in `workspace`'s tree (see `Workspace.tile`): beside the
    /// preselected window when the preselection is on that workspace, else beside its focused
    /// window (or the largest tile), else beside the whole tree; false when it fits nowhere.
    mutating func tile(_ window: WindowID, on workspace: WorkspaceID, minSize: Size, rules: RuleOutcome, _ out: inout Reaction) -> Bool {
        let placement = rules.place.map(InsertPlacement.toward) ?? settings.placement.splitting
        let tiles = workspace == focusedWorkspaceID ? focusedLayoutCached().tiles
            : workspaces[workspace].currentLayout(focused: workspaces[workspace].recency.first, collapseBelow: settings.collapseBelow, bars: bars).tiles
        var beside = workspaces[workspace].insertionTarget(focused: focused, in: tiles, smallestTileToSplit: settings.smallestTileToSplit)
        switch avoidingRim(beside, on: workspace) {
        case .asked: break
        case .beside(let other): beside = other
        case .insideRim: return insertInsideRim(window, minSize: minSize, on: workspace)
        }
        var targets: [(WindowID?, InsertPlacement)] = [(beside, placement), (nil, placement)]
        // Beside a tab, a new window is the next tab, unless a rule or a preselection places it.
        var tab = rules.place == nil ? beside : nil
        // i3's placement: the window joins a container, unless a rule says how its split is.
        var joining = rules.place == nil && rules.fraction == nil && !rules.hidden && rules.splitSettings.isEmpty
            ? settings.placement.joiningOrientation(settings.defaultOrientation, in: workspaces[workspace].site.area) : nil
        // What was said for the first split (`split v` on an empty workspace) places the
        // window that makes it, unless a rule places it.
        if rules.place == nil, workspaces[workspace].tree.leafCount == 1, let said = workspaces[workspace].overrides.firstSplit.orientation {
            targets = targets.map { ($0.0, .toward(said == .horizontal ? .right : .down)) }
            if joining != nil { joining = said }
        }
        // A preselection is used once, by the next window on its workspace.
        if let presel = preselection, workspaces[workspace].tree.contains(presel.window) {
            targets.insert((presel.window, .toward(presel.direction)), at: 0)
            preselection = nil
            tab = nil
            joining = nil
        }
        // With the focus on a container (and no preselection), the new window goes beside it,
        // after it in the con `split` put it in, if any (i3's tree_split, then tree_open_con).
        let container = workspace == focusedWorkspaceID && tab != nil ? focusedContainer : nil
        var containerPlacement = placement, ownCon: SplitLayout?
        if let container, let own = workspaces[workspace].joiningWrapper(ofContainerAt: container) {
            containerPlacement = .toward(own == .horizontal ? .right : .down)
            joining = nil
            ownCon = own
        }
        // Beside a window `split` put in a container of its own, it joins that container.
        if container == nil, joining != nil, let beside, let own = workspaces[workspace].joiningContainerOfOne(around: beside) {
            targets.insert((beside, .toward(own == .horizontal ? .right : .down)), at: 0)
            tab = nil
            joining = nil
        }
        if container != nil { tab = nil }
        return workspaces[workspace].tile(window, minSize: minSize, rules: rules, newSplit: settings.newSplit, targets: targets,
                                      tab: tab, container: container.map { ($0, containerPlacement, ownCon) }, joining: joining,
                                      workspaceLayout: settings.tabs.workspaceLayout)
    }

    /// The leaf a new window goes beside on the focused workspace (see `Workspace.insertionTarget`).
    func insertionTarget() -> WindowID? {
        focusedWorkspace.insertionTarget(focused: focused, in: focusedLayout.tiles, smallestTileToSplit: settings.smallestTileToSplit)
    }

    /// Forgets `window`. Focus goes to the most recent visible other.
    mutating func unmanage(_ window: WindowID, _ out: inout Reaction) {
        let workspace = clients.workspace(of: window)
        // A terminal that waited for its place has it back (read while the window still has it).
        let terminal = terminalToFocusAfterGivingBack(from: window, &out)
        guard let client = clients.remove(window) else { return }
        // A terminal still waiting for its place leaves nothing to give back.
        forgetSwallowedTerminal(client)
        if let workspace { workspaces[workspace].remove(window, sharing: settings.placement == .container) }
        if client.kind == .dock { updateWorkArea() }
        scratchpad.removeAll { $0 == window }
        if preselection?.window == window { preselection = nil }
        restoration.releaseClaim(of: window)
        // Its X side (released, or nothing for a destroyed one) is the next push's: it left the picture.
        out.effects.append(.notice(.window(change: "unmanaged", window, urgent: false)))
        if let terminal {
            focus(terminal, &out)
        } else if focused == window {
            // A dialog hands the focus back to its parent; any other window to the one focused before.
            // Shown as the area will be: smart gaps leave a workspace of one window (a random
            // script found a tile with no room under the gap of two, so the focus was dropped).
            refitGaps()
            let visible = currentShownWindows()
            let parent = client.facts.transientFor.flatMap { visible.contains($0) ? $0 : nil }
            focus(parent ?? focusedWorkspace.recency.first { visible.contains($0) } ?? clients.order.first { visible.contains($0) }, &out)
        }
        // An empty workspace out of sight has no reason to stay.
        if let workspace { dropIfUnused(workspace) }
    }

    /// Properties the X edge read again (`Client.take`); a new minimum size counts once the
    /// tree takes it (a tiled window's).
    mutating func apply(_ update: PropertyUpdate, to window: WindowID, _ out: inout Reaction) {
        guard var client = clients[window] else { return }
        let changed = client.take(update)
        if let minSize = changed.minSize {
            if let workspace = clients.workspace(of: window), client.kind == .tiled {
                if let updated = try? workspaces[workspace].tree.settingMinSize(minSize, of: window) {
                    client.minSize = minSize
                    workspaces[workspace].tree = updated
                }
            } else {
                client.minSize = minSize
            }
        }
        clients[window] = client
        // As i3: each read of WM_HINTS says again whether the window wants attention, so a hint
        // that came while it had the focus (ignored then) counts once it has lost it.
        if update.urgencyHint != nil { setUrgent(window, client.urgencyHint, &out) }
        if changed.strut, client.kind == .dock {
            // A strut that changes edge moves the dock there, as it would have been placed.
            moveFloating(window, to: outputs.onScreen(client.frame, kind: .dock, strut: client.facts.strut))
            updateWorkArea()
        }
        if changed.title { out.effects.append(.notice(.window(change: "title", window, urgent: client.urgent))) }
    }
}
