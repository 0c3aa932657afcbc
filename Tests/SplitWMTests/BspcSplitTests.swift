// Debian's bspc aiming node commands at a split (`node @/2 -k|-d|-s`) against splitwm on Xvfb,
// as bspwm's node/removal, node/transfer and node/swap scripts do: every window under the
// split killed, the split sent whole to another desktop, swapped whole with a window on
// another desktop; what bspc then lists and which window has the focus.
import Foundation
import SplitConfig
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct BspcSplit {
        static func hex(_ window: WindowID) -> String { String(format: "0x%08X", window.rawValue) }

        /// The windows bspc lists for `query -N -d DESKTOP`, one id a line.
        static func windows(_ s: WMSession, on desktop: String) -> String? {
            try? Bspc.bspc(s, ["query", "-N", "-d", desktop]).output
        }

        /// Three windows: the first alone on one side of the root, the other two the split `@/2`.
        static func threeWindows(_ s: WMSession) throws -> [WindowID] {
            let w = s.openWindows(3)
            s.barrier()
            #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@/1"]).output == Self.hex(w[0]) + "\n")
            #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@/2/2"]).output == Self.hex(w[2]) + "\n")
            return w
        }

        @Test func killOnASplitKillsEveryWindowUnderIt() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                // Each window its own program: a kill ends the client, and the first must stay.
                var programs: [LaunchedClient] = []
                for i in 1...3 {
                    programs.append(try s.server.launch("xmessage", ["-name", "splitwm-split-\(i)", "window \(i)"]))
                    #expect(s.waitUntil { (s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []).count == i })
                }
                let w = (s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []).map(WindowID.init(rawValue:))
                try #require(w.count == 3)
                s.barrier()
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@/1"]).output == Self.hex(w[0]) + "\n")
                let kill = try Bspc.bspc(s, ["node", "@/2", "-k"])
                #expect(kill.status == 0 && kill.errors.isEmpty, "\(kill)")
                #expect(programs[1].waitForExit(timeout: .seconds(10)) != nil && programs[2].waitForExit(timeout: .seconds(10)) != nil,
                        "both clients were killed")
                #expect(s.waitUntil { (s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []) == [w[0].rawValue] })
                s.barrier()
                #expect(s.client.geometry(of: w[0]) != nil)
                #expect(Self.windows(s, on: "focused") == Self.hex(w[0]) + "\n")
                #expect(s.waitUntil { Bspc.activeWindow(s) == w[0].rawValue })
            }
        }

        @Test func toDesktopSendsTheSplitWholeAndTheFocusStays() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = try Self.threeWindows(s)
                let send = try Bspc.bspc(s, ["node", "@/2", "-d", "other"])
                #expect(send.status == 0 && send.errors.isEmpty, "\(send)")
                s.barrier()
                #expect(Self.windows(s, on: "other") == Self.hex(w[1]) + "\n" + Self.hex(w[2]) + "\n")
                #expect(Self.windows(s, on: "focused") == Self.hex(w[0]) + "\n")
                // Still a split there: its first side is the first window.
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@other:/1"]).output == Self.hex(w[1]) + "\n")
                #expect(s.waitUntil { s.client.mapState(of: w[1]) != .viewable && s.client.mapState(of: w[2]) != .viewable })
                #expect(s.waitUntil { Bspc.activeWindow(s) == w[0].rawValue })
            }
        }

        @Test func swapTradesASplitWithAWindowOnAnotherDesktop() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = try Self.threeWindows(s)
                let home = try Bspc.bspc(s, ["query", "-D", "-d", "focused", "--names"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(try Bspc.bspc(s, ["desktop", "-f", "other"]).status == 0)
                let there = s.openWindows(1, name: "there")[0]
                #expect(try Bspc.bspc(s, ["desktop", "-f", home]).status == 0)
                s.barrier()
                #expect(s.waitUntil { Bspc.activeWindow(s) == w[2].rawValue })
                let swap = try Bspc.bspc(s, ["node", "@/2", "-s", Self.hex(there)])
                #expect(swap.status == 0 && swap.errors.isEmpty, "\(swap)")
                s.barrier()
                #expect(Self.windows(s, on: home) == Self.hex(w[0]) + "\n" + Self.hex(there) + "\n")
                #expect(Self.windows(s, on: "other") == Self.hex(w[1]) + "\n" + Self.hex(w[2]) + "\n")
                // The split had the focus here: the window that took its place has it now, and
                // the other desktop's focused window is the one focused last in the split.
                #expect(s.waitUntil { Bspc.activeWindow(s) == there.rawValue })
                #expect(s.waitUntil { s.client.mapState(of: there) == .viewable && s.client.mapState(of: w[1]) != .viewable })
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@other:"]).output == Self.hex(w[2]) + "\n")
                // A node cannot swap with one under it.
                let nested = try Bspc.bspc(s, ["node", "@/", "-s", Self.hex(w[0])])
                #expect(nested.status == 1 && nested.errors.contains("hold one another"), "\(nested)")
            }
        }
    }
}
