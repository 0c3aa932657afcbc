// Tiles carried with the mouse, without X: the drag modifier with button 1 (or a title bar)
// picks a tile up; let go in the middle of another tile it swaps, nearer an edge it lands
// beside it on that side, on a group's bar it joins the group (a tab of that group moves after the
// tab under the pointer, a group of two trading places), on an empty monitor it is that
// workspace's tile; a frame previews it; Escape leaves everything as it was; with
// `tiling-drag off` the old gesture (the nearest splitter) is back, and button 3 drags a
// tile's nearest splitter either way.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct TileDragTests {
    /// 1 | 2 | 3 side by side on 1200x800 (each 400 wide less splitters).
    static func threeColumns(_ change: (inout Settings) -> Void = { _ in }) -> WMState {
        var d = WMState(settings: settings { $0.placement = .split(.toward(.right)); change(&$0) }, screen: Rect(x: 0, y: 0, width: 1200, height: 800))
        for id in 1...3 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        return d
    }

    static func rect(_ d: WMState, _ id: UInt32) -> Rect? { d.focusedLayout.rect(of: w(id)) }

    static func centre(_ r: Rect) -> PixelPoint { PixelPoint(x: r.x + r.width / 2, y: r.y + r.height / 2) }

    /// Presses the drag modifier in window `id`, moves to `to` in two steps, and (unless
    /// `release` is false) lets go there.
    static func carry(_ id: UInt32, to point: PixelPoint, release: Bool = true, _ d: inout WMState) {
        let from = centre(rect(d, id)!)
        _ = d.handle(.modifierPress(w(id), at: from, time: 10))
        _ = d.handle(.motion(at: PixelPoint(x: (from.x + point.x) / 2, y: (from.y + point.y) / 2), time: 20))
        _ = d.handle(.motion(at: point, time: 30))
        if release { _ = d.handle(.buttonRelease(at: point, time: 40)) }
    }

    @Test func inTheMiddleOfAnotherTileTheTwoTradePlaces() {
        var d = Self.threeColumns()
        let one = Self.rect(d, 1)!, three = Self.rect(d, 3)!
        Self.carry(1, to: Self.centre(three), &d)
        #expect(Self.rect(d, 1) == three && Self.rect(d, 3) == one)
        #expect(d.drag == nil && d.focused == w(1))
    }

    @Test func nearAnEdgeItLandsBesideTheTileOnThatSide() {
        var d = Self.threeColumns()
        let three = Self.rect(d, 3)!
        // The bottom fifth of window 3: below it, in its column.
        Self.carry(1, to: PixelPoint(x: three.x + three.width / 2, y: three.y + three.height - three.height / 10), &d)
        let now = (Self.rect(d, 1)!, Self.rect(d, 3)!)
        #expect(now.0.x == now.1.x && now.0.width == now.1.width, "one column: \(now)")
        #expect(now.0.y > now.1.y, "window 1 below window 3: \(now)")
        // The left fifth of window 2: to its left.
        var e = Self.threeColumns()
        let two = Self.rect(e, 2)!
        Self.carry(3, to: PixelPoint(x: two.x + two.width / 10, y: two.y + two.height / 2), &e)
        #expect(Self.rect(e, 3)!.x < Self.rect(e, 2)!.x && Self.rect(e, 3)!.x > Self.rect(e, 1)!.x)
    }

    @Test func aFramePreviewsWhereItLandsAndEscapeLeavesEverythingAsItWas() {
        var d = Self.threeColumns()
        let before = d.focusedTree
        let two = Self.rect(d, 2)!
        Self.carry(1, to: PixelPoint(x: two.x + two.width - 5, y: two.y + two.height / 2), release: false, &d)
        let right = Rect(x: two.x + two.width - two.width / 2, y: two.y, width: two.width / 2, height: two.height)
        #expect(Picture(of: d).preselection?.rect == PixelRect(x: right.x, y: right.y, width: right.width, height: right.height))
        #expect(d.focusedTree == before, "nothing moves before the release")
        let reaction = d.handle(.dragCancel)
        #expect(d.drag == nil && d.focusedTree == before && Picture(of: d).preselection == nil)
        #expect(reaction.effects.contains(.ungrabPointer(time: 0)))
        _ = d.handle(.buttonRelease(at: PixelPoint(x: two.x + two.width - 5, y: two.y + 10), time: 50))
        #expect(d.focusedTree == before)
    }

    @Test func overAFullscreenWindowNothingIsATarget() throws {
        let left = MonitorInfo(name: "A", frame: Rect(x: 0, y: 0, width: 800, height: 600), primary: true)
        let right = MonitorInfo(name: "B", frame: Rect(x: 800, y: 0, width: 800, height: 600), primary: false)
        var d = WMState(settings: settings { $0.placement = .split(.toward(.right)) }, monitors: [left, right])
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(commands: [.focus(.right)])
        _ = d.handle(.manage(client(2), mapped: false))
        _ = d.handle(.manage(client(3), mapped: false))
        try run("fullscreen on", on: &d)
        let before = d.workspaces.map(\.tree)
        _ = d.handle(.modifierPress(w(1), at: PixelPoint(x: 400, y: 300), time: 10))
        _ = d.handle(.motion(at: PixelPoint(x: 700, y: 300), time: 20))
        _ = d.handle(.motion(at: PixelPoint(x: 1000, y: 300), time: 30))
        #expect(Picture(of: d).preselection == nil, "no frame over the fullscreen window")
        _ = d.handle(.buttonRelease(at: PixelPoint(x: 1000, y: 300), time: 40))
        #expect(d.workspaces.map(\.tree) == before, "the tiles under the fullscreen window are out of sight: no drop")
    }

    @Test func onAGroupsBarItJoinsTheGroup() throws {
        // 1 | (2 / 3), then 2 and 3 tabbed.
        var d = WMState(settings: settings { $0.placement = .split(.toward(.right)) }, screen: Rect(x: 0, y: 0, width: 1200, height: 800))
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        try run("presel down", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        try run("layout tabbed", on: &d)
        let bar = try #require(d.focusedLayout.groups.first { $0.split != nil })
        #expect(!bar.tabs.contains(w(1)))
        Self.carry(1, to: Self.centre(bar.tabRect(0)), &d)
        let group = try #require(d.focusedLayout.groups.first { $0.split != nil })
        #expect(group.tabs.contains(w(1)) && group.tabs.count == bar.tabs.count + 1, "\(group.tabs)")
    }

    @Test func aTabDroppedOnItsOwnGroupsBarGoesAfterTheTabUnderThePointer() throws {
        // 1 | (2 / 3 / 4) tabbed, then the same with a group of two.
        for members: UInt32 in [3, 2] {
            var d = WMState(settings: settings { $0.placement = .split(.toward(.right)) }, screen: Rect(x: 0, y: 0, width: 1200, height: 800))
            _ = d.handle(.manage(client(1), mapped: false))
            _ = d.handle(.manage(client(2), mapped: false))
            for id in 3..<(2 + members) {
                try run("presel down", on: &d)
                _ = d.handle(.manage(client(id), mapped: false))
            }
            try run("layout tabbed", on: &d)
            let bar = try #require(d.focusedLayout.groups.first { $0.split != nil })
            #expect(bar.tabs.count == Int(members) && bar.tabs.first == w(2), "\(bar.tabs)")
            // The first tab, pressed on its tab and let go over the last one.
            let from = bar.tabRect(0), last = bar.tabRect(bar.tabs.count - 1)
            let press = PixelPoint(x: from.x + 5, y: from.y + 2)
            _ = d.handle(.tabPress(w(2), .select, group: bar.key, at: press, time: 10))
            _ = d.handle(.motion(at: Self.centre(last), time: 20))
            _ = d.handle(.buttonRelease(at: Self.centre(last), time: 30))
            let group = try #require(d.focusedLayout.groups.first { $0.split != nil }, "still a group of \(members)")
            #expect(group.tabs.count == Int(members) && group.tabs.last == w(2), "\(members) members: \(group.tabs)")
        }
    }

    @Test func acrossMonitorsItSwapsOrIsAnEmptyWorkspacesTile() {
        let left = MonitorInfo(name: "A", frame: Rect(x: 0, y: 0, width: 800, height: 600), primary: true)
        let right = MonitorInfo(name: "B", frame: Rect(x: 800, y: 0, width: 800, height: 600), primary: false)
        var d = WMState(settings: settings { $0.placement = .split(.toward(.right)) }, monitors: [left, right])
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        // Monitor B shows an empty workspace: window 2 goes there alone.
        Self.carry(2, to: PixelPoint(x: 1200, y: 300), &d)
        #expect(d.clients.workspace(of: w(2)) == d.shownWorkspace(on: 1))
        #expect(d.workspaces[d.shownWorkspace(on: 1)].tree.leaves == [w(2)] && d.workspaces[d.shownWorkspace(on: 0)].tree.leaves == [w(1)])
        #expect(d.focused == w(2) && d.outputs.focusedIndex == 1)
        // Window 1 in the middle of window 2, on the other monitor: they trade monitors.
        _ = d.handle(commands: [.focus(.left)])
        Self.carry(1, to: PixelPoint(x: 1200, y: 300), &d)
        #expect(d.workspaces[d.shownWorkspace(on: 1)].tree.leaves == [w(1)] && d.workspaces[d.shownWorkspace(on: 0)].tree.leaves == [w(2)])
    }

    @Test func aTitleBarDraggedCarriesItsTileAndAClickOnItOnlyFocuses() throws {
        var d = Self.threeColumns { $0.border.titleBars = true }
        let bar = try #require(d.focusedLayout.groups.first { $0.tabs == [w(1)] }?.bar)
        let before = d.focusedTree
        let press = PixelPoint(x: bar.x + 10, y: bar.y + 2)
        _ = d.handle(.tabPress(w(1), .select, group: SplitKey(primary: w(1), secondary: w(1)), at: press, time: 10))
        _ = d.handle(.buttonRelease(at: PixelPoint(x: press.x + 2, y: press.y + 1), time: 20))
        #expect(d.focusedTree == before && d.focused == w(1), "a click")
        let three = Self.rect(d, 3)!
        _ = d.handle(.tabPress(w(1), .select, group: SplitKey(primary: w(1), secondary: w(1)), at: press, time: 30))
        _ = d.handle(.motion(at: Self.centre(three), time: 40))
        _ = d.handle(.buttonRelease(at: Self.centre(three), time: 50))
        #expect(Self.rect(d, 1)!.x > Self.rect(d, 3)!.x, "swapped by its title bar")
    }

    @Test func tilingDragOffGivesTheModifierTheNearestSplitterAndButtonThreeAlwaysDoes() {
        for tilingDrag: TilingDrag in [[], [.modifier, .titleBar]] {
            var d = Self.threeColumns { $0.tilingDrag = tilingDrag }
            let one = Self.rect(d, 1)!
            let nearRightEdge = PixelPoint(x: one.x + one.width - 10, y: one.y + one.height / 2)
            let press: WMEvent = tilingDrag.isEmpty ? .modifierPress(w(1), at: nearRightEdge, time: 10)
                : .modifierResizePress(w(1), at: nearRightEdge, time: 10)
            _ = d.handle(press)
            _ = d.handle(.motion(at: PixelPoint(x: nearRightEdge.x + 100, y: nearRightEdge.y), time: 20))
            _ = d.handle(.buttonRelease(at: PixelPoint(x: nearRightEdge.x + 100, y: nearRightEdge.y), time: 30))
            #expect(Self.rect(d, 1)!.width == one.width + 100, "\(tilingDrag): the splitter followed")
        }
    }
}
