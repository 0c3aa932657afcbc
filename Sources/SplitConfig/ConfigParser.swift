// The config file: lines, comments, `set` variables, `bind`, `mode NAME { … }` blocks of
// bindings, `bar ID { … }` blocks (BarTable.swift), `exec`, `layout load`, `rule`, `workspace`
// (ConfigParser+Workspaces.swift) and settings, read into a `Config` or
// into every error the file holds, each located by line and column.
//
// Work is bounded whatever the input: the file is at most 1 MiB, a line at most 4096 bytes,
// a line with its variables expanded at most about twice that, and variables are expanded
// once, where they are defined, so a chain of them costs no more than its lines.
import SplitCommands
import SplitSyntax

/// Reads config files.
public enum ConfigParser {
    public static let maximumFileBytes = 1 << 20
    public static let maximumLineBytes = 4096
    /// After this many errors the parser reports one more saying it stopped, and stops.
    public static let maximumErrors = 100
    /// The words a line may start with besides a setting's name (the config's line kinds).
    public static let lineKeywords = ["set", "bind", "mode", "bar", "exec", "layout", "rule", "workspace"]

    /// Every error in the file, or the config. Nothing is half-applied: any error means no config.
    /// `isKnownKey` tells whether a keysym name exists (the X side passes
    /// `XStringToKeysym(name) != NoSymbol`; tests pass a table).
    public static func parse(_ text: String, file: String, isKnownKey: (String) -> Bool) -> Result<Config, ConfigErrors> {
        var reader = ConfigReader(file: file)
        return reader.read(text, isKnownKey: isKnownKey)
    }
}

/// An error within one line, at a byte offset of that line.
struct LineError: Error {
    var offset: Int
    var message: String
}

/// A line (or part of one) with its variables expanded, and for every byte the offset in the
/// original line it came from, so errors point at what the user wrote.
struct ExpandedText {
    var bytes: [UInt8] = []
    /// `origin[i]` is the original offset of `bytes[i]`; one more entry maps the end.
    var origin: [Int] = []

    func originalOffset(_ offset: Int) -> Int { origin[Swift.min(Swift.max(0, offset), origin.count - 1)] }

    func lineError(_ failure: ParseFailure, prefix: String = "") -> LineError {
        LineError(offset: originalOffset(failure.offset), message: prefix + failure.message)
    }
}

struct ConfigReader {
    let file: String
    var settings = Settings()
    var bindings: [Binding] = []
    var autostart: [Command] = []
    var errors: [ConfigError] = []
    var variables: [String: [UInt8]] = [:]
    var chordLines: [KeyChord: Int] = [:]
    /// Each setting given so far (by its own name, not another: see `SettingSpec.aliasOf`): the line and the name used there.
    var settingLines: [String: (line: Int, name: String)] = [:]
    /// What the `workspace` lines gave each number or named workspace so far, in the order
    /// they first came (i3 gives a monitor the first workspace pinned to it), and the line of
    /// each number's current name.
    var workspaces: [WorkspaceSetting] = []
    var workspaceNameLines: [Int: Int] = [:]
    /// The `mode` and `bar` blocks read so far, and the one the lines are inside.
    var blocks = Blocks()

    /// The file's blocks: the binding modes and bars read so far (with their lines), and the
    /// block the lines are inside, if any.
    struct Blocks {
        var modes: [BindingMode] = []
        var openMode: OpenMode?
        var bars: [(bar: BarConfig, line: Int)] = []
        var openBar: OpenBar?

        /// The block left open at the end of the file, as an error names it.
        var unclosed: String? {
            openMode.map { "mode \(Messages.quoted($0.mode.name)) (line \($0.mode.line))" }
                ?? openBar.map { "bar \(Messages.quoted($0.bar.id)) (line \($0.line))" }
        }
    }

    /// A `mode NAME {` line read, its `}` not yet: the bindings so far and their chords' lines.
    struct OpenMode {
        var mode: BindingMode
        var chordLines: [KeyChord: Int] = [:]
    }

    /// A `bar ID {` line read, its `}` not yet: the bar so far and what it gave on which line.
    struct OpenBar {
        var bar: BarConfig
        var line: Int
        var given: [String: Int] = [:]
    }

    init(file: String) { self.file = file }

