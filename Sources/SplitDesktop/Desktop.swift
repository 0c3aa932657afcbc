// The window manager's whole state as one value: the monitors and the workspaces they show,
// one record per managed window, the pointer's drag, preselection, a saved layout waiting for
// its windows, and the input clock. Nothing here touches X; the picture it shows is derived
// from it (Desktop+Picture.swift) and pushed by the renderer.
import SplitCore
import SplitEngine
import XModel

/// A screen area and the workspace it shows.
public struct Monitor: Hashable, Sendable {
    /// The whole monitor (what a fullscreen window covers).
    public var frame: Rect
    /// The part of it the workspace's tree fills: the frame less the docks' struts.
    public var area: Rect
    public var workspace: Int

    public init(frame: Rect, workspace: Int = 0) {
        self.frame = frame
        self.area = frame
        self.workspace = workspace
    }
}

/// A set of windows arranged together: its split tree (with its zoom), its floating windows
/// and its focus history.
public struct Workspace: Hashable, Sendable {
    public var tree = SplitTree<WindowID>()
    /// Its floating windows, bottom to top.
    public var floating: [WindowID] = []
    /// The workspace's windows, most recently focused first (ties in spatial focus go to the front).
    public var recency: [WindowID] = []

    public init() {}
}

/// A splitter drag under way: the engine's drag value, where the button went down, and the
/// tree as it was then (in on-release mode the windows stay there until release).
public struct SplitterDrag: Hashable, Sendable {
    public var drag: SplitDrag
    public let pressedAt: PixelPoint
    public let fromSplitter: Bool
    public let treeAtPress: SplitTree<WindowID>

    public init(drag: SplitDrag, pressedAt: PixelPoint, fromSplitter: Bool, treeAtPress: SplitTree<WindowID>) {
        self.drag = drag
        self.pressedAt = pressedAt
        self.fromSplitter = fromSplitter
        self.treeAtPress = treeAtPress
    }
}

/// A floating window moved or resized with the mouse: where it was and where the pointer
/// went down; the motion's distance from there is the change.
public struct FrameDrag: Hashable, Sendable {
    public let window: WindowID
    public let frameAtPress: PixelRect
    public let pressedAt: PixelPoint

    public init(window: WindowID, frameAtPress: PixelRect, pressedAt: PixelPoint) {
        self.window = window
        self.frameAtPress = frameAtPress
        self.pressedAt = pressedAt
    }
}

/// What the pointer is doing.
public enum PointerDrag: Hashable, Sendable {
    case splitter(SplitterDrag)
    /// The drag modifier with button 1 on a floating window.
    case move(FrameDrag)
    /// The drag modifier with button 3 on a floating window (its bottom-right corner follows).
    case resize(FrameDrag)

    /// The floating window a move or resize drags.
    public var window: WindowID? {
        switch self {
        case .splitter: nil
        case .move(let d), .resize(let d): d.window
        }
    }
}

/// `presel`: the next window goes beside `window`, toward `direction`.
public struct Preselection: Hashable, Sendable {
    public var window: WindowID
    public var direction: Direction

    public init(window: WindowID, direction: Direction) {
        self.window = window
        self.direction = direction
    }
}

/// Times and places from the last input events.
public struct InputClock: Hashable, Sendable {
    /// The last server time seen in an event, for focus requests (ICCCM asks not to use CurrentTime).
    public var lastTime: UInt32 = 0
    /// The time of the last key or button press, nil before the first: an application asking
    /// for focus must not ask earlier.
    public var lastUserInput: UInt32?
    /// Where the pointer was when last seen, to tell a pointer that moved from windows that moved.
    public var lastPointer: PixelPoint?
    /// The last click (a press and release without a drag) on a splitter, to tell a double click.
    public var lastSplitterClick: SplitterClick?

    public init() {}
}

public struct SplitterClick: Hashable, Sendable {
    public var split: Int
    public var time: UInt32
    public var point: PixelPoint

    public init(split: Int, time: UInt32, point: PixelPoint) {
        self.split = split
        self.time = time
        self.point = point
    }
}

/// The whole state.
public struct Desktop: Equatable, Sendable {
    public var settings: Settings
    /// Today one monitor, the screen, showing the one workspace.
    public var monitors: [Monitor]
    public var workspaces: [Workspace] = [Workspace()]
    public var clients: [WindowID: Client] = [:]
    /// Managed windows in the order they were managed (_NET_CLIENT_LIST's order).
    public var clientOrder: [WindowID] = []
    public var focused: WindowID?
    /// Counts focus requests, so the picture asks X again even for the window already focused.
    public var focusRequests = 0
    public var drag: PointerDrag?
    public var preselection: Preselection?
    public var input = InputClock()
    /// A saved layout from an earlier session waiting for its windows.
    public var swallow: SwallowState?
    /// The last layout computed (see `currentLayout()`): a cache, not state.
    public var layoutCache = LayoutCache()

    public init(settings: Settings, screen: Rect) {
        self.settings = settings
        monitors = [Monitor(frame: screen)]
    }

    /// The monitor everything happens on, until there are several.
    public var area: Rect {
        get { monitors[0].area }
        set { monitors[0].area = newValue }
    }

    /// The workspace the monitor shows.
    public var workspace: Workspace {
        get { workspaces[monitors[0].workspace] }
        set { workspaces[monitors[0].workspace] = newValue }
    }

    public var tree: SplitTree<WindowID> {
        get { workspace.tree }
        set { workspaces[monitors[0].workspace].tree = newValue }
    }

    /// The splitter drag under way, if any.
    public var splitterDrag: SplitterDrag? {
        get { if case .splitter(let d)? = drag { d } else { nil } }
        set { drag = newValue.map(PointerDrag.splitter) }
    }

    /// The layout of what the monitor shows (or of `other`, a version of its tree, in the same
    /// area with the same focus and collapse rule): the one place that lays a tree out.
    public func layout(of other: SplitTree<WindowID>? = nil, into result: inout Layout<WindowID>) {
        (other ?? tree).layout(in: area, focused: focused, collapseBelow: settings.collapseBelow, into: &result)
    }

    public var layout: Layout<WindowID> {
        var result = Layout<WindowID>()
        layout(into: &result)
        return result
    }

    /// The layout of what the monitor shows, computed again only when what it depends on
    /// changed: a map asks three times (where the window goes, whether the focus is still in
    /// view, the picture) and used to lay the tree out three times.
    public mutating func currentLayout() -> Layout<WindowID> {
        let key = LayoutCache.Key(tree: tree, area: area, focused: focused, collapseBelow: settings.collapseBelow)
        if layoutCache.key != key {
            layout(into: &layoutCache.layout)
            layoutCache.key = key
        }
        return layoutCache.layout
    }
}

/// A layout and what it was computed from. A cache, not state: any two are equal, so two
/// desktops that differ only in what they last laid out are equal. Comparing keys is cheap:
/// trees share unchanged branches, and a branch compares equal to itself by identity.
public struct LayoutCache: Equatable, Sendable {
    struct Key: Equatable, Sendable {
        var tree: SplitTree<WindowID>
        var area: Rect
        var focused: WindowID?
        var collapseBelow: Size
    }

    var key: Key?
    var layout = Layout<WindowID>()

    public init() {}

    public static func == (a: LayoutCache, b: LayoutCache) -> Bool { true }
}
