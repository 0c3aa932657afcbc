// i3's `resize grow|shrink` and `resize set` of a tile (SplitTree+Grow.swift) and of a floating
// window (FloatingSize.swift): examples, and properties of the share arithmetic.
import PropertyBased
import PropertyTestSupport
import Testing
@testable import SplitEngine

/// Three windows 0, 1, 2 side by side, as i3 opens them: 640 px each on the 1920 px screen.
private func row() throws -> Tree {
    var t = try Tree().joining(0, beside: nil, orientation: .horizontal, split: thin(), in: screen)
    t = try t.joining(1, beside: 0, orientation: .horizontal, split: thin(), in: screen)
    return try t.joining(2, beside: 1, orientation: .horizontal, split: thin(), in: screen)
}

private func widths(_ t: Tree) -> [Int?] { t.layout(in: screen).widths([0, 1, 2]) }

@Suite("Growing a tile as i3 does")
struct GrowTests {
    @Test func threeWindowsOpenedInARowShareTheScreenEqually() throws {
        #expect(widths(try row()) == [640, 640, 640])
    }

    /// The bug an i3 user met in the resize mode: `shrink width` on the window at the right
    /// moved the splitter left, widening it. It narrows now, whichever side it is on.
    @Test func shrinkingTheWidthOfTheRightmostWindowNarrowsIt() throws {
        let t = try row().growing(2, .width, by: GrowAmount(pixels: -10), in: screen)
        #expect(widths(t) == [645, 645, 630])
        let left = try row().growing(0, .width, by: GrowAmount(pixels: -10), in: screen)
        #expect(widths(left) == [630, 645, 645])
    }

    @Test func percentagePointsWinOverPixelsAndCountTheContainersRoom() throws {
        // 10 ppt of 1920 is 192 px, taken from the two others alike.
        let t = try row().growing(1, .width, by: GrowAmount(pixels: 10, points: 10), in: screen)
        #expect(widths(t) == [544, 832, 544])
    }

    @Test func anEdgeTakesItsRoomFromTheNeighbourBeyondIt() throws {
        let t = try row().growing(1, .edge(.left), by: GrowAmount(pixels: 100), in: screen)
        #expect(widths(t) == [540, 740, 640])
        let shrunk = try row().growing(1, .edge(.right), by: GrowAmount(pixels: -40), in: screen)
        #expect(widths(shrunk) == [640, 600, 680])
    }

    @Test func anEdgeWithNoNeighbourAtThatSideIsRefused() throws {
        #expect(throws: SplitTreeError.self) { try row().growing(2, .edge(.right), by: GrowAmount(pixels: 10), in: screen) }
        #expect(throws: SplitTreeError.self) { try row().growing(0, .height, by: GrowAmount(pixels: 10), in: screen) }
    }

    /// i3 goes up the containers until one has a neighbour that way: window 0 above 1, both
    /// left of 2, `grow right` on 0 widens the column holding it.
    @Test func anEdgeGoesUpToTheContainerThatHasANeighbourThatWay() throws {
        let t = tree(.split(thin(.horizontal), .split(thin(.vertical), .leaf(0), .leaf(1)), .leaf(2)))
        let grown = try t.growing(0, .edge(.right), by: GrowAmount(pixels: 60), in: screen)
        #expect(grown.layout(in: screen).widths([0, 1, 2]) == [1020, 1020, 900])
    }

    @Test func aShrinkThatWouldLeaveLessThanAPixelIsRefused() throws {
        #expect(throws: SplitTreeError.self) { try row().growing(0, .width, by: GrowAmount(pixels: -640), in: screen) }
        #expect(throws: SplitTreeError.self) { try row().growing(0, .width, by: GrowAmount(pixels: 1280), in: screen) }
        #expect(throws: SplitTreeError.self) { try row().growing(0, .edge(.right), by: GrowAmount(pixels: 640), in: screen) }
    }

    @Test func setGivesATileItsWidthInPixelsOrPoints() throws {
        let t = try row().settingLength(of: 2, along: .horizontal, to: .pixels(400), in: screen)
        #expect(widths(t) == [760, 760, 400])
        let half = try row().settingLength(of: 0, along: .horizontal, to: .points(50), in: screen)
        #expect(widths(half) == [960, 480, 480])
    }

    /// A tabbed group is one member of the row around it, never the container that grows.
    @Test func aGroupIsAMemberNotTheContainerThatGrows() throws {
        var tabs = thin(.horizontal)
        tabs.group = .tabbed
        let t = tree(.split(thin(.horizontal), .split(tabs, .leaf(0), .leaf(1)), .leaf(2)))
        let grown = try t.growing(0, .width, by: GrowAmount(pixels: 100), in: screen)
        #expect(grown.layout(in: screen).rect(of: 2)?.width == 860)
    }
}

@Suite("Growing a floating window as i3 does")
struct FloatingGrowTests {
    let limits = FloatingLimits(maximum: Size(width: 1920, height: 1080))
    let frame = Rect(x: 100, y: 100, width: 400, height: 300)

