// What a client tells the window manager about its windows (attributes, ICCCM hints), as validated Swift values.

/// Whether a window is mapped and visible.
public enum MapState: Hashable, Sendable {
    case unmapped
    /// Mapped, but an ancestor is not.
    case unviewable
    case viewable
}

/// A window's attributes (XGetWindowAttributes).
public struct WindowAttributes: Hashable, Sendable {
    /// Relative to the parent (root coordinates for a top-level), border excluded.
    public var rect: PixelRect
    public var borderWidth: Int
    /// Set by menus and tooltips: such windows are never managed.
    public var overrideRedirect: Bool
    public var mapState: MapState
    public var isInputOnly: Bool

    public init(rect: PixelRect, borderWidth: Int, overrideRedirect: Bool, mapState: MapState, isInputOnly: Bool) {
        self.rect = rect; self.borderWidth = borderWidth; self.overrideRedirect = overrideRedirect
        self.mapState = mapState; self.isInputOnly = isInputOnly
    }
}

/// ICCCM WM_STATE values.
public enum ICCCMState: Int, Sendable {
    case withdrawn = 0, normal = 1, iconic = 3
}

/// WM_NORMAL_HINTS, validated: every field nil unless present, flagged, positive and sane (≤ 32767).
/// A maximum smaller than the minimum in either dimension is dropped (the minimum wins).
/// ICCCM's "base defaults to min and min to base" is left to the caller: here each field is only what the client said.
public struct SizeHints: Hashable, Sendable {
    public var minSize: PixelSize?
    public var maxSize: PixelSize?
    public var baseSize: PixelSize?
    public var increment: PixelSize?
    /// min_aspect and max_aspect as width/height ratios (both given, both positive).
    public var aspect: ClosedRange<Double>?
    /// USPosition or PPosition: the user or the program chose where the window goes.
    public var positioned = false
    /// USPosition: the user chose it (GIMP says so of its dialogs at the pointer; GTK's own
    /// guesses, such as zenity's centre of the screen for a parent it cannot see, say PPosition).
    public var userPositioned = false

    public init(minSize: PixelSize? = nil, maxSize: PixelSize? = nil, baseSize: PixelSize? = nil, increment: PixelSize? = nil,
                aspect: ClosedRange<Double>? = nil) {
        self.minSize = minSize; self.maxSize = maxSize; self.baseSize = baseSize; self.increment = increment
        self.aspect = aspect
    }

    /// The largest width or height X can represent in a window's geometry (INT16).
    public static let saneLimit = 32767
}

/// WM_HINTS, the parts a tiling window manager uses.
public struct WMHints: Hashable, Sendable {
    /// The input hint: false for windows that take focus only via WM_TAKE_FOCUS (or never); nil when not given.
    public var acceptsInput: Bool?
    public var urgent: Bool

    public init(acceptsInput: Bool?, urgent: Bool) {
        self.acceptsInput = acceptsInput; self.urgent = urgent
    }
}

/// WM_CLASS: the instance (res_name) and class (res_class) strings.
public struct WMClass: Hashable, Sendable {
    public var instance: String
    public var className: String

    public init(instance: String, className: String) {
        self.instance = instance; self.className = className
    }
}

// MARK: Decoding, from items already bounded by the property reader.

extension SizeHints {
    /// The XSizeHints flag bits and item indices (ICCCM 4.1.2.3).
    private enum Flag {
        static let minSize: UInt32 = 1 << 4, maxSize: UInt32 = 1 << 5, increment: UInt32 = 1 << 6, aspect: UInt32 = 1 << 7
        static let baseSize: UInt32 = 1 << 8, userPosition: UInt32 = 1 << 0, programPosition: UInt32 = 1 << 2
    }

    /// Decodes the format-32 items of a WM_SIZE_HINTS property. Items past the end are absent,
    /// so a truncated property yields only the fields it fully holds.
    init(decoding items: [UInt32]) {
        let flags = items.first ?? 0
        func size(_ flag: UInt32, at index: Int) -> PixelSize? {
            guard flags & flag != 0, index + 1 < items.count else { return nil }
            // INT32 on the wire: negative values arrive as huge unsigned ones, and the range check rejects both.
            let width = Int(Int32(bitPattern: items[index])), height = Int(Int32(bitPattern: items[index + 1]))
            guard (1...Self.saneLimit).contains(width), (1...Self.saneLimit).contains(height) else { return nil }
            return PixelSize(width: width, height: height)
        }
        self.init(minSize: size(Flag.minSize, at: 5), maxSize: size(Flag.maxSize, at: 7),
                  baseSize: size(Flag.baseSize, at: 15), increment: size(Flag.increment, at: 9))
        if let min = minSize, let max = maxSize, max.width < min.width || max.height < min.height { maxSize = nil }
        positioned = flags & (Flag.userPosition | Flag.programPosition) != 0
        userPositioned = flags & Flag.userPosition != 0
        if let low = size(Flag.aspect, at: 11), let high = size(Flag.aspect, at: 13) {
            let minimum = Double(low.width) / Double(low.height), maximum = Double(high.width) / Double(high.height)
            if minimum <= maximum { aspect = minimum...maximum }
        }
    }
}

extension WMHints {
    /// Decodes the format-32 items of a WM_HINTS property; nil when even the flags are missing.
    init?(decoding items: [UInt32]) {
        guard let flags = items.first else { return nil }
        let inputHint: UInt32 = 1, urgencyHint: UInt32 = 1 << 8
        self.init(acceptsInput: flags & inputHint != 0 && items.count > 1 ? items[1] != 0 : nil,
                  urgent: flags & urgencyHint != 0)
    }
}

extension WMClass {
    /// Decodes WM_CLASS bytes, "instance\0class\0" by ICCCM. Tolerated: a missing final NUL, one string
    /// (the class is then empty), more than two (the rest are ignored). Nil when there is no string at all.
    init?(decoding bytes: [UInt8]) {
        var parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
        if bytes.last == 0 { parts.removeLast() }
        guard let first = parts.first, !(parts.count == 1 && first.isEmpty) else { return nil }
        self.init(instance: decodeText(first, utf8: false), className: parts.count > 1 ? decodeText(parts[1], utf8: false) : "")
    }
}

extension ICCCMState {
    /// Decodes WM_STATE items; nil for anything but the three ICCCM values.
    init?(decoding items: [UInt32]) {
        guard let state = items.first, let value = ICCCMState(rawValue: Int(state)) else { return nil }
        self = value
    }
}

/// Text from a property. UTF8_STRING is UTF-8 (invalid sequences become U+FFFD); STRING is Latin-1 by ICCCM,
/// but many clients put UTF-8 there, so valid UTF-8 is taken as such and anything else as Latin-1.
/// Text ends at the first NUL: X text properties use NUL to separate list items.
func decodeText<Bytes: Collection<UInt8>>(_ bytes: Bytes, utf8: Bool) -> String {
    let text = bytes.prefix { $0 != 0 }
    if utf8 { return String(decoding: text, as: UTF8.self) }
    if let valid = String(validating: text, as: UTF8.self) { return valid }
    return String(String.UnicodeScalarView(text.map { Unicode.Scalar($0) }))
}
