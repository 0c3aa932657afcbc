// The worst window-rule searches we know how to build: catastrophic backtracking patterns on
// 64 KiB titles crafted to fail them late, and the largest programs the size cap allows, every
// thread alive at every scalar. Timed through the public path a new window takes: the config's
// rules and `outcome(for:)`.
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
        RegexCase(label: "(.*){1,120}[bc] (481 instructions), 64 KiB of a", pattern: "(.*){1,120}[bc]",
                  title: String(repeating: "a", count: kiB64)),
        // 498 instructions, each a set under (?i) with classes, on a non-ASCII title: every
        // scalar is folded and looked up in Unicode's tables, ~500 threads alive.
        RegexCase(label: #"(?i)[^\d\s]{496}! (498 instructions), 32 Ki é"#, pattern: #"(?i)[^\d\s]{496}!"#,
                  title: String(repeating: "é", count: kiB64 / 2)),
        RegexCase(label: #"(?i)(?:\w|é){0,99}! (498 instructions), 32 Ki é"#, pattern: #"(?i)(?:\w|é){0,99}!"#,
                  title: String(repeating: "é", count: kiB64 / 2)),
        // 497 instructions, 248 distinct sets: none shared, so each is looked up anew at
        // every non-ASCII scalar.
        RegexCase(label: #"(?i)([^\d\s\x{100+n}]){248}! (497 instructions), 32 Ki é"#,
                  pattern: "(?i)" + (0..<248).map { #"[^\d\s\x{"# + String(0x100 + $0, radix: 16) + "}]" }.joined() + "!",
                  title: String(repeating: "é", count: kiB64 / 2)),
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
