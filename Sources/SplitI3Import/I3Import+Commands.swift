// i3's commands, as `bindsym` and `exec` lines hold them, turned into splitwm's: the table of
// what each i3 command becomes, and why the others cannot.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitSyntax

extension I3Translator {
    /// `bindsym [--release …] CHORD COMMANDS` as `bind CHORD COMMANDS`. With `chordCheck` off
    /// (a mode's keys, shown as a hint) only the commands are translated.
    func binding(_ line: I3Line, chordCheck: Bool) throws(I3ImportFailure) -> I3Entry.Kind {
        var notes: [String] = []
        // i3 takes its options before the key and after it.
        func options(_ text: String) throws(I3ImportFailure) -> String {
            var rest = text
            while rest.hasPrefix("--") {
                let (flag, after) = I3Syntax.head(rest)
                switch flag {
                case "--release": notes.append("i3 --release: splitwm runs this binding when the key goes down")
                case "--to-code": break   // splitwm finds a keysym's keycodes in every layout anyway
                case "--border", "--whole-window", "--exclude-titlebar":
                    throw I3ImportFailure("splitwm binds keys, not mouse buttons (\(flag))")
                default: throw I3ImportFailure("unknown bindsym option \(Messages.quoted(flag))")
                }
                rest = after
            }
            return rest
        }
        let (bindType, afterType) = I3Syntax.head(line.text)
        var (rawChord, afterChord) = Self.chordAndRest(try options(afterType))
        let rawCommands = try options(afterChord)
        guard !rawChord.isEmpty else { throw I3ImportFailure("no key") }
        if bindType == "bindcode" {
            let keysym = try I3Keycodes.keysym(ofChord: rawChord, variables: variables)
            rawChord = keysym.chord
            notes.append(keysym.note)
        }
        let chord = try chordCheck ? self.chord(rawChord, line: line.number) : rawChord
        let translated = try commands(variables.expanded(rawCommands))
        return .translated(["bind \(chord) \(Dollars.escaped(translated.text))"], notes: notes + translated.notes)
    }

    /// The chord at the start of `text`, and the rest: i3 reads a chord's modifiers, `+` signs
    /// and key as tokens with blanks allowed between them, so `$mod + Shift + h` is `$mod+Shift+h`.
    static func chordAndRest(_ text: String) -> (chord: String, rest: String) {
        var (chord, rest) = I3Syntax.head(text)
        while !rest.isEmpty, chord.hasSuffix("+") || rest.hasPrefix("+") {
            let (next, after) = I3Syntax.head(rest)
            chord += next
            rest = after
        }
        return (chord, rest)
    }

    /// The binding mode a translated `bind` line enters, if any (`bind CHORD … mode NAME …`).
    static func modeEntered(by line: String) -> String? {
        guard line.hasPrefix("bind "), line.contains(" mode ") else { return nil }
        let commands = I3Syntax.head(I3Syntax.head(line).rest).rest.replacing("$$", with: "$")
        guard let parsed = try? CommandParser.parse(commands) else { return nil }
        for case .mode(let name) in parsed { return name }
        return nil
    }

    /// The chord as splitwm writes it: `$mod` kept where splitwm has the variable, else the
    /// value written out; i3's modifier names are splitwm's, but a key must be one X knows.
    private func chord(_ raw: String, line: Int) throws(I3ImportFailure) -> String {
        let parts = raw.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        var written: [String] = []
        var expanded: [Substring] = []
        for part in parts {
            let value = variables.expanded(part)
            let name = String(part.dropFirst())
            let kept = part.hasPrefix("$") && keptVariables.contains(name) && (variables.lineSet[name] ?? .max) < line
                && variables.values[name] == value
            written.append(kept ? part : Dollars.escaped(value))
            expanded += value.split(separator: "+", omittingEmptySubsequences: false)
        }
        guard let key = expanded.last, !key.isEmpty else { throw I3ImportFailure("no key after the last +") }
        if key.hasPrefix("button"), key.dropFirst(6).allSatisfy(\.isNumber) {
            throw I3ImportFailure("splitwm binds keys, not mouse buttons")
        }
        if case .failure(let unknown) = KeyModifiers.parse(expanded.dropLast(), from: 0) {
            throw I3ImportFailure("splitwm has no modifier \(Messages.quoted(String(unknown.name))) (it has \(ModifierNames.accepted))")
        }
        guard isKnownKey(String(key)) else { throw I3ImportFailure("\(Messages.quoted(String(key))) is not an X keysym name") }
        return written.joined(separator: "+")
    }

