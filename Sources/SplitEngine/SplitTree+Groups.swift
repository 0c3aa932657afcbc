// Groups (i3's tabbed and stacked containers) over a binary tree: a group is a connected set
// of splits marked with the same `SplitGroup`; its members are the subtrees hanging below them,
// in order, and it shows one member at a time. Making, restyling and ending groups, a new tab,
// stepping between members, and what a group's neighbours are.
//
// How i3's n-ary containers read as binary splits: a chain of splits of one orientation is, to
// the user, one container. `layout tabbed` marks that whole chain (every connected split of the
// same layout around the focused window's parent), so three windows side by side become one
// group of three, and a side that is a split of the other orientation becomes one member (a tab
// holding that split, as i3 shows a container in a tab). The mark leaves each split's layout,
// fraction, priority side and minimums untouched, so `layout toggle split` (taking the marks
// off) gives back the tree exactly as it was when nothing moved in between.

/// One member of a group as a layout walks it: its subtree and where it starts in the tree's
/// pre-order numbering of splits and leaves.
struct GroupMember<Leaf: Hashable & Sendable> {
    var node: SplitNode<Leaf>
    var splitIndex: Int
    var leafIndex: Int
    var path: [SplitSide]

    /// Appends the members of the group whose split `node` is, in order: below its splits of
    /// the same style and layout (see `Split.joinsGroup`).
    static func collect(_ node: SplitNode<Leaf>, style: SplitGroup, layout: SplitLayout, splitIndex: Int, leafIndex: Int,
                        path: [SplitSide] = [], into members: inout [GroupMember]) {
        guard case .branch(let b) = node, b.split.group == style, b.split.layout == layout else {
            members.append(GroupMember(node: node, splitIndex: splitIndex, leafIndex: leafIndex, path: path))
            return
        }
        collect(b.primary, style: style, layout: layout, splitIndex: splitIndex + 1, leafIndex: leafIndex, path: path + [.primary],
                into: &members)
        collect(b.secondary, style: style, layout: layout, splitIndex: splitIndex + 1 + b.primarySplitCount,
                leafIndex: leafIndex + b.primary.leafCount, path: path + [.secondary], into: &members)
    }
}

extension SplitNode {
    /// The leaf that stands for this subtree on a tab: the focused leaf if it is here, else the
    /// most recent one here, else the first one its hidden sides leave.
    public func faceLeaf(focused: Leaf?, recency: [Leaf]) -> Leaf {
        if case .leaf(let id, _) = self { return id }
        if let focused, contains(focused) { return focused }
        // A leaf on a hidden side cannot be shown by focusing it: the most recent of the others.
        let shown = shownLeaves
        if let recent = recency.first(where: shown.contains) { return recent }
        return shown.first ?? firstLeaf
    }
}

/// A group around a leaf: where its topmost split is, its style and its members.
public struct GroupPlace<Leaf: Hashable & Sendable>: Sendable {
    /// The path to the group's topmost split.
    public var path: [SplitSide]
    public var style: SplitGroup
    /// Each member's subtree, with its path from the root, in order.
    public var members: [(node: SplitNode<Leaf>, path: [SplitSide])]
    /// The position in `members` of the member holding the leaf asked about.
    public var index: Int

}

extension SplitTree {
    /// The innermost group `leaf` is in (in a member of it), or nil.
    public func group(holding leaf: Leaf) -> GroupPlace<Leaf>? {
        groups(holding: leaf).last
    }

    /// Every group `leaf` is in, outermost first.
    public func groups(holding leaf: Leaf) -> [GroupPlace<Leaf>] {
        guard let root, root.summary.hasGroup, let path = path(to: leaf) else { return [] }
        var found: [GroupPlace<Leaf>] = []
        var node = root
        var depth = 0
        while depth < path.count, case .branch(let b) = node {
            if let style = b.split.group {
                // The topmost split of a group: walk its members, then go on inside the one holding the leaf.
                let top = Array(path[..<depth])
                var members: [GroupMember<Leaf>] = []
                GroupMember.collect(node, style: style, layout: b.split.layout, splitIndex: 0, leafIndex: 0, path: top, into: &members)
                guard let index = members.firstIndex(where: { path.starts(with: $0.path) }) else { break }
                found.append(GroupPlace(path: top, style: style, members: members.map { ($0.node, $0.path) }, index: index))
                node = members[index].node
                depth = members[index].path.count
            } else {
                node = b.child(path[depth])
                depth += 1
            }
        }
        return found
    }

    /// Whether `leaf` is itself a member of a group (a tab of its own, not inside a split in one).
    public func isTab(_ leaf: Leaf) -> Bool {
        guard let place = group(holding: leaf) else { return false }
        return place.members[place.index].node.leafCount == 1
    }

