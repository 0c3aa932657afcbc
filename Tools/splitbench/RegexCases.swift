// The worst window-rule searches we know how to build: catastrophic backtracking patterns on
// 64 KiB titles crafted to fail them late (PCRE2 reads the first 1,024 bytes); titles of short
// blocks, where every start of the search spends just under the match limit; and the largest
// programs splitwm's own engine allowed, kept to compare. Timed through the public path a new
// window takes: the config's rules and `outcome(for:)`.
import SplitConfig
import SplitSyntax

struct RegexCase {
    var label: String
    var pattern: String
    var title: String

    static let kiB64 = 65_536

    static let all: [RegexCase] = [
        // The ordinary case, for scale: a rule for a browser against a browser's title.
        RegexCase(label: "Firefox$, a typical browser title (59 bytes)", pattern: "Firefox$",
                  title: "Issue 27: i3's regular expressions · splitwm — Mozilla Firefox"),
        RegexCase(label: "(a+)+$, 64 KiB of a then !", pattern: "(a+)+$", title: String(repeating: "a", count: kiB64 - 1) + "!"),
        RegexCase(label: "(a|a)*b, 64 KiB of a", pattern: "(a|a)*b", title: String(repeating: "a", count: kiB64)),
        RegexCase(label: "(.*)*x, 64 KiB of a", pattern: "(.*)*x", title: String(repeating: "a", count: kiB64)),
        RegexCase(label: "(.*a){20}, 19 a then b to 64 KiB", pattern: "(.*a){20}",
                  title: String(repeating: "a", count: 19) + String(repeating: "b", count: kiB64 - 19)),
        RegexCase(label: #"^(\w+\s?)*$, "word " to 64 KiB then !"#, pattern: #"^(\w+\s?)*$"#,
                  title: String(repeating: "word ", count: kiB64 / 5) + "!"),
        RegexCase(label: "(.*){1,120}[bc], 64 KiB of a", pattern: "(.*){1,120}[bc]",
                  title: String(repeating: "a", count: kiB64)),
        // splitwm's old engine's worst: sets under (?i) with classes on a non-ASCII title.
        RegexCase(label: #"(?i)[^\d\s]{496}!, 32 Ki é"#, pattern: #"(?i)[^\d\s]{496}!"#,
                  title: String(repeating: "é", count: kiB64 / 2)),
        RegexCase(label: #"(?i)(?:\w|é){0,99}!, 32 Ki é"#, pattern: #"(?i)(?:\w|é){0,99}!"#,
                  title: String(repeating: "é", count: kiB64 / 2)),
        // 248 distinct sets, none shared.
        RegexCase(label: #"(?i)([^\d\s\x{100+n}]){248}!, 32 Ki é"#,
                  pattern: "(?i)" + (0..<248).map { #"[^\d\s\x{"# + String(0x100 + $0, radix: 16) + "}]" }.joined() + "!",
                  title: String(repeating: "é", count: kiB64 / 2)),
        // Blocks sized so that each start costs just under PCRE2's match limit (1,000): the
        // search pays about the limit at every start in the bytes it reads.
        RegexCase(label: "(a+)+$, blocks of 8 a and ! to 64 KiB", pattern: "(a+)+$",
                  title: String(repeating: String(repeating: "a", count: 8) + "!", count: kiB64 / 9)),
        RegexCase(label: "(?=(a+)+$), blocks of 8 a and ! to 64 KiB", pattern: "(?=(a+)+$)",
                  title: String(repeating: String(repeating: "a", count: 8) + "!", count: kiB64 / 9)),
        RegexCase(label: #"a\w*\w*=x, blocks of 32 a and x to 64 KiB"#, pattern: #"a\w*\w*=x"#,
                  title: String(repeating: String(repeating: "a", count: 32) + "x", count: kiB64 / 33)),
        // Backreferences, which only a backtracking engine can read.
        RegexCase(label: #"(a+)+\1b, blocks of 8 a and !b to 64 KiB"#, pattern: #"(a+)+\1b"#,
                  title: String(repeating: String(repeating: "a", count: 8) + "!b", count: kiB64 / 10)),
        RegexCase(label: #"^(a+)+\1b, 1,000 a then !b"#, pattern: #"^(a+)+\1b"#,
                  title: String(repeating: "a", count: 1000) + "!b"),
        // Each count of the limit a scan of the rest of the bytes searched, through Unicode's
        // tables: the worst case we found.
        RegexCase(label: #"(\w*a){20}, 19 a then b to 64 KiB"#, pattern: #"(\w*a){20}"#,
                  title: String(repeating: "a", count: 19) + String(repeating: "b", count: kiB64 - 19)),
    ]

    /// The rules of a config holding only this case's rule.
    var rules: [WindowRule] {
        guard case .success(let config) = ConfigParser.parse("rule title~'\(pattern)' float", file: "bench", isKnownKey: { _ in true }) else {
            fatalError("the pattern \(pattern) does not compile")
        }
        return config.settings.rules
    }
}

/// Prints the median time of one `outcome(for:)` per case; `sink` keeps the work from being
/// optimized away.
func benchmarkRegex(_ sink: inout Int) {
    print("window rule regex: one outcome(for:) of a title against a rule title~PATTERN (median of 15 batches)")
    for c in RegexCase.all {
        let rules = c.rules
        let facts = WindowFacts(title: c.title)
        let m = measure { sink &+= rules.outcome(for: facts).lines.count }
        print("  \(pad(c.label, 62)) \(format(m))")
    }
}
