// Reading client properties: one bounded XGetWindowProperty, checked for type, format and length, then decoded.
internal import CX11
#if canImport(Glibc)
import Glibc
#endif

/// One property's value, copied out of Xlib's buffer. Only the field that matches `format` holds items.
struct PropertyValue: Hashable {
    var type: AtomID
    /// 8, 16 or 32: the size of one item on the wire.
    var format: Int
    /// Format 8: the bytes.
    var bytes: [UInt8] = []
    /// Format 16 or 32: the items, zero-extended to 32 bits (signed fields are bit-cast back by the decoder).
    var items: [UInt32] = []
}

extension PropertyValue {
    /// The value of an XCB GetProperty reply; nil when the property is absent or malformed.
    init?(reply: UnsafeMutablePointer<xcb_get_property_reply_t>) {
        let r = reply.pointee
        guard r.type != 0 else { return nil }
        self.init(type: AtomID(rawValue: r.type), format: Int(r.format))
        let length = Int(xcb_get_property_value_length(reply))
        guard length > 0, let data = xcb_get_property_value(reply) else {
            guard [8, 16, 32].contains(format) else { return nil }
            return
        }
        let raw = UnsafeRawBufferPointer(start: data, count: length)
        switch format {
        case 8: bytes = Array(raw.bindMemory(to: UInt8.self))
        // On the wire, 16- and 32-bit items are what they are (Xlib widens them to C short and long).
        case 16: items = (0..<length / 2).map { UInt32(raw.loadUnaligned(fromByteOffset: $0 * 2, as: UInt16.self)) }
        case 32: items = (0..<length / 4).map { raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self) }
        default: return nil
        }
    }

    /// The value cut to `limit` 32-bit units, as a read with that limit would have returned it.
    func limited(to limit: Int) -> PropertyValue {
        var copy = self
        switch format {
        case 8: if bytes.count > limit * 4 { copy.bytes = Array(bytes.prefix(limit * 4)) }
        case 16: if items.count > limit * 2 { copy.items = Array(items.prefix(limit * 2)) }
        default: if items.count > limit { copy.items = Array(items.prefix(limit)) }
        }
        return copy
    }
}

/// Protocol-defined atoms (Xatom.h): fixed numbers, so they need no round trip to intern.
enum PredefinedAtom {
    static let atom = AtomID(rawValue: 4)
    static let cardinal = AtomID(rawValue: 6)
    static let string = AtomID(rawValue: 31)
    static let window = AtomID(rawValue: 33)
    static let wmHints = AtomID(rawValue: 35)
    static let wmClientMachine = AtomID(rawValue: 36)
    static let wmName = AtomID(rawValue: 39)
    static let wmNormalHints = AtomID(rawValue: 40)
    static let wmSizeHints = AtomID(rawValue: 41)
    static let wmClass = AtomID(rawValue: 67)
    static let wmTransientFor = AtomID(rawValue: 68)
}

/// How much of a property splitwm ever reads, in 32-bit units (XGetWindowProperty's `long_length`).
enum PropertyLimit {
    /// 64 KiB of text: more than any title or class needs; the rest is never transferred.
    static let text = 16 * 1024
    /// Atom and window lists.
    static let list = 1024
    /// WM_SIZE_HINTS has 18 items, WM_HINTS 9; a little slack costs nothing.
    static let hints = 32
}

