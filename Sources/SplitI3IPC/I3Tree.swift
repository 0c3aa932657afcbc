// i3's layout tree (GET_TREE) as a pure function of the window manager's state and its
// picture: the shape i3 gives it, so clients written for i3 (i3-msg, i3ipc's `leaves()`,
// `workspaces()`, `scratchpad()`, `find_focused()`) read it unchanged.
//
//   root (splith)
//   ├── __i3 (output)                       the scratchpad, on no screen: zero rectangles
//   │   └── content
//   │       └── __i3_scratch (workspace, num -1)
//   │           └── floating_nodes: each hidden scratchpad window in a floating_con
//   └── one output per monitor, in RandR's order (layout "output", rect: the monitor's frame)
//       ├── topdock (dockarea)              docks whose centre is in the monitor's top half
//       ├── content                         the monitor's workspaces, in panel order
//       │   └── workspace (name, num or -1, rect: its tiling area, layout: its tree's)
//       │       ├── nodes: its tree (WorkspaceCons.swift)
//       │       └── floating_nodes: each floating window in a floating_con (the window's
//       │           con inside, floating "user_on", percent 1), desktop windows first
//       └── bottomdock (dockarea)           the other docks
//
// - Every managed window is in the tree once: a tile as a leaf of its workspace, a floating
//   window or a scratchpad window shown in a floating_con of its workspace, a hidden scratchpad
//   window under __i3_scratch, a dock in a dock area, a desktop window (a file manager's
//   desktop, on every workspace) as a sticky floating window ("auto_on") of the workspace its
//   monitor shows.
// - `sticky` is true on a window `sticky enable` (or _NET_WM_STATE_STICKY, or a rule) made
//   sticky, tile or floating, as i3 reports its flag, and on desktop windows.
// - `focused` is the window with the focus; with the focus on a container (`focus parent`)
//   that container (the workspace, for the whole tree); with no window focused, the focused
//   workspace. Following `focus[0]` from the root leads to it: the focused monitor's output
//   first (`__i3` last), then content, the workspace each shows, the children holding the
//   most recent window.
// - `urgent` rises from a window to its containers and its workspace, never above.
// - A workspace a monitor shows reports fullscreen_mode 1, the others 0, as i3's workspace_show
//   sets them (i3test's focused_ws finds the shown one so); a fullscreen window 1.
// - Ids: I3ConID.swift.
import SplitEngine
import SplitJSON
import SplitState
import XModel

/// i3's layout tree of one state.
public struct I3Tree: Sendable {
    public let root: I3Node

    /// The tree of `state`. Tiles come from the layout of each workspace, clients' places in
    /// them and floating windows from `picture`: the state's settled picture (`Picture(of:)`,
    /// `Picture.current(of:)`, the default), not a frame of a glide, whose windows are between
    /// their tiles.
    public init(of state: WMState, picture: Picture? = nil) {
        root = TreeBuilder(state: state, picture: picture ?? Picture(of: state)).root()
    }

    /// The GET_TREE reply.
    public var json: JSON { root.json }

    /// The node with `id`, if the tree has one.
    public func node(withID id: Int) -> I3Node? { root.node(withID: id) }
}

/// Builds the tree from the root down.
private struct TreeBuilder {
    let state: WMState
    let picture: Picture
    /// The focus on a container (`focus parent`) of the focused workspace, by path.
    let selection: [SplitSide]?
    let border: I3Node.Border

    init(state: WMState, picture: Picture) {
        self.state = state
        self.picture = picture
        selection = state.focusedContainer
        border = state.i3DefaultBorder
    }

    func root() -> I3Node {
        let monitors = state.outputs.monitors
        var slots = Set<Int>()
        func slot(_ name: String) -> Int {
            var s = I3ConID.outputSlot(named: name)
            while slots.contains(s) { s += 4 }
            slots.insert(s)
            return s
        }
        let scratch = scratchpadOutput(slot: slot("__i3"))
        let outputs = monitors.indices.map { output($0, slot: slot(monitors[$0].name)) }
        var root = I3Node(id: I3ConID.root, kind: .root, name: "root", layout: .splith, output: nil)
        let screen = state.screenSize
        root.rect = PixelRect(x: 0, y: 0, width: screen.width, height: screen.height)
        root.nodes = [scratch] + outputs
        let focusedOutput = outputs.indices.contains(state.outputs.focusedIndex) ? [outputs[state.outputs.focusedIndex].id] : []
        root.focus = focusedOutput + outputs.map(\.id).filter { !focusedOutput.contains($0) } + [scratch.id]
        root.border = border
        return root
    }

