// The user's monitors (`monitors add|remove`, bspwm's `wm -a` and `monitor -r`) beside RandR's,
// and workspaces exchanged between monitors (`swap workspace`, bspwm's `desktop -s`), without X.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct UserMonitorTests {
    static let screen = MonitorInfo(name: "screen", frame: Rect(x: 0, y: 0, width: 1280, height: 800), primary: true)
    static let top = Rect(x: 0, y: 0, width: 1024, height: 512)

    /// The workspace each monitor shows, by monitor name.
    static func shown(_ d: WMState) -> [String: String] {
        Dictionary(uniqueKeysWithValues: d.outputs.monitors.indices.map { (d.outputs.monitors[$0].name, d.workspaces[d.shownWorkspace(on: $0)].name) })
    }

    @Test func anAddedMonitorShowsANewWorkspaceAndStaysWhileRandRReportsAgain() throws {
        var d = WMState(settings: Settings(), monitors: [Self.screen])
        _ = d.handle(.manage(client(1), mapped: false))
        try run("monitors add TOP 1024x512+0+0", on: &d)
        #expect(d.outputs.monitors.map(\.name) == ["screen", "TOP"])
        #expect(d.outputs.monitors[1].frame == Self.top && Self.shown(d) == ["screen": "1", "TOP": "2"])
        #expect(d.outputs.focused.name == "screen" && d.focused == w(1), "the keyboard stays where it was")
        // RandR's next report (a monitor plugged in) keeps it, after RandR's.
        let right = MonitorInfo(name: "HDMI-1", frame: Rect(x: 1280, y: 0, width: 800, height: 600))
        _ = d.handle(.monitors([Self.screen, right]))
        #expect(d.outputs.monitors.map(\.name) == ["screen", "HDMI-1", "TOP"])
        try run("monitors remove TOP", on: &d)
        #expect(d.outputs.monitors.map(\.name) == ["screen", "HDMI-1"])
        #expect(!d.workspaces.contains { $0.name == "2" }, "its empty workspace went with it")
    }

    @Test func aRemovedMonitorsWindowsGoToThePrimaryMonitor() throws {
        var d = WMState(settings: Settings(), monitors: [Self.screen])
        try run("monitors add TOP 1024x512+0+0; workspace 2", on: &d)
        #expect(d.outputs.focused.name == "TOP")
        _ = d.handle(.manage(client(7), mapped: false))
        try run("monitors remove TOP", on: &d)
        #expect(d.outputs.monitors.map(\.name) == ["screen"] && d.clients[w(7)] != nil)
        #expect(d.workspaces.first { $0.name == "2" }?.site.monitor == "screen")
    }

    @Test(arguments: [
        ("monitors add screen 10x10+0+0", "monitors add: a monitor is called screen already"),
        ("monitors add BIG 1280x800+0+0", "monitors add: BIG would cover screen exactly (1280x800+0+0)"),
        ("monitors remove screen", "monitors remove: screen is RandR's monitor, not one `monitors add` made"),
        ("monitors remove NOPE", "monitors remove: no monitor NOPE"),
        ("swap workspace 1 with 9", "swap workspace: no workspace 9"),
    ])
    func whatCannotBeDoneIsRefusedNamingIt(_ command: String, _ failure: String) throws {
        var d = WMState(settings: Settings(), monitors: [Self.screen])
        let before = d
        let reaction = d.handle(commands: try CommandParser.parse(command))
        #expect(reaction.failure.map { "\($0)" } == failure)
        #expect(d.outputs == before.outputs && d.workspaces == before.workspaces)
    }

    @Test func swappingTwoMonitorsShownWorkspacesExchangesThemAndTheKeyboardStays() throws {
        var d = WMState(settings: Settings(), monitors: [Self.screen])
        try run("monitors add A 1024x512+0+0; monitors add B 1024x512+0+512; workspace 2", on: &d)
        for id in 1...3 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        try run("workspace 3", on: &d)
        for id in 4...5 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        #expect(Self.shown(d) == ["screen": "1", "A": "2", "B": "3"] && d.focused == w(5))
        try run("swap workspace 2 with 3", on: &d)
        #expect(Self.shown(d) == ["screen": "1", "A": "3", "B": "2"])
        #expect(d.workspaces.first { $0.name == "3" }?.site.monitor == "A" && d.workspaces.first { $0.name == "2" }?.site.monitor == "B")
        #expect(d.outputs.focused.name == "B" && d.focusedWorkspace.name == "2" && d.focused == w(3),
                "the keyboard stays on B, on the workspace that came, at its most recent window")
        // Each laid out in its new monitor's rectangle.
        let picture = Picture(of: d)
        #expect([w(1), w(2), w(3)].allSatisfy { picture.windows[$0]?.placement.map { $0.rect.y >= 512 } == true })
        #expect([w(4), w(5)].allSatisfy { picture.windows[$0]?.placement.map { $0.rect.y + $0.rect.height <= 512 } == true })
    }

    @Test func aHiddenWorkspaceSwappedStaysHiddenOnItsNewMonitor() throws {
        var d = WMState(settings: Settings(), monitors: [Self.screen])
        try run("workspaces add I II; monitors add A 1024x512+0+0", on: &d)
        #expect(Self.shown(d) == ["screen": "1", "A": "2"])
        try run("swap workspace II with 2", on: &d)
        #expect(Self.shown(d) == ["screen": "1", "A": "II"], "II takes 2's place, shown")
        #expect(d.workspaces.first { $0.name == "II" }?.site.monitor == "A")
        #expect(!d.workspaces.contains { $0.name == "2" }, "2, empty and now hidden, goes as any other")
    }

    @Test func twoWorkspacesOfOneMonitorAreRefused() throws {
        var d = WMState(settings: Settings(), monitors: [Self.screen])
        try run("workspaces add I II", on: &d)
        let reaction = d.handle(commands: try CommandParser.parse("swap workspace I with II"))
        #expect(reaction.failure.map { "\($0)" } == "swap workspace: I and II are both on screen, where splitwm keeps its own order")
    }
}
