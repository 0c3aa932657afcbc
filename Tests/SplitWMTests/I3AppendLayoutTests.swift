// i3's `append_layout` with i3's own client, i3-msg, on real X under i3's placement: GET_TREE
// shows the containers the file describes (a container of one holding a container of its
// orientation stays two, as in i3's 216-layout-restore-split-swallows.t), and the windows that
// come take their places in them, where the file put them (213-layout-restore-simple.t).
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3AppendLayout {
        /// The focused workspace's children in GET_TREE, as JSON objects.
        static func workspaceNodes(_ s: WMSession) throws -> [[String: Any]] {
            let reply = try WMServerTests.I3IPC.i3msg(s, ["-t", "get_tree"])
            let tree = try #require(try I3Open.json(reply.output) as? [String: Any])
            func workspaces(_ node: [String: Any]) -> [[String: Any]] {
                if node["type"] as? String == "workspace" { return [node] }
                return (node["nodes"] as? [[String: Any]] ?? []).flatMap(workspaces)
            }
            let workspace = try #require(workspaces(tree).first { $0["name"] as? String != "__i3_scratch" && !($0["nodes"] as? [Any] ?? []).isEmpty })
            return workspace["nodes"] as? [[String: Any]] ?? []
        }

        static func children(_ node: [String: Any]?) -> [[String: Any]] { node?["nodes"] as? [[String: Any]] ?? [] }

        @Test func theFilesContainersShowAsI3sAndTheWindowsThatComeTakeTheirPlaces() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            let directory = "/tmp/splitwm-append-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try """
                { "percent": 0.25, "swallows": [ { "class": "^Side$" } ] }
                { "layout": "splitv", "percent": 0.75, "nodes": [
                    { "layout": "splitv", "nodes": [ { "swallows": [ { "class": "^Top$" } ] }, { "swallows": [ { "class": "^Bottom$" } ] } ] } ] }
                """.write(toFile: directory + "/layout.json", atomically: true, encoding: .utf8)
            var settings = Settings.forTestsWithStillFocus
            settings.placement = .container
            try withWM(settings: settings) { s in
                let reply = try WMServerTests.I3IPC.i3msg(s, ["append_layout", directory + "/layout.json"])
                #expect(reply.output.contains("\"success\":true"), "\(reply.output)")
                s.barrier()
                var nodes = try Self.workspaceNodes(s)
                #expect(nodes.count == 2, "\(nodes)")
                #expect((nodes.first?["swallows"] as? [[String: String]])?.first?["class"] == "^Side$")
                // The outer splitv holds one container, the splitv of the two placeholders, and has no swallows.
                #expect(nodes.last?["layout"] as? String == "splitv" && (nodes.last?["swallows"] as? [Any])?.isEmpty == true)
                var inner = Self.children(nodes.last)
                #expect(inner.count == 1 && inner.first?["layout"] as? String == "splitv" && Self.children(inner.first).count == 2, "\(inner)")

                let bottom = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100), instance: "bottom", class: "Bottom")
                s.client.map(bottom)
                let top = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100), instance: "top", class: "Top")
                s.client.map(top)
                let side = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100), instance: "side", class: "Side")
                s.client.map(side)
                s.barrier()
                #expect(s.waitUntil { s.client.mapState(of: side) == .viewable && s.client.mapState(of: top) == .viewable && s.client.mapState(of: bottom) == .viewable })
                s.barrier()
                nodes = try Self.workspaceNodes(s)
                inner = Self.children(Self.children(nodes.last).first)
                #expect(nodes.count == 2 && nodes.first?["window"] as? Int == Int(side.rawValue), "\(nodes)")
                #expect(inner.map { $0["window"] as? Int } == [Int(top.rawValue), Int(bottom.rawValue)], "\(inner)")
                let left = try #require(s.client.geometry(of: side)), above = try #require(s.client.geometry(of: top))
                let below = try #require(s.client.geometry(of: bottom))
                #expect(left.x < above.x && above.x == below.x && above.y < below.y, "\(left) \(above) \(below)")
            }
        }
    }
}
