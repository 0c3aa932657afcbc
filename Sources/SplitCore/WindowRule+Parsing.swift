// Reading one `rule` line once the config parser has expanded its variables: words with
// quoted parts, criteria (`KEY=GLOB`, `KEY~REGEX`), actions, and errors at byte offsets.
//
// Quotes only group: `title="Save as"` and `title='Save as'` give the pattern `Save as`.
// Backslashes are left for the pattern, where they are its own escapes (`class=a\*` matches
// "a*", `title~\d+` is the regex `\d+`), so a pattern is written the same quoted or not;
// a backslash also keeps the character after it from ending the word or a double-quoted part.
import SplitEngine
import SplitRegex

/// A mistake in a rule: where (a byte offset into the text given to the parser) and what.
struct RuleSyntaxError: Error, Hashable, Sendable {
    var offset: Int
    var message: String
}

extension WindowRule {
    static let actionNames = ["float", "tile", "fullscreen", "hidden", "place", "fraction", "priority", "min", "drag-to-hide", "workspace"]
    static let expectedAction = "an action (\(Messages.list(actionNames)))"
    static let keyNames = RuleCriterion.Key.ruleKeys.map(\.rawValue)

    /// The rule in `b` (the line after `rule`, variables expanded); `text` is the rule as
    /// written, kept for query output.
    static func parse(_ b: [UInt8], line: Int, text: String) throws(RuleSyntaxError) -> WindowRule {
        let words = try RuleWords.split(b)
        var criteria: [RuleCriterion] = []
        var actions: [RuleAction] = []
        var floatOrTile: (action: RuleAction, word: String)?
        var index = 0
        func failure(_ word: RuleWord?, _ owner: String = "rule", expected: String) -> RuleSyntaxError {
            let found = word.map { $0.text(in: b) } ?? ""
            return RuleSyntaxError(offset: word?.range.lowerBound ?? b.count,
                                   message: ParseFailure(offset: 0, command: owner, word: found, expected: expected).message)
        }
        /// The side word after `action`'s name.
        func ruleSide(after action: String) throws(RuleSyntaxError) -> RuleSide {
            let next = index < words.count ? words[index] : nil
            guard let side = next.flatMap({ RuleSide(rawValue: $0.text(in: b)) }) else {
                throw failure(next, "rule: \(action)", expected: Messages.list(RuleSide.allCases.map(\.rawValue)))
            }
            index += 1
            return side
        }
        while index < words.count {
            let word = words[index]
            index += 1
            let written = word.text(in: b)
            if actions.isEmpty, let criterion = try criterion(word, in: b) {
                criteria.append(criterion)
                continue
            }
            guard !criteria.isEmpty else {
                let before = actionNames.contains(written) ? " before the actions" : ""
                throw failure(word, expected: "a criterion such as class=Firefox or title~REGEX\(before)")
            }
            switch written {
            case "float", "tile":
                let action: RuleAction = written == "float" ? .float : .tile
                if let earlier = floatOrTile, earlier.action != action {
                    throw RuleSyntaxError(offset: word.range.lowerBound,
                                          message: "rule: \(written) contradicts \(earlier.word) earlier in the rule; a rule either floats or tiles")
                }
                floatOrTile = (action, written)
                actions.append(action)
            case "fullscreen": actions.append(.fullscreen)
            case "hidden": actions.append(.hidden)
            case "place":
                let next = index < words.count ? words[index] : nil
                guard let direction = next.flatMap({ Direction(rawValue: $0.text(in: b)) }) else {
                    throw failure(next, "rule: place", expected: Messages.list(Direction.allCases.map(\.rawValue)))
                }
                index += 1
                actions.append(.place(direction))
            case "fraction":
                let next = index < words.count ? words[index] : nil
                guard let f = next.flatMap({ Numbers.decimal($0.text(in: b)) }), f > 0, f < 1 else {
                    throw failure(next, "rule: fraction", expected: "a fraction between 0 and 1 (neither included)")
                }
                index += 1
                actions.append(.fraction(f))
            case "priority":
                let sides = RuleSide.allCases.map(\.rawValue) + ["none"]
                let next = index < words.count ? words[index] : nil
                guard let choice = next?.text(in: b), sides.contains(choice) else {
                    throw failure(next, "rule: priority", expected: Messages.list(sides))
                }
                index += 1
                actions.append(.split(.priority(RuleSide(rawValue: choice))))
            case "min":
                let side = try ruleSide(after: "min")
                let next = index < words.count ? words[index] : nil
                let fractions = SettingTable.newSide.upperBound, pixels = 65535
                let expected = "a fraction from 0 to \(Numbers.bound(fractions)), or PIXELS px (0 to \(pixels))"
                guard let next else { throw failure(nil, "rule: min", expected: expected) }
                index += 1
                let minimum: Minimum
                if index < words.count, words[index].text(in: b) == "px" {
                    guard let n = Numbers.whole(next.text(in: b)), (0...pixels).contains(n) else {
                        throw failure(next, "rule: min", expected: "a whole number of pixels from 0 to \(pixels)")
                    }
                    index += 1
                    minimum = .pixels(n)
                } else {
                    guard let f = Numbers.decimal(next.text(in: b)), (0...fractions).contains(f) else {
                        throw failure(next, "rule: min", expected: expected)
                    }
                    minimum = .fraction(f)
                }
                actions.append(.split(.min(side, minimum)))
            case "drag-to-hide":
                let side = try ruleSide(after: "drag-to-hide")
                let next = index < words.count ? words[index] : nil
                guard let on = next.flatMap({ ["on": true, "off": false][$0.text(in: b)] }) else {
                    throw failure(next, "rule: drag-to-hide", expected: "on or off")
                }
                index += 1
                actions.append(.split(.dragToHide(side, on)))
            case "workspace":
                // One word with /bin/sh's quotes, as after the `workspace` command; a plain
                // keyword of that command is no workspace (`'next'` names one).
                let next = index < words.count ? words[index] : nil
                let expected = "a workspace number or name"
                guard let next else { throw failure(nil, "rule: workspace", expected: expected) }
                let written = next.text(in: b)
                let name = b.shellWord(from: next.range.lowerBound, upTo: next.range.upperBound).text
                if written.isPlainShellWord, WorkspaceWords.keywords.contains(where: { $0.key == written }) {
                    throw failure(next, "rule: workspace", expected: "\(expected) (\(written) is a word of the workspace command; write '\(written)' for a workspace of that name)")
                }
                if let problem = WorkspaceWords.problem(with: name) { throw failure(next, "rule: workspace", expected: problem) }
                index += 1
                actions.append(.workspace(name))
            default:
                let criterionAfterActions = !actions.isEmpty && (try? criterion(word, in: b)) != nil
                let hint = criterionAfterActions ? " (criteria come before the actions)"
                    : Messages.suggestion(for: written, among: actionNames + keyNames).map { "; did you mean \"\($0)\"?" } ?? ""
                var error = failure(word, expected: actions.isEmpty ? "a criterion or \(expectedAction)" : expectedAction)
                error.message += hint
                throw error
            }
        }
        guard !criteria.isEmpty else { throw failure(nil, expected: "a criterion such as class=Firefox or title~REGEX") }
        guard !actions.isEmpty else { throw failure(nil, expected: "\(expectedAction) after the criteria") }
        return WindowRule(line: line, text: text, criteria: criteria, actions: actions)
    }