extension XConnection {
    /// Reads at most `limit` 32-bit units of `property` from the start, of any type. Nil when the property
    /// is absent, the window is gone (a tolerated BadWindow), or the reply is malformed. Never reads past the
    /// items Xlib returned, and frees Xlib's buffer. One round trip.
    func readProperty(_ property: AtomID, of window: WindowID, limit: Int) -> PropertyValue? {
        if let read = reads.current, read.window == window, let value = read.values[property] {
            return value.map { $0.limited(to: limit) }
        }
        var actualType: UInt = 0, after: UInt = 0, count: UInt = 0
        var actualFormat: Int32 = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window.xid, property.xid, 0, limit, 0, UInt(AnyPropertyType),
                                        &actualType, &actualFormat, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType != 0 else { return nil }
        var value = PropertyValue(type: AtomID(xid: actualType), format: Int(actualFormat))
        // Xlib sizes its buffer from the reply's item count; the server never sends more than asked,
        // but the cap is checked too, so a broken reply cannot make this read further.
        let unitsPerWord = actualFormat == 8 ? 4 : actualFormat == 16 ? 2 : 1
        let n = Int(min(count, UInt(limit * unitsPerWord)))
        guard n > 0 else { return [8, 16, 32].contains(actualFormat) ? value : nil }
        guard let data else { return nil }
        switch actualFormat {
        case 8:
            value.bytes = Array(UnsafeBufferPointer(start: data, count: n))
        case 16:   // Xlib widens to C short
            let raw = UnsafeRawBufferPointer(start: data, count: n * MemoryLayout<CShort>.stride)
            value.items = (0..<n).map { UInt32(UInt16(bitPattern: raw.load(fromByteOffset: $0 * MemoryLayout<CShort>.stride, as: CShort.self))) }
        case 32:   // Xlib widens to C long, 64 bits here
            let raw = UnsafeRawBufferPointer(start: data, count: n * MemoryLayout<CLong>.stride)
            value.items = (0..<n).map { UInt32(truncatingIfNeeded: raw.load(fromByteOffset: $0 * MemoryLayout<CLong>.stride, as: CLong.self)) }
        default:
            return nil
        }
        return value
    }

    /// A digest of `property`'s value (its first 64 KiB at most), to tell whether it changed
    /// between two reads without keeping it; nil when it is absent. One round trip.
    public func propertyDigest(_ property: AtomID, of window: WindowID) -> Int? {
        readProperty(property, of: window, limit: PropertyLimit.text).map { $0.hashValue }
    }

    /// Runs `body` with `properties` of `window` read ahead in one round trip: the requests go
    /// out together through Xlib's own XCB connection, then the replies are collected, and every
    /// read of one of them inside `body` answers from its reply. (Each XGetWindowProperty is a
    /// round trip of its own: reading a new window's six ICCCM properties one by one cost six.)
    /// With `attributes`, `attributes(of: window)` answers from the same round trip too, and
    /// with `process`, `serverKnownProcess(of: window)`.
    public func prefetchingProperties<R>(_ properties: [AtomID], of window: WindowID, attributes: Bool = false, process: Bool = false,
                                         _ body: () -> R) -> R {
        func covers(_ read: Prefetch) -> Bool {
            (!attributes || read.attributes != nil) && (!process || read.process != nil) && properties.allSatisfy { read.values[$0] != nil }
        }
        // Inside another read of the same window that has them: nothing to send.
        if let outer = reads.current, outer.window == window, covers(outer) { return body() }
        let outer = reads.current
        defer { reads.current = outer }
        // Read ahead with others of a burst (`readAhead`): no request of its own.
        if let ahead = reads.ahead.removeValue(forKey: window), covers(ahead) {
            reads.current = ahead
        } else {
            reads.current = collect(request(properties, of: window, attributes: attributes, process: process))
        }
        return body()
    }

    /// Reads `properties` (and the attributes, with `attributes`) of all `windows` in one round
    /// trip, for `prefetchingProperties` to answer from, one window at a time, until
    /// `dropReadAhead`. A burst of new windows then waits for one round trip, not one each.
    public func readAhead(_ properties: [AtomID], of windows: [WindowID], attributes: Bool = false, process: Bool = false) {
        // Every request goes out before the first reply is waited for.
        let pending = windows.map { request(properties, of: $0, attributes: attributes, process: process) }
        for read in pending { reads.ahead[read.window] = collect(read) }
    }

    /// Whether `window`'s replies were read ahead and wait to be used.
    public func hasReadAhead(for window: WindowID) -> Bool { reads.ahead[window] != nil }

