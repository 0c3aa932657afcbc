// The saved layout put back after a restart or a crash with several workspaces and monitors:
// every window on its own workspace, in its place in that workspace's tree, floating where it
// floated, each monitor that is still here showing what it showed.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct RestoreTests {
    static let screen = Rect(x: 0, y: 0, width: 1920, height: 1080)

    /// Windows 1 and 2 on workspace 1, 3 and 4 (4 floating) on workspace 2, 5 on workspace 3,
    /// the focus on 3 with workspace 2 shown; workspace 1's split at 0.3.
    static func threeWorkspaces(monitors: [MonitorInfo]? = nil) -> WMState {
        var d = monitors.map { WMState(settings: Settings(), monitors: $0) } ?? WMState(settings: Settings(), screen: screen)
        _ = d.handle(.manage(client(1), mapped: true))
        _ = d.handle(.manage(client(2), mapped: true))
        _ = d.handle(commands: ([.fraction(0.3)]))
        _ = d.handle(commands: ([.workspace(.named("3"))]))
        _ = d.handle(.manage(client(5), mapped: true))
        _ = d.handle(commands: ([.workspace(.named("2"))]))
        _ = d.handle(.manage(client(3), mapped: true))
        _ = d.handle(.manage(client(4), mapped: true))
        _ = d.handle(commands: ([.float(.on)]))
        _ = d.handle(.activationRequest(w(3), source: .pager, time: 0, userTime: nil, focusedUserTime: nil))
        return d
    }

    /// A new process on `monitors`: it adopts `old`'s windows in the order they were managed
    /// (all on its first workspace, as adoption puts them), then restores `saved`.
    static func restarted(_ old: WMState, from saved: SavedLayout, monitors: [MonitorInfo]? = nil) -> (WMState, Bool) {
        let infos = monitors ?? old.outputs.monitors.map { MonitorInfo(name: $0.name, frame: $0.frame, primary: $0.primary) }
        var d = WMState(settings: old.settings, monitors: infos)
        for window in old.clients.order {
            guard let c = old.clients[window] else { continue }
            var adopted = client(window.rawValue)
            adopted.identity = c.identity
            adopted.facts = c.facts
            _ = d.handle(.manage(adopted, mapped: true))
        }
        let (restored, _) = d.restore(saved)
        return (d, restored)
    }

    /// Each workspace's name, tree and floating windows, by name.
    static func workspaces(_ d: WMState) -> [String: (tree: SplitTree<WindowID>, floating: [WindowID])] {
        Dictionary(uniqueKeysWithValues: d.workspaces.map { ($0.name, ($0.tree, $0.floating)) })
    }

    static func everyWindowOnceIn(_ d: WMState) -> Bool {
        let placed = d.workspaces.flatMap { $0.tree.leaves + $0.floating }
        return placed.count == Set(placed).count && Set(placed) == Set(d.clients.keys)
    }

    @Test func everyWindowComesBackOnItsOwnWorkspaceInItsPlace() throws {
        let before = Self.threeWorkspaces()
        #expect(before.workspaces.map(\.name) == ["1", "2", "3"])
        #expect(before.focusedWorkspace.name == "2")
        let (after, restored) = Self.restarted(before, from: SavedLayout(of: before))
        #expect(restored)
        #expect(after.workspaces.map(\.name) == ["1", "2", "3"])
        let was = Self.workspaces(before), now = Self.workspaces(after)
        for name in ["1", "2", "3"] {
            #expect(now[name]?.tree == was[name]?.tree, "workspace \(name)")
            #expect(now[name]?.floating == was[name]?.floating, "workspace \(name)")
        }
        #expect(after.focusedWorkspace.name == "2", "the same workspace shown")
        #expect(after.focused == w(3))
        #expect(after.clients[w(4)]?.kind == .floating)
        #expect(after.clients[w(4)]?.frame == before.clients[w(4)]?.frame)
        #expect(after.focusedLayout.rect(of: w(3)) == before.focusedLayout.rect(of: w(3)))
        #expect(Self.everyWindowOnceIn(after))
        // And the state file it would write now is the one it read.
        #expect(SavedLayout(of: after) == SavedLayout(of: before))
    }

    @Test func aSecondRestartChangesNothing() {
        let before = Self.threeWorkspaces()
        let (once, _) = Self.restarted(before, from: SavedLayout(of: before))
        let (twice, _) = Self.restarted(once, from: SavedLayout(of: once))
        #expect(SavedLayout(of: twice) == SavedLayout(of: before))
    }

    @Test func aWindowTheFileDoesNotNameStaysWhereAdoptionPutIt() {
        let before = Self.threeWorkspaces()
        var saved = SavedLayout(of: before)
        // Window 5 came after the last save: the file does not name it.
        saved.workspaces = saved.workspaces.map { place in
            var p = place
            p.tree = (try? p.tree.removing(w(5))) ?? p.tree
            return p
        }
        let (after, restored) = Self.restarted(before, from: saved)
        #expect(restored)
        // Adoption put it on the first workspace, beside the saved windows there.
        #expect(after.workspaces.first { $0.name == "1" }?.tree.leaves == [w(1), w(2), w(5)])
        #expect(!after.workspaces.contains { $0.name == "3" }, "workspace 3, empty and not shown, is dropped")
        #expect(Self.everyWindowOnceIn(after))
    }

    @Test func aMonitorThatIsGoneHandsItsWorkspaceToTheFocusedOneUntilItReturns() {
        let left = MonitorInfo(name: "left", frame: Rect(x: 0, y: 0, width: 1000, height: 800), primary: true)
        let right = MonitorInfo(name: "right", frame: Rect(x: 1000, y: 0, width: 800, height: 600))
        var before = WMState(settings: Settings(), monitors: [left, right])
        _ = before.handle(.manage(client(1), mapped: true))
        _ = before.handle(.manage(client(2), mapped: true))
        // Right shows workspace 2 with windows 3 and 4 (4 floating), and has the focus.
        _ = before.handle(.otherPress(at: at(1500, 300), time: 1))
        #expect(before.outputs.focused.name == "right")
        _ = before.handle(.manage(client(3), mapped: true))
        _ = before.handle(.manage(client(4), mapped: true))
        _ = before.handle(commands: ([.float(.on)]))
        let rightName = before.focusedWorkspace.name
        let saved = SavedLayout(of: before)
        #expect(saved.workspaces.first { $0.name == rightName }?.monitor == "right")

        // Both monitors still here: each shows what it showed.
        let (same, _) = Self.restarted(before, from: saved)
        #expect(same.outputs.monitors.map { same.workspaces[$0.shows].name } == before.outputs.monitors.map { before.workspaces[$0.shows].name })
        #expect(same.focusedWorkspace.name == rightName)
        #expect(same.clients[w(4)]?.frame == before.clients[w(4)]?.frame)

        // Only the left one: right's workspace waits there, hidden, and comes back with it.
        var (after, restored) = Self.restarted(before, from: saved, monitors: [left])
        #expect(restored)
        #expect(Self.everyWindowOnceIn(after))
        let index = try! #require(after.workspaces.firstIndex { $0.name == rightName })
        #expect(after.workspaces[index].tree.leaves == [w(3)])
        #expect(after.workspaces[index].floating == [w(4)])
        #expect(after.workspaces[index].site.displacedFrom?.monitor == "right")
        #expect(after.workspaces[index].site.monitor == "left")
        #expect(after.outputs.monitors.count == 1)
        #expect(after.workspaces[after.shownWorkspace(on: 0)].tree.leaves == [w(1), w(2)])
        _ = after.handle(.monitors([left, right]))
        let back = try! #require(after.workspaces.first { $0.name == rightName }?.id)
        #expect(after.monitorShowing(back).map { after.outputs.monitors[$0].name } == "right")
        #expect(after.workspaces[back].tree.leaves == [w(3)])
    }

    @Test func aFileOfTheSecondVersionPutsItsTreeOnTheFocusedWorkspace() {
        let before = Self.threeWorkspaces()
        var saved = SavedLayout(of: before)
        saved.workspaces = []
        saved.focusedWorkspaceName = nil
        let (after, restored) = Self.restarted(before, from: saved)
        #expect(restored)
        // Workspace 2's tree, on the one workspace there is; the rest beside it.
        #expect(after.workspaces.map(\.name) == ["1"])
        #expect(Self.everyWindowOnceIn(after))
        #expect(after.clients[w(4)]?.kind == .floating)
        #expect(after.focusedTree.split(holding: w(3)) != nil)
    }

    /// Found on X: adoption finds every window mapped, the restore hides workspace 1's, and an
    /// EnterNotify on one of them sent before that switched to workspace 1.
    @Test func thePointerEnteringAWindowOfAHiddenWorkspaceDoesNotShowIt() {
        var d = Self.threeWorkspaces()
        d.settings.focusFollowsMouse = true
        _ = d.handle(.enter(w(1), at: at(5, 5), time: 9))
        #expect(d.focusedWorkspace.name == "2")
        #expect(d.focused == w(3))
    }

    @Test func withEveryWindowAddsOnlyWindowsOfTheWorkspaceItReplaces() throws {
        let d = Self.threeWorkspaces()
        let complete = try #require(d.withEveryWindow(SplitTree(root: .leaf(w(3), minSize: .zero))))
        #expect(complete.leaves == [w(3)], "windows 1, 2 and 5 are on other workspaces")
    }
}
