// The X side of _NET_WM_SYNC_REQUEST: an alarm per window that keeps a counter, the request
// sent before a new size, and the sizes held back until the client has drawn the last one.
// The bookkeeping itself is SplitState's `SyncRequests` (a value, tested without X).
import SplitState
import SplitX

/// What the renderer asks before it sends a syncing window a new size, and what the event loop
/// tells it when an alarm reports or a deadline passes.
final class SyncedResizes {
    private let x: XConnection
    private(set) var requests = SyncRequests()
    /// The counter each syncing window names, and the alarm that watches it.
    private(set) var counters: [WindowID: (counter: UInt32, alarm: SyncAlarmID)] = [:]
    private var windowsByAlarm: [SyncAlarmID: WindowID] = [:]
    /// Windows whose newest size was held back: an answer or a deadline lets it out (a render).
    private var held: Set<WindowID> = []

    init(_ x: XConnection) { self.x = x }

    /// How long a window may take to draw a new size (`SyncRequests.defaultTimeout`).
    var timeout: Duration {
        get { requests.timeout }
        set { requests.timeout = newValue }
    }

    /// `window` names `counter` (read when it is managed and when its WM_PROTOCOLS or counter
    /// changes), or none: a new counter gets a new alarm, a counter gone takes its alarm along.
    func setCounter(_ counter: UInt32?, of window: WindowID) {
        guard counters[window]?.counter != counter else { return }
        forget(window)
        guard let counter, let alarm = x.watchCounter(counter) else { return }
        counters[window] = (counter, alarm)
        windowsByAlarm[alarm] = window
        requests.watch(window)
    }

    /// Whether `window`'s new size may go out now (false: keep the one it has). When it may and
    /// it syncs, the request goes first, as EWMH asks: the client then hears of the new size
    /// (ConfigureNotify) after it knows which value to set once it has drawn.
    func mayResize(_ window: WindowID, handshake: Bool, time: UInt32) -> Bool {
        // The common case, every window of a drag when none syncs: no clock read, no bookkeeping.
        guard handshake, requests.isSyncing(window) else {
            if !held.isEmpty { held.remove(window) }
            return true
        }
        switch requests.resize(window, handshake: handshake, now: .now) {
        case .configure:
            held.remove(window)
            return true
        case .request(let value):
            x.sendSyncRequest(to: window, value: value, time: time)
            held.remove(window)
            return true
        case .hold:
            held.insert(window)
            return false
        }
    }

    /// An alarm reported; true when a size held back may now go out (the caller renders).
    func alarm(_ report: SyncAlarmReport) -> Bool {
        guard let window = windowsByAlarm[report.alarm] else { return false }
        guard report.active else {
            // Its counter was destroyed: the window no longer syncs.
            let wasHeld = held.contains(window)
            forget(window)
            return wasHeld
        }
        return requests.report(window, value: report.counterValue) && held.contains(window)
    }

    /// The earliest deadline of a window asked and not answered (the poll loop wakes by it).
    var nextDeadline: ContinuousClock.Instant? { requests.nextDeadline }

    /// Serves the deadlines that passed; true when a size held back may now go out.
    func expire(at now: ContinuousClock.Instant) -> Bool {
        let expired = requests.expire(at: now)
        for window in expired { Log.debug("window \(window) did not answer its sync request within \(requests.timeout): resized without waiting until it does") }
        return expired.contains(where: held.contains)
    }

    /// What `query` shows of `window`'s handshake; nil when it does not sync.
    func report(_ window: WindowID) -> SyncRequestReport? {
        guard let (counter, _) = counters[window] else { return nil }
        let entry = requests.entries[window]
        return SyncRequestReport(counter: counter, sent: entry?.sent, reached: entry?.reported, unresponsive: entry?.unresponsive ?? false)
    }

    /// `window` is no longer managed or no longer syncs: its alarm goes.
    func forget(_ window: WindowID) {
        held.remove(window)
        requests.forget(window)
        guard let (_, alarm) = counters.removeValue(forKey: window) else { return }
        windowsByAlarm[alarm] = nil
        x.destroyAlarm(alarm)
    }
}
