// Shell-style glob patterns for window rules: compiling one (with its errors located) and
// matching it against a whole value, in time bounded by the pattern's length times the value's.

/// A compiled glob: `*` any run of characters, `?` one character, `[abc]`, `[a-z]` and
/// `[!x]` one character in (or not in) a set, `\` makes the next character literal.
/// Characters are Unicode scalars, compared exactly (case-sensitive, no normalization), so a
/// window title's emoji is one `?` and matching never depends on the locale.
package struct Glob: Hashable, Sendable {
    /// The pattern as written.
    package let source: String
    private let tokens: [Token]

    private enum Token: Hashable, Sendable {
        case literal(Unicode.Scalar)
        case anyOne
        /// Any run, including none; consecutive stars are one.
        case anyRun
        case set(ranges: [ClosedRange<UInt32>], negated: Bool)

        /// Whether this token, which is not `anyRun`, takes `c`.
        func takes(_ c: Unicode.Scalar) -> Bool {
            switch self {
            case .literal(let l): return l == c
            case .anyOne: return true
            case .anyRun: return false
            case .set(let ranges, let negated): return ranges.contains { $0.contains(c.value) } != negated
            }
        }
    }

    /// A pattern that cannot be compiled: where (an index into its Unicode scalars) and why.
    package struct SyntaxError: Error, Hashable, Sendable {
        package var scalarOffset: Int
        package var message: String

        package init(scalarOffset: Int, message: String) {
            self.scalarOffset = scalarOffset
            self.message = message
        }
    }

    /// The glob that matches `number`'s decimal digits and nothing else (a window id's `id=`).
    package init(digitsOf number: UInt32) {
        source = String(number)
        tokens = source.unicodeScalars.map(Token.literal)
    }

    /// The glob that matches `text` and nothing else (a layout file's exact class or role),
    /// written with `\` before each character a glob would read otherwise.
    package init(exactly text: String) {
        var written = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "*" || scalar == "?" || scalar == "[" || scalar == "\\" { written.append("\\") }
            written.append(scalar)
        }
        source = String(written)
        tokens = text.unicodeScalars.map(Token.literal)
    }

    /// The one text it matches when it has no wildcard (what `init(exactly:)` was given), else nil.
    package var exactText: String? {
        var text = String.UnicodeScalarView()
        for token in tokens {
            guard case .literal(let scalar) = token else { return nil }
            text.append(scalar)
        }
        return String(text)
    }

    package init(_ source: String) throws(SyntaxError) {
        self.source = source
        let p = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        while i < p.count {
            switch p[i] {
            case "*":
                if tokens.last != .anyRun { tokens.append(.anyRun) }
                i += 1
            case "?":
                tokens.append(.anyOne)
                i += 1
            case "[":
                let (token, next) = try Self.set(in: p, at: i)
                tokens.append(token)
                i = next
            case "\\" where i + 1 < p.count:
                tokens.append(.literal(p[i + 1]))
                i += 2
            default:
                // A trailing `\` has nothing to escape, so it stands for itself (as fnmatch's does).
                tokens.append(.literal(p[i]))
                i += 1
            }
        }
        self.tokens = tokens
    }

    /// The set starting at `p[open]` (a `[`) and the index after its `]`. A `]` right after
    /// `[` or `[!` is a member, as is a `-` first or last.
    private static func set(in p: [Unicode.Scalar], at open: Int) throws(SyntaxError) -> (Token, Int) {
        var i = open + 1
        let negated = i < p.count && p[i] == "!"
        if negated { i += 1 }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        /// The member at `i` (escaped or not) and the index after it.
        func member(_ i: Int) -> (Unicode.Scalar, Int) {
            p[i] == "\\" && i + 1 < p.count ? (p[i + 1], i + 2) : (p[i], i + 1)
        }
        while i < p.count, first || p[i] != "]" {
            first = false
            let start = i
            let (low, afterLow) = member(i)
            i = afterLow
            if i + 1 < p.count, p[i] == "-", p[i + 1] != "]" {
                let (high, afterHigh) = member(i + 1)
                guard low.value <= high.value else {
                    let written = String(String.UnicodeScalarView([low, "-", high]))
                    throw SyntaxError(scalarOffset: start, message: "the range \(Messages.quoted(written)) runs backwards")
                }
                ranges.append(low.value...high.value)
                i = afterHigh
            } else {
                ranges.append(low.value...low.value)
            }
        }
        guard i < p.count else { throw SyntaxError(scalarOffset: open, message: "the [ has no closing ] (write \\[ for a literal [)") }
        return (.set(ranges: ranges, negated: negated), i + 1)
    }

    /// Whether the pattern matches all of `value`.
    package func matches(_ value: String) -> Bool {
        let s = Array(value.unicodeScalars)
        // One backtracking point is enough: every token but a star takes exactly one
        // character, so when a later star is reached, any other way for an earlier star to
        // have matched can only lead to what the later star already covers.
        var t = 0, i = 0
        var star: (token: Int, value: Int)?
        while i < s.count {
            if t < tokens.count, tokens[t] == .anyRun {
                star = (t, i)
                t += 1
            } else if t < tokens.count, tokens[t].takes(s[i]) {
                t += 1
                i += 1
            } else if let last = star {
                // The last star takes one more character and the rest is tried again.
                star = (last.token, last.value + 1)
                t = last.token + 1
                i = last.value + 1
            } else {
                return false
            }
        }
        while t < tokens.count, tokens[t] == .anyRun { t += 1 }
        return t == tokens.count
    }
}
