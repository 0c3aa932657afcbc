// Whole subtrees (a window, or a split with everything under it) trading places: two nodes of
// one tree swapped, or one node replaced by a node from another tree (bspwm's `node -s` and
// `node -d` on a split, where a subtree keeps its shape, fractions and splits wherever it goes).

extension SplitTree {
    /// The tree with the nodes at `a` and `b` in each other's places, each with its splits and
    /// leaves as they are. Neither may hold the other (a node cannot take the place of a node
    /// under itself); swapping a node with itself changes nothing.
    public func swappingNodes(at a: [SplitSide], _ b: [SplitSide]) throws(SplitTreeError) -> SplitTree {
        guard let nodeA = node(at: a) else { throw .noSplit("at \(a)") }
        guard let nodeB = node(at: b) else { throw .noSplit("at \(b)") }
        if a == b { return self }
        if a.starts(with: b) || b.starts(with: a) {
            throw .invalid("the node at \(a) and the node at \(b) hold one another")
        }
        return replacing(at: a, with: nodeB).replacing(at: b, with: nodeA)
    }

    /// The tree with the node at `path` replaced by `node`, which comes from another tree (the
    /// other side of a swap across workspaces). None of `node`'s leaves may be in the rest of
    /// this tree; a zoom on a leaf that leaves ends.
    public func replacingNode(at path: [SplitSide], with node: SplitNode<Leaf>) throws(SplitTreeError) -> SplitTree {
        guard let old = self.node(at: path) else { throw .noSplit("at \(path)") }
        let staying = Set(leaves).subtracting(old.leaves)
        if let clash = node.leaves.first(where: staying.contains) { throw .duplicateLeaf("\(clash)") }
        let replaced = replacing(at: path, with: node)
        if (replaced.root?.depth ?? 0) > Self.maximumDepth { throw .tooDeep }
        let zoom = zoomed.flatMap { old.contains($0) ? nil : $0 }
        return SplitTree(unchecked: replaced.root, zoomed: zoom)
    }

    /// The path of a node named as bspwm's commands name one: a leaf, or the split whose sides
    /// begin with these two leaves (`SplitKey`); nil when the tree has no such node now.
    public func pathToNode(leaf: Leaf, secondLeaf: Leaf?) -> [SplitSide]? {
        guard let secondLeaf else { return path(to: leaf) }
        return pathToSplit(of: SplitKey(primary: leaf, secondary: secondLeaf))
    }
}
