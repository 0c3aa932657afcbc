// Test client properties: the ICCCM/EWMH setters a well-behaved client uses, raw (and hostile) writes, and reads.
import CX11
import SplitX

/// Property contents in one of X's three item sizes.
public enum RawPropertyData: Hashable, Sendable {
    case bytes([UInt8])
    case shorts([UInt16])
    /// Format 32 items (Xlib passes them as C longs).
    case words([UInt32])
}

/// A property as the server holds it.
public struct TestProperty: Hashable, Sendable {
    public var type: String
    public var format: Int
    /// Format 8 only.
    public var bytes: [UInt8]
    /// Format 16 and 32 only.
    public var items: [UInt32]

    public init(type: String, format: Int, bytes: [UInt8], items: [UInt32]) {
        self.type = type; self.format = format; self.bytes = bytes; self.items = items
    }
}

extension TestClient {
    private func xid(_ w: WindowID) -> UInt { UInt(w.rawValue) }
    private func atomXID(_ name: String) -> UInt { XInternAtom(display, name, 0) }

    /// Replaces property `name` with exactly `data` of type `type`, whatever ICCCM says it should hold.
    public func setProperty(_ w: WindowID, _ name: String, type: String, _ data: RawPropertyData) {
        let (format, count, bytes): (Int32, Int, [UInt8]) = switch data {
        case .bytes(let b): (8, b.count, b)
        case .shorts(let s): (16, s.count, s.flatMap { v in withUnsafeBytes(of: Int16(bitPattern: v)) { Array($0) } })
        case .words(let w): (32, w.count, w.flatMap { v in withUnsafeBytes(of: CLong(v)) { Array($0) } })
        }
        let padded = bytes + [0]
        _ = padded.withUnsafeBufferPointer {
            XChangeProperty(display, xid(w), atomXID(name), atomXID(type), format, PropModeReplace, $0.baseAddress!, Int32(count))
        }
        XFlush(display)
    }

    public func deleteProperty(_ w: WindowID, _ name: String) {
        XDeleteProperty(display, xid(w), atomXID(name))
        XFlush(display)
    }

    /// WM_NORMAL_HINTS through Xlib's own XSetWMNormalHints, flags set for the sizes given, and
    /// USPosition with `userPosition` (the window's own position is the one asked, as ICCCM
    /// says; GTK writes the hints' obsolete x and y as 0).
    public func setNormalHints(_ w: WindowID, min: PixelSize? = nil, max: PixelSize? = nil,
                               base: PixelSize? = nil, increment: PixelSize? = nil, userPosition: Bool = false) {
        var hints = XSizeHints()
        if userPosition { hints.flags |= USPosition }
        if let min { hints.flags |= PMinSize; hints.min_width = Int32(min.width); hints.min_height = Int32(min.height) }
        if let max { hints.flags |= PMaxSize; hints.max_width = Int32(max.width); hints.max_height = Int32(max.height) }
        if let base { hints.flags |= PBaseSize; hints.base_width = Int32(base.width); hints.base_height = Int32(base.height) }
        if let increment {
            hints.flags |= PResizeInc; hints.width_inc = Int32(increment.width); hints.height_inc = Int32(increment.height)
        }
        XSetWMNormalHints(display, xid(w), &hints)
        XFlush(display)
    }

    /// WM_HINTS through XSetWMHints: the input hint when given, and the urgency flag.
    public func setWMHints(_ w: WindowID, input: Bool?, urgent: Bool = false) {
        var hints = XWMHints()
        if let input { hints.flags |= InputHint; hints.input = input ? 1 : 0 }
        if urgent { hints.flags |= XUrgencyHint }
        XSetWMHints(display, xid(w), &hints)
        XFlush(display)
    }

    /// WM_PROTOCOLS through XSetWMProtocols.
    public func setProtocols(_ w: WindowID, _ names: [String]) {
        var atoms = names.map(atomXID)
        XSetWMProtocols(display, xid(w), &atoms, Int32(atoms.count))
        XFlush(display)
    }