    /// `exec` and `exec_always` at the top of the file (i3 reads the rest of the line, or one
    /// quoted string, without `--no-startup-id`).
    func exec(_ word: String, _ rest: String) throws(I3ImportFailure) -> I3Entry.Kind {
        var scanner = I3Scanner(rest)
        var probe = scanner
        if probe.word() == "--no-startup-id" { scanner = probe }
        let command = try exec(scanner.lineString() ?? "")
        let notes = word == "exec_always" ? ["i3 exec_always: splitwm runs exec lines once, at the start of the session"] : []
        return .translated([Dollars.escaped(command.text)], notes: notes + command.notes)
    }

    /// One splitwm `exec` command running `line` exactly, as one command of a list.
    private func exec(_ line: String) throws(I3ImportFailure) -> (text: String, notes: [String]) {
        var line = I3Syntax.trimmed(line)
        guard !line.isEmpty else { throw I3ImportFailure("exec of nothing") }
        if line.contains("i3-config-wizard") {
            throw I3ImportFailure("i3-config-wizard writes an i3 config, which splitwm does not read")
        }
        var notes: [String] = []
        for (i3, splitctl) in [("i3-msg exit", "splitctl quit"), ("i3-msg reload", "splitctl reload"), ("i3-msg restart", "splitctl restart")]
        where line.contains(i3) {
            line = line.replacing(i3, with: splitctl)
            notes.append("\(i3) became \(splitctl)")
        }
        if line.contains("i3-msg") { notes.append("this runs i3-msg, which only i3 answers (splitctl is splitwm's)") }
        // splitwm ends an exec at an unquoted `;` (i3's exec ran the whole string): keep one
        // command by handing it to a shell of its own when it would be cut. It must also end
        // where it ends with a command after it: a line ending in `\` would take the `;` of a
        // list and run the next command in its shell.
        for candidate in [line, "sh -c " + ShellQuoting.word(line)] {
            let exec = Command.exec(candidate)
            if (try? CommandParser.parse("exec " + candidate)) == [exec],
               (try? CommandParser.parse("exec " + candidate + "; reload")) == [exec, .reload] {
                return ("exec " + candidate, notes)
            }
        }
        throw I3ImportFailure("splitwm cannot hold this command line as one exec")
    }

    /// i3's command list (`[criteria] a, b; c`) as splitwm's (`a; b; c`), every command or none.
    func commands(_ text: String) throws(I3ImportFailure) -> (text: String, notes: [String]) {
        var out: [String] = []
        var notes: [String] = []
        for statement in try I3Scanner.statements(text) {
            let prefix = try criteriaPrefix(of: statement)
            for (index, words) in statement.commands.enumerated() where !words.isEmpty {
                let command = try self.command(words, after: prefix, quoted: statement.quotedWords(of: index))
                notes += command.notes
                out.append(command.text)
            }
        }
        guard !out.isEmpty else { throw I3ImportFailure("no command") }
        // The list reads back as its commands one by one, none running into the next.
        let list = out.joined(separator: "; ")
        guard let read = try? CommandParser.parse(list), read == out.flatMap({ (try? CommandParser.parse($0)) ?? [] }) else {
            throw I3ImportFailure("its commands do not read back one by one (\(list))")
        }
        return (list, notes)
    }

    /// A statement's criteria as splitwm writes them (`[class=x]`), nil without.
    func criteriaPrefix(of statement: I3Statement) throws(I3ImportFailure) -> String? {
        try statement.criteria.flatMap { list throws(I3ImportFailure) in
            list.isEmpty ? nil : "[" + (try criteria(list, forCommand: true)).joined(separator: " ") + "]"
        }
    }

