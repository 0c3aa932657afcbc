// Debian's bspc setting bspwm's spiral scheme (`automatic_scheme spiral`, `initial_polarity
// first_child`, as bspwm's own test scripts do) against splitwm on Xvfb: five windows wind
// inward where bspwm puts them, paths name what bspwm's do, and a split sent away leaves the
// focus on the window outside it; a focused split sent away is the focus where it went.
import Foundation
import SplitConfig
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct BspcSpiral {
        static func hex(_ window: WindowID) -> String { String(format: "0x%08X", window.rawValue) }

        @Test func fiveWindowsWindInwardAndASplitSentAwayLeavesTheFocusOutside() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                for (name, value) in [("automatic_scheme", "spiral"), ("initial_polarity", "first_child")] {
                    let set = try Bspc.bspc(s, ["config", name, value])
                    #expect(set.status == 0 && set.errors.isEmpty, "\(set)")
                }
                #expect(try Bspc.bspc(s, ["config", "automatic_scheme"]).output == "spiral\n")
                var w: [WindowID] = []
                for i in 1...5 {
                    w += s.openWindows(1, name: "spiral-\(i)")
                    #expect(s.waitUntil { Bspc.activeWindow(s) == w[i - 1].rawValue })
                }
                s.barrier()
                // bspwm's tree: the newest window on the left half, the next above on the
                // right, the first two stacked below it, the third beside them.
                let wound = s.waitUntil {
                    let g = w.compactMap { s.client.geometry(of: $0) }
                    return g.count == 5 && g[4].x < g[3].x && g[3].y < g[2].y && g[0].x == g[1].x && g[0].y < g[1].y
                        && g[0].x < g[2].x && g[3].x == g[0].x
                }
                #expect(wound, "\(w.map { s.client.geometry(of: $0).map { "\($0)" } ?? "gone" })")
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@/1"]).output == Self.hex(w[4]) + "\n")
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@/2/1"]).output == Self.hex(w[3]) + "\n")
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@/2/2/2"]).output == Self.hex(w[2]) + "\n")
                let split = try Bspc.bspc(s, ["query", "-T", "-n", "@/2/2/1"]).output
                #expect(split.contains("\"splitType\":\"horizontal\"") && split.contains("\"id\":\(w[0].rawValue)")
                        && split.contains("\"id\":\(w[1].rawValue)"), "\(split)")

                // bspwm's node/transfer: the split holding all but the newest goes; the newest keeps the focus.
                let send = try Bspc.bspc(s, ["node", "@/2", "-d", "other"])
                #expect(send.status == 0 && send.errors.isEmpty, "\(send)")
                s.barrier()
                let home = try Bspc.bspc(s, ["query", "-D", "-d", "focused", "--names"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@\(home):"]).output == Self.hex(w[4]) + "\n")
                #expect(s.waitUntil { Bspc.activeWindow(s) == w[4].rawValue })
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@other:/2/2"]).output == Self.hex(w[2]) + "\n")
            }
        }

        /// bspwm's node/transfer: the split of the first two windows focused, the split around it sent.
        @Test func aFocusedSplitSentAwayIsTheFocusThere() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                for (name, value) in [("automatic_scheme", "spiral"), ("initial_polarity", "first_child")] {
                    #expect(try Bspc.bspc(s, ["config", name, value]).status == 0)
                }
                var w: [WindowID] = []
                for i in 1...5 {
                    w += s.openWindows(1, name: "spiral-\(i)")
                    #expect(s.waitUntil { Bspc.activeWindow(s) == w[i - 1].rawValue })
                }
                s.barrier()
                let split = try Bspc.bspc(s, ["query", "-N", "-n", "@/2/2/1"]).output
                #expect(split == String(format: "0x%08X\n", 0x8000_0000 | w[1].rawValue))
                #expect(try Bspc.bspc(s, ["node", "-f", split.trimmingCharacters(in: .newlines)]).status == 0)
                let send = try Bspc.bspc(s, ["node", "@/2", "-d", "other"])
                #expect(send.status == 0 && send.errors.isEmpty, "\(send)")
                s.barrier()
                #expect(s.waitUntil { Bspc.activeWindow(s) == w[4].rawValue })
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@focused:"]).output == Self.hex(w[4]) + "\n")
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@other:"]).output == split)
            }
        }
    }
}
