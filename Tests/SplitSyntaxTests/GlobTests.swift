// The glob patterns of window rules: a table of small cases for each piece of syntax, the
// errors, and a seeded comparison with a slow recursive matcher over random patterns.
@testable import SplitSyntax
import PropertyBased
import PropertyTestSupport
import Testing

@Suite struct GlobTests {
    static let cases: [(pattern: String, value: String, matches: Bool)] = [
        // Literals: the whole value, case-sensitive.
        ("", "", true), ("", "a", false), ("a", "a", true), ("a", "A", false), ("fox", "Firefox", false),
        ("Firefox", "Firefox", true), ("Firefox", "Firefox ", false), ("a b", "a b", true),
        // Stars: any run, none included, anywhere.
        ("*", "", true), ("*", "anything at all", true), ("**", "", true), ("a*", "a", true), ("a*", "abc", true),
        ("a*", "ba", false), ("*a", "ba", true), ("*a", "ab", false), ("*a*", "xyz", false), ("*a*", "xay", true),
        ("a*b*c", "aXbYc", true), ("a*b*c", "abcbc", true), ("a*b*c", "acb", false), ("*ab", "aab", true),
        ("*aab", "aaab", true), ("a*a*a", "aa", false), ("a*a*a", "aaa", true), ("Fire*", "Firefox", true),
        ("fire*", "Firefox", false), ("*.pdf - *", "x.pdf - Zathura", true), ("*/*", "a/b", true),
        // Question marks: exactly one character (one Unicode scalar).
        ("?", "", false), ("?", "a", true), ("?", "ab", false), ("??", "ab", true), ("?", "é", true),
        ("?", "😀", true), ("??", "😀", false), ("a?c", "abc", true), ("a?c", "ac", false), ("*?", "", false),
        // Sets.
        ("[abc]", "b", true), ("[abc]", "d", false), ("[abc]", "", false), ("[abc]", "ab", false),
        ("[a-c]x", "bx", true), ("[a-c]x", "dx", false), ("[!a-c]", "d", true), ("[!a-c]", "a", false),
        ("[!a-c]", "", false), ("[a-cx-z]", "y", true), ("[a-cx-z]", "m", false), ("[]]", "]", true),
        ("[]a]", "a", true), ("[!]]", "]", false), ("[!]]", "a", true), ("[a-]", "-", true), ("[-a]", "-", true),
        ("[a-]", "b", false), ("[\\]]", "]", true), ("[\\!a]", "!", true), ("[!!]", "!", false), ("[*?]", "*", true),
        ("[*?]", "a", false), ("[é-ê]", "ê", true), ("[0-9][0-9]", "42", true), ("[A-Z]*", "firefox", false),
        // Escapes: the next character stands for itself; a trailing one for a backslash.
        ("\\*", "*", true), ("\\*", "a", false), ("\\?", "?", true), ("\\?", "a", false), ("\\[a]", "[a]", true),
        ("\\a", "a", true), ("\\\\", "\\", true), ("a\\", "a\\", true), ("a\\", "a", false),
    ]

    @Test func eachPieceOfSyntaxMatchesAsDocumented() throws {
        for c in Self.cases {
            #expect(try Glob(c.pattern).matches(c.value) == c.matches, "\(c.pattern) against \(c.value.debugDescription)")
        }
    }

    @Test(arguments: [
        ("[", 0, "the [ has no closing ] (write \\[ for a literal [)"),
        ("[a", 0, "the [ has no closing ] (write \\[ for a literal [)"),
        ("ab[!]", 2, "the [ has no closing ] (write \\[ for a literal [)"),
        ("[]", 0, "the [ has no closing ] (write \\[ for a literal [)"),
        ("[\\]", 0, "the [ has no closing ] (write \\[ for a literal [)"),
        ("é[z-a]", 2, "the range \"z-a\" runs backwards"),
        ("[abz-a]", 3, "the range \"z-a\" runs backwards"),
    ])
    func brokenSetsAreErrorsAtTheirPosition(pattern: String, offset: Int, message: String) {
        #expect(throws: Glob.SyntaxError(scalarOffset: offset, message: message)) { try Glob(pattern) }
    }

    @Test func manyStarsAgainstALongValueStayFast() throws {
        // The single backtracking point keeps this linear-ish; a naive recursion would not finish.
        let glob = try Glob(String(repeating: "*a", count: 30) + "b")
        #expect(!glob.matches(String(repeating: "a", count: 2000)))
    }

    @Test func randomPatternsMatchAsTheReferenceMatcherSays() {
        var outcomes: [Bool?: Int] = [:]
        forAll(GlobCase.generator, seed: 0x610B_0001, cases: 6000, shrink: { $0.shrinkCandidates }) { c, v in
            let expected = ReferenceGlob.matches(c.pattern, c.value)
            outcomes[expected, default: 0] += 1
            let glob = try? Glob(String(String.UnicodeScalarView(c.pattern)))
            switch (glob, expected) {
            case (nil, nil): break
            case (let glob?, let expected?):
                v.expect(glob.matches(String(String.UnicodeScalarView(c.value))) == expected, "the reference says \(expected)")
            default:
                v.fail("the reference says the pattern is \(expected == nil ? "invalid" : "valid"); Glob disagrees")
            }
        }
        // The alphabet gives all three outcomes often enough to be worth comparing.
        #expect(outcomes.values.count == 3 && outcomes.values.allSatisfy { $0 > 500 }, "\(outcomes)")
    }
}

