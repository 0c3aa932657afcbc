// Tree edits: insert, remove, swap, move, layout, flip, equalize, keyboard resize, hide,
// reveal and spatial neighbours.
import Testing
@testable import SplitEngine

@Suite struct EditTests {
    static let row = tree(.split(thin(.horizontal, 1.0 / 3), .leaf(1), .split(thin(), .leaf(2), .leaf(3))))

    @Test func theFirstLeafFillsTheArea() throws {
        let t = try Tree().inserting(1, beside: nil, placement: .longerSide, in: screen)
        #expect(t.layout(in: screen).tiles == [.init(leaf: 1, rect: screen)])
    }

    @Test(arguments: [(Direction.left, [2, 1]), (.right, [1, 2]), (.up, [2, 1]), (.down, [1, 2])])
    func insertingTowardADirectionPutsTheNewLeafOnThatSide(direction: Direction, order: [Int]) throws {
        let t = try tree(.leaf(1)).inserting(2, beside: 1, placement: .toward(direction), in: screen)
        #expect(t.split(at: [])?.layout == direction.axis)
        #expect(t.leaves == order)
    }

    @Test func theAutomaticPolicySplitsTheLongerSide() throws {
        let wide = try tree(.leaf(1)).inserting(2, beside: 1, placement: .longerSide, in: screen)
        #expect(wide.split(at: [])?.layout == .horizontal && wide.leaves == [1, 2])
        let tall = try wide.inserting(3, beside: 2, placement: .longerSide, in: screen)
        #expect(tall.split(at: [.secondary])?.layout == .vertical && tall.leaves == [1, 2, 3])
        let first = try tree(.leaf(1)).inserting(2, beside: 1, placement: .longerSideFirst, in: screen)
        #expect(first.leaves == [2, 1])
    }

    @Test func insertingUsesTheTemplateFraction() throws {
        let t = try tree(.leaf(1)).inserting(2, beside: 1, placement: .toward(.right), split: thin(.vertical, 0.7), in: screen)
        #expect(t.layout(in: screen).rect(of: 1)?.width == 1344)
    }

