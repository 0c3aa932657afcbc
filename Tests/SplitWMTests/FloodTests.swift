// A client rewriting its title as fast as the server takes it must not hold anyone back: new
// windows are tiled, and splitctl answered, as promptly as without it, in memory that stays flat.
import Foundation
@testable import SplitWM
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Flood {
        @Test func aTitleFloodDelaysNeitherNewWindowsNorQueriesNorGrowsMemory() throws {
            try withSplitWMBinary { server, client, wm in
                let flood = try PropertyFlood(displayName: server.displayName)
                defer { flood.stop() }
                #expect(Lifecycle.eventually(client) { client.property(flood.window, "WM_STATE") != nil })
                flood.start()
                let started = ContinuousClock.now
                while flood.changes < 20_000 && ContinuousClock.now < started + .seconds(20) { usleep(1_000) }
                let pid = wm.process.processIdentifier
                // Memory is measured from after a second of flood (splitwm has stopped listening
                // to it and started again twice, and what it queued meanwhile is its high-water
                // mark) to the end, two seconds or more later.
                usleep(1_000_000)
                let residentBefore = try #require(Self.residentKiB(pid))
                let measuredFrom = ContinuousClock.now

                var tiled: [Duration] = []
                for _ in 0..<9 {
                    let w = client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100))
                    let mapped = ContinuousClock.now
                    client.map(w)
                    #expect(Lifecycle.eventually(client) {
                        client.property(w, "WM_STATE") != nil && client.mapState(of: w) == .viewable
                            && (client.geometry(of: w)?.width ?? 100) != 100
                    })
                    tiled.append(ContinuousClock.now - mapped)
                }
                // The window manager's answer on its socket (what it controls), and splitctl as a
                // whole process (which also starts up and finds the socket through X, on a machine
                // whose cores the flood keeps busy): reported, not asserted.
                var answered: [Duration] = [], splitctl: [Duration] = []
                for _ in 0..<5 {
                    var asked = ContinuousClock.now
                    let line = try IPCConnection(display: server.displayName).request("query focused")
                    answered.append(ContinuousClock.now - asked)
                    #expect(line?.hasPrefix(#"{"success":true,"focused":{"#) == true, "\(line ?? "no reply")")
                    asked = ContinuousClock.now
                    let reply = try SplitWMProcess.splitctl(["query", "focused"], display: server.displayName)
                    splitctl.append(ContinuousClock.now - asked)
                    #expect(reply.status == 0, "\(reply.output)")
                }
                // What the flooding window changes meanwhile is not lost: read when splitwm listens
                // again (its urgency hint, set while it is not focused, shows).
                client.setWMHints(flood.window, input: true, urgent: true)
                let demands = client.atom("_NET_WM_STATE_DEMANDS_ATTENTION").rawValue
                #expect(Lifecycle.eventually(client) {
                    client.items(flood.window, "_NET_WM_STATE", type: "ATOM")?.contains(demands) == true
                }, "the flooding window's urgency hint was read")
                while ContinuousClock.now < measuredFrom + .seconds(2) { usleep(10_000) }
                let residentAfter = try #require(Self.residentKiB(pid))
                print("flood: \(flood.changes) title changes in \(ContinuousClock.now - started); map→tiled median \(Self.median(tiled)), max \(tiled.max()!); query focused answered in \(Self.median(answered)) (splitctl, whole process: \(Self.median(splitctl))); VmRSS \(residentBefore) → \(residentAfter) KiB")
                #expect(Self.median(tiled) < .milliseconds(100), "map→tiled: \(tiled)")
                #expect(Self.median(answered) < .milliseconds(100), "query focused: \(answered)")
                // Flat: a backlog of the flood's events queued in memory would grow by a hundred
                // megabytes a second (a million events of 192 bytes in Xlib's queue). Under
                // AddressSanitizer freed memory waits in quarantine (up to 256 MB) to catch uses
                // after free, so a splitwm that frees what it should still grows by a few MB a
                // second of flood (6.4 MB over 2 s in one run): a looser bound, under a backlog's.
                let bound = Sanitizers.address ? 64 * 1024 : 4096
                #expect(residentAfter - residentBefore < bound, "VmRSS \(residentBefore) → \(residentAfter) KiB over 2 s")
                #expect(flood.changes > 20_000, "the flood ran")
            }
        }

        static func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }

        /// VmRSS of process `pid` in KiB.
        static func residentKiB(_ pid: Int32) -> Int? {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true)[1]) }
        }
    }
}