    /// WM_CLASS through XSetClassHint.
    public func setClass(_ w: WindowID, instance: String, class className: String) {
        instance.withCString { i in
            className.withCString { c in
                var hint = XClassHint(res_name: UnsafeMutablePointer(mutating: i), res_class: UnsafeMutablePointer(mutating: c))
                _ = XSetClassHint(display, xid(w), &hint)
            }
        }
        XFlush(display)
    }

    public func setRole(_ w: WindowID, _ role: String) {
        setProperty(w, "WM_WINDOW_ROLE", type: "STRING", .bytes(Array(role.utf8)))
    }

    public func setNetWMName(_ w: WindowID, _ name: String) {
        setProperty(w, "_NET_WM_NAME", type: "UTF8_STRING", .bytes(Array(name.utf8)))
    }

    public func setTransientFor(_ w: WindowID, _ owner: WindowID) {
        XSetTransientForHint(display, xid(w), xid(owner))
        XFlush(display)
    }

    /// A format-32 ATOM list property (_NET_WM_WINDOW_TYPE, _NET_WM_STATE) from atom names.
    public func setAtoms(_ w: WindowID, _ name: String, _ atoms: [String]) {
        setProperty(w, name, type: "ATOM", .words(atoms.map { UInt32(atomXID($0)) }))
    }

    /// _NET_WM_WINDOW_TYPE, most preferred first (names such as "_NET_WM_WINDOW_TYPE_DOCK").
    public func setWindowType(_ w: WindowID, _ types: [String]) { setAtoms(w, "_NET_WM_WINDOW_TYPE", types) }

    /// _NET_WM_STRUT_PARTIAL (left, right, top, bottom and each one's start and end along its
    /// edge) and the older _NET_WM_STRUT with the same four widths, as a panel sets both.
    public func setStrut(_ w: WindowID, left: Int = 0, right: Int = 0, top: Int = 0, bottom: Int = 0,
                         span: PixelSize) {
        let widths = [left, right, top, bottom].map { UInt32($0) }
        let ends = UInt32(span.height - 1), across = UInt32(span.width - 1)
        let partial = widths + [0, left > 0 ? ends : 0, 0, right > 0 ? ends : 0,
                                0, top > 0 ? across : 0, 0, bottom > 0 ? across : 0]
        setProperty(w, "_NET_WM_STRUT_PARTIAL", type: "CARDINAL", .words(partial))
        setProperty(w, "_NET_WM_STRUT", type: "CARDINAL", .words(widths))
    }

    /// The whole property (up to 1 MiB) as the server holds it; nil when absent or the window is gone.
    public func property(_ w: WindowID, _ name: String) -> TestProperty? {
        var type: UInt = 0, count: UInt = 0, after: UInt = 0
        var format: Int32 = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, xid(w), atomXID(name), 0, 256 * 1024, 0, UInt(AnyPropertyType),
                                        &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, type != 0 else { return nil }
        var result = TestProperty(type: atomName(type), format: Int(format), bytes: [], items: [])
        guard let data, count > 0 else { return result }
        let n = Int(count)
        switch format {
        case 8: result.bytes = Array(UnsafeBufferPointer(start: data, count: n))
        case 16: result.items = UnsafeRawPointer(data).withMemoryRebound(to: UInt16.self, capacity: n) { p in (0..<n).map { UInt32(p[$0]) } }
        default: result.items = UnsafeRawPointer(data).withMemoryRebound(to: CLong.self, capacity: n) { p in
            (0..<n).map { UInt32(truncatingIfNeeded: p[$0]) }
        }
        }
        return result
    }

    /// A format-32 property's items when its type is `type`.
    public func items(_ w: WindowID, _ name: String, type: String) -> [UInt32]? {
        guard let p = property(w, name), p.type == type, p.format == 32 else { return nil }
        return p.items
    }

    /// A format-8 text property as UTF-8 (with replacement), with its type.
    public func text(_ w: WindowID, _ name: String) -> (type: String, text: String)? {
        guard let p = property(w, name), p.format == 8 else { return nil }
        return (p.type, String(decoding: p.bytes, as: UTF8.self))
    }

    /// The name of an atom this connection received.
    public func atomName(_ atom: UInt) -> String {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return "None" }
        defer { XFree(name) }
        return String(cString: name)
    }
}
