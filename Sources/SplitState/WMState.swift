// The window manager's whole state as one value: the monitors and the workspaces they show
// (Workspace.swift), one record per managed window, the pointer's drag, preselection, a saved
// layout waiting for its windows, and the input clock. Nothing here touches X; the picture it shows is derived
// from it (Picture+Drawing.swift) and pushed by the renderer.
import SplitConfig
import SplitEngine
import XModel

/// `presel`: the next window goes beside `window`, toward `direction`.
public struct Preselection: Hashable, Sendable {
    public var window: WindowID
    public var direction: Direction

    public init(window: WindowID, direction: Direction) {
        self.window = window
        self.direction = direction
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
    /// The binding mode whose keys are in force (`mode NAME`; `default` outside every mode
    /// block): a fact of the keyboard the user sees, in `query mode` and the `mode` event.
    public var bindingMode = BindingMode.defaultName

    /// One monitor covering `screen`, showing workspace 1.
    public init(settings: Settings, screen: Rect) {
        self.init(settings: settings, monitors: [MonitorInfo(name: "screen", frame: screen, primary: true)])
    }

    /// The monitors given (at least one; clones merged), each showing a workspace: the one
    /// the config pins to it, else the lowest free number.
    public init(settings: Settings, monitors infos: [MonitorInfo]) {
        self.settings = settings
        outputs.reported = infos
        let infos = Outputs.merged(infos)
        let none = MonitorInfo(name: "screen", frame: Rect(x: 0, y: 0, width: 1, height: 1), primary: true)
        for info in infos.isEmpty ? [none] : infos { workspaces.addMonitor(info, to: &outputs, present: Set(infos.map(\.name)), settings: settings) }
        refitGaps()
    }

    /// The area the focused workspace's tree is laid out in: its monitor's work area less the outer gap.
    public var focusedArea: Rect { workspaces[focusedWorkspaceID].site.area }

    /// The position in `workspaces` of the workspace on the focused monitor: where panels and
    /// EWMH (`_NET_CURRENT_DESKTOP`) list it. The reducer holds it by `focusedWorkspaceID`.
    var focusedWorkspaceIndex: Int { shownIndex(on: outputs.focusedIndex) }

    /// The workspace on the focused monitor, by identity.
    public var focusedWorkspaceID: WorkspaceID { outputs.focused.shows }

    /// The workspace monitor `m` shows, by identity.
    public func shownWorkspace(on m: Int) -> WorkspaceID { outputs.monitors[m].shows }

    /// The position in `workspaces` of the workspace monitor `m` shows.
    func shownIndex(on m: Int) -> Int { workspaces.shownIndex(on: m, in: outputs) }

    /// Monitor `m` shows `workspace`.
    mutating func setShown(_ workspace: WorkspaceID, on m: Int) { outputs.monitors[m].shows = workspace }

    /// The workspace the focused monitor shows: what commands, new windows and the keyboard act on.
    public var focusedWorkspace: Workspace {
        get { workspaces[focusedWorkspaceID] }
        set { workspaces[focusedWorkspaceID] = newValue }
    }

    /// The tree of the focused workspace.
    public var focusedTree: SplitTree<WindowID> {
        get { workspaces[focusedWorkspaceID].tree }
        set { workspaces[focusedWorkspaceID].tree = newValue }
    }

    /// The splitter drag under way, if any.
    public var splitterDrag: SplitterDrag? {
        get { if case .splitter(let d)? = drag { d } else { nil } }
        set { drag = newValue.map(PointerDrag.splitter) }
    }

    /// The layout of what the focused monitor shows (or of `other`, a version of its tree, in
    /// the same area with the same focus and collapse rule).
    public func focusedLayout(of other: SplitTree<WindowID>? = nil, into result: inout Layout<WindowID>) {
        (other ?? focusedTree).layout(in: focusedArea, focused: focused, collapseBelow: settings.collapseBelow,
                                      recency: focusedWorkspace.recency, tabRow: settings.tabs.rowHeight, titleBars: titleBars,
                                      into: &result)
    }

    /// The tiled windows that have a title bar: those `border normal` gave one, or all but
    /// those `border pixel` took it from when the `title-bars` setting is on.
    public var titleBars: TitleBars<WindowID> {
        // Below a title bar a window needs room for its border (Picture.hasRoom).
        let side = 2 * settings.border.width + 1
        let window = Size(width: side, height: side)
        return settings.border.titleBars ? TitleBars(byDefault: true, except: clients.untitledByChoice, window: window)
            : TitleBars(byDefault: false, except: clients.titledByChoice, window: window)
    }

    /// What layouts draw above windows: rows of the tabs' height, and the title bars.
    public var bars: Bars { Bars(row: settings.tabs.rowHeight, titles: titleBars) }

    public var focusedLayout: Layout<WindowID> {
        var result = Layout<WindowID>()
        focusedLayout(into: &result)
        return result
    }

    /// The layout of what the focused monitor shows, computed again only when what it depends on
    /// changed: a map asks three times (where the window goes, whether the focus is still in
    /// view, the picture) and used to lay the tree out three times.
    public mutating func focusedLayoutCached() -> Layout<WindowID> {
        workspaces[focusedWorkspaceID].currentLayout(focused: focused, collapseBelow: settings.collapseBelow, bars: bars)
    }
}
