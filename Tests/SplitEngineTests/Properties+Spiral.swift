// bspwm's spiral insertion: where the new leaf goes, what the split it displaces becomes,
// and that a quarter turn is a rotation (four make a whole turn, one undoes the other).
import PropertyBased
import PropertyTestSupport
import Testing
@testable import SplitEngine

@Suite("Spiral insertion")
struct SpiralTests {
    /// bspwm's `tests/node/insertion` and `transfer` open windows one by one, each beside the
    /// one before, under `automatic_scheme spiral` and `initial_polarity first_child`; this is
    /// the tree bspwm builds (`query -T`), in splitwm's words (bspwm's vertical split is
    /// splitwm's horizontal one).
    @Test func fiveWindowsWindInwardAsInBspwm() throws {
        var t = try Tree().inserting(1, beside: nil, placement: .spiralFirst, in: screen)
        for n in 2...5 { t = try t.inserting(n, beside: n - 1, placement: .spiralFirst, in: screen) }
        let half = Split.standard
        var vertical = half, horizontal = half
        vertical.layout = .vertical
        horizontal.layout = .horizontal
        let expected = SplitNode<Int>.split(horizontal, .leaf(5), .split(vertical, .leaf(4),
                                            .split(horizontal, .split(vertical, .leaf(1), .leaf(2)), .leaf(3))))
        #expect(t.root == expected)
    }

    @Test func theSecondChildPolarityTurnsTheOtherWay() throws {
        var t = try Tree().inserting(1, beside: nil, placement: .spiral, in: screen)
        t = try t.inserting(2, beside: 1, placement: .spiral, in: screen)
        #expect(t.leaves == [1, 2] && t.split(at: [])?.layout == .horizontal)
        t = try t.inserting(3, beside: 2, placement: .spiral, in: screen)
        // The pair turned counter-clockwise: 1 (left) went below 2 (right), 3 took the right.
        #expect(t.leaves == [2, 1, 3])
        #expect(t.split(at: [])?.layout == .horizontal && t.split(at: [.primary])?.layout == .vertical)
    }

    @Test func theDisplacedSplitKeepsItsFractionForTheNewOne() throws {
        let t = tree(.split(thin(.horizontal, 0.3), .leaf(1), .split(thin(.vertical, 0.6), .leaf(2), .leaf(3))))
        let wound = try t.inserting(4, beside: 2, placement: .spiral, in: screen)
        #expect(wound.split(at: [.secondary])?.layout == .vertical)
        #expect(wound.split(at: [.secondary])?.fraction == 0.6)
        #expect(wound.leaves(at: [.secondary, .primary]) == [4])
        // The old split turned clockwise: above/below became side by side, sides exchanged.
        #expect(wound.split(at: [.secondary, .secondary])?.layout == .horizontal)
        #expect(wound.leaves(at: [.secondary, .secondary]) == [3, 2])
        #expect(wound.split(at: [.secondary, .secondary])?.fraction == 0.4)
    }

    @Test func beyondTheMaximumDepthWindingFails() throws {
        var t = try Tree().inserting(0, beside: nil, placement: .spiral, in: screen)
        var last = 0
        while t.root?.depth ?? 0 < Tree.maximumDepth {
            last += 1
            t = try t.inserting(last, beside: last - 1, placement: .toward(.right), in: screen)
        }
        #expect(throws: SplitTreeError.tooDeep) { try t.inserting(last + 1, beside: last, placement: .spiral, in: screen) }
    }
}

@Suite("Spiral properties")
struct SpiralProperties {
    @Test func theNewLeafTakesTheParentsPlaceOnTheTargetsSideBesideTheParentTurned() {
        // How many insertions the property saw succeed: one that always threw would check nothing.
        var inserted = 0
        forAllScripts(seed: 0x5EED_0051, cases: 150) { script, v in
            forEachState(of: script) { state, where_ in
                let tree = state.tree, fresh = 10_000
                for target in tree.leaves {
                    guard let path = tree.path(to: target) else { return v.fail("\(where_): no path to \(target)") }
                    for placement in [InsertPlacement.spiral, .spiralFirst] {
                        let context = "\(where_): \(placement) beside \(target)"
                        guard let wound = try? tree.inserting(fresh, beside: target, placement: placement, split: script.probe.template,
                                                              in: state.area) else { continue }
                        inserted += 1
                        v.expect(Set(wound.leaves) == Set(tree.leaves + [fresh]), "\(context): leaves \(wound.leaves)")
                        guard let side = path.last else {
                            v.expect(wound.path(to: fresh)?.count == 1, "\(context): beside a lone leaf, not one split")
                            continue
                        }
                        let parent = Array(path.dropLast())
                        v.expect(wound.path(to: fresh) == parent + [side], "\(context): at \(wound.path(to: fresh) ?? []), not \(parent + [side])")
                        guard case .branch(let old)? = tree.node(at: parent), let turned = wound.node(at: parent + [side.other]) else {
                            v.fail("\(context): the displaced split is gone"); continue
                        }
                        v.expect(wound.split(at: parent)?.layout == old.split.layout, "\(context): the new split's layout")
                        v.expect(turned == Tree.turning(.branch(old), clockwise: side == .primary), "\(context): not the old split turned")
                    }
                }
            }
        }
        #expect(inserted > 1000, "only \(inserted) spiral insertions succeeded")
    }

