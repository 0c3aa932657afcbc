// Reading one `rule` line once the config parser has expanded its variables: words with
// quoted parts and criteria (`KEY=GLOB`, `KEY~REGEX`), read as SplitSyntax reads them
// (RuleWords.swift, RuleCriterion.swift), then actions, and errors at byte offsets.
import SplitCommands
import SplitEngine
import SplitSyntax

extension WindowRule {
    static let actionNames = ["float", "tile", "fullscreen", "sticky", "hidden", "place", "fraction", "priority", "min", "drag-to-hide", "workspace", "border", "layout", "title_format", "swallows", "unswallowed", "no-focus", "follow"]
    static let expectedAction = "an action (\(Messages.list(actionNames)))"
    static let keyNames = RuleCriterion.Key.ruleKeys.map(\.rawValue)

    /// The rule in `b` (the line after `rule`, variables expanded); `text` is the rule as
    /// written, kept for query output.
    package static func parse(_ b: [UInt8], line: Int, text: String) throws(RuleSyntaxError) -> WindowRule {
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
            // `workspace` alone is the action; `workspace=…` the criterion.
            if actions.isEmpty, !actionNames.contains(written), let criterion = try RuleCriterion.parse(word, in: b) {
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
            case "sticky": actions.append(.sticky)
            case "border":
                let next = index < words.count ? words[index] : nil
                guard let style = next.flatMap({ BorderChange.Style(rawValue: $0.text(in: b)) }) else {
                    throw failure(next, "rule: border", expected: "normal, pixel, none or toggle")
                }
                index += 1
                // A width may follow normal, pixel and toggle, as the command takes one.
                var width: Int?
                if style != .none, index < words.count, let n = Numbers.whole(words[index].text(in: b)) {
                    guard SettingChange.borderWidths.contains(n) else {
                        throw failure(words[index], "rule: border", expected: "a width from \(SettingChange.borderWidths.lowerBound) to \(SettingChange.borderWidths.upperBound) pixels")
                    }
                    width = n
                    index += 1
                }
                actions.append(.border(BorderChange(style, width: width)))
            case "layout":
                let next = index < words.count ? words[index] : nil
                guard let style = next.flatMap({ ["tabbed": SplitGroup.tabbed, "stacking": .stacked][$0.text(in: b)] }) else {
                    throw failure(next, "rule: layout", expected: "tabbed or stacking")
                }
                index += 1
                actions.append(.group(style))
            case "title_format":
                // One word with /bin/sh's quotes, read as the command reads it.
                let next = index < words.count ? words[index] : nil
                guard let next else { throw failure(nil, "rule: title_format", expected: "a title format such as '<b>%title</b>'") }
                let format = b.shellWord(from: next.range.lowerBound, upTo: next.range.upperBound).text
                guard case .titleFormat(let read)? = try? CommandParser.parse("title_format " + ShellQuoting.word(format)).first,
                      read == format else {
                    throw failure(next, "rule: title_format", expected: "a title format without control characters")
                }
                index += 1
                actions.append(.titleFormat(format))
            case "hidden": actions.append(.hidden)
            case "swallows": actions.append(.swallows)
            case "unswallowed": actions.append(.unswallowed)
            case "no-focus": actions.append(.focus(.stays))
            case "follow": actions.append(.focus(.follows))
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
                let fractions = NewSide.shares.upperBound, pixels = 65535
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
                let criterionAfterActions = !actions.isEmpty && (try? RuleCriterion.parse(word, in: b)) != nil
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
}