    @Test func growingLeftOrUpKeepsTheFarEdge() {
        #expect(frame.growing(.edge(.left), by: 50, within: limits) == Rect(x: 50, y: 100, width: 450, height: 300))
        #expect(frame.growing(.edge(.up), by: -20, within: limits) == Rect(x: 100, y: 120, width: 400, height: 280))
        #expect(frame.growing(.width, by: 10, within: limits) == Rect(x: 100, y: 100, width: 410, height: 300))
        #expect(frame.growing(.edge(.down), by: 10, within: limits) == Rect(x: 100, y: 100, width: 400, height: 310))
    }

    @Test func i3sLimitsHoldAFloatingWindowBetween75By50AndTheScreens() {
        #expect(frame.growing(.width, by: -1000, within: limits).width == 75)
        #expect(frame.growing(.edge(.up), by: -1000, within: limits) == Rect(x: 100, y: 350, width: 400, height: 50))
        #expect(frame.sized(width: 5000, height: nil, within: limits) == Rect(x: 100, y: 100, width: 1920, height: 300))
    }
}

/// Lengths of a container's members and a change to one of them, for the share arithmetic.
struct GrowCase: Sendable, CustomStringConvertible {
    var lengths: [Int]
    var member: Int
    var other: Int
    var delta: Int

    var description: String { "GrowCase(lengths: \(lengths), member: \(member), other: \(other), delta: \(delta))" }

    static let generator = Generator<GrowCase, Shrink.None<GrowCase>> { rng in
        let count = Gens.int(2...8, &rng)
        let lengths = (0..<count).map { _ in Gens.int(1...2000, &rng) }
        let member = Gens.int(0...(count - 1), &rng)
        var other = Gens.int(0...(count - 2), &rng)
        if other >= member { other += 1 }
        return GrowCase(lengths: lengths, member: member, other: other, delta: Gens.int(-2500...2500, &rng))
    }
}

@Suite("Grow share properties")
struct GrowProperties {
    /// The room stays the same; the member changes by the amount; the others by equal parts,
    /// none below a pixel; a refusal only when some member would end below a pixel.
    @Test func growingAWidthMovesRoomBetweenTheMemberAndTheOthersAlike() {
        forAll(GrowCase.generator, seed: 0x6120_0001, cases: 500) { c, v in
            let n = c.lengths.count
            let taken = Double(c.delta) / Double(n - 1)
            guard let shares = SplitTree<Int>.grown(c.lengths, member: c.member, by: c.delta) else {
                let tooSmall = c.lengths[c.member] + c.delta < 1
                    || c.lengths.indices.contains { $0 != c.member && Double(c.lengths[$0]) - taken < 1 }
                v.expect(tooSmall, "refused though every member keeps a pixel")
                return
            }
            v.expect(abs(shares.reduce(0, +) - Double(c.lengths.reduce(0, +))) < 1e-6, "the room changed: \(shares)")
            v.expect(shares[c.member] == Double(c.lengths[c.member] + c.delta), "the member did not change by the amount")
            for i in c.lengths.indices where i != c.member {
                v.expect(abs(Double(c.lengths[i]) - shares[i] - taken) < 1e-9, "member \(i) did not give its equal part")
                v.expect(shares[i] >= 1 || c.delta < 0, "member \(i) ended below a pixel")
            }
        }
    }

    @Test func growingAnEdgeMovesRoomBetweenTwoNeighboursOnly() {
        forAll(GrowCase.generator, seed: 0x6120_0002, cases: 500) { c, v in
            guard let shares = SplitTree<Int>.grown(c.lengths, member: c.member, by: c.delta, from: c.other) else {
                v.expect(c.lengths[c.member] + c.delta < 1 || c.lengths[c.other] - c.delta < 1, "refused though both keep a pixel")
                return
            }
            for i in c.lengths.indices {
                let expected = c.lengths[i] + (i == c.member ? c.delta : i == c.other ? -c.delta : 0)
                v.expect(shares[i] == Double(expected), "member \(i): \(shares[i]), expected \(expected)")
            }
        }
    }

    /// Through the tree: a row of n windows, one grown by a width and shrunk by as much, is
    /// back within two pixels of where it was (each way rounds every length once, within a
    /// pixel); the row fills the screen between.
    @Test func growingThenShrinkingAWindowGivesTheRowBackWithinTwoPixels() {
        forAll(GrowCase.generator, seed: 0x6120_0003, cases: 200) { c, v in
            let n = c.lengths.count
            do {
                var t = try Tree().joining(0, beside: nil, orientation: .horizontal, split: thin(), in: screen)
                for leaf in 1..<n { t = try t.joining(leaf, beside: leaf - 1, orientation: .horizontal, split: thin(), in: screen) }
                let before = t.layout(in: screen).widths(Array(0..<n))
                let amount = GrowAmount(pixels: c.delta / 8)
                guard let grown = try? t.growing(c.member, .width, by: amount, in: screen) else { return }
                let total = grown.layout(in: screen).widths(Array(0..<n)).compactMap { $0 }.reduce(0, +)
                v.expect(total == 1920, "the row no longer fills the screen: \(total)")
                let back = try grown.growing(c.member, .width, by: amount.negated, in: screen)
                let after = back.layout(in: screen).widths(Array(0..<n))
                for i in 0..<n { v.expect(abs((after[i] ?? 0) - (before[i] ?? 0)) <= 2, "window \(i): \(before) → \(after)") }
            } catch {
                v.fail("\(error)")
            }
        }
    }
}
