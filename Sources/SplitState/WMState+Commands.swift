// The command language's effect on the state, whoever sent the commands: a key binding, the
// config's autostart or a script. Commands that need the world (exec, close, reload, ...)
// become effects.
import SplitCommands
import SplitConfig
import SplitEngine
import XModel

/// Why a command could not run, in words for the user.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
}

extension WMState {
    /// Runs `commands` in order; stops at the first that fails and says why.
    mutating func run(_ command: Command, _ out: inout Reaction) {
        do {
            try carryOut(command, &out)
        } catch {
            out.failure = "\(error)"
        }
    }

    mutating func carryOut(_ command: Command, _ out: inout Reaction) throws {
        // A tile moves by a step whatever length i3's words give (as i3's `tree_move`).
        if case .moveBy(let direction, _) = command, !focusedFloats { return try carryOut(.move(direction), &out) }
        // With the focus on a container (`focus parent`), the commands that act on it take it whole.
        if try carryOutOnContainer(command, &out) { return }
        // With the focus on a waiting leaf (i3's `open`), the one-window commands act on it.
        if let wait = focusedWait, let one = WindowCommand(command) {
            switch one {
            case .unmark: break   // without criteria, from everything (below)
            default: return try run(one, onWait: wait, &out)
            }
        }
        switch command {
        case .focus(let direction):
            // With nothing focused (an empty workspace), only another monitor is in reach.
            guard let window = focused, clients.contains(window) || focusedWait != nil else {
                if let m = outputs.index(toward: direction) { show(shownWorkspace(on: m), &out) }
                return
            }
            let wrapping = settings.focusWrapping, recency = focusedWorkspace.recency
            let wrapped = focusedTree.wrapping(from: window, toward: direction, recency: recency)
            if clients[window]?.kind == .floating {
                focusFloating(from: window, toward: direction, &out)
            } else if clients[window].map({ $0.kind != .tiled }) == true {   // a waiting leaf is a tile
                if let target = nearestShown(from: window, toward: direction) { focus(target, &out) }
            } else if wrapping == .force, let target = wrapped {
                // i3's `force`: around within the innermost container, whatever lies beyond.
                focus(target, &out)
            } else if let target = focusedTree.focusNeighbour(of: window, toward: direction, in: focusedArea,
                                                       collapseBelow: settings.collapseBelow, recency: recency) {
                // Through a collapsed split, the side it hides: focused, the collapse shows it.
                focus(target, &out)
            } else if wrapping != .workspace, let m = outputs.index(toward: direction) {
                // No neighbour on this monitor: the next monitor that way.
                show(shownWorkspace(on: m), &out)
            } else if wrapping == .yes || wrapping == .workspace, let target = wrapped {
                focus(target, &out)
            }
        case .focusLayer(let layer): focusLayer(layer, &out)
        case .focusContainer(let step): try focusContainer(step)
        case .move(let direction) where focusedFloats:
            // i3's default step for a floating window.
            moveFocusedFloating(toward: direction, by: .pixels(10), &out)
        case .moveBy(let direction, let length): moveFocusedFloating(toward: direction, by: length, &out)
        case .movePosition(let position): try moveFocusedFloating(to: position, &out)
        case .move(let direction):
            // A focused waiting leaf moves within its tree as a tile does.
            let wait = focusedWait
            let window = try wait?.leaf ?? requireTiledFocus()
            // A tab leaves its group first (beside it), whatever lies beyond.
            if wait == nil, !focusedTree.isTab(window),
               focusedTree.neighbour(of: window, toward: direction, in: focusedArea, recency: focusedWorkspace.recency) == nil,
               let m = outputs.index(toward: direction) {
                // At this monitor's edge: onto the next monitor's workspace, with the focus.
                try send(window, toWorkspace: shownWorkspace(on: m), &out)
                focus(window, &out)
                return
            }
            // The window it may leave alone in its container, which i3 keeps around that one.
            let partner = settings.placement == .container ? focusedWorkspace.partnerLeftAlone(by: window) : nil
            // Toward a window in a container of one, under i3's placement: into that container.
            if settings.placement == .container,
               try workspaces[focusedWorkspaceID].moveIntoContainerOfOne(window, toward: direction, split: settings.newSplit) {
                workspaces[focusedWorkspaceID].keepingContainer(of: partner)
                if wait == nil { out.effects.append(.notice(.window(change: "moved", window, urgent: clients[window]?.urgent ?? false))) }
                return
            }
            // Under i3's placement, into the container that way, or out of its own beside it (i3's tree_move).
            if settings.placement == .container,
               let out = try focusedTree.movingAsI3(window, toward: direction, split: settings.newSplit, in: focusedArea,
                                                    recency: focusedWorkspace.recency) {
                focusedTree = try out.revealing(window, in: focusedArea)
            } else {
                try arrange(command)
            }
            // It left the container of one it was in, as in i3 (which closes that container).
            workspaces[focusedWorkspaceID].overrides.containersOfOne[window] = nil
            workspaces[focusedWorkspaceID].keepingContainer(of: partner)
            if wait == nil { out.effects.append(.notice(.window(change: "moved", window, urgent: clients[window]?.urgent ?? false))) }
        case .presel(let direction):
            // On an empty workspace (as i3's `split` there): the way the windows that come go.
            if focusedTree.isEmpty {
                workspaces[focusedWorkspaceID].overrides.firstSplit = direction.map { FirstSplit(group: .some(nil), orientation: $0.axis) } ?? FirstSplit()
                return
            }
            if settings.placement == .container {
                // As i3's `split`: a container around the window (Workspace+ContainersOfOne.swift).
                workspaces[focusedWorkspaceID].split(try requireTiledFocus(), direction?.axis)
                preselection = nil
                return
            }
            preselection = try direction.map { Preselection(window: try requireTiledFocus(), direction: $0) }
        case .preselToggle where focusedTree.isEmpty:
            let said = focusedWorkspace.overrides.firstSplit.orientation ?? settings.defaultOrientation.layout(in: focusedArea)
            workspaces[focusedWorkspaceID].overrides.firstSplit = FirstSplit(group: .some(nil), orientation: said == .horizontal ? .vertical : .horizontal)
        case .preselToggle where settings.placement == .container:
            let window = try requireTiledFocus()
            workspaces[focusedWorkspaceID].splitToggle(window, defaultOrientation: settings.defaultOrientation.layout(in: focusedArea))
            preselection = nil
        case .preselToggle:
            let window = try requireTiledFocus()
            let parent = focusedTree.pathTo(window).flatMap { $0.isEmpty ? nil : focusedTree.split(at: Array($0.dropLast())) }
            // i3 reads a tabbed container as side by side, a stacked one as above/below.
            let sideBySide = parent.map { $0.group.map { $0 == .tabbed } ?? ($0.layout == .horizontal) } ?? true
            preselection = Preselection(window: window, direction: sideBySide ? .down : .right)
        case .grow where focusedFloats, .resizeSet where focusedFloats:
            resizeFocusedFloating(command)
        case .swap, .resize, .grow, .resizeSet, .fraction, .layout, .flip, .hide, .zoomToggle, .equalize, .priority, .min, .dragToHide,
             .collapse, .splitter:
            try arrange(command)
        case .float(let change):
            let window = try requireFocus()
            let floats = clients[window]?.kind == .floating
            try setFloating(window, change == .toggle ? !floats : change == .on, &out)
        case .fullscreen(let change):
            let window = try requireFocus()
            let on = clients[window]?.fullscreen == true
            setFullscreen(window, change == .toggle ? !on : change == .on, &out)
        case .sticky(let change): try setSticky(try requireFocus(), change, &out)
        case .border(let change): try run(.border(change), on: try requireFocus(), &out)
        case .titleFormat(let format): try run(.titleFormat(format), on: try requireFocus(), &out)
        case .open: try open(.empty(), &out)
        case .openReceptacle: try open(WaitingLeaf(), &out)
        case .close:
            let window = try requireFocus()
            out.effects.append(.close(window, politely: clients[window]?.deletesPolitely ?? false))
        case .kill: out.effects.append(.kill(try requireFocus()))
        case .exec(let text): out.effects.append(.spawn(text))
        case .reload: out.effects.append(.reload)
        case .restart: out.effects.append(.restart)
        case .quit: out.effects.append(.quit)
        case .sync: out.effects.append(.sync)
        case .nop: break
        case .saveLayout(let path): out.effects.append(.saveLayout(path))
        case .loadLayout(let path): out.effects.append(.loadLayout(path))
        case .appendLayout(let path): out.effects.append(.appendLayout(path))
        case .workspace(let target): try switchWorkspace(target, &out)
        case .moveToWorkspace(let target): try moveToWorkspace(try requireFocus(), target, &out)
        case .moveWorkspaceToMonitor(let target): try moveWorkspace(toMonitor: target, &out)
        case .monitorsRefresh: out.effects.append(.refreshMonitors)
        case .addMonitor(let monitor): try addMonitor(monitor, &out)
        case .removeMonitor(let name): try removeMonitor(name, &out)
        case .swapWorkspaces(let a, let b): try swapWorkspaces(a, b, &out)
        case .renameWorkspace(let old, let new): try renameWorkspace(old, to: new, &out)
        case .declareWorkspaces(let declaration): try declareWorkspaces(declaration, &out)
        case .removeWorkspace(let name): try removeWorkspace(name, &out)
        case .moveToScratchpad: try moveToScratchpad(try requireFocus(), &out)
        case .scratchpadShow: try scratchpadShow(&out)
        case .unswallow: try unswallow(try requireFocus(), &out)
        case .mark(let name, let options): mark(try requireFocus(), name, options, &out)
        case .unmark(let name):
            // Without criteria, from every window and waiting leaf (as i3's `unmark`).
            for window in clients.order { unmark(name, on: window, &out) }
            unmarkWaits(name)
        case .onWindows(let criteria, let command): try run(command, matching: criteria, &out)
        case .mode(let name): try enterBindingMode(name, &out)
        case .node(let name, let action): try runNode(name, action, &out)
        case .gaps(let change): changeGaps(change)
        case .setting(let change): changeSetting(change)
        case .bar(let change): try changeBars(change, &out)
        case .rule(let change): try changeRules(change)
        }
    }

