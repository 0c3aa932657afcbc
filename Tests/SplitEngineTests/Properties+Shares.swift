// Properties of a container's shares (SplitTree+Shares.swift), i3's arithmetic on the binary
// tree: shares fill the room to the pixel, n windows joining one by one end equal within a
// pixel, a window joining takes 1/n and the others keep their proportions, a window leaving
// gives its room back in proportion, and a resize's ratio survives a join.
import PropertyBased
import PropertyTestSupport
import Testing
@testable import SplitEngine

/// A row (or column) of windows opened one by one with `joining`, beside random windows of it,
/// under a template with small min fractions, in an area long enough for none to bind.
struct JoinCase: Sendable, CustomStringConvertible {
    var orientation: SplitLayout
    var thickness: Int
    var minFraction: Double
    /// The `i`-th new window joins beside window `targets[i]` (modulo the count).
    var targets: [Int]
    var length: Int
    var across: Int

    var area: Rect {
        orientation == .horizontal
            ? Rect(x: 7, y: 2, width: length, height: across) : Rect(x: 7, y: 2, width: across, height: length)
    }

    var template: Split {
        Split(fraction: 0.5, constraints: SplitConstraints(minPrimaryFraction: minFraction, minSecondaryFraction: minFraction),
              style: SplitterStyle(visibleThickness: thickness, hitThickness: 8))
    }

    /// The tree after the first `count` windows (all of them by default).
    func tree(after count: Int? = nil) throws(SplitTreeError) -> SplitTree<Int> {
        var tree = try SplitTree<Int>().joining(0, beside: nil, orientation: orientation, split: template, in: area)
        for (i, target) in targets.prefix(count ?? targets.count).enumerated() {
            let leaves = tree.leaves
            tree = try tree.joining(i + 1, beside: leaves[target % leaves.count], orientation: orientation, split: template, in: area)
        }
        return tree
    }

    var description: String {
        "JoinCase(orientation: .\(orientation), thickness: \(thickness), minFraction: \(minFraction), targets: \(targets), length: \(length), across: \(across))"
    }

    static let generator = Generator<JoinCase, Shrink.None<JoinCase>> { rng in
        let n = Gens.int(1...12, &rng)
        let thickness = Gens.int(0...8, &rng)
        let shortest = 40 * (n + 1) + n * thickness
        return JoinCase(
            orientation: Gens.pick(SplitLayout.allCases, &rng), thickness: thickness,
            minFraction: Gens.pick([0, 0, 0.02, 0.04], &rng),
            targets: (0..<n).map { _ in Gens.int(0...63, &rng) },
            length: Gens.int(shortest...(shortest + 3000), &rng), across: Gens.int(1...1000, &rng))
    }

    var shrinkCandidates: [JoinCase] {
        var out: [JoinCase] = targets.indices.reversed().map { i in
            var c = self
            c.targets.remove(at: i)
            return c
        }
        if thickness > 0 { var c = self; c.thickness = 0; out.append(c) }
        if minFraction > 0 { var c = self; c.minFraction = 0; out.append(c) }
        return out
    }
}

/// Each tile's length along `axis`, by leaf.
private func lengths(_ tree: SplitTree<Int>, along axis: SplitLayout, in area: Rect) -> [Int: Int] {
    Dictionary(uniqueKeysWithValues: tree.layout(in: area).tiles.map { ($0.leaf, $0.rect.length(along: axis)) })
}

/// The room of a container of `members` windows `length` long: its length less the splitters.
private func room(_ length: Int, members: Int, thickness: Int) -> Int { length - (members - 1) * thickness }

@Suite("Container share properties")
struct ShareProperties {
    @Test func sharingGivesEachMemberItsWeightWithinAPixelAndFillsTheRoom() {
        forAll(ChainCase.generator, seed: 0x5EED_0C01, cases: 300, shrink: { $0.shrinkCandidates }) { chain, v in
            let tree = chain.tree
            guard tree.splitCount > 0 else { return }
            let members = tree.members(ofContainerAt: [])
            var rng = caseGenerator(seed: 0x5EED_0C01, index: members.count * 31 + chain.length)
            let weights = members.map { _ in Double(Int.random(in: 0...9, using: &rng)) }
            guard let shared = try? tree.sharing(containerAt: [], in: weights, in: chain.area) else { return v.fail("sharing threw") }
            expectExactTiling(shared.layout(in: chain.area), of: chain.area, &v, "after sharing \(weights)")
            let got = shared.memberLengths(ofContainerAt: [], in: chain.area)
            let roomLength = room(chain.area.length(along: chain.layout), members: members.count, thickness: chain.thickness)
            v.expect(got.reduce(0, +) == roomLength, "the members' lengths \(got) do not add up to the room \(roomLength)")
            let total = weights.reduce(0, +)
            for (i, length) in got.enumerated() {
                let exact = total > 0 ? Double(roomLength) * weights[i] / total : Double(roomLength) / Double(got.count)
                v.expect(abs(Double(length) - exact) <= 1, "member \(i) is \(length) long for a share of \(exact) (weights \(weights), lengths \(got))")
            }
        }
    }

