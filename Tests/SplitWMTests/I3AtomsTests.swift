// What i3 sets on X and says on its socket that i3's own test suite and i3's clients look for,
// seen as a client sees it: the ICCCM WM_S0 selection with the MANAGER message, `--replace`
// taking the screen from a running splitwm, I3_FLOATING_WINDOW on floating windows, and
// `rename workspace` through i3-msg (its replies, the workspace list, the `rename` event).
import Foundation
import SplitIPC
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3Atoms {
        /// i3 holds WM_S0 (i3's 545-i3-registration.t asks) and tells the root so (MANAGER,
        /// ICCCM 2.8, to StructureNotify); a second splitwm with --replace takes it, the first
        /// leaves, and the second manages the windows that come.
        @Test func theWindowManagerSelectionIsHeldAnnouncedAndHandedOverByReplace() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            client.selectInput(client.root, [.structureNotify])
            let first = try SplitWMProcess(display: server.displayName)
            defer { first.signal(SIGTERM); _ = first.waitForExit() }
            #expect(Lifecycle.waitForWM(client))
            let firstOwner = try #require(waitFor { client.selectionOwner("WM_S0") }, "WM_S0 is held")
            #expect(client.property(firstOwner, "WM_CLASS") != nil, "the holder is splitwm's own window")
            let managers = client.drainEvents().compactMap { event -> [UInt32]? in
                guard case .clientMessage(let window, "MANAGER", 32, let data) = event, window == client.root else { return nil }
                return data
            }
            #expect(managers.contains { client.atomName(UInt($0[1])) == "WM_S0" && $0[2] == firstOwner.rawValue && $0[0] != 0 },
                    "MANAGER: \(managers)")

            let second = try SplitWMProcess(display: server.displayName, arguments: ["--replace"])
            defer { second.signal(SIGTERM); _ = second.waitForExit() }
            #expect(first.waitForExit(timeout: .seconds(15)) == 0, "the replaced splitwm leaves, as i3 does")
            let secondOwner = waitFor { client.selectionOwner("WM_S0").flatMap { $0 == firstOwner ? nil : $0 } }
            #expect(secondOwner != nil, "the new splitwm holds WM_S0")
            let w = client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100))
            client.map(w)
            #expect(waitFor { client.items(w, "WM_STATE", type: "WM_STATE")?.first == 1 ? true : nil } == true,
                    "the new splitwm manages a window that comes")
        }

        /// i3's 288-i3-floating-window-atom.t: I3_FLOATING_WINDOW is 1 on a floating window,
        /// gone when it tiles again, and there from the start on one that floats when it comes.
        @Test func i3FloatingWindowFollowsFloating() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(1)[0]
                func mark(_ window: WindowID) -> [UInt32]? { s.barrier(); return s.client.items(window, "I3_FLOATING_WINDOW", type: "CARDINAL") }
                #expect(mark(w) == nil, "a tile has none")
                let floated = try I3IPC.i3msg(s, ["floating", "enable"])
                #expect(floated.status == 0)
                #expect(mark(w) == [1])
                let tiled = try I3IPC.i3msg(s, ["floating", "disable"])
                #expect(tiled.status == 0)
                #expect(mark(w) == nil, "deleted when it tiles again")
                let dialog = s.client.createWindow(PixelRect(x: 0, y: 0, width: 200, height: 100))
                s.client.setWindowType(dialog, ["_NET_WM_WINDOW_TYPE_UTILITY"])
                s.client.map(dialog)
                #expect(mark(dialog) == [1], "a window floating from the start")
            }
        }

        /// i3's 114-client-leader.t: a floating window with no place of its own is centred over
        /// its WM_CLIENT_LEADER (another window of its client), on the side that window is on.
        @Test func aFloatingWindowIsCentredOverItsClientLeader() throws {
            try withWM(settings: .forTestsWithStillFocus) { s in
                let tiles = s.openWindows(2)
                s.barrier()
                let left = try #require(s.client.geometry(of: tiles[0])), right = try #require(s.client.geometry(of: tiles[1]))
                try #require(left.x + left.width <= right.x, "side by side: \(left) \(right)")
                for (leader, tile) in [(tiles[1], right), (tiles[0], left)] {
                    let child = s.client.createWindow(PixelRect(x: 0, y: 0, width: 60, height: 40))
                    s.client.setWindowType(child, ["_NET_WM_WINDOW_TYPE_UTILITY"])
                    s.client.setProperty(child, "WM_CLIENT_LEADER", type: "WINDOW", .words([leader.rawValue]))
                    s.client.map(child)
                    s.barrier()
                    let placed = try #require(s.client.geometry(of: child))
                    #expect(placed.x >= tile.x && placed.x + placed.width <= tile.x + tile.width, "over \(tile): \(placed)")
                    #expect(abs((placed.x + placed.width / 2) - (tile.x + tile.width / 2)) <= 4, "centred over \(tile): \(placed)")
                }
            }
        }

        /// i3's 117-workspace.t, through i3-msg: `rename workspace OLD to NEW` and `rename
        /// workspace to NEW` (the focused one) rename, renumber and reorder, a subscriber hears
        /// `rename`, and i3's errors come back as failures with i3's words.
        @Test func renameWorkspaceIsI3s() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                _ = s.openWindows(1)
                let path = try #require(I3IPC.socketPath(s))
                let subscriber = try #require(IPCLine(path: path))
                subscriber.send(bytes: I3Frame(type: I3Request.subscribe.rawValue, payload: Array("[\"workspace\"]".utf8)).encoded)
                _ = try #require(subscriber.readFrame())

                func workspaces() throws -> [(name: String, num: Int)] {
                    let out = try I3IPC.i3msg(s, ["-t", "get_workspaces"]).output
                    let list = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]] ?? []
                    return list.map { ($0["name"] as? String ?? "?", $0["num"] as? Int ?? -99) }
                }
                #expect(try I3IPC.i3msg(s, ["workspace", "9"]).status == 0)
                _ = s.openWindows(1)
                #expect(try I3IPC.i3msg(s, ["workspace", "1"]).status == 0)
                let renamed = try I3IPC.i3msg(s, ["rename workspace 9 to 12"])
                #expect(renamed.status == 0 && renamed.output.contains("[{\"success\":true}]"), "\(renamed)")
                #expect(try workspaces().map(\.name) == ["1", "12"])
                #expect(try workspaces().last?.num == 12)

                var changes: [(String, String?)] = []
                while !changes.contains(where: { $0.0 == "rename" }), let event = subscriber.readFrame() {
                    let json = try JSONSerialization.jsonObject(with: Data(event.payload)) as? [String: Any]
                    changes.append((json?["change"] as? String ?? "?", (json?["current"] as? [String: Any])?["name"] as? String))
                }
                #expect(changes.last.map { $0.0 == "rename" && $0.1 == "12" } == true, "\(changes)")

                // The focused one, to a name without a number: it goes after the numbered ones.
                #expect(try I3IPC.i3msg(s, ["rename workspace to mail"]).status == 0)
                #expect(try workspaces().map(\.name) == ["12", "mail"])
                #expect(try workspaces().last?.num == -1)
                #expect(I3IPC.currentDesktopName(s) == "mail", "still the focused one")
                // i3's special case: `to to` names the focused workspace to, `to to X` renames to.
                #expect(try I3IPC.i3msg(s, ["rename workspace to to"]).status == 0)
                #expect(try workspaces().map(\.name) == ["12", "to"])
                #expect(try I3IPC.i3msg(s, ["rename workspace to to back"]).status == 0)
                #expect(try workspaces().map(\.name) == ["12", "back"])
                // A change of case of its own name is no clash.
                #expect(try I3IPC.i3msg(s, ["rename workspace back to BACK"]).status == 0)

                let clash = try I3IPC.i3msg(s, ["rename workspace BACK to 12"])
                #expect(clash.status != 0 && clash.output.contains("New workspace \\\"12\\\" already exists"), "\(clash)")
                let missing = try I3IPC.i3msg(s, ["rename workspace nothere to x"])
                #expect(missing.status != 0 && missing.output.contains("Old workspace \\\"nothere\\\" not found"), "\(missing)")
                let ownName = try I3IPC.i3msg(s, ["rename workspace to __x"])
                #expect(ownName.status != 0 && ownName.output.contains("i3-internal"), "\(ownName)")
                #expect(try workspaces().map(\.name) == ["12", "BACK"], "nothing changed by the refusals")
            }
        }

        /// Asks `probe` every 10 ms for up to 5 s until it answers.
        private func waitFor<T>(_ probe: () -> T?) -> T? {
            for _ in 0..<500 {
                if let value = probe() { return value }
                usleep(10_000)
            }
            return nil
        }
    }
}
