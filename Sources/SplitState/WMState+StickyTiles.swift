// Sticky tiles: a sticky window that tiles is a sidebar shown on every workspace of its
// monitor. It sits on its workspace tree's rim (a side of the root split, or of the split
// inside another sticky tile's: the engine's SplitTree+Rim.swift), and when its monitor shows
// another workspace it is taken off the old tree (whose other side takes the room) and put
// around the new one with the same pixels on the same side, as sticky floating windows are
// carried (WMState+Sticky.swift). So each window stays in exactly one place, and `query`, the
// state file and EWMH need nothing of their own. A new window never splits a sticky tile; a
// switch's slide moves only what is inside the rim (Animator.swift).
import SplitEngine
import XModel

extension WMState {
    /// Whether `window` is a sticky tile wherever it is (carried only while on a rim).
    func isStickyTile(_ window: WindowID) -> Bool {
        guard let client = clients[window] else { return false }
        return client.sticky && client.kind == .tiled
    }

    /// The sticky tiles on the rim of `workspace`'s tree, outermost first: those carried.
    func carriedTiles(of workspace: WorkspaceID) -> [WindowID] {
        workspaces[workspace].tree.rim(where: isStickyTile)
    }

    /// Whether `window` is on every workspace of its monitor now: a sticky floating window,
    /// or a sticky tile on its tree's rim (one moved off it waits where it is).
    public func isStickyNow(_ window: WindowID) -> Bool {
        guard let client = clients[window], client.sticky else { return false }
        if client.kind == .floating { return true }
        guard client.kind == .tiled, let workspace = clients.workspace(of: window) else { return false }
        return carriedTiles(of: workspace).contains(window)
    }

    /// Where a sticky tile goes around a tree when it has no place of its own yet (it was made
    /// sticky alone on its workspace): a left sidebar a quarter of `area` wide, which keeps
    /// its pixels when the monitor changes (its split's priority side).
    func defaultStickyPin(in area: Rect) -> Pin {
        stickyPin(side: .primary, pixels: area.width / 4)
    }

    /// A new split for a sidebar on `side` (left or right), `pixels` wide, whose priority is
    /// its own (a split's own value: restyling after a reload or a restart keeps it).
    private func stickyPin(side: SplitSide, pixels: Int) -> Pin {
        var split = settings.newSplit
        split.layout = .horizontal
        return Pin(split: split.setting(.priority(side)), side: side, pixels: pixels)
    }

    /// `pinned` with each leaf that was a whole tree given the place it last had on a rim.
    func withRememberedPins(_ pinned: [PinnedLeaf<WindowID>]) -> [PinnedLeaf<WindowID>] {
        pinned.map { p in
            var p = p
            if p.pin == nil { p.pin = clients[p.leaf]?.stickyPin }
            return p
        }
    }

    /// Remembers where each of `pinned` sat, for when it is alone on a workspace.
    private mutating func remember(_ pinned: [PinnedLeaf<WindowID>]) {
        for p in pinned {
            guard let pin = p.pin, var client = clients[p.leaf] else { continue }
            client.stickyPin = pin
            clients[p.leaf] = client
        }
    }

    /// Moves the sticky tiles on the rims of monitor `m`'s hidden workspaces around the tree of
    /// the workspace it shows (`carryStickyWindows(onto:)` does the floating ones), each with
    /// its pixels on its side; the trees they leave close over the room, their priority sides
    /// keeping their pixels. One that had the focus keeps it. A tree too deep to take them
    /// leaves every one where it was. `sources`: from those hidden workspaces instead.
    mutating func carryStickyTiles(onto m: Int, from sources: [WorkspaceID]? = nil) {
        let target = shownWorkspace(on: m)
        var pinned: [PinnedLeaf<WindowID>] = []
        var before: [Workspace] = []
        for source in sources ?? hiddenWorkspaces(of: m) where source != target {
            let area = workspaces[source].site.area
            let (rest, taken, restArea) = workspaces[source].tree.unpinning(where: isStickyTile, in: area)
            guard !taken.isEmpty else { continue }
            before.append(workspaces[source])
            workspaces[source].tree = rest.resized(from: restArea, to: area)
            workspaces[source].recency.removeAll { window in taken.contains { $0.leaf == window } }
            pinned += taken
        }
        guard !pinned.isEmpty else { return }
        let area = workspaces[target].site.area
        guard let tree = workspaces[target].tree.pinning(withRememberedPins(pinned), in: area,
                                                         otherwise: defaultStickyPin(in: area), restWas: area) else {
            for workspace in before { workspaces[workspace.id] = workspace }
            return
        }
        workspaces[target].tree = tree
        remember(pinned)
        for p in pinned {
            place(p.leaf, on: target)
            if p.leaf == focused { workspaces[target].recency.insert(p.leaf, at: 0) } else { workspaces[target].recency.append(p.leaf) }
            restoration.releaseClaim(of: p.leaf)
        }
        for workspace in before { dropIfUnused(workspace.id) }
    }

