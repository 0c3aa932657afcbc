// The nodes of a split tree: leaves carrying an identity, branches carrying a split,
// each with a small summary of its subtree computed once when the node is built.

/// A node of a split tree: a leaf (one window) or a branch (a split with two children).
public enum SplitNode<Leaf: Hashable & Sendable>: Hashable, Sendable {
    case leaf(Leaf, minSize: Size)
    case branch(Branch<Leaf>)

    /// A leaf without a minimum size.
    public static func leaf(_ id: Leaf) -> SplitNode { .leaf(id, minSize: .zero) }

    /// A branch; its summary is derived from the children here.
    public static func split(_ split: Split, _ primary: SplitNode, _ secondary: SplitNode) -> SplitNode {
        .branch(Branch(split: split, primary: primary, secondary: secondary))
    }

    var summary: NodeSummary {
        switch self {
        case .leaf(_, let minSize):
            NodeSummary(leafCount: 1, splitCount: 0, depth: 0, minSize: minSize, hasPriority: false)
        case .branch(let branch):
            branch.summary
        }
    }

    /// The number of leaves in this subtree.
    public var leafCount: Int { summary.leafCount }
    /// The number of splits in this subtree.
    public var splitCount: Int { summary.splitCount }
    /// The number of branches on the longest path from here to a leaf.
    public var depth: Int { summary.depth }
    /// The smallest size this subtree can be given while every visible leaf keeps its minimum size.
    public var minSize: Size { summary.minSize }

    /// Every leaf of this subtree, primary side first.
    public var leaves: [Leaf] {
        var out: [Leaf] = []
        out.reserveCapacity(leafCount)
        appendLeaves(to: &out)
        return out
    }

    func appendLeaves(to out: inout [Leaf]) {
        switch self {
        case .leaf(let id, _): out.append(id)
        case .branch(let b):
            b.primary.appendLeaves(to: &out)
            b.secondary.appendLeaves(to: &out)
        }
    }

    /// Whether `leaf` is in this subtree.
    public func contains(_ leaf: Leaf) -> Bool {
        switch self {
        case .leaf(let id, _): id == leaf
        case .branch(let b): b.primary.contains(leaf) || b.secondary.contains(leaf)
        }
    }

    /// The leaf a walk down the primary sides reaches.
    var firstLeaf: Leaf {
        switch self {
        case .leaf(let id, _): id
        case .branch(let b): b.primaryFirstLeaf
        }
    }

    /// The child on `side`; nil for a leaf.
    func child(_ side: SplitSide) -> SplitNode? {
        guard case .branch(let b) = self else { return nil }
        return b.child(side)
    }
}

/// A split and its two children. The summary of the subtree is computed on creation.
///
/// An immutable class rather than a struct: every field is a constant, so it behaves as a
/// value, while reading a child's summary costs one pointer load instead of copying (and
/// retaining) the whole branch, and unchanged subtrees are shared between tree versions
/// and compare equal by identity. That keeps layout near 100 ns per leaf.
public final class Branch<Leaf: Hashable & Sendable>: Hashable, Sendable {
    public let split: Split
    public let primary: SplitNode<Leaf>
    public let secondary: SplitNode<Leaf>
    let summary: NodeSummary
    // The children's facts layout needs, copied here: reading them through the children
    // would cost a retain and release of each child per split per layout.
    let primaryMinSize: Size
    let secondaryMinSize: Size
    let primarySplitCount: Int
    /// The first leaf of each side (primary sides first, all the way down): together they name
    /// this split (see `SplitKey`), kept here so naming it costs nothing.
    let primaryFirstLeaf: Leaf
    let secondaryFirstLeaf: Leaf

    public init(split: Split, primary: SplitNode<Leaf>, secondary: SplitNode<Leaf>) {
        self.split = split
        self.primary = primary
        self.secondary = secondary
        primaryFirstLeaf = primary.firstLeaf
        secondaryFirstLeaf = secondary.firstLeaf
        let p = primary.summary, s = secondary.summary
        self.summary = NodeSummary(split: split, primary: p, secondary: s)
        primaryMinSize = p.minSize
        secondaryMinSize = s.minSize
        primarySplitCount = p.splitCount
    }

