// Commands that act from the focused window, after criteria (`[id=X] move right`, `[id=X]
// focus up`, `[class=x] resize …`): they act from each selected window as from the focused one,
// and leave the focus where it was unless they are focus commands (as i3's).
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import SplitSyntax
import StateScriptSupport
import Testing
import XModel

@Suite struct CriteriaFromWindowTests {
    static let screen = Rect(x: 0, y: 0, width: 1600, height: 1000)
    static let term = WindowIdentity(className: "XTerm", instance: "xterm", role: nil)
    static let mail = WindowIdentity(className: "Mail", instance: "mail", role: nil)

    /// Three terminals side by side on workspace 1 (3 focused), two on workspace 2, no monitor
    /// showing it, one mail window in the scratchpad.
    static func state() throws -> WMState {
        var d = WMState(settings: settings { $0.rules = rules([]) }, screen: screen)
        for id in 1...3 { _ = d.handle(.manage(client(UInt32(id), term), mapped: false)) }
        try run("workspace 2", on: &d)
        for id in 4...5 { _ = d.handle(.manage(client(UInt32(id), term), mapped: false)) }
        _ = d.handle(.manage(client(6, mail), mapped: false))
        try run("move scratchpad; workspace 1; [id=3] focus", on: &d)
        return d
    }

    static func tree(_ name: String, in d: WMState) -> SplitTree<WindowID>? { d.workspaces.first { $0.name == name }?.tree }

    /// `[id=X] COMMAND` changes the trees as `[id=X] focus; COMMAND` does, but the focus, the
    /// focused monitor and the workspace shown stay as they were.
    @Test(arguments: ["move right", "move left", "swap right", "resize right 40", "layout toggle", "flip", "presel down"])
    func aCommandAfterCriteriaActsFromTheWindowAndLeavesTheFocus(command: String) throws {
        for subject in [1, 2] {
            var d = try Self.state()
            var oracle = d
            try run("[id=\(subject)] focus; \(command)", on: &oracle)
            try run("[id=\(subject)] \(command)", on: &d)
            #expect(Self.tree("1", in: d) == Self.tree("1", in: oracle), "\(command) from \(subject)")
            #expect(d.focused == w(3), "\(command) from \(subject): the focus stays")
            #expect(d.focusedWorkspace.name == "1")
        }
    }

    /// i3's 232-cmd-move-criteria: the first of three moves right past the second, and the
    /// third keeps the focus.
    @Test func movingTheFirstOfThreeRightPutsTheSecondFirst() throws {
        var d = try Self.state()
        let before = try #require(Self.tree("1", in: d)).leaves
        try run("[id=1] move right", on: &d)
        let after = try #require(Self.tree("1", in: d)).leaves
        #expect(after.first == before[1] && after.contains(w(1)) && after.count == before.count)
        #expect(d.focused == w(3))
    }

    /// A focus command after criteria starts from the selected window and keeps the focus
    /// where it went (i3's `[id=X] focus up`, 101-focus).
    @Test func aFocusCommandAfterCriteriaStartsFromTheWindow() throws {
        var oracle = try Self.state()
        try run("focus left", on: &oracle)
        let target = try #require(oracle.focused)
        // Focused elsewhere first, so that only a focus that went from 3 lands on `target`.
        var d = try Self.state()
        try run("[id=\(target == w(1) ? 2 : 1)] focus", on: &d)
        try run("[id=3] focus left", on: &d)
        #expect(target != w(3) && d.focused == target)
    }

    /// On a workspace no monitor shows, the window moves there, and that workspace stays out
    /// of sight.
    @Test func aWindowOnAHiddenWorkspaceMovesThereUnseen() throws {
        var d = try Self.state()
        var oracle = d
        try run("workspace 2; [id=4] focus; move right", on: &oracle)
        let before = try #require(Self.tree("2", in: d))
        try run("[id=4] move right", on: &d)
        let after = try #require(Self.tree("2", in: d))
        #expect(after != before && after == Self.tree("2", in: oracle))
        #expect(d.focused == w(3) && d.focusedWorkspace.name == "1")
        #expect(d.outputs.monitors.map(\.shows) == [d.focusedWorkspaceID])
    }

    /// A focus command from a window on a hidden workspace shows that workspace, focused where
    /// the command went.
    @Test func aFocusCommandFromAHiddenWorkspaceShowsIt() throws {
        var d = try Self.state()
        try run("[id=5] focus left", on: &d)
        #expect(d.focused == w(4) && d.focusedWorkspace.name == "2")
    }

    /// i3's 135-floating-focus: `[id=X] floating enable` floats X and leaves the focus.
    @Test func floatingAfterCriteriaLeavesTheFocus() throws {
        var d = try Self.state()
        try run("[id=2] float on", on: &d)
        #expect(d.clients[w(2)]?.kind == .floating)
        #expect(d.focused == w(3))
        try run("[id=2] float off", on: &d)
        #expect(d.clients[w(2)]?.kind == .tiled && d.focused == w(3))
    }

    /// i3's 135-floating-focus: floating a window on a workspace out of sight leaves that
    /// workspace's focus where it was; shown again, the window focused there before has it.
    @Test func floatingOnAHiddenWorkspaceLeavesItsFocus() throws {
        var d = try Self.state()
        var oracle = d
        try run("workspace 2", on: &oracle)
        let before = try #require(oracle.focused)
        let other = before == w(4) ? 5 : 4
        try run("[id=\(other)] float toggle; workspace 2", on: &d)
        #expect(d.clients[w(UInt32(other))]?.kind == .floating)
        #expect(d.focused == before)
    }

    /// Criteria that select nothing, or only a window in the scratchpad, fail with a message
    /// that names the criteria or the command; nothing changes.
    @Test func criteriaWithNoWindowToActFromFail() throws {
        let d = try Self.state()
        var copy = d
        let none = copy.handle(commands: try CommandParser.parse("[class=Nothing] move left"))
        #expect(none.failure == "no window matches [class=Nothing]")
        copy = d
        let scratch = copy.handle(commands: try CommandParser.parse("[class=Mail] move left"))
        #expect(scratch.failure?.hasPrefix("move left: ") == true)
        #expect(copy.focused == d.focused && Self.tree("1", in: copy) == Self.tree("1", in: d))
    }
}
