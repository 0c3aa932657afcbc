// bspwm's `spiral` insertion scheme: a new node replaces the split above its target, that
// split turned a quarter, so the windows wind inward instead of halving the newest tile.

extension SplitTree {
    /// The tree with `newNode` in the place of the split above the node at `path` (whose last
    /// side is `side`): a new split of that split's layout and fraction (the rest from
    /// `template`) holds `newNode` on `side` and, on the other, the old split turned a quarter
    /// (clockwise when `newNode` goes first, else counter-clockwise).
    func winding(
        _ newNode: Node, besideNodeAt path: [SplitSide], on side: SplitSide, split template: Split
    ) throws(SplitTreeError) -> SplitTree {
        let parentPath = Array(path.dropLast())
        guard let root, case .branch(let parent)? = node(at: parentPath) else { throw .noSplit("above \(path)") }
        let turned = Self.turning(.branch(parent), clockwise: side == .primary)
        if parentPath.count + 1 + max(turned.depth, newNode.depth) > Self.maximumDepth { throw .tooDeep }
        var split = template
        split.layout = parent.split.layout
        split.fraction = split.constraints.clamp(parent.split.fraction)
        let branch = side == .primary
            ? Branch(split: split, primary: newNode, secondary: turned)
            : Branch(split: split, primary: turned, secondary: newNode)
        return SplitTree(unchecked: Self.replace(root, parentPath[...], with: .branch(branch)), zoomed: zoomed)
    }

    /// `node` turned a quarter, every split under it too: side by side becomes above and below
    /// and back. Turning clockwise puts what was on the left on top, and what was on top on
    /// the right (its two sides exchange, mirrored); counter-clockwise the other way round.
    /// A group (tabbed or stacked) keeps its shape: its windows are a row of tabs, not a tiling.
    static func turning(_ node: Node, clockwise: Bool) -> Node {
        guard case .branch(let branch) = node, branch.split.group == nil else { return node }
        let exchanges = clockwise ? branch.split.layout == .vertical : branch.split.layout == .horizontal
        var split = exchanges ? branch.split.flipped : branch.split
        split.layout = split.layout.toggled
        let primary = turning(exchanges ? branch.secondary : branch.primary, clockwise: clockwise)
        let secondary = turning(exchanges ? branch.primary : branch.secondary, clockwise: clockwise)
        return .split(split, primary, secondary)
    }
}