    public func child(_ side: SplitSide) -> SplitNode<Leaf> { side == .primary ? primary : secondary }

    /// This branch with one child replaced.
    func replacing(_ side: SplitSide, with node: SplitNode<Leaf>) -> Branch {
        side == .primary
            ? Branch(split: split, primary: node, secondary: secondary)
            : Branch(split: split, primary: primary, secondary: node)
    }

    func with(split newSplit: Split) -> Branch {
        Branch(split: newSplit, primary: primary, secondary: secondary)
    }

    // Equality and hashing follow the model only; the summary is derived from it.
    public static func == (a: Branch, b: Branch) -> Bool {
        a === b || (a.split == b.split && a.primary == b.primary && a.secondary == b.secondary)
    }
    public func hash(into h: inout Hasher) {
        h.combine(split)
        h.combine(primary)
        h.combine(secondary)
    }
}

/// A split's name that edits elsewhere in the tree leave alone, unlike its pre-order position:
/// the first leaf of each of its sides. No two splits share it (a split is the lowest common
/// ancestor of its two leaves), inserting a window after another or removing one elsewhere
/// keeps it, and it changes only when the first leaf of one of its sides goes or moves.
public struct SplitKey<Leaf: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    public let primary: Leaf
    public let secondary: Leaf

    public init(primary: Leaf, secondary: Leaf) {
        self.primary = primary
        self.secondary = secondary
    }

    public var description: String { "\(primary)|\(secondary)" }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(primary)
        hasher.combine(secondary)
    }

    /// Its leaves' own hashes, one seeding the other: a leaf type with a cheap hash (a window
    /// id's) gives a cheap key, where `hash(into:)` would run a SipHash over both.
    public func _rawHashValue(seed: Int) -> Int {
        secondary._rawHashValue(seed: primary._rawHashValue(seed: seed))
    }
}

extension Branch {
    /// This split's key.
    public var key: SplitKey<Leaf> { SplitKey(primary: primaryFirstLeaf, secondary: secondaryFirstLeaf) }
}

/// Facts about a subtree that layout and operations need in O(1).
struct NodeSummary: Hashable, Sendable {
    var leafCount: Int
    var splitCount: Int
    var depth: Int
    /// Minimum size of the subtree: leaf minimums plus splitter thicknesses, hidden sides included.
    var minSize: Size
    /// Whether any split in the subtree has a priority side (resizes elsewhere are no-ops).
    var hasPriority: Bool
    /// Whether any split in the subtree is part of a group: the questions about groups a map
    /// or a focus move asks (is the window beside it a tab?) need no search of a tree without.
    var hasGroup = false

    init(leafCount: Int, splitCount: Int, depth: Int, minSize: Size, hasPriority: Bool) {
        self.leafCount = leafCount
        self.splitCount = splitCount
        self.depth = depth
        self.minSize = minSize
        self.hasPriority = hasPriority
    }

    init(split: Split, primary p: NodeSummary, secondary s: NodeSummary) {
        leafCount = p.leafCount + s.leafCount
        splitCount = p.splitCount + s.splitCount + 1
        depth = max(p.depth, s.depth) + 1
        hasPriority = split.constraints.priority != nil || p.hasPriority || s.hasPriority
        hasGroup = split.group != nil || p.hasGroup || s.hasGroup
        // Both sides and the splitter count even when a side is hidden: hiding is then a
        // local change that never moves anything outside the split, and unhiding finds the
        // room it left.
        if split.group != nil {
            // A group shows one member at a time, each in the whole rectangle.
            minSize = Size(width: max(p.minSize.width, s.minSize.width), height: max(p.minSize.height, s.minSize.height))
            return
        }
        let axis = split.layout
        let along = split.style.visibleThickness + p.minSize.length(along: axis) + s.minSize.length(along: axis)
        let across = max(p.minSize.length(along: axis.toggled), s.minSize.length(along: axis.toggled))
        minSize = axis == .horizontal
            ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}
