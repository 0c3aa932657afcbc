// Workspaces and monitors without X, case by case: where new windows go (rules, dialogs),
// activation across workspaces, hot-plug (a monitor that goes and returns, zero monitors,
// clones) and priority sides across monitor resizes. The random sequences are in
// StateProperties; these are the cases the issue names.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct WorkspaceTests {
    static let left = MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true)
    static let right = MonitorInfo(name: "HDMI-1", frame: Rect(x: 1920, y: 0, width: 1280, height: 1024))

    static func names(_ d: WMState) -> [String] { d.workspaces.map(\.name) }

    @Test func aRuleSendsAWindowToItsWorkspaceWithoutTakingTheFocus() throws {
        var d = WMState(settings: settings { $0.rules = rules(["class=Firefox workspace 2"]) }, screen: Self.left.frame)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2, WindowIdentity(className: "Firefox", instance: "Navigator", role: nil)), mapped: false))
        #expect(Self.names(d) == ["1", "2"])
        #expect(d.workspaces[1].tree.leaves == [w(2)] && d.focused == w(1))
        #expect(Picture(of: d).windowsHidden.contains(w(2)) && Picture(of: d).windows[w(2)]?.workspace == .one(1))
        // Its dialog follows it there.
        var dialog = client(3)
        dialog.facts.transientFor = w(2)
        _ = d.handle(.manage(dialog, mapped: false))
        #expect(d.workspaceName(of: w(3)) == "2" && d.focused == w(1))
        try run("workspace 2", on: &d)
        #expect(d.focused == w(2), "the first window that came there, as neither was ever focused")
    }

    @Test func aPagerSwitchesToAHiddenWindowAndAnApplicationOnlyAsksForAttention() throws {
        var d = WMState(settings: settings { $0.focusOnActivation = .smart }, screen: Self.left.frame)
        _ = d.handle(.manage(client(1), mapped: false))
        try run("workspace 2", on: &d)
        _ = d.handle(.manage(client(2), mapped: false))
        try run("workspace 1", on: &d)
        _ = d.handle(.activationRequest(w(2), source: .application, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(1) && d.clients[w(2)]?.urgent == true, "an application does not pull the user away")
        _ = d.handle(.activationRequest(w(2), source: .pager, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(2) && d.focusedWorkspace.name == "2", "a pager's request switches there")
    }

    /// i3's `focus_on_window_activation focus`: an application's request is obeyed, on another
    /// workspace too; `urgent` and `none` never switch.
    @Test(arguments: [(ActivationPolicy.focus, "2", false), (.urgent, "1", true), (.none, "1", false)])
    func thePolicyDecidesWhetherAnApplicationOnAHiddenWorkspaceIsShown(_ policy: ActivationPolicy, _ shown: String, _ urgent: Bool) throws {
        var d = WMState(settings: settings { $0.focusOnActivation = policy }, screen: Self.left.frame)
        _ = d.handle(.manage(client(1), mapped: false))
        try run("workspace 2", on: &d)
        _ = d.handle(.manage(client(2), mapped: false))
        try run("workspace 1", on: &d)
        _ = d.handle(.activationRequest(w(2), source: .application, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.focusedWorkspace.name == shown)
        #expect(d.focused == (shown == "2" ? w(2) : w(1)))
        #expect(d.clients[w(2)]?.urgent == urgent)
    }

    @Test func nextOnMonitorStaysAmongTheFocusedMonitorsWorkspaces() throws {
        var d = WMState(settings: Settings(), monitors: [Self.left, Self.right])
        _ = d.handle(.manage(client(1), mapped: false))
        // 1 and 3 on the left monitor, 2 and 4 on the right.
        try run("workspace 3", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        try run("focus right; workspace 4", on: &d)
        _ = d.handle(.manage(client(4), mapped: false))
        try run("workspace 2", on: &d)
        _ = d.handle(.manage(client(2), mapped: false))
        try run("focus left; workspace 1", on: &d)
        #expect(Self.names(d).count == 4 && d.focusedWorkspace.name == "1")
        try run("workspace next-on-monitor", on: &d)
        #expect(d.focusedWorkspace.name == "3" && d.outputs.focused.name == "DP-1", "\(d.focusedWorkspace.name)")
        try run("workspace next-on-monitor", on: &d)
        #expect(d.focusedWorkspace.name == "1", "wrapping around, never to the right monitor's")
        try run("workspace prev-on-monitor", on: &d)
        #expect(d.focusedWorkspace.name == "3")
        // On the right monitor, among its own two.
        try run("focus right", on: &d)
        #expect(d.focusedWorkspace.name == "2")
        try run("workspace next-on-monitor", on: &d)
        #expect(d.focusedWorkspace.name == "4" && d.outputs.focused.name == "HDMI-1")
    }

    @Test func aMonitorThatGoesAndComesBackGetsItsWorkspacesBackAsTheyWere() throws {
        var d = WMState(settings: Settings(), monitors: [Self.left, Self.right])
        #expect(Self.names(d) == ["1", "2"] && d.outputs.monitors.indices.map { d.workspaces[d.shownWorkspace(on: $0)].name } == ["1", "2"])
        _ = d.handle(.manage(client(1), mapped: false))
        try run("focus right", on: &d)
        for id in 2...4 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        try run("workspace 3", on: &d)
        _ = d.handle(.manage(client(5), mapped: false))
        try run("workspace 2", on: &d)
        let tree = d.workspaces[1].tree
        _ = d.handle(.monitors([Self.left]))
        #expect(d.outputs.monitors.map(\.name) == ["DP-1"] && d.clients.count == 5)
        #expect(d.workspaces.allSatisfy { $0.site.monitor == "DP-1" })
        #expect(Picture(of: d).windowsShown == [w(1)], "the right monitor's workspaces wait, out of sight")
        _ = d.handle(.monitors([Self.left, Self.right]))
        let two = try #require(d.workspaces.firstIndex { $0.name == "2" })
        #expect(d.shownWorkspace(on: 1) == d.workspaces[two].id, "the workspace it showed is shown there again")
        #expect(d.workspaces[two].tree == tree, "with its tree as it was")
        #expect(d.workspaces.first { $0.name == "3" }?.site.monitor == "HDMI-1")
        #expect(Picture(of: d).windowsShown == [w(1), w(2), w(3), w(4)])
    }

    @Test func zeroMonitorsKeepEveryWindowWhereItWas() throws {
        var d = WMState(settings: Settings(), monitors: [Self.left])
        for id in 1...3 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        let before = d
        _ = d.handle(.monitors([]))
        #expect(d.outputs.monitors == before.outputs.monitors && d.workspaces == before.workspaces && d.clients == before.clients)
        _ = d.handle(.monitors([Self.right]))
        #expect(d.outputs.monitors.map(\.name) == ["HDMI-1"] && Picture(of: d).windowsShown.count == 3, "all shown on the output that came")
    }

    @Test func clonesAreOneMonitor() {
        let clone = MonitorInfo(name: "VGA-1", frame: Self.left.frame)
        let d = WMState(settings: Settings(), monitors: [clone, Self.left, Self.right])
        #expect(d.outputs.monitors.map(\.name) == ["DP-1", "HDMI-1"], "the primary of the two clones stays")
    }

    @Test func aPrioritySideKeepsItsPixelsWhenItsWorkspaceMovesToASmallerMonitor() throws {
        var d = WMState(settings: Settings(), monitors: [Self.left, Self.right])
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        try run("fraction 0.8", on: &d)
        try run("priority toggle", on: &d)
        let width = try #require(d.focusedLayout.rect(of: w(2))?.width)
        try run("move workspace to monitor right", on: &d)
        #expect(d.outputs.focused.name == "HDMI-1" && d.focusedWorkspace.tree.leaves == [w(1), w(2)])
        #expect(d.focusedLayout.rect(of: w(2))?.width == width, "the focused side keeps its \(width) px on the smaller monitor")
        #expect(d.workspaces[d.shownWorkspace(on: 0)].name != d.focusedWorkspace.name, "the left monitor shows another workspace")
    }

    @Test func pinnedWorkspacesGoToTheirMonitor() throws {
        let pinned = settings { $0.workspaces = [WorkspaceSetting(number: 5, name: "mail", monitors: ["HDMI-1"])] }
        var d = WMState(settings: pinned, monitors: [Self.left, Self.right])
        #expect(Self.names(d) == ["1", "mail"], "the right monitor starts on its pinned workspace")
        try run("workspace 2", on: &d)
        try run("workspace mail", on: &d)
        #expect(d.outputs.focused.name == "HDMI-1", "showing it gives its monitor the keyboard")
    }

    /// i3's 522-rename-assigned-workspace.t: a name (or its number) a `workspace` line pins to a
    /// monitor that is there takes the renamed focused workspace to it; a pin to a monitor that
    /// is not there (a direction is no name) leaves it where it is.
    @Test func renamingToAPinnedNameTakesTheWorkspaceToItsMonitor() throws {
        let pinned = settings {
            // The right monitor starts on 3, its first; baz and 7 are not made yet.
            $0.workspaces = [WorkspaceSetting(number: 3, monitors: ["HDMI-1"]), WorkspaceSetting(number: nil, name: "baz", monitors: ["HDMI-1"]),
                             WorkspaceSetting(number: 7, monitors: ["gone", "HDMI-1"]), WorkspaceSetting(number: 5, monitors: ["left"])]
        }
        var d = WMState(settings: pinned, monitors: [Self.left, Self.right])
        _ = d.handle(.manage(client(1), mapped: false))
        try #require(d.outputs.focused.name == Self.left.name)
        try run("rename workspace to 5", on: &d)
        #expect(d.outputs.focused.name == Self.left.name && d.focusedWorkspace.name == "5", "no monitor is called left")
        try run("rename workspace to baz", on: &d)
        #expect(d.outputs.focused.name == "HDMI-1" && d.focusedWorkspace.name == "baz" && d.focused == w(1))
        #expect(d.workspaces[d.shownWorkspace(on: 0)].name != "baz", "the left monitor shows another workspace")
        try run("move workspace to monitor left", on: &d)
        try run("rename workspace to 7", on: &d)
        #expect(d.outputs.focused.name == "HDMI-1" && d.focusedWorkspace.name == "7", "the first of its monitors that is there")
    }
}

extension WorkspaceTests {
    @Test func aReloadRenamesNumberedWorkspacesAsTheConfigNowSays() throws {
        var d = WMState(settings: Settings(), screen: Self.left.frame)
        _ = d.handle(.manage(client(1), mapped: false))
        try run("move workspace 2", on: &d)
        _ = d.handle(.config(settings { $0.workspaces = [WorkspaceSetting(number: 2, name: "mail")] }))
        #expect(Self.names(d) == ["1", "mail"] && d.workspaceName(of: w(1)) == "mail")
        try run("workspace mail", on: &d)
        #expect(d.focused == w(1))
    }
}

extension WorkspaceTests {
    @Test func aFloatingWindowDroppedOnAnotherMonitorJoinsItsWorkspace() throws {
        var d = WMState(settings: settings { $0.rules = rules(["class=* float"]) }, monitors: [Self.left, Self.right])
        var dialog = client(1)
        dialog.facts.requested = PixelRect(x: 0, y: 0, width: 200, height: 100)
        _ = d.handle(.manage(dialog, mapped: false))
        let frame = try #require(d.clients[w(1)]?.frame)
        let grip = PixelPoint(x: frame.x + 10, y: frame.y + 10)
        _ = d.handle(.modifierPress(w(1), at: grip, time: 10))
        _ = d.handle(.motion(at: PixelPoint(x: grip.x + 1500, y: grip.y), time: 11))
        _ = d.handle(.buttonRelease(at: PixelPoint(x: grip.x + 1500, y: grip.y), time: 12))
        #expect(d.clients.workspace(of: w(1)) == d.shownWorkspace(on: 1), "it is on the right monitor's workspace")
        #expect(d.clients[w(1)]?.frame.x == frame.x + 1500, "where it was dropped")
        #expect(d.focused == w(1) && d.outputs.focused.name == "HDMI-1")
    }
}

extension WorkspaceTests {
    @Test func inANewSessionWindowsGoBackToTheWorkspacesTheyWereOn() throws {
        let editor = WindowIdentity(className: "Emacs", instance: "emacs", role: nil)
        let browser = WindowIdentity(className: "Firefox", instance: "Navigator", role: nil)
        let mail = WindowIdentity(className: "Thunderbird", instance: "mail", role: nil)
        var d = WMState(settings: Settings(), screen: Self.left.frame)
        _ = d.handle(.manage(client(1, editor), mapped: false))
        try run("workspace 2", on: &d)
        _ = d.handle(.manage(client(2, browser), mapped: false))
        try run("workspace web", on: &d)
        _ = d.handle(.manage(client(3, mail), mapped: false))
        try run("workspace 1", on: &d)
        let saved = SavedLayout(of: d)
        // A new X session: no id survives; the windows come again, under new ids.
        var next = WMState(settings: Settings(), screen: Self.left.frame)
        #expect(next.restore(saved).restored == false)
        _ = next.handle(.manage(client(12, browser), mapped: false))
        _ = next.handle(.manage(client(13, mail), mapped: false))
        _ = next.handle(.manage(client(11, editor), mapped: false))
        #expect(next.workspaces.map(\.name) == ["1", "2", "web"])
        #expect(next.workspaceName(of: w(11)) == "1" && next.workspaceName(of: w(12)) == "2" && next.workspaceName(of: w(13)) == "web")
        #expect(next.focused == w(11), "only the window on the workspace shown takes the focus")
        #expect(next.restoration.awaited.isEmpty)
    }
}
