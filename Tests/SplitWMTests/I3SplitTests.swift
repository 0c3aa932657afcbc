// i3's `split v` with i3's own client, i3-msg, on real X under i3's placement: GET_TREE shows
// the focused window inside a `splitv` container of its own, no window moves, and the next
// window mapped goes below it, the two then that container (i3's 122-split.t). After `focus
// parent`, `split v` puts the container in one of its own (the workspace, at the root), and a
// lone window said stacked is the one child of a stacked con, which the next window joins.
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3Split {
        /// The focused workspace's children in GET_TREE: (layout, the X windows of its children or its own).
        static func workspaceCons(_ s: WMSession) throws -> [(layout: String, windows: [Int])] {
            let reply = try WMServerTests.I3IPC.i3msg(s, ["-t", "get_tree"])
            let tree = try #require(try I3Open.json(reply.output) as? [String: Any])
            func workspaces(_ node: [String: Any]) -> [[String: Any]] {
                if node["type"] as? String == "workspace" { return [node] }
                return (node["nodes"] as? [[String: Any]] ?? []).flatMap(workspaces)
            }
            let workspace = try #require(workspaces(tree).first { $0["name"] as? String != "__i3_scratch" && !($0["nodes"] as? [Any] ?? []).isEmpty })
            return (workspace["nodes"] as? [[String: Any]] ?? []).map { con in
                let children = con["nodes"] as? [[String: Any]] ?? []
                let windows = children.isEmpty ? [con["window"] as? Int].compactMap { $0 } : children.compactMap { $0["window"] as? Int }
                return (con["layout"] as? String ?? "", windows)
            }
        }

        /// Runs `body` on a WM that places new windows in containers as i3 does, if i3-msg is installed.
        static func withContainers(_ body: (WMSession) throws -> Void) throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            var settings = Settings.forTestsWithStillFocus
            settings.placement = .container
            try withWM(settings: settings, body)
        }

        /// Sends one command with i3-msg and expects i3's success reply.
        static func i3(_ s: WMSession, _ words: String..., sourceLocation: SourceLocation = #_sourceLocation) throws {
            let reply = try WMServerTests.I3IPC.i3msg(s, words)
            #expect(reply.output.contains("\"success\":true"), "\(reply)", sourceLocation: sourceLocation)
        }

        @Test func splitVPutsTheWindowInAContainerOfItsOwnThatTheNextWindowJoins() throws {
            try Self.withContainers { s in
                let windows = s.openWindows(2)
                s.barrier()
                let before = s.geometry(windows)
                try Self.i3(s, "split", "v")
                s.barrier()
                var cons = try Self.workspaceCons(s)
                let ids = windows.map { Int($0.rawValue) }
                #expect(cons.map(\.windows) == [[ids[0]], [ids[1]]] && cons.last?.layout == "splitv", "\(cons)")
                #expect(s.geometry(windows) == before, "a container of one moves nothing")

                let third = try #require(s.openWindows(1).first)
                s.barrier()
                cons = try Self.workspaceCons(s)
                #expect(cons.map(\.windows) == [[ids[0]], [ids[1], Int(third.rawValue)]] && cons.last?.layout == "splitv", "\(cons)")
                let second = try #require(s.client.geometry(of: windows[1])), below = try #require(s.client.geometry(of: third))
                #expect(below.x == second.x && below.y > second.y, "\(second) \(below)")
                #expect(s.client.geometry(of: windows[0])?.height ?? 0 > below.height, "the first keeps the whole height")
            }
        }

        @Test func splitVAfterFocusParentPutsTheNextWindowBelowTheWholeRow() throws {
            try Self.withContainers { s in
                let windows = s.openWindows(2)
                s.barrier()
                try Self.i3(s, "focus", "parent")
                try Self.i3(s, "split", "v")
                s.barrier()
                let third = try #require(s.openWindows(1).first)
                s.barrier()
                let ids = windows.map { Int($0.rawValue) }
                let cons = try Self.workspaceCons(s)
                // i3's 122-split.t: the row is one con of two, the new window the other child.
                #expect(cons.map(\.windows) == [ids, [Int(third.rawValue)]] && cons.first?.layout == "splith", "\(cons)")
                let left = try #require(s.client.geometry(of: windows[0])), right = try #require(s.client.geometry(of: windows[1]))
                let below = try #require(s.client.geometry(of: third))
                #expect(left.y == right.y && below.y > left.y + left.height - 1 && below.x == left.x, "\(left) \(right) \(below)")
                #expect(below.width > left.width + right.width, "the new window spans the row")
            }
        }

        @Test func aLoneWindowSaidStackedIsInAStackedConThatTheNextWindowJoins() throws {
            try Self.withContainers { s in
                let first = try #require(s.openWindows(1).first)
                s.barrier()
                try Self.i3(s, "layout", "stacked")
                s.barrier()
                var cons = try Self.workspaceCons(s)
                #expect(cons.map(\.layout) == ["stacked"] && cons.map(\.windows) == [[Int(first.rawValue)]], "\(cons)")
                let second = try #require(s.openWindows(1).first)
                s.barrier()
                cons = try Self.workspaceCons(s)
                #expect(cons.map(\.layout) == ["stacked"] && cons.map(\.windows) == [[Int(first.rawValue), Int(second.rawValue)]], "\(cons)")
            }
        }
    }
}