    /// The criterion `word` is, nil when it does not start with letters and `=` or `~`
    /// (then it may be an action), or an error when it names no key of `keys` or its pattern
    /// is wrong. Rules take `RuleCriterion.Key.ruleKeys`; a command's `[…]` every key.
    static func criterion(_ word: RuleWord, in b: [UInt8], keys: [RuleCriterion.Key] = RuleCriterion.Key.ruleKeys,
                          owner: String = "rule") throws(RuleSyntaxError) -> RuleCriterion? {
        var keyEnd = word.range.lowerBound
        while keyEnd < word.range.upperBound, ASCII.isLetter(b[keyEnd]) || b[keyEnd] == ASCII.underscore { keyEnd += 1 }
        let keyText = b.text(word.range.lowerBound..<keyEnd)
        let keyNames = keys.map(\.rawValue)
        guard keyEnd < word.range.upperBound, keyEnd > word.range.lowerBound, b[keyEnd] == ASCII.equals || b[keyEnd] == ASCII.tilde else {
            // A key on its own (`class Firefox`, `class:Firefox`) is a criterion missing its operator.
            if let key = RuleCriterion.Key.named(keyText), keys.contains(key) {
                let rest = b.text(keyEnd..<word.range.upperBound)
                throw RuleSyntaxError(offset: keyEnd, message: ParseFailure(
                    offset: 0, command: "\(owner): \(keyText)", word: rest,
                    expected: "=GLOB or ~REGEX right after the key").message)
            }
            return nil
        }
        guard let key = RuleCriterion.Key.named(keyText), keys.contains(key) else {
            let named = RuleCriterion.Key.named(keyText)
            let why = named.map { _ in "; \(keyText) is for a command's [criteria] only (a rule sees a window before it has marks)" }
                ?? Messages.suggestion(for: keyText, among: keyNames).map { "; did you mean \"\($0)\"?" } ?? ""
            throw RuleSyntaxError(offset: word.range.lowerBound, message: ParseFailure(
                offset: 0, command: owner, word: keyText, expected: "a key (\(Messages.list(keyNames)))").message + why)
        }
        let valueStart = keyEnd + 1
        let (value, origin) = RuleWords.dequoted(b, valueStart..<word.range.upperBound)
        let source = String(decoding: value, as: UTF8.self)
        let owner = "\(owner): \(keyText)"
        let pattern: RulePattern
        if key == .id {
            // An X window id, decimal or `0x` hexadecimal (as xprop and xwininfo print them),
            // kept as its decimal digits: a glob that matches that id alone.
            guard b[keyEnd] == ASCII.equals, let id = Self.windowID(source) else {
                throw RuleSyntaxError(offset: word.range.lowerBound, message: ParseFailure(
                    offset: 0, command: owner, word: b.text(keyEnd..<word.range.upperBound),
                    expected: "=ID, a window id in decimal or in hexadecimal after 0x").message)
            }
            return RuleCriterion(key: key, pattern: .glob(Glob(digitsOf: id)))
        }
        if b[keyEnd] == ASCII.equals {
            do {
                pattern = .glob(try Glob(source))
            } catch {
                throw RuleSyntaxError(offset: origin[value.byteOffset(ofScalar: error.scalarOffset)], message: "\(owner): \(error.message)")
            }
        } else {
            do {
                pattern = .regex(try RuleRegex(source))
            } catch {
                throw RuleSyntaxError(offset: origin[value.byteOffset(ofScalar: error.offset)],
                                      message: "\(owner): invalid regular expression \(Messages.quoted(source)): \(error.message)")
            }
        }
        if key == .type, !WindowFacts.typeNames.contains(where: pattern.matches) {
            throw RuleSyntaxError(offset: valueStart, message: ParseFailure(
                offset: 0, command: owner, word: source,
                expected: "a pattern matching a window type (\(Messages.list(WindowFacts.typeNames)))").message)
        }
        return RuleCriterion(key: key, pattern: pattern)
    }

