// i3's `split v|h` under `placement container` (`presel` in splitwm's words): the focused
// window goes in a container of its own, which nothing shows until a window joins it; the next
// window placed beside that window joins it, in its orientation, wherever the focus was in
// between. A container one of its two windows leaves keeps the other, as i3 keeps it. With
// splitwm's own placement, `presel` stays a preselection and nothing keeps a container.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct ContainerOfOneTests {
    static func tiles(_ d: WMState) -> [UInt32: Rect] {
        Dictionary(uniqueKeysWithValues: d.focusedLayout.tiles.map { ($0.leaf.rawValue, $0.rect) })
    }

    @Test func splitPutsTheWindowInAContainerOfItsOwnThatTheNextWindowBesideItJoins() throws {
        var d = ContainerPlacementTests.state(2)
        let before = Self.tiles(d)
        try run("presel down", on: &d)
        // Nothing moves yet: a container of one window has that window's tile.
        #expect(Self.tiles(d) == before)
        #expect(d.focusedWorkspace.containerOfOne(around: w(2)) == .vertical)
        #expect(d.preselection == nil)
        _ = d.handle(.manage(client(3), mapped: false))
        let t = Self.tiles(d)
        #expect(t[3]?.x == t[2]?.x && t[3]?.width == t[2]?.width && (t[3]?.y ?? 0) > (t[2]?.y ?? 0), "\(t)")
        #expect(t[1] == before[1])
        // The window that joined it made it a split: no container of one is left.
        #expect(d.focusedWorkspace.overrides.containersOfOne.isEmpty)
    }

    @Test func theContainerOutlivesWindowsOpenedElsewhereAndTakesTheNextOneOpenedBesideIt() throws {
        var d = ContainerPlacementTests.state(2)
        try run("presel down; focus left", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        // 3 joined the row after 1; 2 is still in its container of one, as wide as 1 and 3.
        #expect(d.focusedWorkspace.containerOfOne(around: w(2)) == .vertical)
        #expect(Self.tiles(d).values.allSatisfy { $0.height == ContainerPlacementTests.screen.height }, "\(Self.tiles(d))")
        try run("focus right", on: &d)
        #expect(d.focused == w(2))
        _ = d.handle(.manage(client(4), mapped: false))
        let t = Self.tiles(d)
        #expect(t[4]?.x == t[2]?.x && (t[4]?.y ?? 0) > (t[2]?.y ?? 0), "\(t)")
        #expect(d.focusedWorkspace.overrides.containersOfOne.isEmpty)
    }

    @Test func splitAgainTurnsTheContainerInsteadOfNestingAndToggleTurnsIt() throws {
        var d = ContainerPlacementTests.state(2)
        try run("presel down; presel right", on: &d)
        #expect(d.focusedWorkspace.overrides.containersOfOne == [w(2): .horizontal])
        try run("presel toggle", on: &d)
        #expect(d.focusedWorkspace.overrides.containersOfOne == [w(2): .vertical])
        try run("presel cancel", on: &d)
        #expect(d.focusedWorkspace.overrides.containersOfOne.isEmpty)
        // Without one, toggle goes across the row holding the window.
        try run("presel toggle", on: &d)
        #expect(d.focusedWorkspace.overrides.containersOfOne == [w(2): .vertical])
    }

    @Test func aLoneWindowsSplitIsTheWorkspacesOrientation() throws {
        var d = ContainerPlacementTests.state(1)
        try run("presel down", on: &d)
        #expect(d.focusedWorkspace.overrides.containersOfOne.isEmpty)
        #expect(d.focusedWorkspace.overrides.firstSplit.orientation == .vertical)
        _ = d.handle(.manage(client(2), mapped: false))
        let t = Self.tiles(d)
        #expect(t[1]?.width == ContainerPlacementTests.screen.width && (t[2]?.y ?? 0) > (t[1]?.y ?? 0), "\(t)")
    }

    @Test func theContainerGoesWithItsWindowLeavingOrMovingAndDoesNotComeBackWithIt() throws {
        var d = ContainerPlacementTests.state(3)
        try run("presel down", on: &d)
        _ = d.handle(.destroyed(w(3)))
        #expect(d.focusedWorkspace.overrides.containersOfOne.isEmpty)
        try run("presel down; move left", on: &d)
        #expect(d.focusedWorkspace.overrides.containersOfOne.isEmpty)
        try run("presel down; move workspace 2; workspace 2; move workspace 1; workspace 1", on: &d)
        #expect(d.focusedWorkspace.containerOfOne(around: w(2)) == nil)
        #expect(d.workspaces.allSatisfy { $0.overrides.containersOfOne.isEmpty })
    }

    @Test func aWindowMovedTowardAWindowInAContainerOfOneEntersItAfterThatWindow() throws {
        var d = ContainerPlacementTests.state(3)
        try run("focus left; presel down; focus right; move left", on: &d)
        let t = Self.tiles(d)
        // 3 went below 2 (i3's 124-move.t), and 1 has the half the row left to it.
        #expect(t[3]?.x == t[2]?.x && t[3]?.width == t[2]?.width && (t[3]?.y ?? 0) > (t[2]?.y ?? 0), "\(t)")
        #expect((t[1]?.x ?? 1) == 0 && (t[1]?.x ?? 0) < (t[2]?.x ?? 0) && t[1]?.height == ContainerPlacementTests.screen.height, "\(t)")
        #expect(d.focused == w(3) && d.focusedWorkspace.overrides.containersOfOne.isEmpty)
        // Without a container of one there, `move` is as before: 3 and 2 change places.
        var plain = ContainerPlacementTests.state(3)
        try run("move left", on: &plain)
        #expect(plain.focusedLayout.tiles.sorted { $0.rect.x < $1.rect.x }.map(\.leaf.rawValue) == [1, 3, 2])
    }

    @Test func withSplitwmsOwnPlacementPreselStaysAPreselection() throws {
        var d = WMState(settings: Settings(), screen: ContainerPlacementTests.screen)
        for id in 1...2 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        try run("presel down", on: &d)
        #expect(d.preselection == Preselection(window: w(2), direction: .down))
        #expect(d.focusedWorkspace.overrides.containersOfOne.isEmpty)
    }

    /// Windows 1, 2 in a row and 3 above 4 in a column after them (`presel down` on 3, 4 joined).
    static func rowWithColumn(_ change: (inout Settings) -> Void = { $0.placement = .container }) throws -> WMState {
        var d = WMState(settings: settings(change), screen: ContainerPlacementTests.screen)
        for id in 1...3 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        try run("presel down", on: &d)
        _ = d.handle(.manage(client(4), mapped: false))
        return d
    }

    @Test(arguments: ["close", "float on", "move workspace 2", "move scratchpad"])
    func aWindowLeavingAColumnOfTwoLeavesTheOtherInAContainerOfOne(command: String) throws {
        var d = try Self.rowWithColumn()
        #expect(d.focused == w(4) && d.focusedWorkspace.overrides.containersOfOne.isEmpty)
        if command == "close" { _ = d.handle(.destroyed(w(4))) } else { try run(command, on: &d) }
        #expect(d.focusedWorkspace.overrides.containersOfOne == [w(3): .vertical])
        // The next window beside 3 goes below it, into that column, as in i3.
        try run("[id=3] focus", on: &d)
        _ = d.handle(.manage(client(5), mapped: false))
        let t = Self.tiles(d)
        #expect(t[5]?.x == t[3]?.x && t[5]?.width == t[3]?.width && (t[5]?.y ?? 0) > (t[3]?.y ?? 0), "\(t)")
        #expect(d.focusedWorkspace.overrides.containersOfOne.isEmpty)
    }

    @Test func aWindowMovedOutOfAColumnOfTwoLeavesTheOtherInItAndAMoveWithinKeepsBoth() throws {
        // i3's 124-move.t: moved out to the left, the column is a con of one around 3.
        var d = try Self.rowWithColumn()
        try run("move left", on: &d)
        #expect(d.focusedWorkspace.overrides.containersOfOne == [w(3): .vertical])
        #expect(Self.tiles(d).values.allSatisfy { $0.height == ContainerPlacementTests.screen.height }, "\(Self.tiles(d))")
        // A move within the column keeps the two together: no container of one.
        var within = try Self.rowWithColumn()
        try run("move up", on: &within)
        let t = Self.tiles(within)
        #expect(t[4]?.x == t[3]?.x && (t[4]?.y ?? 1) < (t[3]?.y ?? 0), "\(t)")
        #expect(within.focusedWorkspace.overrides.containersOfOne.isEmpty)
    }

    @Test func aRowOfTheWholeTreeIsTheWorkspaceAndKeepsNoContainerOfOne() throws {
        var d = ContainerPlacementTests.state(2)
        _ = d.handle(.destroyed(w(2)))
        #expect(d.focusedWorkspace.overrides.containersOfOne.isEmpty)
        // With splitwm's own placement, nothing keeps the column either.
        var own = try Self.rowWithColumn { $0.placement = .container }
        own.settings.placement = Settings().placement
        _ = own.handle(.destroyed(w(4)))
        #expect(own.focusedWorkspace.overrides.containersOfOne.isEmpty)
    }

    /// i3's 191-resize-levels.t: `split h` on a column beside a window puts the column in a con
    /// of its own; the window opened next joins that con, which stays one member of the row
    /// (not three members: a window, the column, the new window), so growing the column's
    /// window left takes from the first window alone, to a quarter of the row (splitters of no
    /// thickness, as an i3 import has them, for exact quarters).
    @Test func aConSplitPutAContainerInStaysOneMemberOfARowOfItsOrientation() throws {
        var d = ContainerPlacementTests.state(2) { $0.newSplit.style = SplitterStyle(visibleThickness: 0) }
        try run("presel down", on: &d)
        for id in 3...4 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        try run("focus parent; presel right", on: &d)
        _ = d.handle(.manage(client(5), mapped: false))
        #expect(d.focusedTree.members(ofContainerAt: []).count == 2, "\(d.focusedTree)")
        try run("focus left", on: &d)
        #expect([w(2), w(3), w(4)].contains(d.focused), "\(String(describing: d.focused))")
        try run("resize grow left 10 px or 25 ppt", on: &d)
        let t = Self.tiles(d), width = ContainerPlacementTests.screen.width
        #expect(t[1]?.width == width / 4, "\(t)")
        // The con holds the rest: the column and window 5 keep their halves of it.
        #expect(t[3]?.width == width * 3 / 8 && t[5]?.width == width * 3 / 8, "\(t)")
    }
}
