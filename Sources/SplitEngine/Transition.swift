// Animated reflow: the frames between two layouts of a tree. Each frame is laid out by the
// engine from an interpolated tree (fractions and splitter thicknesses, never pixel
// rectangles), so every frame tiles its area exactly. A window that comes grows from zero on
// its side, one that goes shrinks to zero, a hidden side grows from and shrinks to zero. A
// change that no one tree's fractions can carry (a swap, a move, a layout toggle, a flip)
// goes in two legs: the windows that must travel shrink away, then grow in where they go.

/// How the time of an animation maps to its progress.
public enum Easing: String, CaseIterable, Hashable, Sendable {
    case linear
    /// Starts slowly (cubic).
    case easeIn = "ease-in"
    /// Starts fast and settles (cubic): the motion answers the key at once.
    case easeOut = "ease-out"
    /// Slow at both ends (cubic).
    case easeInOut = "ease-in-out"

    /// The progress at `time` (both 0...1; values outside are clamped).
    public func progress(_ time: Double) -> Double {
        let t = time.isFinite ? min(1, max(0, time)) : 1
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut:
            let u = 1 - t
            return 1 - u * u * u
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = -2 * t + 2
            return 1 - u * u * u / 2
        }
    }
}

/// The motion from one layout of a tree to another, as a sequence of legs, each the frames of
/// one tree shape whose fractions and thicknesses move from a start pose to an end pose.
public struct Transition<Leaf: Hashable & Sendable>: Sendable {
    /// The numbers that place a shape in an area: per split, in pre-order, the fraction and
    /// the splitter's thickness that reproduce a layout.
    struct Pose: Equatable, Sendable {
        var area: Rect
        var fractions: [Double] = []
        var thicknesses: [Int] = []
    }

    /// One stretch of the motion: frames of `shape` between two poses.
    struct Leg: Sendable {
        var shape: SplitNode<Leaf>
        var start: Pose
        var end: Pose
    }

    let legs: [Leg]
    /// Whether the motion could not be made of valid frames (no shape fits both ends): the
    /// caller shows the end at once.
    public let isCut: Bool

    /// Whether there is nothing to animate: a cut, or both ends look the same.
    public var isEmpty: Bool { legs.isEmpty }

    /// The motion from `from` (laid out as `fromLayout` in `fromArea`) to `to` (laid out as
    /// `toLayout` in `toArea`). `layOut` lays out a tree as the target is laid out (focus,
    /// collapse): the two-leg plan lays out the target less the windows that travel.
    ///
    /// `from` may be a frame of a motion under way (`frame(at:)`): the new motion then starts
    /// exactly where the windows are, which is how a change retargets without a jump.
    public init(from: SplitTree<Leaf>, laidOut fromLayout: Layout<Leaf>, in fromArea: Rect,
                to: SplitTree<Leaf>, laidOut toLayout: Layout<Leaf>, in toArea: Rect,
                layOut: (SplitTree<Leaf>, Rect) -> Layout<Leaf>) {
        let fromRects = Self.present(fromLayout), toRects = Self.present(toLayout)
        if fromRects == toRects && fromArea == toArea && fromLayout.groups.map(\.bar) == toLayout.groups.map(\.bar) {
            legs = []
            isCut = false
            return
        }
        if let legs = Self.plan(from: from, End(fromLayout, rects: fromRects), fromArea, to: to, End(toLayout, rects: toRects), toArea,
                                layOut: layOut) {
            self.legs = legs.filter { $0.start != $0.end }
            isCut = false
        } else {
            legs = []
            isCut = true
        }
    }

    /// The tree (laid out in the area returned) that shows the motion at `time` (0...1, the
    /// share of the duration gone), eased by `easing` within each leg; nil when there is
    /// nothing to animate.
    public func frame(at time: Double, easing: Easing = .linear) -> (tree: SplitTree<Leaf>, area: Rect)? {
        guard !legs.isEmpty else { return nil }
        let t = time.isFinite ? min(1, max(0, time)) : 1
        let scaled = t * Double(legs.count)
        let index = min(legs.count - 1, Int(scaled))
        let leg = legs[index]
        let progress = easing.progress(scaled - Double(index))
        return Self.posed(leg.shape, leg.start.interpolated(to: leg.end, progress))
    }

