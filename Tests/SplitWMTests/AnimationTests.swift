// Animated reflow on real X, read back by another client frame by frame (cut at the marks
// splitwm writes after each batch): every frame of an insert, a close and a layout toggle
// tiles the screen with no gap and no overlap (windows, splitters and painted tiles), and each
// window stays within where it was and where it goes.
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Animation {
        static var settings: Settings {
            var s = Settings.forTestsWithStillFocus
            s.animation.milliseconds = 300
            return s
        }

        static func command(_ s: WMSession, _ text: String) {
            let reply = try? SplitWMProcess.splitctl(text.split(separator: " ").map(String.init), display: s.server.displayName)
            #expect(reply?.status == 0, "splitctl \(text): \(reply?.output ?? "")")
        }

        // At 1920x1080, border 0, 2-px splitters: two windows side by side, then the second
        // split above the third.
        static let left = PixelRect(x: 0, y: 0, width: 959, height: 1080)
        static let right = PixelRect(x: 961, y: 0, width: 959, height: 1080)
        static let topRight = PixelRect(x: 961, y: 0, width: 959, height: 539)
        static let bottomRight = PixelRect(x: 961, y: 541, width: 959, height: 539)

        /// Records what `change` does until `windows` are at `end`, and checks every frame.
        static func expectGlide(_ s: WMSession, _ windows: [WindowID], to end: [PixelRect?], within bounds: [WindowID: PixelRect],
                                alsoTiling others: [WindowID] = [],
                                sourceLocation: SourceLocation = #_sourceLocation, _ change: () -> Void) throws {
            let recorder = try FrameRecorder(displayName: s.server.displayName)
            change()
            #expect(s.waitUntil { s.geometry(windows) == end && others.allSatisfy { s.client.mapState(of: $0) != .viewable } },
                    "windows end at \(s.geometry(windows))", sourceLocation: sourceLocation)
            recorder.read()
            let frames = recorder.frames.map(\.windows) + [recorder.current]
            // 300 ms at 60 frames a second; a loaded machine skips some, never all.
            #expect(frames.count >= 4, "\(frames.count) frames", sourceLocation: sourceLocation)
            for (k, frame) in frames.enumerated() {
                // Clients' windows, and the window manager's own that draw (splitters, painted tiles).
                let pieces = frame.filter { !$0.value.overrideRedirect || !$0.value.inputOnly }
                let problems = tilingProblems(pieces.map(\.value.rect), screen: s.screen, splitterPixels: 0)
                #expect(problems.isEmpty, "frame \(k) of \(frames.count): \(problems) in \(pieces)", sourceLocation: sourceLocation)
                for (window, limit) in bounds {
                    guard let rect = frame[window]?.rect else { continue }
                    #expect(limit.encloses(rect), "frame \(k): \(window) at \(rect) leaves \(limit)", sourceLocation: sourceLocation)
                }
            }
        }

        @Test func aNewWindowGrowsFromItsSideAndEveryFrameTilesTheScreen() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                var third = WindowID(rawValue: 0)
                try Self.expectGlide(s, w, to: [Self.left, Self.topRight], within: [w[0]: Self.left, w[1]: Self.right]) {
                    third = s.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "third")
                    s.client.map(third)
                }
                s.barrier()
                #expect(s.geometry([third]) == [Self.bottomRight])
            }
        }

        @Test func aClosedWindowsTileShrinksAwayWithoutAHole() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(3)
                s.barrier()
                #expect(s.geometry(w) == [Self.left, Self.topRight, Self.bottomRight])
                try Self.expectGlide(s, Array(w[0..<2]), to: [Self.left, Self.right], within: [w[0]: Self.left, w[1]: Self.right]) {
                    s.client.destroy(w[2])
                }
            }
        }

        @Test func aLayoutToggleGlidesThroughTilingsInsideTheSplit() throws {
            // No tiling of two windows carries one from above the other to beside it (any two
            // tiles of a rectangle are a slice of it): the toggle shrinks one away and grows it
            // back across, each window inside the split all the while.
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(3)
                s.barrier()
                // 959 px across, less the 2-px splitter: the primary gets floor(959 / 2 - 1).
                let left = PixelRect(x: 961, y: 0, width: 478, height: 1080)
                let right = PixelRect(x: 1441, y: 0, width: 479, height: 1080)
                try Self.expectGlide(s, w, to: [Self.left, left, right],
                                     within: [w[0]: Self.left, w[1]: Self.right, w[2]: Self.right]) {
                    Self.command(s, "layout toggle")
                }
            }
        }

        @Test func aWorkspaceSwitchSlidesAndEveryFrameTilesTheScreen() throws {
            try withWM(settings: Self.settings) { s in
                let first = s.openWindows(2)
                Self.command(s, "workspace 2")
                let second = s.openWindows(1, name: "second")
                s.barrier()
                try Self.expectGlide(s, first, to: [Self.left, Self.right], within: [:], alsoTiling: second) {
                    Self.command(s, "workspace 1")
                }
            }
        }

        @Test func floatToggleFliesTheWindowBetweenItsTileAndItsFloatingPlace() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                let floating = PixelRect(x: (1920 - 200) / 2, y: (1080 - 150) / 2, width: 200, height: 150)
                for (from, to) in [(Self.right, floating), (floating, Self.right)] {
                    let recorder = try FrameRecorder(displayName: s.server.displayName)
                    Self.command(s, "float toggle")
                    #expect(s.waitUntil { s.geometry([w[1]]) == [to] }, "\(s.geometry(w))")
                    recorder.read()
                    let path = recorder.frames.compactMap { $0.windows[w[1]]?.rect }
                    let between = path.filter { $0 != from && $0 != to }
                    #expect(between.count >= 2, "\(from) → \(to) passes \(path)")
                    let box = PixelRect(x: min(from.x, to.x), y: min(from.y, to.y),
                                        width: max(from.x + from.width, to.x + to.width) - min(from.x, to.x),
                                        height: max(from.y + from.height, to.y + to.height) - min(from.y, to.y))
                    for rect in path { #expect(box.encloses(rect), "\(rect) outside \(box)") }
                }
            }
        }

        @Test func syncShowsTheEndOfAMotionAtOnce() throws {
            var settings = Self.settings
            settings.animation.milliseconds = 2000
            try withWM(settings: settings) { s in
                let w = s.openWindows(3)
                s.barrier()
                #expect(s.geometry(w) == [Self.left, Self.topRight, Self.bottomRight])
            }
        }

        /// A change and `sync` handled in the same turn (a command before it in one request,
        /// or, on a loaded machine, a key press read together with the sync) used to answer at
        /// the change's first frame: sync settled the motions under way, then its render began
        /// the new one. `GrabTests` saw a binding's `resize right 10` grow a window by 3 px.
        @Test func syncRightAfterAChangeShowsTheChangesEnd() throws {
            var settings = Self.settings
            settings.animation.milliseconds = 2000
            try withWM(settings: settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                #expect(s.geometry(w) == [Self.left, Self.right])
                let reply = try SplitWMProcess.splitctl(["layout toggle; sync"], display: s.server.displayName)
                #expect(reply.status == 0, "\(reply.output)")
                let top = PixelRect(x: 0, y: 0, width: 1920, height: 539), bottom = PixelRect(x: 0, y: 541, width: 1920, height: 539)
                #expect(s.geometry(w) == [top, bottom], "the toggle's end, not a frame of it")
            }
        }
    }
}

extension PixelRect {
    /// Whether `other` lies inside this rectangle.
    func encloses(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }
}
