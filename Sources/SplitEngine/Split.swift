// One split: its layout, fraction, hidden side, constraints and splitter style.

/// How a split arranges its two sides. As in SplitView and i3 (and unlike bspwm),
/// `horizontal` means side by side: primary on the left, secondary on the right;
/// `vertical` means primary on top, secondary below.
public enum SplitLayout: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
    public var toggled: SplitLayout { self == .horizontal ? .vertical : .horizontal }
}

/// How a group shows its windows (i3's tabbed and stacked containers): one member at a time,
/// below a bar of tabs in one row (`tabbed`) or one row per member (`stacked`).
public enum SplitGroup: String, CaseIterable, Hashable, Sendable {
    case tabbed, stacked

    /// The direction focus moves between members: across the row of tabs, or down the stack.
    public var axis: SplitLayout { self == .tabbed ? .horizontal : .vertical }
}

/// One of the two sides of a split: primary is left or top, secondary is right or bottom.
public enum SplitSide: String, CaseIterable, Hashable, Sendable {
    case primary, secondary
    public var other: SplitSide { self == .primary ? .secondary : .primary }
}

/// Rules that limit where a split's splitter may sit.
public struct SplitConstraints: Hashable, Sendable {
    /// The smallest share of the split's length the primary side may take (0...1).
    public var minPrimaryFraction: Double
    /// The smallest share of the split's length the secondary side may take (0...1).
    public var minSecondaryFraction: Double
    /// Dragging more than half of the primary's minimum past it hides the primary side.
    public var dragToHidePrimary: Bool
    /// Dragging more than half of the secondary's minimum past it hides the secondary side.
    public var dragToHideSecondary: Bool
    /// The side that keeps its pixel length when the split's area changes size; nil keeps the fraction.
    public var priority: SplitSide?

    public init(
        minPrimaryFraction: Double = 0, minSecondaryFraction: Double = 0,
        dragToHidePrimary: Bool = false, dragToHideSecondary: Bool = false,
        priority: SplitSide? = nil
    ) {
        self.minPrimaryFraction = Self.sane(minPrimaryFraction)
        self.minSecondaryFraction = Self.sane(minSecondaryFraction)
        self.dragToHidePrimary = dragToHidePrimary
        self.dragToHideSecondary = dragToHideSecondary
        self.priority = priority
    }

    public static let none = SplitConstraints()

    /// The minimum fraction of `side`.
    public func minFraction(of side: SplitSide) -> Double {
        side == .primary ? minPrimaryFraction : minSecondaryFraction
    }
    /// Whether dragging past `side`'s minimum hides it.
    public func dragToHide(_ side: SplitSide) -> Bool {
        side == .primary ? dragToHidePrimary : dragToHideSecondary
    }

    /// `fraction` moved into the range the minimum fractions allow.
    ///
    /// When both minimums cannot be met (their sum exceeds 1), neither side wins outright:
    /// the fraction is `minPrimary / (minPrimary + minSecondary)`, so each side gets its
    /// minimum scaled down by the same factor. Non-finite input becomes 0.5.
    public func clamp(_ fraction: Double) -> Double {
        let f = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0.5
        let minP = Self.sane(minPrimaryFraction), minS = Self.sane(minSecondaryFraction)
        let lo = minP, hi = 1 - minS
        if lo > hi { return lo / (lo + minS) }
        return Swift.min(hi, Swift.max(lo, f))
    }

    /// A min fraction as used: within 0...1, and 0 when it is not a number at all.
    static func sane(_ fraction: Double) -> Double { fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0 }

    /// The same constraints with primary and secondary exchanged.
    public var mirrored: SplitConstraints {
        SplitConstraints(
            minPrimaryFraction: minSecondaryFraction, minSecondaryFraction: minPrimaryFraction,
            dragToHidePrimary: dragToHideSecondary, dragToHideSecondary: dragToHidePrimary,
            priority: priority?.other)
    }
}

/// A colour as 0xRRGGBB.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var value: UInt32
    public init(_ value: UInt32) { self.value = value & 0xFF_FFFF }
    /// `#rrggbb`, built in place: every split's colour is written whenever the state is saved.
    public var description: String {
        String(unsafeUninitializedCapacity: 7) { text in
            let digits: StaticString = "0123456789abcdef"
            text[0] = UInt8(ascii: "#")
            for k in 0..<6 { text[6 - k] = digits.utf8Start[Int((value >> (4 * UInt32(k))) & 0xF)] }
            return 7
        }
    }

    /// Parses `#rrggbb` (the `#` is optional).
    public init?(hex text: some StringProtocol) {
        let digits = text.hasPrefix("#") ? text.dropFirst() : text[...]
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(value)
    }
}

/// How a split's splitter looks and where it reacts to the pointer.
public struct SplitterStyle: Hashable, Sendable {
    /// Pixels drawn between the two sides; 0 makes an invisible but draggable splitter.
    public private(set) var visibleThickness: Int
    /// Pixels left undrawn at each end of the splitter, along its length.
    public private(set) var inset: Int
    /// Pixels across that react to the pointer, centred on the visible part; never less than it.
    public private(set) var hitThickness: Int
    /// The colour of the visible part.
    public var color: RGB
    /// When a side is hidden, hide the splitter too (it cannot then be dragged back out).
    public var hidesWithSide: Bool