    /// One i3 command as splitwm's, after the statement's criteria (`prefix`) if it has any.
    func command(_ words: [String], after prefix: String?, quoted: [Bool] = []) throws(I3ImportFailure) -> (text: String, notes: [String]) {
        // With criteria, a bare `focus` focuses the window they match.
        let command = prefix != nil && words == ["focus"] ? (text: "focus", notes: [String]()) : try self.command(words, quoted: quoted)
        guard let prefix else { return command }
        let withCriteria = prefix + " " + command.text
        guard let parsed = try? CommandParser.parse(withCriteria) else {
            throw I3ImportFailure("splitwm's criteria do not take this command (\(withCriteria))")
        }
        // It must read back as the one command meant, on the criteria written: never as
        // criteria that end early and commands of their own after them.
        guard parsed.count == 1, case .onWindows(let readBack, _) = parsed[0], readBack.description == prefix else {
            throw I3ImportFailure("its criteria do not read back as written (\(withCriteria))")
        }
        return (withCriteria, command.notes)
    }

    /// One i3 command as splitwm's; `quoted` says which of its words were in double quotes.
    func command(_ words: [String], quoted: [Bool] = []) throws(I3ImportFailure) -> (text: String, notes: [String]) {
        let arguments = Array(words.dropFirst())
        // i3 reads a quoted word as a string: `workspace "next"` names a workspace next.
        let lastQuoted = quoted.count == words.count && quoted.last == true
        func plain(_ command: Command) -> (text: String, notes: [String]) { (command.description, []) }
        switch words[0] {
        case "exec":
            return try exec(arguments.first ?? "")
        case "focus":
            if let direction = arguments.first.flatMap(Direction.init(rawValue:)), arguments.count == 1 { return plain(.focus(direction)) }
            let layers: [String: FocusLayer] = ["tiling": .tiling, "floating": .floating, "mode_toggle": .modeToggle]
            if let layer = arguments.first.flatMap({ layers[$0] }), arguments.count == 1 { return plain(.focusLayer(layer)) }
            if let step = arguments.first.flatMap(ContainerStep.init(rawValue:)), arguments.count == 1 { return plain(.focusContainer(step)) }
            throw I3ImportFailure((["focus"] + arguments).joined(separator: " ") + ": " + (Self.focusReasons[arguments.first ?? ""]
                ?? "splitwm focuses by direction (focus left|right|up|down)"))
        case "move":
            return try move(arguments, lastQuoted: lastQuoted)
        case "workspace":
            return plain(.workspace(try workspaceTarget(arguments, lastQuoted: lastQuoted)))
        case "rename":
            return plain(try renameWorkspace(arguments))
        case "kill":
            // i3's kill asks the window to close (WM_DELETE_WINDOW) when it can: splitwm's close.
            switch arguments.first {
            case nil, "window": return plain(.close)
            case "client": return plain(.kill)
            default: throw I3ImportFailure("kill \(arguments[0]): i3 kills a window or a client")
            }
        case "fullscreen":
            return plain(.fullscreen(try change(arguments.first ?? "toggle")))
        case "sticky":
            // i3's words are splitwm's; a bare `sticky` is an error in i3 too.
            return plain(.sticky(try change(arguments.first ?? "")))
        case "border":
            return try borderCommand(arguments)
        case "floating":
            return plain(.float(try change(arguments.first ?? "")))
        case "splith" where arguments.isEmpty, "splitv" where arguments.isEmpty, "splitt" where arguments.isEmpty:
            // i3's (and sway's) short forms, which scripts such as autotiling send.
            return try command(["split", String(words[0].dropFirst(5))])
        case "split":
            switch arguments.first {
            case "h", "horizontal":
                return (Command.presel(.right).description, ["i3 split h: splitwm's presel right places only the next window to the right"])
            case "v", "vertical":
                return (Command.presel(.down).description, ["i3 split v: splitwm's presel down places only the next window below"])
            case "t", "toggle":
                return (Command.preselToggle.description, ["i3 split toggle: splitwm's presel toggle places only the next window across the focused one's split"])
            default: throw I3ImportFailure("split \(arguments.joined(separator: " ")): i3 splits h, v or toggle")
            }
        case "layout":
            switch arguments {
            case ["toggle", "split"]: return plain(.layout(.toggle))
            case ["splith"]: return plain(.layout(.horizontal))
            case ["splitv"]: return plain(.layout(.vertical))
            case ["tabbed"]: return plain(.layout(.tabbed))
            case ["stacking"], ["stacked"]: return plain(.layout(.stacking))
            case ["toggle", "all"]: return plain(.layout(.toggleAll))
            case ["toggle"]:
                return (Command.layout(.toggleAll).description,
                        ["i3 layout toggle: splitwm's layout toggle all goes split → stacking → tabbed → split (splitwm's own layout toggle is i3's toggle split)"])
            default: throw I3ImportFailure("layout \(arguments.joined(separator: " ")): splitwm's layouts are splith, splitv, tabbed, stacking and their toggles")
            }
        case "resize":
            return try resize(arguments)
        // An empty container the next window goes into: splitwm's waiting leaf.
        case "open" where arguments.isEmpty: return plain(.open)
        // i3's JSON layout, its placeholders splitwm's waiting leaves too.
        case "append_layout" where arguments.count == 1: return plain(.appendLayout(path: arguments[0]))
        case "nop": return plain(.nop(comment: arguments.joined(separator: " ")))
        // i3 reads the format as a string: its words are one format.
        case "title_format" where !arguments.isEmpty:
            return try checked(Command.titleFormat(arguments.joined(separator: " ")).description)
        case "reload": return plain(.reload)
        case "restart": return plain(.restart)
        case "exit": return plain(.quit)
        case "scratchpad" where arguments == ["show"]:
            return try checked("scratchpad show")
        case "mark":
            // i3's --replace is what splitwm does without --add.
            let options = arguments.filter { $0 == "--add" || $0 == "--toggle" }
            let names = arguments.filter { $0 != "--add" && $0 != "--toggle" && $0 != "--replace" }
            guard names.count == 1, !names[0].hasPrefix("--") else {
                throw I3ImportFailure("mark takes --add, --replace, --toggle and one name")
            }
            return try checked((["mark"] + options + [ShellQuoting.word(names[0])]).joined(separator: " "))
        case "unmark":
            return try checked((["unmark"] + arguments.map(ShellQuoting.word)).joined(separator: " "))
        case "gaps":
            return try gapsCommand(arguments)
        case "bar":
            // i3's own words: `bar mode toggle`, `bar hidden_state show bar-0`.
            return try checked((["bar"] + arguments.map(ShellQuoting.word)).joined(separator: " "))
        case "mode":
            // i3's binding modes are splitwm's, `mode "default"` included.
            let names = arguments.filter { $0 != "--pango_markup" }
            guard names.count == 1 else { throw I3ImportFailure("mode takes one name") }
            return try checked("mode " + ShellQuoting.word(names[0]))
        default:
            throw I3ImportFailure("\(words[0]): " + (Self.commandReasons[words[0]] ?? "splitwm has no such command"))
        }
    }

