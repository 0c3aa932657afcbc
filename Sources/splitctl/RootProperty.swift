// The one question splitctl asks X, through libxcb: a text property of the root window.
import CXCB
#if canImport(Glibc)
import Glibc
#endif

/// Why X could not be asked, in words splitctl prints on its one line.
struct XLookupError: Error, CustomStringConvertible {
    var description: String
}

/// Where the timeout's message goes: descriptor 2, or its saved copy while `connect` catches libxcb's writes.
nonisolated(unsafe) private var standardError: Int32 = 2

enum RootProperty {
    /// The root window's `name` on `display` as STRING or UTF8_STRING text, at most 4 KiB of it
    /// (far more than a socket path holds); nil when absent or of another type or format.
    static func text(_ name: String, display: String) -> Result<String?, XLookupError> {
        // libxcb waits for the server without a timeout: one that accepts and then says nothing
        // must not hang a script forever.
        signal(SIGALRM) { _ in
            let message: StaticString = "splitctl: cannot find splitwm's socket: the X server did not answer within 10 s\n"
            _ = write(standardError, message.utf8Start, message.utf8CodeUnitCount)
            _exit(2)
        }
        alarm(10)
        defer { alarm(0) }
        var screen: Int32 = 0
        let (x, refusal) = connect(display, &screen)
        defer { xcb_disconnect(x) }
        switch xcb_connection_has_error(x) {
        case 0: break
        case XCB_CONN_CLOSED_PARSE_ERR: return .failure(XLookupError(description: "cannot open X display \"\(display)\": that is not a display name"))
        case XCB_CONN_CLOSED_INVALID_SCREEN: return .failure(XLookupError(description: "X display \"\(display)\" has no screen \(screen)"))
        case _ where !refusal.isEmpty: return .failure(XLookupError(description: "X display \"\(display)\" refused this connection: \(refusal)"))
        default: return .failure(XLookupError(description: "cannot open X display \"\(display)\": no server is running there, or it refused this user"))
        }
        var roots = xcb_setup_roots_iterator(xcb_get_setup(x))
        for _ in 0..<screen { xcb_screen_next(&roots) }
        let root = roots.data.pointee.root
        // Both atoms in one round trip, only if they exist: asking must not create them.
        let cookies = [name, "UTF8_STRING"].map { (atom: String) in xcb_intern_atom(x, 1, UInt16(clamping: atom.utf8.count), atom) }
        let atoms = cookies.map { cookie in
            let reply = xcb_intern_atom_reply(x, cookie, nil)
            defer { free(reply) }
            return reply?.pointee.atom ?? 0
        }
        var text: String?
        if atoms[0] != 0, let reply = xcb_get_property_reply(x, xcb_get_property(x, 0, root, atoms[0], XCB_GET_PROPERTY_TYPE_ANY.rawValue, 0, 4096 / 4), nil) {
            defer { free(reply) }
            if reply.pointee.format == 8, reply.pointee.type == XCB_ATOM_STRING.rawValue || reply.pointee.type == atoms[1] {
                let bytes = UnsafeRawBufferPointer(start: xcb_get_property_value(reply), count: Int(xcb_get_property_value_length(reply)))
                text = String(decoding: bytes, as: UTF8.self)
            }
        }
        guard xcb_connection_has_error(x) == 0 else {
            return .failure(XLookupError(description: "X display \"\(display)\" closed the connection before answering"))
        }
        return .success(text)
    }

    /// `xcb_connect`, and what libxcb wrote on standard error meanwhile: the server's reason for
    /// refusing us, with no newline, which splitctl puts into its own one line instead.
    private static func connect(_ display: String, _ screen: inout Int32) -> (OpaquePointer, String) {
        var ends: [Int32] = [-1, -1]
        let saved = dup(2)
        guard saved >= 0, pipe(&ends) == 0 else {
            if saved >= 0 { close(saved) }
            return (xcb_connect(display, &screen), "")
        }
        dup2(ends[1], 2)
        close(ends[1])
        standardError = saved
        let x: OpaquePointer = xcb_connect(display, &screen)   // never NULL: errors are a connection too
        dup2(saved, 2)
        standardError = 2
        close(saved)
        // Every write end is closed now: this read returns what was written, or 0 at once.
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(ends[0], &buffer, buffer.count)
        close(ends[0])
        let refusal = count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
        return (x, String(refusal.filter { $0 != "\n" }))
    }
}