/// The flood guard's counting, without X.
struct PropertyFloodGuardTests {
    let window = WindowID(rawValue: 0x200001), other = WindowID(rawValue: 0x200002)

    @Test func moreThanTheLimitWithinTheIntervalIsAFloodAndOnlyForThatWindow() {
        var guardValue = PropertyFloodGuard()
        let start = ContinuousClock.now
        for i in 0..<PropertyFloodGuard.limit {
            let flood = guardValue.noteChange(of: window, at: start + .microseconds(i))
            #expect(!flood)
        }
        let otherFlooded = guardValue.noteChange(of: other, at: start)
        let oneMore = guardValue.noteChange(of: window, at: start + .milliseconds(1))
        let whileQuiet = guardValue.noteChange(of: window, at: start + .milliseconds(2))
        #expect(!otherFlooded)
        #expect(oneMore, "one more is a flood")
        #expect(!whileQuiet, "a quiet window is not counted")
        #expect(guardValue.nextDeadline == start + .milliseconds(1) + PropertyFloodGuard.quietPeriod)
        let early = guardValue.windowsDue(at: start + .milliseconds(100))
        let due = guardValue.windowsDue(at: start + .seconds(1))
        #expect(early.isEmpty)
        #expect(due.map(\.window) == [window])
        let listens = guardValue.listensAgain(to: window, digest: nil, at: start + .seconds(1))
        #expect(listens, "nothing changed over the quiet period: listened to again")
        #expect(guardValue.nextDeadline == nil)
    }

    /// A flood that goes on is not listened to again (each time would queue a burst of its
    /// events for splitwm before the next deselect reaches the server): it is looked at again
    /// after each quiet period, and heard once its property holds still.
    @Test func aFloodThatGoesOnStaysUnheardUntilItsPropertyHoldsStill() {
        var guardValue = PropertyFloodGuard()
        let start = ContinuousClock.now
        let title = AtomID(rawValue: 39)
        for i in 0...PropertyFloodGuard.limit { _ = guardValue.noteChange(of: window, property: title, at: start + .microseconds(i)) }
        guardValue.sample(window, 1)
        let firstLook = start + .seconds(1)
        #expect(guardValue.windowsDue(at: firstLook).map(\.property) == [title], "the flooded property is the one looked at")
        let stillFlooding = guardValue.listensAgain(to: window, digest: 2, at: firstLook)
        #expect(!stillFlooding)
        #expect(guardValue.nextDeadline == firstLook + PropertyFloodGuard.quietPeriod)
        let secondLook = firstLook + .seconds(1)
        let over = guardValue.listensAgain(to: window, digest: 2, at: secondLook)
        #expect(over, "unchanged since the last look: the flood is over")
        #expect(guardValue.nextDeadline == nil)
    }

    @Test func aSteadyTitleChangerIsNeverAFlood() {
        var guardValue = PropertyFloodGuard()
        let start = ContinuousClock.now
        // A terminal showing progress: 100 title changes a second for a minute.
        for i in 0..<6_000 {
            let flood = guardValue.noteChange(of: window, at: start + .milliseconds(10 * i))
            #expect(!flood)
        }
    }

    @Test func aForgottenWindowLeavesNothingBehind() {
        var guardValue = PropertyFloodGuard()
        let start = ContinuousClock.now
        for i in 0...PropertyFloodGuard.limit { _ = guardValue.noteChange(of: window, at: start + .microseconds(i)) }
        #expect(guardValue.nextDeadline != nil)
        guardValue.forget(window)
        #expect(guardValue.nextDeadline == nil)
    }
}
