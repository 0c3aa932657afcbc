// One node of i3's layout tree (GET_TREE) as a value: every field i3 writes for a container,
// with i3's names for its kinds, layouts, borders and floating states. I3Tree.swift builds the
// nodes from the window manager's state; I3Node+JSON.swift writes them in i3's shape.
import XModel

/// One container of i3's tree: the root, an output, a dock area, a workspace, a split or
/// group container, a floating container, or a window.
public struct I3Node: Hashable, Sendable {
    /// i3's container types (`type`).
    public enum Kind: String, Hashable, Sendable {
        case root, output, con, workspace, dockarea
        case floatingCon = "floating_con"
    }

    /// i3's layouts (`layout`): how a container arranges its children.
    public enum Layout: String, Hashable, Sendable {
        case splith, splitv, stacked, tabbed, dockarea, output
    }

    /// i3's border styles (`border`): `normal` has a title bar.
    public enum Border: String, Hashable, Sendable {
        case normal, pixel, none
    }

    /// i3's floating states (`floating`): tiled windows are `auto_off`, splitwm's floating
    /// windows `user_on`, desktop windows (sticky, above no tile) `auto_on`.
    public enum Floating: String, Hashable, Sendable {
        case autoOff = "auto_off", autoOn = "auto_on", userOff = "user_off", userOn = "user_on"
    }

    /// What i3 knows of the X window in a window container.
    public struct WindowFacts: Hashable, Sendable {
        public var id: WindowID
        public var className: String
        public var instance: String
        public var title: String
        public var role: String?
        public var machine: String?
        public var transientFor: WindowID?
        /// i3's name of its _NET_WM_WINDOW_TYPE (`normal`, `dialog`, …, `unknown`).
        public var type: String
    }

    public var id: Int
    public var kind: Kind
    /// The title for a window, the workspace's or output's name, i3's own names for the root,
    /// `content` and the dock areas; nil for split, group and floating containers.
    public var name: String?
    /// A window's `title_format`, when one was given (i3 writes the member only then).
    public var titleFormat: String?
    public var layout: Layout
    /// The output the node is on; nil for the root and the outputs themselves (i3 leaves it out).
    public var output: String?
    /// Absolute, root-relative.
    public var rect = PixelRect.zero
    /// The client window inside `rect`, relative to it.
    public var windowRect = PixelRect.zero
    /// The node's tab or title bar relative to its parent's `rect` (zero without one).
    public var decoRect = PixelRect.zero
    /// The title bar relative to the node's own `rect`, for a window with a title bar in a split
    /// (i3 4.22's `actual_deco_rect`); nil elsewhere, where i3 writes none.
    public var actualDecoRect: PixelRect?
    /// Where the window floats (splitwm's `Client.frame`); zero for other nodes.
    public var geometry = PixelRect.zero
    /// The node's share of its parent along the parent's axis as shown; nil where i3 writes null.
    public var percent: Double?
    public var border = Border.none
    /// -1 for containers without a window, as i3 writes it.
    public var currentBorderWidth = -1
    public var window: WindowFacts?
    /// A placeholder's (a waiting leaf's) criteria, as i3's `swallows`: key and pattern pairs,
    /// one list per swallow; empty for other nodes.
    public var swallows: [[Pair]] = []

    /// One key of a swallow and its pattern.
    public struct Pair: Hashable, Sendable {
        public var key: String
        public var pattern: String
    }
    /// A workspace's number (-1 for a named one); nil for other nodes.
    public var num: Int?
    /// A workspace's outer gap (i3's `gaps`); nil for other nodes.
    public var outerGap: Int?
    /// i3's `workspace_layout`: `default`, or the group a workspace's first split becomes.
    public var workspaceLayout = "default"
    /// The node or (for a container) a window inside it wants attention; never above workspaces.
    public var urgent = false
    public var marks: [String] = []
    public var focused = false
    /// The children's ids (tiling and floating), most recently focused first.
    public var focus: [Int] = []
    /// 1 for a fullscreen window, else 0.
    public var fullscreenMode = 0
    public var sticky = false
    public var floating = Floating.autoOff
    /// `fresh` for a scratchpad window, else `none`.
    public var scratchpadState = "none"
    public var nodes: [I3Node] = []
    public var floatingNodes: [I3Node] = []

    public init(id: Int, kind: Kind, name: String?, layout: Layout, output: String?) {
        self.id = id
        self.kind = kind
        self.name = name
        self.layout = layout
        self.output = output
    }

    /// i3's obsolete `orientation`, still written: a split's axis, else `none`.
    public var orientation: String {
        switch layout {
        case .splith: "horizontal"
        case .splitv: "vertical"
        case .stacked, .tabbed, .dockarea, .output: "none"
        }
    }

    /// The node with `id`: this one or one below it (tiling or floating), depth first.
    public func node(withID id: Int) -> I3Node? {
        if self.id == id { return self }
        for child in nodes + floatingNodes {
            if let found = child.node(withID: id) { return found }
        }
        return nil
    }

    /// This node and every node below it, depth first, tiling children before floating ones.
    public var allNodes: [I3Node] {
        var out: [I3Node] = []
        func walk(_ node: I3Node) {
            out.append(node)
            for child in node.nodes { walk(child) }
            for child in node.floatingNodes { walk(child) }
        }
        walk(self)
        return out
    }
}

extension PixelRect {
    /// No pixels at the origin: what i3 writes for a rectangle a node does not have.
    static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)
}
