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

        // MARK: Placement

        /// GIMP's "Create a New Image" as a small client: a dialog with no parent whose
        /// WM_NORMAL_HINTS say it chose its place (GIMP says PPosition under a window manager),
        /// at its window's position (GTK puts it at the pointer, kept on the monitor: 0,0 with
        /// the pointer in the top left corner). Here USPosition, which wins even over a parent.
        static func askingDialog(_ s: WMSession, at place: PixelRect, name: String) -> WindowID {
            let w = s.client.createWindow(place, name: name, class: "SplitwmAsking")
            s.client.setWindowType(w, ["_NET_WM_WINDOW_TYPE_DIALOG"])
            s.client.setNormalHints(w, min: place.size, max: place.size, userPosition: true)
            s.client.map(w)
            return w
        }

        @Test func aDialogAskingForAPlaceOnAMonitorGetsItAtTheOriginAndOnTheSecondMonitor() throws {
            try withWM(settings: Self.settings) { s in
                let tiles = s.openWindows(1, name: "program")
                #expect(s.waitUntil { s.client.inputFocus() == .window(tiles[0]) })
                let corner = PixelRect(x: 0, y: 0, width: 449, height: 266)
                let first = Self.askingDialog(s, at: corner, name: "at the origin")
                #expect(s.waitUntil { s.client.mapState(of: first) == .viewable && s.client.inputFocus() == .window(first) })
                s.barrier()
                #expect(s.client.geometry(of: first) == corner, "\(String(describing: s.client.geometry(of: first)))")
                // A second monitor on the right: a dialog asking for a place there is put there,
                // on the workspace that monitor shows, with the focus.
                WMServerTests.Workspaces.twoMonitors(s)
                let there = PixelRect(x: 1200, y: 300, width: 300, height: 200)
                let second = Self.askingDialog(s, at: there, name: "on the right")
                #expect(s.waitUntil { s.client.mapState(of: second) == .viewable && s.client.inputFocus() == .window(second) })
                s.barrier()
                #expect(s.client.geometry(of: second) == there, "\(String(describing: s.client.geometry(of: second)))")
                #expect(WMServerTests.Workspaces.root(s, "_NET_CURRENT_DESKTOP") == [1], "the right monitor's workspace")
            }
        }

        /// GIMP's "Create a New Image" dialog (a dialog with no parent, PPosition at the pointer,
        /// kept on the monitor by GTK): with the pointer in the top left corner it asks for 0,0,
        /// which splitwm used to take for no place at all and centred on the screen.
        @Test func gimpsNewImageDialogAppearsWhereGimpAsked() throws {
            try withWM(settings: Self.settings) { s in
                let gimp = try IsolatedProgram("gimp", { _ in ["-n", "-d", "-f", "-s", "--no-splash"] }, display: s.server.displayName)
                defer { gimp.stop() }
                var image: WindowID?
                #expect(s.waitUntil(timeout: .seconds(180)) {
                    image = Self.viewableWindow(s, role: "gimp-image-window-1")
                    return image != nil || !gimp.program.isRunning
                }, "GIMP's image window never appeared")
                _ = try #require(image, "gimp: \(gimp.program.standardError.suffix(2000))")
                // The keyboard in one of GIMP's windows (its image window, toolbox or docks, in the
                // order they map), where Ctrl+N opens the dialog.
                // GIMP (GTK 2) may put it on the focus proxy inside that window: its top-level counts.
                #expect(s.waitUntil(timeout: .seconds(60)) { Self.focusedClass(s)?.hasPrefix("Gimp") == true },
                        "focus \(s.client.inputFocus()) of class \(Self.focusedClass(s) ?? "none")")
                let pointer = PixelPoint(x: 40, y: 30)
                s.client.movePointer(to: pointer)
                let control = try #require(s.client.keycode(for: "Control_L")), n = try #require(s.client.keycode(for: "n"))
                var dialog: WindowID?
                // Ctrl+N once GIMP takes keys (its actions are set up after the window shows):
                // pressed again until the dialog comes.
                #expect(s.waitUntil(timeout: .seconds(120)) {
                    dialog = Self.viewableWindow(s, role: "gimp-image-new")
                    if dialog == nil {
                        s.client.keyDown(control); s.client.keyDown(n); s.client.keyUp(n); s.client.keyUp(control)
                        s.client.sync()
                        dialog = Self.waitFor(s, seconds: 5) { Self.viewableWindow(s, role: "gimp-image-new") }
                    }
                    return dialog != nil || !gimp.program.isRunning
                }, "the New Image dialog never appeared")
                let w = try #require(dialog)
                // What GIMP asked: PPosition under a window manager (USPosition without one; GTK
                // leaves the hints' obsolete x and y at 0), at its window's position: centred on the
                // pointer, kept on the monitor.
                let hints = try #require(s.client.items(w, "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS"))
                let userPosition: UInt32 = 1, programPosition: UInt32 = 4
                #expect(hints.first.map { $0 & (userPosition | programPosition) != 0 } == true, "a place asked: \(hints)")
                #expect(s.client.items(w, "WM_TRANSIENT_FOR", type: "WINDOW") == nil, "no parent")
                s.barrier()
                let rect = try #require(s.client.geometry(of: w))
                let screen = s.screen
                let asked = PixelPoint(x: max(0, min(pointer.x - rect.width / 2, screen.width - rect.width)),
                                       y: max(0, min(pointer.y - rect.height / 2, screen.height - rect.height)))
                #expect(asked == PixelPoint(x: 0, y: 0), "the corner case: \(asked)")
                #expect(abs(rect.x - asked.x) <= 1 && abs(rect.y - asked.y) <= 1, "\(rect), GIMP asked \(asked)")
            }
        }

        /// The class of WM_CLASS (its second string).
        static func className(_ s: WMSession, _ w: WindowID) -> String? {
            s.client.property(w, "WM_CLASS")?.bytes.split(separator: 0, omittingEmptySubsequences: false).dropFirst().first
                .map { String(decoding: $0, as: UTF8.self) }
        }

        /// The class of the top-level holding the focus (a client may focus a window inside it).
        static func focusedClass(_ s: WMSession) -> String? {
            guard case .window(let focused) = s.client.inputFocus(), let top = s.client.topLevel(of: focused) else { return nil }
            return className(s, top)
        }

        /// A viewable top-level whose WM_WINDOW_ROLE is `role`.
        static func viewableWindow(_ s: WMSession, role: String) -> WindowID? {
            s.client.stackingOrder().first { w in
                s.client.mapState(of: w) == .viewable
                    && s.client.property(w, "WM_WINDOW_ROLE").map { String(decoding: $0.bytes.prefix { $0 != 0 }, as: UTF8.self) } == role
            }
        }

        /// Polls `find` until it gives a value or `seconds` pass (inside an outer wait that retries).
        static func waitFor<T>(_ s: WMSession, seconds: Int, _ find: () -> T?) -> T? {
            var found: T?
            _ = s.waitUntil(timeout: .seconds(seconds)) {
                found = find()
                return found != nil
            }
            return found
        }

        // MARK: Motif hints

        /// A window that says through `_MOTIF_WM_HINTS` (read on PropertyNotify) that it wants no
        /// decorations loses its title bar; `border normal` said afterwards wins over the hint,
        /// whatever the client writes next.
        @Test func aWindowRefusingDecorationsLosesItsTitleBarUntilBorderNormalIsSaid() throws {
            var settings = Self.settings
            settings.border.titleBars = true
            try withWM(settings: settings) { s in
                let w = try #require(s.openWindows(1, name: "decorated").first)
                s.barrier()
                let titled = try #require(s.client.geometry(of: w))
                let undecorated: RawPropertyData = .words([2, 0, 0, 0, 0])
                s.client.setProperty(w, "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", undecorated)
                #expect(s.waitUntil { (s.client.geometry(of: w)?.y ?? titled.y) < titled.y },
                        "the title bar's row given to the window: \(String(describing: s.client.geometry(of: w))), was \(titled)")
                WMServerTests.Workspaces.run(s, "border normal")
                #expect(s.waitUntil { s.client.geometry(of: w) == titled }, "\(String(describing: s.client.geometry(of: w)))")
                s.client.setProperty(w, "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", .words([2, 0, 2, 0, 0]))
                s.barrier()
                #expect(s.client.geometry(of: w) == titled, "the user's choice stands")
            }
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

        // MARK: Chromium

        /// Chromium alone on its monitor is told it is maximized both ways (its tab strip then
        /// reaches the screen's top edge, i3#6148); beside another window, no longer across.
        @Test func chromiumAloneIsMaximizedBothWaysAndNotAcrossBesideAnotherWindow() throws {
            try withWM(settings: Self.settings) { s in
                let chromium = try IsolatedProgram("chromium", { profile in
                    ["--no-sandbox", "--user-data-dir=\(profile)", "--no-first-run", "--no-default-browser-check", "--disable-gpu",
                     "--password-store=basic", "--disable-dev-shm-usage", "about:blank"]
                }, display: s.server.displayName)
                defer { chromium.stop() }
                var window: WindowID?
                // Its first window takes seconds, more on two busy cores.
                #expect(s.waitUntil(timeout: .seconds(180)) {
                    window = WMServerTests.RealPrograms.viewableWindow(s, class: "Chromium")
                    return window != nil || !chromium.program.isRunning
                }, "Chromium's window never appeared")
                let w = try #require(window, "chromium: \(chromium.program.standardError.suffix(2000))")
                let horizontally = "_NET_WM_STATE_MAXIMIZED_HORZ", vertically = "_NET_WM_STATE_MAXIMIZED_VERT"
                func states() -> [String] { WMServerTests.RealPrograms.states(s, w) }
                #expect(s.waitUntil(timeout: .seconds(60)) { states().contains(horizontally) && states().contains(vertically) },
                        "alone: \(states())")
                // Another window beside it (the default placement splits the longer side: side by side).
                let other = s.openWindows(1, name: "beside chromium")
                #expect(s.waitUntil(timeout: .seconds(60)) { !states().contains(horizontally) }, "beside another: \(states())")
                #expect(states().contains(vertically), "still the whole height: \(states())")
                s.client.destroy(other[0])
                #expect(s.waitUntil(timeout: .seconds(60)) { states().contains(horizontally) && states().contains(vertically) },
                        "alone again: \(states())")
            }
        }
    }
}