    /// The path of the split that holds `leaf` as the user sees it: its parent, or, for a leaf
    /// in a group, the split holding the whole group (group splits are not splits on screen).
    /// Nil when nothing holds it.
    func holdingPath(of leaf: Leaf) -> [SplitSide]? {
        guard var path = path(to: leaf) else { return nil }
        while !path.isEmpty {
            path.removeLast()
            if split(at: path)?.group == nil { return path }
        }
        return nil
    }

    /// The connected splits of one layout around the split holding `leaf` (its parent), none of
    /// them in a group: what `layout tabbed` makes one group of. Paths from the root.
    func chain(around leaf: Leaf) -> [[SplitSide]] {
        guard let path = path(to: leaf), !path.isEmpty else { return [] }
        var top = Array(path.dropLast())
        guard let layout = split(at: top)?.layout, split(at: top)?.group == nil else { return [] }
        while !top.isEmpty {
            let parent = Array(top.dropLast())
            // A boxed split is a container of its own: the chain ends at it.
            guard split(at: top)?.box == nil, let s = split(at: parent), s.layout == layout, s.group == nil else { break }
            top = parent
        }
        return containerSplits(at: top)
    }

    /// The tree with the splits at `paths` marked `style` (nil: unmarked), nothing else changed.
    func marking(_ paths: [[SplitSide]], _ style: SplitGroup?) -> SplitTree {
        editingSplits(at: paths) { $0.group = style }
    }

    /// The tree with `edit` applied to the split at each of `paths` (nothing else changed: the
    /// shape stays, so every path still leads where it did).
    func editingSplits(at paths: [[SplitSide]], _ edit: (inout Split) -> Void) -> SplitTree {
        var tree = self
        for path in paths {
            guard case .branch(let b)? = tree.node(at: path) else { continue }
            var split = b.split
            edit(&split)
            tree = tree.replacing(at: path, with: .branch(b.with(split: split)))
        }
        return tree
    }

    /// The paths of the splits of the group whose topmost split is at `top`.
    func groupSplits(at top: [SplitSide]) -> [[SplitSide]] {
        guard let first = split(at: top), let style = first.group else { return [] }
        var out: [[SplitSide]] = []
        func walk(_ at: [SplitSide]) {
            guard let s = split(at: at), s.group == style, s.layout == first.layout else { return }
            out.append(at)
            walk(at + [.primary])
            walk(at + [.secondary])
        }
        walk(top)
        return out
    }

    /// The tree with the group around `leaf` shown as `style`: the innermost group holding it
    /// restyled, else the chain of splits around its parent made a group. Throws when `leaf`
    /// is alone (a group needs two members) or absent.
    public func grouping(_ style: SplitGroup, around leaf: Leaf) throws(SplitTreeError) -> SplitTree {
        _ = try requirePath(to: leaf)
        if let place = directGroup(of: leaf) {
            return marking(groupSplits(at: place.path), style)
        }
        let chain = chain(around: leaf)
        guard !chain.isEmpty else { throw .noSplit("holds \(leaf): it is alone") }
        return marking(chain, style)
    }

    /// The group `leaf` is itself a member of (a tab of its own, its parent a group split), or nil.
    func directGroup(of leaf: Leaf) -> GroupPlace<Leaf>? {
        guard root?.summary.hasGroup == true, let path = path(to: leaf), !path.isEmpty,
              split(at: Array(path.dropLast()))?.group != nil else { return nil }
        return group(holding: leaf)
    }

    /// The tree with the group `leaf` is a member of ended: its splits unmarked, as they were.
    /// Throws when `leaf` is not a member of a group.
    /// With `layout`, every split of the group takes that layout too (i3's `layout splith` on a
    /// tabbed container).
    public func ungrouping(around leaf: Leaf, as layout: SplitLayout? = nil) throws(SplitTreeError) -> SplitTree {
        _ = try requirePath(to: leaf)
        guard let place = directGroup(of: leaf) else { throw .noSplit("groups \(leaf): it is in no group") }
        return editingSplits(at: groupSplits(at: place.path)) { split in
            split.group = nil
            if let layout { split.layout = layout }
        }
    }

    /// The pre-order position of the split holding `leaf` as the user sees it (see
    /// `holdingPath`) and the side of it `leaf` is on; nil when nothing holds it.
    public func holdingSplit(of leaf: Leaf) -> (index: Int, side: SplitSide)? {
        guard let path = path(to: leaf), let holder = holdingPath(of: leaf), let index = splitIndex(at: holder) else { return nil }
        return (index, path[holder.count])
    }

