// RandR screen changes (RELIABILITY.md, "RandR / screen changes"): a large screen shrunk to
// 800×600 and back, fifty mode changes in a row, and mirrored or overlapping monitors. Every
// window stays inside the screen, the splitters follow, the fractions are kept.
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct ScreenChanges {
        static let big = PixelSize(width: 2560, height: 1600)

        /// Adds the mode `name` (a modeline for `width`×`height`) to Xvfb's one output.
        static func addMode(_ s: WMSession, _ name: String, _ width: Int, _ height: Int) throws {
            try s.server.run("xrandr", ["--newmode", name, "60", "\(width)", "\(width + 40)", "\(width + 80)", "\(width + 160)",
                                        "\(height)", "\(height + 3)", "\(height + 6)", "\(height + 30)", "+hsync", "+vsync"])
            try s.server.run("xrandr", ["--addmode", "screen", name])
        }

        static func setMode(_ s: WMSession, _ name: String) throws {
            try s.server.run("xrandr", ["--output", "screen", "--mode", name])
        }

        /// Every split's fraction in the shown tree of `query tree`.
        static func fractions(_ s: WMSession) -> [Double] {
            func collect(_ any: Any?) -> [Double] {
                if let object = any as? [String: Any] {
                    let own = (object["fraction"] as? Double).map { [$0] } ?? []
                    return own + object.keys.sorted().flatMap { collect(object[$0]) }
                }
                if let array = any as? [Any] { return array.flatMap(collect) }
                return []
            }
            return collect((Query.json("tree", display: s.server.displayName)?["tree"] as? [String: Any])?["root"])
        }

        /// Four windows, one splitter moved off its middle.
        static func fourWindowsWithAMovedSplitter(_ s: WMSession) -> [WindowID] {
            let w = s.openWindows(4)
            Workspaces.run(s, "resize right 137")
            return w
        }

        @Test func shrinkingTo800x600AndBackKeepsEveryWindowInsideAndEveryFraction() throws {
            try withWM(size: Self.big) { s in
                let w = Self.fourWindowsWithAMovedSplitter(s)
                let before = s.geometry(w), fractions = Self.fractions(s)
                #expect(fractions.count == 3 && fractions.contains { $0 != 0.5 }, "\(fractions)")
                #expect(s.tilingProblems(of: w).isEmpty, "\(s.tilingProblems(of: w))")
                try Self.addMode(s, "800x600_t", 800, 600)
                try Self.setMode(s, "800x600_t")
                let small = PixelRect(x: 0, y: 0, width: 800, height: 600)
                #expect(s.waitUntil { s.tilingProblems(of: w, screen: small).isEmpty }, "\(s.tilingProblems(of: w, screen: small))")
                s.barrier()
                #expect(Self.fractions(s) == fractions)
                try Self.setMode(s, "2560x1600")
                #expect(s.waitUntil { s.geometry(w) == before }, "\(s.geometry(w)) after, \(before) before")
                s.barrier()
                #expect(Self.fractions(s) == fractions)
                #expect(s.tilingProblems(of: w).isEmpty, "\(s.tilingProblems(of: w))")
            }
        }

        /// Fifty mode changes as fast as xrandr makes them, ending at 1280×720: the layout is
        /// the one a single change to 1280×720 gives.
        @Test func fiftyModeChangesEndWithTheLayoutOfTheLastSize() throws {
            try withWM(size: Self.big) { s in
                let w = Self.fourWindowsWithAMovedSplitter(s)
                let original = s.geometry(w)
                let modes = ["800x600_t", "1280x720_t", "1024x768_t"]
                try Self.addMode(s, modes[0], 800, 600)
                try Self.addMode(s, modes[1], 1280, 720)
                try Self.addMode(s, modes[2], 1024, 768)
                try Self.setMode(s, modes[1])
                s.barrier()
                let once = s.geometry(w)
                #expect(once != original)
                try Self.setMode(s, "2560x1600")
                s.barrier()
                for i in 0..<50 { try Self.setMode(s, i == 49 ? modes[1] : modes[i % 3]) }
                s.barrier()
                let screen = PixelRect(x: 0, y: 0, width: 1280, height: 720)
                #expect(s.tilingProblems(of: w, screen: screen).isEmpty, "\(s.tilingProblems(of: w, screen: screen))")
                #expect(s.geometry(w) == once, "\(s.geometry(w)) after fifty, \(once) after one")
            }
        }

        /// A mirror (a second monitor at the same place) and an overlapping half: the mirror is
        /// one monitor with the first, and no workspace gets a monitor without area.
        @Test func mirroredMonitorsAreOneAndOverlappingOnesEachHaveArea() throws {
            try withWM(settings: Workspaces.settings) { s in
                let a = s.openWindows(2, name: "first")
                let full = PixelRect(x: 0, y: 0, width: 1920, height: 1080)
                s.client.setMonitor("MAIN", full, primary: true, output: "screen")
                s.client.setMonitor("MIRROR", full)
                s.client.setMonitor("HALF", PixelRect(x: 960, y: 0, width: 960, height: 1080))
                Workspaces.run(s, "monitors refresh")
                let monitors = Query.monitors(s.server.displayName)
                #expect(monitors.map(\.name) == ["MAIN", "HALF"], "\(monitors)")
                #expect(monitors.allSatisfy { $0.area.width > 0 && $0.area.height > 0 }, "\(monitors)")
                #expect(Workspaces.desktopNames(s).count == 2)
                #expect(a.allSatisfy { Workspaces.inside(s.client.geometry(of: $0), full) })
                Workspaces.expectShown(a, true, s, "the first monitor's windows")
                // The mirror unplugged: nothing changes.
                s.client.deleteMonitor("MIRROR")
                Workspaces.run(s, "monitors refresh")
                #expect(Query.monitors(s.server.displayName).map(\.name) == ["MAIN", "HALF"])
                Workspaces.expectShown(a, true, s, "after the mirror went")
            }
        }
    }
}