    @Test func insertingADuplicateOrBesideAStrangerFails() {
        #expect(throws: SplitTreeError.duplicateLeaf("1")) {
            try Self.row.inserting(1, beside: 2, placement: .longerSide, in: screen)
        }
        #expect(throws: SplitTreeError.unknownLeaf("9")) {
            try Self.row.inserting(4, beside: 9, placement: .longerSide, in: screen)
        }
    }

    @Test func insertThenRemoveGivesBackTheSameTree() throws {
        for target in Self.row.leaves {
            for placement in [InsertPlacement.longerSide, .toward(.up), .toward(.left)] {
                let t = try Self.row.inserting(9, beside: target, placement: placement, in: screen)
                #expect(try t.removing(9) == Self.row)
            }
        }
    }

    @Test func removingALeafGivesItsSiblingTheParentsPlace() throws {
        let t = try Self.row.removing(2)
        #expect(t.leaves == [1, 3])
        #expect(t.layout(in: screen).rect(of: 3) == Rect(x: 640, y: 0, width: 1280, height: 1080))
        #expect(try tree(.leaf(1)).removing(1).isEmpty)
    }

    @Test func swappingExchangesPlaces() throws {
        let t = try Self.row.swapping(1, 3)
        #expect(t.leaves == [3, 2, 1])
        #expect(t.layout(in: screen).rect(of: 3) == Self.row.layout(in: screen).rect(of: 1))
    }

    @Test func movingRightStepsPastTheNeighbour() throws {
        let t = try Self.row.moving(1, toward: .right, in: screen)
        #expect(t.leaves == [2, 1, 3])
    }

    @Test func movingTowardAnEdgeWithNoNeighbourWrapsTheTree() throws {
        let column = tree(.split(thin(.vertical), .leaf(1), .leaf(2)))
        let t = try column.moving(1, toward: .right, in: screen)
        #expect(t.split(at: [])?.layout == .horizontal)
        #expect(t.leaves == [2, 1])
        #expect(try t.moving(1, toward: .right, in: screen) == t, "already alone at that edge")
    }

    @Test func togglingTheLayoutTurnsSideBySideIntoAboveBelow() throws {
        let t = try Self.row.settingLayout(nil, ofSplitHolding: 2, in: screen)
        let layout = t.layout(in: screen)
        #expect(layout.rect(of: 2) == Rect(x: 640, y: 0, width: 1280, height: 540))
        #expect(layout.rect(of: 3) == Rect(x: 640, y: 540, width: 1280, height: 540))
    }

    @Test func flippingMirrorsTheSplit() throws {
        var split = thin(.horizontal, 0.3, constraints: .init(minPrimaryFraction: 0.25, priority: .primary))
        split.hidden = .primary
        let t = try tree(.split(split, .leaf(1), .leaf(2))).flipping(splitHolding: 1)
        let flipped = try #require(t.split(at: []))
        #expect(t.leaves == [2, 1])
        #expect(abs(flipped.fraction - 0.7) < 1e-12)
        #expect(flipped.hidden == .secondary)
        #expect(flipped.constraints == .init(minSecondaryFraction: 0.25, priority: .secondary))
        // Flipping back gives the same picture (the fraction may differ in its last bit: 1 - (1 - f)).
        let original = tree(.split(split, .leaf(1), .leaf(2)))
        #expect(try t.flipping(splitHolding: 1).layout(in: screen) == original.layout(in: screen))
    }

    @Test func equalizeGivesEveryMemberOfAChainTheSameWidth() throws {
        let chain = tree(.split(thin(.horizontal, 0.9, thickness: 6), .leaf(1),
                                .split(thin(.horizontal, 0.1, thickness: 6), .leaf(2),
                                       .split(thin(.vertical, 0.2, thickness: 6), .leaf(3), .leaf(4)))))
        let layout = try chain.equalized(in: screen).layout(in: screen)
        #expect(layout.widths([1, 2, 3]) == [636, 636, 636])
        #expect(layout.rect(of: 3)?.height == layout.rect(of: 4)?.height)
    }

    @Test func equalizingOneSplitLeavesTheSplitsBelowItAlone() throws {
        let inner = SplitNode<Int>.split(thin(.horizontal, 0.2), .leaf(2), .leaf(3))
        let t = tree(.split(thin(.horizontal, 0.9), .leaf(1), inner))
        let equalized = try t.equalizingOnly(split: 0, in: screen)
        #expect(abs(equalized.split(at: [])!.fraction - 1.0 / 3) < 0.001, "1 member against 2")
        #expect(equalized.split(at: [.secondary]) == t.split(at: [.secondary]))
    }

    @Test func keyboardResizeMovesTheNearestSplitterOfThatDirection() throws {
        let t = try Self.row.resizing(3, toward: .right, by: 40, in: screen)
        let layout = t.layout(in: screen)
        #expect(layout.rect(of: 2)?.width == 680)
        #expect(layout.rect(of: 1)?.width == 640, "the outer splitter did not move")
        let left = try Self.row.resizing(1, toward: .left, by: 100, in: screen)
        #expect(left.layout(in: screen).rect(of: 1)?.width == 540)
        #expect(throws: SplitTreeError.self) { try Self.row.resizing(1, toward: .up, by: 10, in: screen) }
    }

    @Test func keyboardResizeIsClamped() throws {
        let c = SplitConstraints(minSecondaryFraction: 0.25)
        let t = tree(.split(thin(.horizontal, 0.5, constraints: c), .leaf(1), .leaf(2)))
        let grown = try t.resizing(1, toward: .right, by: 5000, in: screen)
        #expect(grown.layout(in: screen).rect(of: 2)?.width == 480)
    }

    @Test func togglingHiddenHidesTheOtherSideThenShowsBoth() throws {
        let hidden = try Self.row.togglingHidden(ofSplitHolding: 3, in: screen)
        #expect(hidden.layout(in: screen).hidden == [2])
        #expect(try hidden.togglingHidden(ofSplitHolding: 3, in: screen) == Self.row)
    }

    @Test func revealingUnhidesEveryAncestorAndEndsAnotherZoom() throws {
        var outer = thin()
        outer.hidden = .secondary
        var inner = thin(.vertical)
        inner.hidden = .primary
        let t = try tree(.split(outer, .leaf(1), .split(inner, .leaf(2), .leaf(3)))).togglingZoom(1)
        let revealed = try t.revealing(2, in: screen)
        #expect(revealed.zoomed == nil)
        #expect(revealed.layout(in: screen).hidden.isEmpty)
    }

    @Test func neighboursAreFoundSpatially() {
        // 1 | 2 over 3
        let t = tree(.split(thin(), .leaf(1), .split(thin(.vertical), .leaf(2), .leaf(3))))
        #expect(t.neighbour(of: 1, toward: .right, in: screen, recency: [3, 2]) == 3)
        #expect(t.neighbour(of: 1, toward: .right, in: screen, recency: [2, 3]) == 2)
        #expect(t.neighbour(of: 3, toward: .up, in: screen) == 2)
        #expect(t.neighbour(of: 3, toward: .left, in: screen) == 1)
        #expect(t.neighbour(of: 1, toward: .left, in: screen) == nil)
    }

    @Test func neighbourTiesGoToTheLargerOverlap() {
        // 1 | (2 at 0.3 over 3)
        let t = tree(.split(thin(), .leaf(1), .split(thin(.vertical, 0.3), .leaf(2), .leaf(3))))
        #expect(t.neighbour(of: 1, toward: .right, in: screen, recency: [2]) == 3)
    }
}

