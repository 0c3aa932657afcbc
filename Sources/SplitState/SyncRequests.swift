// _NET_WM_SYNC_REQUEST bookkeeping (EWMH), without X: per window that keeps an XSync counter,
// the value it last reported, the value it was last asked to reach and by when. The renderer
// asks it whether a new size may go out; the X edge tells it what the counter's alarm reports;
// `query` shows the handshake (`SyncRequestReport`).
import XModel

/// The resize handshake of the windows that keep a `_NET_WM_SYNC_REQUEST_COUNTER`: before a
/// window that syncs is sent a new size, it is asked to set its counter to a new value once it
/// has drawn at that size, and no further size goes to it until it has (or until `timeout`).
public struct SyncRequests: Equatable, Sendable {
    /// One syncing window.
    public struct Entry: Equatable, Sendable {
        /// The counter's value as its alarm last reported it; nil until the first report, which
        /// the alarm sends as soon as it is made: a counter that does not exist never reports,
        /// and its window is never held.
        public var reported: Int64?
        /// The value the window was last asked to reach (nil: never asked).
        public var sent: Int64?
        /// When the window is given its newest size even though it has not reached `sent`.
        public var deadline: ContinuousClock.Instant?
        /// It let a deadline pass: resized without asking until it reaches `sent` after all.
        public var unresponsive = false

        /// Asked, and not answered yet.
        public var awaiting: Bool {
            guard let sent else { return false }
            return (reported ?? Int64.min) < sent
        }
    }

    /// What to do with a new size for a window.
    public enum Resize: Equatable, Sendable {
        /// Send it as any window gets it: no handshake (not syncing, not ready, unresponsive,
        /// or no handshake wanted now).
        case configure
        /// Ask the window to reach `value` (the ClientMessage goes first), then send the size.
        case request(value: Int64)
        /// Keep the size it has: it has not drawn the last one yet.
        case hold
    }

    public private(set) var entries: [WindowID: Entry] = [:]

    /// How long a window may take to draw at its new size before it gets the next one anyway.
    /// Stacking window managers wait 0.5 to 2 s for the one window the user resizes by its
    /// frame. A tiler resizes many windows at once, each with its own client: one that hangs
    /// must not leave a hole in a layout the user is still dragging, and a drag's last size
    /// must land about when the hand lets go. A quarter of a second is some fifteen frames at
    /// 60 Hz: a client that keeps up at all (a heavy GTK window draws in 10 to 50 ms) answers
    /// well within it, and one that does not trails the drag by a quarter second at most,
    /// once; after that it is resized without waiting until it answers again.
    public static let defaultTimeout: Duration = .milliseconds(250)

    /// `defaultTimeout`, except in tests that need a window held for as long as they look.
    public var timeout = defaultTimeout

    public init() {}

    /// `window` keeps a counter (new, or a new counter): nothing is known of it until its
    /// alarm reports.
    public mutating func watch(_ window: WindowID) {
        entries[window] = Entry()
    }

    /// `window` is gone, stopped advertising, or its counter was destroyed.
    public mutating func forget(_ window: WindowID) {
        entries[window] = nil
    }

    public func isSyncing(_ window: WindowID) -> Bool { entries[window] != nil }

    /// Decides what happens to a new size for `window`. `handshake`: the window manager wants
    /// sizes synced now (a drag, an animation); without it every size goes out at once.
    public mutating func resize(_ window: WindowID, handshake: Bool, now: ContinuousClock.Instant) -> Resize {
        guard handshake, var entry = entries[window], let reported = entry.reported, !entry.unresponsive else { return .configure }
        if entry.awaiting { return .hold }
        // Above both what it reported and what it was asked: a counter a client (or a window
        // manager before this one) moved on is never asked for a value it has already passed.
        // Zero is never asked for: GTK reads a request for 0 as none.
        let base = max(reported, entry.sent ?? reported)
        guard base < Int64.max else { return .configure }
        let value = base == -1 ? 1 : base + 1
        entry.sent = value
        entry.deadline = now + timeout
        entries[window] = entry
        return .request(value: value)
    }

    /// The alarm on `window`'s counter reported `value`. True when this answers what the
    /// window was asked (a size held back for it may go out now).
    public mutating func report(_ window: WindowID, value: Int64) -> Bool {
        guard var entry = entries[window] else { return false }
        let wasAwaiting = entry.awaiting
        entry.reported = value
        let answered = wasAwaiting && !entry.awaiting
        if answered {
            entry.deadline = nil
            entry.unresponsive = false
        }
        entries[window] = entry
        return answered
    }

    /// The earliest deadline of a window asked and not answered.
    public var nextDeadline: ContinuousClock.Instant? {
        entries.values.lazy.compactMap(\.deadline).min()
    }

    /// Windows whose deadline passed by `now`: they become unresponsive (their next sizes go
    /// out without asking, until they answer), and are returned so that a size held back for
    /// them goes out.
    public mutating func expire(at now: ContinuousClock.Instant) -> [WindowID] {
        var expired: [WindowID] = []
        for (window, entry) in entries {
            guard let deadline = entry.deadline, deadline <= now else { continue }
            entries[window]?.deadline = nil
            entries[window]?.unresponsive = true
            expired.append(window)
        }
        return expired
    }
}

/// A window's _NET_WM_SYNC_REQUEST handshake as `query` shows it.
public struct SyncRequestReport: Hashable, Sendable {
    /// The XSync counter it names.
    public var counter: UInt32
    /// The value it was last asked to reach; nil before its first request.
    public var sent: Int64?
    /// The counter's value as its alarm last reported it; nil before the first report (a
    /// counter that does not exist never reports).
    public var reached: Int64?
    /// It let a deadline pass and is resized without waiting until it answers.
    public var unresponsive: Bool

    public init(counter: UInt32, sent: Int64?, reached: Int64?, unresponsive: Bool) {
        self.counter = counter
        self.sent = sent
        self.reached = reached
        self.unresponsive = unresponsive
    }
}
