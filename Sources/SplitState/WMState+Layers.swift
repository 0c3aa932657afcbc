// The windows that are not tiles: docks and the space their struts take from the tiling
// area, floating windows (where they go, how they stay on the monitor, turning a tile into a
// floating window and back) and fullscreen windows.
import SplitEngine
import XModel

extension WMState {
    // MARK: - Docks and struts

    /// Makes each monitor's tiling area its frame less the docks' struts; a tree whose area
    /// changes is resized with it (priority sides keep their pixels).
    mutating func updateWorkArea() {
        let docks = clients.values.lazy.filter { $0.kind == .dock }.map { (strut: $0.facts.strut, frame: $0.frame) }
        let screen = outputs.screenSize
        for index in outputs.monitors.indices {
            outputs.monitors[index].area = outputs.monitors[index].frame.workArea(screen: screen, docks: docks)
            fitToMonitor(shownWorkspace(on: index))
        }
    }

    // MARK: - Floating windows

    /// The floating windows of the workspace shown, bottom to top.
    public var focusedFloating: [WindowID] {
        get { focusedWorkspace.floating }
        set { focusedWorkspace.floating = newValue }
    }

    /// Where a window that floats goes first on `workspace` (`Client.initialFrame`):
    /// where it asked when that is on the workspace's monitor, else over its parent (its
    /// WM_TRANSIENT_FOR, else its WM_CLIENT_LEADER, as i3 places it) if that is shown, else
    /// centred on the workspace's area. Over a shown parent only the user's place
    /// (USPosition) wins: a program's (PPosition) is a toolkit's guess made without the
    /// parent's place (zenity --attach: GTK centres it on the screen).
    func initialFrame(for client: Client, on workspace: WorkspaceID) -> PixelRect {
        let home = monitorShowing(workspace) ?? outputs.index(named: workspaces[workspace].site.monitor)
        let parent = client.facts.transientFor.flatMap(shownRect(of:)) ?? client.facts.leader.flatMap(shownRect(of:))
        let asked = askedMonitor(of: client).map { $0 == home } ?? false
        return client.initialFrame(in: workspaces[workspace].site.workArea, asked: asked && (parent == nil || client.facts.userPositioned),
                                   over: parent, border: client.borderWidth ?? settings.border.defaultWidth(floating: true),
                                   limits: floatingLimits)
    }

    /// The monitor holding the place a window asks for (USPosition or PPosition in its
    /// WM_NORMAL_HINTS: its position when it was mapped), if it asks for one on a monitor.
    /// A place off every monitor is no place: the window is centred as one that asks nothing.
    func askedMonitor(of client: Client) -> Int? {
        guard client.facts.positioned else { return nil }
        return outputs.index(at: PixelPoint(x: client.facts.requested.x, y: client.facts.requested.y))
    }

    /// `frame` moved (and if need be shrunk) so that it and its border lie inside `bounds`.
    func keptInside(_ frame: PixelRect, bounds: Rect) -> PixelRect {
        frame.clamped(into: bounds, border: settings.border.width)
    }

    /// The frame of the monitor `window`'s workspace is on (a dock's own, by where it is).
    func frame(around window: WindowID) -> Rect {
        guard let client = clients[window] else { return outputs.focused.frame }
        if client.place == .selfPlaced { return outputs.monitorFrame(around: client.frame) }
        guard let workspace = clients.workspace(of: window) else { return outputs.focused.frame }
        let m = monitorShowing(workspace) ?? outputs.index(named: workspaces[workspace].site.monitor) ?? outputs.focusedIndex
        return outputs.monitors[m].frame
    }

    /// Where a managed window is on screen (client rectangle), if it is shown.
    public func shownRect(of window: WindowID) -> PixelRect? {
        guard let client = clients[window] else { return nil }
        switch client.kind {
        case .dock, .desktop: return client.frame
        case .floating: return isOnShownWorkspace(window) ? client.frame : nil
        case .tiled:
            guard let workspace = clients.workspace(of: window), isShown(workspace) else { return nil }
            // As the picture lays it out: another monitor's collapsed splits show its most recent window's side.
            let layout = workspace == focusedWorkspaceID ? focusedLayout
                : workspaces[workspace].layout(focused: workspaces[workspace].recency.first, collapseBelow: settings.collapseBelow, bars: bars)
            let border = borderWidth(of: window)
            guard let tile = layout.rect(of: window), Picture.hasRoom(tile, border: border) else { return nil }
            return Picture.clientRect(for: tile, border: border)
        }
    }

