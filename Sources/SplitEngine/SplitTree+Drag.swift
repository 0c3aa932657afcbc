// Dragging a splitter: the fraction follows the pointer, clamped, with drag-to-hide.

/// A splitter drag in progress: which split, where it started, and what it shows now.
/// A value, not a loop: the window manager keeps it between motion events.
///
/// The split is held by its key (the first leaf of each side), which edits elsewhere in the
/// tree leave alone, so a drag outlives a window coming or going beside it; `path` is only
/// where it was last found. The pointer's offsets are along the split's orientation at the
/// start: a split turned the other way is not the one dragged (`locating` finds none).
public struct SplitDrag<Leaf: Hashable & Sendable>: Hashable, Sendable {
    /// The dragged split's key.
    public let key: SplitKey<Leaf>
    /// The dragged split's orientation at the start.
    public let layout: SplitLayout
    /// Where the split was last found from the root: looked at first, searched for again by
    /// key only when the tree changed there (see `locating`).
    public internal(set) var path: [SplitSide]
    let startPointer: Int
    /// The splitter's centre at the start, in pixels from the split's origin.
    let startCentre: Int
    let startFraction: Double
    /// The side hidden when the drag started.
    public let startHidden: SplitSide?
    /// The split's fraction now (what a drag monitor reports).
    public internal(set) var fraction: Double
    /// The side hidden now: the start's, or a drag-to-hide preview.
    public internal(set) var hidden: SplitSide?

    /// Whether the drag currently previews hiding a side (released now, it stays hidden).
    public var isPreviewingHide: Bool { hidden != nil && hidden != startHidden }
}

extension SplitTree {
    /// Starts dragging the splitter of the split with pre-order position `index`, grabbed at
    /// `pointer`. Throws when there is no such split or its splitter is not shown.
    public func beginningDrag(ofSplit index: Int, at pointer: Point, in area: Rect) throws(SplitTreeError) -> SplitDrag<Leaf> {
        guard let path = pathToSplit(index), case .branch(let b)? = node(at: path),
              let rect = rect(at: path, in: area), let slot = b.divide(rect).splitter
        else { throw .noSplit("number \(index) with a splitter on screen") }
        let axis = b.split.layout
        let centre = slot.origin(along: axis) - rect.origin(along: axis) + slot.length(along: axis) / 2
        return SplitDrag(
            key: b.key, layout: axis, path: path, startPointer: pointer.coordinate(along: axis), startCentre: centre,
            startFraction: b.split.fraction, startHidden: b.split.hidden,
            fraction: b.split.fraction, hidden: b.split.hidden)
    }

    /// `drag` with its split found in this tree (`path` where it is now), or nil when no split
    /// has its key, or the split with it lies the other way now. Where the tree did not change
    /// on the way to it, a walk down the path it was last at; else one search (`pathToSplit(of:)`).
    public func locating(_ drag: SplitDrag<Leaf>) -> SplitDrag<Leaf>? {
        if case .branch(let b)? = node(at: drag.path), b.key == drag.key {
            return b.split.layout == drag.layout ? drag : nil
        }
        guard let path = pathToSplit(of: drag.key), split(at: path)?.layout == drag.layout else { return nil }
        var found = drag
        found.path = path
        return found
    }

    /// The tree with the dragged split back as the drag found it (its fraction and hidden side
    /// at the start's), through `updatingBranch`, and everything else as it is now: what the
    /// drag started from, after edits elsewhere during it. Unchanged when the split is gone.
    public func undoing(_ drag: SplitDrag<Leaf>, in area: Rect) -> SplitTree {
        guard let found = locating(drag), let split = split(at: found.path) else { return self }
        var start = split
        start.fraction = drag.startFraction
        start.hidden = drag.startHidden
        guard start != split, let tree = try? updatingBranch(at: found.path, in: area, { $0.with(split: start) }) else { return self }
        return tree
    }

    /// The tree and drag after the pointer moved to `pointer`. The splitter follows the
    /// pointer, clamped by the constraints. Drag-to-hide: a side allowed to hide (by its
    /// constraint, or because it was hidden when the drag started) is shown hidden while the
    /// pointer would leave it less than half of its minimum; coming back shows it again.
    /// Releasing needs no call: the tree already shows what stays.
    ///
    /// Only the dragged split and the subtrees below it change, so the cost is proportional
    /// to the dragged subtree (see `layout(ofSplit:in:)` for its new rectangles).
    public func dragging(_ drag: SplitDrag<Leaf>, to pointer: Point, in area: Rect) -> (tree: SplitTree, drag: SplitDrag<Leaf>) {
        guard let drag = locating(drag), case .branch(let b)? = node(at: drag.path), let rect = rect(at: drag.path, in: area) else {
            return (self, drag)
        }
        let axis = b.split.layout
        let length = rect.length(along: axis)
        let t = b.split.thickness(in: length)
        let centre = drag.startCentre + pointer.coordinate(along: axis) - drag.startPointer
        let wantedPrimary = centre - t / 2
        let wantedSecondary = length - t - wantedPrimary
        let bounds = b.primaryBounds(in: length)
        let needPrimary = bounds.lowerBound, needSecondary = length - t - bounds.upperBound

        func hides(_ side: SplitSide, wanted: Int, need: Int) -> Bool {
            (b.split.constraints.dragToHide(side) || drag.startHidden == side) && wanted * 2 < max(need, 1)
        }
        let hidden: SplitSide? =
            hides(.primary, wanted: wantedPrimary, need: needPrimary) ? .primary
            : hides(.secondary, wanted: wantedSecondary, need: needSecondary) ? .secondary
            : nil

        var split = b.split
        split.hidden = hidden
        let primary = min(bounds.upperBound, max(bounds.lowerBound, wantedPrimary))
        if hidden != nil, hidden == drag.startHidden {
            split.fraction = drag.startFraction
        } else if primary != b.primaryLength(in: length) {
            // Only a change of pixels changes the fraction: a pointer that moved within
            // one pixel leaves the model (and so the screen) exactly as it was.
            split = split.with(fraction: Split.fraction(forPrimaryPixels: primary, length: length, thickness: t))
        }
        var next = drag
        next.fraction = split.fraction
        next.hidden = hidden
        guard split != b.split,
              let tree = try? updatingBranch(at: drag.path, in: area, { $0.with(split: split) })
        else { return (self, next) }
        return (tree, next)
    }
}