    /// A window id as `id=` takes it: 1 to 2^32-1, in decimal or after `0x` in hexadecimal.
    static func windowID(_ text: String) -> UInt32? {
        let id: UInt32?
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            let digits = text.dropFirst(2)
            id = digits.isEmpty || digits.count > 8 ? nil : UInt32(digits, radix: 16)
        } else {
            id = text.utf8.allSatisfy(ASCII.isDigit) && text.utf8.count <= 10 ? UInt32(text) : nil
        }
        return id == 0 ? nil : id
    }
}

/// One word of a rule: a run of non-blank bytes, blanks included within quotes.
struct RuleWord {
    var range: Range<Int>

    /// The word as written, quotes included.
    func text(in b: [UInt8]) -> String { b.text(range) }
}

enum RuleWords {
    /// The words of `b` (of `b[range]`, given one); a quote left open is an error at the quote.
    static func split(_ b: [UInt8], in range: Range<Int>? = nil) throws(RuleSyntaxError) -> [RuleWord] {
        var words: [RuleWord] = []
        let range = range ?? 0..<b.count
        let end = range.upperBound
        var i = range.lowerBound
        while i < end {
            while i < end, ASCII.isBlank(b[i]) { i += 1 }
            guard i < end else { break }
            let start = i
            var quote: (mark: UInt8, at: Int)?
            while i < end {
                let c = b[i]
                if let q = quote {
                    if c == q.mark {
                        quote = nil
                    } else if q.mark == ASCII.doubleQuote, c == ASCII.backslash, i + 1 < end {
                        i += 1
                    }
                } else if ASCII.isBlank(c) {
                    break
                } else if c == ASCII.singleQuote || c == ASCII.doubleQuote {
                    quote = (c, i)
                } else if c == ASCII.backslash, i + 1 < end {
                    i += 1
                }
                i += 1
            }
            if let q = quote {
                let mark = q.mark == ASCII.singleQuote ? "'" : "\""
                throw RuleSyntaxError(offset: q.at, message: "rule: unterminated quote: expected a closing \(mark)")
            }
            words.append(RuleWord(range: start..<i))
        }
        return words
    }

    /// `b[range]` without its quotes (backslashes kept, see the top of this file), and for
    /// every byte left, and the end, its offset in `b`.
    static func dequoted(_ b: [UInt8], _ range: Range<Int>) -> (bytes: [UInt8], origin: [Int]) {
        var bytes: [UInt8] = [], origin: [Int] = []
        var quote: UInt8?
        var i = range.lowerBound
        func keep(_ j: Int) {
            bytes.append(b[j])
            origin.append(j)
        }
        while i < range.upperBound {
            let c = b[i]
            if let q = quote, c == q {
                quote = nil
            } else if quote == nil, c == ASCII.singleQuote || c == ASCII.doubleQuote {
                quote = c
            } else if c == ASCII.backslash, quote != ASCII.singleQuote, i + 1 < range.upperBound {
                keep(i)
                keep(i + 1)
                i += 1
            } else {
                keep(i)
            }
            i += 1
        }
        origin.append(range.upperBound)
        return (bytes, origin)
    }
}

extension Array where Element == UInt8 {
    /// The byte offset of the `n`th Unicode scalar of this UTF-8 text (`count` past the last).
    func byteOffset(ofScalar n: Int) -> Int {
        var seen = 0
        for (offset, b) in enumerated() where b & 0xC0 != 0x80 {
            if seen == n { return offset }
            seen += 1
        }
        return count
    }
}
