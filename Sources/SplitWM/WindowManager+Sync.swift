// _NET_WM_SYNC_REQUEST in the event loop: the counter a window names, read with its other
// properties; its alarm's reports; the deadlines the poll loop wakes for.
import SplitX

extension WindowManager {
    /// An alarm on a client's counter reported: a size held back for it goes out at this turn's
    /// render, even when nothing else changed.
    func syncAlarm(_ report: SyncAlarmReport) {
        if renderer.sync.alarm(report) { rendering.needed = true }
    }

    /// A client that let its deadline pass gets its newest size at this turn's render.
    func expireSyncRequests() {
        guard let deadline = renderer.sync.nextDeadline, deadline <= .now else { return }
        if renderer.sync.expire(at: .now) { rendering.needed = true }
    }

    /// Reads again which counter `window` names (its WM_PROTOCOLS or counter changed).
    func syncCounterChanged(_ window: WindowID) {
        renderer.sync.setCounter(x.syncCounter(of: window), of: window)
    }
}
