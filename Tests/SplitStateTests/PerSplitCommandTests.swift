// The per-split commands in the reducer: they change the focused window's split (or, with a
// direction, the one along that edge) at once, and what they set stays that split's own
// across a config reload and a restore after restart.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct PerSplitCommandTests {
    /// 1 | 2 side by side on 1000x500, 2 focused.
    static func twoWindows(_ settings: Settings = Settings()) -> WMState {
        var state = WMState(settings: settings, screen: Rect(x: 0, y: 0, width: 1000, height: 500))
        _ = state.handle(.manage(client(1), mapped: false))
        _ = state.handle(.manage(client(2), mapped: false))
        return state
    }

    @Test func eachCommandSetsTheFocusedWindowsSplitAtOnce() throws {
        var state = Self.twoWindows()
        try run("splitter thickness 6; priority primary; min secondary 600 px; drag-to-hide primary off; splitter color #ff0000; splitter inset 3; splitter hit 12; splitter hides-with-side yes", on: &state)
        let split = try #require(state.focusedTree.split(holding: w(2)))
        #expect(split.constraints.priority == .primary)
        #expect(split.constraints.dragToHidePrimary == false)
        #expect(split.style == SplitterStyle(visibleThickness: 6, inset: 3, hitThickness: 12, color: RGB(0xFF0000), hidesWithSide: true))
        #expect(split.overrides == [.priority, .minSecondaryFraction, .dragToHidePrimary, .color, .visibleThickness, .inset,
                                    .hitThickness, .hidesWithSide])
        // A minimum of 600 px for a secondary of 497 moved the splitter: 2's tile is 600 px wide.
        #expect(state.focusedLayout.rect(of: w(2))?.width == 600)
    }

    @Test func priorityToggleGoesToTheFocusedSideThenTheOtherThenNone() throws {
        var state = Self.twoWindows()
        var seen: [SplitSide?] = []
        for _ in 0..<4 {
            try run("priority toggle", on: &state)
            seen.append(state.focusedTree.split(holding: w(2))?.constraints.priority)
        }
        #expect(seen == [.secondary, .primary, nil, .secondary])
    }

    @Test func dragToHideToggleFlipsTheSplitsOwnValue() throws {
        var state = Self.twoWindows()
        let before = try #require(state.focusedTree.split(holding: w(2))).constraints.dragToHideSecondary
        try run("drag-to-hide secondary toggle", on: &state)
        #expect(state.focusedTree.split(holding: w(2))?.constraints.dragToHideSecondary == !before)
    }

    /// 1 | (2 / 3) on 1000x500, 3 focused: its left edge is the outer splitter, its top the inner.
    static func threeWindows() throws -> WMState {
        var state = twoWindows()
        try run("presel down", on: &state)
        _ = state.handle(.manage(client(3), mapped: false))
        #expect(state.focused == w(3))
        return state
    }

    @Test func preselToggleGoesAcrossTheSplitHoldingTheWindow() throws {
        // 1 | 2: across a side-by-side split is below.
        var state = Self.twoWindows()
        try run("presel toggle", on: &state)
        #expect(state.preselection == Preselection(window: w(2), direction: .down))
        _ = state.handle(.manage(client(3), mapped: false))
        #expect(state.focusedTree.split(holding: w(3))?.layout == .vertical)
        // 3 is below 2 now: across that split is to its right.
        try run("presel toggle", on: &state)
        #expect(state.preselection == Preselection(window: w(3), direction: .right))
        // A window alone goes below, as i3 splits a lone window of a splith workspace.
        var alone = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: 1000, height: 500))
        _ = alone.handle(.manage(client(1), mapped: false))
        try run("presel toggle", on: &alone)
        #expect(alone.preselection?.direction == .down)
        // A tab of a tabbed group as side by side, a stacked group's member as above/below (i3's orientations).
        var grouped = Self.twoWindows()
        try run("layout tabbed; presel toggle", on: &grouped)
        #expect(grouped.preselection?.direction == .down)
        try run("layout stacking; presel toggle", on: &grouped)
        #expect(grouped.preselection?.direction == .right)
    }

    @Test func aDirectionChoosesTheSplitWhoseSplitterRunsAlongThatEdge() throws {
        var state = try Self.threeWindows()
        let outer = state.focusedTree.split(at: []), inner = state.focusedTree.split(at: [.secondary])
        try run("splitter color #ff0000 left; splitter thickness 6 up; priority toggle left; drag-to-hide secondary toggle up", on: &state)
        let newOuter = try #require(state.focusedTree.split(at: [])), newInner = try #require(state.focusedTree.split(at: [.secondary]))
        #expect(newOuter.style.color == RGB(0xFF0000))
        #expect(newInner.style.color == inner?.style.color)
        #expect(newInner.style.visibleThickness == 6)
        #expect(newOuter.style.visibleThickness == outer?.style.visibleThickness)
        // toggle goes to the side the focused window is on in that split: 3 is in the outer split's secondary.
        #expect(newOuter.constraints.priority == .secondary)
        #expect(newInner.constraints.priority == nil)
        #expect(newInner.constraints.dragToHideSecondary == !(inner?.constraints.dragToHideSecondary ?? false))
        #expect(newOuter.overrides == [.color, .priority])
        #expect(newInner.overrides == [.visibleThickness, .dragToHideSecondary])
        // A minimum toward a direction moves that splitter at once: 1 gets 600 px.
        try run("min primary 600 px left", on: &state)
        #expect(state.focusedLayout.rect(of: w(1))?.width == 600)
        // Without a direction the command still means the split holding the focused window.
        try run("splitter color #00ff00", on: &state)
        #expect(state.focusedTree.split(at: [.secondary])?.style.color == RGB(0x00FF00))
        #expect(state.focusedTree.split(at: [])?.style.color == RGB(0xFF0000))
    }

    @Test(arguments: [("right", "right"), ("down", "bottom")])
    func aDirectionWithoutASplitterOnThatEdgeFailsAndChangesNothing(_ direction: String, _ edge: String) throws {
        var state = try Self.threeWindows()
        let tree = state.focusedTree
        for command in ["priority primary", "min primary 0.2", "drag-to-hide primary off", "splitter hit 20"] {
            let reaction = state.handle(commands: (try CommandParser.parse("\(command) \(direction)")))
            #expect(reaction.failure == "no splitter runs along the focused window's \(edge) edge", "\(command)")
            #expect(state.focusedTree == tree)
        }
    }

    @Test func aLoneWindowHasNoSplitAndSaysSo() {
        var state = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: 1000, height: 500))
        _ = state.handle(.manage(client(1), mapped: false))
        let reaction = state.handle(commands: ([.priority(.primary)]))
        #expect(reaction.failure != nil)
    }

    @Test func valuesSetByCommandSurviveAReloadThatChangesTheDefaults() throws {
        var state = Self.twoWindows()
        try run("splitter color #ff0000; min primary 0.3; priority secondary", on: &state)
        let reloaded = settings {
            $0.newSplit.style = SplitterStyle(visibleThickness: 5, color: RGB(0x00FF00))
            $0.newSplit.constraints = SplitConstraints(minPrimaryFraction: 0.1, minSecondaryFraction: 0.2, priority: .primary)
        }
        _ = state.handle(.config(reloaded))
        let split = try #require(state.focusedTree.split(holding: w(2)))
        #expect(split.style.color == RGB(0xFF0000), "set by command")
        #expect(split.style.visibleThickness == 5, "not set: the config's")
        #expect(split.constraints.minPrimaryFraction == 0.3)
        #expect(split.constraints.minSecondaryFraction == 0.2)
        #expect(split.constraints.priority == .secondary)
    }

    @Test func valuesSetByCommandSurviveARestoreAfterRestart() throws {
        var state = Self.twoWindows()
        try run("splitter color #ff0000; min secondary 250 px; drag-to-hide secondary off", on: &state)
        let saved = SavedLayout(of: state)
        // A new process with another config adopts both windows and restores the saved tree.
        let other = settings { $0.newSplit.style = SplitterStyle(color: RGB(0x0000FF)); $0.newSplit.constraints = .none }
        var restarted = WMState(settings: other, screen: state.focusedArea)
        _ = restarted.handle(.manage(client(1), mapped: true))
        _ = restarted.handle(.manage(client(2), mapped: true))
        let (restored, _) = restarted.restore(saved)
        #expect(restored)
        let split = try #require(restarted.focusedTree.split(holding: w(2)))
        #expect(split.style.color == RGB(0xFF0000))
        #expect(split.constraints.dragToHideSecondary == false)
        #expect(split.constraints.minSecondaryFraction == saved.tree.split(holding: w(2))?.constraints.minSecondaryFraction)
        #expect(split.overrides == [.color, .minSecondaryFraction, .dragToHideSecondary])
        #expect(restarted.focusedLayout.rect(of: w(2))?.width == state.focusedLayout.rect(of: w(2))?.width)
    }
}
