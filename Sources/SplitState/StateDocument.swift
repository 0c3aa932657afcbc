// The one document of the window manager's state, as a value: every workspace with its tree
// and floating windows, every monitor, every managed window with what users are shown of it,
// the focus, the docks and the scratchpad. Built from the state and the picture last pushed
// (`StateDocument(of:picture:)`), without X; `query`'s replies, the `workspace` and `monitor`
// events and the state file are its projections (StateDocument+JSON.swift), and the state
// file reads back into what a restore needs (`SavedLayout(reading:)`, SavedLayout+Reading.swift).
import SplitConfig
import SplitEngine
import XModel

public struct StateDocument: Sendable {
    /// 1 was the first state file (the engine's tree document beside a table of identities),
    /// 2 this document with one tree, both still read; 3 is this document with every workspace.
    public static let version = 3

    /// The focused workspace: its area, tree and floating windows head the document, as in
    /// versions 1 and 2.
    public var focusedWorkspace: WorkspaceEntry
    /// Every workspace (the focused one too), in the order panels show them; empty in a
    /// document of one tree.
    public var workspaces: [WorkspaceEntry]
    public var monitors: [MonitorEntry]
    public var focused: WindowID?
    /// The windows that place themselves: docks and desktop windows, in management order.
    public var docks: [WindowID]
    /// The windows hidden in the scratchpad, the next to show first.
    public var scratchpad: [WindowID]
    /// The terminals waiting for the place a window took from them (WMState+Swallow.swift),
    /// in the order they were managed.
    public var swallowed: [WindowID]
    /// What each window named in the document is, besides its place.
    public var windows: [WindowID: WindowEntry]
    /// Every managed window, in the order they were managed (`query windows`).
    public var order: [WindowID]
    /// What each waiting leaf of the trees waits for (WaitingLeaf.swift).
    public var waits: [WaitID: WaitingLeaf]

    public init(focusedWorkspace: WorkspaceEntry, workspaces: [WorkspaceEntry] = [], monitors: [MonitorEntry] = [], focused: WindowID?,
                docks: [WindowID] = [], scratchpad: [WindowID] = [], swallowed: [WindowID] = [], windows: [WindowID: WindowEntry],
                order: [WindowID] = [], waits: [WaitID: WaitingLeaf] = [:]) {
        self.focusedWorkspace = focusedWorkspace
        self.workspaces = workspaces
        self.monitors = monitors
        self.focused = focused
        self.docks = docks
        self.scratchpad = scratchpad
        self.swallowed = swallowed
        self.windows = windows
        self.order = order
        self.waits = waits
    }

    /// One workspace (an EWMH desktop).
    public struct WorkspaceEntry: Equatable, Sendable {
        public var name: String
        public var number: Int?
        /// Its position in the list (EWMH's desktop number).
        public var index: Int
        /// The monitor showing it, else the one it belongs to now.
        public var monitor: String
        /// Whether a monitor shows it.
        public var shown: Bool
        /// The monitor it left when that monitor went, and whether it was shown there: where
        /// it goes back to when that monitor returns, which is what the state file keeps.
        public var displacedFrom: Displacement?
        /// Whether it has the keyboard (its monitor is the focused one).
        public var focused: Bool
        /// Whether a window on it wants attention.
        public var urgent: Bool
        /// Where its tiles go: its monitor's work area less the outer gap.
        public var area: Rect
        public var tree: SplitTree<WindowID>
        /// Its floating windows, bottom to top.
        public var floating: [WindowID]
        /// The splits that show one side only now (by `collapse-below` or forced), as the
        /// picture lays it out: a live fact, which the state file leaves out.
        public var collapsedNow: Set<SplitKey<WindowID>>
        /// The gaps `gaps … current` gave it (a restart keeps them, as i3's does).
        public var gaps: WorkspaceGaps
        /// Kept while empty (`workspaces set|add`, bspwm's desktops).
        public var declared: Bool

