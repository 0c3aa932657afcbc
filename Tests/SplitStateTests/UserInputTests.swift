// The input clock fed by XInput 2 raw presses (`.userInput`): typing into a window splitwm does
// not see keys of (one that keeps no _NET_WM_USER_TIME) still counts against an application's
// stale request for the focus.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct UserInputTests {
    static let area = Rect(x: 0, y: 0, width: 400, height: 100)

    /// Windows 1 and 2 under `smart` activation, 1 focused by a pager's request.
    static func twoWindowsWithTheFirstFocused() -> WMState {
        var d = WMState(settings: settings { $0.focusOnActivation = .smart }, screen: area)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        _ = d.handle(.activationRequest(w(1), source: .pager, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(1))
        return d
    }

    @Test func aRequestOlderThanTheLastPressAnywhereMarksTheWindowUrgentInsteadOfFocusingIt() {
        var d = Self.twoWindowsWithTheFirstFocused()
        _ = d.handle(.userInput(time: 1000))
        _ = d.handle(.activationRequest(w(2), source: .application, time: 999, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(1))
        #expect(d.clients[w(2)]?.urgent == true)
        // A request no older than the press answers it.
        _ = d.handle(.activationRequest(w(2), source: .application, time: 1000, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(2))
        #expect(d.clients[w(2)]?.urgent == false)
    }

    @Test func withoutThePressTheSameRequestIsHonoured() {
        var d = Self.twoWindowsWithTheFirstFocused()
        _ = d.handle(.activationRequest(w(2), source: .application, time: 999, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(2))
    }

    /// Source 0 (an old client, wmctrl after it switched desktops): no time to compare, so
    /// `smart` judges it as i3 does, by whether its window is on a shown workspace; an
    /// application's request with no time stays refused.
    @Test func anOldClientsRequestWithoutATimeFocusesAWindowOnAShownWorkspace() throws {
        var d = Self.twoWindowsWithTheFirstFocused()
        _ = d.handle(.userInput(time: 1000))
        _ = d.handle(.activationRequest(w(2), source: .application, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(1) && d.clients[w(2)]?.urgent == true)
        _ = d.handle(.activationRequest(w(2), source: .legacy, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(2) && d.clients[w(2)]?.urgent == false)

        try run("[id=1] move workspace 2", on: &d)
        _ = d.handle(.activationRequest(w(1), source: .legacy, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(2) && d.focusedWorkspace.name == "1", "no switch to another workspace")
        #expect(d.clients[w(1)]?.urgent == true)
    }

    @Test func userInputMovesTheClockOnlyForwardAndChangesNothingElse() {
        let start = Self.twoWindowsWithTheFirstFocused()
        var d = start
        let reaction = d.handle(.userInput(time: 1000))
        #expect(reaction == Reaction())
        #expect(d.input.lastUserInput == 1000)
        #expect(d.input.lastTime == 1000)
        var clockOnly = d
        clockOnly.input = start.input
        #expect(clockOnly == start, "nothing but the clock changes")
        #expect(Picture(of: d) == Picture(of: start))

        // A raw event read after a later press the window manager saw itself does not go back.
        _ = d.handle(.keyPress(time: 1200))
        _ = d.handle(.userInput(time: 1100))
        #expect(d.input.lastUserInput == 1200)
        #expect(d.input.lastTime == 1200)
    }

    @Test(arguments: [(UInt32.max - 5, UInt32(5)), (0x7FFF_FFF0, 0x8000_0010)])
    func theClockFollowsServerTimeAcrossTheWrap(_ before: UInt32, _ after: UInt32) {
        var d = Self.twoWindowsWithTheFirstFocused()
        _ = d.handle(.userInput(time: before))
        _ = d.handle(.userInput(time: after))
        #expect(d.input.lastUserInput == after)
        #expect(d.input.lastTime == after)
    }

    @Test func theFirstPressSetsTheClockWhateverItsTime() {
        var d = WMState(settings: Settings(), screen: Self.area)
        _ = d.handle(.userInput(time: 0x9000_0000))
        #expect(d.input.lastUserInput == 0x9000_0000)
        #expect(d.input.lastTime == 0x9000_0000)
    }
}
