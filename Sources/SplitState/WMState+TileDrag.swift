// Carrying a tile with the mouse (`tiling-drag`, i3's `tiling_drag`): the drag modifier with
// button 1 inside a tile, or a drag of its title bar or tab, picks it up; as the pointer moves,
// the place it would land is found (`tileDrop`) and previewed; on release the tree takes it
// there: a swap, beside a tile on the side nearest the pointer, into a group as a tab, or onto
// an empty workspace, on any monitor. Escape (`WMEvent.dragCancel`) leaves it where it was.
import SplitConfig
import SplitEngine
import XModel

extension WMState {
    /// Picks up `window`'s tile: a tiled window on a workspace, not fullscreen. It gets the focus.
    mutating func beginTileDrag(_ window: WindowID, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        guard let client = clients[window], client.kind == .tiled, !client.fullscreen, clients.workspace(of: window) != nil else { return }
        if focused != window { focus(window, &out) }
        drag = .tile(TileDrag(window: window, workspace: focusedWorkspace.id, pressedAt: point))
        out.effects.append(.grabPointer(.move, time: time))
    }

    /// Where the tile of `window` lands with the pointer at `point`, and the rectangle that
    /// shows it; nil where it would stay (over itself, a splitter, or outside every monitor).
    mutating func tileDrop(for window: WindowID, at point: PixelPoint) -> (TileDrop, Rect)? {
        guard let m = outputs.index(at: point) else { return nil }
        let shown = shownWorkspace(on: m)
        // A fullscreen window covers the tiles there: none is a place the user can see.
        let covered = workspaces[shown].tree.leaves.contains { $0 != window && clients[$0]?.fullscreen == true }
            || workspaces[shown].floating.contains { clients[$0]?.fullscreen == true }
        guard !covered else { return nil }
        if workspaces[shown].tree.isEmpty { return (.alone(shown), workspaces[shown].site.area) }
        let layout = shown == focusedWorkspaceID ? focusedLayoutCached()
            : workspaces[shown].currentLayout(focused: workspaces[shown].recency.first, collapseBelow: settings.collapseBelow, bars: bars)
        let p = Point(x: point.x, y: point.y)
        if let group = layout.groups.first(where: { $0.bar.contains(p) }) {
            if group.split != nil {
                // A group's bar: a tab after the one under the pointer.
                guard let tab = group.tabs.indices.first(where: { group.tabRect($0).contains(p) }),
                      group.tabs[tab] != window else { return nil }
                return (.tab(group.tabs[tab]), group.tabRect(tab))
            }
            // A title bar is its window's: the bar and the tile below it as one.
            guard let owner = group.tabs.first, owner != window, let tile = layout.rect(of: owner) else { return nil }
            return TileDrop.onto(owner, tile: Rect(x: tile.x, y: group.bar.y, width: tile.width, height: tile.maxY - group.bar.y), at: point)
        }
        guard let tile = layout.tiles.first(where: { $0.rect.contains(p) }), tile.leaf != window else { return nil }
        return TileDrop.onto(tile.leaf, tile: tile.rect, at: point)
    }

    /// The pointer moved to `point` carrying a tile: past a click's distance from the press,
    /// where it would land is found again.
    mutating func tileMotion(_ carried: TileDrag, to point: PixelPoint, _ out: inout Reaction) {
        var carried = carried
        guard carried.moved || !carried.pressedAt.isClick(to: point) else { return }
        if !carried.moved { out.effects.append(.grabKeyboard) }
        carried.moved = true
        let found = tileDrop(for: carried.window, at: point)
        carried.drop = found?.0
        // A tile too small to halve shows no frame (the drop stands).
        carried.preview = found.map(\.1).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        drag = .tile(carried)
    }

    /// The button let go (the drag ended): the tile goes where it was previewed.
    mutating func tileRelease(_ carried: TileDrag, _ out: inout Reaction) {
        guard let landing = carried.drop else { return }
        drop(carried.window, landing, &out)
        out.effects.append(.saveSoon)
    }

