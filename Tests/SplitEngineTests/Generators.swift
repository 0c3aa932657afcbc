// Random split trees for the property tests, built the way users build them: an empty tree
// and a script of edits (inserts, removes, drags, screen resizes…) with small random payloads.
// Leaves and splits are named by index modulo the current count, so any sub-script of a
// script is still a script: deleting edits is how a failing case shrinks.
import PropertyBased
import PropertyTestSupport
@testable import SplitEngine

// MARK: - The script

/// One user action on a tree. Leaf and split numbers are taken modulo the tree's current
/// counts when the edit is applied; edits that cannot apply (or throw) are skipped.
enum EditOp: Sendable, CustomStringConvertible {
    case insert(target: Int?, placement: InsertPlacement, template: Split, minSize: Size)
    case remove(Int)
    case swap(Int, Int)
    case move(Int, Direction)
    case setLayout(Int, SplitLayout?)
    case flip(Int)
    case setFraction(Int, Double)
    case resize(Int, Direction, by: Int)
    case hide(Int, SplitSide?)
    case toggleHidden(Int)
    case toggleZoom(Int)
    case reveal(Int)
    case equalize(split: Int?)
    case setMinSize(Int, Size)
    /// Grab the splitter of split `split` at `grab` pixels from its slot's start, then move
    /// the pointer through `steps`.
    case drag(split: Int, grab: Int, steps: [DragStep])
    case resizeArea(Rect)
    /// `layout tabbed|stacking` on leaf `i`: its group restyled, or the chain around it made one.
    case group(Int, SplitGroup)
    /// `layout toggle split` on a tab: its group's marks taken off.
    case ungroup(Int)
    /// A new leaf as a tab after tab `i`.
    case insertTab(Int)

    var description: String {
        switch self {
        case let .insert(target, placement, template, minSize):
            ".insert(target: \(target.map(String.init) ?? "nil"), placement: \(literal(placement)), template: \(literal(template)), minSize: \(literal(minSize)))"
        case let .remove(i): ".remove(\(i))"
        case let .swap(a, b): ".swap(\(a), \(b))"
        case let .move(i, d): ".move(\(i), .\(d))"
        case let .setLayout(i, l): ".setLayout(\(i), \(l.map { ".\($0)" } ?? "nil"))"
        case let .flip(i): ".flip(\(i))"
        case let .setFraction(i, f): ".setFraction(\(i), \(f))"
        case let .resize(i, d, by): ".resize(\(i), .\(d), by: \(by))"
        case let .hide(i, s): ".hide(\(i), \(s.map { ".\($0)" } ?? "nil"))"
        case let .toggleHidden(i): ".toggleHidden(\(i))"
        case let .toggleZoom(i): ".toggleZoom(\(i))"
        case let .reveal(i): ".reveal(\(i))"
        case let .equalize(s): ".equalize(split: \(s.map(String.init) ?? "nil"))"
        case let .setMinSize(i, size): ".setMinSize(\(i), \(literal(size)))"
        case let .drag(split, grab, steps): ".drag(split: \(split), grab: \(grab), steps: \(steps))"
        case let .resizeArea(r): ".resizeArea(\(literal(r)))"
        case let .group(i, style): ".group(\(i), .\(style))"
        case let .ungroup(i): ".ungroup(\(i))"
        case let .insertTab(i): ".insertTab(\(i))"
        }
    }