    @Test func windowsJoiningOneByOneEndInOneContainerWithinAPixelOfEachOther() {
        forAll(JoinCase.generator, seed: 0x5EED_0C02, cases: 300, shrink: { $0.shrinkCandidates }) { c, v in
            guard let tree = try? c.tree() else { return v.fail("joining threw") }
            let n = c.targets.count + 1
            v.expect(tree.leafCount == n && tree.members(ofContainerAt: []).count == n,
                     "\(n) windows make a container of \(tree.members(ofContainerAt: []).count)")
            v.expect(tree.split(at: [])?.layout == c.orientation, "the container is \(String(describing: tree.split(at: [])?.layout))")
            expectExactTiling(tree.layout(in: c.area), of: c.area, &v, "after \(n) windows")
            let got = tree.memberLengths(ofContainerAt: [], in: c.area)
            v.expect(got.reduce(0, +) == room(c.length, members: n, thickness: c.thickness), "lengths \(got) do not fill the room")
            if let lo = got.min(), let hi = got.max() { v.expect(hi - lo <= 1, "after \(n) windows the lengths are \(got)") }
        }
    }

    @Test func aWindowJoiningTakesItsShareAndTheOthersKeepTheirProportions() {
        forAll(ChainCase.generator, seed: 0x5EED_0C03, cases: 300, shrink: { $0.shrinkCandidates }) { chain, v in
            let tree = chain.tree, axis = chain.layout
            let before = lengths(tree, along: axis, in: chain.area)
            let n = tree.leafCount + 1
            let oldRoom = room(chain.area.length(along: axis), members: n - 1, thickness: chain.thickness)
            let newRoom = oldRoom - chain.thickness
            guard newRoom >= n else { return }   // no room for a pixel each: nothing to share
            let template = Split(style: SplitterStyle(visibleThickness: chain.thickness, hitThickness: 8))
            // Lengths within a pixel of each other are equal shares (the rounding told them apart).
            let equal = (before.values.max() ?? 0) - (before.values.min() ?? 0) <= 1
            // The container's orientation wins over the one given for a window alone.
            let orientation = tree.splitCount == 0 ? axis : axis.toggled
            for target in tree.leaves {
                guard let joined = try? tree.joining(-1, beside: target, orientation: orientation, split: template, in: chain.area) else {
                    v.fail("joining beside \(target) threw"); continue
                }
                let after = lengths(joined, along: axis, in: chain.area)
                let context = "joining beside \(target) of \(before.sorted { $0.key < $1.key }.map(\.value))"
                v.expect(joined.members(ofContainerAt: []).count == n, "\(context): the container has \(joined.members(ofContainerAt: []).count) members")
                v.expect(abs(Double(after[-1] ?? -9) - Double(newRoom) / Double(n)) <= 1, "\(context): the new window has \(after[-1] ?? -9) of \(newRoom)")
                for (leaf, old) in before {
                    let share = equal ? 1 / Double(n - 1) : Double(old) / Double(max(oldRoom, 1))
                    let expected = share * Double(newRoom) * Double(n - 1) / Double(n)
                    v.expect(abs(Double(after[leaf] ?? -9) - expected) <= 1, "\(context): \(leaf) went from \(old) to \(after[leaf] ?? -9), not \(expected)")
                }
            }
        }
    }