    // MARK: - Planning

    /// One end of a motion: the leaves shown there with their rectangles, and the groups' bars
    /// (in the order `bars` gives), which a group's side of a split includes. Bars are known by
    /// their place, not their group's key: a window that comes first in a group changes the key.
    /// A title bar is a bar too, and its window's side of a split includes it (`titles`).
    struct End {
        var rects: [Leaf: Rect]
        var bars: [Rect]
        var titles: [Leaf: Rect] = [:]

        init(_ layout: Layout<Leaf>, rects: [Leaf: Rect]? = nil) {
            self.rects = rects ?? present(layout)
            bars = Transition.bars(layout)
            for group in layout.groups where group.split == nil && !group.bar.isEmpty { titles[group.tabs[0]] = group.bar }
        }
    }

    /// The legs that carry `from` to `to`, each checked to reproduce both its ends exactly; nil
    /// when none could be found.
    private static func plan(from: SplitTree<Leaf>, _ fromEnd: End, _ fromArea: Rect,
                             to: SplitTree<Leaf>, _ toEnd: End, _ toArea: Rect,
                             layOut: (SplitTree<Leaf>, Rect) -> Layout<Leaf>) -> [Leg]? {
        let fromRects = fromEnd.rects, toRects = toEnd.rects
        // The leaves of each end as sets: a walk of the tree per question made planning grow
        // with the square of the windows.
        let toLeaves = Set(to.leaves), fromLeaves = Set(from.leaves)
        // One leg of the target's shape: windows come (grow from zero), nothing that is shown
        // leaves the tree.
        if let shape = to.root, fromRects.keys.allSatisfy(toLeaves.contains),
           let leg = leg(shape, from: fromEnd, fromArea, to: toEnd, toArea, layOut: layOut) {
            return [leg]
        }
        // One leg of the start's shape: windows go (shrink to zero).
        if let shape = from.root, toRects.keys.allSatisfy(fromLeaves.contains),
           let leg = leg(shape, from: fromEnd, fromArea, to: toEnd, toArea, layOut: layOut) {
            return [leg]
        }
        // Two legs: the windows that travel (and those that go) shrink away on the start's
        // shape, to the target without the travellers and the newcomers; then they (and the
        // newcomers) grow in on the target's shape. Travellers are the windows the target shows
        // elsewhere than the start (or not at all); as few of them as still fit are kept.
        let order = to.leaves
        var travellers = order.filter { leaf in toRects[leaf].map { $0 != fromRects[leaf] } ?? false }
        let newcomers = order.filter { !fromLeaves.contains($0) }
        guard !travellers.isEmpty || !newcomers.isEmpty else { return nil }
        // All the travellers leaving may leave nothing to fill the area (a swap of the only two
        // windows): then one of them stays.
        let tries = [travellers] + travellers.indices.map { k in travellers.enumerated().filter { $0.offset != k }.map(\.element) }
        var best: [Leg]?
        for candidate in tries {
            best = twoLegs(from: from, fromLeaves, fromEnd, fromArea, to: to, toEnd, toArea, leaving: newcomers + candidate, layOut: layOut)
            if best != nil {
                travellers = candidate
                break
            }
        }
        guard var best else { return nil }
        var k = 0
        while k < travellers.count {
            var fewer = travellers
            fewer.remove(at: k)
            if let legs = twoLegs(from: from, fromLeaves, fromEnd, fromArea, to: to, toEnd, toArea,
                                  leaving: newcomers + fewer, layOut: layOut) {
                travellers = fewer
                best = legs
            } else {
                k += 1
            }
        }
        return best
    }

    /// The two legs through the target less `leaving`, or nil when they do not fit.
    private static func twoLegs(from: SplitTree<Leaf>, _ fromLeaves: Set<Leaf>, _ fromEnd: End, _ fromArea: Rect,
                                to: SplitTree<Leaf>, _ toEnd: End, _ toArea: Rect,
                                leaving: [Leaf], layOut: (SplitTree<Leaf>, Rect) -> Layout<Leaf>) -> [Leg]? {
        var middle = to
        for leaf in leaving { middle = (try? middle.removing(leaf)) ?? middle }
        guard !middle.isEmpty, let start = from.root, let end = to.root else { return nil }
        let middleLayout = layOut(middle, toArea)
        let middleEnd = End(middleLayout)
        guard middleEnd.rects.keys.allSatisfy(fromLeaves.contains),
              let first = leg(start, from: fromEnd, fromArea, to: middleEnd, toArea, layOut: layOut),
              let second = leg(end, from: middleEnd, toArea, to: toEnd, toArea, layOut: layOut) else { return nil }
        return [first, second]
    }

