// Swallowing without X: a window whose process a terminal (`rule … swallows`) started takes the
// terminal's exact place, the terminal waits hidden on no workspace, and it has the place back,
// with the focus, when the window closes or on `unswallow`; what never swallows; and, on random
// trees, the place given back is the place taken, split values and all.
import PropertyBased
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct SwallowTests: RandomDrawing {
    static let xterm = WindowIdentity(className: "XTerm", instance: "xterm", role: nil)
    static let feh = WindowIdentity(className: "feh", instance: "feh", role: nil)
    static let firefox = WindowIdentity(className: "Firefox", instance: "Navigator", role: nil)

    static func swallowing(_ extra: [String] = []) -> Settings {
        settings { $0.placement = .split(.toward(.right)); $0.rules = rules(["class=XTerm swallows", "class=Firefox unswallowed"] + extra) }
    }

    /// A terminal window whose client is process `pid`.
    static func terminal(_ id: UInt32, pid: Int) -> Client {
        client(id, xterm, facts: facts { $0.pid = pid; $0.processLine = [pid]; $0.machine = "vm" })
    }

    /// A program's window: its process, then the processes above it.
    static func program(_ id: UInt32, _ identity: WindowIdentity = feh, line: [Int], change: (inout ClientFacts) -> Void = { _ in }) -> Client {
        client(id, identity, facts: facts { $0.pid = line.first; $0.processLine = line; change(&$0) })
    }

    /// An editor (1) beside a terminal (2, process 100), the terminal at a third of the width.
    static func editorAndTerminal() throws -> WMState {
        var d = WMState(settings: swallowing(), screen: Rect(x: 0, y: 0, width: 1200, height: 800))
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(terminal(2, pid: 100), mapped: false))
        try run("fraction 0.33", on: &d)
        try run("priority secondary", on: &d)
        return d
    }

    @Test func aProgramStartedFromTheTerminalTakesItsExactPlaceAndGivesItBackWithTheFocus() throws {
        var d = try Self.editorAndTerminal()
        let before = d.focusedTree
        // feh, started by a shell (150) the terminal (100) started.
        _ = d.handle(.manage(Self.program(3, line: [300, 150, 100]), mapped: false))
        #expect(d.focusedTree == (try before.renaming(w(2), to: w(3))), "the program is in the terminal's place, split values kept")
        #expect(d.focused == w(3))
        #expect(d.clients[w(2)]?.swallow.takenBy == w(3) && d.clients.workspace(of: w(2)) == nil)
        let picture = Picture(of: d)
        #expect(picture.windows[w(2)]?.placement == nil, "the terminal is hidden")
        #expect(picture.windows[w(2)]?.workspace == .one(0), "pagers list it on the program's workspace")
        // The program exits.
        _ = d.handle(.destroyed(w(3)))
        #expect(d.focusedTree == before)
        #expect(d.focused == w(2))
        #expect(d.clients[w(2)]?.swallow == SwallowRole(isTerminal: true))
    }

    @Test func unswallowGivesTheTerminalBackAndPutsTheProgramBesideIt() throws {
        var d = try Self.editorAndTerminal()
        let editorRect = d.focusedLayout.tiles.first { $0.leaf == w(1) }?.rect
        _ = d.handle(.manage(Self.program(3, line: [300, 100]), mapped: false))
        try run("unswallow", on: &d)
        #expect(d.focused == w(2))
        #expect(d.focusedTree.leaves.sorted { $0.rawValue < $1.rawValue } == [w(1), w(2), w(3)])
        // The program went beside the terminal, in the terminal's tile: the editor did not move.
        #expect(d.focusedLayout.tiles.first { $0.leaf == w(1) }?.rect == editorRect)
        #expect(d.clients[w(3)]?.swallow.terminal == nil && d.clients[w(2)]?.swallow.takenBy == nil)
        // Nothing more to give back.
        let reaction = d.handle(commands: try CommandParser.parse("[id=3] unswallow"))
        #expect(reaction.failure?.contains("swallowed no terminal") == true, "\(reaction.failure ?? "no failure")")
        // Criteria that select a swallowed terminal bring it back before they act on it.
        _ = d.handle(.destroyed(w(3)))
        _ = d.handle(.manage(Self.program(4, line: [400, 100]), mapped: false))
        #expect(d.clients[w(2)]?.swallow.takenBy == w(4))
        try run("[class=XTerm] focus", on: &d)
        #expect(d.focused == w(2) && d.focusedTree.contains(w(2)) && d.focusedTree.contains(w(4)))
    }

    @Test func whatNeverSwallows() throws {
        let line = [300, 100]
        let cases: [(String, Client)] = [
            ("a program a rule says is unswallowed", Self.program(3, Self.firefox, line: line)),
            ("a dialog, which floats", Self.program(3, line: line) { $0.types = [.dialog] }),
            ("a program the terminal did not start", Self.program(3, line: [300, 101])),
            ("a program on another machine", Self.program(3, line: line) { $0.machine = "elsewhere" }),
            ("a program on another machine than the terminal's", Self.program(3, line: line) { $0.machine = "here" }),
            ("a window whose process the X edge did not look up", Self.program(3, line: []) { $0.pid = 300 }),
            ("another terminal", Self.program(3, Self.xterm, line: line)),
        ]
        for (what, window) in cases {
            var d = try Self.editorAndTerminal()
            _ = d.handle(.manage(window, mapped: false))
            #expect(d.clients[w(2)]?.swallow.takenBy == nil && d.focusedTree.contains(w(2)), "\(what) swallowed the terminal")
        }
        // A rule sending the program to another workspace: it goes there, the terminal stays.
        var d = WMState(settings: Self.swallowing(["class=feh workspace 2"]), screen: Rect(x: 0, y: 0, width: 1200, height: 800))
        _ = d.handle(.manage(Self.terminal(2, pid: 100), mapped: false))
        _ = d.handle(.manage(Self.program(3, line: line), mapped: false))
        #expect(d.focusedTree.leaves == [w(2)])
    }

    @Test func aProgramThatNamesNoMachineIsTakenToRunWhereTheTerminalDoes() throws {
        // mpv sets _NET_WM_PID without WM_CLIENT_MACHINE.
        var d = try Self.editorAndTerminal()
        _ = d.handle(.manage(Self.program(3, line: [300, 100], change: { $0.machine = nil }), mapped: false))
        #expect(d.clients[w(2)]?.swallow.takenBy == w(3))
        var e = try Self.editorAndTerminal()
        _ = e.handle(.manage(Self.program(3, line: [300, 100], change: { $0.machine = "vm" }), mapped: false))
        #expect(e.clients[w(2)]?.swallow.takenBy == w(3))
    }

    @Test func aProgramThatAppearsWhileTheTerminalIsOutOfSightTakesItsPlaceThere() throws {
        // `sleep 2; mpv x` typed, then workspace 2 shown: the program comes to workspace 1.
        var d = try Self.editorAndTerminal()
        try run("workspace 2", on: &d)
        _ = d.handle(.manage(Self.program(3, line: [300, 100]), mapped: false))
        let one = try #require(d.workspaces.first { $0.name == "1" })
        #expect(one.tree.contains(w(3)) && !one.tree.contains(w(2)))
        #expect(one.recency.filter { $0 == w(3) }.count == 1 && !one.recency.contains(w(2)), "\(one.recency)")
        #expect(d.focusedWorkspace.name == "2")
    }

    @Test func aTerminalThatDiesWhileSwallowedLeavesTheProgramWhereItIs() throws {
        var d = try Self.editorAndTerminal()
        _ = d.handle(.manage(Self.program(3, line: [300, 100]), mapped: false))
        _ = d.handle(.destroyed(w(2)))
        #expect(d.clients[w(2)] == nil && d.clients[w(3)]?.swallow.terminal == nil)
        let tree = d.focusedTree
        _ = d.handle(.destroyed(w(3)))
        #expect(d.focusedTree == (try tree.removing(w(3))))
    }

    @Test func aProgramMovedElsewhereGivesTheTerminalBackWhereItIsThen() throws {
        var d = try Self.editorAndTerminal()
        _ = d.handle(.manage(Self.program(3, line: [300, 100]), mapped: false))
        try run("move workspace 2", on: &d)
        #expect(d.clients[w(2)]?.swallow.takenBy == w(3))
        try run("workspace 2", on: &d)
        _ = d.handle(.destroyed(w(3)))
        #expect(d.focusedWorkspace.name == "2" && d.focusedTree.leaves == [w(2)] && d.focused == w(2))
        // From the scratchpad: the terminal comes to the focused workspace.
        _ = d.handle(.manage(Self.program(4, line: [400, 100]), mapped: false))
        try run("move scratchpad", on: &d)
        try run("workspace 1", on: &d)
        _ = d.handle(.destroyed(w(4)))
        #expect(d.focusedWorkspace.name == "1" && d.focusedTree.contains(w(2)))
    }

    @Test func theStateFileKeepsWhoWaitsForWhom() throws {
        var d = try Self.editorAndTerminal()
        _ = d.handle(.manage(Self.program(3, line: [300, 100]), mapped: false))
        let text = String(decoding: StateDocument(of: d, picture: Picture(of: d)).bytes(.stateFile, pretty: false), as: UTF8.self)
        let saved = try SavedLayout(reading: text)
        #expect(saved.swallowed == [w(2): w(3)])
        #expect(saved == SavedLayout(of: d))
        // A new process adopts the three (the terminal unmapped) and restores the file.
        var e = WMState(settings: Self.swallowing(), screen: Rect(x: 0, y: 0, width: 1200, height: 800))
        for window in d.clients.order {
            var adopted = d.clients[window]!
            adopted.facts.processLine = []
            _ = e.handle(.manage(adopted, mapped: window != w(2)))
        }
        _ = e.restore(saved)
        #expect(e.focusedTree == d.focusedTree)
        #expect(e.clients[w(2)]?.swallow.takenBy == w(3) && e.clients[w(3)]?.swallow.terminal == w(2))
        _ = e.handle(.destroyed(w(3)))
        #expect(e.focusedTree == (try d.focusedTree.renaming(w(3), to: w(2)).settingMinSize(.zero, of: w(2))))
    }

    /// One step of a random tree (`state(_:)` reads it): a new window beside a random earlier
    /// one toward a random side, or a fraction, priority or minimum set on a random window.
    static let step = Generator<Int, Shrink.None<Int>> { rng in int(0...999, &rng) }

    static func focus(_ window: WindowID, _ d: inout WMState) {
        _ = d.handle(commands: try! CommandParser.parse("[id=\(window.rawValue)] focus"))
    }

    static func state(_ steps: [Int]) -> WMState {
        var d = WMState(settings: swallowing(), screen: Rect(x: 0, y: 0, width: 1600, height: 1000))
        var next: UInt32 = 1
        for step in steps {
            let windows = d.clients.order
            switch step % 4 {
            case 0, 1:
                if !windows.isEmpty {
                    focus(windows[step / 4 % windows.count], &d)
                    _ = d.handle(commands: [.presel(Direction.allCases[step / 7 % 4])])
                }
                // Minimum sizes of their own, so a place given back without the terminal's shows.
                _ = d.handle(.manage(client(next, step % 3 == 0 ? xterm : feh, minSize: Size(width: step % 7 * 15, height: step % 5 * 10),
                                            facts: facts { $0.pid = Int(next) + 100 }), mapped: false))
                next += 1
            case 2:
                guard !windows.isEmpty else { continue }
                focus(windows[step / 4 % windows.count], &d)
                _ = d.handle(commands: [.fraction(Double(step % 90 + 5) / 100)])
            default:
                guard !windows.isEmpty else { continue }
                focus(windows[step / 4 % windows.count], &d)
                _ = d.handle(commands: try! CommandParser.parse(step % 2 == 0 ? "priority secondary" : "min primary \(Double(step % 30) / 100)"))
            }
        }
        return d
    }

    @Test func theTerminalsPlaceGivenBackIsThePlaceTakenOnRandomTrees() {
        forAll(Self.step.array(of: 1...24), seed: 0x5A11_0A, cases: 200,
               shrink: { shrunkSequences($0, simplifications: { _ in [] }) }) { steps, v in
            var d = Self.state(steps)
            let terminals = d.clients.order.filter { d.clients[$0]?.swallow.isTerminal == true && d.focusedTree.contains($0) }
            guard !terminals.isEmpty else { return }
            let terminal = terminals[steps[0] % terminals.count]
            let pid = d.clients[terminal]!.facts.pid!
            let before = d.focusedTree
            var program = Self.program(900, line: [9000, 8000, pid])
            program.minSize = Size(width: 33, height: 21)
            _ = d.handle(.manage(program, mapped: false))
            v.expect(d.clients[terminal]?.swallow.takenBy == w(900), "\(terminal) was not swallowed")
            v.expect((try? before.renaming(terminal, to: w(900)).settingMinSize(Size(width: 33, height: 21), of: w(900))) == d.focusedTree,
                     "the program's place is not the terminal's: \(d.focusedTree) from \(before)")
            _ = d.handle(.destroyed(w(900)))
            v.expect(d.focusedTree == before, "the terminal's place given back differs: \(d.focusedTree), was \(before)")
            // A place too small to show (a pixel wide once the program's minimum is gone, as
            // before it came) cannot hold the focus: it stays on a window shown.
            if d.shownWindows.contains(terminal) {
                v.expect(d.focused == terminal, "the focus is on \(String(describing: d.focused)), not the terminal \(terminal)")
            } else {
                v.expect(d.focused.map(d.shownWindows.contains) == true, "the focus is on \(String(describing: d.focused)), not shown")
            }
        }
    }
}

extension SwallowTests {
    @Test func aLayoutLoadedWhileATerminalWaitsLeavesItWaiting() throws {
        // The windows a claimed layout takes in beside its leaves are the tiles of the workspace
        // (and any in no place): a swallowed terminal, a tile in no tree, used to be one of them.
        var d = try Self.editorAndTerminal()
        _ = d.handle(.manage(Self.program(3, line: [300, 100]), mapped: false))
        #expect(d.clients[w(2)]?.place == .swallowed(by: w(3)))
        _ = d.handle(.loadLayout(try LayoutFileDesktopTests.sidebarLayout(sidebar: LayoutLeaf(className: "feh"))))
        #expect(d.clients[w(2)]?.place == .swallowed(by: w(3)) && !d.focusedTree.contains(w(2)))
        #expect(Set(d.focusedTree.leaves.filter { WaitID(leaf: $0) == nil }) == [w(1), w(3)] && d.focusedTree.pathTo(w(3)) == [.primary])
    }
}
