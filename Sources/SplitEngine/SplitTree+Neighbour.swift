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
        let tiles = layout(in: area, focused: focused ?? leaf, collapseBelow: collapseBelow).tiles
        guard let source = tiles.first(where: { $0.leaf == leaf })?.rect else { return nil }
        var rank: [Leaf: Int] = [:]
        for (i, l) in recency.enumerated() where rank[l] == nil { rank[l] = i }

        let candidates = tiles.compactMap { tile -> (leaf: Leaf, key: (Int, Int, Int))? in
            guard tile.leaf != leaf else { return nil }
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
