// `splitwm --import-i3`: an i3 config read line by line into the nearest splitwm config, each
// line it cannot carry over left as a comment saying why; splitwm's own config parser then
// checks the result, and a line it still rejects becomes such a comment too, so the output
// always loads. Pure: the caller reads the file and says which key names X knows.
import SplitConfig
import SplitSyntax

/// What `--import-i3` made of an i3 config.
public struct I3ImportResult: Sendable {
    /// The splitwm config, with a comment for each i3 line not carried over.
    public var text: String
    /// i3 lines carried over (each written as splitwm lines, or, for a variable, written out where used).
    public var translated: Int
    /// i3 lines left as `# i3:` comments, each followed by why.
    public var untranslated: Int
    /// The files read, as GET_CONFIG lists them: the config first, then each file an `include`
    /// read, in the order i3 reads them.
    public var files: [I3ConfigFile] = []
}

public enum I3Import {
    /// `text` (an i3 config) as a splitwm config. `source` names it in the header (and is the
    /// path its includes are relative to); `isKnownKey` is the config parser's (does X know
    /// this keysym name); `include` reads the files an `include` line names (without it, such
    /// a line stays a comment).
    public static func translate(_ text: String, source: String, isKnownKey: (String) -> Bool,
                                 include: I3IncludeReader? = nil) -> I3ImportResult {
        withoutActuallyEscaping(isKnownKey) { translate(text, source: source, escapingKnownKey: $0, include: include) }
    }

    private static func translate(_ text: String, source: String, escapingKnownKey isKnownKey: @escaping (String) -> Bool,
                                  include: I3IncludeReader?) -> I3ImportResult {
        var body = text
        if body.unicodeScalars.first == "\u{FEFF}" { body.unicodeScalars.removeFirst() }
        let variables = I3TextVariables().adding(from: text)
        var files = [I3ConfigFile(path: source, rawContents: text, variableReplacedContents: variables.replaced(in: text))]
        let lines = include.map {
            I3Includes.expanded(I3Syntax.lines(body), path: source, reader: $0, variables: variables, files: &files)
        } ?? I3Syntax.lines(body)
        var translator = I3Translator(variables: I3Variables(lines), isKnownKey: isKnownKey)
        translator.bars.ids = I3BarBlocks.ids(in: lines, variables: translator.variables)
        var entries = lines.map { translator.entry(for: $0) }
        if translator.inMode {
            // Its bindings must not become the default mode's (a bare key bound everywhere).
            entries.append(I3Entry(original: "", kind: .verbatim("# The i3 config ends inside a mode block: its end is added.")))
            entries.append(I3Entry(original: "}", kind: .verbatim("}")))
        }
        if translator.bars.inBar {
            entries.append(I3Entry(original: "", kind: .verbatim("# The i3 config ends inside a bar block: its end is added.")))
            entries.append(I3Entry(original: "}", kind: .verbatim("}")))
        }
        // i3 draws a title bar and a 2-pixel border around each window unless default_border
        // (or the older new_window) says otherwise, and around each floating window unless
        // default_floating_border (new_float) does: without them, the config says i3's.
        func said(_ words: Set<String>) -> Bool { lines.contains { words.contains(I3Syntax.head($0.text).0) } }
        let defaults = I3BorderDefaults(tiled: !said(["default_border", "new_window"]),
                                        floating: !said(["default_floating_border", "new_float"]))
        // A key that enters a mode whose block was not carried over would fail when pressed.
        for index in entries.indices {
            guard case .translated(let lines, _) = entries[index].kind,
                  let missing = lines.lazy.compactMap({ I3Translator.modeEntered(by: $0) }).first(where: {
                      $0 != "default" && !translator.modeNames.contains($0)
                  }) else { continue }
            entries[index].kind = .untranslated("the mode \(Messages.quoted(missing)) is not carried over (see its block)")
        }
        // splitwm's parser is the judge: what it rejects (a key X does not know, a value out of
        // range, a setting given twice) becomes a comment with its message. Each round comments
        // out at least one line or shortens the file, and commenting out a `set` may break lines
        // using it, hence the loop.
        var leftOut = 0
        while true {
            var rendered = render(entries, leftOut: leftOut, borders: defaults, source: source)
            rendered.result.files = files
            guard case .failure(let errors) = ConfigParser.parse(rendered.result.text, file: "import", isKnownKey: isKnownKey) else {
                return rendered.result
            }
            if rendered.result.text.utf8.count > ConfigParser.maximumFileBytes, !entries.isEmpty {
                // Too long for a config file (comments count): the end is left out, and said so.
                let drop = max(1, entries.count / 4)
                entries.removeLast(drop)
                leftOut += drop
                continue
            }
            var changed = false
            // The parser's "too many errors" names a line whose own error comes next round.
            for error in errors.errors where !error.message.hasPrefix("too many errors") {
                guard let index = rendered.entryOfLine[error.line], case .translated = entries[index].kind else { continue }
                entries[index].kind = I3Entry.Kind.untranslated("splitwm rejects it: \(error.message)")
                changed = true
            }
            if !changed { return rendered.result }   // not reached: only translated lines can hold errors
        }
    }

