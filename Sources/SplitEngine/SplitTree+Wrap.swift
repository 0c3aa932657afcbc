// Where directional focus wraps to, as i3 4.22's `focus_wrapping` (tree.c, `get_tree_next`):
// from a window at the edge of the innermost container of the direction's orientation that
// holds it, to the member at that container's other end. A group counts by its axis (a tabbed
// one is a row, a stacked one a column), as i3 reads a tabbed container as horizontal.

extension SplitTree {
    /// The leaf focus wraps to from `leaf` toward `direction`: in the innermost container of
    /// the direction's orientation holding it with more than one member (a chain of splits of
    /// that layout, or a group of that axis), when the member holding `leaf` is the last one
    /// that way, the member at the other end (the first for right and down, the last for left
    /// and up, as i3's `TAILQ_FIRST` and `TAILQ_LAST`), entered at its most recent leaf in
    /// `recency` (else its first). Nil when no such container holds it or the member is not
    /// at that end (a neighbour is there).
    public func wrapping(from leaf: Leaf, toward direction: Direction, recency: [Leaf] = []) -> Leaf? {
        guard let path = path(to: leaf) else { return nil }
        let groups = groups(holding: leaf)
        for (top, split, _) in chains(holding: path) where (split.group?.axis ?? split.layout) == direction.axis {
            // A group's members are its tabs; a chain's, the sides its splits leave shown.
            let members = split.group == nil ? members(ofContainerAt: top)
                : groups.first(where: { $0.path == top })?.members.map(\.path) ?? []
            // i3 passes over a container of one child on its way out.
            guard members.count > 1, let i = members.firstIndex(where: { path.starts(with: $0) }) else { continue }
            guard i == (direction.isForward ? members.count - 1 : 0) else { return nil }
            guard let other = node(at: direction.isForward ? members[0] : members[members.count - 1]) else { return nil }
            let inside = Set(other.leaves)
            return recency.first(where: inside.contains) ?? other.firstLeaf
        }
        return nil
    }
}