        public init(name: String, number: Int?, index: Int = 0, monitor: String, shown: Bool, displacedFrom: Displacement? = nil,
                    focused: Bool = false, urgent: Bool = false, area: Rect, tree: SplitTree<WindowID>, floating: [WindowID] = [],
                    collapsedNow: Set<SplitKey<WindowID>> = [], gaps: WorkspaceGaps = WorkspaceGaps(), declared: Bool = false) {
            self.name = name
            self.number = number
            self.index = index
            self.monitor = monitor
            self.shown = shown
            self.displacedFrom = displacedFrom
            self.focused = focused
            self.urgent = urgent
            self.area = area
            self.tree = tree
            self.floating = floating
            self.collapsedNow = collapsedNow
            self.gaps = gaps
            self.declared = declared
        }

        /// The number of windows on it, tiled and floating.
        public var windowCount: Int { tree.leafCount + floating.count }

        /// Where a restore puts it back: the monitor showing it, else the one it was displaced
        /// from (with whether it was shown there), else the one it belongs to.
        public var home: (monitor: String, shown: Bool) {
            if shown { return (monitor, true) }
            if let displacedFrom { return (displacedFrom.monitor, displacedFrom.shown) }
            return (monitor, false)
        }
    }

    /// One monitor as RandR reports it.
    public struct MonitorEntry: Equatable, Sendable {
        public var name: String
        public var rect: Rect
        /// Its work area: the rect less the docks' struts (the outer gap is inside it).
        public var area: Rect
        public var primary: Bool
        /// The name of the workspace it shows.
        public var workspace: String
        /// Whether it has the keyboard.
        public var focused: Bool

        public init(name: String, rect: Rect, area: Rect, primary: Bool, workspace: String, focused: Bool = false) {
            self.name = name
            self.rect = rect
            self.area = area
            self.primary = primary
            self.workspace = workspace
            self.focused = focused
        }
    }

    /// What the document shows of one window besides its place.
    public struct WindowEntry: Equatable, Sendable {
        /// What identifies it across sessions (class, instance, role).
        public var identity: WindowIdentity
        /// tiled, floating, dock or desktop.
        public var kind: ClientKind
        public var fullscreen: Bool
        /// The config lines of the window rules that matched it when it was managed.
        public var rules: [Int]
        /// Its process: _NET_WM_PID and WM_CLIENT_MACHINE, as the client gave them (the state
        /// file leaves them out).
        public var process: Process
        /// Its title as last read (the state file leaves it out: a restore does not need it).
        public var title: String
        public var urgent: Bool
        /// Its client rectangle (border excluded) as the picture places it; nil when the
        /// picture does not show it. A resize held for the client to draw the last one
        /// (`_NET_WM_SYNC_REQUEST`) shows here before X has it: `syncRequest` says it waits.
        public var rect: PixelRect?
        /// Where a floating window floats, as the state keeps it, shown or not (fullscreen, it
        /// is shown elsewhere): what a restore puts back. Nil for other kinds.
        public var frame: PixelRect?
        /// Its marks (`mark NAME`).
        public var marks: [String]
        /// A scratchpad window (hidden in the scratchpad, or shown by `scratchpad show`).
        public var scratchpad: Bool
        /// Its title bar as `border normal|pixel` (or a rule) chose it; nil: the setting's.
        public var titleBar: Bool?
        /// Its border's width as `border` (or a rule) chose it; nil: the settings'.
        public var borderWidth: Int?
        /// Sticky (`sticky enable`): what a restore gives back (the client's _NET_WM_STATE says
        /// so too, but only while it floats).
        public var sticky: Bool
        /// A swallowed terminal: the window in its place.
        public var swallowedBy: WindowID?
        /// Its _NET_WM_SYNC_REQUEST handshake, which only the X side knows and `query` shows;
        /// nil leaves it out.
        public var syncRequest: SyncRequestReport?

        public init(identity: WindowIdentity, kind: ClientKind = .tiled, fullscreen: Bool = false, rules: [Int] = [],
                    process: Process = Process(), title: String = "", urgent: Bool = false, rect: PixelRect?, frame: PixelRect? = nil,
                    marks: [String] = [], scratchpad: Bool = false, titleBar: Bool? = nil, sticky: Bool = false, swallowedBy: WindowID? = nil,
                    syncRequest: SyncRequestReport? = nil, borderWidth: Int? = nil) {
            self.borderWidth = borderWidth
            self.identity = identity
            self.kind = kind
            self.fullscreen = fullscreen
            self.rules = rules
            self.process = process
            self.title = title
            self.urgent = urgent
            self.rect = rect
            self.frame = frame
            self.marks = marks
            self.scratchpad = scratchpad
            self.titleBar = titleBar
            self.sticky = sticky
            self.swallowedBy = swallowedBy
            self.syncRequest = syncRequest
        }

