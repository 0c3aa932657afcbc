// What the focus does when a rule's window arrives: `no-focus` (i3's `no_focus`, bspwm's
// `focus=off`) leaves it where it is, but on a workspace's first window; `follow` (bspwm's
// `follow=on`) takes it, and the workspace the rule sent the window to, along.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct RuleFocusTests {
    static let screen = Rect(x: 0, y: 0, width: 1200, height: 800)
    static let xterm = WindowIdentity(className: "XTerm", instance: "xterm", role: nil)
    static let mpv = WindowIdentity(className: "mpv", instance: "gl", role: nil)

    static func state(_ lines: [String]) -> WMState {
        WMState(settings: settings { $0.rules = rules(lines) }, screen: screen)
    }

    static func open(_ id: UInt32, _ identity: WindowIdentity, on d: inout WMState) {
        _ = d.handle(.manage(client(id, identity), mapped: false))
    }

    @Test func aNoFocusWindowLeavesTheFocusWhereItIsAndWaitsNextInTheHistory() {
        var d = Self.state(["class=mpv no-focus"])
        Self.open(1, Self.xterm, on: &d)
        Self.open(2, Self.mpv, on: &d)
        #expect(d.focused == w(1))
        // Tiled and shown all the same.
        #expect(d.focusedLayout.tiles.map(\.leaf).contains(w(2)))
        // Closing the focused window hands the focus to it.
        _ = d.handle(.destroyed(w(1)))
        #expect(d.focused == w(2))
    }

    @Test func aNoFocusWindowAloneOnItsWorkspaceTakesTheFocusAsInI3() {
        var d = Self.state(["class=mpv no-focus"])
        Self.open(2, Self.mpv, on: &d)
        #expect(d.focused == w(2))
    }

    @Test func withoutTheRuleANewWindowTakesTheFocus() {
        var d = Self.state(["class=Other no-focus"])
        Self.open(1, Self.xterm, on: &d)
        Self.open(2, Self.mpv, on: &d)
        #expect(d.focused == w(2))
    }

    @Test func aFollowWindowSentToAnotherWorkspaceShowsItAndTakesTheFocus() {
        var d = Self.state(["class=mpv workspace 3 follow"])
        Self.open(1, Self.xterm, on: &d)
        Self.open(2, Self.mpv, on: &d)
        #expect(d.focusedWorkspace.name == "3")
        #expect(d.focused == w(2))
        // Not urgent: the user is there.
        #expect(d.clients[w(2)]?.urgent == false)
    }

    @Test func withoutFollowTheWindowWaitsOnItsWorkspaceUrgent() {
        var d = Self.state(["class=mpv workspace 3"])
        Self.open(1, Self.xterm, on: &d)
        Self.open(2, Self.mpv, on: &d)
        #expect(d.focusedWorkspace.name != "3")
        #expect(d.focused == w(1))
        #expect(d.clients[w(2)]?.urgent == true)
    }

    @Test func aLaterRuleWinsBetweenNoFocusAndFollow() {
        var d = Self.state(["class=mpv workspace 3 follow", "class=mpv no-focus"])
        Self.open(1, Self.xterm, on: &d)
        Self.open(2, Self.mpv, on: &d)
        #expect(d.focused == w(1))
        #expect(d.focusedWorkspace.name != "3")
    }

    @Test func aWindowAdoptedAtStartDoesNotSwitchWorkspaces() {
        var d = Self.state(["class=mpv workspace 3 follow"])
        _ = d.handle(.manage(client(1, Self.xterm), mapped: true))
        _ = d.handle(.manage(client(2, Self.mpv), mapped: true))
        #expect(d.focusedWorkspace.name != "3")
    }

    @Test(arguments: ["no-focus", "follow"])
    func theActionsReadBackAsWritten(word: String) {
        let rule = rules(["class=mpv \(word)"])[0]
        #expect(rule.actions.map(\.description) == [word])
    }
}
