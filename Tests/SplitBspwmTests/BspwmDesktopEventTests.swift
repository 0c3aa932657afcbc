// bspwm's events for monitors and desktops (`monitor_add`, `desktop_transfer`, `desktop_swap`)
// and for two windows that trade desktops (`node_swap`), told from the pictures before and
// after bspc's commands run through the state, with bspwm's fields.
import SplitBspwm
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BspwmDesktopEventTests {
    static func places(_ state: WMState) -> BspwmDesktopPlaces { BspwmDesktopPlaces(of: BspwmView(of: state)) }

    static func lines(_ before: WMState, _ after: WMState) -> [String] {
        BspwmDesktopPlaces.events(from: places(before), to: places(after)).map(\.1)
    }

    /// The ids bspc prints for the monitor named `name` and for its first desktop.
    static func ids(_ state: WMState, monitor name: String) -> (monitor: String, desktop: String) {
        let view = BspwmView(of: state)
        let monitor = view.monitors.first { $0.name == name }!
        return (BspwmView.hex(monitor.id), BspwmView.hex(view.desktops[monitor.desktops[0]].id))
    }

    /// Two monitors of the user's, A above B, each with a desktop of its own.
    static func twoMonitors() -> WMState {
        var state = WMState(settings: Settings(), monitors: [BspwmMonitorTests.screen])
        #expect(bspc("wm", "-a", "A", "1024x512+0+0", on: &state) == "")
        #expect(bspc("wm", "-a", "B", "1024x512+0+512", on: &state) == "")
        return state
    }

    @Test func aMonitorAddedIsToldWithItsNameAndRectangle() {
        let before = WMState(settings: Settings(), monitors: [BspwmMonitorTests.screen])
        var after = before
        #expect(bspc("wm", "-a", "TOP", "1024x512+0+0", on: &after) == "")
        let top = Self.ids(after, monitor: "TOP")
        #expect(Self.lines(before, after) == ["monitor_add \(top.monitor) TOP 1024x512+0+0\n"])
        #expect(Self.lines(after, after).isEmpty)
    }

    @Test func aDesktopSentToAnotherMonitorIsTransferred() {
        let before = Self.twoMonitors()
        var after = before
        let a = Self.ids(before, monitor: "A"), b = Self.ids(before, monitor: "B")
        #expect(bspc("monitor", "A", "-a", "spare", on: &after) == "")
        #expect(bspc("monitor", "-f", "A", on: &after) == "")
        #expect(bspc("desktop", "A:^1", "-m", "B", on: &after) == "")
        #expect(Self.lines(before, after) == ["desktop_transfer \(a.monitor) \(a.desktop) \(b.monitor)\n"])
    }

    @Test func twoDesktopsThatTradeMonitorsAreOneSwap() {
        let before = Self.twoMonitors()
        var after = before
        let a = Self.ids(before, monitor: "A"), b = Self.ids(before, monitor: "B")
        #expect(bspc("desktop", "A:^1", "-s", "B:^1", on: &after) == "")
        let (first, second) = a.desktop < b.desktop ? (a, b) : (b, a)
        #expect(Self.lines(before, after) == ["desktop_swap \(first.monitor) \(first.desktop) \(second.monitor) \(second.desktop)\n"])
    }

    @Test func twoWindowsThatTradeDesktopsAreOneSwapAndAWindowForASplitIsNot() throws {
        var before = BspwmMessageTests.row(3)
        let home = before.focusedWorkspace.name
        _ = before.handle(commands: try CommandParser.parse("[id=3] move workspace web"))
        var after = before
        #expect(bspc("node", "0x00000001", "-s", "0x00000003", on: &after) == "")
        let view = BspwmView(of: before)
        let monitor = BspwmView.hex(view.monitors[0].id)
        let homeID = BspwmView.hex(view.desktops.first { $0.name == home }!.id), webID = BspwmView.hex(view.desktops.first { $0.name == "web" }!.id)
        #expect(BspwmNodeEventTests.lines(before, after)
                == ["node_swap \(monitor) \(homeID) 0x00000001 \(monitor) \(webID) 0x00000003\n"])
        // The split of 1 and 2 traded with 3: three windows moved, told one by one.
        var split = before
        #expect(bspc("node", "@\(home):/", "-s", "0x00000003", on: &split) == "")
        #expect(BspwmNodeEventTests.lines(before, split).map { String($0.prefix(13)) } == Array(repeating: "node_transfer", count: 3))
    }

    @Test func subscribeTakesTheDesktopAndSwapEvents() {
        let state = BspwmMessageTests.row(1)
        #expect(BspwmMessageTests.answer(["subscribe", "monitor_add", "desktop_transfer", "desktop_swap", "node_swap"], state)
            == .subscribe(BspwmSubscription(events: [.monitorAdd, .desktopTransfer, .desktopSwap, .nodeSwap], count: nil, fifo: false)))
    }
}
