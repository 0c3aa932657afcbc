// What an i3 user's config asks of splitwm at run time, through i3-msg (Debian's i3-wm) on a
// real X server: gaps changed by command, on the focused workspace or everywhere, and named
// workspaces that stay one per number (`workspace 3:web` then `workspace number 3`).
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3Config {
        static func i3msg(_ s: WMSession, _ command: String) throws {
            let result = try I3IPC.i3msg(s, [command])
            #expect(result.status == 0 && !result.output.contains("false"), "\(command): \(result.output)")
            s.barrier()
        }

        @Test func i3sGapsCommandsMoveTheWindowsAsI3Would() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            var settings = Settings.forTestsWithStillFocus
            settings.border.width = 0
            settings.newSplit.style = SplitterStyle(visibleThickness: 0)
            try withWM(settings: settings, size: PixelSize(width: 1000, height: 600)) { s in
                let w = s.openWindows(2)
                #expect(s.geometry(w) == [PixelRect(x: 0, y: 0, width: 500, height: 600), PixelRect(x: 500, y: 0, width: 500, height: 600)])
                try Self.i3msg(s, "gaps outer current set 20")
                #expect(s.waitUntil { s.geometry(w) == [PixelRect(x: 20, y: 20, width: 480, height: 560), PixelRect(x: 500, y: 20, width: 480, height: 560)] },
                        "\(s.geometry(w))")
                try Self.i3msg(s, "gaps inner current plus 10")
                #expect(s.waitUntil { s.geometry(w) == [PixelRect(x: 20, y: 20, width: 475, height: 560), PixelRect(x: 505, y: 20, width: 475, height: 560)] },
                        "\(s.geometry(w))")
                // Another workspace has the default gaps; `all` gives every one the same.
                try Self.i3msg(s, "workspace 2")
                let other = s.openWindows(1)
                #expect(s.geometry(other) == [PixelRect(x: 0, y: 0, width: 1000, height: 600)])
                try Self.i3msg(s, "gaps outer all set 6")
                #expect(s.waitUntil { s.geometry(other) == [PixelRect(x: 6, y: 6, width: 988, height: 588)] }, "\(s.geometry(other))")
                try Self.i3msg(s, "workspace 1")
                #expect(s.waitUntil { s.geometry(w) == [PixelRect(x: 6, y: 6, width: 489, height: 588), PixelRect(x: 505, y: 6, width: 489, height: 588)] },
                        "\(s.geometry(w))")
            }
        }

        /// The names GET_WORKSPACES lists.
        static func workspaceNames(_ s: WMSession) throws -> [String] {
            let reply = try I3IPC.i3msg(s, ["-t", "get_workspaces"])
            let list = try #require(try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [[String: Any]])
            return list.compactMap { $0["name"] as? String }
        }

        @Test func aNamedWorkspaceIsTheOneItsNumberNames() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                _ = s.openWindows(1)
                // As an i3 config's `assign … "3:web"` and `bindsym $mod+3 workspace number 3`.
                try Self.i3msg(s, "workspace 3:web")
                _ = s.openWindows(1)
                try Self.i3msg(s, "workspace 1")
                try Self.i3msg(s, "workspace number 3")
                #expect(I3IPC.currentDesktopName(s) == "3:web")
                #expect(try Self.workspaceNames(s) == ["1", "3:web"])
                // A name with blanks and an icon keeps it.
                try Self.i3msg(s, "workspace number 7 \u{f121} code")
                _ = s.openWindows(1)
                try Self.i3msg(s, "workspace 1")
                try Self.i3msg(s, "workspace number 7")
                #expect(I3IPC.currentDesktopName(s) == "7 \u{f121} code")
                #expect(try Self.workspaceNames(s) == ["1", "3:web", "7 \u{f121} code"])
            }
        }
    }
}