    mutating func read(_ text: String, isKnownKey: (String) -> Bool) -> Result<Config, ConfigErrors> {
        let size = text.utf8.count
        guard size <= ConfigParser.maximumFileBytes else {
            return .failure(ConfigErrors(errors: [ConfigError(
                file: file, line: 1, column: 1,
                message: "the file is \(size) bytes long; the limit is 1 MiB (\(ConfigParser.maximumFileBytes) bytes)")]))
        }
        let bytes = Array(text.utf8)
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 0
        var lastLine: [UInt8] = []
        while start < bytes.count {
            number += 1
            let newline = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            var end = newline
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            let line: [UInt8]
            if end - start > ConfigParser.maximumLineBytes {
                line = Array(bytes[start..<(start + ConfigParser.maximumLineBytes + 1)])
            } else {
                line = Array(bytes[start..<end])
            }
            lastLine = line
            do {
                try readLine(line, number: number, isKnownKey: isKnownKey)
            } catch {
                if errors.count == ConfigParser.maximumErrors {
                    add(LineError(offset: error.offset, message: "too many errors; stopped after \(ConfigParser.maximumErrors)"),
                        line: line, number: number)
                    break
                }
                add(error, line: line, number: number)
            }
            start = newline + 1
        }
        if let unclosed = blocks.unclosed, errors.count <= ConfigParser.maximumErrors, errors.last?.message.hasPrefix("too many errors") != true {
            // At the end of the file, where the } is missing (errors come in line order).
            let message = errors.count == ConfigParser.maximumErrors
                ? "too many errors; stopped after \(ConfigParser.maximumErrors)"
                : "the file ends inside \(unclosed): a line with } alone ends it"
            errors.append(ConfigError(file: file, line: number, column: lastLine.column(ofByte: lastLine.count), message: message))
        }
        guard errors.isEmpty else { return .failure(ConfigErrors(errors: errors)) }
        // Minimum fractions clamp the fraction wherever it is set, as the engine does.
        settings.newSplit.fraction = settings.newSplit.constraints.clamp(settings.newSplit.fraction)
        settings.workspaces = workspaces
        settings.boundWorkspaces = bindings.compactMap { binding in
            guard case .workspace(.named(let name))? = binding.commands.first else { return nil }
            return name
        }
        settings.bindingModes = blocks.modes.map(\.name)
        settings.bars = blocks.bars.map(\.bar)
        return .success(Config(settings: settings, bindings: bindings, autostart: autostart, modes: blocks.modes))
    }

    private mutating func add(_ error: LineError, line: [UInt8], number: Int) {
        errors.append(ConfigError(file: file, line: number, column: line.column(ofByte: error.offset), message: error.message))
    }

    private mutating func readLine(_ line: [UInt8], number: Int, isKnownKey: (String) -> Bool) throws(LineError) {
        if line.count > ConfigParser.maximumLineBytes {
            throw LineError(offset: ConfigParser.maximumLineBytes,
                            message: "the line is longer than \(ConfigParser.maximumLineBytes) bytes")
        }
        if let nul = line.firstIndex(of: 0) { throw LineError(offset: nul, message: "NUL byte (the file is not text)") }
        let body = line.trimmingBlanks(0..<line.count)
        guard !body.isEmpty, line[body.lowerBound] != ASCII.hash else { return }
        var nameEnd = body.lowerBound
        while nameEnd < body.upperBound, !ASCII.isBlank(line[nameEnd]) { nameEnd += 1 }
        let name = Word(text: line.text(body.lowerBound..<nameEnd), offset: body.lowerBound)
        let rest = nameEnd..<body.upperBound
        if blocks.openBar != nil { return try barLine(line, name, rest, number: number) }
        if blocks.openMode != nil {
            // Inside a block: its bindings, and the line that ends it.
            switch name.text {
            case "}":
                if let open = blocks.openMode { blocks.modes.append(open.mode) }
                blocks.openMode = nil
                let after = line.trimmingBlanks(rest)
                guard after.isEmpty else { throw LineError(offset: after.lowerBound, message: "}: expected end of line") }
            case "bind": try bind(line, rest, number: number, isKnownKey: isKnownKey)
            default:
                let mode = blocks.openMode.map { "mode \(Messages.quoted($0.mode.name)) (line \($0.mode.line))" } ?? "a mode block"
                throw LineError(offset: name.offset, message: "inside \(mode) only bind lines may come, and a line with } alone that ends it")
            }
            return
        }
        switch name.text {
        case "set": try set(line, rest)
        case "bind": try bind(line, rest, number: number, isKnownKey: isKnownKey)
        case "mode": try mode(line, rest, number: number)
        case "bar": try bar(line, rest, number: number)
        case "}": throw LineError(offset: name.offset, message: "} ends a mode or bar block, and none is open")
        case "exec", "layout": try autostart(line, name, rest)
        case "rule": try rule(line, rest, number: number)
        case "workspace": try workspace(line, rest, number: number)
        default: try setting(line, name, rest, number: number)
        }
    }

