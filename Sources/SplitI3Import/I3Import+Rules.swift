// i3's window criteria, `for_window` and `assign` as splitwm `rule` lines, and the i3 lines that
// become other config lines: `workspace … output`, colours, borders and gaps.
import SplitCommands
import SplitRegex
import SplitSyntax

extension I3Translator {
    /// i3's criteria as splitwm's (`class=Firefox`, `title~'^Save'`). i3's values are PCRE2
    /// regexes, and so are splitwm's `~` (compiled with i3's options): every one PCRE2 compiles
    /// is carried, and one that only names a whole literal value (`^Firefox$`) becomes a glob,
    /// which reads more plainly. One PCRE2 refuses, i3 refuses too (but for one longer than
    /// splitwm's `RuleRegex.maxPatternBytes`, which i3 would take). Before a command
    /// (`forCommand`), i3's `id` (an X window id) is splitwm's `id` too.
    func criteria(_ list: [I3Criterion], forCommand: Bool = false) throws(I3ImportFailure) -> [String] {
        guard !list.isEmpty else { throw I3ImportFailure("a rule needs a criterion") }
        // i3's `all` before a command selects every window: it narrows nothing beside others.
        if forCommand, list.contains(where: { $0.key == WindowCriteria.allWord && $0.value == nil }) {
            let others = list.filter { !($0.key == WindowCriteria.allWord && $0.value == nil) }
            return others.isEmpty ? [WindowCriteria.allWord] : try criteria(others, forCommand: true)
        }
        return try list.map { criterion throws(I3ImportFailure) in
            if forCommand, criterion.key == "id", let value = criterion.value {
                let digits = value.hasPrefix("0x") ? UInt32(value.dropFirst(2), radix: 16) : UInt32(value)
                guard let id = digits else { throw I3ImportFailure("id \(Messages.quoted(value)) is not a window id") }
                return "id=\(id)"
            }
            if forCommand, criterion.key == "urgent", let value = criterion.value {
                guard let standing = RuleCriterion.Key.urgencyWords[value.lowercased()] else {
                    throw I3ImportFailure("urgent=\(Messages.quoted(value)): i3 takes latest, newest, recent, last, oldest or first")
                }
                return "urgent=\(standing)"
            }
            // i3's `floating` and `tiling` take no value: splitwm's `layer=`.
            if forCommand, RuleCriterion.Key.layerWords.contains(criterion.key), criterion.value == nil {
                return "layer=\(criterion.key)"
            }
            // A mark is a command's criterion, not a rule's: a rule's parser refuses it.
            let keys = ["class": "class", "instance": "instance", "title": "title", "window_role": "role",
                        // i3's window_type, kept as i3's key: it matches only a type the window set, where
                        // splitwm's `type` reads an untyped window as normal (EWMH's reading).
                        "window_type": "window_type",
                        "con_mark": "mark", "workspace": "workspace"]
            guard let key = keys[criterion.key] else {
                throw I3ImportFailure(Self.criterionReasons[criterion.key]
                    ?? "i3's criterion \(criterion.key) has no counterpart: splitwm matches class, instance, title, role, type and workspace")
            }
            guard let value = criterion.value else { throw I3ImportFailure("\(criterion.key) needs a value") }
            // The focused workspace is splitwm's `workspace=__focused__` too.
            if value == RuleCriterion.focusedWord, key == "workspace" { return "workspace=\(value)" }
            if value == RuleCriterion.focusedWord { throw I3ImportFailure("splitwm's criteria match values, not the focused window's") }
            if key == "window_type" { return "window_type=" + Self.quoted(value) }
            do throws(RegexSyntaxError) {
                _ = try RuleRegex(value)
            } catch {
                throw I3ImportFailure("the regex \(Messages.quoted(value)) does not compile: \(error.message) at byte \(error.byteOffset)")
            }
            if let literal = Self.wholeLiteral(value) { return "\(key)=\(Self.quoted(literal))" }
            return "\(key)~\(Self.quoted(value))"
        }
    }

    static let criterionReasons: [String: String] = [
        "con_id": "splitwm has no containers", "id": "splitwm's rules match properties, not window ids",
        "urgent": "a rule sees a window before it is urgent (urgent= is for commands)",
        "floating": "splitwm's rules match properties", "tiling": "splitwm's rules match properties",
        "machine": "splitwm's rules do not match WM_CLIENT_MACHINE", "all": "splitwm's rules need a property to match",
    ]