    @Test func aWindowLeavingGivesItsRoomBackInProportion() {
        forAll(ChainCase.generator, seed: 0x5EED_0C04, cases: 300, shrink: { $0.shrinkCandidates }) { chain, v in
            let tree = chain.tree, axis = chain.layout
            guard tree.leafCount >= 3 else { return }
            let before = lengths(tree, along: axis, in: chain.area)
            let n = tree.leafCount
            let oldRoom = room(chain.area.length(along: axis), members: n, thickness: chain.thickness)
            let newRoom = oldRoom + chain.thickness
            for gone in tree.leaves {
                guard let left = try? tree.leaving(gone, in: chain.area) else { v.fail("leaving \(gone) threw"); continue }
                let after = lengths(left, along: axis, in: chain.area)
                let rest = oldRoom - (before[gone] ?? 0)
                let others = before.filter { $0.key != gone }.map(\.value)
                let equal = (others.max() ?? 0) - (others.min() ?? 0) <= 1
                expectExactTiling(left.layout(in: chain.area), of: chain.area, &v, "without \(gone)")
                for (leaf, old) in before where leaf != gone {
                    // Members with no room had no proportion: i3 gives them the others' average.
                    guard rest > 0, before.values.allSatisfy({ $0 > 0 }) else { continue }
                    let expected = (equal ? 1 / Double(n - 1) : Double(old) / Double(rest)) * Double(newRoom)
                    v.expect(abs(Double(after[leaf] ?? -9) - expected) <= 1,
                             "without \(gone) of \(before.sorted { $0.key < $1.key }.map(\.value)): \(leaf) went from \(old) to \(after[leaf] ?? -9), not \(expected)")
                }
            }
        }
    }

    @Test func joiningThenLeavingAnywhereKeepsTheTreeValidAndGivesTheLengthsBack() {
        forAllScripts(seed: 0x5EED_0C05, cases: 150) { script, v in
            forEachState(of: script) { state, where_ in
                let tree = state.tree, fresh = 10_000
                let before = tree.layout(in: state.area).tiles
                for target in [nil] + tree.leaves.map(Optional.some) {
                    let context = "\(where_): join \(fresh) beside \(target.map(String.init) ?? "nil") with \(script.probe)"
                    guard let joined = try? tree.joining(fresh, minSize: script.probe.minSize, beside: target, orientation: .horizontal,
                                                         split: script.probe.template, in: state.area) else { continue }
                    v.expect(joined.validationProblems().isEmpty, "\(context): \(joined.validationProblems())")
                    expectExactTiling(joined.layout(in: state.area), of: state.area, &v, context)
                    v.expect(joined.layout(in: state.area, focused: fresh).tiles.contains { $0.leaf == fresh },
                             "\(context): the new window is not shown")
                    guard let left = try? joined.leaving(fresh, in: state.area) else { v.fail("\(context): leaving threw"); continue }
                    v.expect(left.leaves == tree.leaves, "\(context), then leave: the leaves changed")
                    guard !tree.isEmpty else { continue }
                    expectExactTiling(left.layout(in: state.area), of: state.area, &v, "\(context), then leave")
                    // Lengths come back within the roundings of two shares, where no minimum or
                    // hidden side bent them (then the shares are not the user's alone).
                    let probe = script.probe.template.constraints
                    guard !tree.hasConstraintsOrHiddenSides, tree.zoomed == nil, script.probe.minSize == .zero,
                          probe.minPrimaryFraction == 0, probe.minSecondaryFraction == 0,
                          !joined.hasMemberAtItsMinimum(around: fresh, in: state.area) else { continue }
                    let after = Dictionary(uniqueKeysWithValues: left.layout(in: state.area).tiles.map { ($0.leaf, $0.rect) })
                    for tile in before {
                        guard let rect = after[tile.leaf] else { v.fail("\(context), then leave: \(tile.leaf) is not shown"); continue }
                        v.expect(abs(rect.width - tile.rect.width) <= 2 && abs(rect.height - tile.rect.height) <= 2,
                                 "\(context), then leave: \(tile.leaf) was \(tile.rect), is \(rect)")
                    }
                }
            }
        }
    }
}

extension SplitTree {
    /// Whether a member of the container holding `leaf` is no longer than its minimum size (its
    /// splitters' thickness, say): then the minimum, not the shares, gave it its length.
    func hasMemberAtItsMinimum(around leaf: Leaf, in area: Rect) -> Bool {
        guard let top = containers(of: leaf).first, let axis = split(at: top)?.layout else { return false }
        return zip(members(ofContainerAt: top), memberLengths(ofContainerAt: top, in: area)).contains { path, length in
            (node(at: path)?.minSize.length(along: axis) ?? 0) >= length - 1
        }
    }

    /// Whether any split has a min fraction, a priority side, a hidden side, a group or a
    /// collapse, or any leaf a minimum size: what can keep shares from being exactly what was
    /// asked (a priority side squeezed to 0 by a join keeps its pixels when the room comes back).
    var hasConstraintsOrHiddenSides: Bool {
        func check(_ node: Node) -> Bool {
            switch node {
            case .leaf(_, let minSize): return minSize != .zero
            case .branch(let b):
                let s = b.split
                return s.constraints.minPrimaryFraction > 0 || s.constraints.minSecondaryFraction > 0 || s.constraints.priority != nil
                    || s.hidden != nil
                    || s.group != nil || s.collapsed || check(b.primary) || check(b.secondary)
            }
        }
        return root.map(check) ?? false
    }
}

