// Containers as an i3 user sees them over the binary tree (`focus parent`): a group, or a chain
// of splits of one orientation (three windows side by side are one container, not two nested
// splits) up to a split boxed as a container of its own (`SplitBox`); then the container
// holding that one, up to the whole tree. A container is named by the path of its topmost
// split, found again from a window whenever it is needed (paths change with edits; the window
// and how many levels up do not). Moving, removing and sending whole containers.

extension SplitTree {
    /// The containers around `leaf`, innermost first, each by the path of its topmost split: the
    /// group `leaf` is a tab of, or the chain of splits of one orientation holding it; then the
    /// container holding that one, and so on to the root. Empty for a lone or absent leaf.
    public func containers(of leaf: Leaf) -> [[SplitSide]] {
        guard let path = path(to: leaf) else { return [] }
        var out: [[SplitSide]] = []
        var below = path
        while !below.isEmpty {
            var top = Array(below.dropLast())
            guard var s = split(at: top) else { break }
            while !top.isEmpty, let parent = split(at: Array(top.dropLast())), s.continuesContainer(of: parent) {
                top.removeLast()
                s = parent
            }
            out.append(top)
            below = top
        }
        return out
    }

    /// The leaves of the node at `path` (empty when there is none).
    public func leaves(at path: [SplitSide]) -> [Leaf] { node(at: path)?.leaves ?? [] }

    /// The tree without the node at `path`: its sibling takes the parent's place (as `removing`
    /// does for a leaf); the whole tree removed leaves it empty. A zoom on one of its leaves ends.
    public func removingNode(at path: [SplitSide]) throws(SplitTreeError) -> SplitTree {
        guard let node = node(at: path) else { throw .noSplit("at \(path)") }
        let zoom = zoomed.flatMap { node.contains($0) ? nil : $0 }
        guard let side = path.last else { return SplitTree(unchecked: nil, zoomed: nil) }
        let parent = Array(path.dropLast())
        guard let sibling = self.node(at: parent + [side.other]) else { throw .noSplit("at \(path)") }
        return SplitTree(unchecked: replacing(at: parent, with: sibling).root, zoomed: zoom)
    }

    /// The tree with `node` added beside `target` (nil: the whole tree) as `inserting` adds a
    /// leaf; `node` comes from another tree (a container sent to another workspace).
    public func inserting(_ node: SplitNode<Leaf>, beside target: Leaf?, placement: InsertPlacement, split template: Split,
                          in area: Rect) throws(SplitTreeError) -> SplitTree {
        if let clash = node.leaves.first(where: contains) { throw .duplicateLeaf("\(clash)") }
        return try insertingNode(node, beside: target, placement: placement, split: template, in: area)
    }

    /// The tree with the node at `path` and the nearest tile beyond its edge toward `direction`
    /// in each other's places, as `swapping` exchanges two leaves (the splits inside the node
    /// go with it). Unchanged when no tile is that way.
    public func swappingNode(at path: [SplitSide], toward direction: Direction, in area: Rect,
                             recency: [Leaf] = []) -> SplitTree {
        guard let node = node(at: path), !path.isEmpty, let source = rect(at: path, in: area) else { return self }
        let inside = Set(node.leaves)
        let tiles = layout(in: area, focused: recency.first, recency: recency).tiles.filter { !inside.contains($0.leaf) }
        // A leaf outside the node: neither path holds the other, so each replacement leaves
        // the other's path as it was.
        guard let neighbour = Self.nearest(to: source, toward: direction, among: tiles, recency: recency),
              let there = self.path(to: neighbour), let other = self.node(at: there) else { return self }
        var swapped = replacing(at: path, with: other).replacing(at: there, with: node)
        swapped.zoomed = zoomed
        return swapped
    }

    /// The tree with the node at `path` moved one step toward `direction`, as `moving` moves a
    /// leaf: out and back beside the nearest tile beyond its edge that way (on that tile's far
    /// side), or at that edge of the whole tree. The whole tree, or a node already alone at
    /// that edge, stays.
    public func movingNode(at path: [SplitSide], toward direction: Direction, split template: Split, in area: Rect,
                           recency: [Leaf] = []) throws(SplitTreeError) -> SplitTree {
        guard let node = node(at: path), !path.isEmpty, let source = rect(at: path, in: area) else { return self }
        let inside = Set(node.leaves)
        let tiles = layout(in: area, focused: recency.first, recency: recency).tiles.filter { !inside.contains($0.leaf) }
        let neighbour = Self.nearest(to: source, toward: direction, among: tiles, recency: recency)
        if neighbour == nil, path.count == 1, path[0] == direction.side, split(at: [])?.layout == direction.axis { return self }
        var moved = try removingNode(at: path).insertingNode(node, beside: neighbour, placement: .toward(direction),
                                                             split: template, in: area)
        moved.zoomed = zoomed.flatMap { inside.contains($0) ? nil : $0 }
        return moved
    }

    /// The tree with `leaf` added beside the container at `top`, as `inserting` adds it beside a
    /// leaf (a new window while a container has the focus).
    public func inserting(_ leaf: Leaf, minSize: Size = .zero, besideContainerAt top: [SplitSide], placement: InsertPlacement,
                          split template: Split, in area: Rect) throws(SplitTreeError) -> SplitTree {
        if contains(leaf) { throw .duplicateLeaf("\(leaf)") }
        return try insertingNode(.leaf(leaf, minSize: minSize), besideNodeAt: top, placement: placement, split: template, in: area)
    }

