// Reading a rule's regular expression into a tree of nodes: the supported subset of PCRE
// (docs/configuration.md, Window rules), and an error at the scalar where anything else starts.
//
// Everything outside the subset is refused rather than read some other way, so a pattern
// never means something different here from what it means in i3's PCRE.

/// A mistake in a regular expression: where (a Unicode scalar offset into the pattern) and what.
package struct RegexSyntaxError: Error, Hashable, Sendable {
    package var offset: Int
    package var message: String
}

/// A regular expression as read, before it is compiled.
indirect enum RegexNode: Hashable, Sendable {
    case empty
    /// One scalar; `folded`: compared without case (then `scalar` is already folded).
    case scalar(Unicode.Scalar, folded: Bool)
    case set(ScalarSet)
    /// `.`: any scalar but a line feed.
    case any
    case assertion(RegexAssertion)
    case concatenation([RegexNode])
    case alternation([RegexNode])
    /// `max` nil: no upper bound.
    case repetition(RegexNode, min: Int, max: Int?)
}

/// What a zero-width item asks of the position it is at.
enum RegexAssertion: Hashable, Sendable {
    /// `^`: the start of the value.
    case start
    /// `$`: the end, or just before a line feed that ends the value (as PCRE's `$`).
    case end
    /// `\b` (true) or `\B` (false): between a word scalar and a non-word one, or not.
    case wordBoundary(Bool)
}

struct RegexParser {
    /// The most a count in `{m,n}` may say; the compiled size is bounded separately.
    static let maxCount = 1000
    /// How deep groups may nest (the parser and compiler recurse once per level).
    static let maxDepth = 64

    private let scalars: [Unicode.Scalar]
    private var i = 0
    /// `(?i)` in force.
    private var foldCase = false
    private var depth = 0

    init(_ source: String) { scalars = Array(source.unicodeScalars) }

    /// The whole pattern as a node.
    static func parse(_ source: String) throws(RegexSyntaxError) -> RegexNode {
        var parser = RegexParser(source)
        let node = try parser.alternation()
        if parser.i < parser.scalars.count { throw parser.error("the ) has no opening ( (write \\) for a literal ))") }
        return node
    }

    private func error(_ message: String, at offset: Int? = nil) -> RegexSyntaxError {
        RegexSyntaxError(offset: offset ?? i, message: message)
    }

    private var current: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

    private func peek(_ text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        return i + wanted.count <= scalars.count && Array(scalars[i..<(i + wanted.count)]) == wanted
    }

    private mutating func alternation() throws(RegexSyntaxError) -> RegexNode {
        var branches = [try concatenation()]
        while current == "|" {
            i += 1
            branches.append(try concatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func concatenation() throws(RegexSyntaxError) -> RegexNode {
        var items: [RegexNode] = []
        while let c = current, c != "|", c != ")" {
            let start = i
            guard let atom = try atom() else { continue }
            items.append(try quantified(atom, startingAt: start))
        }
        return items.isEmpty ? .empty : items.count == 1 ? items[0] : .concatenation(items)
    }

    /// The item at `i`, nil for a flag setting such as `(?i)` that matches nothing.
    private mutating func atom() throws(RegexSyntaxError) -> RegexNode? {
        let c = scalars[i]
        switch c {
        case "(": return try group()
        case "[": return .set(try set())
        case ".": i += 1; return .any
        case "^": i += 1; return .assertion(.start)
        case "$": i += 1; return .assertion(.end)
        case "\\": return try escape()
        case "*", "+", "?": throw error("nothing before '\(c)' to repeat")
        case "{": throw error("a '{' that is no count of repetitions; write \\{ for the character")
        case "}": throw error("a '}' without its '{'; write \\} for the character")
        default:
            i += 1
            return literal(c)
        }
    }

    private func literal(_ c: Unicode.Scalar) -> RegexNode {
        foldCase ? .scalar(CaseFolding.folded(c), folded: true) : .scalar(c, folded: false)
    }

    private mutating func group() throws(RegexSyntaxError) -> RegexNode? {
        let open = i
        i += 1
        var scopedFold = foldCase
        if current == "?" {
            if peek("?:") {
                i += 2
            } else if peek("?i)") {
                // Case is ignored from here to the end of the enclosing group, as in PCRE.
                i += 3
                foldCase = true
                return nil
            } else if peek("?i:") {
                i += 3
                scopedFold = true
            } else if peek("?=") || peek("?!") || peek("?<=") || peek("?<!") {
                throw error("lookahead and lookbehind are not supported", at: open)
            } else if peek("?P<") || (peek("?<") && !peek("?<=") && !peek("?<!")) || peek("?'") {
                throw error("named groups are not supported; use ( ) or (?: )", at: open)
            } else {
                throw error("only (?: ), (?i) and (?i: ) are supported after '(?'", at: open)
            }
        }
        guard depth < Self.maxDepth else { throw error("groups nested more than \(Self.maxDepth) deep", at: open) }
        let outerFold = foldCase
        foldCase = scopedFold
        depth += 1
        let inner = try alternation()
        depth -= 1
        foldCase = outerFold
        guard current == ")" else { throw error("the ( has no closing ) (write \\( for a literal ()", at: open) }
        i += 1
        return inner
    }

    /// `\` and what follows, outside a set.
    private mutating func escape() throws(RegexSyntaxError) -> RegexNode {
        let start = i
        i += 1
        guard let c = current else { throw error("a '\\' at the end of the pattern", at: start) }
        switch c {
        case "b", "B":
            i += 1
            return .assertion(.wordBoundary(c == "b"))
        default:
            if let kind = ScalarClass(escape: c) {
                i += 1
                return .set(ScalarSet(ranges: [], classes: [kind], negated: false, foldCase: false).normalized())
            }
            return literal(try escapedScalar(escapeAt: start))
        }
    }

    /// The scalar an escape other than a class or an assertion stands for; `i` is after `\`.
    private mutating func escapedScalar(escapeAt start: Int) throws(RegexSyntaxError) -> Unicode.Scalar {
        let c = scalars[i]
        i += 1
        switch c {
        case "t": return "\t"
        case "n": return "\n"
        case "r": return "\r"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "e": return "\u{1B}"
        case "x": return try hexScalar(escapeAt: start)
        case "1"..."9": throw error("backreferences are not supported", at: start)
        case "p", "P": throw error("Unicode properties (\\p, \\P) are not supported", at: start)
        default:
            // Any escaped punctuation, symbol or blank stands for itself; escaped letters and
            // digits mean something in PCRE that this matcher does not do.
            guard !(c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))) else {
                throw error("\\\(c) is not supported", at: start)
            }
            return c
        }
    }

    /// `\xHH` or `\x{H...}`; `i` is after the `x`.
    private mutating func hexScalar(escapeAt start: Int) throws(RegexSyntaxError) -> Unicode.Scalar {
        var digits = ""
        if current == "{" {
            i += 1
            while let c = current, c != "}" { digits.unicodeScalars.append(c); i += 1 }
            guard current == "}" else { throw error("expected '}' after \\x{", at: start) }
            i += 1
        } else {
            for _ in 0..<2 {
                guard let c = current, c.properties.isASCIIHexDigit else { break }
                digits.unicodeScalars.append(c)
                i += 1
            }
        }
        guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw error("expected a hexadecimal scalar value after \\x", at: start)
        }
        return scalar
    }

