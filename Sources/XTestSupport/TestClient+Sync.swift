// XSync counters for tests: a client that advertises _NET_WM_SYNC_REQUEST keeps one, and sets it
// when it has drawn at the size it was asked about (or late, or never, as a test needs).
import CX11
import SplitX

extension TestClient {
    /// SYNC on this connection; every counter call needs it first.
    private func initializeSync() {
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        _ = XSyncQueryExtension(display, &eventBase, &errorBase)
        _ = XSyncInitialize(display, &major, &minor)
    }

    /// A new XSync counter holding `value`.
    public func createSyncCounter(_ value: Int64 = 0) -> UInt32 {
        initializeSync()
        let counter = XSyncCreateCounter(display, Self.syncValue(value))
        XFlush(display)
        return UInt32(truncatingIfNeeded: counter)
    }

    public func setSyncCounter(_ counter: UInt32, _ value: Int64) {
        XSyncSetCounter(display, XSyncCounter(counter), Self.syncValue(value))
        XFlush(display)
    }

    public func destroySyncCounter(_ counter: UInt32) {
        XSyncDestroyCounter(display, XSyncCounter(counter))
        XFlush(display)
    }

    /// The counter's value now (a round trip); only for a counter that exists.
    public func syncCounterValue(_ counter: UInt32) -> Int64? {
        initializeSync()
        var value = XSyncValue()
        guard XSyncQueryCounter(display, XSyncCounter(counter), &value) != 0 else { return nil }
        return Int64(value.hi) << 32 | Int64(value.lo)
    }

    /// Makes `w` a window that syncs its resizes: WM_PROTOCOLS lists _NET_WM_SYNC_REQUEST (and
    /// WM_DELETE_WINDOW), _NET_WM_SYNC_REQUEST_COUNTER names `counters` (any XIDs a test likes).
    public func advertiseSyncCounter(_ w: WindowID, _ counters: [UInt32]) {
        setProtocols(w, ["WM_DELETE_WINDOW", "_NET_WM_SYNC_REQUEST"])
        setProperty(w, "_NET_WM_SYNC_REQUEST_COUNTER", type: "CARDINAL", .words(counters))
    }

    private static func syncValue(_ value: Int64) -> XSyncValue {
        XSyncValue(hi: Int32(truncatingIfNeeded: value >> 32), lo: UInt32(truncatingIfNeeded: value))
    }
}

extension TestClientEvent {
    /// The value a _NET_WM_SYNC_REQUEST message asks for (`syncRequest` is that atom's number).
    public func syncRequestValue(_ syncRequest: AtomID) -> Int64? {
        guard case .clientMessage(_, "WM_PROTOCOLS", 32, let data) = self, data.count == 5, data[0] == syncRequest.rawValue
        else { return nil }
        return Int64(Int32(bitPattern: data[3])) << 32 | Int64(data[2])
    }
}
