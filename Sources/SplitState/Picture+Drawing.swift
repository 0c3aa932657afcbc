// The picture drawn from the state (`Picture(of:)`, `Picture.current(of:)`): computed whole
// every time (a drag step too), so nothing the state no longer holds can stay on screen. The
// renderer sends only the difference from the picture before. `PicturePainter` holds what
// drawing asks of the state and nothing else does: border colours, the preselection's area,
// a window's fit in its tile, the layers above and below the tiles, the EWMH desktops.
import SplitEngine
import XModel

extension Picture {
    /// The picture of `state`, every monitor's workspace laid out afresh.
    public init(of state: WMState) {
        var buffer = Layout<WindowID>()
        self.init(of: state, buffer: &buffer)
    }

    /// The picture of `state`, the focused monitor's workspace laid out in `buffer` (reused
    /// between calls: a drag lays out at every motion), which keeps that layout.
    public init(of state: WMState, buffer: inout Layout<WindowID>) {
        state.focusedLayout(into: &buffer)
        let collapse = state.settings.collapseBelow
        let layout = { (workspace: WorkspaceID) in
            state.workspaces[workspace].layout(focused: state.workspaces[workspace].recency.first, collapseBelow: collapse, bars: state.bars)
        }
        self = PicturePainter(state).picture(laidOut: buffer, others: layout, outOfSight: layout)
    }

    /// The layout of each workspace out of sight, from its cache (computed again only when its
    /// tree, area or focus changed): what its windows would show (`outOfSight`).
    static func layoutsOutOfSight(of state: inout WMState) -> [WorkspaceID: Layout<WindowID>] {
        var layouts: [WorkspaceID: Layout<WindowID>] = [:]
        for workspace in state.workspaces.map(\.id) where !state.isShown(workspace) && !state.workspaces[workspace].tree.isEmpty {
            layouts[workspace] = state.workspaces[workspace].currentLayout(focused: state.workspaces[workspace].recency.first,
                                                                           collapseBelow: state.settings.collapseBelow, bars: state.bars)
        }
        return layouts
    }

    /// The picture of `state`, from the layouts cached (each workspace's) if what they depend on
    /// did not change since they were computed: a drag on one monitor lays out only its tree.
    public static func current(of state: inout WMState) -> Picture {
        let focusedLayout = state.focusedLayoutCached()
        var others: [WorkspaceID: Layout<WindowID>] = [:]
        for m in state.outputs.monitors.indices where m != state.outputs.focusedIndex {
            let shown = state.shownWorkspace(on: m)
            others[shown] = state.workspaces[shown].currentLayout(focused: state.workspaces[shown].recency.first,
                                                                   collapseBelow: state.settings.collapseBelow,
                                                                   bars: state.bars)
        }
        let hidden = layoutsOutOfSight(of: &state)
        return PicturePainter(state).picture(laidOut: focusedLayout, others: { others[$0] ?? Layout() }, outOfSight: { hidden[$0] })
    }
}

/// Draws one state as a picture, and lends a motion's frames the same rules (`borderColor`,
/// `fitInTile`).
struct PicturePainter {
    let state: WMState
    /// The windows of the container the focus rests on (`focus parent`): focused borders.
    let selected: Set<WindowID>

    init(_ state: WMState) {
        self.state = state
        selected = state.windowsOfFocusedContainer
    }

    /// The desktop EWMH lists `window` on. Docks and desktop windows are on every workspace; so
    /// is a hidden scratchpad window, which can be shown on any (a taskbar lists it on each),
    /// and a sticky one; a swallowed terminal is listed where the window in its place is,
    /// wherever that is (in the scratchpad too).
    func desktop(of window: WindowID, depth: Int = 0) -> Picture.OnWorkspace {
        guard let client = state.clients[window] else { return .all }
        switch client.place {
        case .tiled(let id), .floating(let id):
            guard !(client.sticky && state.isStickyNow(window)), let index = state.workspaces.index(of: id) else { return .all }
            return .one(index)
        case .swallowed(let holder):
            // A chain of swallows is short; the bound only guards against a cycle.
            return depth < 8 ? desktop(of: holder, depth: depth + 1) : .all
        case .selfPlaced, .scratchpad, .nowhere: return .all
        }
    }

