// `bspc subscribe` with Debian's bspc against splitwm on Xvfb for the events of monitors,
// desktops and swaps: a monitor added (`wm -a`), a desktop sent to it (`desktop -m`), two
// windows that trade desktops (`node -s`), each heard once with bspwm's fields.
import Foundation
import SplitConfig
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct BspcEvents {
        @Test func aMonitorADesktopSentThereAndASwapAreHeard() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(2)
                #expect(try Bspc.bspc(s, ["node", BspcFifo.hex(w[1]), "-d", "other"]).status == 0)
                s.barrier()
                let path = try BspcFifo.fifo(s, ["-c", "3", "monitor_add", "desktop_transfer", "node_swap"])
                let cat = try BspcFifo.reader(s, path)
                defer { cat.terminate() }
                #expect(try Bspc.bspc(s, ["node", BspcFifo.hex(w[0]), "-s", BspcFifo.hex(w[1])]).status == 0)
                s.barrier()
                #expect(s.waitUntil { cat.standardOutput.split(separator: "\n").count == 1 }, "\(cat.standardOutput)")
                #expect(try Bspc.bspc(s, ["wm", "-a", "SIDE", "640x480+0+0"]).status == 0)
                s.barrier()
                #expect(s.waitUntil { cat.standardOutput.split(separator: "\n").count == 2 }, "\(cat.standardOutput)")
                let home = try Bspc.bspc(s, ["query", "-D", "-d", "focused"]).output.trimmingCharacters(in: .newlines)
                #expect(try Bspc.bspc(s, ["monitor", "SIDE", "-a", "spare"]).status == 0)
                #expect(try Bspc.bspc(s, ["desktop", home, "-m", "SIDE"]).status == 0)
                #expect(cat.waitForExit(timeout: .seconds(15)) == 0, "\(cat.standardOutput)")
                let lines = cat.standardOutput.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
                let monitors = try Bspc.bspc(s, ["query", "-M"]).output.split(separator: "\n").map(String.init)
                let side = try Bspc.bspc(s, ["query", "-M", "-m", "SIDE"]).output.trimmingCharacters(in: .newlines)
                let other = try Bspc.bspc(s, ["query", "-D", "-d", "other"]).output.trimmingCharacters(in: .newlines)
                try #require(lines.count == 3, "\(cat.standardOutput)")
                // node_swap SRC-MONITOR SRC-DESKTOP SRC-NODE DST-MONITOR DST-DESKTOP DST-NODE
                #expect(lines[0].count == 7 && lines[0][0] == "node_swap" && lines[0][2] == home && lines[0][3] == BspcFifo.hex(w[0])
                        && lines[0][5] == other && lines[0][6] == BspcFifo.hex(w[1]), "\(lines[0])")
                #expect(lines[1] == ["monitor_add", side, "SIDE", "640x480+0+0"], "\(lines[1]) \(monitors)")
                // desktop_transfer SRC-MONITOR DESKTOP DST-MONITOR
                #expect(lines[2].count == 4 && lines[2][0] == "desktop_transfer" && lines[2][2] == home && lines[2][3] == side, "\(lines[2])")
                #expect(try Bspc.bspc(s, ["query", "-N", "-d", home]).output == BspcFifo.hex(w[1]) + "\n")
            }
        }
    }
}