    /// A translation written as text, kept only if splitwm's parser reads it (a name i3 allows
    /// that splitwm's command language does not, say).
    private func checked(_ text: String) throws(I3ImportFailure) -> (text: String, notes: [String]) {
        do throws(CommandError) { _ = try CommandParser.parse(text) } catch {
            throw I3ImportFailure("\(text) does not read as a splitwm command: \(error.message)")
        }
        return (text, [])
    }

    static let focusReasons: [String: String] = [
        "output": "splitwm's focus crosses to the next monitor by direction (focus left|right|up|down)",
        "next": "splitwm focuses by direction", "prev": "splitwm focuses by direction",
    ]

    static let commandReasons: [String: String] = [
"title_format": "title_format takes a format (title_format \"<b>%title</b>\")",
        "title_window_icon": "splitwm's title bars show no icon",
        "swap": "splitwm swaps by direction (swap left|right|up|down)",
        "debuglog": "splitwm logs with splitwm -v", "shmlog": "splitwm logs with splitwm -v",
        "urgent": "splitwm marks windows urgent itself",
        "scratchpad": "splitwm's scratchpad command is scratchpad show",
    ]

    /// `enable|disable|toggle` as splitwm's `on|off|toggle`.
    private func change(_ word: String) throws(I3ImportFailure) -> Switch {
        switch word {
        case "enable": .on
        case "disable": .off
        case "toggle": .toggle
        default: throw I3ImportFailure("expected enable, disable or toggle, found \(Messages.quoted(word))")
        }
    }

