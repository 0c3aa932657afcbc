// The config's workspace lines as i3 reads them, without X: a workspace pinned by its name or by
// its number goes to the first of its monitors that is there when it is made, and each monitor
// starts on the first workspace pinned to it, else the first a binding shows, else a free number
// (i3's testcase 297, whose configs these are, written in splitwm's words).
import SplitConfig
import SplitEngine
import SplitState
import PropertyTestSupport
import StateScriptSupport
import Testing

@Suite struct WorkspacePinTests {
    /// i3's four fake outputs in a square, fake-0 at the origin.
    static let square = [(0, 0), (1024, 0), (1024, 768), (0, 768)].enumerated().map { index, origin in
        MonitorInfo(name: "fake-\(index)", frame: Rect(x: origin.0, y: origin.1, width: 1024, height: 768), primary: index == 0)
    }

    static func state(_ config: String) throws -> WMState {
        WMState(settings: try parseConfig(config).get().settings, monitors: square)
    }

    /// The monitor each workspace belongs to (shown or hidden there), by name, for those that exist.
    static func monitors(_ d: WMState) -> [String: String] {
        Dictionary(uniqueKeysWithValues: d.workspaces.map { ($0.name, $0.site.monitor) })
    }

    /// The workspace each monitor shows, in the monitors' order.
    static func shown(_ d: WMState) -> [String] {
        d.outputs.monitors.indices.map { d.workspaces[d.shownWorkspace(on: $0)].name }
    }

    @Test func eachMonitorStartsOnItsFirstPinnedWorkspaceElseTheFirstBoundElseAFreeNumber() throws {
        let d = try Self.state("""
            bind Mod1+x workspace bindingname
            workspace 9 monitor doesnotexist
            workspace special monitor fake-0
            workspace 1 monitor doesnotexist
            workspace dontusethisname monitor doesnotexist
            workspace donotoverride monitor fake-0
            workspace 2 monitor fake-0
            workspace 3 monitor fake-0
            """)
        // fake-0: its first pin; fake-1: the binding's; fake-2: 1, pinned to a monitor not
        // there; fake-3: 4, since 2 and 3 are pinned to fake-0, which is there.
        #expect(Self.shown(d) == ["special", "bindingname", "1", "4"])
        #expect(Set(d.workspaces.map(\.name)) == ["special", "bindingname", "1", "4"], "no other workspace is made before it is used")
    }

    /// i3's test 515: the first monitor takes the binding's name, the next a free number.
    @Test func theNextMonitorAfterTheBoundWorkspaceTakesAFreeNumber() throws {
        let d = WMState(settings: try parseConfig("bind 1 workspace '1: eggs'").get().settings, monitors: Array(Self.square.prefix(2)))
        #expect(Self.shown(d) == ["1: eggs", "2"])
    }

    /// A workspace a binding shows is a monitor's first only where no pin sends it elsewhere.
    @Test func aBoundWorkspacePinnedToAnotherMonitorIsNotMadeHere() throws {
        let d = try Self.state("""
            bind Mod1+1 workspace mail
            bind Mod1+2 workspace web
            workspace mail monitor fake-3
            """)
        #expect(Self.shown(d) == ["web", "1", "2", "mail"])
    }

    @Test func aWorkspaceMadeOnUseGoesToTheFirstOfItsMonitorsThatIsThere() throws {
        var d = try Self.state("""
            workspace 2 monitor fake-3 fake-4 fake-0 fake-1
            workspace 3 monitor these outputs do not exist but these do: fake-0 fake-3
            workspace foo monitor doesnotexist1 doesnotexist2 doesnotexist3
            workspace 7 monitor nonprimary fake-1
            workspace 'right top' monitor fake-1
            workspace 6 name six monitor fake-2
            workspace away monitor fake-2
            """)
        #expect(Self.shown(d) == ["3", "7", "six", "2"], "each monitor's first pin, in the config's order")
        d.outputs.focusedIndex = 3
        for (name, monitor) in [("right top", "fake-1"), ("foo", "fake-1"), ("8", "fake-1")] {
            try run("workspace '\(name)'", on: &d)
            #expect(Self.monitors(d)[name] == monitor, "\(name)")
            #expect(d.outputs.focused.name == monitor, "\(name): its monitor has the keyboard")
        }
        #expect(Self.monitors(d)["right top"] == nil, "left empty, it went, as in i3")
        // A window sent to a pinned workspace not made yet makes it on its monitor, out of sight.
        _ = d.handle(.manage(client(1), mapped: false))
        try run("move workspace away", on: &d)
        #expect(Self.monitors(d)["away"] == "fake-2" && Self.shown(d)[2] == "six")
        #expect(d.outputs.focused.name == "fake-1")
    }

    /// i3 finds a workspace's monitor by its name's own line before its number's, each line's
    /// first monitor that is there.
    @Test func aNamesOwnPinComesBeforeItsNumbers() throws {
        let settings = try parseConfig("""
            workspace 5 monitor A
            workspace 5:xxx monitor B C
            workspace 6 name six monitor C
            """).get().settings
        let all: (String) -> Bool = { _ in true }
        #expect(settings.pinnedMonitor(of: "5:xxx", isPresent: all) == "B")
        #expect(settings.pinnedMonitor(of: "5:xxx", isPresent: { $0 != "B" }) == "C")
        #expect(settings.pinnedMonitor(of: "5:xxx", isPresent: { $0 == "A" }) == "A", "none of its own there: its number's")
        #expect(settings.pinnedMonitor(of: "5", isPresent: all) == "A")
        #expect(settings.pinnedMonitor(of: "5:yyy", isPresent: all) == "A")
        #expect(settings.pinnedMonitor(of: "six", isPresent: all) == "C" && settings.pinnedMonitor(of: "6", isPresent: all) == "C")
        #expect(settings.pinnedMonitor(of: "6", isPresent: { $0 != "C" }) == nil)
        #expect(settings.pinnedMonitor(of: "mail", isPresent: all) == nil)
    }

    /// A monitor that comes later takes the workspaces pinned to it by name, as by number.
    @Test func aMonitorPluggedInLaterTakesItsNamedWorkspace() throws {
        var d = WMState(settings: try parseConfig("workspace special monitor fake-1\nworkspace 2 monitor fake-1").get().settings,
                        monitors: [Self.square[0]])
        try run("workspace special", on: &d)
        #expect(Self.monitors(d)["special"] == "fake-0", "its monitor is not there: the focused one")
        _ = d.handle(.manage(client(1), mapped: false))
        try run("workspace 1", on: &d)
        _ = d.handle(.monitors(Array(Self.square.prefix(2))))
        #expect(Self.monitors(d)["special"] == "fake-1" && Self.shown(d) == ["1", "special"], "with its window")
    }
}
