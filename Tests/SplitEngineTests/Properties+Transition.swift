// Properties of animated reflow (`Transition`) over random edit scripts: every frame of every
// transition tiles its area exactly, the first and last frames are the two layouts, a change
// mid-motion retargets without a jump, and only a change with nothing to share is a cut.
import PropertyTestSupport
import Testing
@testable import SplitEngine

/// The frames a property samples: the duration in `frameCount` equal steps.
private let frameCount = 12

/// The height of one row of a group's bar, and of a title bar.
private let tabRow = 17

/// Every layout here, ends and frames alike, with bars of tabs on groups and title bars (each group showing the
/// member holding `focused`, else its first): a group's bar is part of every frame's tiling.
/// A motion's frames are laid out with the focus of its target (a zoomed window is focused):
/// frames are unzoomed trees, whose groups must show what the zoom shows.
private func laidOut(_ tree: SplitTree<Int>, _ area: Rect, focused: Int? = nil) -> Layout<Int> {
    tree.layout(in: area, focused: focused, tabRow: tabRow, titleBars: titleBars)
}

/// Title bars (i3's `border normal`) on every window but those whose number is divisible by 3:
/// a window's side of a split includes its title bar in every frame.
private let titleBars = TitleBars<Int>(byDefault: true, except: Set(stride(from: 0, through: 300, by: 3)))

private func transition(_ from: SplitTree<Int>, _ fromLayout: Layout<Int>, _ fromArea: Rect,
                        to state: ScriptState) -> Transition<Int> {
    Transition(from: from, laidOut: fromLayout, in: fromArea, to: state.tree, laidOut: laidOut(state.tree, state.area),
               in: state.area, layOut: { laidOut($0, $1, focused: state.tree.zoomed) })
}

/// The rectangle of `leaf` with its title bar, if it has one.
private func box(of leaf: Int, in layout: Layout<Int>) -> Rect? {
    guard let r = layout.rect(of: leaf) else { return nil }
    guard let bar = layout.groups.first(where: { $0.split == nil && $0.tabs == [leaf] })?.bar else { return r }
    return Rect(x: r.x, y: bar.y, width: r.width, height: r.maxY - bar.y)
}

/// The leaves shown with an area, and where.
private func shown(_ layout: Layout<Int>) -> [Int: Rect] {
    Dictionary(uniqueKeysWithValues: layout.tiles.filter { !$0.rect.isEmpty }.map { ($0.leaf, $0.rect) })
}

/// Checks every sampled frame of `motion` and that it starts at `start` and ends at `end`.
private func expectFrames(of motion: Transition<Int>, from start: [Int: Rect], to end: [Int: Rect], focused: Int?,
                          barsAtEnd: [Rect]? = nil, _ v: inout Violations, _ context: String) {
    for k in 0...frameCount {
        let time = Double(k) / Double(frameCount)
        for easing in [Easing.linear, .easeInOut] {
            guard let (tree, area) = motion.frame(at: time, easing: easing) else { return }
            let layout = laidOut(tree, area, focused: focused)
            expectExactTiling(layout, of: area, &v, "\(context), frame \(k)/\(frameCount) \(easing)")
            if k == 0 { v.expect(shown(layout) == start, "\(context): the first frame shows \(shown(layout)), not \(start)") }
            if k == frameCount { v.expect(shown(layout) == end, "\(context): the last frame shows \(shown(layout)), not \(end)") }
            if k == frameCount, let barsAtEnd {
                // The bars a user sees, in no order: a frame's shape may list its groups in
                // another order than the target's tree, and bars of a tiling never overlap.
                let bars = drawn(layout.groups.map(\.bar)), expected = drawn(barsAtEnd)
                v.expect(bars == expected, "\(context): the last frame's bars are \(bars), not \(expected)")
            }
        }
    }
}

/// How many motions were cuts though they had something to share (see `mayCut`): the planner
/// knows no shape for a few odd changes (a move among minimum sizes larger than the area),
/// which then show their end at once. Inserts, removes, hides and resizes never cut (below).
private struct Cuts {
    var unexpected = 0, total = 0

    /// Counts `motion`; true when it is a cut. `switchingTabs` (see `switchesTabs`): it may be one.
    mutating func count(_ motion: Transition<Int>, from a: [Int: Rect], to b: [Int: Rect], switchingTabs: Bool = false) -> Bool {
        guard !mayCut(a, b), !switchingTabs else { return motion.isCut }
        total += 1
        if motion.isCut { unexpected += 1 }
        return motion.isCut
    }

