// The real binary driven from outside: splitctl commands and queries, events while the
// pointer drags, reloading a broken config, restarting in place, and a saved layout that
// new windows of a new session take back by class.
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Scripting {
        /// A config file with a few bindings, in a fresh temporary directory.
        static func configFile(_ text: String) throws -> String {
            let path = "/tmp/splitwm-test-config-\(UUID().uuidString)"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        static let bindings = """
            set $mod Mod4
            bind $mod+h focus left
            bind $mod+l focus right

            """

        /// Opens `count` windows with WM_CLASS instance `name-i`, each once the previous is managed.
        static func open(_ client: TestClient, _ count: Int, name: String = "app") -> [WindowID] {
            (0..<count).map { i in
                let w = client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100), instance: "\(name)-\(i)",
                                            class: "SplitwmScript")
                client.map(w)
                _ = Lifecycle.eventually(client) { client.property(w, "WM_STATE") != nil }
                return w
            }
        }

        static func tree(_ display: String) throws -> [String: Any] {
            let reply = try SplitWMProcess.splitctl(["query", "tree"], display: display)
            let object = try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any]
            return try #require(object?["tree"] as? [String: Any])
        }

        @Test func splitctlRunsCommandsAndQueryTreeShowsTheirEffect() throws {
            try withSplitWMBinary(arguments: ["--config", try Self.configFile(Self.bindings)]) { server, client, wm in
                let w = Self.open(client, 2)
                let d = server.displayName
                #expect(try SplitWMProcess.splitctl(["focus", "left"], display: d).status == 0)
                #expect(try SplitWMProcess.splitctl(["sync"], display: d).status == 0)
                #expect(client.inputFocus() == .window(w[0]))
                #expect(try SplitWMProcess.splitctl(["fraction", "0.25"], display: d).status == 0)
                let root = try #require(try Self.tree(d)["root"] as? [String: Any])
                #expect(abs((root["fraction"] as? Double ?? 0) - 0.25) < 0.001)
                #expect((root["primary"] as? [String: Any])?["focused"] as? Bool == true)
                // The change glides; `sync` shows its end.
                #expect(try SplitWMProcess.splitctl(["sync"], display: d).status == 0)
                #expect(client.geometry(of: w[0])?.width == 477)   // floor(0.25 × 1920 − 1) − 2 × border
                #expect(try SplitWMProcess.splitctl(["swap", "right"], display: d).status == 0)
                #expect(try SplitWMProcess.splitctl(["hide", "toggle"], display: d).status == 0)
                #expect(try SplitWMProcess.splitctl(["sync"], display: d).status == 0)
                #expect(client.mapState(of: w[1]) != .viewable, "hide toggle hid the side the focus is not on")
                let bad = try SplitWMProcess.splitctl(["focus", "sideways"], display: d)
                #expect(bad.status == 1)
                #expect(bad.output.contains("sideways"), "\(bad.output)")
            }
        }

        @Test func subscribersSeeTheFractionWhileASplitterIsDragged() throws {
            try withSplitWMBinary(arguments: ["--config", try Self.configFile(Self.bindings)]) { server, client, wm in
                let w = Self.open(client, 2)
                let subscriber = Process()
                subscriber.executableURL = SplitWMProcess.binary.deletingLastPathComponent().appendingPathComponent("splitctl")
                subscriber.arguments = ["subscribe", "splitter"]
                var environment = ProcessInfo.processInfo.environment
                environment["DISPLAY"] = server.displayName
                environment["SPLITWM_SOCKET"] = nil   // an in-process test's window manager may have set it here
                subscriber.environment = environment
                let out = Pipe()
                subscriber.standardOutput = out
                try subscriber.run()
                // SIGKILL: the test runner blocks SIGTERM, and its children inherit that.
                defer { kill(subscriber.processIdentifier, SIGKILL); subscriber.waitUntilExit() }
                let reader = LineReader(out.fileHandleForReading.fileDescriptor)
                // The subscription is in place once the first event arrives: nudge the splitter
                // (a small drag, not a click, which would count toward a double click) until one does.
                var subscribed = false
                var splitterX = 960
                let deadline = ContinuousClock.now + .seconds(15)
                while !subscribed && ContinuousClock.now < deadline {
                    client.movePointer(to: PixelPoint(x: splitterX, y: 400))
                    _ = Lifecycle.eventually(client) { isResizeCursor(client.currentCursor(), .leftRight) }
                    client.press(.left)
                    splitterX -= 10
                    client.movePointer(to: PixelPoint(x: splitterX, y: 400))
                    client.release(.left)
                    client.sync()
                    var nudge = reader.lines(within: .milliseconds(300))
                    subscribed = !nudge.isEmpty
                    // Read the nudge's events up to its release, so none is taken for the drag's below.
                    while subscribed && !nudge.contains(where: { $0.contains(#""phase":"release""#) })
                            && ContinuousClock.now < deadline + .seconds(5) {
                        nudge = reader.lines(within: .milliseconds(100))
                    }
                }
                #expect(subscribed)
                // Drag from where the splitter is once splitwm has let go of the nudge's grab.
                #expect(Lifecycle.eventually(client) {
                    defer { client.ungrabPointer() }
                    return client.grabPointer()
                })
                client.movePointer(to: PixelPoint(x: splitterX, y: 400))
                #expect(Lifecycle.eventually(client) { isResizeCursor(client.currentCursor(), .leftRight) })
                client.press(.left)
                for x in stride(from: splitterX - 20, through: 700, by: -40) { client.movePointer(to: PixelPoint(x: x, y: 400)) }
                client.movePointer(to: PixelPoint(x: 700, y: 400))
                client.release(.left)
                client.sync()
                var lines: [[String: Any]] = []
                while !lines.contains(where: { $0["phase"] as? String == "release" }) && ContinuousClock.now < deadline + .seconds(5) {
                    lines += reader.lines(within: .milliseconds(500)).compactMap {
                        try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
                    }
                }
                lines = lines.filter { $0["event"] != nil }
                let fractions = lines.compactMap { $0["fraction"] as? Double }
                #expect(fractions.count >= 2, "\(lines)")
                #expect(lines.last?["phase"] as? String == "release")
                #expect(abs((fractions.last ?? 0) - 700.0 / 1920) < 0.002, "\(fractions)")
                // The split is named by what it separates: the first window on each side.
                let key = lines.last?["key"] as? [String: Any]
                #expect(key?["primary"] as? Int == Int(w[0].rawValue) && key?["secondary"] as? Int == Int(w[1].rawValue), "\(lines.last ?? [:])")
            }
        }

        @Test func aBrokenConfigOnReloadIsReportedAndTheOldBindingsStay() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let path = try Self.configFile(Self.bindings)
            let wm = try SplitWMProcess(display: server.displayName, arguments: ["--config", path])
            defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
            #expect(Lifecycle.waitForWM(client))
            let w = Self.open(client, 2)
            try (Self.bindings + "bind $mod+k focuz up\n").write(toFile: path, atomically: true, encoding: .utf8)
            let reload = try SplitWMProcess.splitctl(["reload"], display: server.displayName)
            #expect(reload.status == 1)
            #expect(reload.output.contains("\(path):4:"), "\(reload.output)")
            #expect(client.text(client.root, "WM_NAME")?.text.contains("config error") == true)
            // The bindings of the config in force still fire.
            guard let superKey = client.keycode(for: "Super_L"), let h = client.keycode(for: "h") else { return }
            client.keyDown(superKey); client.keyDown(h); client.keyUp(h); client.keyUp(superKey)
            #expect(Lifecycle.eventually(client) { client.inputFocus() == .window(w[0]) })
        }

        @Test func restartKeepsEveryWindowItsRectangleAndEveryFraction() throws {
            try withSplitWMBinary(arguments: ["--config", try Self.configFile(Self.bindings)]) { server, client, wm in
                let w = Self.open(client, 3)
                _ = try SplitWMProcess.splitctl(["fraction", "0.37"], display: server.displayName)
                _ = try SplitWMProcess.splitctl(["sync"], display: server.displayName)
                let before = w.map { client.geometry(of: $0) }
                let beforeTree = try Self.tree(server.displayName)
                let socket = client.text(client.root, "_SPLITWM_SOCKET")?.text
                _ = try SplitWMProcess.splitctl(["restart"], display: server.displayName)
                // The new program announced itself with a socket of its own, and manages the same windows.
                #expect(Lifecycle.eventually(client) {
                    let now = client.text(client.root, "_SPLITWM_SOCKET")?.text
                    return now != nil && now != socket
                })
                #expect(wm.process.isRunning, "the same process, exec'd in place")
                _ = try SplitWMProcess.splitctl(["sync"], display: server.displayName)
                #expect(w.map { client.geometry(of: $0) } == before)
                let afterTree = try Self.tree(server.displayName)
                #expect(NSDictionary(dictionary: afterTree).isEqual(to: beforeTree))
            }
        }

        @Test func aSavedLayoutIsTakenBackByNewWindowsOfTheSameClassAfterAStop() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let home = SplitWMProcess.freshStateHome()
            let config = try Self.configFile(Self.bindings)
            let first = try SplitWMProcess(display: server.displayName, stateHome: home, arguments: ["--config", config])
            #expect(Lifecycle.waitForWM(client))
            let old = Self.open(client, 3)
            _ = try SplitWMProcess.splitctl(["fraction", "0.3"], display: server.displayName)
            _ = try SplitWMProcess.splitctl(["sync"], display: server.displayName)
            let before = old.map { client.geometry(of: $0) }
            first.signal(SIGTERM)
            #expect(first.waitForExit() == 0)
            old.forEach { client.destroy($0) }
            client.sync()
            // A new session: new windows, new ids, opened in another order.
            let second = try SplitWMProcess(display: server.displayName, stateHome: home, arguments: ["--config", config, "-v"])
            #expect(Lifecycle.waitForWM(client))
            var fresh: [Int: WindowID] = [:]
            for i in [2, 0, 1] {
                let w = client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100), instance: "app-\(i)",
                                            class: "SplitwmScript")
                client.map(w)
                _ = Lifecycle.eventually(client) { client.property(w, "WM_STATE") != nil }
                fresh[i] = w
            }
            _ = try SplitWMProcess.splitctl(["sync"], display: server.displayName)
            let after = (0..<3).map { client.geometry(of: fresh[$0]!) }
            second.signal(SIGTERM)
            _ = second.waitForExit()
            #expect(after == before, "\(fresh) \(old)\n\(second.standardError)")
        }
    }
}

