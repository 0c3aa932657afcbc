// What the window manager knows about one managed window: one record per window, mostly read
// from the client's properties by the X edge when it is managed and when they change, and
// where it is (`Client.workspace`, `Place`), which the window manager keeps.
import SplitEngine
import SplitSyntax
import XModel

/// What identifies a window across sessions, where its id does not survive.
public struct WindowIdentity: Hashable, Sendable {
    public var className: String
    public var instance: String
    public var role: String?

    public init(className: String, instance: String, role: String?) {
        self.className = className
        self.instance = instance
        self.role = role
    }
}

/// What a managed window is to the window manager.
public enum ClientKind: String, Hashable, Sendable {
    /// A leaf of its workspace's split tree.
    case tiled
    /// Above the tiles at a rectangle of its own (dialogs, fixed-size windows, `float`).
    case floating
    /// A panel (_NET_WM_WINDOW_TYPE_DOCK): where it put itself, above the tiles, never
    /// focused, and its strut taken from the tiling area.
    case dock
    /// A file manager's desktop (_NET_WM_WINDOW_TYPE_DESKTOP): where it put itself, below
    /// everything (tiles and splitters too), never focused by splitwm, on every workspace.
    case desktop

    /// A dock or a desktop window: it places itself on the screen, belongs to no workspace,
    /// is never tiled, floated or focused, and has no border.
    public var placesItself: Bool { self == .dock || self == .desktop }
}

/// The EWMH window types (_NET_WM_WINDOW_TYPE_*), by the names rules use.
public enum WindowType: String, Hashable, Sendable, CaseIterable {
    case normal, dialog, utility, toolbar, splash, menu, dock, desktop, notification, tooltip, combo, dnd
    case dropdownMenu = "dropdown_menu"
    case popupMenu = "popup_menu"

    /// Types whose windows float instead of being tiled (as in i3 and bspwm).
    var floatsByDefault: Bool {
        switch self {
        case .dialog, .utility, .toolbar, .splash, .menu, .dropdownMenu, .popupMenu, .tooltip, .notification, .combo, .dnd: true
        case .normal, .dock, .desktop: false
        }
    }
}

/// Space a dock reserves at one screen edge (_NET_WM_STRUT_PARTIAL): `size` pixels from that
/// edge of the whole screen, along the span `start...end` of the edge (root coordinates).
public struct StrutEdge: Hashable, Sendable {
    public var size: Int
    public var start: Int
    public var end: Int

    public init(size: Int, start: Int = 0, end: Int = Int(Int32.max)) {
        self.size = size
        self.start = start
        self.end = end
    }

    public static let none = StrutEdge(size: 0)
}

/// The four edges a dock reserves; all none for other windows.
public struct Strut: Hashable, Sendable {
    public var left = StrutEdge.none, right = StrutEdge.none, top = StrutEdge.none, bottom = StrutEdge.none

    public init(left: StrutEdge = .none, right: StrutEdge = .none, top: StrutEdge = .none, bottom: StrutEdge = .none) {
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
    }

    public var isEmpty: Bool { left.size <= 0 && right.size <= 0 && top.size <= 0 && bottom.size <= 0 }
}

/// Size hints that matter to a window placed at a size of its own (ICCCM WM_NORMAL_HINTS,
/// border excluded; nil where the client said nothing).
public struct SizeLimits: Hashable, Sendable {
    public var min: PixelSize?
    public var max: PixelSize?
    public var base: PixelSize?
    public var increment: PixelSize?
    /// min_aspect and max_aspect as width/height ratios.
    public var minAspect: Double?
    public var maxAspect: Double?

    public init(min: PixelSize? = nil, max: PixelSize? = nil, base: PixelSize? = nil, increment: PixelSize? = nil,
                minAspect: Double? = nil, maxAspect: Double? = nil) {
        self.min = min
        self.max = max
        self.base = base
        self.increment = increment
        self.minAspect = minAspect
        self.maxAspect = maxAspect
    }

