// Where directional focus wraps to, as i3 4.22's `focus_wrapping` (tree.c, `get_tree_next`):
// from a window at the edge of the innermost container of the direction's orientation that
// holds it, to the member at that container's other end. Groups are not such containers here
// (their tabs are stepped through by `focus` already).

extension SplitTree {
    /// The leaf focus wraps to from `leaf` toward `direction`: in the innermost chain of splits
    /// of the direction's orientation holding it, when the member holding `leaf` is the last
    /// one that way, the member at the other end (the first for right and down, the last for
    /// left and up, as i3's `TAILQ_FIRST` and `TAILQ_LAST`), entered at its most recent leaf
    /// in `recency` (else its first). Nil when no such chain holds it or the member is not at
    /// that end (a neighbour is there).
    public func wrapping(from leaf: Leaf, toward direction: Direction, recency: [Leaf] = []) -> Leaf? {
        guard let path = path(to: leaf) else { return nil }
        guard let (top, _, _) = chains(holding: path).first(where: { $0.split.group == nil && $0.split.layout == direction.axis })
        else { return nil }
        let members = members(ofContainerAt: top)
        guard let i = members.firstIndex(where: { path.starts(with: $0) }), members.count > 1 else { return nil }
        guard i == (direction.isForward ? members.count - 1 : 0) else { return nil }
        guard let other = node(at: direction.isForward ? members[0] : members[members.count - 1]) else { return nil }
        let inside = Set(other.leaves)
        return recency.first(where: inside.contains) ?? other.firstLeaf
    }
}
