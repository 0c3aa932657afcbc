// i3's criteria before a command that acts from the focused window, through i3-msg (Debian's
// i3-wm) on a real X server: `[id=X] move right` moves X past its neighbour while the keyboard
// stays with the window that had it, and `[id=X] focus left` goes left from X (i3's
// 232-cmd-move-criteria and 101-focus).
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3Criteria {
        /// Tiles side by side on a 1200×600 screen, by width.
        static func row(_ widths: [Int]) -> [PixelRect] { I3Resize.row(widths) }

        @Test func aMoveAfterCriteriaMovesTheWindowAndLeavesTheKeyboardWhereItWas() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            try withWM(settings: I3Resize.settings, size: PixelSize(width: 1200, height: 600)) { s in
                let w = s.openWindows(3)
                #expect(s.geometry(w) == Self.row([400, 400, 400]), "\(s.geometry(w))")
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[2]) })
                // The first moves past the second: they trade places; the third keeps the keyboard.
                try I3Config.i3msg(s, "[id=\(w[0].rawValue)] move right")
                #expect(s.waitUntil { s.geometry([w[1], w[0], w[2]]).map { $0?.x ?? -1 } == s.geometry(w).map { $0?.x ?? -1 }.sorted() },
                        "\(s.geometry(w))")
                #expect(s.client.inputFocus() == .window(w[2]))
                // A focus command goes from the window selected: left of the third is the first now.
                try I3Config.i3msg(s, "[id=\(w[2].rawValue)] focus left")
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[0]) })
                // A command that acts on no window is refused after criteria, by name.
                let refused = try I3IPC.i3msg(s, ["[id=\(w[0].rawValue)] workspace 3"])
                #expect(refused.output.contains("\"success\":false") && refused.output.contains("workspace 3"), "\(refused.output)")
                #expect(s.client.inputFocus() == .window(w[0]))
            }
        }
    }
}
