// The arithmetic of one split: how its rectangle is shared between primary, splitter and
// secondary, in whole pixels. Every geometry in the engine goes through this file.

/// How one split divides its rectangle. The present parts tile the rectangle exactly.
struct Division: Equatable {
    /// The primary side's rectangle, nil when it is hidden (or collapsed away).
    var primary: Rect?
    /// The secondary side's rectangle, nil when it is hidden (or collapsed away).
    var secondary: Rect?
    /// The splitter's slot in the tiling, nil when it is not shown.
    var splitter: Rect?

    func rect(of side: SplitSide) -> Rect? { side == .primary ? primary : secondary }
}

extension Split {
    /// The visible thickness the splitter takes in a split `length` pixels long.
    func thickness(in length: Int) -> Int { min(style.visibleThickness, max(0, length)) }

    /// The primary length `fraction` alone gives: the splitter's centre at `fraction × length`,
    /// rounded down once; the secondary gets the rest.
    static func primaryPixels(at fraction: Double, length: Int, thickness: Int) -> Int {
        let available = length - thickness
        let raw = fraction * Double(length) - Double(thickness) / 2
        // Clamped first, so truncation is the floor (and NaN, which fails `raw > 0`, gives 0).
        guard raw > 0 else { return 0 }
        return raw < Double(available) ? Int(raw) : available
    }

    /// The fraction whose primary length is exactly `pixels`. It aims at the middle of the
    /// pixel, so rounding error can never move the result to a neighbouring pixel.
    static func fraction(forPrimaryPixels pixels: Int, length: Int, thickness: Int) -> Double {
        guard length > 0 else { return 0.5 }
        let f = (Double(pixels) + Double(thickness) / 2 + 0.5) / Double(length)
        return min(1, max(0, f))
    }

    /// The range of primary lengths the constraints allow in a split `length` pixels long
    /// whose children need at least `minPrimary` and `minSecondary` pixels along the axis.
    ///
    /// Min fractions and children's minimum sizes both count. When they cannot all be met,
    /// the available length is shared in proportion to the two sides' needs (the same rule
    /// as `SplitConstraints.clamp`), so the result is still a valid tiling.
    func primaryBounds(length: Int, minPrimary: Int, minSecondary: Int) -> ClosedRange<Int> {
        let t = thickness(in: length)
        let available = length - t
        let minP = SplitConstraints.sane(constraints.minPrimaryFraction)
        let minS = SplitConstraints.sane(constraints.minSecondaryFraction)
        // Most splits have no min fractions: skip their floating-point arithmetic then.
        let needP = minP == 0 ? minPrimary
            : max(Split.primaryPixels(at: minP, length: length, thickness: t), minPrimary)
        let needS = minS == 0 ? minSecondary
            : max(available - Split.primaryPixels(at: 1 - minS, length: length, thickness: t), minSecondary)
        if needP + needS <= available { return needP...(available - needS) }
        let shared = Int((Double(available) * Double(needP) / Double(needP + needS)).rounded(.down))
        return shared...shared
    }

    /// The primary length this split shows in `length` pixels: its fraction, clamped by
    /// `primaryBounds`.
    func primaryLength(length: Int, minPrimary: Int, minSecondary: Int) -> Int {
        let wanted = Split.primaryPixels(at: fraction, length: length, thickness: thickness(in: length))
        let bounds = primaryBounds(length: length, minPrimary: minPrimary, minSecondary: minSecondary)
        return min(bounds.upperBound, max(bounds.lowerBound, wanted))
    }

    /// How this split shares `rect` between its sides (hidden sides included).
    func divide(_ rect: Rect, minPrimary: Int, minSecondary: Int) -> Division {
        // A group's members each have the whole rectangle (one is shown at a time).
        if group != nil { return Division(primary: rect, secondary: rect, splitter: nil) }
        let axis = layout
        let length = rect.length(along: axis)
        let t = thickness(in: length)
        switch hidden {
        case .primary:
            guard showsSplitter else { return Division(primary: nil, secondary: rect, splitter: nil) }
            return Division(
                primary: nil,
                secondary: rect.slice(along: axis, from: t, length: length - t),
                splitter: rect.slice(along: axis, from: 0, length: t))
        case .secondary:
            guard showsSplitter else { return Division(primary: rect, secondary: nil, splitter: nil) }
            return Division(
                primary: rect.slice(along: axis, from: 0, length: length - t),
                secondary: nil,
                splitter: rect.slice(along: axis, from: length - t, length: t))
        case nil:
            let p = primaryLength(length: length, minPrimary: minPrimary, minSecondary: minSecondary)
            return Division(
                primary: rect.slice(along: axis, from: 0, length: p),
                secondary: rect.slice(along: axis, from: p + t, length: length - p - t),
                splitter: rect.slice(along: axis, from: p, length: t))
        }
    }
}

extension Branch {
    /// How this branch shares `rect`, its children's minimum sizes included.
    func divide(_ rect: Rect) -> Division {
        split.divide(
            rect,
            minPrimary: primaryMinSize.length(along: split.layout),
            minSecondary: secondaryMinSize.length(along: split.layout))
    }

    /// The primary length this branch shows in a rectangle `length` pixels long.
    func primaryLength(in length: Int) -> Int {
        split.primaryLength(
            length: length,
            minPrimary: primaryMinSize.length(along: split.layout),
            minSecondary: secondaryMinSize.length(along: split.layout))
    }

    /// The allowed primary lengths in a rectangle `length` pixels long.
    func primaryBounds(in length: Int) -> ClosedRange<Int> {
        split.primaryBounds(
            length: length,
            minPrimary: primaryMinSize.length(along: split.layout),
            minSecondary: secondaryMinSize.length(along: split.layout))
    }

    /// Whether the branch shows one side only in `rect`: forced (`Split.collapsed`), or its
    /// rectangle is shorter along the split's axis than `collapseBelow` says (0: never).
    func collapses(in rect: Rect, collapseBelow: Size) -> Bool {
        if split.collapsed || split.group != nil { return true }
        let threshold = collapseBelow.length(along: split.layout)
        return threshold > 0 && rect.length(along: split.layout) < threshold
    }

    /// What the branch shows in `rect` once collapsing is taken into account: when it
    /// `collapses`, only one side is shown, full size and without a splitter: the side
    /// holding the focus, else the visible one, else the primary (the index side of an
    /// index/detail pair). Collapsing by size is decided here and never stored, so the
    /// split comes back by itself, every fraction as it was, when space returns.
    func arrange(_ rect: Rect, focusSide: SplitSide?, collapseBelow: Size) -> Division {
        guard collapses(in: rect, collapseBelow: collapseBelow) else { return divide(rect) }
        let visibleFocus = focusSide == split.hidden ? nil : focusSide
        let shown = visibleFocus ?? split.hidden?.other ?? .primary
        return shown == .primary
            ? Division(primary: rect, secondary: nil, splitter: nil)
            : Division(primary: nil, secondary: rect, splitter: nil)
    }
}
