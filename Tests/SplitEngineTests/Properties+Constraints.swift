// Properties of the sizing rules at every state of random edit scripts: stored fractions obey
// the min fractions, and shown splitters sit where the min fractions and min sizes allow.
import PropertyTestSupport
import Testing
@testable import SplitEngine

// MARK: - Shared helpers

extension SplitTree where Leaf == Int {
    /// Every branch with its path, pre-order (so the n-th is split number n).
    var branches: [(path: [SplitSide], branch: Branch<Int>)] {
        var out: [(path: [SplitSide], branch: Branch<Int>)] = []
        func walk(_ node: SplitNode<Int>, _ path: [SplitSide]) {
            guard case .branch(let b) = node else { return }
            out.append((path, b))
            walk(b.primary, path + [.primary])
            walk(b.secondary, path + [.secondary])
        }
        if let root { walk(root, []) }
        return out
    }
}

/// The smallest size a subtree needs, computed here from the rule rather than read from the
/// engine's cached summary: leaf minimums plus splitter thicknesses, hidden sides included
/// (so hiding a side never moves anything outside its split); a group split's the larger of its sides'.
func requiredSize(_ node: SplitNode<Int>) -> Size {
    switch node {
    case .leaf(_, let minSize):
        return minSize
    case .branch(let b):
        let axis = b.split.layout
        let p = requiredSize(b.primary), s = requiredSize(b.secondary)
        // A group shows one member at a time in its whole rectangle: the larger need of the two.
        if b.split.group != nil { return Size(width: max(p.width, s.width), height: max(p.height, s.height)) }
        let along = b.split.style.visibleThickness + p.length(along: axis) + s.length(along: axis)
        let across = max(p.length(along: axis.toggled), s.length(along: axis.toggled))
        return axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}

/// The primary pixels a split of `length` must show, by the documented rule: each side gets at
/// least its min fraction's pixels and its child's minimum size; when both needs do not fit
/// in `length − thickness`, that length is shared in proportion to the needs (each need
/// counted in full, as `primaryBounds` does).
func allowedPrimary(of branch: Branch<Int>, length: Int, thickness t: Int) -> ClosedRange<Int> {
    let c = branch.split.constraints, axis = branch.split.layout
    let available = length - t
    let needP = max(Split.primaryPixels(at: c.minPrimaryFraction, length: length, thickness: t),
                    requiredSize(branch.primary).length(along: axis))
    let needS = max(available - Split.primaryPixels(at: 1 - c.minSecondaryFraction, length: length, thickness: t),
                    requiredSize(branch.secondary).length(along: axis))
    if needP + needS <= available { return needP...(available - needS) }
    let shared = Int((Double(available) * Double(needP) / Double(needP + needS)).rounded(.down))
    return shared...shared
}

extension EditScript {
    /// The same script with every min fraction removed from its templates.
    var withoutMinFractions: EditScript {
        var copy = self
        copy.ops = ops.map { op in
            guard case .insert(let target, let placement, var template, let minSize) = op else { return op }
            template.constraints.minPrimaryFraction = 0
            template.constraints.minSecondaryFraction = 0
            template.fraction = template.constraints.clamp(template.fraction)
            return .insert(target: target, placement: placement, template: template, minSize: minSize)
        }
        return copy
    }
}

// MARK: - Properties

@Suite("Constraint properties")
struct ConstraintProperties {
    @Test func everyStoredFractionIsFiniteInRangeAndAlreadyClamped() {
        forAllScripts(seed: 0x5EED_0004, cases: 300) { script, v in
            forEachState(of: script) { state, where_ in
                for (path, b) in state.tree.branches {
                    let f = b.split.fraction
                    v.expect(f.isFinite && (0...1).contains(f), "\(where_): split at \(path) has fraction \(f)")
                    v.expect(abs(b.split.constraints.clamp(f) - f) <= 1e-9,
                             "\(where_): split at \(path) has fraction \(f) but its constraints clamp it to \(b.split.constraints.clamp(f))")
                    // The rule itself, independently of `clamp`: within [minP, 1 − minS], or
                    // minP / (minP + minS) when the two minimums cannot both be met.
                    let (lo, minS) = (b.split.constraints.minPrimaryFraction, b.split.constraints.minSecondaryFraction)
                    if lo + minS <= 1 {
                        v.expect(f >= lo - 1e-9 && f <= 1 - minS + 1e-9,
                                 "\(where_): split at \(path) has fraction \(f) outside its min fractions \(lo)...\(1 - minS)")
                    } else {
                        v.expect(abs(f - lo / (lo + minS)) <= 1e-9,
                                 "\(where_): split at \(path) has fraction \(f); its min fractions \(lo) and \(minS) cannot both be met, so \(lo / (lo + minS)) was expected")
                    }
                }
            }
        }
    }

    @Test func shownSplittersRespectMinFractionsAndMinSizesInPixels() {
        forAllScripts(seed: 0x5EED_0005, cases: 300) { script, v in
            forEachState(of: script) { state, where_ in
                let tree = state.tree
                guard tree.zoomed == nil else { return }
                let byIndex = tree.branches
                for s in tree.layout(in: state.area).splitters {
                    let (path, b) = byIndex[s.split]
                    guard b.split.hidden == nil else { continue }
                    guard let r = tree.rect(ofSplit: s.split, in: state.area) else {
                        v.fail("\(where_): splitter \(s.split) is shown but its split has no rectangle"); continue
                    }
                    let axis = b.split.layout
                    let length = r.length(along: axis), t = s.slot.length(along: axis)
                    let primary = s.slot.origin(along: axis) - r.origin(along: axis)
                    let secondary = length - t - primary
                    let context = "\(where_): split \(s.split) at \(path) in \(r) (\(literal(b.split))) shows \(primary)|\(t)|\(secondary)"
                    v.expect(t == min(b.split.style.visibleThickness, length), "\(context): slot is not the visible thickness")
                    let allowed = allowedPrimary(of: b, length: length, thickness: t)
                    v.expect(allowed.contains(primary), "\(context): primary is outside the allowed \(allowed)")
                    // Within the allowed range the splitter sits where the fraction says.
                    let wanted = Split.primaryPixels(at: b.split.fraction, length: length, thickness: t)
                    let expected = min(allowed.upperBound, max(allowed.lowerBound, wanted))
                    v.expect(primary == expected, "\(context): fraction \(b.split.fraction) asks for \(wanted), so \(expected) was expected")
                }
            }
        }
    }

    @Test func everyTileGetsItsMinimumSizeWhenTheAreaIsBigEnoughAndNoMinFractionsCompete() {
        forAllScripts(seed: 0x5EED_0006, cases: 300) { script, v in
            forEachState(of: script.withoutMinFractions) { state, where_ in
                guard let root = state.tree.root, state.tree.zoomed == nil else { return }
                let need = requiredSize(root)
                v.expect(root.minSize == need, "\(where_): the tree reports minimum size \(root.minSize), the rules give \(need)")
                guard state.area.width >= need.width, state.area.height >= need.height else { return }
                for tile in state.tree.layout(in: state.area).tiles {
                    let min = state.tree.minSize(of: tile.leaf) ?? .zero
                    v.expect(tile.rect.width >= min.width && tile.rect.height >= min.height,
                             "\(where_): leaf \(tile.leaf) is \(tile.rect) but needs \(literal(min)) (tree needs \(literal(need)))")
                }
            }
        }
    }
}
