// The _NET_WM_SYNC_REQUEST bookkeeping without X: when a size is asked for, held back, sent
// anyway at the deadline, and what a late answer or a counter moved by someone else does.
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct SyncRequestsTests {
    let start = ContinuousClock.now

    /// Window 1 syncing, its counter reported at `value`.
    static func ready(at value: Int64 = 0) -> SyncRequests {
        var s = SyncRequests()
        s.watch(w(1))
        _ = s.report(w(1), value: value)
        return s
    }

    /// What `s` decides for window `id`'s next sizes (mutating calls cannot sit inside `#expect`).
    static func resizes(_ s: inout SyncRequests, _ id: UInt32 = 1, count: Int = 1, handshake: Bool = true,
                        at now: ContinuousClock.Instant) -> [SyncRequests.Resize] {
        (0..<count).map { _ in s.resize(w(id), handshake: handshake, now: now) }
    }

    @Test func aWindowIsAskedForTheNextValueThenHeldUntilItAnswers() {
        var s = Self.ready()
        let first = Self.resizes(&s, count: 3, at: start)
        #expect(first == [.request(value: 1), .hold, .hold])
        let answered = s.report(w(1), value: 1)
        #expect(answered, "the answer lets the held size out")
        let next = Self.resizes(&s, at: start)
        #expect(next == [.request(value: 2)])
    }

    @Test func withoutAHandshakeEverySizeGoesOutAtOnceAndNothingIsAsked() {
        var s = Self.ready()
        let plain = Self.resizes(&s, count: 2, handshake: false, at: start)
        #expect(plain == [.configure, .configure])
        #expect(s.entries[w(1)]?.sent == nil)
        _ = s.resize(w(1), handshake: true, now: start)
        // A drag's last size (the handshake is over) is never held back.
        let last = Self.resizes(&s, handshake: false, at: start)
        #expect(last == [.configure])
    }

    @Test func aWindowWithoutACounterOrWhoseCounterNeverReportedIsNeverHeld() {
        var s = SyncRequests()
        let unknown = Self.resizes(&s, 2, count: 2, at: start)
        #expect(unknown == [.configure, .configure])
        s.watch(w(1))   // a counter that does not exist: its alarm never reports
        let silent = Self.resizes(&s, count: 2, at: start)
        #expect(silent == [.configure, .configure])
    }

    @Test func theValueAskedIsAboveBothTheReportedAndTheLastAsked() {
        var s = Self.ready(at: 41)
        let first = Self.resizes(&s, at: start)
        #expect(first == [.request(value: 42)])
        // The client jumps ahead (another window manager's values, its own counting).
        let answered = s.report(w(1), value: 1_000)
        #expect(answered)
        let next = Self.resizes(&s, at: start)
        #expect(next == [.request(value: 1_001)])
        // Zero is never asked (GTK reads it as no request), nor a value past the counter's range.
        var negative = Self.ready(at: -1)
        let fromMinusOne = Self.resizes(&negative, at: start)
        #expect(fromMinusOne == [.request(value: 1)])
        var full = Self.ready(at: Int64.max)
        let atTheEnd = Self.resizes(&full, at: start)
        #expect(atTheEnd == [.configure])
    }

    @Test func anAnswerBelowTheValueAskedIsNoAnswer() {
        var s = Self.ready(at: 5)
        let first = Self.resizes(&s, at: start)
        #expect(first == [.request(value: 6)])
        let answered = s.report(w(1), value: 5)
        #expect(!answered)
        let next = Self.resizes(&s, at: start)
        #expect(next == [.hold])
    }

    @Test func atTheDeadlineTheWindowIsReleasedAndResizedWithoutAskingUntilItAnswersAgain() {
        var s = Self.ready()
        _ = s.resize(w(1), handshake: true, now: start)
        #expect(s.nextDeadline == start + SyncRequests.defaultTimeout)
        let early = s.expire(at: start + SyncRequests.defaultTimeout - .milliseconds(1))
        #expect(early.isEmpty)
        let due = s.expire(at: start + SyncRequests.defaultTimeout)
        #expect(due == [w(1)])
        #expect(s.nextDeadline == nil, "a deadline is served once")
        #expect(s.entries[w(1)]?.unresponsive == true)
        let later = start + .seconds(1)
        let unsynced = Self.resizes(&s, count: 2, at: later)
        #expect(unsynced == [.configure, .configure])
        // The late answer makes it a syncing window again.
        let answered = s.report(w(1), value: 1)
        #expect(answered)
        #expect(s.entries[w(1)]?.unresponsive == false)
        let next = Self.resizes(&s, at: later)
        #expect(next == [.request(value: 2)])
    }

    @Test func oneWindowsDeadlineLeavesTheOthersAlone() {
        var s = Self.ready()
        s.watch(w(2))
        _ = s.report(w(2), value: 0)
        _ = s.resize(w(1), handshake: true, now: start)
        _ = s.resize(w(2), handshake: true, now: start + .milliseconds(100))
        _ = s.report(w(2), value: 1)
        let due = s.expire(at: start + SyncRequests.defaultTimeout)
        #expect(due == [w(1)])
        #expect(s.entries[w(2)]?.unresponsive == false)
        let second = Self.resizes(&s, 2, at: start + SyncRequests.defaultTimeout)
        #expect(second == [.request(value: 2)])
    }

    @Test func aNewCounterOrAForgottenWindowStartsOver() {
        var s = Self.ready()
        _ = s.resize(w(1), handshake: true, now: start)
        s.watch(w(1))
        #expect(s.nextDeadline == nil)
        let beforeReport = Self.resizes(&s, at: start)
        #expect(beforeReport == [.configure], "not ready before the new counter reports")
        s.forget(w(1))
        #expect(!s.isSyncing(w(1)))
        let answered = s.report(w(1), value: 9)
        #expect(!answered)
    }
}
