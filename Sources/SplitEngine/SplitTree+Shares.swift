// A container's room shared among its members as i3 shares it: in proportions (equal ones to
// begin with), a window joining a container taking 1/n of it while the others keep their
// proportions, a window leaving it giving its room back to the others in proportion. A
// container here is a chain of splits of one orientation (see SplitTree+Containers.swift); its
// members are the subtrees the chain's splits hold that are not splits of the chain: windows,
// splits of the other orientation, groups. The proportions are not stored: they are read off
// the members' lengths as shown, and written back as the chain's fractions, to the pixel.

extension SplitTree {
    /// The containers holding the node at `path`, innermost first (i3's walk up the tree):
    /// each chain's top path, its split, and the path just below the chain toward the node
    /// (`path` itself for the innermost). Groups are chains of their own here; callers that
    /// want plain containers skip them.
    func chains(holding path: [SplitSide]) -> [(top: [SplitSide], split: Split, below: [SplitSide])] {
        var out: [(top: [SplitSide], split: Split, below: [SplitSide])] = []
        var below = path
        while !below.isEmpty {
            var top = Array(below.dropLast())
            guard let s = split(at: top) else { break }
            var link = s
            while !top.isEmpty, let parent = split(at: Array(top.dropLast())), link.continuesContainer(of: parent) {
                top.removeLast()
                link = parent
            }
            out.append((top, s, below))
            below = top
        }
        return out
    }

    /// The members of the container whose top split is at `top` that are shown in it, primary
    /// side first, by their paths. A member on a hidden side of a split of the chain has no room
    /// and is left out. Empty when no chain starts at `top` (a leaf, a group, nothing).
    public func members(ofContainerAt top: [SplitSide]) -> [[SplitSide]] {
        guard let first = split(at: top), first.group == nil else { return [] }
        var out: [[SplitSide]] = []
        func walk(_ at: [SplitSide]) {
            // A split boxed as a container of its own below the top is one member.
            guard let s = split(at: at), s.group == nil, s.layout == first.layout, at == top || s.box == nil else { return out.append(at) }
            if s.hidden != .primary { walk(at + [.primary]) }
            if s.hidden != .secondary { walk(at + [.secondary]) }
        }
        walk(top)
        return out
    }

    /// The length along the container's axis of each member `members(ofContainerAt:)` lists, in
    /// pixels, as shown in `area` (zoom and collapse aside); empty when the container is on a
    /// hidden side. The splitters between the members take the rest of its length.
    public func memberLengths(ofContainerAt top: [SplitSide], in area: Rect) -> [Int] {
        guard let axis = split(at: top)?.layout, rect(at: top, in: area) != nil else { return [] }
        return members(ofContainerAt: top).map { rect(at: $0, in: area)?.length(along: axis) ?? 0 }
    }

    /// The tree with the container at `top` sharing its room (its length less its shown
    /// splitters) among its shown members in proportion to `weights`, one for each member
    /// `members(ofContainerAt:)` lists (negative and non-finite ones count as 0; all 0, equal
    /// shares). Each member's length is its share rounded to the pixel, the roundings made
    /// once along the whole container so they never add up: equal weights give lengths within
    /// a pixel of each other. The chain's min fractions and its members' minimum sizes win
    /// over the weights; its hidden sides keep their fractions; splits inside the members keep
    /// theirs (priority sides their pixels). Unchanged when the container is on a hidden side.
    public func sharing(containerAt top: [SplitSide], in weights: [Double], in area: Rect) throws(SplitTreeError) -> SplitTree {
        guard let first = split(at: top), first.group == nil, let node = node(at: top) else { throw .noSplit("at \(top)") }
        let memberCount = members(ofContainerAt: top).count
        guard weights.count == memberCount else {
            throw .invalid("\(weights.count) weights for a container of \(memberCount) shown members")
        }
        guard let rect = rect(at: top, in: area) else { return self }
        let axis = first.layout
        let chain = ChainShape<Leaf>(axis: axis)
        let room = max(0, rect.length(along: axis) - chain.splitterPixels(of: node, isTop: true))
        let sane = weights.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let total = sane.reduce(0, +)
        // Where each member starts within the room: the rounding is done on these edges, so
        // every member's length is its exact share rounded one way or the other.
        var edges = [0]
        var sum = 0.0
        for weight in sane {
            sum += total > 0 ? weight : 1
            edges.append(Int((Double(room) * sum / (total > 0 ? total : Double(memberCount))).rounded()))
        }
        edges[memberCount] = room
        var tree = self
        var next = 0
        // Pre-order, so each split is set in the rectangle its parent's new fraction gives it.
        func share(_ node: Node, at path: [SplitSide]) throws(SplitTreeError) {
            guard case .branch(let b) = node, b.split.group == nil, b.split.layout == axis, path == top || b.split.box == nil else {
                next += 1
                return
            }
            switch b.split.hidden {
            case .primary: try share(b.secondary, at: path + [.secondary])
            case .secondary: try share(b.primary, at: path + [.primary])
            case nil:
                let start = next, middle = next + chain.memberCount(of: b.primary)
                let pixels = edges[middle] - edges[start] + chain.splitterPixels(of: b.primary)
                tree = try tree.settingPrimaryLength(pixels, at: path, in: area)
                try share(b.primary, at: path + [.primary])
                try share(b.secondary, at: path + [.secondary])
            }
        }
        try share(node, at: top)
        return tree
    }

