// Every setting the window manager reads, with its compiled-in default. The config file
// fills this same value (SettingTable.swift); nothing reads a default from anywhere else.
import SplitEngine

/// Keyboard modifiers, with the bit values X uses (Shift = 1 … Mod5 = 128), so the X side
/// converts them without a table.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let lock = KeyModifiers(rawValue: 1 << 1)
    public static let control = KeyModifiers(rawValue: 1 << 2)
    public static let mod1 = KeyModifiers(rawValue: 1 << 3)
    public static let mod2 = KeyModifiers(rawValue: 1 << 4)
    public static let mod3 = KeyModifiers(rawValue: 1 << 5)
    public static let mod4 = KeyModifiers(rawValue: 1 << 6)
    public static let mod5 = KeyModifiers(rawValue: 1 << 7)
}

/// What moves a tile with the mouse (i3's `tiling_drag`): the drag modifier with button 1
/// inside it, a drag of its title bar or of its tab; neither when empty (`tiling-drag off`).
public struct TilingDrag: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let modifier = TilingDrag(rawValue: 1)
    public static let titleBar = TilingDrag(rawValue: 2)
}

/// How windows follow a splitter drag.
public enum DragMode: String, Hashable, Sendable, CaseIterable {
    /// Windows reflow at every pointer motion.
    case live
    /// Only the splitter moves during the drag; windows reflow once on release (as i3 does
    /// for heavy clients on slow machines).
    case onRelease = "on-release"
}

/// Window borders: a focus indicator drawn by X around each tiled window, inside its tile.
public struct BorderSettings: Hashable, Sendable {
    public var width: Int = 1
    public var focusedColor = RGB(0x88C0D0)
    public var unfocusedColor = RGB(0x3B4252)
    /// A window that wants attention (it asked for focus and did not get it, or set its
    /// urgency hint), until it is focused.
    public var urgentColor = RGB(0xBF616A)
    /// Whether a tiled window has a title bar above it (i3's `default_border normal`), in the
    /// tabs' font and colours, unless `border normal|pixel` said otherwise for it.
    public var titleBars = false
    /// The width of a floating window's border (i3's `default_floating_border pixel N`);
    /// -1: `width`, as every window had before floating windows had a width of their own.
    public var floatingWidth = -1
    /// Whether a floating window has a title bar (i3's `default_floating_border normal`),
    /// unless `border` said otherwise for it.
    public var floatingTitleBars = false
    public init() {}

    /// The width a window gets while `border` said nothing for it.
    public func defaultWidth(floating: Bool) -> Int { floating && floatingWidth >= 0 ? floatingWidth : width }

    /// Whether a window has a title bar while `border` said nothing for it.
    public func defaultTitleBar(floating: Bool) -> Bool { floating ? floatingTitleBars : titleBars }
}

/// How groups of windows (`layout tabbed|stacking`) look: the font of their tabs and each
/// tab's colours, as i3's `font` and `client.*` lines give them.
public struct TabSettings: Hashable, Sendable {
    /// As i3's `font` line: a pango description (`pango:DejaVu Sans 9`) or an X font name.
    public var font = "pango:monospace 8"
    /// The tab of the focused window.
    public var focused = TabColors(border: RGB(0x88C0D0), background: RGB(0x5E81AC), text: RGB(0xECEFF4))
    /// The tab a group shows while the focus is elsewhere (i3's `focused_inactive`).
    public var focusedInactive = TabColors(border: RGB(0x4C566A), background: RGB(0x434C5E), text: RGB(0xE5E9F0))
    /// The other tabs.
    public var unfocused = TabColors(border: RGB(0x3B4252), background: RGB(0x2E3440), text: RGB(0x9AA3B5))
    /// The tab of a window that wants attention.
    public var urgent = TabColors(border: RGB(0xBF616A), background: RGB(0xBF616A), text: RGB(0xECEFF4))
    /// What a new workspace's first split becomes (i3's `workspace_layout`): nil a split.
    public var workspaceLayout: SplitGroup?
    /// The height of one row of tabs: not a config line, but measured from the font by the X
    /// side when the first bar loads it (`WMEvent.tabRowMeasured`). Until then it stands for the
    /// default font, `pango:monospace 8` at 96 dpi, whose row is 17 pixels (TabBarTests checks).
    public var rowHeight = 17
    public init() {}
}

/// One tab's colours, as i3's `client.*` lines give their first three.
public struct TabColors: Hashable, Sendable {
    public var border: RGB
    public var background: RGB
    public var text: RGB
    public init(border: RGB, background: RGB, text: RGB) {
        self.border = border
        self.background = background
        self.text = text
    }
}

/// What an application's request to be focused (_NET_ACTIVE_WINDOW from an application)
/// does; requests from pagers and the user's tools always focus. As i3's
/// `focus_on_window_activation`.
public enum ActivationPolicy: String, Hashable, Sendable, CaseIterable {
    /// Focus only when the request follows the user's last key or button press (its time
    /// is later), so it came from something the user just did; otherwise mark it urgent.
    case smart
    /// Never focus; mark the window urgent.
    case urgent
    /// Always focus.
    case focus
    /// Ignore the request.
    case none
}

