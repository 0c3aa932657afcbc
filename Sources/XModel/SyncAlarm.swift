// XSync alarms as Swift values: the alarm splitwm puts on a client's _NET_WM_SYNC_REQUEST
// counter, and what it reports.

/// An XSync alarm made on one connection (opaque outside SplitX, which makes and destroys them).
public struct SyncAlarmID: Hashable, Sendable, CustomStringConvertible {
    package let xid: UInt
    package init(xid: UInt) { self.xid = xid }
    public var description: String { "alarm 0x" + String(xid, radix: 16) }
}

/// An alarm on a client's counter reported the counter's value.
public struct SyncAlarmReport: Hashable, Sendable {
    public var alarm: SyncAlarmID
    /// The counter's value when the alarm fired (a signed 64-bit value, as XSync has them).
    public var counterValue: Int64
    /// False when the alarm no longer watches anything: its counter was destroyed.
    public var active: Bool

    public init(alarm: SyncAlarmID, counterValue: Int64, active: Bool) {
        self.alarm = alarm; self.counterValue = counterValue; self.active = active
    }
}
