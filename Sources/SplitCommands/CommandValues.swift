// The values that commands carry (what a bar, gap, border, layout, splitter or workspace
// change says, and the targets they name), with their canonical text. `Command` (Command.swift)
// is the language; these are its words' arguments.
import SplitEngine
import SplitSyntax

/// i3's `bar mode dock|hide|invisible|toggle [ID]` and `bar hidden_state hide|show|toggle [ID]`:
/// every bar, or the one with id ID. `toggle` goes between dock and hide, or hide and show.
public struct BarChange: Hashable, Sendable, CustomStringConvertible {
    public enum Value: String, Hashable, Sendable, CaseIterable { case dock, hide, invisible, show, toggle }
    /// `mode` when true, else `hidden_state`.
    public var mode: Bool
    public var value: Value
    public var id: String?

    public init(mode: Bool, _ value: Value, id: String? = nil) {
        self.mode = mode
        self.value = value
        self.id = id
    }

    public var description: String {
        (mode ? "mode " : "hidden_state ") + value.rawValue + (id.map { " " + ShellQuoting.word($0) } ?? "")
    }
}

/// i3's `gaps inner|outer current|all set|plus|minus|toggle PIXELS`: which gap (between the
/// windows, or around them), where (the focused workspace, or every workspace and the
/// default), and how (`toggle`: PIXELS when the gap is 0, else 0).
public struct GapChange: Hashable, Sendable, CustomStringConvertible {
    public enum Gap: String, Hashable, Sendable, CaseIterable { case inner, outer }
    public enum Scope: String, Hashable, Sendable, CaseIterable { case current, all }
    public enum Operation: String, Hashable, Sendable, CaseIterable { case set, plus, minus, toggle }
    public var gap: Gap
    public var scope: Scope
    public var operation: Operation
    public var pixels: Int

    public init(_ gap: Gap, _ scope: Scope, _ operation: Operation, _ pixels: Int) {
        self.gap = gap
        self.scope = scope
        self.operation = operation
        self.pixels = pixels
    }

    /// The gap after the change, from `now`: never below 0, and at most `limit`.
    public func applied(to now: Int, limit: Int) -> Int {
        let value = switch operation {
        case .set: pixels
        case .plus: now + pixels
        case .minus: now - pixels
        case .toggle: now == 0 ? pixels : 0
        }
        return min(max(value, 0), limit)
    }

    public var description: String { "\(gap.rawValue) \(scope.rawValue) \(operation.rawValue) \(pixels)" }
}

/// What `mark` does with the window's other marks: replace them (i3's default) or keep them
/// (`--add`); `--toggle` takes the mark away when the window has it already.
public struct MarkOptions: Hashable, Sendable {
    public var add: Bool
    public var toggle: Bool

    public init(add: Bool = false, toggle: Bool = false) {
        self.add = add
        self.toggle = toggle
    }
}

/// `nop`'s comment as the parser reads it back: its words as they are where each is a plain
/// word (`nop KP_End`, as i3's binding event shows it), else the whole comment quoted.
package enum NopWords {
    package static func written(_ comment: String) -> String {
        if comment.isEmpty { return "" }
        let words = comment.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let plain = words.allSatisfy { !$0.isEmpty && ShellQuoting.word($0) == $0 && !$0.contains(";") && !$0.contains(",") }
        return " " + (plain ? comment : ShellQuoting.quoted(comment))
    }
}

/// Mark names as `mark` and `unmark` read and write them.
package enum MarkWords {
    /// `name` as the parser reads it back: quoted as `/bin/sh` quotes, and also when it starts
    /// with `--` (a plain `--add` is an option, `'--add'` a mark).
    package static func written(_ name: String) -> String {
        name.hasPrefix("--") ? ShellQuoting.quoted(name) : ShellQuoting.word(name)
    }
}

/// Which workspace a command means.
public enum WorkspaceTarget: Hashable, Sendable {
    /// By number or by name: `3` is the workspace numbered 3 (whatever its name), else the
    /// one named "3"; any other word is a name.
    case named(String)
    /// The next or previous workspace in order (wrapping around).
    case next, prev
    /// The next or previous workspace among those of the focused monitor (wrapping around;
    /// i3's `next_on_output`, which polybar's scroll sends).
    case nextOnMonitor, prevOnMonitor
    /// The workspace focused before this one (i3's `back_and_forth`).
    case backAndForth
}

/// Which monitor a command means: the neighbour toward a direction, or one by its RandR name.
public enum MonitorTarget: Hashable, Sendable {
    case direction(Direction)
    case named(String)
}

