// Priority sides: when a split's rectangle changes size, its priority side keeps its pixels.

extension SplitNode {
    /// This subtree after its rectangle changed from `old` to `new`.
    ///
    /// A split with a priority side (and no hidden side) gets the fraction that keeps that
    /// side's pixel length, clamped by its constraints; a split without one keeps its
    /// fraction. Children follow recursively, so nested priorities compose. Subtrees without
    /// any priority split are returned untouched, which keeps this proportional to the part
    /// of the tree that can change.
    func resized(from old: Rect, to new: Rect) -> SplitNode {
        guard old != new, summary.hasPriority, case .branch(let b) = self else { return self }
        var split = b.split
        let axis = split.layout
        let oldLength = old.length(along: axis), newLength = new.length(along: axis)
        if let priority = split.constraints.priority, split.hidden == nil, oldLength != newLength, newLength > 0 {
            let oldPrimary = b.primaryLength(in: oldLength)
            let oldSecondary = oldLength - split.thickness(in: oldLength) - oldPrimary
            let newThickness = split.thickness(in: newLength)
            let available = newLength - newThickness
            let primary = priority == .primary ? oldPrimary : available - oldSecondary
            split = split.with(fraction: Split.fraction(
                forPrimaryPixels: min(available, max(0, primary)), length: newLength, thickness: newThickness))
        }
        let updated = b.with(split: split)
        return .branch(updated.childrenFollowing(from: b.divide(old), to: updated.divide(new)))
    }
}

extension Branch {
    /// This branch with each child resized from its rectangle in `old` to the one in `new`.
    /// A child hidden before or after keeps its state: it has no pixels to keep.
    func childrenFollowing(from old: Division, to new: Division) -> Branch {
        func follow(_ side: SplitSide) -> SplitNode<Leaf> {
            guard let before = old.rect(of: side), let after = new.rect(of: side) else { return child(side) }
            return child(side).resized(from: before, to: after)
        }
        guard summary.hasPriority else { return self }
        return Branch(split: split, primary: follow(.primary), secondary: follow(.secondary))
    }
}

extension SplitTree {
    /// The tree after its area changed from `oldArea` to `newArea` (a screen resize):
    /// priority sides keep their pixel lengths, other splits keep their fractions.
    public func resized(from oldArea: Rect, to newArea: Rect) -> SplitTree {
        guard let root else { return self }
        return SplitTree(unchecked: root.resized(from: oldArea, to: newArea), zoomed: zoomed)
    }

    /// Replaces the branch at `path` by `transform(branch)`; its children then follow the
    /// change of their rectangles in `area`, so priority sides below keep their pixels.
    func updatingBranch(
        at path: [SplitSide], in area: Rect, _ transform: (Branch<Leaf>) -> Branch<Leaf>
    ) throws(SplitTreeError) -> SplitTree {
        guard case .branch(let old)? = node(at: path) else { throw .noSplit("at \(path)") }
        var new = transform(old)
        if let rect = rect(at: path, in: area) {
            new = new.childrenFollowing(from: old.divide(rect), to: new.divide(rect))
        }
        return replacing(at: path, with: .branch(new))
    }

    /// The path of the split holding `leaf` (its parent; for a leaf in a group, the split
    /// holding the group: see `holdingPath`), or a noSplit error when nothing holds it.
    func parentPath(of leaf: Leaf) throws(SplitTreeError) -> [SplitSide] {
        _ = try requirePath(to: leaf)
        guard let path = holdingPath(of: leaf) else { throw .noSplit("holds \(leaf): it is alone") }
        return path
    }
}
