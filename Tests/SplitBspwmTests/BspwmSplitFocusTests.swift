// bspwm's focus on a split (`node -f` of one), through the state as splitwm runs bspc's
// commands: the steps and checks of bspwm's node/transfer and node/swap scripts. The focus
// goes up to the split (`focus parent`), a desktop's focused node is then the split, and a
// split sent or swapped whole to another desktop stays that desktop's focus.
import SplitBspwm
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BspwmSplitFocusTests {

    /// Desktops A and B (`monitor -d A B`), bspwm's scripts' scheme, `count` windows opened on A.
    static func fiveOnA(_ count: UInt32 = 5) -> WMState {
        var settings = Settings()
        settings.placement = .split(.spiralFirst)
        var state = WMState(settings: settings, monitors: [BspwmMonitorTests.screen])
        #expect(bspc("monitor", "-d", "A", "B", on: &state) == "")
        #expect(bspc("desktop", "-f", "A", on: &state) == "")
        BspwmMonitorTests.manage(1...count, &state)
        return state
    }

    @Test func focusingASplitMakesItTheDesktopsFocusedNode() {
        var state = Self.fiveOnA()
        // The split of windows 1 and 2 (its second side begins with 2).
        let split = bspc("query", "-N", "-n", "@/2/2/1", on: &state)
        #expect(split == "0x80000002\n")
        #expect(bspc("node", "-f", "0x80000002", on: &state) == "")
        #expect(bspc("query", "-N", "-n", "@A:", on: &state) == split)
        #expect(state.focused == w(2), "the keyboard stays with the window focused last under it")
        // A path without a slash starts from it.
        #expect(bspc("query", "-N", "-n", "@parent/2", on: &state) == "0x00000003\n")
    }

    /// bspwm's node/transfer.
    @Test func aFocusedSplitSentAwayIsTheFocusThereAndTheNewestWindowHere() {
        var state = Self.fiveOnA()
        #expect(bspc("query", "-N", "-n", "@/1", on: &state) == "0x00000005\n")
        #expect(bspc("node", "-f", "@/2/2/1", on: &state) == "")
        #expect(bspc("node", "@/2", "-d", "B", on: &state) == "")
        #expect(bspc("query", "-N", "-n", "@A:", on: &state) == "0x00000005\n")
        #expect(bspc("query", "-N", "-n", "@B:", on: &state) == "0x80000002\n")
        #expect(state.focused == w(5))
    }

    /// bspwm's node/swap: the focused split of A swapped with B's activated window.
    @Test func aFocusedSplitSwappedAwayIsTheFocusThere() {
        var state = Self.fiveOnA()
        #expect(bspc("desktop", "-f", "B", on: &state) == "")
        BspwmMonitorTests.manage(6...8, &state)
        #expect(bspc("node", "-f", "@A:/2/2/1", on: &state) == "")
        #expect(bspc("node", "-a", "@B:/1", on: &state) == "")
        #expect(bspc("query", "-N", "-n", "@A:", on: &state) == "0x80000002\n", "activating elsewhere keeps A's focus on the split")
        #expect(bspc("node", "@/2", "-s", "@B:/1", on: &state) == "")
        #expect(bspc("query", "-N", "-n", "@B:", on: &state) == "0x80000002\n")
    }
}
