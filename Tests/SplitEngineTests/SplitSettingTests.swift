// One split's own values: setting them through the tree (with the rules for minimums),
// remembering which were set, defaults that reach only the others, and the JSON form.
import SplitJSON
import Testing
@testable import SplitEngine

@Suite struct SplitSettingTests {
    /// 1 | (2 / 3): a 640-px left column beside a column of two.
    static let column = tree(.split(thin(.horizontal, 1.0 / 3), .leaf(1), .split(thin(.vertical), .leaf(2), .leaf(3))))

    @Test func aSettingChangesOnlyTheSplitHoldingTheLeafAndMarksItsOwn() throws {
        let t = try Self.column.setting(.priority(.primary), ofSplitHolding: 1, in: screen)
        #expect(t.split(at: [])?.constraints.priority == .primary)
        #expect(t.split(at: [])?.overrides == [.priority])
        #expect(t.split(at: [.secondary]) == Self.column.split(at: [.secondary]))
        #expect(t != Self.column, "a tree whose split values changed is a changed tree")
        let inner = try Self.column.setting(.color(RGB(0xFF0000)), ofSplitHolding: 3, in: screen)
        #expect(inner.split(at: [.secondary])?.style.color == RGB(0xFF0000))
        #expect(inner.split(at: [])?.style.color == Self.column.split(at: [])?.style.color)
    }

    @Test func aSettingByIndexReachesTheSplitBorderingALeafTowardADirection() throws {
        // 3 sits below the inner splitter and right of the outer one: up is the inner split, left the outer.
        let up = try #require(Self.column.splitIndex(bordering: 3, toward: .up))
        let left = try #require(Self.column.splitIndex(bordering: 3, toward: .left))
        #expect(try Self.column.setting(.color(RGB(0xFF0000)), ofSplit: up, in: screen)
            == Self.column.setting(.color(RGB(0xFF0000)), ofSplitHolding: 3, in: screen))
        let outer = try Self.column.setting(.priority(.primary), ofSplit: left, in: screen)
        #expect(outer == (try Self.column.setting(.priority(.primary), ofSplitHolding: 1, in: screen)))
        #expect(throws: SplitTreeError.self) { try Self.column.setting(.inset(2), ofSplit: 2, in: screen) }
    }

    @Test func aLoneLeafHasNoSplitToSet() {
        #expect(throws: SplitTreeError.self) { try tree(.leaf(1)).setting(.priority(.primary), ofSplitHolding: 1, in: screen) }
        #expect(throws: SplitTreeError.unknownLeaf("9")) { try Self.column.setting(.inset(2), ofSplitHolding: 9, in: screen) }
    }

    @Test func aMinimumLargerThanTheSidesShareMovesTheSplitter() throws {
        let t = try Self.column.setting(.minFraction(.primary, 0.5), ofSplitHolding: 1, in: screen)
        #expect(t.split(at: [])?.fraction == 0.5)
        #expect(t.layout(in: screen).rect(of: 1)?.width == 960)
        let s = try Self.column.setting(.minFraction(.secondary, 0.8), ofSplitHolding: 1, in: screen)
        #expect(abs((s.split(at: [])?.fraction ?? 0) - 0.2) < 1e-12)
    }

    @Test func minimumsThatCannotBothBeMetShareByTheDocumentedRule() throws {
        let t = try Self.column.setting(.minFraction(.primary, 0.9), ofSplitHolding: 1, in: screen)
            .setting(.minFraction(.secondary, 0.6), ofSplitHolding: 1, in: screen)
        #expect(t.split(at: [])?.fraction == 0.9 / 1.5)
    }

    @Test(arguments: [(SplitSide.primary, 400), (.secondary, 400), (.primary, 1), (.secondary, 1333)])
    func aMinimumInPixelsStopsAResizeAtExactlyThosePixels(side: SplitSide, pixels: Int) throws {
        // A 4-px splitter, so the conversion must mind the splitter's half on each side.
        var split = thin(.horizontal, 0.5, thickness: 4)
        split.fraction = 0.8
        let t = try tree(.split(split, .leaf(1), .leaf(2)))
            .setting(.minPixels(side, pixels), ofSplitHolding: 1, in: screen)
        let squeezed = try t.resizing(1, toward: side == .primary ? .left : .right, by: 10000, in: screen)
        let layout = squeezed.layout(in: screen)
        #expect(layout.rect(of: side == .primary ? 1 : 2)?.width == pixels)
        #expect(t.split(at: [])?.overrides == .minFraction(side))
    }

    @Test func aMinimumOfMorePixelsThanTheSplitHasIsTheWholeSplit() throws {
        let t = try Self.column.setting(.minPixels(.primary, 5000), ofSplitHolding: 1, in: screen)
        #expect(t.split(at: [])?.constraints.minPrimaryFraction == 1)
        #expect(t.validationProblems().isEmpty)
    }

    @Test func splitterValuesAreBoundedAsTheStyleBoundsThem() throws {
        let t = try Self.column.setting(.visibleThickness(6), ofSplitHolding: 1, in: screen)
            .setting(.hitThickness(20), ofSplitHolding: 1, in: screen)
            .setting(.inset(-3), ofSplitHolding: 1, in: screen)
            .setting(.hidesWithSide(true), ofSplitHolding: 1, in: screen)
        let style = try #require(t.split(at: [])?.style)
        #expect(style == SplitterStyle(visibleThickness: 6, inset: 0, hitThickness: 20, color: style.color, hidesWithSide: true))
        #expect(t.split(at: [])?.overrides == [.visibleThickness, .hitThickness, .inset, .hidesWithSide])
    }

    @Test func newDefaultsReachOnlyTheValuesASplitDidNotSet() throws {
        let own = try Self.column.setting(.priority(nil), ofSplitHolding: 1, in: screen)
            .setting(.minFraction(.primary, 0.3), ofSplitHolding: 1, in: screen)
            .setting(.dragToHide(.secondary, false), ofSplitHolding: 1, in: screen)
            .setting(.color(RGB(0xFF0000)), ofSplitHolding: 1, in: screen)
        let defaults = SplitConstraints(minPrimaryFraction: 0.05, minSecondaryFraction: 0.4,
                                        dragToHidePrimary: true, dragToHideSecondary: true, priority: .secondary)
        let style = SplitterStyle(visibleThickness: 3, color: RGB(0x00FF00))
        let restyled = own.mappingSplits { $0.restyled(constraints: defaults, style: style) }
        let outer = try #require(restyled.split(at: [])), inner = try #require(restyled.split(at: [.secondary]))
        #expect(outer.constraints == SplitConstraints(minPrimaryFraction: 0.3, minSecondaryFraction: 0.4,
                                                      dragToHidePrimary: true, dragToHideSecondary: false, priority: nil))
        #expect(outer.style == SplitterStyle(visibleThickness: 3, color: RGB(0xFF0000)))
        #expect(inner.constraints == defaults && inner.style == style && inner.overrides.isEmpty)
        #expect(outer.overrides == own.split(at: [])?.overrides)
    }

    @Test func flippingMirrorsWhatTheSplitSetItself() throws {
        let t = try Self.column.setting(.minFraction(.primary, 0.2), ofSplitHolding: 1, in: screen)
            .setting(.dragToHide(.secondary, true), ofSplitHolding: 1, in: screen)
            .setting(.priority(.primary), ofSplitHolding: 1, in: screen)
        let flipped = try t.flipping(splitHolding: 1)
        #expect(flipped.split(at: [])?.overrides == [.minSecondaryFraction, .dragToHidePrimary, .priority])
        #expect(flipped.split(at: [])?.constraints.priority == .secondary)
        let back = try #require(try flipped.flipping(splitHolding: 1).split(at: []))
        #expect(back.overrides == t.split(at: [])?.overrides && back.constraints == t.split(at: [])?.constraints)
    }

    @Test func everyOverrideHasANameAndMirroringTwiceGivesItBack() {
        for bit in 0..<10 {
            let one = SplitOverrides(rawValue: 1 << bit)
            #expect(one.memberNames.count == 1)
            #expect(one.mirrored.mirrored == one)
        }
        #expect(SplitOverrides.names.count == 10)
    }
}

