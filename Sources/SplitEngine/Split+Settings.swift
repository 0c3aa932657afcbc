// One split's own values, set one at a time (by the per-split commands), and the record of
// which values are its own, so that new defaults (a reloaded config) reach only the others.

/// Which of a split's constraints and style values were set on that split itself rather
/// than taken from the defaults for new splits. Defaults given again (a reload, a restore)
/// replace only the values not in this set.
public struct SplitOverrides: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let priority = SplitOverrides(rawValue: 1 << 0)
    public static let minPrimaryFraction = SplitOverrides(rawValue: 1 << 1)
    public static let minSecondaryFraction = SplitOverrides(rawValue: 1 << 2)
    public static let dragToHidePrimary = SplitOverrides(rawValue: 1 << 3)
    public static let dragToHideSecondary = SplitOverrides(rawValue: 1 << 4)
    public static let visibleThickness = SplitOverrides(rawValue: 1 << 5)
    public static let inset = SplitOverrides(rawValue: 1 << 6)
    public static let hitThickness = SplitOverrides(rawValue: 1 << 7)
    public static let color = SplitOverrides(rawValue: 1 << 8)
    public static let hidesWithSide = SplitOverrides(rawValue: 1 << 9)

    /// Each value's name, as the JSON documents spell the value itself.
    public static let names: KeyValuePairs<String, SplitOverrides> = [
        "priority": .priority, "minPrimaryFraction": .minPrimaryFraction, "minSecondaryFraction": .minSecondaryFraction,
        "dragToHidePrimary": .dragToHidePrimary, "dragToHideSecondary": .dragToHideSecondary,
        "visibleThickness": .visibleThickness, "inset": .inset, "hitThickness": .hitThickness, "color": .color,
        "hidesWithSide": .hidesWithSide,
    ]

    /// The names of the values in this set, in the order of `names`.
    public var memberNames: [String] { Self.names.filter { contains($0.value) }.map(\.key) }

    /// The overridden value for `side`'s minimum.
    public static func minFraction(_ side: SplitSide) -> SplitOverrides {
        side == .primary ? .minPrimaryFraction : .minSecondaryFraction
    }
    /// The overridden value for `side`'s drag-to-hide.
    public static func dragToHide(_ side: SplitSide) -> SplitOverrides {
        side == .primary ? .dragToHidePrimary : .dragToHideSecondary
    }

    /// The same set with primary and secondary exchanged (for a flipped split).
    public var mirrored: SplitOverrides {
        var result = intersection([.priority, .visibleThickness, .inset, .hitThickness, .color, .hidesWithSide])
        for side in SplitSide.allCases {
            if contains(.minFraction(side)) { result.insert(.minFraction(side.other)) }
            if contains(.dragToHide(side)) { result.insert(.dragToHide(side.other)) }
        }
        return result
    }
}

/// One value of one split, as a per-split command sets it.
public enum SplitSetting: Hashable, Sendable {
    /// The side that keeps its pixels when the split's area changes; nil: none.
    case priority(SplitSide?)
    /// A side's minimum share of the split's length (0...1).
    case minFraction(SplitSide, Double)
    /// A side's minimum as pixels of the split's length now: stored as the fraction that
    /// gives exactly those pixels at the split's current length (not kept as pixels).
    case minPixels(SplitSide, Int)
    case dragToHide(SplitSide, Bool)
    case visibleThickness(Int)
    case inset(Int)
    case hitThickness(Int)
    case color(RGB)
    case hidesWithSide(Bool)
    /// Forced collapse (`Split.collapsed`): not a default any config gives, so never an override.
    case collapsed(Bool)
}

extension Split {
    /// This split with `setting` as its own value (marked overridden), its fraction clamped
    /// again by the constraints that result. `minPixels` needs the split's length along its
    /// layout (`length`); without it (0), it is a minimum of nothing.
    public func setting(_ setting: SplitSetting, length: Int = 0) -> Split {
        var s = self
        switch setting {
        case .priority(let side):
            s.constraints.priority = side
            s.overrides.insert(.priority)
        case .minFraction(let side, let fraction):
            s.setMinFraction(SplitConstraints.sane(fraction), of: side)
        case .minPixels(let side, let pixels):
            s.setMinFraction(minFraction(forPixels: pixels, of: side, length: length), of: side)
        case .dragToHide(let side, let on):
            if side == .primary { s.constraints.dragToHidePrimary = on } else { s.constraints.dragToHideSecondary = on }
            s.overrides.insert(.dragToHide(side))
        case .visibleThickness(let n):
            s.style = s.style.with(visibleThickness: n)
            s.overrides.insert(.visibleThickness)
        case .inset(let n):
            s.style = s.style.with(inset: n)
            s.overrides.insert(.inset)
        case .hitThickness(let n):
            s.style = s.style.with(hitThickness: n)
            s.overrides.insert(.hitThickness)
        case .color(let color):
            s.style.color = color
            s.overrides.insert(.color)
        case .hidesWithSide(let hides):
            s.style.hidesWithSide = hides
            s.overrides.insert(.hidesWithSide)
        case .collapsed(let on):
            s.collapsed = on
        }
        s.fraction = s.constraints.clamp(s.fraction)
        return s
    }

