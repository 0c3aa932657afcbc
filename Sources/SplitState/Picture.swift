// What the screen should show, as a value: one record per managed window (its rectangle and
// border if on screen, its workspace, its EWMH states), the stacking of the windows above the
// tiles, the splitters (by their split's key), focus, and what panels read off the root
// (client list, work area, workspaces). The window manager's state computes it; the renderer
// alone turns the difference between the last picture it pushed and the next into X requests.
import SplitConfig
import SplitEngine
import XModel

public struct Picture: Equatable, Sendable {
    /// Where a shown window goes and how its border looks.
    public struct Placement: Equatable, Sendable {
        /// The client rectangle, border excluded.
        public var rect: PixelRect
        public var border: Int
        public var borderColor: RGB
    }

    /// What a managed window is and is in, as EWMH tells other clients (_NET_WM_STATE,
    /// _NET_WM_ALLOWED_ACTIONS).
    public struct WindowFlags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt16
        public init(rawValue: UInt16) { self.rawValue = rawValue }
        /// Not on screen though its workspace is (_NET_WM_STATE_HIDDEN): a hidden side, a
        /// hidden tab, behind a zoom, no room in its tile, the scratchpad. A window out of
        /// sight only because its workspace is has it only if it would be hidden there too.
        public static let hidden = WindowFlags(rawValue: 1 << 0)
        public static let fullscreen = WindowFlags(rawValue: 1 << 1)
        /// _NET_WM_STATE_DEMANDS_ATTENTION.
        public static let urgent = WindowFlags(rawValue: 1 << 2)
        public static let focused = WindowFlags(rawValue: 1 << 3)
        /// Kinds, for the actions allowed: a floating window can be moved and resized, a dock
        /// nothing.
        public static let floating = WindowFlags(rawValue: 1 << 4)
        public static let dock = WindowFlags(rawValue: 1 << 5)
        /// A tile alone across its workspace's width (no tile beside it) or height (none above
        /// or below): _NET_WM_STATE_MAXIMIZED_HORZ and _VERT, as i3 sets them (Layout+Alone.swift).
        public static let maximizedHorizontally = WindowFlags(rawValue: 1 << 6)
        public static let maximizedVertically = WindowFlags(rawValue: 1 << 7)
        /// A sticky floating window, or a sticky tile on its tree's rim (_NET_WM_STATE_STICKY;
        /// its _NET_WM_DESKTOP is 0xFFFFFFFF).
        public static let sticky = WindowFlags(rawValue: 1 << 8)

        /// Clicks go straight to it, without the click grab of click to focus: the focused
        /// window, and the one a workspace out of sight focuses when shown (so a switch between
        /// workspaces grabs and releases nothing). Not an EWMH state.
        public static let takesClicks = WindowFlags(rawValue: 1 << 9)

