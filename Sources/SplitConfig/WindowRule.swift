// Window rules as values: what a rule asks for, whether it matches, and what every matching
// rule says together. Reading `rule` lines is WindowRule+Parsing.swift; a rule's criteria, and
// what they see of a window, are SplitSyntax's (RuleCriterion.swift).
import SplitCommands
import SplitEngine
import SplitSyntax

/// What a rule asks for a window it matches.
public enum RuleAction: Hashable, Sendable {
    case float, tile, fullscreen
    /// The window is sticky (`sticky enable`): floating, it stays on its monitor over every
    /// workspace that monitor shows.
    case sticky
    /// The window starts on a hidden side.
    case hidden
    /// The side of the focused window the new window goes toward.
    case place(Direction)
    /// The new window's side's share of the split it makes (0 < F < 1).
    case fraction(Double)
    /// One of the own values of the split the new window makes.
    case split(RuleSplitSetting)
    /// The workspace the window goes to, by number or name (`workspace 2`, as i3's `assign`).
    case workspace(String)
    /// The window's border (`border normal|pixel [N]|none|toggle`), as the `border` command.
    case border(BorderChange)
    /// What its tab and title bar show (`title_format FORMAT`, as the command).
    case titleFormat(String)
    /// The window in a group of this style with the windows around it (`layout tabbed|stacking`,
    /// as i3's `for_window [...] layout tabbed`).
    case group(SplitGroup)
    /// The window is a terminal: a program started from it takes its place while it runs
    /// (WMState+Swallow.swift).
    case swallows
    /// The window never takes a terminal's place, whatever started it.
    case unswallowed
    /// What the focus does when the window arrives (`no-focus`, `follow`).
    case focus(RuleFocus)
}

/// What the focus does when a rule's window arrives, instead of going to it where it lands.
public enum RuleFocus: Hashable, Sendable {
    /// It stays where it is (`no-focus`, i3's `no_focus`, bspwm's `focus=off`); the window
    /// waits in its workspace's focus history. A workspace's first window takes it all the
    /// same, as in i3: the keyboard is not left on nothing there.
    case stays
    /// It follows the window to the workspace a rule sends it to, which is shown (`follow`,
    /// bspwm's `follow=on`).
    case follows
}

extension RuleAction: CustomStringConvertible {
    /// The canonical text: a rule whose actions are written this way reads back to them
    /// (for values the parser accepts: a fraction strictly between 0 and 1, a minimum in its
    /// range, a workspace name not empty and without control characters).
    public var description: String {
        switch self {
        case .float: "float"
        case .tile: "tile"
        case .fullscreen: "fullscreen"
        case .sticky: "sticky"
        case .hidden: "hidden"
        case .place(let d): "place \(d.rawValue)"
        case .fraction(let f): "fraction \(Numbers.text(f))"
        case .split(.priority(let side)): "priority \(side?.rawValue ?? "none")"
        case .split(.min(let side, .fraction(let f))): "min \(side.rawValue) \(Numbers.text(f))"
        case .split(.min(let side, .pixels(let n))): "min \(side.rawValue) \(n) px"
        case .split(.dragToHide(let side, let on)): "drag-to-hide \(side.rawValue) \(on ? "on" : "off")"
        case .workspace(let name): "workspace \(WorkspaceTarget.named(name))"
        case .border(let change): "border \(change)"
        case .titleFormat(let format): Command.titleFormat(format).description
        case .group(let style): style == .tabbed ? "layout tabbed" : "layout stacking"
        case .swallows: "swallows"
        case .unswallowed: "unswallowed"
        case .focus(.stays): "no-focus"
        case .focus(.follows): "follow"
        }
    }
}

/// A side of the split a new window makes, as a rule names it: by the new window (`new`, the
/// side it is on; `other`, the side of the window it went beside) or by position
/// (`primary`: left or top, `secondary`: right or bottom).
public enum RuleSide: String, Hashable, Sendable, CaseIterable {
    case new, other, primary, secondary

    /// The side meant, once the new window is known to be on `newSide`.
    public func side(newWindowOn newSide: SplitSide) -> SplitSide {
        switch self {
        case .new: newSide
        case .other: newSide.other
        case .primary: .primary
        case .secondary: .secondary
        }
    }
}

/// A value a rule sets on the split its window makes, as the per-split command of that name
/// would on it: `priority`, `min`, `drag-to-hide`.
public enum RuleSplitSetting: Hashable, Sendable {
    /// The side that keeps its pixels when the split's area changes; nil: neither.
    case priority(RuleSide?)
    case min(RuleSide, Minimum)
    case dragToHide(RuleSide, Bool)