    /// `[...]`; `i` is at the `[`.
    private mutating func set() throws(RegexSyntaxError) -> ScalarSet {
        let open = i
        i += 1
        var result = ScalarSet(ranges: [], classes: [], negated: false, foldCase: foldCase)
        if current == "^" { result.negated = true; i += 1 }
        var first = true
        while true {
            guard let c = current else { throw error("the [ has no closing ] (write \\[ for a literal [)", at: open) }
            if c == "]", !first { i += 1; break }
            first = false
            let itemStart = i
            guard let low = try setItem(into: &result) else { continue }
            // A '-' between two scalars makes a range; first or last it is itself.
            if current == "-", i + 1 < scalars.count, scalars[i + 1] != "]" {
                i += 1
                guard let high = try setItem(into: &result) else {
                    throw error("a range must end at a single character", at: itemStart)
                }
                guard low <= high else { throw error("the range \"\(low)-\(high)\" runs backwards", at: itemStart) }
                result.ranges.append(low.value...high.value)
            } else {
                result.ranges.append(low.value...low.value)
            }
        }
        return result.normalized()
    }

    /// One item of a set: a scalar (returned) or a class escape (added to `set`, nil returned).
    private mutating func setItem(into set: inout ScalarSet) throws(RegexSyntaxError) -> Unicode.Scalar? {
        let c = scalars[i]
        if c == "[" {
            if peek("[:") { throw error("POSIX classes such as [:alpha:] are not supported") }
            throw error("a '[' inside a set; write \\[ for the character")
        }
        guard c == "\\" else { i += 1; return c }
        let start = i
        i += 1
        guard let e = current else { throw error("a '\\' at the end of the pattern", at: start) }
        if let kind = ScalarClass(escape: e) {
            i += 1
            set.classes.append(kind)
            return nil
        }
        if e == "b" { i += 1; return "\u{08}" }
        return try escapedScalar(escapeAt: start)
    }

    /// `*`, `+`, `?`, `{m}`, `{m,}`, `{m,n}` after `atom`, each optionally lazy (`?`, the same
    /// to a yes-or-no match).
    private mutating func quantified(_ atom: RegexNode, startingAt start: Int) throws(RegexSyntaxError) -> RegexNode {
        var node = atom
        var quantifiers = 0
        while let c = current, c == "*" || c == "+" || c == "?" || c == "{" {
            let at = i
            if quantifiers > 0 { throw error("a quantifier on a quantifier; put the first in (?: )", at: at) }
            if case .assertion = atom, scalars[start] != "(" { throw error("an anchor cannot be repeated", at: at) }
            let bounds: (Int, Int?)
            switch c {
            case "*": i += 1; bounds = (0, nil)
            case "+": i += 1; bounds = (1, nil)
            case "?": i += 1; bounds = (0, 1)
            default: bounds = try counts()
            }
            if current == "+" { throw error("possessive quantifiers are not supported") }
            if current == "?" { i += 1 }
            node = .repetition(node, min: bounds.0, max: bounds.1)
            quantifiers += 1
        }
        return node
    }

    /// `{m}`, `{m,}` or `{m,n}`; `i` is at the `{`.
    private mutating func counts() throws(RegexSyntaxError) -> (Int, Int?) {
        let open = i
        i += 1
        func number() -> Int? {
            var n: Int?
            while let c = current, ("0"..."9").contains(c) {
                n = min((n ?? 0) * 10 + Int(c.value) - 48, Self.maxCount + 1)
                i += 1
            }
            return n
        }
        let expected = "a count of repetitions {m}, {m,} or {m,n}; write \\{ for the character"
        guard let low = number() else { throw error(expected, at: open) }
        var high: Int? = low
        if current == "," {
            i += 1
            high = number()
        }
        guard current == "}" else { throw error(expected, at: open) }
        i += 1
        guard low <= Self.maxCount, (high ?? 0) <= Self.maxCount else {
            throw error("a count of repetitions above \(Self.maxCount)", at: open)
        }
        if let high, high < low { throw error("a count of repetitions {\(low),\(high)} whose maximum is below its minimum", at: open) }
        return (low, high)
    }
}
