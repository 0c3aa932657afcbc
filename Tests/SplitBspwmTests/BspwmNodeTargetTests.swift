// bspc's node commands aimed at a split (`node @/2 -k|-c|-d|-s|-f`) as splitwm's commands, in
// a hand-built state: each window under it killed or closed, the whole subtree sent or
// swapped (the `node` command), the window focused last under it focused; a window swapped
// with a node a selector names; what a split cannot take, refused naming it.
import SplitBspwm
import SplitCommands
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BspwmNodeTargetTests {
    /// 1 | (2 | 3), the focus on 3: `@/2` is the split whose sides begin with 2 and 3.
    static func answer(_ words: [String]) -> BspwmAnswer { BspwmMessageTests.answer(words, BspwmMessageTests.row(3)) }
    static let split = NodeName(window: 2, secondWindow: 3)

    @Test func killAndCloseTakeEveryWindowUnderTheSplit() throws {
        #expect(Self.answer(["node", "@/2", "-k"]) == .commands(try CommandParser.parse("[id=2] kill; [id=3] kill")))
        #expect(Self.answer(["node", "@/2", "--close"]) == .commands(try CommandParser.parse("[id=2] close; [id=3] close")))
    }

    @Test func toDesktopSendsTheWholeSplit() {
        #expect(Self.answer(["node", "@/2", "-d", "other"]) == .commands([.node(Self.split, .moveToWorkspace(.named("other")))]))
        #expect(Self.answer(["node", "@/2", "-d", "other", "--follow"])
            == .commands([.node(Self.split, .moveToWorkspace(.named("other"))), .workspace(.named("other"))]))
    }

    @Test func swapTradesASplitOrAWindowWithTheNodeTheSelectorNames() {
        #expect(Self.answer(["node", "@/2", "-s", "@/1"]) == .commands([.node(Self.split, .swap(with: NodeName(window: 1)))]))
        #expect(Self.answer(["node", "@/1", "-s", "@/2"]) == .commands([.node(NodeName(window: 1), .swap(with: Self.split))]))
        #expect(Self.answer(["node", "-s", "0x1"]) == .commands([.node(NodeName(window: 3), .swap(with: NodeName(window: 1)))]))
        // A direction is still the focused window's neighbour.
        #expect(Self.answer(["node", "-s", "west"]) == .commands([.swap(.left)]))
    }

    @Test func focusOnASplitFocusesTheWindowFocusedLastUnderItThenTheSplit() throws {
        // `@/2` is one of a chain of side-by-side splits, no container of its own: the window.
        #expect(Self.answer(["node", "@/2", "-f"]) == .commands(try CommandParser.parse("[id=3] focus")))
        // The root is the container around the window: the focus goes up to it.
        #expect(Self.answer(["node", "-f", "@/"]) == .commands(try CommandParser.parse("[id=3] focus; focus parent")))
    }

    @Test func whatASplitCannotTakeIsRefusedNamingIt() {
        #expect(Self.answer(["node", "@/2", "-t", "floating"]) == .failure("node -t: splitwm does this to a window, not a split (0x2/0x3).\n"))
        #expect(Self.answer(["node", "@/2", "-s", "west"])
            == .failure("node -s: splitwm swaps a split with a node it names, not with 'west'.\n"))
        #expect(Self.answer(["node", "@/2", "-s"]) == .failure("node -s: Not enough arguments.\n"))
        #expect(Self.answer(["node", "@/2", "-s", "@/3"]) == .failure("node -s: Invalid descriptor found in '@/3'.\n"))
    }

    @Test func aSwapOfASplitWithAWindowCarriedOutPutsEachWhereTheOtherWas() {
        var state = BspwmMessageTests.row(3)
        guard case .commands(let commands) = BspwmMessageTests.answer(["node", "@/2", "-s", "@/1"], state) else {
            Issue.record("no commands")
            return
        }
        #expect(state.handle(commands: commands).failure == nil)
        #expect(state.focusedTree.leaves == [w(2), w(3), w(1)])
        #expect(state.focused == w(3))
    }
}