    /// `^text$` where text has no regex syntax: the literal text.
    static func wholeLiteral(_ regex: String) -> String? {
        guard regex.hasPrefix("^"), regex.hasSuffix("$"), regex.unicodeScalars.count > 2 else { return nil }
        let middle = regex.dropFirst().dropLast()
        let plain = middle.unicodeScalars.allSatisfy { c in
            c.properties.isAlphabetic || ("0"..."9").contains(c) || "-_ :,@%/".unicodeScalars.contains(c)
        }
        return plain ? String(middle) : nil
    }

    /// A rule or criteria value as splitwm reads it back exactly: the writer criteria use
    /// (`RuleWords.quoted`), so a value holding quotes, backslashes or `;` stays one value and
    /// never closes its quotes early (an i3 value is text from a file, not a command).
    static func quoted(_ value: String) -> String { RuleWords.quoted(value) }

    /// `for_window [criteria] commands` as a rule: the commands a rule has an action for
    /// are carried over; the others are named in a comment above it.
    func forWindow(_ rest: String) throws(I3ImportFailure) -> I3Entry.Kind {
        var scanner = I3Scanner(rest)
        guard let list = try scanner.criteria() else { throw I3ImportFailure("for_window needs [criteria]") }
        let criteria = try criteria(list)
        var actions: [String] = []
        var dropped: [String] = []
        for statement in try I3Scanner.statements(scanner.rest) {
            guard statement.criteria == nil else { throw I3ImportFailure("criteria inside for_window's commands") }
            for words in statement.commands where !words.isEmpty {
                do {
                    actions.append(try action(words))
                } catch {
                    dropped.append("\(words.joined(separator: " ")) (\(error.reason))")
                }
            }
        }
        guard !actions.isEmpty else {
            throw I3ImportFailure(dropped.isEmpty ? "no command" : "a rule has no action for " + dropped.joined(separator: ", "))
        }
        let notes = dropped.map { "i3 for_window, left out: \($0)" }
        return .translated([Dollars.escaped("rule " + (criteria + actions).joined(separator: " "))], notes: notes)
    }

    /// One command of a `for_window` as a rule action.
    private func action(_ words: [String]) throws(I3ImportFailure) -> String {
        switch (words[0], Array(words.dropFirst())) {
        case ("floating", ["enable"]): return "float"
        case ("floating", ["disable"]): return "tile"
        case ("fullscreen", []), ("fullscreen", ["enable"]): return "fullscreen"
        // A new window is not sticky yet: toggling makes it so.
        case ("sticky", ["enable"]), ("sticky", ["toggle"]): return "sticky"
        case ("border", let arguments): return try borderCommand(arguments).text
        case ("layout", ["tabbed"]): return "layout tabbed"
        case ("title_format", let arguments) where !arguments.isEmpty:
            return Command.titleFormat(arguments.joined(separator: " ")).description
        case ("layout", ["stacking"]), ("layout", ["stacked"]): return "layout stacking"
        case ("move", let arguments):
            var rest = arguments
            if ["container", "window"].contains(rest.first) { rest.removeFirst() }
            if rest.first == "to" { rest.removeFirst() }
            guard rest.first == "workspace" else { throw I3ImportFailure("a rule moves a window only to a workspace") }
            return try workspaceAction(Array(rest.dropFirst()))
        default:
            throw I3ImportFailure("splitwm's rules float, tile, fullscreen, make sticky, hide, place, send to a workspace, give a title bar or none, format the title, and group")
        }
    }

    private func workspaceAction(_ words: [String]) throws(I3ImportFailure) -> String {
        guard case .named(let name) = try workspaceTarget(words) else {
            throw I3ImportFailure("a rule sends a window to a workspace by number or name")
        }
        return "workspace " + WorkspaceTarget.named(name).description
    }

