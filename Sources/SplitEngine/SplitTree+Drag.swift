// Dragging a splitter: the fraction follows the pointer, clamped, with drag-to-hide.

/// A splitter drag in progress: which split, where it started, and what it shows now.
/// A value, not a loop: the window manager keeps it between motion events.
public struct SplitDrag: Hashable, Sendable {
    /// The pre-order position of the dragged split.
    public let split: Int
    /// The dragged split's path from the root (what the fuzzed invariants check it against).
    public let path: [SplitSide]
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
    public func beginningDrag(ofSplit index: Int, at pointer: Point, in area: Rect) throws(SplitTreeError) -> SplitDrag {
        guard let path = pathToSplit(index), case .branch(let b)? = node(at: path),
              let rect = rect(at: path, in: area), let slot = b.divide(rect).splitter
        else { throw .noSplit("number \(index) with a splitter on screen") }
        let axis = b.split.layout
        let centre = slot.origin(along: axis) - rect.origin(along: axis) + slot.length(along: axis) / 2
        return SplitDrag(
            split: index, path: path, startPointer: pointer.coordinate(along: axis), startCentre: centre,
            startFraction: b.split.fraction, startHidden: b.split.hidden,
            fraction: b.split.fraction, hidden: b.split.hidden)
    }

    /// The tree and drag after the pointer moved to `pointer`. The splitter follows the
    /// pointer, clamped by the constraints. Drag-to-hide: a side allowed to hide (by its
    /// constraint, or because it was hidden when the drag started) is shown hidden while the
    /// pointer would leave it less than half of its minimum; coming back shows it again.
    /// Releasing needs no call: the tree already shows what stays.
    ///
    /// Only the dragged split and the subtrees below it change, so the cost is proportional
    /// to the dragged subtree (see `layout(ofSplit:in:)` for its new rectangles).
    public func dragging(_ drag: SplitDrag, to pointer: Point, in area: Rect) -> (tree: SplitTree, drag: SplitDrag) {
        guard case .branch(let b)? = node(at: drag.path), let rect = rect(at: drag.path, in: area) else {
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