/// Reads lines from a pipe with a time limit, so a test never blocks on a quiet stream.
final class LineReader {
    private let fd: Int32
    private var pending: [UInt8] = []

    init(_ fd: Int32) { self.fd = fd }

    /// The complete lines that arrive within `duration`.
    func lines(within duration: Duration) -> [String] {
        let deadline = ContinuousClock.now + duration
        var lines: [String] = []
        while ContinuousClock.now < deadline {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 20) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            pending += buffer[..<n]
            while let newline = pending.firstIndex(of: 0x0A) {
                lines.append(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        return lines
    }
}

extension WMServerTests {
    @Suite struct ConfigAndState {
        @Test func checkConfigNamesEveryErrorWithItsPositionAndFails() throws {
            let path = try Scripting.configFile("set $mod Mod4\nbind $mod+h focus lef\nborder-widht 2\n")
            let check = try SplitWMProcess(display: ":0", arguments: ["--check-config", path])
            #expect(check.waitForExit() == 1)
            let report = check.standardError
            #expect(report.contains("\(path):2:19: focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child"), "\(report)")
            #expect(report.contains("\(path):3:1:"), "\(report)")
            let good = try SplitWMProcess(display: ":0", arguments: ["--check-config", try Scripting.configFile(Scripting.bindings)])
            #expect(good.waitForExit() == 0)
        }

        @Test func aBrokenConfigAtStartLeavesTheDefaultBindingsAndSaysSo() throws {
            try withSplitWMBinary(arguments: ["--config", try Scripting.configFile("bind $mod+h focus left\n")]) { server, client, wm in
                #expect(Lifecycle.eventually(client) { client.text(client.root, "WM_NAME")?.text.contains("config error") == true })
                let w = Scripting.open(client, 2)
                // The default config's $mod+f (Super+f) zooms the focused window over the screen,
                // whichever of the two has focus.
                guard let superKey = client.keycode(for: "Super_L"), let f = client.keycode(for: "f") else { return }
                client.keyDown(superKey); client.keyDown(f); client.keyUp(f); client.keyUp(superKey)
                #expect(Lifecycle.eventually(client) {
                    w.filter { client.mapState(of: $0) == .viewable }.map { client.geometry(of: $0)?.width } == [1918]
                })
            }
        }

        @Test func aCorruptStateFileIsSetAsideAndTheWindowManagerRuns() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let home = SplitWMProcess.freshStateHome()
            let number = server.displayName.filter(\.isNumber)
            try FileManager.default.createDirectory(atPath: home + "/splitwm", withIntermediateDirectories: true)
            let statePath = home + "/splitwm/display-\(number).json"
            try "{\"version\": 1, \"tree\": {\"format\": \"splitwm-tree\", \"version\": 1, \"root\": {\"leaf\": -".write(
                toFile: statePath, atomically: true, encoding: .utf8)
            let wm = try SplitWMProcess(display: server.displayName, stateHome: home,
                                        arguments: ["--config", try Scripting.configFile(Scripting.bindings)])
            defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
            #expect(Lifecycle.waitForWM(client))
            let w = Scripting.open(client, 1)
            #expect(Lifecycle.eventually(client) { client.geometry(of: w[0])?.width == 1918 })
            #expect(FileManager.default.fileExists(atPath: statePath + ".corrupt"))
        }
    }
}