    @Test func fourQuarterTurnsAreAWholeTurnAndATurnBackUndoesOne() {
        forAllScripts(seed: 0x5EED_0052, cases: 150) { script, v in
            forEachState(of: script) { state, where_ in
                guard let root = state.tree.root else { return }
                var node = root
                for _ in 0..<4 { node = Tree.turning(node, clockwise: true) }
                v.expect(Self.same(node, root), "\(where_): four clockwise turns changed the tree")
                v.expect(Self.same(Tree.turning(Tree.turning(root, clockwise: true), clockwise: false), root),
                         "\(where_): a turn back did not undo a turn")
            }
        }
    }

    @Test func aQuarterTurnTurnsEveryTileWithTheArea() {
        forAllScripts(seed: 0x5EED_0053, cases: 150) { script, v in
            forEachState(of: script) { state, where_ in
                // A group keeps its shape through a turn (its windows are tabs, not tiles).
                guard let root = state.tree.root, !state.tree.branches.contains(where: { $0.branch.split.group != nil }) else { return }
                // In a square area without splitter thickness or minimums a tile's place turns
                // with the tree: clockwise, (x, y) of the top left goes to (side - y - h, x).
                let side = 1 << 12
                let square = Rect(x: 0, y: 0, width: side, height: side)
                let plain = Self.plain(root), turned = Self.plain(Tree.turning(root, clockwise: true))
                let before = Tree(unchecked: plain, zoomed: nil).layout(in: square)
                let after = Tree(unchecked: turned, zoomed: nil).layout(in: square)
                for tile in before.tiles {
                    let r = tile.rect
                    guard let rect = after.rect(of: tile.leaf) else { v.fail("\(where_): \(tile.leaf) not shown after the turn"); continue }
                    // Rounding puts each edge within a pixel per split above it.
                    let slack = state.tree.root?.depth ?? 0
                    let expected = Rect(x: side - r.y - r.height, y: r.x, width: r.height, height: r.width)
                    v.expect(abs(rect.x - expected.x) <= slack && abs(rect.y - expected.y) <= slack
                             && abs(rect.width - expected.width) <= 2 * slack && abs(rect.height - expected.height) <= 2 * slack,
                             "\(where_): \(tile.leaf) at \(r) turned to \(rect), not about \(expected)")
                }
            }
        }
    }

    /// The same tree but for the last bits of fractions: a side exchanged twice has `1 - (1 - f)`.
    static func same(_ a: SplitNode<Int>, _ b: SplitNode<Int>) -> Bool {
        switch (a, b) {
        case (.leaf(let x, let xs), .leaf(let y, let ys)):
            return x == y && xs == ys
        case (.branch(let x), .branch(let y)):
            var xs = x.split, ys = y.split
            guard abs(xs.fraction - ys.fraction) < 1e-9 else { return false }
            xs.fraction = 0.5
            ys.fraction = 0.5
            return xs == ys && same(x.primary, y.primary) && same(x.secondary, y.secondary)
        default:
            return false
        }
    }

    /// `node` with its splits' geometry alone: fraction and layout, no thickness, minimums,
    /// hidden sides or groups, so its layout shows the shape.
    static func plain(_ node: SplitNode<Int>) -> SplitNode<Int> {
        switch node {
        case .leaf(let leaf, _):
            return .leaf(leaf)
        case .branch(let branch):
            let split = Split(layout: branch.split.layout, fraction: branch.split.fraction,
                              style: SplitterStyle(visibleThickness: 0, hitThickness: 8))
            return .split(split, plain(branch.primary), plain(branch.secondary))
        }
    }
}
