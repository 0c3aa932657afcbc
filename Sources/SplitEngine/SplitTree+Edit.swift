// Structural edits: inserting, removing, swapping and moving leaves.

/// Where `inserting` puts a new leaf next to its target.
public enum InsertPlacement: Hashable, Sendable {
    /// Beside the target toward a direction: `.left` makes the new leaf the primary side of
    /// a horizontal split, `.down` the secondary side of a vertical one.
    case toward(Direction)
    /// Split the longer side of the target's current rectangle: side by side (new leaf on the
    /// right) when it is at least as wide as it is tall, else above/below (new leaf below).
    case longerSide
    /// Like `longerSide`, but the new leaf goes first (left or above), as in a spiral that
    /// grows toward the top left.
    case longerSideFirst
    /// bspwm's `spiral` scheme: the new leaf takes the place of the target's parent split, on
    /// the target's side, and that parent turns a quarter (SplitTree+Spiral.swift), so windows
    /// wind inward. Beside a tree of one window, `longerSide`.
    case spiral
    /// `spiral` whose first split (beside a tree of one window) is `longerSideFirst`'s.
    case spiralFirst

    func direction(for targetRect: Rect) -> Direction {
        switch self {
        case .toward(let d): d
        case .longerSide, .spiral: targetRect.width >= targetRect.height ? .right : .down
        case .longerSideFirst, .spiralFirst: targetRect.width >= targetRect.height ? .left : .up
        }
    }

    /// Whether this is one of the spiral schemes.
    var winds: Bool { self == .spiral || self == .spiralFirst }
}

extension SplitTree {
    /// The tree with `leaf` added beside `target` (or beside the whole tree when `target` is
    /// nil), in a new split made from `template` (its layout and side come from `placement`,
    /// everything else, the fraction included, from the template).
    ///
    /// The new leaf is not revealed: if `target` sits on a hidden side or behind a zoomed
    /// leaf, so does the new one (call `revealing` to show it). The target keeps its
    /// fractions (priority sides apply to screen resizes and splitter moves, not to
    /// insertions), so removing the new leaf again gives back this exact tree.
    public func inserting(
        _ leaf: Leaf, minSize: Size = .zero, beside target: Leaf?, placement: InsertPlacement,
        split template: Split = .standard, in area: Rect
    ) throws(SplitTreeError) -> SplitTree {
        if contains(leaf) { throw .duplicateLeaf("\(leaf)") }
        return try insertingNode(.leaf(leaf, minSize: minSize), beside: target, placement: placement, split: template, in: area)
    }

    /// `inserting` for a whole subtree (a container moved or sent here): `newNode`'s leaves
    /// must not be in the tree.
    func insertingNode(
        _ newNode: Node, beside target: Leaf?, placement: InsertPlacement, split template: Split, in area: Rect
    ) throws(SplitTreeError) -> SplitTree {
        let path = try target.map { t throws(SplitTreeError) in try requirePath(to: t) } ?? []
        return try insertingNode(newNode, besideNodeAt: path, placement: placement, split: template, in: area)
    }

    /// `insertingNode` beside the node at `path` (a container's, `[]` the whole tree).
    func insertingNode(
        _ newNode: Node, besideNodeAt path: [SplitSide], placement: InsertPlacement, split template: Split, in area: Rect
    ) throws(SplitTreeError) -> SplitTree {
        guard let root else { return SplitTree(unchecked: newNode, zoomed: nil) }
        guard let existing = node(at: path) else { throw .noSplit("at \(path)") }
        if placement.winds, let side = path.last {
            return try winding(newNode, besideNodeAt: path, on: side, split: template)
        }
        if path.count + max(existing.depth, newNode.depth) + 1 > Self.maximumDepth { throw .tooDeep }

        let oldRect = rect(at: path, in: area)
        let direction = placement.direction(for: oldRect ?? area)
        var split = template
        split.layout = direction.axis
        let branch = direction.side == .primary
            ? Branch(split: split, primary: newNode, secondary: existing)
            : Branch(split: split, primary: existing, secondary: newNode)
        return SplitTree(unchecked: Self.replace(root, path[...], with: .branch(branch)), zoomed: zoomed)
    }

