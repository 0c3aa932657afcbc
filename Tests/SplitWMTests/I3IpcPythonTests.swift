// i3's IPC with the i3ipc Python library (Debian's python3-i3ipc), which most users' scripts are
// written with, and with one published script, autotiling (from PyPI; `make test` puts it in
// .build/pydeps): i3ipc finds the socket as it finds i3's, walks the tree (`leaves()`,
// `workspaces()`, `scratchpad()`, `find_focused()`), reads the lists, runs commands, and hears
// window and workspace events as X changes; autotiling splits a tall window below, as under i3.
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3IpcPython {
        static let python = "/usr/bin/python3"
        static let repository = #filePath.components(separatedBy: "/Tests/")[0]
        static let probe = repository + "/Tests/Fixtures/i3ipc-probe.py"

        /// The probe's environment: no $I3SOCK, so i3ipc asks `i3 --get-socketpath` (the root window).
        static let environment: [String: String?] = ["I3SOCK": nil, "SWAYSOCK": nil, "PYTHONDONTWRITEBYTECODE": "1"]

        static func requireLibrary() throws {
            _ = try RealProgram.require(python, package: "python3-i3ipc")
            guard FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/i3ipc") else {
                throw MissingProgram(description: "i3ipc is not installed: apt-get install python3-i3ipc (make test installs TEST_PACKAGES)")
            }
            _ = try RealProgram.require("i3", package: "i3-wm")
        }

        /// The JSON objects the program printed so far, one a line.
        static func lines(_ program: RealProgram) -> [[String: Any]] {
            program.standardOutput.split(separator: "\n").compactMap { line in
                try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            }
        }

        @Test func i3ipcReadsTheTreeAndTheListsAndRunsCommands() throws {
            try Self.requireLibrary()
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(2)
                s.barrier()
                let run = try RealProgram.run(Self.python, [Self.probe, "query"], display: s.server.displayName, environment: Self.environment)
                #expect(run.status == 0, "\(run.errors)")
                let reply = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output) \(run.errors)")
                // Every window once, with the rectangle X has for it (no border: the client's).
                #expect((reply["leaves"] as? [Int])?.sorted() == w.map { Int($0.rawValue) }.sorted(), "\(reply)")
                let rects = reply["rects"] as? [String: [Int]] ?? [:]
                for window in w {
                    let x = try #require(s.client.geometry(of: window))
                    #expect(rects[String(window.rawValue)] == [x.x, x.y, x.width, x.height], "\(window): \(rects)")
                }
                #expect(reply["tree_workspaces"] as? [String] == ["1"])
                #expect(reply["scratchpad"] as? String == "__i3_scratch")
                #expect(reply["focused"] as? Int == Int(w[1].rawValue) && reply["focused_workspace"] as? String == "1")
                let workspaces = reply["workspaces"] as? [[Any]] ?? []
                #expect(workspaces.count == 1 && workspaces.first?[0] as? String == "1" && workspaces.first?[1] as? Bool == true, "\(workspaces)")
                #expect((reply["outputs"] as? [String])?.count == 1)
                #expect((reply["version"] as? String)?.contains("splitwm") == true)
                #expect(reply["commands"] as? [Bool] == [true, true])
                #expect((reply["refused"] as? [String])?.first?.contains("frobnicate") == true, "\(reply)")
            }
        }

        /// i3ipc's aio Connection subscribes on its event connection and sends SEND_TICK on its
        /// command connection without waiting between them: the tick is heard every time, after
        /// the first one (i3ipc-python's own test_ticks and test_workspace).
        @Test func i3ipcAioHearsTheTickItSendsRightAfterSubscribing() throws {
            try Self.requireLibrary()
            try withWM(settings: .forTestsWithStillFocus) { s in
                s.barrier()
                let run = try RealProgram.run(Self.python, [Self.probe, "ticks"], display: s.server.displayName, environment: Self.environment)
                #expect(run.status == 0, "\(run.errors)")
                let reply = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output) \(run.errors)")
                let heard = reply["ticks"] as? [Any] ?? []
                #expect(heard.count == 20, "\(reply)")
                for (n, ticks) in heard.enumerated() {
                    let pairs = ticks as? [[Any]]
                    #expect(pairs?.map { $0.first as? Bool } == [true, false] && pairs?.last?.last as? String == "tick \(n)", "connection \(n): \(ticks)")
                }
            }
        }

        @Test func i3ipcHearsWindowsAndWorkspacesChange() throws {
            try Self.requireLibrary()
            try withWM(settings: .forTestsWithStillFocus) { s in
                let first = s.openWindows(1)[0]
                let listener = try RealProgram(Self.python, [Self.probe, "listen"], display: s.server.displayName, environment: Self.environment)
                defer { listener.terminate() }
                #expect(s.waitUntil { Self.lines(listener).contains { $0["event"] as? String == "ready" } || !listener.isRunning },
                        "never subscribed: \(listener.standardError)")
                func heard(_ event: String, _ change: String, where test: ([String: Any]) -> Bool = { _ in true }) -> Bool {
                    s.waitUntil {
                        Self.lines(listener).contains { $0["event"] as? String == event && $0["change"] as? String == change && test($0) }
                    }
                }
                // A window maps: `new`, then `focus` on it (the focus moves to a new window).
                let second = s.openWindows(1, name: "second")[0]
                #expect(heard("window", "new") { $0["window"] as? Int == Int(second.rawValue) }, "\(listener.standardOutput)")
                #expect(heard("window", "focus") { $0["window"] as? Int == Int(second.rawValue) && $0["focused"] as? Bool == true })
                // In i3's order: `new` before `focus`.
                let order = Self.lines(listener).filter { $0["window"] as? Int == Int(second.rawValue) }.compactMap { $0["change"] as? String }
                #expect(Array(order.prefix(2)) == ["new", "focus"], "\(order)")
                // Its title changes: `title`, with the new one.
                s.client.setName(second, "renamed")
                #expect(heard("window", "title") { $0["name"] as? String == "renamed" }, "\(listener.standardOutput)")
                // Sent to workspace 2, which is made: `move`, and workspace `init`.
                #expect(try WMServerTests.I3IPC.i3msg(s, ["[id=\(second.rawValue)] move container to workspace 2"]).status == 0)
                #expect(heard("window", "move") { $0["window"] as? Int == Int(second.rawValue) })
                #expect(heard("workspace", "init") { $0["current"] as? String == "2" })
                // Switching: workspace `focus`; back, 2 keeps its window and stays.
                #expect(try WMServerTests.I3IPC.i3msg(s, ["workspace", "2"]).status == 0)
                #expect(heard("workspace", "focus") { $0["current"] as? String == "2" })
                // Back to 1: its window has the focus again.
                #expect(try WMServerTests.I3IPC.i3msg(s, ["workspace", "1"]).status == 0)
                #expect(heard("window", "focus") { $0["window"] as? Int == Int(first.rawValue) }, "\(listener.standardOutput)")
                // Gone: `close`.
                s.client.destroy(second)
                #expect(heard("window", "close") { $0["window"] as? Int == Int(second.rawValue) }, "\(listener.standardOutput)")
                #expect(listener.isRunning, "\(listener.standardError)")
            }
        }

        @Test func i3ipcHearsABindingAndTheModeItEnters() throws {
            try Self.requireLibrary()
            let parsed = try ConfigParser.parse(WMServerTests.BindingModes.config, file: "modes.conf", isKnownKey: { _ in true }).get()
            var settings = Settings.forTestsWithStillFocus
            settings.bindingModes = parsed.settings.bindingModes
            try withWM(settings: settings, bindings: parsed.bindings, modes: parsed.modes) { s in
                _ = s.openWindows(1)
                let listener = try RealProgram(Self.python, [Self.probe, "listen"], display: s.server.displayName, environment: Self.environment)
                defer { listener.terminate() }
                #expect(s.waitUntil { Self.lines(listener).contains { $0["event"] as? String == "ready" } || !listener.isRunning },
                        "never subscribed: \(listener.standardError)")
                WMServerTests.BindingModes.press(s, "r", withSuper: true)
                #expect(s.waitUntil {
                    Self.lines(listener).contains {
                        $0["event"] as? String == "binding" && $0["command"] as? String == "mode resize" && $0["symbol"] as? String == "r"
                            && ($0["mods"] as? [String]) == ["Mod4"] && $0["mode"] as? String == "default"
                    }
                }, "\(listener.standardOutput)")
                #expect(s.waitUntil { Self.lines(listener).contains { $0["event"] as? String == "mode" && $0["change"] as? String == "resize" } })
                // Found in the resize mode, which i3 names in the event: a binding's mode.
                WMServerTests.BindingModes.press(s, "Escape", withSuper: false)
                #expect(s.waitUntil {
                    Self.lines(listener).contains {
                        $0["event"] as? String == "binding" && $0["mode"] as? String == "resize" && $0["symbol"] as? String == "Escape"
                            && $0["command"] as? String == "mode default"
                    }
                }, "\(listener.standardOutput)")
                // A `nop` binding's comment comes with it (i3test's listen_for_binding reads it).
                #expect(s.waitUntil { Self.lines(listener).contains { $0["event"] as? String == "mode" && $0["change"] as? String == "default" } })
                WMServerTests.BindingModes.press(s, "n", withSuper: true)
                #expect(s.waitUntil {
                    Self.lines(listener).contains { $0["event"] as? String == "binding" && $0["command"] as? String == "nop KP_End" }
                }, "\(listener.standardOutput)")
            }
        }

        @Test func i3ipcIsToldOfARestartBeforeTheSocketCloses() throws {
            try Self.requireLibrary()
            try withSplitWMBinary { server, client, wm in
                #expect(Lifecycle.waitForWM(client))
                let listener = try RealProgram(Self.python, [Self.probe, "listen"], display: server.displayName, environment: Self.environment)
                defer { listener.terminate() }
                #expect(Lifecycle.eventually(client) { Self.lines(listener).contains { $0["event"] as? String == "ready" } || !listener.isRunning },
                        "never subscribed: \(listener.standardError)")
                #expect(try SplitWMProcess.splitctl(["restart"], display: server.displayName).status == 0)
                #expect(Lifecycle.eventually(client) { Self.lines(listener).contains { $0["event"] as? String == "shutdown" && $0["change"] as? String == "restart" } },
                        "\(listener.standardOutput) \(listener.standardError)")
                // The socket closed under it; the restarted splitwm answers on its own.
                #expect(Lifecycle.eventually(client) { !listener.isRunning })
                #expect(Lifecycle.eventually(client) {
                    (try? RealProgram.run(Self.python, [Self.probe, "query"], display: server.displayName, environment: Self.environment).status) == 0
                })
                withExtendedLifetime(wm) {}
            }
        }

        /// autotiling as published (PyPI), run from .build/pydeps with Debian's i3ipc.
        static var autotiling: String { repository + "/.build/pydeps" }

        @Test func autotilingSplitsATallWindowBelowAsUnderI3() throws {
            try Self.requireLibrary()
            guard FileManager.default.fileExists(atPath: Self.autotiling + "/autotiling/main.py") else {
                throw MissingProgram(description: "autotiling is not in .build/pydeps: make test puts it there (scripts/ensure-pydeps.sh)")
            }
            var settings = Settings.forTestsWithStillFocus
            settings.placement = .split(.toward(.right))
            try withWM(settings: settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                // Side by side, each taller than wide on this screen: autotiling asks for splitv.
                let tiles = s.geometry(w).compactMap { $0 }
                try #require(tiles.count == 2 && tiles[0].y == tiles[1].y && tiles[1].height > tiles[1].width, "\(tiles)")
                var environment = Self.environment
                environment["PYTHONPATH"] = Self.autotiling
                let autotiling = try RealProgram(Self.python, ["-m", "autotiling.main", "--debug"], display: s.server.displayName,
                                                 environment: environment)
                defer { autotiling.terminate() }
                // It subscribes once its loop runs: focus events until it answers one.
                var left = true
                #expect(s.waitUntil(timeout: .seconds(30)) {
                    _ = try? WMServerTests.I3IPC.i3msg(s, ["focus", left ? "left" : "right"])
                    left.toggle()
                    return autotiling.standardError.contains("Switched to splitv") || !autotiling.isRunning
                }, "autotiling: \(autotiling.standardOutput) \(autotiling.standardError)")
                #expect(autotiling.isRunning, "\(autotiling.standardError)")
                s.barrier()
                let focused = try #require(s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW")?.first.map(WindowID.init(rawValue:)))
                let before = try #require(s.client.geometry(of: focused))
                // The next window goes below the focused one, not to its right.
                let third = s.openWindows(1, name: "third")[0]
                s.barrier()
                #expect(s.waitUntil {
                    guard let placed = s.client.geometry(of: third), let now = s.client.geometry(of: focused) else { return false }
                    return placed.x == before.x && placed.y > now.y && now.x == before.x
                }, "focused \(before) → \(String(describing: s.client.geometry(of: focused))), third \(String(describing: s.client.geometry(of: third)))")
                #expect(autotiling.isRunning, "\(autotiling.standardError)")
            }
        }
    }
}

