// `kill` with the focus on the workspace (`focus parent` up to the whole tree) closes its
// floating windows with its tiles, as i3 4.22 closes a workspace (129-focus-after-close); a
// container below the whole tree leaves them. From a floating window `focus parent` goes
// straight to the workspace (135-floating-focus), and `focus child` back.
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct WorkspaceKillTests {
    /// Tiles 1 and 2, with 3 below 2 (1 | 2/3), and the floating window 4.
    static func state() throws -> WMState {
        var d = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: 1200, height: 800))
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        try run("presel down", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        var dialog = client(4)
        dialog.facts.types = [.utility]
        _ = d.handle(.manage(dialog, mapped: false))
        #expect(d.focusedFloating == [w(4)])
        try run("[id=3] focus", on: &d)
        return d
    }

    static func killed(_ reaction: Reaction) -> Set<WindowID> {
        Set(reaction.effects.compactMap { effect -> WindowID? in if case .kill(let window) = effect { window } else { nil } })
    }

    @Test func killingTheWorkspaceKillsItsFloatingWindowsToo() throws {
        var d = try Self.state()
        try run("focus parent; focus parent", on: &d)
        #expect(Self.killed(try run("kill", on: &d)) == [w(1), w(2), w(3), w(4)])
    }

    @Test func killingAContainerInsideLeavesTheFloatingWindows() throws {
        var d = try Self.state()
        try run("focus parent", on: &d)
        #expect(Self.killed(try run("kill", on: &d)) == [w(2), w(3)])
    }

    @Test func focusParentFromAFloatingWindowGoesToTheWorkspaceAndChildComesBack() throws {
        var d = try Self.state()
        try run("[id=4] focus; focus parent", on: &d)
        #expect(d.focusedContainer == [] && d.focused == w(4))
        try run("focus parent", on: &d)
        #expect(d.focusedContainer == [], "no higher than the workspace")
        try run("focus child", on: &d)
        #expect(d.focusedContainer == nil && d.focused == w(4))
        try run("focus parent", on: &d)
        #expect(Self.killed(try run("kill", on: &d)) == [w(1), w(2), w(3), w(4)])
    }
}