    /// A window that cannot be resized (its minimum is its maximum) floats.
    public var isFixed: Bool { min != nil && min == max }
}

/// What the client said about its window, as the X edge read it: what decides its kind and
/// placement, what rules match, what the IPC reports.
public struct ClientFacts: Hashable, Sendable {
    public var title = ""
    /// _NET_WM_WINDOW_TYPE, most preferred first; unknown types are left out.
    public var types: [WindowType] = []
    /// WM_TRANSIENT_FOR: the window it belongs to (a dialog's parent).
    public var transientFor: WindowID?
    /// WM_CLIENT_LEADER, when another window: a window of the same client that i3 centres a
    /// floating window over when it has no place of its own (GIMP's tool windows).
    public var leader: WindowID?
    public var sizeLimits = SizeLimits()
    public var strut = Strut()
    /// Where the client put or asked for its window when it was managed (border excluded).
    public var requested = PixelRect(x: 0, y: 0, width: 1, height: 1)
    /// WM_NORMAL_HINTS say the user or the program chose its position (USPosition, PPosition).
    public var positioned = false
    /// WM_NORMAL_HINTS say the user chose it (USPosition): it wins over the place over a parent.
    public var userPositioned = false
    /// _NET_WM_STATE asked for _NET_WM_STATE_FULLSCREEN before the window was mapped.
    public var wantsFullscreen = false
    /// _NET_WM_STATE asked for _NET_WM_STATE_STICKY before the window was mapped (or splitwm
    /// wrote it there before a restart): read from that state alone, never from
    /// _NET_WM_DESKTOP, which says 0xFFFFFFFF of docks and scratchpad windows too.
    public var wantsSticky = false
    /// _NET_WM_PID and WM_CLIENT_MACHINE, as the client claims them: for the IPC, and for
    /// swallowing, which a client lying about its pid can only make hide a terminal of the
    /// same user until it closes (`unswallow` gives it back).
    public var pid: Int?
    public var machine: String?
    /// _NET_WM_STATE entries that describe the window to pagers and taskbars rather than ask
    /// splitwm for anything (skip taskbar, skip pager, modal): kept as the client set them.
    public var describedStates: [AtomID] = []
    /// _MOTIF_WM_HINTS' decorations, as last read; nil when it says nothing of them.
    public var decorations: MotifDecorations?
    /// _NET_WM_DESKTOP as it was when the window was mapped: the desktop its client asks for
    /// (a session restored by the client), or all of them (i3 makes it sticky). Read only for a
    /// window mapped while splitwm runs: one it adopts at start carries what splitwm wrote.
    public var desktop: AskedDesktop?
    /// The config lines of the rules that matched when it was managed.
    public var matchedRules: [Int] = []
    /// _NET_WM_USER_TIME was 0 when it was mapped: EWMH's word for a window that should not
    /// take the focus as it appears (no user action opened it). As in i3, it is not focused,
    /// unless nothing else would be.
    public var mappedUnasked = false
    /// The process that owns the window (`pid`) and its parent, grandparent… to the first,
    /// as /proc told the X edge when it was managed: what swallowing matches terminals by.
    /// Read only on this machine, and only while a rule says `swallows`; empty otherwise.
    public var processLine: [Int] = []

    public init() {}

    /// The type that decides: the first one splitwm knows, else normal (or dialog for a
    /// transient window, as EWMH says).
    public var windowType: WindowType { types.first ?? (transientFor != nil ? .dialog : .normal) }
}

