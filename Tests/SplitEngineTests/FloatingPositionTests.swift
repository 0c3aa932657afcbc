// Where i3's `move` puts a floating window (FloatingPosition.swift) and the limits a config's
// bounds give (FloatingSize.swift): examples worked from i3 4.22's arithmetic, and over random
// rectangles, that a window centred under the pointer lies whole on the monitor when it fits.
import PropertyTestSupport
import Testing
@testable import SplitEngine

@Suite struct FloatingPositionTests {
    static let monitor = Rect(x: 1024, y: 0, width: 1024, height: 768)

    @Test func aStepInPointsDropsTheFractionFromTheNewCoordinate() {
        let r = Rect(x: 50, y: 50, width: 306, height: 206)
        // 10 ppt of 768 is 76.8: 50 + 76.8 = 126.8 → 126, and 50 − 76.8 = −26.8 → −26 (toward zero, as C converts).
        #expect(r.moved(toward: .down, by: .points(10), on: Self.monitor).y == 126)
        #expect(r.moved(toward: .up, by: .points(10), on: Self.monitor).y == -26)
        #expect(r.moved(toward: .left, by: .pixels(20), on: Self.monitor) == Rect(x: 30, y: 50, width: 306, height: 206))
    }

    @Test func aCornerInPointsCountsFromTheScreensCornerAsI3Does() {
        let r = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(r.cornered(x: .points(50), y: .pixels(7), on: Self.monitor) == Rect(x: 512, y: 7, width: 100, height: 100))
    }

    @Test func underThePointerItIsKeptOnTheMonitorItsLeftAndTopEdgesWinning() {
        let r = Rect(x: 0, y: 0, width: 306, height: 206)
        #expect(r.centred(under: Point(x: 1500, y: 700), keptOn: Self.monitor) == Rect(x: 1347, y: 562, width: 306, height: 206))
        #expect(r.centred(under: Point(x: 1030, y: 5), keptOn: Self.monitor).x == 1024)
        let wide = Rect(x: 0, y: 0, width: 2000, height: 100)
        #expect(wide.centred(under: Point(x: 1500, y: 300), keptOn: Self.monitor).x == 2048 - 2000)
    }

    @Test func overlappingMeansSharingAtLeastAPixel() {
        #expect(Rect(x: 1000, y: 0, width: 25, height: 10).overlapsAny(of: [Self.monitor]))
        // Touching an edge is not sharing a pixel.
        #expect(!Rect(x: 999, y: 0, width: 25, height: 10).overlapsAny(of: [Self.monitor]))
        #expect(!Rect(x: 1500, y: 768, width: 100, height: 10).overlapsAny(of: [Self.monitor]))
    }

    @Test func aConfigsBoundsAreMinusOneForNoneZeroForI3sOwnElsePixels() {
        let screen = Size(width: 2048, height: 768)
        let limits = FloatingLimits(minimum: FloatingBound(width: -1, height: 0), maximum: FloatingBound(width: 500, height: -1), screen: screen)
        #expect(limits.clamped(Size(width: 10, height: 10)) == Size(width: 10, height: 50))
        #expect(limits.clamped(Size(width: 900, height: 5000)) == Size(width: 500, height: 5000))
        let standard = FloatingLimits(minimum: .standard, maximum: .standard, screen: screen)
        #expect(standard == FloatingLimits(maximum: screen))
    }

    @Test func aWindowThatFitsIsWholeOnTheMonitorWhereverThePointerIs() {
        for index in 0..<500 {
            var rng = caseGenerator(seed: 0xF10A_7002, index: index)
            let r = Rect(x: 0, y: 0, width: .random(in: 1...1024, using: &rng), height: .random(in: 1...768, using: &rng))
            let point = Point(x: .random(in: 1024..<2048, using: &rng), y: .random(in: 0..<768, using: &rng))
            let placed = r.centred(under: point, keptOn: Self.monitor)
            #expect(placed.x >= 1024 && placed.maxX <= 2048 && placed.y >= 0 && placed.maxY <= 768, "case \(index): \(placed) for \(r.size) at \(point)")
            #expect(placed.size == r.size)
        }
    }
}
