// An i3 user who logs in with splitwm, setup unchanged: with no splitwm config, the real splitwm
// binary finds the i3 config where i3 would (an empty home holding only ~/.config/i3/config and
// a file it includes), runs it translated, answers GET_CONFIG with the text the user wrote
// (through Debian's i3-msg), names the file in I3_CONFIG_PATH, runs a binding from it pressed
// through XTest, and after `reload` runs the file as edited since.
import Foundation
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3Start {
        static let config = """
            # my i3 config
            set $mod Mod4
            set $ws3 "3: mail"
            bindsym $mod+n workspace number $ws3
            assign [class="Thunderbird"] $ws3
            include conf.d/*.conf
            bar {
                status_command true
            }

            """
        static let keys = "bindsym $mod+m workspace number 4\n"

        static func i3msg(_ display: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
            try SplitWMProcess.run(URL(fileURLWithPath: try RealProgram.require("i3-msg", package: "i3-wm")), arguments,
                                   display: display, environment: ["I3SOCK": nil])
        }

        /// Super plus `key`, pressed and released through XTest, then splitwm's sync barrier.
        static func press(_ client: TestClient, _ display: String, _ key: String) {
            guard let superKey = client.keycode(for: "Super_L"), let code = client.keycode(for: key) else {
                Issue.record("no keycode")
                return
            }
            client.keyDown(superKey)
            client.keyDown(code)
            client.keyUp(code)
            client.keyUp(superKey)
            client.sync()
            _ = try? SplitWMProcess.splitctl(["sync"], display: display)
        }

        @Test func theUsersI3ConfigRunsWhenSplitwmHasNoneAndGetConfigIsItsText() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            let home = "/tmp/splitwm-i3start-\(getpid())-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: home) }
            try FileManager.default.createDirectory(atPath: home + "/.config/i3/conf.d", withIntermediateDirectories: true)
            let path = home + "/.config/i3/config"
            try Self.config.write(toFile: path, atomically: true, encoding: .utf8)
            try Self.keys.write(toFile: home + "/.config/i3/conf.d/keys.conf", atomically: true, encoding: .utf8)

            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let display = server.displayName
            let wm = try SplitWMProcess(display: display, environment: ["HOME": home, "XDG_CONFIG_HOME": nil, "I3SOCK": nil])
            defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
            #expect(Lifecycle.waitForWM(client))
            #expect(Lifecycle.eventually(client) { client.text(client.root, "I3_SOCKET_PATH") != nil })

            // What the user wrote, not its translation; the included file listed after it.
            let text = try Self.i3msg(display, ["-t", "get_config"])
            #expect(text.status == 0 && text.output.hasPrefix(Self.config), "\(text.output)")
            let raw = try Self.i3msg(display, ["-r", "-t", "get_config"])
            let reply = try #require(try JSONSerialization.jsonObject(with: Data(raw.output.utf8)) as? [String: Any])
            let files = try #require(reply["included_configs"] as? [[String: String]])
            #expect(files.map { $0["path"] } == [path, home + "/.config/i3/conf.d/keys.conf"])
            #expect(files.first?["raw_contents"] == Self.config)
            #expect(files.first?["variable_replaced_contents"]?.contains("bindsym Mod4+n workspace number \"3: mail\"") == true)
            #expect(files.last?["variable_replaced_contents"] == "bindsym Mod4+m workspace number 4\n")
            #expect(client.text(client.root, "I3_CONFIG_PATH")?.text == path)
            // The bar block carried over.
            let bars = try Self.i3msg(display, ["-t", "get_bar_config"])
            #expect(bars.output.contains("bar-0"), "\(bars.output)")

            // Its bindings run, the included file's too.
            Self.press(client, display, "n")
            #expect(Lifecycle.eventually(client) { I3Bar.currentDesktopName(client) == "3: mail" },
                    "\(String(describing: I3Bar.currentDesktopName(client))); log: \(wm.standardError)")
            Self.press(client, display, "m")
            #expect(Lifecycle.eventually(client) { I3Bar.currentDesktopName(client) == "4" })

            // `reload` reads the same file again, as edited since.
            let edited = Self.config.replacingOccurrences(of: "$mod+n", with: "$mod+b")
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
            let reload = try Self.i3msg(display, ["reload"])
            #expect(reload.status == 0 && reload.output.contains("true"), "\(reload.output)")
            #expect(try Self.i3msg(display, ["-t", "get_config"]).output.hasPrefix(edited))
            Self.press(client, display, "b")
            #expect(Lifecycle.eventually(client) { I3Bar.currentDesktopName(client) == "3: mail" })
        }

        /// `splitwm --check-config` with HOME at `home` and no XDG_CONFIG_HOME: its exit status
        /// and what it printed (the config it found, and whether it has errors).
        static func checkConfig(home: String, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
            try SplitWMProcess.run(SplitWMProcess.binary, ["--check-config"] + arguments, display: ":0",
                                   environment: ["HOME": home, "XDG_CONFIG_HOME": nil])
        }

        @Test func theConfigFoundIsSplitwmsThenI3sInI3sOrderAndAGivenI3ConfigIsTakenAsGiven() throws {
            let home = "/tmp/splitwm-i3search-\(getpid())-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: home) }
            for directory in ["/.i3", "/.config/i3", "/.config/splitwm"] {
                try FileManager.default.createDirectory(atPath: home + directory, withIntermediateDirectories: true)
            }
            #expect(try Self.checkConfig(home: home).output == "the built-in default config: no errors\n")
            try "bindsym Mod4+q kill\n".write(toFile: home + "/.i3/config", atomically: true, encoding: .utf8)
            #expect(try Self.checkConfig(home: home).output == "the i3 config \(home)/.i3/config: no errors\n")
            try "bindsym Mod4+q kill\n".write(toFile: home + "/.config/i3/config", atomically: true, encoding: .utf8)
            #expect(try Self.checkConfig(home: home).output == "the i3 config \(home)/.config/i3/config: no errors\n")
            try "bind Mod4+q close\n".write(toFile: home + "/.config/splitwm/config", atomically: true, encoding: .utf8)
            #expect(try Self.checkConfig(home: home).output == "\(home)/.config/splitwm/config: no errors\n")
            // Given, it is read whatever else exists; a missing one is an error naming it.
            #expect(try Self.checkConfig(home: home, ["--i3-config", home + "/.i3/config"]).output == "the i3 config \(home)/.i3/config: no errors\n")
            let missing = try Self.checkConfig(home: home, ["--i3-config", home + "/nothing"])
            #expect(missing.status == 1 && missing.output.hasPrefix("\(home)/nothing:1:1: "), "\(missing.output)")
        }
    }
}