    /// `set $name value…`: the value is expanded now, so later lines insert it as it stands.
    private mutating func set(_ line: [UInt8], _ rest: Range<Int>) throws(LineError) {
        let expected = "a variable name such as $mod"
        guard let nameWord = line.words(in: rest).first else {
            throw LineError(offset: rest.upperBound, message: "set: expected \(expected), found nothing")
        }
        let nameBytes = Array(nameWord.text.utf8)
        guard nameBytes.count >= 2, nameBytes[0] == ASCII.dollar, ASCII.startsName(nameBytes[1]),
              nameBytes.dropFirst(2).allSatisfy(ASCII.continuesName) else {
            throw LineError(offset: nameWord.offset,
                            message: "set: expected \(expected) ($ and letters, digits or _), found \(Messages.quoted(nameWord.text))")
        }
        let valueRange = line.trimmingBlanks((nameWord.offset + nameBytes.count)..<rest.upperBound)
        guard !valueRange.isEmpty else {
            throw LineError(offset: rest.upperBound, message: "set: expected a value for \(nameWord.text), found nothing")
        }
        variables[String(nameWord.text.dropFirst())] = try expand(line, valueRange).bytes
    }

    /// `bind [--all-modes] CHORD COMMAND[; COMMAND…]`, outside a mode block or inside one.
    private mutating func bind(_ line: [UInt8], _ rest: Range<Int>, number: Int, isKnownKey: (String) -> Bool) throws(LineError) {
        let text = try expand(line, rest)
        let b = text.bytes
        var words = b.words(in: 0..<b.count)[...]
        var inEveryMode = false
        if let flag = words.first, flag.text.hasPrefix("--") {
            guard flag.text == "--all-modes" else {
                throw LineError(offset: text.originalOffset(flag.offset), message: "bind: expected --all-modes or a key chord, found \(Messages.quoted(flag.text))")
            }
            if let open = blocks.openMode {
                throw LineError(offset: text.originalOffset(flag.offset),
                                message: "bind: --all-modes is for a binding outside every mode block (this is inside mode \(Messages.quoted(open.mode.name)))")
            }
            inEveryMode = true
            words = words.dropFirst()
        }
        guard let chordWord = words.first else {
            throw LineError(offset: text.originalOffset(b.count),
                            message: "bind: expected a key chord such as $mod+Return, found nothing")
        }
        let chord = try chord(chordWord, in: text, isKnownKey: isKnownKey)
        let commandsStart = chordWord.offset + chordWord.text.utf8.count
        let commands: [Command]
        do {
            commands = try CommandParser.parse(bytes: b, in: commandsStart..<b.count)
        } catch {
            throw text.lineError(error)
        }
        let binding = Binding(chord: chord, commands: commands, line: number, inEveryMode: inEveryMode)
        if var open = blocks.openMode {
            if let first = open.chordLines[chord] {
                throw LineError(offset: text.originalOffset(chordWord.offset),
                                message: "bind: \(chord) is already bound in mode \(Messages.quoted(open.mode.name)) on line \(first)")
            }
            open.chordLines[chord] = number
            open.mode.bindings.append(binding)
            blocks.openMode = open
            return
        }
        if let first = chordLines[chord] {
            throw LineError(offset: text.originalOffset(chordWord.offset),
                            message: "bind: \(chord) is already bound on line \(first)")
        }
        chordLines[chord] = number
        bindings.append(binding)
    }

