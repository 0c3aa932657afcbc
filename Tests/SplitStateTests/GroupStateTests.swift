// Tabbed and stacked groups in the state, without X: what the picture shows (one window of the
// group on screen below its bar, the others hidden, the tabs' titles and colours), focus and
// new windows in a group, ending it, i3's workspace_layout, and a restart that keeps it. The
// random sequences mixing `layout tabbed|stacking|toggle all` with everything else are in
// StateProperties (RandomCommands draws every LayoutChange).
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct GroupStateTests {
    static let screen = Rect(x: 0, y: 0, width: 1500, height: 1000)

    /// Three windows side by side (1 | 2 | 3), titled, the focus on 3.
    static func row(_ settings: Settings = Settings()) -> WMState {
        var settings = settings
        settings.placement = .split(.toward(.right))
        settings.border.width = 0
        var d = WMState(settings: settings, screen: screen)
        for id in 1...3 {
            var facts = ClientFacts()
            facts.title = "window \(id)"
            _ = d.handle(.manage(client(UInt32(id), facts: facts), mapped: true))
        }
        return d
    }

    @Test func threeWindowsTabbedShowOneBelowABarOfThreeTabs() throws {
        var d = Self.row()
        try run("layout tabbed", on: &d)
        let picture = Picture(of: d)
        let row = d.settings.tabs.rowHeight
        #expect(picture.windowsShown == [w(3)])
        #expect(picture.windowsHidden == [w(1), w(2)])
        #expect(picture.windows[w(1)]?.flags.contains(.hidden) == true)
        #expect(picture.windows[w(3)]?.placement?.rect == PixelRect(x: 0, y: row, width: 1500, height: 1000 - row))
        let bar = try #require(picture.tabBars.values.first)
        #expect(picture.tabBars.count == 1)
        #expect(bar.rect == PixelRect(x: 0, y: 0, width: 1500, height: row))
        #expect(bar.tabs.map(\.title) == ["window 1", "window 2", "window 3"])
        #expect(bar.tabs.map(\.rect.x) == [0, 500, 1000])
        let look = d.settings.tabs
        #expect(bar.tabs.map(\.colors) == [look.unfocused, look.unfocused, look.focused])
        #expect(picture.splitters.isEmpty)
    }

    @Test func focusGoesThroughTheTabsAndANewWindowIsTheNextTab() throws {
        var d = Self.row()
        _ = d.handle(commands: [.layout(.tabbed)])
        _ = d.handle(commands: [.focus(.left)])
        #expect(d.focused == w(2))
        #expect(Picture(of: d).windowsShown == [w(2)])
        _ = d.handle(.manage(client(4), mapped: true))
        let picture = Picture(of: d)
        #expect(picture.windowsShown == [w(4)])
        #expect(picture.tabBars.values.first?.tabs.map(\.window) == [w(1), w(2), w(4), w(3)])
    }

    @Test func aGroupTheFocusLeftShowsItsLastWindowInTheInactiveColours() throws {
        var d = Self.row()
        _ = d.handle(commands: [.focus(.left), .layout(.stacking), .focus(.up)])
        // 1 leaves the group (beside it: across a stack) with the focus: the group shows 2, its most recent.
        _ = d.handle(commands: [.move(.right)])
        #expect(d.focused == w(1))
        let picture = Picture(of: d)
        #expect(picture.windowsShown == [w(1), w(2)])
        let bar = try #require(picture.tabBars.values.first)
        #expect(bar.rect.height == 2 * d.settings.tabs.rowHeight)
        #expect(bar.tabs.map(\.colors) == [d.settings.tabs.focusedInactive, d.settings.tabs.unfocused])
    }

    @Test func aPreselectionOnATabSplitsThatTab() throws {
        var d = Self.row()
        _ = d.handle(commands: [.layout(.tabbed), .presel(.down)])
        _ = d.handle(.manage(client(4), mapped: true))
        // The third tab now holds 3 above 4, and shows the focused 4 as its title.
        let picture = Picture(of: d)
        #expect(picture.windowsShown == [w(3), w(4)])
        #expect(picture.tabBars.values.first?.tabs.map(\.window) == [w(1), w(2), w(4)])
    }

    @Test func layoutToggleGivesTheSplitsBackAsTheyWere() throws {
        var d = Self.row()
        _ = d.handle(commands: [.fraction(0.3)])
        let before = d.focusedWorkspace.tree
        _ = d.handle(commands: [.layout(.stacking)])
        _ = d.handle(commands: [.layout(.toggleAll)])
        #expect(d.focusedWorkspace.tree.groupStyle(of: w(3)) == .tabbed)
        _ = d.handle(commands: [.layout(.toggle)])
        #expect(d.focusedWorkspace.tree == before)
        #expect(Picture(of: d).windowsShown == [w(1), w(2), w(3)] && Picture(of: d).tabBars.isEmpty)
    }

    @Test func aTabMovedAwayLeavesTheGroupBesideIt() throws {
        var d = Self.row()
        _ = d.handle(commands: [.layout(.tabbed), .move(.down)])
        let picture = Picture(of: d)
        #expect(picture.tabBars.values.first?.tabs.map(\.window) == [w(1), w(2)])
        let moved = try #require(picture.windows[w(3)]?.placement?.rect)
        #expect(moved.y >= 500 && moved.width == 1500)
    }

    @Test func workspaceLayoutTabbedMakesTheFirstSplitAGroup() throws {
        var settings = Settings()
        settings.tabs.workspaceLayout = .tabbed
        let d = Self.row(settings)
        #expect(d.focusedWorkspace.tree.groupStyle(of: w(1)) == .tabbed)
        #expect(Picture(of: d).tabBars.values.first?.tabs.count == 3)
    }

    @Test func layoutTabbedOnALoneWindowGroupsTheNextOne() throws {
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: true))
        #expect(d.handle(commands: [.layout(.tabbed)]).failure == nil)
        _ = d.handle(.manage(client(2), mapped: true))
        #expect(d.focusedWorkspace.tree.groupStyle(of: w(2)) == .tabbed)
        #expect(Picture(of: d).windowsShown == [w(2)])
    }

    @Test func aGroupComesBackAfterARestart() throws {
        var d = Self.row()
        _ = d.handle(commands: [.layout(.stacking), .focus(.up)])
        let saved = SavedLayout(of: d)
        let (after, restored) = RestoreTests.restarted(d, from: saved)
        #expect(restored)
        #expect(after.focusedWorkspace.tree == d.focusedWorkspace.tree)
        #expect(after.focusedWorkspace.tree.groupStyle(of: w(1)) == .stacked)
    }
}

