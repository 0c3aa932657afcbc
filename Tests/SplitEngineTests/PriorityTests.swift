// Priority sides: the seed's two-sidebar example, screen resizes and drags.
import Testing
@testable import SplitEngine

@Suite struct PriorityTests {
    /// The SplitView README's sidebars: red | yellow | green, outer 0.2 with priority left,
    /// inner 0.75 with priority right.
    static func sidebars(thickness: Int = 0) -> Tree {
        let outer = thin(.horizontal, 0.2, constraints: .init(priority: .primary), thickness: thickness)
        let inner = thin(.horizontal, 0.75, constraints: .init(priority: .secondary), thickness: thickness)
        return tree(.split(outer, .leaf(1), .split(inner, .leaf(2), .leaf(3))))
    }

    @Test(arguments: [1920, 1280])
    func twoSidebarsAreEqualAndAFifthOfTheWidth(width: Int) {
        let area = Rect(x: 0, y: 0, width: width, height: 800)
        let layout = Self.sidebars().layout(in: area)
        #expect(layout.rect(of: 1)?.width == width / 5)
        #expect(layout.rect(of: 3)?.width == width / 5)
        #expect(layout.rect(of: 2)?.width == width * 3 / 5)
    }

    @Test func withVisibleSplittersBothSidebarsStillMatch() {
        let layout = Self.sidebars(thickness: 4).layout(in: screen)
        #expect(layout.rect(of: 1)?.width == layout.rect(of: 3)?.width)
    }

    @Test(arguments: [(1920, 1280), (1280, 1920), (1920, 800), (1920, 3000)])
    func resizingTheScreenKeepsBothSidebarsToThePixel(from: Int, to: Int) {
        let old = Rect(x: 0, y: 0, width: from, height: 800), new = Rect(x: 0, y: 0, width: to, height: 800)
        let t = Self.sidebars(thickness: 2)
        let before = t.layout(in: old)
        let after = t.resized(from: old, to: new).layout(in: new)
        #expect(after.rect(of: 1)?.width == before.rect(of: 1)?.width)
        #expect(after.rect(of: 3)?.width == before.rect(of: 3)?.width)
        #expect(after.rect(of: 2)?.width == to - 2 * before.rect(of: 1)!.width - 4)
    }

    @Test func resizingBackAndForthDoesNotDrift() {
        let a = Rect(x: 0, y: 0, width: 1920, height: 800), b = Rect(x: 0, y: 0, width: 1366, height: 768)
        var t = Self.sidebars(thickness: 3)
        let start = t.layout(in: a)
        for _ in 0..<50 { t = t.resized(from: a, to: b).resized(from: b, to: a) }
        #expect(t.layout(in: a) == start)
    }

    @Test(arguments: [0, 1])
    func draggingEitherSidebarLeavesTheOtherUnchanged(split: Int) throws {
        var t = Self.sidebars(thickness: 2)
        let before = t.layout(in: screen)
        let other = split == 0 ? 3 : 1
        let splitter = before.splitters.first { $0.split == split }!
        var drag = try t.beginningDrag(ofSplit: split, at: Point(x: splitter.slot.x, y: 500), in: screen)
        for x in stride(from: splitter.slot.x, through: splitter.slot.x + 300, by: 37) {
            (t, drag) = t.dragging(drag, to: Point(x: x, y: 500), in: screen)
            #expect(t.layout(in: screen).rect(of: other) == before.rect(of: other))
        }
        #expect(t.layout(in: screen).rect(of: split == 0 ? 1 : 3) != before.rect(of: split == 0 ? 1 : 3))
    }

    @Test func withoutPriorityAResizeKeepsTheFraction() {
        let t = tree(.split(thin(.horizontal, 0.3), .leaf(1), .leaf(2)))
        let small = Rect(x: 0, y: 0, width: 1000, height: 500)
        #expect(t.resized(from: screen, to: small) == t)
        #expect(t.layout(in: small).rect(of: 1)?.width == 300)
    }

    @Test func aPrioritySideThatNoLongerFitsIsClampedByTheConstraints() {
        let c = SplitConstraints(minSecondaryFraction: 0.5, priority: .primary)
        let t = tree(.split(thin(.horizontal, 0.5, constraints: c), .leaf(1), .leaf(2)))
        let small = Rect(x: 0, y: 0, width: 1000, height: 500)
        let resized = t.resized(from: screen, to: small)
        #expect(resized.layout(in: small).rect(of: 1)?.width == 500)
        #expect(resized.split(at: [])?.fraction == 0.5)
    }

    @Test func closingAWindowBesideASidebarKeepsTheSidebarWidth() throws {
        let t = try Self.sidebars().inserting(4, beside: 2, placement: .toward(.left), in: screen)
        let before = t.layout(in: screen)
        let after = try t.removing(4).layout(in: screen)
        #expect(after.rect(of: 3) == before.rect(of: 3))
        #expect(after.rect(of: 1) == before.rect(of: 1))
    }
}
