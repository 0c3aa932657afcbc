// The splitwm binary's life: refusing a second window manager, leaving windows usable on
// SIGTERM, and losing nothing across kill -9 and a restart.
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Lifecycle {
        /// Waits until a window manager has announced itself and its socket on the root.
        static func waitForWM(_ client: TestClient, timeout: Duration = .seconds(20)) -> Bool {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                // Announced, and its socket too (opened later, once it is sure to be the only
                // window manager): splitctl finds it through the root window.
                if client.property(client.root, "_NET_SUPPORTING_WM_CHECK") != nil,
                   client.property(client.root, "_SPLITWM_SOCKET") != nil { return true }
                usleep(5_000)
            }
            return false
        }

        /// Polls until `condition` holds (X round trips between tries).
        static func eventually(_ client: TestClient, timeout: Duration = .seconds(15), _ condition: () -> Bool) -> Bool {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                client.sync()
                if condition() { return true }
                usleep(2_000)
            }
            return false
        }

        @Test func theVersionFlagPrintsAndExits() throws {
            let wm = try SplitWMProcess(display: ":0", arguments: ["--version"])
            #expect(wm.waitForExit() == 0)
        }

        @Test func aBadCommandLineIsRefusedWithOneLineNamingTheWord() throws {
            let wm = try SplitWMProcess(display: ":0", arguments: ["-v", "--bogus"])
            #expect(wm.waitForExit() == 64)
            #expect(wm.standardError == "splitwm: unknown option '--bogus' (the options are --config PATH, --i3-config PATH, --check-config, --import-i3 PATH, -v, --replace, --help and --version); see splitwm --help\n")
            let help = try SplitWMProcess(display: ":0", arguments: ["--help"])
            #expect(help.waitForExit() == 0)
            #expect(help.standardError.isEmpty)
        }

        @Test func aSecondWindowManagerIsRefusedWithOneClearLine() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let first = try SplitWMProcess(display: server.displayName)
            #expect(Self.waitForWM(client))
            let second = try SplitWMProcess(display: server.displayName)
            #expect(second.waitForExit() == 1)
            #expect(second.standardError.contains("another window manager is already running"))
            // The first one still works.
            let w = client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100))
            client.map(w)
            #expect(Self.eventually(client) { client.geometry(of: w)?.width == 1918 })
            first.signal(SIGTERM)
            #expect(first.waitForExit() == 0)
        }

        @Test func sigtermEndsItCleanlyAndLeavesEveryWindowMapped() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let wm = try SplitWMProcess(display: server.displayName)
            #expect(Self.waitForWM(client))
            let windows = (0..<4).map { _ in client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100)) }
            for w in windows { client.map(w) }
            #expect(Self.eventually(client) { windows.allSatisfy { client.mapState(of: $0) == .viewable } })
            wm.signal(SIGTERM)
            #expect(wm.waitForExit(timeout: .seconds(5)) == 0, "\(wm.standardError)")
            #expect(windows.allSatisfy { client.mapState(of: $0) == .viewable })
        }

        @Test func killMinusNineThenARestartLosesNoWindow() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let home = SplitWMProcess.freshStateHome()
            let first = try SplitWMProcess(display: server.displayName, stateHome: home)
            #expect(Self.waitForWM(client))
            let windows = (0..<5).map { _ in client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100)) }
            for w in windows { client.map(w) }
            #expect(Self.eventually(client) { windows.allSatisfy { client.mapState(of: $0) == .viewable } })
            first.signal(SIGKILL)
            _ = first.waitForExit()
            let second = try SplitWMProcess(display: server.displayName, stateHome: home)
            defer { second.signal(SIGTERM); _ = second.waitForExit() }
            // The first one's root properties outlive it: the second is there once its socket
            // answers (it listens after adopting), and then it manages every window.
            #expect(Self.eventually(client) {
                (try? SplitWMProcess.splitctl(["sync"], display: server.displayName).status) == 0
            })
            let reply = try SplitWMProcess.splitctl(["query", "windows"], display: server.displayName)
            let listed = (try? JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any])?["windows"] as? [[String: Any]]
            #expect(Set(listed?.compactMap { $0["window"] as? Int } ?? []) == Set(windows.map { Int($0.rawValue) }), "\(reply.output)")
            #expect(windows.allSatisfy { client.mapState(of: $0) == .viewable && (client.geometry(of: $0)?.width ?? 0) > 100 })
            #expect(windows.allSatisfy { client.items($0, "WM_STATE", type: "WM_STATE")?.first == 1 })
        }

        @Test func killMinusNineBringsBackAWindowFromAHiddenSideAndARestartTilesIt() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let home = SplitWMProcess.freshStateHome()
            let first = try SplitWMProcess(display: server.displayName, stateHome: home)
            #expect(Self.waitForWM(client))
            let windows = (0..<2).map { _ in client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100)) }
            for w in windows {
                client.map(w)
                _ = Self.eventually(client) { client.property(w, "WM_STATE") != nil }
            }
            // The default constraints allow drag-to-hide: drag the right window out of view.
            client.movePointer(to: PixelPoint(x: 960, y: 500))
            #expect(Self.eventually(client) { isResizeCursor(client.currentCursor(), .leftRight) })
            client.press(.left)
            client.movePointer(to: PixelPoint(x: 1910, y: 500))
            client.release(.left)
            #expect(Self.eventually(client) { client.mapState(of: windows[1]) != .viewable })
            // The hide is kept (and saved) once the release is handled: a barrier, then the crash.
            client.sync()
            #expect(try SplitWMProcess.splitctl(["sync"], display: server.displayName).status == 0)
            first.signal(SIGKILL)
            _ = first.waitForExit()
            // The save-set: the server maps the hidden window when its window manager dies.
            #expect(Self.eventually(client) { client.mapState(of: windows[1]) == .viewable })
            let second = try SplitWMProcess(display: server.displayName, stateHome: home)
            defer { second.signal(SIGTERM); _ = second.waitForExit() }
            // The saved layout comes back as it was: the right side hidden again, its splitter
            // at the edge, from where a drag brings the window back.
            #expect(Self.eventually(client) {
                client.mapState(of: windows[1]) != .viewable && client.geometry(of: windows[0])?.width == 1916
            }, "\(String(describing: client.geometry(of: windows[0])))")
            client.movePointer(to: PixelPoint(x: 1918, y: 500))
            #expect(Self.eventually(client) { isResizeCursor(client.currentCursor(), .leftRight) })
            client.press(.left)
            client.movePointer(to: PixelPoint(x: 1000, y: 500))
            client.release(.left)
            #expect(Self.eventually(client) {
                windows.allSatisfy { client.mapState(of: $0) == .viewable && (client.geometry(of: $0)?.height ?? 0) > 1000 }
            })
        }
    }
}