        /// The flags _NET_WM_STATE shows.
        public static let states: WindowFlags = [.hidden, .fullscreen, .urgent, .focused, .maximizedHorizontally, .maximizedVertically, .sticky]
        public static let kinds: WindowFlags = [.floating, .dock]
    }

    /// A shown splitter.
    public struct Splitter: Equatable, Sendable {
        /// The workspace whose tree it is in.
        public var workspace: WorkspaceID
        /// Its split's pre-order position in that tree now (what a press on it starts a drag of).
        public var split: Int
        public var layout: SplitLayout
        /// Where the pointer takes it, and the part drawn in colour (empty: invisible).
        public var hit: Rect
        public var drawn: Rect
        public var color: RGB

        /// Whether its windows look and take the pointer the same as `other`'s: its position
        /// in the tree (which an insert before it shifts) and its workspace do not show.
        public func showsTheSame(as other: Splitter) -> Bool {
            hit == other.hit && drawn == other.drawn && color == other.color && layout == other.layout
        }
    }

    /// The bar of tabs above a group's shown member (Layout.Group): the window manager draws
    /// it in a window of its own.
    public struct TabBar: Equatable, Sendable {
        /// The workspace whose tree the group is in.
        public var workspace: WorkspaceID
        /// Where the bar's window goes on the screen.
        public var rect: PixelRect
        public var tabs: [Tab]
    }

    /// One tab: its window, what it shows and where in the bar.
    public struct Tab: Equatable, Sendable {
        public var window: WindowID
        /// What the tab shows: the window's title, or what its title format makes of it.
        public var title: String
        /// `title` is pango markup (a title format's), not plain text.
        public var markup = false
        /// Its rectangle inside the bar's window.
        public var rect: PixelRect
        public var colors: TabColors
    }

    /// The window that has the keyboard, and how it takes it (ICCCM: input hint, WM_TAKE_FOCUS).
    public struct Focus: Equatable, Sendable {
        public var window: WindowID
        public var acceptsInput: Bool
        public var takesFocus: Bool
        /// The focus rests on a container around the window (`focus parent`): the window keeps
        /// the keyboard, and _NET_ACTIVE_WINDOW is None, as i3 tells pagers.
        public var onContainer = false
        /// What _NET_ACTIVE_WINDOW names.
        public var activeWindow: WindowID? { onContainer ? nil : window }
    }

    /// One managed window: where it is (if on screen) and what EWMH tells other clients of it.
    public struct ManagedWindow: Equatable, Sendable {
        /// Nil: not on screen (a hidden side, behind a zoom, no room in its tile, a workspace
        /// out of sight, the scratchpad).
        public var placement: Placement?
        /// _NET_WM_DESKTOP.
        public var workspace: OnWorkspace
        /// Its states and kind. `.hidden` is what EWMH is told, which a motion's frame does not
        /// change: a window sliding away is on screen and already hidden to pagers.
        public var flags: WindowFlags
        /// The _NET_WM_STATE entries the window set to describe itself (skip taskbar…).
        public var describedStates: [AtomID]
        /// _NET_WM_VISIBLE_NAME: what its title format shows (`Client.visibleName`); nil: no
        /// such property, the title is shown as it is.
        public var visibleName: String?
        /// The width of its border wherever it is shown (`WMState.borderWidth(of:)`): what
        /// _NET_FRAME_EXTENTS tells unless it is a dock or fullscreen.
        public var border: Int

        public init(placement: Placement? = nil, workspace: OnWorkspace, flags: WindowFlags = [], describedStates: [AtomID] = [],
                    visibleName: String? = nil, border: Int = 0) {
            self.border = border
            self.placement = placement
            self.workspace = workspace
            self.flags = flags
            self.describedStates = describedStates
            self.visibleName = visibleName
        }
    }

    /// The workspace a window is on, as EWMH tells it.
    public enum OnWorkspace: Equatable, Sendable {
        /// By position in `root.workspaces`.
        case one(Int)
        /// Docks, desktop windows, hidden scratchpad windows (a taskbar lists those on each) and
        /// sticky windows (a sticky one has `WindowFlags.sticky` too, which tells them apart).
        case all
    }

    /// What panels and pagers read off the root window (EWMH).
    public struct Root: Equatable, Sendable {
        /// The whole screen (_NET_DESKTOP_GEOMETRY).
        public var screenSize = PixelSize(width: 0, height: 0)
        /// What the focused monitor's tiles may cover: its frame less the docks' struts (the
        /// outer gap, if any, is left empty inside it).
        public var workArea = Rect.zero
        /// The workspaces (EWMH's desktops) in order: their names (_NET_DESKTOP_NAMES), the
        /// origin of the monitor each is on (_NET_DESKTOP_VIEWPORT) and its tiling area
        /// (_NET_WORKAREA, one per desktop).
        public var workspaces: [WorkspaceEntry] = []
        /// The focused monitor's workspace, by position in `workspaces` (_NET_CURRENT_DESKTOP).
        public var currentWorkspace = 0
        /// Managed windows in the order they were managed, docks left out (_NET_CLIENT_LIST).
        public var clientList: [WindowID] = []
    }

    /// One workspace as panels see it.
    public struct WorkspaceEntry: Equatable, Sendable {
        public var name: String
        public var viewport: PixelPoint
        public var workArea: Rect
    }

    /// Every managed window, on screen or not: one record each.
    public var windows: [WindowID: ManagedWindow] = [:]
    public var root = Root()
    /// The shown windows above the tiles and splitters, bottom to top: floating windows, docks,
    /// fullscreen windows. Tiles are below, in no particular order (they never overlap).
    public var stack: [WindowID] = []
    /// The shown windows below the tiles and splitters, bottom to top: desktop windows (a
    /// file manager's desktop).
    public var below: [WindowID] = []
    public var splitters: [SplitKey<WindowID>: Splitter] = [:]
    /// The shown groups' bars, by the key of each group's topmost split.
    public var tabBars: [SplitKey<WindowID>: TabBar] = [:]
    /// Nil: the root has the focus (nothing managed does).
    public var focus: Focus?
    /// Counts the focus requests the state made: focusing the focused window again (a client
    /// took the focus meanwhile, or a pager asks) sends the requests again.
    public var focusRequests = 0
    /// The border a managed window has unless `border` said otherwise for it (the settings'
    /// width for a tile); each window's own is `ManagedWindow.border`.
    public var border = 0
    /// Where the next window will go after `presel` (the tile it would get), outlined in a colour.
    public var preselection: Mark?
    /// Tiles of a frame of a motion that no window fills (one closed or gone floating, or too
    /// small for its window yet), by the leaf whose tile it is: filled with a colour, so no
    /// frame shows a hole. Empty outside motions.
    public var vacancies: [WindowID: Mark] = [:]
    /// The waiting leaves on screen (WaitingLeaf.swift), each drawn as an empty frame: its tile
    /// less the border, inside a border of the colour a window there would have (unfocused,
    /// or focused when the focus is on it).
    public var waits: [WaitID: Placement] = [:]

    /// An outlined area.
    public struct Mark: Equatable, Sendable {
        public var rect: PixelRect
        public var color: RGB
    }

    public init() {}

    /// The managed windows on screen, and those not (for queries and tests: the renderer walks
    /// `windows` once).
    public var windowsShown: Set<WindowID> {
        Set(windows.lazy.filter { $0.value.placement != nil }.map(\.key))
    }
    public var windowsHidden: Set<WindowID> {
        Set(windows.lazy.filter { $0.value.placement == nil }.map(\.key))
    }

    /// The split whose splitter's hit area holds `point`; where two meet, the one made later in
    /// the tree (the inner one, drawn over its parent's end).
    public func splitter(at point: PixelPoint) -> SplitterName? {
        splitters.filter { $0.value.hit.contains(Point(x: point.x, y: point.y)) }
            .max { $0.value.split < $1.value.split }.map { SplitterName(workspace: $0.value.workspace, key: $0.key) }
    }
}