    /// The entries as config text, with the entry each output line came from (by line number),
    /// ending with i3's default borders where no line said how i3 draws them (`borders`).
    private static func render(_ entries: [I3Entry], leftOut: Int, borders: I3BorderDefaults, source: String)
        -> (result: I3ImportResult, entryOfLine: [Int: Int]) {
        let translated = entries.count { $0.kind.carriesOver }
        let untranslated = entries.count { if case .untranslated = $0.kind { true } else { false } }
        var out: [String] = [
            Comment.safe("# splitwm config made by splitwm --import-i3 from \(source)"),
            "# \(translated) i3 lines carried over, \(untranslated) left as comments: each \"# i3:\" line is an i3 line",
            "# splitwm has no counterpart for, and the line under it says why. Check it with",
            "# splitwm --check-config FILE; the README's \"Coming from i3\" lists what carries over.",
            "",
        ]
        var entryOfLine: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() {
            switch entry.kind {
            case .verbatim(let line):
                out.append(Comment.safe(line))
            case .translated(let lines, let notes):
                out += notes.map { Comment.safe("# " + $0) }
                for line in lines {
                    out.append(line)
                    entryOfLine[out.count] = index
                }
            case .writtenOut(let why):
                out.append(Comment.safe("# i3: " + entry.original))
                out.append(Comment.safe("#   " + why))
            case .untranslated(let why):
                out.append(Comment.safe("# i3: " + entry.original))
                out.append(Comment.safe("#   not translated: " + why))
            }
        }
        if leftOut > 0 {
            // A mode block cut in two is closed: its keys must not become the default mode's.
            let lastBrace = out.lastIndex { $0 == "}" || ($0.hasPrefix("mode ") && $0.hasSuffix(" {")) }
            if let lastBrace, out[lastBrace] != "}" { out.append("}") }
        }
        // i3 wraps focus at a container's end unless told otherwise; splitwm's own default
        // is not to, so an i3 config without a line about it says what i3 would do.
        let wrappingSaid = entries.contains { entry in
            entry.kind.carriesOver && ["focus_wrapping", "force_focus_wrapping"].contains(I3Syntax.head(entry.original).0)
        }
        if !wrappingSaid { out += i3FocusWrapping }
        // i3 leaves no room between tiles unless `gaps inner` says so; splitwm's default
        // splitters are 2 pixels thick, which would take from the tiles' shares (i3's
        // `resize set 25 ppt` gives exactly a quarter of the container).
        let innerGapSaid = entries.contains { entry in
            let (head, rest) = I3Syntax.head(entry.original)
            return entry.kind.carriesOver && head == "gaps" && I3Syntax.head(rest).0 == "inner"
        }
        if !innerGapSaid { out += i3InnerGap }
        // i3 places every new window so: its configs never say it.
        out += i3Placement
        if borders.tiled {
            out += ["", "# i3 draws a title bar above every window when no default_border line says otherwise:",
                    "title-bars yes", "border-width 2"]
        }
        if borders.floating {
            out += ["", "# and one above every floating window when no default_floating_border line does:",
                    "floating-title-bars yes", "floating-border-width 2"]
        }
        if leftOut > 0 {
            out.append("# The i3 config's last \(leftOut) lines are left out: a splitwm config may be at most 1 MiB.")
        }
        return (I3ImportResult(text: out.joined(separator: "\n") + "\n", translated: translated, untranslated: untranslated), entryOfLine)
    }
}

/// What every import ends with (before i3's title bars): i3's placement of new windows, into
/// the focused window's container, whose windows share its room evenly.
let i3Placement = ["", "# i3 puts a new window into the focused window's container, whose windows then share it evenly:",
                 "placement container"]

