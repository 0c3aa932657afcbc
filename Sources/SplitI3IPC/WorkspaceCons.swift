// One workspace's split tree as i3's n-ary containers, with their rectangles, percents, tabs and
// focus order, read off the layout the picture shows.
//
// - A chain of splits of one orientation outside any group is one container (`splith`,
//   `splitv`) whose children are the chain's members in order (three windows side by side are
//   one container of three, not two nested splits). A group's splits (`SplitGroup`) are one
//   container (`tabbed`, `stacked`) whose children are its members (GroupMember.collect's rule).
//   A leaf is a window container, inside a container of one when `split` made one around it.
//   The whole tree's container is the workspace itself, but for a group: i3 puts a group in a
//   con of its own inside the workspace (con_set_layout on a window of the workspace, or its
//   workspace_layout), so a group at the root is the workspace's one child, and a lone window
//   whose first split is to be a group (Workspace.groupOfOne) is the one child of that con. A
//   container `split` put in a con of its own (Workspace.wrapper) is that con's one child; at the
//   root, the workspace is that con, turned to the orientation said.
// - Every workspace is laid out in its area, shown or not (i3 keeps the rectangles of
//   workspaces out of sight too). A container's `rect` is the bounding box of what it shows
//   (tiles, title bars, its bar); a node its layout does not show (a hidden tab, a hidden or
//   collapsed side, behind a zoom) has zero rectangles and a percent of 0.
// - A chain's child's `percent` is its length along the chain's axis as shown over the shown
//   children's total (splitters left out), so the shown children's add up to 1; a group's shown
//   member has 1.
// - A window's `rect` is its tile: the client rectangle grown by the border, with the title bar
//   above it if it has one; `window_rect` is the client's area inside it (the border and bar
//   in x and y, off-centre for a window whose size hints keep it smaller than its tile). A
//   fullscreen window's is its monitor (on screen), its window_rect that whole rectangle.
// - `deco_rect` is a member's tab (its row, stacked) relative to its group's rect, or a
//   window's title bar relative to its parent's; `actual_deco_rect` the bar relative to the
//   window's own rect (i3 4.22).
// - During a splitter drag that moves windows only on release, the windows are where the press
//   left them (as the picture shows them), in the shape of the tree now.
import SplitEngine
import SplitState
import SplitSyntax
import XModel

/// A node built from a workspace, with what its parent needs to place it among its siblings.
struct BuiltCon {
    var node: I3Node
    /// What it shows, absolute: nil when nothing of it is on screen.
    var shown: PixelRect?
    /// Its title bar, absolute (a window in a split that has one).
    var titleBar: PixelRect?
    /// Its most recently focused window's place in the workspace's focus history (Int.max: none;
    /// -1: the focused window).
    var recency: Int
}

/// One workspace's tree, laid out as the picture lays it out, walked into i3 containers.
struct WorkspaceCons {
    let state: WMState
    let picture: Picture
    let workspace: Workspace
    /// The output's name, written on every node.
    let output: String
    /// The path of the container the focus rests on (`focus parent`) in this tree, if it is
    /// the focused workspace's and the focus is on a container.
    let selection: [SplitSide]?
    /// The border a container without a window reports (i3's default_border).
    let containerBorder: I3Node.Border

    private let tiles: [WindowID: Rect]
    private let titleBars: [WindowID: Rect]
    private let groups: [SplitKey<WindowID>: Layout<WindowID>.Group]
    private let recencyRank: [WindowID: Int]

