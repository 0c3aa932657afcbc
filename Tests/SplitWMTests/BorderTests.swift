// Per-window borders on a real X server (i3's `border none|pixel N`): the window's X border
// width, its size inside its tile and its _NET_FRAME_EXTENTS, read from the test's own
// connection, change for that window alone. The rules behind them are in SplitStateTests'
// BorderStateTests.
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Borders {
        /// The rectangle `w` covers with its border (its tile), its border's width, its frame extents.
        static func seen(_ s: WMSession, _ w: WindowID) -> (frame: PixelRect, border: Int, extents: [UInt32]?)? {
            guard let inside = s.client.geometry(of: w), let border = s.client.borderWidth(of: w) else { return nil }
            let frame = PixelRect(x: inside.x - border, y: inside.y - border, width: inside.width + 2 * border, height: inside.height + 2 * border)
            return (frame, border, s.client.items(w, "_NET_FRAME_EXTENTS", type: "CARDINAL"))
        }

        @Test func borderNoneAndPixelNChangeOneWindowsBorderInsideItsTile() throws {
            var settings = Settings.forTestsWithStillFocus
            settings.border.width = 3
            try withWM(settings: settings) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { w.allSatisfy { Self.seen(s, $0)?.border == 3 && Self.seen(s, $0)?.extents == [3, 3, 3, 3] } })
                let before = try #require(Self.seen(s, w[0])), other = try #require(Self.seen(s, w[1]))
                EWMHClient.command(s, ["[id=\(w[0].rawValue)]", "border", "none"])
                // The window fills its tile: no border, the same outer rectangle.
                #expect(s.waitUntil {
                    guard let now = Self.seen(s, w[0]) else { return false }
                    return now.border == 0 && now.frame == before.frame && now.extents == [0, 0, 0, 0]
                }, "\(String(describing: Self.seen(s, w[0])))")
                EWMHClient.command(s, ["[id=\(w[0].rawValue)]", "border", "pixel", "7"])
                #expect(s.waitUntil {
                    guard let now = Self.seen(s, w[0]) else { return false }
                    return now.border == 7 && now.frame == before.frame && now.extents == [7, 7, 7, 7]
                }, "\(String(describing: Self.seen(s, w[0])))")
                // The other window is as it was.
                s.barrier()
                let after = try #require(Self.seen(s, w[1]))
                #expect(after.frame == other.frame && after.border == 3 && after.extents == [3, 3, 3, 3])
            }
        }
    }
}
