// Tiling real windows: new windows, adopted windows, windows that go away.
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Tiling {
        /// What the engine says `windows`, opened one after another, look like: each goes
        /// beside the previous (which had focus) unless that tile's longer side is under
        /// `smallestTileToSplit`, and then beside the largest tile.
        static func expected(_ windows: [WindowID], settings: Settings, screen: PixelRect) -> Layout<WindowID> {
            let area = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
            var tree = SplitTree<WindowID>()
            for (i, w) in windows.enumerated() {
                var target = i == 0 ? nil : windows[i - 1]
                let tiles = tree.layout(in: area).tiles
                if let t = target, let rect = tiles.first(where: { $0.leaf == t })?.rect,
                   max(rect.width, rect.height) < settings.smallestTileToSplit {
                    target = tiles.max { $0.rect.area < $1.rect.area }?.leaf
                }
                tree = try! tree.inserting(w, beside: target, placement: settings.placement.splitting,
                                           split: settings.newSplit, in: area)
            }
            return tree.layout(in: area)
        }

        @Test func twoWindowsShareTheScreenSideBySideAroundTheSplitter() throws {
            try withWM { s in
                let windows = s.openWindows(2)
                let left = PixelRect(x: 0, y: 0, width: 959, height: 1080)
                let right = PixelRect(x: 961, y: 0, width: 959, height: 1080)
                #expect(s.waitUntil { s.geometry(windows) == [left, right] }, "\(s.geometry(windows))")
            }
        }

        /// i3's placement (`placement container`): the third window joins the row of the first
        /// two, the three at thirds of the screen (splitwm's own puts it below the second), read
        /// back from the test's own connection; the middle one closing gives the halves back.
        @Test func withI3sPlacementThreeWindowsStandSideBySideAtThirds() throws {
            var settings = Settings.forTests
            settings.placement = .container
            try withWM(settings: settings) { s in
                let windows = s.openWindows(3)
                // 1920 less two splitters of 2: 1916, a third 638.67, rounded once along the row.
                let thirds = [PixelRect(x: 0, y: 0, width: 639, height: 1080), PixelRect(x: 641, y: 0, width: 638, height: 1080),
                              PixelRect(x: 1281, y: 0, width: 639, height: 1080)]
                #expect(s.waitUntil { s.geometry(windows) == thirds }, "\(s.geometry(windows))")
                s.client.destroy(windows[1])
                let halves = [PixelRect(x: 0, y: 0, width: 959, height: 1080), PixelRect(x: 961, y: 0, width: 959, height: 1080)]
                #expect(s.waitUntil { s.geometry([windows[0], windows[2]]) == halves }, "\(s.geometry([windows[0], windows[2]]))")
            }
        }

        @Test func oneToTwentyWindowsTileTheScreenExactlyAsTheEngineSays() throws {
            try withWM { s in
                var windows: [WindowID] = []
                for count in 1...20 {
                    windows += s.openWindows(1, name: "window \(count)")
                    let layout = Self.expected(windows, settings: s.settings, screen: s.screen)
                    // A tile squeezed to nothing holds no window: that one waits unmapped.
                    let shown = windows.filter { layout.rect(of: $0).map { !$0.isEmpty } ?? false }
                    let want = shown.map { w in layout.rect(of: w).map { PixelRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } }
                    let tiled = s.waitUntil {
                        s.geometry(shown) == want
                            && windows.allSatisfy { (s.client.mapState(of: $0) == .viewable) == shown.contains($0) }
                    }
                    #expect(tiled, "\(count) windows: got \(s.geometry(windows)), want \(want)")
                    let splitterPixels = layout.splitters.reduce(0) { $0 + $1.slot.area }
                    #expect(tilingProblems(s.geometry(shown).compactMap { $0 }, screen: s.screen,
                                           splitterPixels: splitterPixels) == [])
                    if !tiled { break }
                }
            }
        }

        @Test func windowsThatExistedBeforeTheWindowManagerAreAdopted() throws {
            var existing: [WindowID] = []
            try withWM(before: { s in
                existing = (0..<3).map { _ in s.client.createWindow(PixelRect(x: 50, y: 50, width: 300, height: 200)) }
                existing.forEach { s.client.map($0) }
                s.client.sync()
            }) { s in
                #expect(s.waitUntil {
                    let rects = s.geometry(existing).compactMap { $0 }
                    return rects.count == 3 && rects.allSatisfy { $0.width > 300 || $0.height > 200 }
                        && tilingProblems(rects, screen: s.screen, splitterPixels: 2 * 1080 + 2 * 959) == []
                }, "\(s.geometry(existing))")
            }
        }

        /// ICCCM 4.1.3.1: every managed window has WM_STATE, Normal while shown and Iconic while
        /// hidden, also one that was already on screen when splitwm started.
        @Test func windowsAdoptedAtStartGetWMState() throws {
            var existing: [WindowID] = []
            try withWM(before: { s in
                existing = (0..<2).map { _ in s.client.createWindow(PixelRect(x: 50, y: 50, width: 300, height: 200)) }
                existing.forEach { s.client.map($0) }
                s.client.sync()
                #expect(existing.allSatisfy { s.client.property($0, "WM_STATE") == nil })
            }) { s in
                let normal: UInt32 = 1, iconic: UInt32 = 3
                #expect(s.waitUntil { existing.allSatisfy { s.client.items($0, "WM_STATE", type: "WM_STATE")?.first == normal } },
                        "\(existing.map { s.client.items($0, "WM_STATE", type: "WM_STATE") ?? [] })")
                // Dragged out of view (the default constraints allow it), the right one is Iconic.
                Dragging.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: 1910, y: 500)])
                #expect(s.waitUntil {
                    let states = existing.map { s.client.items($0, "WM_STATE", type: "WM_STATE")?.first }
                    let shown = existing.map { s.client.mapState(of: $0) == .viewable }
                    return Set(states) == [normal, iconic] && zip(states, shown).allSatisfy { ($0 == normal) == $1 }
                })
            }
        }

        @Test func aWindowThatDestroysItselfRightAfterMappingLeavesNoTrace() throws {
            try withWM { s in
                for _ in 0..<50 {
                    let w = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100))
                    s.client.map(w)
                    s.client.destroy(w)
                }
                let survivor = s.openWindows(1)
                #expect(s.waitUntil { s.geometry(survivor) == [s.screen] }, "\(s.geometry(survivor))")
            }
        }

        @Test func aClosedWindowsSpaceGoesToItsSibling() throws {
            try withWM { s in
                let windows = s.openWindows(3)
                s.client.destroy(windows[2])
                s.client.unmap(windows[0])
                #expect(s.waitUntil { s.geometry([windows[1]]) == [s.screen] }, "\(s.geometry([windows[1]]))")
            }
        }

        @Test func overrideRedirectWindowsAreNeverTouched() throws {
            try withWM { s in
                let tiled = s.openWindows(1)
                let popup = s.client.createOverrideRedirectWindow(PixelRect(x: 100, y: 120, width: 80, height: 60))
                s.client.map(popup)
                s.client.configure(popup, x: 130, y: 140)
                #expect(s.waitUntil { s.client.mapState(of: popup) == .viewable })
                #expect(s.waitUntil { s.geometry([popup]) == [PixelRect(x: 130, y: 140, width: 80, height: 60)] })
                s.barrier()
                #expect(s.geometry(tiled) == [s.screen], "the popup was not tiled")
                #expect(s.geometry([popup]) == [PixelRect(x: 130, y: 140, width: 80, height: 60)])
            }
        }

        @Test func aTiledWindowAskingToMoveIsToldItsTileAndStaysPut() throws {
            try withWM { s in
                let windows = s.openWindows(2)
                let before = PixelRect(x: 0, y: 0, width: 959, height: 1080)
                #expect(s.waitUntil { s.geometry([windows[0]]) == [before] })
                for _ in 0..<100 { s.client.configure(windows[0], x: 500, y: 500, width: 10, height: 10) }
                let others = s.openWindows(1)   // a round trip through the window manager's queue
                #expect(s.waitUntil { s.client.mapState(of: others[0]) == .viewable })
                #expect(s.geometry([windows[0]]) == [before])
            }
        }

        @Test func windowBordersAreDrawnInsideTheTile() throws {
            var settings = Settings.forTests
            settings.border.width = 3
            try withWM(settings: settings) { s in
                let windows = s.openWindows(2)
                // Tile 0..959: the inside starts after the border and is 6 px smaller.
                #expect(s.waitUntil {
                    s.geometry([windows[0]]) == [PixelRect(x: 3, y: 3, width: 953, height: 1074)]
                }, "\(s.geometry(windows))")
            }
        }
    }
}
