// Monitors of the user's with Debian's own bspc against splitwm on Xvfb, as bspwm's
// desktop/swap and desktop/transfer scripts drive them: `wm -a` adds two monitors, `monitor
// -f` focuses one, `desktop -s` swaps the two monitors' desktops and `desktop -m` sends one
// across, and the windows are seen moving to the other monitor's rectangle by another
// connection; `monitor -r` takes the monitors away again and the windows stay.
import SplitIPC
import SplitX
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct BspcMonitor {
        static func bspc(_ s: WMSession, _ arguments: String...) throws -> (status: Int32?, output: String, errors: String) {
            try RealProgram.run("bspc", arguments, display: s.server.displayName, environment: ["BSPWM_SOCKET": nil], package: "bspwm")
        }

        static func ids(_ windows: [WindowID]) -> String { windows.map { String(format: "0x%08X\n", $0.rawValue) }.joined() }

        /// Whether each window is viewable with its whole rectangle between rows `top` and `bottom`.
        static func shown(_ s: WMSession, _ windows: [WindowID], within top: Int, _ bottom: Int) -> Bool {
            windows.allSatisfy { w in
                s.client.mapState(of: w) == .viewable && s.client.geometry(of: w).map { $0.y >= top && $0.y + $0.height <= bottom } == true
            }
        }

        @Test func desktopsSwappedAndSentBetweenMonitorsWmAdded() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                s.barrier()
                for (name, geometry) in [("TOP", "400x300+0+0"), ("BOTTOM", "400x300+0+300")] {
                    let added = try Self.bspc(s, "wm", "-a", name, geometry)
                    #expect(added.status == 0 && added.errors.isEmpty, "\(added)")
                }
                #expect(try Self.bspc(s, "query", "-M", "--names").output.hasSuffix("TOP\nBOTTOM\n"))
                #expect(try Self.bspc(s, "monitor", "-f", "TOP").status == 0)
                let top = s.openWindows(2)
                s.barrier()
                #expect(try Self.bspc(s, "monitor", "-f", "BOTTOM").status == 0)
                let bottom = s.openWindows(1)
                s.barrier()
                #expect(s.waitUntil { Self.shown(s, top, within: 0, 300) && Self.shown(s, bottom, within: 300, 600) })
                #expect(try Self.bspc(s, "query", "-N", "-m", "TOP").output == Self.ids(top))

                let swapped = try Self.bspc(s, "desktop", "TOP:^1", "-s", "BOTTOM:^1")
                #expect(swapped.status == 0 && swapped.errors.isEmpty, "\(swapped)")
                #expect(s.waitUntil { Self.shown(s, bottom, within: 0, 300) && Self.shown(s, top, within: 300, 600) },
                        "\(top.map { s.client.geometry(of: $0) as Any }) \(bottom.map { s.client.geometry(of: $0) as Any })")
                #expect(try Self.bspc(s, "query", "-N", "-m", "TOP").output == Self.ids(bottom))
                #expect(try Self.bspc(s, "query", "-N", "-m", "BOTTOM").output == Self.ids(top))

                // BOTTOM has the keyboard still: its desktop (the two windows) goes back up.
                let sent = try Self.bspc(s, "desktop", "BOTTOM:focused", "-m", "TOP")
                #expect(sent.status == 0 && sent.errors.isEmpty, "\(sent)")
                #expect(s.waitUntil { Self.shown(s, top, within: 0, 300) })
                #expect(try Self.bspc(s, "query", "-N", "-m", "TOP").output.hasPrefix(Self.ids(top)))

                // Two desktops of one monitor keep splitwm's order: refused, with why.
                #expect(try Self.bspc(s, "monitor", "TOP", "-a", "spare").status == 0)
                let same = try Self.bspc(s, "desktop", "TOP:^1", "-s", "spare")
                #expect(same.status == 1 && same.errors.contains("splitwm keeps its own order"), "\(same)")

                // The monitors go; every window stays managed on the monitor RandR has.
                for name in ["TOP", "BOTTOM"] { #expect(try Self.bspc(s, "monitor", name, "-r").status == 0) }
                #expect(try Self.bspc(s, "query", "-M", "--names").output.split(separator: "\n").count == 1)
                #expect(try Self.bspc(s, "query", "-N").output.split(separator: "\n").count == 3)
                let randr = try Self.bspc(s, "monitor", "-r")
                #expect(randr.status == 1 && randr.errors.contains("is RandR's monitor"), "\(randr)")
            }
        }
    }
}