    /// Simpler versions of this edit, simplest first (for shrinking).
    var simplifications: [EditOp] {
        switch self {
        case let .insert(target, placement, template, minSize):
            var out: [EditOp] = []
            if template != .standard { out.append(.insert(target: target, placement: placement, template: .standard, minSize: minSize)) }
            if minSize != .zero { out.append(.insert(target: target, placement: placement, template: template, minSize: .zero)) }
            if target != nil { out.append(.insert(target: nil, placement: placement, template: template, minSize: minSize)) }
            if template.style != .standard {
                var t = template; t.style = .standard
                out.append(.insert(target: target, placement: placement, template: t, minSize: minSize))
            }
            if template.constraints != .none {
                var t = template; t.constraints = .none
                out.append(.insert(target: target, placement: placement, template: t, minSize: minSize))
            }
            return out
        case let .drag(split, grab, steps):
            var out: [EditOp] = []
            for i in steps.indices where steps.count > 1 {
                var fewer = steps; fewer.remove(at: i)
                out.append(.drag(split: split, grab: grab, steps: fewer))
            }
            if grab != 0 { out.append(.drag(split: split, grab: 0, steps: steps)) }
            return out
        case let .resizeArea(r):
            let plain = Rect(x: 0, y: 0, width: r.width, height: r.height)
            return r == plain ? [] : [.resizeArea(plain)]
        case let .setMinSize(i, size):
            return size == .zero ? [] : [.setMinSize(i, .zero)]
        case let .resize(i, d, by):
            return by == 1 ? [] : [.resize(i, d, by: by / 2 == 0 ? 1 : by / 2)]
        default:
            return []
        }
    }
}

/// One pointer position in a drag, as thousandths of the area's size (so it follows the
/// area; -300 and 1300 lie well outside it), or back exactly where the drag began.
enum DragStep: Sendable, Equatable, CustomStringConvertible {
    case to(x: Int, y: Int)
    case backToStart

    var description: String {
        switch self {
        case let .to(x, y): ".to(x: \(x), y: \(y))"
        case .backToStart: ".backToStart"
        }
    }

    func point(in area: Rect, start: Point) -> Point {
        switch self {
        case let .to(x, y): Point(x: area.x + area.width * x / 1000, y: area.y + area.height * y / 1000)
        case .backToStart: start
        }
    }
}

/// A starting area and a script of edits, plus a few extra random choices that the
/// properties use at every state (a focused leaf, a collapse threshold, a probe insert).
struct EditScript: Sendable, CustomStringConvertible {
    var area: Rect
    var ops: [EditOp]
    /// Index of the leaf to pass as `focused:` (modulo the leaf count).
    var focus: Int = 0
    /// The `collapseBelow:` threshold to try.
    var collapse: Size = .zero
    /// What insert-then-remove inserts at every state.
    var probe: Probe = Probe()

    struct Probe: Sendable, CustomStringConvertible {
        var placement: InsertPlacement = .longerSide
        var template: Split = .standard
        var minSize: Size = .zero
        var description: String {
            "Probe(placement: \(literal(placement)), template: \(literal(template)), minSize: \(literal(minSize)))"
        }
    }

    var description: String {
        var s = "EditScript(area: \(literal(area)), focus: \(focus), collapse: \(literal(collapse)), probe: \(probe), ops: ["
        for op in ops { s += "\n    \(op)," }
        return s + (ops.isEmpty ? "])" : "\n])")
    }

    /// Smaller scripts, most reduced first: whole chunks of edits removed, then single
    /// edits simplified, then the extras reset.
    var shrinkCandidates: [EditScript] {
        var out: [EditScript] = shrunkSequences(ops, simplifications: \.simplifications).map { shorter in
            var copy = self
            copy.ops = shorter
            return copy
        }
        let plainArea = Rect(x: 0, y: 0, width: area.width, height: area.height)
        if area != plainArea { var c = self; c.area = plainArea; out.append(c) }
        if focus != 0 { var c = self; c.focus = 0; out.append(c) }
        if collapse != .zero { var c = self; c.collapse = .zero; out.append(c) }
        if probe.template != .standard { var c = self; c.probe.template = .standard; out.append(c) }
        if probe.minSize != .zero { var c = self; c.probe.minSize = .zero; out.append(c) }
        return out
    }
}

// MARK: - Running a script

/// A tree in its area, with the next fresh leaf id.
struct ScriptState: Sendable {
    var tree = SplitTree<Int>()
    var area: Rect
    var nextLeaf = 1

