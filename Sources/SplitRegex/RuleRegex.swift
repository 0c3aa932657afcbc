// A rule's regular expression as i3 reads one (PCRE2, with UTF and UCP, searched for anywhere
// in the value), and the bounds that keep one search to a few milliseconds whatever the value:
// a client chooses its own title. The PCRE2 calls are PCRE2Code.swift.
//
// A backtracking search such as `(a+)+$` on a's ending in `!` takes exponential time, and i3
// sets no limit. PCRE2's match limit stops one, but it counts afresh at every position an
// unanchored search starts from, and one count can cost a scan of the rest of the title (a
// `.*` read to its end): a search costs up to about the limit times the title's length. So
// both are bounded: `searchedBytes` of the value, `matchLimit` counts per start.

/// A compiled regular expression, searched for anywhere in a value; equal to another when
/// their sources are.
package struct RuleRegex: Hashable, Sendable {
    package let source: String
    private let code: PCRE2Code

    /// How much of a value a search reads: its first 1,024 bytes, cut back to a whole
    /// character. Titles are seldom past a few hundred; splitwm reads at most 65,536 bytes
    /// of one. Past the cut a search sees nothing, and `$` does not match at the cut (PCRE2's
    /// NOTEOL; `\z` and `\Z` still do).
    package static let searchedBytes = 1024
    /// PCRE2's match limit per start of a JIT search. The JIT counts backtracks, not
    /// characters: ordinary patterns take a handful, `^(\w+\s?)*$` matching 1,020 bytes of
    /// words 409. One count can cost a scan of the rest of what is searched (`(\w*a){20}` on
    /// 19 a's then b's: each backtrack reads the b's again, checking each against Unicode's
    /// tables), so the worst search is about this times `searchedBytes` times 20 instructions:
    /// 20 million (splitbench regex, docs/benchmarks.md).
    package static let matchLimit: UInt32 = 1000
    /// The interpreter's limit, where there is no JIT code (PCRE2 built without JIT, JIT memory
    /// refused, or `(*NO_JIT)` in the pattern): it counts far more finely (each step back
    /// into a repetition; a group repeated over 1,023 characters takes 4,095), and each count
    /// costs more, so it gets fewer for about the same worst case (12 million instructions,
    /// `(a+)+$` on blocks of 7 a's), and gives up on long titles sooner than the JIT.
    package static let interpreterMatchLimit: UInt32 = 500
    /// The interpreter keeps its backtracking on the heap; the JIT on `jitStackBytes` per thread.
    package static let heapLimitKiB: UInt32 = 8192
    package static let jitStackBytes = 1 << 20
    /// The longest pattern compiled: a config's regexes are words, not files.
    package static let maxPatternBytes = 4096

    package init(_ source: String) throws(RegexSyntaxError) {
        self.source = source
        self.code = try PCRE2Code(source)
    }

    /// Whether the expression matches somewhere in the first `searchedBytes` of `value`. A
    /// search that reaches a limit counts as no match (where i3, without limits, would go on
    /// for as long as the pattern takes and may find one).
    package func matches(_ value: String) -> Bool { code.matches(value) == .match }

    /// What a search ended with, for the tests: a limit reached is told apart from no match.
    package func search(_ value: String) -> RegexSearchResult { code.matches(value) }

    /// Whether PCRE2 compiled the expression to machine code (else the interpreter runs it).
    package var isJITCompiled: Bool { code.isJITCompiled }

    package static func == (a: Self, b: Self) -> Bool { a.source == b.source }
    package func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// How one search ended.
package enum RegexSearchResult: Hashable, Sendable {
    case match, noMatch
    /// A bound was reached (the match limit, the heap's or the JIT stack's): no match.
    case limitReached
}

/// A regular expression PCRE2 refuses: where (a byte offset into the pattern, as PCRE2 gives
/// it) and PCRE2's message.
package struct RegexSyntaxError: Error, Hashable, Sendable {
    package var byteOffset: Int
    package var message: String

    package init(byteOffset: Int, message: String) {
        self.byteOffset = byteOffset
        self.message = message
    }
}
