// The lines of a `bar ID { … }` block: one key per line, each i3's bar directive in splitwm's
// words (dashes; `bind` for i3's `bindsym`), how it fills a `BarConfig`, and its doc, from which
// docs/configuration.md's bar table is generated. Values are i3's, so the importer carries an i3
// `bar` block over line for line; commands (status, i3bar, a button's) are the rest of the line,
// as in i3, and are not read here (a button's command goes back to i3's socket as i3 words).
import SplitCommands
import SplitSyntax

package struct BarKeySpec: Sendable {
    let name: String
    /// The value syntax as documented.
    let value: String
    /// i3's directive (or `colors { }` line) for the same value, for the docs and the importer.
    let i3Name: String
    let doc: String
    /// `output`, `tray-output`, `color` and `bind` add to a list; the others are given once.
    var repeats = false
    /// The value is the rest of the line, blanks and quotes as written (a shell command, a font).
    var text: (@Sendable (inout BarConfig, String) -> Void)?
    var apply: (@Sendable (inout BarConfig, inout Arguments) throws(ParseFailure) -> Void)?

    static func text(_ name: String, _ i3Name: String, _ field: WritableKeyPath<BarConfig, String?> & Sendable, value: String,
                     doc: String) -> BarKeySpec {
        BarKeySpec(name: name, value: value, i3Name: i3Name, doc: doc, text: { $0[keyPath: field] = $1 })
    }

    static func yesNo(_ name: String, _ i3Name: String, _ field: WritableKeyPath<BarConfig, Bool> & Sendable, doc: String) -> BarKeySpec {
        BarKeySpec(name: name, value: "yes|no", i3Name: i3Name, doc: doc,
                   apply: { b, a throws(ParseFailure) in b[keyPath: field] = try a.choice(["yes": true, "no": false]) })
    }

    static func choice<T: CaseIterable & RawRepresentable<String> & Sendable>(
        _ name: String, _ i3Name: String, _ field: WritableKeyPath<BarConfig, T> & Sendable, doc: String
    ) -> BarKeySpec {
        BarKeySpec(name: name, value: T.allCases.map(\.rawValue).joined(separator: "|"), i3Name: i3Name, doc: doc,
                   apply: { b, a throws(ParseFailure) in b[keyPath: field] = try a.choice(T.self) })
    }
}

