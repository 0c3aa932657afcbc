// Motions without X: `Animator` on scenes from real states (a window added glides frame by
// frame, a workspace switch slides the workspaces side by side, a change that shows nothing
// new leaves the motion alone, animation off shows a change at once) and
// `Picture.frame(_:of:)`, which moves a frame's tiled windows and splitters and nothing else.
// Time is passed in: every frame is asked for at a tick of a 10 ms clock.
import PropertyTestSupport
import SplitCommands
import SplitConfig
@testable import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct AnimatorTests {
    static let screen = Rect(x: 0, y: 0, width: 1000, height: 600)
    static let period = Duration.milliseconds(10)
    /// When the change comes: any time will do, as long as it is not zero.
    static let t0 = Duration.seconds(100)
    /// The defaults: 150 ms, ease-out.
    static let animation = AnimationSettings()
    static var duration: Duration { .milliseconds(animation.milliseconds) }

    static func animator(_ settings: AnimationSettings = animation) -> Animator {
        Animator(settings: settings, framePeriod: period)
    }

    /// The identities of workspaces 1 and 2 in `twoWindows` and `twoWorkspaces` (made in that
    /// order: 1 with the state, 2 by the first switch).
    static let one = WorkspaceID(0), two = WorkspaceID(1)

    /// Windows 1 and 2 side by side on one monitor ("screen").
    static func twoWindows() -> WMState {
        var d = WMState(settings: Settings(), screen: screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        return d
    }

    /// Workspace 1 with windows 1 and 2 side by side, shown; workspace 2 with window 3 alone.
    static func twoWorkspaces() throws -> WMState {
        var d = twoWindows()
        try run("workspace 2", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        try run("workspace 1", on: &d)
        #expect(Scene.order(of: d) == [Self.one, Self.two] && d.workspaces.map(\.name) == ["1", "2"])
        return d
    }

    /// The frames of `monitor` at each tick from `start` on, until its motion ends.
    static func ticks(_ animator: inout Animator, from start: Duration, monitor: String = "screen")
        -> [(time: Duration, parts: [FramePart])] {
        var frames: [(time: Duration, parts: [FramePart])] = []
        for k in 0..<1000 {
            let now = start + period * k
            guard let parts = animator.frame(at: now)[monitor] else { break }
            frames.append((now, parts))
        }
        return frames
    }

    /// What a frame shows, comparable: each monitor's parts' workspaces, layouts and fliers.
    static func shape(_ frame: [String: [FramePart]]) -> [String: [String]] {
        frame.mapValues { $0.map { "\($0.workspace) \($0.layout) \($0.fliers.sorted { $0.key < $1.key })" } }
    }

    /// Every tile and splitter slot of every part of a frame, as one layout: what the monitor shows.
    static func combined(_ parts: [FramePart]) -> Layout<WindowID> {
        var all = Layout<WindowID>()
        for part in parts {
            all.tiles += part.layout.tiles
            all.splitters += part.layout.splitters
            all.groups += part.layout.groups
        }
        return all
    }

    static func expectExactly(_ parts: [FramePart], tile area: Rect, _ context: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        var v = Violations()
        expectExactTiling(combined(parts), of: area, &v, context)
        #expect(v.isEmpty, "\(v.messages)", sourceLocation: sourceLocation)
    }

    static func size(_ r: Rect?) -> Int { r.map { $0.width * $0.height } ?? 0 }

    // MARK: - A change of the tree glides

    @Test func aNewWindowGrowsFromItsSideFrameByFrameAndEveryFrameTilesTheScreen() throws {
        var d = Self.twoWindows()
        let before = Scene.all(of: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        let after = Scene.all(of: &d)
        let start = try #require(before["screen"]?.layout), end = try #require(after["screen"]?.layout)
        let left = try #require(end.rect(of: w(1))), was2 = try #require(start.rect(of: w(2)))
        let end2 = try #require(end.rect(of: w(2))), end3 = try #require(end.rect(of: w(3)))
        #expect(start.rect(of: w(1)) == left && Self.size(end3) > 0 && Self.size(end2) < Self.size(was2))

        var a = Self.animator()
        a.settle(before)
        #expect(!a.isRunning && a.frame(at: Self.t0).isEmpty, "settled: nothing moves")
        a.retarget(after, at: Self.t0, order: Scene.order(of: d))
        #expect(a.isRunning)
        let frames = Self.ticks(&a, from: Self.t0)
        // Not one frame short of the duration, and none at or after it.
        #expect(frames.count >= Self.animation.milliseconds / 10 - 1, "\(frames.count) frames")
        #expect(frames.allSatisfy { $0.time < Self.t0 + Self.duration })
        #expect(!a.isRunning && a.frame(at: Self.t0 + Self.duration)["screen"] == nil && a.nextFrame(after: Self.t0 + Self.duration) == nil)

        let first = try #require(frames.first?.parts.first?.layout)
        // The frame pushed at the change is already one step in: the new window shows at once.
        #expect(Self.size(first.rect(of: w(3))) > 0 && first.rect(of: w(3)) != end3, "the first frame has 3 at \(String(describing: first.rect(of: w(3))))")
        #expect(first.rect(of: w(2)) != was2 && first.rect(of: w(2)) != end2)
        var last3 = 0, last2 = Self.size(was2)
        for (k, frame) in frames.enumerated() {
            #expect(frame.parts.count == 1 && frame.parts[0].workspace == Self.one)
            Self.expectExactly(frame.parts, tile: Self.screen, "frame \(k)")
            let layout = frame.parts[0].layout
            // Window 1 stays put; 3 grows within its tile-to-be and 2 shrinks within its tile.
            #expect(layout.rect(of: w(1)) == left, "frame \(k)")
            let r3 = try #require(layout.rect(of: w(3))), r2 = try #require(layout.rect(of: w(2)))
            #expect(end3.encloses(r3) && was2.encloses(r2), "frame \(k): 3 at \(r3) (ends at \(end3)), 2 at \(r2) (was at \(was2))")
            #expect(Self.size(r3) >= last3 && Self.size(r2) <= last2, "frame \(k): 3 at \(r3), 2 at \(r2) went back")
            last3 = Self.size(r3)
            last2 = Self.size(r2)
        }
        #expect(last3 > Self.size(first.rect(of: w(3))) && last2 < Self.size(first.rect(of: w(2))), "the frames moved")
    }

    @Test func framesAreDueOnTheGridOfFramePeriodsFromTheChangeAndNoneWhenNothingMoves() {
        var d = Self.twoWindows()
        let before = Scene.all(of: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        var a = Self.animator()
        a.settle(before)
        #expect(a.nextFrame(after: Self.t0) == nil)
        // A change between two ticks of the clock.
        let change = Self.t0 + .milliseconds(3), p = Self.period
        a.retarget(Scene.all(of: &d), at: change, order: Scene.order(of: d))
        #expect(a.nextFrame(after: change) == change + p)
        #expect(a.nextFrame(after: change + .milliseconds(1)) == change + p)
        #expect(a.nextFrame(after: change + p) == change + p * 2)
        // A frame late by more than a period is skipped, not queued.
        #expect(a.nextFrame(after: change + p * 5 + .milliseconds(5)) == change + p * 6)
        _ = a.frame(at: change + Self.duration)
        #expect(!a.isRunning && a.nextFrame(after: change + Self.duration) == nil)
    }

    @Test func withAnimationOffAChangeShowsAtOnceAndIsNotReplayedLater() {
        var d = Self.twoWindows()
        let before = Scene.all(of: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        var a = Self.animator(.off)
        a.settle(before)
        a.retarget(Scene.all(of: &d), at: Self.t0, order: Scene.order(of: d))
        #expect(!a.isRunning && a.frame(at: Self.t0).isEmpty && a.nextFrame(after: Self.t0) == nil)
        let target = Picture(of: d)
        #expect(target.frame(a.frame(at: Self.t0), of: d) == target)
        // What shows is the change: turned on again, the same scenes move nothing.
        a.settings = Self.animation
        a.retarget(Scene.all(of: &d), at: Self.t0 + .seconds(1), order: Scene.order(of: d))
        #expect(!a.isRunning && a.frame(at: Self.t0 + .seconds(1)).isEmpty)
    }

    // MARK: - A workspace switch slides

    /// How far right of its place workspace 2's one window (the whole screen at rest) is in a
    /// frame of a slide between workspaces 1 and 2 (workspace 1 on its left): the screen's
    /// width once it is off screen.
    static func offsetOfWorkspace2(_ parts: [FramePart]) -> Int? {
        guard let part = parts.first(where: { $0.workspace == Self.two }) else {
            return parts.map(\.workspace) == [Self.one] ? screen.width : nil
        }
        return part.layout.rect(of: w(3)).map { $0.x - screen.x }
    }

    /// `part` shows `layout` moved `dx` along and cut at the screen's edges.
    static func expectShifted(_ part: FramePart?, _ layout: Layout<WindowID>, by dx: Int, _ context: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        var expected: [WindowID: Rect] = [:]
        for tile in layout.tiles {
            expected[tile.leaf] = Rect(x: tile.rect.x + dx, y: tile.rect.y, width: tile.rect.width, height: tile.rect.height)
                .intersection(screen)
        }
        let shown = Dictionary((part?.layout.tiles ?? []).map { ($0.leaf, $0.rect) }, uniquingKeysWith: { a, _ in a })
        #expect(shown == expected.compactMapValues { $0 }, "\(context): moved \(dx)", sourceLocation: sourceLocation)
    }

    @Test func aSwitchToALaterWorkspaceSlidesItInFromTheRightAndTheTwoTileTheScreen() throws {
        var d = try Self.twoWorkspaces()
        let before = Scene.all(of: &d)
        try run("workspace 2", on: &d)
        let after = Scene.all(of: &d)
        let one = try #require(before["screen"]?.layout), two = try #require(after["screen"]?.layout)
        var a = Self.animator()
        a.settle(before)
        a.retarget(after, at: Self.t0, order: Scene.order(of: d))
        let frames = Self.ticks(&a, from: Self.t0)
        #expect(frames.count >= Self.animation.milliseconds / 10 - 1 && frames.allSatisfy { $0.time < Self.t0 + Self.duration })
        #expect(!a.isRunning && a.frame(at: Self.t0 + Self.duration).isEmpty)
        let width = Self.screen.width
        var last = width
        for (k, frame) in frames.enumerated() {
            let dx = try #require(Self.offsetOfWorkspace2(frame.parts), "frame \(k) shows no workspace 2")
            #expect(dx >= 0 && dx < width && (k > 0 || dx > 0), "frame \(k): workspace 2 is \(dx) right of its place")
            #expect(k == 0 ? dx < last : dx <= last, "frame \(k): workspace 2 went back to \(dx) from \(last)")
            last = dx
            Self.expectShifted(frame.parts.first { $0.workspace == Self.two }, two, by: dx, "frame \(k), workspace 2")
            // Workspace 1 leaves to the left, side by side with it.
            Self.expectShifted(frame.parts.first { $0.workspace == Self.one }, one, by: dx - width, "frame \(k), workspace 1")
            Self.expectExactly(frame.parts, tile: Self.screen, "frame \(k)")
        }
        // The first frame, pushed at the switch, shows a bit of both (one step in).
        let first = try #require(frames.first)
        #expect(Set(first.parts.map(\.workspace)) == [Self.one, Self.two])
        // As the screen shows it: workspace 1's windows where the frame puts them, 3 coming in.
        let target = Picture(of: d)
        let picture = target.frame(["screen": first.parts], of: d)
        let border = d.settings.border.width
        for part in first.parts {
            for tile in part.layout.tiles where tile.rect.width > 2 * border && tile.rect.height > 2 * border {
                #expect(picture.windows[tile.leaf]?.placement?.rect == Picture.clientRect(for: tile.rect, border: border), "\(tile.leaf) of \(part.workspace)")
            }
        }
        #expect(target.windows[w(1)]?.placement == nil && picture.windows[w(1)]?.placement != nil, "workspace 1's windows show while they slide away")
    }

    @Test func aStickyFloatingWindowStaysStillInEveryFrameOfASlide() throws {
        var d = try Self.twoWorkspaces()
        var video = client(4)
        video.facts.types = [.utility]
        video.facts.wantsSticky = true
        _ = d.handle(.manage(video, mapped: false))
        let frame = try #require(Picture(of: d).windows[w(4)]?.placement?.rect)
        let before = Scene.all(of: &d)
        try run("workspace 2", on: &d)
        var a = Self.animator()
        a.settle(before)
        a.retarget(Scene.all(of: &d), at: Self.t0, order: Scene.order(of: d))
        let frames = Self.ticks(&a, from: Self.t0)
        #expect(frames.count > 5, "the tiles slide")
        let target = Picture(of: d)
        for (k, f) in frames.enumerated() {
            #expect(target.frame(["screen": f.parts], of: d).windows[w(4)]?.placement?.rect == frame, "frame \(k)")
        }
    }

    @Test func anEarlierWorkspaceComesInFromTheLeft() throws {
        var d = try Self.twoWorkspaces()
        try run("workspace 2", on: &d)
        let before = Scene.all(of: &d)
        try run("workspace 1", on: &d)
        let after = Scene.all(of: &d)
        let one = try #require(after["screen"]?.layout), two = try #require(before["screen"]?.layout)
        var a = Self.animator()
        a.settle(before)
        a.retarget(after, at: Self.t0, order: Scene.order(of: d))
        let frames = Self.ticks(&a, from: Self.t0)
        #expect(!frames.isEmpty)
        var last = 0
        for (k, frame) in frames.enumerated() {
            let dx = try #require(Self.offsetOfWorkspace2(frame.parts), "frame \(k) shows no workspace 2")
            #expect(dx > last && dx <= Self.screen.width || k > 0 && dx == last, "frame \(k): workspace 2 at \(dx), \(last) before")
            last = dx
            Self.expectShifted(frame.parts.first { $0.workspace == Self.two }, two, by: dx, "frame \(k), workspace 2")
            Self.expectShifted(frame.parts.first { $0.workspace == Self.one }, one, by: dx - Self.screen.width, "frame \(k), workspace 1")
            Self.expectExactly(frame.parts, tile: Self.screen, "frame \(k)")
        }
    }

    @Test func aSwitchBackDuringTheSlideGoesOnFromWhereItIs() throws {
        var d = try Self.twoWorkspaces()
        let one = try #require(Scene.all(of: &d)["screen"])
        var a = Self.animator()
        a.settle(Scene.all(of: &d))
        try run("workspace 2", on: &d)
        let two = try #require(Scene.all(of: &d)["screen"])
        a.retarget(Scene.all(of: &d), at: Self.t0, order: Scene.order(of: d))
        for k in 0..<3 { _ = a.frame(at: Self.t0 + Self.period * k) }
        // Back to 1 between two ticks: where the slide is then is where the way back starts.
        let back = Self.t0 + Self.period * 2 + .milliseconds(4)
        var untouched = a
        let then = try #require(Self.offsetOfWorkspace2(untouched.frame(at: back)["screen"] ?? []))
        #expect(then > 100 && then < Self.screen.width - 100, "mid-slide: workspace 2 at \(then)")
        try run("workspace 1", on: &d)
        a.retarget(Scene.all(of: &d), at: back, order: Scene.order(of: d))
        let frames = Self.ticks(&a, from: back)
        let first = try #require(Self.offsetOfWorkspace2(frames.first?.parts ?? []))
        // One step of the way back, no more: no jump to either end.
        let step = Int((Double(Self.screen.width - then) * Self.animation.easing.progress(Double(Self.period / Self.duration))).rounded()) + 1
        #expect(first > then && first - then <= step, "at the switch back workspace 2 went from \(then) to \(first) (a step is \(step))")
        var last = then
        for (k, frame) in frames.enumerated() {
            let dx = try #require(Self.offsetOfWorkspace2(frame.parts), "frame \(k) of the way back shows no workspace 2")
            #expect(dx >= last && dx <= Self.screen.width, "frame \(k) of the way back: workspace 2 at \(dx), \(last) before")
            last = dx
            // Workspace 1 comes back from the left, where it went.
            Self.expectShifted(frame.parts.first { $0.workspace == Self.one }, one.layout, by: dx - Self.screen.width, "frame \(k), workspace 1")
            Self.expectShifted(frame.parts.first { $0.workspace == Self.two }, two.layout, by: dx, "frame \(k), workspace 2")
            Self.expectExactly(frame.parts, tile: Self.screen, "frame \(k) of the way back")
        }
        #expect(frames.allSatisfy { $0.time < back + Self.duration } && !a.isRunning)
    }

    /// Workspace 3, new and empty, is dropped as the focus leaves it: the order the switch back
    /// is animated with has no "3". The animator keeps it from the picture before (it was
    /// counted as the first, and workspace 1 came in from the right as 3 did, where it should
    /// come back from the left).
    @Test func aSwitchBackFromAnEmptyWorkspaceSlidesTheEarlierOneInFromTheLeft() throws {
        var d = Self.twoWindows()
        try run("workspace 3", on: &d)
        let before = Scene.all(of: &d), orderBefore = Scene.order(of: d)
        try run("workspace 1", on: &d)
        #expect(Scene.order(of: d) == [Self.one] && d.focusedWorkspace.name == "1", "the empty workspace is dropped")
        var a = Self.animator()
        // As the window manager shows each picture: workspace 3 on screen, in the order of then.
        a.show({ before }, at: .zero, order: orderBefore, dragging: false, first: true)
        a.retarget(Scene.all(of: &d), at: Self.t0, order: Scene.order(of: d))
        let parts = try #require(a.frame(at: Self.t0)["screen"])
        let one = try #require(parts.first { $0.workspace == Self.one }?.layout)
        #expect(one.tiles.count == 1, "the first frame shows a strip of workspace 1: \(one.tiles)")
        // From the left, its right-hand window enters first, at the screen's left edge.
        #expect(one.rect(of: w(2))?.x == Self.screen.x && one.rect(of: w(1)) == nil,
                "workspace 1 comes in with \(one.tiles.map { "\($0.leaf) \($0.rect)" })")
    }

    /// A panel on the left goes during a slide: the workspace slid to is laid out again in the
    /// whole screen. The strip grows to it and goes on from where it was; it used to keep the
    /// narrower area it started with and move the workspaces by its width, so the two
    /// overlapped (by the panel's width) until the slide ended.
    @Test func aPanelGoneDuringASlideLeavesTheWorkspacesSideBySide() throws {
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = d.handle(.manage(client(9, facts: facts {
            $0.types = [.dock]
            $0.strut = Strut(left: StrutEdge(size: 100))
        }), mapped: false))
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        try run("workspace 2", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        try run("workspace 1", on: &d)
        #expect(Scene.all(of: &d)["screen"]?.area == Rect(x: 100, y: 0, width: 900, height: 600))
        var a = Self.animator()
        a.settle(Scene.all(of: &d))
        try run("workspace 2", on: &d)
        a.retarget(Scene.all(of: &d), at: Self.t0, order: Scene.order(of: d))
        _ = a.frame(at: Self.t0)
        _ = d.handle(.destroyed(w(9)))
        #expect(Scene.all(of: &d)["screen"]?.area == Self.screen)
        a.retarget(Scene.all(of: &d), at: Self.t0 + Self.period, order: Scene.order(of: d))
        let frames = Self.ticks(&a, from: Self.t0 + Self.period)
        #expect(frames.count > 3)
        for (k, frame) in frames.enumerated() {
            var v = Violations()
            expectExactTiling(Self.combined(frame.parts), of: Self.screen, &v, "frame \(k)")
            let overlaps = v.messages.filter { $0.contains("overlaps") }
            #expect(overlaps.isEmpty, "\(overlaps)")
        }
    }

    /// The monitor changes shape during a slide so that neither area holds the other (taller
    /// and narrower): no strip shows both, so the slide ends and the monitor shows the
    /// workspace slid to, laid out in its new area, at once.
    @Test func aMonitorChangingShapeDuringASlideShowsTheTargetAtOnce() throws {
        var d = try Self.twoWorkspaces()
        var a = Self.animator()
        a.settle(Scene.all(of: &d))
        try run("workspace 2", on: &d)
        a.retarget(Scene.all(of: &d), at: Self.t0, order: Scene.order(of: d))
        #expect(a.frame(at: Self.t0)["screen"] != nil, "the slide is under way")
        let reshaped = Rect(x: 0, y: 0, width: 800, height: 700)
        _ = d.handle(.monitors([MonitorInfo(name: "screen", frame: reshaped, primary: true)]))
        let scenes = Scene.all(of: &d)
        #expect(scenes["screen"]?.area == reshaped)
        a.retarget(scenes, at: Self.t0 + Self.period, order: Scene.order(of: d))
        let frames = Self.ticks(&a, from: Self.t0 + Self.period)
        #expect(frames.isEmpty, "no frame of a strip: \(frames.map { Self.combined($0.parts).tiles })")
        #expect(a.nextFrame(after: Self.t0 + Self.period) == nil, "no motion is left: the picture shows the target whole")
    }

    // MARK: - A change that shows nothing new

    @Test func aTitleOrFocusChangeDuringAGlideLeavesItAlone() throws {
        var d = Self.twoWindows()
        var a = Self.animator()
        a.settle(Scene.all(of: &d))
        _ = d.handle(.manage(client(3), mapped: false))
        a.retarget(Scene.all(of: &d), at: Self.t0, order: Scene.order(of: d))
        _ = a.frame(at: Self.t0)
        _ = a.frame(at: Self.t0 + Self.period)
        var untouched = a
        _ = d.handle(.propertiesChanged(w(1), PropertyUpdate(title: "renamed")))
        a.retarget(Scene.all(of: &d), at: Self.t0 + Self.period + .milliseconds(3), order: Scene.order(of: d))
        try run("focus left", on: &d)
        #expect(d.focused == w(1))
        a.retarget(Scene.all(of: &d), at: Self.t0 + Self.period + .milliseconds(6), order: Scene.order(of: d))
        for k in 2..<20 {
            let now = Self.t0 + Self.period * k
            let frame = a.frame(at: now), expected = untouched.frame(at: now)
            #expect(Self.shape(frame) == Self.shape(expected), "tick \(k)")
        }
        #expect(!a.isRunning)
    }

    @Test func aTitleChangeDuringASlideLeavesItAlone() throws {
        var d = try Self.twoWorkspaces()
        var a = Self.animator()
        a.settle(Scene.all(of: &d))
        try run("workspace 2", on: &d)
        a.retarget(Scene.all(of: &d), at: Self.t0, order: Scene.order(of: d))
        _ = a.frame(at: Self.t0)
        _ = a.frame(at: Self.t0 + Self.period)
        var untouched = a
        _ = d.handle(.propertiesChanged(w(3), PropertyUpdate(title: "renamed")))
        a.retarget(Scene.all(of: &d), at: Self.t0 + Self.period + .milliseconds(3), order: Scene.order(of: d))
        for k in 2..<20 {
            let now = Self.t0 + Self.period * k
            #expect(Self.shape(a.frame(at: now)) == Self.shape(untouched.frame(at: now)), "tick \(k)")
        }
        #expect(!a.isRunning)
    }

    // MARK: - The frame picture

    static let leftMonitor = MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1000, height: 600), primary: true)
    static let rightMonitor = MonitorInfo(name: "HDMI-1", frame: Rect(x: 1000, y: 0, width: 800, height: 600))

    @Test func aFramePictureMovesOnlyTheMovingMonitorsTilesAndSplittersAndEndsOnTheTarget() throws {
        var d = WMState(settings: Settings(), monitors: [Self.leftMonitor, Self.rightMonitor])
        try run("focus right", on: &d)
        _ = d.handle(.manage(client(4), mapped: false))
        _ = d.handle(.manage(client(5), mapped: false))
        try run("workspace 1", on: &d)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        _ = d.handle(.manage(client(9, facts: facts {
            $0.types = [.dialog]
            $0.requested = PixelRect(x: 100, y: 100, width: 300, height: 200)
        }), mapped: false))
        #expect(d.workspaces.map(\.name) == ["1", "2"] && d.focusedWorkspace.name == "1")
        let one = d.workspaces[0].id, two = d.workspaces[1].id
        #expect(d.clients[w(9)]?.kind == .floating)
        let before = Scene.all(of: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        let after = Scene.all(of: &d)
        let target = Picture(of: d)

        var a = Self.animator()
        a.settle(before)
        a.retarget(after, at: Self.t0, order: Scene.order(of: d))
        let frames = a.frame(at: Self.t0)
        #expect(Set(frames.keys) == ["DP-1"], "only the monitor whose tree changed moves")
        let part = try #require(frames["DP-1"]?.first)
        let picture = target.frame(frames, of: d)
        let border = d.settings.border.width
        // The moving monitor's tiled windows are where the frame puts them (in their borders)...
        for tile in part.layout.tiles {
            if tile.rect.width > 2 * border && tile.rect.height > 2 * border {
                #expect(picture.windows[tile.leaf]?.placement?.rect == Picture.clientRect(for: tile.rect, border: border), "\(tile.leaf) in \(tile.rect)")
            } else {
                #expect(picture.windows[tile.leaf]?.placement == nil && picture.vacancies[tile.leaf] != nil, "\(tile.leaf) in \(tile.rect), too small")
            }
        }
        #expect(picture.windows[w(3)]?.placement != target.windows[w(3)]?.placement && picture.windows[w(3)]?.placement != nil, "the new window is on its way")
        // ...and so are its splitters.
        let moving = picture.splitters.filter { $0.value.workspace == one }
        #expect(Set(moving.keys) == Set(part.layout.splitters.map(\.key)))
        for s in part.layout.splitters {
            #expect(moving[s.key]?.hit == s.hit && moving[s.key]?.drawn == s.drawn, "splitter \(s.split)")
        }
        // The other monitor, the floating dialog, focus and everything else are the target's.
        for window in [w(4), w(5), w(9)] { #expect(picture.windows[window]?.placement == target.windows[window]?.placement, "\(window)") }
        #expect(picture.splitters.filter { $0.value.workspace == two } == target.splitters.filter { $0.value.workspace == two })
        var rest = picture
        rest.windows = target.windows
        rest.splitters = target.splitters
        rest.vacancies = target.vacancies
        #expect(rest == target)

        // A frame at the end of the motion is the target's picture.
        let end = try #require(after["DP-1"]?.layout)
        #expect(target.frame(["DP-1": [FramePart(workspace: one, layout: end)]], of: d) == target)
        // So is the end of the motion itself, which no frame moves.
        _ = Self.ticks(&a, from: Self.t0 + Self.period, monitor: "DP-1")
        #expect(!a.isRunning && target.frame(a.frame(at: Self.t0 + Self.duration), of: d) == target)
    }

    // MARK: - Random scripts

    /// The frame of `monitor`: its parts lie within `bounds` (every area the monitor's scenes
    /// had: a monitor resized glides from the old area to the new) and do not overlap (unless
    /// `mayOverlap`); a glide's single part tiles the rectangle it spans exactly.
    static func check(_ parts: [FramePart], of monitor: String, in bounds: Rect, mayOverlap: Bool,
                      _ v: inout Violations, _ context: String) {
        // Empty pieces show nothing (a slide gives a splitter cut off but for its hit area an
        // empty slot at the origin).
        var all = combined(parts)
        all.tiles.removeAll { $0.rect.isEmpty }
        all.splitters.removeAll { $0.slot.isEmpty }
        all.groups.removeAll { $0.bar.isEmpty }
        let pieces = all.tiles.map(\.rect) + all.splitters.map(\.slot) + all.groups.map(\.bar)
        guard let first = pieces.first else { return }
        var box = first
        for r in pieces {
            let x = min(box.x, r.x), y = min(box.y, r.y)
            box = Rect(x: x, y: y, width: max(box.maxX, r.maxX) - x, height: max(box.maxY, r.maxY) - y)
        }
        v.expect(bounds.encloses(box), "\(context): the frame of \(monitor) spans \(box), beyond its areas \(bounds)")
        if parts.count == 1 && parts[0].fliers.isEmpty {
            expectExactTiling(all, of: box, &v, "\(context): the frame of \(monitor)")
        } else {
            var unbounded = Violations()
            expectExactTiling(all, of: box, &unbounded, "")
            for message in unbounded.messages where message.contains("overlaps") && !mayOverlap { v.fail("\(context): \(message)") }
        }
    }

    /// Random scripts as the window manager animates them (`Animator.show` after each event,
    /// a drag settling the motions), a few frames between events. Every frame stays within
    /// the areas its monitor had, without overlaps (a glide tiles exactly), every motion ends
    /// within its duration of the last change, and what shows then is the state's scenes.
    /// (A slide during which its monitor's area changes may overlap: see
    /// `aPanelGoneDuringASlideLeavesTheWorkspacesSideBySide`.)
    @Test func everyFrameOfARandomScriptsMotionsStaysOnItsMonitorAndTheMotionsEndOnTheState() {
        for (mix, seed) in PropertyEnvironment.seeds([0xA1_0001, 0xA1_0002]).flatMap({ seed in [(Mix.workspaces, seed), (Mix.general, seed)] }) {
            forAll(StateGens.script(mix, length: 1...30), seed: seed, cases: 50,
                   shrink: { $0.shrinkCandidates },
                   show: { SimulatedWM.run($0, checkingReduce: false).printout }) { script, v in
                var wm = SimulatedWM(area: script.area, settings: script.settings, startTime: script.startTime)
                wm.checksReduce = false
                var a = Animator(settings: Self.animation, framePeriod: Self.period)
                var areas: [String: Rect] = [:]
                func saw(_ scenes: [String: Scene]) {
                    for (name, scene) in scenes {
                        let r = areas[name].map { old in
                            let x = min(old.x, scene.area.x), y = min(old.y, scene.area.y)
                            return Rect(x: x, y: y, width: max(old.maxX, scene.area.maxX) - x, height: max(old.maxY, scene.area.maxY) - y)
                        } ?? scene.area
                        areas[name] = r
                    }
                }
                let start = Scene.all(of: &wm.state)
                saw(start)
                a.show({ start }, at: Self.t0, order: Scene.order(of: wm.state), dragging: false, first: true)
                var now = Self.t0
                // The monitors whose area changed during their motion, and the scenes last shown.
                var changedWhileMoving = Set<String>()
                var previous = start
                func frames(_ count: Int, _ context: String) {
                    for _ in 0..<count {
                        let frame = a.frame(at: now)
                        for (name, parts) in frame {
                            guard let bounds = areas[name] else {
                                v.fail("\(context): a frame of \(name), which no scene had")
                                continue
                            }
                            Self.check(parts, of: name, in: bounds, mayOverlap: changedWhileMoving.contains(name), &v, context)
                        }
                        now += Self.period
                    }
                }
                for (n, step) in script.steps.enumerated() where !wm.failed {
                    var peek = a
                    let moving = Set(peek.frame(at: now).keys)
                    changedWhileMoving.formIntersection(moving)
                    wm.run(step)
                    let scenes = Scene.all(of: &wm.state)
                    saw(scenes)
                    for (name, scene) in scenes where moving.contains(name) && previous[name].map({ $0.area != scene.area }) == true {
                        changedWhileMoving.insert(name)
                    }
                    previous = scenes
                    a.show({ scenes }, at: now + .milliseconds(n % 7), order: Scene.order(of: wm.state),
                           dragging: wm.state.drag != nil, first: false)
                    frames(n % 4, "after step \(n + 1)")
                }
                // One motion lasts the animation's duration: a tick past it, nothing runs.
                let last = now
                frames(Self.animation.milliseconds / 10 + 1, "at the end")
                v.expect(!a.isRunning, "motions still run \(now - last) after the last change, longer than \(Self.duration)")
                // (During a drag the animator is left alone: the picture after it settles.)
                if wm.state.drag == nil {
                    a.retarget(Scene.all(of: &wm.state), at: now, order: Scene.order(of: wm.state))
                    v.expect(!a.isRunning, "the motions ended elsewhere than on the state's scenes: the same scenes start one again")
                }
                v.expect(wm.violations.isEmpty, "the state: \(wm.violations.messages)")
            }
        }
    }
}