    /// Forgets replies read ahead and not used (their windows were gone, or not managed): they
    /// would be stale by the time the window is mapped again.
    public func dropReadAhead() {
        reads.ahead.removeAll(keepingCapacity: true)
    }

    /// The requests of one window's read, sent (not waited for).
    private struct PendingRead {
        let window: WindowID
        let attributes: (xcb_get_window_attributes_cookie_t, xcb_get_geometry_cookie_t)?
        let properties: [(AtomID, xcb_get_property_cookie_t)]
        /// Asked: the process (nil inside when the server has no X-Resource).
        let process: xcb_res_query_client_ids_cookie_t??
    }

    private func request(_ properties: [AtomID], of window: WindowID, attributes: Bool, process: Bool) -> PendingRead {
        let c = XGetXCBConnection(display)
        let xid = xcb_window_t(window.rawValue)
        return PendingRead(
            window: window,
            attributes: attributes ? (xcb_get_window_attributes(c, xid), xcb_get_geometry(c, xid)) : nil,
            properties: properties.map {
                ($0, xcb_get_property(c, 0, xid, xcb_atom_t($0.rawValue), 0 /* AnyPropertyType */, 0, UInt32(PropertyLimit.text)))
            },
            process: process ? .some(requestProcess(of: window)) : nil)
    }

    /// The replies to one window's read, waited for.
    private func collect(_ read: PendingRead) -> Prefetch {
        let c = XGetXCBConnection(display)
        var result = Prefetch(window: read.window)
        if let (attributeCookie, geometryCookie) = read.attributes {
            result.attributes = .some(Self.attributes(c, attributeCookie, geometryCookie))
        }
        if let cookie = read.process { result.process = collectProcess(cookie) }
        result.values.reserveCapacity(read.properties.count)
        for (property, cookie) in read.properties {
            var error: UnsafeMutablePointer<xcb_generic_error_t>?
            let reply = xcb_get_property_reply(c, cookie, &error)
            // A window that is gone answers BadWindow here, to this reply, not to Xlib's handler.
            free(error)
            guard let reply else {
                result.values[property] = .some(nil)
                continue
            }
            result.values[property] = PropertyValue(reply: reply)
            free(reply)
        }
        return result
    }

    /// A window's attributes from the replies to GetWindowAttributes and GetGeometry (both are
    /// collected, so neither is left in XCB's queue); nil when the window is gone.
    private static func attributes(_ c: OpaquePointer?, _ attributeCookie: xcb_get_window_attributes_cookie_t,
                                   _ geometryCookie: xcb_get_geometry_cookie_t) -> WindowAttributes? {
        var error: UnsafeMutablePointer<xcb_generic_error_t>?
        let a = xcb_get_window_attributes_reply(c, attributeCookie, &error)
        free(error)
        error = nil
        let g = xcb_get_geometry_reply(c, geometryCookie, &error)
        free(error)
        defer { free(a); free(g) }
        guard let a, let g else { return nil }
        let mapState: MapState = switch Int(a.pointee.map_state) {
        case Int(XCB_MAP_STATE_VIEWABLE.rawValue): .viewable
        case Int(XCB_MAP_STATE_UNVIEWABLE.rawValue): .unviewable
        default: .unmapped
        }
        let geometry = g.pointee
        return WindowAttributes(
            rect: PixelRect(x: Int(geometry.x), y: Int(geometry.y), width: Int(geometry.width), height: Int(geometry.height)),
            borderWidth: Int(geometry.border_width), overrideRedirect: a.pointee.override_redirect != 0,
            mapState: mapState, isInputOnly: Int(a.pointee._class) == Int(XCB_WINDOW_CLASS_INPUT_ONLY.rawValue))
    }

    /// The format-32 items of `property` when its type is `type`; nil otherwise.
    func readItems(_ property: AtomID, of window: WindowID, type: AtomID, limit: Int) -> [UInt32]? {
        guard let value = readProperty(property, of: window, limit: limit), value.type == type, value.format == 32 else { return nil }
        return value.items
    }

