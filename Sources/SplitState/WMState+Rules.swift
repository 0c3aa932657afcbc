// Window rules added and removed at run time (the `rule` command, which `bspc rule` sends):
// read by the config's own rule parser into the same `WindowRule` values, kept after the
// config's in `settings.rules`, so one matcher decides for every window; and one-shot rules
// dropped once they matched.
import SplitCommands
import SplitConfig
import SplitSyntax

extension WMState {
    /// The rules the `rule` command added, in the order they came (`rule remove N` counts them).
    public var rulesAddedByCommand: [WindowRule] { settings.rules.filter(\.addedByCommand) }

    mutating func changeRules(_ change: RuleChange) throws {
        switch change {
        case .add(let text, let oneShot):
            var rule: WindowRule
            do { rule = try WindowRule.parse(Array(text.utf8), line: 0, text: text) } catch {
                // The parser's message names the word; its offset is within the rule's text.
                throw CommandFailure(description: error.message)
            }
            rule.addedByCommand = true
            rule.oneShot = oneShot
            settings.rules.append(rule)
        case .remove(let selection):
            let added = settings.rules.indices.filter { settings.rules[$0].addedByCommand }
            let chosen: Int? = switch selection {
            case .first: added.first
            case .last: added.last
            case .number(let n): n <= added.count ? added[n - 1] : nil
            }
            guard let chosen else {
                throw CommandFailure(description: added.isEmpty ? "rule remove: no rule was added by a command"
                    : "rule remove \(selection): \(added.count) rules were added by commands")
            }
            settings.rules.remove(at: chosen)
        }
    }

    /// Drops the one-shot rules that matched a window just managed (`facts`: what they saw).
    mutating func dropOneShotRules(matching facts: WindowFacts) {
        settings.rules.removeAll { $0.oneShot && $0.matches(facts) }
    }
}