    /// `gaps inner|outer current|all set|plus|minus|toggle N[px]`, splitwm's own `gaps`.
    private func gapsCommand(_ arguments: [String]) throws(I3ImportFailure) -> (text: String, notes: [String]) {
        let words = arguments.count == 5 && arguments[4] == "px" ? Array(arguments.dropLast()) : arguments
        guard words.count == 4 else { throw I3ImportFailure("gaps takes a gap, current or all, an operation and a number of pixels") }
        if ["horizontal", "vertical", "top", "right", "bottom", "left"].contains(words[0]) {
            throw I3ImportFailure("gaps \(words[0]): splitwm's outer gap is the same on every side (gaps outer changes it)")
        }
        let pixels = words[3].hasSuffix("px") ? String(words[3].dropLast(2)) : words[3]
        return try checked((["gaps"] + words.prefix(3) + [pixels]).joined(separator: " "))
    }

    /// i3's `move …`: in a direction, to a workspace, a workspace to an output, or to the scratchpad.
    private func move(_ arguments: [String], lastQuoted: Bool = false) throws(I3ImportFailure) -> (text: String, notes: [String]) {
        // i3 reads `10px` as `10 px`.
        var words = arguments.flatMap { (word: String) -> [String] in
            for unit in ["px", "ppt"] where word.hasSuffix(unit) && Int(word.dropLast(unit.count)) != nil {
                return [String(word.dropLast(unit.count)), unit]
            }
            return [word]
        }
        if words.first.flatMap(Direction.init(rawValue:)) != nil {
            // A floating window moves by the pixels, a tile a step: splitwm reads i3's words.
            return try checked((["move"] + words).joined(separator: " "))
        }
        if words.first == "workspace", words.dropFirst().first == "to" {
            words.removeFirst(2)
            if words.first == "output" { words.removeFirst() }
            guard words.count == 1 else { throw I3ImportFailure("move workspace to output takes one output") }
            if let direction = Direction(rawValue: words[0]) { return (Command.moveWorkspaceToMonitor(.direction(direction)).description, []) }
            guard !["next", "primary", "current", "nonprimary"].contains(words[0]) else {
                throw I3ImportFailure("move workspace to output \(words[0]): splitwm names a monitor by direction or by its RandR name")
            }
            return (Command.moveWorkspaceToMonitor(.named(words[0])).description, [])
        }
        if ["container", "window"].contains(words.first) { words.removeFirst() }
        if words.first == "to" { words.removeFirst() }
        switch words.first {
        case "workspace":
            return (Command.moveToWorkspace(try workspaceTarget(Array(words.dropFirst()), lastQuoted: lastQuoted)).description, [])
        case "scratchpad":
            return try checked("move scratchpad")
        case "position", "absolute":
            return try checked((["move"] + words).joined(separator: " "))
        case "output":
            throw I3ImportFailure("splitwm moves a window to another monitor by direction (move left|right|up|down) or by workspace")
        default:
            throw I3ImportFailure("move \(arguments.joined(separator: " ")): splitwm moves by direction, to a workspace, or a workspace to a monitor")
        }
    }

    /// i3's `rename workspace [OLD] to NEW`, read as its parser reads it: after `to`, a word
    /// alone is the focused workspace's new name (`to to` too), `to to NEW…` renames workspace
    /// to; NEW is a string, so its words are one name.
    private func renameWorkspace(_ arguments: [String]) throws(I3ImportFailure) -> Command {
        guard arguments.first == "workspace" else { throw I3ImportFailure("rename \(arguments.first ?? ""): i3 renames workspaces only") }
        let words = Array(arguments.dropFirst())
        if words.first == "to", words.count == 2 || (words.count > 2 && words[1] != "to") {
            return .renameWorkspace(from: nil, to: words.dropFirst().joined(separator: " "))
        }
        guard words.count >= 3, words[1] == "to" else { throw I3ImportFailure("rename workspace takes [OLD] to NEW") }
        return .renameWorkspace(from: words[0], to: words.dropFirst(2).joined(separator: " "))
    }

