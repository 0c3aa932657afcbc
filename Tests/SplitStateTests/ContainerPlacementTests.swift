// `placement container`, i3's placement of new windows: a new window joins the focused window's
// container (its row or column) after it, the container's windows sharing its room evenly, and a
// window closing gives its room back in proportion. The case i3's own test suite opens most:
// three windows side by side at thirds (with splitwm's longer-side placement the third goes
// below the second).
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct ContainerPlacementTests {
    static let screen = Rect(x: 0, y: 0, width: 1200, height: 800)

    static func state(_ count: Int, _ change: (inout Settings) -> Void = { _ in }) -> WMState {
        var d = WMState(settings: settings { $0.placement = .container; change(&$0) }, screen: screen)
        for id in 1...count { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        return d
    }

    /// Each tile's rectangle, by window id.
    static func tiles(_ d: WMState) -> [UInt32: Rect] {
        Dictionary(uniqueKeysWithValues: d.focusedLayout.tiles.map { ($0.leaf.rawValue, $0.rect) })
    }

    /// The tiles' widths left to right, each spanning the whole height.
    static func row(_ d: WMState) -> [Int] {
        let tiles = d.focusedLayout.tiles.sorted { $0.rect.x < $1.rect.x }
        #expect(tiles.allSatisfy { $0.rect.y == 0 && $0.rect.height == screen.height }, "\(tiles.map(\.rect))")
        return tiles.map(\.rect.width)
    }

    @Test func threeWindowsOpenedOneAfterAnotherStandSideBySideAtThirds() {
        let d = Self.state(3)
        // 1200 pixels less two splitters of 2: 1196, a third each within a pixel.
        #expect(Self.row(d).sorted() == [398, 399, 399])
        #expect(d.focusedLayout.tiles.sorted { $0.rect.x < $1.rect.x }.map(\.leaf.rawValue) == [1, 2, 3])
        // splitwm's own placement splits the second window's longer side: the third goes below it.
        var own = WMState(settings: Settings(), screen: Self.screen)
        for id in 1...3 { _ = own.handle(.manage(client(UInt32(id)), mapped: false)) }
        let third = Self.tiles(own)[3], second = Self.tiles(own)[2]
        #expect(third?.x == second?.x && (third?.y ?? 0) > (second?.y ?? 0), "\(Self.tiles(own))")
    }

    @Test func aWindowClosingGivesItsRoomBackEvenly() {
        var d = Self.state(4)
        // 1194 pixels between three splitters: 298.5 each.
        #expect(Self.row(d).sorted() == [298, 298, 299, 299])
        _ = d.handle(.destroyed(w(2)))
        #expect(Self.row(d).sorted() == [398, 399, 399])
    }

    @Test func aResizedWindowKeepsItsShareOfTheRowWhenAnotherOpens() throws {
        var d = Self.state(2)
        try run("focus left; resize right 200", on: &d)
        // 1198 pixels beside one splitter: 599 each, then 200 more for the first.
        #expect(Self.row(d) == [799, 399])
        // The third opens after the focused first and takes a third of the 1196 pixels left
        // between two splitters; the first two keep their 799:399 in the other two thirds (i3
        // scales each by 2/3).
        _ = d.handle(.manage(client(3), mapped: false))
        let t = Self.tiles(d)
        #expect(d.focusedLayout.tiles.sorted { $0.rect.x < $1.rect.x }.map(\.leaf.rawValue) == [1, 3, 2])
        #expect(t[3].map { abs($0.width - 399) <= 1 } == true, "\(t)")
        for (id, before) in [(UInt32(1), 799.0), (2, 399.0)] {
            let kept = before / 1198 * 1196 * 2 / 3
            #expect(t[id].map { abs(Double($0.width) - kept) <= 1 } == true, "\(t): \(id) should have \(kept)")
        }
    }

    @Test func aWindowOpenedInAColumnJoinsTheColumn() throws {
        var d = Self.state(2)
        // i3's split v: the next window goes below the focused one, the two a column.
        try run("presel down", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        _ = d.handle(.manage(client(4), mapped: false))
        let t = Self.tiles(d)
        #expect([2, 3, 4].allSatisfy { t[$0]?.x == t[2]?.x && t[$0]?.width == t[2]?.width }, "\(t)")
        let heights = [2, 3, 4].compactMap { t[$0]?.height }
        #expect(heights.count == 3 && heights.allSatisfy { abs($0 - 265) <= 1 }, "\(heights)")
        #expect((t[2]?.y ?? 0) < (t[3]?.y ?? 0) && (t[3]?.y ?? 0) < (t[4]?.y ?? 0))
        #expect(t[1]?.height == 800)
    }

    @Test func aWindowOpenedWhileAContainerHasTheFocusJoinsTheContainerAroundIt() throws {
        var d = Self.state(2)
        try run("presel down", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        // The column of 2 and 3 has the focus: the next window joins the row holding it, after it.
        try run("focus parent", on: &d)
        _ = d.handle(.manage(client(4), mapped: false))
        let t = Self.tiles(d)
        #expect(t[1].map { abs($0.width - 398) <= 1 } == true && t[4].map { abs($0.width - 398) <= 1 && $0.height == 800 } == true, "\(t)")
        #expect((t[2]?.x ?? 0) < (t[4]?.x ?? 0) && t[2]?.x == t[3]?.x, "\(t)")
    }

    @Test func defaultOrientationLinesTheFirstTwoUp() {
        let d = Self.state(3) { $0.defaultOrientation = .vertical }
        let t = d.focusedLayout.tiles.sorted { $0.rect.y < $1.rect.y }
        #expect(t.allSatisfy { $0.rect.width == 1200 }, "\(t.map(\.rect))")
        #expect(t.map(\.leaf.rawValue) == [1, 2, 3] && t.allSatisfy { abs($0.rect.height - 265) <= 1 }, "\(t.map(\.rect))")
        // auto: a workspace taller than it is wide lines them up above each other.
        var tall = WMState(settings: settings { $0.placement = .container }, screen: Rect(x: 0, y: 0, width: 600, height: 1000))
        for id in 1...2 { _ = tall.handle(.manage(client(UInt32(id)), mapped: false)) }
        #expect(tall.focusedLayout.tiles.allSatisfy { $0.rect.width == 600 }, "\(tall.focusedLayout.tiles.map(\.rect))")
    }

    @Test func aWindowSentAwayOrFloatedGivesItsRoomBackToo() throws {
        var d = Self.state(4)
        try run("float toggle", on: &d)
        #expect(Self.row(d).sorted() == [398, 399, 399])
        try run("focus tiling; move workspace 2", on: &d)   // (left and right go round the floating windows)
        #expect(Self.row(d) == [599, 599])
    }

    /// i3's 192-layout.t: `layout toggle split` on a window of a column beside a window turns
    /// the whole column (i3's parent con) side by side, and it stays a container of its own
    /// in the row rather than merging into it; `layout stacking` then stacks that container
    /// alone, and the row keeps its two members throughout.
    @Test func layoutTurnsTheWholeContainerWhichStaysApartFromARowOfItsNewOrientation() throws {
        var d = Self.state(2)
        try run("presel down", on: &d)
        for id in 3...4 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        #expect(d.focusedTree.members(ofContainerAt: []).count == 2, "\(d.focusedTree)")
        try run("layout toggle", on: &d)
        let tiles = Self.tiles(d)
        // Every window of the column is side by side now, not only the two of its last split.
        #expect([2, 3, 4].allSatisfy { tiles[$0]?.height == Self.screen.height }, "\(tiles)")
        #expect(d.focusedTree.members(ofContainerAt: []).count == 2, "\(d.focusedTree)")
        try run("layout stacking", on: &d)
        #expect(d.focusedTree.groupStyle(of: w(4)) == .stacked)
        #expect(d.focusedTree.groupStyle(of: w(1)) == nil)
        #expect(d.focusedTree.members(ofContainerAt: []).count == 2, "\(d.focusedTree)")
        #expect(Self.tiles(d)[1]?.width == Self.tiles(d)[4]?.width, "\(Self.tiles(d))")
    }
}
