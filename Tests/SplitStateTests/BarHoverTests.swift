// Focus following the mouse onto a bar without X, as i3 4.22 follows it onto a decoration
// (246-window-decoration-focus, 293-focus-follows-mouse): a title bar gives the focus to its
// window; a group's bar to the member that had it last, whichever tab is under the pointer.
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BarHoverTests {
    static func state() -> WMState {
        var s = Settings()
        s.focusFollowsMouse = true
        return WMState(settings: s, screen: Rect(x: 0, y: 0, width: 1200, height: 800))
    }

    @Test func thePointerOnATitleBarFocusesItsWindow() {
        var d = Self.state()
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        #expect(d.focused == w(2))
        _ = d.handle(.enterBar(w(1), group: SplitKey(primary: w(1), secondary: w(1)), at: PixelPoint(x: 5, y: 2), time: 10))
        #expect(d.focused == w(1))
    }

    @Test func thePointerOnAGroupsBarFocusesTheMemberThatHadTheFocusLast() throws {
        var d = Self.state()
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        try run("layout tabbed", on: &d)
        try run("focus parent", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))   // beside the group
        let bar = try #require(d.focusedLayout.groups.first { $0.split != nil })
        #expect(bar.tabs == [w(1), w(2)] && d.focused == w(3))
        // Over tab 1: the group's last focused member, 2, is focused, not 1.
        _ = d.handle(.enterBar(w(1), group: bar.key, at: PixelPoint(x: bar.tabRect(0).x + 5, y: 2), time: 10))
        #expect(d.focused == w(2))
    }

    @Test func withoutFocusFollowingTheMouseABarTakesNothing() {
        var d = Self.state()
        d.settings.focusFollowsMouse = false
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        _ = d.handle(.enterBar(w(1), group: SplitKey(primary: w(1), secondary: w(1)), at: PixelPoint(x: 5, y: 2), time: 10))
        #expect(d.focused == w(2))
    }
}
