// i3's outputs as i3's own client, i3-msg, sees them: `fake-outputs` as the monitors (named and
// ordered as i3 names and orders them, windows tiled in them, the workspaces each shows), and
// RandR's monitors listed after the inactive `xroot-0` as i3 lists them.
import Foundation
import SplitConfig
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct I3Outputs {
        /// GET_OUTPUTS through i3-msg.
        static func outputs(_ s: WMSession) throws -> [[String: Any]] {
            let reply = try I3IPC.i3msg(s, ["-t", "get_outputs"])
            #expect(reply.status == 0, "\(reply)")
            return try #require(try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [[String: Any]], "\(reply.output)")
        }

        static func rect(_ output: [String: Any]) -> PixelRect? {
            guard let r = output["rect"] as? [String: Int] else { return nil }
            return PixelRect(x: r["x"] ?? -1, y: r["y"] ?? -1, width: r["width"] ?? -1, height: r["height"] ?? -1)
        }

        /// A window manager on a 2048x768 screen whose monitors are `spec`, as i3's `fake-outputs`.
        static func withFakeOutputs(_ spec: String, _ body: (WMSession) throws -> Void) throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            var settings = Settings.forTestsWithStillFocus
            settings.fakeOutputs = try #require(FakeOutput.list(spec))
            try withWM(settings: settings, size: PixelSize(width: 2048, height: 768), body)
        }

        @Test func fakeOutputsAreTheMonitorsI3MsgListsAndWindowsTileIn() throws {
            try Self.withFakeOutputs("1024x768+1024+0,1024x768+0+0") { s in
                let w = s.openWindows(1)
                let outputs = try Self.outputs(s)
                // As i3: named in the order written, the one at 0,0 first; no xroot-0 beside fake ones.
                #expect(outputs.map { $0["name"] as? String } == ["fake-1", "fake-0"])
                #expect(outputs.map { $0["active"] as? Bool } == [true, true])
                #expect(outputs.map(Self.rect) == [PixelRect(x: 0, y: 0, width: 1024, height: 768), PixelRect(x: 1024, y: 0, width: 1024, height: 768)])
                #expect(outputs.map { $0["current_workspace"] as? String } == ["1", "2"])
                // The first workspace is fake-1's: its window fills that monitor, not the screen.
                #expect(s.waitUntil {
                    s.client.geometry(of: w[0]).map { $0.x >= 0 && $0.x + $0.width <= 1024 && $0.width > 900 } == true
                }, "\(String(describing: s.client.geometry(of: w[0])))")
            }
        }

        /// i3's words for another output: a direction (wrapping around), a name; the window
        /// moved there lands on the workspace that output shows.
        @Test func focusOutputAndMoveToOutputTakeI3sWords() throws {
            try Self.withFakeOutputs("1024x768+0+0,1024x768+1024+0") { s in
                let w = s.openWindows(1)
                let moved = try I3IPC.i3msg(s, ["move", "container", "to", "output", "right"])
                #expect(moved.status == 0, "\(moved)")
                #expect(s.waitUntil { s.client.geometry(of: w[0]).map { $0.x >= 1024 } == true },
                        "\(String(describing: s.client.geometry(of: w[0])))")
                for (words, workspace) in [(["fake-0"], "1"), (["right"], "2"), (["right"], "1"), (["FAKE-1"], "2"), (["left"], "1")] {
                    let focused = try I3IPC.i3msg(s, ["focus", "output"] + words)
                    #expect(focused.status == 0, "\(focused)")
                    #expect(s.waitUntil { I3IPC.currentDesktopName(s) == workspace }, "focus output \(words)")
                }
                #expect(try I3IPC.i3msg(s, ["focus", "output", "nowhere"]).status != 0)
            }
        }

        /// i3's testcase 297 in splitwm's words: each output starts on the first workspace
        /// pinned to it (a name with no number too, the first of its outputs that is there),
        /// else on the first a binding shows; one pinned and made later goes to its output.
        @Test func namedWorkspacesGoToTheFirstOfTheirOutputsThatIsThere() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            let config = """
                fake-outputs 1024x768+0+0,1024x768+1024+0,1024x768+2048+0
                bind Mod1+x workspace bindingname
                workspace 'right top' monitor fake-1
                workspace special monitor nowhere fake-0
                workspace later monitor fake-0
                """
            let parsed = try ConfigParser.parse(config, file: "pins.conf", isKnownKey: { _ in true }).get().settings
            var settings = Settings.forTestsWithStillFocus
            settings.fakeOutputs = parsed.fakeOutputs
            settings.workspaces = parsed.workspaces
            settings.boundWorkspaces = parsed.boundWorkspaces
            try withWM(settings: settings, size: PixelSize(width: 3072, height: 768)) { s in
                let current = { try Self.outputs(s).map { $0["current_workspace"] as? String } }
                #expect(try current() == ["special", "right top", "bindingname"])
                #expect(try I3IPC.i3msg(s, ["focus", "output", "fake-2"]).status == 0)
                let shown = try I3IPC.i3msg(s, ["workspace", "later"])
                #expect(shown.status == 0, "\(shown)")
                #expect(try current() == ["later", "right top", "bindingname"])
                let w = s.openWindows(1)
                #expect(s.waitUntil { s.client.geometry(of: w[0]).map { $0.x >= 0 && $0.x + $0.width <= 1024 && $0.width > 900 } == true },
                        "on fake-0: \(String(describing: s.client.geometry(of: w[0])))")
            }
        }

        @Test func randrsMonitorsFollowTheInactiveRootOutputAsInI3() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                _ = s.openWindows(1)
                let outputs = try Self.outputs(s)
                let root = try #require(outputs.first)
                #expect(root["name"] as? String == "xroot-0")
                #expect(root["active"] as? Bool == false)
                #expect(root["current_workspace"] is NSNull)
                #expect(Self.rect(root) == PixelRect(x: 0, y: 0, width: 1920, height: 1080))
                #expect(outputs.dropFirst().map { $0["active"] as? Bool } == [true])
                #expect(outputs.dropFirst().first?["current_workspace"] as? String == "1")
            }
        }
    }
}
