// The picture the state shows: computed whole from the state every time (a drag step too),
// so nothing the state no longer holds can stay on screen. The renderer sends only the
// difference from the picture before.
import SplitEngine
import XModel

extension WMState {
    /// The picture, laid out in `buffer` (reused between calls: a drag lays out at every motion).
    public func picture(buffer: inout Layout<WindowID>) -> Picture {
        focusedLayout(into: &buffer)
        let collapse = settings.collapseBelow
        return picture(laidOut: buffer) { workspaces[$0].layout(focused: workspaces[$0].recency.first, collapseBelow: collapse) }
    }

    /// The pre-order positions of the splits of workspace `index` that show one side only now
    /// (collapsed by size or forced), as the picture lays that workspace out: the focused one
    /// with the focus, any other with its most recent window (`query tree`'s "collapsedNow").
    public func collapsedSplits(ofWorkspace index: Int) -> Set<Int> {
        let w = workspaces[index]
        let focus = index == focusedWorkspaceIndex ? focused : w.recency.first
        return Set(w.layout(focused: focus, collapseBelow: settings.collapseBelow).collapsed)
    }

    /// The picture, from the layouts cached (each workspace's) if what they depend on did not
    /// change since they were computed: a drag on one monitor lays out only its tree.
    public mutating func currentPicture() -> Picture {
        let focusedLayout = focusedLayoutCached()
        var others: [Int: Layout<WindowID>] = [:]
        for m in outputs.monitors.indices where m != outputs.focusedIndex {
            let index = shownIndex(on: m)
            others[index] = workspaces[index].currentLayout(focused: workspaces[index].recency.first, collapseBelow: settings.collapseBelow)
        }
        return picture(laidOut: focusedLayout) { others[$0] ?? Layout() }
    }

    /// The picture of the state laid out as `buffer` (the focused monitor's workspace) and, for
    /// the other monitors' workspaces, as `layoutOf` gives them (a workspace's position).
    func picture(laidOut buffer: Layout<WindowID>, others layoutOf: (Int) -> Layout<WindowID>) -> Picture {
        var picture = Picture()
        // One record per managed window first: placing fills in the placements of those on screen.
        picture.windows.reserveCapacity(clients.count)
        for (window, client) in clients {
            picture.windows[window] = Picture.ManagedWindow(workspace: .all, describedStates: client.facts.describedStates)
        }
        picture.root.screenSize = screenSize
        picture.root.workArea = outputs.focused.area
        let border = settings.border
        let color = { (window: WindowID) in self.borderColor(of: window) }
        let name = focusedWorkspace.name
        if let drag = splitterDrag, settings.dragMode == .onRelease {
            // Only the splitter follows the pointer; the windows stay where they were at the press.
            var windows = Layout<WindowID>()
            focusedLayout(of: drag.treeAtPress, into: &windows)
            picture.place(windows, splitters: buffer, of: name, border: border, color: color, fit: fitInTile)
        } else {
            picture.place(buffer, splitters: buffer, of: name, border: border, color: color, fit: fitInTile)
        }
        // The other monitors' workspaces, each in its own area; the rest out of sight.
        for m in outputs.monitors.indices where m != outputs.focusedIndex {
            let other = layoutOf(shownIndex(on: m))
            picture.place(other, splitters: other, of: workspaces[shownIndex(on: m)].name, border: border, color: color, fit: fitInTile)
        }
        placeAboveTiles(&picture, color: color)
        placeBelowTiles(&picture)
        placeDesktops(&picture)
        for (window, client) in clients {
            var flags: Picture.WindowFlags = []
            if picture.windows[window]?.placement == nil { flags.insert(.hidden) }
            if client.fullscreen { flags.insert(.fullscreen) }
            if client.urgent { flags.insert(.urgent) }
            if window == focused { flags.insert(.focused) }
            if client.kind == .floating { flags.insert(.floating) }
            // A desktop window is as a dock to EWMH: no border, no action allowed, no click grab.
            if client.kind.placesItself { flags.insert(.dock) }
            picture.windows[window]?.flags = flags
        }
        if let focused, let client = clients[focused] {
            picture.focus = Picture.Focus(window: focused, acceptsInput: client.acceptsInput, takesFocus: client.takesFocus)
        }
        picture.focusRequests = focusRequests
        picture.border = settings.border.width
        picture.root.clientList = clients.order
        picture.preselection = preselectedArea.map { Picture.Mark(rect: pixelRect($0), color: settings.border.focusedColor) }
        return picture
    }

    /// The colour of a window's border: focused, urgent or neither.
    func borderColor(of window: WindowID) -> RGB {
        let border = settings.border
        return window == focused ? border.focusedColor
            : clients[window]?.urgent == true ? border.urgentColor : border.unfocusedColor
    }

