// Node paths and the sticky flag with Debian's bspc against splitwm on Xvfb, as bspwm's own
// test scripts use them: `node -f @/1` focuses the window the path reaches (`@/`, a split, the window
// focused last under it, then the split), `query -T -n @/`
// prints the root split, and a window given `node -g sticky` is on the next desktop shown.
import Foundation
import SplitConfig
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct BspcNode {
        @Test func aPathFocusesTheWindowItReachesAndTheTreeShowsTheSplit() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(2)
                s.barrier()
                #expect(s.waitUntil { Bspc.activeWindow(s) == w[1].rawValue })
                let focus = try Bspc.bspc(s, ["node", "-f", "@/1"])
                #expect(focus.status == 0 && focus.errors.isEmpty, "\(focus)")
                #expect(s.waitUntil { Bspc.activeWindow(s) == w[0].rawValue })
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@brother"]).output == String(format: "0x%08X\n", w[1].rawValue))
                let root = try Bspc.bspc(s, ["query", "-T", "-n", "@/"])
                #expect(root.status == 0 && root.output.contains("\"splitType\":\"vertical\""), "\(root)")
                // A split: the window focused last under it, then the split (`focus parent`),
                // which bspc then names as the desktop's focused node.
                let split = try Bspc.bspc(s, ["node", "-f", "@/"])
                #expect(split.status == 0 && split.errors.isEmpty, "\(split)")
                s.barrier()
                #expect(try Bspc.bspc(s, ["query", "-N", "-n", "@focused:"]).output == String(format: "0x%08X\n", 0x8000_0000 | w[1].rawValue))
            }
        }

        @Test func aStickyWindowIsOnTheNextDesktopShown() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(2)
                s.barrier()
                let sticky = try Bspc.bspc(s, ["node", String(format: "0x%08X", w[0].rawValue), "-g", "sticky=on"])
                #expect(sticky.status == 0 && sticky.errors.isEmpty, "\(sticky)")
                #expect(try Bspc.bspc(s, ["desktop", "-f", "other"]).status == 0)
                s.barrier()
                // The sticky one came along, the other stayed.
                #expect(s.waitUntil { (try? Bspc.bspc(s, ["query", "-N", "-d", "other"]).output) == String(format: "0x%08X\n", w[0].rawValue) })
                #expect(s.client.mapState(of: w[1]) != .viewable)
                let locked = try Bspc.bspc(s, ["node", "-g", "locked"])
                #expect(locked.status == 1 && locked.errors == "node -g: splitwm has no locked flag.\n", "\(locked)")
            }
        }
    }
}
