// The resize and move chords of bspwm's example sxhkdrc with Debian's own bspc against splitwm
// on Xvfb: `node -z left -20 0` (super + alt + h) moves the focused tile's left edge 20 pixels
// out and `node -z left 20 0` (with shift) back in, as another connection sees the windows;
// `node -v 20 -10` moves a floating window by those pixels.
import SplitIPC
import SplitX
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct BspcResize {
        static func bspc(_ s: WMSession, _ arguments: String...) throws -> (status: Int32?, output: String, errors: String) {
            try RealProgram.run("bspc", arguments, display: s.server.displayName, environment: ["BSPWM_SOCKET": nil], package: "bspwm")
        }

        @Test func theExampleChordsResizeATileAndMoveAFloatingWindow() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(2)
                s.barrier()
                #expect(s.waitUntil { s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW")?.first == w[1].rawValue })
                let start = try #require(s.client.geometry(of: w[1]))
                let expanded = try Self.bspc(s, "node", "-z", "left", "-20", "0")
                #expect(expanded.status == 0 && expanded.errors.isEmpty, "\(expanded)")
                #expect(s.waitUntil { s.client.geometry(of: w[1]).map { $0.x == start.x - 20 && $0.width == start.width + 20 } ?? false },
                        "\(start) \(String(describing: s.client.geometry(of: w[1])))")
                #expect(try Self.bspc(s, "node", "-z", "left", "20", "0").status == 0)
                #expect(s.waitUntil { s.client.geometry(of: w[1]) == start }, "\(start) \(String(describing: s.client.geometry(of: w[1])))")

                #expect(try Self.bspc(s, "node", "-t", "floating").status == 0)
                s.barrier()
                let floating = try #require(s.client.geometry(of: w[1]))
                let moved = try Self.bspc(s, "node", "-v", "20", "-10")
                #expect(moved.status == 0 && moved.errors.isEmpty, "\(moved)")
                #expect(s.waitUntil {
                    s.client.geometry(of: w[1]).map { $0.x == floating.x + 20 && $0.y == floating.y - 10 && $0.width == floating.width } ?? false
                }, "\(floating) \(String(describing: s.client.geometry(of: w[1])))")
            }
        }
    }
}