/// A large program (Chromium, GIMP) on a test's display with a home of its own (a temporary
/// directory, also its profile), and every process it starts ended with it: it leads a session
/// of its own (`setsid`), so its helpers (Chromium's zygotes and renderers, GIMP's plug-ins) are
/// in its process group, and whatever still names its home afterwards (a crash handler that
/// left the group) is killed by its pid.
final class IsolatedProgram {
    let program: RealProgram
    let home: String

    init(_ name: String, _ arguments: (String) -> [String], display: String, environment: [String: String?] = [:]) throws {
        let path = try RealProgram.require(name)
        var template = Array("/tmp/splitwm-\(name)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw MissingProgram(description: "mkdtemp failed") }
        home = String(cString: made)
        let settings = environment.merging(["HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_CACHE_HOME": home + "/.cache"]) { $1 }
        // setsid(1) execs in place (a spawned child leads no group), so its pid is the program's.
        program = try RealProgram("setsid", [path] + arguments(home), display: display, environment: settings)
    }

    func stop() {
        let group = program.pid
        kill(-group, SIGTERM)
        if program.waitForExit(timeout: .seconds(10)) == nil { kill(-group, SIGKILL) }
        program.terminate()
        kill(-group, SIGKILL)
        for pid in Self.processes(naming: home) { kill(pid, SIGKILL) }
        _ = try? FileManager.default.removeItem(atPath: home)
    }

    /// The processes whose command line or environment holds `text` (read from /proc).
    static func processes(naming text: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry) else { return nil }
            let named = ["cmdline", "environ"].contains { file in
                FileManager.default.contents(atPath: "/proc/\(entry)/\(file)").map { String(decoding: $0, as: UTF8.self).contains(text) } ?? false
            }
            return named ? pid : nil
        }
    }
}