/// What an import ends with when no `gaps inner` line says how far apart i3 keeps tiles: as
/// i3 does, not at all (the splitters still react to the pointer, over `splitter-hit`).
let i3InnerGap = ["", "# i3 keeps no space between windows when no gaps inner line says otherwise:", "gaps-inner 0"]

/// What an import ends with (before i3's placement) when no `focus_wrapping` or
/// `force_focus_wrapping` line carried over: i3's default, focus wrapping at a container's end.
let i3FocusWrapping = ["", "# i3 wraps the focus from a container's last window to its first when no focus_wrapping line says otherwise:",
                       "focus-wrapping yes"]

/// One i3 line and what it became.
struct I3Entry: Sendable {
    var original: String
    var kind: Kind

    enum Kind: Sendable {
        /// A comment or a blank line, kept as it is.
        case verbatim(String)
        /// splitwm config lines, after comments that say what differs.
        case translated([String], notes: [String])
        /// A variable splitwm does not need: its value is written out where i3 used it.
        case writtenOut(String)
        case untranslated(String)

        var carriesOver: Bool {
            switch self {
            case .translated, .writtenOut: true
            case .verbatim, .untranslated: false
            }
        }
    }
}

/// Comment text splitwm's parser reads as a comment whatever the i3 line held.
enum Comment {
    /// At most this many bytes of a line go into a comment (a config line may have 4096).
    static let maximumBytes = 3000

    static func safe(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var bytes = 0
        for c in text.unicodeScalars {
            // A NUL makes the parser call the file binary; other controls would only confuse a reader.
            let shown: Unicode.Scalar = c.value < 0x20 && c != "\t" || c.value == 0x7F ? "\u{FFFD}" : c
            bytes += String(shown).utf8.count
            if bytes > maximumBytes {
                out.append("…")
                break
            }
            out.append(shown)
        }
        return String(out)
    }
}

/// The state of one translation: the file's variables and the blocks the line is inside.
struct I3Translator {
    let variables: I3Variables
    let isKnownKey: (String) -> Bool
    /// Variables written as splitwm `set` lines, which chords may name (`$mod`).
    var keptVariables: Set<String> = []
    /// The `{ }` blocks the current line is inside: why their lines are not translated.
    var blocks: [String] = []
    /// Inside a `mode "NAME" {` block, which splitwm reads as its own: its `bindsym` lines
    /// become the mode's `bind` lines, its `}` the block's end.
    var inMode = false
    /// The modes made so far: i3 would merge two blocks of one name, splitwm refuses the second.
    var modeNames: Set<String> = []
    /// The bar blocks: their ids, and whether the line is inside one (I3Import+Bars.swift).
    var bars = I3BarBlocks()
    /// The workspaces given outputs so far, lowercased: i3 ignores a second line for one.
    var workspacesWithOutputs: Set<String> = []

    init(variables: I3Variables, isKnownKey: @escaping (String) -> Bool) {
        self.variables = variables
        self.isKnownKey = isKnownKey
    }

    mutating func entry(for line: I3Line) -> I3Entry {
        let text = line.text
        guard !text.isEmpty else { return I3Entry(original: text, kind: .verbatim("")) }
        if text.hasPrefix("#") { return I3Entry(original: text, kind: .verbatim(text)) }
        do {
            return I3Entry(original: text, kind: try kind(of: line))
        } catch {
            return I3Entry(original: text, kind: .untranslated(error.reason))
        }
    }

    /// A line that opens or closes a block without the comment i3 allows after its brace
    /// (`} # resize`, `mode "resize" { # keys`); any other line as it is.
    static func withoutBraceComment(_ text: String) -> String {
        var search = text.startIndex
        while let hash = text[search...].firstIndex(of: "#") {
            let before = I3Syntax.trimmed(text[..<hash])
            if before == "}" || before.hasSuffix(" {") || before.hasSuffix("\t{") || before.hasSuffix("\"{") { return before }
            search = text.index(after: hash)
        }
        return text
    }

