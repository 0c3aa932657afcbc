// Text into roff: escapes and markup by example, and the rule they exist for, checked against groff
// itself: any line of text, escaped, renders as exactly that text.
import PropertyBased
import PropertyTestSupport
@testable import SplitManual
import Testing

@Suite struct RoffTests {
    @Test(arguments: [
        ("a\\b", "a\\eb"),
        ("não → …", "n\\[u00E3]o \\[u2192] \\[u2026]"),
        ("\u{1F600}", "\\[u1F600]"),
        ("split-fraction", "split-fraction"),
    ])
    func proseIsEscaped(_ text: String, _ roff: String) {
        #expect(Roff.escape(text, code: false) == roff)
    }

    @Test func codeIsBoldWithPlaceholdersInItalicsAndMinusSigns() {
        #expect(Roff.code("--config PATH") == "\\fB\\-\\-config \\fIPATH\\fB\\fR")
        #expect(Roff.code("exec COMMAND…") == "\\fBexec \\fICOMMAND\\[u2026]\\fB\\fR")
        #expect(Roff.code("HDMI-1") == "\\fBHDMI\\-1\\fR")
        #expect(Roff.code("WM_CLASS") == "\\fBWM_CLASS\\fR")
        #expect(Roff.code("Mod4") == "\\fBMod4\\fR")
        #expect(Roff.code("color #rrggbb") == "\\fBcolor \\fI#rrggbb\\fB\\fR")
        #expect(Roff.code("display-N.sock") == "\\fBdisplay\\-\\fIN\\fB.sock\\fR")
    }

    @Test func syntaxKeepsTheGrammarRoman() {
        #expect(Roff.syntax("focus left|right") == "\\fBfocus\\fR \\fBleft\\fR|\\fBright\\fR")
        #expect(Roff.syntax("[-v]") == "[\\fB\\-v\\fR]")
    }

    @Test func markupBecomesFonts() {
        #expect(Roff.inline("run `reload` or **quit** now") == "run \\fBreload\\fR or \\fBquit\\fR now")
        #expect(Roff.inline("5 * 3 and `a") == "5 * 3 and `a")
        #expect(Roff.inline("x ** y") == "x ** y")
    }

    @Test(arguments: [".TH", "'x", ".", "a.b"])
    func aLineThatWouldBeARequestIsNot(_ line: String) {
        let escaped = Roff.textLine(Roff.escape(line, code: false))
        #expect(!escaped.hasPrefix(".") && !escaped.hasPrefix("'"))
    }

    /// The rule the escapes exist for, against groff: random lines of ASCII punctuation, roff's
    /// own characters (`\`, `.`, `'`, `-`, `"`), spaces and non-ASCII, each escaped as code in an
    /// example block, render as themselves.
    @Test func anyLineRendersAsItself() throws {
        forAll(Self.lines, seed: 0x2011_0001, cases: 40, shrink: Self.shrink, show: { $0.map(\.debugDescription).joined(separator: "\n") }) { lines, v in
            var writer = ManPageWriter(name: "t", section: 1, manual: "t", summary: "t")
            writer.example(lines)
            do {
                let result = try groffText(writer.page.source)
                v.expect(result.standardError.isEmpty, "groff: \(result.standardError)")
                let shown = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                // The example's lines are indented by the paragraph (7) and the RS (4).
                let body = shown.drop { !$0.hasPrefix("           ") || $0.trimmingSpaces.isEmpty }.prefix(lines.count)
                for (expected, line) in zip(lines, body) {
                    v.expect(String(line.dropFirst(11)) == expected, "\(expected.debugDescription) rendered as \(line.debugDescription)")
                }
            } catch {
                v.fail("\(error)")
            }
        }
    }

    static let alphabet: [Character] = Array("ab \\.'-\"`*|[]%&~^#$@!,;:{}()<>=+_/?0") + ["é", "→", "…", "日", "\u{1F600}"]

    /// Lines that start with a character other than a space (the block keeps the rest as written).
    static let lines = Generator<[String], Shrink.None<[String]>> { rng in
        (0..<Int.random(in: 1...12, using: &rng)).map { _ in
            var line = String((0..<Int.random(in: 1...30, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            while line.first == " " { line.removeFirst() }
            while line.last == " " { line.removeLast() }
            return line.isEmpty ? "x" : line
        }
    }

    static func shrink(_ lines: [String]) -> [[String]] {
        lines.indices.map { i in var l = lines; l.remove(at: i); return l }.filter { !$0.isEmpty }
            + lines.indices.flatMap { i in
                lines[i].indices.dropFirst().map { j in var l = lines; l[i].remove(at: j); return l }
            }
    }
}

private extension String {
    var trimmingSpaces: String { String(drop { $0 == " " }) }
}