    /// The picture of the state laid out as `buffer` (the focused monitor's workspace) and, for
    /// the other monitors' workspaces, as `layoutOf` gives them (by workspace); `outOfSight`
    /// gives the layout of a workspace not shown (nil: none), which says which of its windows
    /// it would show (`WindowFlags.hidden`, `.takesClicks`).
    func picture(laidOut buffer: Layout<WindowID>, others layoutOf: (WorkspaceID) -> Layout<WindowID>,
                 outOfSight: (WorkspaceID) -> Layout<WindowID>?) -> Picture {
        var picture = Picture()
        picture.root.screenSize = state.screenSize
        picture.root.workArea = state.outputs.focused.area
        // Where each window on screen goes: the tiles of each monitor's workspace, then the
        // layers above the tiles (a fullscreen window leaves its tile) and below them. Each
        // window's record is written once, at the end.
        var placements: [WindowID: Picture.Placement] = [:]
        let border = { (window: WindowID) in self.state.borderWidth(of: window) }
        let tile = { (window: WindowID, rect: PixelRect) in self.tilePlacement(of: window, in: rect, border: border(window)) }
        let tabs = { (group: Layout<WindowID>.Group) in self.tabs(of: group) }
        let focusedWorkspace = state.focusedWorkspace.id
        // The tiles alone along an axis on their workspace as shown (_NET_WM_STATE_MAXIMIZED_*).
        var aloneAcross = Set<WindowID>(), aloneDown = Set<WindowID>()
        func noteAlone(_ layout: Layout<WindowID>) {
            let alone = layout.aloneTiles
            aloneAcross.formUnion(alone.horizontal)
            aloneDown.formUnion(alone.vertical)
        }
        if let drag = state.splitterDrag, state.settings.dragMode == .onRelease {
            // Only the splitter follows the pointer; the windows stay where they were at the press.
            var windows = Layout<WindowID>()
            state.focusedLayout(of: drag.treeAtPress, into: &windows)
            picture.place(windows, splitters: buffer, of: focusedWorkspace, border: border, placing: tile, tabs: tabs, into: &placements)
            noteAlone(windows)
        } else {
            picture.place(buffer, splitters: buffer, of: focusedWorkspace, border: border, placing: tile, tabs: tabs, into: &placements)
            noteAlone(buffer)
        }
        // The other monitors' workspaces, each in its own area; the rest out of sight.
        for m in state.outputs.monitors.indices where m != state.outputs.focusedIndex {
            let other = layoutOf(state.shownWorkspace(on: m))
            picture.place(other, splitters: other, of: state.shownWorkspace(on: m), border: border,
                          placing: tile, tabs: tabs, into: &placements)
            noteAlone(other)
        }
        // A waiting leaf's tile is an empty frame of its own.
        for workspace in state.workspaces where !workspace.waits.isEmpty {
            for wait in workspace.waits.keys { picture.waits[wait] = placements[wait.leaf] }
        }
        placeAboveTiles(&picture, into: &placements)
        placeBelowTiles(&picture, into: &placements)
        placeDesktops(&picture)
        let (wouldShow, wouldFocus) = windowsOutOfSight(outOfSight, border: border)
        // One record per managed window: its placement (nil: hidden), workspace and flags.
        picture.windows.reserveCapacity(state.clients.count)
        var docks = Set<WindowID>()
        for (window, client) in state.clients {
            let placement = placements[window]
            var flags: Picture.WindowFlags = []
            // Hidden as EWMH means it (minimized: not shown were its desktop current), as i3
            // sets it (a hidden tab): a window out of sight only because its workspace is keeps
            // its state, so a switch writes no _NET_WM_STATE but the focus's.
            if placement == nil && !wouldShow.contains(window) { flags.insert(.hidden) }
            if window == state.focused || wouldFocus.contains(window) { flags.insert(.takesClicks) }
            if client.fullscreen { flags.insert(.fullscreen) }
            if client.urgent { flags.insert(.urgent) }
            if window == state.focused { flags.insert(.focused) }
            // Never on a floating or fullscreen window, nor one hidden (i3's rule).
            if client.kind == .tiled, !client.fullscreen, placement != nil {
                if aloneAcross.contains(window) { flags.insert(.maximizedHorizontally) }
                if aloneDown.contains(window) { flags.insert(.maximizedVertically) }
            }
            if client.kind == .floating { flags.insert(.floating) }
            // A sticky tile is on every workspace of its monitor while it is on its tree's rim.
            let sticky = client.sticky && state.isStickyNow(window)
            if sticky { flags.insert(.sticky) }
            // A desktop window is as a dock to EWMH: no border, no action allowed, no click grab.
            if client.kind.placesItself { flags.insert(.dock) }
            if client.kind == .dock { docks.insert(window) }
            let workspace = desktop(of: window)
            picture.windows[window] = Picture.ManagedWindow(placement: placement, workspace: workspace, flags: flags,
                                                            describedStates: client.facts.describedStates,
                                                            visibleName: client.visibleName, border: state.borderWidth(of: window))
        }
        if let focused = state.focused, let client = state.clients[focused] {
            picture.focus = Picture.Focus(window: focused, acceptsInput: client.acceptsInput, takesFocus: client.takesFocus,
                                          onContainer: state.focusedContainer != nil)
        }
        picture.focusRequests = state.focusRequests
        picture.border = state.settings.border.width
        // Docks are on no desktop, and i3 lists them nowhere (223-net-client-list).
        picture.root.clientList = docks.isEmpty ? state.clients.order : state.clients.order.filter { !docks.contains($0) }
        // A tile carried with the mouse shows where it would land, in the preselection's frame.
        var carriedTo: Rect?
        if case .tile(let carried)? = state.drag { carriedTo = carried.preview }
        picture.preselection = (carriedTo ?? preselectedArea).map { Picture.Mark(rect: pixelRect($0), color: state.settings.border.focusedColor) }
        return picture
    }

