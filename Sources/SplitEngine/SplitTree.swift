// The split tree value: its root, its zoomed leaf, and how to find and replace nodes in it.

/// A binary split tree of leaves. Every edit returns a new tree; nothing here touches X.
///
/// `Leaf` is an opaque identity (the window manager uses X window ids). Each leaf appears at
/// most once. The tree may be empty.
public struct SplitTree<Leaf: Hashable & Sendable>: Hashable, Sendable {
    public typealias Node = SplitNode<Leaf>

    /// The root node, nil for an empty tree.
    public internal(set) var root: Node?
    /// The leaf shown alone over the whole area, if any.
    public internal(set) var zoomed: Leaf?

    /// The deepest nesting a tree may have. Deeper trees cannot be laid out usefully (every
    /// level costs at least a splitter) and could not be stored as a JSON document.
    public static var maximumDepth: Int { 200 }

    public init() {}

    /// A tree holding `root`. Throws if a leaf appears twice or the tree is too deep.
    public init(root: Node?, zoomed: Leaf? = nil) throws {
        self.root = root
        self.zoomed = zoomed
        if let problem = validationProblems().first { throw SplitTreeError.invalid(problem) }
    }

    init(unchecked root: Node?, zoomed: Leaf?) {
        self.root = root
        self.zoomed = zoomed
    }

    public var isEmpty: Bool { root == nil }
    public var leafCount: Int { root?.leafCount ?? 0 }
    public var splitCount: Int { root?.splitCount ?? 0 }
    /// Every leaf, primary sides first (left to right, top to bottom).
    public var leaves: [Leaf] { root?.leaves ?? [] }

    public func contains(_ leaf: Leaf) -> Bool { root?.contains(leaf) ?? false }

    /// The minimum size of the leaf, if it is in the tree.
    public func minSize(of leaf: Leaf) -> Size? {
        guard let path = path(to: leaf), case .leaf(_, let size)? = node(at: path) else { return nil }
        return size
    }

    /// Everything that makes a tree invalid, in words, each naming where it is
    /// (`root.primary.secondary`); empty for a valid tree. Trees built by the operations are
    /// always valid; this checks decoded and hand-built ones.
    public func validationProblems() -> [String] {
        guard let root else { return zoomed == nil ? [] : ["the zoomed leaf is not in the tree"] }
        var problems: [String] = []
        if root.depth > Self.maximumDepth {
            return ["the tree nests \(root.depth) deep; at most \(Self.maximumDepth) is allowed"]
        }
        var seen = Set<Leaf>()
        Self.check(root, at: "root", seen: &seen, problems: &problems)
        if let zoomed, !seen.contains(zoomed) { problems.append("the zoomed leaf \(zoomed) is not in the tree") }
        return problems
    }

    private static func check(_ node: Node, at place: String, seen: inout Set<Leaf>, problems: inout [String]) {
        switch node {
        case .leaf(let id, let minSize):
            if !seen.insert(id).inserted { problems.append("\(place): leaf \(id) appears more than once") }
            if !(0...Limits.pixels).contains(minSize.width) || !(0...Limits.pixels).contains(minSize.height) {
                problems.append("\(place): minimum size \(minSize.width)x\(minSize.height) is outside 0...\(Limits.pixels)")
            }
        case .branch(let b):
            for problem in b.split.validationProblems() { problems.append("\(place): \(problem)") }
            check(b.primary, at: place + ".primary", seen: &seen, problems: &problems)
            check(b.secondary, at: place + ".secondary", seen: &seen, problems: &problems)
        }
    }
}

extension Split {
    /// What is wrong with this split's numbers, in words; empty when nothing is.
    func validationProblems() -> [String] {
        var problems: [String] = []
        func checkFraction(_ name: String, _ value: Double) {
            if !(value.isFinite && value >= 0 && value <= 1) { problems.append("\(name) \(value) is outside 0...1") }
        }
        checkFraction("fraction", fraction)
        checkFraction("minPrimaryFraction", constraints.minPrimaryFraction)
        checkFraction("minSecondaryFraction", constraints.minSecondaryFraction)
        for (name, value) in [("visibleThickness", style.visibleThickness), ("inset", style.inset),
                              ("hitThickness", style.hitThickness)] where !(0...Limits.pixels).contains(value) {
            problems.append("\(name) \(value) is outside 0...\(Limits.pixels)")
        }
        return problems
    }
}

/// Why an operation on a split tree could not be done.
public enum SplitTreeError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownLeaf(String)
    case duplicateLeaf(String)
    case noSplit(String)
    case tooDeep
    case invalid(String)

    public var description: String {
        switch self {
        case .unknownLeaf(let leaf): "no leaf \(leaf) in the tree"
        case .duplicateLeaf(let leaf): "leaf \(leaf) is already in the tree"
        case .noSplit(let what): "no split \(what)"
        case .tooDeep: "the tree would nest deeper than \(SplitTree<Int>.maximumDepth) levels"
        case .invalid(let why): "invalid tree: \(why)"
        }
    }
}

// MARK: - Paths: the sides taken from the root to reach a node.