    private mutating func setMinFraction(_ fraction: Double, of side: SplitSide) {
        if side == .primary { constraints.minPrimaryFraction = fraction } else { constraints.minSecondaryFraction = fraction }
        overrides.insert(.minFraction(side))
    }

    /// The min fraction that leaves `side` exactly `pixels` in a split `length` pixels long
    /// (the rounding of `primaryBounds` taken into account), at most 1.
    func minFraction(forPixels pixels: Int, of side: SplitSide, length: Int) -> Double {
        guard length > 0, pixels > 0 else { return 0 }
        let t = thickness(in: length), available = length - t
        guard pixels < available else { return 1 }
        return side == .primary
            ? Split.fraction(forPrimaryPixels: pixels, length: length, thickness: t)
            : 1 - Split.fraction(forPrimaryPixels: available - pixels, length: length, thickness: t)
    }

    /// This split with the defaults' constraints and style for every value it has not set
    /// itself; the fraction is clamped again by the constraints that result.
    public func restyled(constraints c: SplitConstraints, style: SplitterStyle) -> Split {
        var s = self
        let own = overrides
        if !own.contains(.priority) { s.constraints.priority = c.priority }
        if !own.contains(.minPrimaryFraction) { s.constraints.minPrimaryFraction = c.minPrimaryFraction }
        if !own.contains(.minSecondaryFraction) { s.constraints.minSecondaryFraction = c.minSecondaryFraction }
        if !own.contains(.dragToHidePrimary) { s.constraints.dragToHidePrimary = c.dragToHidePrimary }
        if !own.contains(.dragToHideSecondary) { s.constraints.dragToHideSecondary = c.dragToHideSecondary }
        s.style = SplitterStyle(
            visibleThickness: own.contains(.visibleThickness) ? self.style.visibleThickness : style.visibleThickness,
            inset: own.contains(.inset) ? self.style.inset : style.inset,
            hitThickness: own.contains(.hitThickness) ? self.style.hitThickness : style.hitThickness,
            color: own.contains(.color) ? self.style.color : style.color,
            hidesWithSide: own.contains(.hidesWithSide) ? self.style.hidesWithSide : style.hidesWithSide)
        s.fraction = s.constraints.clamp(s.fraction)
        return s
    }
}

extension SplitterStyle {
    /// The style with one length changed (bounded as the initializer bounds it).
    func with(visibleThickness: Int? = nil, inset: Int? = nil, hitThickness: Int? = nil) -> SplitterStyle {
        SplitterStyle(
            visibleThickness: visibleThickness ?? self.visibleThickness, inset: inset ?? self.inset,
            hitThickness: hitThickness ?? self.hitThickness, color: color, hidesWithSide: hidesWithSide)
    }
}

extension SplitTree {
    /// The split holding `leaf` (its parent, or the group's: see `holdingPath`), or nil when the leaf is alone or absent.
    public func split(holding leaf: Leaf) -> Split? {
        holdingPath(of: leaf).flatMap { split(at: $0) }
    }

    /// The tree with `setting` made the own value of the split holding `leaf`: the fraction
    /// is clamped by the constraints that result (a new minimum larger than its side's share
    /// moves the splitter), and the children follow the change of their rectangles.
    public func setting(
        _ setting: SplitSetting, ofSplitHolding leaf: Leaf, in area: Rect
    ) throws(SplitTreeError) -> SplitTree {
        try self.setting(setting, at: parentPath(of: leaf), in: area)
    }

    /// `setting(_:ofSplitHolding:in:)` for the split with pre-order position `index` (the
    /// one `splitIndex(bordering:toward:)` finds, say).
    public func setting(_ setting: SplitSetting, ofSplit index: Int, in area: Rect) throws(SplitTreeError) -> SplitTree {
        guard let path = pathToSplit(index) else { throw .noSplit("number \(index)") }
        return try self.setting(setting, at: path, in: area)
    }

    private func setting(_ setting: SplitSetting, at path: [SplitSide], in area: Rect) throws(SplitTreeError) -> SplitTree {
        let length = rect(at: path, in: area).map { r in split(at: path).map { r.length(along: $0.layout) } ?? 0 } ?? 0
        return try updatingBranch(at: path, in: area) { $0.with(split: $0.split.setting(setting, length: length)) }
    }
}