    /// The splits of the container at `top`: its group's, or its chain's of one orientation.
    func containerSplits(at top: [SplitSide]) -> [[SplitSide]] {
        guard let s = split(at: top) else { return [] }
        if s.group != nil { return groupSplits(at: top) }
        var out: [[SplitSide]] = []
        func walk(_ at: [SplitSide]) {
            // A split boxed as a container of its own below the top is not one of its splits.
            guard let here = split(at: at), here.layout == s.layout, here.group == nil, at == top || here.box == nil else { return }
            out.append(at)
            walk(at + [.primary])
            walk(at + [.secondary])
        }
        walk(top)
        return out
    }

    /// The tree with the container at `top` shown as `style` (nil: its splits unmarked, each
    /// turned to `layout` if given), or, for a container that is no group and `style` nil, its
    /// splits turned to `layout` (nil: the other orientation); with `keepingItApart` (i3's
    /// containers), boxed when that is the orientation of the chain holding it, else it joins
    /// that chain. `layout` on a container.
    public func arranging(containerAt top: [SplitSide], as style: SplitGroup?, layout: SplitLayout?,
                          keepingItApart: Bool = false) throws(SplitTreeError) -> SplitTree {
        guard let current = split(at: top) else { throw .noSplit("at \(top)") }
        let paths = containerSplits(at: top)
        if let style { return marking(paths, style) }
        let turned = layout ?? (current.group == nil ? current.layout.toggled : nil)
        let edited = editingSplits(at: paths) { split in
            split.group = nil
            if let turned { split.layout = turned }
        }
        // i3 changes a container's layout in place: turned to the orientation of the chain
        // holding it, it stays a container of its own in that chain (192-layout.t) rather
        // than merging into it.
        guard keepingItApart, let turned, !top.isEmpty, let parent = split(at: Array(top.dropLast())), parent.group == nil,
              parent.layout == turned, current.box == nil else { return edited }
        return edited.editingSplits(at: [top]) { $0.box = SplitBox() }
    }

    /// The tree with a side of the split holding the container at `top` hidden (`side`), both
    /// shown (nil), or with `toggle` the side the container is not on hidden, or both shown.
    public func hiding(_ side: SplitSide?, toggle: Bool = false, splitHoldingContainerAt top: [SplitSide],
                       in area: Rect) throws(SplitTreeError) -> SplitTree {
        // A group's splits show no sides: the split holding a container in a tab is the group's.
        var at = top
        repeat {
            guard !at.isEmpty else { throw .noSplit("holds the container: it is the whole tree") }
            at.removeLast()
        } while split(at: at)?.group != nil
        guard let holder = split(at: at) else { throw .noSplit("holds the container: it is the whole tree") }
        let hidden = toggle ? (holder.hidden == nil ? top[at.count].other : nil) : side
        return try updatingBranch(at: at, in: area) { b in
            var split = b.split
            split.hidden = hidden
            return b.with(split: split)
        }
    }

    /// i3's `move` of `leaf` (i3's tree_move), where it differs from a move beside the tile that
    /// way: in the nearest chain of the direction's orientation around it, the member holding it
    /// is beside a container (a split or a group) that way, which `leaf` enters after its most
    /// recent window (`recency`); else, out of its own container across that container's
    /// orientation, `leaf` goes right beside the member it left, on the side it moves toward.
    /// nil for a plain move: within its chain toward a window, no such chain around it, or a
    /// group in the way.
    public func movingAsI3(_ leaf: Leaf, toward direction: Direction, split template: Split, in area: Rect,
                           recency: [Leaf]) throws(SplitTreeError) -> SplitTree? {
        let path = try requirePath(to: leaf)
        guard case .leaf(_, let minSize)? = node(at: path), let holder = split(at: Array(path.dropLast())),
              holder.group == nil else { return nil }
        // The nearest split of the direction's orientation holding `leaf`, with no group between.
        var chain = Array(path.dropLast())
        while split(at: chain)?.layout != direction.axis {
            guard !chain.isEmpty else { return nil }
            chain.removeLast()
            guard let s = split(at: chain), s.group == nil else { return nil }
        }
        // Its chain's top, and the member holding `leaf`.
        while !chain.isEmpty, let parent = split(at: Array(chain.dropLast())), parent.group == nil, parent.layout == direction.axis {
            chain.removeLast()
        }
        var member = chain
        while let s = split(at: member), s.group == nil, s.layout == direction.axis { member.append(path[member.count]) }
        let members = members(ofContainerAt: chain)
        guard let index = members.firstIndex(of: member) else { return nil }
        let next = direction == .left || direction == .up ? index - 1 : index + 1
        if members.indices.contains(next), case .branch? = node(at: members[next]) {
            let inside = leaves(at: members[next])
            guard let target = recency.first(where: inside.contains) ?? inside.first else { return nil }
            var moved = try removing(leaf).joining(leaf, minSize: minSize, beside: target, orientation: direction.axis,
                                                   split: template, in: area)
            moved.zoomed = zoomed
            return moved
        }
        guard member != path else { return nil }
        var moved = try removing(leaf).insertingNode(.leaf(leaf, minSize: minSize), besideNodeAt: member,
                                                     placement: .toward(direction), split: template, in: area)
        moved.zoomed = zoomed
        return moved
    }
}
