// Properties of structural edits: inserting then removing a leaf is a no-op, and equalizing a
// chain of same-layout splits gives every member the same length to the pixel.
import PropertyBased
import PropertyTestSupport
import Testing
@testable import SplitEngine

/// A random tree made only of `layout` splits of one splitter thickness, without constraints
/// or min sizes, in an area big enough for every member to get a pixel.
struct ChainCase: Sendable, CustomStringConvertible {
    var layout: SplitLayout
    var thickness: Int
    /// Insert `i`-th new leaf beside leaf `targets[i]` (modulo), before or after it.
    var targets: [Int]
    var before: [Bool]
    var fractions: [Double]
    var length: Int
    var across: Int

    var area: Rect {
        layout == .horizontal
            ? Rect(x: 3, y: 5, width: length, height: across) : Rect(x: 3, y: 5, width: across, height: length)
    }

    var tree: SplitTree<Int> {
        var tree = SplitTree<Int>()
        tree = try! tree.inserting(0, beside: nil, placement: .longerSide, in: area)
        let forward: Direction = layout == .horizontal ? .right : .down
        for (i, target) in targets.enumerated() {
            let leaves = tree.leaves
            let split = Split(layout: layout, fraction: fractions[i],
                              style: SplitterStyle(visibleThickness: thickness, hitThickness: 8))
            tree = try! tree.inserting(i + 1, beside: leaves[target % leaves.count],
                                       placement: .toward(before[i] ? forward.opposite : forward), split: split, in: area)
        }
        return tree
    }

    var description: String {
        "ChainCase(layout: .\(layout), thickness: \(thickness), targets: \(targets), before: \(before), fractions: \(fractions), length: \(length), across: \(across))"
    }

    static let generator = Generator<ChainCase, Shrink.None<ChainCase>> { rng in
        let n = Gens.int(0...14, &rng)
        let thickness = Gens.int(0...8, &rng)
        let minimum = (n + 1) + n * thickness
        return ChainCase(
            layout: Gens.pick(SplitLayout.allCases, &rng), thickness: thickness,
            targets: (0..<n).map { _ in Gens.int(0...63, &rng) },
            before: (0..<n).map { _ in Gens.chance(50, &rng) },
            fractions: (0..<n).map { _ in Gens.fraction.run(using: &rng) },
            length: Gens.chance(30, &rng) ? Gens.int(minimum...(minimum + 40), &rng) : Gens.int(minimum...3840, &rng),
            across: Gens.int(0...1000, &rng))
    }

    var shrinkCandidates: [ChainCase] {
        var out: [ChainCase] = []
        for i in targets.indices.reversed() {
            var c = self
            c.targets.remove(at: i); c.before.remove(at: i); c.fractions.remove(at: i)
            out.append(c)
        }
        if thickness > 0 { var c = self; c.thickness = 0; out.append(c) }
        return out
    }
}

/// Inserting a fresh leaf beside every leaf (and beside the whole tree) of every state, with
/// the script's probe placement and template, then removing it, gives back the same tree.
func expectInsertThenRemoveIsANoOp(_ script: EditScript, _ v: inout Violations) {
    forEachState(of: script) { state, where_ in
        let tree = state.tree, fresh = 10_000
        for target in [nil] + tree.leaves.map(Optional.some) {
            guard let inserted = try? tree.inserting(
                fresh, minSize: script.probe.minSize, beside: target, placement: script.probe.placement,
                split: script.probe.template, in: state.area)
            else { continue }
            let context = "\(where_): insert \(fresh) beside \(target.map(String.init) ?? "nil") with \(script.probe), then remove it"
            guard let removed = try? inserted.removing(fresh) else {
                v.fail("\(context): removing threw"); continue
            }
            if removed != tree {
                let differences = zip(tree.branches, removed.branches)
                    .filter { $0.0.branch.split != $0.1.branch.split }
                    .map { "split at \($0.0.path): \(literal($0.0.branch.split)) became \(literal($0.1.branch.split))" }
                v.fail("\(context): the tree changed: \(differences.joined(separator: "; "))")
            }
            v.expect(removed.layout(in: state.area) == tree.layout(in: state.area), "\(context): the layout changed")
        }
    }
}

@Suite("Edit properties")
struct EditProperties {
    @Test func insertingALeafAnywhereThenRemovingItGivesBackTheSameTree() {
        forAllScripts(seed: 0x5EED_0007, cases: 200) { script, v in
            expectInsertThenRemoveIsANoOp(script, &v)
        }
    }

    @Test func equalizingAChainOfSameLayoutSplitsGivesEveryTileTheSameLengthWithinAPixel() {
        forAll(ChainCase.generator, seed: 0x5EED_0008, cases: 400, shrink: { $0.shrinkCandidates }) { chain, v in
            let tree = chain.tree
            guard let equalized = try? tree.equalized(in: chain.area) else { return v.fail("equalized threw") }
            let lengths = equalized.layout(in: chain.area).tiles.map { $0.rect.length(along: chain.layout) }
            v.expect(lengths.count == tree.leafCount, "only \(lengths.count) of \(tree.leafCount) tiles are shown")
            if let lo = lengths.min(), let hi = lengths.max() {
                v.expect(hi - lo <= 1, "tile lengths after equalizing are \(lengths)")
            }
        }
    }
}
