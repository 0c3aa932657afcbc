// Collapse as a user feature in the reducer: `focus` moves through a collapsed split's hidden
// side as through a stack, `collapse` forces a split collapsed, and a screen that narrows and
// widens again leaves every split as it was.
import SplitCore
import SplitDesktop
import SplitEngine
import Testing
import XModel

@Suite struct CollapseCommandTests {
    /// 1 | (2 | 3) side by side on 1920x1080 with `collapse-below 400 0`, 3 focused.
    static func row() throws -> Desktop {
        var desktop = Desktop(settings: settings { $0.collapseBelow = Size(width: 400, height: 0) },
                              screen: Rect(x: 0, y: 0, width: 1920, height: 1080))
        _ = desktop.handle(.manage(client(1), mapped: false))
        for id: UInt32 in 2...3 {
            try run("presel right", on: &desktop)
            _ = desktop.handle(.manage(client(id), mapped: false))
        }
        #expect(desktop.focused == w(3))
        return desktop
    }

    static func run(_ text: String, on desktop: inout Desktop) throws {
        let reaction = desktop.handle(.commands(try CommandParser.parse(text)))
        #expect(reaction.failure == nil, "\(text): \(reaction.failure ?? "")")
    }

    @Test func onANarrowScreenFocusWalksTheRowOneWindowAtATimeAndWideningRestoresIt() throws {
        var desktop = try Self.row()
        let tree = desktop.tree
        let wide = desktop.layout.tiles
        _ = desktop.handle(.screenChange(Rect(x: 0, y: 0, width: 320, height: 240)))
        #expect(desktop.layout.tiles.map(\.leaf) == [w(3)])
        var seen: [WindowID?] = []
        for direction in ["left", "left", "left", "right", "right"] {
            try Self.run("focus \(direction)", on: &desktop)
            #expect(desktop.layout.tiles.map(\.leaf) == [desktop.focused].compactMap { $0 }, "only the focused window is shown")
            seen.append(desktop.focused)
        }
        #expect(seen == [w(2), w(1), w(1), w(2), w(3)])
        _ = desktop.handle(.screenChange(Rect(x: 0, y: 0, width: 1920, height: 1080)))
        #expect(desktop.tree == tree, "every fraction and hidden side as it was")
        #expect(desktop.layout.tiles == wide)
    }

    @Test func collapseToggleForcesTheFocusedSplitAndBack() throws {
        var desktop = try Self.row()
        try Self.run("collapse toggle", on: &desktop)
        #expect(desktop.tree.split(holding: w(3))?.collapsed == true)
        #expect(desktop.layout.tiles.map(\.leaf) == [w(1), w(3)])
        #expect(desktop.layout.rect(of: w(3))?.width == desktop.layout.rect(of: w(1))?.width, "3 takes its split's whole half")
        try Self.run("focus left", on: &desktop)
        #expect(desktop.focused == w(2), "the hidden side comes before 1, further away")
        #expect(desktop.layout.tiles.map(\.leaf) == [w(1), w(2)])
        try Self.run("collapse toggle", on: &desktop)
        #expect(desktop.tree.split(holding: w(2))?.collapsed == false)
        #expect(desktop.layout.tiles.count == 3)
        try Self.run("collapse on left", on: &desktop)
        #expect(desktop.tree.root.map { if case .branch(let b) = $0 { b.split.collapsed } else { false } } == true,
                "left of 2 runs the outer splitter")
        #expect(desktop.layout.tiles.map(\.leaf) == [w(2), w(3)])
        try Self.run("collapse off left", on: &desktop)
        #expect(desktop.layout.tiles.count == 3)
    }

    @Test func aForcedCollapseSurvivesARestoreAfterRestart() throws {
        var desktop = try Self.row()
        try Self.run("collapse on", on: &desktop)
        let saved = desktop.savedLayout
        var restarted = Desktop(settings: desktop.settings, screen: desktop.area)
        for id: UInt32 in 1...3 { _ = restarted.handle(.manage(client(id), mapped: true)) }
        #expect(restarted.restore(saved).restored)
        #expect(restarted.tree.split(holding: w(3))?.collapsed == true)
    }
}