/// `focus parent|child` in the state: the focus resting on a container, which the commands
/// that act on the focused window then take whole.
@Suite struct ContainerFocusTests {
    /// 1 | 2 | 3 side by side, then 4 below 3 (a vertical split inside the row).
    static func rowWithAColumn() -> WMState {
        var d = GroupStateTests.row()
        _ = d.handle(commands: [.presel(.down)])
        _ = d.handle(.manage(client(4), mapped: true))
        return d
    }

    @Test func focusParentGoesUpThroughTheContainersAndChildComesBack() throws {
        var d = Self.rowWithAColumn()
        #expect(d.focusedContainer == nil)
        _ = d.handle(commands: [.focusContainer(.parent)])
        // 3 over 4 first, then the row of three (1, 2 and that column), and no further.
        #expect(Set(d.focusedTree.leaves(at: try #require(d.focusedContainer))) == [w(3), w(4)])
        _ = d.handle(commands: [.focusContainer(.parent), .focusContainer(.parent)])
        #expect(Set(d.focusedTree.leaves(at: try #require(d.focusedContainer))) == [w(1), w(2), w(3), w(4)])
        // Its windows all have the focused border; the keyboard stays with 4.
        let picture = Picture(of: d)
        #expect([w(1), w(2), w(3)].allSatisfy { picture.windows[$0]?.placement?.borderColor == d.settings.border.focusedColor })
        #expect(d.focused == w(4))
        _ = d.handle(commands: [.focusContainer(.child), .focusContainer(.child)])
        #expect(d.focusedContainer == nil)
        // Focusing a window puts the focus back on a window.
        _ = d.handle(commands: [.focusContainer(.parent), .focus(.left)])
        #expect(d.focusedContainer == nil && d.focused == w(2))
    }

    @Test func aFocusedGroupMovesWhole() throws {
        var d = GroupStateTests.row()
        _ = d.handle(commands: [.focus(.left), .presel(.down)])
        _ = d.handle(.manage(client(4), mapped: true))   // 2 over 4 in the middle
        _ = d.handle(commands: [.layout(.tabbed)])         // 2 and 4 tabbed
        _ = d.handle(commands: [.focusContainer(.parent), .move(.left)])
        let picture = Picture(of: d)
        let bar = try #require(picture.tabBars.values.first)
        #expect(bar.tabs.map(\.window) == [w(2), w(4)])
        // The group is left of 1 now.
        #expect(bar.rect.x == 0)
        #expect((picture.windows[w(1)]?.placement?.rect.x ?? 0) > bar.rect.x)
    }

