// Layout: exact tiling in whole pixels, splitter thickness, hidden sides, styles, collapse, zoom.
import Testing
@testable import SplitEngine

@Suite struct LayoutTests {
    @Test func aHalfSplitGivesEachSideHalfAroundTheSplitter() {
        let t = tree(.split(thin(.horizontal, 0.5, thickness: 4), .leaf(1), .leaf(2)))
        let layout = t.layout(in: screen)
        #expect(layout.rect(of: 1) == Rect(x: 0, y: 0, width: 958, height: 1080))
        #expect(layout.rect(of: 2) == Rect(x: 962, y: 0, width: 958, height: 1080))
        #expect(layout.splitters.map(\.slot) == [Rect(x: 958, y: 0, width: 4, height: 1080)])
    }

    @Test func verticalSplitsPutPrimaryOnTop() {
        let t = tree(.split(thin(.vertical, 0.25), .leaf(1), .leaf(2)))
        let layout = t.layout(in: screen)
        #expect(layout.rect(of: 1) == Rect(x: 0, y: 0, width: 1920, height: 270))
        #expect(layout.rect(of: 2) == Rect(x: 0, y: 270, width: 1920, height: 810))
    }

    @Test func theSplitterCentreStaysAtTheFractionWhateverItsThickness() {
        for thickness in [0, 2, 6, 10] {
            let t = tree(.split(thin(.horizontal, 0.3, thickness: thickness), .leaf(1), .leaf(2)))
            let slot = t.layout(in: screen).splitters[0].slot
            #expect(abs(Double(slot.x) + Double(thickness) / 2 - 576) <= 1, "thickness \(thickness)")
        }
    }

    @Test func areasSmallerThanTheSplitterStillTileWithoutNegativeSizes() {
        let t = tree(.split(thin(.horizontal, 0.5, thickness: 10), .leaf(1), .leaf(2)))
        for width in 0...12 {
            let area = Rect(x: 5, y: 5, width: width, height: 3)
            let layout = t.layout(in: area)
            let total = layout.tiles.map(\.rect.area).reduce(0, +) + layout.splitters.map(\.slot.area).reduce(0, +)
            #expect(total == area.area)
            #expect(layout.tiles.allSatisfy { $0.rect.width >= 0 && $0.rect.x >= 5 && $0.rect.maxX <= 5 + width })
        }
    }

    @Test func hidingPrimaryGivesSecondaryTheWholeAreaBesideTheSplitter() {
        var split = thin(.horizontal, 0.3, thickness: 4)
        split.hidden = .primary
        let layout = tree(.split(split, .leaf(1), .split(thin(.vertical), .leaf(2), .leaf(3)))).layout(in: screen)
        #expect(layout.hidden == [1])
        #expect(layout.splitters.first?.slot == Rect(x: 0, y: 0, width: 4, height: 1080))
        #expect(layout.rect(of: 2) == Rect(x: 4, y: 0, width: 1916, height: 540))
    }

    @Test func hidingASideHidesItsWholeSubtree() {
        var split = thin(.horizontal, 0.5)
        split.hidden = .secondary
        let t = tree(.split(split, .leaf(1), .split(thin(.vertical), .leaf(2), .leaf(3))))
        let layout = t.layout(in: screen)
        #expect(Set(layout.hidden) == [2, 3])
        #expect(layout.splitters.count == 1, "only the outer splitter, at the edge")
        #expect(layout.rect(of: 1) == screen)
    }

    @Test func aSplitterThatHidesWithItsSideLeavesTheSiblingTheFullArea() {
        var split = thin(.horizontal, 0.5, thickness: 4)
        split.hidden = .secondary
        split.style.hidesWithSide = true
        let layout = tree(.split(split, .leaf(1), .leaf(2))).layout(in: screen)
        #expect(layout.splitters.isEmpty)
        #expect(layout.rect(of: 1) == screen)
    }

    @Test func hidingKeepsTheFractionSoUnhidingRestoresTheSize() throws {
        let t = tree(.split(thin(.horizontal, 0.3), .leaf(1), .leaf(2)))
        let hidden = try t.hiding(.primary, ofSplitHolding: 1, in: screen)
        #expect(hidden.layout(in: screen).rect(of: 2) == screen)
        let shown = try hidden.hiding(nil, ofSplitHolding: 1, in: screen)
        #expect(shown == t)
    }

    @Test func theInsetShortensTheDrawnPartAndTheHitAreaIsWiderAndCentred() {
        let split = Split(style: SplitterStyle(visibleThickness: 2, inset: 30, hitThickness: 10))
        let s = tree(.split(split, .leaf(1), .leaf(2))).layout(in: screen).splitters[0]
        #expect(s.slot == Rect(x: 959, y: 0, width: 2, height: 1080))
        #expect(s.drawn == Rect(x: 959, y: 30, width: 2, height: 1020))
        #expect(s.hit == Rect(x: 955, y: 0, width: 10, height: 1080))
    }

    @Test func anInvisibleSplitterIsStillDraggable() {
        let split = Split(style: SplitterStyle(visibleThickness: 0, hitThickness: 6))
        let s = tree(.split(split, .leaf(1), .leaf(2))).layout(in: screen).splitters[0]
        #expect(s.slot.width == 0 && s.drawn.width == 0)
        #expect(s.hit == Rect(x: 957, y: 0, width: 6, height: 1080))
    }

    @Test func theHitAreaOfASplitterAtTheEdgeStaysInsideTheSplit() {
        var split = Split(style: SplitterStyle(visibleThickness: 2, hitThickness: 10))
        split.hidden = .primary
        let s = tree(.split(split, .leaf(1), .leaf(2))).layout(in: screen).splitters[0]
        #expect(s.hit == Rect(x: 0, y: 0, width: 6, height: 1080))
    }

    @Test func aNarrowSplitCollapsesToTheFocusedSideAndComesBackWithSpace() {
        let t = tree(.split(thin(.horizontal, 0.5), .leaf(1), .split(thin(.vertical), .leaf(2), .leaf(3))))
        let narrow = Rect(x: 0, y: 0, width: 500, height: 1080)
        let collapsed = t.layout(in: narrow, focused: 3, collapseBelow: Size(width: 600, height: 0))
        #expect(collapsed.rect(of: 2) == Rect(x: 0, y: 0, width: 500, height: 540))
        #expect(collapsed.rect(of: 3) == Rect(x: 0, y: 540, width: 500, height: 540))
        #expect(collapsed.hidden == [1])
        #expect(collapsed.splitters.count == 1, "only the vertical split's splitter is left")
        let wide = t.layout(in: screen, focused: 3, collapseBelow: Size(width: 600, height: 0))
        #expect(wide.hidden.isEmpty && wide.tiles.count == 3)
    }

    @Test func zoomShowsOneLeafOverTheWholeAreaAndToggledBackRestores() throws {
        let t = tree(.split(thin(), .leaf(1), .split(thin(.vertical), .leaf(2), .leaf(3))))
        let zoomed = try t.togglingZoom(2)
        let layout = zoomed.layout(in: screen)
        #expect(layout.tiles.map(\.leaf) == [2] && layout.rect(of: 2) == screen)
        #expect(Set(layout.hidden) == [1, 3] && layout.splitters.isEmpty)
        #expect(try zoomed.togglingZoom(2) == t)
    }
}
