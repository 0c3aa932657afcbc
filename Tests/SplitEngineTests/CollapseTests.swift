// Collapsed splits: forced or by size, focus moves into their hidden sides as through a stack,
// the state documents keep the forced value, and space returning brings every split back.
import PropertyBased
import PropertyTestSupport
import SplitJSON
import Testing
@testable import SplitEngine

@Suite struct CollapseTests {
    /// 1 | (2 | 3) on 1920x1080 without splitters: 1 is 960 wide, 2 and 3 480 each.
    static let row = tree(.split(thin(), .leaf(1), .split(thin(), .leaf(2), .leaf(3))))
    static let narrow = Rect(x: 0, y: 0, width: 320, height: 1080)
    static let below = Size(width: 400, height: 0)

    @Test func focusMovesThroughACollapsedRowOneWindowAtATime() {
        let t = Self.row
        #expect(t.layout(in: Self.narrow, focused: 1, collapseBelow: Self.below).tiles.map(\.leaf) == [1])
        // Right from 1 enters the hidden side (1 is its first leaf's neighbour), then on to 3.
        #expect(t.focusNeighbour(of: 1, toward: .right, in: Self.narrow, collapseBelow: Self.below) == 2)
        #expect(t.focusNeighbour(of: 2, toward: .right, in: Self.narrow, collapseBelow: Self.below) == 3)
        #expect(t.focusNeighbour(of: 3, toward: .right, in: Self.narrow, collapseBelow: Self.below) == nil)
        #expect(t.focusNeighbour(of: 3, toward: .left, in: Self.narrow, collapseBelow: Self.below) == 2)
        #expect(t.focusNeighbour(of: 2, toward: .left, in: Self.narrow, collapseBelow: Self.below) == 1)
        #expect(t.focusNeighbour(of: 1, toward: .up, in: Self.narrow, collapseBelow: Self.below) == nil)
        // Each target, focused, is the one window shown.
        for leaf in [1, 2, 3] {
            #expect(t.layout(in: Self.narrow, focused: leaf, collapseBelow: Self.below).tiles.map(\.leaf) == [leaf])
        }
    }

    @Test func enteringASideFocusesItsMostRecentWindowElseItsFirst() {
        let t = Self.row
        #expect(t.focusNeighbour(of: 1, toward: .right, in: Self.narrow, collapseBelow: Self.below, recency: [1, 3, 2]) == 3)
        #expect(t.focusNeighbour(of: 1, toward: .right, in: Self.narrow, collapseBelow: Self.below, recency: [1]) == 2)
    }

    @Test func theNearestCollapsedSplitWinsOverATileFurtherAway() {
        // (1 | 2) | 3 with the inner split forced collapsed, 1 focused: right goes to 2, hidden
        // behind 1, before 3, which is on screen beyond.
        var inner = thin()
        inner.collapsed = true
        let t = tree(.split(thin(), .split(inner, .leaf(1), .leaf(2)), .leaf(3)))
        #expect(t.layout(in: screen, focused: 1).tiles.map(\.leaf) == [1, 3])
        #expect(t.focusNeighbour(of: 1, toward: .right, in: screen) == 2)
        #expect(t.focusNeighbour(of: 2, toward: .right, in: screen) == 3)
        #expect(t.focusNeighbour(of: 3, toward: .left, in: screen, recency: [3, 2, 1]) == 1, "the spatial neighbour: the side shown now")
    }

    @Test func aTileInsideTheShownSideIsNearerThanTheHiddenSide() {
        // (1 | 2) | 3 with the outer split forced collapsed, 1 focused: 2 lies between 1 and 3.
        var outer = thin()
        outer.collapsed = true
        let t = tree(.split(outer, .split(thin(), .leaf(1), .leaf(2)), .leaf(3)))
        #expect(t.layout(in: screen, focused: 1).tiles.map(\.leaf) == [1, 2])
        #expect(t.focusNeighbour(of: 1, toward: .right, in: screen) == 2)
        #expect(t.focusNeighbour(of: 2, toward: .right, in: screen) == 3)
        #expect(t.focusNeighbour(of: 3, toward: .left, in: screen, recency: [3, 1]) == 1)
    }

