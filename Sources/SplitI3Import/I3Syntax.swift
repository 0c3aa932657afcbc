// i3's config syntax as `--import-i3` reads it: logical lines (a final `\` joins the next line),
// comments, `{ }` blocks, `set` variables (i3 replaces them everywhere, the longest name first)
// and the words, strings and `[criteria]` of i3's command language.
import SplitSyntax

/// One logical line of an i3 config: physical lines joined at a final `\`.
struct I3Line: Sendable {
    /// The line as written (continuations joined, blanks at both ends trimmed).
    var text: String
    /// The first physical line it came from, from 1 (with includes, its place among all files' lines).
    var number: Int
    /// For an `include` line, what its files became (I3Include.swift): nil for any other line.
    var include: Result<String, I3ImportFailure>? = nil
}

enum I3Syntax {
    /// The logical lines of `text`: a line ending in `\` continues on the next (i3's rule)
    /// unless the logical line is a comment, as `I3ConfigFile.joined` reads it; a CR before
    /// the LF is dropped.
    static func lines(_ text: String) -> [I3Line] {
        var result: [I3Line] = []
        var pending: String?
        var pendingNumber = 0
        var number = 0
        for raw in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var scalars = Array(raw)
            if scalars.last == "\r" { scalars.removeLast() }
            var line = string(scalars)
            let comment = trimmed((pending ?? "") + line).hasPrefix("#")
            let continues = scalars.last == "\\" && !comment
            if continues { line = string(scalars.dropLast()) }
            if pending == nil { pendingNumber = number }
            pending = (pending ?? "") + line
            if !continues {
                result.append(I3Line(text: trimmed(pending!), number: pendingNumber))
                pending = nil
            }
        }
        if let pending { result.append(I3Line(text: trimmed(pending), number: pendingNumber)) }
        if result.last?.text.isEmpty == true, text.hasSuffix("\n") || text.isEmpty { result.removeLast() }
        return result
    }

    static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    static func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\r" }

    static func trimmed(_ text: some StringProtocol) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
              let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        return string(scalars[first...last])
    }

    /// The first blank-separated word and the rest, trimmed.
    static func head(_ text: String) -> (word: String, rest: String) {
        let scalars = Array(text.unicodeScalars)
        let end = scalars.firstIndex(where: isBlank) ?? scalars.count
        return (string(scalars[..<end]), trimmed(string(scalars[end...])))
    }
}

/// i3's variables: every `set $name value` of the file (i3 reads them all before anything
/// else, so a later `set` is seen by an earlier line), replaced as plain text, the longest
/// name first, so `$ws10` is not `$ws1` then `0`.
struct I3Variables: Sendable {
    private(set) var values: [String: String] = [:]
    /// The line each variable was set on, for deciding whether splitwm can keep a reference.
    private(set) var lineSet: [String: Int] = [:]
    private var namesLongestFirst: [[Unicode.Scalar]] = []

    init(_ lines: [I3Line]) {
        for line in lines {
            let (word, rest) = I3Syntax.head(line.text)
            guard word == "set" || word == "set_from_resource" else { continue }
            let (name, value) = I3Syntax.head(rest)
            guard name.hasPrefix("$"), name.unicodeScalars.count > 1 else { continue }
            let bare = String(name.dropFirst())
            // set_from_resource $name resource fallback: X resources are not read, the fallback is.
            values[bare] = word == "set" ? value : I3Syntax.head(value).rest
            lineSet[bare] = lineSet[bare] ?? line.number
        }
        namesLongestFirst = values.keys.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
        // A value may name another variable; i3 replaces once, in file text, so do the same.
        let expandedValues = values.mapValues { expanded($0) }
        values = expandedValues
    }