    // MARK: - Outputs

    /// The pseudo-output holding the scratchpad, as i3 has it.
    private func scratchpadOutput(slot: Int) -> I3Node {
        var workspace = I3Node(id: I3ConID.scratchpadWorkspace, kind: .workspace, name: "__i3_scratch", layout: .splith, output: "__i3")
        workspace.num = -1
        workspace.fullscreenMode = 1
        workspace.border = border
        let floating = state.scratchpad.map { floatingCon($0, output: "__i3", rank: 0) }
        workspace.floatingNodes = floating.map(\.node)
        workspace.focus = floating.map(\.node.id)
        workspace.urgent = floating.contains { $0.node.urgent }
        var content = I3Node(id: slot + 2, kind: .con, name: "content", layout: .splith, output: "__i3")
        content.nodes = [workspace]
        content.focus = [workspace.id]
        content.border = border
        var output = I3Node(id: slot, kind: .output, name: "__i3", layout: .output, output: nil)
        output.nodes = [content]
        output.focus = [content.id]
        output.border = border
        return output
    }

    /// Monitor `m`: its dock areas around its content, the workspaces that are on it.
    private func output(_ m: Int, slot: Int) -> I3Node {
        let monitor = state.outputs.monitors[m]
        let frame = pixelRect(monitor.frame), area = pixelRect(monitor.area)
        let docks = state.clients.order.compactMap { w in state.clients[w].flatMap { $0.kind == .dock ? $0 : nil } }
            .filter { state.i3MonitorIndex(holding: $0.frame) == m }
        let (top, bottom) = docks.reduce(into: ([Client](), [Client]())) { split, dock in
            let centre = dock.frame.y + dock.frame.height / 2
            if centre < frame.y + frame.height / 2 { split.0.append(dock) } else { split.1.append(dock) }
        }
        let topArea = PixelRect(x: frame.x, y: frame.y, width: frame.width, height: max(0, area.y - frame.y))
        let bottomY = area.y + area.height
        let bottomArea = PixelRect(x: frame.x, y: bottomY, width: frame.width, height: max(0, frame.y + frame.height - bottomY))
        var content = I3Node(id: slot + 2, kind: .con, name: "content", layout: .splith, output: monitor.name)
        content.rect = PixelRect(x: frame.x, y: area.y, width: frame.width, height: area.height)
        content.border = border
        let indices = state.workspaces.indices.filter { state.i3MonitorIndex(ofWorkspace: $0) == m }
        content.nodes = indices.map { workspace($0, output: monitor.name) }
        // The workspace it shows first: i3 keeps no order of the others, nor does splitwm.
        let shown = zip(indices, content.nodes).filter { state.monitorShowing(state.workspaces[$0.0].id) == m }.map(\.1.id)
        content.focus = shown + content.nodes.map(\.id).filter { !shown.contains($0) }
        var output = I3Node(id: slot, kind: .output, name: monitor.name, layout: .output, output: nil)
        output.rect = frame
        output.border = border
        output.nodes = [dockArea("topdock", id: slot + 1, top, rect: topArea, output: monitor.name), content,
                        dockArea("bottomdock", id: slot + 3, bottom, rect: bottomArea, output: monitor.name)]
        output.focus = [content.id, slot + 1, slot + 3]
        return output
    }

    private func dockArea(_ name: String, id: Int, _ docks: [Client], rect: PixelRect, output: String) -> I3Node {
        var area = I3Node(id: id, kind: .dockarea, name: name, layout: .dockarea, output: output)
        area.rect = rect
        area.border = border
        area.nodes = docks.map { dock in
            var node = I3Node(id: I3ConID.window(dock.window), kind: .con, name: dock.facts.title, layout: .splith, output: output)
            node.window = WorkspaceCons.facts(dock)
            node.rect = picture.windows[dock.window]?.placement?.rect ?? dock.frame
            node.windowRect = node.rect.atOrigin
            node.geometry = dock.frame
            node.currentBorderWidth = 0
            node.urgent = dock.urgent
            node.marks = dock.marks
            return node
        }
        area.focus = area.nodes.map(\.id)
        return area
    }

