// One criterion of a window rule or of a command's `[…]`: `KEY=GLOB` or `KEY~REGEX`, what it
// sees of a window (`WindowFacts`), reading one from its word with errors at byte offsets, and
// whether it matches. The rules' parser (SplitConfig), the command parser (SplitCommands) and
// splitctl, which checks a command's criteria before it sends them, all read criteria here.
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
    /// The type i3 sees: the first of `i3TypeNames` the client set itself, nil when it set none
    /// (what `window_type=` matches: no EWMH default for an untyped window, as in i3).
    public var setType: String?
    /// The window's marks (`mark NAME`): only a command's criteria see them (`mark=NAME`).
    public var marks: [String]
    /// The X window id: only a command's criteria see it (`id=0x1a00003`).
    public var id: UInt32?
    /// The name of the workspace it is on (nil: on none, as a scratchpad window): what
    /// `workspace=` matches.
    public var workspace: String?
    /// Whether that workspace is the focused one: what `workspace=__focused__` matches.
    public var workspaceFocused: Bool
    /// Where it stands among the urgent windows: "latest" when none became urgent after it,
    /// "oldest" when none did before it (both when it is the only one; empty when it is not
    /// urgent). Only a command's criteria see it (`urgent=latest`).
    public var urgency: [String]
    /// "floating" or "tiling" (nil: neither, as a dock or a waiting leaf): what i3's
    /// `floating` and `tiling` criteria see, `layer=` in splitwm's. A command's criteria only.
    public var layer: String?

    public init(className: String = "", instance: String = "", title: String = "", role: String? = nil, types: [String] = [],
                marks: [String] = [], id: UInt32? = nil, workspace: String? = nil, workspaceFocused: Bool = false,
                urgency: [String] = [], layer: String? = nil, setType: String? = nil) {
        self.layer = layer
        self.setType = setType
        self.className = className
        self.instance = instance
        self.title = title
        self.role = role
        self.types = types
        self.marks = marks
        self.id = id
        self.workspace = workspace
        self.workspaceFocused = workspaceFocused
        self.urgency = urgency
    }

    /// Every name a `type` criterion can match: `_NET_WM_WINDOW_TYPE_DROPDOWN_MENU` is
    /// "dropdown_menu". A `type` pattern that matches none of these is a config error.
    public static let typeNames = [
        "normal", "dialog", "utility", "toolbar", "splash", "menu", "dropdown_menu", "popup_menu",
        "tooltip", "notification", "combo", "dnd", "dock", "desktop",
    ]

    /// The types i3 reads from `_NET_WM_WINDOW_TYPE` (its preferred type is the first of
    /// these the client lists): the ones `window_type=` can match.
    public static let i3TypeNames = Array(typeNames.prefix(10))
}

