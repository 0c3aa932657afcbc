// bspwm's node events (`node_add`, `node_remove`, `node_transfer`) told from the placements
// before and after windows open, close and change desktop in the state, with bspwm's line
// formats; and `subscribe --fifo` and the node event names as bspc sends them.
import SplitBspwm
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BspwmNodeEventTests {
    static func placements(_ state: WMState) -> BspwmPlacements { BspwmPlacements(of: BspwmView(of: state)) }

    /// The lines that take a subscriber from `before` to `after`.
    static func lines(_ before: WMState, _ after: WMState) -> [String] {
        BspwmPlacements.events(from: placements(before), to: placements(after)).map(\.1)
    }

    /// The ids bspc prints for the monitor and the desktop named `name`.
    static func ids(_ state: WMState, _ name: String) -> (monitor: String, desktop: String) {
        let view = BspwmView(of: state)
        let desktop = view.desktops.first { $0.name == name }!
        return (BspwmView.hex(view.monitors[desktop.monitor].id), BspwmView.hex(desktop.id))
    }

    @Test func aWindowThatOpensIsAddedBesideTheOneItSplit() {
        let one = BspwmMessageTests.row(1)
        var two = one
        _ = two.handle(.manage(client(2), mapped: true))
        let (monitor, desktop) = Self.ids(two, two.focusedWorkspace.name)
        #expect(Self.lines(one, two) == ["node_add \(monitor) \(desktop) 0x00000001 0x00000002\n"])
        // The first window of a desktop goes beside nothing: bspwm's 0.
        let empty = WMState(settings: Settings(), screen: BspwmMessageTests.screen)
        #expect(Self.lines(empty, one) == ["node_add \(monitor) \(desktop) 0x00000000 0x00000001\n"])
        // Nothing changed, nothing said.
        #expect(Self.lines(two, two).isEmpty)
    }

    @Test func aWindowThatGoesIsRemovedFromWhereItWas() {
        let two = BspwmMessageTests.row(2)
        var one = two
        _ = one.handle(.destroyed(WindowID(rawValue: 1)))
        let (monitor, desktop) = Self.ids(two, two.focusedWorkspace.name)
        #expect(Self.lines(two, one) == ["node_remove \(monitor) \(desktop) 0x00000001\n"])
    }

    @Test func aWindowSentToAnotherDesktopIsTransferred() throws {
        let three = BspwmMessageTests.row(3)
        var moved = three
        _ = moved.handle(commands: try CommandParser.parse("[id=3] move workspace web"))
        let from = Self.ids(three, three.focusedWorkspace.name)
        let to = Self.ids(moved, "web")
        // Alone on "web": beside nothing there.
        #expect(Self.lines(three, moved) == ["node_transfer \(from.monitor) \(from.desktop) 0x00000003 \(to.monitor) \(to.desktop) 0x00000000\n"])
    }

    @Test func removalsComeBeforeAdditions() {
        let one = BspwmMessageTests.row(1)
        var other = one
        _ = other.handle(.destroyed(WindowID(rawValue: 1)))
        _ = other.handle(.manage(client(9), mapped: true))
        #expect(Self.lines(one, other).map { String($0.prefix(8)) } == ["node_rem", "node_add"])
    }

    @Test func subscribeTakesAFifoACountAndTheNodeEvents() {
        let state = BspwmMessageTests.row(1)
        #expect(BspwmMessageTests.answer(["subscribe", "-f", "-c", "2", "node_add"], state)
            == .subscribe(BspwmSubscription(events: [.nodeAdd], count: 2, fifo: true)))
        #expect(BspwmMessageTests.answer(["subscribe", "--fifo", "node_remove", "node_transfer"], state)
            == .subscribe(BspwmSubscription(events: [.nodeRemove, .nodeTransfer], count: nil, fifo: true)))
        #expect(BspwmMessageTests.answer(["subscribe", "node_add"], state)
            == .subscribe(BspwmSubscription(events: [.nodeAdd], count: nil, fifo: false)))
        // An event splitwm does not send is refused by name, listing those it sends.
        guard case .failure(let text) = BspwmMessageTests.answer(["subscribe", "node_stack"], state) else {
            Issue.record("node_stack was taken")
            return
        }
        #expect(text.hasPrefix("subscribe: Invalid argument: 'node_stack'") && text.contains("node_add"))
    }
}