@Suite struct BorderingSplitTests {
    // 1 | (2 over 3)
    static let t = tree(.split(thin(), .leaf(1), .split(thin(.vertical), .leaf(2), .leaf(3))))

    @Test(arguments: [
        (1, Direction.right, 0 as Int?), (1, .left, nil), (1, .down, nil),
        (2, .left, 0), (2, .down, 1), (2, .up, nil), (3, .up, 1), (3, .right, nil),
    ])
    func theSplitAlongALeafsEdgeIsFound(leaf: Int, direction: Direction, expected: Int?) {
        #expect(Self.t.splitIndex(bordering: leaf, toward: direction) == expected)
    }
}

@Suite struct RenamingTests {
    @Test func aRenamedLeafKeepsItsPlaceAndSize() throws {
        let t = tree(.split(thin(.horizontal, 0.3), .leaf(1, minSize: Size(width: 50, height: 0)), .leaf(2)))
        let renamed = try t.renaming(1, to: 7)
        #expect(renamed.leaves == [7, 2])
        #expect(renamed.minSize(of: 7) == Size(width: 50, height: 0))
        #expect(renamed.layout(in: screen).rect(of: 7) == t.layout(in: screen).rect(of: 1))
        #expect(throws: SplitTreeError.duplicateLeaf("2")) { try t.renaming(1, to: 2) }
    }
}

@Suite struct MappingSplitsTests {
    @Test func everySplitIsRestyledAndItsFractionClampedAgain() {
        let t = tree(.split(thin(.horizontal, 0.1), .leaf(1), .split(thin(.vertical, 0.5), .leaf(2), .leaf(3))))
        let styled = t.mappingSplits { split in
            var s = split
            s.style = SplitterStyle(visibleThickness: 6, color: RGB(0xFF0000))
            s.constraints = SplitConstraints(minPrimaryFraction: 0.25)
            return s
        }
        #expect(styled.split(at: [])?.style.visibleThickness == 6)
        #expect(styled.split(at: [.secondary])?.style.color == RGB(0xFF0000))
        #expect(styled.split(at: [])?.fraction == 0.25, "0.1 is below the new minimum")
        #expect(styled.split(at: [.secondary])?.fraction == 0.5)
        #expect(styled.leaves == t.leaves)
    }
}
