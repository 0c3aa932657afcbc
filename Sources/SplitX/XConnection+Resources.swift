// The X-Resource extension (1.2): the process id of the client that made a window, as the
// server knows it (the peer of a local client's socket). A client writes its _NET_WM_PID
// itself, and may write any number; this one no client can choose.
internal import CX11
import XModel

/// What the server knows of the process that made a window.
public enum ServerKnownProcess: Equatable, Sendable {
    /// Its process id, on the server's machine.
    case pid(Int)
    /// The server cannot tell (a client over TCP, or from another machine).
    case unknown
    /// The server has no X-Resource 1.2: only the client's own word is there.
    case notAsked
}

extension XConnection {
    /// The process that made `window`, as the server knows it: one round trip (two more the
    /// first time, for the extension's version).
    public func serverKnownProcess(of window: WindowID) -> ServerKnownProcess {
        if asked.clientIDs == nil {
            var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
            asked.clientIDs = XResQueryExtension(display, &eventBase, &errorBase) != 0
                && XResQueryVersion(display, &major, &minor) != 0 && (major, minor) >= (1, 2)
        }
        guard asked.clientIDs == true else { return .notAsked }
        var spec = XResClientIdSpec(client: XID(window.rawValue), mask: UInt32(XRES_CLIENT_ID_PID_MASK.rawValue))
        var count = 0
        var ids: UnsafeMutablePointer<XResClientIdValue>?
        // A client gone meanwhile leaves nothing to name.
        guard XResQueryClientIds(display, 1, &spec, &count, &ids) == Success, let ids else { return .unknown }
        defer { XResClientIdsDestroy(count, ids) }
        for i in 0..<count {
            let pid = XResGetClientPid(ids + i)
            if pid > 0 { return .pid(Int(pid)) }
        }
        return .unknown
    }
}