    /// A leg of `shape` between two layouts, if the shape reproduces both exactly.
    private static func leg(_ shape: SplitNode<Leaf>, from a: End, _ areaA: Rect,
                            to b: End, _ areaB: Rect, layOut: (SplitTree<Leaf>, Rect) -> Layout<Leaf>) -> Leg? {
        let start = pose(of: shape, fitting: a.rects, bars: a.bars, titles: a.titles, in: areaA)
        let end = pose(of: shape, fitting: b.rects, bars: b.bars, titles: b.titles, in: areaB)
        guard reproduces(shape, start, a, layOut), reproduces(shape, end, b, layOut) else { return nil }
        return Leg(shape: shape, start: start, end: end)
    }

    /// The groups' bars a layout shows (those with pixels), top to bottom, left to right.
    static func bars(_ layout: Layout<Leaf>) -> [Rect] {
        layout.groups.map(\.bar).filter { !$0.isEmpty }.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// The leaves a layout shows, with their rectangles: tiles of no area count as absent.
    static func present(_ layout: Layout<Leaf>) -> [Leaf: Rect] {
        var rects: [Leaf: Rect] = [:]
        rects.reserveCapacity(layout.tiles.count)
        for tile in layout.tiles where !tile.rect.isEmpty { rects[tile.leaf] = tile.rect }
        return rects
    }

    /// Whether `shape` in `pose` lays out every leaf of `end` exactly there, every other leaf with
    /// no area, and the groups' bars where `end` has them.
    private static func reproduces(_ shape: SplitNode<Leaf>, _ pose: Pose, _ end: End,
                                   _ layOut: (SplitTree<Leaf>, Rect) -> Layout<Leaf>) -> Bool {
        let (tree, area) = posed(shape, pose)
        let layout = layOut(tree, area)
        // The groups' bars too: a shape without the group would put a splitter where its bar is.
        guard bars(layout) == end.bars else { return false }
        let rects = end.rects
        var matched = 0
        for tile in layout.tiles {
            if let wanted = rects[tile.leaf] {
                guard tile.rect == wanted else { return false }
                matched += 1
            } else if !tile.rect.isEmpty {
                return false
            }
        }
        return matched == rects.count
    }

    // MARK: - Frames

    /// `shape` with each split's fraction and thickness from `pose`, and nothing else that
    /// could move a pixel: no constraint, no hidden side, no minimum size. Its splitters keep
    /// their colour and hit area, its groups their marks (a group shows one member at a time).
    static func posed(_ shape: SplitNode<Leaf>, _ pose: Pose) -> (tree: SplitTree<Leaf>, area: Rect) {
        var index = 0
        func build(_ node: SplitNode<Leaf>) -> SplitNode<Leaf> {
            switch node {
            case .leaf(let id, _): return .leaf(id)
            case .branch(let b):
                let k = index
                index += 1
                let style = b.split.style
                let split = Split(layout: b.split.layout, fraction: pose.fractions[k],
                                  style: SplitterStyle(visibleThickness: pose.thicknesses[k], inset: style.inset,
                                                       hitThickness: style.hitThickness, color: style.color),
                                  group: b.split.group)
                let primary = build(b.primary)
                return .split(split, primary, build(b.secondary))
            }
        }
        return (SplitTree(unchecked: build(shape), zoomed: nil), pose.area)
    }
}

extension Transition.Pose {
    /// The pose `progress` (0...1) of the way to `end`: fractions, thicknesses and the area's
    /// edges each moved in proportion.
    func interpolated(to end: Self, _ progress: Double) -> Self {
        var pose = Self(area: area.interpolated(to: end.area, progress))
        pose.fractions = zip(fractions, end.fractions).map { a, b in a + (b - a) * progress }
        pose.thicknesses = zip(thicknesses, end.thicknesses).map { a, b in a + Int((Double(b - a) * progress).rounded()) }
        return pose
    }
}
