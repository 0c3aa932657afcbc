// Swift identities for X resources; only SplitX (same package) sees their raw `XID`s.

/// An X window's id (XID). Only an identity: it may name a window that is already destroyed.
public struct WindowID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Nil for `None` (0), which X uses for "no window".
    package init?(xid: UInt) {
        guard xid != 0 else { return nil }
        rawValue = UInt32(truncatingIfNeeded: xid)
    }

    /// Xlib's representation; XIDs use at most 29 bits, so this never loses information.
    package var xid: UInt { UInt(rawValue) }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// Encoded as its bare number, so saved split trees read `[4194305, 6291457]`.
extension WindowID: Codable {
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt32.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// An interned X atom. Names are resolved by `XAtoms`.
public struct AtomID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    package init(xid: UInt) { rawValue = UInt32(truncatingIfNeeded: xid) }
    package var xid: UInt { UInt(rawValue) }

    public var description: String { "atom \(rawValue)" }
}

/// An X cursor created on one connection (opaque: only SplitX makes and uses them).
public struct CursorID: Hashable, Sendable, CustomStringConvertible {
    package let xid: UInt
    package init(xid: UInt) { self.xid = xid }
    public var description: String { "cursor 0x" + String(xid, radix: 16) }
}