extension Picture {
    /// What a tile gives its window: the tile less the border on each side, at least 1×1.
    public static func clientRect(for tile: Rect, border: Int) -> PixelRect {
        PixelRect(x: tile.x, y: tile.y, width: max(1, tile.width - 2 * border), height: max(1, tile.height - 2 * border))
    }

    /// Whether a tile can hold a window inside its border (X has no empty windows).
    static func hasRoom(_ tile: Rect, border: Int) -> Bool { tile.width > 2 * border && tile.height > 2 * border }

    /// The windows of `layout` (a tile with no room inside its border cannot hold a window: X
    /// has no empty windows, so it waits hidden, still managed, until space returns) into
    /// `placements`, as `placing` places a window in its client rectangle (its tile less `border`
    /// of it on each side), and, from
    /// `splitterLayout`, the splitters. They differ during an on-release drag, when the windows
    /// stay where they were and only the splitter moves.
    mutating func place(_ layout: Layout<WindowID>, splitters splitterLayout: Layout<WindowID>, of workspace: WorkspaceID,
                        border: (WindowID) -> Int, placing: (WindowID, PixelRect) -> Placement, tabs: (Layout<WindowID>.Group) -> [Tab],
                        into placements: inout [WindowID: Placement]) {
        // A bar with no pixels has no window (X has no empty windows).
        for group in layout.groups where group.bar.width > 0 && group.bar.height > 0 {
            tabBars[group.key] = TabBar(workspace: workspace, rect: pixelRect(group.bar), tabs: tabs(group))
        }
        // A tile too small, a hidden leaf: the window's record stays without a placement.
        placements.reserveCapacity(placements.count + layout.tiles.count)
        for tile in layout.tiles {
            let width = border(tile.leaf)
            guard Self.hasRoom(tile.rect, border: width) else { continue }
            placements[tile.leaf] = placing(tile.leaf, Self.clientRect(for: tile.rect, border: width))
        }
        splitters.reserveCapacity(splitterLayout.splitters.count)
        for s in splitterLayout.splitters {
            splitters[s.key] = Splitter(workspace: workspace, split: s.split, layout: s.layout, hit: s.hit, drawn: s.drawn, color: s.color)
        }
    }
}

/// An engine rectangle as X pixels.
public func pixelRect(_ r: Rect) -> PixelRect { PixelRect(x: r.x, y: r.y, width: r.width, height: r.height) }