    func leaf(_ i: Int) -> Int? {
        let leaves = tree.leaves
        return leaves.isEmpty ? nil : leaves[((i % leaves.count) + leaves.count) % leaves.count]
    }
}

/// What one drag step knows beyond the states it connects.
struct DragContext: Sendable {
    var split: Int
    var path: [SplitSide]
    var start: SplitDrag<Int>
    var startTree: SplitTree<Int>
    var startPointer: Point
    var pointer: Point
    var drag: SplitDrag<Int>
    /// Whether some step of this drag so far showed a side hidden that was not at the start.
    var crossedHide: Bool
}

/// One transition of a script: an edit (or one drag step) and the states around it.
struct ScriptStep: Sendable {
    var index: Int
    var op: EditOp
    var before: ScriptState
    var after: ScriptState
    var drag: DragContext?
}

extension EditScript {
    /// Every successful transition of the script, in order (a drag gives one per step).
    func steps() -> [ScriptStep] {
        var state = ScriptState(area: area)
        var out: [ScriptStep] = []
        for (index, op) in ops.enumerated() {
            for (next, drag) in op.apply(to: state) {
                out.append(ScriptStep(index: index, op: op, before: state, after: next, drag: drag))
                state = next
            }
        }
        return out
    }

    /// The states the script passes through, the final one included.
    func states() -> [ScriptState] {
        [ScriptState(area: area)] + steps().map(\.after)
    }
}

extension EditOp {
    /// The states this edit leads to: none when it cannot apply, one per drag step for a drag.
    func apply(to s: ScriptState) -> [(ScriptState, DragContext?)] {
        var n = s
        let area = s.area
        func one(_ make: () throws -> SplitTree<Int>) -> [(ScriptState, DragContext?)] {
            guard let t = try? make() else { return [] }
            n.tree = t
            return [(n, nil)]
        }
        switch self {
        case let .insert(target, placement, template, minSize):
            let t = target.flatMap { s.leaf($0) }
            if target != nil && t == nil && !s.tree.isEmpty { return [] }
            n.nextLeaf += 1
            return one { try s.tree.inserting(s.nextLeaf, minSize: minSize, beside: t, placement: placement, split: template, in: area) }
        case let .remove(i):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.removing(l) }
        case let .swap(a, b):
            guard let la = s.leaf(a), let lb = s.leaf(b) else { return [] }
            return one { try s.tree.swapping(la, lb) }
        case let .move(i, d):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.moving(l, toward: d, in: area) }
        case let .setLayout(i, layout):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.settingLayout(layout, ofSplitHolding: l, in: area) }
        case let .flip(i):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.flipping(splitHolding: l) }
        case let .setFraction(i, f):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.settingFraction(f, ofSplitHolding: l, in: area) }
        case let .resize(i, d, by):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.resizing(l, toward: d, by: by, in: area) }
        case let .hide(i, side):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.hiding(side, ofSplitHolding: l, in: area) }
        case let .toggleHidden(i):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.togglingHidden(ofSplitHolding: l, in: area) }
        case let .toggleZoom(i):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.togglingZoom(l) }
        case let .reveal(i):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.revealing(l, in: area) }
        case let .equalize(split):
            guard !s.tree.isEmpty else { return [] }
            if let split {
                guard s.tree.splitCount > 0 else { return [] }
                return one { try s.tree.equalizingOnly(split: split % s.tree.splitCount, in: area) }
            }
            return one { try s.tree.equalized(in: area) }
        case let .setMinSize(i, size):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.settingMinSize(size, of: l) }
        case let .group(i, style):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.grouping(style, around: l) }
        case let .ungroup(i):
            guard let l = s.leaf(i) else { return [] }
            return one { try s.tree.ungrouping(around: l) }
        case let .insertTab(i):
            guard let l = s.leaf(i) else { return [] }
            n.nextLeaf += 1
            return one { try s.tree.insertingTab(s.nextLeaf, after: l, in: area) }
        case let .resizeArea(r):
            n.tree = s.tree.resized(from: area, to: r)
            n.area = r
            return [(n, nil)]
        case let .drag(split, grab, steps):
            guard s.tree.splitCount > 0 else { return [] }
            let index = split % s.tree.splitCount
            guard let slot = s.tree.layout(in: area).splitters.first(where: { $0.split == index })?.slot,
                  s.tree.zoomed == nil, let path = s.tree.pathToSplit(index)
            else { return [] }
            let axis = s.tree.split(at: path)!.layout
            let along = slot.length(along: axis)
            let offset = along == 0 ? 0 : ((grab % along) + along) % along
            let start = axis == .horizontal
                ? Point(x: slot.x + offset, y: slot.y + slot.height / 2)
                : Point(x: slot.x + slot.width / 2, y: slot.y + offset)
            guard let d0 = try? s.tree.beginningDrag(ofSplit: index, at: start, in: area) else { return [] }
            var out: [(ScriptState, DragContext?)] = []
            var drag = d0
            var crossed = false
            for step in steps {
                let p = step.point(in: area, start: start)
                let (t, d) = n.tree.dragging(drag, to: p, in: area)
                drag = d
                crossed = crossed || d.hidden != d0.startHidden
                n.tree = t
                out.append((n, DragContext(
                    split: index, path: path, start: d0, startTree: s.tree, startPointer: start,
                    pointer: p, drag: d, crossedHide: crossed)))
            }
            return out
        }
    }
}