/// One `KEY=GLOB` or `KEY~REGEX`, in a rule or in a command's `[…]`.
package struct RuleCriterion: Hashable, Sendable {
    package enum Key: String, CaseIterable, Sendable {
        case className = "class", instance, title, role, type
        /// i3's `window_type`: the type the window set itself, as i3 matches it (`type`
        /// reads an untyped window as `normal` or `dialog`, as EWMH says; this one does not,
        /// so that an imported i3 config picks the windows i3 would).
        case windowType = "window_type"
        /// The name of the window's workspace (i3's `workspace`); `__focused__` is the focused one.
        case workspace
        /// A command's criteria only: a new window has no marks, and its id is no rule's business.
        case mark, id
        /// A command's criteria only (i3's `urgent=latest|oldest`): the urgent window that
        /// became so last, or first.
        case urgent
        /// A command's criteria only (i3's `floating` and `tiling`, bare words there and
        /// here): whether the window floats or is tiled, `layer=floating|tiling`.
        case layer

        /// The two values `layer=` takes, each also a criterion on its own (`[floating]`).
        package static let layerWords = ["floating", "tiling"]

        /// The keys a rule may use (a rule's `workspace=` sees the workspace the window goes to).
        package static let ruleKeys: [Key] = [.className, .instance, .title, .role, .type, .windowType, .workspace]

        /// Why a key is not a rule's, for the message that refuses it there.
        var notARuleKey: String {
            switch self {
            case .urgent: "a rule sees a window before it is urgent"
            case .layer: "a rule decides whether a window floats, with float or tile"
            default: "a rule sees a window before it has marks"
            }
        }

        /// The value each of i3's words for `urgent=` stands for (i3 reads them in any case).
        package static let urgencyWords = ["latest": "latest", "newest": "latest", "recent": "latest", "last": "latest",
                                           "oldest": "oldest", "first": "oldest"]

        /// i3's spellings, accepted beside ours (an i3 user's `[con_mark="x"]` works as written).
        package static let aliases: [String: Key] = ["window_role": .role, "con_mark": .mark, "con_id": .id]

        /// The key a written name means, ours or i3's.
        package static func named(_ name: String) -> Key? { Key(rawValue: name) ?? aliases[name] }
    }

    package var key: Key
    package var pattern: RulePattern

    package init(key: Key, pattern: RulePattern) {
        self.key = key
        self.pattern = pattern
    }

    /// The value that stands for the focused one (`workspace=__focused__`), as in i3.
    package static let focusedWord = "__focused__"

    package func matches(_ facts: WindowFacts) -> Bool {
        switch key {
        case .className: pattern.matches(facts.className)
        case .instance: pattern.matches(facts.instance)
        case .title: pattern.matches(facts.title)
        case .role: facts.role.map(pattern.matches) ?? false
        case .type: facts.types.contains(where: pattern.matches)
        case .windowType: facts.setType.map(pattern.matches) ?? false
        case .mark: facts.marks.contains(where: pattern.matches)
        // As i3's: `__focused__` is the focused workspace before it is a name.
        case .workspace:
            facts.workspace.map { pattern.source == Self.focusedWord && facts.workspaceFocused || pattern.matches($0) } ?? false
        case .urgent: facts.urgency.contains(where: pattern.matches)
        case .layer: facts.layer.map(pattern.matches) ?? false
        // `id=` is read into the decimal digits of the id, a glob without wildcards.
        case .id: facts.id.map { pattern.matches(String($0)) } ?? false
        }
    }
}

/// A glob, matched against the whole value, or a regular expression (SplitRegex's RuleRegex:
/// PCRE2), searched for anywhere in it (as i3's criteria are). Two patterns are equal when they are written alike.
package enum RulePattern: Hashable, Sendable {
    case glob(Glob)
    case regex(RuleRegex)

    /// The pattern as written, without its quotes.
    package var source: String {
        switch self {
        case .glob(let glob): glob.source
        case .regex(let regex): regex.source
        }
    }

    package func matches(_ value: String) -> Bool {
        switch self {
        case .glob(let glob): glob.matches(value)
        case .regex(let regex): regex.matches(value)
        }
    }
}

