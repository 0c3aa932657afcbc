// A loaded layout file in the reducer: windows already here claim the leaves that name them
// (by class, instance, role, or id first), windows that come later fill the rest, leaves that
// name nothing wait for new windows, exec leaves start, and the splits keep their values.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct LayoutFileDesktopTests {
    static let xterm = WindowIdentity(className: "XTerm", instance: "xterm", role: nil)
    static let browser = WindowIdentity(className: "firefox", instance: "Navigator", role: "browser")
    static let mail = WindowIdentity(className: "Thunderbird", instance: "mail", role: "3pane")
    static let gimp = WindowIdentity(className: "Gimp", instance: "gimp", role: nil)

    static func state(_ windows: [(UInt32, WindowIdentity)], width: Int = 1000, height: Int = 500) -> WMState {
        var state = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: width, height: height))
        for (id, identity) in windows { _ = state.handle(.manage(client(id, identity), mapped: false)) }
        return state
    }

    static func leaf(_ index: Int) -> SplitNode<WindowID> { .leaf(LoadedLayout.leaf(index), minSize: .zero) }

    /// XTerm | (browser / mail): a 20 % sidebar keeping its pixels, the right side split 70/30.
    static func sidebarLayout(area: Rect? = nil, sidebar: LayoutLeaf = LayoutLeaf(className: "XTerm")) throws -> LoadedLayout {
        var root = Split(layout: .horizontal, fraction: 0.2, constraints: SplitConstraints(priority: .primary), overrides: [.priority])
        root.style.color = RGB(0xFF0000)
        root.overrides.insert(.color)
        let right = Split(layout: .vertical, fraction: 0.7)
        let tree = try SplitTree<WindowID>(root: .split(root, leaf(0), .split(right, leaf(1), leaf(2))))
        return LoadedLayout(tree: tree, leaves: [
            LoadedLayout.leaf(0): sidebar,
            LoadedLayout.leaf(1): LayoutLeaf(className: "firefox", role: "browser"),
            LoadedLayout.leaf(2): LayoutLeaf(instance: "mail", exec: "thunderbird"),
        ], area: area)
    }

    @Test func windowsHereClaimTheLeavesThatNameThemAndTheOthersGoBeside() throws {
        var state = Self.state([(1, Self.gimp), (2, Self.browser), (3, Self.xterm)])
        let reaction = state.handle(.loadLayout(try Self.sidebarLayout()))
        #expect(reaction.failure == nil)
        #expect(state.focusedTree.pathTo(w(3)) == [.primary])
        #expect(state.focusedTree.pathTo(w(2))?.prefix(2) == [.secondary, .primary])
        #expect(state.focusedTree.contains(w(1)))   // matched nothing: beside the layout
        // The mail leaf no window here fills waits for one: a waiting leaf with its criteria, in the tree.
        #expect(state.focusedTree.leafCount == 4)
        let wait = try #require(state.focusedWorkspace.waits.first)
        #expect(state.focusedTree.pathTo(wait.key.leaf)?.prefix(2) == [.secondary, .secondary])
        #expect(wait.value == LayoutLeaf(instance: "mail").waiting)
        // The exec leaf's command starts.
        #expect(reaction.effects.contains(.spawn("thunderbird")))
    }

    @Test func windowsThatComeLaterFillTheLeavesLeftAndTheLayoutIsDone() throws {
        var state = Self.state([(3, Self.xterm)])
        _ = state.handle(.loadLayout(try Self.sidebarLayout()))
        _ = state.handle(.manage(client(7, Self.mail), mapped: false))
        _ = state.handle(.manage(client(8, Self.browser), mapped: false))
        #expect(state.focusedTree.pathTo(w(3)) == [.primary])
        #expect(state.focusedTree.pathTo(w(8)) == [.secondary, .primary])
        #expect(state.focusedTree.pathTo(w(7)) == [.secondary, .secondary])
        #expect(state.focusedWorkspace.waits.isEmpty)
        #expect(state.focusedTree.split(at: [])?.fraction == 0.2)
        #expect(state.focusedTree.split(at: [.secondary])?.fraction == 0.7)
    }

    @Test func aLeafThatNamesNothingWaitsForANewWindow() throws {
        var state = Self.state([(1, Self.gimp), (2, Self.browser)])
        _ = state.handle(.loadLayout(try Self.sidebarLayout(sidebar: LayoutLeaf(exec: "xterm -e top"))))
        // The Gimp was here: it does not take the open leaf, it goes beside.
        #expect(state.focusedTree.pathTo(w(1)) != [.primary] && state.focusedWorkspace.waits.count == 2)
        _ = state.handle(.manage(client(9, Self.gimp), mapped: false))
        #expect(state.focusedTree.pathTo(w(9)) == [.primary])
    }

    @Test func execLeavesStartInTreeOrder() throws {
        var layout = try Self.sidebarLayout(sidebar: LayoutLeaf(className: "XTerm", exec: "xterm"))
        layout.leaves[LoadedLayout.leaf(1)]?.exec = "firefox"
        var state = Self.state([])
        let reaction = state.handle(.loadLayout(layout))
        #expect(reaction.effects.filter { if case .spawn = $0 { true } else { false } } == [.spawn("xterm"), .spawn("firefox"), .spawn("thunderbird")])
    }

    @Test func theSplitsKeepTheirValuesResizedFromTheFilesArea() throws {
        // Written for 2000x1000: the sidebar is 400 px and keeps them on a 1000 px screen.
        var state = Self.state([(3, Self.xterm), (2, Self.browser), (7, Self.mail)])
        _ = state.handle(.loadLayout(try Self.sidebarLayout(area: Rect(x: 0, y: 0, width: 2000, height: 1000))))
        let root = try #require(state.focusedTree.split(at: []))
        #expect(root.constraints.priority == .primary)
        #expect(root.style.color == RGB(0xFF0000))
        #expect(root.overrides == [.priority, .color])
        #expect(state.focusedLayout.rect(of: w(3))?.width == 399)   // 400 less half the 2 px splitter
        #expect(state.focusedTree.split(at: [.secondary])?.fraction == 0.7)
    }

    @Test func aWindowNamedByIdTakesItsLeafBeforeAnIdenticalOne() throws {
        let tree = try SplitTree<WindowID>(root: .split(Split(), Self.leaf(0), Self.leaf(1)))
        let layout = LoadedLayout(tree: tree, leaves: [
            LoadedLayout.leaf(0): LayoutLeaf(className: "XTerm", window: w(2)),
            LoadedLayout.leaf(1): LayoutLeaf(className: "XTerm", window: w(1)),
        ], area: nil)
        var state = Self.state([(1, Self.xterm), (2, Self.xterm)])
        _ = state.handle(.loadLayout(layout))
        #expect(state.focusedTree.leaves == [w(2), w(1)])
        #expect(state.focusedWorkspace.waits.isEmpty)
    }

    @Test func aWindowNamedByIdButNotWhatTheLeafSaysDoesNotTakeIt() throws {
        let tree = try SplitTree<WindowID>(root: .split(Split(), Self.leaf(0), Self.leaf(1)))
        let layout = LoadedLayout(tree: tree, leaves: [
            LoadedLayout.leaf(0): LayoutLeaf(className: "firefox", window: w(1)),
            LoadedLayout.leaf(1): LayoutLeaf(className: "XTerm"),
        ], area: nil)
        var state = Self.state([(1, Self.xterm)])
        _ = state.handle(.loadLayout(layout))
        #expect(state.focusedTree.pathTo(w(1)) == [.secondary])
        #expect(state.focusedWorkspace.waits.keys.map(\.leaf) == [state.focusedTree.leaves[0]])
    }

    @Test func criteriaAreExactAndAMissingOneMatchesAnything() {
        #expect(LayoutLeaf(className: "XTerm").matches(client(1, Self.xterm)))
        #expect(!LayoutLeaf(className: "xterm").matches(client(1, Self.xterm)))
        #expect(!LayoutLeaf(className: "XTerm", role: "main").matches(client(1, Self.xterm)))
        #expect(LayoutLeaf(instance: "Navigator", role: "browser").matches(client(1, Self.browser)))
        #expect(LayoutLeaf().matches(client(1, Self.gimp)))
        #expect(!LayoutLeaf().namesWindow && !LayoutLeaf(exec: "x").namesWindow && LayoutLeaf(role: "r").namesWindow)
    }

    @Test func aLayoutsLeavesAreWaitingLeavesNeitherWindowIdsNorTheirComplements() {
        for index in [0, 1, 1000, 1 << 20] {
            let id = LoadedLayout.leaf(index)
            #expect(WaitID(leaf: id) != nil && id.rawValue >= 1 << 29 && id.rawValue < 0xE000_0000)
        }
    }

    @Test func aLeafWhoseIdAWaitElsewhereHasGetsAnother() throws {
        var state = Self.state([])
        _ = state.handle(commands: try CommandParser.parse("open"))
        let other = try #require(state.focusedWorkspace.waits.first?.key)
        _ = state.handle(commands: try CommandParser.parse("workspace 2"))
        _ = state.handle(.loadLayout(try Self.sidebarLayout()))
        #expect(state.focusedWorkspace.waits.count == 3 && state.focusedWorkspace.waits[other] == nil)
        #expect(state.workspaces.filter { $0.waits[other] != nil }.count == 1)
    }

    @Test func aWaitingLeafMovedByHandIsTakenWhereItIsNow() throws {
        var state = Self.state([(3, Self.xterm), (2, Self.browser)])
        _ = state.handle(.loadLayout(try Self.sidebarLayout()))
        let wait = try #require(state.focusedWorkspace.waits.first?.key)
        state.focused = wait.leaf
        _ = state.handle(commands: [.swap(.up)])
        let path = try #require(state.focusedTree.pathTo(wait.leaf))
        #expect(path == [.secondary, .primary])
        _ = state.handle(.manage(client(7, Self.mail), mapped: false))
        #expect(state.focusedTree.pathTo(w(7)) == path && state.focusedWorkspace.waits.isEmpty)
    }

    @Test func anAppendedLayoutGoesBesideTheFocusedWindowAndWaitsOnlyForNewWindows() throws {
        // i3's append_layout: the XTerm here does not fill the XTerm leaf; the one that comes does.
        var layout = try Self.sidebarLayout()
        layout.appended = true
        var state = Self.state([(1, Self.gimp), (3, Self.xterm)])
        let before = state.focusedTree
        let focused = state.focused
        let reaction = state.handle(.loadLayout(layout))
        #expect(reaction.failure == nil)
        #expect(state.focused == focused, "the focus stays")
        #expect(state.focusedTree.leafCount == before.leafCount + 3 && state.focusedWorkspace.waits.count == 3)
        #expect(before.leaves.allSatisfy { state.focusedTree.contains($0) })
        let xtermLeaf = try #require(state.focusedWorkspace.waits.first { $0.value == LayoutLeaf(className: "XTerm").waiting }?.key.leaf)
        let path = try #require(state.focusedTree.pathTo(xtermLeaf))
        _ = state.handle(.manage(client(9, Self.xterm), mapped: false))
        #expect(state.focusedTree.pathTo(w(9)) == path && state.focusedWorkspace.waits.count == 2)
    }
}