    // MARK: - Workspaces

    /// Workspace `index`: its tree's containers, its floating windows (the desktop windows of
    /// its monitor first, if it is shown), focus by its history.
    private func workspace(_ index: Int, output: String) -> I3Node {
        let ws = state.workspaces[index]
        let cons = WorkspaceCons(state: state, picture: picture, workspace: index, output: output, containerBorder: border)
        let (layout, tiling, groupIsChild) = cons.tiling()
        var node = I3Node(id: I3ConID.workspace(ws.id), kind: .workspace, name: ws.name, layout: layout, output: output)
        node.num = ws.number ?? -1
        node.rect = pixelRect(ws.site.area)
        node.outerGap = ws.site.outerGap
        // What its next first split becomes: its own choice (`layout tabbed` on a lone window), else the config's.
        let firstGroup = ws.overrides.firstSplit.group ?? state.settings.tabs.workspaceLayout
        node.workspaceLayout = firstGroup.map { $0 == .tabbed ? "tabbed" : "stacked" } ?? "default"
        node.fullscreenMode = state.monitorShowing(ws.id) != nil ? 1 : 0
        node.border = border
        let desktops = state.monitorShowing(ws.id).map { m in
            state.clients.order.filter { w in
                state.clients[w].map { $0.kind == .desktop && state.i3MonitorIndex(holding: $0.frame) == m } ?? false
            }
        } ?? []
        let floating = desktops.map { floatingCon($0, output: output, rank: Int.max) }
            + ws.floating.map { floatingCon($0, output: output, rank: cons.rank(of: $0)) }
        node.nodes = tiling.map(\.node)
        node.floatingNodes = floating.map(\.node)
        node.focus = WorkspaceCons.focusOrder(tiling + floating)
        node.urgent = state.i3Urgent(workspace: index)
        let isFocused = ws.id == state.focusedWorkspaceID
        node.focused = isFocused && (selection == [] && !groupIsChild || (selection == nil && state.focused == nil))
        return node
    }

    /// A window above the tiles (floating, a scratchpad window, a desktop window) in the
    /// floating container i3 puts around it; `rank`, its place in its workspace's focus history.
    private func floatingCon(_ window: WindowID, output: String, rank: Int) -> BuiltCon {
        let client = state.clients[window]
        let isDesktop = client?.kind == .desktop
        let placement = picture.windows[window]?.placement
        let border = placement?.border ?? state.borderWidth(of: window)
        let frame = placement?.rect ?? client?.frame ?? .zero
        var node = I3Node(id: I3ConID.window(window), kind: .con, name: client?.facts.title ?? "", layout: .splith, output: output)
        node.window = client.map(WorkspaceCons.facts)
        node.rect = frame.grown(by: border)
        node.windowRect = PixelRect(x: border, y: border, width: frame.width, height: frame.height)
        node.geometry = client?.frame ?? .zero
        node.percent = 1
        node.border = isDesktop ? .none : I3Node.Border(state.borderStyle(of: window))
        node.currentBorderWidth = isDesktop ? 0 : state.borderWidth(of: window)
        node.floating = isDesktop ? .autoOn : .userOn
        node.sticky = isDesktop || client?.sticky == true
        node.urgent = client?.urgent ?? false
        node.titleFormat = client?.titleFormat
        node.marks = client?.marks ?? []
        node.fullscreenMode = client?.fullscreen == true ? 1 : 0
        node.focused = selection == nil && window == state.focused
        var con = I3Node(id: I3ConID.floating(window), kind: .floatingCon, name: nil, layout: .splith, output: output)
        // i3 marks the floating container a scratchpad window is in, not the window's own
        // (185-scratchpad.t reads `__i3_scratch`'s floating_nodes).
        con.scratchpadState = client?.scratchpad == true ? (client?.scratchpadFresh == true ? "fresh" : "changed") : "none"
        con.rect = node.rect
        con.nodes = [node]
        con.focus = [node.id]
        con.urgent = node.urgent
        con.border = self.border
        return BuiltCon(node: con, shown: placement.map { _ in con.rect }, titleBar: nil, recency: rank)
    }
}