    /// Puts the tile of `window` where `drop` says; a tree that cannot take it (too deep)
    /// leaves everything as it was.
    mutating func drop(_ window: WindowID, _ drop: TileDrop, _ out: inout Reaction) {
        guard let client = clients[window], client.kind == .tiled, let from = clients.workspace(of: window) else { return }
        let before = workspaces
        let to: WorkspaceID
        switch drop {
        case .swap(let other):
            guard let there = clients.workspace(of: other), let otherClient = clients[other], otherClient.kind == .tiled else { return }
            to = there
            if to == from {
                guard let swapped = try? workspaces[from].tree.swapping(window, other) else { return }
                workspaces[from].tree = swapped
            } else {
                // Each takes the other's leaf, with its own minimum size.
                guard workspaces[from].handOver(window, to: other, minSize: otherClient.minSize),
                      workspaces[to].handOver(other, to: window, minSize: client.minSize) else {
                    workspaces = before
                    return
                }
            }
        case .tab(let other) where clients.workspace(of: other) == from && workspaces[from].tree.isTab(window)
            && (try? workspaces[from].tree.removing(window)).map({ !$0.isTab(other) }) == true:
            // A tab dropped on the other tab of its group of two: taken out, it would end the
            // group; the two trade places, which is the order asked for.
            guard let swapped = try? workspaces[from].tree.swapping(window, other) else { return }
            workspaces[from].tree = swapped
            to = from
        case .beside(let other, _), .tab(let other):
            guard let there = clients.workspace(of: other), clients[other]?.kind == .tiled else { return }
            to = there
            guard moveTile(window, minSize: client.minSize, from: from, to: to, beside: other, drop: drop) else {
                workspaces = before
                return
            }
        case .alone(let id):
            guard workspaces.contains(id), workspaces[id].tree.isEmpty else { return }
            to = id
            guard moveTile(window, minSize: client.minSize, from: from, to: to, beside: nil, drop: drop) else {
                workspaces = before
                return
            }
        }
        place(window, on: to)
        if case .swap(let other) = drop, to != from { place(other, on: from) }
        if preselection?.window == window { preselection = nil }
        out.effects.append(.notice(.window(change: to == from ? "moved" : "workspace", window, urgent: client.urgent)))
        // A swap across workspaces sends the other window away too.
        if case .swap(let other) = drop, to != from, let otherClient = clients[other] {
            out.effects.append(.notice(.window(change: "workspace", other, urgent: otherClient.urgent)))
        }
        focus(window, &out)
        // A workspace out of sight that the tile left empty has no reason to stay.
        dropIfUnused(from)
    }

    /// Out of workspace `from`'s tree, into `to`'s beside `other` (toward the drop's side, or
    /// as a tab after it), or as the first tile of an empty one. False when it fits nowhere.
    private mutating func moveTile(_ window: WindowID, minSize: Size, from: WorkspaceID, to: WorkspaceID, beside other: WindowID?, drop: TileDrop) -> Bool {
        guard let smaller = try? workspaces[from].tree.removing(window) else { return false }
        workspaces[from].tree = smaller
        if from != to { workspaces[from].recency.removeAll { $0 == window } }
        let placement: InsertPlacement
        var tab: WindowID?
        switch drop {
        case .beside(_, let side): placement = .toward(side)
        case .tab(let member):
            placement = settings.placement.splitting
            tab = member
        default: placement = settings.placement.splitting
        }
        guard workspaces[to].tile(window, minSize: minSize, rules: RuleOutcome(), newSplit: settings.newSplit,
                                  targets: [(other, placement)], tab: tab, workspaceLayout: settings.tabs.workspaceLayout)
        else { return false }
        if from != to { workspaces[to].recency.insert(window, at: 0) }
        return true
    }

    /// Escape during a drag (the keyboard is grabbed once a tile's carry moves): a tile stays
    /// where it was; a splitter goes back to where it was pressed (the tree as it was then),
    /// a floating window to its frame at the press, should Escape reach splitwm then.
    mutating func cancelDrag(_ out: inout Reaction) {
        switch drag {
        case .splitter(let d)?: focusedTree = d.treeAtPress
        case .move(let d)?, .resize(let d)?: moveFloating(d.window, to: d.frameAtPress)
        case .tile?, nil: break
        }
        endDrag(&out)
    }
}