    func expectRare(sourceLocation: SourceLocation = #_sourceLocation) {
        print("transitions: \(unexpected) cuts in \(total)")
        #expect(unexpected * 100 <= total, "\(unexpected) cuts in \(total) transitions", sourceLocation: sourceLocation)
    }
}

/// Whether `leaf` gets a title bar in `tree` where it has room for one: a group's member has
/// its tab instead.
private func mayHaveTitleBar(_ leaf: Int, in tree: SplitTree<Int>) -> Bool {
    guard titleBars.has(leaf) else { return false }
    let member = tree.group(holding: leaf)?.members.contains { member in
        if case .leaf(leaf, _) = member.node { true } else { false }
    }
    return !(member ?? false)
}

/// The bars of `bars` that show, in reading order.
private func drawn(_ bars: [Rect]) -> [Rect] {
    bars.filter { !$0.isEmpty }.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
}

/// Whether a motion between these two layouts may have to be a cut: one end shows nothing, or
/// the two ends share no window and one shows a single one (no frame could hold both).
private func mayCut(_ a: [Int: Rect], _ b: [Int: Rect]) -> Bool {
    a.isEmpty || b.isEmpty || (Set(a.keys).isDisjoint(with: b.keys) && min(a.count, b.count) == 1)
}

/// Whether the change shows a window a group hid in a tab, or hides in a tab one it showed: no
/// fraction carries one tab into another's place, so such a change may show its end at once.
/// So may one at either end of which a tab is zoomed (a frame is an unzoomed tree, whose
/// group shows its bar above the window the zoom shows alone), and one that changes how many
/// rows a stacked group's bar has (no fraction moves a bar's edge), makes or ends a group, or
/// gives a window a title bar or takes it away. So may one at either end of which a stacked
/// bar is squeezed below its rows (an area too small for it, where a fraction no longer
/// places the bar's lower edge).
private func switchesTabs(_ a: SplitTree<Int>, _ la: Layout<Int>, _ b: SplitTree<Int>, _ lb: Layout<Int>) -> Bool {
    if [a, b].contains(where: { tree in tree.zoomed.map { tree.group(holding: $0) != nil } ?? false }) { return true }
    if [la, lb].contains(where: { layout in
        layout.groups.contains { $0.style == .stacked && $0.split != nil && $0.bar.height < $0.tabs.count * tabRow }
    }) { return true }
    // A group made or ended (its last but one window gone) shows its end at once, its bar
    // becoming a title bar or none (none too where titles are shown but the window is too
    // small for one); so does a window shown at both ends that gains or loses its title bar
    // (it joins or leaves a group).
    let titledA = Set(la.groups.filter { $0.split == nil }.map { $0.tabs[0] })
    let titledB = Set(lb.groups.filter { $0.split == nil }.map { $0.tabs[0] })
    if la.groups.filter({ $0.split != nil }).count != lb.groups.filter({ $0.split != nil }).count { return true }
    let both = Set(shown(la).keys).intersection(shown(lb).keys)
    if !titledA.symmetricDifference(titledB).isDisjoint(with: both) { return true }
    // So does one that joins or leaves a group, though too small at one end for the title bar it
    // has away from the group (a tab's window split with a newcomer).
    if both.contains(where: { mayHaveTitleBar($0, in: a) != mayHaveTitleBar($0, in: b) }) { return true }
    // A bar is known by where it starts and its width (its group's key changes with its first windows).
    func place(_ bar: Rect) -> [Int] { [bar.x, bar.y, bar.width] }
    let rows = Dictionary(la.groups.map { (place($0.bar), $0.bar.height) }, uniquingKeysWith: max)
    if lb.groups.contains(where: { group in rows[place(group.bar)].map { $0 != group.bar.height } ?? false }) { return true }
    // A group that moves is known by a tab it keeps.
    var rowsOfTab: [Int: Int] = [:]
    for group in la.groups where group.split != nil { for tab in group.tabs { rowsOfTab[tab] = group.bar.height } }
    if lb.groups.contains(where: { group in
        group.split != nil && group.tabs.contains { rowsOfTab[$0].map { $0 != group.bar.height } ?? false }
    }) { return true }
    let sa = shown(la), sb = shown(lb)
    return Set(sa.keys).symmetricDifference(sb.keys).contains { leaf in
        let tree = sa[leaf] == nil ? a : b
        return tree.contains(leaf) && tree.group(holding: leaf) != nil
    }
}