    /// The tree with the container at `top` giving each shown member an equal share of its room
    /// (within a pixel; see `sharing`). Unlike `equalized`, which evens out every chain of the
    /// subtree, the members' insides keep their fractions.
    public func equalizing(containerAt top: [SplitSide], in area: Rect) throws(SplitTreeError) -> SplitTree {
        try sharing(containerAt: top, in: Array(repeating: 1, count: members(ofContainerAt: top).count), in: area)
    }

    /// The tree with `leaf` added as i3 adds a new window: beside `target` (nil: the whole
    /// tree) in the container holding it, in that container's orientation (after it: right or
    /// below), taking 1/n of the container's room while the other n-1 members keep their
    /// proportions (i3's `con_fix_percent`: the new child gets the others' average, then all
    /// are scaled to fill the room). A target no container holds (alone in the tree, or
    /// holding the whole tree, unless that is a chain) starts one of `orientation` with it, in
    /// halves. Beside a tab, `leaf` is the next tab of its group. `leaf` is shown: the sides
    /// hiding the target are shown and a zoom ends.
    public func joining(_ leaf: Leaf, minSize: Size = .zero, beside target: Leaf?, orientation: SplitLayout,
                        split template: Split = .standard, in area: Rect) throws(SplitTreeError) -> SplitTree {
        let path = try target.map { t throws(SplitTreeError) in try requirePath(to: t) } ?? []
        return try joining(leaf, minSize: minSize, besideNodeAt: path, orientation: orientation, split: template, in: area)
    }

    /// `joining` beside the node at `path` (a container's, when it has the focus: the new window
    /// joins the container holding that one).
    public func joining(_ leaf: Leaf, minSize: Size = .zero, besideNodeAt path: [SplitSide], orientation: SplitLayout,
                        split template: Split = .standard, in area: Rect) throws(SplitTreeError) -> SplitTree {
        if contains(leaf) { throw .duplicateLeaf("\(leaf)") }
        guard root != nil else { return SplitTree(unchecked: .leaf(leaf, minSize: minSize), zoomed: nil) }
        guard let target = node(at: path) else { throw .noSplit("at \(path)") }
        if case .leaf(let tab, _) = target, isTab(tab) {
            return try insertingTab(leaf, minSize: minSize, after: tab, split: template, in: area).revealing(leaf, in: area)
        }
        // Shown first, so that every member the container will have has a length to keep.
        let shown = try revealingSides(of: path, in: area)
        let holder = path.isEmpty ? nil : shown.split(at: Array(path.dropLast()))
        let axis: SplitLayout
        if let holder, holder.group == nil {
            axis = holder.layout
        } else if path.isEmpty, let whole = shown.split(at: path), whole.group == nil, whole.box == nil {
            axis = whole.layout   // the whole tree is a chain: the new window joins it, last (not a container of its own)
        } else {
            axis = orientation
        }
        var template = template
        template.group = nil
        template.hidden = nil
        let joined = try shown.insertingNode(.leaf(leaf, minSize: minSize), besideNodeAt: path,
                                             placement: .toward(axis == .horizontal ? .right : .down), split: template, in: area)
        guard let top = joined.containers(of: leaf).first else { return joined }
        // The target moved one level down, to the primary side of the new split.
        let moved = path + [.primary]
        let lengths: [Int?] = joined.members(ofContainerAt: top).map { member in
            if member == path + [.secondary] { return nil }
            let before = member.starts(with: moved) ? path + member.dropFirst(moved.count) : member
            return shown.rect(at: before, in: area)?.length(along: axis)
        }
        return try joined.sharing(containerAt: top, in: Self.weights(keeping: lengths), in: area).revealing(leaf, in: area)
    }