    /// `text` with every `$name` replaced; unknown `$words` stay as written (i3 leaves them).
    func expanded(_ text: String) -> String {
        guard text.unicodeScalars.contains("$"), !namesLongestFirst.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        outer: while i < scalars.count {
            if scalars[i] == "$" {
                for name in namesLongestFirst {
                    guard i + 1 + name.count <= scalars.count, scalars[(i + 1)..<(i + 1 + name.count)].elementsEqual(name) else { continue }
                    out.append(contentsOf: (values[I3Syntax.string(name)] ?? "").unicodeScalars)
                    i += 1 + name.count
                    continue outer
                }
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }
}

/// A reader over one line of i3's command language, following i3's parser: a *word* ends at
/// a blank, `]`, `,` or `;`; a *string* at `,` or `;`; either may be in double quotes, and
/// `\"` and `\\` are unescaped in both.
struct I3Scanner {
    private let scalars: [Unicode.Scalar]
    private(set) var position = 0
    /// Whether the last word or string read was in double quotes: i3's parser reads a quoted
    /// word as a string, never as a keyword (`workspace "next"` shows a workspace named next).
    private(set) var lastWasQuoted = false

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var atEnd: Bool { position >= scalars.count }
    var peek: Unicode.Scalar? { atEnd ? nil : scalars[position] }

    mutating func skipBlanks() {
        while let c = peek, I3Syntax.isBlank(c) { position += 1 }
    }

    /// The rest of the line, untouched.
    var rest: String { I3Syntax.string(scalars[min(position, scalars.count)...]) }

    mutating func take(_ c: Unicode.Scalar) -> Bool {
        guard peek == c else { return false }
        position += 1
        return true
    }

    /// The next word, or nil at a separator or the end.
    mutating func word() -> String? { token(stops: [" ", "\t", "\r", "]", ",", ";"]) }

    /// The next string (up to `,` or `;`), trimmed, or nil at a separator or the end.
    mutating func string() -> String? { token(stops: [",", ";"]).map(I3Syntax.trimmed) }

    /// Everything to the end of the line, as i3's config parser reads a string: in double
    /// quotes when it starts with one, else verbatim.
    mutating func lineString() -> String? { token(stops: []) }

    private mutating func token(stops: Set<Unicode.Scalar>) -> String? {
        skipBlanks()
        guard let first = peek, !stops.contains(first) else { return nil }
        var raw: [Unicode.Scalar] = []
        lastWasQuoted = peek == "\""
        if take("\"") {
            raw = quotedRest()
            position += 1   // the closing quote (or past the end when there is none)
        } else {
            while let c = peek, !stops.contains(c) { raw.append(c); position += 1 }
        }
        return I3Syntax.string(Self.unescaped(raw))
    }

    /// A double-quoted string's text up to its closing quote (not taken), escapes still in
    /// it: a backslash keeps the next scalar from ending it.
    private mutating func quotedRest() -> [Unicode.Scalar] {
        var raw: [Unicode.Scalar] = []
        while let c = peek, c != "\"" {
            if c == "\\", position + 1 < scalars.count { raw.append(c); position += 1 }
            raw.append(scalars[position])
            position += 1
        }
        return raw
    }

    /// i3's unescaping of a string: `\"` and `\\` only, so that a regex's `\w` stays as written.
    private static func unescaped(_ raw: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var i = 0
        while i < raw.count {
            if raw[i] == "\\", i + 1 < raw.count, raw[i + 1] == "\"" || raw[i + 1] == "\\" { i += 1 }
            out.append(raw[i])
            i += 1
        }
        return out
    }

    /// `[key="value" key2=value …]` when the line continues with one; nil when it does not.
    /// A `[` without its `]` is an error (i3's too).
    mutating func criteria() throws(I3ImportFailure) -> [I3Criterion]? {
        skipBlanks()
        guard take("[") else { return nil }
        var result: [I3Criterion] = []
        while true {
            skipBlanks()
            if take("]") { return result }
            guard !atEnd else { throw I3ImportFailure("the [ of its criteria has no ]") }
            var key: [Unicode.Scalar] = []
            while let c = peek, c != "=", c != "]", !I3Syntax.isBlank(c) { key.append(c); position += 1 }
            skipBlanks()
            guard take("=") else {
                // i3's valueless criteria: [urgent], [tiling], [floating], [all].
                result.append(I3Criterion(key: I3Syntax.string(key), value: nil))
                continue
            }
            skipBlanks()
            var value: [Unicode.Scalar] = []
            if take("\"") {
                value = Self.unescaped(quotedRest())
                guard take("\"") else { throw I3ImportFailure("a criterion's value has no closing \"") }
            } else {
                while let c = peek, c != "]", !I3Syntax.isBlank(c) { value.append(c); position += 1 }
            }
            result.append(I3Criterion(key: I3Syntax.string(key), value: I3Syntax.string(value)))
        }
    }

    /// The statements of a command line: `[criteria] command, command; command`. An `exec`'s
    /// command line is one string (to `,` or `;`), without `--no-startup-id`.
    static func statements(_ text: String) throws(I3ImportFailure) -> [I3Statement] {
        var scanner = I3Scanner(text)
        var statements: [I3Statement] = []
        while true {
            var statement = I3Statement(criteria: try scanner.criteria(), commands: [])
            while true {
                var words: [String] = []
                var quoted: [Bool] = []
                if let first = scanner.word() {
                    words.append(first)
                    quoted.append(scanner.lastWasQuoted)
                    if first == "exec" {
                        scanner.skipBlanks()
                        var save = scanner
                        if save.word() == "--no-startup-id" { scanner = save }
                        words.append(scanner.string() ?? "")
                        quoted.append(scanner.lastWasQuoted)
                    } else {
                        while let next = scanner.word() {
                            words.append(next)
                            quoted.append(scanner.lastWasQuoted)
                        }
                    }
                }
                scanner.skipBlanks()
                if words.isEmpty, scanner.peek == "]" { throw I3ImportFailure("a ] without its [") }
                // Commands after one another with a blank alone between them are i3's too.
                let commands = words.first == "exec" || words.isEmpty ? [words] : I3CommandWords.commands(in: words)
                statement.commands += commands
                var rest = quoted[...]
                for command in commands {
                    statement.quoted.append(Array(rest.prefix(command.count)))
                    rest = rest.dropFirst(command.count)
                }
                if !scanner.take(",") { break }
            }
            statements.append(statement)
            scanner.skipBlanks()
            if scanner.atEnd { return statements }
            guard scanner.take(";") else { throw I3ImportFailure("unexpected \(Messages.quoted(scanner.rest))") }
        }
    }
}

/// One `key="value"` of i3's criteria; `value` is nil for the valueless ones (`urgent`).
struct I3Criterion: Hashable, Sendable {
    var key: String
    var value: String?
}

/// Commands run on the windows the criteria match (the focused window without criteria).
struct I3Statement: Sendable {
    var criteria: [I3Criterion]?
    /// Each command's words; an `exec`'s are `exec` and its command line.
    var commands: [[String]]
    /// For each command, whether each of its words was in double quotes (a quoted keyword is
    /// a name to i3); empty for a statement made otherwise.
    var quoted: [[Bool]] = []

    /// Whether command `index`'s words were each quoted (all false when not known).
    func quotedWords(of index: Int) -> [Bool] {
        index < quoted.count ? quoted[index] : Array(repeating: false, count: commands[index].count)
    }
}

/// Why an i3 line is not translated, in words for the comment under it.
struct I3ImportFailure: Error, Sendable {
    var reason: String
    /// i3's own words for it, where i3's socket answers them rather than `reason` (see
    /// `I3CommandRefusal.i3Text`).
    var i3Text: String?
    init(_ reason: String, i3Text: String? = nil) { self.reason = reason; self.i3Text = i3Text }
}