/// A managed client window.
public struct Client: Hashable, Sendable {
    public let window: WindowID
    public var kind = ClientKind.tiled
    public var identity = WindowIdentity(className: "", instance: "", role: nil)
    public var facts = ClientFacts()
    /// Where it is when floating or a dock (client rectangle, border excluded). A tiled window
    /// keeps its last floating rectangle here for when it floats again.
    public var frame = PixelRect(x: 0, y: 0, width: 1, height: 1)
    /// It covers its whole monitor, above everything; its place in the tree is kept.
    public var fullscreen = false
    /// From WM_HINTS: false only when the client says it never takes input itself.
    public var acceptsInput = true
    /// WM_PROTOCOLS has WM_TAKE_FOCUS: the client wants a message when it gets focus.
    public var takesFocus = false
    /// WM_PROTOCOLS has WM_DELETE_WINDOW: close politely instead of killing the client.
    public var deletesPolitely = false
    /// From WM_NORMAL_HINTS, border included: the smallest tile the window fits in.
    public var minSize = Size.zero
    /// It wants the user's attention (it asked for focus and did not get it, or set its
    /// urgency hint) and has not been focused since.
    public var urgent = false
    /// When it last became urgent, counted by the table that holds it (`ClientTable`: a larger
    /// count became urgent later); nil while it is not urgent. What `urgent=latest|oldest`
    /// compares; set only by the table, whatever set `urgent`.
    public internal(set) var urgentSince: UInt64?
    /// WM_HINTS' urgency flag as last read, so that only a change to it counts.
    public var urgencyHint = false
    /// A scratchpad window (`move scratchpad`): floating, hidden in `WMState.scratchpad` or
    /// shown on a workspace by `scratchpad show`, which hides it again.
    public var scratchpad = false
    /// A scratchpad window that has not been moved or resized since it went there as a tile
    /// (i3's `fresh` scratchpad state, GET_TREE's `scratchpad_state`): each `scratchpad show`
    /// gives it half its monitor's width and three quarters of its height, as i3 does, since a
    /// tile's size says nothing of the size it should float at.
    public var scratchpadFresh = false
    /// Sticky (`sticky enable`, `_NET_WM_STATE_STICKY`, a rule): it stays on its monitor over
    /// whichever workspace that monitor shows: floating at its place (WMState+Sticky.swift),
    /// tiled as a sidebar on its tree's rim (WMState+StickyTiles.swift). A scratchpad window
    /// never has it.
    public var sticky = false
    /// Where it sat as a sticky tile when last taken off a workspace's rim: where it goes
    /// around a tree when it comes from a workspace it had alone (WMState+StickyTiles.swift).
    public var stickyPin: Pin?
    /// Its marks (`mark NAME`), in the order given; no other window has any of them.
    public var marks: [String] = []
    /// Whether its tile shows a title bar, as `border normal` (true) or `border pixel` (false)
    /// said for this window; nil: as the `title-bars` setting says.
    public var titleBar: Bool?
    /// The width of its border as `border` or a rule said for this window (0 for `border
    /// none`); nil: as the settings say (`WMState.borderWidth(of:)`).
    public var borderWidth: Int?
    /// What its tab and title bar show instead of its title (`title_format`, a rule): pango
    /// markup with placeholders (`TitleFormat`); nil: the title. Never `%title` alone.
    public var titleFormat: String?
    /// Its part in swallowing (WMState+Swallow.swift): a terminal, one waiting for its place,
    /// or a window in a terminal's place.
    public var swallow = SwallowRole()
    /// The workspace it is on: a leaf of that workspace's tree when tiled, one of its floating
    /// windows when floating; nil while it is on none (a dock or a desktop window, a window
    /// hidden in the scratchpad, a terminal waiting for its place). Stored, so that no
    /// question about a window walks the workspaces; set only by the operations that move
    /// windows (`ClientTable.place`), and checked against the trees by the property tests.
    public internal(set) var workspace: WorkspaceID?

    public init(window: WindowID) { self.window = window }

    /// Where it is, as the user would say it (`Place`).
    public var place: Place {
        if kind.placesItself { return .selfPlaced }
        if let workspace { return kind == .floating ? .floating(workspace) : .tiled(workspace) }
        if let holder = swallow.takenBy { return .swallowed(by: holder) }
        return scratchpad ? .scratchpad : .nowhere
    }

