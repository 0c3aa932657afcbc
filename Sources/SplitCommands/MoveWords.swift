// The words of i3's moves of a floating window in splitwm's language, read and written back:
// `move left|right|up|down [N [px|ppt]]` and `move [window|container] [to] [absolute]
// position X [px|ppt] Y [px|ppt]|center|mouse` (i3 4.22's parser-specs/commands.spec).
import SplitEngine
import SplitSyntax

package enum MoveWords {
    /// The pixels or points a move or a position takes, either way of zero (i3 takes any long;
    /// past this no screen reaches).
    package static let range = -65535...65535

    /// `move … position …` as written back.
    static func written(_ position: FloatingPosition) -> String {
        switch position {
        case .corner(let x, let y): "move position \(x) \(y)"
        case .centre(let absolute): absolute ? "move absolute position center" : "move position center"
        case .pointer: "move position mouse"
        }
    }
}

extension Command {
    /// Whether it places a window under the pointer, so the X edge must say where that is.
    public var readsPointer: Bool {
        switch self {
        case .movePosition(.pointer): true
        case .onWindows(_, let command): command.command?.readsPointer ?? false
        default: false
        }
    }
}

extension Arguments {
    /// After a direction: nothing (`.move`, a step in the tree, 10 px for a floating window)
    /// or a length (`.moveBy`).
    package mutating func moveStep(_ direction: Direction) throws(ParseFailure) -> Command {
        guard hasMore else { return .move(direction) }
        return .moveBy(direction, try floatingLength())
    }

    /// After `position` (or `absolute position`): `center`, `mouse` (`cursor`, `pointer`), or
    /// a corner `X [px|ppt] Y [px|ppt]`. `absolute` goes only with `center`, as in i3.
    package mutating func movePosition(absolute: Bool) throws(ParseFailure) -> Command {
        if absolute {
            _ = try choice(["center": ()])
            return .movePosition(.centre(absolute: true))
        }
        switch upcoming {
        case "center": _ = taking("center"); return .movePosition(.centre(absolute: false))
        case "mouse", "cursor", "pointer": _ = try next(expecting: ""); return .movePosition(.pointer)
        default:
            let x = try floatingLength(or: "center or mouse")
            return .movePosition(.corner(x: x, y: try floatingLength()))
        }
    }

    /// A whole number, perhaps negative, then `px` (the default) or `ppt`.
    private mutating func floatingLength(or alternatives: String? = nil) throws(ParseFailure) -> FloatingLength {
        let range = MoveWords.range
        let expected = "a whole number of pixels from \(range.lowerBound) to \(range.upperBound), or of percentage points (ppt)"
            + (alternatives.map { ", \($0)" } ?? "")
        let word = try next(expecting: expected)
        let negative = word.text.hasPrefix("-")
        guard let magnitude = Numbers.whole(negative ? String(word.text.dropFirst()) : word.text),
              range.contains(negative ? -magnitude : magnitude) else { throw failure(word, expected: expected) }
        let n = negative ? -magnitude : magnitude
        if taking("ppt") { return .points(n) }
        _ = taking("px")
        return .pixels(n)
    }
}
