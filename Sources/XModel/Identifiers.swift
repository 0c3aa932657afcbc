// Swift identities for X resources; only SplitX (same package) sees their raw `XID`s.
import SplitJSON

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

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// What dictionaries and sets keyed by window hash: a 64-bit mix of the id with the
    /// process's seed (MurmurHash3's finalizer) instead of a full SipHash-1-3 per lookup. Tables
    /// keyed by window are on every path from an event to the picture (the clients, the
    /// picture's records, the renderer's), about 1,900 lookups in a workspace switch of 100
    /// windows (docs/benchmarks.md). The seed, random per process, keeps a client that picks its
    /// own window ids from aiming them at one bucket.
    public func _rawHashValue(seed: Int) -> Int {
        var x = UInt64(rawValue) ^ UInt64(bitPattern: Int64(seed))
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x &*= 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return Int(bitPattern: UInt(x))
    }
}

/// Written as its bare number, so saved split trees read `"leaf" : 4194305`.
extension WindowID: JSONConvertible {
    public func write(to writer: inout JSONWriter) { writer.int(Int(rawValue)) }

    public init(json: JSON, at path: String) throws(JSONDecodingError) {
        let number = try json.int(at: path)
        guard let raw = UInt32(exactly: number) else {
            throw JSONDecodingError(path: path, reason: "window id \(number) is outside 0...\(UInt32.max)")
        }
        rawValue = raw
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