// MARK: - Generators

/// The random pieces scripts are made of, as PropertyBased generators.
enum Gens: RandomDrawing {
    /// Areas from degenerate (0x0, 1x1, 3x7) to 4K, sometimes off the origin.
    static let area = Generator<Rect, Shrink.None<Rect>> { rng in
        let origin = chance(30, &rng) ? Point(x: int(0...40, &rng), y: int(0...40, &rng)) : Point(x: 0, y: 0)
        let size: Size
        switch int(0...99, &rng) {
        case 0..<20:
            size = pick([Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 3, height: 7),
                         Size(width: 7, height: 3), Size(width: 2, height: 2), Size(width: 12, height: 12),
                         Size(width: 0, height: 500), Size(width: 500, height: 0), Size(width: 1, height: 300),
                         Size(width: 40, height: 30)], &rng)
        case 20..<75:
            size = Size(width: int(1...1200, &rng), height: int(1...900, &rng))
        default:
            size = Size(width: int(800...3840, &rng), height: int(600...2160, &rng))
        }
        return Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// A fraction in 0...1, sometimes exactly 0, 1 or ½.
    static let fraction = Generator<Double, Shrink.None<Double>> { rng in
        switch int(0...9, &rng) {
        case 0: pick([0.0, 1.0, 0.5], &rng)
        default: Double(int(0...1000, &rng)) / 1000
        }
    }

    /// Split templates with every option random: min fractions 0…0.6 each, drag-to-hide,
    /// priority, visible thickness 0…12, hit thickness, inset, hides-with-side, which of
    /// those the split set itself, and a box (a container of its own).
    static let split = Generator<Split, Shrink.None<Split>> { rng in
        let constrained = chance(50, &rng)
        let constraints = SplitConstraints(
            minPrimaryFraction: constrained && chance(60, &rng) ? Double(int(0...600, &rng)) / 1000 : 0,
            minSecondaryFraction: constrained && chance(60, &rng) ? Double(int(0...600, &rng)) / 1000 : 0,
            dragToHidePrimary: chance(30, &rng), dragToHideSecondary: chance(30, &rng),
            priority: pick([nil, nil, .primary, .secondary], &rng))
        let style = SplitterStyle(
            visibleThickness: chance(20, &rng) ? 0 : int(0...12, &rng), inset: chance(70, &rng) ? 0 : int(0...10, &rng),
            hitThickness: int(0...20, &rng), color: RGB(UInt32(int(0...0xFFFFFF, &rng))),
            hidesWithSide: chance(30, &rng))
        return Split(
            layout: pick(SplitLayout.allCases, &rng), fraction: fraction.run(using: &rng),
            hidden: nil, constraints: constraints, style: style,
            overrides: chance(20, &rng) ? SplitOverrides(rawValue: UInt16(int(0...1023, &rng))) : [],
            // Now and then a container of its own, as an i3 layout file boxes one, in up to two more.
            box: chance(10, &rng) ? SplitBox(enclosing: (0..<int(0...2, &rng)).map { _ in pick(SplitLayout.allCases, &rng) }) : nil)
    }

