// A bspwm user's setup, unchanged, with the real programs: splitwm started as a bspwm user
// starts bspwm (no config of its own, a ~/.config/bspwm/bspwmrc), whose bspwmrc declares the
// desktops, sets the border and the gap, adds a rule, and starts Debian's sxhkd and polybar.
// sxhkd's chords, sent with XTest, switch desktops, move the focus and send a window away;
// polybar's internal/bspwm module draws the desktops from bspwm's report and follows each
// change. Everything is read back from X by the test's own connection: the current desktop,
// the windows' geometry and map state, the bar's pixels.
import Foundation
import SplitX
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct BspwmUserSetup {
        /// The desktop labels' colours in the polybar config below: the focused one red, an
        /// occupied one blue, an empty one green.
        static let focused: UInt32 = 0xFF0000, occupied: UInt32 = 0x0000FF, empty: UInt32 = 0x00FF00

        static let bspwmrc = """
            #!/bin/sh
            sxhkd -c "$HOME/sxhkdrc" > "$HOME/sxhkd.log" 2>&1 &
            echo $! > "$HOME/sxhkd.pid"
            bspc monitor -d I II III
            bspc config border_width 2
            bspc config window_gap 6
            bspc rule -a Xmessage state=floating
            polybar -c "$HOME/polybar.ini" top > "$HOME/polybar.log" 2>&1 &
            echo $! > "$HOME/polybar.pid"
            echo "$1" >> "$HOME/runs"
            """

        static let sxhkdrc = """
            super + {_,shift + }{1-9}
            \tbspc {desktop -f,node -d} '^{1-9}'

            super + {h,j,k,l}
            \tbspc node -f {west,south,north,east}

            """

        static let polybar = """
            [bar/top]
            width = 100%
            height = 20
            font-0 = DejaVu Sans Mono:pixelsize=10
            background = #000000
            modules-left = desktops

            [module/desktops]
            type = internal/bspwm
            label-focused = %name%
            label-focused-background = #ff0000
            label-focused-padding = 2
            label-occupied = %name%
            label-occupied-background = #0000ff
            label-occupied-padding = 2
            label-empty = %name%
            label-empty-background = #00ff00
            label-empty-padding = 2
            label-separator = |
            label-separator-padding = 1

            """

        /// The labels polybar draws, left to right, as their colours: each run of one label
        /// colour along the bar's top row (above the text; the separators between them are the
        /// bar's black).
        static func labels(_ client: TestClient, bar: WindowID) -> [UInt32] {
            guard let image = client.image(of: bar) else { return [] }
            return (0..<image.size.width).compactMap { x in
                let colour = image[x, 0]
                let starts = [focused, occupied, empty].contains(colour) && (x == 0 || image[x - 1, 0] != colour)
                return starts ? colour : nil
            }
        }

        /// A viewable top-level of WM_CLASS class `className`.
        static func window(_ client: TestClient, class className: String) -> WindowID? {
            client.stackingOrder().first { w in
                guard client.mapState(of: w) == .viewable, let bytes = client.property(w, "WM_CLASS")?.bytes else { return false }
                return bytes.split(separator: 0, omittingEmptySubsequences: false).dropFirst().first.map {
                    String(decoding: $0, as: UTF8.self) == className
                } ?? false
            }
        }

        @Test func sxhkdAndPolybarFromTheUsersBspwmrcWorkUnchanged() throws {
            for (program, package) in [("bspc", "bspwm"), ("sxhkd", "sxhkd"), ("polybar", "polybar"), ("xdotool", "xdotool")] {
                _ = try RealProgram.require(program, package: package)
            }
            let home = "/tmp/splitwm-bspwm-user-\(getpid())-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: home) }
            try FileManager.default.createDirectory(atPath: home + "/.config/bspwm", withIntermediateDirectories: true)
            try Self.bspwmrc.write(toFile: home + "/.config/bspwm/bspwmrc", atomically: true, encoding: .utf8)
            chmod(home + "/.config/bspwm/bspwmrc", 0o755)
            try Self.sxhkdrc.write(toFile: home + "/sxhkdrc", atomically: true, encoding: .utf8)
            try Self.polybar.write(toFile: home + "/polybar.ini", atomically: true, encoding: .utf8)
            func file(_ name: String) -> String { (try? String(contentsOfFile: "\(home)/\(name)", encoding: .utf8)) ?? "" }
            func pid(_ name: String) -> pid_t? { pid_t(file("\(name).pid").trimmingCharacters(in: .whitespacesAndNewlines)) }

            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let display = server.displayName
            let wm = try SplitWMProcess(display: display, environment: [
                "HOME": home, "XDG_CONFIG_HOME": nil, "BSPWM_SOCKET": nil, "I3SOCK": nil, "SXHKD_SHELL": "/bin/sh",
            ])
            defer {
                // The bspwmrc's sxhkd and polybar, by the ids it wrote, before their window manager.
                for name in ["sxhkd", "polybar"] { if let p = pid(name) { kill(p, SIGTERM) } }
                wm.signal(SIGTERM)
                _ = wm.waitForExit()
            }
            #expect(WMServerTests.Lifecycle.waitForWM(client))
            func eventually(_ condition: () -> Bool) -> Bool { WMServerTests.Lifecycle.eventually(client, timeout: .seconds(30), condition) }
            func running(_ name: String) -> Bool { pid(name).map { kill($0, 0) == 0 } ?? false }
            func currentDesktop() -> UInt32? { client.items(client.root, "_NET_CURRENT_DESKTOP", type: "CARDINAL")?.first }
            func activeWindow() -> UInt32? { client.items(client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW")?.first }
            func key(_ chord: String) throws {
                let sent = try RealProgram.run("xdotool", ["key", chord], display: display)
                #expect(sent.status == 0, "xdotool key \(chord): \(sent)")
            }
            func bspc(_ arguments: String...) -> String {
                (try? RealProgram.run("bspc", arguments, display: display, environment: ["BSPWM_SOCKET": nil], package: "bspwm").output) ?? ""
            }

            // The whole bspwmrc ran, without an error from a bspc line.
            #expect(eventually { file("runs") == "0\n" }, "runs: \(file("runs")); log: \(wm.standardError)")
            #expect(bspc("query", "-D", "--names") == "I\nII\nIII\n")

            // polybar's bar, its three desktops drawn, the first focused.
            var bar: WindowID?
            #expect(eventually {
                bar = Self.window(client, class: "Polybar")
                return bar != nil || (pid("polybar") != nil && !running("polybar"))
            }, "polybar's window never appeared: \(file("polybar.log"))")
            let panel = try #require(bar, "polybar: \(file("polybar.log"))")
            #expect(eventually { Self.labels(client, bar: panel) == [Self.focused, Self.empty, Self.empty] },
                    "\(Self.labels(client, bar: panel).map { String($0, radix: 16) }); \(file("polybar.log"))")

            // super + 2: sxhkd's chord, once its grabs are in place (nothing tells when they
            // are: the chord is sent again until the desktop changes; showing II again is no harm).
            #expect(eventually {
                try? key("super+2")
                return WMServerTests.Lifecycle.eventually(client, timeout: .milliseconds(500)) { currentDesktop() == 1 }
            }, "sxhkd: \(file("sxhkd.log")); splitwm: \(wm.standardError)")
            #expect(eventually { Self.labels(client, bar: panel) == [Self.empty, Self.focused, Self.empty] })

            // Two windows on II, tiled below the bar with the bspwmrc's gap and border.
            let windows = (0..<2).map { _ in client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100)) }
            for w in windows {
                client.map(w)
                #expect(eventually { activeWindow() == w.rawValue })
            }
            let screen = try #require(client.geometry(of: client.root))
            #expect(eventually {
                guard let left = client.geometry(of: windows[0]), let right = client.geometry(of: windows[1]),
                      windows.allSatisfy({ client.borderWidth(of: $0) == 2 }) else { return false }
                return left.y == 20 + 6 + 2 && right.y == left.y && left.x == 6 + 2 && left.x + left.width + 2 + 6 + 2 == right.x
                    && right.x + right.width + 2 + 6 == screen.width
            }, "\(windows.map { client.geometry(of: $0) })")
            #expect(eventually { Self.labels(client, bar: panel) == [Self.empty, Self.focused, Self.empty] })

            // super + h: the focus goes west.
            try key("super+h")
            #expect(eventually { activeWindow() == windows[0].rawValue })
            // super + shift + 3: the focused window goes to III, out of sight, which polybar marks occupied.
            try key("super+shift+3")
            #expect(eventually { client.mapState(of: windows[0]) != .viewable && bspc("query", "-N", "-d", "III") == Self.hex(windows[0]) })
            #expect(eventually { Self.labels(client, bar: panel) == [Self.empty, Self.focused, Self.occupied] })
            // super + 3 follows it; super + 1 back to an empty desktop.
            try key("super+3")
            #expect(eventually { currentDesktop() == 2 && client.mapState(of: windows[0]) == .viewable })
            #expect(eventually { Self.labels(client, bar: panel) == [Self.empty, Self.occupied, Self.focused] })
            try key("super+1")
            #expect(eventually { currentDesktop() == 0 && client.mapState(of: windows[0]) != .viewable })
            #expect(eventually { Self.labels(client, bar: panel) == [Self.focused, Self.occupied, Self.occupied] })

            // The bspwmrc's rule: an Xmessage floats, its own size kept.
            let message = client.createWindow(PixelRect(x: 40, y: 40, width: 200, height: 80), instance: "xmessage", class: "Xmessage")
            client.map(message)
            #expect(eventually { client.mapState(of: message) == .viewable && client.geometry(of: message)?.size == PixelSize(width: 200, height: 80) })
            #expect(bspc("query", "-N", "-n", "focused.floating") == Self.hex(message))

            // polybar and sxhkd ran throughout; their logs name no failure.
            #expect(running("polybar") && running("sxhkd"))
            #expect(!file("polybar.log").contains("error"), "\(file("polybar.log"))")
            #expect(!file("sxhkd.log").contains("Could not grab"), "\(file("sxhkd.log"))")
        }

        static func hex(_ w: WindowID) -> String { String(format: "0x%08X\n", w.rawValue) }
    }
}