    /// `assign [criteria] [→] [workspace] [number] NAME` as `rule … workspace NAME`.
    func assign(_ rest: String) throws(I3ImportFailure) -> I3Entry.Kind {
        var scanner = I3Scanner(rest)
        guard let list = try scanner.criteria() else { throw I3ImportFailure("assign needs [criteria]") }
        // i3 assigns a window before it is on any workspace: there `workspace=` never matches.
        if list.contains(where: { $0.key == "workspace" }) {
            throw I3ImportFailure("i3's assign sees a window before it has a workspace: workspace= never matches there")
        }
        let criteria = try criteria(list)
        var words: [String] = []
        while let word = scanner.word() { words.append(word) }
        if words.first == "→" { words.removeFirst() }
        if words.first == "output" { throw I3ImportFailure("splitwm assigns windows to workspaces, not outputs") }
        if words.first == "workspace" { words.removeFirst() }
        return .translated([Dollars.escaped("rule " + (criteria + [try workspaceAction(words)]).joined(separator: " "))], notes: [])
    }

    /// `no_focus [criteria]` as `rule … no-focus`: the window does not take the focus when it
    /// arrives (but as a workspace's first window, as in i3).
    func noFocus(_ rest: String) throws(I3ImportFailure) -> I3Entry.Kind {
        var scanner = I3Scanner(rest)
        guard let list = try scanner.criteria() else { throw I3ImportFailure("no_focus needs [criteria]") }
        guard scanner.word() == nil else { throw I3ImportFailure("no_focus takes criteria alone") }
        return .translated([Dollars.escaped("rule " + (try criteria(list) + ["no-focus"]).joined(separator: " "))], notes: [])
    }

    /// `workspace N output OUTPUT…` as `workspace N monitor OUTPUT…`, and for any other name
    /// `workspace NAME monitor OUTPUT…`: i3 gives a bare number's outputs to every workspace of
    /// that number (`2:mail` too) and a full name's to that name alone, before the number's, so a
    /// name such as `2:mail` names no number here. i3 keeps a workspace's first such line.
    mutating func workspaceLine(_ rest: String) throws(I3ImportFailure) -> I3Entry.Kind {
        var scanner = I3Scanner(rest)
        var words: [String] = []
        while let word = scanner.word() { words.append(word) }
        let gaps = words.count == 4 && words[1] == "gaps"
        guard words.count >= 3, words[1] == "output" || gaps else {
            throw I3ImportFailure("splitwm's workspace lines give a workspace a name, a monitor and gaps (workspace N monitor OUTPUT)")
        }
        if gaps, !["inner", "outer"].contains(words[2]) {
            throw I3ImportFailure("workspace \(words[0]) gaps \(words[2]): splitwm's outer gap is the same on every side (gaps-outer)")
        }
        let name = words[0]
        let digits = name.prefix { ("0"..."9").contains($0) }
        if !gaps {
            // i3 compares the names without case here.
            guard workspacesWithOutputs.insert(name.lowercased()).inserted else {
                throw I3ImportFailure("i3 keeps the first output line of workspace \(Messages.quoted(name)) and ignores this one")
            }
        }
        guard let number = Int(digits.prefix(3)), !digits.isEmpty, gaps || digits.count == name.count else {
            guard !gaps else {
                throw I3ImportFailure("splitwm's workspace gaps are about numbered workspaces, and \(Messages.quoted(name)) has no number")
            }
            let monitors = words.dropFirst(2).map(ShellQuoting.word).joined(separator: " ")
            return .translated([Dollars.escaped("workspace \(ShellQuoting.word(name)) monitor \(monitors)")], notes: [])
        }
        var line = "workspace \(number)"
        if digits.count < name.count { line += " name " + ShellQuoting.word(name) }
        if gaps {
            let pixels = words[3].hasSuffix("px") ? String(words[3].dropLast(2)) : words[3]
            return .translated([Dollars.escaped(line + " gaps-\(words[2]) " + pixels)], notes: [])
        }
        // Quoted where the line's own keys would end the list of monitors.
        line += " monitor " + words.dropFirst(2).map { ShellQuoting.word($0, quotingAlso: ["name", "monitor", "gaps-inner", "gaps-outer"]) }
            .joined(separator: " ")
        return .translated([Dollars.escaped(line)], notes: [])
    }

