// Text to commands: splitting at unquoted `;`, and words. The commands themselves (names,
// arguments, docs) are in `CommandTable`; the errors that say where and what was expected are
// SplitSyntax's (ParseFailure.swift).
import SplitEngine
import SplitSyntax

/// The words after a command or setting name, read one at a time by the table's parsers.
package struct Arguments {
    package let words: [Word]
    /// What stands after the last word: "" at the end of the input, ";" before the next command.
    package let end: Word
    /// The command or setting the words belong to, for messages.
    package let owner: String
    /// What the words make up, for "expected end of …": "command" or "line".
    package let scope: String
    /// The text the words were cut from, for an argument that may hold quoted blanks (`path`).
    package let source: [UInt8]
    private var index = 0

    package init(_ words: [Word], end: Word, owner: String, scope: String = "command", source: [UInt8] = []) {
        self.words = words
        self.end = end
        self.owner = owner
        self.scope = scope
        self.source = source
    }

    package func failure(_ word: Word, expected: String) -> ParseFailure {
        ParseFailure(offset: word.offset, command: owner, word: word.text, expected: expected)
    }

    /// How many words are left.
    package var remaining: Int { words.count - index }

    /// The next word, or a failure saying what was expected there.
    package mutating func next(expecting expected: @autoclosure () -> String) throws(ParseFailure) -> Word {
        guard index < words.count else { throw failure(end, expected: expected()) }
        defer { index += 1 }
        return words[index]
    }

    /// The next word as one of `choices` (case-sensitive).
    package mutating func choice<T>(_ choices: KeyValuePairs<String, T>) throws(ParseFailure) -> T {
        let word = try next(expecting: Messages.list(choices.map(\.key)))
        guard let match = choices.first(where: { $0.key == word.text }) else {
            throw failure(word, expected: Messages.list(choices.map(\.key)))
        }
        return match.value
    }

    /// The next word as one of a `CaseIterable` string enum's raw values.
    package mutating func choice<T: CaseIterable & RawRepresentable<String>>(_: T.Type) throws(ParseFailure) -> T {
        let word = try next(expecting: Messages.list(T.allCases.map(\.rawValue)))
        guard let value = T(rawValue: word.text) else { throw failure(word, expected: Messages.list(T.allCases.map(\.rawValue))) }
        return value
    }

    package mutating func direction() throws(ParseFailure) -> Direction { try choice(Direction.self) }

    /// The rest of the command from the next word on, as written (quotes kept), for a command
    /// whose words another parser reads (`rule`); nil when no words are left.
    package mutating func verbatimRest() -> (text: String, offset: Int)? {
        guard index < words.count else { return nil }
        let range = source.trimmingBlanks(words[index].offset..<end.offset)
        index = words.count
        return (source.text(range), range.lowerBound)
    }

    package mutating func whole(in range: ClosedRange<Int>, unit: String) throws(ParseFailure) -> Int {
        func expected() -> String { "a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)" }
        let word = try next(expecting: expected())
        guard let n = Numbers.whole(word.text), range.contains(n) else { throw failure(word, expected: expected()) }
        return n
    }

    package mutating func fraction(in range: ClosedRange<Double> = 0...1) throws(ParseFailure) -> Double {
        let expected = "a fraction from \(Numbers.bound(range.lowerBound)) to \(Numbers.bound(range.upperBound))"
        let word = try next(expecting: expected)
        guard let f = Numbers.decimal(word.text), range.contains(f) else { throw failure(word, expected: expected) }
        return f
    }

    /// A side's minimum: `F` (a fraction from 0 to `fractions`) or `N px` (0 to `pixels`).
    package mutating func minimum(fractions: Double, pixels: Int) throws(ParseFailure) -> Minimum {
        let expected = "a fraction from 0 to \(Numbers.bound(fractions)), or PIXELS px (0 to \(pixels))"
        let word = try next(expecting: expected)
        if index < words.count, words[index].text == "px" {
            guard let n = Numbers.whole(word.text), (0...pixels).contains(n) else {
                throw failure(word, expected: "a whole number of pixels from 0 to \(pixels)")
            }
            index += 1
            return .pixels(n)
        }
        guard let f = Numbers.decimal(word.text), (0...fractions).contains(f) else { throw failure(word, expected: expected) }
        return .fraction(f)
    }

    package mutating func color() throws(ParseFailure) -> RGB {
        let expected = "a colour #rrggbb"
        let word = try next(expecting: expected)
        guard word.text.hasPrefix("#"), let rgb = RGB(hex: word.text) else { throw failure(word, expected: expected) }
        return rgb
    }

    /// An optional last word naming a direction (a per-split command's `toward`): nil when
    /// no words are left.
    package mutating func towardDirection() throws(ParseFailure) -> Direction? {
        guard hasMore else { return nil }
        let expected = Messages.list(Direction.allCases.map(\.rawValue) + ["end of \(scope)"])
        let word = try next(expecting: expected)
        guard let direction = Direction(rawValue: word.text) else { throw failure(word, expected: expected) }
        return direction
    }

    /// A file's path: one word quoted as `/bin/sh` quotes it (so it may hold blanks), absolute
    /// or starting with `~/` (the window manager's working directory means nothing to the user),
    /// or, when `relative`, any other (i3's `append_layout` reads one from its own working
    /// directory, and i3's tests write their layouts there).
    package mutating func path(relative: Bool = false) throws(ParseFailure) -> String {
        let expected = relative ? "a path to a file" : "a path, absolute (/…) or in the home directory (~/…)"
        let word = try shellWord(expecting: expected)
        guard word.text.hasPrefix("/") || word.text.hasPrefix("~/") || relative && !word.text.isEmpty else {
            // An empty path is shown as written (`''`): "found nothing" would mislead.
            throw ParseFailure(offset: word.written.offset, command: owner, word: word.text.isEmpty ? word.written.text : word.text, expected: expected)
        }
        return word.text
    }

    /// The next word read as `/bin/sh` reads one: quotes removed, blanks within them kept.
    package mutating func shellWord(expecting expected: @autoclosure () -> String) throws(ParseFailure) -> ShellWord {
        let first = try next(expecting: expected())
        guard !source.isEmpty else { return ShellWord(written: first, text: first.text, isPlain: first.text.isPlainShellWord) }
        let (text, end) = source.shellWord(from: first.offset, upTo: self.end.offset)
        while index < words.count, words[index].offset < end { index += 1 }
        let written = source.text(first.offset..<end)
        return ShellWord(written: Word(text: written, offset: first.offset), text: text, isPlain: written.isPlainShellWord)
    }

    /// Whether words are left.
    package var hasMore: Bool { index < words.count }

    /// The next word's text, not taken; nil at the end.
    package var upcoming: String? { index < words.count ? words[index].text : nil }

    /// Takes the next word when it is `text`; whether it was.
    package mutating func taking(_ text: String) -> Bool {
        guard upcoming == text else { return false }
        index += 1
        return true
    }

    /// Nothing may follow.
    package func finish() throws(ParseFailure) {
        if index < words.count { throw failure(words[index], expected: "end of \(scope)") }
    }
}

