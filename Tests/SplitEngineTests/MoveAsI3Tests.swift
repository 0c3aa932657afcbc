// i3's `move` where it differs from a move beside the tile that way (SplitTree.movingAsI3): a
// window enters the container beside the member holding it, after that container's most recent
// window, and a window leaving its container across its orientation lands right beside it
// (i3's 124-move.t).
import Testing
@testable import SplitEngine

@Suite struct MoveAsI3Tests {
    /// Windows 0 above 3 in a column, beside a column of 1 above 2: `[V[0,3], V[1,2]]`.
    static func twoColumns() throws -> Tree {
        var t = try Tree().joining(0, beside: nil, orientation: .horizontal, split: thin(), in: screen)
        t = try t.joining(1, beside: 0, orientation: .horizontal, split: thin(), in: screen)
        t = try t.inserting(2, beside: 1, placement: .toward(.down), split: thin(.vertical), in: screen)
        return try t.inserting(3, beside: 0, placement: .toward(.down), split: thin(.vertical), in: screen)
    }

    /// The windows of each member of the root's chain, left to right.
    static func columns(_ t: Tree) -> [[Int]] {
        guard let top = t.split(at: []), top.layout == .horizontal else { return [t.leaves(at: [])] }
        return t.members(ofContainerAt: []).map { t.leaves(at: $0) }
    }

    @Test func aWindowMovedTowardAColumnEntersItAfterItsMostRecentWindow() throws {
        let t = try Self.twoColumns()
        let moved = try #require(try t.movingAsI3(3, toward: .right, split: thin(), in: screen, recency: [3, 1, 2, 0]))
        #expect(Self.columns(moved) == [[0], [1, 3, 2]])
        let afterLast = try #require(try t.movingAsI3(3, toward: .right, split: thin(), in: screen, recency: [3, 2, 1, 0]))
        #expect(Self.columns(afterLast) == [[0], [1, 2, 3]])
        // A plain move beside the tile that way would have split the tile it lands by instead.
        #expect(Self.columns(try t.moving(3, toward: .right, split: thin(), in: screen, recency: [3, 1, 2, 0])) != [[0], [1, 3, 2]])
    }

    @Test func aWindowLeavingItsColumnTowardAWindowLandsRightBesideTheColumn() throws {
        // [0, 1, V[2, 3]]: 3 moved left goes between 1 and the column, not past 1.
        var t = try Tree().joining(0, beside: nil, orientation: .horizontal, split: thin(), in: screen)
        t = try t.joining(1, beside: 0, orientation: .horizontal, split: thin(), in: screen)
        t = try t.joining(2, beside: 1, orientation: .horizontal, split: thin(), in: screen)
        t = try t.inserting(3, beside: 2, placement: .toward(.down), split: thin(.vertical), in: screen)
        let moved = try #require(try t.movingAsI3(3, toward: .left, split: thin(), in: screen, recency: [3]))
        #expect(Self.columns(moved) == [[0], [1], [3], [2]])
    }

    @Test func aMoveWithinARowTowardAWindowIsAPlainMove() throws {
        var t = try Tree().joining(0, beside: nil, orientation: .horizontal, split: thin(), in: screen)
        t = try t.joining(1, beside: 0, orientation: .horizontal, split: thin(), in: screen)
        #expect(try t.movingAsI3(1, toward: .left, split: thin(), in: screen, recency: [1]) == nil)
        // No chain of the direction's orientation around it: a plain move too.
        #expect(try t.movingAsI3(1, toward: .up, split: thin(), in: screen, recency: [1]) == nil)
    }
}
