// Per-split commands on real X: a minimum in pixels stops a drag there, drag-to-hide turned
// off lets no drag hide that side, a priority set by command keeps a sidebar's pixels when the
// screen shrinks, a splitter colour shows on that splitter only, and all of it survives restart.
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct PerSplit {
        static func command(_ s: WMSession, _ text: String) {
            let reply = try? SplitWMProcess.splitctl([text], display: s.server.displayName)
            #expect(reply?.status == 0, "splitctl \(text): \(reply?.output ?? "")")
        }

        @Test func aMinimumInPixelsStopsADragAtThosePixels() throws {
            try withWM { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                Self.command(s, "min primary 400 px")
                // To 250 px: past the minimum, but not by half of it (which would hide the side).
                Dragging.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: 500, y: 500), PixelPoint(x: 250, y: 500)])
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 400 }, "\(s.geometry(w))")
                #expect(s.client.mapState(of: w[0]) == .viewable)
                // With drag-to-hide off for that side, even the far edge leaves it its 400 px.
                Self.command(s, "drag-to-hide primary off")
                Dragging.drag(s, from: PixelPoint(x: 401, y: 500), through: [PixelPoint(x: 100, y: 500), PixelPoint(x: 0, y: 500)])
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 400 }, "\(s.geometry(w))")
                #expect(s.client.mapState(of: w[0]) == .viewable)
            }
        }

        @Test func dragToHideTurnedOffLetsNoDragHideThatSide() throws {
            let constraints = SplitConstraints(minPrimaryFraction: 0.05, minSecondaryFraction: 0.2,
                                               dragToHidePrimary: true, dragToHideSecondary: true)
            try withWM(settings: Dragging.settings(constraints)) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                Self.command(s, "drag-to-hide secondary off")
                // Held at the far edge, far past half the minimum: no preview hides it…
                Dragging.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: 1800, y: 500), PixelPoint(x: 1919, y: 500)],
                              release: false)
                s.barrier()
                #expect(s.client.mapState(of: w[1]) == .viewable)
                s.client.release(.left)
                // …and once released it keeps its minimum: 1920 − floor(0.8 × 1920 − 1) − 2 = 383 px.
                #expect(s.waitUntil { s.geometry([w[1]]).first??.width == 383 }, "\(s.geometry(w))")
                #expect(s.client.mapState(of: w[1]) == .viewable)
                // The other side still hides: its drag-to-hide was not touched.
                Dragging.drag(s, from: PixelPoint(x: 1536, y: 500), through: [PixelPoint(x: 600, y: 500), PixelPoint(x: 5, y: 500)])
                #expect(s.waitUntil { s.client.mapState(of: w[0]) != .viewable }, "\(s.geometry(w))")
            }
        }

        @Test func aPrioritySetByCommandKeepsTheSidebarsPixelsWhenTheScreenShrinks() throws {
            var settings = Settings.forTests
            settings.newSplit.fraction = 0.2
            try withWM(settings: settings) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 383 }, "\(s.geometry(w))")
                let events = try IPCConnection.subscription(display: s.server.displayName, events: ["layout"])
                Self.command(s, "priority primary")
                #expect(events.waitForLine { $0.contains(#""event":"layout""#) }, "a per-split command publishes a layout event")
                try s.server.shrinkTo1280x720()
                #expect(s.waitUntil {
                    s.geometry(w) == [PixelRect(x: 0, y: 0, width: 383, height: 720),
                                      PixelRect(x: 385, y: 0, width: 895, height: 720)]
                }, "\(s.geometry(w))")
                try s.server.restoreFullScreen()
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 383 }, "\(s.geometry(w))")
            }
        }

        /// The seed's headline example: two sidebars around a content area, each keeping its
        /// width when the screen shrinks and when the other sidebar's splitter is dragged.
        @Test func twoSidebarsBuiltByCommandsKeepTheirWidths() throws {
            try withWM(settings: Settings.forTests) { s in
                let w0 = s.openWindows(1, name: "left")[0]
                let w1 = s.openWindows(1, name: "content")[0]
                Self.command(s, "presel right")
                let w2 = s.openWindows(1, name: "right")[0]
                let w = [w0, w1, w2]
                // left | (content | right): the right sidebar's split is the inner one.
                Self.command(s, "fraction 0.8; priority secondary")
                Self.command(s, "focus left; focus left; fraction 0.15; priority primary")
                s.barrier()
                let start = s.geometry(w).compactMap { $0 }
                try #require(start.count == 3 && start[0].x < start[1].x && start[1].x < start[2].x, "\(start)")
                let left = start[0].width, right = start[2].width
                try s.server.shrinkTo1280x720()
                #expect(s.waitUntil {
                    let g = s.geometry(w).compactMap { $0 }
                    return g.count == 3 && g[0].width == left && g[2].width == right && g[2].x + g[2].width == 1280
                }, "both sidebars keep their widths at 1280: \(s.geometry(w)), were \(left) and \(right)")
                // Dragging the left sidebar's splitter leaves the right sidebar as it is…
                let shrunk = s.geometry(w).compactMap { $0 }
                Dragging.drag(s, from: PixelPoint(x: shrunk[0].width, y: 300), through: [PixelPoint(x: shrunk[0].width + 100, y: 300)])
                #expect(s.waitUntil {
                    let g = s.geometry(w).compactMap { $0 }
                    return g.count == 3 && g[0].width == left + 100 && g[2].width == right
                }, "\(s.geometry(w))")
                // …and dragging the right one leaves the left.
                let dragged = s.geometry(w).compactMap { $0 }
                Dragging.drag(s, from: PixelPoint(x: dragged[2].x - 1, y: 300), through: [PixelPoint(x: dragged[2].x - 101, y: 300)])
                #expect(s.waitUntil {
                    let g = s.geometry(w).compactMap { $0 }
                    return g.count == 3 && g[0].width == left + 100 && g[2].width == right + 100
                }, "\(s.geometry(w))")
            }
        }

        @Test func aSplitterColourShowsOnThatSplitterOnly() throws {
            try withWM { s in
                let w = s.openWindows(3)   // 1 | (2 over 3), 3 focused
                #expect(s.waitUntil { s.geometry([w[2]]).first??.y == 541 }, "\(s.geometry(w))")
                let standard = Settings.forTests.newSplit.style.color.value
                let inner = PixelPoint(x: 1400, y: 540), outer = PixelPoint(x: 960, y: 200)
                #expect(s.waitUntil { s.client.color(at: inner) == standard && s.client.color(at: outer) == standard })
                Self.command(s, "splitter color #ff0000")
                #expect(s.waitUntil { s.client.color(at: inner) == 0xFF0000 }, "\(String(describing: s.client.color(at: inner)))")
                #expect(s.client.color(at: outer) == standard)
            }
        }

        @Test func perSplitValuesSurviveRestart() throws {
            let config = try Scripting.configFile(Scripting.bindings + "border-width 0\n")
            try withSplitWMBinary(arguments: ["--config", config]) { server, client, wm in
                let w = Scripting.open(client, 2)
                let d = server.displayName
                let set = try SplitWMProcess.splitctl(["splitter color #ff0000; min primary 0.3; drag-to-hide secondary off"], display: d)
                #expect(set.status == 0, "\(set.output)")
                _ = try SplitWMProcess.splitctl(["sync"], display: d)
                let before = try Scripting.tree(d)
                let root = before["root"] as? [String: Any]
                #expect(root?["overrides"] as? [String] == ["minPrimaryFraction", "dragToHideSecondary", "color"], "\(before)")
                #expect((root?["style"] as? [String: Any])?["color"] as? String == "#ff0000")
                let geometry = w.map { client.geometry(of: $0) }
                let socket = client.text(client.root, "_SPLITWM_SOCKET")?.text
                _ = try SplitWMProcess.splitctl(["restart"], display: d)
                #expect(Lifecycle.eventually(client) {
                    let now = client.text(client.root, "_SPLITWM_SOCKET")?.text
                    return now != nil && now != socket
                })
                #expect(wm.process.isRunning)
                _ = try SplitWMProcess.splitctl(["sync"], display: d)
                #expect(w.map { client.geometry(of: $0) } == geometry)
                let after = try Scripting.tree(d)
                #expect(NSDictionary(dictionary: after).isEqual(to: before), "\(after)")
                // And the splitter shows the colour the restarted window manager read back.
                let splitter = PixelPoint(x: (geometry[0]?.width ?? 0) + 1, y: 500)
                #expect(Lifecycle.eventually(client) { client.color(at: splitter) == 0xFF0000 })
            }
        }
    }
}
