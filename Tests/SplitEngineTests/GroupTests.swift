// Groups (tabbed and stacked) in the engine, by example: what `layout tabbed` makes a group of,
// what the layout shows, how focus and moves go through a group, and that ending a group gives
// back the tree as it was.
import Testing
@testable import SplitEngine

@Suite struct GroupTests {
    let area = Rect(x: 0, y: 0, width: 900, height: 600)

    /// Three leaves side by side (1|2|3), the third with a priority side and a fraction of its own.
    func row() throws -> SplitTree<Int> {
        var tree = try SplitTree<Int>().inserting(1, beside: nil, placement: .toward(.right), in: area)
        tree = try tree.inserting(2, beside: 1, placement: .toward(.right), in: area)
        tree = try tree.inserting(3, beside: 2, placement: .toward(.right), in: area)
        return try tree.settingFraction(0.3, ofSplitHolding: 3, in: area)
    }

    @Test func threeWindowsSideBySideBecomeOneGroupShowingTheFocusedOne() throws {
        let tabbed = try row().grouping(.tabbed, around: 2)
        let layout = tabbed.layout(in: area, focused: 2, tabRow: 20)
        #expect(layout.tiles == [.init(leaf: 2, rect: Rect(x: 0, y: 20, width: 900, height: 580))])
        #expect(Set(layout.hidden) == [1, 3])
        #expect(layout.splitters.isEmpty)
        #expect(layout.groups.count == 1)
        let group = try #require(layout.groups.first)
        #expect(group.tabs == [1, 2, 3] && group.shown == 1 && group.style == .tabbed)
        #expect(group.bar == Rect(x: 0, y: 0, width: 900, height: 20))
        #expect(group.tabRect(0) == Rect(x: 0, y: 0, width: 300, height: 20))
        #expect(group.tabRect(2) == Rect(x: 600, y: 0, width: 300, height: 20))
    }

    @Test func aStackedGroupHasOneRowPerMember() throws {
        let stacked = try row().grouping(.stacked, around: 1)
        let layout = stacked.layout(in: area, focused: 3, tabRow: 20)
        let group = try #require(layout.groups.first)
        #expect(group.bar == Rect(x: 0, y: 0, width: 900, height: 60))
        #expect(group.tabRect(1) == Rect(x: 0, y: 20, width: 900, height: 20))
        #expect(layout.tiles == [.init(leaf: 3, rect: Rect(x: 0, y: 60, width: 900, height: 540))])
    }

    @Test func aGroupTheFocusIsNotInShowsItsMostRecentMember() throws {
        // 4 below the group of 1, 2, 3.
        var tree = try row().grouping(.tabbed, around: 1)
        tree = try tree.inserting(4, beside: nil, placement: .toward(.down), in: area)
        let layout = tree.layout(in: area, focused: 4, recency: [4, 3, 1], tabRow: 10)
        #expect(layout.groups.first?.shown == 2)
        #expect(layout.rect(of: 3) != nil && layout.rect(of: 1) == nil)
    }

    @Test func togglingSplitGivesBackTheTreeAsItWas() throws {
        let before = try row()
        let grouped = try before.grouping(.tabbed, around: 3).grouping(.stacked, around: 1)
        #expect(grouped != before)
        #expect(try grouped.ungrouping(around: 2) == before)
    }

    @Test func aSideThatIsASplitOfTheOtherOrientationBecomesOneTab() throws {
        // 1 | (2 over 3): tabbing 1 makes two tabs, the second holding the split of 2 and 3.
        var tree = try SplitTree<Int>().inserting(1, beside: nil, placement: .toward(.right), in: area)
        tree = try tree.inserting(2, beside: 1, placement: .toward(.right), in: area)
        tree = try tree.inserting(3, beside: 2, placement: .toward(.down), in: area)
        let tabbed = try tree.grouping(.tabbed, around: 1)
        let layout = tabbed.layout(in: area, focused: 3, tabRow: 20)
        #expect(layout.groups.first?.tabs == [1, 3])
        #expect(Set(layout.tiles.map(\.leaf)) == [2, 3])
        #expect(layout.splitters.count == 1)
        // Tabbing 2 instead groups only 2 and 3, inside the split beside 1.
        let inner = try tree.grouping(.tabbed, around: 2).layout(in: area, focused: 1, recency: [1, 3], tabRow: 20)
        #expect(inner.groups.first?.tabs == [2, 3] && inner.groups.first?.shown == 1)
        #expect(Set(inner.tiles.map(\.leaf)) == [1, 3])
    }

    @Test func focusStepsThroughTheTabsBeforeLeavingTheGroup() throws {
        var tree = try row().grouping(.tabbed, around: 1)
        tree = try tree.inserting(4, beside: nil, placement: .toward(.right), in: area)
        #expect(tree.focusNeighbour(of: 1, toward: .right, in: area) == 2)
        #expect(tree.focusNeighbour(of: 2, toward: .right, in: area) == 3)
        #expect(tree.focusNeighbour(of: 3, toward: .right, in: area) == 4)
        #expect(tree.focusNeighbour(of: 2, toward: .left, in: area) == 1)
        #expect(tree.focusNeighbour(of: 1, toward: .left, in: area) == nil)
        // Up and down cross a tabbed group's axis: nothing there.
        #expect(tree.focusNeighbour(of: 2, toward: .down, in: area) == nil)
    }

