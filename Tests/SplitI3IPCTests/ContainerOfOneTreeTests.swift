// GET_TREE of i3's container of one (`split v|h` on a window among others, under `placement
// container`): a con of the orientation said, with the window's rectangle and the window as its
// one child; after the next window joins it, that con holds both (i3's 122-split.t). A group
// is a con inside its workspace, and a lone window whose first split is to be a group is in a
// tabbed or stacked con of one (i3's 122-split.t, 138-floating-attach.t, 167-workspace_layout.t).
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

    @Test(arguments: [("layout stacking", I3Node.Layout.stacked), ("layout tabbed", .tabbed)])
    func aLoneWindowSaidToBeAGroupIsTheOneChildOfThatGroupsCon(command: String, layout: I3Node.Layout) throws {
        var state = Self.row(1)
        try run(command, on: &state)
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(workspace.layout == .splith && workspace.nodes.count == 1)
        let group = workspace.nodes[0]
        #expect(group.layout == layout && group.window == nil && group.nodes.map(\.window?.id) == [w(1)])
        #expect(group.rect == group.nodes[0].rect && group.percent == 1 && group.focus == [group.nodes[0].id])
        #expect(conTarget(id: group.id, in: state) == .window(w(1)))
        // The next window joins it: the con holds both, still the workspace's one child.
        Examples.manage(2, in: &state)
        let joined = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(joined.layout == .splith && joined.nodes.count == 1)
        #expect(joined.nodes[0].layout == layout && joined.nodes[0].nodes.map(\.window?.id) == [w(1), w(2)])
        #expect(conTarget(id: joined.nodes[0].id, in: state) == .container(w(1), levels: 1))
    }

    @Test func theConfigsWorkspaceLayoutPutsALoneWindowInAGroupOfOne() throws {
        var state = Examples.row(1) { $0.placement = .container; $0.tabs.workspaceLayout = .stacked }
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(workspace.layout == .splith && workspace.nodes.map(\.layout) == [.stacked])
        #expect(workspace.nodes[0].nodes.map(\.window?.id) == [w(1)])
        // Without the config's, a lone window is the workspace's child itself.
        state.settings.tabs.workspaceLayout = nil
        #expect(I3Tree(of: state).root.workspace("1")?.nodes.map(\.window?.id) == [w(1)])
    }

    @Test func aGroupOfTheWholeTreeIsAConInsideItsWorkspaceWhichFocusParentReaches() throws {
        var state = Self.row(2)
        try run("layout stacking", on: &state)
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(workspace.layout == .splith && workspace.nodes.count == 1)
        #expect(workspace.nodes[0].layout == .stacked && workspace.nodes[0].nodes.map(\.window?.id) == [w(1), w(2)])
        try run("focus parent", on: &state)
        let tree = I3Tree(of: state).root
        #expect(tree.focusedNode?.id == workspace.nodes[0].id && tree.workspace("1")?.focused == false)
    }

    @Test func splitAfterFocusParentPutsTheContainerInAConOfItsOwnThatTheNextWindowJoins() throws {
        // i3's 122-split.t at the root: the workspace turns, the row its one child.
        var state = Self.row(2)
        try run("focus parent; presel down", on: &state)
        let turned = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(turned.layout == .splitv && turned.nodes.count == 1 && turned.nodes[0].layout == .splith)
        #expect(turned.nodes[0].nodes.map(\.window?.id) == [w(1), w(2)] && turned.nodes[0].focused)
        Examples.manage(3, in: &state)
        let joined = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(joined.layout == .splitv && joined.nodes.map(\.window?.id) == [nil, w(3)])
        #expect(joined.nodes[0].nodes.map(\.window?.id) == [w(1), w(2)] && state.focusedWorkspace.overrides.wrappedContainers.isEmpty)
        // Inside a row (i3's 145-flattening.t): the tabbed con of 2 and 3 goes in a splitv con of its
        // own, which the next window joins below it.
        var inner = Self.row(2)
        try run("presel down", on: &inner)
        Examples.manage(3, in: &inner)
        try run("layout tabbed; focus parent; presel down", on: &inner)
        let wrapped = try #require(I3Tree(of: inner).root.workspace("1"))
        #expect(wrapped.layout == .splith && wrapped.nodes.count == 2 && wrapped.nodes[1].layout == .splitv)
        #expect(wrapped.nodes[1].nodes.map(\.layout) == [.tabbed] && wrapped.nodes[1].nodes[0].nodes.map(\.window?.id) == [w(2), w(3)])
        Examples.manage(4, in: &inner)
        let after = try #require(I3Tree(of: inner).root.workspace("1"))
        #expect(after.nodes.count == 2 && after.nodes[1].layout == .splitv && after.nodes[1].nodes.map(\.window?.id) == [nil, w(4)])
        #expect(after.nodes[1].nodes[0].layout == .tabbed)
    }
}