extension WMServerTests.ConfigAndState {
    @Test func aWindowThatLeftAfterTakingItsSavedPlaceDoesNotComeBack() throws {
        let server = try Xvfb()
        defer { server.stop() }
        let client = try server.client()
        let home = SplitWMProcess.freshStateHome()
        let config = try WMServerTests.Scripting.configFile(WMServerTests.Scripting.bindings)
        let first = try SplitWMProcess(display: server.displayName, stateHome: home, arguments: ["--config", config])
        #expect(WMServerTests.Lifecycle.waitForWM(client))
        let old = WMServerTests.Scripting.open(client, 3)
        first.signal(SIGTERM)
        #expect(first.waitForExit() == 0)
        old.forEach { client.destroy($0) }
        client.sync()
        let second = try SplitWMProcess(display: server.displayName, stateHome: home, arguments: ["--config", config])
        defer { second.signal(SIGTERM); _ = second.waitForExit() }
        #expect(WMServerTests.Lifecycle.waitForWM(client))
        let tray = WMServerTests.Scripting.open(client, 1, name: "app")[0]          // instance app-0 takes its saved place…
        client.unmap(tray)                                               // …then withdraws (a tray icon)
        #expect(WMServerTests.Lifecycle.eventually(client) { client.property(tray, "WM_STATE").map { $0.items.first == 0 } ?? true })
        let next = client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100), instance: "app-1", class: "SplitwmScript")
        client.map(next)
        #expect(WMServerTests.Lifecycle.eventually(client) { client.mapState(of: next) == .viewable })
        _ = try SplitWMProcess.splitctl(["sync"], display: server.displayName)
        #expect(client.mapState(of: tray) != .viewable, "the withdrawn window stays withdrawn")
        #expect(client.geometry(of: next)?.width == 1918, "the one window left fills the screen")
    }
}