/// One word as `/bin/sh` reads it, and as it was written.
package struct ShellWord {
    /// As written, quotes included, where it starts (for messages).
    package var written: Word
    /// Without its quotes and `\\`s.
    package var text: String
    /// Written without quotes or `\\`, so it may be a keyword: `next` is one, `'next'` a name.
    package var isPlain: Bool
}

/// Parses the command language. Used for key bindings, `splitctl` and the config's `exec`.
public enum CommandParser {
    /// One or more commands separated by `;` (a `;` inside single or double quotes, or
    /// escaped with `\`, does not split). Quotes follow `/bin/sh`: `\` escapes outside
    /// single quotes, nothing inside them.
    public static func parse(_ text: some StringProtocol) throws(CommandError) -> [Command] {
        let bytes = Array(text.utf8)
        do { return try parse(bytes: bytes, in: 0..<bytes.count) } catch { throw error.error(in: bytes) }
    }

    /// The commands in `bytes[range]`, failures located by byte offset in `bytes`.
    package static func parse(bytes: [UInt8], in range: Range<Int>) throws(ParseFailure) -> [Command] {
        let segments = try segments(of: bytes, in: range)
        var commands: [Command] = []
        commands.reserveCapacity(segments.count)
        for segment in segments { commands.append(try command(in: bytes, segment)) }
        return commands
    }

