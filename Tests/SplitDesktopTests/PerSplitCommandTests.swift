// The per-split commands in the reducer: they change the focused window's split at once, and
// what they set stays that split's own across a config reload and a restore after restart.
import SplitCore
import SplitDesktop
import SplitEngine
import Testing
import XModel

@Suite struct PerSplitCommandTests {
    /// 1 | 2 side by side on 1000x500, 2 focused.
    static func twoWindows(_ settings: Settings = Settings()) -> Desktop {
        var desktop = Desktop(settings: settings, screen: Rect(x: 0, y: 0, width: 1000, height: 500))
        _ = desktop.handle(.manage(client(1), mapped: false))
        _ = desktop.handle(.manage(client(2), mapped: false))
        return desktop
    }

    static func run(_ text: String, on desktop: inout Desktop) throws {
        let reaction = desktop.handle(.commands(try CommandParser.parse(text)))
        #expect(reaction.failure == nil, "\(text): \(reaction.failure ?? "")")
    }

    @Test func eachCommandSetsTheFocusedWindowsSplitAtOnce() throws {
        var desktop = Self.twoWindows()
        try Self.run("splitter thickness 6; priority primary; min secondary 600 px; drag-to-hide primary off; splitter color #ff0000; splitter inset 3; splitter hit 12; splitter hides-with-side yes", on: &desktop)
        let split = try #require(desktop.tree.split(holding: w(2)))
        #expect(split.constraints.priority == .primary)
        #expect(split.constraints.dragToHidePrimary == false)
        #expect(split.style == SplitterStyle(visibleThickness: 6, inset: 3, hitThickness: 12, color: RGB(0xFF0000), hidesWithSide: true))
        #expect(split.overrides == [.priority, .minSecondaryFraction, .dragToHidePrimary, .color, .visibleThickness, .inset,
                                    .hitThickness, .hidesWithSide])
        // A minimum of 600 px for a secondary of 497 moved the splitter: 2's tile is 600 px wide.
        #expect(desktop.layout.rect(of: w(2))?.width == 600)
    }

    @Test func priorityToggleGoesToTheFocusedSideThenTheOtherThenNone() throws {
        var desktop = Self.twoWindows()
        var seen: [SplitSide?] = []
        for _ in 0..<4 {
            try Self.run("priority toggle", on: &desktop)
            seen.append(desktop.tree.split(holding: w(2))?.constraints.priority)
        }
        #expect(seen == [.secondary, .primary, nil, .secondary])
    }

    @Test func dragToHideToggleFlipsTheSplitsOwnValue() throws {
        var desktop = Self.twoWindows()
        let before = try #require(desktop.tree.split(holding: w(2))).constraints.dragToHideSecondary
        try Self.run("drag-to-hide secondary toggle", on: &desktop)
        #expect(desktop.tree.split(holding: w(2))?.constraints.dragToHideSecondary == !before)
    }

    @Test func aLoneWindowHasNoSplitAndSaysSo() {
        var desktop = Desktop(settings: Settings(), screen: Rect(x: 0, y: 0, width: 1000, height: 500))
        _ = desktop.handle(.manage(client(1), mapped: false))
        let reaction = desktop.handle(.commands([.priority(.primary)]))
        #expect(reaction.failure != nil)
    }

    @Test func valuesSetByCommandSurviveAReloadThatChangesTheDefaults() throws {
        var desktop = Self.twoWindows()
        try Self.run("splitter color #ff0000; min primary 0.3; priority secondary", on: &desktop)
        let reloaded = settings {
            $0.newSplit.style = SplitterStyle(visibleThickness: 5, color: RGB(0x00FF00))
            $0.newSplit.constraints = SplitConstraints(minPrimaryFraction: 0.1, minSecondaryFraction: 0.2, priority: .primary)
        }
        _ = desktop.handle(.config(reloaded))
        let split = try #require(desktop.tree.split(holding: w(2)))
        #expect(split.style.color == RGB(0xFF0000), "set by command")
        #expect(split.style.visibleThickness == 5, "not set: the config's")
        #expect(split.constraints.minPrimaryFraction == 0.3)
        #expect(split.constraints.minSecondaryFraction == 0.2)
        #expect(split.constraints.priority == .secondary)
    }

    @Test func valuesSetByCommandSurviveARestoreAfterRestart() throws {
        var desktop = Self.twoWindows()
        try Self.run("splitter color #ff0000; min secondary 250 px; drag-to-hide secondary off", on: &desktop)
        let saved = desktop.savedLayout
        // A new process with another config adopts both windows and restores the saved tree.
        let other = settings { $0.newSplit.style = SplitterStyle(color: RGB(0x0000FF)); $0.newSplit.constraints = .none }
        var restarted = Desktop(settings: other, screen: desktop.area)
        _ = restarted.handle(.manage(client(1), mapped: true))
        _ = restarted.handle(.manage(client(2), mapped: true))
        let (restored, _) = restarted.restore(saved)
        #expect(restored)
        let split = try #require(restarted.tree.split(holding: w(2)))
        #expect(split.style.color == RGB(0xFF0000))
        #expect(split.constraints.dragToHideSecondary == false)
        #expect(split.constraints.minSecondaryFraction == saved.tree.split(holding: w(2))?.constraints.minSecondaryFraction)
        #expect(split.overrides == [.color, .minSecondaryFraction, .dragToHideSecondary])
        #expect(restarted.layout.rect(of: w(2))?.width == desktop.layout.rect(of: w(2))?.width)
    }
}
