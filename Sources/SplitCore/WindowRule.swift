// Window rules as values: what a rule sees of a window, what it asks for, whether it matches,
// and what every matching rule says together. Reading `rule` lines is WindowRule+Parsing.swift.
import SplitEngine
import SplitRegex

/// What a rule can see of a window.
public struct WindowFacts: Hashable, Sendable {
    /// WM_CLASS's class part, e.g. "Firefox".
    public var className: String
    /// WM_CLASS's instance part, e.g. "Navigator".
    public var instance: String
    public var title: String
    /// WM_WINDOW_ROLE; a window without one matches no `role` criterion.
    public var role: String?
    /// EWMH window types as rule names ("dialog", "normal", ...), the client's preference first.
    public var types: [String]
    /// The window's marks (`mark NAME`): only a command's criteria see them (`mark=NAME`).
    public var marks: [String]
    /// The X window id: only a command's criteria see it (`id=0x1a00003`).
    public var id: UInt32?

    public init(className: String = "", instance: String = "", title: String = "", role: String? = nil, types: [String] = [],
                marks: [String] = [], id: UInt32? = nil) {
        self.className = className
        self.instance = instance
        self.title = title
        self.role = role
        self.types = types
        self.marks = marks
        self.id = id
    }

    /// Every name a `type` criterion can match: `_NET_WM_WINDOW_TYPE_DROPDOWN_MENU` is
    /// "dropdown_menu". A `type` pattern that matches none of these is a config error.
    public static let typeNames = [
        "normal", "dialog", "utility", "toolbar", "splash", "menu", "dropdown_menu", "popup_menu",
        "tooltip", "notification", "combo", "dnd", "dock", "desktop",
    ]
}

/// What a rule asks for a window it matches.
public enum RuleAction: Hashable, Sendable {
    case float, tile, fullscreen
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
        case .hidden: "hidden"
        case .place(let d): "place \(d.rawValue)"
        case .fraction(let f): "fraction \(Numbers.text(f))"
        case .split(.priority(let side)): "priority \(side?.rawValue ?? "none")"
        case .split(.min(let side, .fraction(let f))): "min \(side.rawValue) \(Numbers.text(f))"
        case .split(.min(let side, .pixels(let n))): "min \(side.rawValue) \(n) px"
        case .split(.dragToHide(let side, let on)): "drag-to-hide \(side.rawValue) \(on ? "on" : "off")"
        case .workspace(let name): "workspace \(WorkspaceTarget.named(name))"
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
    var criteria: [RuleCriterion]

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
}

/// One `KEY=GLOB` or `KEY~REGEX`, in a rule or in a command's `[…]`.
struct RuleCriterion: Hashable, Sendable {
    enum Key: String, CaseIterable, Sendable {
        case className = "class", instance, title, role, type
        /// A command's criteria only: a new window has no marks, and its id is no rule's business.
        case mark, id

        /// The keys a rule may use.
        static let ruleKeys: [Key] = [.className, .instance, .title, .role, .type]

        /// i3's spellings, accepted beside ours (an i3 user's `[con_mark="x"]` works as written).
        static let aliases: [String: Key] = ["window_role": .role, "window_type": .type, "con_mark": .mark, "con_id": .id]

        /// The key a written name means, ours or i3's.
        static func named(_ name: String) -> Key? { Key(rawValue: name) ?? aliases[name] }
    }

    var key: Key
    var pattern: RulePattern

    func matches(_ facts: WindowFacts) -> Bool {
        switch key {
        case .className: pattern.matches(facts.className)
        case .instance: pattern.matches(facts.instance)
        case .title: pattern.matches(facts.title)
        case .role: facts.role.map(pattern.matches) ?? false
        case .type: facts.types.contains(where: pattern.matches)
        case .mark: facts.marks.contains(where: pattern.matches)
        // `id=` is read into the decimal digits of the id, a glob without wildcards.
        case .id: facts.id.map { pattern.matches(String($0)) } ?? false
        }
    }
}

/// A glob, matched against the whole value, or a regular expression (RuleRegex.swift),
/// searched for anywhere in it (as i3's PCRE criteria are). Two patterns are equal when they are written alike.
enum RulePattern: Hashable, Sendable {
    case glob(Glob)
    case regex(RuleRegex)

    /// The pattern as written, without its quotes.
    var source: String {
        switch self {
        case .glob(let glob): glob.source
        case .regex(let regex): regex.source
        }
    }

    func matches(_ value: String) -> Bool {
        switch self {
        case .glob(let glob): glob.matches(value)
        case .regex(let regex): regex.matches(value)
        }
    }
}

/// What all matching rules together say (later rules win conflicts); `lines` names them.
public struct RuleOutcome: Hashable, Sendable {
    /// true: float, false: tile, nil: no rule said.
    public var floating: Bool?
    public var fullscreen = false
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
    /// The config lines of the rules that matched, in file order.
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
        case .hidden: hidden = true
        case .place(let direction): place = direction
        case .fraction(let f): fraction = f
        case .workspace(let name): workspace = name
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
            outcome.lines.append(rule.line)
        }
        return outcome
    }
}