    /// The windows of the workspaces out of sight that would be on screen were their workspace
    /// shown (its layout's tiles with room for a window, its fullscreen and floating windows), and the window
    /// each would focus then (its most recent of those): a switch gives that one the focus.
    private func windowsOutOfSight(_ outOfSight: (WorkspaceID) -> Layout<WindowID>?, border: (WindowID) -> Int)
        -> (wouldShow: Set<WindowID>, wouldFocus: Set<WindowID>) {
        var wouldShow = Set<WindowID>(), wouldFocus = Set<WindowID>()
        for workspace in state.workspaces where !state.isShown(workspace.id) {
            // Its floating windows and, as the fullscreen layer shows them, its fullscreen
            // tiles, even one in a hidden side or a tab not shown.
            var shown = Set(workspace.floating).union(workspace.tree.leaves.filter { state.clients[$0]?.fullscreen == true })
            if let layout = outOfSight(workspace.id) {
                for tile in layout.tiles where Picture.hasRoom(tile.rect, border: border(tile.leaf)) { shown.insert(tile.leaf) }
            }
            if let first = workspace.recency.first(where: shown.contains) { wouldFocus.insert(first) }
            wouldShow.formUnion(shown)
        }
        return (wouldShow, wouldFocus)
    }

    /// A group's tabs: each member's window title, in its place in the bar, coloured as i3
    /// colours it: the focused window's tab, an urgent one's, the shown member's while the
    /// focus is elsewhere (focused inactive), the rest. A title bar (a bar of one window, no
    /// group) is the focused window's, an urgent one's, or unfocused.
    func tabs(of group: Layout<WindowID>.Group) -> [Picture.Tab] {
        let look = state.settings.tabs
        return group.tabs.enumerated().map { index, window in
            let r = group.tabRect(index)
            let client = state.clients[window]
            let colors = window == state.focused ? look.focused : client?.urgent == true ? look.urgent
                : index == group.shown && group.split != nil ? look.focusedInactive : look.unfocused
            let formatted = client?.visibleName
            return Picture.Tab(window: window, title: formatted ?? client?.facts.title ?? "", markup: formatted != nil,
                               rect: PixelRect(x: r.x - group.bar.x, y: r.y - group.bar.y, width: r.width, height: r.height),
                               colors: colors)
        }
    }

    /// The colour of a window's border: focused, urgent or neither. The fact is read off the
    /// record where it is: binding the record (or passing it) would copy all of it, strings and
    /// arrays included, for every tile.
    func borderColor(of window: WindowID) -> RGB {
        let border = state.settings.border
        return window == state.focused || selected.contains(window) ? border.focusedColor
            : state.clients[window]?.urgent == true ? border.urgentColor : border.unfocusedColor
    }

    /// `borderColor(of:)` for a window whose record is at hand.
    private func borderColor(of window: WindowID, _ client: Client) -> RGB {
        let border = state.settings.border
        return window == state.focused || selected.contains(window) ? border.focusedColor
            : client.urgent ? border.urgentColor : border.unfocusedColor
    }

