// Issue 28's real programs, as a new user meets them: `feh --fullscreen` managed and given the
// keyboard (it looks for the atom _MOTIF_WM_HINTS to tell that a window manager runs), and
// Chromium told it is maximized alone on its monitor and no longer beside another window.
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport
#if canImport(Glibc)
import Glibc
#endif

extension WMServerTests {
    @Suite struct RealProgramGaps {
        static var settings: Settings { .forTestsWithStillFocus }

        /// A small PNG made by ImageMagick, removed by the caller.
        static func image(_ s: WMSession) throws -> String {
            let path = "/tmp/splitwm-test-\(UUID().uuidString).png"
            let made = try RealProgram.run("convert", ["-size", "64x48", "xc:orange", path], display: s.server.displayName,
                                           package: "imagemagick")
            #expect(made.status == 0, "convert: \(made.errors)")
            return path
        }

        // MARK: feh

        /// Without `_MOTIF_WM_HINTS` on the server, feh takes it that no window manager runs:
        /// its fullscreen window is override-redirect and the keyboard stays where it was.
        @Test func fehFullscreenIsManagedFullscreenFocusedAndQuitsOnQ() throws {
            try withWM(settings: Self.settings) { s in
                // A window with the focus first, as the terminal feh is started from.
                let terminal = s.openWindows(1, name: "terminal")
                #expect(s.waitUntil { s.client.inputFocus() == .window(terminal[0]) })
                let path = try Self.image(s)
                defer { unlink(path) }
                let feh = try RealProgram("feh", ["--fullscreen", path], display: s.server.displayName)
                defer { feh.terminate() }
                var window: WindowID?
                #expect(s.waitUntil(timeout: .seconds(60)) {
                    window = WMServerTests.RealPrograms.viewableWindow(s, class: "feh")
                    return window != nil || !feh.isRunning
                }, "feh's window never appeared")
                let w = try #require(window, "feh: \(feh.standardError)")
                #expect(s.client.isOverrideRedirect(w) == false, "feh saw no window manager and bypassed it")
                #expect(s.waitUntil { WMServerTests.RealPrograms.active(s) == w && s.client.inputFocus() == .window(w) },
                        "active \(String(describing: WMServerTests.RealPrograms.active(s))), focus \(s.client.inputFocus())")
                #expect(s.waitUntil { s.client.geometry(of: w) == s.screen && s.client.borderWidth(of: w) == 0 },
                        "\(String(describing: s.client.geometry(of: w))) on \(s.screen)")
                #expect(WMServerTests.RealPrograms.states(s, w).contains("_NET_WM_STATE_FULLSCREEN"))
                // q goes to feh, which quits; the terminal has the keyboard back.
                let q = try #require(s.client.keycode(for: "q"))
                s.client.keyDown(q)
                s.client.keyUp(q)
                #expect(feh.waitForExit(timeout: .seconds(30)) != nil, "feh did not get the q")
                #expect(s.waitUntil { s.client.inputFocus() == .window(terminal[0]) })
            }
        }
    }
}
