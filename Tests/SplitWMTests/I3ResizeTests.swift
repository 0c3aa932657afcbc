// i3's resize commands through i3-msg (Debian's i3-wm) on a real X server, the geometry read
// back by the test's own connection: `resize shrink width` narrows the window at the right (it
// widened it when splitwm moved the nearest splitter), `ppt` counts the container's room, `resize
// set` gives a tile and a floating window their sizes, and a floating window keeps to i3's
// minimum of 75×50.
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3Resize {
        /// Three tiles' rectangles side by side on a 1200×600 screen, by width.
        static func row(_ widths: [Int]) -> [PixelRect] {
            var x = 0
            return widths.map { width in
                defer { x += width }
                return PixelRect(x: x, y: 0, width: width, height: 600)
            }
        }

        /// No borders, no splitter gaps, i3's placement: tiles share the screen to the pixel.
        static var settings: Settings {
            var settings = Settings.forTestsWithStillFocus
            settings.border.width = 0
            settings.newSplit.style = SplitterStyle(visibleThickness: 0)
            settings.placement = .container
            return settings
        }

        @Test func resizeGrowShrinkAndSetChangeTheFocusedWindowAsI3Does() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            try withWM(settings: Self.settings, size: PixelSize(width: 1200, height: 600)) { s in
                let w = s.openWindows(3)
                #expect(s.geometry(w) == Self.row([400, 400, 400]), "\(s.geometry(w))")
                // The focused window is the rightmost: it narrows, the others share what it gave.
                try I3Config.i3msg(s, "resize shrink width 10 px")
                #expect(s.waitUntil { s.geometry(w) == Self.row([405, 405, 390]) }, "\(s.geometry(w))")
                // Percentage points of the row's 1200 px win over the pixels: 120 px more.
                try I3Config.i3msg(s, "resize grow width 10 px or 10 ppt")
                #expect(s.waitUntil { s.geometry(w) == Self.row([345, 345, 510]) }, "\(s.geometry(w))")
                // An edge takes from the neighbour beyond it alone.
                try I3Config.i3msg(s, "resize grow left 45 px")
                #expect(s.waitUntil { s.geometry(w) == Self.row([345, 300, 555]) }, "\(s.geometry(w))")
                try I3Config.i3msg(s, "resize set 600 px 0 px")
                #expect(s.waitUntil { s.geometry(w) == Self.row([322, 278, 600]) || s.geometry(w) == Self.row([323, 277, 600]) },
                        "\(s.geometry(w))")
                // A tile with nothing beyond its right edge cannot grow there: i3 says so.
                let refused = try I3IPC.i3msg(s, ["resize grow right 10 px"])
                #expect(refused.output.contains("\"success\":false"), "\(refused.output)")

                try I3Config.i3msg(s, "floating enable")
                try I3Config.i3msg(s, "resize set 300 200")
                #expect(s.waitUntil { let r = s.geometry([w[2]]).first ?? nil; return r?.width == 300 && r?.height == 200 },
                        "\(s.geometry([w[2]]))")
                let before = try #require(s.geometry([w[2]]).first ?? nil)
                // Shrunk on its left, its right edge stays; i3's minimum width of 75 holds.
                try I3Config.i3msg(s, "resize shrink left 1000 px")
                #expect(s.waitUntil { s.geometry([w[2]]) == [PixelRect(x: before.x + 225, y: before.y, width: 75, height: 200)] },
                        "\(s.geometry([w[2]]))")
            }
        }
    }
}