    /// The tree without `leaf`: its sibling takes the parent split's place and rectangle,
    /// keeping its fractions (the inverse of `inserting`). Unzooms if `leaf` was zoomed.
    public func removing(_ leaf: Leaf) throws(SplitTreeError) -> SplitTree {
        let path = try requirePath(to: leaf)
        let zoom = zoomed == leaf ? nil : zoomed
        guard let side = path.last else { return SplitTree(unchecked: nil, zoomed: nil) }
        let parent = Array(path.dropLast())
        guard let sibling = node(at: parent + [side.other]) else { throw .unknownLeaf("\(leaf)") }
        return SplitTree(unchecked: replacing(at: parent, with: sibling).root, zoomed: zoom)
    }

    /// The tree with the two leaves in each other's places (with their minimum sizes).
    public func swapping(_ a: Leaf, _ b: Leaf) throws(SplitTreeError) -> SplitTree {
        let pathA = try requirePath(to: a), pathB = try requirePath(to: b)
        guard let nodeA = node(at: pathA), let nodeB = node(at: pathB) else { return self }
        return replacing(at: pathA, with: nodeB).replacing(at: pathB, with: nodeA)
    }

    /// The tree with `leaf` moved one step toward `direction`: it is taken out and put back
    /// beside its spatial neighbour in that direction, on the far side (so in a row A|B|C,
    /// moving A right gives B|A|C). With no neighbour, it goes to that edge of the whole
    /// tree; a leaf already alone at that edge stays where it is.
    public func moving(
        _ leaf: Leaf, toward direction: Direction, split template: Split = .standard, in area: Rect,
        recency: [Leaf] = []
    ) throws(SplitTreeError) -> SplitTree {
        let path = try requirePath(to: leaf)
        guard !path.isEmpty, case .leaf(_, let minSize)? = node(at: path) else { return self }
        // A tab goes one place along its group, or at its end leaves it, beside it on that side.
        if let out = try movingTab(leaf, toward: direction, split: template, in: area) { return out }
        let neighbour = self.neighbour(of: leaf, toward: direction, in: area, recency: recency)
        // A window moving onto a group's tab joins that group, after it.
        if let neighbour, isTab(neighbour) {
            var joined = try removing(leaf).insertingTab(leaf, minSize: minSize, after: neighbour, split: template, in: area)
            joined.zoomed = zoomed
            return joined
        }
        if neighbour == nil, path.count == 1, path[0] == direction.side,
           split(at: [])?.layout == direction.axis {
            return self
        }
        let without = try removing(leaf)
        var moved = try without.inserting(
            leaf, minSize: minSize, beside: neighbour, placement: .toward(direction), split: template, in: area)
        moved.zoomed = zoomed
        return moved
    }

    /// The tree with `leaf`'s minimum size (from its window's size hints) set to `size`.
    public func settingMinSize(_ size: Size, of leaf: Leaf) throws(SplitTreeError) -> SplitTree {
        let path = try requirePath(to: leaf)
        return replacing(at: path, with: .leaf(leaf, minSize: size))
    }

    /// The tree with `leaf` made visible: every split hiding the side it is on unhides it,
    /// and a zoom on another leaf ends. What a window manager does for a new window.
    public func revealing(_ leaf: Leaf, in area: Rect) throws(SplitTreeError) -> SplitTree {
        let path = try requirePath(to: leaf)
        var tree = self
        if let zoomed, zoomed != leaf { tree.zoomed = nil }
        for depth in path.indices {
            let ancestor = Array(path[..<depth])
            guard tree.split(at: ancestor)?.hidden == path[depth] else { continue }
            tree = try tree.updatingBranch(at: ancestor, in: area) { b in
                var split = b.split
                split.hidden = nil
                return b.with(split: split)
            }
        }
        return tree
    }
}

extension SplitTree {
    /// The tree with leaf `old` standing for `new` instead, in the same place (how a saved
    /// layout's leaf is claimed by a new window). Throws if `new` is already in the tree.
    public func renaming(_ old: Leaf, to new: Leaf) throws(SplitTreeError) -> SplitTree {
        let path = try requirePath(to: old)
        if old != new, contains(new) { throw .duplicateLeaf("\(new)") }
        guard case .leaf(_, let minSize)? = node(at: path) else { return self }
        var renamed = replacing(at: path, with: .leaf(new, minSize: minSize))
        if zoomed == old { renamed.zoomed = new }
        return renamed
    }
}