    /// `mode NAME {`: the bindings up to a line with `}` alone are the binding mode NAME's
    /// (i3's `mode "resize" { … }`). NAME is one word, quoted as `/bin/sh` quotes.
    private mutating func mode(_ line: [UInt8], _ rest: Range<Int>, number: Int) throws(LineError) {
        let text = try expand(line, rest)
        let b = text.bytes
        let words = b.words(in: 0..<b.count)
        // The block is open whatever the line's errors once it holds a {, so that its lines
        // read as its bindings (not as the default mode's) and its } as its end: one error,
        // where it is.
        guard let braceIndex = words.firstIndex(where: { $0.text.hasSuffix("{") }) else {
            throw LineError(offset: text.originalOffset(words.last.map { $0.offset + $0.text.utf8.count } ?? b.count),
                            message: "mode: expected a name and { (mode NAME { starts a block of bind lines)")
        }
        blocks.openMode = OpenMode(mode: BindingMode(name: "", bindings: [], line: number))
        let brace = words[braceIndex]
        guard brace.text == "{" else {
            throw LineError(offset: text.originalOffset(brace.offset + brace.text.utf8.count - 1), message: "mode: expected a blank before {")
        }
        if braceIndex + 1 < words.count {
            throw LineError(offset: text.originalOffset(words[braceIndex + 1].offset),
                            message: "mode: expected end of line after { (a comment goes on a line of its own)")
        }
        var a = Arguments(Array(words.prefix(braceIndex)), end: brace, owner: "mode", scope: "line", source: b)
        let name: String
        let nameWord: ShellWord
        do throws(ParseFailure) {
            nameWord = try a.shellWord(expecting: "a binding mode's name")
            // A quote left open would run on through the {.
            if nameWord.written.offset + nameWord.written.text.utf8.count >= brace.offset {
                throw a.failure(nameWord.written, expected: "a name whose quotes close before {")
            }
            name = try a.name(nameWord)
            if a.hasMore {
                let extra = try a.next(expecting: "{")
                throw a.failure(extra, expected: "{ after the name (quote a name of several words)")
            }
        } catch {
            throw text.lineError(error)
        }
        let offset = text.originalOffset(nameWord.written.offset)
        guard !name.isEmpty, name != BindingMode.defaultName else {
            throw LineError(offset: offset, message: "mode: \(Messages.quoted(name)) cannot name a block (default is the bindings outside every block)")
        }
        if let other = blocks.modes.first(where: { $0.name == name }) {
            throw LineError(offset: offset, message: "mode: \(Messages.quoted(name)) is already a mode (line \(other.line))")
        }
        blocks.openMode?.mode.name = name
    }

    /// `bar ID {`: the lines up to a line with `}` alone are the i3bar ID's, one key each
    /// (i3's `bar { id ID … }`; splitwm names every bar on its first line). ID is one word,
    /// quoted as `/bin/sh` quotes.
    private mutating func bar(_ line: [UInt8], _ rest: Range<Int>, number: Int) throws(LineError) {
        let text = try expand(line, rest)
        let b = text.bytes
        let words = b.words(in: 0..<b.count)
        guard let brace = words.last, brace.text == "{" || brace.text.hasSuffix("{") else {
            throw LineError(offset: text.originalOffset(words.last.map { $0.offset + $0.text.utf8.count } ?? b.count),
                            message: "bar: expected an id and { (bar ID { starts a block of the bar's keys)")
        }
        // Open whatever the line's errors, so that its lines read as the bar's: one error, where it is.
        blocks.openBar = OpenBar(bar: BarConfig(id: ""), line: number)
        guard brace.text == "{" else {
            throw LineError(offset: text.originalOffset(brace.offset + brace.text.utf8.count - 1), message: "bar: expected a blank before {")
        }
        var a = Arguments(Array(words.dropLast()), end: brace, owner: "bar", scope: "line", source: b)
        let id: String
        let idWord: ShellWord
        do throws(ParseFailure) {
            idWord = try a.shellWord(expecting: "the bar's id (what i3bar is started with: --bar_id=ID)")
            if idWord.written.offset + idWord.written.text.utf8.count >= brace.offset {
                throw a.failure(idWord.written, expected: "an id whose quotes close before {")
            }
            id = try a.name(idWord)
            if a.hasMore { throw a.failure(try a.next(expecting: "{"), expected: "{ after the id (an id is one word)") }
        } catch {
            throw text.lineError(error)
        }
        if let other = blocks.bars.first(where: { $0.bar.id == id }) {
            throw LineError(offset: text.originalOffset(idWord.written.offset),
                            message: "bar: \(Messages.quoted(id)) is already a bar's id (line \(other.line))")
        }
        blocks.openBar?.bar.id = id
    }