    static let placement = Generator<InsertPlacement, Shrink.None<InsertPlacement>> { rng in
        switch int(0...5, &rng) {
        case 0: .longerSide
        case 1: .longerSideFirst
        default: .toward(pick(Direction.allCases, &rng))
        }
    }

    /// Minimum sizes: mostly none, else 0…400 px each way.
    static let minSize = Generator<Size, Shrink.None<Size>> { rng in
        chance(70, &rng) ? .zero : Size(width: int(0...400, &rng), height: int(0...400, &rng))
    }

    static let dragStep = Generator<DragStep, Shrink.None<DragStep>> { rng in
        chance(15, &rng) ? .backToStart : .to(x: int(-300...1300, &rng), y: int(-300...1300, &rng))
    }

    /// One edit, inserts most likely so that trees grow.
    static let op = Generator<EditOp, Shrink.None<EditOp>> { rng in
        let leaf = int(0...63, &rng)
        switch int(0...99, &rng) {
        case 36..<38: return .group(leaf, pick(SplitGroup.allCases, &rng))
        case 38..<39: return .ungroup(leaf)
        case 39..<40: return .insertTab(leaf)
        case 0..<36:
            return .insert(
                target: chance(85, &rng) ? leaf : nil, placement: placement.run(using: &rng),
                template: split.run(using: &rng), minSize: chance(80, &rng) ? .zero : minSize.run(using: &rng))
        case 40..<45: return .remove(leaf)
        case 45..<47: return .swap(leaf, int(0...63, &rng))
        case 47..<50: return .move(leaf, pick(Direction.allCases, &rng))
        case 50..<52: return .setLayout(leaf, pick([nil, .horizontal, .vertical], &rng))
        case 52..<54: return .flip(leaf)
        case 54..<57: return .setFraction(leaf, fraction.run(using: &rng))
        case 57..<62: return .resize(leaf, pick(Direction.allCases, &rng), by: int(-400...400, &rng))
        case 62..<66: return .hide(leaf, pick([nil, .primary, .secondary], &rng))
        case 66..<69: return .toggleHidden(leaf)
        case 69..<71: return .toggleZoom(leaf)
        case 71..<73: return .reveal(leaf)
        case 73..<76: return .equalize(split: chance(50, &rng) ? nil : int(0...63, &rng))
        case 76..<80: return .setMinSize(leaf, minSize.run(using: &rng))
        case 80..<92:
            let steps = (0..<int(1...6, &rng)).map { _ in dragStep.run(using: &rng) }
            return .drag(split: int(0...63, &rng), grab: int(0...20, &rng), steps: steps)
        default:
            return .resizeArea(area.run(using: &rng))
        }
    }

    static let probe = Generator<EditScript.Probe, Shrink.None<EditScript.Probe>> { rng in
        EditScript.Probe(placement: placement.run(using: &rng), template: split.run(using: &rng),
                         minSize: minSize.run(using: &rng))
    }

    static let collapse = Generator<Size, Shrink.None<Size>> { rng in
        chance(50, &rng) ? .zero : Size(width: int(0...800, &rng), height: int(0...600, &rng))
    }

    /// Scripts of `length` edits on a random starting area.
    static func script(length: ClosedRange<Int> = 1...45) -> Generator<EditScript, some Sequence & SendableMetatype> {
        zip(area, op.array(of: length), Gen.int(in: 0...63), collapse, probe)
            .map { area, ops, focus, collapse, probe in
                EditScript(area: area, ops: ops, focus: focus, collapse: collapse, probe: probe)
            }
    }
}
