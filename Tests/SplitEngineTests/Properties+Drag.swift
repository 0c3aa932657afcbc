// Properties of splitter drags: the fraction stays within its constraints, nothing outside the
// dragged split moves, coming back to the start restores it, and `layout(ofSplit:in:)` is
// exactly the part of the full layout inside that split.
import PropertyTestSupport
import Testing
@testable import SplitEngine

extension SplitTree where Leaf == Int {
    /// The pre-order numbers of the splits in the subtree at `path` (itself first).
    func splitIndices(under path: [SplitSide]) -> Range<Int> {
        guard let first = splitIndex(at: path), let node = node(at: path) else { return 0..<0 }
        return first..<(first + node.splitCount)
    }
}

/// Tiles, splitters and hidden leaves outside the dragged split are the same before and
/// after a drag step, and so is the dragged split's own rectangle.
func expectOnlyTheDraggedSplitChanged(_ step: ScriptStep, _ v: inout Violations) {
    guard let drag = step.drag else { return }
    let (b, a) = (step.before, step.after)
    let context = "\(label(step)), pointer \(drag.pointer)"
    v.expect(b.tree.rect(at: drag.path, in: b.area) == a.tree.rect(at: drag.path, in: a.area),
             "\(context): the dragged split's own rectangle changed from \(String(describing: b.tree.rect(at: drag.path, in: b.area))) to \(String(describing: a.tree.rect(at: drag.path, in: a.area)))")
    let inside = Set(b.tree.node(at: drag.path)?.leaves ?? [])
    let insideSplits = b.tree.splitIndices(under: drag.path)
    let (before, after) = (b.tree.layout(in: b.area), a.tree.layout(in: a.area))
    let (tilesBefore, tilesAfter) = (before.tiles.filter { !inside.contains($0.leaf) }, after.tiles.filter { !inside.contains($0.leaf) })
    v.expect(tilesBefore == tilesAfter,
             "\(context): tiles outside the dragged split moved from \(tilesBefore.map { "\($0.leaf): \($0.rect)" }) to \(tilesAfter.map { "\($0.leaf): \($0.rect)" })")
    v.expect(before.splitters.filter { !insideSplits.contains($0.split) } == after.splitters.filter { !insideSplits.contains($0.split) },
             "\(context): a splitter outside the dragged split moved")
    v.expect(before.hidden.filter { !inside.contains($0) } == after.hidden.filter { !inside.contains($0) },
             "\(context): a leaf outside the dragged split was hidden or shown")
}

@Suite("Drag properties")
struct DragProperties {
    @Test func theDraggedFractionAlwaysObeysItsConstraintsAndMatchesTheDragValue() {
        forAllScripts(seed: 0x5EED_000D, cases: 300) { script, v in
            for step in script.steps() {
                guard let drag = step.drag, let split = step.after.tree.split(at: drag.path) else { continue }
                let context = "\(label(step)), pointer \(drag.pointer)"
                v.expect(split.fraction == split.constraints.clamp(split.fraction),
                         "\(context): fraction \(split.fraction) is outside the constraints of \(literal(split))")
                v.expect(drag.drag.fraction == split.fraction, "\(context): the drag reports \(drag.drag.fraction), the tree has \(split.fraction)")
                v.expect(drag.drag.hidden == split.hidden, "\(context): the drag reports hidden \(String(describing: drag.drag.hidden)), the tree has \(String(describing: split.hidden))")
            }
        }
    }

    @Test func nothingOutsideTheDraggedSplitMovesDuringADrag() {
        forAllScripts(seed: 0x5EED_000E, cases: 300) { script, v in
            for step in script.steps() where step.drag != nil {
                expectOnlyTheDraggedSplitChanged(step, &v)
            }
        }
    }

    @Test func aDragBackToItsStartRestoresTheSplitWhenNoSideWasHiddenOnTheWay() {
        forAllScripts(seed: 0x5EED_000F, cases: 400) { script, v in
            for step in script.steps() {
                guard let drag = step.drag, drag.pointer == drag.startPointer, !drag.crossedHide,
                      case .branch(let start)? = drag.startTree.node(at: drag.path),
                      case .branch(let now)? = step.after.tree.node(at: drag.path),
                      let rect = step.after.tree.rect(at: drag.path, in: step.after.area)
                else { continue }
                let length = rect.length(along: start.split.layout)
                let context = "\(label(step)): back at the start pointer \(drag.startPointer)"
                v.expect(now.split.hidden == start.split.hidden,
                         "\(context): hidden is \(String(describing: now.split.hidden)), was \(String(describing: start.split.hidden))")
                v.expect(now.primaryLength(in: length) == start.primaryLength(in: length),
                         "\(context): primary is \(now.primaryLength(in: length)) px, was \(start.primaryLength(in: length)) px")
            }
        }
    }

    /// Every splitter a layout shows is named by its split's key (the first leaf of each side),
    /// no two alike, so the window manager can keep one set of X windows per splitter.
    @Test func everySplitterIsNamedByItsSplitsUniqueKey() {
        forAllScripts(seed: 0x5EED_0010, cases: 200) { script, v in
            forEachState(of: script) { state, where_ in
                let tree = state.tree
                var keyAt: [Int: SplitKey<Int>] = [:]
                for (path, branch) in tree.branches { keyAt[tree.splitIndex(at: path)!] = branch.key }
                v.expect(Set(keyAt.values).count == keyAt.count, "\(where_): two splits share a key")
                // And a key finds its split again (how a press on a splitter names it).
                for (index, key) in keyAt {
                    v.expect(tree.splitIndex(of: key) == index, "\(where_): key \(key) finds split \(String(describing: tree.splitIndex(of: key))), not \(index)")
                }
                if let a = tree.leaves.first, let b = tree.leaves.last, a != b, !keyAt.values.contains(SplitKey(primary: b, secondary: a)) {
                    v.expect(tree.splitIndex(of: SplitKey(primary: b, secondary: a)) == nil, "\(where_): a key no split has finds one")
                }
                for collapse in [Size.zero, script.collapse] {
                    let layout = tree.layout(in: state.area, focused: state.leaf(script.focus), collapseBelow: collapse)
                    for s in layout.splitters {
                        v.expect(s.key == keyAt[s.split], "\(where_): splitter \(s.split) is named \(s.key), its split is \(String(describing: keyAt[s.split]))")
                    }
                }
            }
        }
    }

}
