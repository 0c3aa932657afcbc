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
        let struts = clients.values.lazy.filter { $0.kind == .dock }.map(\.facts.strut)
        let screen = outputs.screenSize
        for index in outputs.monitors.indices {
            outputs.monitors[index].area = outputs.monitors[index].frame.workArea(screen: screen, struts: struts)
            fitToMonitor(shownIndex(on: index))
        }
    }

    // MARK: - Floating windows

    /// The floating windows of the workspace shown, bottom to top.
    public var focusedFloating: [WindowID] {
        get { focusedWorkspace.floating }
        set { focusedWorkspace.floating = newValue }
    }

    /// Where a window that floats goes first: at the size it asked for (within its size hints
    /// and the tiling area), centred over its parent when it has one that is shown, where it put
    /// itself when its hints say it chose a place (USPosition, PPosition) inside the area, else
    /// centred in the area.
    func initialFrame(for client: Client, in bounds: Rect) -> PixelRect {
        let requested = client.facts.requested
        var frame = client.facts.sizeLimits.applied(to: PixelRect(x: requested.x, y: requested.y, width: requested.width, height: requested.height))
        let border = settings.border.width
        let outerWidth = frame.width + 2 * border, outerHeight = frame.height + 2 * border
        if let parent = client.facts.transientFor, let over = shownRect(of: parent) {
            frame.x = over.x + (over.width - outerWidth) / 2
            frame.y = over.y + (over.height - outerHeight) / 2
        } else if !client.facts.positioned || requested.x == 0 && requested.y == 0 || !bounds.contains(PixelRect(x: frame.x, y: frame.y, width: outerWidth, height: outerHeight)) {
            frame.x = bounds.x + (bounds.width - outerWidth) / 2
            frame.y = bounds.y + (bounds.height - outerHeight) / 2
        }
        return keptInside(frame, bounds: bounds)
    }

    /// `frame` moved (and if need be shrunk) so that it and its border lie inside `bounds`.
    func keptInside(_ frame: PixelRect, bounds: Rect) -> PixelRect {
        frame.clamped(into: bounds, border: settings.border.width)
    }

    /// The frame of the monitor `window`'s workspace is on (a dock's own, by where it is).
    func frame(around window: WindowID) -> Rect {
        guard let client = clients[window] else { return outputs.focused.frame }
        if client.kind.placesItself { return outputs.monitorFrame(around: client.frame) }
        guard let index = workspaceIndex(of: window) else { return outputs.focused.frame }
        let m = monitorShowing(index) ?? outputs.index(named: workspaces[index].monitor) ?? outputs.focusedIndex
        return outputs.monitors[m].frame
    }

    /// Where a managed window is on screen (client rectangle), if it is shown.
    public func shownRect(of window: WindowID) -> PixelRect? {
        guard let client = clients[window] else { return nil }
        switch client.kind {
        case .dock, .desktop: return client.frame
        case .floating: return isOnShownWorkspace(window) ? client.frame : nil
        case .tiled:
            guard let index = workspaceIndex(of: window), isShown(index) else { return nil }
            // As the picture lays it out: another monitor's collapsed splits show its most recent window's side.
            let layout = index == focusedWorkspaceIndex ? focusedLayout
                : workspaces[index].layout(focused: workspaces[index].recency.first, collapseBelow: settings.collapseBelow)
            guard let tile = layout.rect(of: window), Picture.hasRoom(tile, border: settings.border.width) else { return nil }
            return Picture.clientRect(for: tile, border: settings.border.width)
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
            endDrag(&out)
            focusedTree = try focusedTree.removing(window)
            // Its frame is where it floated last, or where it would have floated when managed
            // (its own size, centred), as in i3.
            client.kind = .floating
            client.frame = keptInside(client.frame, bounds: floatingBounds)
            clients[window] = client
            focusedFloating.append(window)
            releaseSwallowClaim(of: window)
        case (.floating, false):
            endDrag(&out)
            let target = focusedWorkspace.recency.first { $0 != window && focusedTree.contains($0) } ?? insertionTarget()
            focusedTree = try focusedTree
                .inserting(window, minSize: client.minSize, beside: target, placement: settings.placement,
                           split: settings.newSplit, in: focusedArea)
                .revealing(window, in: focusedArea)
            focusedFloating.removeAll { $0 == window }
            client.kind = .tiled
            // Tiled, a scratchpad window is an ordinary window again (as in i3).
            client.scratchpad = false
            clients[window] = client
        case (.tiled, false), (.floating, true): return
        }
        out.effects.append(.notice(.window(change: floats ? "floating" : "tiled", window, urgent: client.urgent)))
        focus(window, &out)
    }

    /// Makes `window` cover its monitor above everything, or returns it to its place.
    mutating func setFullscreen(_ window: WindowID, _ on: Bool, _ out: inout Reaction) {
        // A window hidden in the scratchpad stays hidden: the `fullscreen` command shows it
        // first; a client's own request waits until something shows it.
        guard var client = clients[window], !client.kind.placesItself, client.fullscreen != on, !scratchpad.contains(window) else { return }
        if on { reveal(window) }
        client.fullscreen = on
        clients[window] = client
        out.effects.append(.notice(.window(change: on ? "fullscreen" : "unfullscreen", window, urgent: client.urgent)))
    }

    /// A floating window that moved (a drag, a client's request) to `frame`.
    mutating func moveFloating(_ window: WindowID, to frame: PixelRect) {
        guard var client = clients[window], client.kind != .tiled else { return }
        client.frame = frame
        clients[window] = client
    }

    /// The windows above the tiles, bottom to top: the floating ones of the workspaces shown
    /// (the focused monitor's last), the docks, then the fullscreen ones (the focused one last)
    /// and their own dialogs.
    func stackingAboveTiles() -> [WindowID] {
        var floating = self.focusedFloating
        if outputs.monitors.count > 1 {
            floating = outputs.monitors.indices.filter { $0 != outputs.focusedIndex }.flatMap { workspaces[shownIndex(on: $0)].floating } + floating
        }
        // One pass over the windows (this runs at every render, a drag's motion too).
        var fullscreen: [WindowID] = [], docks: [WindowID] = []
        for window in clients.order {
            guard let client = clients[window] else { continue }
            if client.kind == .dock { docks.append(window) } else if client.fullscreen && isOnShownWorkspace(window) { fullscreen.append(window) }
        }
        if fullscreen.isEmpty && docks.isEmpty { return floating }
        if let focused, let index = fullscreen.firstIndex(of: focused) { fullscreen.append(fullscreen.remove(at: index)) }
        // A fullscreen window is in the fullscreen layer even when it is a dialog of another
        // (or, by a cyclic WM_TRANSIENT_FOR, of itself).
        let overFullscreen = Set(floating.filter { window in
            !fullscreen.isEmpty && clients[window]?.fullscreen != true && belongs(window, toAnyOf: Set(fullscreen))
        })
        var stack = floating.filter { clients[$0]?.fullscreen != true && !overFullscreen.contains($0) }
        stack += docks
        stack += fullscreen
        stack += floating.filter(overFullscreen.contains)
        return stack
    }

    /// The desktop windows (a file manager's), bottom to top in the order they came: below
    /// the tiles and the splitters, whatever is raised.
    func stackingBelowTiles() -> [WindowID] {
        clients.order.filter { clients[$0]?.kind == .desktop }
    }

    /// Whether following `window`'s WM_TRANSIENT_FOR leads to one of `parents` (cycles and
    /// long chains end the walk: a client's property never hangs anything).
    func belongs(_ window: WindowID, toAnyOf parents: Set<WindowID>) -> Bool {
        var current = clients[window]?.facts.transientFor
        var steps = 0
        while let parent = current, steps < 16 {
            if parents.contains(parent) { return true }
            current = clients[parent]?.facts.transientFor
            steps += 1
        }
        return false
    }

    /// The shown window (tile or floating) nearest to `window`'s centre toward `direction`:
    /// how `focus` moves from a window that is not in the tree.
    func nearestShown(from window: WindowID, toward direction: Direction) -> WindowID? {
        guard let from = shownRect(of: window) else { return nil }
        let origin = (x: from.x + from.width / 2, y: from.y + from.height / 2)
        var best: (window: WindowID, distance: Int)?
        for other in clients.order where other != window && clients[other]?.kind.placesItself != true {
            guard let r = shownRect(of: other) else { continue }
            let dx = r.x + r.width / 2 - origin.x, dy = r.y + r.height / 2 - origin.y
            let ahead = switch direction {
            case .left: dx < 0 && abs(dy) <= abs(dx)
            case .right: dx > 0 && abs(dy) <= abs(dx)
            case .up: dy < 0 && abs(dx) <= abs(dy)
            case .down: dy > 0 && abs(dx) <= abs(dy)
            }
            let distance = dx * dx + dy * dy
            if ahead, best.map({ distance < $0.distance }) ?? true { best = (other, distance) }
        }
        return best?.window
    }

    /// Whether `window` belongs to the workspace on screen (a dock or desktop window belongs to every one).
    func isOnShownWorkspace(_ window: WindowID) -> Bool {
        guard let client = clients[window] else { return false }
        if client.kind.placesItself { return true }
        return workspaceIndex(of: window).map(isShown) ?? false
    }
}

extension WMState {
    /// The whole screen: the union of the monitors.
    public var screenSize: PixelSize { outputs.screenSize }

    /// `frame` with a size `limits` allow.
    func sized(_ frame: PixelRect, limits: SizeLimits) -> PixelRect { limits.applied(to: frame) }
}
