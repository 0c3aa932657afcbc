// i3's moves of a floating window through i3-msg (Debian's i3-wm) on a real X server with two
// fake monitors, the geometry read back by the test's own connection: a position puts the
// border's outer corner there (the window's inside is a border further), a step moves it by
// pixels or points of its monitor, `position mouse` centres it under the pointer kept on that
// monitor, whose workspace it joins, and a tile is refused.
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3FloatingMove {
        @Test func i3MovesAFloatingWindowByPositionStepAndPointer() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            var settings = Settings.forTestsWithStillFocus
            let border = 3
            settings.border.width = border
            settings.fakeOutputs = try #require(FakeOutput.list("1024x768+0+0,1024x768+1024+0"))
            try withWM(settings: settings, size: PixelSize(width: 2048, height: 768)) { s in
                let w = s.openWindows(2)[1]
                func inside() -> PixelRect? { s.client.geometry(of: w) }
                // A tile has no position of its own: i3 says so.
                let refused = try I3IPC.i3msg(s, ["move position 10 px 10 px"])
                #expect(refused.output.contains("\"success\":false") && refused.output.contains("not floating"), "\(refused.output)")

                // As in i3, `resize set` sizes the window with its border: 300×200 inside.
                try I3Config.i3msg(s, "floating enable; resize set \(300 + 2 * border) \(200 + 2 * border)")
                #expect(s.waitUntil { inside()?.size == PixelSize(width: 300, height: 200) }, "\(String(describing: inside()))")
                try I3Config.i3msg(s, "move position 100 px 50 px")
                #expect(s.waitUntil { inside() == PixelRect(x: 100 + border, y: 50 + border, width: 300, height: 200) },
                        "\(String(describing: inside()))")
                // 20 px left; 10 ppt of the monitor's 768 px down is 76.8, and as in i3 the
                // fraction goes from the new coordinate (126.8 → 126).
                try I3Config.i3msg(s, "move left 20px; move down 10 ppt")
                #expect(s.waitUntil { inside() == PixelRect(x: 80 + border, y: 126 + border, width: 300, height: 200) },
                        "\(String(describing: inside()))")

                // Under the pointer on the right monitor: its outer 306×206 centred on (1500, 700)
                // would reach below the screen, so it rests on the bottom edge; it joins workspace 2.
                s.client.movePointer(to: PixelPoint(x: 1500, y: 700))
                s.client.sync()
                try I3Config.i3msg(s, "move position mouse")
                #expect(s.waitUntil { inside() == PixelRect(x: 1500 - 153 + border, y: 768 - 206 + border, width: 300, height: 200) },
                        "\(String(describing: inside()))")
                #expect(s.waitUntil { I3IPC.currentDesktopName(s) == "2" }, "\(String(describing: I3IPC.currentDesktopName(s)))")
                // Centred on its workspace's monitor.
                try I3Config.i3msg(s, "move position center")
                #expect(s.waitUntil { inside() == PixelRect(x: 1024 + 512 - 153 + border, y: 384 - 103 + border, width: 300, height: 200) },
                        "\(String(describing: inside()))")
            }
        }
    }
}
