// Where directional focus wraps to (SplitTree+Wrap.swift, i3's `focus_wrapping`).
import Testing
@testable import SplitEngine

@Suite("Focus wrapping as i3 does")
struct WrapTests {
    /// Windows 0 and 1 above each other, left of 2: H[V[0 1] 2].
    let t = tree(.split(thin(.horizontal), .split(thin(.vertical), .leaf(0), .leaf(1)), .leaf(2)))

    @Test func fromTheEndOfARowFocusWrapsToItsOtherEnd() {
        #expect(t.wrapping(from: 2, toward: .right) == 0)
        // Entered at the most recent window of that member, as i3 descends the focus.
        #expect(t.wrapping(from: 2, toward: .right, recency: [2, 1, 0]) == 1)
        #expect(t.wrapping(from: 0, toward: .left) == 2)
    }

    @Test func aWindowWithANeighbourThatWayDoesNotWrap() {
        #expect(t.wrapping(from: 0, toward: .right) == nil)
        #expect(t.wrapping(from: 0, toward: .down) == nil)
    }

    /// The innermost column holding the window, not the row around it.
    @Test func upAndDownWrapInTheInnermostColumn() {
        #expect(t.wrapping(from: 1, toward: .down) == 0)
        #expect(t.wrapping(from: 0, toward: .up) == 1)
        #expect(t.wrapping(from: 2, toward: .up) == nil)
    }

    /// i3's 170-force_focus_wrapping: tabs 1 and 2 in a group left of 3, H[T[1 2] 3]. From the
    /// first tab, left wraps within the group (its innermost row), not to 3.
    @Test func aTabbedGroupIsTheInnermostRowItsTabsWrapIn() throws {
        let area = Rect(x: 0, y: 0, width: 900, height: 600)
        var row = try SplitTree<Int>().inserting(1, beside: nil, placement: .toward(.right), in: area)
        row = try row.inserting(2, beside: 1, placement: .toward(.right), in: area).grouping(.tabbed, around: 2)
        let tree = try row.inserting(3, beside: nil, placement: .toward(.right), in: area)
        #expect(tree.groupStyle(of: 1) == .tabbed && tree.groupStyle(of: 3) == nil)
        #expect(tree.wrapping(from: 1, toward: .left) == 2)
        // At the group's end toward 3: the wrap is there, but focus takes the neighbour 3
        // first unless `focus_wrapping force` (as i3's first_wrap, used only when nothing is that way).
        #expect(tree.wrapping(from: 2, toward: .right) == 1)
        #expect(tree.wrapping(from: 1, toward: .right) == nil)
        #expect(tree.wrapping(from: 3, toward: .right) == 1)
        #expect(tree.wrapping(from: 3, toward: .right, recency: [3, 2, 1]) == 2)
        // Across its axis a tabbed group is no column.
        #expect(tree.wrapping(from: 1, toward: .down) == nil)
    }

    /// i3's 131-stacking-order: a stacked group is a column: down from its last member, its first.
    @Test func aStackedGroupIsAColumn() throws {
        let area = Rect(x: 0, y: 0, width: 900, height: 600)
        var column = try SplitTree<Int>().inserting(1, beside: nil, placement: .toward(.down), in: area)
        column = try column.inserting(2, beside: 1, placement: .toward(.down), in: area).grouping(.stacked, around: 2)
        #expect(column.wrapping(from: 2, toward: .down) == 1)
        #expect(column.wrapping(from: 1, toward: .up) == 2)
        #expect(column.wrapping(from: 1, toward: .right) == nil)
    }
}
