// Fitting a shape to a layout: the pose (fractions and splitter thicknesses) under which a
// tree shape lays its leaves out where a layout shows them, read off the layout split by split,
// a group's bar included (`Transition.reproduces` checks the result).

extension Transition {
    /// The pose of `shape` whose layout puts every leaf of `rects` at its rectangle and every
    /// other leaf at zero size, when the shape allows it (`reproduces` checks).
    ///
    /// Each split is read off the layout: its primary side ends where the primary leaves'
    /// bounding box ends, its secondary side starts where the secondary leaves' box starts, and
    /// the splitter is what lies between. A side with no leaf shown gets zero length.
    static func pose(of shape: SplitNode<Leaf>, fitting rects: [Leaf: Rect], bars: [Rect] = [], titles: [Leaf: Rect] = [:],
                     in area: Rect) -> Pose {
        // Each side's box once, bottom up (a box per split asked of the whole subtree again
        // made a pose grow with the windows times the depth).
        var boxes: [SideBoxes] = []
        boxes.reserveCapacity(splitCount(shape))
        _ = sideBoxes(shape, rects, bars, titles, &boxes)
        var pose = Pose(area: area)
        fit(shape, in: area, boxes, &pose)
        return pose
    }

    /// The bounding boxes of the leaves shown of a split's two sides; for a group's topmost
    /// split, the bar found above them; for a split of a group below its topmost, `chained`.
    private struct SideBoxes {
        var primary: Rect?
        var secondary: Rect?
        var bar: Rect? = nil
        var chained = false
    }

    /// How many splits `node` has (a capacity).
    private static func splitCount(_ node: SplitNode<Leaf>) -> Int {
        guard case .branch(let b) = node else { return 0 }
        return 1 + splitCount(b.primary) + splitCount(b.secondary)
    }

    /// Appends the side boxes of every split of `node`, in pre-order (the order `fit` reads
    /// them, as it appends fractions), and returns the box of `node`'s leaves shown (a group's
    /// with its bar, from `bars`; a window's with its title bar, from `titles`).
    /// A window that is a group's member (`inGroup`: its split is a group's) has its tab, not
    /// a title bar, in this shape: the bar above it is its group's. `chain` is the style and
    /// orientation of the group whose split holds `node`: a split of the same is that group's
    /// too (`GroupMember.collect`), whose bar its topmost split adds.
    private static func sideBoxes(_ node: SplitNode<Leaf>, _ rects: [Leaf: Rect], _ bars: [Rect], _ titles: [Leaf: Rect],
                                  inGroup: Bool = false, chain: (SplitGroup, SplitLayout)? = nil,
                                  _ boxes: inout [SideBoxes]) -> Rect? {
        switch node {
        case .leaf(let id, _): return inGroup ? rects[id] : rects[id].flatMap { union($0, titles[id]) }
        case .branch(let b):
            let k = boxes.count
            boxes.append(SideBoxes(primary: nil, secondary: nil))
            let group = b.split.group.map { ($0, b.split.layout) }
            let primary = sideBoxes(b.primary, rects, bars, titles, inGroup: group != nil, chain: group, &boxes)
            let secondary = sideBoxes(b.secondary, rects, bars, titles, inGroup: group != nil, chain: group, &boxes)
            let chained = group != nil && chain.map { $0 == group! } ?? false
            boxes[k] = SideBoxes(primary: primary, secondary: secondary, chained: chained)
            let box = union(primary, secondary)
            guard group != nil, let shown = box, !chained else { return box }
            // A group's bar spans the member it shows, above it: right above and as wide, or
            // further where a window of that member is squeezed to no size (not in `rects`).
            // The nearest such bar; a wrong guess only fails `reproduces`.
            let above = bars.filter { $0.x <= shown.x && $0.maxX >= shown.maxX && $0.maxY <= shown.y }
            boxes[k].bar = above.max { $0.maxY < $1.maxY }
            return union(shown, boxes[k].bar)
        }
    }

    private static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a, let b else { return a ?? b }
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }

    private static func fit(_ node: SplitNode<Leaf>, in rect: Rect, _ boxes: [SideBoxes], _ pose: inout Pose) {
        guard case .branch(let b) = node else { return }
        if b.split.group != nil {
            // A group's members overlap: each gets the rectangle below the bar, which is where
            // the one shown is (its box); its own numbers keep, as they show nothing.
            let boxed = boxes[pose.fractions.count]
            let (primaryBox, secondaryBox) = (boxed.primary, boxed.secondary)
            pose.fractions.append(b.split.fraction)
            pose.thicknesses.append(0)
            // Below the bar (a split of the group below its topmost was given that already),
            // else from where the shown member starts.
            let top = boxed.chained ? rect.y : boxed.bar?.maxY ?? (primaryBox ?? secondaryBox)?.y
            let body = top.map { Rect(x: rect.x, y: $0, width: rect.width, height: rect.maxY - $0) } ?? rect
            fit(b.primary, in: primaryBox == nil ? rect : body, boxes, &pose)
            fit(b.secondary, in: secondaryBox == nil ? rect : body, boxes, &pose)
            return
        }
        let axis = b.split.layout
        let start = rect.origin(along: axis), length = rect.length(along: axis)
        let (primaryBox, secondaryBox) = (boxes[pose.fractions.count].primary, boxes[pose.fractions.count].secondary)
        var p: Int, t: Int
        switch (primaryBox, secondaryBox) {
        case let (pb?, sb?):
            p = pb.origin(along: axis) + pb.length(along: axis) - start
            t = sb.origin(along: axis) - start - p
        case let (pb?, nil):
            p = pb.origin(along: axis) + pb.length(along: axis) - start
            t = length - p
        case let (nil, sb?):
            p = 0
            t = sb.origin(along: axis) - start
        case (nil, nil):
            // Nothing of this split is shown (its area is empty): its own numbers keep.
            t = 0
            p = Split.primaryPixels(at: b.split.fraction, length: length, thickness: 0)
        }
        p = min(max(0, p), length)
        t = min(max(0, t), length - p)
        pose.fractions.append(Split.fraction(forPrimaryPixels: p, length: length, thickness: t))
        pose.thicknesses.append(t)
        fit(b.primary, in: rect.slice(along: axis, from: 0, length: p), boxes, &pose)
        fit(b.secondary, in: rect.slice(along: axis, from: p + t, length: length - p - t), boxes, &pose)
    }
}