/// A pattern and a value over a small alphabet rich in syntax, so sets, ranges, escapes and
/// stars meet often.
struct GlobCase: CustomStringConvertible {
    var pattern: [Unicode.Scalar]
    var value: [Unicode.Scalar]

    static let patternAlphabet: [Unicode.Scalar] = ["a", "b", "a", "b", "*", "*", "?", "[", "]", "!", "-", "\\"]
    static let valueAlphabet: [Unicode.Scalar] = ["a", "b", "a", "b", "]", "-", "!", "*", "\\", "?", "["]

    static let generator = Generator<GlobCase, Shrink.None<GlobCase>> { rng in
        func draw(_ alphabet: [Unicode.Scalar], _ max: Int) -> [Unicode.Scalar] {
            (0..<Int.random(in: 0...max, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
        }
        let pattern = draw(patternAlphabet, 9)
        guard Bool.random(using: &rng) else { return GlobCase(pattern: pattern, value: draw(valueAlphabet, 9)) }
        // A value made from the pattern (stars and marks filled in, set syntax dropped), so
        // that matches are common and the near misses around them too.
        var value: [Unicode.Scalar] = []
        for c in pattern {
            switch c {
            case "*": value += draw(valueAlphabet, 2)
            case "?": value.append(valueAlphabet.randomElement(using: &rng)!)
            case "[", "]", "!", "\\": if Int.random(in: 0..<4, using: &rng) == 0 { value.append(c) }
            default: value.append(c)
            }
        }
        if !value.isEmpty, Int.random(in: 0..<4, using: &rng) == 0 {
            value[Int.random(in: 0..<value.count, using: &rng)] = valueAlphabet.randomElement(using: &rng)!
        }
        return GlobCase(pattern: pattern, value: value)
    }

    /// Each with one scalar fewer in the pattern or the value.
    var shrinkCandidates: [GlobCase] {
        pattern.indices.map { i in var c = self; c.pattern.remove(at: i); return c }
            + value.indices.map { i in var c = self; c.value.remove(at: i); return c }
    }

    var description: String {
        "pattern \(String(String.UnicodeScalarView(pattern)).debugDescription), value \(String(String.UnicodeScalarView(value)).debugDescription)"
    }
}

/// The glob rules written as directly as possible: recursive backtracking over the pattern's
/// text, reading each set when it is reached. Slow (exponential in the stars), and obviously so.
enum ReferenceGlob {
    /// Whether `p` matches all of `s`; nil when `p` is not a valid pattern.
    static func matches(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool? {
        var i = 0
        while i < p.count {
            if p[i] == "[" {
                guard let (_, next) = set(p, at: i) else { return nil }
                i = next
            } else {
                i += p[i] == "\\" && i + 1 < p.count ? 2 : 1
            }
        }
        return match(p, 0, s, 0)
    }

    private static func match(_ p: [Unicode.Scalar], _ pi: Int, _ s: [Unicode.Scalar], _ si: Int) -> Bool {
        guard pi < p.count else { return si == s.count }
        let rest = si < s.count
        switch p[pi] {
        case "*": return (si...s.count).contains { match(p, pi + 1, s, $0) }
        case "?": return rest && match(p, pi + 1, s, si + 1)
        case "[":
            let (takes, next) = set(p, at: pi)!
            return rest && takes(s[si]) && match(p, next, s, si + 1)
        case "\\" where pi + 1 < p.count: return rest && s[si] == p[pi + 1] && match(p, pi + 2, s, si + 1)
        default: return rest && s[si] == p[pi] && match(p, pi + 1, s, si + 1)
        }
    }

    /// The set at `p[open]`: what it takes and the index after its `]`; nil when it has no `]`
    /// or a range runs backwards.
    private static func set(_ p: [Unicode.Scalar], at open: Int) -> ((Unicode.Scalar) -> Bool, Int)? {
        var i = open + 1
        let negated = i < p.count && p[i] == "!"
        if negated { i += 1 }
        var members: [(Unicode.Scalar, Unicode.Scalar)] = []
        func one() -> Unicode.Scalar {
            if p[i] == "\\", i + 1 < p.count { i += 1 }
            defer { i += 1 }
            return p[i]
        }
        while true {
            guard i < p.count else { return nil }
            if p[i] == "]", !members.isEmpty { break }
            let low = one()
            var high = low
            if i + 1 < p.count, p[i] == "-", p[i + 1] != "]" {
                i += 1
                high = one()
            }
            guard low.value <= high.value else { return nil }
            members.append((low, high))
        }
        return ({ c in members.contains { $0.0.value <= c.value && c.value <= $0.1.value } != negated }, i + 1)
    }
}
