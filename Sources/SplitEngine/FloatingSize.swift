// A floating window's size as i3 4.22 changes it by command (`cmd_resize_floating`,
// `floating_resize`, `floating_check_size`): by pixels on one edge, or set outright, then kept
// within the floating size limits (i3's `floating_minimum_size`, `floating_maximum_size`, which
// a config sets as `floating-minimum-size` and `floating-maximum-size`).

/// The sizes a floating window is kept within. i3's defaults: at least 75×50, at most the
/// size of all outputs together.
public struct FloatingLimits: Hashable, Sendable {
    public var minimum: Size
    public var maximum: Size

    public init(minimum: Size = FloatingLimits.i3Minimum, maximum: Size) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// i3's `floating_minimum_size` when the config does not set it.
    public static let i3Minimum = Size(width: 75, height: 50)

    /// `size` with each side within the limits (the maximum wins where they cross, as in i3,
    /// which applies it last).
    public func clamped(_ size: Size) -> Size {
        Size(width: min(max(size.width, minimum.width), maximum.width),
             height: min(max(size.height, minimum.height), maximum.height))
    }
}

/// i3's `floating_minimum_size` or `floating_maximum_size` as a config gives it, per side: -1
/// for no bound, 0 for i3's own (75×50 at least, all monitors together at most), else pixels.
public struct FloatingBound: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// i3's own bound on both sides (a config without the line).
    public static let standard = FloatingBound(width: 0, height: 0)
}

extension FloatingLimits {
    /// The limits a config's bounds give, `screen` being all the monitors together.
    public init(minimum: FloatingBound, maximum: FloatingBound, screen: Size) {
        func side(_ n: Int, standard: Int, unbounded: Int) -> Int { n < 0 ? unbounded : n == 0 ? standard : n }
        self.init(minimum: Size(width: side(minimum.width, standard: Self.i3Minimum.width, unbounded: 0),
                                height: side(minimum.height, standard: Self.i3Minimum.height, unbounded: 0)),
                  maximum: Size(width: side(maximum.width, standard: screen.width, unbounded: .max),
                                height: side(maximum.height, standard: screen.height, unbounded: .max)))
    }
}

extension Rect {
    /// The rectangle grown by `pixels` (negative: shrunk) along `target` (`width` is the right
    /// edge, `height` the bottom one), within `limits`; growing `left` or `up`, the far edge
    /// stays where it was (i3 moves the window by what its size changed).
    public func growing(_ target: GrowTarget, by pixels: Int, within limits: FloatingLimits) -> Rect {
        let horizontal = target.axis == .horizontal
        let size = limits.clamped(Size(width: width + (horizontal ? pixels : 0), height: height + (horizontal ? 0 : pixels)))
        let left = target == .edge(.left) ? x - (size.width - width) : x
        let top = target == .edge(.up) ? y - (size.height - height) : y
        return Rect(x: left, y: top, width: size.width, height: size.height)
    }

    /// The rectangle with the given width and height (nil: as it is), its corner where it was,
    /// within `limits` (i3's `resize set` of a floating window).
    public func sized(width newWidth: Int?, height newHeight: Int?, within limits: FloatingLimits) -> Rect {
        let size = limits.clamped(Size(width: newWidth ?? width, height: newHeight ?? height))
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
