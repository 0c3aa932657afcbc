// GET_TREE of what i3's `append_layout` put in: the containers the file described (a splitv
// holding only a splitv of two, i3's 216; one container filling an empty workspace, i3's 213),
// an empty container with its layout, and the windows that come in their places.
import SplitConfig
import SplitEngine
import SplitI3IPC
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct AppendedLayoutTreeTests {
    static let top = WindowIdentity(className: "top", instance: "top", role: nil)
    static let bottom = WindowIdentity(className: "bottom", instance: "bottom", role: nil)

    static func leaf(_ index: Int) -> SplitNode<WindowID> { .leaf(LoadedLayout.leaf(index), minSize: .zero) }
    static func waiting(_ className: String) -> LayoutLeaf { LayoutLeaf(className: className) }

    /// An empty workspace under i3's placement.
    static func empty() -> WMState {
        var settings = Settings()
        settings.placement = .container
        return WMState(settings: settings, screen: Examples.screen)
    }

    /// A splitv of two placeholders (top, bottom) inside a splitv of one, appended to an empty workspace.
    static func state() -> WMState {
        var state = empty()
        let column = Split(layout: .vertical, box: SplitBox(enclosing: [.vertical]))
        let tree = try! SplitTree<WindowID>(root: .split(column, leaf(0), leaf(1)))
        let layout = LoadedLayout(tree: tree, leaves: [LoadedLayout.leaf(0): waiting("top"), LoadedLayout.leaf(1): waiting("bottom")],
                                  area: nil, appended: true)
        #expect(state.handle(.loadLayout(layout)).failure == nil)
        return state
    }

    @Test func theFilesContainersAreTheWorkspacesChildrenAndTheWindowsTakeTheirPlaces() throws {
        var state = Self.state()
        var workspace = try #require(I3Tree(of: state).root.workspace("1"))
        // One child: the outer splitv, holding the inner splitv of the two placeholders.
        #expect(workspace.layout == .splith && workspace.nodes.count == 1)
        let outer = try #require(workspace.nodes.first)
        #expect(outer.layout == .splitv && outer.nodes.count == 1 && outer.swallows.isEmpty && outer.window == nil)
        let inner = try #require(outer.nodes.first)
        #expect(inner.layout == .splitv && inner.nodes.count == 2 && inner.id != outer.id && inner.percent == 1)
        #expect(inner.nodes.map { $0.swallows.first?.first?.key } == ["class", "class"] && inner.nodes[0].swallows != inner.nodes[1].swallows)
        #expect(outer.rect == inner.rect && inner.rect == workspace.rect)

        _ = state.handle(.manage(client(8, Self.bottom), mapped: false))
        _ = state.handle(.manage(client(7, Self.top), mapped: false))
        workspace = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(workspace.nodes.count == 1)
        #expect(workspace.nodes.first?.nodes.first?.nodes.map(\.window?.id) == [w(7), w(8)])
        // `focus parent` from a window rests on the inner container (its id now named by its windows).
        let filled = try #require(workspace.nodes.first?.nodes.first)
        try run("focus parent", on: &state)
        #expect(I3Tree(of: state).root.focusedNode?.id == filled.id && filled.layout == .splitv)
    }

    @Test func anEmptyContainerKeepsItsLayoutAndTakesNoWindow() throws {
        var state = Self.empty()
        var empty = WaitingLeaf.empty()
        empty.layout = .vertical
        let layout = LoadedLayout(tree: try SplitTree<WindowID>(root: Self.leaf(0)), leaves: [LoadedLayout.leaf(0): LayoutLeaf(waiting: empty)],
                                  area: nil, appended: true)
        _ = state.handle(.loadLayout(layout))
        _ = state.handle(.manage(client(7, Self.top), mapped: false))
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(workspace.nodes.count == 2 && workspace.nodes[0].layout == .splitv && workspace.nodes[0].window == nil)
        #expect(workspace.nodes[0].nodes.isEmpty && workspace.nodes[1].window?.id == w(7))
    }
}
