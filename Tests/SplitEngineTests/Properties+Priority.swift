// Properties of priority sides: when a split's rectangle changes because of something else
// (a screen resize, a drag of an ancestor splitter), its priority side keeps its pixels
// whenever the split still allows that length.
import PropertyBased
import PropertyTestSupport
import Testing
@testable import SplitEngine

// MARK: - Shared check

/// For each pair (path before, path after) of the same split, checks that a priority side with
/// no hidden side kept its pixel length when that length is still allowed at the new size.
func expectPrioritySidesKept(
    before: ScriptState, after: ScriptState, pairs: [([SplitSide], [SplitSide])],
    _ v: inout Violations, _ context: String
) {
    for (oldPath, newPath) in pairs {
        guard case .branch(let old)? = before.tree.node(at: oldPath), let priority = old.split.constraints.priority,
              old.split.hidden == nil, case .branch(let new)? = after.tree.node(at: newPath), new.split.hidden == nil,
              let oldRect = before.tree.rect(at: oldPath, in: before.area),
              let newRect = after.tree.rect(at: newPath, in: after.area)
        else { continue }
        let axis = old.split.layout
        guard new.split.layout == axis, new.split.constraints == old.split.constraints else { continue }
        let oldLength = oldRect.length(along: axis), newLength = newRect.length(along: axis)
        let oldT = old.split.thickness(in: oldLength), newT = new.split.thickness(in: newLength)
        let oldPrimary = old.primaryLength(in: oldLength), newPrimary = new.primaryLength(in: newLength)
        let kept = priority == .primary ? oldPrimary : oldLength - oldT - oldPrimary
        let keptAsPrimary = priority == .primary ? kept : newLength - newT - kept
        guard new.primaryBounds(in: newLength).contains(keptAsPrimary) else { continue }
        let now = priority == .primary ? newPrimary : newLength - newT - newPrimary
        v.expect(now == kept, """
            \(context): the \(priority) side of the split at \(oldPath) (now \(newPath)), \(literal(old.split)), \
            was \(kept) px in \(oldRect) and is \(now) px in \(newRect), though \(kept) px is still allowed \
            (\(new.primaryBounds(in: newLength)) as primary)
            """)
    }
}

extension SplitTree where Leaf == Int {
    /// Paths of every split under `prefix` (itself included when `including`).
    func splitPaths(under prefix: [SplitSide], including: Bool) -> [[SplitSide]] {
        branches.map(\.path).filter { $0.starts(with: prefix) && (including || $0.count > prefix.count) }
    }
}

/// The splits whose rectangle a step changed without editing them, paired with their paths
/// before and after: all of them for a screen resize, those below the dragged split for a
/// drag. (Inserting and removing keep fractions instead, so that they undo each other.)
func unaffectedSplitPairs(_ step: ScriptStep) -> [([SplitSide], [SplitSide])] {
    let before = step.before.tree
    switch step.op {
    case .resizeArea:
        return before.splitPaths(under: [], including: true).map { ($0, $0) }
    case .drag:
        guard let path = step.drag?.path else { return [] }
        return before.splitPaths(under: path, including: false).map { ($0, $0) }
    default:
        return []
    }
}

// MARK: - The two-sidebar example

/// The README's two sidebars (outer split 0.2 with priority primary, inner split 0.75 with
/// priority secondary), random nesting in the middle, then drags of either sidebar's splitter
/// and screen resizes.
struct SidebarCase: Sendable, CustomStringConvertible {
    var area: Rect
    var thickness: Int
    /// Leaves inserted beside a middle leaf (index modulo the middle's leaves).
    var middle: [(target: Int, placement: InsertPlacement, template: Split)]
    var actions: [Action]

    enum Action: Sendable, CustomStringConvertible {
        case dragLeft(grab: Int, [DragStep])
        case dragRight(grab: Int, [DragStep])
        case resize(Rect)
        var description: String {
            switch self {
            case let .dragLeft(grab, steps): ".dragLeft(grab: \(grab), \(steps))"
            case let .dragRight(grab, steps): ".dragRight(grab: \(grab), \(steps))"
            case let .resize(r): ".resize(\(literal(r)))"
            }
        }
    }

    static let left = 1, right = 2, firstMiddle = 3

