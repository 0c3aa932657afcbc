// The i3 habits without X, case by case: commands with criteria (the last window selected
// keeps the focus, none selected fails and changes nothing), the scratchpad (hidden, shown
// centred, hidden again, cycling, tiled for good, across a restart, a taskbar's request) and
// marks. The random sequences, with every invariant, are in StateProperties.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct HabitsTests {
    static let screen = Rect(x: 0, y: 0, width: 1600, height: 1000)
    static let firefox = WindowIdentity(className: "Firefox", instance: "Navigator", role: "browser")
    static let term = WindowIdentity(className: "XTerm", instance: "xterm", role: nil)

    /// Three terminals and, on workspace 2, a browser.
    static func state() throws -> WMState {
        var d = WMState(settings: Settings(), screen: screen)
        for id in 1...3 { _ = d.handle(.manage(client(UInt32(id), term), mapped: false)) }
        try run("workspace 2", on: &d)
        _ = d.handle(.manage(client(4, firefox), mapped: false))
        try run("workspace 1; [id=1] focus", on: &d)
        return d
    }

    @Test func criteriaFocusTheWindowTheySelectShowingItsWorkspace() throws {
        var d = try Self.state()
        #expect(d.focused == w(1))
        #expect(try run(#"[class="Firefox"] focus"#, on: &d).failure == nil)
        #expect(d.focused == w(4) && d.focusedWorkspace.name == "2")
        // Of several, the one managed last, as i3 (which focuses each in turn).
        try run("[class=XTerm] focus", on: &d)
        #expect(d.focused == w(3) && d.focusedWorkspace.name == "1")
        try run("[id=0x2] focus", on: &d)
        #expect(d.focused == w(2))
        // All must match; a failure stops the commands after it.
        #expect(d.handle(commands: try CommandParser.parse("[title=nothing class=XTerm] focus; [id=1] focus")).failure != nil)
        #expect(d.focused == w(2))
    }

    @Test func criteriaThatSelectNothingFailAndChangeNothing() throws {
        var d = try Self.state()
        let before = d
        let reaction = d.handle(commands: try CommandParser.parse("[class=Gimp] kill"))
        #expect(reaction.failure == "no window matches [class=Gimp]" && reaction.effects.isEmpty)
        #expect(d == before)
    }

    @Test func criteriaKillEveryWindowTheySelectAndSendThemElsewhere() throws {
        var d = try Self.state()
        let reaction = try run("[class=XTerm instance~^x] kill", on: &d)
        #expect(reaction.effects.filter { if case .kill = $0 { true } else { false } } == [.kill(w(1)), .kill(w(2)), .kill(w(3))])
        try run("[id=2] move workspace 3", on: &d)
        #expect(d.workspaces.first { $0.name == "3" }?.tree.leaves == [w(2)] && d.focused == w(1), "moved, the focus stays (i3)")
    }

    @Test func aWindowInTheScratchpadIsHiddenThenShownCentredAndHiddenAgain() throws {
        var d = try Self.state()
        try run("[id=2] focus; move scratchpad", on: &d)
        #expect(d.scratchpad == [w(2)] && !d.focusedTree.contains(w(2)) && Picture(of: d).windows[w(2)]?.placement == nil)
        #expect(d.focused != w(2) && Picture(of: d).windowsHidden.contains(w(2)))
        #expect(Picture(of: d).windows[w(2)]?.workspace == .all, "a taskbar lists it on every workspace")
        try run("scratchpad show", on: &d)
        let shown = try #require(Picture(of: d).windows[w(2)]?.placement?.rect)
        let border = d.settings.border.width
        #expect(d.focused == w(2) && d.clients[w(2)]?.kind == .floating && d.focusedFloating == [w(2)])
        #expect(shown.x + shown.width / 2 + border == Self.screen.width / 2 || shown.x + (shown.width + 1) / 2 + border == Self.screen.width / 2,
                "centred: \(shown)")
        #expect(shown.y + border == (Self.screen.height - shown.height - 2 * border) / 2 + border)
        try run("scratchpad show", on: &d)
        #expect(d.scratchpad == [w(2)] && Picture(of: d).windows[w(2)]?.placement == nil && d.focused != w(2))
    }

    @Test func aMarkPutOntoSeveralWindowsIsRefusedAndChangesNothing() throws {
        var d = try Self.state()
        let before = d
        let reaction = d.handle(commands: try CommandParser.parse("[class=XTerm] mark term"))
        #expect(reaction.failure == "a mark must not be put onto more than one window: [class=XTerm] selects 3")
        #expect(d == before)
        try run("[id=2] mark term", on: &d)
        #expect(d.clients[w(2)]?.marks == ["term"])
    }

    @Test func fullscreenOnAWindowHiddenInTheScratchpadShowsItFullscreen() throws {
        var d = try Self.state()
        try run("[id=2] move scratchpad", on: &d)
        #expect(Picture(of: d).windows[w(2)]?.placement == nil)
        #expect(try run("[id=2] fullscreen on", on: &d).failure == nil)
        let rect = try #require(Picture(of: d).windows[w(2)]?.placement?.rect)
        #expect(rect.x == 0 && rect.y == 0 && Int(rect.width) == Self.screen.width && Int(rect.height) == Self.screen.height, "\(rect)")
        #expect(d.focused == w(2) && d.clients[w(2)]?.fullscreen == true)
        try run("fullscreen off; scratchpad show", on: &d)
        #expect(Picture(of: d).windows[w(2)]?.placement == nil && d.scratchpad == [w(2)], "back in the scratchpad as any scratchpad window")
    }

    @Test func scratchpadShowCyclesThroughItsWindows() throws {
        var d = try Self.state()
        try run("[id=1] move scratchpad; [id=3] move scratchpad", on: &d)
        #expect(d.scratchpad == [w(1), w(3)])
        var order: [WindowID?] = []
        for _ in 0..<3 {
            try run("scratchpad show", on: &d)
            order.append(d.focused)
            try run("scratchpad show", on: &d)
        }
        #expect(order == [w(1), w(3), w(1)])
        // With criteria, that one: shown here, it is hidden again.
        try run("[id=3] scratchpad show", on: &d)
        #expect(d.focused == w(3))
        try run("[id=3] scratchpad show", on: &d)
        #expect(d.scratchpad.last == w(3))
        #expect(d.handle(commands: try CommandParser.parse("[id=2] scratchpad show")).failure == "no scratchpad window matches [id=2]")
    }

    @Test func aScratchpadWindowShownOnAnotherWorkspaceComesHere() throws {
        var d = try Self.state()
        try run("[id=1] move scratchpad; scratchpad show; workspace 2", on: &d)
        try run("scratchpad show", on: &d)
        #expect(d.focusedWorkspace.name == "2" && d.focusedFloating == [w(1)] && d.focused == w(1))
    }

    @Test func floatToggleTilesAScratchpadWindowForGood() throws {
        var d = try Self.state()
        try run("[id=1] move scratchpad; [id=1] float toggle", on: &d)
        #expect(d.focusedTree.contains(w(1)) && d.clients[w(1)]?.scratchpad == false && d.focused == w(1))
        #expect(d.handle(commands: try CommandParser.parse("scratchpad show")).failure == "the scratchpad is empty")
        #expect(d.focusedTree.contains(w(1)), "no longer a scratchpad window")
    }

    @Test func aTaskbarShowsAScratchpadWindowAnApplicationOnlyAsksForAttention() throws {
        var d = try Self.state()
        try run("[id=3] move scratchpad", on: &d)
        _ = d.handle(.activationRequest(w(3), source: .application, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.scratchpad == [w(3)] && d.clients[w(3)]?.urgent == true)
        _ = d.handle(.activationRequest(w(3), source: .pager, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.scratchpad.isEmpty && d.focused == w(3) && d.focusedFloating == [w(3)])
    }

    @Test func marksAreUniqueAndCriteriaFindThemAgain() throws {
        var d = try Self.state()
        try run("mark term; [id=2] mark term; [id=2] mark --add other", on: &d)
        #expect(d.clients[w(1)]?.marks == [] && d.clients[w(2)]?.marks == ["term", "other"])
        try run("[con_mark=term] focus", on: &d)
        #expect(d.focused == w(2))
        try run("mark --toggle other", on: &d)
        #expect(d.clients[w(2)]?.marks == ["term"])
        try run("[class=Firefox] mark web; unmark term", on: &d)
        #expect(d.clients.window(marked: "web") == w(4) && d.clients.window(marked: "term") == nil)
        try run("unmark", on: &d)
        #expect(d.clients.values.allSatisfy { $0.marks.isEmpty })
    }

    @Test func theScratchpadAndMarksSurviveARestart() throws {
        var wm = SimulatedWM(area: Self.screen, settings: Settings())
        for id in 1...3 { wm.run(.event(.manage(client(UInt32(id), Self.term), mapped: false))) }
        wm.run(Action.commands(try CommandParser.parse("[id=1] move scratchpad; [id=2] move scratchpad; [id=3] mark keep; scratchpad show")))
        wm.run(Action.restart)
        #expect(!wm.failed, "\(wm.violations.messages)")
        #expect(wm.state.scratchpad == [w(2)] && wm.state.clients[w(1)]?.scratchpad == true)
        #expect(wm.state.focusedFloating == [w(1)] && wm.state.clients.window(marked: "keep") == w(3))
    }
}