/// The window manager's settings.
public struct Settings: Hashable, Sendable {
    /// The split every new window makes with its neighbour: fraction, constraints
    /// (min fractions, drag-to-hide, priority) and splitter style.
    /// By default neither side may be dragged below 5 % of the split, and dragging more
    /// than halfway past that hides the side (its splitter waits at the edge to be dragged
    /// back out): no window is ever squeezed to nothing by a drag.
    public var newSplit = Split(
        fraction: 0.5,
        constraints: SplitConstraints(
            minPrimaryFraction: 0.05, minSecondaryFraction: 0.05, dragToHidePrimary: true, dragToHideSecondary: true),
        style: SplitterStyle(visibleThickness: 2, inset: 0, hitThickness: 8, color: RGB(0x81A1C1)))
    /// Where a new window goes: beside the focused one in a split of its own, or into its container.
    public var placement = NewWindowPlacement.split(.longerSide)
    /// The orientation of the container a window starts with another under `placement
    /// container` (the window was alone on its workspace): i3's `default_orientation`.
    public var defaultOrientation = DefaultOrientation.auto
    /// Splits shorter than this along their axis show only the focused side (0: never).
    public var collapseBelow = Size.zero
    /// The smallest and largest floating window a `resize` leaves (i3's `floating_minimum_size`
    /// and `floating_maximum_size`: per side -1 for none, 0 for i3's own).
    public var floatingMinimumSize = FloatingBound.standard
    public var floatingMaximumSize = FloatingBound.standard
    public var border = BorderSettings()
    public var dragMode = DragMode.live
    /// Held with button 1 inside a window, moves it (a tile, when `tilingDrag` has
    /// `.modifier`; else its nearest splitter is dragged); with button 3, resizes it (a
    /// tile's nearest splitter, a floating window's corner).
    public var dragModifier = KeyModifiers.mod4
    /// What moves a tile with the mouse: i3's default, the modifier and the title bar.
    public var tilingDrag: TilingDrag = [.modifier, .titleBar]
    /// Two presses on a splitter within this many milliseconds equalize its split.
    public var doubleClickMilliseconds = 400
    /// Focus the window the pointer enters (i3's default).
    public var focusFollowsMouse = true
    /// Where directional focus goes from a window at the edge of its container (i3's
    /// `focus_wrapping`); splitwm's own default is not to wrap.
    public var focusWrapping = FocusWrapping.no
    /// `workspace NAME` naming the workspace already shown goes back to the one shown before
    /// it (i3's `workspace_auto_back_and_forth`).
    public var workspaceAutoBackAndForth = false
    /// What an application asking for focus gets: by default only what follows the user's input.
    public var focusOnActivation = ActivationPolicy.smart
    /// A new window goes beside the focused one unless that tile's longer side is shorter
    /// than this; then it goes beside the largest tile, so no window starts too small to see.
    public var smallestTileToSplit = 128
    /// The config's `rule` lines, in file order. They live here rather than on `Config` because
    /// a reload hands the state its new `Settings` (`WMEvent.config`), rules included.
    public var rules: [WindowRule] = []
    /// The config's `workspace` lines, in the order the workspaces first came: names, monitors
    /// and gaps given to numbered workspaces, monitors to named ones.
    public var workspaces: [WorkspaceSetting] = []
    /// The workspaces the bindings outside modes show (`bind … workspace NAME`, as their first
    /// command), in the config's order: a monitor with no workspace of its own or pinned to it
    /// first shows the first of them not made yet, as i3 names it.
    public var boundWorkspaces: [String] = []
    /// How changes of the tiling glide.
    public var animation = AnimationSettings()
    /// The empty space around each monitor's tiling area; the space between windows is the
    /// splitters' thickness (`newSplit.style.visibleThickness`).
    public var gaps = GapSettings()
    /// The names of the config's binding modes (`mode NAME { … }` blocks), in file order: which
    /// `mode NAME` commands the state takes (their bindings are `Config.modes`, the X side's).
    public var bindingModes: [String] = []
    /// Groups' tabs: font, colours, and what a workspace's first split becomes.
    public var tabs = TabSettings()
    /// The config's `bar ID { … }` blocks, in file order: the i3bars splitwm starts and
    /// describes on i3's socket (GET_BAR_CONFIG).
    public var bars: [BarConfig] = []
    /// The monitors to manage instead of RandR's (`fake-outputs`); none: RandR's.
    public var fakeOutputs: [FakeOutput] = []
    /// A bspwm config script run at every start (`bspwmrc PATH`, as written: `~/` is expanded
    /// when it runs); nil: none, unless splitwm runs without a config (ConfigSearch.bspwmrc).
    public var bspwmrc: String?

