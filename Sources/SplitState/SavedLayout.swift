// The state file's contents as a value: every workspace with its tree and floating windows,
// what each window was, the scratchpad, the marks and the sticky windows, projected from the state
// (`SavedLayout(of:)`); putting one back is RestoreByID.swift.
import SplitConfig
import SplitEngine
import XModel

/// What the state file holds: every workspace (its tree, its floating windows, the monitor it
/// was on and whether it was shown there), what each window was, which windows floated and
/// where. `tree`, `area` and `floating` of the focused workspace stand alone too: they are what
/// a state file of the first two versions holds, and what a new X session's windows claim.
public struct SavedLayout: Hashable, Sendable {
    /// The focused workspace's tree.
    public var tree: SplitTree<WindowID>
    /// The area the tree was laid out in, so priority sides keep their pixels on another screen.
    public var area: Rect
    public var focused: WindowID?
    /// What each saved window (tiled or floating, on any workspace) was.
    public var identities: [WindowID: WindowIdentity]
    /// The floating windows of every workspace and their rectangles.
    public var floating: [WindowID: PixelRect]
    /// Every workspace, in order; empty in a file of the first two versions (one workspace:
    /// `tree`, `area` and `floating`).
    public var workspaces: [SavedWorkspace]
    /// The focused workspace's name (nil: a file of the first two versions).
    public var focusedWorkspaceName: String?
    /// The windows hidden in the scratchpad, the next to show first (their rectangles are in
    /// `floating`, their identities in `identities`).
    public var scratchpad: [WindowID]
    /// The scratchpad windows shown, floating on their workspaces.
    public var shownScratchpad: Set<WindowID>
    /// What windows carry wherever they are: marks, a title bar of their own, stickiness.
    public var traits: SavedWindowTraits
    /// Each swallowed terminal, with the window in its place.
    public var swallowed: [WindowID: WindowID]
    /// What each waiting leaf of the trees waits for.
    public var waits: [WaitID: WaitingLeaf]

    public init(tree: SplitTree<WindowID>, area: Rect, focused: WindowID?, identities: [WindowID: WindowIdentity],
                floating: [WindowID: PixelRect] = [:], workspaces: [SavedWorkspace] = [], focusedWorkspaceName: String? = nil,
                scratchpad: [WindowID] = [], shownScratchpad: Set<WindowID> = [], traits: SavedWindowTraits = SavedWindowTraits(),
                swallowed: [WindowID: WindowID] = [:], waits: [WaitID: WaitingLeaf] = [:]) {
        self.tree = tree
        self.area = area
        self.focused = focused
        self.identities = identities
        self.floating = floating
        self.workspaces = workspaces
        self.focusedWorkspaceName = focusedWorkspaceName
        self.scratchpad = scratchpad
        self.shownScratchpad = shownScratchpad
        self.traits = traits
        self.swallowed = swallowed
        self.waits = waits
    }
}

/// One workspace as the state file keeps it.
public struct SavedWorkspace: Hashable, Sendable {
    public var name: String
    public var number: Int?
    /// The monitor it was on: the one showing it, else the one it was displaced from (it goes
    /// back there when that monitor returns), else the one it belonged to.
    public var monitor: String
    /// Whether that monitor showed it.
    public var shown: Bool
    public var tree: SplitTree<WindowID>
    /// The area its tree was laid out in.
    public var area: Rect
    /// Its floating windows, bottom to top (their rectangles are `SavedLayout.floating`'s).
    public var floating: [WindowID]
    /// The gaps of its own (`gaps … current`).
    public var gaps: WorkspaceGaps
    /// Kept while empty (`workspaces set|add`): a restart makes it again, empty or not.
    public var declared: Bool

    public init(name: String, number: Int?, monitor: String, shown: Bool, tree: SplitTree<WindowID>, area: Rect,
                floating: [WindowID] = [], gaps: WorkspaceGaps = WorkspaceGaps(), declared: Bool = false) {
        self.name = name
        self.number = number
        self.monitor = monitor
        self.shown = shown
        self.tree = tree
        self.area = area
        self.floating = floating
        self.gaps = gaps
        self.declared = declared
    }

    /// The name that finds or makes it again: its number, so the config's name for it now
    /// applies, unless its name is one of its own that carries the number (`3:web`), kept whole.
    public var key: String {
        guard let number else { return name }
        return hasOwnName ? name : String(number)
    }

    /// Whether its name is one of its own that carries its number (`3:web`), not the bare number
    /// or a name the config gave that number.
    var hasOwnName: Bool { number != nil && Workspace.number(in: name) == number && !Workspace.isBareNumber(name) }
}