    /// A text property (STRING or UTF8_STRING, format 8), decoded; nil when absent or of another type.
    func readText(_ property: AtomID, of window: WindowID) -> String? {
        guard let value = readProperty(property, of: window, limit: PropertyLimit.text), value.format == 8 else { return nil }
        let utf8String = atoms.intern("UTF8_STRING")
        // COMPOUND_TEXT is ASCII for ASCII text; its escape sequences for other sets are not worth a decoder.
        guard [utf8String, PredefinedAtom.string, atoms.intern("COMPOUND_TEXT")].contains(value.type) else { return nil }
        return decodeText(value.bytes, utf8: value.type == utf8String)
    }

    /// The atoms in a list property of type ATOM (at most 1024; None entries dropped).
    public func atomList(_ property: AtomID, of window: WindowID) -> [AtomID] {
        (readItems(property, of: window, type: PredefinedAtom.atom, limit: PropertyLimit.list) ?? [])
            .filter { $0 != 0 }.map { AtomID(rawValue: $0) }
    }

    /// WM_STATE; nil when absent, malformed, or not one of the ICCCM values.
    public func icccmState(of window: WindowID) -> ICCCMState? {
        let wmState = atoms.intern("WM_STATE")
        return readItems(wmState, of: window, type: wmState, limit: 2).flatMap(ICCCMState.init(decoding:))
    }

    /// WM_NORMAL_HINTS, validated (see `SizeHints`); nil when absent or not format-32 WM_SIZE_HINTS.
    public func sizeHints(of window: WindowID) -> SizeHints? {
        readItems(PredefinedAtom.wmNormalHints, of: window, type: PredefinedAtom.wmSizeHints, limit: PropertyLimit.hints)
            .map(SizeHints.init(decoding:))
    }

    /// WM_HINTS; nil when absent, empty, or not format-32 WM_HINTS.
    public func wmHints(of window: WindowID) -> WMHints? {
        readItems(PredefinedAtom.wmHints, of: window, type: PredefinedAtom.wmHints, limit: PropertyLimit.hints)
            .flatMap(WMHints.init(decoding:))
    }

    /// _MOTIF_WM_HINTS' decorations (see `MotifDecorations`); nil when absent, not format 32, of
    /// fewer than three items, or silent on decorations. Its type is not checked: clients write it
    /// as _MOTIF_WM_HINTS, and i3 reads any.
    public func motifDecorations(of window: WindowID) -> MotifDecorations? {
        guard let value = readProperty(atoms.intern("_MOTIF_WM_HINTS"), of: window, limit: PropertyLimit.hints),
              value.format == 32 else { return nil }
        return MotifDecorations(decoding: value.items)
    }

    /// WM_PROTOCOLS (WM_DELETE_WINDOW, WM_TAKE_FOCUS, …); only the first 1024 atoms are read.
    public func protocols(of window: WindowID) -> Set<AtomID> {
        Set(atomList(atoms.intern("WM_PROTOCOLS"), of: window))
    }

    /// _NET_WM_USER_TIME of the window itself, as a new window's is read with its other
    /// properties (`XAtoms.managedWindowProperties`; 0 asks not to be focused at first).
    public func ownUserTime(of window: WindowID) -> UInt32? {
        readItems(atoms.intern("_NET_WM_USER_TIME"), of: window, type: PredefinedAtom.cardinal, limit: 1)?.first
    }

    /// _NET_WM_USER_TIME: the server time of the user's last input to the window's client (read
    /// from its _NET_WM_USER_TIME_WINDOW when it names one); nil when absent or malformed.
    public func userTime(of window: WindowID) -> UInt32? {
        let timeWindow = readItems(atoms.intern("_NET_WM_USER_TIME_WINDOW"), of: window, type: PredefinedAtom.window, limit: 1)?
            .first.flatMap { $0 == 0 ? nil : WindowID(rawValue: $0) } ?? window
        return readItems(atoms.intern("_NET_WM_USER_TIME"), of: timeWindow, type: PredefinedAtom.cardinal, limit: 1)?.first
    }

