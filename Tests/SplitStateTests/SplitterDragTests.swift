// A drag holds what it drags, without X: a splitter drag its split by key, on the workspace
// it began on, so a window mapped or closed elsewhere in the tree leaves it going (as i3's
// resize goes on while a window maps); a drag whose split's window closes, whose workspace
// is switched away, or whose window stops floating or leaves the tree, ends with the pointer
// let go; Escape puts back the tree the drag started from, with what came meanwhile.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct SplitterDragTests {
    /// 1 | 2 | 3 side by side on 1200x800, each new window to the right of the focused one:
    /// the root split (key 1|2) has 1 on its primary side, 2 | 3 on its secondary.
    static func threeColumns(_ change: (inout Settings) -> Void = { _ in }) -> WMState {
        var d = WMState(settings: settings { $0.placement = .split(.toward(.right)); change(&$0) }, screen: Rect(x: 0, y: 0, width: 1200, height: 800))
        for id in 1...3 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        return d
    }

    static func width(_ d: WMState, _ id: UInt32) -> Int? { d.focusedLayout.rect(of: w(id))?.width }

    /// Presses the splitter of the split whose key is `a`|`b` in the middle of where it grabs.
    static func pressSplitter(_ a: UInt32, _ b: UInt32, _ d: inout WMState) -> PixelPoint {
        let key = SplitKey(primary: w(a), secondary: w(b))
        let hit = d.focusedLayout.splitters.first { $0.key == key }!.hit
        let point = PixelPoint(x: hit.x + hit.width / 2, y: hit.y + hit.height / 2)
        _ = d.handle(.splitterPress(SplitterName(workspace: d.focusedWorkspace.id, key: key), at: point, time: 10))
        return point
    }

    static func right(_ p: PixelPoint, _ dx: Int) -> PixelPoint { PixelPoint(x: p.x + dx, y: p.y) }

    static func letsGo(_ reaction: Reaction) -> Bool {
        reaction.effects.contains { if case .ungrabPointer = $0 { true } else { false } }
    }

    /// A splitter is named by its workspace's identity: one found in the picture on screen is
    /// pressed on after a config reload renamed its workspace (`1` became `1:web`), and the
    /// press still drags it (by name, the press found no workspace called `1` and did nothing).
    @Test func aSplitterPressedAfterItsWorkspaceWasRenamedStillDrags() throws {
        var d = Self.threeColumns()
        let key = SplitKey(primary: w(1), secondary: w(2))
        let hit = try #require(d.focusedLayout.splitters.first { $0.key == key }?.hit)
        let point = PixelPoint(x: hit.x + hit.width / 2, y: hit.y + hit.height / 2)
        let pressed = try #require(Picture(of: d).splitter(at: point))
        var renamed = d.settings
        renamed.workspaces = [WorkspaceSetting(number: 1, name: "1:web")]
        _ = d.handle(.config(renamed))
        #expect(d.focusedWorkspace.name == "1:web")
        let before = try #require(Self.width(d, 1))
        _ = d.handle(.splitterPress(pressed, at: point, time: 10))
        _ = d.handle(.motion(at: Self.right(point, 100), time: 20))
        #expect(Self.width(d, 1) == before + 100, "window 1 is \(String(describing: Self.width(d, 1))) wide, was \(before)")
    }

    @Test func aDragGoesOnWhileAWindowMapsOrClosesElsewhere() {
        var d = Self.threeColumns()
        let start = Self.width(d, 1)!
        let p = Self.pressSplitter(1, 2, &d)
        _ = d.handle(.motion(at: Self.right(p, 100), time: 20))
        #expect(Self.width(d, 1) == start + 100)
        // Window 4 goes beside 3, inside the dragged split's secondary side.
        let mapped = d.handle(.manage(client(4), mapped: false))
        #expect(d.drag != nil && !Self.letsGo(mapped))
        #expect(d.focusedLayout.rect(of: w(4)) != nil)
        _ = d.handle(.motion(at: Self.right(p, 150), time: 30))
        #expect(Self.width(d, 1) == start + 150, "the splitter still follows the pointer")
        // Window 3 closes: the split 1|2 is still there.
        let closed = d.handle(.destroyed(w(3)))
        #expect(d.drag != nil && !Self.letsGo(closed))
        _ = d.handle(.motion(at: Self.right(p, 50), time: 40))
        #expect(Self.width(d, 1) == start + 50)
        let released = d.handle(.buttonRelease(at: Self.right(p, 50), time: 50))
        #expect(d.drag == nil && Self.letsGo(released))
        #expect(released.effects.contains(.notice(.splitter(phase: "release", workspace: "1", key: SplitKey(primary: w(1), secondary: w(2)),
                                                            fraction: d.focusedTree.split(at: [])!.fraction, hidden: nil))))
        #expect(Self.width(d, 1) == start + 50)
    }

    @Test func escapeAfterAWindowMappedPutsTheSplitBackAndKeepsTheWindow() {
        var d = Self.threeColumns()
        let start = Self.width(d, 1)!
        let p = Self.pressSplitter(1, 2, &d)
        _ = d.handle(.motion(at: Self.right(p, 120), time: 20))
        _ = d.handle(.manage(client(4), mapped: false))
        _ = d.handle(.motion(at: Self.right(p, 140), time: 30))
        let cancelled = d.handle(.dragCancel)
        #expect(d.drag == nil && Self.letsGo(cancelled))
        #expect(Self.width(d, 1) == start)
        #expect(d.focusedTree.leaves == [w(1), w(2), w(3), w(4)])
    }

    @Test func onReleaseTheWindowsShowAWindowMappedDuringTheDrag() {
        var d = Self.threeColumns { $0.dragMode = .onRelease }
        let p = Self.pressSplitter(1, 2, &d)
        _ = d.handle(.motion(at: Self.right(p, 120), time: 20))
        _ = d.handle(.manage(client(4), mapped: false))
        let atPress = d.splitterDrag!.treeAtPress
        #expect(atPress.leaves == [w(1), w(2), w(3), w(4)])
        #expect(atPress.split(at: [])?.fraction == Self.threeColumns().focusedTree.split(at: [])?.fraction,
                "the windows stay where the press found them")
    }

    @Test func aDragWhoseSplitsWindowClosesEnds() {
        var d = Self.threeColumns()
        let p = Self.pressSplitter(2, 3, &d)
        _ = d.handle(.motion(at: Self.right(p, 60), time: 20))
        let closed = d.handle(.destroyed(w(3)))
        #expect(d.drag == nil && Self.letsGo(closed))
        // The pointer goes on moving: nothing follows it.
        let tree = d.focusedTree
        _ = d.handle(.motion(at: Self.right(p, -200), time: 30))
        #expect(d.focusedTree == tree)
    }

    @Test func aDragEndsWhenItsWorkspaceIsSwitchedAway() {
        var d = Self.threeColumns()
        let p = Self.pressSplitter(1, 2, &d)
        _ = d.handle(.motion(at: Self.right(p, 80), time: 20))
        let dragged = d.workspaces[0].tree
        let switched = d.handle(.command(.workspace(.named("2"))))
        #expect(d.focusedWorkspace.name == "2")
        #expect(d.drag == nil && Self.letsGo(switched))
        _ = d.handle(.motion(at: Self.right(p, -300), time: 30))
        _ = d.handle(.command(.workspace(.named("1"))))
        #expect(d.focusedTree == dragged && d.drag == nil)
    }

    /// A press while a drag is under way (its release was lost to another client's grab): the
    /// drag ends with the pointer let go, and the press is taken afresh (a window pressed is
    /// focused; a splitter pressed is the one dragged now).
    @Test func aPressAfterALostReleaseEndsTheDragAndIsTakenAfresh() throws {
        var d = Self.threeColumns()
        let p = Self.pressSplitter(1, 2, &d)
        _ = d.handle(.motion(at: Self.right(p, 80), time: 20))
        let dragged = d.focusedTree
        let window2 = try #require(d.focusedLayout.rect(of: w(2)))
        let pressed = d.handle(.windowPress(w(2), at: PixelPoint(x: window2.x + 5, y: window2.y + 5), time: 30))
        #expect(d.drag == nil && Self.letsGo(pressed))
        #expect(d.focused == w(2))
        _ = d.handle(.motion(at: Self.right(p, -200), time: 40))
        #expect(d.focusedTree == dragged, "nothing follows the pointer")
        _ = Self.pressSplitter(1, 2, &d)
        let again = Self.pressSplitter(2, 3, &d)
        #expect(d.splitterDrag?.drag.key == SplitKey(primary: w(2), secondary: w(3)))
        let before = try #require(Self.width(d, 2))
        _ = d.handle(.motion(at: Self.right(again, 40), time: 50))
        #expect(Self.width(d, 2) == before + 40)
    }

    @Test func escapeLeavesAWindowWhereItsPressShowedIt() {
        // Found by the property tests: the press showed the window's workspace, which moved
        // it onto the monitor that came meanwhile; Escape put it back off every monitor.
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1007, height: 205), settings: Settings(), [
            .event(.manage(client(16, facts: facts { $0.types = [.menu] }), mapped: false)),
            .commands([.workspace(.named("3"))]),
            .event(.monitors([MonitorInfo(name: "A", frame: Rect(x: 0, y: 0, width: 300, height: 480), primary: false)])),
            .event(.modifierPress(w(16), at: at(0, 0), time: 1330)),
            .event(.dragCancel),
        ])
        expectInvariants(wm)
        #expect(wm.state.drag == nil)
    }

    @Test func aMovedWindowThatTilesAndACarriedTileThatClosesEndTheirDrags() {
        var d = Self.threeColumns()
        _ = d.handle(.manage(client(9, facts: facts { $0.types = [.dialog] }), mapped: false))
        let frame = d.clients[w(9)]!.frame
        _ = d.handle(.modifierPress(w(9), at: at(frame.x + 5, frame.y + 5), time: 10))
        guard case .move? = d.drag else {
            Issue.record("no move drag: \(String(describing: d.drag))")
            return
        }
        let tiled = d.handle(.command(.float(.off)))
        #expect(d.clients[w(9)]?.kind == .tiled)
        #expect(d.drag == nil && Self.letsGo(tiled))

        var e = Self.threeColumns()
        let two = e.focusedLayout.rect(of: w(2))!
        _ = e.handle(.modifierPress(w(2), at: at(two.x + two.width / 2, two.y + two.height / 2), time: 10))
        guard case .tile? = e.drag else {
            Issue.record("no tile drag: \(String(describing: e.drag))")
            return
        }
        let closed = e.handle(.destroyed(w(2)))
        #expect(e.drag == nil && Self.letsGo(closed))
    }
}
