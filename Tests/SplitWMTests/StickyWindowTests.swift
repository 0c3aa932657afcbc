// Sticky floating windows on a real X server with the real binary (its default config, glides
// on): `wmctrl -i -r ID -b add,sticky` on a floating window keeps it mapped and still, not one
// ConfigureNotify or UnmapNotify, through workspace switches; _NET_WM_STATE holds STICKY and
// _NET_WM_DESKTOP reads 0xFFFFFFFF; across `splitctl restart` it stays sticky while a
// scratchpad window (whose _NET_WM_DESKTOP is 0xFFFFFFFF too) stays an ordinary hidden one.
// With two monitors (RandR 1.5 monitors made by the test's connection), a sticky window stays
// on its own monitor through the switches of both; a window mapped with _NET_WM_STATE_STICKY
// already set is sticky from the start. A sticky tile is a sidebar that stays, with its width,
// through ten switches and a restart.
import Foundation
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct StickyWindows {
        typealias Habits = WMServerTests.Habits

        static func states(_ client: TestClient, _ w: WindowID) -> [String] {
            client.items(w, "_NET_WM_STATE", type: "ATOM")?.map { client.atomName(UInt($0)) } ?? []
        }

        static func desktop(_ client: TestClient, _ w: WindowID) -> UInt32? { client.items(w, "_NET_WM_DESKTOP", type: "CARDINAL")?.first }

        /// `query windows`' `sticky` of `w`.
        static func sticky(_ w: WindowID, _ d: String) throws -> Bool {
            Habits.window(w, in: try Habits.query("windows", d))?["sticky"] as? Bool == true
        }

        /// Switches through `names`, checking after each (synced) that `w` is mapped at `rect`,
        /// and that nothing moved or unmapped it on the way: no ConfigureNotify or UnmapNotify
        /// at all on it (StructureNotify is selected), so no slide took it along either.
        static func switchThrough(_ names: [String], keeping w: WindowID, at rect: PixelRect, _ client: TestClient, _ d: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
            client.selectInput(w, .structureNotify)
            _ = client.drainEvents()
            for name in names {
                #expect(try Habits.ctl("workspace", name, display: d).status == 0, sourceLocation: sourceLocation)
                #expect(client.mapState(of: w) == .viewable && client.geometry(of: w) == rect,
                        "workspace \(name): \(String(describing: client.mapState(of: w))) at \(String(describing: client.geometry(of: w)))",
                        sourceLocation: sourceLocation)
                let touched = client.drainEvents().filter { event in
                    switch event {
                    case .configureNotify(let window, _, _, _, _): window == w
                    case .other(let type): type == 18   // UnmapNotify
                    default: false
                    }
                }
                #expect(touched.isEmpty, "workspace \(name): \(touched)", sourceLocation: sourceLocation)
            }
        }

        @Test func wmctrlMakesAFloatingWindowStickyThroughSwitchesAndARestartWhileAScratchpadWindowStaysHidden() throws {
            try withSplitWMBinary { server, client, _ in
                let d = server.displayName
                let tile = Habits.open(client, "StickyTile"), video = Habits.open(client, "StickyVideo"), pad = Habits.open(client, "StickyPad")
                #expect(try Habits.ctl("[class=StickyVideo] float on; [class=StickyPad] move scratchpad", display: d).status == 0)
                let on = try RealProgram.run("wmctrl", ["-i", "-r", "0x" + String(video.rawValue, radix: 16), "-b", "add,sticky"], display: d)
                #expect(on.status == 0, "\(on.errors)")
                #expect(Lifecycle.eventually(client) { Self.states(client, video).contains("_NET_WM_STATE_STICKY") }, "\(Self.states(client, video))")
                _ = try Habits.ctl("sync", display: d)
                #expect(Self.desktop(client, video) == 0xFFFF_FFFF && Self.desktop(client, tile) == 0)
                #expect(Self.desktop(client, pad) == 0xFFFF_FFFF && !Self.states(client, pad).contains("_NET_WM_STATE_STICKY"),
                        "the scratchpad's window is on every desktop for a taskbar, and not sticky")
                let (videoSticky, padSticky, tileSticky) = (try Self.sticky(video, d), try Self.sticky(pad, d), try Self.sticky(tile, d))
                #expect(videoSticky && !padSticky && !tileSticky)
                let rect = try #require(client.geometry(of: video))
                try Self.switchThrough(["2", "3", "1", "4", "1"], keeping: video, at: rect, client, d)
                #expect(client.mapState(of: pad) != .viewable)

                // A restart re-reads the windows from X and the state file.
                try Self.switchThrough(["5"], keeping: video, at: rect, client, d)
                try Habits.restart(client, display: d)
                let (stickyAfter, padAfter) = (try Self.sticky(video, d), try Self.sticky(pad, d))
                #expect(stickyAfter && !padAfter)
                #expect(Self.states(client, video).contains("_NET_WM_STATE_STICKY") && Self.desktop(client, video) == 0xFFFF_FFFF)
                try Self.switchThrough(["6", "1", "2"], keeping: video, at: rect, client, d)
                #expect(client.mapState(of: pad) != .viewable, "the scratchpad's window stays hidden on every workspace")
                #expect(!Self.states(client, pad).contains("_NET_WM_STATE_STICKY"))

                // Removed as it was added; the window then stays on the workspace it is on.
                let off = try RealProgram.run("wmctrl", ["-i", "-r", "0x" + String(video.rawValue, radix: 16), "-b", "remove,sticky"], display: d)
                #expect(off.status == 0, "\(off.errors)")
                #expect(Lifecycle.eventually(client) { !Self.states(client, video).contains("_NET_WM_STATE_STICKY") })
                _ = try Habits.ctl("sync", display: d)
                let stillSticky = try Self.sticky(video, d)
                #expect(Self.desktop(client, video) != 0xFFFF_FFFF && !stillSticky)
                #expect(try Habits.ctl("workspace", "3", display: d).status == 0)
                #expect(client.mapState(of: video) != .viewable, "no longer sticky: left on workspace 2")
                #expect(client.mapState(of: tile) != .viewable)
            }
        }
    
        @Test func aStickySidebarStaysThroughTenSwitchesWithItsWidthAndAcrossARestart() throws {
            try withSplitWMBinary { server, client, _ in
                let d = server.displayName
                let sidebar = Habits.open(client, "Sidebar")
                let mains = [Habits.open(client, "MainOne"), Habits.open(client, "MainTwo")]
                #expect(try Habits.ctl("[class=Sidebar] sticky enable; [class=Sidebar] focus; resize right 100", display: d).status == 0)
                _ = try Habits.ctl("sync", display: d)
                let rect = try #require(client.geometry(of: sidebar))
                #expect(Self.states(client, sidebar).contains("_NET_WM_STATE_STICKY") && Self.desktop(client, sidebar) == 0xFFFF_FFFF)
                #expect(try Self.sticky(sidebar, d) && Self.desktop(client, mains[0]) == 0)
                // Workspace 2 gets windows of its own beside the sidebar, never inside it.
                #expect(try Habits.ctl("workspace", "2", display: d).status == 0)
                let others = [Habits.open(client, "OtherOne"), Habits.open(client, "OtherTwo")]
                _ = try Habits.ctl("sync", display: d)
                #expect(client.geometry(of: sidebar) == rect, "\(String(describing: client.geometry(of: sidebar))), was \(rect)")
                // Ten switches: the sidebar is never moved nor unmapped (no slide takes it along),
                // while each workspace's own windows come and go beside it.
                try Self.switchThrough(["1", "2", "1", "2", "1", "2", "1", "2", "1", "2"], keeping: sidebar, at: rect, client, d)
                #expect(others.allSatisfy { client.mapState(of: $0) == .viewable } && mains.allSatisfy { client.mapState(of: $0) != .viewable })
                for window in others {
                    let r = try #require(client.geometry(of: window))
                    #expect(r.x >= rect.x + rect.width, "\(r) beside the sidebar \(rect)")
                }
                // A restart keeps it a sidebar.
                try Habits.restart(client, display: d)
                #expect(client.geometry(of: sidebar) == rect)
                try Self.switchThrough(["1", "2"], keeping: sidebar, at: rect, client, d)
            }
        }

        @Test func onTwoMonitorsAStickyWindowStaysOnItsOwnThroughTheSwitchesOfBoth() throws {
            typealias Workspaces = WMServerTests.Workspaces
            try withWM(settings: Workspaces.settings) { s in
                let tile = s.openWindows(1, name: "left tile")[0]
                Workspaces.twoMonitors(s)
                let video = s.openWindows(1, name: "video")[0]
                Workspaces.run(s, "[id=\(video.rawValue)] float on")
                Workspaces.run(s, "[id=\(video.rawValue)] sticky enable")
                let rect = try #require(s.client.geometry(of: video))
                #expect(Workspaces.inside(rect, Workspaces.left) && Self.desktop(s.client, video) == 0xFFFF_FFFF)
                for command in ["workspace 3", "focus right", "workspace 4", "workspace 2", "focus left", "workspace 5", "workspace 1"] {
                    Workspaces.run(s, command)
                    #expect(s.client.mapState(of: video) == .viewable && s.client.geometry(of: video) == rect,
                            "\(command): \(String(describing: s.client.mapState(of: video))) at \(String(describing: s.client.geometry(of: video)))")
                }
                #expect(s.client.mapState(of: tile) == .viewable, "back on workspace 1 with its tile")
            }
        }
    
        @Test func aWindowMappedAskingForStickyIsStickyAndAPlainOneIsNot() throws {
            try withWM(settings: WMServerTests.Workspaces.settings) { s in
                let asking = s.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "asks")
                s.client.setWindowType(asking, ["_NET_WM_WINDOW_TYPE_UTILITY"])
                s.client.setAtoms(asking, "_NET_WM_STATE", ["_NET_WM_STATE_STICKY"])
                s.client.map(asking)
                let plain = s.openWindows(1, name: "plain")[0]
                #expect(s.waitUntil { Self.states(s.client, asking).contains("_NET_WM_STATE_STICKY") }, "\(Self.states(s.client, asking))")
                s.barrier()
                #expect(Self.desktop(s.client, asking) == 0xFFFF_FFFF && Self.desktop(s.client, plain) == 0)
                #expect(!Self.states(s.client, plain).contains("_NET_WM_STATE_STICKY"))
                let rect = try #require(s.client.geometry(of: asking))
                WMServerTests.Workspaces.run(s, "workspace 2")
                #expect(s.client.mapState(of: asking) == .viewable && s.client.geometry(of: asking) == rect)
                #expect(s.client.mapState(of: plain) != .viewable)
            }
        }
    }
}