extension WMServerTests {
    /// polybar's `internal/i3` module (Debian's polybar), unchanged: it finds i3's socket, shows the
    /// workspaces, and its clicks and scrolls switch them.
    @Suite struct PolybarI3Module {
        @Test func polybarsI3ModuleShowsAndSwitchesWorkspaces() throws {
            _ = try RealProgram.require("i3", package: "i3-wm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                // Workspaces 1 and 2, each holding a window so that it stays.
                _ = s.openWindows(1)
                #expect(try WMServerTests.I3IPC.i3msg(s, ["workspace", "2"]).status == 0)
                _ = s.openWindows(1, name: "on 2")
                #expect(try WMServerTests.I3IPC.i3msg(s, ["workspace", "1"]).status == 0)
                #expect(s.waitUntil { WMServerTests.I3IPC.currentDesktopName(s) == "1" })
                // Each label 21 characters wide: with a 5 to 8 pixel wide font, x = 190 is on "2".
                let config = try RealPrograms.temporaryFile("""
                    [bar/test]
                    width = 100%
                    height = 30
                    bottom = false
                    override-redirect = false
                    font-0 = DejaVu Sans Mono:pixelsize=10
                    modules-left = i3

                    [module/i3]
                    type = internal/i3
                    pin-workspaces = false
                    enable-click = true
                    enable-scroll = true
                    label-focused = %name%
                    label-focused-padding = 10
                    label-unfocused = %name%
                    label-unfocused-padding = 10
                    label-visible = %name%
                    label-visible-padding = 10

                    """)
                defer { unlink(config) }
                let polybar = try RealProgram("polybar", ["--config=\(config)", "test"], display: s.server.displayName,
                                              environment: ["I3SOCK": nil])
                defer { polybar.terminate() }
                var bar: WindowID?
                #expect(s.waitUntil(timeout: .seconds(30)) {
                    bar = RealPrograms.viewableWindow(s, class: "Polybar")
                    return bar != nil || !polybar.isRunning
                }, "polybar's window never appeared: \(polybar.standardError)")
                try #require(bar != nil, "polybar: \(polybar.standardError)")
                // A click on "2" shows workspace 2 (the module sends i3's `workspace` command).
                s.barrier()
                s.client.movePointer(to: PixelPoint(x: 190, y: 15))
                #expect(s.waitUntil {
                    s.client.press(.left)
                    s.client.release(.left)
                    return s.waitUntil(timeout: .seconds(1)) { WMServerTests.I3IPC.currentDesktopName(s) == "2" }
                }, "after a click on the bar: \(WMServerTests.I3IPC.currentDesktopName(s) ?? "?"); polybar: \(polybar.standardError)")
                // A scroll over the module goes to the next workspace on this output (i3's next_on_output), back to 1.
                s.client.movePointer(to: PixelPoint(x: 30, y: 15))
                s.client.press(.wheelDown)
                s.client.release(.wheelDown)
                #expect(s.waitUntil { WMServerTests.I3IPC.currentDesktopName(s) == "1" }, "polybar: \(polybar.standardError)")
                #expect(polybar.isRunning)
            }
        }
    }
}