/// What `layout` does to the focused window's parent split, or to the group it is in.
public enum LayoutChange: String, Hashable, Sendable, CaseIterable {
    /// The split's other orientation; in a group, the group ended (i3's `layout toggle split`).
    case toggle
    /// Side by side, above/below (i3's `splith`, `splitv`); in a group, the group ended first.
    case horizontal, vertical
    /// The chain of splits around the window made a group, or its group restyled.
    case tabbed, stacking
    /// Split → stacking → tabbed → split (i3's `layout toggle` and `layout toggle all`).
    case toggleAll = "toggle all"
}

/// What `border` makes of a window's border, as i3's `border`: a style, and the width it is
/// drawn at when one was given (nil: the width the state picks for that style, as i3 does).
public struct BorderChange: Hashable, Sendable, CustomStringConvertible {
    /// `normal`: a title bar above the window inside its border; `pixel`: the border alone;
    /// `none`: neither; `toggle`: the next of normal, none, pixel (i3 4.22's order).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case normal, pixel, none, toggle
    }

    public var style: Style
    /// Pixels; never given with `none`, which is always 0.
    public var width: Int?

    public init(_ style: Style, width: Int? = nil) {
        self.style = style
        self.width = style == .none ? nil : width
    }

    public static let normal = BorderChange(.normal), pixel = BorderChange(.pixel)
    public static let none = BorderChange(.none), toggle = BorderChange(.toggle)

    public var description: String { style.rawValue + (width.map { " \($0)" } ?? "") }
}

/// Turning a state of the focused window on, off, or to the other one.
public enum Switch: String, Hashable, Sendable, CaseIterable {
    case toggle, on, off

    /// The word i3 writes for it (`sticky enable|disable|toggle`), which `sticky` reads.
    public var i3Word: String {
        switch self {
        case .toggle: "toggle"
        case .on: "enable"
        case .off: "disable"
        }
    }
}

/// Which of the focused workspace's windows `focus tiling|floating|mode-toggle` goes to.
public enum FocusLayer: String, Hashable, Sendable, CaseIterable {
    case tiling, floating
    /// The floating ones from a tile, the tiles from a floating window (i3's `mode_toggle`).
    case modeToggle = "mode-toggle"
}

/// One level up or down the containers around the focused window (`focus parent|child`).
public enum ContainerStep: String, Hashable, Sendable, CaseIterable {
    case parent, child
}

/// What `hide` does to the focused window's parent split.
public enum HideChange: String, Hashable, Sendable, CaseIterable {
    case primary, secondary, toggle
}

/// What `priority` does to the focused window's split: `toggle` goes from none to the side
/// holding the focused window, then to the other side, then to none.
public enum PriorityChange: String, Hashable, Sendable, CaseIterable {
    case primary, secondary, none, toggle
}

/// A side's minimum: a share of the split's length, or pixels of its length now.
public enum Minimum: Hashable, Sendable {
    case fraction(Double)
    case pixels(Int)
}

/// The shares of a new split a side may be given: no setting (SplitConfig's `split-…`), command
/// (`min`) or rule may leave either side less than this share of it: at 0 or 1 (or a minimum of 1
/// on the other side) a new window would get no pixels at all.
package enum NewSide {
    package static let shares: ClosedRange<Double> = 0.05...0.95
}

/// One value of a split's own splitter style.
public enum SplitterChange: Hashable, Sendable {
    case thickness(Int)
    case color(RGB)
    case inset(Int)
    case hit(Int)
    case hidesWithSide(Bool)
}

extension WorkspaceTarget: CustomStringConvertible {
    /// The word after `workspace` (a name is quoted as `/bin/sh` would when it needs it, and
    /// when it is also a keyword: `'next'` is the workspace named next).
    public var description: String {
        switch self {
        case .named(let name): ShellQuoting.word(name, quotingAlso: WorkspaceWords.reserved)
        case .next: "next"
        case .prev: "prev"
        case .nextOnMonitor: "next-on-monitor"
        case .prevOnMonitor: "prev-on-monitor"
        case .backAndForth: "back-and-forth"
        }
    }
}

extension MonitorTarget: CustomStringConvertible {
    /// The word after `to monitor` (a name that is also a direction is quoted: `'left'`).
    public var description: String {
        switch self {
        case .direction(let d): d.rawValue
        case .named(let name): ShellQuoting.word(name, quotingAlso: WorkspaceWords.directions)
        }
    }
}

extension SplitterChange: CustomStringConvertible {
    /// The words after `splitter`, e.g. `color #ff0000`.
    public var description: String {
        switch self {
        case .thickness(let n): "thickness \(n)"
        case .color(let rgb): "color \(rgb)"
        case .inset(let n): "inset \(n)"
        case .hit(let n): "hit \(n)"
        case .hidesWithSide(let hides): "hides-with-side \(hides ? "yes" : "no")"
        }
    }
}
