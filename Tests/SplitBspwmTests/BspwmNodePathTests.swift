// bspwm's node paths (`@/2/1`, `@parent/1`, `@DESKTOP:/1`) walked in a hand-built tree: the
// window or split each reaches (a split's id: the top bit over its second side's first window),
// and the failures for a jump out of the tree, a wrong word.
import SplitBspwm
import SplitCommands
import SplitState
import Testing
import XModel

@Suite struct BspwmNodePathTests {
    /// `query -N -n PATH` on windows 1, 2, 3 each opened right of the one before: the tree is
    /// 1 beside (2 beside 3), the focus on 3.
    static func node(_ path: String, _ state: WMState = BspwmMessageTests.row(3)) -> BspwmAnswer {
        BspwmMessageTests.answer(["query", "-N", "-n", path], state)
    }

    @Test func aPathFromTheRootReachesItsWindow() {
        let state = BspwmMessageTests.row(3)
        #expect(state.workspaces[0].tree.root?.leaves.map(\.rawValue) == [1, 2, 3])
        #expect(Self.node("@/1") == .output("0x00000001\n"))
        #expect(Self.node("@/first") == .output("0x00000001\n"))
        #expect(Self.node("@/2/1") == .output("0x00000002\n"))
        #expect(Self.node("@/second/second") == .output("0x00000003\n"))
        // With the desktop named first, by name or by position.
        let name = state.workspaces[0].name
        #expect(Self.node("@\(name):/2/2") == .output("0x00000003\n"))
        #expect(Self.node("@^1:/1") == .output("0x00000001\n"))
    }

    @Test func aPathWithoutSlashStartsAtTheFocusedWindow() {
        #expect(Self.node("@brother") == .output("0x00000002\n"))
        #expect(Self.node("@parent/1") == .output("0x00000002\n"))
        #expect(Self.node("@parent/parent/1") == .output("0x00000001\n"))
        // `@DESKTOP:` alone is that desktop's focused window.
        let state = BspwmMessageTests.row(3)
        #expect(Self.node("@\(state.workspaces[0].name):") == .output("0x00000003\n"))
    }

    @Test func aPathThatEndsOnASplitPrintsItsIdWhichNamesItAgain() {
        // The root holds 1 and (2 beside 3): its second side starts with 2; `@/2`'s with 3.
        #expect(Self.node("@/2") == .output("0x80000003\n"))
        #expect(Self.node("@/") == .output("0x80000002\n"))
        #expect(Self.node("@parent") == .output("0x80000003\n"))
        #expect(Self.node("0x80000003") == .output("0x80000003\n"))
        #expect(BspwmMessageTests.answer(["query", "-N", "0x80000002"], BspwmMessageTests.row(3)) == .output("0x80000002\n"))
        // No split has that id; a desktop that does not hold the split: nothing, as bspwm.
        #expect(Self.node("0x80000001") == .failure(""))
        let state = BspwmMessageTests.row(3)
        let other = state.workspaces.first { $0.tree.root == nil }?.name
        if let other { #expect(BspwmMessageTests.answer(["query", "-N", "-n", "@/2", "-d", other], state) == .failure("")) }
        // A node command takes the id as it takes the path: the whole split.
        #expect(BspwmMessageTests.answer(["node", "0x80000003", "-c"], state) == BspwmMessageTests.answer(["node", "@/2", "-c"], state))
        #expect(BspwmMessageTests.answer(["node", "@/2", "-c"], state) == .commands(try! CommandParser.parse("[id=2] close; [id=3] close")))
    }

    @Test func aPathThatLeavesTheTreeFails() {
        // Below a window, above the root: nothing, silently, as bspwm.
        #expect(Self.node("@/1/1") == .failure(""))
        #expect(Self.node("@parent/parent/parent") == .failure(""))
        #expect(Self.node("@/3") == .failure("query -n: Invalid descriptor found in '@/3'.\n"))
        #expect(Self.node("@/west") == .failure("query -n: splitwm has no counterpart for 'west' (in '@/west').\n"))
        // A node command on a path: the window it reaches.
        #expect(BspwmMessageTests.answer(["node", "@/1", "-c"], BspwmMessageTests.row(3))
            == .commands(try! CommandParser.parse("[id=1] close")))
    }
}

extension BspwmNodePathTests {
    /// `query -T -n @/…` prints a split too: bspwm's `splitType` (its `vertical` is splitwm's
    /// side by side) and its children.
    @Test func theTreeOfAPathShowsASplit() {
        let state = BspwmMessageTests.row(3)
        guard case .output(let text) = BspwmMessageTests.answer(["query", "-T", "-n", "@/2"], state) else {
            Issue.record("no tree for @/2")
            return
        }
        #expect(text.contains("\"splitType\":\"vertical\""), "\(text)")
        #expect(text.contains("\"id\":2") && text.contains("\"id\":3") && !text.contains("\"id\":1,"), "\(text)")
        guard case .output(let leaf) = BspwmMessageTests.answer(["query", "-T", "-n", "@/1"], state) else {
            Issue.record("no tree for @/1")
            return
        }
        #expect(leaf.contains("\"id\":1") && !leaf.contains("splitType"), "\(leaf)")
    }
}

extension BspwmNodePathTests {
    /// `node -g sticky[=on|off]` is splitwm's `sticky`; bspwm's other flags are refused by name.
    @Test func theStickyFlagIsSplitwmsSticky() {
        let state = BspwmMessageTests.row(2)
        #expect(BspwmMessageTests.answer(["node", "-g", "sticky"], state) == .commands(try! CommandParser.parse("[id=2] sticky toggle")))
        #expect(BspwmMessageTests.answer(["node", "0x00000001", "-g", "sticky=on"], state)
            == .commands(try! CommandParser.parse("[id=1] sticky enable")))
        #expect(BspwmMessageTests.answer(["node", "-g", "sticky=off"], state) == .commands(try! CommandParser.parse("[id=2] sticky disable")))
        #expect(BspwmMessageTests.answer(["node", "-g", "locked"], state) == .failure("node -g: splitwm has no locked flag.\n"))
        #expect(BspwmMessageTests.answer(["node", "-g", "sticky=maybe"], state) == .failure("node -g: Invalid value for sticky: 'maybe'.\n"))
        #expect(BspwmMessageTests.answer(["node", "-g", "shiny"], state) == .failure("node -g: Invalid key: 'shiny'.\n"))
    }
}
