// Hostile clients against the whole window manager (RELIABILITY.md, "Bad client properties"):
// the readers' cases are in SplitXTests/HostilePropertyTests; here windows carrying those
// properties are mapped and must be tiled like any other, their titles must come out of
// `query` as valid JSON and survive a restart, and a ConfigureRequest flood must not loop.
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct HostileClients {
        /// WM_SIZE_HINTS flags (ICCCM 4.1.2.3).
        static let pMinSize: UInt32 = 16, pResizeInc: UInt32 = 64, pAspect: UInt32 = 128

        /// Three windows with every bad property of the list, set before they map and again
        /// while they are managed: each is tiled, and splitwm keeps answering.
        @Test func windowsWithHostilePropertiesAreTiledLikeAnyOther() throws {
            try withWM { s in
                let c = s.client
                let w = (0..<3).map { c.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "hostile \($0)") }
                func spoil() {
                    // Increments 0 and -5, a minimum aspect of 1/0 and a maximum of 0/0.
                    let hints: [UInt32] = [Self.pMinSize | Self.pResizeInc | Self.pAspect, 0, 0, 0, 0, 40, 30, 0, 0,
                                           0, UInt32(bitPattern: -5), 1, 0, 0, 0, 0, 0, 1]
                    c.setProperty(w[0], "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS", .words(hints))
                    // Truncated hints, WM_HINTS of format 8, a one-item _MOTIF_WM_HINTS, garbage WM_STATE.
                    c.setProperty(w[1], "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS", .words([Self.pMinSize | Self.pResizeInc, 5, 5]))
                    c.setProperty(w[1], "WM_HINTS", type: "WM_HINTS", .bytes([1, 0, 0, 0, 1, 0, 0, 0]))
                    c.setProperty(w[1], "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", .words([2]))
                    c.setProperty(w[1], "WM_STATE", type: "WM_STATE", .words([0xFFFF_FFFF]))
                    // 10,000 atoms (garbage numbers and Nones) in _NET_WM_STATE and WM_PROTOCOLS;
                    // an icon claiming 65535×65535 pixels in 8 bytes.
                    let atoms = (0..<10_000).map { UInt32($0 % 3 == 0 ? 0 : 0x1000_0000 + $0) }
                    c.setProperty(w[2], "_NET_WM_STATE", type: "ATOM", .words(atoms))
                    c.setProperty(w[2], "WM_PROTOCOLS", type: "ATOM", .words(atoms))
                    c.setProperty(w[2], "_NET_WM_ICON", type: "CARDINAL", .words([65535, 65535]))
                }
                spoil()
                for window in w {
                    c.map(window)
                    #expect(s.waitUntil { c.mapState(of: window) == .viewable && c.items(window, "WM_STATE", type: "WM_STATE")?.first == 1 })
                }
                spoil()   // again, as PropertyNotify events of managed windows
                s.barrier()
                #expect(Query.windows(s.server.displayName) == w.map(\.rawValue))
                #expect(s.tilingProblems(of: w).isEmpty, "\(s.tilingProblems(of: w))")
            }
        }

        /// A tiled client asks for another place 1,000 times as fast as it can: it is told its
        /// tile (a synthetic ConfigureNotify) at most once per request, stays there, and once
        /// it stops nothing more comes: no loop between its requests and splitwm's answers.
        @Test func aConfigureRequestFloodIsAnsweredWithTheTileAndStops() throws {
            try withWM { s in
                let w = s.openWindows(2)
                s.barrier()
                let tiles = s.geometry(w)
                s.client.selectInput(w[0], [.structureNotify])
                _ = s.client.drainEvents()
                for i in 0..<1_000 { s.client.configure(w[0], x: i % 50, y: 5, width: 100 + i, height: 100) }
                s.barrier()
                let told = s.client.drainEvents().compactMap { event -> (PixelRect, Bool)? in
                    if case .configureNotify(let window, let rect, _, _, let synthetic) = event, window == w[0] { return (rect, synthetic) }
                    return nil
                }
                #expect(s.geometry(w) == tiles)
                #expect((1...1_000).contains(told.count), "\(told.count) ConfigureNotify events")
                #expect(told.allSatisfy { $0.1 && $0.0 == tiles[0] }, "every one synthetic, with the tile \(String(describing: tiles[0]))")
                s.barrier()
                #expect(s.client.drainEvents().isEmpty, "nothing after the requests stopped")
            }
        }

        /// Invalid UTF-8, an embedded NUL and an ANSI escape in a title.
        static let hostileTitle: [UInt8] = [0x41, 0xFF] + Array("\u{1B}[31mred".utf8) + [0] + Array("after NUL".utf8)
        /// What splitwm makes of it: U+FFFD for the bad byte, the escape kept, cut at the NUL.
        static let decodedTitle = "A\u{FFFD}\u{1B}[31mred"

        static func title(of w: WindowID, _ display: String) throws -> String? {
            let reply = try SplitWMProcess.splitctl(["query", "windows"], display: display)
            #expect(!reply.output.utf8.contains(0x1B), "the escape is written escaped: \(reply.output)")
            let object = try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any]
            let list = object?["windows"] as? [[String: Any]] ?? []
            return list.first { $0["window"] as? Int == Int(w.rawValue) }?["title"] as? String
        }

        @Test func hostileTitlesComeOutOfQueryAsValidJSONAndSurviveARestart() throws {
            try withSplitWMBinary(arguments: ["-v"]) { server, client, wm in
                let w = client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100))
                client.setProperty(w, "_NET_WM_NAME", type: "UTF8_STRING", .bytes(Self.hostileTitle))
                client.setProperty(w, "WM_NAME", type: "STRING", .bytes(Self.hostileTitle))
                client.map(w)
                #expect(WMServerTests.Lifecycle.eventually(client) { client.property(w, "WM_STATE") != nil })
                #expect(try SplitWMProcess.splitctl(["sync"], display: server.displayName).status == 0)
                #expect(try Self.title(of: w, server.displayName) == Self.decodedTitle)
                let restart = try SplitWMProcess.splitctl(["restart"], display: server.displayName)
                #expect(restart.status == 0, "\(restart.output)")
                // The restarted splitwm answers once it has adopted the windows again.
                #expect(WMServerTests.Lifecycle.eventually(client) {
                    (try? SplitWMProcess.splitctl(["sync"], display: server.displayName).status) == 0
                        && (try? Self.title(of: w, server.displayName)) == Self.decodedTitle
                })
                #expect(client.mapState(of: w) == .viewable)
                wm.signal(SIGTERM)
                #expect(wm.waitForExit() == 0)
                // Its log (with -v, every debug line) carries no raw escape or NUL from the title.
                #expect(!wm.standardError.utf8.contains(0x1B) && !wm.standardError.utf8.contains(0), "\(wm.standardError)")
            }
        }
    }
}
