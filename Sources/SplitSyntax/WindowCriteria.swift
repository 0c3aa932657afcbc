// A command's criteria, `[class=Firefox title~'Save as']`: which windows the command acts on.
// They are the window rules' own criteria (RuleCriterion, read as a rule's are: the same
// keys, globs after `=`, regular expressions after `~`, quotes), with two keys a rule cannot
// use: `mark` (i3's `con_mark`) and `id` (i3's `con_id`). Reading the brackets, and writing
// them back as the parser reads them: the command parser does, and splitctl before it sends them.

/// The `[…]` before a command: every criterion must match a window for the command to act on
/// it. Criteria only select windows: nothing a window says of itself (its title, its class)
/// is ever read as a command.
public struct WindowCriteria: Hashable, Sendable {
    package var criteria: [RuleCriterion]

    package init(_ criteria: [RuleCriterion]) { self.criteria = criteria }

    /// The criteria written as before a command, brackets included: `[class=Firefox]`.
    public init(_ text: String) throws(CommandError) {
        let b = Array(text.utf8)
        do throws(ParseFailure) {
            let range = b.trimmingBlanks(0..<b.count)
            guard !range.isEmpty, b[range.lowerBound] == ASCII.openBracket else {
                throw ParseFailure(offset: range.lowerBound, command: nil, word: b.text(range), expected: "[ and criteria")
            }
            let (criteria, end) = try Self.parse(b, from: range.lowerBound, upTo: range.upperBound)
            if end < range.upperBound {
                throw ParseFailure(offset: end, command: nil, word: b.text(end..<range.upperBound), expected: "nothing after ]")
            }
            self = criteria
        } catch {
            throw error.error(in: b)
        }
    }

    /// `pattern` written as a criterion's value (after `class=` or `title~`) so that it reads
    /// back exactly: as it is, or quoted (for tools that write criteria, and the tests).
    public static func written(_ pattern: String) -> String { RuleWords.quoted(pattern) }

    /// Each criterion as i3 names its key (`class`, `instance`, `title`, `window_role`, …) with
    /// its pattern as written, in order: what i3's GET_TREE shows of a placeholder's swallows.
    public var i3Patterns: [(key: String, pattern: String)] {
        criteria.map { criterion in
            (criterion.key == .role ? "window_role" : criterion.key == .type ? "window_type" : criterion.key.rawValue, criterion.pattern.source)
        }
    }

    /// Whether every criterion matches the window.
    public func matches(_ facts: WindowFacts) -> Bool { criteria.allSatisfy { $0.matches(facts) } }

    static let expectedCriterion = "a criterion such as class=Firefox, title~REGEX or mark=NAME"

    /// The criterion alone that selects every window, as in i3: `[all] kill`.
    public static let allWord = "all"

    /// The criteria of `b` from `start` (a `[`) to its `]`, within `limit`, and the offset just
    /// past the `]`. Quotes group as in the command language (a `]` in quotes does not close),
    /// and brackets nest, so a glob's set needs no quotes: `[class=[Ff]irefox]`.
    package static func parse(_ b: [UInt8], from start: Int, upTo limit: Int) throws(ParseFailure) -> (WindowCriteria, Int) {
        var depth = 0, i = start
        var quote: UInt8?
        var close: Int?
        while i < limit {
            let c = b[i]
            if let q = quote {
                if c == q {
                    quote = nil
                } else if q == ASCII.doubleQuote, c == ASCII.backslash {
                    i += 1
                }
            } else if c == ASCII.backslash {
                i += 1
            } else if c == ASCII.singleQuote || c == ASCII.doubleQuote {
                quote = c
            } else if c == ASCII.openBracket {
                depth += 1
            } else if c == ASCII.closeBracket {
                depth -= 1
                if depth == 0 {
                    close = i
                    break
                }
            }
            i += 1
        }
        guard let close else {
            throw ParseFailure(offset: start, command: nil, word: "[", expected: "a ] closing the criteria")
        }
        let inside = (start + 1)..<close
        var criteria: [RuleCriterion] = []
        var all = false
        let words: [RuleWord]
        do { words = try RuleWords.split(b, in: inside) } catch { throw error.failure }
        for word in words {
            // i3's `[all]`: every window. It adds nothing beside other criteria, which it
            // does not narrow; alone, it is the empty list, which every window matches.
            if b.text(word.range) == allWord {
                all = true
                continue
            }
            let found: RuleCriterion?
            do {
                found = try RuleCriterion.parse(word, in: b, keys: RuleCriterion.Key.allCases, owner: "criteria")
            } catch {
                throw error.failure
            }
            guard let found else {
                throw ParseFailure(offset: word.range.lowerBound, command: "criteria", word: word.text(in: b), expected: expectedCriterion)
            }
            criteria.append(found)
        }
        guard !criteria.isEmpty || all else {
            throw ParseFailure(offset: close, command: "criteria", word: "]", expected: expectedCriterion)
        }
        return (WindowCriteria(criteria), close + 1)
    }
}

extension RuleSyntaxError {
    /// The same error where the command parser's errors go (its message kept whole).
    var failure: ParseFailure { ParseFailure(offset: offset, command: nil, word: "", expected: message, kind: .stated) }
}

extension WindowCriteria: CustomStringConvertible {
    /// `[class=Firefox title~'Save as']`, as the parser reads it back.
    /// No criterion (what `[all]` reads as) is written `[all]`.
    public var description: String {
        criteria.isEmpty ? "[\(Self.allWord)]" : "[" + criteria.map(\.description).joined(separator: " ") + "]"
    }
}

extension RuleCriterion: CustomStringConvertible {
    /// `key=GLOB` or `key~REGEX` with the pattern quoted when it needs to be (see `RuleWords.quoted`).
    package var description: String {
        switch pattern {
        case .glob(let glob): "\(key.rawValue)=\(RuleWords.quoted(glob.source))"
        case .regex(let regex): "\(key.rawValue)~\(RuleWords.quoted(regex.source))"
        }
    }
}

extension RuleWords {
    /// A pattern as a rule or criteria word reads it back exactly: as it is when it holds
    /// nothing a word, a command line or a config line gives a meaning to, else in single
    /// quotes (inside which nothing is special, and a backslash stays the pattern's), each
    /// `'` written as `"'"`. `'\''` would not do: outside quotes a rule keeps the backslash.
    package static func quoted(_ source: String) -> String {
        let special: Set<Unicode.Scalar> = [" ", "\t", "'", "\"", "\\", ";", "[", "]", "#", "$"]
        if !source.isEmpty, !source.unicodeScalars.contains(where: { special.contains($0) || $0.value < 0x20 || $0.value == 0x7F }) {
            return source
        }
        var out = ""
        var run = ""
        for scalar in source.unicodeScalars {
            if scalar == "'" {
                if !run.isEmpty { out += "'" + run + "'" }
                run = ""
                out += "\"'\""
            } else {
                run.unicodeScalars.append(scalar)
            }
        }
        if !run.isEmpty || out.isEmpty { out += "'" + run + "'" }
        return out
    }
}
