// i3's moves of a floating window without X: `move DIRECTION [N px|ppt]` by pixels or points of
// the monitor (a tile still moves a step in its tree), `move position X Y|center|mouse` on the
// outer rectangle, border included, the monitor a window joins when it ends up over another,
// what is refused, and over random moves, that a window only ever moves (never resizes) and
// never to where no monitor shows it.
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct FloatingMoveTests {
    static let left = MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true)
    static let right = MonitorInfo(name: "HDMI-1", frame: Rect(x: 1920, y: 0, width: 1280, height: 1024))
    static let border = 3

    /// Two monitors; on the left one a tile (1) and the floating window 2, focused.
    static func state() throws -> WMState {
        var settings = Settings()
        settings.border.width = border
        var d = WMState(settings: settings, monitors: [left, right])
        _ = d.handle(.manage(client(1), mapped: false))
        var dialog = client(2)
        dialog.facts.types = [.utility]
        dialog.facts.requested = PixelRect(x: 300, y: 200, width: 320, height: 180)
        _ = d.handle(.manage(dialog, mapped: false))
        try run("[id=2] focus", on: &d)
        #expect(d.clients[w(2)]?.kind == .floating && d.focused == w(2))
        return d
    }

    static func frame(_ d: WMState) throws -> PixelRect { try #require(d.clients[w(2)]?.frame) }

    @Test func aFloatingWindowMovesByPixelsOrByPointsOfItsMonitor() throws {
        var d = try Self.state()
        let start = try Self.frame(d)
        try run("move left 20 px", on: &d)
        #expect(try Self.frame(d) == PixelRect(x: start.x - 20, y: start.y, width: start.width, height: start.height))
        // Without a length, i3's 10 px; without a unit, pixels.
        try run("move right; move down 7", on: &d)
        #expect(try Self.frame(d) == PixelRect(x: start.x - 10, y: start.y + 7, width: start.width, height: start.height))
        // 10 ppt of the monitor's height (1080) and 5 ppt of its width (1920).
        try run("move up 10 ppt; move right 5 ppt", on: &d)
        #expect(try Self.frame(d) == PixelRect(x: start.x - 10 + 96, y: start.y + 7 - 108, width: start.width, height: start.height))
        #expect(d.focused == w(2) && d.clients[w(2)]?.kind == .floating)
    }

    @Test func aTileMovesAStepInItsTreeWhateverTheLength() throws {
        var a = try Self.state(), b = try Self.state()
        _ = a.handle(.manage(client(3), mapped: false))
        _ = b.handle(.manage(client(3), mapped: false))
        try run("[id=3] focus; move left 300 px", on: &a)
        try run("[id=3] focus; move left", on: &b)
        #expect(a.workspaces[a.focusedWorkspaceID].tree == b.workspaces[b.focusedWorkspaceID].tree)
        #expect(a.workspaces[a.focusedWorkspaceID].tree.leaves.first == w(3), "it moved past the other tile")
    }

    @Test func aStepThatWouldLeaveItOnNoMonitorIsNotTakenAsInI3() throws {
        var d = try Self.state()
        let start = try Self.frame(d)
        let reaction = try run("move up 5000 px", on: &d)
        let after = try Self.frame(d)
        #expect(reaction.failure == nil && after == start)
    }

    @Test func positionPutsTheOuterCornerBorderIncludedAtThePoint() throws {
        var d = try Self.state()
        let size = try Self.frame(d).size
        try run("move position 100 px 200 px", on: &d)
        // X puts the border's outer corner at the window's position: the frame's x and y.
        #expect(try Self.frame(d) == PixelRect(x: 100, y: 200, width: size.width, height: size.height))
        #expect(Picture(of: d).windows[w(2)]?.placement?.rect.origin == PixelPoint(x: 100, y: 200))
        try run("move window to position 50 ppt 10 ppt", on: &d)
        #expect(try Self.frame(d).origin == PixelPoint(x: 960, y: 108))
        try run("move container position -10 0", on: &d)
        #expect(try Self.frame(d).origin == PixelPoint(x: -10, y: 0))
    }

    @Test func aPositionOnNoMonitorIsRefusedAndTheWindowStays() throws {
        var d = try Self.state()
        let start = try Self.frame(d)
        let reaction = d.handle(commands: try CommandParser.parse("move position 5000 px 5000 px"))
        #expect(reaction.failure?.contains("on no monitor") == true, "\(reaction.failure ?? "nil")")
        #expect(try Self.frame(d) == start)
    }

    @Test func centreIsOnTheWorkspaceOrAcrossEveryMonitor() throws {
        var d = try Self.state()
        let f = try Self.frame(d)
        let outer = (width: f.width + 2 * Self.border, height: f.height + 2 * Self.border)
        try run("move position center", on: &d)
        let area = d.focusedArea
        #expect(try Self.frame(d).origin == PixelPoint(x: area.x + area.width / 2 - outer.width / 2, y: area.y + area.height / 2 - outer.height / 2))
        // The screen is 3200×1080: its centre (1600, 540) is on the left monitor, where it stays.
        try run("move absolute position center", on: &d)
        #expect(try Self.frame(d).origin == PixelPoint(x: 1600 - outer.width / 2, y: 540 - outer.height / 2))
        #expect(d.clients.workspace(of: w(2)) == d.shownWorkspace(on: 0))
    }

    @Test func mouseCentresItUnderThePointerKeptOnThatMonitorWhichItJoins() throws {
        var d = try Self.state()
        let f = try Self.frame(d)
        let outer = (width: f.width + 2 * Self.border, height: f.height + 2 * Self.border)
        _ = d.handle(.pointerQueried(at(2500, 10)))
        try run("move position mouse", on: &d)
        // Centred on x; its top would be above the monitor, so it rests on the top edge.
        #expect(try Self.frame(d).origin == PixelPoint(x: 2500 - outer.width / 2, y: 0))
        #expect(d.clients.workspace(of: w(2)) == d.shownWorkspace(on: 1) && d.focused == w(2) && d.outputs.focusedIndex == 1)
        // In a corner, it is kept whole on the monitor.
        _ = d.handle(.pointerQueried(at(3199, 1023)))
        try run("move position cursor", on: &d)
        #expect(try Self.frame(d).origin == PixelPoint(x: 3200 - outer.width, y: 1024 - outer.height))
    }

    @Test func aTileHasNoPositionToMoveTo() throws {
        var d = try Self.state()
        try run("[id=1] focus", on: &d)
        let tree = d.workspaces[d.focusedWorkspaceID].tree
        for text in ["move position 10 10", "move position center", "move absolute position center", "move position mouse"] {
            let reaction = d.handle(commands: try CommandParser.parse(text))
            #expect(reaction.failure?.contains("not floating") == true, "\(text): \(reaction.failure ?? "nil")")
        }
        #expect(d.workspaces[d.focusedWorkspaceID].tree == tree && d.focused == w(1))
    }

    /// Over random moves: the window keeps its size, stays managed and floating, and always has
    /// some of its outer rectangle on a monitor, which shows its workspace.
    @Test func randomMovesOnlyMoveAndNeverLoseTheWindow() throws {
        for index in 0..<200 {
            var rng = caseGenerator(seed: 0xF10A_7001, index: index)
            var d = try Self.state()
            let size = try Self.frame(d).size
            for _ in 0..<12 {
                _ = d.handle(.pointerQueried(at(Int.random(in: -100...3300, using: &rng), Int.random(in: -100...1100, using: &rng))))
                let command = Random.floatingMove(&rng)
                _ = d.handle(commands: [command])
                let f = try Self.frame(d)
                let outer = Rect(x: f.x, y: f.y, width: f.width + 2 * Self.border, height: f.height + 2 * Self.border)
                #expect(f.size == size, "case \(index), \(command): resized")
                #expect(d.clients[w(2)]?.kind == .floating && d.focused == w(2), "case \(index), \(command)")
                if case .movePosition(.centre(absolute: false)) = command { continue }
                #expect(outer.overlapsAny(of: d.outputs.monitors.map(\.frame)), "case \(index), \(command): on no monitor at \(f)")
            }
        }
    }
}