    /// Puts sticky tile `window` of `workspace` on its tree's rim if it is not there (it
    /// was just made sticky, tiled again or sent here): inside the sticky tiles there already,
    /// on the side it had last, else the side of the room inside them nearer its centre, as
    /// wide as its tile (from a quarter to a half of that room), keeping those pixels when the
    /// monitor changes. Alone on its workspace it stays as it is. One that is there already
    /// gets its split's priority, if that split has none.
    mutating func pinToRim(_ window: WindowID, on workspace: WorkspaceID) {
        guard isStickyTile(window), workspaces[workspace].tree.contains(window), workspaces[workspace].tree.leafCount > 1 else { return }
        let area = workspaces[workspace].site.area
        let tree = workspaces[workspace].tree
        let rim = tree.rim(where: isStickyTile)
        if rim.contains(window) {
            // Its split is the one at the end of the path along the rim to it.
            guard var path = tree.pathTo(window), let side = path.popLast(), tree.split(at: path)?.constraints.priority == nil,
                  let given = try? tree.setting(.priority(side), ofSplitHolding: window, in: area) else { return }
            workspaces[workspace].tree = given
            return
        }
        let tile = workspaces[workspace].currentLayout(focused: focused, collapseBelow: settings.collapseBelow, bars: bars)
            .tiles.first { $0.leaf == window }?.rect
        guard let minSize = tree.minSize(of: window), let without = try? tree.removing(window) else { return }
        let (rest, outer, restArea) = without.unpinning(where: isStickyTile, in: area)
        let pin = clients[window]?.stickyPin ?? {
            let right = tile.map { 2 * $0.x + $0.width > 2 * restArea.x + restArea.width } ?? false
            // A tile as wide as the room (in a stack, or zoomed) would leave none beside it.
            let width = min(max(restArea.width / 4, tile?.width ?? 0), restArea.width / 2)
            return stickyPin(side: right ? .secondary : .primary, pixels: width)
        }()
        let pinned = withRememberedPins(outer) + [PinnedLeaf(leaf: window, minSize: minSize, pin: pin)]
        guard let pinnedTree = rest.pinning(pinned, in: area, otherwise: defaultStickyPin(in: area), restWas: restArea) else { return }
        workspaces[workspace].tree = pinnedTree
    }

    /// Where a window joining workspace `index`'s tree beside `target` goes when `target` is a
    /// sticky tile on the rim: a sidebar is never split by a window that comes.
    enum RimAvoidance: Equatable {
        /// `target` is no sidebar: beside it, as asked.
        case asked
        /// Beside this other tile instead (the most recent, else the last).
        case beside(WindowID)
        /// Inside the sidebars, around what is there (nothing but them, or windows never focused).
        case insideRim
    }

    func avoidingRim(_ target: WindowID?, on workspace: WorkspaceID) -> RimAvoidance {
        guard let target, isStickyTile(target) else { return .asked }
        let rim = carriedTiles(of: workspace)
        guard rim.contains(target) else { return .asked }
        let tree = workspaces[workspace].tree
        if let other = workspaces[workspace].recency.first(where: { tree.contains($0) && !rim.contains($0) })
            ?? tree.leaves.last(where: { !rim.contains($0) }) {
            return .beside(other)
        }
        return .insideRim
    }

    /// Puts `window` in `workspace`'s tree beside `target` (the placement rule), or
    /// beside another tile or inside the sidebars when `target` is a sidebar (`avoidingRim`):
    /// a window tiled again or sent here.
    mutating func insert(_ window: WindowID, minSize: Size, beside target: WindowID?, on workspace: WorkspaceID) throws {
        switch avoidingRim(target, on: workspace) {
        case .asked: try workspaces[workspace].insert(window, minSize: minSize, beside: target, settings: settings)
        case .beside(let other): try workspaces[workspace].insert(window, minSize: minSize, beside: other, settings: settings)
        case .insideRim:
            guard insertInsideRim(window, minSize: minSize, on: workspace) else { throw SplitTreeError.tooDeep }
        }
    }

    /// Puts `window` in `workspace`'s tree inside its sidebars: around what is inside
    /// them (nothing, when they are all there is), the sidebars keeping their pixels. False
    /// when the tree would be too deep.
    mutating func insertInsideRim(_ window: WindowID, minSize: Size, on workspace: WorkspaceID) -> Bool {
        let area = workspaces[workspace].site.area
        let (rest, pinned, restArea) = workspaces[workspace].tree.unpinning(where: isStickyTile, in: area)
        // Beside the whole rest (alone when there is none).
        guard let inside = try? rest.inserting(window, minSize: minSize, beside: nil, placement: settings.placement.splitting,
                                               split: settings.newSplit, in: restArea).revealing(window, in: restArea),
              let tree = inside.pinning(withRememberedPins(pinned), in: area, otherwise: defaultStickyPin(in: area)) else {
            return false
        }
        workspaces[workspace].tree = tree
        return true
    }
}