    init(state: WMState, picture: Picture, workspace index: Int, output: String, containerBorder: I3Node.Border) {
        self.state = state
        self.picture = picture
        self.output = output
        self.containerBorder = containerBorder
        let workspace = state.workspaces[index]
        self.workspace = workspace
        let isFocused = workspace.id == state.focusedWorkspaceID
        selection = isFocused ? state.focusedContainer : nil
        // As Picture+Drawing.swift lays each out: the focused workspace around the focused
        // window, the others around their most recent one.
        var shownTree = workspace.tree
        if isFocused, let drag = state.splitterDrag, state.settings.dragMode == .onRelease { shownTree = drag.treeAtPress }
        let layout = shownTree.layout(in: workspace.site.area, focused: isFocused ? state.focused : workspace.recency.first,
                                      collapseBelow: state.settings.collapseBelow, recency: workspace.recency,
                                      tabRow: state.bars.row, titleBars: state.bars.titles)
        tiles = Dictionary(layout.tiles.map { ($0.leaf, $0.rect) }, uniquingKeysWith: { a, _ in a })
        var titleBars: [WindowID: Rect] = [:], groups: [SplitKey<WindowID>: Layout<WindowID>.Group] = [:]
        for group in layout.groups {
            if group.split == nil, let window = group.tabs.first { titleBars[window] = group.bar } else { groups[group.key] = group }
        }
        self.titleBars = titleBars
        self.groups = groups
        var rank = Dictionary(workspace.recency.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        // The focused window leads, whatever came to the workspace since (a window sent here
        // is most recent without taking the focus): following focus lists finds it, as in i3.
        if isFocused, let focused = state.focused { rank[focused] = -1 }
        recencyRank = rank
    }

    /// The workspace's tiling: the layout of its whole tree's container and that container's
    /// children. Without a split it is what was said for the first (`split v`, `layout tabbed`
    /// on it empty), else the default orientation, as i3 keeps a workspace's layout; a group at
    /// the root, or the group of one of a lone window, is its one child (`groupIsChild`: the
    /// focus on the whole tree rests on that child, not on the workspace).
    func tiling() -> (layout: I3Node.Layout, children: [BuiltCon], groupIsChild: Bool) {
        let said = workspace.overrides.firstSplit
        let orientation = said.orientation ?? state.settings.defaultOrientation.layout(in: workspace.site.area)
        let layoutWithoutSplit: I3Node.Layout = orientation == .horizontal ? .splith : .splitv
        switch workspace.tree.root {
        case nil:
            // i3 gives an empty workspace the group said for it; with one window, the group
            // is a container around that window (`workspace_layout`).
            return (said.group.flatMap { $0 }.map { $0 == .tabbed ? .tabbed : .stacked } ?? layoutWithoutSplit, [], false)
        case .leaf(let window, _)?:
            var child = ownedCon(window, at: [])
            child.node.percent = child.shown == nil ? 0 : 1
            if let bar = child.titleBar { child.node.decoRect = bar.relative(to: pixelRect(workspace.site.area)) }
            guard let style = workspace.groupOfOne(around: window, workspaceLayout: state.settings.tabs.workspaceLayout) else {
                return (layoutWithoutSplit, [child], false)
            }
            return (layoutWithoutSplit, [groupOfOne(style, holding: child, window: window)], true)
        case .branch(let top)? where top.split.box != nil:
            // A layout file's container of its own fills the workspace, inside it.
            var child = wrapped(boxed(container(top, at: []).built, by: top), key: top.key, at: [])
            child.node.percent = child.shown == nil ? 0 : 1
            return (layoutWithoutSplit, [child], true)
        case .branch(let top)?:
            var whole = container(top, at: [])
            // `split` on the whole tree turned the workspace, the tree its one child (i3's tree_split).
            let wrapper = workspace.wrapper(ofContainerAt: [])
            guard top.split.group != nil || wrapper != nil else { return (whole.built.node.layout, whole.children, false) }
            whole.built.node.percent = whole.built.shown == nil ? 0 : 1
            return (wrapper.map { $0 == .horizontal ? .splith : .splitv } ?? layoutWithoutSplit, [whole.built], true)
        }
    }

    /// The tabbed or stacked con i3 keeps around a lone window whose first split is to be a
    /// group: the window's rectangle, the window its one child. Its id is the window's container
    /// of one's (a lone window is in no other).
    private func groupOfOne(_ style: SplitGroup, holding child: BuiltCon, window: WindowID) -> BuiltCon {
        var node = I3Node(id: I3ConID.containerOfOne(window), kind: .con, name: nil,
                          layout: style == .tabbed ? .tabbed : .stacked, output: output)
        var inner = child
        inner.node.decoRect = .zero
        node.rect = child.shown ?? .zero
        node.percent = child.shown == nil ? 0 : 1
        node.nodes = [inner.node]
        node.focus = [inner.node.id]
        node.urgent = inner.node.urgent
        node.border = containerBorder
        return BuiltCon(node: node, shown: child.shown, titleBar: nil, recency: child.recency)
    }

    /// The place of `window` in the workspace's focus history (Int.max: not in it; -1: it has the focus).
    func rank(of window: WindowID) -> Int { recencyRank[window] ?? Int.max }

    // MARK: - Containers

    private func con(_ node: SplitNode<WindowID>, at path: [SplitSide]) -> BuiltCon {
        switch node {
        case .leaf(let window, _): ownedCon(window, at: path)
        case .branch(let b): wrapped(boxed(container(b, at: path).built, by: b), key: b.key, at: path)
        }
    }

    /// `built`, the container whose topmost split is `top`'s, inside the containers of one an i3
    /// layout file put around it (`SplitBox.enclosing`), each with its rectangle and one child.
    private func boxed(_ built: BuiltCon, by top: Branch<WindowID>) -> BuiltCon {
        guard let box = top.split.box else { return built }
        var inner = built
        for (level, orientation) in box.enclosing.enumerated().reversed() {
            var node = I3Node(id: I3ConID.enclosing(top.key, level: level), kind: .con, name: nil,
                              layout: orientation == .horizontal ? .splith : .splitv, output: output)
            node.rect = inner.shown ?? .zero
            inner.node.percent = inner.shown == nil ? 0 : 1
            node.nodes = [inner.node]
            node.focus = [inner.node.id]
            node.urgent = inner.node.urgent
            node.border = containerBorder
            inner = BuiltCon(node: node, shown: inner.shown, titleBar: nil, recency: inner.recency)
        }
        return inner
    }

    /// `built`, the container at `path`, inside the con `split` put it in, if any: that con has
    /// the container's rectangle, the orientation said and the container as its one child.
    private func wrapped(_ built: BuiltCon, key: SplitKey<WindowID>, at path: [SplitSide]) -> BuiltCon {
        guard let orientation = workspace.wrapper(ofContainerAt: path) else { return built }
        var node = I3Node(id: I3ConID.wrapper(key), kind: .con, name: nil, layout: orientation == .horizontal ? .splith : .splitv,
                          output: output)
        var child = built
        child.node.percent = built.shown == nil ? 0 : 1
        node.rect = built.shown ?? .zero
        node.nodes = [child.node]
        node.focus = [child.node.id]
        node.urgent = child.node.urgent
        node.border = containerBorder
        return BuiltCon(node: node, shown: built.shown, titleBar: nil, recency: built.recency)
    }

    /// A tiled window's container, inside the container of one `split` made around it if it
    /// is in one (Workspace+ContainersOfOne.swift): that container has the window's rectangle,
    /// the orientation said and the window as its one child.
    private func ownedCon(_ window: WindowID, at path: [SplitSide]) -> BuiltCon {
        var child = windowCon(window)
        guard let orientation = workspace.containerOfOne(around: window) else { return child }
        var node = I3Node(id: I3ConID.containerOfOne(window), kind: .con, name: nil,
                          layout: orientation == .horizontal ? .splith : .splitv, output: output)
        node.rect = child.shown ?? .zero
        child.node.percent = child.shown == nil ? 0 : 1
        if let bar = child.titleBar { child.node.decoRect = bar.relative(to: node.rect) }
        node.nodes = [child.node]
        node.focus = [child.node.id]
        node.urgent = child.node.urgent
        // `focus parent` from the window rests on it (WMState.containers(around:)).
        node.focused = selection == path
        node.border = containerBorder
        return BuiltCon(node: node, shown: child.shown, titleBar: nil, recency: child.recency)
    }

    /// The container whose topmost split is `top`, at `path`, and its children placed in it.
    private func container(_ top: Branch<WindowID>, at path: [SplitSide]) -> (built: BuiltCon, children: [BuiltCon]) {
        var children = ContainerShape.members(of: top, at: path).map { con($0.node, at: $0.path) }
        let layout: I3Node.Layout = switch top.split.group {
        case .tabbed?: .tabbed
        case .stacked?: .stacked
        case nil: top.split.layout == .horizontal ? .splith : .splitv
        }
        var node = I3Node(id: I3ConID.container(top.key), kind: .con, name: nil, layout: layout, output: output)
        let group = top.split.group == nil ? nil : groups[top.key]
        var shown = children.compactMap(\.shown).bounds
        if let group, let body = shown { shown = body.union(pixelRect(group.bar)) }
        node.rect = shown ?? .zero
        if top.split.group != nil {
            for i in children.indices {
                children[i].node.percent = children[i].shown == nil ? 0 : 1
                if let group, i < group.tabs.count { children[i].node.decoRect = pixelRect(group.tabRect(i)).relative(to: node.rect) }
            }
        } else {
            let lengths = children.map { $0.shown.map { top.split.layout == .horizontal ? $0.width : $0.height } }
            let total = lengths.reduce(0) { $0 + ($1 ?? 0) }, count = lengths.compactMap { $0 }.count
            for i in children.indices {
                // Shown children with no pixels at all (a screen of one pixel) share alike.
                children[i].node.percent = lengths[i].map { total > 0 ? Double($0) / Double(total) : 1 / Double(count) } ?? 0
                if let bar = children[i].titleBar { children[i].node.decoRect = bar.relative(to: node.rect) }
            }
        }
        node.nodes = children.map(\.node)
        node.focus = Self.focusOrder(children)
        node.urgent = children.contains { $0.node.urgent }
        node.focused = selection == path
        node.border = containerBorder
        let built = BuiltCon(node: node, shown: shown, titleBar: nil, recency: children.map(\.recency).min() ?? Int.max)
        return (built, children)
    }

    /// The children's ids, the one holding the most recently focused window first (those
    /// without one last, in order).
    static func focusOrder(_ children: [BuiltCon]) -> [Int] {
        children.enumerated().sorted { ($0.element.recency, $0.offset) < ($1.element.recency, $1.offset) }.map(\.element.node.id)
    }

    // MARK: - Windows

    /// A tiled window's container: its tile (and title bar), where its client is in it.
    private func windowCon(_ window: WindowID) -> BuiltCon {
        let client = state.clients[window]
        let waiting = WaitID(leaf: window).flatMap { wait in state.workspaces.lazy.compactMap { $0.waits[wait] }.first }
        // An empty container keeps the layout its layout file gave it.
        let layout: I3Node.Layout = waiting?.layout == .vertical ? .splitv : .splith
        var node = I3Node(id: I3ConID.window(window), kind: .con, name: client?.facts.title ?? "", layout: layout, output: output)
        node.window = client.map(Self.facts)
        node.titleFormat = client?.titleFormat
        if let waiting, waiting.hasCriteria {
            node.swallows = [waiting.criteria.i3Patterns.map { I3Node.Pair(key: $0.key, pattern: $0.pattern) }]
        }
        let border = state.borderWidth(of: window)
        node.border = I3Node.Border(state.borderStyle(of: window))
        node.currentBorderWidth = border
        node.geometry = client?.frame ?? .zero
        node.urgent = client?.urgent ?? false
        node.marks = client?.marks ?? waiting?.marks ?? []
        node.fullscreenMode = client?.fullscreen == true ? 1 : 0
        // A sticky tile says so, as i3's does (splitwm carries it as a sidebar while it is one).
        node.sticky = client?.sticky == true
        node.scratchpadState = client?.scratchpad == true ? (client?.scratchpadFresh == true ? "fresh" : "changed") : "none"
        node.focused = selection == nil && window == state.focused
        let tile = tiles[window]
        let bar = tile == nil ? nil : titleBars[window].map(pixelRect)
        let shown = tile.map { t in bar.map { $0.union(pixelRect(t)) } ?? pixelRect(t) }
        let placement = picture.windows[window]?.placement
        if client?.fullscreen == true, let placement {
            // Over its monitor, above the tiles; its tile stays its parent's.
            node.rect = placement.rect.grown(by: placement.border)
            node.windowRect = placement.rect.atOrigin
        } else if let shown, let tile {
            node.rect = shown
            let client = placement?.rect ?? Picture.clientRect(for: tile, border: border)
            let clientBorder = placement?.border ?? border
            node.windowRect = PixelRect(x: client.x + clientBorder, y: client.y + clientBorder, width: client.width, height: client.height)
                .relative(to: shown)
            if let bar { node.actualDecoRect = bar.relative(to: shown) }
        }
        return BuiltCon(node: node, shown: shown, titleBar: client?.fullscreen == true ? nil : bar, recency: rank(of: window))
    }

    /// What i3 writes of a window's X properties.
    static func facts(_ client: Client) -> I3Node.WindowFacts {
        I3Node.WindowFacts(id: client.window, className: client.identity.className, instance: client.identity.instance,
                           title: client.facts.title, role: client.identity.role, machine: client.facts.machine,
                           transientFor: client.facts.transientFor, type: i3Name(of: client.facts.windowType))
    }

    /// i3's name for a window type: the types i3 knows by their names, the rest `unknown`.
    static func i3Name(of type: WindowType) -> String {
        switch type {
        case .normal, .dialog, .utility, .toolbar, .splash, .menu, .dock, .notification, .tooltip, .dropdownMenu, .popupMenu:
            type.rawValue
        case .desktop, .combo, .dnd: "unknown"
        }
    }
}

/// What makes splits one i3 container (SplitTree+Containers.swift): a chain of splits of one
/// orientation outside any group, or a group's splits of one style and orientation, up to a
/// split boxed as a container of its own (`SplitBox`).
enum ContainerShape {
    /// Whether `child`, a split directly below `parent`, is part of the same container.
    static func continues(_ child: Split, into parent: Split) -> Bool { child.continuesContainer(of: parent) }

    /// The members of the container whose topmost split is `top` (at `path`), in order: the
    /// nodes below its splits, each with its path from the root.
    static func members(of top: Branch<WindowID>, at path: [SplitSide]) -> [(node: SplitNode<WindowID>, path: [SplitSide])] {
        var out: [(node: SplitNode<WindowID>, path: [SplitSide])] = []
        func collect(_ node: SplitNode<WindowID>, _ at: [SplitSide]) {
            // The top is the container's own even when it is boxed as a container of its own.
            guard case .branch(let b) = node, at == path || continues(b.split, into: top.split) else {
                out.append((node, at))
                return
            }
            collect(b.primary, at + [.primary])
            collect(b.secondary, at + [.secondary])
        }
        collect(.branch(top), path)
        return out
    }
}
