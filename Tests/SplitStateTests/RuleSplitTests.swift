// Rules that shape the split a new window makes (`priority`, `min`, `drag-to-hide`): the values
// land on that split as its own, and a sidebar built so keeps its pixels when the screen shrinks.
import SplitCommands
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct RuleSplitTests {
    static let screen = Rect(x: 0, y: 0, width: 1920, height: 1080)
    static let sidebar = WindowIdentity(className: "Alacritty", instance: "sidebar", role: nil)
    static let browser = WindowIdentity(className: "Firefox", instance: "Navigator", role: nil)

    /// A browser, then a window the rules `texts` may match.
    static func state(_ texts: [String], second identity: WindowIdentity = sidebar) -> WMState {
        var state = WMState(settings: settings { $0.rules = rules(texts) }, screen: screen)
        _ = state.handle(.manage(client(1, browser), mapped: false))
        _ = state.handle(.manage(client(2, identity), mapped: false))
        return state
    }

    @Test func theIssuesSidebarRuleBuildsASplitThatKeepsTheSidebarsPixelsWhenTheScreenShrinks() throws {
        var state = Self.state(["class=Alacritty instance=sidebar place left fraction 0.15 priority new min new 200 px"])
        let split = try #require(state.focusedTree.split(holding: w(2)))
        #expect(state.focusedTree.pathTo(w(2)) == [.primary])
        #expect(split.constraints.priority == .primary)
        #expect(split.overrides == [.priority, .minPrimaryFraction])
        let width = try #require(state.focusedLayout.rect(of: w(2))?.width)
        #expect(abs(width - 288) <= 1, "15 % of 1920")
        _ = state.handle(.screenChange(Rect(x: 0, y: 0, width: 1280, height: 1024)))
        #expect(state.focusedLayout.rect(of: w(2))?.width == width)
        _ = state.handle(.screenChange(Self.screen))
        #expect(state.focusedLayout.rect(of: w(2))?.width == width)
        // The minimum is 200 px of the split's length when the rule applied.
        try run("fraction 0", on: &state)
        #expect(state.focusedLayout.rect(of: w(2))?.width == 200)
    }

    @Test func withoutPriorityTheSidebarKeepsItsShareInstead() throws {
        var state = Self.state(["class=Alacritty place left fraction 0.15"])
        let width = try #require(state.focusedLayout.rect(of: w(2))?.width)
        _ = state.handle(.screenChange(Rect(x: 0, y: 0, width: 1280, height: 1024)))
        #expect(state.focusedLayout.rect(of: w(2))?.width != width)
    }

    @Test(arguments: [
        // (place, the rule's words, the side the new window is on, what the split gets)
        ("right", "priority new", SplitSide.secondary, SplitSide?.some(.secondary)),
        ("right", "priority other", .secondary, .primary),
        ("left", "priority other", .primary, .secondary),
        ("right", "priority primary", .secondary, .primary),
        ("left", "priority secondary", .primary, .secondary),
        ("left", "priority new priority none", .primary, nil),
    ])
    func newAndOtherNameTheSidesByWhereTheWindowWent(_ place: String, _ words: String, _ newSide: SplitSide, _ priority: SplitSide?) throws {
        let state = Self.state(["class=Alacritty place \(place) \(words)"])
        #expect(state.focusedTree.pathTo(w(2))?.last == newSide)
        let split = try #require(state.focusedTree.split(holding: w(2)))
        #expect(split.constraints.priority == priority)
        #expect(split.overrides == [.priority])
    }

    @Test func minAndDragToHideLandOnTheSidesTheyName() throws {
        let state = Self.state(["class=Alacritty place right min new 0.3 min other 0.2 drag-to-hide new off drag-to-hide other on"])
        let split = try #require(state.focusedTree.split(holding: w(2)))
        #expect(split.constraints.minSecondaryFraction == 0.3)
        #expect(split.constraints.minPrimaryFraction == 0.2)
        #expect(split.constraints.dragToHideSecondary == false)
        #expect(split.constraints.dragToHidePrimary == true)
        #expect(split.overrides == [.minPrimaryFraction, .minSecondaryFraction, .dragToHidePrimary, .dragToHideSecondary])
    }

    @Test func laterRulesWinEvenWhenOneSaysNewAndTheOtherPrimary() throws {
        let state = Self.state(["class=Alacritty place left min new 0.3", "class=* min primary 0.1"])
        #expect(state.focusedTree.split(holding: w(2))?.constraints.minPrimaryFraction == 0.1)
        let reversed = Self.state(["class=* min primary 0.1", "class=Alacritty place left min new 0.3"])
        #expect(reversed.focusedTree.split(holding: w(2))?.constraints.minPrimaryFraction == 0.3)
    }

    @Test func aRuleShapesOnlyTheSplitItsWindowMakesAndNotTheFirstWindow() throws {
        // The first window makes no split: nothing to shape. The third's split is its own.
        var state = WMState(settings: settings { $0.rules = rules(["class=Alacritty priority new"]) }, screen: Self.screen)
        _ = state.handle(.manage(client(2, Self.sidebar), mapped: false))
        #expect(state.focusedTree.leaves == [w(2)])
        _ = state.handle(.manage(client(1, Self.browser), mapped: false))
        #expect(state.focusedTree.split(holding: w(1))?.overrides == [])
        _ = state.handle(.manage(client(3, Self.sidebar), mapped: false))
        let split = try #require(state.focusedTree.split(holding: w(3)))
        #expect(split.overrides == [.priority])
        #expect(split.constraints.priority == state.focusedTree.pathTo(w(3))?.last)
    }

    @Test func valuesARuleSetSurviveAReloadThatChangesTheDefaults() throws {
        var state = Self.state(["class=Alacritty place left priority new drag-to-hide new off"])
        var reloaded = state.settings
        reloaded.newSplit.constraints = SplitConstraints(dragToHidePrimary: true, dragToHideSecondary: true, priority: .secondary)
        _ = state.handle(.config(reloaded))
        let split = try #require(state.focusedTree.split(holding: w(2)))
        #expect(split.constraints.priority == .primary)
        #expect(split.constraints.dragToHidePrimary == false)
        #expect(split.constraints.dragToHideSecondary == true, "not set by the rule: the config's")
    }
}