    /// Whether `other`, given later, replaces this one whatever side the window lands on
    /// (the same value of the same side word).
    func isReplaced(by other: RuleSplitSetting) -> Bool {
        switch (self, other) {
        case (.priority, .priority): true
        case (.min(let a, _), .min(let b, _)), (.dragToHide(let a, _), .dragToHide(let b, _)): a == b
        default: false
        }
    }
}

/// One `rule` line: criteria that must all match, and actions.
public struct WindowRule: Hashable, Sendable {
    /// The config line, for messages and `query windows`.
    public var line: Int
    /// The rule as written after `rule `, for query output.
    public var text: String
    public var actions: [RuleAction]
    /// At least one; all must match.
    package var criteria: [RuleCriterion]
    /// Added by the `rule` command (bspc's `rule -a`) rather than read from the config: such
    /// rules come after the config's, survive a reload, and `rule remove` counts among them.
    public var addedByCommand = false
    /// Dropped once it matched a window (`rule --one-shot`, bspc's `rule -a -o`).
    public var oneShot = false

    init(line: Int, text: String, criteria: [RuleCriterion], actions: [RuleAction]) {
        self.line = line
        self.text = text
        self.criteria = criteria
        self.actions = actions
    }

    /// Whether every criterion matches.
    public func matches(_ facts: WindowFacts) -> Bool {
        criteria.allSatisfy { $0.matches(facts) }
    }

    /// Whether it matches the workspace a window goes to (`workspace=`), which is known only
    /// once the other rules have said where it goes.
    public var seesWorkspace: Bool { criteria.contains { $0.key == .workspace } }
}

/// What all matching rules together say (later rules win conflicts); `lines` names them.
public struct RuleOutcome: Hashable, Sendable {
    /// true: float, false: tile, nil: no rule said.
    public var floating: Bool?
    public var fullscreen = false
    public var sticky = false
    public var hidden = false
    public var place: Direction?
    /// The new window's side's share of the split it makes.
    public var fraction: Double?
    /// The own values of the split the new window makes, to be applied in this order: which
    /// sides `new` and `other` are is known only once the window is placed, so `min new` and
    /// `min primary` may be the same value, and the later one must win.
    public var splitSettings: [RuleSplitSetting] = []
    /// The workspace the window goes to (as i3's `assign`), by number or name; nil: the focused one.
    public var workspace: String?
    /// The window's border; nil: as the settings say.
    public var border: BorderChange?
    /// What its tab and title bar show instead of its title; nil: the title.
    public var titleFormat: String?
    /// The group the window makes with the windows around it once placed.
    public var group: SplitGroup?
    /// A terminal whose programs take its place (`swallows`).
    public var swallows = false
    /// Never takes a terminal's place (`unswallowed`).
    public var unswallowed = false
    /// What the focus does when the window arrives; nil: it goes to the window where it lands.
    public var focus: RuleFocus?
    /// The config lines of the rules that matched, in file order (the config's rules only).
    public var lines: [Int] = []

    public init() {}

    /// No rule matched.
    public var isEmpty: Bool { self == RuleOutcome() }

    /// `action` applied after everything before it.
    mutating func apply(_ action: RuleAction) {
        switch action {
        case .float: floating = true
        case .tile: floating = false
        case .fullscreen: fullscreen = true
        case .sticky: sticky = true
        case .hidden: hidden = true
        case .place(let direction): place = direction
        case .fraction(let f): fraction = f
        case .workspace(let name): workspace = name
        case .border(let change): border = change
        case .titleFormat(let format): titleFormat = format
        case .group(let style): group = style
        case .swallows: swallows = true
        case .unswallowed: unswallowed = true
        case .focus(let choice): focus = choice
        case .split(let setting):
            splitSettings.removeAll { $0.isReplaced(by: setting) }
            splitSettings.append(setting)
        }
    }
}

extension Array where Element == WindowRule {
    /// Every matching rule's actions, in file order, so a later rule wins where two conflict.
    public func outcome(for facts: WindowFacts) -> RuleOutcome {
        var outcome = RuleOutcome()
        for rule in self where rule.matches(facts) {
            for action in rule.actions { outcome.apply(action) }
            // A rule a command added has no config line to name.
            if !rule.addedByCommand { outcome.lines.append(rule.line) }
        }
        return outcome
    }

    /// Some rule makes terminals that swallow: only then are new windows' processes looked up.
    public var swallowing: Bool { contains { $0.actions.contains(.swallows) } }
}
