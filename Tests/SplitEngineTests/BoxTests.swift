// Splits boxed as containers of their own (`SplitBox`, an i3 layout file's containers), by
// example: a boxed split ends the chain of its orientation above it for `containers(of:)`, is
// one member of that chain when it shares room, and goes through the tree document and edits.
import Testing
@testable import SplitEngine

@Suite struct BoxTests {
    let area = Rect(x: 0, y: 0, width: 900, height: 600)

    /// 1 | (2 | 3), all side by side, the inner split boxed when `boxed`.
    func row(boxed: SplitBox?) throws -> SplitTree<Int> {
        let inner = Split(layout: .horizontal, box: boxed)
        return try SplitTree(root: .split(Split(layout: .horizontal, fraction: 1.0 / 3), .leaf(1, minSize: .zero),
                                          .split(inner, .leaf(2, minSize: .zero), .leaf(3, minSize: .zero))))
    }

    @Test func aBoxedSplitIsAContainerOfItsOwnInsideTheChainOfItsOrientation() throws {
        let plain = try row(boxed: nil), boxed = try row(boxed: SplitBox())
        // Unboxed, the three are one container; boxed, 2 and 3 are one inside the whole tree's.
        #expect(plain.containers(of: 2) == [[]])
        #expect(boxed.containers(of: 2) == [[.secondary], []])
        #expect(boxed.containers(of: 1) == [[]])
        #expect(plain.members(ofContainerAt: []) == [[.primary], [.secondary, .primary], [.secondary, .secondary]])
        #expect(boxed.members(ofContainerAt: []) == [[.primary], [.secondary]])
        #expect(boxed.members(ofContainerAt: [.secondary]) == [[.secondary, .primary], [.secondary, .secondary]])
    }

    @Test func sharingTheOuterChainMovesTheBoxedContainerWhole() throws {
        let boxed = try row(boxed: SplitBox())
        let halves = try boxed.sharing(containerAt: [], in: [1, 1], in: area)
        let lengths = halves.memberLengths(ofContainerAt: [], in: area)
        #expect(lengths.count == 2 && abs(lengths[0] - lengths[1]) <= 1)
        // Inside the box, 2 and 3 keep their halves.
        let inner = halves.memberLengths(ofContainerAt: [.secondary], in: area)
        #expect(inner.count == 2 && abs(inner[0] - inner[1]) <= 1)
    }

    @Test func aWindowJoiningTheWholeBoxedTreeGoesBesideItNotIntoIt() throws {
        let tree = try SplitTree(root: .split(Split(layout: .vertical, box: SplitBox()), .leaf(1, minSize: .zero), .leaf(2, minSize: .zero)))
        let joined = try tree.joining(3, besideNodeAt: [], orientation: .horizontal, in: area)
        #expect(joined.split(at: [])?.layout == .horizontal && joined.split(at: [])?.box == nil)
        #expect(joined.split(at: [.primary])?.box == SplitBox() && joined.leaves(at: [.primary]) == [1, 2])
        #expect(joined.containers(of: 1) == [[.primary], []])
    }

    @Test func theBoxGoesThroughTheTreeDocumentAndAFractionChange() throws {
        let box = SplitBox(enclosing: [.vertical, .horizontal])
        let tree = try row(boxed: box)
        let text = tree.jsonDocument()
        #expect(text.ranges(of: "\"box\"").count == 1, "written once, on the boxed split: \(text)")
        let read = try SplitTree<Int>(jsonDocument: text)
        #expect(read.split(at: [.secondary])?.box == box && read.split(at: [])?.box == nil)
        let resized = try read.settingFraction(0.3, ofSplitHolding: 3, in: area)
        #expect(resized.split(at: [.secondary])?.box == box)
    }
}