    private mutating func kind(of line: I3Line) throws(I3ImportFailure) -> I3Entry.Kind {
        // A variable may hold a directive (`set $exec exec --no-startup-id`): i3 replaces
        // variables before it reads a line.
        if line.text.hasPrefix("$") {
            let expanded = variables.expanded(line.text)
            if !expanded.hasPrefix("$") { return try kind(of: I3Line(text: expanded, number: line.number)) }
        }
        let text = Self.withoutBraceComment(line.text)
        if bars.inBar { return try barLine(text) }
        if inMode, blocks.isEmpty {
            if text == "}" {
                inMode = false
                return .translated(["}"], notes: [])
            }
            let word = I3Syntax.head(text).word
            if word == "bindsym" || word == "bindcode" { return try binding(line, chordCheck: true) }
            if text.hasSuffix("{") { blocks.append("splitwm has no blocks within a mode") }
            throw I3ImportFailure("inside a mode splitwm takes only key bindings")
        }
        if let why = blocks.last {
            if text == "}" {
                blocks.removeLast()
            } else if text.hasSuffix("{") {
                blocks.append(why)
            }
            throw I3ImportFailure(why)
        }
        let (word, rest) = I3Syntax.head(text)
        if word == "mode", text.hasSuffix("{") { return try modeBlock(variables.expanded(rest)) }
        if word == "bar", text.hasSuffix("{") { return try barBlock(rest) }
        if text.hasSuffix("{") {
            let why = "splitwm has no \(Messages.quoted(word)) block"
            blocks.append(why)
            throw I3ImportFailure(why)
        }
        switch word {
        case "set", "set_from_resource": return try set(rest, line: line)
        case "bindsym", "bindcode": return try binding(line, chordCheck: true)
        case "include":
            switch line.include {
            case .success(let note)?: return .translated([], notes: [note])
            case .failure(let failure)?: throw failure
            case nil: throw I3ImportFailure("include: this import reads no other files")
            }
        case "exec", "exec_always": return try exec(word, variables.expanded(rest))
        case "for_window": return try forWindow(variables.expanded(rest))
        case "assign": return try assign(variables.expanded(rest))
        case "no_focus": return try noFocus(variables.expanded(rest))
        case "workspace": return try workspaceLine(variables.expanded(rest))
        case "default_border", "new_window": return try border(variables.expanded(rest), floating: false)
        case "default_floating_border", "new_float": return try border(variables.expanded(rest), floating: true)
        case "focus_follows_mouse": return try setting("focus-follows-mouse", yesNo(variables.expanded(rest)))
        case "focus_on_window_activation": return try setting("focus-on-window-activation", variables.expanded(rest))
        case "floating_modifier": return try setting("drag-modifier", variables.expanded(rest),
                                                     note: "floating_modifier: as in i3, button 1 moves a window (a tile as tiling-drag says) and button 3 resizes it (a tile by its nearest splitter)")
        case "tiling_drag": return try tilingDrag(variables.expanded(rest))
        case "gaps": return try gaps(variables.expanded(rest))
        case "fake-outputs", "fake_outputs":
            let value = variables.expanded(rest)
            guard FakeOutput.list(value) != nil else { throw I3ImportFailure("fake-outputs \(value): i3 writes monitors as WxH+X+Y joined by commas") }
            return try setting("fake-outputs", value)
        case "font": return try setting("font", variables.expanded(rest), note: "i3 font: splitwm draws the tabs of tabbed and stacked groups in it")
        case "floating_minimum_size", "floating_maximum_size":
            // i3 writes `W x H`, with or without blanks; splitwm's setting takes `W H`.
            let sides = variables.expanded(rest).filter { $0 != " " && $0 != "\t" }.split(separator: "x", omittingEmptySubsequences: false)
            guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]) else {
                throw I3ImportFailure("\(word) takes WIDTH x HEIGHT in pixels (-1: no limit, 0: i3's own)")
            }
            return try setting(word == "floating_minimum_size" ? "floating-minimum-size" : "floating-maximum-size", "\(width) \(height)")
        case "default_orientation":
            let value = variables.expanded(rest)
            guard DefaultOrientation(rawValue: value) != nil else {
                throw I3ImportFailure("default_orientation \(value): i3's are horizontal, vertical and auto")
            }
            return try setting("default-orientation", value)
        case "workspace_layout":
            let value = variables.expanded(rest)
            guard ["default", "tabbed", "stacking", "stacked"].contains(value) else {
                throw I3ImportFailure("workspace_layout \(value): splitwm's are default, tabbed and stacking")
            }
            return try setting("workspace-layout", value == "stacked" ? "stacking" : value)
        case "workspace_auto_back_and_forth":
            return try setting("workspace-auto-back-and-forth", yesNo(variables.expanded(rest)))
        case "focus_wrapping":
            let value = yesNo(variables.expanded(rest))
            guard FocusWrapping(rawValue: value) != nil else { throw I3ImportFailure("focus_wrapping \(rest): i3's are yes, no, force and workspace") }
            return try setting("focus-wrapping", value)
        case "force_focus_wrapping":
            // i3's older word: yes forces the wrap; no only ends a force, leaving i3's default (yes).
            let value = yesNo(variables.expanded(rest))
            guard ["yes", "no"].contains(value) else { throw I3ImportFailure("force_focus_wrapping \(rest): i3's are yes and no") }
            return try setting("focus-wrapping", value == "yes" ? "force" : "yes")
        case "mouse_warping", "popup_during_fullscreen", "hide_edge_borders", "smart_borders":
            // The values that ask for what splitwm does anyway carry over as nothing to write.
            let value = yesNo(variables.expanded(rest))
            guard let same = Self.alreadySo[word]?[value] else {
                throw I3ImportFailure(Self.unsupported[word] ?? "splitwm has no counterpart for i3's \(Messages.quoted(word))")
            }
            return .translated([], notes: ["i3 \(word) \(value): \(same)"])
        case "smart_gaps":
            let value = yesNo(variables.expanded(rest))
            guard ["yes", "no"].contains(value) else { throw I3ImportFailure("smart_gaps \(rest): splitwm's smart gaps are on or off") }
            return try setting("smart-gaps", value)
        default:
            if word.hasPrefix("client.") { return try colour(String(word.dropFirst("client.".count)), variables.expanded(rest)) }
            throw I3ImportFailure(Self.unsupported[word] ?? "splitwm has no counterpart for i3's \(Messages.quoted(word))")
        }
    }

    /// `mode [--pango_markup] "NAME" {` as splitwm's `mode NAME {`: its `bindsym` lines follow
    /// as the mode's bindings, up to its `}`.
    private mutating func modeBlock(_ rest: String) throws(I3ImportFailure) -> I3Entry.Kind {
        var scanner = I3Scanner(String(rest.dropLast()))
        var name = scanner.word()
        var notes: [String] = []
        if name == "--pango_markup" {
            notes.append("i3 --pango_markup: splitwm shows a mode's name as it is written")
            name = scanner.word()
        }
        scanner.skipBlanks()
        guard let name, !name.isEmpty, scanner.atEnd else {
            blocks.append("splitwm reads a mode block as mode NAME {")
            throw I3ImportFailure("splitwm reads a mode block as mode NAME {")
        }
        let line = "mode " + ShellQuoting.word(name) + " {"
        guard name != "default", !modeNames.contains(name), case .success = ConfigParser.parse(line + "\n}", file: "", isKnownKey: isKnownKey) else {
            let why = modeNames.contains(name) ? "a second block for the mode \(Messages.quoted(name)): merge it into the first"
                : "splitwm cannot name a mode \(Messages.quoted(name))"
            blocks.append(why)
            throw I3ImportFailure(why)
        }
        modeNames.insert(name)
        inMode = true
        return .translated([Dollars.escaped(line)], notes: notes)
    }

    /// Values of directives without a counterpart that ask for what splitwm does anyway, and
    /// what that is (the note left where the line was).
    static let alreadySo: [String: [String: String]] = [
        "mouse_warping": ["none": "splitwm never moves the pointer"],
        "popup_during_fullscreen": ["smart": "splitwm shows a fullscreen window's own dialogs above it, and nothing else"],
        "hide_edge_borders": ["none": "splitwm draws every window's border on all four edges", "no": "splitwm draws every window's border on all four edges"],
        "smart_borders": ["no": "splitwm draws a lone window's border too"],
    ]

    /// Directives with no counterpart, and why.
    static let unsupported: [String: String] = [
        "force_display_urgency_hint": "splitwm ends a window's urgency when it is focused, at once",
        "hide_edge_borders": "splitwm draws every window's border on all four edges (as i3's hide_edge_borders none)",
        "smart_borders": "splitwm draws a lone window's border too (as i3's smart_borders off)",
        "mouse_warping": "splitwm never moves the pointer (as i3's mouse_warping none)",
        "popup_during_fullscreen": "splitwm shows a fullscreen window's own dialogs above it, and nothing else (as i3's popup_during_fullscreen smart)",
        "show_marks": "splitwm's title bars show the title alone (splitctl query windows lists marks)",
        "title_align": "splitwm's title bars and tabs place their text one way",
        "for_window_title_format": "splitwm's title bars show the window's own title",
        "ipc-socket": "splitctl finds splitwm's own socket (see the README's IPC section)",
        "ipc_socket": "splitctl finds splitwm's own socket (see the README's IPC section)",
        "ipc_kill_timeout": "splitwm has no such timeout",
        "restart_state": "splitwm keeps its state in $XDG_STATE_HOME/splitwm",
        "force_xinerama": "splitwm reads monitors from RandR 1.5",
        "disable_randr15": "splitwm reads monitors from RandR 1.5",
        "workspace_buttons": "splitwm has no bar",
        "title_window_icon": "splitwm's title bars show no icon",
    ]

    /// `set $name value`: a splitwm `set` when splitwm can read it as i3 does (a plain word, so
    /// chords may keep `$mod`); else written out where it is used.
    private mutating func set(_ rest: String, line: I3Line) throws(I3ImportFailure) -> I3Entry.Kind {
        let name = I3Syntax.head(rest).word
        guard name.hasPrefix("$"), name.unicodeScalars.count > 1 else { throw I3ImportFailure("a variable's name starts with $") }
        let bare = String(name.dropFirst())
        let value = variables.values[bare] ?? ""
        let splitwmName = bare.unicodeScalars.first.map { $0.isASCII && ASCII.startsName(UInt8($0.value)) } == true
            && bare.unicodeScalars.allSatisfy { $0.isASCII && ASCII.continuesName(UInt8($0.value)) }
        let plainValue = !value.isEmpty && value.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_+-".unicodeScalars.contains($0))
        }
        guard splitwmName, plainValue, variables.lineSet[bare] == line.number else {
            return .writtenOut("written out: splitwm's lines below hold its value where i3 used it")
        }
        keptVariables.insert(bare)
        return .translated(["set $\(bare) \(value)"], notes: [])
    }

    /// A setting line, when this build of splitwm has the setting.
    func setting(_ name: String, _ value: String, note: String? = nil) throws(I3ImportFailure) -> I3Entry.Kind {
        guard SettingTable.byName[name] != nil else {
            throw I3ImportFailure("\(name): not yet in this build of splitwm (another change adds it)")
        }
        guard !value.isEmpty else { throw I3ImportFailure("no value") }
        return .translated(["\(name) \(Dollars.escaped(value))"], notes: note.map { [$0] } ?? [])
    }

    /// `tiling_drag off|modifier|titlebar…`, which splitwm's `tiling-drag` reads alike.
    private func tilingDrag(_ value: String) throws(I3ImportFailure) -> I3Entry.Kind {
        let words = value.split(separator: " ").map(String.init)
        if words.count == 1, ["off", "no", "false", "0", "disable"].contains(words[0]) { return try setting("tiling-drag", "off") }
        guard !words.isEmpty, words.allSatisfy(["modifier", "titlebar"].contains) else {
            throw I3ImportFailure("tiling_drag \(value): splitwm's tiling-drag takes modifier, titlebar, both or off")
        }
        return try setting("tiling-drag", words.joined(separator: " "))
    }

    private func yesNo(_ value: String) -> String {
        ["yes", "true", "on", "1", "enable"].contains(value) ? "yes" : ["no", "false", "off", "0", "disable"].contains(value) ? "no" : value
    }
}

/// `$` as splitwm's config reads it: it expands `$name` and reads `$$` as `$` everywhere but
/// inside single quotes and after a backslash, so text meant literally has its `$` doubled
/// exactly where the parser would expand (the same walk as `ConfigReader.expand`).
enum Dollars {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains("$") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var inSingle = false, inDouble = false
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if inSingle {
                if c == "'" { inSingle = false }
            } else if c == "\\", i + 1 < scalars.count {
                out.append(c)
                out.append(scalars[i + 1])
                i += 2
                continue
            } else if c == "\"" {
                inDouble.toggle()
            } else if c == "'", !inDouble {
                inSingle = true
            } else if c == "$" {
                out.append("$")
            }
            out.append(c)
            i += 1
        }
        return String(out)
    }
}

/// Which of i3's default borders an import writes out, because no line of the config set them:
/// `tiled` (default_border, new_window), `floating` (default_floating_border, new_float).
struct I3BorderDefaults {
    var tiled: Bool
    var floating: Bool
}
