// Sticky tiles without X: a sidebar carried over every workspace of its monitor with its
// pixels, the tree it leaves given back exactly, new windows beside it and never in it, a
// tile made sticky away from the edge, two sidebars, a switch's slide that leaves it still,
// `move workspace to monitor` and a sidebar moved off the rim. The engine's side, on seeded
// random trees, is SplitEngineTests/Properties+Rim.swift; the random event scripts draw
// `sticky` on tiles too (StateProperties, invariant 14).
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct StickyTileTests {
    static let screen = Rect(x: 0, y: 0, width: 1920, height: 1080)

    static func rect(of window: WindowID, _ d: WMState) -> PixelRect? {
        Picture(of: d).windows[window]?.placement?.rect
    }

    /// Workspace 1 with three tiles, 1 | (2 / 3) (1 made a sidebar), workspace 2 with two, 4 | 5.
    static func twoWorkspaces() throws -> WMState {
        var d = WMState(settings: settings { $0.placement = .split(.longerSide) }, screen: screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        _ = d.handle(.manage(client(3), mapped: false))
        try run("[id=1] sticky enable; workspace 2", on: &d)
        _ = d.handle(.manage(client(4), mapped: false))
        _ = d.handle(.manage(client(5), mapped: false))
        return d
    }

    @Test func aSidebarKeepsItsPixelsOverEveryWorkspaceAndTheTreeItLeavesIsGivenBackExactly() throws {
        var d = WMState(settings: settings { $0.placement = .split(.longerSide) }, screen: Self.screen)
        for id: UInt32 in 1...3 { _ = d.handle(.manage(client(id), mapped: false)) }
        try run("[id=1] sticky enable; [id=1] focus; resize right 200", on: &d)
        let sidebar = try #require(Self.rect(of: w(1), d))
        let first = d.focusedWorkspace.tree
        #expect(first.rim(where: { $0 == w(1) }) == [w(1)], "a side of the root split")
        try run("workspace 2", on: &d)
        #expect(d.focusedWorkspace.tree.leaves == [w(1)] && d.workspaces.first { $0.name == "1" }?.tree.leaves == [w(2), w(3)])
        _ = d.handle(.manage(client(4), mapped: false))
        _ = d.handle(.manage(client(5), mapped: false))
        #expect(Self.rect(of: w(1), d) == sidebar, "with windows of its own, workspace 2 shows the sidebar as it was")
        #expect(d.focusedWorkspace.tree.rim(where: { $0 == w(1) }) == [w(1)] && d.focusedWorkspace.tree.leafCount == 3)
        let second = d.focusedWorkspace.tree
        for name in ["1", "2", "1", "3", "1"] {
            try run("workspace \(name)", on: &d)
            #expect(Self.rect(of: w(1), d) == sidebar || d.focusedWorkspace.tree.leafCount == 1, "workspace \(name)")
            #expect(Picture(of: d).windows[w(1)]?.flags.contains(.sticky) == true && Picture(of: d).windows[w(1)]?.workspace == .all)
        }
        #expect(d.focusedWorkspace.tree == first, "workspace 1's tree is the one it had")
        #expect(d.workspaces.first { $0.name == "2" }.map { $0.tree == (try? second.removing(w(1))) } == true)
        #expect(!d.workspaces.contains { $0.name == "3" }, "the empty workspace it passed through went")
    }

    @Test func aNewWindowNeverSplitsASidebar() throws {
        var d = try Self.twoWorkspaces()
        try run("workspace 1; [id=1] focus", on: &d)
        _ = d.handle(.manage(client(6), mapped: false))
        #expect(d.focusedWorkspace.tree.rim(where: { $0 == w(1) }) == [w(1)], "still the sidebar")
        #expect(d.focused == w(6) && d.focusedWorkspace.tree.leafCount == 4)
        // Alone on a workspace, the sidebar gets a new window beside it, inside it.
        try run("workspace 7", on: &d)
        #expect(d.focusedWorkspace.tree.leaves == [w(1)])
        let sidebar = try #require(Self.rect(of: w(1), try Self.twoWorkspacesShowing1()))
        _ = d.handle(.manage(client(7), mapped: false))
        #expect(d.focusedWorkspace.tree.leaves == [w(1), w(7)] && Self.rect(of: w(1), d) == sidebar)
    }

    static func twoWorkspacesShowing1() throws -> WMState {
        var d = try twoWorkspaces()
        try run("workspace 1", on: &d)
        return d
    }

    @Test func aTileMadeStickyAwayFromTheEdgeGoesToTheNearerEdgeAsWideAsItWas() throws {
        var d = WMState(settings: settings { $0.placement = .split(.longerSide) }, screen: Self.screen)
        for id: UInt32 in 1...3 { _ = d.handle(.manage(client(id), mapped: false)) }
        // 1 | (2 / 3): 3 is at the bottom right, inside the root's secondary side.
        let before = try #require(Self.rect(of: w(3), d))
        try run("[id=3] sticky enable", on: &d)
        #expect(d.focusedWorkspace.tree.rim(where: { $0 == w(3) }) == [w(3)])
        let after = try #require(Self.rect(of: w(3), d))
        let first = try #require(Self.rect(of: w(1), d))
        #expect(after.x == before.x && after.width == before.width && after.y == first.y && after.height == first.height,
                "a right sidebar, as tall as the screen, as wide as its tile was: \(before) → \(after)")
        #expect(d.focusedWorkspace.tree.split(at: [])?.constraints.priority == .secondary, "it keeps its pixels")
        // Moved off the rim by the user, it waits there: not carried, and pagers are told so.
        try run("[id=3] focus; move left", on: &d)
        #expect(!d.isStickyNow(w(3)) && d.clients[w(3)]?.sticky == true)
        #expect(Picture(of: d).windows[w(3)]?.flags.contains(.sticky) == false && Picture(of: d).windows[w(3)]?.workspace == .one(0))
        try run("workspace 2; workspace 1", on: &d)
        #expect(d.focusedWorkspace.tree.contains(w(3)))
    }

    @Test func twoSidebarsAreCarriedTogetherEachWithItsPixels() throws {
        var d = WMState(settings: settings { $0.placement = .split(.longerSide) }, screen: Self.screen)
        for id: UInt32 in 1...4 { _ = d.handle(.manage(client(id), mapped: false)) }
        try run("[id=1] sticky enable; [id=4] sticky enable", on: &d)
        let rim = d.focusedWorkspace.tree.rim(where: { d.clients[$0]?.sticky == true })
        #expect(Set(rim) == [w(1), w(4)], "both on the rim: \(rim)")
        let one = try #require(Self.rect(of: w(1), d)), four = try #require(Self.rect(of: w(4), d))
        try run("workspace 2", on: &d)
        _ = d.handle(.manage(client(5), mapped: false))
        #expect(Self.rect(of: w(1), d) == one && Self.rect(of: w(4), d) == four)
        #expect(d.focusedWorkspace.tree.leafCount == 3 && d.workspaces.first { $0.name == "1" }?.tree.leaves == [w(2), w(3)])
    }

    @Test func aSwitchSlidesOnlyWhatIsInsideTheSidebar() throws {
        var d = try Self.twoWorkspacesShowing1()
        var a = Animator(settings: AnimationSettings(), framePeriod: .milliseconds(10))
        let t0 = Duration.seconds(100)
        a.show({ Scene.all(of: &d) }, at: t0, order: Scene.order(of: d), dragging: false, first: true)
        let sidebar = try #require(Self.rect(of: w(1), d))
        try run("workspace 2", on: &d)
        a.show({ Scene.all(of: &d) }, at: t0 + .milliseconds(10), order: Scene.order(of: d), dragging: false, first: false)
        #expect(a.isRunning, "a slide")
        var frames = 0, slid = Set<WindowID>()
        for k in 1...40 {
            let parts = a.frame(at: t0 + .milliseconds(10 * (k + 1)))["screen"] ?? []
            guard !parts.isEmpty else { break }
            frames += 1
            let picture = Picture(of: d).frame(["screen": parts], of: d)
            #expect(picture.windows[w(1)]?.placement?.rect == sidebar, "frame \(k)")
            for window in [w(2), w(3), w(4), w(5)] {
                if let rect = picture.windows[window]?.placement?.rect {
                    #expect(rect.x >= sidebar.x + sidebar.width, "frame \(k): \(window) at \(rect) slides inside the sidebar's room")
                    slid.insert(window)
                }
            }
        }
        #expect(frames > 3 && slid == [w(2), w(3), w(4), w(5)], "\(frames) frames; shown sliding: \(slid)")
    }

    @Test func moveWorkspaceToMonitorTakesTheSidebarWithTheWorkspace() throws {
        let left = MonitorInfo(name: "DP-1", frame: Self.screen, primary: true)
        let right = MonitorInfo(name: "HDMI-1", frame: Rect(x: 1920, y: 0, width: 1280, height: 1024))
        var d = WMState(settings: settings { $0.placement = .split(.longerSide) }, monitors: [left, right])
        for id: UInt32 in 1...2 { _ = d.handle(.manage(client(id), mapped: false)) }
        try run("[id=1] sticky enable; move workspace to monitor right", on: &d)
        #expect(d.workspaces[d.shownWorkspace(on: 1)].tree.contains(w(1)), "with its workspace")
        #expect(d.isStickyNow(w(1)))
        try run("workspace 5", on: &d)
        #expect(d.outputs.focusedIndex == 1 && d.focusedWorkspace.tree.leaves == [w(1)], "then over what that monitor shows")
    }

    @Test func aWindowNeverFocusedInsideTheSidebarIsKeptWhenANewWindowComes() throws {
        // H starts on a hidden side (a rule), never focused: the sidebar's only company.
        var d = WMState(settings: settings { $0.rules = rules(["class=Hidden hidden"]) }, screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2, WindowIdentity(className: "Hidden", instance: "h", role: nil)), mapped: false))
        try run("[id=1] sticky enable", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        #expect(Set(d.focusedWorkspace.tree.leaves) == [w(1), w(2), w(3)], "\(d.focusedWorkspace.tree.leaves)")
        #expect(d.focusedWorkspace.tree.rim(where: { $0 == w(1) }) == [w(1)] && Self.rect(of: w(3), d) != nil, "the new window shown")
    }

    @Test func aWindowTiledAgainOrSentHereGoesBesideTheSidebarNotIntoIt() throws {
        var d = try Self.twoWorkspacesShowing1()
        try run("[id=2] float on; [id=1] focus; [id=2] float off", on: &d)
        #expect(d.focusedWorkspace.tree.rim(where: { $0 == w(1) }) == [w(1)] && d.focusedWorkspace.tree.leafCount == 3)
        try run("workspace 2; [id=4] move workspace 1; workspace 1", on: &d)
        #expect(d.focusedWorkspace.tree.rim(where: { $0 == w(1) }) == [w(1)] && d.focusedWorkspace.tree.leafCount == 4)
    }

    @Test func aSidebarWhoseOtherSideWasDraggedAwayShowsTheNextWorkspacesWindows() throws {
        var d = try Self.twoWorkspacesShowing1()
        // The rest of workspace 1 hidden: the sidebar's split hides its other side.
        let hidden = try d.focusedWorkspace.tree.hiding(.secondary, ofSplitHolding: w(1), in: d.focusedArea)
        _ = d.restoreLayout(hidden, focused: w(1))
        #expect(Self.rect(of: w(2), d) == nil)
        try run("workspace 2", on: &d)
        #expect(Self.rect(of: w(4), d) != nil && Self.rect(of: w(5), d) != nil, "workspace 2's windows are shown")
    }

    @Test func aSwitchToAnEmptyWorkspaceLeavesNoHoleWhereTheSidebarWas() throws {
        var d = try Self.twoWorkspacesShowing1()
        var a = Animator(settings: AnimationSettings(), framePeriod: .milliseconds(10))
        let t0 = Duration.seconds(100)
        a.show({ Scene.all(of: &d) }, at: t0, order: Scene.order(of: d), dragging: false, first: true)
        try run("workspace 9", on: &d)
        #expect(d.focusedWorkspace.tree.leaves == [w(1)], "alone there, it fills it")
        a.show({ Scene.all(of: &d) }, at: t0 + .milliseconds(10), order: Scene.order(of: d), dragging: false, first: false)
        for k in 1...20 {
            let parts = a.frame(at: t0 + .milliseconds(10 * (k + 1)))["screen"] ?? []
            guard !parts.isEmpty else { break }
            let picture = Picture(of: d).frame(["screen": parts], of: d)
            // Every tile of the frame is filled by its window or painted.
            for part in parts {
                for tile in part.layout.tiles where !tile.rect.isEmpty {
                    let painted = picture.vacancies[tile.leaf]?.rect == PixelRect(x: tile.rect.x, y: tile.rect.y, width: tile.rect.width, height: tile.rect.height)
                    let filled = picture.windows[tile.leaf]?.placement.map { p in
                        p.rect.x >= tile.rect.x && p.rect.x + p.rect.width <= tile.rect.maxX
                    } == true
                    #expect(painted || filled, "frame \(k): \(tile.leaf)'s tile \(tile.rect) in \(part.workspace) is a hole")
                }
            }
        }
    }
}