package enum BarTable {
    package static let keys: [BarKeySpec] = [
        .choice("mode", "mode", \.mode, doc: "`dock` (default): always shown, its height reserved on its monitor; `hide`: shown while the modifier is held; `invisible`: never shown."),
        .choice("hidden-state", "hidden_state", \.hiddenState, doc: "For `mode hide`: `hide` (default) until the modifier is held, or `show`."),
        BarKeySpec(name: "modifier", value: "MODIFIERS|none", i3Name: "modifier",
                   doc: "The modifier that shows a hidden bar (`Mod4` by default; several joined by `+`).",
                   apply: { b, a throws(ParseFailure) in
                       let word = try a.next(expecting: "modifiers such as Mod4, or none")
                       if word.text == "none" || word.text == "off" {
                           b.modifier = []
                           return
                       }
                       switch KeyModifiers.parse(word.text.split(separator: "+", omittingEmptySubsequences: false), from: word.offset) {
                       case .success(let modifiers): b.modifier = modifiers
                       case .failure(let unknown):
                           throw ParseFailure(offset: unknown.offset, command: "modifier", word: String(unknown.name),
                                              expected: "a modifier (\(ModifierNames.accepted)) or none")
                       }
                   }),
        .choice("position", "position", \.position, doc: "At the top or the bottom (default) of its monitor."),
        .text("status-command", "status_command", \.statusCommand, value: "COMMAND",
              doc: "The shell command whose output the bar shows at its right (`i3status`, or any program printing i3bar's protocol)."),
        .text("workspace-command", "workspace_command", \.workspaceCommand, value: "COMMAND",
              doc: "A shell command printing the workspace buttons to show (i3bar's protocol) instead of splitwm's workspaces."),
        .text("i3bar-command", "i3bar_command", \.i3barCommand, value: "COMMAND",
              doc: "How to start i3bar, when not as `i3bar`: the bar's `--bar_id` and `--socket` are added after it."),
        .text("socket-path", "socket_path", \.socketPath, value: "PATH",
              doc: "Reported to i3bar as i3 reports it; i3bar is started with splitwm's i3 socket whatever it says."),
        .text("font", "font", \.font, value: "FONT", doc: "The bar's font: `pango:DejaVu Sans Mono 10` or an X font name."),
        BarKeySpec(name: "separator-symbol", value: "TEXT", i3Name: "separator_symbol",
                   doc: "What separates the status line's blocks, instead of a line: one word, quoted as `/bin/sh` quotes to hold blanks (`' | '`).",
                   apply: { b, a throws(ParseFailure) in b.separatorSymbol = try a.shellWord(expecting: "a separator (quoted if it holds blanks)").text }),
        BarKeySpec(name: "height", value: "N", i3Name: "height", doc: "The bar's height in pixels (1 to 1000); by default i3bar's, from the font.",
                   apply: { b, a throws(ParseFailure) in b.height = try a.whole(in: 1...1000, unit: "pixels") }),
        BarKeySpec(name: "padding", value: "TOP [RIGHT [BOTTOM [LEFT]]]", i3Name: "padding",
                   doc: "Pixels of space around the bar's contents (0 to 1000), written as CSS writes margins: one value for all sides, two for top and bottom then right and left, and so on.",
                   apply: { b, a throws(ParseFailure) in
                       var sides = [try a.whole(in: 0...1000, unit: "pixels")]
                       while sides.count < 4, a.hasMore { sides.append(try a.whole(in: 0...1000, unit: "pixels")) }
                       let top = sides[0], right = sides.count > 1 ? sides[1] : top
                       let bottom = sides.count > 2 ? sides[2] : top, left = sides.count > 3 ? sides[3] : right
                       b.padding = BarPadding(top: top, right: right, bottom: bottom, left: left)
                   }),
        .yesNo("workspace-buttons", "workspace_buttons", \.workspaceButtons, doc: "Whether the bar shows a button per workspace (yes by default)."),
        BarKeySpec(name: "workspace-min-width", value: "N", i3Name: "workspace_min_width",
                   doc: "The narrowest a workspace button may be, in pixels (0 to 1000; default 0).",
                   apply: { b, a throws(ParseFailure) in b.workspaceMinWidth = try a.whole(in: 0...1000, unit: "pixels") }),
        .yesNo("strip-workspace-numbers", "strip_workspace_numbers", \.stripWorkspaceNumbers, doc: "Buttons show `3:mail` as `mail` (no by default)."),
        .yesNo("strip-workspace-name", "strip_workspace_name", \.stripWorkspaceName, doc: "Buttons show `3:mail` as `3` (no by default)."),
        .yesNo("binding-mode-indicator", "binding_mode_indicator", \.bindingModeIndicator,
               doc: "Whether the bar shows the binding mode in force, other than the default (yes by default)."),
        .yesNo("verbose", "verbose", \.verbose, doc: "i3bar is started with `-V` and logs what it does (no by default)."),
        BarKeySpec(name: "output", value: "NAME", i3Name: "output",
                   doc: "A monitor (RandR output) the bar is shown on; one line per monitor, none for every monitor.", repeats: true,
                   apply: { b, a throws(ParseFailure) in b.outputs.append(try a.next(expecting: "a monitor (RandR output) name").text) }),
        BarKeySpec(name: "tray-output", value: "NAME|primary|none", i3Name: "tray_output",
                   doc: "Where the system tray goes; one line per monitor, `none` for no tray (by default i3bar's choice).", repeats: true,
                   apply: { b, a throws(ParseFailure) in b.trayOutputs.append(try a.next(expecting: "a monitor name, primary or none").text) }),
        BarKeySpec(name: "tray-padding", value: "N", i3Name: "tray_padding", doc: "Pixels around each tray icon (0 to 1000; default 2).",
                   apply: { b, a throws(ParseFailure) in b.trayPadding = try a.whole(in: 0...1000, unit: "pixels") }),
        BarKeySpec(name: "color", value: "NAME #color | CLASS #border #background #text", i3Name: "colors { … }",
                   doc: "One of the bar's colours (`#rrggbb` or `#rrggbbaa`): NAME one of \(BarColor.allCases.map { "`\($0.configName)`" }.joined(separator: ", ")); or a CLASS's three (\(BarColor.classes.map { "`\($0)`" }.joined(separator: ", "))), as i3's `colors { }` lines give them.",
                   repeats: true),
        BarKeySpec(name: "bind", value: "[--release] buttonN COMMAND", i3Name: "bindsym",
                   doc: "The i3 command i3bar sends when button N is pressed (or released) on the bar (4 and 5: the wheel); it is read as i3-msg's commands are.",
                   repeats: true),
    ]

    package static let byName: [String: BarKeySpec] = Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0) })

    /// One line inside a bar block, `b` expanded, the key being `key` and its value `rest`:
    /// applied to `bar`. `given` holds what the block gave already (keys, colours, buttons)
    /// with their lines, so a second one names the first.
    package static func read(_ b: [UInt8], key: Word, rest: Range<Int>, into bar: inout BarConfig,
                             given: inout [String: Int], line: Int) throws(ParseFailure) {
        guard let spec = byName[key.text] else {
            let hint = Messages.suggestion(for: key.text, among: keys.map(\.name)).map { "; did you mean \"\($0)\"?" } ?? ""
            throw ParseFailure(offset: key.offset, command: "bar", word: key.text,
                               expected: "a bar key (\(Messages.list(keys.map(\.name)))) or } alone\(hint)")
        }
        if !spec.repeats, let first = given[spec.name] {
            throw ParseFailure(offset: key.offset, command: nil, word: "",
                               expected: "\(spec.name) is already given on line \(first)", kind: .stated)
        }
        let value = b.trimmingBlanks(rest)
        let end = Word(text: "", offset: value.upperBound)
        if let text = spec.text {
            guard !value.isEmpty else { throw ParseFailure(offset: end.offset, command: spec.name, word: "", expected: spec.value) }
            text(&bar, b.text(value))
        } else if spec.name == "color" {
            try color(b, value, into: &bar, given: &given, line: line)
        } else if spec.name == "bind" {
            try bind(b, value, into: &bar, given: &given, line: line)
        } else if let apply = spec.apply {
            var arguments = Arguments(b.words(in: value), end: end, owner: spec.name, scope: "line", source: b)
            try apply(&bar, &arguments)
            try arguments.finish()
        }
        if !spec.repeats { given[spec.name] = line }
    }

    /// `color NAME #color` or `color CLASS #border #background #text`.
    private static func color(_ b: [UInt8], _ value: Range<Int>, into bar: inout BarConfig,
                              given: inout [String: Int], line: Int) throws(ParseFailure) {
        var a = Arguments(b.words(in: value), end: Word(text: "", offset: value.upperBound), owner: "color", scope: "line")
        let names = BarColor.allCases.map(\.configName) + BarColor.classes
        let nameWord = try a.next(expecting: "a colour's name (\(Messages.list(names)))")
        let targets: [BarColor]
        if let single = BarColor.allCases.first(where: { $0.configName == nameWord.text }) {
            targets = [single]
        } else if BarColor.classes.contains(nameWord.text) {
            targets = BarColor.members(ofClass: nameWord.text)
        } else {
            let hint = Messages.suggestion(for: nameWord.text, among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw a.failure(nameWord, expected: "a colour's name\(hint)")
        }
        for target in targets {
            let expected = targets.count == 1 ? "a colour #rrggbb or #rrggbbaa"
                : "three colours #rrggbb or #rrggbbaa: border, background, text"
            let word = try a.next(expecting: expected)
            let digits = word.text.dropFirst()
            guard word.text.hasPrefix("#"), digits.count == 6 || digits.count == 8, digits.allSatisfy(\Character.isHexDigit) else {
                throw a.failure(word, expected: expected)
            }
            if let first = given["color " + target.configName] {
                throw ParseFailure(offset: nameWord.offset, command: nil, word: "",
                                   expected: "the colour \(target.configName) is already given on line \(first)", kind: .stated)
            }
            given["color " + target.configName] = line
            bar.colors[target] = word.text
        }
        try a.finish()
    }

    /// `bind [--release] buttonN COMMAND…`.
    private static func bind(_ b: [UInt8], _ value: Range<Int>, into bar: inout BarConfig,
                             given: inout [String: Int], line: Int) throws(ParseFailure) {
        var words = b.words(in: value)[...]
        let release = words.first?.text == "--release"
        if release { words = words.dropFirst() }
        let expected = "a pointer button such as button1 (bar bindings are for buttons)"
        guard let buttonWord = words.first else {
            throw ParseFailure(offset: value.upperBound, command: "bind", word: "", expected: expected)
        }
        guard buttonWord.text.hasPrefix("button"), let button = Int(buttonWord.text.dropFirst("button".count)), (1...255).contains(button) else {
            throw ParseFailure(offset: buttonWord.offset, command: "bind", word: buttonWord.text, expected: expected)
        }
        let commandRange = b.trimmingBlanks((buttonWord.offset + buttonWord.text.utf8.count)..<value.upperBound)
        guard !commandRange.isEmpty else {
            throw ParseFailure(offset: commandRange.lowerBound, command: "bind", word: "", expected: "an i3 command after \(buttonWord.text)")
        }
        let key = "bind \(release ? "--release " : "")button\(button)"
        if let first = given[key] {
            throw ParseFailure(offset: buttonWord.offset, command: nil, word: "",
                               expected: "\(key) is already bound on line \(first)", kind: .stated)
        }
        given[key] = line
        bar.bindings.append(BarBinding(button: button, release: release, command: b.text(commandRange)))
    }
}