    @Test func aSideTheUserHidGetsNoFocusThroughACollapse() {
        var split = thin()
        split.collapsed = true
        split.hidden = .secondary
        let t = tree(.split(split, .leaf(1), .leaf(2)))
        #expect(t.focusNeighbour(of: 1, toward: .right, in: screen) == nil)
    }

    @Test func aForcedCollapseIsListedShowsTheFocusedSideAndIsKeptByTheDocuments() throws {
        let t = try Self.row.setting(.collapsed(true), ofSplit: 1, in: screen)
        let layout = t.layout(in: screen, focused: 3)
        #expect(layout.tiles.map(\.leaf) == [1, 3])
        #expect(layout.rect(of: 3) == Rect(x: 960, y: 0, width: 960, height: 1080))
        #expect(layout.collapsed == [1])
        #expect(t.layout(in: Self.narrow, focused: 3, collapseBelow: Self.below).collapsed == [0, 1])
        let back = try SplitTree<Int>(jsonDocument: t.jsonDocument())
        #expect(back == t)
        #expect(back.split(at: [.secondary])?.collapsed == true)
        #expect(try t.setting(.collapsed(false), ofSplit: 1, in: screen) == Self.row)
    }
}

@Suite("Collapse properties")
struct CollapseProperties {
    @Test func collapsingBySizeAndWideningAgainLeavesEveryFractionAndHiddenSideAsItWas() {
        forAllScripts(seed: 0x5EED_C011, cases: 200) { script, v in
            forEachState(of: script) { state, where_ in
                guard let root = state.tree.root, !root.summary.hasPriority else { return }
                let area = state.area
                let narrow = Rect(x: area.x, y: area.y, width: min(area.width, 320), height: min(area.height, 240))
                let collapse = Size(width: 400, height: 300)
                let before = state.tree.layout(in: area, focused: state.leaf(script.focus))
                var tree = state.tree.resized(from: area, to: narrow)
                // Focus walks through the collapsed splits meanwhile.
                var focus = state.leaf(script.focus)
                for direction in [Direction.right, .down, .right, .left, .up, .down] {
                    guard let from = focus else { break }
                    focus = tree.focusNeighbour(of: from, toward: direction, in: narrow, collapseBelow: collapse) ?? from
                    _ = tree.layout(in: narrow, focused: focus, collapseBelow: collapse)
                }
                tree = tree.resized(from: narrow, to: area)
                v.expect(tree == state.tree, "\(where_): the tree changed through a narrow screen")
                v.expect(tree.layout(in: area, focused: state.leaf(script.focus)) == before, "\(where_): the layout did not come back")
            }
        }
    }

    @Test func focusThroughCollapsedSplitsReachesAWindowTheCollapseThenShows() {
        forAllScripts(seed: 0x5EED_C012, cases: 200) { script, v in
            forEachState(of: script) { state, where_ in
                let collapse = script.collapse == .zero ? Size(width: 600, height: 400) : script.collapse
                let shown = state.tree.layout(in: state.area, focused: state.leaf(script.focus), collapseBelow: collapse).tiles
                for source in shown.map(\.leaf) {
                    for direction in Direction.allCases {
                        guard let target = state.tree.focusNeighbour(of: source, toward: direction, in: state.area,
                                                                     collapseBelow: collapse) else { continue }
                        v.expect(target != source, "\(where_): \(source) \(direction) goes to itself")
                        let after = state.tree.layout(in: state.area, focused: target, collapseBelow: collapse)
                        v.expect(after.rect(of: target) != nil, "\(where_): \(source) \(direction) goes to \(target), which is not shown then")
                    }
                }
            }
        }
    }
}
