// The `node` command in the state, without X: a split with everything under it (named by the
// first window of each side) swapped with a window on its workspace or on another, and sent to
// another workspace whole; what each workspace's focus then is, and the failures that name
// the node.
import SplitCommands
import SplitEngine
@testable import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct NodeCommandTests {
    /// 1 | 2 | (3 over 4) on workspace 1, the focus on 4; the column is the split `3/4`.
    static func rowWithAColumn() -> WMState { ContainerFocusTests.rowWithAColumn() }
    static let column = NodeName(window: 3, secondWindow: 4)

    static func leaves(_ d: WMState, _ name: String) -> [WindowID] { d.workspaces.first { $0.name == name }?.tree.leaves ?? [] }

    @Test func aSplitSwapsWithAWindowOnItsWorkspaceWhole() throws {
        var d = Self.rowWithAColumn()
        let before = Picture(of: d)
        #expect(d.handle(commands: [.node(Self.column, .swap(with: NodeName(window: 1)))]).failure == nil)
        #expect(d.focusedTree.leaves == [w(3), w(4), w(2), w(1)])
        // The column keeps its shape where 1 was; the focus stays on 4.
        let after = Picture(of: d)
        func rect(_ p: Picture, _ id: UInt32) -> PixelRect? { p.windows[w(id)]?.placement?.rect }
        #expect(rect(after, 3)?.x == rect(before, 1)?.x && rect(after, 4)?.x == rect(before, 1)?.x)
        #expect((rect(after, 3)?.y ?? 0) < (rect(after, 4)?.y ?? 0))
        #expect(d.focused == w(4))
    }

    @Test func aNodeCannotSwapWithOneItHoldsAndAnUnknownNodeIsNamed() {
        var d = Self.rowWithAColumn()
        let tree = d.focusedTree
        let nested = d.handle(commands: [.node(Self.column, .swap(with: NodeName(window: 3)))]).failure?.description ?? ""
        #expect(nested.contains("hold one another"), "\(nested)")
        let unknown = d.handle(commands: [.node(NodeName(window: 2, secondWindow: 4), .swap(with: NodeName(window: 1)))]).failure?.description
        #expect(unknown == "node: no split 0x2/0x4 (whose sides begin with those windows)")
        #expect(d.focusedTree == tree)
    }

    @Test func aSplitSwappedWithAWindowOnAnotherWorkspaceTakesTheFocusHistoryWithIt() throws {
        var d = Self.rowWithAColumn()
        _ = d.handle(commands: [.workspace(.named("2"))])
        _ = d.handle(.manage(client(8), mapped: true))
        _ = d.handle(.manage(client(9), mapped: true))   // 8 | 9, the focus on 9
        _ = d.handle(commands: [.workspace(.named("1"))])
        #expect(d.focused == w(4))
        #expect(d.handle(commands: [.node(Self.column, .swap(with: NodeName(window: 8)))]).failure == nil)
        #expect(Self.leaves(d, "1") == [w(1), w(2), w(8)])
        #expect(Self.leaves(d, "2") == [w(3), w(4), w(9)])
        #expect(d.clients.workspace(of: w(3)) == d.workspaces.first { $0.name == "2" }?.id)
        #expect(d.clients.workspace(of: w(8)) == d.focusedWorkspaceID)
        // The column had workspace 1's focus: 8, which took its place, has it now; on 2, 9
        // keeps it and the column comes after it, where 8 was.
        #expect(d.focused == w(8))
        let two = try #require(d.workspaces.first { $0.name == "2" })
        #expect(two.recency.prefix(3) == [w(9), w(4), w(3)])
    }

    @Test func aSplitSentToAnotherWorkspaceGoesWholeAndTheFocusStays() throws {
        var d = Self.rowWithAColumn()
        #expect(d.handle(commands: [.node(Self.column, .moveToWorkspace(.named("2")))]).failure == nil)
        let two = try #require(d.workspaces.first { $0.name == "2" })
        #expect(two.tree.leaves == [w(3), w(4)] && two.tree.root?.splitCount == 1)
        #expect(two.recency.first == w(4))
        #expect(d.focusedTree.leaves == [w(1), w(2)])
        #expect(d.focusedWorkspace.name == "1" && d.focused == w(2))
    }

    @Test func recencyPutsTheWindowsThatComeWhereThoseThatLeftWere() {
        let history = [w(5), w(1), w(2), w(3)]
        #expect(WMState.recency(history, leaving: [w(1), w(3)], arriving: [w(8), w(9)]) == [w(5), w(8), w(9), w(2)])
        #expect(WMState.recency(history, leaving: [w(5)], arriving: [w(7)]) == [w(7), w(1), w(2), w(3)])
        #expect(WMState.recency(history, leaving: [w(6)], arriving: [w(7)]) == history + [w(7)])
    }
}
