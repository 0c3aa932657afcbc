// A window that arrives behind a fullscreen window of its workspace, without X, as in i3 4.22
// (156-fullscreen-focus): the fullscreen window keeps the focus, the new one comes next in the
// focus history, so it has the focus once the fullscreen window goes; the fullscreen window's
// own dialog, shown above it, takes the focus.
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct FullscreenArrivalTests {
    /// Tiles 1 and 2, 2 fullscreen and focused.
    static func state() throws -> WMState {
        var d = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: 1200, height: 800))
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        try run("fullscreen on", on: &d)
        #expect(d.focused == w(2) && d.clients[w(2)]?.fullscreen == true)
        return d
    }

    @Test func aWindowBehindAFullscreenOneWaitsNextInTheFocusHistory() throws {
        var d = try Self.state()
        _ = d.handle(.manage(client(3), mapped: false))
        #expect(d.focused == w(2) && d.clients[w(2)]?.fullscreen == true)
        try run("move workspace 5", on: &d)
        #expect(d.focused == w(3))
    }

    @Test func theFullscreenWindowsOwnDialogTakesTheFocus() throws {
        var d = try Self.state()
        _ = d.handle(.manage(client(3, facts: facts { $0.transientFor = w(2) }), mapped: false))
        #expect(d.focused == w(3))
    }
}
