// i3's IPC socket with i3's own client, i3-msg (Debian's i3-wm), unchanged: it finds the socket
// through the root window's I3_SOCKET_PATH as it finds i3's, and gets i3's replies: the version,
// one result per command with i3's words carried out, the binding modes, and errors that name
// what splitwm does not do; and hostile bytes on the socket (half a message, a huge length, not
// i3 at all) that leave the window manager answering.
import Foundation
import SplitConfig
import SplitIPC
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3IPC {
        /// i3-msg ARGUMENTS on the session's display, without $I3SOCK: the root window says where.
        static func i3msg(_ s: WMSession, _ arguments: [String], program: String = "i3-msg") throws -> (status: Int32, output: String) {
            try SplitWMProcess.run(URL(fileURLWithPath: try RealProgram.require(program, package: "i3-wm")), arguments,
                                   display: s.server.displayName, environment: ["I3SOCK": nil])
        }

        /// Where the root window says i3's socket is, once splitwm has set it (its start is not
        /// awaited by the fixture: a barrier through splitwm is).
        static func socketPath(_ s: WMSession) -> String? {
            s.barrier()
            return s.client.text(s.client.root, "I3_SOCKET_PATH")?.text
        }

        static func currentDesktopName(_ s: WMSession) -> String? {
            let names = (s.client.text(s.client.root, "_NET_DESKTOP_NAMES")?.text ?? "").split(separator: "\u{0}").map(String.init)
            guard let current = s.client.items(s.client.root, "_NET_CURRENT_DESKTOP", type: "CARDINAL")?.first,
                  names.indices.contains(Int(current)) else { return nil }
            return names[Int(current)]
        }

        /// i3's X sync (i3test's `sync_with_i3`, i3ipc's `_sync`): an I3_SYNC ClientMessage to the
        /// root comes back to the window it names with its value, once everything the client did
        /// before it is handled: a window mapped just before is managed and tiled by then. The
        /// message may be about the root (i3ipc, i3test's sync_with_i3) or about the window the
        /// answer goes to (i3test's XTEST helper, which the suite's key-press files use).
        @Test func anI3SyncOnTheRootComesBackOnceWhatCameBeforeIsHandled() throws {
            try withSplitWMBinary { _, client, _ in
                _ = Scripting.open(client, 1)
                let replyTo = client.createWindow(PixelRect(x: 0, y: 0, width: 1, height: 1))   // never mapped, as i3test's
                for (value, about) in [(0x5eed_1234, nil), (7, replyTo)] {
                    let w = client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100))
                    client.map(w)
                    let reply = client.i3Sync(window: replyTo, value: value, about: about)
                    #expect(reply.map { Array($0.prefix(2)) } == [Int(replyTo.rawValue), value])
                    #expect(client.items(w, "WM_STATE", type: "WM_STATE")?.first == 1, "managed when the answer came")
                    #expect(client.geometry(of: w).map { $0.width != 100 && $0.height != 100 } == true, "tiled when the answer came")
                }
            }
        }

        @Test func i3MsgFindsTheSocketAndRunsI3sCommands() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(2)
                let path = Self.socketPath(s)
                #expect(path?.hasSuffix(".sock") == true, "I3_SOCKET_PATH: \(String(describing: path))")
                // What polybar runs to find i3's socket: i3's own binary reading the root window.
                let found = try Self.i3msg(s, ["--get-socketpath"], program: "i3")
                #expect(found.status == 0 && found.output == (path ?? "") + "\n", "\(found)")

                let version = try Self.i3msg(s, ["-t", "get_version"])
                #expect(version.status == 0 && version.output.contains("\"major\":4") && version.output.contains("splitwm"), "\(version)")

                // i3's words: `workspace number 3` shows workspace 3, one result for one command.
                let moved = try Self.i3msg(s, ["workspace", "number", "3"])
                #expect(moved.status == 0 && moved.output.contains("[{\"success\":true}]"), "\(moved)")
                s.barrier()
                #expect(s.waitUntil { Self.currentDesktopName(s) == "3" })
                // Two commands, two results; criteria on i3's window id.
                let two = try Self.i3msg(s, ["workspace", "1;", "[id=\(w[0].rawValue)]", "focus"])
                #expect(two.output.components(separatedBy: "\"success\":true").count == 3, "\(two.output)")
                #expect(s.waitUntil { s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [w[0].rawValue] })
                #expect(Self.currentDesktopName(s) == "1")

                // A command splitwm does not carry out is an error that names it, and i3-msg fails.
                let bad = try Self.i3msg(s, ["frobnicate", "now"])
                #expect(bad.status != 0 && bad.output.contains("frobnicate"), "\(bad)")

                let modes = try Self.i3msg(s, ["-t", "get_binding_modes"])
                #expect(modes.output.contains("[\"default\"]"), "\(modes)")
                let state = try Self.i3msg(s, ["-t", "get_binding_state"])
                #expect(state.output.contains("{\"name\":\"default\"}"), "\(state)")
            }
        }

        /// As in i3, `split v` on an empty workspace says how the windows that come line up
        /// (it failed, nothing being focused), and `[con_id=__focused__]` names the focused window.
        @Test func splitOnAnEmptyWorkspaceAndTheFocusedConIDAreI3s() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let split = try Self.i3msg(s, ["split", "v"])
                #expect(split.status == 0 && split.output.contains("[{\"success\":true}]"), "\(split)")
                let w = s.openWindows(2)
                s.barrier()
                let first = try #require(s.client.geometry(of: w[0])), second = try #require(s.client.geometry(of: w[1]))
                // One above the other, each as wide as the other.
                #expect(first.x == second.x && first.width == second.width && first.y + first.height <= second.y, "\(first) \(second)")

                let marked = try Self.i3msg(s, ["[con_id=__focused__]", "mark", "here"])
                #expect(marked.status == 0 && marked.output.contains("[{\"success\":true}]"), "\(marked)")
                let marks = try Self.i3msg(s, ["-t", "get_marks"])
                #expect(marks.output.contains("[\"here\"]"), "\(marks)")
            }
        }

        /// The `window` leaves of an i3 tree, depth first, with their absolute `rect`.
        static func leaves(_ node: [String: Any]) -> [(window: UInt32, rect: PixelRect)] {
            var out: [(UInt32, PixelRect)] = []
            if let window = node["window"] as? Int, let r = node["rect"] as? [String: Int] {
                out.append((UInt32(window), PixelRect(x: r["x"] ?? 0, y: r["y"] ?? 0, width: r["width"] ?? 0, height: r["height"] ?? 0)))
            }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { out += leaves(child) }
            }
            return out
        }

        @Test func getTreeHoldsEveryViewableClientOnceWhereXHasIt() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            var settings = Settings.forTestsWithStillFocus
            settings.border.width = 2
            try withWM(settings: settings) { s in
                let w = s.openWindows(3)
                let reply = try Self.i3msg(s, ["-t", "get_tree"])
                #expect(reply.status == 0)
                let tree = try #require(try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any])
                #expect(tree["type"] as? String == "root")
                let leaves = Self.leaves(tree)
                for window in w {
                    let found = leaves.filter { $0.window == window.rawValue }
                    #expect(found.count == 1, "\(window) appears \(found.count) times")
                    // X's frame of the client: its inside, grown by its border (the tile i3 calls rect).
                    let client = try #require(s.client.geometry(of: window))
                    let border = s.client.borderWidth(of: window) ?? 0
                    let tile = PixelRect(x: client.x - border, y: client.y - border, width: client.width + 2 * border, height: client.height + 2 * border)
                    #expect(found.first?.rect == tile, "\(window): GET_TREE says \(String(describing: found.first?.rect)), X \(tile)")
                }
                let workspaces = try Self.i3msg(s, ["-t", "get_workspaces"])
                #expect(workspaces.output.contains("\"name\":\"1\"") && workspaces.output.contains("\"focused\":true"), "\(workspaces)")
                let outputs = try Self.i3msg(s, ["-t", "get_outputs"])
                #expect(outputs.output.contains("\"current_workspace\":\"1\""), "\(outputs)")
            }
        }

        @Test func aWorkspaceSubscriberHearsTheFocusMove() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                _ = s.openWindows(1)
                let path = try #require(Self.socketPath(s))
                let subscriber = try #require(IPCLine(path: path))
                // The subscription's answer first: from then on it hears.
                subscriber.send(bytes: I3Frame(type: I3Request.subscribe.rawValue, payload: Array("[\"workspace\"]".utf8)).encoded)
                let answer = try #require(subscriber.readFrame())
                #expect(answer.type == I3Request.subscribe.rawValue && String(decoding: answer.payload, as: UTF8.self) == "{\"success\":true}")
                #expect(try Self.i3msg(s, ["workspace", "number", "2"]).status == 0)
                var changes: [String] = []
                while !changes.contains("focus"), let event = subscriber.readFrame() {
                    #expect(event.type == I3Frame.eventBit | I3Event.workspace.rawValue)
                    let json = try JSONSerialization.jsonObject(with: Data(event.payload)) as? [String: Any]
                    changes.append(json?["change"] as? String ?? "?")
                    if json?["change"] as? String == "focus" {
                        #expect((json?["current"] as? [String: Any])?["name"] as? String == "2")
                        #expect((json?["old"] as? [String: Any])?["name"] as? String == "1")
                    }
                }
                #expect(changes == ["init", "focus"], "\(changes)")
                // Back: workspace 2, now empty, goes.
                #expect(try Self.i3msg(s, ["workspace", "number", "1"]).status == 0)
                var more: [String] = []
                while !more.contains("empty"), let event = subscriber.readFrame() {
                    let json = try JSONSerialization.jsonObject(with: Data(event.payload)) as? [String: Any]
                    more.append(json?["change"] as? String ?? "?")
                }
                #expect(more == ["focus", "empty"], "\(more)")
            }
        }

        @Test func aHalfMessageOrAGarbledOneNeverStallsTheWindowManager() throws {
            try withWM(settings: .forTestsWithStillFocus) { s in
                let path = try #require(Self.socketPath(s))
                // Half a header, then nothing: the socket and the window manager go on.
                let half = try #require(IPCLine(path: path))
                half.send(bytes: Array("i3-ip".utf8))
                // A header announcing four gigabytes: refused from the header, the connection closed.
                let huge = try #require(IPCLine(path: path))
                huge.send(bytes: Array("i3-ipc".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0])
                #expect(huge.closesWithin())
                // Not i3 at all.
                let http = try #require(IPCLine(path: path))
                http.send(bytes: Array("GET / HTTP/1.1\r\n\r\n".utf8))
                #expect(http.closesWithin())
                // The window manager still answers: a window maps, i3-msg gets its version.
                let w = s.openWindows(1)
                #expect(s.waitUntil { s.client.mapState(of: w[0]) == .viewable })
                #expect(try Self.i3msg(s, ["-t", "get_version"]).status == 0)
                withExtendedLifetime(half) {}
            }
        }

        @Test func aFloodOfSubscriptionsAndClientsThatLeaveMidReplyLeaveItAnswering() throws {
            try withWM(settings: .forTestsWithStillFocus) { s in
                _ = s.openWindows(2)
                let path = try #require(Self.socketPath(s))
                let subscribe = I3Frame(type: I3Request.subscribe.rawValue, payload: Array(#"["window","workspace","tick"]"#.utf8)).encoded
                // Twenty clients each send a hundred subscriptions and never read an answer.
                let flooders = (0..<20).compactMap { _ in IPCLine(path: path) }
                #expect(flooders.count == 20)
                for flooder in flooders { flooder.send(bytes: Array(repeating: subscribe, count: 100).flatMap { $0 }) }
                // Ten ask for the whole tree and leave before the answer.
                let getTree = I3Frame(type: I3Request.getTree.rawValue, payload: []).encoded
                for _ in 0..<10 {
                    let leaver = IPCLine(path: path)
                    leaver?.send(bytes: getTree)
                }
                // Windows come and go while the flooders hold their events unread.
                let more = s.openWindows(3, name: "during")
                for w in more { s.client.setName(w, "retitled") }
                s.barrier()
                // A well-behaved client is answered at once, and a new subscriber hears its first tick.
                let fresh = try #require(IPCLine(path: path))
                fresh.send(bytes: subscribe)
                #expect(fresh.readFrame()?.type == I3Request.subscribe.rawValue)
                #expect(fresh.readFrame()?.type == I3Frame.eventBit | I3Event.tick.rawValue)
                let tree = try Self.i3msg(s, ["-t", "get_tree"])
                #expect(tree.status == 0 && tree.output.contains("retitled"), "\(tree.output.prefix(200))")
                withExtendedLifetime(flooders) {}
            }
        }
    }
}