    /// The ranges between unquoted, unescaped `;`s.
    package static func segments(of b: [UInt8], in range: Range<Int>) throws(ParseFailure) -> [Range<Int>] {
        var segments: [Range<Int>] = []
        var start = range.lowerBound, i = range.lowerBound
        var quote: UInt8?, quoteAt = 0
        while i < range.upperBound {
            let c = b[i]
            if c == 0 {
                throw ParseFailure(offset: i, command: commandName(in: b, start..<range.upperBound),
                                   word: "\u{0}", expected: "text without NUL bytes", kind: .nulByte)
            }
            if let q = quote {
                if c == q {
                    quote = nil
                } else if q == ASCII.doubleQuote, c == ASCII.backslash, i + 1 < range.upperBound, b[i + 1] != 0 {
                    i += 1
                }
            } else if c == ASCII.backslash {
                if i + 1 < range.upperBound, b[i + 1] != 0 { i += 1 }
            } else if c == ASCII.singleQuote || c == ASCII.doubleQuote {
                quote = c
                quoteAt = i
            } else if c == ASCII.semicolon {
                segments.append(start..<i)
                start = i + 1
            }
            i += 1
        }
        if let q = quote {
            let mark = q == ASCII.singleQuote ? "'" : "\""
            throw ParseFailure(offset: quoteAt, command: commandName(in: b, start..<range.upperBound),
                               word: mark, expected: "a closing \(mark)", kind: .unterminatedQuote)
        }
        segments.append(start..<range.upperBound)
        return segments
    }

    /// The segment's first word when it names a command, for messages.
    private static func commandName(in b: [UInt8], _ range: Range<Int>) -> String? {
        guard let first = b.words(in: range).first, CommandTable.byName[first.text] != nil else { return nil }
        return first.text
    }

    /// `[CRITERIA] COMMAND` from one segment, the `[` at `start`: a command that acts on one
    /// window or from it (`WindowCommand`), or `focus` alone.
    package static func commandWithCriteria(in b: [UInt8], _ segment: Range<Int>, from start: Int) throws(ParseFailure) -> Command {
        let (criteria, after) = try WindowCriteria.parse(b, from: start, upTo: segment.upperBound)
        let rest = b.trimmingBlanks(after..<segment.upperBound)
        let expected = "a command that acts on a window, which criteria select (\(Messages.list(WindowCommand.words)))"
        guard !rest.isEmpty else {
            let end = segment.upperBound < b.count && b[segment.upperBound] == ASCII.semicolon ? ";" : ""
            throw ParseFailure(offset: segment.upperBound, command: nil, word: end, expected: expected)
        }
        let words = b.words(in: rest)
        if words.count == 1, words[0].text == "focus" { return .onWindows(criteria, .focus) }
        let name = words[0]
        // Anything else is read as it would be without criteria, then must act on or from a window.
        guard !name.text.hasPrefix("["), CommandTable.byName[name.text] != nil,
              let command = WindowCommand.afterCriteria(try Self.command(in: b, rest.lowerBound..<segment.upperBound)) else {
            throw ParseFailure(offset: name.offset, command: nil, word: name.text, expected: expected)
        }
        return .onWindows(criteria, command)
    }

    /// One command from one segment.
    package static func command(in b: [UInt8], _ segment: Range<Int>) throws(ParseFailure) -> Command {
        let end = Word(text: segment.upperBound < b.count && b[segment.upperBound] == ASCII.semicolon ? ";" : "",
                       offset: segment.upperBound)
        let trimmed = b.trimmingBlanks(segment)
        if !trimmed.isEmpty, b[trimmed.lowerBound] == ASCII.openBracket {
            return try commandWithCriteria(in: b, segment, from: trimmed.lowerBound)
        }
        var nameEnd = trimmed.lowerBound
        while nameEnd < trimmed.upperBound, !ASCII.isBlank(b[nameEnd]) { nameEnd += 1 }
        let name = Word(text: b.text(trimmed.lowerBound..<nameEnd), offset: trimmed.lowerBound)
        guard !trimmed.isEmpty else {
            throw ParseFailure(offset: end.offset, command: nil, word: end.text, expected: CommandTable.expectedCommand)
        }
        guard let spec = CommandTable.byName[name.text] else {
            throw ParseFailure(offset: name.offset, command: nil, word: name.text, expected: CommandTable.expectedCommand)
        }
        if spec.takesRestVerbatim {
            let rest = b.trimmingBlanks(nameEnd..<trimmed.upperBound)
            guard !rest.isEmpty else {
                throw ParseFailure(offset: end.offset, command: spec.name, word: end.text, expected: "a shell command")
            }
            return .exec(b.text(rest))
        }
        var arguments = Arguments(b.words(in: nameEnd..<trimmed.upperBound), end: end, owner: spec.name, source: b)
        let command = try spec.parse(&arguments)
        try arguments.finish()
        return command
    }
}