    /// The tree without `leaf`, as i3 closes a window: the other members of the container it
    /// was in share its room in the proportions they had (each scaled by the same factor).
    /// Outside a container (a tab, a lone leaf, the last two members), as `removing`.
    public func leaving(_ leaf: Leaf, in area: Rect) throws(SplitTreeError) -> SplitTree {
        let path = try requirePath(to: leaf)
        let smaller = try removing(leaf)
        guard let side = path.last, let holder = split(at: Array(path.dropLast())), holder.group == nil,
              let top = containers(of: leaf).first, let axis = split(at: top)?.layout,
              let after = smaller.split(at: top), after.group == nil, after.layout == axis else { return smaller }
        // The sibling took the place of the split that held `leaf`.
        let parent = Array(path.dropLast()), sibling = parent + [side.other]
        let lengths: [Int?] = smaller.members(ofContainerAt: top).map { member in
            let before = member.starts(with: parent) ? sibling + member.dropFirst(parent.count) : member
            return rect(at: before, in: area)?.length(along: axis)
        }
        return try smaller.sharing(containerAt: top, in: Self.weights(keeping: lengths), in: area)
    }

    /// i3's weights for a container's children (`con_fix_percent`): those with a length keep it,
    /// each without one gets the average of those with one; when none has one, all are equal.
    /// Lengths within a pixel of each other are equal shares that the rounding to pixels told
    /// apart (i3 keeps its shares as fractions; here the lengths are all there is), so windows
    /// opened one after another stay within a pixel of each other however many come.
    static func weights(keeping lengths: [Int?]) -> [Double] {
        let known = lengths.compactMap { $0 }
        if let shortest = known.min(), let longest = known.max(), longest - shortest <= 1 { return lengths.map { _ in 1 } }
        let average = known.isEmpty ? 1 : Double(known.reduce(0, +)) / Double(known.count)
        return lengths.map { $0.map(Double.init) ?? average }
    }

    /// The tree with every split above the node at `path` that hides the side it is on showing
    /// it (each keeps its fraction, as `revealing` does for a leaf); splits inside the node keep
    /// what they hide.
    private func revealingSides(of path: [SplitSide], in area: Rect) throws(SplitTreeError) -> SplitTree {
        var tree = self
        for depth in path.indices where tree.split(at: Array(path[..<depth]))?.hidden == path[depth] {
            tree = try tree.updatingBranch(at: Array(path[..<depth]), in: area) { b in
                var split = b.split
                split.hidden = nil
                return b.with(split: split)
            }
        }
        return tree
    }
}

/// What `sharing` needs of a chain's shape: how many shown members a side holds and the pixels
/// its shown splitters take, along the chain's axis. A side that is not a split of the chain is
/// one member with no splitter of the chain, and so is a split boxed as a container of its own
/// below the chain's top.
private struct ChainShape<Leaf: Hashable & Sendable> {
    let axis: SplitLayout

    private func chainBranch(_ node: SplitNode<Leaf>, isTop: Bool) -> Branch<Leaf>? {
        guard case .branch(let b) = node, b.split.group == nil, b.split.layout == axis, isTop || b.split.box == nil else { return nil }
        return b
    }

    func memberCount(of node: SplitNode<Leaf>) -> Int {
        guard let b = chainBranch(node, isTop: false) else { return 1 }
        switch b.split.hidden {
        case .primary: return memberCount(of: b.secondary)
        case .secondary: return memberCount(of: b.primary)
        case nil: return memberCount(of: b.primary) + memberCount(of: b.secondary)
        }
    }

    func splitterPixels(of node: SplitNode<Leaf>, isTop: Bool = false) -> Int {
        guard let b = chainBranch(node, isTop: isTop) else { return 0 }
        let own = b.split.showsSplitter ? b.split.style.visibleThickness : 0
        switch b.split.hidden {
        case .primary: return own + splitterPixels(of: b.secondary)
        case .secondary: return own + splitterPixels(of: b.primary)
        case nil: return own + splitterPixels(of: b.primary) + splitterPixels(of: b.secondary)
        }
    }
}