    /// Whether its tile shows a title bar whatever the `title-bars` setting says: as `border`
    /// or a rule chose, else none when its Motif hints refuse one (i3 honours them the same
    /// way); nil: as the setting says. A choice made after the hint wins over it, whatever
    /// the client writes later.
    public var titleBarChoice: Bool? {
        titleBar ?? (facts.decorations?.refusesTitleBar == true ? false : nil)
    }
    /// Whether it is a sticky floating window (a sticky tile is carried while it is on its
    /// tree's rim: `WMState.carriedTiles(of:)`).
    public var isStickyFloating: Bool { sticky && kind == .floating }

    /// What window rules and a command's criteria match against (for `type`, a window without a
    /// type is `normal`, or `dialog` when it has a parent, as EWMH says; i3's `window_type` sees
    /// only a type the client set; marks and the id only criteria see).
    public var ruleFacts: WindowFacts {
        WindowFacts(className: identity.className, instance: identity.instance, title: facts.title, role: identity.role,
                    types: facts.types.isEmpty ? [facts.windowType.rawValue] : facts.types.map(\.rawValue),
                    marks: marks, id: window.rawValue, layer: kind == .floating ? "floating" : kind == .tiled ? "tiling" : nil,
                    setType: facts.types.lazy.map(\.rawValue).first(where: WindowFacts.i3TypeNames.contains))
    }

    /// Whether the window should float rather than be tiled, by what the client said: its
    /// type, a parent, or a size it cannot change.
    public var floatsByItself: Bool {
        facts.types.first.map(\.floatsByDefault) ?? false || facts.transientFor != nil || facts.sizeLimits.isFixed
            // On every desktop: sticky, and floating as i3 makes it (529-net-wm-desktop).
            || facts.desktop == .all
    }
}

/// A desktop (workspace) a client asks for by _NET_WM_DESKTOP: one by its position, or all.
public enum AskedDesktop: Hashable, Sendable {
    case one(Int)
    case all

    /// EWMH's 0xFFFFFFFF (every desktop) as a request's item reads, 32 bits signed: what
    /// `WMEvent.sendToWorkspaceRequest` carries for it.
    public static let everyDesktop = -1
}

/// Where a managed window is: every window is in exactly one of these.
public enum Place: Hashable, Sendable {
    /// A leaf of workspace `id`'s split tree.
    case tiled(WorkspaceID)
    /// Above the tiles of workspace `id`, at a rectangle of its own.
    case floating(WorkspaceID)
    /// Hidden in the scratchpad (`scratchpad show` brings it back).
    case scratchpad
    /// A terminal waiting, hidden, while the window its program opened holds its place.
    case swallowed(by: WindowID)
    /// A dock or a desktop window: where it put itself, on every workspace.
    case selfPlaced
    /// Nowhere yet: between being managed and being placed (never seen after an event).
    case nowhere

    /// Whether it is a tile on a workspace.
    public var isTiled: Bool { if case .tiled = self { true } else { false } }

    /// The workspace it is on, if it is on one.
    public var workspace: WorkspaceID? {
        switch self {
        case .tiled(let id), .floating(let id): id
        case .scratchpad, .swallowed, .selfPlaced, .nowhere: nil
        }
    }
}

/// A window's part in swallowing: whether it is a terminal whose programs take its place, and
/// which window took whose place. Not to be mixed up with a restored window claiming its
/// saved place (`Restoration`), nor with i3's `swallows` placeholders, which splitwm has not.
public struct SwallowRole: Hashable, Sendable {
    /// A `rule … swallows` matched it: a window its programs open takes its place.
    public var isTerminal = false
    /// The terminal whose place this window took: hidden, managed, waiting for it back.
    public var terminal: WindowID?
    /// The window in this terminal's place: until it goes, the terminal is on no workspace.
    public var takenBy: WindowID?

    public init(isTerminal: Bool = false, terminal: WindowID? = nil, takenBy: WindowID? = nil) {
        self.isTerminal = isTerminal
        self.terminal = terminal
        self.takenBy = takenBy
    }
}
