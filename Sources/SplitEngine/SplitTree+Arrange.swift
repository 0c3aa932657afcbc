// Edits of splits that keep the tree's shape: layout, flip, fraction, keyboard resize,
// hiding, zoom and equalize.

extension SplitTree {
    /// The tree with the layout of the split holding `leaf` set to `layout` (nil toggles it).
    public func settingLayout(
        _ layout: SplitLayout?, ofSplitHolding leaf: Leaf, in area: Rect
    ) throws(SplitTreeError) -> SplitTree {
        try updatingBranch(at: parentPath(of: leaf), in: area) { b in
            var split = b.split
            split.layout = layout ?? split.layout.toggled
            return b.with(split: split)
        }
    }

    /// The tree with the two sides of the split holding `leaf` exchanged. The split is
    /// mirrored as a whole (fraction, hidden side, constraints), so each child keeps its size.
    public func flipping(splitHolding leaf: Leaf) throws(SplitTreeError) -> SplitTree {
        let path = try parentPath(of: leaf)
        guard case .branch(let b)? = node(at: path) else { throw .noSplit("holds \(leaf)") }
        return replacing(at: path, with: .split(b.split.flipped, b.secondary, b.primary))
    }

    /// The tree with the fraction of the split holding `leaf` set to `fraction`, clamped by
    /// its constraints.
    public func settingFraction(
        _ fraction: Double, ofSplitHolding leaf: Leaf, in area: Rect
    ) throws(SplitTreeError) -> SplitTree {
        try updatingBranch(at: parentPath(of: leaf), in: area) { $0.with(split: $0.split.with(fraction: fraction)) }
    }

    /// The tree with the splitter nearest to `leaf` that moves along `direction` (its closest
    /// ancestor split of that layout) moved `pixels` toward `direction` (negative: away),
    /// clamped by the constraints. A split with a hidden side is left as it is.
    public func resizing(
        _ leaf: Leaf, toward direction: Direction, by pixels: Int, in area: Rect
    ) throws(SplitTreeError) -> SplitTree {
        try resizing(nodeAt: requirePath(to: leaf), toward: direction, by: pixels, in: area)
    }

    /// `resizing` for the node at `path` (a leaf's, or a container's: `focus parent`).
    public func resizing(
        nodeAt path: [SplitSide], toward direction: Direction, by pixels: Int, in area: Rect
    ) throws(SplitTreeError) -> SplitTree {
        let leaf = node(at: path)?.firstLeaf
        // Group splits show no splitter to move: the split holding the group is the one.
        guard let depth = path.indices.last(where: {
            guard let s = split(at: Array(path[..<$0])) else { return false }
            return s.layout == direction.axis && s.group == nil
        }) else { throw .noSplit("\(direction.axis) above \(leaf.map { "\($0)" } ?? "\(path)")") }
        let splitPath = Array(path[..<depth])
        guard case .branch(let b)? = node(at: splitPath), b.split.hidden == nil,
              let rect = rect(at: splitPath, in: area) else { return self }
        let length = rect.length(along: b.split.layout)
        let delta = direction.isForward ? pixels : -pixels
        return try settingPrimaryLength(b.primaryLength(in: length) + delta, at: splitPath, in: area)
    }

    /// The tree with the split at `path` showing `pixels` of primary (clamped), and its
    /// children following.
    func settingPrimaryLength(_ pixels: Int, at path: [SplitSide], in area: Rect) throws(SplitTreeError) -> SplitTree {
        guard case .branch(let b)? = node(at: path), let rect = rect(at: path, in: area) else { return self }
        let length = rect.length(along: b.split.layout)
        let bounds = b.primaryBounds(in: length)
        let clamped = min(bounds.upperBound, max(bounds.lowerBound, pixels))
        let fraction = Split.fraction(forPrimaryPixels: clamped, length: length, thickness: b.split.thickness(in: length))
        return try updatingBranch(at: path, in: area) { $0.with(split: $0.split.with(fraction: fraction)) }
    }

    /// The tree with `side` of the split holding `leaf` hidden (nil: both shown). The
    /// fraction is kept, so showing the side again restores its size.
    public func hiding(
        _ side: SplitSide?, ofSplitHolding leaf: Leaf, in area: Rect
    ) throws(SplitTreeError) -> SplitTree {
        try updatingBranch(at: parentPath(of: leaf), in: area) { b in
            var split = b.split
            split.hidden = side
            return b.with(split: split)
        }
    }

    /// Toggles hiding in the split holding `leaf`: shows both sides if one is hidden, else
    /// hides the side `leaf` is not on (so the leaf stays visible).
    public func togglingHidden(ofSplitHolding leaf: Leaf, in area: Rect) throws(SplitTreeError) -> SplitTree {
        let path = try requirePath(to: leaf)
        guard let holder = holdingPath(of: leaf), let split = split(at: holder) else {
            throw .noSplit("holds \(leaf): it is alone")
        }
        let side = path[holder.count]
        return try hiding(split.hidden == nil ? side.other : nil, ofSplitHolding: leaf, in: area)
    }