    /// A tiled window in its tile (`tile` less the border): where it goes and its border.
    private func tilePlacement(of window: WindowID, in tile: PixelRect, border: Int) -> Picture.Placement {
        Picture.Placement(rect: fitInTile(tile, limits: state.clients[window]?.facts.sizeLimits), border: border,
                          borderColor: borderColor(of: window))
    }

    /// The tile the next window will get after `presel`: the tree laid out with a stand-in
    /// inserted as the new window will be (nil with no preselection, or none shown, or no pixels).
    var preselectedArea: Rect? {
        guard let presel = state.preselection, state.drag == nil, state.focusedTree.contains(presel.window) else { return nil }
        let standIn = WindowID(rawValue: 0)   // None: no window has this id
        guard let trial = try? state.focusedTree.inserting(standIn, beside: presel.window, placement: .toward(presel.direction),
                                                    split: state.settings.newSplit, in: state.focusedArea) else { return nil }
        var result = Layout<WindowID>()
        state.focusedLayout(of: trial, into: &result)
        // A tile too small to split leaves the stand-in no pixels: nothing to outline (and X
        // refuses a window of no width or height).
        guard let rect = result.rect(of: standIn), rect.width > 0, rect.height > 0 else { return nil }
        return rect
    }

    /// A tiled window's rectangle in its tile: the whole tile, unless its size hints ask for
    /// size increments (a terminal's character cells) or an aspect ratio: then the largest size
    /// they allow within the tile, centred in it. The tiling itself never bends to them.
    func fitInTile(_ window: WindowID, _ tile: PixelRect) -> PixelRect {
        fitInTile(tile, limits: state.clients[window]?.facts.sizeLimits)
    }

    private func fitInTile(_ tile: PixelRect, limits: SizeLimits?) -> PixelRect {
        guard let limits, limits.increment.map({ $0.width > 1 || $0.height > 1 }) == true || limits.minAspect != nil else { return tile }
        var fitted = state.sized(tile, limits: SizeLimits(base: limits.base ?? limits.min, increment: limits.increment,
                                                          minAspect: limits.minAspect, maxAspect: limits.maxAspect))
        fitted.width = min(fitted.width, tile.width)
        fitted.height = min(fitted.height, tile.height)
        fitted.x = tile.x + (tile.width - fitted.width) / 2
        fitted.y = tile.y + (tile.height - fitted.height) / 2
        return fitted
    }

    /// Floating windows, docks and fullscreen windows: where they go, in stacking order.
    private func placeAboveTiles(_ picture: inout Picture, into placements: inout [WindowID: Picture.Placement]) {
        picture.stack = stackingAboveTiles()
        for window in picture.stack {
            guard let client = state.clients[window] else { continue }
            if client.fullscreen {
                placements[window] = Picture.Placement(rect: pixelRect(state.frame(around: window)), border: 0,
                                                       borderColor: borderColor(of: window, client))
            } else {
                placements[window] = Picture.Placement(rect: client.frame, border: state.borderWidth(of: window),
                                                       borderColor: borderColor(of: window, client))
            }
        }
        // Floating windows of workspaces not shown stay without a placement: hidden.
    }

    /// Desktop windows: at their own rectangle, without a border, below everything.
    private func placeBelowTiles(_ picture: inout Picture, into placements: inout [WindowID: Picture.Placement]) {
        picture.below = stackingBelowTiles()
        for window in picture.below {
            guard let client = state.clients[window] else { continue }
            placements[window] = Picture.Placement(rect: client.frame, border: 0, borderColor: borderColor(of: window, client))
        }
    }

    /// The workspaces as EWMH desktops.
    private func placeDesktops(_ picture: inout Picture) {
        let outputs = state.outputs, workspaces = state.workspaces
        picture.root.workspaces = workspaces.indices.map { index in
            let m = state.monitorShowing(workspaces[index].id) ?? outputs.index(named: workspaces[index].site.monitor) ?? outputs.focusedIndex
            return Picture.WorkspaceEntry(name: workspaces[index].name,
                                          viewport: PixelPoint(x: outputs.monitors[m].frame.x, y: outputs.monitors[m].frame.y),
                                          workArea: outputs.monitors[m].area)
        }
        picture.root.currentWorkspace = state.focusedWorkspaceIndex
    }
}