    /// A line inside a bar block: one of its keys (BarTable), or the } that ends it.
    private mutating func barLine(_ line: [UInt8], _ name: Word, _ rest: Range<Int>, number: Int) throws(LineError) {
        guard var open = blocks.openBar else { return }
        if name.text == "}" {
            if !open.bar.id.isEmpty { blocks.bars.append((open.bar, open.line)) }
            blocks.openBar = nil
            let after = line.trimmingBlanks(rest)
            guard after.isEmpty else { throw LineError(offset: after.lowerBound, message: "}: expected end of line") }
            return
        }
        let text = try expand(line, rest)
        let valueLength = text.bytes.count
        // The key goes in front, so that errors on it and on the value share one text.
        var whole = text
        whole.bytes.insert(contentsOf: Array(name.text.utf8) + [ASCII.space], at: 0)
        whole.origin.insert(contentsOf: Array(name.offset..<(name.offset + name.text.utf8.count)) + [rest.lowerBound], at: 0)
        let keyLength = whole.bytes.count - valueLength
        do {
            try BarTable.read(whole.bytes, key: Word(text: name.text, offset: 0), rest: keyLength..<whole.bytes.count,
                              into: &open.bar, given: &open.given, line: number)
        } catch {
            throw whole.lineError(error)
        }
        blocks.openBar = open
    }

    private func chord(_ word: Word, in text: ExpandedText, isKnownKey: (String) -> Bool) throws(LineError) -> KeyChord {
        let parts = word.text.split(separator: "+", omittingEmptySubsequences: false)
        let modifiers: KeyModifiers
        switch KeyModifiers.parse(parts.dropLast(), from: word.offset) {
        case .success(let named): modifiers = named
        case .failure(let unknown):
            let found = unknown.name.isEmpty ? "nothing" : Messages.quoted(String(unknown.name))
            throw LineError(offset: text.originalOffset(unknown.offset),
                            message: "bind: expected a modifier (\(ModifierNames.accepted)), found \(found)")
        }
        let offset = word.offset + parts.dropLast().reduce(0) { $0 + $1.utf8.count + 1 }
        let key = String(parts[parts.count - 1])
        guard !key.isEmpty else {
            throw LineError(offset: text.originalOffset(offset), message: "bind: expected a key after the last +, found nothing")
        }
        guard isKnownKey(key) else {
            throw LineError(offset: text.originalOffset(offset),
                            message: "bind: unknown key \(Messages.quoted(key)) (not an X keysym name)")
        }
        return KeyChord(modifiers: modifiers, key: key)
    }

    /// `exec COMMAND…` and `layout load PATH`: run once per session, in file order;
    /// `exec a; exec b` runs two. A line holds only commands of its own word.
    private mutating func autostart(_ line: [UInt8], _ name: Word, _ rest: Range<Int>) throws(LineError) {
        var text = try expand(line, rest)
        text.bytes.insert(contentsOf: Array(name.text.utf8), at: 0)
        text.origin.insert(contentsOf: name.offset..<(name.offset + name.text.utf8.count), at: 0)
        let b = text.bytes
        do throws(ParseFailure) {
            for segment in try CommandParser.segments(of: b, in: 0..<b.count) {
                if let first = b.words(in: segment).first, first.text != name.text {
                    throw ParseFailure(offset: first.offset, command: name.text, word: first.text,
                                       expected: "\(name.text) (only exec and layout load commands run at startup)")
                }
                let command = try CommandParser.command(in: b, segment)
                switch command {
                case .exec, .loadLayout: autostart.append(command)
                default:
                    let second = b.words(in: segment).dropFirst().first ?? Word(text: "", offset: segment.upperBound)
                    throw ParseFailure(offset: second.offset, command: "layout", word: second.text,
                                       expected: "load (only exec and layout load commands run at startup)")
                }
            }
        } catch {
            throw text.lineError(error)
        }
    }

