// The `gaps` command (i3's `gaps inner|outer current|all set|plus|minus|toggle N`), the config's
// gaps per workspace, `workspace-auto-back-and-forth` and the `bar` command, in the reducer.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct GapCommandTests {
    static let screen = Rect(x: 0, y: 0, width: 1000, height: 600)

    /// Two windows side by side on workspace 1, with `configure`'s settings.
    static func state(_ configure: (inout Settings) -> Void = { _ in }) -> WMState {
        var d = WMState(settings: settings(configure), screen: screen)
        for id in [1, 2] as [UInt32] { _ = d.handle(.manage(client(id), mapped: false)) }
        return d
    }

    static func run(_ d: inout WMState, _ text: String) {
        for command in try! CommandParser.parse(text) {
            let reaction = d.handle(.command(command))
            #expect(reaction.failure == nil, "\(text): \(reaction.failure ?? "")")
        }
    }

    /// The thickness of the focused workspace's splitter between its two windows.
    static func innerGap(_ d: WMState) -> Int { d.focusedTree.split(at: [])!.style.visibleThickness }

    /// Every splitter's thickness on the focused workspace.
    static func thicknesses(_ d: WMState) -> [Int] {
        func walk(_ node: SplitTree<WindowID>.Node?) -> [Int] {
            guard case .branch(let b)? = node else { return [] }
            return [b.split.style.visibleThickness] + walk(b.primary) + walk(b.secondary)
        }
        return walk(d.focusedTree.root)
    }

    @Test func theOuterGapOfTheFocusedWorkspaceGrowsShrinksAndTogglesAlone() {
        var d = Self.state()
        Self.run(&d, "gaps outer current plus 20")
        #expect(d.focusedArea == Rect(x: 20, y: 20, width: 960, height: 560))
        Self.run(&d, "gaps outer current minus 5")
        #expect(d.focusedArea == Rect(x: 15, y: 15, width: 970, height: 570))
        Self.run(&d, "gaps outer current toggle 30")
        #expect(d.focusedArea == Self.screen)
        Self.run(&d, "gaps outer current toggle 30; gaps outer current minus 100")
        #expect(d.focusedArea == Self.screen, "never below 0")
        // Another workspace keeps the config's gap.
        Self.run(&d, "gaps outer current set 10; workspace 2")
        #expect(d.focusedArea == Self.screen)
        Self.run(&d, "workspace 1")
        #expect(d.focusedArea == Rect(x: 10, y: 10, width: 980, height: 580))
    }

    /// i3 keeps a workspace's gaps over a restart; so does the state file (a random script
    /// found them lost: the restarted workspace took the config's gaps).
    @Test func aWorkspacesOwnGapsSurviveARestart() throws {
        var d = Self.state()
        Self.run(&d, "gaps outer current set 20")
        let text = StateDocument(of: d, picture: Picture(of: d)).json(.stateFile).text
        #expect(text.contains(#""gaps":{"inner":null,"outer":20}"#), "\(text)")
        let (after, restored) = RestoreTests.restarted(d, from: try SavedLayout(reading: text))
        #expect(restored)
        #expect(after.focusedArea == Rect(x: 20, y: 20, width: 960, height: 560))
        // A workspace without gaps of its own writes none: files read as before.
        var plain = Self.state()
        Self.run(&plain, "workspace 1")
        #expect(!StateDocument(of: plain, picture: Picture(of: plain)).json(.stateFile).text.contains(#""gaps""#))
    }

    @Test func allSetsEveryWorkspaceAndTheDefaultAndEndsWhatCurrentSet() {
        var d = Self.state()
        Self.run(&d, "gaps outer current set 40; gaps outer all set 8")
        #expect(d.focusedArea == Rect(x: 8, y: 8, width: 984, height: 584))
        Self.run(&d, "workspace 5")
        _ = d.handle(.manage(client(3), mapped: false))
        #expect(d.focusedArea == Rect(x: 8, y: 8, width: 984, height: 584), "a workspace made later too")
        // plus and minus move each workspace's own gap with the default, as i3's do.
        Self.run(&d, "gaps outer current set 20; gaps outer all plus 2; workspace 1")
        #expect(d.focusedArea == Rect(x: 10, y: 10, width: 980, height: 580))
        Self.run(&d, "workspace 5")
        #expect(d.focusedArea == Rect(x: 22, y: 22, width: 956, height: 556))
    }

    @Test func theInnerGapIsTheSplittersThicknessOnTheWorkspaceOrEverywhere() {
        var d = Self.state { $0.newSplit.style = SplitterStyle(visibleThickness: 2, inset: 0, hitThickness: 8, color: RGB(0)) }
        Self.run(&d, "gaps inner current set 12")
        #expect(Self.innerGap(d) == 12)
        #expect(d.focusedLayout.tiles.map(\.rect.width) == [494, 494])
        // A split made later on that workspace is as thick.
        _ = d.handle(.manage(client(3), mapped: false))
        #expect(Self.thicknesses(d) == [12, 12])
        Self.run(&d, "gaps inner current minus 4")
        #expect(Self.innerGap(d) == 8)
        // `all` sets the default and ends the workspace's own.
        Self.run(&d, "gaps inner all set 6")
        #expect(Self.innerGap(d) == 6)
        #expect(d.settings.newSplit.style.visibleThickness == 6)
    }

    @Test func aReloadGivesBackTheConfigsGaps() {
        var d = Self.state { $0.gaps.outer = 5 }
        Self.run(&d, "gaps outer current set 50; gaps inner current set 20")
        _ = d.handle(.config(settings { $0.gaps.outer = 5 }))
        #expect(d.focusedArea == Rect(x: 5, y: 5, width: 990, height: 590))
        #expect(Self.innerGap(d) == Settings().newSplit.style.visibleThickness)
    }

    @Test func theConfigGivesAWorkspaceItsOwnGaps() {
        var d = Self.state {
            $0.gaps.outer = 10
            $0.workspaces = [WorkspaceSetting(number: 2, gaps: WorkspaceGaps(inner: 0, outer: 0))]
        }
        #expect(d.focusedArea == Rect(x: 10, y: 10, width: 980, height: 580))
        Self.run(&d, "move workspace 2; workspace 2")
        _ = d.handle(.manage(client(7), mapped: false))
        #expect(d.focusedArea == Self.screen)
        #expect(Self.innerGap(d) == 0)
    }

    @Test func namingTheShownWorkspaceGoesBackWhenTheSettingSaysSo() {
        for auto in [false, true] {
            var d = Self.state { $0.workspaceAutoBackAndForth = auto }
            Self.run(&d, "workspace 3; workspace 3")
            #expect(d.focusedWorkspace.name == (auto ? "1" : "3"), "auto \(auto)")
        }
    }

    @Test func theBarCommandChangesABarsModeUntilTheNextReloadAndTellsI3bar() {
        let bars = [BarConfig(id: "top"), BarConfig(id: "bottom")]
        var d = Self.state { $0.bars = bars }
        let reaction = d.handle(.command(.bar(BarChange(mode: true, .toggle))))
        #expect(d.settings.bars.map(\.mode) == [.hide, .hide])
        #expect(reaction.effects == [.notice(.bars(from: bars))])
        Self.run(&d, "bar mode toggle bottom; bar hidden_state show top")
        #expect(d.settings.bars.map(\.mode) == [.hide, .dock])
        #expect(d.settings.bars.map(\.hiddenState) == [.show, .hide])
        #expect(d.handle(.command(.bar(BarChange(mode: true, .dock, id: "side")))).failure == "bar: the config has no bar \"side\"")
    }
}
