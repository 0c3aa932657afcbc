// How many clients subscribed to each kind of event, on splitwm's socket and on i3's: what lets
// the window manager skip building an event nobody reads.
import SplitJSON

/// Subscribers per event kind, kept as clients subscribe and leave.
struct SubscriberCounts {
    private var splitwm: [EventKind: Int] = [:]
    private var i3: [I3Event: Int] = [:]

    func has(_ kind: EventKind) -> Bool { splitwm[kind, default: 0] > 0 }
    func has(i3 event: I3Event) -> Bool { i3[event, default: 0] > 0 }

    /// `connection` subscribes to `kinds` (those it has are not counted twice).
    mutating func subscribe(_ connection: IPCConnection, to kinds: Set<EventKind>) {
        for kind in kinds.subtracting(connection.subscriptions) { splitwm[kind, default: 0] += 1 }
        connection.subscriptions.formUnion(kinds)
    }

    /// `connection` subscribes to `events` on i3's socket.
    mutating func subscribe(_ connection: IPCConnection, to events: Set<I3Event>) {
        for event in events.subtracting(connection.i3Subscriptions) { i3[event, default: 0] += 1 }
        connection.i3Subscriptions.formUnion(events)
    }

    /// `connection` left: its subscriptions no longer count.
    mutating func leave(_ connection: IPCConnection) {
        for kind in connection.subscriptions { splitwm[kind, default: 1] -= 1 }
        for event in connection.i3Subscriptions { i3[event, default: 1] -= 1 }
    }
}