@Suite("Container shares")
struct ShareTests {
    let area = Rect(x: 0, y: 0, width: 1200, height: 600)
    let template = Split(style: SplitterStyle(visibleThickness: 0, hitThickness: 8))

    private func widths(_ tree: SplitTree<Int>) -> [Int] { tree.layout(in: area).tiles.sorted { $0.rect.x < $1.rect.x }.map(\.rect.width) }

    @Test func threeWindowsOpenedOneByOneStandSideBySideAtThirds() throws {
        var tree = SplitTree<Int>()
        for w in 1...3 { tree = try tree.joining(w, beside: w == 1 ? nil : w - 1, orientation: .horizontal, split: template, in: area) }
        #expect(widths(tree) == [400, 400, 400])
        #expect(tree.layout(in: area).tiles.allSatisfy { $0.rect.height == 600 })
    }

    @Test func aResizeThenAJoinKeepsTheResizedRatioAsI3Does() throws {
        var tree = SplitTree<Int>()
        for w in 1...3 { tree = try tree.joining(w, beside: w == 1 ? nil : w - 1, orientation: .horizontal, split: template, in: area) }
        // Window 1 grows by 200 pixels: the other two share what is left, as they did.
        tree = try tree.resizing(1, toward: .right, by: 200, in: area)
        #expect(widths(tree) == [600, 300, 300])
        // A fourth takes a quarter; the others keep 2:1:1 in the rest (i3: 3/4 of each).
        tree = try tree.joining(4, beside: 3, orientation: .horizontal, split: template, in: area)
        #expect(widths(tree) == [450, 225, 225, 300])
        // Closing the second gives its 225 back in proportion: 450, 225 and 300 of 975 become
        // 553.8, 276.9 and 369.2 of 1200, rounded once along the row.
        tree = try tree.leaving(2, in: area)
        #expect(widths(tree) == [554, 277, 369])
    }

    @Test func aWindowBesideAWindowInAColumnJoinsTheColumn() throws {
        // 1 | (2 / 3): a window beside 3 goes below it, and the column is shared in thirds.
        var tree = try SplitTree<Int>().joining(1, beside: nil, orientation: .horizontal, split: template, in: area)
        tree = try tree.joining(2, beside: 1, orientation: .horizontal, split: template, in: area)
        tree = try tree.inserting(3, beside: 2, placement: .toward(.down), split: template, in: area)
        tree = try tree.joining(4, beside: 3, orientation: .horizontal, split: template, in: area)
        let column = tree.layout(in: area).tiles.filter { $0.leaf != 1 }.sorted { $0.rect.y < $1.rect.y }
        #expect(column.map(\.leaf) == [2, 3, 4])
        #expect(column.map(\.rect.height) == [200, 200, 200])
        #expect(tree.layout(in: area).tiles.first { $0.leaf == 1 }?.rect.width == 600)
    }

    @Test func equalizingAContainerLeavesItsHiddenSideAndTheMembersInsidesAlone() throws {
        // 1 | 2 | (3 / 4) | 5 with 5 hidden: 1, 2 and the column share the width in thirds.
        var tree = SplitTree<Int>()
        for w in 1...3 { tree = try tree.joining(w, beside: w == 1 ? nil : w - 1, orientation: .horizontal, split: template, in: area) }
        tree = try tree.inserting(4, beside: 3, placement: .toward(.down), split: template.with(fraction: 0.25), in: area)
        let column = Array(try #require(tree.pathTo(3)).dropLast())
        tree = try tree.joining(5, besideNodeAt: column, orientation: .vertical, split: template, in: area)
        #expect(tree.members(ofContainerAt: []).count == 4)
        tree = try tree.hiding(.secondary, ofSplitHolding: 5, in: area)
        tree = try tree.settingFraction(0.1, ofSplitHolding: 1, in: area)
        let hiddenSplit = try #require(tree.split(at: tree.holdingPath(of: 5)!))
        let shared = try tree.equalizing(containerAt: [], in: area)
        #expect(shared.members(ofContainerAt: []).count == 3)
        let tiles = Dictionary(uniqueKeysWithValues: shared.layout(in: area).tiles.map { ($0.leaf, $0.rect) })
        #expect(tiles[1]?.width == 400 && tiles[2]?.width == 400 && tiles[3]?.width == 400)
        #expect(tiles[3]?.height == 150 && tiles[4]?.height == 450)
        #expect(tiles[5] == nil)
        #expect(shared.split(at: shared.holdingPath(of: 5)!) == hiddenSplit)
    }
}