    @Test func aNewTabGoesAfterTheFocusedOneAndJoinsItsGroup() throws {
        let tree = try row().grouping(.tabbed, around: 1).insertingTab(9, after: 2, in: area)
        #expect(tree.layout(in: area, focused: 9, tabRow: 5).groups.first?.tabs == [1, 2, 9, 3])
        #expect(tree.isTab(9))
    }

    @Test func movingATabGoesAlongItsGroupThenOutBesideItAndMovingOntoATabJoins() throws {
        let grouped = try row().grouping(.tabbed, around: 1)
        // Along the tabs (tabbed: left and right), as i3 moves a tab among its siblings.
        let along = try grouped.moving(2, toward: .right, in: area)
        #expect(along.layout(in: area, focused: 2, tabRow: 20).groups.first?.tabs == [1, 3, 2])
        #expect(try along.moving(2, toward: .left, in: area) == grouped)
        // Across the tabs, it leaves the group at once.
        let below = try grouped.moving(2, toward: .down, in: area)
        #expect(!below.isTab(2) && below.layout(in: area, focused: 2, tabRow: 20).groups.first?.tabs == [1, 3])
        // Past the last tab, out beside the group.
        let out = try along.moving(2, toward: .right, in: area)
        let layout = out.layout(in: area, focused: 2, tabRow: 20)
        #expect(layout.groups.first?.tabs == [1, 3])
        let rect2 = try #require(layout.rect(of: 2))
        let group = try #require(layout.groups.first)
        #expect(rect2.x >= group.bar.maxX)
        #expect(!out.isTab(2))
        // Back onto the group's shown tab: 2 joins it again.
        let back = try out.moving(2, toward: .left, in: area, recency: [2, 3])
        #expect(back.isTab(2))
        #expect(back.layout(in: area, focused: 2).groups.first?.tabs.count == 3)
    }

    @Test func aLoneWindowCannotBeAGroupAndARemovedTabLeavesTheRest() throws {
        let one = try SplitTree<Int>().inserting(1, beside: nil, placement: .toward(.right), in: area)
        #expect(throws: SplitTreeError.self) { try one.grouping(.tabbed, around: 1) }
        let grouped = try row().grouping(.tabbed, around: 1)
        let smaller = try grouped.removing(2)
        #expect(smaller.layout(in: area, focused: 1, tabRow: 5).groups.first?.tabs == [1, 3])
        let alone = try smaller.removing(3)
        #expect(alone.layout(in: area, tabRow: 5).groups.isEmpty)
    }

    @Test func theSplitHoldingATabIsTheOneHoldingItsGroup() throws {
        // (1 2 3 tabbed) | 4: resizing from 2 moves the splitter beside the group.
        var tree = try row().grouping(.tabbed, around: 1)
        tree = try tree.inserting(4, beside: nil, placement: .toward(.right), in: area)
        let before = tree.layout(in: area, focused: 2).rect(of: 4)
        let resized = try tree.resizing(2, toward: .right, by: 50, in: area)
        #expect(resized.layout(in: area, focused: 2).rect(of: 4)?.width == (before?.width ?? 0) - 50)
    }

    @Test func groupsSurviveTheDocument() throws {
        let tree = try row().grouping(.stacked, around: 2)
        let text = tree.jsonDocument()
        #expect(text.contains("\"stacked\""))
        #expect(try SplitTree<Int>(jsonDocument: text) == tree)
    }

    // MARK: Title bars (i3's `border normal`)

    @Test func aTitledWindowHasARowAboveItAndAGroupMemberHasItsTabInstead() throws {
        let all = TitleBars<Int>(byDefault: true)
        let plain = try row().layout(in: area, tabRow: 20, titleBars: all)
        // Each window of the row: a title bar of one tab across its tile's top, the window below.
        #expect(plain.groups.map(\.tabs) == [[1], [2], [3]] && plain.groups.allSatisfy { $0.split == nil })
        for tile in plain.tiles {
            let bar = try #require(plain.groups.first { $0.tabs == [tile.leaf] }?.bar)
            #expect(bar.height == 20 && bar.x == tile.rect.x && bar.width == tile.rect.width && bar.maxY == tile.rect.y)
        }
        // In a group, the tab is the title: one bar, the group's.
        let tabbed = try row().grouping(.tabbed, around: 2).layout(in: area, focused: 2, tabRow: 20, titleBars: all)
        #expect(tabbed.groups.count == 1 && tabbed.groups[0].split != nil)
        #expect(tabbed.tiles == [.init(leaf: 2, rect: Rect(x: 0, y: 20, width: 900, height: 580))])
        // A window in a split inside a tab has its own title bar below the group's.
        let inner = try row().inserting(4, beside: 2, placement: .toward(.down), in: area)
            .grouping(.tabbed, around: 1).layout(in: area, focused: 4, tabRow: 20, titleBars: all)
        #expect(Set(inner.groups.filter { $0.split == nil }.map(\.tabs)) == [[2], [4]])
        #expect(inner.rect(of: 2)?.y == 40)
        // Only those asked for, and none on a tile shorter than two rows.
        let some = try row().layout(in: area, tabRow: 20, titleBars: TitleBars(except: [3]))
        #expect(some.groups.map(\.tabs) == [[3]])
        let short = try row().layout(in: Rect(x: 0, y: 0, width: 900, height: 39), tabRow: 20, titleBars: all)
        #expect(short.groups.isEmpty && short.tiles.allSatisfy { $0.rect.height == 39 })
    }
}
