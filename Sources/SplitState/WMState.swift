// The window manager's whole state as one value: the monitors and the workspaces they show
// (Workspace.swift), one record per managed window, the pointer's drag, preselection, a saved
// layout waiting for its windows, and the input clock. Nothing here touches X; the picture it shows is derived
// from it (WMState+Picture.swift) and pushed by the renderer.
import SplitConfig
import SplitEngine
import XModel

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
    /// for focus must not ask earlier. Presses the window manager sees itself (bindings, clicks)
    /// and, through XInput 2, those in every other window.
    public var lastUserInput: UInt32?
    /// Where the pointer was when last seen, to tell a pointer that moved from windows that moved.
    public var lastPointer: PixelPoint?
    /// The last click (a press and release without a drag) on a splitter, to tell a double click.
    public var lastSplitterClick: SplitterClick?

    public init() {}
}

extension InputClock {
    /// Whether a request made at `requestTime` (or, without one, the window's own
    /// _NET_WM_USER_TIME) comes no earlier than the user's last key or button press, nor than
    /// the focused window's _NET_WM_USER_TIME: only then can it answer something the user just
    /// did. A time of 0 means none (EWMH), and is never compared.
    func follows(requestTime: UInt32, userTime: UInt32?, focusedUserTime: UInt32?) -> Bool {
        let time = requestTime != 0 ? requestTime : (userTime ?? 0)
        guard time != 0 else { return false }
        let typed = focusedUserTime.flatMap { $0 == 0 ? nil : $0 }
        return [lastUserInput, typed].allSatisfy { last in last.map { !Self.isLater($0, than: time) } ?? true }
    }

    /// The user pressed a key or a button somewhere at `time`: the clock moves on, never back
    /// (a raw event may be read after a later press the window manager saw itself).
    mutating func noteUserInput(at time: UInt32) {
        if lastUserInput.map({ Self.isLater(time, than: $0) }) ?? true { lastUserInput = time }
        // 0 is the clock before any event: any time is later, even one past 2^31 ms of uptime.
        if lastTime == 0 || Self.isLater(time, than: lastTime) { lastTime = time }
    }

    /// Server time is 32-bit milliseconds and wraps after 49 days: compare by difference.
    public static func isLater(_ a: UInt32, than b: UInt32) -> Bool { Int32(bitPattern: a &- b) > 0 }
}

public struct SplitterClick: Hashable, Sendable {
    public var splitter: SplitterName
    public var time: UInt32
    public var point: PixelPoint

    public init(splitter: SplitterName, time: UInt32, point: PixelPoint) {
        self.splitter = splitter
        self.time = time
        self.point = point
    }
}

/// The window manager's whole state: the monitors, the workspaces (EWMH calls them desktops),
/// the windows and what the pointer does.
public struct WMState: Equatable, Sendable {
    public var settings: Settings
    /// The monitors, what each shows, and the one with the keyboard.
    public var outputs = Outputs()
    /// The workspaces, in the order panels show them, and the one focused before.
    public var workspaces = WorkspaceList()
    /// One record per managed window, in the order they were managed.
    public var clients = ClientTable()
    /// The scratchpad's hidden windows (WMState+Scratchpad.swift), the next `scratchpad show`
    /// shows first: floating windows on no workspace, kept managed.
    public var scratchpad: [WindowID] = []
    public var focused: WindowID?
    /// Counts focus requests, so the picture asks X again even for the window already focused.
    public var focusRequests = 0
    public var drag: PointerDrag?
    public var preselection: Preselection?
    public var input = InputClock()
    /// What an earlier session (or a layout file) left for windows still to come.
    public var restoration = Restoration()

    /// One monitor covering `screen`, showing workspace 1.
    public init(settings: Settings, screen: Rect) {
        self.init(settings: settings, monitors: [MonitorInfo(name: "screen", frame: screen, primary: true)])
    }

    /// The monitors given (at least one; clones merged), each showing a workspace: the one
    /// the config pins to it, else the lowest free number.
    public init(settings: Settings, monitors infos: [MonitorInfo]) {
        self.settings = settings
        let infos = Outputs.merged(infos)
        let none = MonitorInfo(name: "screen", frame: Rect(x: 0, y: 0, width: 1, height: 1), primary: true)
        for info in infos.isEmpty ? [none] : infos { addMonitor(info) }
        refitGaps()
    }

    /// The area the focused workspace's tree is laid out in: its monitor's work area less the outer gap.
    public var focusedArea: Rect { workspaces[focusedWorkspaceIndex].area }

    /// The position in `workspaces` of the workspace on the focused monitor.
    public var focusedWorkspaceIndex: Int { shownIndex(on: outputs.focusedIndex) }

    /// The position in `workspaces` of the workspace with identity `id`.
    public func workspaceIndex(_ id: WorkspaceID) -> Int? { workspaces.firstIndex { $0.id == id } }

    /// The position in `workspaces` of the workspace monitor `m` shows.
    public func shownIndex(on m: Int) -> Int {
        guard let index = workspaceIndex(outputs.monitors[m].shows) else { preconditionFailure("monitor \(outputs.monitors[m].name) shows no workspace") }
        return index
    }

    /// Monitor `m` shows workspace `index`.
    mutating func setShown(_ index: Int, on m: Int) { outputs.monitors[m].shows = workspaces[index].id }

    /// The workspace the focused monitor shows: what commands, new windows and the keyboard act on.
    public var focusedWorkspace: Workspace {
        get { workspaces[focusedWorkspaceIndex] }
        set { workspaces[focusedWorkspaceIndex] = newValue }
    }

    /// The tree of the focused workspace.
    public var focusedTree: SplitTree<WindowID> {
        get { workspaces[focusedWorkspaceIndex].tree }
        set { workspaces[focusedWorkspaceIndex].tree = newValue }
    }

    /// The splitter drag under way, if any.
    public var splitterDrag: SplitterDrag? {
        get { if case .splitter(let d)? = drag { d } else { nil } }
        set { drag = newValue.map(PointerDrag.splitter) }
    }

    /// The layout of what the focused monitor shows (or of `other`, a version of its tree, in
    /// the same area with the same focus and collapse rule).
    public func focusedLayout(of other: SplitTree<WindowID>? = nil, into result: inout Layout<WindowID>) {
        (other ?? focusedTree).layout(in: focusedArea, focused: focused, collapseBelow: settings.collapseBelow, into: &result)
    }

    public var focusedLayout: Layout<WindowID> {
        var result = Layout<WindowID>()
        focusedLayout(into: &result)
        return result
    }

    /// The layout of what the focused monitor shows, computed again only when what it depends on
    /// changed: a map asks three times (where the window goes, whether the focus is still in
    /// view, the picture) and used to lay the tree out three times.
    public mutating func focusedLayoutCached() -> Layout<WindowID> {
        workspaces[focusedWorkspaceIndex].currentLayout(focused: focused, collapseBelow: settings.collapseBelow)
    }
}