    var script: EditScript {
        let style = SplitterStyle(visibleThickness: thickness, hitThickness: 8)
        var ops: [EditOp] = [
            .insert(target: nil, placement: .longerSide, template: .standard, minSize: .zero), // 1: left
            .insert(target: 0, placement: .toward(.right), template: Split(
                layout: .horizontal, fraction: 0.2, constraints: SplitConstraints(priority: .primary), style: style),
                    minSize: .zero), // 2: becomes the right sidebar's sibling's place
            .insert(target: 1, placement: .toward(.left), template: Split(
                layout: .horizontal, fraction: 0.75, constraints: SplitConstraints(priority: .secondary), style: style),
                    minSize: .zero), // 3: the middle, left of 2
        ]
        // Leaves 1 | (3 | 2): leaf 1 is the left sidebar, 2 the right one, 3 the middle.
        // Leaf numbers in edits index the leaves left to right, so the middle ones are
        // 1 ... count - 2.
        for (i, m) in middle.enumerated() {
            ops.append(.insert(target: 1 + m.target % (i + 1), placement: m.placement, template: m.template, minSize: .zero))
        }
        var out = EditScript(area: area, ops: ops)
        for action in actions {
            switch action {
            case let .dragLeft(grab, steps): out.ops.append(.drag(split: 0, grab: grab, steps: steps))
            case let .dragRight(grab, steps): out.ops.append(.drag(split: 1, grab: grab, steps: steps))
            case let .resize(r): out.ops.append(.resizeArea(r))
            }
        }
        return out
    }

    var description: String {
        "SidebarCase(area: \(literal(area)), thickness: \(thickness), middle: \(middle.map { "(\($0.target), \(literal($0.placement)), \(literal($0.template)))" }), actions: \(actions))"
    }

    static let generator = Generator<SidebarCase, Shrink.None<SidebarCase>> { rng in
        let middle = (0..<Gens.int(0...5, &rng)).map { _ in
            var template = Gens.split.run(using: &rng)
            template.constraints.dragToHidePrimary = false
            template.constraints.dragToHideSecondary = false
            return (target: Gens.int(0...20, &rng), placement: Gens.placement.run(using: &rng), template: template)
        }
        let actions: [Action] = (0..<Gens.int(1...8, &rng)).map { _ in
            let steps = (0..<Gens.int(1...4, &rng)).map { _ in Gens.dragStep.run(using: &rng) }
            switch Gens.int(0...2, &rng) {
            case 0: return .dragLeft(grab: Gens.int(0...10, &rng), steps)
            case 1: return .dragRight(grab: Gens.int(0...10, &rng), steps)
            default: return .resize(Gens.area.run(using: &rng))
            }
        }
        return SidebarCase(area: Gens.area.run(using: &rng), thickness: Gens.int(0...12, &rng), middle: middle, actions: actions)
    }

    var shrinkCandidates: [SidebarCase] {
        var out: [SidebarCase] = []
        for i in actions.indices { var c = self; c.actions.remove(at: i); out.append(c) }
        for i in middle.indices { var c = self; c.middle.remove(at: i); out.append(c) }
        if thickness != 0 { var c = self; c.thickness = 0; out.append(c) }
        return out
    }
}

// MARK: - Properties

@Suite("Priority properties")
struct PriorityProperties {
    @Test func prioritySidesKeepTheirPixelsWhenTheScreenIsResizedOrAParentSplitterDragged() {
        forAllScripts(seed: 0x5EED_000B, cases: 300) { script, v in
            for step in script.steps() {
                expectPrioritySidesKept(before: step.before, after: step.after, pairs: unaffectedSplitPairs(step), &v, label(step))
            }
        }
    }

    @Test func eachSidebarKeepsItsWidthWhileTheOtherSidebarIsDraggedOrTheScreenResized() {
        forAll(SidebarCase.generator, seed: 0x5EED_000C, cases: 400, shrink: { $0.shrinkCandidates }) { sidebars, v in
            let script = sidebars.script
            let steps = script.steps()
            guard steps.count >= 3 else { return v.fail("the sidebars could not be built") }
            for step in steps.dropFirst(3 + sidebars.middle.count) {
                let (b, a) = (step.before, step.after)
                guard case .branch(let outerAfter)? = a.tree.root, case .branch(let innerAfter) = outerAfter.secondary
                else { v.fail("\(label(step)): the sidebars lost their shape"); continue }
                let leftBefore = b.tree.layout(in: b.area).rect(of: SidebarCase.left)?.width
                let leftAfter = a.tree.layout(in: a.area).rect(of: SidebarCase.left)?.width
                let rightBefore = b.tree.layout(in: b.area).rect(of: SidebarCase.right)?.width
                let rightAfter = a.tree.layout(in: a.area).rect(of: SidebarCase.right)?.width
                let draggedLeft = step.drag?.path == [], draggedRight = step.drag?.path == [.secondary]
                if !draggedLeft, let was = leftBefore, let now = leftAfter {
                    let length = a.area.width
                    if outerAfter.primaryBounds(in: length).contains(was) {
                        v.expect(now == was, "\(label(step)): the left sidebar went from \(was) to \(now) px")
                    }
                }
                if !draggedRight, let was = rightBefore, let now = rightAfter,
                   let innerRect = a.tree.rect(at: [.secondary], in: a.area) {
                    let length = innerRect.width
                    if innerAfter.primaryBounds(in: length).contains(length - innerAfter.split.thickness(in: length) - was) {
                        v.expect(now == was, "\(label(step)): the right sidebar went from \(was) to \(now) px")
                    }
                }
            }
        }
    }
}
