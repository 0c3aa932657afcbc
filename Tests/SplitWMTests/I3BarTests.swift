// i3's own bar, Debian's i3bar with i3status, unchanged, on the splitwm binary: a `bar` block starts it with
// the bar's id and splitwm's i3 socket; its dock goes to the top its strut asks for and the
// tiles start below it; GET_BAR_CONFIG answers i3-msg; the binding mode shows in the bar (its
// pixels turn the mode's colour); a click on a workspace button switches the workspace
// (i3bar 4.22 sends `workspace "NAME"`); and after `restart`, which closes the socket i3bar
// reads and so ends it, the new process starts it again.
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3Bar {
        static let modeColour: UInt32 = 0xFF0000

        /// A bar whose status line is i3status's (Debian's i3status), with a config of its own.
        static func config(i3status: String) -> String {
            """
            mode resize {
                bind Escape mode default
            }
            bar top {
                position top
                status-command i3status -c \(i3status)
                color background #000000
                color binding-mode #ff0000 #ff0000 #ffffff
            }
            """
        }

        /// i3status's config: i3bar's protocol, one block that never changes colour.
        static let i3statusConfig = """
            general {
                output_format = "i3bar"
                colors = false
                interval = 5
            }
            order += "time"
            time {
                format = "%H:%M"
            }
            """

        /// The pids of running programs named `name` whose command line holds `argument`. A new
        /// i3bar's window can have the XID of the one before it (the server hands the freed
        /// client's id range to the next client), so the processes tell old from new.
        static func processes(named name: String, with argument: String) -> [Int32] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { entry -> Int32? in
                guard let pid = Int32(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
                let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                guard arguments.first?.hasSuffix(name) == true, arguments.contains(argument) else { return nil }
                return pid
            }
        }

        /// The i3bar windows on the screen (WM_CLASS: the bar's id, then i3bar), viewable or not.
        static func bars(_ client: TestClient) -> [WindowID] {
            client.stackingOrder().filter { client.text($0, "WM_CLASS")?.text.split(separator: "\u{0}").dropFirst().first == "i3bar" }
        }

        static func i3msg(_ display: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
            try SplitWMProcess.run(URL(fileURLWithPath: try RealProgram.require("i3-msg", package: "i3-wm")), arguments,
                                   display: display, environment: ["I3SOCK": nil])
        }

        static func currentDesktopName(_ client: TestClient) -> String? {
            let names = (client.text(client.root, "_NET_DESKTOP_NAMES")?.text ?? "").split(separator: "\u{0}").map(String.init)
            guard let current = client.items(client.root, "_NET_CURRENT_DESKTOP", type: "CARDINAL")?.first,
                  names.indices.contains(Int(current)) else { return nil }
            return names[Int(current)]
        }

        @Test func i3barShowsTheWorkspacesAndTheModeAndComesBackAfterRestart() throws {
            _ = try RealProgram.require("i3bar", package: "i3-wm")
            _ = try RealProgram.require("i3status", package: "i3status")
            let path = "/tmp/splitwm-i3bar-\(getpid())-\(UUID().uuidString).conf"
            let statusPath = path + ".i3status"
            try Self.i3statusConfig.write(toFile: statusPath, atomically: true, encoding: .utf8)
            try Self.config(i3status: statusPath).write(toFile: path, atomically: true, encoding: .utf8)
            defer { unlink(path); unlink(statusPath) }
            try withSplitWMBinary(arguments: ["--config", path]) { server, client, _ in
                let d = server.displayName
                // i3bar asks for its config, the outputs and the workspaces, then maps its dock,
                // which splitwm moves to the top (i3bar makes it at the bottom) by its strut.
                var bar: WindowID?
                #expect(Lifecycle.eventually(client) {
                    bar = Self.bars(client).first { client.mapState(of: $0) == .viewable && client.geometry(of: $0)?.y == 0 }
                    return bar != nil
                }, "no i3bar dock at the top: \(Self.bars(client).map { client.geometry(of: $0) as Any })")
                guard let bar, let barRect = client.geometry(of: bar) else { return }
                // i3bar runs i3status as its status line.
                #expect(Lifecycle.eventually(client) { !Self.processes(named: "i3status", with: statusPath).isEmpty }, "no i3status")
                #expect(barRect.width == client.geometry(of: client.root)?.width && barRect.height > 0 && barRect.height < 60, "\(barRect)")

                // A tile starts right below the bar.
                let w = client.createWindow(PixelRect(x: 0, y: 0, width: 200, height: 200))
                client.map(w)
                #expect(Lifecycle.eventually(client) {
                    guard client.mapState(of: w) == .viewable, let r = client.geometry(of: w) else { return false }
                    return r.y - (client.borderWidth(of: w) ?? 0) == barRect.height
                }, "\(String(describing: client.geometry(of: w))), bar \(barRect)")

                // GET_BAR_CONFIG through i3's own client.
                let ids = try Self.i3msg(d, ["-t", "get_bar_config"])
                #expect(ids.status == 0 && ids.output == "[\"top\"]\n", "\(ids)")
                let top = try Self.i3msg(d, ["-t", "get_bar_config", "top"])
                #expect(top.output.hasPrefix("{\"id\":\"top\",") && top.output.contains("\"position\":\"top\""), "\(top)")
                #expect(top.output.contains("\"binding_mode_bg\":\"#ff0000\""), "\(top)")

                // The binding mode shows: i3bar draws it in the mode's colours beside the buttons.
                func modeShown() -> Bool {
                    client.image(of: bar)?.pixels.contains(Self.modeColour) == true
                }
                #expect(!modeShown())
                #expect(try Self.i3msg(d, ["mode", "resize"]).output.contains("\"success\":true"))
                #expect(Lifecycle.eventually(client) { modeShown() }, "the bar never showed the mode")
                #expect(try Self.i3msg(d, ["mode", "default"]).status == 0)
                #expect(Lifecycle.eventually(client) { !modeShown() }, "the bar still shows the mode")

                // A click on workspace 1's button (the first) from workspace 2 switches back.
                #expect(try Self.i3msg(d, ["workspace", "2"]).status == 0)
                #expect(Lifecycle.eventually(client) { Self.currentDesktopName(client) == "2" })
                client.movePointer(to: PixelPoint(x: barRect.x + 3, y: barRect.y + barRect.height / 2))
                client.press(.left)
                client.release(.left)
                #expect(Lifecycle.eventually(client) { Self.currentDesktopName(client) == "1" }, "the click did not switch")

                // restart: the old i3bar loses its socket and goes, the new splitwm starts another.
                let socket = try #require(client.text(client.root, "I3_SOCKET_PATH")?.text)
                let before = Self.processes(named: "i3bar", with: "--socket=" + socket)
                #expect(before.count == 1, "\(before)")
                #expect(try SplitWMProcess.splitctl(["restart"], display: d).status == 0)
                // The old process clears I3_SOCKET_PATH before it closes the socket, so once the
                // old i3bar is gone, a path on the root is the new process's.
                #expect(Lifecycle.eventually(client) { !before.contains { kill($0, 0) == 0 } }, "the old i3bar still runs: \(before)")
                var after: [Int32] = []
                #expect(Lifecycle.eventually(client) {
                    guard let now = client.text(client.root, "I3_SOCKET_PATH")?.text else { return false }
                    after = Self.processes(named: "i3bar", with: "--socket=" + now).filter { !before.contains($0) }
                    return after.count == 1
                        && Self.bars(client).contains { client.mapState(of: $0) == .viewable && client.geometry(of: $0)?.y == 0 }
                }, "after restart: i3bar \(after), windows \(Self.bars(client))")
            }
        }
    }
}