    public init(
        visibleThickness: Int = 2, inset: Int = 0, hitThickness: Int = 8,
        color: RGB = RGB(0x81A1C1), hidesWithSide: Bool = false
    ) {
        self.visibleThickness = Limits.length(visibleThickness)
        self.inset = Limits.length(inset)
        self.hitThickness = Limits.length(hitThickness)
        self.color = color
        self.hidesWithSide = hidesWithSide
    }

    public static let standard = SplitterStyle()

    /// The numbers as a document gave them, unclamped, so that validation can name what is
    /// wrong with them instead of quietly changing them.
    init(unclampedVisibleThickness visibleThickness: Int, inset: Int, hitThickness: Int, color: RGB, hidesWithSide: Bool) {
        self.visibleThickness = visibleThickness
        self.inset = inset
        self.hitThickness = hitThickness
        self.color = color
        self.hidesWithSide = hidesWithSide
    }
}

/// One split: everything about an inner node except its children.
public struct Split: Hashable, Sendable {
    public var layout: SplitLayout
    /// The primary side's share of the split's length. The splitter's centre sits at
    /// `fraction × length`, so a fraction keeps its meaning when the thickness changes.
    public var fraction: Double
    /// The side that is hidden, if any. Hiding keeps `fraction`, so unhiding restores it.
    public var hidden: SplitSide?
    public var constraints: SplitConstraints
    public var style: SplitterStyle
    /// The values of `constraints` and `style` set on this split itself (by command), which
    /// new defaults leave alone: see `restyled(constraints:style:)`.
    public var overrides: SplitOverrides
    /// Forced collapse (`collapse on`): the split shows only the side holding the focus, as
    /// if it were narrower than `collapseBelow`, whatever its size. Like `hidden`, it keeps
    /// `fraction`, so turning it off restores the split as it was.
    public var collapsed: Bool
    /// Set: the split belongs to a group (see `SplitGroup` and SplitTree+Groups.swift): it shows
    /// one side at a time, full size, and keeps its layout, fraction and the rest unused, so
    /// taking the mark off gives back the split as it was.
    public var group: SplitGroup?
    /// Set: the split is the top of a container of its own (an i3 layout file's, or one i3's
    /// commands keep apart: a con `split` made that a window joined, a container `layout`
    /// turned to its parent's orientation), not a link of the chain of its parent's
    /// orientation; see `SplitBox`. Nil for the splits other edits make.
    public var box: SplitBox?

    public init(
        layout: SplitLayout = .horizontal, fraction: Double = 0.5, hidden: SplitSide? = nil,
        constraints: SplitConstraints = .none, style: SplitterStyle = .standard, overrides: SplitOverrides = [],
        collapsed: Bool = false, group: SplitGroup? = nil, box: SplitBox? = nil
    ) {
        self.layout = layout
        self.constraints = constraints
        self.fraction = constraints.clamp(fraction)
        self.hidden = hidden
        self.style = style
        self.overrides = overrides
        self.collapsed = collapsed
        self.group = group
        self.box = box
    }

    /// The defaults for new splits until configuration says otherwise.
    public static let standard = Split()

    /// This split with `fraction` clamped by its constraints.
    public func with(fraction: Double) -> Split {
        var copy = self
        copy.fraction = constraints.clamp(fraction)
        return copy
    }

    /// The same split seen with primary and secondary exchanged: same geometry, mirrored.
    public var flipped: Split {
        var copy = self
        copy.constraints = constraints.mirrored
        copy.overrides = overrides.mirrored
        copy.fraction = copy.constraints.clamp(1 - fraction)
        copy.hidden = hidden?.other
        return copy
    }

    /// Whether the splitter is shown at all (it is not when a side is hidden and the style says so).
    public var showsSplitter: Bool { hidden == nil || !style.hidesWithSide }

    /// Whether this split, directly below `parent`, is a link of the same container as
    /// `parent` (an i3 user's container: SplitTree+Containers.swift): both in the same group
    /// or none, of one orientation, and this one not boxed as a container of its own.
    public func continuesContainer(of parent: Split) -> Bool {
        box == nil && group == parent.group && layout == parent.layout
    }
}

/// What an i3 layout file (or an i3 command, see `Split.box`) says of a container that a
/// chain of splits alone cannot: i3's containers hold any number of children, so one may sit
/// in another of its own orientation (a chain would merge them) or hold a single child. The
/// split that is such a container's top keeps it as a fact of the tree, so it goes with the
/// split through every edit.
public struct SplitBox: Hashable, Sendable {
    /// The containers of one child each around it, outermost first, by their orientation
    /// (i3's `splitv` holding only this `splith`); empty: it is just a container of its own.
    public var enclosing: [SplitLayout]

    public init(enclosing: [SplitLayout] = []) { self.enclosing = enclosing }
}