    /// `focus tiling|floating|mode-toggle`: the focused workspace's most recent shown window of
    /// that kind (tiled or floating) gets the focus; with none, nothing changes (as in i3).
    private mutating func focusLayer(_ layer: FocusLayer, _ out: inout Reaction) {
        let floats: Bool = switch layer {
        case .tiling: false
        case .floating: true
        case .modeToggle: focused.flatMap { clients[$0] }?.kind != .floating
        }
        let shown = currentShownWindows(), here = focusedWorkspace
        let kind: ClientKind = floats ? .floating : .tiled
        func wanted(_ window: WindowID) -> Bool { shown.contains(window) && clients[window]?.kind == kind && clients[window]?.workspace != nil }
        // The most recent first; a window never focused (a rule hid it when it came) is in no
        // history: the floating layer's top, or the tree's first leaf shown, then.
        let target = here.recency.first(where: wanted) ?? (floats ? here.floating.last(where: wanted) : here.tree.leaves.first(where: wanted))
        if let target, target != focused { focus(target, &out) }
    }

    /// `mode NAME`: the bindings of the config's block NAME are in force (`default`: those
    /// outside every block). A mode the config lacks is an error that changes nothing.
    private mutating func enterBindingMode(_ name: String, _ out: inout Reaction) throws {
        guard name == BindingMode.defaultName || settings.bindingModes.contains(name) else {
            let known = ([BindingMode.defaultName] + settings.bindingModes).map { "\"\($0)\"" }.joined(separator: ", ")
            throw CommandFailure(description: "mode: the config has no mode \"\(name)\" (its modes: \(known))")
        }
        setBindingMode(name, &out)
    }