    /// `rule CRITERION… ACTION…`, read by `WindowRule.parse`; rules are kept in file order.
    private mutating func rule(_ line: [UInt8], _ rest: Range<Int>, number: Int) throws(LineError) {
        let text = try expand(line, rest)
        do {
            settings.rules.append(try WindowRule.parse(text.bytes, line: number, text: line.text(line.trimmingBlanks(rest))))
        } catch {
            throw LineError(offset: text.originalOffset(error.offset), message: error.message)
        }
    }

    /// `<setting> <value…>`, through `SettingTable`.
    private mutating func setting(_ line: [UInt8], _ name: Word, _ rest: Range<Int>, number: Int) throws(LineError) {
        guard let spec = SettingTable.byName[name.text] else {
            let names = ConfigParser.lineKeywords + SettingTable.settings.map(\.name)
            let hint = Messages.suggestion(for: name.text, among: names).map { "; did you mean \"\($0)\"?" }
                ?? " (a line starts with set, bind, mode, bar, exec, layout, rule, workspace or a setting name)"
            throw LineError(offset: name.offset, message: "unknown setting \(Messages.quoted(name.text))\(hint)")
        }
        // A setting and its other name (`gaps-inner`, `splitter-thickness`) set one value: once.
        let key = spec.aliasOf ?? spec.name
        if let (first, firstName) = settingLines[key] {
            let also = firstName == spec.name ? "" : " (as \(firstName), the same setting)"
            throw LineError(offset: name.offset, message: "\(spec.name) is already set on line \(first)\(also)")
        }
        let text = try expand(line, rest)
        var arguments = Arguments(text.bytes.words(in: 0..<text.bytes.count),
                                  end: Word(text: "", offset: text.bytes.count), owner: spec.name, scope: "line")
        do {
            try spec.apply(&settings, &arguments)
            try arguments.finish()
        } catch {
            throw text.lineError(error)
        }
        settingLines[key] = (number, spec.name)
    }

    /// `line[range]` with `$name` replaced by the variable's value and `$$` by `$`; nothing is
    /// replaced inside single quotes or after `\` (as `/bin/sh` would not expand there).
    func expand(_ line: [UInt8], _ range: Range<Int>) throws(LineError) -> ExpandedText {
        var out = ExpandedText()
        out.bytes.reserveCapacity(range.count)
        out.origin.reserveCapacity(range.count + 1)
        func emit(_ byte: UInt8, from offset: Int) {
            out.bytes.append(byte)
            out.origin.append(offset)
        }
        var inSingle = false, inDouble = false
        var i = range.lowerBound
        while i < range.upperBound {
            let c = line[i]
            if inSingle {
                if c == ASCII.singleQuote { inSingle = false }
            } else if c == ASCII.backslash, i + 1 < range.upperBound {
                emit(c, from: i)
                emit(line[i + 1], from: i + 1)
                i += 2
                continue
            } else if c == ASCII.doubleQuote {
                inDouble.toggle()
            } else if c == ASCII.singleQuote, !inDouble {
                inSingle = true
            } else if c == ASCII.dollar, i + 1 < range.upperBound {
                if line[i + 1] == ASCII.dollar {
                    emit(c, from: i)
                    i += 2
                    continue
                }
                if ASCII.startsName(line[i + 1]) {
                    var j = i + 2
                    while j < range.upperBound, ASCII.continuesName(line[j]) { j += 1 }
                    let name = line.text((i + 1)..<j)
                    guard let value = variables[name] else {
                        throw LineError(offset: i, message: "unknown variable $\(name) (define it with set on an earlier line)")
                    }
                    guard out.bytes.count + value.count <= ConfigParser.maximumLineBytes else {
                        throw LineError(offset: i, message: "the line is longer than \(ConfigParser.maximumLineBytes) bytes once $\(name) is expanded")
                    }
                    out.bytes.append(contentsOf: value)
                    out.origin.append(contentsOf: repeatElement(i, count: value.count))
                    i = j
                    continue
                }
            }
            emit(c, from: i)
            i += 1
        }
        out.origin.append(range.upperBound)
        return out
    }
}