@Suite("Transition properties")
struct TransitionProperties {
    @Test func everyFrameOfEveryEditTilesTheAreaAndTheEndsAreTheTwoLayouts() {
        var cuts = Cuts()
        forAllScripts(seed: 0x5EED_7001, cases: 150) { script, v in
            for step in script.steps() where step.drag == nil {
                let before = laidOut(step.before.tree, step.before.area)
                let after = laidOut(step.after.tree, step.after.area)
                let motion = transition(step.before.tree, before, step.before.area, to: step.after)
                let context = label(step)
                let tabs = switchesTabs(step.before.tree, before, step.after.tree, after)
                if cuts.count(motion, from: shown(before), to: shown(after), switchingTabs: tabs) { continue }
                expectFrames(of: motion, from: shown(before), to: shown(after), focused: step.after.tree.zoomed,
                             barsAtEnd: after.groups.map(\.bar), &v, context)
            }
        }
        cuts.expectRare()
    }

    /// Smart gaps change the area in the same event as the tree: a second window comes and the
    /// outer gap with it, or the last but one goes and the gap with it. Every edit, with its
    /// end laid out in the area less (or plus) a gap, still glides through exact tilings.
    @Test func everyEditWithTheOuterGapComingOrGoingTilesEveryFrame() {
        var cuts = Cuts()
        forAllScripts(seed: 0x5EED_7004, cases: 100) { script, v in
            for step in script.steps() where step.drag == nil {
                let area = step.after.area
                let gap = min(1 + (step.index * 13) % 60, area.width / 3, area.height / 3)
                let inset = Rect(x: area.x + gap, y: area.y + gap, width: area.width - 2 * gap, height: area.height - 2 * gap)
                var gapped = step.after
                gapped.tree = step.after.tree.resized(from: area, to: inset)
                gapped.area = inset
                let before = laidOut(step.before.tree, step.before.area)
                // The gap comes with the edit.
                let coming = transition(step.before.tree, before, step.before.area, to: gapped)
                let endLayout = laidOut(gapped.tree, inset), end = shown(endLayout)
                if !cuts.count(coming, from: shown(before), to: end,
                               switchingTabs: switchesTabs(step.before.tree, before, gapped.tree, endLayout)) {
                    expectFrames(of: coming, from: shown(before), to: end, focused: gapped.tree.zoomed, &v,
                                 "\(label(step)), the gap of \(gap) coming")
                }
                // The gap goes with the edit: from the state before laid out inside the gap.
                let start = step.before.tree.resized(from: step.before.area, to: inset)
                let startLayout = laidOut(start, inset)
                let going = transition(start, startLayout, inset, to: step.after)
                let fullLayout = laidOut(step.after.tree, area), full = shown(fullLayout)
                if !cuts.count(going, from: shown(startLayout), to: full,
                               switchingTabs: switchesTabs(start, startLayout, step.after.tree, fullLayout)) {
                    expectFrames(of: going, from: shown(startLayout), to: full, focused: step.after.tree.zoomed, &v,
                                 "\(label(step)), the gap of \(gap) going")
                }
            }
        }
        cuts.expectRare()
    }

    @Test func aChangeMidMotionStartsFromTheFrameShownWithoutAJump() {
        var cuts = Cuts()
        forAllScripts(seed: 0x5EED_7002, cases: 150) { script, v in
            let steps = script.steps().filter { $0.drag == nil }
            for (first, second) in zip(steps, steps.dropFirst()) {
                let before = laidOut(first.before.tree, first.before.area)
                let motion = transition(first.before.tree, before, first.before.area, to: first.after)
                let cutAt = Double((first.index * 7) % frameCount) / Double(frameCount)
                guard let (frameTree, frameArea) = motion.frame(at: cutAt, easing: .easeOut) else { continue }
                let onScreen = laidOut(frameTree, frameArea, focused: first.after.tree.zoomed)
                let retarget = transition(frameTree, onScreen, frameArea, to: second.after)
                let context = "\(label(first)) retargeted at \(cutAt) \(label(second))"
                let targetLayout = laidOut(second.after.tree, second.after.area), target = shown(targetLayout)
                let tabs = switchesTabs(frameTree, onScreen, second.after.tree, targetLayout)
                if cuts.count(retarget, from: shown(onScreen), to: target, switchingTabs: tabs) { continue }
                expectFrames(of: retarget, from: shown(onScreen), to: target, focused: second.after.tree.zoomed, &v, context)
                // No tile moves further at the retarget than in the largest step of the motion.
                var steps: [Int] = []
                var previous = shown(onScreen)
                for k in 1...frameCount {
                    guard let (tree, area) = retarget.frame(at: Double(k) / Double(frameCount), easing: .easeOut) else { break }
                    let next = shown(laidOut(tree, area, focused: second.after.tree.zoomed))
                    steps.append(largestMove(from: previous, to: next))
                    previous = next
                }
                let whole = largestMove(from: shown(onScreen), to: target)
                v.expect(steps.first ?? 0 <= max(whole, steps.max() ?? 0),
                         "\(context): the first step moves \(steps.first ?? 0) px, more than the motion's largest")
            }
        }
        cuts.expectRare()
    }

