// Keeping one noisy client from burying the window manager in PropertyNotify events: a window
// that changes its properties far faster than any person reads them stops being listened to
// for a moment, is read once when the moment is over, and is listened to again only once the
// property it flooded with has stopped changing.
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

    /// A window not listened to: until when, the property its flood changed, and a digest of
    /// that property's value when the quiet period began (nil: absent, or not read yet).
    struct Quiet {
        var until: ContinuousClock.Instant
        var property: AtomID
        var sample: Int?
    }

    private var counts: [WindowID: (since: ContinuousClock.Instant, count: Int)] = [:]
    /// Windows not listened to.
    private(set) var quiet: [WindowID: Quiet] = [:]

    /// Notes one change of `property` of `window`; true when this one makes it a flood (stop
    /// listening to it now, and `sample` the property).
    mutating func noteChange(of window: WindowID, property: AtomID = AtomID(rawValue: 0), at now: ContinuousClock.Instant) -> Bool {
        guard quiet[window] == nil else { return false }
        var entry = counts[window] ?? (now, 0)
        if now - entry.since > Self.interval { entry = (now, 0) }
        entry.count += 1
        counts[window] = entry
        guard entry.count > Self.limit else { return false }
        counts[window] = nil
        quiet[window] = Quiet(until: now + Self.quietPeriod, property: property)
        return true
    }

    /// Records what the flooded property held when the quiet period began.
    mutating func sample(_ window: WindowID, _ digest: Int?) { quiet[window]?.sample = digest }

    /// When the next quiet window is due to be looked at again.
    var nextDeadline: ContinuousClock.Instant? { quiet.values.map(\.until).min() }

    /// The windows whose quiet period is over at `now`, with the property to read again.
    func windowsDue(at now: ContinuousClock.Instant) -> [(window: WindowID, property: AtomID)] {
        quiet.filter { $0.value.until <= now }.map { ($0.key, $0.value.property) }
    }

    /// Whether to listen to a due window again, now that its flooded property reads `digest`:
    /// yes when it did not change over the quiet period (the flood is over); else it stays
    /// unheard for another period, so a flood that goes on never gets a burst of its events
    /// queued for the window manager each time it is listened to again.
    mutating func listensAgain(to window: WindowID, digest: Int?, at now: ContinuousClock.Instant) -> Bool {
        guard let entry = quiet[window] else { return true }
        if entry.sample == digest {
            quiet[window] = nil
            return true
        }
        quiet[window] = Quiet(until: now + Self.quietPeriod, property: entry.property, sample: digest)
        return false
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
