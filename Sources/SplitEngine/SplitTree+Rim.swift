// The rim of a tree: the leaves pinned to its outside (sidebars). A pinned leaf is on the rim
// when it is a side of the root split, or of the split that is the other side of a rim leaf's
// split, and so on inwards; groups end the rim (their members are tabs, not sides). The window
// manager pins sticky tiles: taken off one workspace's tree with their pixels and put around
// another's, they keep their place on the monitor while the workspace behind them changes.

/// Where a pinned leaf sat around the rest of its tree: its split (layout, fraction,
/// constraints, style, hidden side), which side it was, and its length along the split in
/// pixels as shown.
public struct Pin: Hashable, Sendable {
    public var split: Split
    public var side: SplitSide
    public var pixels: Int

    public init(split: Split, side: SplitSide, pixels: Int) {
        self.split = split
        self.side = side
        self.pixels = pixels
    }
}

/// A leaf taken off a tree's rim, with where it sat (nil: it was the whole tree).
public struct PinnedLeaf<Leaf: Hashable & Sendable>: Hashable, Sendable {
    public var leaf: Leaf
    public var minSize: Size
    public var pin: Pin?

    public init(leaf: Leaf, minSize: Size = .zero, pin: Pin?) {
        self.leaf = leaf
        self.minSize = minSize
        self.pin = pin
    }
}

extension SplitTree {
    /// The leaves on the rim that `isPinned` chooses, outermost first (a tree that is one
    /// pinned leaf has that leaf on its rim).
    public func rim(where isPinned: (Leaf) -> Bool) -> [Leaf] {
        var out: [Leaf] = []
        var node = root
        while let current = node {
            switch current {
            case .leaf(let leaf, _):
                if isPinned(leaf) { out.append(leaf) }
                return out
            case .branch(let b):
                guard b.split.group == nil, let side = Self.pinnedSide(of: b, isPinned),
                      case .leaf(let leaf, _) = b.child(side) else { return out }
                out.append(leaf)
                node = b.child(side.other)
            }
        }
        return out
    }

    /// The tree without its rim (`rim(where:)`), the leaves taken off with their pins,
    /// outermost first, and the rectangle the rest has inside them in `area` (`area` itself
    /// when nothing is pinned, or the whole tree is one pinned leaf). The rest keeps every
    /// fraction: `rest.pinning(pinned, in: area)` gives back this tree.
    public func unpinning(where isPinned: (Leaf) -> Bool, in area: Rect) -> (rest: SplitTree, pinned: [PinnedLeaf<Leaf>], restArea: Rect) {
        var pinned: [PinnedLeaf<Leaf>] = []
        var node = root
        var rect = area
        while case .branch(let b)? = node, b.split.group == nil, let side = Self.pinnedSide(of: b, isPinned),
              case .leaf(let leaf, let minSize) = b.child(side) {
            let division = b.divide(rect)
            pinned.append(PinnedLeaf(leaf: leaf, minSize: minSize,
                                     pin: Pin(split: b.split, side: side, pixels: division.rect(of: side)?.length(along: b.split.layout) ?? 0)))
            node = b.child(side.other)
            // A rest on a hidden side has no rectangle: the sides outside it had the whole one.
            rect = division.rect(of: side.other) ?? rect
        }
        if case .leaf(let leaf, let minSize)? = node, isPinned(leaf) {
            pinned.append(PinnedLeaf(leaf: leaf, minSize: minSize, pin: nil))
            node = nil
        }
        let rest = SplitTree(unchecked: node, zoomed: zoomed.flatMap { node?.contains($0) == true ? $0 : nil })
        return (rest, pinned, rect)
    }

    /// The rectangle the rest of the tree has inside its rim in `area` (see `unpinning`).
    public func restArea(where isPinned: (Leaf) -> Bool, in area: Rect) -> Rect {
        unpinning(where: isPinned, in: area).restArea
    }

    /// This tree inside `pinned` (outermost first): each pinned leaf a side of a split around
    /// what is inside it, as long as its pin says in pixels, its split otherwise as the pin
    /// has it; one without a pin (it was a whole tree) gets `otherwise`. An empty tree takes
    /// the innermost leaf as its root. With `restWas` (the rectangle this tree was laid out
    /// in), its priority sides keep their pixels in the smaller rectangle it has now, as after
    /// a screen resize. Nil when the tree would be too deep.
    public func pinning(_ pinned: [PinnedLeaf<Leaf>], in area: Rect, otherwise: Pin, restWas: Rect? = nil) -> SplitTree? {
        guard !pinned.isEmpty else { return self }
        var inner = pinned
        var node: Node
        if let root { node = root } else {
            let innermost = inner.removeLast()
            node = .leaf(innermost.leaf, minSize: innermost.minSize)
        }
        if node.depth + inner.count > Self.maximumDepth { return nil }
        // A rest hidden where the pin was taken (dragged away) is shown here: hidden, it would
        // hide the whole tree the sidebar goes around.
        let pins = inner.map { leaf in
            var pin = leaf.pin ?? otherwise
            if pin.split.hidden == pin.side.other { pin.split.hidden = nil }
            return pin
        }
        // Built from the inside out, with the pins' own splits first.
        for (leaf, pin) in zip(inner, pins).reversed() {
            let side: Node = .leaf(leaf.leaf, minSize: leaf.minSize)
            node = .split(pin.split, pin.side == .primary ? side : node, pin.side == .primary ? node : side)
        }
        var tree = SplitTree(unchecked: node, zoomed: zoomed)
        // Then each split's fraction from the outside in, where each has its rectangle: its
        // pinned side as many pixels as it showed. The fraction it had stays when it shows them
        // (put back where it came from, the tree is the same to the bit).
        var path: [SplitSide] = []
        for pin in pins {
            if pin.split.hidden == nil, let rect = tree.rect(at: path, in: area), case .branch(let b)? = tree.node(at: path) {
                let length = rect.length(along: pin.split.layout)
                let thickness = b.split.thickness(in: length), available = length - thickness
                let shown = b.primaryLength(in: length)
                if (pin.side == .primary ? shown : available - shown) != pin.pixels {
                    let pixels = min(available, max(0, pin.pixels))
                    let primary = pin.side == .primary ? pixels : available - pixels
                    let split = b.split.with(fraction: Split.fraction(forPrimaryPixels: primary, length: length, thickness: thickness))
                    tree = tree.replacing(at: path, with: .branch(b.with(split: split)))
                }
            }
            path.append(pin.side.other)
        }
        if let restWas, root != nil, let now = tree.rect(at: path, in: area), now != restWas, let rest = tree.node(at: path) {
            tree = tree.replacing(at: path, with: rest.resized(from: restWas, to: now))
        }
        return tree
    }

    /// The side of `b` that is a pinned leaf (the primary when both are).
    private static func pinnedSide(of b: Branch<Leaf>, _ isPinned: (Leaf) -> Bool) -> SplitSide? {
        if case .leaf(let leaf, _) = b.primary, isPinned(leaf) { return .primary }
        if case .leaf(let leaf, _) = b.secondary, isPinned(leaf) { return .secondary }
        return nil
    }
}