    /// Turns `window` into a floating window (it leaves its tile as a removed leaf would) or
    /// back into a tile (beside the tile focused last).
    mutating func setFloating(_ window: WindowID, _ floats: Bool, _ out: inout Reaction) throws {
        guard var client = clients[window] else { return }
        switch (client.kind, floats) {
        case (.dock, _): throw CommandFailure(description: "a dock neither floats nor tiles")
        case (.desktop, _): throw CommandFailure(description: "a desktop window neither floats nor tiles")
        case (.tiled, true):
            let sharing = settings.placement == .container
            workspaces[focusedWorkspaceID].settingTree(try focusedWorkspace.tree(without: window, sharing: sharing), leftBy: window, sharing: sharing)
            // Its frame is where it floated last, or where it would have floated when managed
            // (its own size, centred), as in i3.
            client.kind = .floating
            client.frame = keptInside(client.frame, bounds: floatingBounds)
            clients[window] = client
            focusedFloating.append(window)
            restoration.releaseClaim(of: window)
        case (.floating, false):
            let target = focusedWorkspace.mostRecentTile() ?? insertionTarget()
            try insert(window, minSize: client.minSize, beside: target, on: focusedWorkspaceID)
            focusedFloating.removeAll { $0 == window }
            client.kind = .tiled
            // Tiled, a scratchpad window is an ordinary window again (as in i3).
            client.scratchpad = false
            client.scratchpadFresh = false
            clients[window] = client
            // A sticky window tiled is a sidebar.
            pinToRim(window, on: focusedWorkspaceID)
        case (.tiled, false), (.floating, true): return
        }
        out.effects.append(.notice(.window(change: floats ? "floating" : "tiled", window, urgent: client.urgent)))
        focus(window, &out)
    }

    /// Makes `window` cover its monitor above everything, or returns it to its place.
    mutating func setFullscreen(_ window: WindowID, _ on: Bool, _ out: inout Reaction) {
        // A window hidden in the scratchpad stays hidden: the `fullscreen` command shows it
        // first; a client's own request waits until something shows it.
        // Nor is a dock, a desktop window or a terminal waiting for its place: only a window on a workspace.
        guard var client = clients[window], client.workspace != nil, client.fullscreen != on else { return }
        if on { reveal(window) }
        client.fullscreen = on
        clients[window] = client
        out.effects.append(.notice(.window(change: on ? "fullscreen" : "unfullscreen", window, urgent: client.urgent)))
    }

    /// `focus left|right` from floating `window`, as i3 steps among floating windows: to the
    /// one below or above it on its workspace, round from one end of the stack to the other
    /// (up and down do nothing). The one focused goes on top with those above it wrapped to the
    /// bottom, so the round keeps its order from one step to the next (i3's `tree_next` turns
    /// its list so; raising the one alone would make two steps left swing back and forth).
    mutating func focusFloating(from window: WindowID, toward direction: Direction, _ out: inout Reaction) {
        guard direction.axis == .horizontal, let id = clients.workspace(of: window) else { return }
        let stack = workspaces[id].floating
        guard stack.count > 1, let i = stack.firstIndex(of: window) else { return }
        let j = (i + (direction.isForward ? 1 : stack.count - 1)) % stack.count
        workspaces[id].floating = Array(stack[(j + 1)...] + stack[...j])
        focus(stack[j], &out)
    }

    /// A floating window that moved (a drag, a client's request) to `frame`.
    mutating func moveFloating(_ window: WindowID, to frame: PixelRect) {
        guard var client = clients[window], client.kind != .tiled else { return }
        client.frame = frame
        // Moved or resized, a scratchpad window keeps its frame from now on (i3's `changed`).
        client.scratchpadFresh = false
        clients[window] = client
    }

    /// The shown window (tile or floating) nearest to `window`'s centre toward `direction`:
    /// how `focus` moves from a window that is not in the tree.
    func nearestShown(from window: WindowID, toward direction: Direction) -> WindowID? {
        guard let from = shownRect(of: window) else { return nil }
        let others = clients.order.lazy.filter { $0 != window && self.clients[$0]?.workspace != nil }
            .compactMap { other in self.shownRect(of: other).map { (other, $0) } }
        return from.nearest(toward: direction, among: others)
    }

    /// Whether `window` belongs to the workspace on screen (a dock or desktop window belongs to every one).
    func isOnShownWorkspace(_ window: WindowID) -> Bool {
        switch clients[window]?.place {
        case .selfPlaced: return true
        case .tiled(let id), .floating(let id): return isShown(id)
        case .scratchpad, .swallowed, .nowhere, nil: return false
        }
    }
}

extension WMState {
    /// The whole screen: the union of the monitors.
    public var screenSize: PixelSize { outputs.screenSize }

    /// `frame` with a size `limits` allow.
    func sized(_ frame: PixelRect, limits: SizeLimits) -> PixelRect { limits.applied(to: frame) }
}