    /// The workspace i3's `workspace` and `move … workspace` words name.
    /// The workspace i3's words after `workspace` name; `lastQuoted`: the last word was in double
    /// quotes, so a keyword there (`"next"`) is a name, as i3's parser reads it.
    func workspaceTarget(_ arguments: [String], lastQuoted: Bool = false) throws(I3ImportFailure) -> WorkspaceTarget {
        // i3 reads the name as a string (`workspace number 2: mail`), so its words are one name.
        var words = arguments.filter { $0 != "--no-auto-back-and-forth" }
        if words.count > 2 || words.count == 2 && words[0] != "number" {
            words = words.first == "number" ? ["number", words.dropFirst().joined(separator: " ")] : [words.joined(separator: " ")]
        }
        if lastQuoted, words.count == 1 { return .named(try workspaceName(words[0])) }
        switch words.first {
        case "next": return .next
        case "prev": return .prev
        case "back_and_forth": return .backAndForth
        case "next_on_output": return .nextOnMonitor
        case "prev_on_output": return .prevOnMonitor
        case "current":
            throw I3ImportFailure("workspace current: splitwm names the workspace to show")
        case "number":
            words.removeFirst()
            let digits = words.first?.prefix { ("0"..."9").contains($0) } ?? ""
            guard words.count == 1, !digits.isEmpty, let n = Int(digits) else {
                throw I3ImportFailure("workspace number takes one name starting with a number")
            }
            // The name kept whole: it finds workspace n (whatever it is called), else makes it so called.
            return .named(Int(words[0]) == n ? String(n) : words[0])
        default:
            guard words.count == 1 else { throw I3ImportFailure("a workspace name is one word (quoted when it holds blanks)") }
            return .named(try workspaceName(words[0]))
        }
    }

    /// `name` as a workspace's name, refused where i3 refuses it.
    private func workspaceName(_ name: String) throws(I3ImportFailure) -> String {
        guard !name.isEmpty else { throw I3ImportFailure("a workspace name is one word (quoted when it holds blanks)") }
        // i3 keeps names starting with `__` for its own workspaces (`__i3_scratch`, the
        // scratchpad) and refuses to show one or move a window to one.
        guard !name.hasPrefix("__") else {
            throw I3ImportFailure("workspace \(name): names starting with __ are i3's internal workspaces")
        }
        return name
    }

    /// `resize grow|shrink width|height|DIRECTION [N [px]] [or M [ppt]]` and `resize set
    /// [width] W [px|ppt] [[height] H [px|ppt]]`: splitwm reads i3's words, once `10px` is
    /// split into `10 px` as i3's own parser reads it.
    private func resize(_ written: [String]) throws(I3ImportFailure) -> (text: String, notes: [String]) {
        let arguments = written.flatMap { (word: String) -> [String] in
            for unit in ["px", "ppt"] where word.hasSuffix(unit) && Int(word.dropLast(unit.count)) != nil {
                return [String(word.dropLast(unit.count)), unit]
            }
            return [word]
        }
        guard let way = arguments.first, ["grow", "shrink", "set"].contains(way) else {
            throw I3ImportFailure("resize \(arguments.first ?? ""): i3 resizes with grow, shrink or set")
        }
        return try checked((["resize"] + arguments).joined(separator: " "))
    }
}

extension I3Translator {
    /// i3's `border normal|pixel [N]|none|toggle [N]|1pixel` as splitwm's `border`, which
    /// takes the same styles and widths (`1pixel` is `pixel 1`, as in i3).
    func borderCommand(_ arguments: [String]) throws(I3ImportFailure) -> (text: String, notes: [String]) {
        let style: BorderChange.Style
        var width: Int?
        switch arguments.first {
        case "normal": style = .normal
        case "pixel": style = .pixel
        case "none": style = .none
        case "1pixel": (style, width) = (.pixel, 1)
        case "toggle", nil: style = .toggle
        default: throw I3ImportFailure("border \(arguments[0]): i3's borders are normal, pixel, none, 1pixel or toggle")
        }
        if let written = arguments.dropFirst().first, style != .none, width == nil {
            guard let n = Int(written.replacing("px", with: "")), SettingChange.borderWidths.contains(n) else {
                throw I3ImportFailure("border \(arguments.joined(separator: " ")): a border is 0 to \(SettingChange.borderWidths.upperBound) pixels wide")
            }
            width = n
        }
        return (Command.border(BorderChange(style, width: width)).description, [])
    }
}