    @Test func insertsRemovesHidesAndResizesGlideInOneLegWithoutTravellers() {
        // Only changes no fraction can carry go in two legs: for these, every window stays shown
        // at both ends or grows from or shrinks to nothing where it is.
        forAllScripts(seed: 0x5EED_7003, cases: 150) { script, v in
            for step in script.steps() where step.drag == nil {
                switch step.op {
                case .insert, .remove, .hide, .toggleHidden, .setFraction, .resize, .equalize, .toggleZoom, .resizeArea:
                    break
                default: continue
                }
                let before = laidOut(step.before.tree, step.before.area)
                let after = laidOut(step.after.tree, step.after.area)
                // A tab shown anew (its group's shown window went) is not where anything was.
                if switchesTabs(step.before.tree, before, step.after.tree, after) { continue }
                let motion = transition(step.before.tree, before, step.before.area, to: step.after)
                guard !motion.isCut else {
                    v.expect(mayCut(shown(before), shown(after)), "\(label(step)): a cut")
                    continue
                }
                v.expect(motion.legs.count <= 1, "\(label(step)): \(motion.legs.count) legs")
            }
        }
    }
}

/// The largest distance any edge of a window shown at both ends moves.
private func largestMove(from a: [Int: Rect], to b: [Int: Rect]) -> Int {
    var largest = 0
    for (leaf, r) in a {
        guard let s = b[leaf] else { continue }
        largest = max(largest, abs(r.x - s.x), abs(r.y - s.y), abs(r.maxX - s.maxX), abs(r.maxY - s.maxY))
    }
    return largest
}

@Suite("Transitions")
struct TransitionTests {
    let area = Rect(x: 0, y: 0, width: 1000, height: 600)

    @Test func aNewWindowGrowsFromTheSideItIsInsertedOn() throws {
        let before = try SplitTree<Int>().inserting(1, beside: nil, placement: .longerSide, split: .standard, in: area)
        let after = try before.inserting(2, beside: 1, placement: .toward(.right), split: .standard, in: area)
        let motion = Transition(from: before, laidOut: laidOut(before, area), in: area,
                                to: after, laidOut: laidOut(after, area), in: area, layOut: { laidOut($0, $1) })
        let (tree, frameArea) = try #require(motion.frame(at: 0.25))
        let frame = laidOut(tree, frameArea)
        let newcomer = try #require(frame.rect(of: 2)), old = try #require(frame.rect(of: 1))
        #expect(newcomer.maxX == area.maxX && newcomer.width > 0 && newcomer.width < 499)
        #expect(old.x == 0 && old.width > 499)
    }

    @Test func aLayoutToggleShrinksOneSideAwayAndGrowsItBackAcross() throws {
        let before = try SplitTree<Int>().inserting(1, beside: nil, placement: .longerSide, split: .standard, in: area)
            .inserting(2, beside: 1, placement: .toward(.right), split: .standard, in: area)
        let after = try before.settingLayout(.vertical, ofSplitHolding: 1, in: area)
        let motion = Transition(from: before, laidOut: laidOut(before, area), in: area,
                                to: after, laidOut: laidOut(after, area), in: area, layOut: { laidOut($0, $1) })
        #expect(motion.legs.count == 2)
        let (middle, middleArea) = try #require(motion.frame(at: 0.5))
        #expect(box(of: 1, in: laidOut(middle, middleArea)) == area)
    }

    @Test func nothingToAnimateWhenTheLayoutsAreTheSame() throws {
        let tree = try SplitTree<Int>().inserting(1, beside: nil, placement: .longerSide, split: .standard, in: area)
        let motion = Transition(from: tree, laidOut: laidOut(tree, area), in: area,
                                to: tree, laidOut: laidOut(tree, area), in: area, layOut: { laidOut($0, $1) })
        #expect(motion.isEmpty && !motion.isCut && motion.frame(at: 0.5) == nil)
    }

    @Test func easingsStartAtZeroAndEndAtOne() {
        for easing in Easing.allCases {
            #expect(easing.progress(0) == 0 && easing.progress(1) == 1, "\(easing)")
            #expect(easing.progress(0.5) > 0 && easing.progress(0.5) < 1, "\(easing)")
        }
    }
}
