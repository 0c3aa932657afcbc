// `focus left|right` among floating windows without X, as i3 4.22 steps through them
// (135-floating-focus): by their stacking order, round from one end to the other, whatever their
// places on screen; up and down leave the focus where it is.
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct FloatingFocusTests {
    /// Floating windows 1, 2 and 3 opened in that order, all at one place, 3 focused.
    static func state() throws -> WMState {
        var d = WMState(settings: Settings(), monitors: [MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1024, height: 768), primary: true)])
        for id: UInt32 in 1...3 {
            var dialog = client(id)
            dialog.facts.types = [.utility]
            dialog.facts.requested = PixelRect(x: 300, y: 200, width: 320, height: 180)
            _ = d.handle(.manage(dialog, mapped: false))
            try run("[id=\(id)] focus", on: &d)
        }
        #expect(d.focusedFloating == [w(1), w(2), w(3)] && d.focused == w(3))
        return d
    }

    @Test func leftAndRightGoRoundTheFloatingWindowsInTheOrderTheyCame() throws {
        var d = try Self.state()
        var seen: [WindowID?] = []
        for word in ["left", "left", "left", "right", "right"] {
            try run("focus \(word)", on: &d)
            seen.append(d.focused)
        }
        #expect(seen == [w(2), w(1), w(3), w(1), w(2)])
        // The focused one is on top, the others in the round's order below it.
        #expect(d.focusedFloating == [w(3), w(1), w(2)])
    }

    @Test func upAndDownLeaveTheFocusOnTheFloatingWindow() throws {
        var d = try Self.state()
        try run("focus up; focus down", on: &d)
        #expect(d.focused == w(3) && d.focusedFloating == [w(1), w(2), w(3)])
    }
}