extension I3Import {
    /// An i3 command list as i3's RUN_COMMAND takes it, command by command as i3 answers it:
    /// each one's splitwm text, or why splitwm cannot carry it out. A list that does not read
    /// (an unclosed quote or bracket) is one failure. i3's words mean what the importer says
    /// they mean (`kill` is `close`, `layout toggle` is `layout toggle all`, …).
    /// `container` gives what a `con_id` names now; `focused`, what has the focus (criteria
    /// whose value is `__focused__`); `output`, the name of the workspace shown on the output
    /// i3's words name, seen from the focused output or from a window's (`focus output` and
    /// `move … to output` go to that workspace, as i3's do); `windows`, the windows splitwm's
    /// criteria (`[class=x]`) select, each of which `[…] move to output` moves from its own output.
    public static func runCommands(_ text: String, container: (Int) -> I3Container? = { _ in nil },
                                   focused: () -> I3Focused? = { nil },
                                   output: ([String], _ from: UInt32?) -> String? = { _, _ in nil },
                                   windows: (String) -> [UInt32] = { _ in [] }) -> [Result<String, I3CommandRefusal>] {
        let translator = I3Translator(variables: I3Variables([]), isKnownKey: { _ in true })
        let statements: [I3Statement]
        do {
            statements = try I3Scanner.statements(text)
        } catch {
            return [.failure(I3CommandRefusal(command: text, reason: error.reason))]
        }
        var results: [Result<String, I3CommandRefusal>] = []
        for var statement in statements {
            let prefix: String?
            do {
                try Self.resolveFocused(&statement, focused: focused)
                if let found = try Self.containerCommands(&statement, container: container, focused: { focused()?.container }) {
                    results += found
                    continue
                }
                prefix = try translator.criteriaPrefix(of: statement)
            } catch {
                results += statement.commands.filter { !$0.isEmpty }.map {
                    .failure(I3CommandRefusal(command: $0.joined(separator: " "), reason: error.reason, i3Text: error.i3Text))
                }
                continue
            }
            for (index, words) in statement.commands.enumerated() where !words.isEmpty {
                do {
                    if let prefix, words.first == "move", try Self.outputCommand(words, output: { output($0, nil) }) != nil,
                       case let selected = windows(prefix), !selected.isEmpty {
                        // Each window to the output the words name from its own (i3's 254-move-to-output-with-criteria).
                        results.append(.success(try selected.map { (window: UInt32) throws(I3ImportFailure) -> String in
                            let written = try Self.outputCommand(words, output: { output($0, window) }) ?? words
                            return try translator.command(written, after: "[id=\(window)]", quoted: written.indices.map { $0 == written.count - 1 }).text
                        }.joined(separator: "; ")))
                        continue
                    }
                    // A command written anew for an output ends with the name of the workspace it shows.
                    let (words, quoted) = try Self.outputCommand(words, output: { output($0, nil) }).map { written in
                        (written, written.indices.map { $0 == written.count - 1 })
                    } ?? (words, statement.quotedWords(of: index))
                    results.append(.success(try translator.command(words, after: prefix, quoted: quoted).text))
                } catch {
                    results.append(.failure(I3CommandRefusal(command: words.joined(separator: " "), reason: error.reason)))
                }
            }
        }
        return results
    }
}

extension I3Import {
    /// i3's `focus output X…` and `move [container|window] [to] output X…` as the workspace
    /// that output shows, which is where i3 puts the focus or the window; nil for other commands.
    static func outputCommand(_ words: [String], output: ([String]) -> String?) throws(I3ImportFailure) -> [String]? {
        var rest = words.dropFirst()
        let go: (String) -> [String]
        switch words.first {
        case "focus": go = { ["workspace", $0] }
        case "move":
            if ["container", "window"].contains(rest.first) { rest = rest.dropFirst() }
            if rest.first == "to" { rest = rest.dropFirst() }
            go = { ["move", "to", "workspace", $0] }
        default: return nil
        }
        guard rest.first == "output" else { return nil }
        let names = Array(rest.dropFirst())
        guard !names.isEmpty else { throw I3ImportFailure("\(words.joined(separator: " ")): name an output") }
        guard let workspace = output(names) else { throw I3ImportFailure("no output \(names.joined(separator: " ")) (GET_OUTPUTS lists them)") }
        return go(workspace)
    }
}