extension WMServerTests.ConfigAndState {
    @Test func aReloadRestylesTheSplittersAlreadyOnScreen() throws {
        let server = try Xvfb()
        defer { server.stop() }
        let client = try server.client()
        let path = try WMServerTests.Scripting.configFile("splitter-color #ff0000\nsplitter-thickness 4\n")
        let wm = try SplitWMProcess(display: server.displayName, arguments: ["--config", path])
        defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
        #expect(WMServerTests.Lifecycle.waitForWM(client))
        _ = WMServerTests.Scripting.open(client, 2)
        #expect(WMServerTests.Lifecycle.eventually(client) { client.color(at: PixelPoint(x: 959, y: 500)) == 0xFF0000 })
        try "splitter-color #00ff00\nsplitter-thickness 4\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try SplitWMProcess.splitctl(["reload"], display: server.displayName).status == 0)
        #expect(WMServerTests.Lifecycle.eventually(client) { client.color(at: PixelPoint(x: 959, y: 500)) == 0x00FF00 })
    }
}

extension WMServerTests.ConfigAndState {
    @Test func execRunsThroughTheShellDetachedWithTheSocketInItsEnvironment() throws {
        try withSplitWMBinary(arguments: ["--config", try WMServerTests.Scripting.configFile(WMServerTests.Scripting.bindings)]) { server, client, wm in
            let marker = "/tmp/splitwm-exec-test-\(UUID().uuidString)"
            // splitctl quotes each word as the shell would, so the script is one word of `sh -c`.
            let reply = try SplitWMProcess.splitctl(["exec", "sh", "-c", "echo noise; printf %s \"$SPLITWM_SOCKET\" > \(marker)"],
                                                    display: server.displayName)
            #expect(reply.status == 0, "\(reply.output)")
            #expect(WMServerTests.Lifecycle.eventually(client) { FileManager.default.fileExists(atPath: marker) })
            let socket = client.text(client.root, "_SPLITWM_SOCKET")?.text
            #expect(WMServerTests.Lifecycle.eventually(client) { (try? String(contentsOfFile: marker, encoding: .utf8)) == socket })
            wm.signal(SIGTERM)
            _ = wm.waitForExit()
            #expect(!wm.standardError.contains("noise"), "the command's output is not the window manager's")
            unlink(marker)
        }
    }
}