        /// Whether the picture shows it.
        public var visible: Bool { rect != nil }
    }

    /// Where a window's client runs, as it said.
    public struct Process: Equatable, Sendable {
        public var pid: Int?
        public var machine: String?

        public init(pid: Int? = nil, machine: String? = nil) {
            self.pid = pid
            self.machine = machine
        }
    }
}

extension StateDocument {
    /// The document of `state`, with each window where `picture` (the one last pushed) shows it;
    /// with `collapsed`, each workspace's splits collapsed now, which lays every workspace out:
    /// only `query tree` writes them, not the state file a save compares and writes, nor one
    /// window's entry.
    public init(of state: WMState, picture: Picture, collapsed: Bool = false) {
        let workspaces = Self.workspaces(of: state, collapsed: collapsed)
        var windows: [WindowID: WindowEntry] = [:]
        windows.reserveCapacity(state.clients.count)
        var docks: [WindowID] = [], swallowed: [WindowID] = []
        for window in state.clients.order {
            switch state.clients[window]?.place {
            case .selfPlaced: docks.append(window)
            case .swallowed: swallowed.append(window)
            default: break
            }
        }
        for (window, client) in state.clients {
            windows[window] = WindowEntry(
                identity: client.identity, kind: client.kind, fullscreen: client.fullscreen, rules: client.facts.matchedRules,
                process: Process(pid: client.facts.pid, machine: client.facts.machine), title: client.facts.title,
                urgent: client.urgent, rect: picture.windows[window]?.placement?.rect,
                frame: client.kind == .floating ? client.frame : nil, marks: client.marks, scratchpad: client.scratchpad,
                titleBar: client.titleBar, sticky: client.sticky, swallowedBy: client.swallow.takenBy, borderWidth: client.borderWidth)
        }
        self.init(focusedWorkspace: workspaces[state.focusedWorkspaceIndex], workspaces: workspaces, monitors: Self.monitors(of: state),
                  focused: state.focused, docks: docks, scratchpad: state.scratchpad, swallowed: swallowed,
                  windows: windows, order: state.clients.order,
                  waits: state.workspaces.reduce(into: [:]) { all, workspace in all.merge(workspace.waits) { first, _ in first } })
    }

    /// Every workspace of `state`, in panel order; with `collapsed`, the splits each shows
    /// collapsed now (which lays each out: `query tree` asks, a panel's list does not).
    public static func workspaces(of state: WMState, collapsed: Bool = false) -> [WorkspaceEntry] {
        let focusedIndex = state.focusedWorkspaceIndex
        return state.workspaces.enumerated().map { index, w in
            let shownOn = state.monitorShowing(w.id)
            var collapsedNow: Set<SplitKey<WindowID>> = []
            if collapsed {
                for split in state.collapsedSplits(ofWorkspace: w.id) {
                    if let key = w.tree.key(ofSplit: split) { collapsedNow.insert(key) }
                }
            }
            return WorkspaceEntry(
                name: w.name, number: w.number, index: index, monitor: shownOn.map { state.outputs.monitors[$0].name } ?? w.site.monitor,
                shown: shownOn != nil, displacedFrom: w.site.displacedFrom,
                focused: index == focusedIndex,
                urgent: (w.tree.leaves + w.floating).contains { state.clients[$0]?.urgent == true },
                area: w.site.area, tree: w.tree, floating: w.floating, collapsedNow: collapsedNow, gaps: w.overrides.gaps,
                declared: w.declared)
        }
    }

    /// Every monitor of `state`, with the workspace it shows.
    public static func monitors(of state: WMState) -> [MonitorEntry] {
        state.outputs.monitors.enumerated().map { index, m in
            MonitorEntry(name: m.name, rect: m.frame, area: m.area, primary: m.primary,
                         workspace: state.workspaces[state.shownWorkspace(on: index)].name, focused: index == state.outputs.focusedIndex)
        }
    }
}
