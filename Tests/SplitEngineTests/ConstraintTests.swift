// Min fractions, minimum sizes and the rule for when both sides cannot have their minimum.
import Testing
@testable import SplitEngine

@Suite struct ConstraintTests {
    @Test(arguments: [(-1.0, 0.2), (0.1, 0.2), (0.5, 0.5), (0.9, 0.7), (2.0, 0.7), (Double.nan, 0.5)])
    func minFractionsClampTheFraction(wanted: Double, expected: Double) {
        let c = SplitConstraints(minPrimaryFraction: 0.2, minSecondaryFraction: 0.3)
        #expect(abs(c.clamp(wanted) - expected) < 1e-12)
        #expect(abs(Split(fraction: wanted, constraints: c).fraction - expected) < 1e-12)
    }

    @Test func whenBothMinimumsCannotBeMetEachIsScaledDownAlike() {
        let c = SplitConstraints(minPrimaryFraction: 0.6, minSecondaryFraction: 0.9)
        #expect(abs(c.clamp(0.1) - 0.4) < 1e-12)
        #expect(abs(c.clamp(0.9) - 0.4) < 1e-12)
    }

    @Test func settingAFractionIsClamped() throws {
        let c = SplitConstraints(minPrimaryFraction: 0.25, minSecondaryFraction: 0.25)
        let t = tree(.split(thin(.horizontal, 0.5, constraints: c), .leaf(1), .leaf(2)))
        #expect(try t.settingFraction(0.9, ofSplitHolding: 1, in: screen).split(at: [])?.fraction == 0.75)
        #expect(try t.settingFraction(0.1, ofSplitHolding: 2, in: screen).split(at: [])?.fraction == 0.25)
    }

    @Test func aWindowsMinimumSizeIsKeptInTheLayout() {
        let t = tree(.split(thin(.horizontal, 0.1), .leaf(1, minSize: Size(width: 400, height: 0)), .leaf(2)))
        #expect(t.layout(in: screen).rect(of: 1)?.width == 400)
    }

    @Test func minimumSizesPropagateUpTheTree() {
        let inner = SplitNode<Int>.split(thin(.horizontal, 0.5, thickness: 2),
                                         .leaf(2, minSize: Size(width: 300, height: 50)),
                                         .leaf(3, minSize: Size(width: 200, height: 80)))
        let t = tree(.split(thin(.horizontal, 0.9), .leaf(1), inner))
        #expect(t.root?.minSize == Size(width: 502, height: 80))
        let layout = t.layout(in: screen)
        #expect(layout.rect(of: 1)?.width == 1920 - 502)
        #expect(layout.rect(of: 2)?.width == 300 && layout.rect(of: 3)?.width == 200)
    }

    @Test func minimumSizesThatDoNotFitShareTheLengthInProportion() {
        let t = tree(.split(thin(.horizontal, 0.5),
                            .leaf(1, minSize: Size(width: 300, height: 0)),
                            .leaf(2, minSize: Size(width: 100, height: 0))))
        let layout = t.layout(in: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(layout.rect(of: 1)?.width == 150)
        #expect(layout.rect(of: 2)?.width == 50)
    }

    @Test func decodingClampsAFractionThatBreaksTheConstraints() throws {
        let c = SplitConstraints(minPrimaryFraction: 0.3)
        var split = thin(.horizontal, 0.5, constraints: c)
        split.fraction = 0.1   // as a hand-edited state file might say
        let text = tree(.split(split, .leaf(1), .leaf(2))).jsonDocument()
        #expect(try Tree(jsonDocument: text).split(at: [])?.fraction == 0.3)
    }
}
