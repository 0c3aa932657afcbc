// Commands on an empty workspace act on the workspace, as in i3: `split` (splitwm's `presel`)
// and `layout` there say what the windows that come make (i3 sets the workspace's layout),
// rather than failing for want of a focused window.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct EmptyWorkspaceCommandTests {
    static let screen = Rect(x: 0, y: 0, width: 1200, height: 800)

    static func state(_ change: (inout Settings) -> Void = { _ in }) -> WMState {
        WMState(settings: settings(change), screen: screen)
    }

    static func open(_ ids: ClosedRange<UInt32>, on d: inout WMState) {
        for id in ids { _ = d.handle(.manage(client(id), mapped: false)) }
    }

    /// The tiles' rectangles, by window id.
    static func tiles(_ d: WMState) -> [UInt32: Rect] {
        Dictionary(uniqueKeysWithValues: d.focusedLayout.tiles.map { ($0.leaf.rawValue, $0.rect) })
    }

    /// Whether the windows stand one above the other, each the screen's width.
    static func isColumn(_ d: WMState, _ ids: [UInt32]) -> Bool {
        let t = tiles(d)
        let rects = ids.compactMap { t[$0] }
        return rects.count == ids.count && rects.allSatisfy { $0.x == 0 && $0.width == screen.width }
            && zip(rects, rects.dropFirst()).allSatisfy { $0.y < $1.y }
    }

    @Test(arguments: [NewWindowPlacement.container, .split(.longerSide)])
    func preselDownOnAnEmptyWorkspaceMakesTheWindowsThatComeAColumn(placement: NewWindowPlacement) throws {
        var d = Self.state { $0.placement = placement }
        // Nothing to preselect beside: i3's `split v` sets the workspace's orientation.
        try run("presel down", on: &d)
        Self.open(1...2, on: &d)
        #expect(Self.isColumn(d, [1, 2]), "\(Self.tiles(d))")
        if placement == .container {
            // i3's placement: the third joins the column.
            Self.open(3...3, on: &d)
            #expect(Self.isColumn(d, [1, 2, 3]), "\(Self.tiles(d))")
        }
    }

    @Test func layoutSplitvThenSplithOnAnEmptyWorkspaceIsTheLastSaid() throws {
        var d = Self.state { $0.placement = .container }
        try run("layout splitv; layout splith", on: &d)
        Self.open(1...2, on: &d)
        let t = Self.tiles(d)
        #expect(t[1]?.y == 0 && t[2]?.y == 0 && (t[1]?.x ?? 1) < (t[2]?.x ?? 0), "\(t)")
    }

    @Test func preselToggleAndLayoutToggleOnAnEmptyWorkspaceTurnTheDefault() throws {
        // The screen is wider than tall: side by side by default, so the toggle makes a column.
        var d = Self.state { $0.placement = .container }
        try run("presel toggle", on: &d)
        Self.open(1...2, on: &d)
        #expect(Self.isColumn(d, [1, 2]), "\(Self.tiles(d))")
        var twice = Self.state { $0.placement = .container }
        try run("layout toggle; layout toggle", on: &twice)
        Self.open(1...2, on: &twice)
        #expect(!Self.isColumn(twice, [1, 2]), "\(Self.tiles(twice))")
    }

    @Test func layoutTabbedOnAnEmptyWorkspaceGroupsTheWindowsThatCome() throws {
        var d = Self.state { $0.placement = .container }
        try run("layout tabbed", on: &d)
        Self.open(1...3, on: &d)
        #expect(d.focusedTree.groupStyle(of: w(1)) == .tabbed)
        #expect(d.focusedTree.groupStyle(of: w(3)) == .tabbed)
        // One tab shown at a time, the last opened.
        #expect(d.focusedLayout.tiles.map(\.leaf) == [w(3)])
    }

    @Test func whatWasSaidIsUsedOnceByTheFirstSplit() throws {
        var d = Self.state { $0.placement = .container }
        try run("presel down", on: &d)
        Self.open(1...2, on: &d)
        #expect(d.focusedWorkspace.overrides.firstSplit == FirstSplit())
        // Windows closed down to none: the next pair is placed as by default again.
        _ = d.handle(.destroyed(w(2)))
        _ = d.handle(.destroyed(w(1)))
        Self.open(3...4, on: &d)
        let t = Self.tiles(d)
        #expect(t[3]?.y == 0 && t[4]?.y == 0, "\(t)")
    }

    @Test func aRuleThatPlacesTheWindowWinsOverWhatWasSaid() throws {
        var d = Self.state {
            $0.placement = .container
            $0.rules = rules(["class=Right place right"])
        }
        try run("presel down", on: &d)
        Self.open(1...1, on: &d)
        _ = d.handle(.manage(client(2, WindowIdentity(className: "Right", instance: "r", role: nil)), mapped: false))
        let t = Self.tiles(d)
        #expect(t[1]?.y == 0 && t[2]?.y == 0 && (t[1]?.x ?? 1) < (t[2]?.x ?? 0), "\(t)")
    }
}