    /// Zooms `leaf` to the whole area, or ends the zoom if it is the zoomed one.
    public func togglingZoom(_ leaf: Leaf) throws(SplitTreeError) -> SplitTree {
        _ = try requirePath(to: leaf)
        return SplitTree(unchecked: root, zoomed: zoomed == leaf ? nil : leaf)
    }

    /// Ends any zoom.
    public func unzoomed() -> SplitTree { SplitTree(unchecked: root, zoomed: nil) }
}

// MARK: - Equalize

extension SplitTree {
    /// The tree with the subtree at `path` (the root by default) equalized: along each chain
    /// of same-layout splits every member gets an equal share of the length. A side weighs as
    /// many members as it holds along that axis (a split of the other layout counts as one).
    /// Shares are exact to the pixel when the chain's splitters have the same thickness.
    /// Sides that are hidden keep their state and their fractions.
    public func equalized(at path: [SplitSide] = [], in area: Rect) throws(SplitTreeError) -> SplitTree {
        guard let node = node(at: path) else { throw .noSplit("at \(path)") }
        let rect = self.rect(at: path, in: area)
        return replacing(at: path, with: Self.equalize(node, in: rect))
    }

    /// The tree with only the split whose pre-order position is `index` given the fraction
    /// `equalized` would give it, its subtrees untouched but for their priority sides (a
    /// double click on its splitter).
    public func equalizingOnly(split index: Int, in area: Rect) throws(SplitTreeError) -> SplitTree {
        guard let path = pathToSplit(index), case .branch(let b)? = node(at: path) else {
            throw .noSplit("number \(index)")
        }
        let fraction = Self.equalFraction(b, in: rect(at: path, in: area))
        return try updatingBranch(at: path, in: area) { $0.with(split: $0.split.with(fraction: fraction)) }
    }

    private static func equalize(_ node: Node, in rect: Rect?) -> Node {
        guard case .branch(let b) = node else { return node }
        var split = b.split
        if split.hidden == nil { split = split.with(fraction: equalFraction(b, in: rect)) }
        let updated = b.with(split: split)
        let division = rect.map { updated.divide($0) }
        return .split(
            split,
            equalize(b.primary, in: division?.primary),
            equalize(b.secondary, in: division?.secondary))
    }

    /// The fraction that gives every member of the chains through `b` an equal share.
    private static func equalFraction(_ b: Branch<Leaf>, in rect: Rect?) -> Double {
        let axis = b.split.layout
        let wp = Double(members(b.primary, along: axis)), ws = Double(members(b.secondary, along: axis))
        guard let rect, rect.length(along: axis) > 0 else { return wp / (wp + ws) }
        // n members and n-1 splitters share the length; the primary holds wp members and
        // wp-1 splitters, and the splitter's centre marks the fraction.
        let length = Double(rect.length(along: axis)), t = Double(b.split.thickness(in: rect.length(along: axis)))
        let member = (length - (wp + ws - 1) * t) / (wp + ws)
        return (wp * member + (wp - 1) * t + t / 2 + 0.5) / length
    }

    /// How many members of a chain of `axis` splits `node` counts as.
    private static func members(_ node: Node, along axis: SplitLayout) -> Int {
        guard case .branch(let b) = node, b.split.layout == axis else { return 1 }
        switch b.split.hidden {
        case .primary: return members(b.secondary, along: axis)
        case .secondary: return members(b.primary, along: axis)
        case nil: return members(b.primary, along: axis) + members(b.secondary, along: axis)
        }
    }
}

// MARK: - The splitter along a leaf's edge

extension SplitTree {
    /// The pre-order position of the split whose splitter runs along `leaf`'s edge toward
    /// `direction` (its closest ancestor of that layout with the leaf on the near side), or
    /// nil at the edge of the whole tree. What a modifier+drag inside a window moves.
    public func splitIndex(bordering leaf: Leaf, toward direction: Direction) -> Int? {
        guard let path = path(to: leaf) else { return nil }
        let nearSide = direction.side.other
        guard let depth = path.indices.last(where: {
            guard path[$0] == nearSide, let s = split(at: Array(path[..<$0])) else { return false }
            return s.layout == direction.axis && s.group == nil
        }) else { return nil }
        return splitIndex(at: Array(path[..<depth]))
    }
}

// MARK: - Every split at once

extension SplitTree {
    /// The tree with `transform` applied to every split (a reloaded config's style and
    /// constraints, say); fractions are clamped again by the constraints that result.
    public func mappingSplits(_ transform: (Split) -> Split) -> SplitTree {
        func map(_ node: Node) -> Node {
            guard case .branch(let b) = node else { return node }
            var split = transform(b.split)
            split.fraction = split.constraints.clamp(split.fraction)
            return .split(split, map(b.primary), map(b.secondary))
        }
        return SplitTree(unchecked: root.map(map), zoomed: zoomed)
    }
}