    /// The style of the group `leaf` is directly a member of, if any.
    public func groupStyle(of leaf: Leaf) -> SplitGroup? { directGroup(of: leaf)?.style }

    /// The tree with `leaf` added to the group `tab` is a member of, as the tab after it, in a
    /// split made from `template` (the group's mark and the layout of `tab`'s parent).
    public func insertingTab(_ leaf: Leaf, minSize: Size = .zero, after tab: Leaf, split template: Split = .standard,
                             in area: Rect) throws(SplitTreeError) -> SplitTree {
        let path = try requirePath(to: tab)
        guard !path.isEmpty, let parent = split(at: Array(path.dropLast())), let style = parent.group else {
            throw .noSplit("groups \(tab): it is in no group")
        }
        if contains(leaf) { throw .duplicateLeaf("\(leaf)") }
        var split = template
        split.layout = parent.layout
        split.group = style
        guard let existing = node(at: path) else { throw .unknownLeaf("\(tab)") }
        if path.count + existing.depth + 1 > Self.maximumDepth { throw .tooDeep }
        let branch = Branch(split: split, primary: existing, secondary: .leaf(leaf, minSize: minSize))
        return replacing(at: path, with: .branch(branch))
    }

    /// Where focus goes from `leaf` inside its groups toward `direction`: the next or the
    /// previous member of the innermost group along that axis (tabbed: left and right;
    /// stacked: up and down), its face leaf; nil at the group's end or outside any.
    /// Groups nested along the same axis are walked from the innermost out: at one's end, the
    /// next one out steps. `spatial`, the tile focus would reach on screen, comes first while
    /// it is inside the member the focus is in (a split inside a tab is nearer). Nil: no group
    /// has a member that way, and focus moves as on screen.
    public func groupStep(from leaf: Leaf, toward direction: Direction, recency: [Leaf], spatial: Leaf? = nil) -> Leaf? {
        // Behind a zoom only the zoomed leaf is shown: no member to step to.
        guard zoomed == nil else { return nil }
        for place in groups(holding: leaf).reversed() where place.style.axis == direction.axis {
            if let spatial, place.members[place.index].node.contains(spatial) { return nil }
            let next = place.index + (direction.side == .secondary ? 1 : -1)
            if place.members.indices.contains(next) { return place.members[next].node.faceLeaf(focused: nil, recency: recency) }
        }
        return nil
    }

    /// The members of the group whose topmost split is at `top` (nil when none starts there).
    public func groupMembers(at top: [SplitSide]) -> [SplitNode<Leaf>]? {
        guard let node = node(at: top), case .branch(let b) = node, let style = b.split.group else { return nil }
        var members: [GroupMember<Leaf>] = []
        GroupMember.collect(node, style: style, layout: b.split.layout, splitIndex: 0, leafIndex: 0, into: &members)
        return members.map(\.node)
    }

    /// The tree with tab `leaf` moved toward `direction`, as i3 moves a tab among its
    /// siblings: along its group's axis (tabbed: left and right; stacked: up and down) it
    /// changes places with the member before or after it; at the group's end, or across its
    /// axis, it is taken out of the group and put beside the whole group toward `direction`,
    /// in a split made from `template`. Nil when `leaf` is not a tab of a group.
    func movingTab(_ leaf: Leaf, toward direction: Direction, split template: Split,
                   in area: Rect) throws(SplitTreeError) -> SplitTree? {
        guard let place = directGroup(of: leaf), case .leaf(_, let minSize)? = node(at: try requirePath(to: leaf)) else {
            return nil
        }
        let next = place.index + (direction.side == .secondary ? 1 : -1)
        if place.style.axis == direction.axis, place.members.indices.contains(next) {
            // Members are disjoint subtrees: each takes the other's place, splits untouched.
            let here = place.members[place.index], there = place.members[next]
            var moved = replacing(at: here.path, with: there.node).replacing(at: there.path, with: here.node)
            moved.zoomed = zoomed
            return moved
        }
        // Taking a leaf out replaces its parent by its sibling, so what is left of the group
        // is still at the group's path.
        let without = try removing(leaf)
        let top = place.path
        guard let groupNode = without.node(at: top) else { return nil }
        if top.count + groupNode.depth + 1 > Self.maximumDepth { throw .tooDeep }
        var split = template
        split.layout = direction.axis
        let newLeaf = Node.leaf(leaf, minSize: minSize)
        let branch = direction.side == .primary
            ? Branch(split: split, primary: newLeaf, secondary: groupNode)
            : Branch(split: split, primary: groupNode, secondary: newLeaf)
        var moved = without.replacing(at: top, with: .branch(branch))
        moved.zoomed = zoomed
        return moved
    }
}
