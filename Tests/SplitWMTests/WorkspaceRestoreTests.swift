// Windows on several workspaces across a restart and across kill -9 and a new start: each
// comes back on its own workspace, the shown one's windows mapped, the hidden one's iconic.
// The binary's tests switch workspaces with splitctl; the in-process test puts windows on
// workspace 2 by rule and starts a new window manager on the same state file.
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct WorkspaceRestore {
        /// Two windows on workspace 1; on workspace 2 one tiled and one floating; workspace 1
        /// shown again. Returns the windows of each.
        static func windowsOnTwoWorkspaces(_ client: TestClient, _ d: String) throws -> (one: [WindowID], two: [WindowID]) {
            let one = Scripting.open(client, 2, name: "one")
            #expect(try SplitWMProcess.splitctl(["workspace", "2"], display: d).status == 0)
            let two = Scripting.open(client, 2, name: "two")
            #expect(try SplitWMProcess.splitctl(["float", "on"], display: d).status == 0)
            #expect(try SplitWMProcess.splitctl(["workspace", "1"], display: d).status == 0)
            #expect(try SplitWMProcess.splitctl(["sync"], display: d).status == 0)
            return (one, two)
        }

        /// The windows `query tree` shows on each workspace (tiled and floating), and which is shown.
        static func workspaces(_ d: String) throws -> [String: (tiled: Set<Int>, floating: [Int], shown: Bool)] {
            func leaves(_ node: Any?) -> [Int] {
                guard let node = node as? [String: Any] else { return [] }
                if let window = node["window"] as? Int { return [window] }
                return leaves(node["primary"]) + leaves(node["secondary"])
            }
            let tree = try Scripting.tree(d)
            #expect(tree["version"] as? Int == 3)
            var result: [String: (tiled: Set<Int>, floating: [Int], shown: Bool)] = [:]
            for entry in tree["workspaces"] as? [[String: Any]] ?? [] {
                guard let name = entry["name"] as? String else { continue }
                let floating = (entry["floating"] as? [[String: Any]] ?? []).compactMap { $0["window"] as? Int }
                result[name] = (Set(leaves(entry["root"])), floating, entry["shown"] as? Bool ?? false)
            }
            return result
        }

        /// Each window on its workspace, workspace 1 shown with its windows mapped, workspace
        /// 2's windows unmapped and iconic.
        static func expectEachWindowOnItsWorkspace(_ client: TestClient, _ d: String, _ one: [WindowID], _ two: [WindowID],
                                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
            let ids = { (windows: [WindowID]) in windows.map { Int($0.rawValue) } }
            let now = try workspaces(d)
            #expect(Set(now.keys) == ["1", "2"], "\(now)", sourceLocation: sourceLocation)
            #expect(now["1"]?.tiled == Set(ids(one)), "\(now)", sourceLocation: sourceLocation)
            #expect(now["1"]?.floating == [], "\(now)", sourceLocation: sourceLocation)
            #expect(now["1"]?.shown == true, sourceLocation: sourceLocation)
            #expect(now["2"]?.tiled == [ids(two)[0]], "\(now)", sourceLocation: sourceLocation)
            #expect(now["2"]?.floating == [ids(two)[1]], "\(now)", sourceLocation: sourceLocation)
            #expect(now["2"]?.shown == false, sourceLocation: sourceLocation)
            for w in one {
                #expect(client.mapState(of: w) == .viewable, "\(w)", sourceLocation: sourceLocation)
                #expect(client.items(w, "WM_STATE", type: "WM_STATE")?.first == 1, "\(w) Normal", sourceLocation: sourceLocation)
            }
            for w in two {
                #expect(client.mapState(of: w) != .viewable, "\(w)", sourceLocation: sourceLocation)
                #expect(client.items(w, "WM_STATE", type: "WM_STATE")?.first == 3, "\(w) Iconic", sourceLocation: sourceLocation)
            }
        }

        /// The test settings with rules that send class Two (tiled) and TwoFloat (floating) to workspace 2.
        static var settingsWithRules: Settings {
            var s = Settings.forTests
            guard case .success(let config) = ConfigParser.parse("rule class=Two tile workspace 2\nrule class=TwoFloat float workspace 2\n",
                                                                 file: "rules", isKnownKey: { _ in true }) else { return s }
            s.rules = config.settings.rules
            return s
        }

        @Test func aNewWindowManagerOnTheSameStateFilePutsEveryWindowBackOnItsWorkspace() throws {
            try withWM(settings: Self.settingsWithRules) { s in
                let d = s.server.displayName
                let one = s.openWindows(2, name: "one")
                var two: [WindowID] = []
                for kind in ["Two", "TwoFloat"] {
                    let w = s.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), instance: kind.lowercased(), class: kind)
                    s.client.map(w)
                    s.waitUntil { s.client.property(w, "WM_STATE") != nil }
                    two.append(w)
                }
                s.barrier()
                try Self.expectEachWindowOnItsWorkspace(s.client, d, one, two)
                // The loop ends as on SIGTERM (saving, every window left mapped); a new one starts.
                s.stopManager()
                #expect(two.allSatisfy { s.client.mapState(of: $0) == .viewable })
                try s.start()
                s.barrier()
                try Self.expectEachWindowOnItsWorkspace(s.client, d, one, two)
            }
        }

        @Test func aRestartPutsEveryWindowBackOnItsWorkspace() throws {
            let config = try Scripting.configFile(Scripting.bindings)
            defer { unlink(config) }
            try withSplitWMBinary(arguments: ["--config", config]) { server, client, _ in
                let d = server.displayName
                let (one, two) = try Self.windowsOnTwoWorkspaces(client, d)
                try Self.expectEachWindowOnItsWorkspace(client, d, one, two)
                let socket = client.text(client.root, "_SPLITWM_SOCKET")?.text
                _ = try SplitWMProcess.splitctl(["restart"], display: d)
                #expect(Lifecycle.eventually(client) {
                    let now = client.text(client.root, "_SPLITWM_SOCKET")?.text
                    return now != nil && now != socket
                })
                #expect(try SplitWMProcess.splitctl(["sync"], display: d).status == 0)
                try Self.expectEachWindowOnItsWorkspace(client, d, one, two)
                // Workspace 2 shows its own windows when switched to.
                #expect(try SplitWMProcess.splitctl(["workspace", "2"], display: d).status == 0)
                #expect(try SplitWMProcess.splitctl(["sync"], display: d).status == 0)
                #expect(two.allSatisfy { client.mapState(of: $0) == .viewable })
                #expect(one.allSatisfy { client.mapState(of: $0) != .viewable })
            }
        }

        @Test func killMinusNineAndANewStartPutEveryWindowBackOnItsWorkspace() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let home = SplitWMProcess.freshStateHome()
            let config = try Scripting.configFile(Scripting.bindings)
            defer { unlink(config) }
            let d = server.displayName
            let first = try SplitWMProcess(display: d, stateHome: home, arguments: ["--config", config])
            #expect(Lifecycle.waitForWM(client))
            let (one, two) = try Self.windowsOnTwoWorkspaces(client, d)
            first.signal(SIGKILL)
            _ = first.waitForExit()
            // The save-set: the server maps the hidden windows when their window manager dies.
            #expect(Lifecycle.eventually(client) { two.allSatisfy { client.mapState(of: $0) == .viewable } })
            let second = try SplitWMProcess(display: d, stateHome: home, arguments: ["--config", config])
            defer { second.signal(SIGTERM); _ = second.waitForExit() }
            // The first one's root properties outlive it: the second is there once its socket answers.
            #expect(Lifecycle.eventually(client) { (try? SplitWMProcess.splitctl(["sync"], display: d).status) == 0 })
            try Self.expectEachWindowOnItsWorkspace(client, d, one, two)
        }
    }
}
