// Spatial neighbours: which leaf lies next to another in a direction, as focus moves in a grid.

extension SplitTree {
    /// The visible leaf next to `leaf` toward `direction`: among the tiles entirely beyond
    /// that edge and overlapping it across, the nearest; ties go to the larger overlap, then
    /// to the leaf that comes first in `recency` (most recently focused first).
    /// Nil when there is none (no wrapping) or `leaf` is not visible.
    public func neighbour(
        of leaf: Leaf, toward direction: Direction, in area: Rect, focused: Leaf? = nil,
        collapseBelow: Size = .zero, recency: [Leaf] = []
    ) -> Leaf? {
        let tiles = layout(in: area, focused: focused ?? leaf, collapseBelow: collapseBelow, recency: recency).tiles
        guard let source = tiles.first(where: { $0.leaf == leaf })?.rect else { return nil }
        return Self.nearest(to: source, toward: direction, among: tiles.filter { $0.leaf != leaf }, recency: recency)
    }

    /// Among `tiles`, the one entirely beyond `source`'s edge toward `direction` and overlapping
    /// it across, nearest first, then the larger overlap, then the most recent.
    static func nearest(to source: Rect, toward direction: Direction, among tiles: [Layout<Leaf>.Tile], recency: [Leaf]) -> Leaf? {
        var rank: [Leaf: Int] = [:]
        for (i, l) in recency.enumerated() where rank[l] == nil { rank[l] = i }

        let candidates = tiles.compactMap { tile -> (leaf: Leaf, key: (Int, Int, Int))? in
            let r = tile.rect
            let distance: Int, overlap: Int
            switch direction {
            case .left: (distance, overlap) = (source.x - r.maxX, Self.overlap(source.y, source.maxY, r.y, r.maxY))
            case .right: (distance, overlap) = (r.x - source.maxX, Self.overlap(source.y, source.maxY, r.y, r.maxY))
            case .up: (distance, overlap) = (source.y - r.maxY, Self.overlap(source.x, source.maxX, r.x, r.maxX))
            case .down: (distance, overlap) = (r.y - source.maxY, Self.overlap(source.x, source.maxX, r.x, r.maxX))
            }
            guard distance >= 0, overlap > 0 else { return nil }
            return (tile.leaf, (distance, -overlap, rank[tile.leaf] ?? Int.max))
        }
        return candidates.min { $0.key < $1.key }?.leaf
    }

    private static func overlap(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) -> Int {
        max(0, min(a1, b1) - max(a0, b0))
    }
}

// MARK: - Through collapsed splits, as through a stack

extension SplitTree {
    /// Where focus goes from `leaf` toward `direction`, collapsed splits included: a split
    /// that shows one side only (`collapseBelow`, or forced) keeps its other side where it
    /// would be if it were shown, so moving toward that side enters it, as a stack's back
    /// and forward buttons do.
    ///
    /// The nearest collapsed split around `leaf` whose hidden side lies toward `direction`
    /// wins over a tile further away on screen: on a small screen an index/detail pair moves
    /// between its index and its detail before it leaves the pair. A tile inside that split's
    /// shown side (a side-by-side pair within a forced-collapsed side) is nearer than the
    /// hidden side and comes first. Entering a side focuses its most recently focused leaf
    /// (first in `recency`), else its first leaf, among the leaves its own hidden sides leave.
    /// Nil when nothing lies that way.
    public func focusNeighbour(
        of leaf: Leaf, toward direction: Direction, in area: Rect, collapseBelow: Size = .zero, recency: [Leaf] = []
    ) -> Leaf? {
        let spatial = neighbour(of: leaf, toward: direction, in: area, focused: leaf, collapseBelow: collapseBelow, recency: recency)
        // In a group along this axis, the next member comes before anything outside the one the
        // focus is in (a split inside a tab is nearer still).
        if let step = groupStep(from: leaf, toward: direction, recency: recency, spatial: spatial) { return step }
        guard let behind = collapsedSide(from: leaf, toward: direction, in: area, collapseBelow: collapseBelow) else { return spatial }
        if let spatial, let path = path(to: spatial), path.starts(with: behind.splitPath) { return spatial }
        let candidates = behind.side.shownLeaves
        let rank = Set(candidates)
        return recency.first(where: rank.contains) ?? candidates.first
    }

    /// The nearest split above `leaf` that collapses now (with `leaf` focused), whose other
    /// side lies toward `direction` and is not hidden: its path and that side. Nil when `leaf`
    /// is not shown (absent, on a hidden side, or behind a zoom) or there is none.
    func collapsedSide(from leaf: Leaf, toward direction: Direction, in area: Rect, collapseBelow: Size)
        -> (splitPath: [SplitSide], side: Node)? {
        guard zoomed == nil, var node = root, let path = path(to: leaf) else { return nil }
        var rect = area
        var found: (splitPath: [SplitSide], side: Node)?
        for (depth, side) in path.enumerated() {
            guard case .branch(let b) = node, b.split.hidden != side else { return nil }
            let division = b.arrange(rect, focusSide: side, collapseBelow: collapseBelow)
            guard let shown = division.rect(of: side) else { return nil }
            if division.rect(of: side.other) == nil, b.split.hidden == nil, b.split.group == nil,
               b.split.layout == direction.axis, side.other == direction.side {
                found = (Array(path.prefix(depth)), b.child(side.other))
            }
            node = b.child(side)
            rect = shown
        }
        return found
    }
}

extension SplitNode {
    /// The leaves of this subtree that its hidden sides leave, primary side first: those
    /// focus can reach (a collapsed split shows whichever of its sides holds the focus).
    var shownLeaves: [Leaf] {
        switch self {
        case .leaf(let id, _): [id]
        case .branch(let b):
            switch b.split.hidden {
            case .primary: b.secondary.shownLeaves
            case .secondary: b.primary.shownLeaves
            case nil: b.primary.shownLeaves + b.secondary.shownLeaves
            }
        }
    }
}