    @Test func aFocusedContainerSwapsWithTheWindowBesideItWhole() throws {
        var d = Self.rowWithAColumn()
        let before = Picture(of: d)
        _ = d.handle(commands: [.focusContainer(.parent)])
        #expect(d.handle(commands: [.swap(.left)]).failure == nil)
        // 3 over 4 took 2's place, 2 theirs; 1 stayed; 3 stays over 4, the keyboard with 4.
        let after = Picture(of: d)
        func rect(_ p: Picture, _ id: UInt32) -> PixelRect? { p.windows[w(id)]?.placement?.rect }
        #expect(rect(after, 1) == rect(before, 1))
        #expect(rect(after, 2)?.x == rect(before, 3)?.x)
        #expect(rect(after, 3)?.x == rect(before, 2)?.x && rect(after, 4)?.x == rect(before, 2)?.x)
        #expect((rect(after, 3)?.y ?? 0) < (rect(after, 4)?.y ?? 0))
        #expect(d.focused == w(4) && d.focusedContainer != nil)
        // zoom, float and fullscreen act on a window: refused with the focus on a container.
        #expect(d.handle(commands: [.zoomToggle]).failure?.description.contains("focus child first") == true)
    }

    @Test func closeAndMoveWorkspaceTakeTheWholeContainer() throws {
        var d = Self.rowWithAColumn()
        _ = d.handle(commands: [.focusContainer(.parent)])
        let closing = d.handle(commands: [.close]).effects.compactMap { effect -> WindowID? in
            if case .close(let window, _) = effect { window } else { nil }
        }
        #expect(Set(closing) == [w(3), w(4)])
        _ = d.handle(commands: [.moveToWorkspace(.named("2"))])
        let two = try #require(d.workspaces.first { $0.name == "2" })
        #expect(Set(two.tree.leaves) == [w(3), w(4)])
        #expect(two.tree.root?.splitCount == 1)
        #expect(Set(d.focusedTree.leaves) == [w(1), w(2)])
    }

    @Test func aContainerSentToANewWorkspaceNumberedBelowGoesThereAlone() throws {
        var d = Self.rowWithAColumn()
        _ = d.handle(commands: [.workspace(.named("5"))])
        _ = d.handle(.manage(client(8), mapped: true))
        _ = d.handle(commands: [.workspace(.named("7"))])
        _ = d.handle(.manage(client(9), mapped: true))
        _ = d.handle(commands: [.presel(.down)])
        _ = d.handle(.manage(client(10), mapped: true))
        _ = d.handle(commands: [.focusContainer(.parent), .moveToWorkspace(.named("3"))])
        func leaves(_ name: String) -> Set<WindowID> { Set(d.workspaces.first { $0.name == name }?.tree.leaves ?? []) }
        #expect(leaves("3") == [w(9), w(10)] && leaves("5") == [w(8)] && leaves("7").isEmpty)
        let placed = d.workspaces.flatMap(\.tree.leaves)
        #expect(placed.count == Set(placed).count && Set(placed) == Set(d.clients.keys))
    }

    @Test func aContainerThatBecomesPartOfALargerOneGivesTheFocusBackToItsWindow() throws {
        // The column 3 over 4, turned side by side, joins the row 1 | 2 | 3 | 4: the windows
        // chosen are no container of their own any more, so `close` closes the window alone.
        var d = Self.rowWithAColumn()
        _ = d.handle(commands: [.focusContainer(.parent), .layout(.toggle)])
        #expect(d.focusedContainer == nil)
        let closing = d.handle(commands: [.close]).effects.compactMap { effect -> WindowID? in
            if case .close(let window, _) = effect { window } else { nil }
        }
        #expect(closing == [w(4)])
    }

    @Test func aNewWindowGoesBesideTheFocusedContainer() throws {
        var d = Self.rowWithAColumn()
        _ = d.handle(commands: [.focusContainer(.parent), .focusContainer(.parent)])
        _ = d.handle(.manage(client(5), mapped: true))
        // Beside the whole row, not inside it.
        let path = try #require(d.focusedTree.pathTo(w(5)))
        #expect(path.count == 1)
    }
}
