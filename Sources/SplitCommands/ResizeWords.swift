// The words of i3's resize forms in splitwm's language, read and written back:
// `resize grow|shrink width|height|DIRECTION [N [px]] [or M [ppt]]` and
// `resize set [width] W [px|ppt] [[height] H [px|ppt]]` (i3 4.22's parser-specs/commands.spec).
import SplitEngine
import SplitSyntax

package enum ResizeWords {
    /// The most pixels a grow, a shrink or a set length takes.
    package static let pixels = 0...65535
    /// The most percentage points.
    package static let points = 0...100

    /// `resize grow|shrink …` as written back: `shrink` when the amount is negative.
    static func written(_ target: GrowTarget, _ amount: GrowAmount) -> String {
        let shrinks = amount.pixels < 0 || (amount.points ?? 0) < 0
        let way = shrinks ? "shrink" : "grow"
        let what = switch target {
        case .width: "width"
        case .height: "height"
        case .edge(let d): d.rawValue
        }
        let points = amount.points.map { " or \(abs($0)) ppt" } ?? ""
        return "resize \(way) \(what) \(abs(amount.pixels)) px" + points
    }

    /// `resize set …` as written back; a length left as it is is not written (both: `0 0`).
    static func written(width: SetLength?, height: SetLength?) -> String {
        func text(_ length: SetLength) -> String {
            switch length {
            case .pixels(let n): "\(n) px"
            case .points(let p): "\(p) ppt"
            }
        }
        switch (width, height) {
        case (nil, nil): return "resize set 0 0"
        case (let w?, nil): return "resize set width \(text(w))"
        case (nil, let h?): return "resize set height \(text(h))"
        case (let w?, let h?): return "resize set width \(text(w)) height \(text(h))"
        }
    }
}

extension Arguments {
    /// After `grow` or `shrink`: what grows and by how much (i3's default, 10 px or 10 ppt).
    package mutating func growth(shrinking: Bool) throws(ParseFailure) -> Command {
        let target = try choice(["width": GrowTarget.width, "height": .height, "left": .edge(.left), "right": .edge(.right),
                                 "up": .edge(.up), "down": .edge(.down)])
        var amount = GrowAmount(pixels: 10, points: 10)
        if hasMore {
            amount = GrowAmount(pixels: try whole(in: ResizeWords.pixels, unit: "pixels"))
            _ = taking("px")
            if taking("or") {
                amount.points = try whole(in: ResizeWords.points, unit: "percentage points")
                _ = taking("ppt")
            }
        }
        return .grow(target, shrinking ? amount.negated : amount)
    }

    /// After `set`: `[width] W [px|ppt] [[height] H [px|ppt]]` or `height H [px|ppt]`; a 0
    /// leaves that length as it is, as in i3.
    package mutating func resizeSet() throws(ParseFailure) -> Command {
        var width: SetLength?
        if !taking("height") {
            _ = taking("width")
            width = try setLength()
            guard hasMore else { return .resizeSet(width: width, height: nil) }
            _ = taking("height")
        }
        return .resizeSet(width: width, height: try setLength())
    }

    /// A number with its unit (pixels unless `ppt`); nil for 0.
    private mutating func setLength() throws(ParseFailure) -> SetLength? {
        let expected = "a whole number of pixels from 0 to \(ResizeWords.pixels.upperBound), or of percentage points (ppt)"
        let word = try next(expecting: expected)
        guard let n = Numbers.whole(word.text), ResizeWords.pixels.contains(n) else { throw failure(word, expected: expected) }
        if taking("ppt") {
            guard ResizeWords.points.contains(n) else { throw failure(word, expected: "percentage points from 0 to 100") }
            return n == 0 ? nil : .points(n)
        }
        _ = taking("px")
        return n == 0 ? nil : .pixels(n)
    }
}