@Suite struct SplitOverridesDocumentTests {
    @Test func overridesSurviveTheRoundTripAndAreNamed() throws {
        let t = try SplitSettingTests.column.setting(.minPixels(.primary, 300), ofSplitHolding: 1, in: screen)
            .setting(.color(RGB(0xFF0000)), ofSplitHolding: 2, in: screen)
        let text = t.jsonDocument()
        #expect(text.contains("\"overrides\""), "\(text)")
        let back = try Tree(jsonDocument: text)
        #expect(back == t)
        #expect(back.split(at: [])?.overrides == [.minPrimaryFraction])
        #expect(back.split(at: [.secondary])?.overrides == [.color])
    }

    @Test func aSplitWithoutOverridesWritesNoneAndADocumentWithoutThemReads() throws {
        let text = SplitSettingTests.column.jsonDocument()
        #expect(!text.contains("overrides"))
        #expect(try Tree(jsonDocument: text) == SplitSettingTests.column)
    }

    @Test(arguments: [
        (#""overrides":"color""#, "root.split.overrides: expected an array of value names, found \"color\""),
        (#""overrides":["colour"]"#, "root.split.overrides: expected one of \"priority\""),
        (#""overrides":[1]"#, "root.split.overrides: expected one of"),
    ])
    func badOverridesSayWhere(member: String, message: String) {
        let text = DocumentTests.valid.replacing(#""layout":"horizontal","#, with: #""layout":"horizontal","# + member + ",")
        do {
            _ = try Tree(jsonDocument: text)
            Issue.record("\(text) read")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }
}
