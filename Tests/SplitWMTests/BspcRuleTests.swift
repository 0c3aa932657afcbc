// `bspc rule` with Debian's own bspc against splitwm on Xvfb: a rule a bspwmrc adds sends a
// real window of its class floating to its desktop (seen through _NET_WM_DESKTOP, the window
// out of sight, and bspc's own queries), `rule -l` lists it in bspwm's form, `rule -r` removes
// it and the next such window is tiled where the focus is; a consequence splitwm has no action
// for is refused with bspwm's exit status and a text naming it.
import SplitIPC
import SplitX
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct BspcRule {
        static func bspc(_ s: WMSession, _ arguments: String...) throws -> (status: Int32?, output: String, errors: String) {
            try RealProgram.run("bspc", arguments, display: s.server.displayName, environment: ["BSPWM_SOCKET": nil], package: "bspwm")
        }

        /// A mapped window of class `className`, once managed.
        static func open(_ s: WMSession, class className: String) -> WindowID {
            let w = s.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), instance: className.lowercased(), class: className)
            s.client.map(w)
            s.waitUntil { s.client.property(w, "WM_STATE") != nil }
            return w
        }

        static func hex(_ w: WindowID) -> String { "0x" + String(w.rawValue, radix: 16, uppercase: true).leftPadded(to: 8) + "\n" }

        @Test func aRuleSendsItsClassFloatingToItsDesktopUntilRemoved() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                s.barrier()
                #expect(try Self.bspc(s, "monitor", "-d", "I", "II").status == 0)
                let added = try Self.bspc(s, "rule", "-a", "Xmessage", "state=floating", "desktop=II")
                #expect(added.status == 0 && added.errors.isEmpty, "\(added)")
                let listed = try Self.bspc(s, "rule", "-l")
                #expect(listed.output == "Xmessage:*:* => state=floating desktop=II\n", "\(listed)")

                let message = Self.open(s, class: "Xmessage")
                s.barrier()
                // On II (desktop 1), out of sight while I shows, floating as bspc sees it.
                #expect(s.waitUntil { s.client.items(message, "_NET_WM_DESKTOP", type: "CARDINAL") == [1] })
                #expect(s.client.mapState(of: message) != .viewable)
                #expect(try Self.bspc(s, "query", "-N", "-d", "II").output == Self.hex(message))
                #expect(try Self.bspc(s, "query", "-N", "-n", "\(Self.hex(message).dropLast()).floating").output == Self.hex(message))
                #expect(try Self.bspc(s, "query", "-D", "-d", "focused", "--names").output == "I\n")

                // Removed: the next such window is tiled on the focused desktop.
                #expect(try Self.bspc(s, "rule", "-r", "Xmessage").status == 0)
                #expect(try Self.bspc(s, "rule", "-l").output == "")
                let next = Self.open(s, class: "Xmessage")
                s.barrier()
                #expect(s.waitUntil { s.client.mapState(of: next) == .viewable })
                #expect(s.client.items(next, "_NET_WM_DESKTOP", type: "CARDINAL") == [0])
                #expect(try Self.bspc(s, "query", "-N", "-n", "\(Self.hex(next).dropLast()).tiled").output == Self.hex(next))

                // bspwm's status and a text that names what splitwm cannot do.
                let refused = try Self.bspc(s, "rule", "-a", "Screenkey", "manage=off")
                #expect(refused.status == 1 && refused.errors.contains("manage=off"), "\(refused)")
                #expect(try Self.bspc(s, "rule", "-l").output == "")
            }
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