    public init() {}
}

/// Where directional focus goes from a window at the edge of its container (the setting
/// `focus-wrapping`, i3's `focus_wrapping`).
public enum FocusWrapping: String, CaseIterable, Hashable, Sendable {
    /// To the next monitor that way, else around to the other end of the container.
    case yes
    /// To the next monitor that way, else nowhere.
    case no
    /// Around to the other end of the innermost container of that orientation, even with a
    /// window or a monitor beyond it.
    case force
    /// Around to the other end of the container, never to another monitor.
    case workspace
}

/// Where a new window goes (the setting `placement`).
public enum NewWindowPlacement: Hashable, Sendable {
    /// splitwm's way: beside the focused window, the two sharing its tile in a new split made
    /// as the `InsertPlacement` says.
    case split(InsertPlacement)
    /// i3's way: into the focused window's container (the row or column of windows it is in),
    /// after it, the container's windows then sharing its room evenly; those a resize changed
    /// keep their proportions (`SplitTree.joining`). A window closing gives its room back the
    /// same way (`SplitTree.leaving`).
    case container

    /// How a split is made where a window goes beside another without joining a container
    /// (a preselection, a rule's direction, a tile dragged, a restored layout's stranger): the
    /// container way splits the longer side.
    public var splitting: InsertPlacement {
        if case .split(let placement) = self { placement } else { .longerSide }
    }

    /// The orientation a window and the one it joins take, when they start a container, or
    /// nil when new windows split the focused one.
    public func joiningOrientation(_ orientation: DefaultOrientation, in area: Rect) -> SplitLayout? {
        self == .container ? orientation.layout(in: area) : nil
    }
}

/// The orientation of a workspace's first container, as i3's `default_orientation`.
public enum DefaultOrientation: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
    /// Side by side unless the workspace is taller than it is wide (i3: the output).
    case auto

    public func layout(in area: Rect) -> SplitLayout {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .auto: area.height > area.width ? .vertical : .horizontal
        }
    }
}

/// i3's and bspwm's gaps around the tiles (`gaps-outer`, `smart-gaps`). The gap between two
/// windows is not here: it is the splitter's thickness, the part of the screen a drag takes
/// (`gaps-inner` is another name for `splitter-thickness`).
public struct GapSettings: Hashable, Sendable {
    /// Pixels left empty between each edge of a monitor's work area (after the docks' struts)
    /// and the tiles; at most a third of the area's width or height, so a tile always has room.
    public var outer = 0
    /// No outer gap while a workspace shows one window (its tree holds one, or is zoomed): as
    /// i3's `smart_gaps on`, a lone window gets the whole area.
    public var smart = false

    public init(outer: Int = 0, smart: Bool = false) {
        self.outer = outer
        self.smart = smart
    }
}

/// How a change of the tiling glides (`animation-duration`, `animation-easing`): every frame
/// is a tiling of its own (see `Transition`); pointer drags never glide.
public struct AnimationSettings: Hashable, Sendable {
    /// How long a change takes, in milliseconds; 0 shows every change at once.
    public var milliseconds = 150
    public var easing = Easing.easeOut

    public init() {}

    /// No motion: every change at once.
    public static var off: AnimationSettings {
        var a = AnimationSettings()
        a.milliseconds = 0
        return a
    }
}

/// A config `workspace N name NAME` or `workspace N monitor OUTPUT…` line (both may be on one
/// line, and several lines about the same number add up), or `workspace NAME monitor OUTPUT…`
/// for a workspace with no number (`number` nil, `name` the workspace's).
public struct WorkspaceSetting: Hashable, Sendable {
    public var number: Int?
    /// Shown by panels instead of the number, and accepted by `workspace NAME`.
    public var name: String?
    /// The RandR monitors (outputs) the workspace goes to: the first of them that is there.
    public var monitors: [String]
    /// Its own gaps (`workspace N gaps-inner PIXELS gaps-outer PIXELS`, i3's `workspace N gaps …`).
    public var gaps = WorkspaceGaps()

    public init(number: Int?, name: String? = nil, monitors: [String] = [], gaps: WorkspaceGaps = WorkspaceGaps()) {
        self.number = number
        self.name = name
        self.monitors = monitors
        self.gaps = gaps
    }
}

/// One workspace's own gaps, where they differ from `gaps-inner` and `gaps-outer` (nil: the
/// setting's): from its config line, or from the `gaps … current` command.
public struct WorkspaceGaps: Hashable, Sendable {
    /// The space between its windows: its splitters' thickness.
    public var inner: Int?
    /// The space around its tiles.
    public var outer: Int?

    public init(inner: Int? = nil, outer: Int? = nil) {
        self.inner = inner
        self.outer = outer
    }

    /// These gaps, with `other`'s where these have none.
    public func over(_ other: WorkspaceGaps) -> WorkspaceGaps {
        WorkspaceGaps(inner: inner ?? other.inner, outer: outer ?? other.outer)
    }
}
