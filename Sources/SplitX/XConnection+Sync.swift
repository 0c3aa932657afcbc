// The SYNC extension for _NET_WM_SYNC_REQUEST (EWMH): which counter a client keeps, the alarm
// that watches it (its reports come through the event loop, never by polling), and the
// request that asks the client to move it once it has drawn at its new size.
internal import CX11

/// The extensions a connection asks for only when first needed, and what it learnt.
struct AskedExtensions {
    var sync = SyncExtension.unasked
    /// X-Resource 1.2 (client ids): nil until asked.
    var clientIDs: Bool?
}

/// Whether the server has SYNC, asked once, when an alarm is first needed.
enum SyncExtension {
    case unasked
    case absent
    /// Its first event code (alarms report at `eventBase + XSyncAlarmNotify`).
    case present(eventBase: Int32, opcode: Int32)
}

extension XConnection {
    /// Whether the server has SYNC (3.0 or later). Asked once, two round trips; from then on
    /// alarm events decode, and every error of a SYNC request is a tolerated race: each names
    /// a counter some client made, and which that client may destroy, or never made, at any time.
    public var hasSync: Bool {
        if case .unasked = asked.sync {
            asked.sync = .absent
            var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
            // XSyncQueryExtension also teaches Xlib the layout of SYNC's events and errors.
            if XQueryExtension(display, "SYNC", &opcode, &eventBase, &errorBase) != 0,
               XSyncQueryExtension(display, &eventBase, &errorBase) != 0,
               XSyncInitialize(display, &major, &minor) != 0, major >= 3 {
                asked.sync = .present(eventBase: eventBase, opcode: opcode)
                XErrorHandling.tolerateErrors(ofRequest: UInt8(truncatingIfNeeded: opcode), for: display)
            }
        }
        if case .present = asked.sync { return true }
        return false
    }

    /// The XSync counter `window` names in _NET_WM_SYNC_REQUEST_COUNTER, when it also lists
    /// _NET_WM_SYNC_REQUEST in WM_PROTOCOLS; nil otherwise. Of EWMH 1.5's two counters (basic,
    /// extended) the first, the basic one: splitwm asks for the basic handshake only.
    public func syncCounter(of window: WindowID) -> UInt32? {
        guard protocols(of: window).contains(atoms.intern("_NET_WM_SYNC_REQUEST")),
              let counter = readItems(atoms.intern("_NET_WM_SYNC_REQUEST_COUNTER"), of: window, type: PredefinedAtom.cardinal,
                                      limit: 2)?.first, counter != 0 else { return nil }
        return counter
    }

    /// An alarm on `counter` that reports its value (`.syncAlarm`) at once, then every time it
    /// grows. Nil when the server has no SYNC. Made without a round trip: a counter that does
    /// not exist makes the server refuse the alarm (a tolerated error), and it never reports.
    public func watchCounter(_ counter: UInt32) -> SyncAlarmID? {
        guard hasSync else { return nil }
        var attributes = XSyncAlarmAttributes()
        attributes.trigger.counter = XSyncCounter(counter)
        // Relative 0: true the moment it is made, so the first report is the value the counter
        // holds now (no XSyncQueryCounter round trip per window). Each report then moves the
        // test value by `delta` past the counter: the next comes when the counter grows.
        attributes.trigger.value_type = XSyncRelative
        attributes.trigger.wait_value = XSyncValue(hi: 0, lo: 0)
        attributes.trigger.test_type = XSyncPositiveComparison
        attributes.delta = XSyncValue(hi: 0, lo: 1)
        attributes.events = 1
        let mask = XSyncCACounter | XSyncCAValueType | XSyncCAValue | XSyncCATestType | XSyncCADelta | XSyncCAEvents
        return SyncAlarmID(xid: XSyncCreateAlarm(display, UInt(mask), &attributes))
    }

    /// Destroys an alarm of `watchCounter` (one the server refused is a tolerated error).
    public func destroyAlarm(_ alarm: SyncAlarmID) {
        XSyncDestroyAlarm(display, alarm.xid)
    }

    /// The _NET_WM_SYNC_REQUEST message: `window`'s client sets its counter to `value` once it
    /// has drawn at the size the ConfigureWindow right after this gives it.
    public func sendSyncRequest(to window: WindowID, value: Int64, time: UInt32) {
        let low = Int(UInt32(truncatingIfNeeded: value)), high = Int(Int32(truncatingIfNeeded: value >> 32))
        // data.l[4] = 0: the basic counter (GTK reads non-zero as "use the extended one").
        sendProtocol(atoms.intern("_NET_WM_SYNC_REQUEST"), to: window, time: time, extra: (low, high, 0))
    }

    /// An alarm event just taken off the queue.
    func syncAlarm(in event: inout XEvent) -> WindowEvent? {
        let e = cx11_sync_alarm_event(&event).pointee
        guard e.alarm != 0 else { return nil }
        let value = Int64(e.counter_value.hi) << 32 | Int64(e.counter_value.lo)
        return .syncAlarm(SyncAlarmReport(alarm: SyncAlarmID(xid: e.alarm), counterValue: value, active: e.state == XSyncAlarmActive))
    }
}
