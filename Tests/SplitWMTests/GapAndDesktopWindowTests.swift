// Gaps and desktop windows on real X: the outer gap read back from the windows' geometry,
// smart gaps coming and going with the second window, the inner gap dragged from its edge,
// and a _NET_WM_WINDOW_TYPE_DESKTOP window mapped amid tiles ending below all of them in the
// server's stacking order (XQueryTree from the test's own connection), the tiles untouched.
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct GapsAndDesktopWindows {
        static func settings(outer: Int = 0, smart: Bool = false, inner: Int? = nil) -> Settings {
            var s = Settings.forTestsWithStillFocus
            s.gaps = GapSettings(outer: outer, smart: smart)
            if let inner { s.newSplit.style = SplitterStyle(visibleThickness: inner, hitThickness: 8) }
            return s
        }

        /// The smallest rectangle holding every one of `rects`.
        static func box(_ rects: [PixelRect?]) -> PixelRect? {
            let all = rects.compactMap { $0 }
            guard all.count == rects.count, let first = all.first else { return nil }
            var x0 = first.x, y0 = first.y, x1 = first.x + first.width, y1 = first.y + first.height
            for r in all {
                x0 = min(x0, r.x); y0 = min(y0, r.y); x1 = max(x1, r.x + r.width); y1 = max(y1, r.y + r.height)
            }
            return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }

        @Test func theOuterGapSurroundsTheTilesAndSmartGapsGiveALoneWindowTheScreen() throws {
            try withWM(settings: Self.settings(outer: 40, smart: true)) { s in
                let first = s.openWindows(1)[0]
                #expect(s.waitUntil { s.geometry([first]) == [s.screen] }, "alone: \(s.geometry([first]))")
                let second = s.openWindows(1)[0]
                let gapped = PixelRect(x: 40, y: 40, width: 1920 - 80, height: 1080 - 80)
                #expect(s.waitUntil { Self.box(s.geometry([first, second])) == gapped }, "two: \(s.geometry([first, second]))")
                // Side by side with the splitter's 2 pixels between them.
                let rects = s.geometry([first, second]).compactMap { $0 }
                #expect(rects.count == 2 && rects[1].x - (rects[0].x + rects[0].width) == 2, "\(rects)")
                s.client.destroy(second)
                #expect(s.waitUntil { s.geometry([first]) == [s.screen] }, "alone again: \(s.geometry([first]))")
            }
        }

        @Test func withoutSmartGapsALoneWindowKeepsTheOuterGap() throws {
            try withWM(settings: Self.settings(outer: 25)) { s in
                let w = s.openWindows(1)[0]
                #expect(s.waitUntil { s.geometry([w]) == [PixelRect(x: 25, y: 25, width: 1870, height: 1030)] }, "\(s.geometry([w]))")
            }
        }

        /// The splitter's input window spans the whole inner gap: a press on the gap's first
        /// pixel, next to the left window, drags the split.
        @Test func theInnerGapIsDraggableFromItsEdge() throws {
            try withWM(settings: Self.settings(inner: 24)) { s in
                let w = s.openWindows(2)
                s.barrier()
                guard let left = s.client.geometry(of: w[0]), let right = s.client.geometry(of: w[1]) else {
                    Issue.record("no geometry")
                    return
                }
                #expect(right.x - (left.x + left.width) == 24, "the gap between \(left) and \(right)")
                Floating.drag(s, .left, from: PixelPoint(x: left.x + left.width, y: 500), by: PixelPoint(x: -200, y: 0))
                #expect(s.waitUntil { s.client.geometry(of: w[0])?.width == left.width - 200 },
                        "dragged from the gap's edge: \(String(describing: s.client.geometry(of: w[0])))")
                guard let moved = s.client.geometry(of: w[0]) else { return }
                // And from its last pixel, next to the right window.
                let gapEnd = moved.x + moved.width + 23
                Floating.drag(s, .left, from: PixelPoint(x: gapEnd, y: 500), by: PixelPoint(x: 100, y: 0))
                #expect(s.waitUntil { s.client.geometry(of: w[0])?.width == moved.width + 100 },
                        "dragged from the gap's far edge: \(String(describing: s.client.geometry(of: w[0])))")
            }
        }

        /// Animated, the second window under smart gaps glides the first from the whole screen
        /// into the gapped area: every frame tiles a rectangle between the two exactly (the
        /// outer gap grows with the motion), centred on the screen.
        @Test func smartGapsGlideInAndEveryFrameTilesARectangleBetweenScreenAndGap() throws {
            var settings = Self.settings(outer: 60, smart: true)
            settings.animation.milliseconds = 300
            try withWM(settings: settings) { s in
                let first = s.openWindows(1)[0]
                s.barrier()
                #expect(s.geometry([first]) == [s.screen])
                let gapped = PixelRect(x: 60, y: 60, width: 1800, height: 960)
                let recorder = try FrameRecorder(displayName: s.server.displayName)
                let second = s.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "second")
                s.client.map(second)
                #expect(s.waitUntil { Self.box(s.geometry([first, second])) == gapped }, "\(s.geometry([first, second]))")
                recorder.read()
                let frames = recorder.frames.map(\.windows) + [recorder.current]
                #expect(frames.count >= 4, "\(frames.count) frames")
                for (k, frame) in frames.enumerated() {
                    // Clients' windows and splitwm's own that draw (splitters, painted tiles).
                    let pieces = frame.values.filter { !$0.overrideRedirect || !$0.inputOnly }.map(\.rect)
                    guard let box = Self.box(pieces) else { continue }
                    #expect(s.screen.encloses(box) && box.encloses(gapped), "frame \(k): the tiles fill \(box)")
                    #expect(box.x == 1920 - (box.x + box.width) && box.y == 1080 - (box.y + box.height),
                            "frame \(k): the gap around \(box) is the same on every side")
                    let outside = 1920 * 1080 - box.width * box.height
                    let problems = tilingProblems(pieces, screen: s.screen, splitterPixels: outside)
                    #expect(problems.isEmpty, "frame \(k) of \(frames.count): \(problems) in \(pieces)")
                }
            }
        }

        /// A workspace with the outer gap and one without (smart gaps, one window) are laid out
        /// in different areas of the same monitor: the switch still slides, in a strip as wide
        /// as the screen, and no frame overlaps two windows or leaves the screen.
        @Test func aSwitchBetweenAGappedAndALoneWorkspaceSlides() throws {
            var settings = Self.settings(outer: 60, smart: true)
            settings.animation.milliseconds = 300
            try withWM(settings: settings) { s in
                let two = s.openWindows(2)
                Animation.command(s, "workspace 2")
                let lone = s.openWindows(1, name: "lone")[0]
                #expect(s.waitUntil { s.geometry([lone]) == [s.screen] }, "\(s.geometry([lone]))")
                s.barrier()
                let recorder = try FrameRecorder(displayName: s.server.displayName)
                Animation.command(s, "workspace 1")
                let gapped = PixelRect(x: 60, y: 60, width: 1800, height: 960)
                #expect(s.waitUntil { Self.box(s.geometry(two)) == gapped && s.client.mapState(of: lone) != .viewable },
                        "\(s.geometry(two))")
                recorder.read()
                let frames = recorder.frames.map(\.windows) + [recorder.current]
                #expect(frames.count >= 4, "it slides: \(frames.count) frames")
                for (k, frame) in frames.enumerated() {
                    let pieces = frame.values.filter { !$0.overrideRedirect || !$0.inputOnly }.map(\.rect)
                    let covered = pieces.reduce(0) { $0 + $1.width * $1.height }
                    let problems = tilingProblems(pieces, screen: s.screen, splitterPixels: 1920 * 1080 - covered)
                    #expect(problems.isEmpty, "frame \(k) of \(frames.count): \(problems) in \(pieces)")
                }
            }
        }

        /// A real file manager's desktop (`pcmanfm --desktop`, GTK 3) started amid tiles: its
        /// window is managed as a desktop window, covers the screen below every tile and
        /// splitter, and takes neither a tile's place nor the focus.
        @Test func pcmanfmsDesktopGoesBelowTheTiles() throws {
            try withWM(settings: Self.settings()) { s in
                let w = s.openWindows(2)
                s.barrier()
                let tiles = s.geometry(w)
                let home = "/tmp/splitwm-test-\(UUID().uuidString)"
                try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: home) }
                let pcmanfm = try RealProgram("pcmanfm", ["--desktop"], display: s.server.displayName,
                                              environment: ["HOME": home, "XDG_RUNTIME_DIR": home, "XDG_CONFIG_HOME": home + "/config"])
                defer { pcmanfm.terminate() }
                /// The managed window that says it is a desktop.
                func desktopWindow() -> WindowID? {
                    let managed = s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []
                    let state = UInt32(s.client.atom("_NET_WM_WINDOW_TYPE_DESKTOP").rawValue)
                    return managed.first { s.client.items(WindowID(rawValue: $0), "_NET_WM_WINDOW_TYPE", type: "ATOM")?.contains(state) == true }
                        .map { WindowID(rawValue: $0) }
                }
                var desk: WindowID?
                #expect(s.waitUntil(timeout: .seconds(30)) {
                    desk = desktopWindow()
                    return desk.map { s.client.mapState(of: $0) == .viewable } ?? false
                }, "pcmanfm's desktop window is managed and shown; pcmanfm said: \(pcmanfm.standardError)")
                guard let desk else { return }
                s.barrier()
                let viewable = s.client.stackingOrder().filter { s.client.mapState(of: $0) == .viewable }
                #expect(viewable.first == desk, "lowest of \(viewable), desktop \(desk)")
                #expect(s.client.geometry(of: desk) == s.screen)
                #expect(s.geometry(w) == tiles, "the tiles did not move: \(s.geometry(w)), were \(tiles)")
                #expect(s.client.inputFocus() == .window(w[1]), "the focus stayed on the tile")
            }
        }

        @Test func aDesktopWindowMappedAmidTilesGoesBelowThemAllUntiled() throws {
            try withWM(settings: Self.settings(outer: 10)) { s in
                let w = s.openWindows(2)
                s.barrier()
                let tiles = s.geometry(w)
                let desk = s.client.createWindow(PixelRect(x: 0, y: 0, width: 1920, height: 1080), name: "desktop")
                s.client.setWindowType(desk, ["_NET_WM_WINDOW_TYPE_DESKTOP"])
                s.client.map(desk)
                #expect(s.waitUntil { s.client.mapState(of: desk) == .viewable }, "the desktop window is shown")
                s.barrier()
                /// The mapped top-level windows, bottom to top (splitwm's splitters among them).
                func viewable() -> [WindowID] { s.client.stackingOrder().filter { s.client.mapState(of: $0) == .viewable } }
                #expect(s.geometry(w) == tiles, "the tiles did not move: \(s.geometry(w)), were \(tiles)")
                #expect(s.client.geometry(of: desk) == s.screen, "at its own geometry")
                #expect(viewable().first == desk, "lowest of \(viewable()), desktop \(desk)")
                #expect(s.client.inputFocus() == .window(w[1]), "the focus stayed on the tile")
                let clients = s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []
                #expect(clients.contains(desk.rawValue), "in _NET_CLIENT_LIST: \(clients)")
                // A new tile (lowered when first placed) and a new splitter go below everything:
                // the desktop window goes under them again.
                let third = s.openWindows(1)[0]
                s.barrier()
                #expect(viewable().first == desk, "after a third tile: lowest of \(viewable())")
                #expect(viewable().contains(third))
                // Asking to be raised changes nothing.
                s.client.configure(desk, stackMode: .above)
                s.barrier()
                #expect(viewable().first == desk, "after asking to be raised: lowest of \(viewable())")
            }
        }
    }
}