    /// The tile the next window will get after `presel`: the tree laid out with a stand-in
    /// inserted as the new window will be (nil with no preselection, or none shown, or no pixels).
    var preselectedArea: Rect? {
        guard let presel = preselection, drag == nil, focusedTree.contains(presel.window) else { return nil }
        let standIn = WindowID(rawValue: 0)   // None: no window has this id
        guard let trial = try? focusedTree.inserting(standIn, beside: presel.window, placement: .toward(presel.direction),
                                              split: settings.newSplit, in: focusedArea) else { return nil }
        var result = Layout<WindowID>()
        focusedLayout(of: trial, into: &result)
        // A tile too small to split leaves the stand-in no pixels: nothing to outline (and X
        // refuses a window of no width or height).
        guard let rect = result.rect(of: standIn), rect.width > 0, rect.height > 0 else { return nil }
        return rect
    }

    /// A tiled window's rectangle in its tile: the whole tile, unless its size hints ask for
    /// size increments (a terminal's character cells) or an aspect ratio: then the largest size
    /// they allow within the tile, centred in it. The tiling itself never bends to them.
    func fitInTile(_ window: WindowID, _ tile: PixelRect) -> PixelRect {
        guard let limits = clients[window]?.facts.sizeLimits,
              limits.increment.map({ $0.width > 1 || $0.height > 1 }) == true || limits.minAspect != nil else { return tile }
        var fitted = sized(tile, limits: SizeLimits(base: limits.base ?? limits.min, increment: limits.increment,
                                                    minAspect: limits.minAspect, maxAspect: limits.maxAspect))
        fitted.width = min(fitted.width, tile.width)
        fitted.height = min(fitted.height, tile.height)
        fitted.x = tile.x + (tile.width - fitted.width) / 2
        fitted.y = tile.y + (tile.height - fitted.height) / 2
        return fitted
    }

    /// Floating windows, docks and fullscreen windows: where they go, in stacking order.
    private func placeAboveTiles(_ picture: inout Picture, color: (WindowID) -> RGB) {
        picture.stack = stackingAboveTiles()
        let border = settings.border.width
        for window in picture.stack {
            guard let client = clients[window] else { continue }
            if client.fullscreen {
                picture.windows[window]?.placement = Picture.Placement(rect: pixelRect(frame(around: window)), border: 0,
                                                                       borderColor: color(window))
            } else {
                picture.windows[window]?.placement = Picture.Placement(rect: client.frame, border: client.kind == .dock ? 0 : border,
                                                                       borderColor: color(window))
            }
        }
        // Floating windows of workspaces not shown stay without a placement: hidden.
    }

    /// Desktop windows: at their own rectangle, without a border, below everything.
    private func placeBelowTiles(_ picture: inout Picture) {
        picture.below = stackingBelowTiles()
        for window in picture.below {
            guard let client = clients[window] else { continue }
            picture.windows[window]?.placement = Picture.Placement(rect: client.frame, border: 0, borderColor: borderColor(of: window))
        }
    }

    /// The workspaces as EWMH desktops, and each window's.
    private func placeDesktops(_ picture: inout Picture) {
        picture.root.workspaces = workspaces.indices.map { index in
            let m = monitorShowing(index) ?? outputs.index(named: workspaces[index].monitor) ?? outputs.focusedIndex
            return Picture.WorkspaceEntry(name: workspaces[index].name, viewport: PixelPoint(x: outputs.monitors[m].frame.x, y: outputs.monitors[m].frame.y),
                                   workArea: outputs.monitors[m].area)
        }
        picture.root.currentWorkspace = focusedWorkspaceIndex
        for (index, workspace) in workspaces.enumerated() {
            for window in workspace.tree.leaves { picture.windows[window]?.workspace = .one(index) }
            for window in workspace.floating { picture.windows[window]?.workspace = .one(index) }
        }
        for (window, client) in clients where client.kind.placesItself { picture.windows[window]?.workspace = .all }
        // A hidden scratchpad window can be shown on any workspace: a taskbar lists it on each.
        for window in scratchpad { picture.windows[window]?.workspace = .all }
    }

    /// The windows the picture shows that can take the focus (as the picture's windows on screen
    /// less the docks, without building the picture).
    public var shownWindows: Set<WindowID> { shownWindows(in: focusedLayout) }

    /// `shownWindows`, from the layout cached if the state did not change since it was computed.
    mutating func currentShownWindows() -> Set<WindowID> { shownWindows(in: focusedLayoutCached()) }

    private func shownWindows(in layout: Layout<WindowID>) -> Set<WindowID> {
        let border = settings.border.width
        var shown = Set(layout.tiles.lazy.filter { Picture.hasRoom($0.rect, border: border) }.map(\.leaf))
        shown.formUnion(focusedFloating)
        for (window, client) in clients where client.fullscreen && isOnShownWorkspace(window) { shown.insert(window) }
        return shown
    }

    public var picture: Picture {
        var buffer = Layout<WindowID>()
        return picture(buffer: &buffer)
    }
}
