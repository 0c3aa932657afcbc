// Keeping one noisy client from burying the window manager in PropertyNotify events: a window
// that changes its properties far faster than any person reads them stops being listened to
// for a moment, is read once when the moment is over, and is listened to again only once the
// property it flooded with has stopped changing.
import SplitX

/// Counts each client window's property changes per short interval and says when to stop
/// and start listening to one. A value: the client edge (`ClientEdge`) applies what it says to X.
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

    /// A window's changes since the start of its current interval (a struct, not a tuple: a
    /// dictionary of tuples of a generic clock's instants goes through unspecialised code).
    private struct Count {
        var since: ContinuousClock.Instant
        var count: Int

        /// Counts one change at `now`; true when that makes more than `limit` in the interval.
        mutating func note(at now: ContinuousClock.Instant) -> Bool {
            if now - since > PropertyFloodGuard.interval { self = Count(since: now, count: 0) }
            count += 1
            return count > PropertyFloodGuard.limit
        }
    }
    private var counts: [WindowID: Count] = [:]
    /// Windows not listened to.
    private(set) var quiet: [WindowID: Quiet] = [:]
    /// Windows listened to again whose first `interval` is not over: their changes are counted,
    /// not read, so that a flood that goes on is cut off again before any read's round trip
    /// (during which its events pile up unseen) lets a burst of it in; they are read once it
    /// is over.
    private(set) var probation: [WindowID: ContinuousClock.Instant] = [:]

    /// Notes one change of `property` of `window`; true when this one makes it a flood (stop
    /// listening to it now, and `sample` the property).
    mutating func noteChange(of window: WindowID, property: AtomID = AtomID(rawValue: 0), at now: ContinuousClock.Instant) -> Bool {
        // Every PropertyNotify comes here (our own WM_STATE and _NET_WM_STATE writes too): one
        // lookup, in place, and none in `quiet` while no window is quiet.
        guard quiet.isEmpty || quiet[window] == nil else { return false }
        guard counts[window, default: Count(since: now, count: 0)].note(at: now) else { return false }
        counts[window] = nil
        probation[window] = nil
        quiet[window] = Quiet(until: now + Self.quietPeriod, property: property)
        return true
    }

    /// Records what the flooded property held when the quiet period began.
    mutating func sample(_ window: WindowID, _ digest: Int?) { quiet[window]?.sample = digest }

    /// When the next quiet window is due to be looked at again, or the next probation ends.
    var nextDeadline: ContinuousClock.Instant? { (quiet.values.map(\.until) + probation.values).min() }

    /// The windows whose quiet period is over at `now`, with the property to read again.
    func windowsDue(at now: ContinuousClock.Instant) -> [(window: WindowID, property: AtomID)] {
        quiet.filter { $0.value.until <= now }.map { ($0.key, $0.value.property) }
    }

    /// Whether to listen to a due window again, now that its flooded property reads `digest`:
    /// yes when it did not change over the quiet period (the flood is over) and the window
    /// manager is `caughtUp` with its events (else it would see a flood that goes on only once
    /// it has drained what is queued before it, and meanwhile be sent all of it); otherwise it
    /// stays unheard for another period, so a flood that goes on never gets a burst of its
    /// events queued for the window manager each time it is listened to again.
    /// A window listened to again is on probation for an `interval` (see `probation`).
    mutating func listensAgain(to window: WindowID, digest: Int?, at now: ContinuousClock.Instant, caughtUp: Bool = true) -> Bool {
        guard let entry = quiet[window] else { return true }
        if entry.sample == digest, caughtUp {
            quiet[window] = nil
            counts[window] = nil
            probation[window] = now + Self.interval
            return true
        }
        quiet[window] = Quiet(until: now + Self.quietPeriod, property: entry.property, sample: digest)
        return false
    }

    /// The windows whose probation is over at `now` (they did not flood again): listened to
    /// for good, and to be read.
    mutating func endProbations(at now: ContinuousClock.Instant) -> [WindowID] {
        let over = probation.filter { $0.value <= now }.map(\.key)
        for window in over { probation[window] = nil }
        return over
    }

    /// Forgets a window that is no longer managed.
    mutating func forget(_ window: WindowID) {
        counts[window] = nil
        quiet[window] = nil
        probation[window] = nil
    }
}
