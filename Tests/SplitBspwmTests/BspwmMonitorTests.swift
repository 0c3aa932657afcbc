// bspwm's monitors of the user's (`wm -a`, `monitor -r`), focused (`monitor -f`), and desktops
// swapped and sent between them (`desktop -s`, `desktop -m`), through the state as splitwm runs
// them: the steps of bspwm's desktop/swap and desktop/transfer scripts, checked as they check.
import SplitBspwm
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BspwmMonitorTests {
    static let screen = MonitorInfo(name: "screen", frame: Rect(x: 0, y: 0, width: 1280, height: 800), primary: true)


    static func manage(_ ids: ClosedRange<UInt32>, _ state: inout WMState) {
        for id in ids { _ = state.handle(.manage(client(id), mapped: true)) }
    }

    @Test func wmAddsAMonitorThatMonitorRemoves() {
        var state = WMState(settings: Settings(), monitors: [Self.screen])
        #expect(bspc("wm", "-a", "TOP", "1024x512+0+0", on: &state) == "")
        #expect(bspc("query", "-M", "--names", on: &state) == "screen\nTOP\n")
        #expect(bspc("query", "-T", "-m", "TOP", on: &state).contains(#""rectangle":{"x":0,"y":0,"width":1024,"height":512}"#))
        #expect(bspc("monitor", "TOP", "-r", on: &state) == "")
        #expect(bspc("query", "-M", "--names", on: &state) == "screen\n")
    }

    @Test(arguments: [
        (["wm", "-a", "TOP"], "!wm -a: Not enough arguments.\n"),
        (["wm", "-a", "TOP", "1024x512"], "!wm -a: Invalid argument: '1024x512' (a rectangle WxH+X+Y).\n"),
        (["wm", "-a", "TOP", "0x512+0+0"], "!wm -a: Invalid argument: '0x512+0+0' (a rectangle WxH+X+Y).\n"),
        (["wm", "-a", "screen", "10x10+5+5"], "!monitors add: a monitor is called screen already"),
        // A selector that finds no desktop fails without a word, as bspwm's.
        (["desktop", "-s", "nowhere:^1"], "!"),
        (["desktop", "-s"], "!desktop -s: Not enough arguments.\n"),
        (["monitor", "-f", "nowhere"], "!"),
    ])
    func badWordsAreRefusedNamingThem(_ words: [String], _ text: String) {
        var state = WMState(settings: Settings(), monitors: [Self.screen])
        let answer: String = switch BspwmMessage.answer(words, in: BspwmView(of: state)) {
        case .failure(let failure): "!" + failure
        case .commands(let commands): state.handle(commands: commands).failure.map { "!" + $0 } ?? ""
        default: "?"
        }
        #expect(answer == text)
    }

    /// bspwm's desktop/swap: three windows on A, two on B, then A's first desktop swapped with B's.
    @Test func desktopsSwappedAcrossMonitorsTradeTheirWindows() {
        var state = WMState(settings: Settings(), monitors: [Self.screen])
        #expect(bspc("wm", "-a", "TEST-SWAP-A", "1024x512+0+0", on: &state) == "")
        #expect(bspc("wm", "-a", "TEST-SWAP-B", "1024x512+0+512", on: &state) == "")
        #expect(bspc("monitor", "-f", "TEST-SWAP-A", on: &state) == "")
        Self.manage(1...3, &state)
        #expect(bspc("monitor", "-f", "TEST-SWAP-B", on: &state) == "")
        Self.manage(4...5, &state)
        let a = bspc("query", "-N", "-m", "TEST-SWAP-A", on: &state), b = bspc("query", "-N", "-m", "TEST-SWAP-B", on: &state)
        #expect(a.split(separator: "\n").count == 3 && b.split(separator: "\n").count == 2)
        #expect(bspc("desktop", "TEST-SWAP-A:^1", "-s", "TEST-SWAP-B:^1", on: &state) == "")
        #expect(bspc("query", "-N", "-m", "TEST-SWAP-A", on: &state) == b)
        #expect(bspc("query", "-N", "-m", "TEST-SWAP-B", on: &state) == a)
        #expect(bspc("query", "-M", "-m", "focused", "--names", on: &state) == "TEST-SWAP-B\n", "the keyboard stays on B")
    }

    /// bspwm's desktop/transfer: A's focused desktop sent to B is laid out in B's rectangle.
    @Test func aDesktopSentToAnotherMonitorIsLaidOutThere() {
        var state = WMState(settings: Settings(), monitors: [Self.screen])
        #expect(bspc("wm", "-a", "TEST-TRANSFER-A", "1024x512+0+0", on: &state) == "")
        #expect(bspc("wm", "-a", "TEST-TRANSFER-B", "1024x512+0+512", on: &state) == "")
        #expect(bspc("monitor", "TEST-TRANSFER-A", "-a", "source", on: &state) == "")
        #expect(bspc("monitor", "-f", "TEST-TRANSFER-A", on: &state) == "")
        Self.manage(1...3, &state)
        // The root, a split, has the box around its windows as its rectangle.
        #expect(bspc("query", "-T", "-n", "@/", on: &state).contains(#""rectangle":{"x":0,"y":0,"width":1024,"height":512}"#))
        #expect(bspc("desktop", "TEST-TRANSFER-A:focused", "-m", "TEST-TRANSFER-B", on: &state) == "")
        #expect(bspc("query", "-T", "-n", "@/", on: &state).contains(#""rectangle":{"x":0,"y":512,"width":1024,"height":512}"#))
        #expect(bspc("query", "-D", "-m", "TEST-TRANSFER-A", "--names", on: &state) == "source\n")
        let moved = state.workspaces.first { $0.tree.leaves == [w(1), w(2), w(3)] }
        #expect(moved?.site.monitor == "TEST-TRANSFER-B" && moved.map { state.isShown($0.id) } == true)
        #expect(Picture(of: state).windows[w(1)]?.placement.map { $0.rect.y >= 512 } == true)
    }
}