    /// `client.focused border background text indicator child_border`: the colour i3 draws
    /// around a window is child_border (background without one); the first three colour the
    /// tabs of groups. `focused_inactive` colours only tabs (splitwm's borders have no such state).
    func colour(_ kind: String, _ rest: String) throws(I3ImportFailure) -> I3Entry.Kind {
        let borders = ["focused": "border-focused", "unfocused": "border-unfocused", "urgent": "border-urgent"]
        let tabs = ["focused": "tab-focused", "focused_inactive": "tab-focused-inactive", "unfocused": "tab-unfocused",
                    "urgent": "tab-urgent"]
        guard let tab = tabs[kind] else {
            throw I3ImportFailure(Self.colourReasons[kind] ?? "client.\(kind): splitwm colours the focused, the focused inactive, the other and the urgent windows")
        }
        var words: [String] = []
        var scanner = I3Scanner(rest)
        while let word = scanner.word() { words.append(word) }
        guard words.count >= 3 else { throw I3ImportFailure("expected i3's colours: border, background, text, indicator, child_border") }
        var notes: [String] = []
        // splitwm's colours have no alpha.
        func opaque(_ colour: String) -> String {
            guard colour.unicodeScalars.count == 9, colour.hasPrefix("#") else { return colour.lowercased() }
            if !notes.contains("splitwm's colours have no alpha") { notes.append("splitwm's colours have no alpha") }
            return String(colour.prefix(7)).lowercased()
        }
        // Colours hold no `$`: the lines need no escaping (the parser judges them after).
        var lines: [String] = []
        if let border = borders[kind] {
            lines.append("\(border) \(opaque(words.count >= 5 ? words[4] : words[1]))")
            notes.insert("i3 client.\(kind): the window border takes i3's \(words.count >= 5 ? "child_border" : "background") colour, the tab its first three", at: 0)
        }
        lines.append("\(tab) \(words.prefix(3).map(opaque).joined(separator: " "))")
        return .translated(lines, notes: notes)
    }

    /// Why i3's other window colours have no counterpart.
    static let colourReasons = [
        "placeholder": "client.placeholder: splitwm draws a waiting leaf (i3's placeholder window) as an empty frame in the border colours",
        "background": "client.background: splitwm has no setting for the colour behind a window smaller than its tile",
    ]

    /// `default_border normal|pixel [N]|none|1pixel` (or `new_window`) as `title-bars` and
    /// `border-width`; `default_floating_border` (or `new_float`) as `floating-title-bars` and
    /// `floating-border-width`. A width not given is i3's 2.
    func border(_ rest: String, floating: Bool) throws(I3ImportFailure) -> I3Entry.Kind {
        let (style, written) = I3Syntax.head(rest)
        let width = written.isEmpty ? "2" : written.replacing("px", with: "")
        let titleBars: String, pixels: String
        switch style {
        case "pixel": (titleBars, pixels) = ("no", width)
        case "none": (titleBars, pixels) = ("no", "0")
        case "1pixel": (titleBars, pixels) = ("no", "1")
        case "normal": (titleBars, pixels) = ("yes", width)
        default: throw I3ImportFailure("border \(style): i3's borders are normal, pixel or none")
        }
        let prefix = floating ? "floating-" : ""
        return .translated(["\(prefix)title-bars \(titleBars)", "\(prefix)border-width " + Dollars.escaped(pixels)], notes: [])
    }

    /// `gaps inner|outer N` as the settings `gaps-inner` and `gaps-outer`. i3's outer gap may be
    /// negative (it takes back the inner gap along the screen's edges); splitwm's starts at 0.
    func gaps(_ rest: String) throws(I3ImportFailure) -> I3Entry.Kind {
        let (kind, size) = I3Syntax.head(rest)
        guard ["inner", "outer"].contains(kind) else {
            throw I3ImportFailure("gaps \(kind): splitwm has an inner gap and an outer one, the same on every side")
        }
        let pixels = size.replacing("px", with: "")
        if kind == "outer", let negative = Int(pixels), negative < 0 {
            let zero = try setting("gaps-outer", "0")
            guard case .translated(let lines, _) = zero else { return zero }
            return .translated(lines, notes: ["i3 gaps outer \(negative): splitwm's outer gap is at least 0 (i3's negative one narrows the inner gap's share at the screen's edges)"])
        }
        return try setting("gaps-\(kind)", pixels)
    }
}
