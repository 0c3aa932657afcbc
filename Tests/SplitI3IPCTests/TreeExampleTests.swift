// GET_TREE of states built by hand: a row of windows, a tabbed group, a split of the other
// orientation inside a row, a floating window, the scratchpad, a dock, two monitors, the focus
// on a container; and what container ids name again.
import SplitEngine
import SplitI3IPC
import SplitJSON
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct TreeExampleTests {
    @Test func threeWindowsSideBySideAreOneSplithContainerOfThree() throws {
        let state = Examples.row(3)
        let tree = I3Tree(of: state)
        let workspace = try #require(tree.root.workspace("1"))
        #expect(workspace.layout == .splith && workspace.orientation == "horizontal")
        #expect(workspace.nodes.map(\.window?.id) == [w(1), w(2), w(3)])
        let percents = workspace.nodes.compactMap(\.percent)
        #expect(percents.count == 3 && abs(percents.reduce(0, +) - 1) < 0.001)
        // The first window keeps half; the second half is split again.
        #expect(abs(percents[0] - 0.5) < 0.01 && abs(percents[1] - percents[2]) < 0.01)
        // Side by side across the screen, each tile the client grown by the border.
        let picture = Picture(of: state)
        for node in workspace.nodes {
            let window = try #require(node.window?.id), placement = try #require(picture.windows[window]?.placement)
            #expect(node.rect == PixelRect(x: placement.rect.x, y: placement.rect.y, width: placement.rect.width + 4, height: placement.rect.height + 4))
            #expect(node.windowRect == PixelRect(x: 2, y: 2, width: placement.rect.width, height: placement.rect.height))
            #expect(node.border == .pixel && node.currentBorderWidth == 2 && node.decoRect == PixelRect(x: 0, y: 0, width: 0, height: 0))
            #expect(node.name == "window \(window.rawValue)" && node.window?.className == "XTerm")
        }
        #expect(workspace.nodes.map(\.rect.y) == [0, 0, 0] && workspace.nodes[0].rect.x == 0)
        #expect(tree.root.leaves.map(\.window?.id) == [w(1), w(2), w(3)])
        // The focus on 3, the most recent first in every focus list on the way.
        #expect(tree.root.focusedNode?.window?.id == w(3))
        #expect(workspace.focus.first == 3)
    }

    @Test func aTabbedGroupShowsOneMemberAndGivesEachItsTab() throws {
        var state = Examples.row(3, border: 0)
        try run("layout tabbed", on: &state)
        // As in i3, the group is a con inside the workspace, which keeps its orientation.
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(workspace.layout == .splith && workspace.nodes.count == 1)
        let group = workspace.nodes[0]
        #expect(group.layout == .tabbed && group.orientation == "none" && group.percent == 1)
        #expect(group.nodes.map(\.window?.id) == [w(1), w(2), w(3)])
        #expect(group.nodes.map(\.percent) == [0, 0, 1])
        let row = state.settings.tabs.rowHeight
        #expect(group.nodes.map(\.decoRect) == [0, 500, 1000].map { PixelRect(x: $0, y: 0, width: 500, height: row) })
        // The member shown below the bar; the hidden ones have no rectangle.
        #expect(group.nodes[2].rect == PixelRect(x: 0, y: row, width: 1500, height: 1000 - row))
        #expect(group.nodes[0].rect == PixelRect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func aGroupInsideARowIsAContainerWithTheGroupsLayout() throws {
        var state = Examples.row(3, border: 0)
        try run("focus left", on: &state)
        try run("layout stacking", on: &state)
        // A chain of one orientation is one container: the row of three becomes one stack, a
        // con inside the workspace.
        var workspace = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(workspace.layout == .splith && workspace.nodes.map(\.layout) == [.stacked] && workspace.nodes[0].nodes.count == 3)
        try run("layout toggle split", on: &state)
        try run("presel down", on: &state)
        Examples.manage(4, in: &state)
        try run("layout tabbed", on: &state)
        workspace = try #require(I3Tree(of: state).root.workspace("1"))
        // 1 | (2 above 4, tabbed) | 3
        #expect(workspace.layout == .splith && workspace.nodes.count == 3)
        let group = workspace.nodes[1]
        #expect(group.layout == .tabbed && group.window == nil && group.name == nil)
        #expect(group.nodes.map(\.window?.id) == [w(2), w(4)] && group.nodes.map(\.percent) == [0, 1])
        #expect(group.focused == false && group.nodes[1].focused)
        #expect(conTarget(id: group.id, in: state) == .container(w(2), levels: 1))
    }

    @Test func aTitleBarIsTheWindowsDecorationAboveItsClient() throws {
        let state = Examples.row(2) { $0.border.titleBars = true }
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        let row = state.settings.tabs.rowHeight
        let picture = Picture(of: state)
        for node in workspace.nodes {
            let window = try #require(node.window?.id), client = try #require(picture.windows[window]?.placement?.rect)
            #expect(node.border == .normal)
            // The tile from the bar's top; the client below the bar, inside the border.
            #expect(node.rect == PixelRect(x: client.x, y: client.y - row, width: client.width + 4, height: client.height + 4 + row))
            #expect(node.windowRect == PixelRect(x: 2, y: row + 2, width: client.width, height: client.height))
            #expect(node.decoRect == PixelRect(x: node.rect.x, y: 0, width: node.rect.width, height: row))
            #expect(node.actualDecoRect == PixelRect(x: 0, y: 0, width: node.rect.width, height: row))
        }
        #expect(workspace.border == .normal && workspace.currentBorderWidth == -1)
    }

    @Test func aStickyWindowsConIsStickyAsI3ReportsItFloatingOrTiled() throws {
        var state = Examples.row(2)
        Examples.manage(7, in: &state) { $0.facts.types = [.utility]; $0.facts.wantsSticky = true }
        try run("[id=1] sticky enable", on: &state)
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        let floating = try #require(workspace.floatingNodes.first?.nodes.first)
        #expect(floating.window?.id == w(7) && floating.sticky && floating.floating == .userOn)
        let tiles = workspace.allNodes.filter { $0.window != nil && $0.floating != .userOn }
        #expect(tiles.first { $0.window?.id == w(1) }?.sticky == true && tiles.first { $0.window?.id == w(2) }?.sticky == false,
                "a tile keeps the flag, as i3's con does")
    }

    @Test func aDesktopWindowIsAStickyFloatingWindowOfTheWorkspaceShown() throws {
        var state = Examples.row(1)
        Examples.manage(7, in: &state) { $0.facts.types = [.desktop]; $0.facts.requested = PixelRect(x: 0, y: 0, width: 1500, height: 1000) }
        let workspace = try #require(I3Tree(of: state).root.workspace("1"))
        let desktop = try #require(workspace.floatingNodes.first?.nodes.first)
        #expect(desktop.window?.id == w(7) && desktop.sticky && desktop.floating == .autoOn && desktop.window?.type == "unknown")
        #expect(desktop.rect == PixelRect(x: 0, y: 0, width: 1500, height: 1000) && desktop.border == .none)
        // Never focused by splitwm, so last in the focus list.
        #expect(workspace.focus.last == workspace.floatingNodes[0].id)
    }

    @Test func anEmptyWorkspaceHasTheLayoutSaidForIt() throws {
        // i3's `split v` on an empty workspace (splitwm's presel down) makes it splitv; `layout
        // tabbed` tabbed; a window then alone on it keeps the orientation.
        var state = Examples.row(1)
        _ = state.handle(.destroyed(w(1)))
        #expect(I3Tree(of: state).root.workspace("1")?.layout == .splith)
        try run("presel down", on: &state)
        #expect(I3Tree(of: state).root.workspace("1")?.layout == .splitv)
        try run("presel toggle", on: &state)
        #expect(I3Tree(of: state).root.workspace("1")?.layout == .splith)
        try run("layout tabbed", on: &state)
        let tabbed = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(tabbed.layout == .tabbed && tabbed.workspaceLayout == "tabbed")
        try run("layout splitv", on: &state)
        Examples.manage(1, in: &state)
        let lone = try #require(I3Tree(of: state).root.workspace("1"))
        #expect(lone.layout == .splitv && lone.workspaceLayout == "default" && lone.nodes.count == 1)
    }

    @Test func aVerticalSplitInsideARowIsASplitvContainer() throws {
        var state = Examples.row(2)
        try run("presel down", on: &state)
        Examples.manage(3, in: &state)
        let tree = I3Tree(of: state)
        let workspace = try #require(tree.root.workspace("1"))
        #expect(workspace.layout == .splith && workspace.nodes.count == 2)
        let column = workspace.nodes[1]
        #expect(column.layout == .splitv && column.orientation == "vertical" && column.kind == .con && column.window == nil)
        #expect(column.nodes.map(\.window?.id) == [w(2), w(3)])
        #expect(abs(column.nodes.compactMap(\.percent).reduce(0, +) - 1) < 0.001)
        #expect(abs(workspace.nodes.compactMap(\.percent).reduce(0, +) - 1) < 0.001)
        // The column's rectangle holds both tiles; its id is a container's, and names it again.
        let (above, below) = (column.nodes[0].rect, column.nodes[1].rect)
        #expect(column.rect == PixelRect(x: above.x, y: above.y, width: above.width, height: below.y + below.height - above.y))
        #expect(column.id > 1 << 41 && tree.node(withID: column.id) == column)
        #expect(conTarget(id: column.id, in: state) == .container(w(2), levels: 1))
        #expect(column.focus == [3, 2] && workspace.focus == [column.id, 1])
        // The focus parent of window 3 is that column.
        try run("focus parent", on: &state)
        let focused = try #require(I3Tree(of: state).root.focusedNode)
        #expect(focused.id == column.id && focused.window == nil)
        try run("focus parent", on: &state)
        #expect(I3Tree(of: state).root.focusedNode?.kind == .workspace)
    }

    @Test func aFloatingWindowIsInAFloatingContainerOfItsWorkspace() throws {
        var state = Examples.row(1)
        Examples.manage(2, in: &state) { $0.facts.types = [.dialog]; $0.facts.requested = PixelRect(x: 100, y: 100, width: 300, height: 200) }
        #expect(state.clients[w(2)]?.kind == .floating)
        let tree = I3Tree(of: state)
        let workspace = try #require(tree.root.workspace("1"))
        #expect(workspace.nodes.map(\.window?.id) == [w(1)])
        let floating = try #require(workspace.floatingNodes.first)
        #expect(floating.kind == .floatingCon && floating.id == (4 << 40) + 2 && floating.nodes.count == 1)
        let window = floating.nodes[0]
        let frame = try #require(state.clients[w(2)]?.frame)
        #expect(window.window?.id == w(2) && window.floating == .userOn && window.percent == 1 && window.window?.type == "dialog")
        #expect(window.rect == PixelRect(x: frame.x, y: frame.y, width: frame.width + 4, height: frame.height + 4))
        #expect(floating.rect == window.rect && window.windowRect == PixelRect(x: 2, y: 2, width: frame.width, height: frame.height))
        #expect(window.geometry == frame)
        // Both are leaves to i3ipc; the focus went to the dialog.
        #expect(Set(tree.root.leaves.compactMap(\.window?.id)) == [w(1), w(2)])
        #expect(workspace.focus.first == floating.id && tree.root.focusedNode?.id == 2)
        #expect(conTarget(id: floating.id, in: state) == .window(w(2)))
    }

    @Test func theScratchpadIsUnderTheI3PseudoOutput() throws {
        var state = Examples.row(2)
        try run("[title=\"window 1\"] mark term", on: &state)
        try run("[title=\"window 1\"] move scratchpad", on: &state)
        let tree = I3Tree(of: state)
        let i3 = try #require(tree.root.nodes.first)
        #expect(i3.kind == .output && i3.name == "__i3" && i3.nodes.map(\.name) == ["content"])
        let scratchpad = try #require(tree.root.scratchpad)
        #expect(scratchpad.num == -1 && scratchpad.output == "__i3" && scratchpad.nodes.isEmpty)
        let floating = try #require(scratchpad.floatingNodes.first)
        let window = try #require(floating.nodes.first)
        // As i3's: the floating container says fresh, the window in it none.
        #expect(floating.scratchpadState == "fresh" && window.scratchpadState == "none")
        #expect(window.window?.id == w(1) && window.marks == ["term"])
        #expect(tree.root.workspaces.map(\.name) == ["1"])
        #expect(tree.root.workspace("1")?.nodes.map(\.window?.id) == [w(2)])
        #expect(I3Reply.marks(of: state) == ["term"])
    }

    @Test func aDockAtTheTopIsInTheTopDockArea() throws {
        var state = Examples.row(1)
        Examples.manage(9, in: &state) {
            $0.facts.types = [.dock]
            $0.facts.requested = PixelRect(x: 0, y: 0, width: 1500, height: 30)
            $0.facts.strut = Strut(top: StrutEdge(size: 30))
        }
        let tree = I3Tree(of: state)
        let output = try #require(tree.root.nodes.last)
        #expect(output.nodes.map(\.name) == ["topdock", "content", "bottomdock"])
        #expect(output.nodes.map(\.kind) == [.dockarea, .con, .dockarea])
        let top = output.nodes[0]
        #expect(top.nodes.map(\.window?.id) == [w(9)] && output.nodes[2].nodes.isEmpty)
        #expect(top.rect == PixelRect(x: 0, y: 0, width: 1500, height: 30) && top.nodes[0].window?.type == "dock")
        #expect(output.nodes[1].rect == PixelRect(x: 0, y: 30, width: 1500, height: 970))
        #expect(tree.root.workspace("1")?.rect.y == 30)
        // Not a leaf to i3ipc: it is in a dock area.
        #expect(tree.root.leaves.map(\.window?.id) == [w(1)])
    }

    @Test func twoMonitorsAreTwoOutputsEachWithItsWorkspaces() throws {
        var state = Examples.twoMonitors()
        try run("workspace 2", on: &state)
        Examples.manage(2, in: &state)
        let tree = I3Tree(of: state)
        #expect(tree.root.nodes.map(\.name) == ["__i3", "DP-1", "HDMI-1"])
        let (left, right) = (tree.root.nodes[1], tree.root.nodes[2])
        #expect(left.rect == PixelRect(x: 0, y: 0, width: 1000, height: 800) && right.rect.x == 1000)
        #expect(left.nodes[1].nodes.map(\.name) == ["1"] && right.nodes[1].nodes.map(\.name) == ["2"])
        #expect(right.nodes[1].nodes[0].nodes.first?.window?.id == w(2) && right.nodes[1].nodes[0].output == "HDMI-1")
        // The focused output first, the scratchpad's last.
        #expect(tree.root.focus == [right.id, left.id, tree.root.nodes[0].id])
        let outputs = try JSON(parsing: I3Reply.outputs(of: state).text)
        // i3's list starts with the inactive root output, as large as the screen the monitors span.
        #expect(outputs == [
            ["name": "xroot-0", "active": false, "primary": false, "rect": ["x": 0, "y": 0, "width": 2200, "height": 900], "current_workspace": .null],
            ["name": "DP-1", "active": true, "primary": true, "rect": ["x": 0, "y": 0, "width": 1000, "height": 800], "current_workspace": "1"],
            ["name": "HDMI-1", "active": true, "primary": false, "rect": ["x": 1000, "y": 0, "width": 1200, "height": 900],
             "current_workspace": "2"],
        ])
        let workspaces = I3Reply.workspaces(of: state)
        #expect(workspaces == [
            ["id": .int(2 << 40), "num": 1, "name": "1", "visible": true, "focused": false,
             "rect": ["x": 0, "y": 0, "width": 1000, "height": 800], "output": "DP-1", "urgent": false],
            ["id": .int((2 << 40) + 1), "num": 2, "name": "2", "visible": true, "focused": true,
             "rect": ["x": 1000, "y": 0, "width": 1200, "height": 900], "output": "HDMI-1", "urgent": false],
        ])
        #expect(tree.root.workspaces.map(\.id) == [2 << 40, (2 << 40) + 1])
        #expect(conTarget(id: (2 << 40) + 1, in: state) == .workspace("2"))
    }

    @Test func urgencyRisesToTheWorkspaceAndNoFurther() throws {
        var state = Examples.row(2)
        try run("presel down", on: &state)
        Examples.manage(3, in: &state)
        try run("focus left", on: &state)
        _ = state.handle(.attentionRequest(w(3), .on))
        let tree = I3Tree(of: state)
        let workspace = try #require(tree.root.workspace("1"))
        #expect(state.clients[w(3)]?.urgent == true)
        #expect(workspace.urgent && workspace.nodes[1].urgent && !workspace.nodes[0].urgent)
        #expect(!tree.root.urgent && !tree.root.nodes.contains(where: \.urgent))
    }

    @Test func idsNameNothingOnceItIsGone() throws {
        var state = Examples.row(2)
        #expect(conTarget(id: 2, in: state) == .window(w(2)))
        #expect(conTarget(id: 1 << 40, in: state) == nil)
        // A window's id is no container's: a lone split's top is the workspace's.
        #expect(conTarget(id: (3 << 40) + 2, in: state) == nil)
        try run("kill", on: &state)
        _ = state.handle(.destroyed(w(2)))
        #expect(conTarget(id: 2, in: state) == nil)
        #expect(conTarget(id: 12345, in: state) == nil && conTarget(id: -1, in: state) == nil)
    }

    @Test func theReplyIsTheTreeAsI3WritesIt() throws {
        let json = I3Reply.tree(of: Examples.row(1))
        let keys = ["id", "type", "orientation", "scratchpad_state", "percent", "urgent", "marks", "focused", "output",
                    "layout", "workspace_layout", "last_split_layout", "border", "current_border_width", "rect", "deco_rect",
                    "window_rect", "geometry", "name", "window_icon_padding", "window", "window_type", "window_properties",
                    "nodes", "floating_nodes", "focus", "fullscreen_mode", "sticky", "floating", "swallows"]
        guard case .object(let members)? = json["nodes"]?[1]?["nodes"]?[1]?["nodes"]?[0]?["nodes"]?[0] else {
            Issue.record("no window at root.nodes[1].nodes[1].nodes[0].nodes[0]")
            return
        }
        #expect(members.map(\.0) == keys)
        #expect(json["nodes"]?[1]?["nodes"]?[1]?["nodes"]?[0]?["nodes"]?[0]?["window_properties"] ==
            ["class": "XTerm", "instance": "xterm", "title": "window 1", "transient_for": nil])
        #expect(json["type"] == "root" && json["name"] == "root" && json["percent"] == .some(.null))
        #expect(try JSON(parsing: json.text) == json)
    }
}

extension JSON {
    /// Element `index` of an array.
    subscript(index: Int) -> JSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
