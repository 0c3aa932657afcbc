// Collapse as a user feature in the reducer: `focus` moves through a collapsed split's hidden
// side as through a stack, `collapse` forces a split collapsed, and a screen that narrows and
// widens again leaves every split as it was.
import SplitCommands
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct CollapseCommandTests {
    /// 1 | (2 | 3) side by side on 1920x1080 with `collapse-below 400 0`, 3 focused.
    static func row() throws -> WMState {
        var state = WMState(settings: settings { $0.collapseBelow = Size(width: 400, height: 0) },
                              screen: Rect(x: 0, y: 0, width: 1920, height: 1080))
        _ = state.handle(.manage(client(1), mapped: false))
        for id: UInt32 in 2...3 {
            try run("presel right", on: &state)
            _ = state.handle(.manage(client(id), mapped: false))
        }
        #expect(state.focused == w(3))
        return state
    }

    @Test func onANarrowScreenFocusWalksTheRowOneWindowAtATimeAndWideningRestoresIt() throws {
        var state = try Self.row()
        let tree = state.focusedTree
        let wide = state.focusedLayout.tiles
        _ = state.handle(.screenChange(Rect(x: 0, y: 0, width: 320, height: 240)))
        #expect(state.focusedLayout.tiles.map(\.leaf) == [w(3)])
        var seen: [WindowID?] = []
        for direction in ["left", "left", "left", "right", "right"] {
            try run("focus \(direction)", on: &state)
            #expect(state.focusedLayout.tiles.map(\.leaf) == [state.focused].compactMap { $0 }, "only the focused window is shown")
            seen.append(state.focused)
        }
        #expect(seen == [w(2), w(1), w(1), w(2), w(3)])
        _ = state.handle(.screenChange(Rect(x: 0, y: 0, width: 1920, height: 1080)))
        #expect(state.focusedTree == tree, "every fraction and hidden side as it was")
        #expect(state.focusedLayout.tiles == wide)
    }

    @Test func collapseToggleForcesTheFocusedSplitAndBack() throws {
        var state = try Self.row()
        try run("collapse toggle", on: &state)
        #expect(state.focusedTree.split(holding: w(3))?.collapsed == true)
        #expect(state.focusedLayout.tiles.map(\.leaf) == [w(1), w(3)])
        #expect(state.focusedLayout.rect(of: w(3))?.width == state.focusedLayout.rect(of: w(1))?.width, "3 takes its split's whole half")
        try run("focus left", on: &state)
        #expect(state.focused == w(2), "the hidden side comes before 1, further away")
        #expect(state.focusedLayout.tiles.map(\.leaf) == [w(1), w(2)])
        try run("collapse toggle", on: &state)
        #expect(state.focusedTree.split(holding: w(2))?.collapsed == false)
        #expect(state.focusedLayout.tiles.count == 3)
        try run("collapse on left", on: &state)
        #expect(state.focusedTree.root.map { if case .branch(let b) = $0 { b.split.collapsed } else { false } } == true,
                "left of 2 runs the outer splitter")
        #expect(state.focusedLayout.tiles.map(\.leaf) == [w(2), w(3)])
        try run("collapse off left", on: &state)
        #expect(state.focusedLayout.tiles.count == 3)
    }

    @Test func aForcedCollapseSurvivesARestoreAfterRestart() throws {
        var state = try Self.row()
        try run("collapse on", on: &state)
        let saved = SavedLayout(of: state)
        var restarted = WMState(settings: state.settings, screen: state.focusedArea)
        for id: UInt32 in 1...3 { _ = restarted.handle(.manage(client(id), mapped: true)) }
        #expect(restarted.restore(saved).restored)
        #expect(restarted.focusedTree.split(holding: w(3))?.collapsed == true)
    }
}
