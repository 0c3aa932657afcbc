// GET_TREE of i3's container of one (`split v|h` on a window among others, under `placement
// container`): a con of the orientation said, with the window's rectangle and the window as its
// one child; after the next window joins it, that con holds both (i3's 122-split.t).
import SplitEngine
import SplitI3IPC
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct ContainerOfOneTreeTests {
    static func row(_ count: Int) -> WMState { Examples.row(count) { $0.placement = .container } }

    @Test func aSplitWindowIsTheOneChildOfAConOfTheOrientationSaid() throws {
        var state = Self.row(2)
        try run("presel down", on: &state)
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(workspace.layout == .splith && workspace.nodes.count == 2)
        let second = workspace.nodes[1]
        #expect(second.layout == .splitv && second.window == nil)
        #expect(second.nodes.map(\.window?.id) == [w(2)])
        // It has its window's tile, all of it, and the focus list leads to the window.
        #expect(second.rect == second.nodes[0].rect && second.nodes[0].percent == 1)
        #expect(second.focus == [second.nodes[0].id] && workspace.focus.first == second.id)
        #expect(second.id != second.nodes[0].id && I3Tree(of: state).root.focusedNode?.window?.id == w(2))
        // Its id names its window for `[con_id=N]`.
        #expect(conTarget(id: second.id, in: state) == .window(w(2)))
        // `focus parent` rests on it, and a window opened then goes beside it, not into it.
        try run("focus parent", on: &state)
        #expect(I3Tree(of: state).root.focusedNode?.id == second.id)
        Examples.manage(3, in: &state)
        let after = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(after.nodes.map(\.id) == [after.nodes[0].id, second.id, after.nodes[2].id] && after.nodes[2].window?.id == w(3))
        #expect(after.nodes[1].nodes.map(\.window?.id) == [w(2)])
        try run("focus left", on: &state)
        // Another `split` turns it: still one con around the window.
        try run("presel right", on: &state)
        let turned = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(turned.nodes[1].layout == .splith && turned.nodes[1].nodes.count == 1 && turned.nodes[1].id == second.id)
    }

    @Test func theNextWindowBesideItJoinsTheCon() throws {
        var state = Self.row(2)
        try run("presel down", on: &state)
        let old = try #require(I3Tree(of: state).root.workspace("1")?.nodes[1].id)
        Examples.manage(3, in: &state)
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(workspace.nodes.count == 2 && workspace.nodes[0].window?.id == w(1))
        let column = workspace.nodes[1]
        #expect(column.layout == .splitv && column.nodes.map(\.window?.id) == [w(2), w(3)])
        // The split is a con of two now, not the con of one it was.
        #expect(column.id != old && conTarget(id: old, in: state) == nil)
    }

    @Test func aLoneWindowsSplitIsTheWorkspacesLayout() throws {
        var state = Self.row(1)
        try run("presel down", on: &state)
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(workspace.layout == .splitv && workspace.nodes.map(\.window?.id) == [w(1)])
    }
}