extension I3Import {
    /// `[con_id=N]` in `statement`'s criteria, by what the id names now (`container`): a window
    /// becomes `id=` (and the statement goes on as any other); a workspace or a container of
    /// windows takes `focus` alone, which becomes what shows the workspace, or focuses the
    /// container's first window and climbs to the container (i3bar's buttons and scripts that
    /// walked the tree send these). `[con_id=__focused__]` names what has the focus
    /// (`focused`), as in i3. nil when the statement goes on to be translated.
    static func containerCommands(_ statement: inout I3Statement, container: (Int) -> I3Container?,
                                  focused: () -> I3Container? = { nil }) throws(I3ImportFailure) -> [Result<String, I3CommandRefusal>]? {
        guard let criteria = statement.criteria, let at = criteria.firstIndex(where: { $0.key == "con_id" }) else { return nil }
        let written = criteria[at].value ?? ""
        let id: Int, found: I3Container
        if written == "__focused__" {
            guard let now = focused() else { throw I3ImportFailure("nothing has the focus") }
            (id, found) = (0, now)
        } else {
            guard let number = Int(written) ?? (written.hasPrefix("0x") ? Int(written.dropFirst(2), radix: 16) : nil) else {
                throw I3ImportFailure("con_id \(Messages.quoted(written)) is not a container id", i3Text: "Invalid match: invalid con_id")
            }
            guard let named = container(number) else { throw I3ImportFailure("no container has con_id \(number) (GET_TREE gives the ids there are)") }
            (id, found) = (number, named)
        }
        let text: String
        switch found {
        case .window(let window):
            statement.criteria?[at] = I3Criterion(key: "id", value: String(window))
            return nil
        case .workspace(let name):
            text = Command.workspace(.named(name)).description
        case .windows(let first, let levels):
            text = (["[id=\(first)] focus"] + Array(repeating: Command.focusContainer(.parent).description, count: levels)).joined(separator: "; ")
        }
        guard criteria.count == 1 else { throw I3ImportFailure("splitwm takes con_id of a workspace or container alone, without other criteria") }
        return statement.commands.filter { !$0.isEmpty }.map { words in
            words == ["focus"] || words == ["focus", "workspace"] ? .success(text)
                : .failure(I3CommandRefusal(command: words.joined(separator: " "),
                                            reason: "con_id \(id == 0 ? written : String(id)) is a workspace or container: splitwm carries out only focus on it"))
        }
    }
}

extension I3Import {
    /// i3's `__focused__` for a window's property (`[class=__focused__]`): the focused
    /// window's value, matched whole. With no window focused it matches nothing, as in i3.
    static func resolveFocused(_ statement: inout I3Statement, focused: () -> I3Focused?) throws(I3ImportFailure) {
        guard let criteria = statement.criteria else { return }
        for (i, criterion) in criteria.enumerated() where criterion.value == "__focused__" && I3Focused.propertyKeys.contains(criterion.key) {
            guard let value = focused()?.properties[criterion.key] else {
                throw I3ImportFailure("\(criterion.key)=__focused__: no window has the focus")
            }
            statement.criteria?[i].value = "^" + wholeText(value) + "$"
        }
    }

    /// `text` as a PCRE2 pattern that matches it literally: every ASCII character but letters
    /// and digits escaped (PCRE2 reads a backslash before any of them as the character itself).
    static func wholeText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}

/// What has the focus, for i3's criteria whose value is `__focused__`.
public struct I3Focused: Hashable, Sendable {
    /// The i3 criteria keys `__focused__` stands for a property of the focused window in.
    static let propertyKeys: Set<String> = ["class", "instance", "title", "window_role"]

    /// The container GET_TREE gives as focused (`con_id=__focused__`).
    public var container: I3Container
    /// The focused window's properties by i3's criteria key (`class`, `instance`, `title`,
    /// `window_role`); empty when no window has the focus.
    public var properties: [String: String]

    public init(container: I3Container, properties: [String: String] = [:]) {
        self.container = container
        self.properties = properties
    }
}

/// What an i3 container id names now, for `[con_id=N]` on i3's socket.
public enum I3Container: Hashable, Sendable {
    /// A window (its X id).
    case window(UInt32)
    /// A workspace, by name.
    case workspace(String)
    /// The container `levels` steps of `focus parent` above window `first`.
    case windows(first: UInt32, levels: Int)
}

/// An i3 command splitwm does not carry out, and why (what RUN_COMMAND answers in `error`).
public struct I3CommandRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    public var command: String
    public var reason: String
    /// What i3 itself answers there, word for word, where scripts and i3's tests compare it
    /// (an invalid `con_id`); nil where i3 has no such failure, or words of its own.
    public var i3Text: String? = nil
    /// The command, then why (once: a reason that starts with the command stands alone).
    public var description: String { reason.hasPrefix(command + ":") ? reason : "\(command): \(reason)" }
}