    /// Makes `name` the binding mode in force, telling the X side and subscribers if it changed.
    mutating func setBindingMode(_ name: String, _ out: inout Reaction) {
        guard bindingMode != name else { return }
        bindingMode = name
        out.effects.append(.grabKeys(mode: name))
        out.effects.append(.notice(.mode(name)))
    }

    private func requireFocus() throws -> WindowID {
        guard let focused, clients.contains(focused) else { throw CommandFailure(description: "no window has focus") }
        return focused
    }

    /// The focused tile: a window, or a waiting leaf (a tile too, as i3's empty container is).
    private func requireTiledFocus() throws -> WindowID {
        if let wait = focusedWait { return wait.leaf }
        return try focusedWorkspace.tiled(try requireFocus())
    }

    /// Arranges the focused workspace's tree (Workspace+Arranging.swift).
    private mutating func arrange(_ command: Command) throws {
        // A focused waiting leaf is swapped, moved and resized as a tile is.
        let focus = focused.flatMap { clients.contains($0) || focusedWait?.leaf == $0 ? $0 : nil }
        if try workspaces[focusedWorkspaceID].arrange(command, around: focus, settings: settings) {
            restoration.waitingLayout = nil   // the user arranges the windows now; a saved layout must not undo that
        }
    }
}
