// Properties of spatial neighbours: a neighbour lies beyond the edge and overlaps across, the
// nearest is found whenever one exists, and in a grid focus moves back where it came from.
import PropertyBased
import PropertyTestSupport
import Testing
@testable import SplitEngine

/// How far `tile` lies beyond `source` toward `direction` (negative: not beyond) and how much
/// they overlap across it.
func distanceAndOverlap(from source: Rect, to tile: Rect, toward direction: Direction) -> (distance: Int, overlap: Int) {
    func overlap(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) -> Int { max(0, min(a1, b1) - max(a0, b0)) }
    switch direction {
    case .left: return (source.x - tile.maxX, overlap(source.y, source.maxY, tile.y, tile.maxY))
    case .right: return (tile.x - source.maxX, overlap(source.y, source.maxY, tile.y, tile.maxY))
    case .up: return (source.y - tile.maxY, overlap(source.x, source.maxX, tile.x, tile.maxX))
    case .down: return (tile.y - source.maxY, overlap(source.x, source.maxX, tile.x, tile.maxX))
    }
}

/// A grid of `columns` columns of `rows` leaves each, the chains shaped at random, equalized.
struct GridCase: Sendable, CustomStringConvertible {
    var columns: Int
    var rows: Int
    var thickness: Int
    /// Where each new column head and each new row leaf goes (indices modulo what exists).
    var choices: [Int]
    var width: Int
    var height: Int
    var rowsFirst: Bool

    var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    var tree: SplitTree<Int> {
        var tree = try! SplitTree<Int>().inserting(0, beside: nil, placement: .longerSide, in: area)
        var choice = choices.makeIterator()
        func next() -> Int { choice.next() ?? 0 }
        let (outer, inner): (SplitLayout, SplitLayout) = rowsFirst ? (.vertical, .horizontal) : (.horizontal, .vertical)
        func split(_ layout: SplitLayout) -> Split {
            Split(layout: layout, fraction: Double(next() % 1000) / 1000,
                  style: SplitterStyle(visibleThickness: thickness, hitThickness: 8))
        }
        func direction(_ layout: SplitLayout) -> Direction {
            let forward = next() % 2 == 0
            return layout == .horizontal ? (forward ? .right : .left) : (forward ? .down : .up)
        }
        var heads = [0]
        for c in 1..<columns {
            let id = c * 100
            tree = try! tree.inserting(id, beside: heads[next() % heads.count], placement: .toward(direction(outer)), split: split(outer), in: area)
            heads.append(id)
        }
        for head in heads {
            var members = [head]
            for r in 1..<rows {
                let id = head + r
                tree = try! tree.inserting(id, beside: members[next() % members.count], placement: .toward(direction(inner)), split: split(inner), in: area)
                members.append(id)
            }
        }
        return try! tree.equalized(in: area)
    }

    var description: String {
        "GridCase(columns: \(columns), rows: \(rows), thickness: \(thickness), choices: \(choices), width: \(width), height: \(height), rowsFirst: \(rowsFirst))"
    }

    static let generator = Generator<GridCase, Shrink.None<GridCase>> { rng in
        let columns = Gens.int(1...5, &rng), rows = Gens.int(1...5, &rng), thickness = Gens.int(0...6, &rng)
        return GridCase(
            columns: columns, rows: rows, thickness: thickness,
            choices: (0..<200).map { _ in Gens.int(0...10_000, &rng) },
            width: Gens.int((columns * (20 + thickness))...3840, &rng),
            height: Gens.int((rows * (20 + thickness))...2160, &rng),
            rowsFirst: Gens.chance(50, &rng))
    }

    var shrinkCandidates: [GridCase] {
        var out: [GridCase] = []
        if columns > 1 { var c = self; c.columns -= 1; out.append(c) }
        if rows > 1 { var c = self; c.rows -= 1; out.append(c) }
        if thickness > 0 { var c = self; c.thickness = 0; out.append(c) }
        return out
    }
}

@Suite("Neighbour properties")
struct NeighbourProperties {
    @Test func aNeighbourIsTheNearestTileBeyondTheEdgeThatOverlapsItAcross() {
        forAllScripts(seed: 0x5EED_0011, cases: 250) { script, v in
            forEachState(of: script) { state, where_ in
                let tiles = state.tree.layout(in: state.area).tiles
                for source in tiles {
                    for direction in Direction.allCases {
                        let context = "\(where_): from \(source.leaf) at \(source.rect) toward \(direction)"
                        let candidates = tiles.filter { $0.leaf != source.leaf }.compactMap { tile -> (leaf: Int, distance: Int)? in
                            let (distance, overlap) = distanceAndOverlap(from: source.rect, to: tile.rect, toward: direction)
                            return distance >= 0 && overlap > 0 ? (tile.leaf, distance) : nil
                        }
                        let found = state.tree.neighbour(of: source.leaf, toward: direction, in: state.area)
                        guard let found else {
                            v.expect(candidates.isEmpty, "\(context): no neighbour, yet \(candidates.map(\.leaf)) lie beyond")
                            continue
                        }
                        guard let tile = tiles.first(where: { $0.leaf == found }) else {
                            v.fail("\(context): the neighbour \(found) is not shown"); continue
                        }
                        let (distance, overlap) = distanceAndOverlap(from: source.rect, to: tile.rect, toward: direction)
                        v.expect(distance >= 0 && overlap > 0,
                                 "\(context): the neighbour \(found) at \(tile.rect) is not beyond the edge and overlapping")
                        v.expect(distance == candidates.map(\.distance).min(),
                                 "\(context): the neighbour \(found) is \(distance) px away, but a tile is \(candidates.map(\.distance).min() ?? -1) px away")
                    }
                }
            }
        }
    }

    @Test func inAnEqualizedGridMovingFocusThereAndBackReturnsToTheStart() {
        forAll(GridCase.generator, seed: 0x5EED_0012, cases: 300, shrink: { $0.shrinkCandidates }) { grid, v in
            let tree = grid.tree
            for leaf in tree.leaves {
                for direction in Direction.allCases {
                    guard let there = tree.neighbour(of: leaf, toward: direction, in: grid.area) else { continue }
                    let back = tree.neighbour(of: there, toward: direction.opposite, in: grid.area)
                    v.expect(back == leaf, "from \(leaf) \(direction) to \(there), then \(direction.opposite) to \(back.map(String.init) ?? "nil"); layout \(tree.layout(in: grid.area).tiles.map { "\($0.leaf): \($0.rect)" })")
                }
            }
        }
    }
}