extension RuleCriterion {
    /// The criterion `word` is, nil when it does not start with letters and `=` or `~`
    /// (then it may be an action), or an error when it names no key of `keys` or its pattern
    /// is wrong. Rules take `Key.ruleKeys`; a command's `[…]` every key.
    package static func parse(_ word: RuleWord, in b: [UInt8], keys: [Key] = Key.ruleKeys,
                              owner: String = "rule") throws(RuleSyntaxError) -> RuleCriterion? {
        var keyEnd = word.range.lowerBound
        while keyEnd < word.range.upperBound, ASCII.isLetter(b[keyEnd]) || b[keyEnd] == ASCII.underscore { keyEnd += 1 }
        let keyText = b.text(word.range.lowerBound..<keyEnd)
        let keyNames = keys.map(\.rawValue)
        // i3's `[floating]` and `[tiling]`: a value alone, which stands for its key.
        if keys.contains(.layer), case let bare = b.text(word.range), Key.layerWords.contains(bare) {
            return RuleCriterion(key: .layer, pattern: .glob(Glob(exactly: bare)))
        }
        guard keyEnd < word.range.upperBound, keyEnd > word.range.lowerBound, b[keyEnd] == ASCII.equals || b[keyEnd] == ASCII.tilde else {
            // A key on its own (`class Firefox`, `class:Firefox`) is a criterion missing its operator.
            if let key = RuleCriterion.Key.named(keyText), keys.contains(key) {
                let rest = b.text(keyEnd..<word.range.upperBound)
                throw RuleSyntaxError(offset: keyEnd, message: ParseFailure(
                    offset: 0, command: "\(owner): \(keyText)", word: rest,
                    expected: "=GLOB or ~REGEX right after the key").message)
            }
            return nil
        }
        guard let key = RuleCriterion.Key.named(keyText), keys.contains(key) else {
            let named = RuleCriterion.Key.named(keyText)
            let why = named.map { "; \(keyText) is for a command's [criteria] only (\($0.notARuleKey))" }
                ?? Messages.suggestion(for: keyText, among: keyNames).map { "; did you mean \"\($0)\"?" } ?? ""
            throw RuleSyntaxError(offset: word.range.lowerBound, message: ParseFailure(
                offset: 0, command: owner, word: keyText, expected: "a key (\(Messages.list(keyNames)))").message + why)
        }
        let valueStart = keyEnd + 1
        let (value, origin) = RuleWords.dequoted(b, valueStart..<word.range.upperBound)
        let source = String(decoding: value, as: UTF8.self)
        let owner = "\(owner): \(keyText)"
        let pattern: RulePattern
        if key == .id {
            // An X window id, decimal or `0x` hexadecimal (as xprop and xwininfo print them),
            // kept as its decimal digits: a glob that matches that id alone.
            guard b[keyEnd] == ASCII.equals, let id = Self.windowID(source) else {
                throw RuleSyntaxError(offset: word.range.lowerBound, message: ParseFailure(
                    offset: 0, command: owner, word: b.text(keyEnd..<word.range.upperBound),
                    expected: "=ID, a window id in decimal or in hexadecimal after 0x").message)
            }
            return RuleCriterion(key: key, pattern: .glob(Glob(digitsOf: id)))
        }
        if key == .urgent {
            // i3's words, kept as the one they stand for: a glob without wildcards.
            guard b[keyEnd] == ASCII.equals, let standing = Key.urgencyWords[source.lowercased()] else {
                throw RuleSyntaxError(offset: word.range.lowerBound, message: ParseFailure(
                    offset: 0, command: owner, word: b.text(keyEnd..<word.range.upperBound),
                    expected: "=latest or =oldest (or i3's newest, recent, last, first)").message)
            }
            return RuleCriterion(key: key, pattern: .glob(Glob(exactly: standing)))
        }
        if key == .layer {
            guard b[keyEnd] == ASCII.equals, Key.layerWords.contains(source) else {
                throw RuleSyntaxError(offset: word.range.lowerBound, message: ParseFailure(
                    offset: 0, command: owner, word: b.text(keyEnd..<word.range.upperBound),
                    expected: "=floating or =tiling").message)
            }
            return RuleCriterion(key: key, pattern: .glob(Glob(exactly: source)))
        }
        if b[keyEnd] == ASCII.equals {
            do {
                pattern = .glob(try Glob(source))
            } catch {
                throw RuleSyntaxError(offset: origin[value.byteOffset(ofScalar: error.scalarOffset)], message: "\(owner): \(error.message)")
            }
        } else {
            do {
                pattern = .regex(try RuleRegex(source))
            } catch {
                throw RuleSyntaxError(offset: origin[error.byteOffset],
                                      message: "\(owner): invalid regular expression \(Messages.quoted(source)): \(error.message)")
            }
        }
        let typeNames = key == .type ? WindowFacts.typeNames : key == .windowType ? WindowFacts.i3TypeNames : []
        if !typeNames.isEmpty, !typeNames.contains(where: pattern.matches) {
            throw RuleSyntaxError(offset: valueStart, message: ParseFailure(
                offset: 0, command: owner, word: source,
                expected: "a pattern matching a window type (\(Messages.list(typeNames)))").message)
        }
        return RuleCriterion(key: key, pattern: pattern)
    }

    /// A window id as `id=` takes it: 1 to 2^32-1, in decimal or after `0x` in hexadecimal.
    static func windowID(_ text: String) -> UInt32? {
        let id: UInt32?
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            let digits = text.dropFirst(2)
            id = digits.isEmpty || digits.count > 8 ? nil : UInt32(digits, radix: 16)
        } else {
            id = text.utf8.allSatisfy(ASCII.isDigit) && text.utf8.count <= 10 ? UInt32(text) : nil
        }
        return id == 0 ? nil : id
    }
}
