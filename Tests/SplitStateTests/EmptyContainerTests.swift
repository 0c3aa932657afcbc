// i3's `open` without X: an empty container (a waiting leaf that stays empty) that no new
// window goes into; the one-window commands act on it when it is focused or selected by its id
// or a mark (kill, move workspace, mark), what needs a window is refused by name; its closing
// gives the focus to what had it before, another empty container included; `presel` (i3's
// `split`) and `focus parent` take it as a tile; it survives a restart with its marks and border; and, over random
// runs, something has the focus whenever the focused workspace shows an empty container.
import PropertyBased
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct EmptyContainerTests: RandomDrawing {
    static let screen = Rect(x: 0, y: 0, width: 1200, height: 800)

    static func state() -> WMState {
        WMState(settings: settings { $0.placement = .split(.toward(.right)) }, screen: screen)
    }

    /// The waiting leaves of the focused tree, left to right.
    static func waits(_ d: WMState) -> [WaitID] { d.focusedTree.leaves.compactMap(WaitID.init(leaf:)) }

    @Test func aNewWindowGoesBesideAnEmptyContainerNotIntoIt() throws {
        var d = Self.state()
        _ = d.handle(.manage(client(1), mapped: false))
        try run("open", on: &d)
        let wait = try #require(d.focusedWait)
        #expect(d.arrival(of: client(2))?.takesWait == nil, "the decision takes no waiting leaf")
        _ = d.handle(.manage(client(2), mapped: false))
        #expect(d.focusedTree.leaves == [w(1), wait.leaf, w(2)], "window 2 went beside the empty container")
        #expect(d.focusedWorkspace.waits[wait] == .empty() && d.focused == w(2))
    }

    @Test func killTwiceClosesTwoEmptyContainersTheFocusGoingFromOneToTheOther() throws {
        var d = Self.state()
        try run("open; open", on: &d)
        #expect(Self.waits(d).count == 2)
        let reaction = try run("kill; kill", on: &d)
        #expect(d.focusedTree.isEmpty && d.focusedWorkspace.waits.isEmpty && d.focused == nil)
        #expect(!reaction.effects.contains { if case .kill = $0 { true } else { false } }, "no client is asked to go")
    }

    @Test func closingAFocusedEmptyContainerFocusesTheOneFocusedBeforeIt() throws {
        var d = Self.state()
        try run("open; open; open", on: &d)
        let (a, b, c) = (Self.waits(d)[0], Self.waits(d)[1], Self.waits(d)[2])
        try run("[con_id=\(a.leaf.rawValue)] focus", on: &d)
        #expect(d.focused == a.leaf)
        try run("kill", on: &d)
        #expect(d.focused == c.leaf, "the most recent before it, not the first in the tree (\(b))")
        try run("kill", on: &d)
        #expect(d.focused == b.leaf)
    }

    @Test func aWindowClosingGivesTheFocusBackToTheEmptyContainerThatHadIt() throws {
        var d = Self.state()
        try run("open; open; open", on: &d)
        let middle = Self.waits(d)[1]
        _ = d.handle(.manage(client(9), mapped: false))
        try run("[con_id=\(middle.leaf.rawValue)] focus", on: &d)
        #expect(d.focused == middle.leaf)
        try run("[id=9] focus", on: &d)
        _ = d.handle(.destroyed(w(9)))
        #expect(d.focused == middle.leaf)
    }

    @Test func criteriaSelectAnEmptyContainerByItsIdOrMarkButNotByAWindowsProperties() throws {
        var d = Self.state()
        try run("open; open", on: &d)
        let (first, second) = (Self.waits(d)[0], Self.waits(d)[1])
        #expect(d.handle(commands: try CommandParser.parse("[class=.*] kill")).failure != nil, "it has no class")
        #expect(Self.waits(d).count == 2)
        try run("[id=\(first.leaf.rawValue)] mark here", on: &d)
        #expect(d.focusedWorkspace.waits[first]?.marks == ["here"])
        try run("[mark=here] kill", on: &d)
        #expect(Self.waits(d) == [second] && d.focused == second.leaf, "the unfocused one went, the focus stayed")
    }

    @Test func aMarkNamesOneContainerWindowOrEmpty() throws {
        var d = Self.state()
        _ = d.handle(.manage(client(1), mapped: false))
        try run("mark x; open; mark x", on: &d)
        let wait = try #require(d.focusedWait)
        #expect(d.clients[w(1)]?.marks == [] && d.focusedWorkspace.waits[wait]?.marks == ["x"])
        try run("[id=1] mark x", on: &d)
        #expect(d.clients[w(1)]?.marks == ["x"] && d.focusedWorkspace.waits[wait]?.marks == [])
        try run("mark --add y; unmark", on: &d)
        #expect(d.focusedWorkspace.waits[wait]?.marks == [] && d.clients[w(1)]?.marks == [])
    }

    @Test func moveWorkspaceTakesAFocusedEmptyContainerThere() throws {
        var d = Self.state()
        _ = d.handle(.manage(client(1), mapped: false))
        try run("open", on: &d)
        let wait = try #require(d.focusedWait)
        try run("move workspace 2", on: &d)
        let two = try #require(d.workspaces.first { $0.name == "2" })
        #expect(two.tree.leaves == [wait.leaf] && two.waits[wait] == .empty())
        #expect(d.focusedTree.leaves == [w(1)] && d.focused == w(1), "the focus stays here, on what had it before")
    }

    @Test func killOnAnEmptyContainerElsewhereDropsItsWorkspaceLeftEmpty() throws {
        var d = Self.state()
        try run("workspace 3; open", on: &d)
        let wait = try #require(d.focusedWait)
        try run("workspace 4", on: &d)
        #expect(d.workspaces.contains { $0.name == "3" })
        try run("[con_id=\(wait.leaf.rawValue)] kill", on: &d)
        #expect(!d.workspaces.contains { $0.name == "3" })
    }

    @Test func splitAndFocusParentWorkOnAnEmptyContainerAsOnAWindow() throws {
        var d = Self.state()
        try run("open; open; presel down; open", on: &d)
        let (a, b, c) = (Self.waits(d)[0], Self.waits(d)[1], Self.waits(d)[2])
        let tiles = Dictionary(uniqueKeysWithValues: d.focusedLayout.tiles.map { ($0.leaf, $0.rect) })
        let (rb, rc) = (try #require(tiles[b.leaf]), try #require(tiles[c.leaf]))
        #expect(rc.x == rb.x && rc.width == rb.width && rc.y > rb.y, "i3's split v: the third below the second (\(rb), \(rc))")
        try run("focus parent; kill", on: &d)
        #expect(Self.waits(d) == [a] && d.focused == a.leaf, "the column of two went whole; the focus is on what is left")
    }

    @Test func anEmptyContainerStaysEmptyWithItsMarksAfterARestart() throws {
        var d = Self.state()
        _ = d.handle(.manage(client(1, WindowIdentity(className: "XTerm", instance: "xterm", role: nil)), mapped: false))
        try run("open; mark spot", on: &d)
        let wait = try #require(d.focusedWait)
        let text = String(decoding: StateDocument(of: d, picture: Picture(of: d)).bytes(.stateFile, pretty: false), as: UTF8.self)
        let (restarted, _) = RestoreTests.restarted(d, from: try SavedLayout(reading: text))
        #expect(restarted.focusedWorkspace.waits[wait] == .empty(marks: ["spot"]), "\(text)")
        var after = restarted
        _ = after.handle(.manage(client(2), mapped: false))
        #expect(after.focusedWorkspace.waits[wait] != nil && after.clients[w(2)]?.workspace != nil, "a new window still goes beside it")
    }

    @Test func anEmptyContainerKeepsItsBorderAfterARestart() throws {
        var d = Self.state()
        _ = d.handle(.manage(client(1), mapped: false))
        try run("open; border pixel 5", on: &d)
        let wait = try #require(d.focusedWait)
        let text = String(decoding: StateDocument(of: d, picture: Picture(of: d)).bytes(.stateFile, pretty: false), as: UTF8.self)
        let (restarted, _) = RestoreTests.restarted(d, from: try SavedLayout(reading: text))
        let kept = try #require(restarted.focusedWorkspace.waits[wait])
        #expect(kept.titleBar == false && kept.borderWidth == 5, "\(text)")
    }

    @Test func whatNeedsAWindowIsRefusedByNameAndChangesNothing() throws {
        for text in ["float toggle", "fullscreen toggle", "sticky toggle", "move scratchpad"] {
            var d = Self.state()
            try run("open", on: &d)
            let before = d
            let reaction = d.handle(commands: try CommandParser.parse(text))
            let word = try #require(text.split(separator: " ").first)
            #expect(reaction.failure?.contains(String(word)) == true && reaction.failure?.contains("empty") == true,
                    "\(text): \(String(describing: reaction.failure))")
            #expect(d.focusedTree == before.focusedTree && d.focused == before.focused && d.focusedWorkspace.waits == before.focusedWorkspace.waits)
        }
    }

    /// Random runs of `open`, `kill`, windows coming and going, focus moves and workspace
    /// switches: every invariant holds, and while the focused workspace shows an empty
    /// container, something has the focus.
    static let step = Generator<Int, Shrink.None<Int>> { rng in int(0...1_000_000, &rng) }

    @Test func theFocusIsNeverOnNothingWhileAnEmptyContainerIsShown() {
        let commands: [Command] = [.open, .open, .kill, .close, .focus(.left), .focus(.right), .presel(.down), .focusContainer(.parent),
                                   .workspace(.named("1")), .workspace(.named("2")), .moveToWorkspace(.named("2"))]
        forAll(Self.step.array(of: 1...24), seed: 0x0E3_0EE4, cases: 200, shrink: { shrunkSequences($0, simplifications: { _ in [] }) }) { draws, v in
            var d = Self.state()
            var checker = Checker()
            var next: UInt32 = 100
            for (n, draw) in draws.enumerated() {
                let before = d
                let event: WMEvent
                switch draw % 4 {
                case 0:
                    event = .manage(client(next), mapped: false)
                    next += 1
                case 1 where !d.clients.order.isEmpty:
                    event = .destroyed(d.clients.order[draw / 4 % d.clients.order.count])
                default:
                    event = .command(commands[draw / 4 % commands.count])
                }
                let out = d.handle(event)
                let context = "step \(n) (\(event))"
                checker.check(before: before, after: d, reaction: out, event: event, &v, context)
                let shownWaits = d.focusedLayout.tiles.map(\.leaf).filter { WaitID(leaf: $0) != nil }
                v.expect(shownWaits.isEmpty || d.focused != nil, "\(context): \(shownWaits) shown, nothing focused")
            }
        }
    }
}