    /// WM_CLASS; nil when absent, empty or not format 8 (see `WMClass` for what is tolerated).
    public func wmClass(of window: WindowID) -> WMClass? {
        guard let value = readProperty(PredefinedAtom.wmClass, of: window, limit: PropertyLimit.text), value.format == 8 else { return nil }
        return WMClass(decoding: value.bytes)
    }

    /// WM_WINDOW_ROLE (session management's stable name for a window).
    public func windowRole(of window: WindowID) -> String? {
        readText(atoms.intern("WM_WINDOW_ROLE"), of: window)
    }

    /// _NET_WM_NAME when it is non-empty UTF8_STRING, else WM_NAME; nil when neither is set.
    public func title(of window: WindowID) -> String? {
        let netName = atoms.intern("_NET_WM_NAME")
        if let value = readProperty(netName, of: window, limit: PropertyLimit.text), value.format == 8,
           value.type == atoms.intern("UTF8_STRING") {
            let text = decodeText(value.bytes, utf8: true)
            if !text.isEmpty { return text }
        }
        return readText(PredefinedAtom.wmName, of: window)
    }

    /// WM_TRANSIENT_FOR; nil when absent, None, or the window itself. The root is returned as is
    /// (some clients mean "transient for the whole group" by it).
    public func transientFor(of window: WindowID) -> WindowID? {
        guard let items = readItems(PredefinedAtom.wmTransientFor, of: window, type: PredefinedAtom.window, limit: 1),
              let first = items.first, first != window.rawValue else { return nil }
        return WindowID(xid: UInt(first))
    }

    /// WM_CLIENT_LEADER (ICCCM 5.1: the window its client's group is named by); nil when absent,
    /// None, or the window itself.
    public func clientLeader(of window: WindowID) -> WindowID? {
        guard let items = readItems(atoms.intern("WM_CLIENT_LEADER"), of: window, type: PredefinedAtom.window, limit: 1),
              let first = items.first, first != window.rawValue else { return nil }
        return WindowID(xid: UInt(first))
    }

    /// _NET_WM_WINDOW_TYPE, most preferred first (at most 1024 atoms).
    public func windowTypes(of window: WindowID) -> [AtomID] {
        atomList(atoms.intern("_NET_WM_WINDOW_TYPE"), of: window)
    }

    /// The space a dock reserves: _NET_WM_STRUT_PARTIAL's twelve values (left, right, top,
    /// bottom, then the start and end of each edge's span), or else _NET_WM_STRUT's four
    /// (spans the whole edge); nil when neither is set in full.
    public func strut(of window: WindowID) -> [Int]? {
        if let partial = readItems(atoms.intern("_NET_WM_STRUT_PARTIAL"), of: window, type: PredefinedAtom.cardinal, limit: 12),
           partial.count == 12 {
            return partial.map { Int($0) }
        }
        guard let whole = readItems(atoms.intern("_NET_WM_STRUT"), of: window, type: PredefinedAtom.cardinal, limit: 4),
              whole.count == 4 else { return nil }
        return whole.map { Int($0) }
    }

    /// _NET_WM_PID; nil when absent or malformed.
    public func processID(of window: WindowID) -> Int? {
        readItems(atoms.intern("_NET_WM_PID"), of: window, type: PredefinedAtom.cardinal, limit: 1)?.first.map { Int($0) }
    }

    /// WM_CLIENT_MACHINE.
    public func clientMachine(of window: WindowID) -> String? {
        readText(PredefinedAtom.wmClientMachine, of: window)
    }

    /// _NET_WM_STATE (at most 1024 atoms, duplicates removed).
    public func netWMState(of window: WindowID) -> Set<AtomID> {
        Set(atomList(atoms.intern("_NET_WM_STATE"), of: window))
    }
}
