// bspwm's socket with bspwm's own client, Debian's `bspc` (package bspwm), unchanged: it finds
// the socket where it looks for bspwm's (/tmp/bspwm_<display>_<screen>-socket), queries
// desktops and windows, declares desktops as a bspwmrc does, switches desktops and moves the
// focus as sxhkd's chords do, reads the report line polybar parses, sets the border and the
// gap as a bspwmrc does (and a bspwmrc run at start and by `wm -r`, its rule added once), and gets bspwm's exit status and text for a wrong command; and
// hostile clients of the socket (half a message, a huge one, a subscriber that never reads)
// that leave the window manager answering.
import Foundation
import SplitConfig
import SplitIPC
import SplitX
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct Bspc {
        /// `bspc ARGUMENTS` on the session's display, without $BSPWM_SOCKET: the default path.
        static func bspc(_ s: WMSession, _ arguments: [String]) throws -> (status: Int32?, output: String, errors: String) {
            try RealProgram.run("bspc", arguments, display: s.server.displayName, environment: ["BSPWM_SOCKET": nil], package: "bspwm")
        }

        static func activeWindow(_ s: WMSession) -> UInt32? {
            s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW")?.first
        }

        static func currentDesktop(_ s: WMSession) -> UInt32? {
            s.client.items(s.client.root, "_NET_CURRENT_DESKTOP", type: "CARDINAL")?.first
        }

        @Test func bspcQueriesSwitchesAndFocusesAsOnBspwm() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(2)
                s.barrier()
                // The window opened last has the focus; `node -f west` gives it to its left neighbour.
                #expect(s.waitUntil { Self.activeWindow(s) == w[1].rawValue })
                let left = try Self.bspc(s, ["node", "-f", "west"])
                #expect(left.status == 0 && left.errors.isEmpty, "\(left)")
                #expect(s.waitUntil { Self.activeWindow(s) == w[0].rawValue })
                let focused = try Self.bspc(s, ["query", "-N", "-n", "focused"])
                #expect(focused.output == String(format: "0x%08X\n", w[0].rawValue), "\(focused)")
                let geometry = try #require(s.client.geometry(of: w[0])), other = try #require(s.client.geometry(of: w[1]))
                #expect(geometry.x < other.x, "the focused one is the west one: \(geometry) \(other)")

                // A desktop made by name (splitwm makes workspaces as they are asked for), then ^2.
                #expect(try Self.bspc(s, ["desktop", "-f", "two"]).status == 0)
                s.barrier()
                #expect(try Self.bspc(s, ["query", "-D", "--names"]).output == "1\ntwo\n")
                #expect(try Self.bspc(s, ["query", "-D", "-d", "focused", "--names"]).output == "two\n")
                let third = s.openWindows(1)
                s.barrier()
                #expect(s.waitUntil { Self.activeWindow(s) == third[0].rawValue })
                #expect(try Self.bspc(s, ["desktop", "-f", "^1"]).status == 0)
                #expect(s.waitUntil { Self.currentDesktop(s) == 0 && s.client.mapState(of: third[0]) != .viewable })
                #expect(try Self.bspc(s, ["desktop", "-f", "^2"]).status == 0)
                #expect(s.waitUntil { Self.currentDesktop(s) == 1 && s.client.mapState(of: third[0]) == .viewable })
                // Selectors: occupied desktops, ids as bspwm prints them, a desktop's windows.
                #expect(try Self.bspc(s, ["query", "-D", "-d", ".occupied", "--names"]).output == "1\ntwo\n")
                let ids = try Self.bspc(s, ["query", "-D"]).output.split(separator: "\n")
                #expect(ids.count == 2 && ids.allSatisfy { $0.hasPrefix("0x") && $0.count == 10 }, "\(ids)")
                let onFirst = try Self.bspc(s, ["query", "-N", "-d", "^1"]).output
                #expect(onFirst == w.map { String(format: "0x%08X\n", $0.rawValue) }.joined(), "\(onFirst)")
                #expect(try Self.bspc(s, ["query", "-M", "--names"]).status == 0)

                // `wm -g` is the report line.
                let report = try Self.bspc(s, ["wm", "-g"]).output
                #expect(report.hasPrefix("WM") && report.contains(":o1:Otwo:LT:TT:G"), "\(report)")
            }
        }

        /// A bspwmrc's first line, then what polybar's bspwm module reads: the desktops named,
        /// empty or not, in order, the one with a window occupied.
        @Test func aBspwmrcsDesktopsAreWhatBspcAndThePanelSee() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                s.barrier()
                let declared = try Self.bspc(s, ["monitor", "-d", "I", "II", "III"])
                #expect(declared.status == 0 && declared.errors.isEmpty, "\(declared)")
                #expect(try Self.bspc(s, ["query", "-D", "--names"]).output == "I\nII\nIII\n")
                // EWMH pagers see the same desktops.
                #expect(s.waitUntil { s.client.items(s.client.root, "_NET_NUMBER_OF_DESKTOPS", type: "CARDINAL") == [3] })
                #expect(try Self.bspc(s, ["desktop", "-f", "II"]).status == 0)
                #expect(s.waitUntil { Self.currentDesktop(s) == 1 })
                let window = s.openWindows(1)
                s.barrier()
                #expect(s.waitUntil { Self.activeWindow(s) == window[0].rawValue })
                #expect(try Self.bspc(s, ["desktop", "-f", "I"]).status == 0)
                #expect(s.waitUntil { Self.currentDesktop(s) == 0 && s.client.mapState(of: window[0]) != .viewable })
                let report = try Self.bspc(s, ["wm", "-g"]).output
                #expect(report.hasPrefix("WM") && report.hasSuffix(":FI:oII:fIII:LT\n"), "\(report)")
                #expect(try Self.bspc(s, ["query", "-N", "-d", "II"]).output == String(format: "0x%08X\n", window[0].rawValue))
                // A monitor word splitwm leaves to RandR is refused with why.
                let rename = try Self.bspc(s, ["monitor", "-n", "left"])
                #expect(rename.status == 1 && rename.errors.contains("RandR"), "\(rename)")
            }
        }

        /// The frames (inside rectangles grown by their border) of `windows`, left to right.
        static func frames(_ s: WMSession, _ windows: [WindowID]) -> [PixelRect] {
            windows.compactMap { w in
                guard let inside = s.client.geometry(of: w), let border = s.client.borderWidth(of: w) else { return nil }
                return PixelRect(x: inside.x - border, y: inside.y - border, width: inside.width + 2 * border, height: inside.height + 2 * border)
            }.sorted { $0.x < $1.x }
        }

        /// Whether two frames side by side fill `screen` with `gap` pixels around and between them.
        static func gapped(_ frames: [PixelRect], gap: Int, on screen: PixelRect) -> Bool {
            guard frames.count == 2 else { return false }
            return frames.allSatisfy { $0.y == gap && $0.y + $0.height == screen.height - gap }
                && frames[0].x == gap && frames[1].x - (frames[0].x + frames[0].width) == gap
                && frames[1].x + frames[1].width == screen.width - gap
        }

        /// `bspc config` as a bspwmrc writes it: the border and the gap show on real windows,
        /// read from another connection, and bspc prints back what was set.
        @Test func bspcConfigSetsTheBorderAndTheGapOfRealWindows() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(2)
                s.barrier()
                let screen = try #require(s.client.geometry(of: s.client.root))
                for (name, value) in [("border_width", "3"), ("window_gap", "12"), ("gapless_monocle", "false"), ("borderless_monocle", "true")] {
                    let set = try Self.bspc(s, ["config", name, value])
                    #expect(set.status == 0 && set.output.isEmpty && set.errors.isEmpty, "\(name): \(set)")
                }
                s.barrier()
                #expect(s.waitUntil { w.allSatisfy { s.client.borderWidth(of: $0) == 3 } && Self.gapped(Self.frames(s, w), gap: 12, on: screen) },
                        "\(Self.frames(s, w))")
                #expect(try Self.bspc(s, ["config", "window_gap"]).output == "12\n")
                #expect(try Self.bspc(s, ["config", "border_width"]).output == "3\n")
                #expect(try Self.bspc(s, ["config", "borderless_monocle"]).output == "true\n")
                let wrong = try Self.bspc(s, ["config", "window_gap", "wide"])
                #expect(wrong.status == 1 && wrong.errors == "config window_gap: Invalid value: 'wide'.\n", "\(wrong)")
            }
        }

        /// A bspwm user's bspwmrc, in a home with no config of splitwm's or i3's: splitwm runs it
        /// once bspwm's socket listens, its desktops and settings take, a window shows the gap
        /// and the border; `bspc wm -r` restarts splitwm, which runs it again (run level 3).
        @Test func theUsersBspwmrcRunsAtStartAndAgainAfterWmR() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            let home = "/tmp/splitwm-bspwmrc-\(getpid())-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: home) }
            try FileManager.default.createDirectory(atPath: home + "/.config/bspwm", withIntermediateDirectories: true)
            let script = """
                #!/bin/sh
                bspc monitor -d I II III
                bspc config border_width 2
                bspc config window_gap 12
                bspc config split_ratio 0.52
                bspc config borderless_monocle true
                bspc rule -a Xmessage state=floating desktop=III
                echo "$1" >> "$HOME/runs"
                """
            let path = home + "/.config/bspwm/bspwmrc"
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o755)

            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let display = server.displayName
            let wm = try SplitWMProcess(display: display, environment: ["HOME": home, "XDG_CONFIG_HOME": nil, "BSPWM_SOCKET": nil, "I3SOCK": nil])
            defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
            #expect(WMServerTests.Lifecycle.waitForWM(client))
            func bspc(_ arguments: String...) -> String {
                (try? RealProgram.run("bspc", arguments, display: display, environment: ["BSPWM_SOCKET": nil], package: "bspwm").output) ?? ""
            }
            func runs() -> String { (try? String(contentsOfFile: home + "/runs", encoding: .utf8)) ?? "" }
            // The script's last line ran: every setting before it was answered.
            #expect(WMServerTests.Lifecycle.eventually(client) { runs() == "0\n" }, "\(runs()); log: \(wm.standardError)")
            #expect(bspc("query", "-D", "--names") == "I\nII\nIII\n")
            #expect(bspc("config", "window_gap") == "12\n")
            #expect(bspc("config", "split_ratio") == "0.520000\n")
            #expect(bspc("config", "borderless_monocle") == "true\n")
            #expect(bspc("rule", "-l") == "Xmessage:*:* => state=floating desktop=III\n")

            // A window, read from this connection: the border, and 12 pixels to the screen's edge.
            let screen = try #require(client.geometry(of: client.root))
            let window = client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100))
            client.map(window)
            #expect(WMServerTests.Lifecycle.eventually(client) {
                guard let inside = client.geometry(of: window), client.borderWidth(of: window) == 2 else { return false }
                return inside.x == 14 && inside.y == 14 && inside.x + inside.width + 14 == screen.width && inside.y + inside.height + 14 == screen.height
            }, "\(String(describing: client.geometry(of: window)))")

            // `wm -r`: splitwm restarts in place and runs the bspwmrc again, as bspwm does.
            _ = try RealProgram.run("bspc", ["wm", "-r"], display: display, environment: ["BSPWM_SOCKET": nil], package: "bspwm")
            #expect(WMServerTests.Lifecycle.eventually(client) { runs() == "0\n3\n" }, "\(runs()); log: \(wm.standardError)")
            #expect(WMServerTests.Lifecycle.eventually(client) { bspc("query", "-D", "--names") == "I\nII\nIII\n" })
            // The restarted splitwm starts from the config's rules: the bspwmrc's comes back once.
            #expect(bspc("rule", "-l") == "Xmessage:*:* => state=floating desktop=III\n")
            #expect(client.mapState(of: window) == .viewable)
        }

        @Test func wrongWordsFailWithBspwmsStatusAndText() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                _ = s.openWindows(1)
                s.barrier()
                let unknown = try Self.bspc(s, ["frobnicate"])
                #expect(unknown.status == 1 && unknown.errors == "Unknown domain or command: 'frobnicate'.\n", "\(unknown)")
                let badNode = try Self.bspc(s, ["node", "--wobble"])
                #expect(badNode.status == 1 && badNode.errors == "node: Unknown command: '--wobble'.\n", "\(badNode)")
                // Nothing found: bspwm fails without a word.
                let none = try Self.bspc(s, ["desktop", "-f", "^9"])
                #expect(none.status == 1 && none.errors.isEmpty && none.output.isEmpty, "\(none)")
                let modifier = try Self.bspc(s, ["query", "-D", "-d", ".shiny"])
                #expect(modifier.status == 1 && modifier.errors == "query -d: Invalid modifier found in '.shiny'.\n", "\(modifier)")
                // A bspwm word splitwm has no meaning for names itself.
                let pseudo = try Self.bspc(s, ["node", "-t", "pseudo_tiled"])
                #expect(pseudo.status == 1 && pseudo.errors.contains("pseudo_tiled"), "\(pseudo)")
            }
        }

        @Test func subscribeReportHearsTheLineAndEachChange() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                _ = s.openWindows(1)
                s.barrier()
                let subscriber = try RealProgram("bspc", ["subscribe", "report"], display: s.server.displayName,
                                                 environment: ["BSPWM_SOCKET": nil], package: "bspwm")
                defer { subscriber.terminate() }
                #expect(s.waitUntil { subscriber.standardOutput.hasSuffix("\n") })
                let first = subscriber.standardOutput
                #expect(first.hasPrefix("WM") && first.contains(":O1:LT:TT:G\n"), "\(first)")
                // Another desktop, by splitctl's own word: the subscriber hears it.
                #expect(try SplitWMProcess.splitctl(["workspace", "7"], display: s.server.displayName).status == 0)
                #expect(s.waitUntil { subscriber.standardOutput.contains(":o1:F7:LT\n") }, "\(subscriber.standardOutput)")
                // --count: done after as many lines.
                let once = try Self.bspc(s, ["subscribe", "-c", "1", "report"])
                #expect(once.status == 0 && once.output.hasPrefix("WM"), "\(once)")
            }
        }

        @Test func hostileClientsLeaveTheWindowManagerAnswering() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                s.barrier()
                let path = "/tmp/bspwm_\(s.server.displayName.dropFirst().split(separator: ".").first ?? "")_0-socket"
                // Half a message (no NUL yet), then nothing.
                let half = try #require(IPCLine(path: path))
                half.send(bytes: Array("quer".utf8))
                // More than bspc ever sends: refused, the connection closed.
                let huge = try #require(IPCLine(path: path))
                huge.send(bytes: Array(repeating: UInt8(ascii: "x"), count: 20_000))
                #expect(huge.closesWithin())
                // Subscribers that never read while the report changes many times.
                let sleepers = (0..<4).compactMap { _ in IPCLine(path: path) }
                for sleeper in sleepers { sleeper.send(bytes: Array("subscribe\u{0}report\u{0}".utf8)) }
                for i in 0..<40 {
                    #expect(try SplitWMProcess.splitctl(["workspace", "\(i % 2 == 0 ? "long-name-\(String(repeating: "x", count: 200))" : "1")"],
                                                        display: s.server.displayName).status == 0)
                }
                // Still answering: a window maps, bspc gets its reply.
                let w = s.openWindows(1)
                #expect(s.waitUntil { s.client.mapState(of: w[0]) == .viewable })
                let names = try Self.bspc(s, ["query", "-D", "-d", "focused", "--names"])
                #expect(names.status == 0 && names.output == "1\n", "\(names)")
                withExtendedLifetime((half, sleepers)) {}
            }
        }
    }
}