extension WMServerTests.ConfigAndState {
    /// A program started through `exec` holds its three standard descriptors and nothing else:
    /// not splitwm's own, and not what splitwm inherited from whatever started it (here a pipe
    /// this test opens without close-on-exec, as a display manager or terminal may leave one).
    @Test func execHandsAProgramNoDescriptorButItsStandardThree() throws {
        var inherited: [Int32] = [0, 0]
        #expect(pipe(&inherited) == 0)
        defer { inherited.forEach { close($0) } }
        try withSplitWMBinary(arguments: ["--config", try WMServerTests.Scripting.configFile(WMServerTests.Scripting.bindings)]) { server, client, wm in
            let marker = "/tmp/splitwm-exec-fds-\(UUID().uuidString)"
            defer { unlink(marker) }
            let reply = try SplitWMProcess.splitctl(["exec", "sh", "-c", "echo $$ > \(marker).part && mv \(marker).part \(marker) && exec sleep 60"],
                                                    display: server.displayName)
            #expect(reply.status == 0, "\(reply.output)")
            var pid: pid_t?
            #expect(WMServerTests.Lifecycle.eventually(client) {
                pid = (try? String(contentsOfFile: marker, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                return pid != nil
            })
            guard let pid else { return }
            defer { kill(pid, SIGKILL) }
            // `exec sleep` keeps the shell's descriptors: wait until sleep sleeps. Its name changes
            // at exec, while the loader still holds a library open as descriptor 3, so the name
            // alone is too early: the kernel's wait channel says the program itself is running.
            #expect(WMServerTests.Lifecycle.eventually(client) {
                (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) == "sleep\n"
                    && ((try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? "").contains("nanosleep")
            })
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
            #expect(descriptors.sorted() == ["0", "1", "2"],
                    "\(descriptors.sorted().map { ($0, (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")) ?? "?") })")
        }
    }
}
