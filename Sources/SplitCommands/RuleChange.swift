// The `rule` command: a window rule added or removed at run time (`bspc rule` sends these).
// A rule added here is the config's `rule` line, words and all, so there is one rule language;
// the state reads its text with the config's rule parser (SplitConfig sits above this module)
// and refuses it with that parser's message. The rules a command added are numbered from 1 in
// the order they came, apart from the config's, which only a reload changes.
import SplitSyntax

public enum RuleChange: Hashable, Sendable, CustomStringConvertible {
    /// `rule [--one-shot] CRITERIA ACTIONS`: the text after `rule` (and the flag) as a config
    /// line writes it. A one-shot rule is dropped once it matched a window.
    case add(String, oneShot: Bool)
    /// `rule remove first|last|N`: one of the rules commands added.
    case remove(RuleSelection)

    public var description: String {
        switch self {
        case .add(let text, let oneShot): "rule " + (oneShot ? RuleChange.oneShotFlag + " " : "") + text
        case .remove(let selection): "rule remove \(selection)"
        }
    }

    static let oneShotFlag = "--one-shot"
    static let removeWord = "remove"

    /// The words after `rule`.
    static func parse(_ a: inout Arguments) throws(ParseFailure) -> Command {
        if a.taking(removeWord) {
            let expected = "first, last or a rule's number from 1 (as `bspc rule -l` counts the rules commands added)"
            let word = try a.next(expecting: expected)
            switch word.text {
            case "first": return .rule(.remove(.first))
            case "last": return .rule(.remove(.last))
            default:
                guard let n = Numbers.whole(word.text), n >= 1 else { throw a.failure(word, expected: expected) }
                return .rule(.remove(.number(n)))
            }
        }
        let oneShot = a.taking(oneShotFlag)
        guard let rest = a.verbatimRest() else {
            throw a.failure(a.end, expected: "a rule's criteria and actions, as a config's rule line writes them")
        }
        return .rule(.add(rest.text, oneShot: oneShot))
    }
}

/// Which rule added at run time `rule remove` removes.
public enum RuleSelection: Hashable, Sendable, CustomStringConvertible {
    case first, last
    /// Counted from 1.
    case number(Int)

    public var description: String {
        switch self {
        case .first: "first"
        case .last: "last"
        case .number(let n): "\(n)"
        }
    }
}