/// What the state file keeps of its windows beside their places, which they carry wherever
/// they are put back: their marks, the title bar each chose, whether each is sticky.
public struct SavedWindowTraits: Hashable, Sendable {
    /// Each window's marks.
    public var marks: [WindowID: [String]]
    /// The windows whose title bar `border normal|pixel` chose: with one (true) or without.
    public var titleBars: [WindowID: Bool]
    /// The windows whose border width `border` chose.
    public var borderWidths: [WindowID: Int]
    /// The sticky windows (`sticky enable`), floating or tiled (a tile keeps the flag).
    public var sticky: Set<WindowID>

    public init(marks: [WindowID: [String]] = [:], titleBars: [WindowID: Bool] = [:], borderWidths: [WindowID: Int] = [:],
                sticky: Set<WindowID> = []) {
        self.marks = marks
        self.borderWidths = borderWidths
        self.titleBars = titleBars
        self.sticky = sticky
    }
}

extension SavedLayout {
    /// What the state file would hold for `state`.
    public init(of state: WMState) {
        let clients = state.clients, scratchpad = state.scratchpad
        var identities: [WindowID: WindowIdentity] = [:]
        var floatingFrames: [WindowID: PixelRect] = [:]
        identities.reserveCapacity(clients.count)
        for w in state.workspaces {
            for leaf in w.tree.leaves { identities[leaf] = clients[leaf]?.identity }
            for window in w.floating {
                identities[window] = clients[window]?.identity
                floatingFrames[window] = clients[window]?.frame
            }
        }
        for window in scratchpad {
            identities[window] = clients[window]?.identity
            floatingFrames[window] = clients[window]?.frame
        }
        var swallowed: [WindowID: WindowID] = [:]
        for (window, client) in clients {
            guard case .swallowed(let holder) = client.place else { continue }
            swallowed[window] = holder
            identities[window] = client.identity
        }
        // Marks of the windows the file keeps a place for: a dock's are written with it but
        // not read back (docks are adopted again as they come).
        let (allMarks, shownScratchpad) = Self.marksAndShownScratchpad(of: state)
        let marks = allMarks.filter { identities[$0.key] != nil }
        self.init(tree: state.focusedTree, area: state.focusedArea, focused: state.focused, identities: identities, floating: floatingFrames,
                  workspaces: SavedWorkspace.all(of: state), focusedWorkspaceName: state.focusedWorkspace.name,
                  scratchpad: scratchpad, shownScratchpad: shownScratchpad,
                  traits: SavedWindowTraits(
                      marks: marks,
                      titleBars: identities.keys.reduce(into: [:]) { kept, window in kept[window] = state.clients[window]?.titleBar },
                      borderWidths: identities.keys.reduce(into: [:]) { kept, window in kept[window] = state.clients[window]?.borderWidth },
                      sticky: Set(identities.keys.filter { state.clients[$0]?.sticky == true })),
                  swallowed: swallowed,
                  waits: state.workspaces.reduce(into: [:]) { all, workspace in all.merge(workspace.waits) { first, _ in first } })
    }

    /// What the state file keeps beside the trees: each window's marks (for the windows that
    /// have any), and the scratchpad windows shown now (the hidden ones are `scratchpad`).
    public static func marksAndShownScratchpad(of state: WMState) -> (marks: [WindowID: [String]], shownScratchpad: Set<WindowID>) {
        var marks: [WindowID: [String]] = [:]
        var shownScratchpad: Set<WindowID> = []
        for (window, client) in state.clients {
            if !client.marks.isEmpty { marks[window] = client.marks }
            if client.scratchpad, client.workspace != nil { shownScratchpad.insert(window) }
        }
        return (marks, shownScratchpad)
    }
}

extension SavedWorkspace {
    /// Every workspace as the state file keeps it: the document's, on the monitor a restore
    /// puts it back on (`StateDocument.WorkspaceEntry.home`).
    public static func all(of state: WMState) -> [SavedWorkspace] {
        StateDocument.workspaces(of: state).map(SavedWorkspace.init)
    }

    /// `workspace` as the state file keeps it.
    public init(_ workspace: StateDocument.WorkspaceEntry) {
        let home = workspace.home
        self.init(name: workspace.name, number: workspace.number, monitor: home.monitor, shown: home.shown, tree: workspace.tree,
                  area: workspace.area, floating: workspace.floating, gaps: workspace.gaps,
                  declared: workspace.declared)
    }
}