extension SplitTree {
    /// The sides to take from the root to reach `leaf`, or nil when it is not in the tree.
    func path(to leaf: Leaf) -> [SplitSide]? {
        guard let root else { return nil }
        var path: [SplitSide] = []
        guard Self.search(root, for: leaf, reversedPath: &path) else { return nil }
        path.reverse()
        return path
    }

    /// Whether `leaf` is under `node`; if so, `reversedPath` gets the sides from `leaf` up to
    /// `node`, written only on the way back from the leaf found (a search visits most of the tree).
    private static func search(_ node: Node, for leaf: Leaf, reversedPath: inout [SplitSide]) -> Bool {
        switch node {
        case .leaf(let id, _):
            return id == leaf
        case .branch(let b):
            for side in SplitSide.allCases where search(b.child(side), for: leaf, reversedPath: &reversedPath) {
                reversedPath.append(side)
                return true
            }
            return false
        }
    }

    /// The path to `leaf`, or an unknownLeaf error.
    func requirePath(to leaf: Leaf) throws(SplitTreeError) -> [SplitSide] {
        guard let path = path(to: leaf) else { throw .unknownLeaf("\(leaf)") }
        return path
    }

    /// The node at `path` from the root, nil when the tree has none there.
    public func node(at path: some Collection<SplitSide>) -> Node? {
        var node = root
        for side in path { node = node?.child(side) }
        return node
    }

    /// The tree with the node at `path` replaced by `replacement`.
    func replacing(at path: [SplitSide], with replacement: Node) -> SplitTree {
        SplitTree(unchecked: Self.replace(root, path[...], with: replacement), zoomed: zoomed)
    }

    static func replace(_ node: Node?, _ path: ArraySlice<SplitSide>, with replacement: Node) -> Node {
        guard let side = path.first, case .branch(let b)? = node else { return replacement }
        return .branch(b.replacing(side, with: replace(b.child(side), path.dropFirst(), with: replacement)))
    }

    /// The path of the split whose pre-order position is `index` (the root split is 0, then
    /// its primary subtree's splits, then its secondary's). Layout reports splitters by it.
    public func pathToSplit(_ index: Int) -> [SplitSide]? {
        guard index >= 0 else { return nil }
        var node = root
        var remaining = index
        var path: [SplitSide] = []
        while case .branch(let b)? = node {
            if remaining == 0 { return path }
            remaining -= 1
            if remaining < b.primary.splitCount {
                path.append(.primary)
                node = b.primary
            } else {
                remaining -= b.primary.splitCount
                path.append(.secondary)
                node = b.secondary
            }
        }
        return nil
    }

    /// The pre-order position of the split at `path` (see `pathToSplit`).
    public func splitIndex(at path: [SplitSide]) -> Int? {
        var node = root
        var index = 0
        for side in path {
            guard case .branch(let b)? = node else { return nil }
            index += 1 + (side == .secondary ? b.primary.splitCount : 0)
            node = b.child(side)
        }
        guard case .branch? = node else { return nil }
        return index
    }

    /// The pre-order position of the split whose key is `key` (its sides' first leaves), or
    /// nil when no split has it now: how a splitter named by key finds its split.
    public func splitIndex(of key: SplitKey<Leaf>) -> Int? {
        pathToSplit(of: key).flatMap(splitIndex(at:))
    }

    /// The path of the split whose key is `key`, or nil when no split has it now. One search,
    /// for the primary leaf: the split is the branch on the way down to it whose key is `key`
    /// (each branch knows its sides' first leaves).
    public func pathToSplit(of key: SplitKey<Leaf>) -> [SplitSide]? {
        guard let path = path(to: key.primary) else { return nil }
        var node = root
        for (depth, side) in path.enumerated() {
            guard case .branch(let b)? = node else { return nil }
            if b.key == key { return Array(path[..<depth]) }
            node = b.child(side)
        }
        return nil
    }

    /// The key of the split at pre-order position `index` (see `splitIndex(of:)`).
    public func key(ofSplit index: Int) -> SplitKey<Leaf>? {
        guard let path = pathToSplit(index), case .branch(let b)? = node(at: path) else { return nil }
        return b.key
    }

    /// The split at `path`, or nil when a leaf or nothing is there.
    public func split(at path: [SplitSide]) -> Split? {
        guard case .branch(let b)? = node(at: path) else { return nil }
        return b.split
    }

    /// The rectangle the node at `path` gets in `area`, ignoring zoom and collapse, or nil
    /// when it sits on a hidden side.
    func rect(at path: some Collection<SplitSide>, in area: Rect) -> Rect? {
        var node = root
        var rect = area
        for side in path {
            guard case .branch(let b)? = node, let next = b.divide(rect).rect(of: side) else { return nil }
            rect = next
            node = b.child(side)
        }
        return rect
    }
}

extension SplitTree {
    /// The rectangle of the split with pre-order position `index` in `area` (zoom and
    /// collapse aside), or nil when there is no such split or it sits on a hidden side.
    public func rect(ofSplit index: Int, in area: Rect) -> Rect? {
        pathToSplit(index).flatMap { rect(at: $0, in: area) }
    }

    /// The path from the root to `leaf` (the sides taken), or nil when it is not in the tree.
    public func pathTo(_ leaf: Leaf) -> [SplitSide]? { path(to: leaf) }
}
