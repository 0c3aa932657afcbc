// The X-Resource extension (1.2): the process id of the client that made a window, as the
// server knows it (the peer of a local client's socket). A client writes its _NET_WM_PID
// itself, and may write any number; this one no client can choose. Asked through Xlib's own
// XCB connection, so a new window's read sends it with its properties, in one round trip.
internal import CX11
import Glibc
import XModel

/// What the server knows of the process that made a window.
public enum ServerKnownProcess: Equatable, Sendable {
    /// Its process id, on the server's machine.
    case pid(Int)
    /// The server cannot tell (a client over TCP, or from another machine), or the client is gone.
    case unknown
    /// The server has no X-Resource 1.2: only the client's own word is there.
    case notAsked
}

extension XConnection {
    /// Whether the server has X-Resource 1.2, asked once (two round trips, the first time only).
    var hasClientIDs: Bool {
        if let known = asked.clientIDs { return known }
        let c = XGetXCBConnection(display)
        var present = false
        if let data = cx11_res_extension(c), data.pointee.present != 0,
           let reply = xcb_res_query_version_reply(c, xcb_res_query_version(c, 1, 2), nil) {
            present = (reply.pointee.server_major, reply.pointee.server_minor) >= (1, 2)
            free(reply)
        }
        asked.clientIDs = present
        return present
    }

    /// Asks which process made `window` (sent, not waited for); nil without X-Resource 1.2.
    func requestProcess(of window: WindowID) -> xcb_res_query_client_ids_cookie_t? {
        guard hasClientIDs else { return nil }
        var spec = xcb_res_client_id_spec_t(client: window.rawValue, mask: UInt32(XCB_RES_CLIENT_ID_MASK_LOCAL_CLIENT_PID.rawValue))
        return xcb_res_query_client_ids(XGetXCBConnection(display), 1, &spec)
    }

    /// The answer to `requestProcess`, waited for.
    func collectProcess(_ cookie: xcb_res_query_client_ids_cookie_t?) -> ServerKnownProcess {
        guard let cookie else { return .notAsked }
        var error: UnsafeMutablePointer<xcb_generic_error_t>?
        let reply = xcb_res_query_client_ids_reply(XGetXCBConnection(display), cookie, &error)
        free(error)
        guard let reply else { return .unknown }
        defer { free(reply) }
        var ids = xcb_res_query_client_ids_ids_iterator(reply)
        while ids.rem > 0 {
            if xcb_res_client_id_value_value_length(ids.data) >= 1, let value = xcb_res_client_id_value_value(ids.data), value.pointee > 0 {
                return .pid(Int(value.pointee))
            }
            xcb_res_client_id_value_next(&ids)
        }
        return .unknown
    }

    /// The process that made `window`, as the server knows it: from a read that asked for it
    /// (`prefetchingProperties(…, process: true)`), else one round trip.
    public func serverKnownProcess(of window: WindowID) -> ServerKnownProcess {
        if let read = reads.current, read.window == window, let process = read.process { return process }
        return collectProcess(requestProcess(of: window))
    }
}
