// Waiting leaves without X: `open` makes an empty, focused leaf where a new window would go,
// drawn as an empty frame; the next window takes the place and size of one `open receptacle`
// made (i3's `open` stays empty: EmptyContainerTests); `close` removes it; a
// leaf with criteria waits for a window they match, on any workspace; and, over random
// states, every invariant holds while waits are made and windows come (a matching one taken).
import PropertyBased
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct WaitingLeafTests: RandomDrawing {
    static let screen = Rect(x: 0, y: 0, width: 1200, height: 800)
    static let xterm = WindowIdentity(className: "XTerm", instance: "xterm", role: nil)
    static let firefox = WindowIdentity(className: "Firefox", instance: "Navigator", role: nil)

    /// One window (1), new windows going to the right of the focused one.
    static func oneWindow() -> WMState {
        var d = WMState(settings: settings { $0.placement = .split(.toward(.right)) }, screen: screen)
        _ = d.handle(.manage(client(1), mapped: false))
        return d
    }

    @Test func openMakesAnEmptyFocusedFrameWhereANewWindowWouldGo() throws {
        var d = Self.oneWindow()
        var asNewWindow = d
        _ = asNewWindow.handle(.manage(client(2), mapped: false))
        try run("open", on: &d)
        let wait = try #require(d.focused.flatMap(WaitID.init(leaf:)), "the focus is on the waiting leaf")
        #expect(d.focusedWorkspace.waits[wait] == .empty())
        #expect(d.focusedTree == (try asNewWindow.focusedTree.renaming(w(2), to: wait.leaf)), "the leaf is where window 2 would have gone")
        let picture = Picture(of: d)
        let border = d.settings.border.width
        let tile = try #require(d.focusedLayout.tiles.first { $0.leaf == wait.leaf }?.rect)
        #expect(picture.waits[wait]?.rect == PixelRect(x: tile.x, y: tile.y, width: tile.width - 2 * border, height: tile.height - 2 * border))
        #expect(picture.waits[wait]?.borderColor == d.settings.border.focusedColor, "focused, its frame has the focused colour")
        #expect(picture.focus == nil, "X's focus is the root's: no window has the keyboard")
        #expect(picture.windows[wait.leaf] == nil, "it is no managed window")
    }

    @Test func theNextWindowTakesTheWaitingLeafsPlaceAndSize() throws {
        var d = Self.oneWindow()
        try run("open receptacle", on: &d)
        let wait = try #require(d.focused.flatMap(WaitID.init(leaf:)))
        try run("focus left", on: &d)
        #expect(d.focused == w(1), "focus moves off the waiting leaf as off a tile")
        let before = d.focusedTree, rect = Picture(of: d).waits[wait]?.rect
        let new = client(2, Self.xterm)
        #expect(d.arrival(of: new)?.takesWait == wait, "the decision says so")
        _ = d.handle(.manage(new, mapped: false))
        #expect(d.focusedTree == (try before.renaming(wait.leaf, to: w(2))), "window 2 is in the waiting leaf's place, window 1 not split")
        #expect(d.focusedWorkspace.waits.isEmpty && d.focused == w(2))
        let picture = Picture(of: d)
        #expect(picture.windows[w(2)]?.placement?.rect == rect, "with its size")
        #expect(picture.waits.isEmpty, "and the frame is gone")
        // The one after splits the focused window, as always.
        _ = d.handle(.manage(client(3), mapped: false))
        #expect(d.focusedTree.leafCount == 3)
    }

    @Test func closeOrKillOnAWaitingLeafRemovesItAndGivesTheFocusBack() throws {
        for word in ["close", "kill"] {
            var d = Self.oneWindow()
            let before = d.focusedTree
            try run("open", on: &d)
            let reaction = try run(word, on: &d)
            #expect(d.focusedTree == before && d.focusedWorkspace.waits.isEmpty, "\(word)")
            #expect(d.focused == w(1), "\(word)")
            #expect(reaction.effects.allSatisfy { if case .close = $0 { false } else if case .kill = $0 { false } else { true } },
                    "\(word) asks no client to close")
        }
    }

    /// With the focus on a container holding a waiting leaf: `close` closes its windows and
    /// removes the leaf (no request for an id X never made), and `move workspace` takes the
    /// leaf with what it waits for (no empty hole left behind on the target).
    @Test func aContainerWithAWaitingLeafClosesAndMovesItWhole() throws {
        var d = Self.oneWindow()
        try run("open", on: &d)
        let wait = try #require(d.focused.flatMap(WaitID.init(leaf:)))
        try run("focus left; focus parent", on: &d)
        var closing = d
        let reaction = try run("close", on: &closing)
        #expect(closing.focusedWorkspace.waits.isEmpty && !closing.focusedTree.contains(wait.leaf))
        #expect(!reaction.effects.contains { if case .close(let w, _) = $0 { w == wait.leaf } else { false } })
        try run("move workspace 2", on: &d)
        let two = try #require(d.workspaces.first { $0.name == "2" })
        #expect(two.tree.contains(wait.leaf) && two.waits[wait] == .empty(), "the leaf and its wait moved together")
        #expect(d.workspaces.allSatisfy { w in w.tree.leaves.allSatisfy { WaitID(leaf: $0).map { w.waits[$0] != nil } ?? true } })
    }

    @Test func aWaitingLeafWithCriteriaWaitsForAWindowTheyMatchOnAnyWorkspace() throws {
        var d = Self.oneWindow()
        #expect(d.open(WaitingLeaf(criteria: criteria("[class=Firefox]"))).failure == nil)
        let wait = try #require(d.focused.flatMap(WaitID.init(leaf:)))
        try run("workspace 2", on: &d)
        // An xterm is not what it waits for: it opens on workspace 2.
        _ = d.handle(.manage(client(2, Self.xterm), mapped: false))
        #expect(d.workspaces[0].waits[wait] != nil && d.clients[w(2)]?.workspace == d.focusedWorkspace.id)
        // Firefox goes to the place that waits for it, on workspace 1, out of sight.
        let firefox = client(3, Self.firefox)
        #expect(d.arrival(of: firefox)?.takesWait == wait)
        _ = d.handle(.manage(firefox, mapped: false))
        #expect(d.workspaces[0].waits.isEmpty && d.workspaces[0].tree.contains(w(3)))
        #expect(d.focused == w(2), "a window that goes out of sight takes no focus")
    }

    @Test func aWaitingLeafAndItsCriteriaSurviveARestart() throws {
        var d = Self.oneWindow()
        #expect(d.open(WaitingLeaf(criteria: criteria("[class=Firefox title~'Private.$']"))).failure == nil)
        let wait = try #require(d.focused.flatMap(WaitID.init(leaf:)))
        let path = d.focusedTree.pathTo(wait.leaf)
        let text = String(decoding: StateDocument(of: d, picture: Picture(of: d)).bytes(.stateFile, pretty: false), as: UTF8.self)
        #expect(text.contains(#""kind":"waiting""#) && text.contains(#""criteria":"[class=Firefox title~'Private.$']""#), "\(text)")
        let (restarted, byID) = RestoreTests.restarted(d, from: try SavedLayout(reading: text))
        #expect(byID)
        #expect(restarted.focusedWorkspace.waits[wait] == d.focusedWorkspace.waits[wait] && restarted.focusedTree.pathTo(wait.leaf) == path)
        // What it waits for still takes it; nothing else does.
        var after = restarted
        _ = after.handle(.manage(client(2, Self.xterm), mapped: false))
        #expect(after.focusedWorkspace.waits[wait] != nil)
        var privateWindow = client(3, Self.firefox)
        privateWindow.facts.title = "Mozilla (Private)"
        _ = after.handle(.manage(privateWindow, mapped: false))
        #expect(after.focusedWorkspace.waits.isEmpty && after.focusedTree.pathTo(w(3)) == path)
    }

    @Test func aFocusedWaitingLeafIsSwappedAndMovedAsATileIs() throws {
        var d = Self.oneWindow()
        _ = d.handle(.manage(client(2), mapped: false))
        try run("focus left; open", on: &d)
        let wait = try #require(d.focused.flatMap(WaitID.init(leaf:)))
        #expect(d.focusedTree.leaves == [w(1), wait.leaf, w(2)])
        try run("swap right", on: &d)
        #expect(d.focusedTree.leaves == [w(1), w(2), wait.leaf] && d.focused == wait.leaf)
        try run("move left; move left", on: &d)
        #expect(d.focusedTree.leaves.first == wait.leaf && d.focused == wait.leaf && d.focusedWorkspace.waits[wait] != nil)
    }

    @Test func aClickOnAWaitingLeafsFrameFocusesIt() throws {
        var d = Self.oneWindow()
        try run("open; focus left", on: &d)
        let wait = try #require(d.focusedWorkspace.waits.keys.first)
        #expect(d.focused == w(1))
        let frame = try #require(Picture(of: d).waits[wait]?.rect)
        _ = d.handle(.windowPress(wait.leaf, at: PixelPoint(x: frame.x + 5, y: frame.y + 5), time: 10))
        #expect(d.focused == wait.leaf && Picture(of: d).waits[wait]?.borderColor == d.settings.border.focusedColor)
    }

    /// A random state, waits made among its windows (any window, or a class the generated
    /// windows have), then windows coming: every invariant holds after each step, and a window
    /// that matches a wait's criteria takes one (invariant 16).
    static let draw = Generator<Int, Shrink.None<Int>> { rng in int(0...1_000_000, &rng) }

    @Test func windowsComingToWaitingLeavesKeepEveryInvariant() {
        let classes = ["[class=XTerm]", "[class=Firefox]", "[instance=Navigator]", "[class=Emacs]", "[]"]
        forAll(Self.draw.array(of: 1...16), seed: 0x0E4E_7EAF, cases: 150, shrink: { shrunkSequences($0, simplifications: { _ in [] }) }) { draws, v in
            var d = WMState(settings: settings { $0.placement = .split(.toward(.right)) }, screen: Self.screen)
            var checker = Checker()
            var next: UInt32 = 100
            for (n, draw) in draws.enumerated() {
                let before = d
                let context = "step \(n) (draw \(draw))"
                var out = Reaction()
                let event: WMEvent?
                switch draw % 6 {
                case 0, 1:
                    let text = classes[draw / 6 % classes.count]
                    if text == "[]" {
                        event = .command(draw / 30 % 2 == 0 ? .open : .openReceptacle)
                    } else {
                        out = d.open(WaitingLeaf(criteria: criteria(text)))
                        event = nil
                    }
                case 5:
                    event = .command(draw / 6 % 2 == 0 ? .close : .workspace(.named(draw / 12 % 2 == 0 ? "1" : "2")))
                default:
                    var rng: any SeededRandomNumberGenerator = caseGenerator(seed: UInt64(draw), index: n)
                    // A window of a new id, with what the generator draws for one.
                    let drawn = StateGens.client(&rng)
                    var new = Client(window: WindowID(rawValue: next))
                    new.identity = drawn.identity
                    new.minSize = drawn.minSize
                    new.facts = drawn.facts
                    next += 1
                    event = .manage(new, mapped: false)
                }
                if let event { out = d.handle(event) }
                checker.check(before: before, after: d, reaction: out, event: event, &v, context)
            }
        }
    }
}
