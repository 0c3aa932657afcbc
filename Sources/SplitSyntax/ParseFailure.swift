// The errors of every parser of the command language (commands, config lines, rules, criteria):
// where, in which command, the word found and what was expected there.

/// Why a command line did not parse, and where.
public struct CommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based, in Unicode scalars, in the text given.
    public var column: Int
    /// The command word, when known.
    public var command: String?
    /// The offending word ("" at the end of the input); a longer one is cut to 40 characters and "…".
    public var word: String
    /// What would have been accepted, e.g. "left, right, up or down".
    public var expected: String
    package var kind: ParseFailure.Kind

    /// The message without the column, e.g. `focus: expected left, right, up or down, found "lef"`.
    public var message: String {
        ParseFailure(offset: 0, command: command, word: word, expected: expected, kind: kind).message
    }
    /// e.g. `focus: expected left, right, up or down, found "lef" (column 7)`.
    public var description: String { "\(message) (column \(column))" }
}

/// A parse error at a byte offset: the command parser's and the config parser's value
/// parsers throw this, and each caller turns the offset into its own kind of column.
package struct ParseFailure: Error, Hashable, Sendable {
    /// `stated`: `expected` is the whole message (a rule criterion's own, inside `[…]`).
    package enum Kind: Hashable, Sendable { case expected, unterminatedQuote, nulByte, stated }

    package var offset: Int
    package var command: String?
    package var word: String
    package var expected: String
    package var kind = Kind.expected

    package init(offset: Int, command: String?, word: String, expected: String, kind: Kind = .expected) {
        self.offset = offset
        self.command = command
        let scalars = word.unicodeScalars
        self.word = scalars.count > 40 ? String(scalars.prefix(40)) + "…" : word
        self.expected = expected
        self.kind = kind
    }

    package var message: String {
        let prefix = command.map { "\($0): " } ?? ""
        switch kind {
        case .expected:
            let found = word.isEmpty ? "nothing" : Messages.quoted(word)
            return "\(prefix)expected \(expected), found \(found)"
        case .unterminatedQuote: return "\(prefix)unterminated quote: expected \(expected)"
        case .nulByte: return "\(prefix)NUL byte: expected \(expected)"
        case .stated: return expected
        }
    }

    package func error(in bytes: [UInt8]) -> CommandError {
        CommandError(column: bytes.column(ofByte: offset), command: command, word: word, expected: expected, kind: kind)
    }
}
