// Keeping one noisy client from burying the window manager in PropertyNotify events: a window
// that changes its properties far faster than any person reads them stops being listened to
// for a moment, and is read once when listening starts again.
import SplitX

/// Counts each client window's property changes per short interval and says when to stop
/// and start listening to one. A value: the window manager applies what it says to X.
struct PropertyFloodGuard {
    /// More changes than this within `interval` is a flood (a terminal showing progress changes
    /// its title a few dozen times a second).
    static let limit = 200
    static let interval = Duration.milliseconds(100)
    /// How long a flooding window goes unheard.
    static let quietPeriod = Duration.milliseconds(500)

    private var counts: [WindowID: (since: ContinuousClock.Instant, count: Int)] = [:]
    /// Windows not listened to, and when to listen again.
    private(set) var quiet: [WindowID: ContinuousClock.Instant] = [:]

    /// Notes one property change of `window`; true when this one makes it a flood (stop
    /// listening to it now).
    mutating func noteChange(of window: WindowID, at now: ContinuousClock.Instant) -> Bool {
        guard quiet[window] == nil else { return false }
        var entry = counts[window] ?? (now, 0)
        if now - entry.since > Self.interval { entry = (now, 0) }
        entry.count += 1
        counts[window] = entry
        guard entry.count > Self.limit else { return false }
        counts[window] = nil
        quiet[window] = now + Self.quietPeriod
        return true
    }

    /// When the next quiet window is due to be heard again.
    var nextDeadline: ContinuousClock.Instant? { quiet.values.min() }

    /// The windows whose quiet period is over at `now`; they are listened to again.
    mutating func windowsDue(at now: ContinuousClock.Instant) -> [WindowID] {
        let due = quiet.filter { $0.value <= now }.map(\.key)
        for window in due { quiet[window] = nil }
        return due
    }

    /// Forgets a window that is no longer managed.
    mutating func forget(_ window: WindowID) {
        counts[window] = nil
        quiet[window] = nil
    }
}

/// The X edge's watch over client properties: which changed since the last render (read once
/// per loop turn however often a client changes them), and which clients are too noisy to
/// listen to for now.
struct PropertyWatch {
    var stale: [WindowID: Set<AtomID>] = [:]
    var floodGuard = PropertyFloodGuard()
}
