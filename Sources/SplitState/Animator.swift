// The motion of what each monitor shows, as a value with time passed in: a change of a
// workspace's tree glides through the engine's frames (`Transition`), a workspace switch
// slides the workspaces side by side across the monitor, and a change during a motion starts
// from the frame on screen. The window manager asks for a frame at each tick of its clock.
import SplitConfig
import SplitEngine
import XModel

/// What a monitor shows: a workspace's tree laid out in an area (or a frame of a motion, whose
/// tree is the frame's).
public struct Scene: Sendable {
    public var workspace: WorkspaceID
    public var tree: SplitTree<WindowID>
    public var layout: Layout<WindowID>
    public var area: Rect
    /// What the layout was made with: the leaf a collapsed split shows, the collapse threshold.
    public var focused: WindowID?
    public var collapseBelow: Size
    /// The member a group the focus is not in shows; the height of a row of its tabs, and the
    /// windows with a title bar.
    public var recency: [WindowID]
    public var bars: Bars
    /// The workspace's floating windows, each with its outer rectangle (border included).
    public var floating: [WindowID: Rect]
    /// The part of `area` inside the workspace's sticky tiles (all of it without them): what a
    /// switch slides when both workspaces have the same sticky tiles' room.
    public var slides: Rect

    public init(workspace: WorkspaceID, tree: SplitTree<WindowID>, layout: Layout<WindowID>, area: Rect,
                focused: WindowID? = nil, collapseBelow: Size = .zero, recency: [WindowID] = [], bars: Bars = Bars(),
                floating: [WindowID: Rect] = [:], slides: Rect? = nil) {
        self.slides = slides ?? area
        self.recency = recency
        self.bars = bars
        self.workspace = workspace
        self.tree = tree
        self.layout = layout
        self.area = area
        self.focused = focused
        self.collapseBelow = collapseBelow
        self.floating = floating
    }
}

extension Scene {
    /// Whether the two put the same windows in the same places.
    func shows(like other: Scene) -> Bool {
        workspace == other.workspace && area == other.area && layout.tiles == other.layout.tiles
            && layout.splitters == other.layout.splitters
    }
}

/// Part of a frame: windows of one workspace where the frame puts them (its identity says whose
/// splitters they are).
public struct FramePart: Sendable {
    public var workspace: WorkspaceID
    public var layout: Layout<WindowID>
    /// Windows going from a tile to floating or back, and where they are now (outer
    /// rectangles): they fly straight between the two, over the tiles.
    public var fliers: [WindowID: Rect] = [:]
}

/// A window going from its tile to its floating place, or back.
struct Flight: Sendable {
    var from: Rect
    var to: Rect

    func rect(at progress: Double) -> Rect { from.interpolated(to: to, progress) }

    /// The windows floating at one end and tiled at the other, in `current` and `target`.
    static func between(_ current: Scene, _ target: Scene) -> [WindowID: Flight] {
        var flights: [WindowID: Flight] = [:]
        for tile in current.layout.tiles where !tile.rect.isEmpty {
            if let to = target.floating[tile.leaf] { flights[tile.leaf] = Flight(from: tile.rect, to: to) }
        }
        for tile in target.layout.tiles where !tile.rect.isEmpty {
            if let from = current.floating[tile.leaf] { flights[tile.leaf] = Flight(from: from, to: tile.rect) }
        }
        return flights
    }
}

/// The motions under way, one per monitor (by name) at most.
public struct Animator: Sendable {
    public var settings: AnimationSettings
    /// Time between frames: the monitor's refresh period.
    public var framePeriod: Duration
    /// What each monitor shows now: the scene it settled on, or the last frame made.
    private var onScreen: [String: Scene] = [:]
    private var motions: [String: Motion] = [:]
    /// A drag moved windows since the last settle: the next picture settles, never glides.
    private var draggedSinceSettled = false
    /// The workspaces' order as last given, for one dropped since (an empty workspace left): a
    /// slide away from it still comes from its side. Only the last order: nothing piles up.
    private var lastOrder: [WorkspaceID] = []

    /// One monitor's motion: what it does and when it started.
    private struct Motion: Sendable {
        enum Kind: Sendable {
            case reflow(Transition<WindowID>, to: Scene, flights: [WindowID: Flight])
            case slide(Strip)
        }
        var kind: Kind
        var start: Duration

        /// Where the motion ends.
        var target: Scene {
            switch kind {
            case .reflow(_, let to, _): to
            case .slide(let strip): strip.target
            }
        }
    }

    public init(settings: AnimationSettings = AnimationSettings(), framePeriod: Duration = .microseconds(16_667)) {
        self.settings = settings
        self.framePeriod = framePeriod
    }

    public var isRunning: Bool { !motions.isEmpty }
    private var duration: Duration { .milliseconds(settings.milliseconds) }

    /// `scenes()` (what each monitor shows next) as the next picture: the monitors glide there
    /// from what they show now, or show it at once: with animation off, during a drag (the
    /// splitter follows the pointer exactly), at the first picture after a drag (the windows
    /// are there already) and at the very first picture. Scenes are asked for only when needed.
    public mutating func show(_ scenes: () -> [String: Scene], at now: Duration, order: [WorkspaceID], dragging: Bool, first: Bool) {
        guard settings.milliseconds > 0 else {
            if isRunning { settle(scenes()) }
            lastOrder = order
            return
        }
        if dragging {
            if isRunning { settle(scenes()) }
            draggedSinceSettled = true
            lastOrder = order
        } else if first || draggedSinceSettled {
            settle(scenes())
            draggedSinceSettled = false
            lastOrder = order
        } else {
            retarget(scenes(), at: now, order: order)
        }
    }

    /// Everything shows `scenes` at once: no motion (animation off, a drag, the first picture).
    public mutating func settle(_ scenes: [String: Scene]) {
        onScreen = scenes
        motions = [:]
    }

    /// `scenes` become what the monitors go to, from where they are at `now`.
    public mutating func retarget(_ scenes: [String: Scene], at now: Duration, order: [WorkspaceID]) {
        let given = order
        defer { lastOrder = given }
        guard settings.milliseconds > 0 else { return settle(scenes) }
        let order = Self.order(order, keeping: lastOrder)
        // What is on screen now is the frame of `now`, for monitors moving.
        _ = frame(at: now)
        // A motion starts one frame period back, so its first frame, pushed now, is already
        // one step in: a change shows at once (a new window at its map), not a period later
        // as the unchanged start would.
        let begun = now - framePeriod
        var next: [String: Motion] = [:]
        for (monitor, target) in scenes {
            guard let current = onScreen[monitor] else { continue }
            // A render that changed nothing here (a title, the focus elsewhere) leaves the
            // motion alone: restarting it would stretch it for as long as such renders come.
            if let motion = motions[monitor], motion.target.shows(like: target) {
                next[monitor] = motion
                continue
            }
            if case .slide(var strip)? = motions[monitor]?.kind, let start = motions[monitor]?.start {
                // A monitor whose area changed so that no strip holds both shows its target at once.
                if strip.retarget(to: target, progress: settings.easing.progress(progress(since: start, at: now)), order: order) {
                    next[monitor] = Motion(kind: .slide(strip), start: begun)
                }
            } else if current.workspace != target.workspace {
                // The same monitor's areas, one inside the other when smart gaps give one
                // workspace its outer gap and not the other: the strip is as wide as the larger.
                guard Strip.area(current.area, target.area) != nil,
                      !current.layout.tiles.isEmpty || !target.layout.tiles.isEmpty else { continue }
                next[monitor] = Motion(kind: .slide(Strip(from: current, to: target, order: order)), start: begun)
            } else {
                let motion = Transition(from: current.tree, laidOut: current.layout, in: current.area,
                                        to: target.tree, laidOut: target.layout, in: target.area,
                                        layOut: { $0.layout(in: $1, focused: target.focused, collapseBelow: target.collapseBelow,
                                                            recency: target.recency, tabRow: target.bars.row,
                                                            titleBars: target.bars.titles) })
                if !motion.isEmpty {
                    next[monitor] = Motion(kind: .reflow(motion, to: target, flights: Flight.between(current, target)), start: begun)
                }
            }
        }
        motions = next
        for (monitor, target) in scenes where next[monitor] == nil { onScreen[monitor] = target }
        for monitor in onScreen.keys where scenes[monitor] == nil { onScreen[monitor] = nil }
    }

    /// The frame of each moving monitor at `now`; a motion whose time is over ends (its
    /// monitor then shows its target, which the caller pushes whole).
    public mutating func frame(at now: Duration) -> [String: [FramePart]] {
        var parts: [String: [FramePart]] = [:]
        for (monitor, motion) in motions {
            let time = progress(since: motion.start, at: now)
            switch motion.kind {
            case .reflow(let transition, let target, let flights):
                if time >= 1 {
                    onScreen[monitor] = target
                    motions[monitor] = nil
                    continue
                }
                guard let (tree, area) = transition.frame(at: time, easing: settings.easing) else { continue }
                // Groups show the member they will show, below their bars, in every frame.
                let layout = tree.layout(in: area, focused: target.focused, recency: target.recency, tabRow: target.bars.row,
                                         titleBars: target.bars.titles)
                let progress = settings.easing.progress(time)
                onScreen[monitor] = Scene(workspace: target.workspace, tree: tree, layout: layout, area: area,
                                          recency: target.recency, bars: target.bars, floating: target.floating,
                                          slides: area == target.area ? target.slides : area)
                parts[monitor] = [FramePart(workspace: target.workspace, layout: layout,
                                            fliers: flights.mapValues { $0.rect(at: progress) })]
            case .slide(let strip):
                if time >= 1 {
                    onScreen[monitor] = strip.target
                    motions[monitor] = nil
                    continue
                }
                parts[monitor] = strip.parts(at: settings.easing.progress(time))
            }
        }
        return parts
    }

    /// When the next frame is due after `now`: on the grid of frame periods from the start of
    /// the earliest motion, so a frame that would be late is skipped, never queued.
    public func nextFrame(after now: Duration) -> Duration? {
        guard let start = motions.values.map(\.start).min() else { return nil }
        let elapsed = now - start
        let ticks = Int(elapsed / framePeriod) + 1
        return start + framePeriod * ticks
    }

    /// `order`, with the workspaces of `old` it lacks put back after the one before them in `old`:
    /// a workspace dropped (emptied and left) keeps its place for the slide away from it.
    static func order(_ order: [WorkspaceID], keeping old: [WorkspaceID]) -> [WorkspaceID] {
        var result = order
        for (i, workspace) in old.enumerated() where !result.contains(workspace) {
            let before = old[..<i].last { result.contains($0) }
            result.insert(workspace, at: before.flatMap { result.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        }
        return result
    }

    private func progress(since start: Duration, at now: Duration) -> Double {
        guard duration > .zero else { return 1 }
        return (now - start) / duration
    }
}

/// A workspace switch: the workspaces side by side in a strip as wide as the monitor each, the
/// strip sliding until the target fills the monitor. Each frame is each workspace's layout
/// moved along and cut at the monitor's edges, so together they tile the monitor. Sticky tiles
/// (the same room in both workspaces) stay still: only what is inside them slides.
struct Strip: Sendable {
    /// Left to right.
    private(set) var scenes: [Scene]
    /// The target's tiles, splitters and bars that stay still (its sticky tiles), if any.
    private var still: Layout<WindowID>?
    /// Where the strip's left edge is, from the area's left edge, at the start and the end.
    private var startOffset: Int
    private var endOffset: Int
    /// As wide as the widest area of its scenes: each scene's area lies inside it.
    private var area: Rect

    /// The workspace the strip ends on.
    var target: Scene { scenes[index(of: targetWorkspace)!] }
    private var targetWorkspace: WorkspaceID

    /// The strip's area for scenes laid out in `a` and `b`: the larger when one holds the other
    /// (the same monitor, one workspace with an outer gap), else nil (no strip between them).
    static func area(_ a: Rect, _ b: Rect) -> Rect? {
        holds(a, b) ? a : holds(b, a) ? b : nil
    }

    static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    init(from current: Scene, to target: Scene, order: [WorkspaceID]) {
        targetWorkspace = target.workspace
        if current.slides == target.slides, target.slides != target.area, current.area == target.area {
            // The same sticky tiles at the same place: the strip is the room inside them.
            area = target.slides
            still = Self.outside(target.layout, area)
        } else {
            area = Self.area(current.area, target.area) ?? target.area
        }
        // A later workspace comes in from the right, an earlier one from the left.
        if Self.comesAfter(target.workspace, current.workspace, in: order) {
            scenes = [current, target]
            startOffset = 0
            endOffset = -area.width
        } else {
            scenes = [target, current]
            startOffset = -area.width
            endOffset = 0
        }
    }

    /// A switch during the slide: the strip goes on from where it is now (`progress` of the way
    /// there) to the new target, added at the end it comes from if it is not in the strip.
    /// The target's area may have changed meanwhile (a panel came or went, the monitor was
    /// resized): the strip grows to the larger of the two, keeping its place in workspaces,
    /// so no two workspaces overlap. False when neither holds the other: no strip can show both.
    mutating func retarget(to target: Scene, progress: Double, order: [WorkspaceID]) -> Bool {
        if still != nil {
            // Still tiles stay still only while the target has the same room inside them.
            guard target.slides == area else { return false }
            still = Self.outside(target.layout, area)
        }
        guard let grown = Self.area(area, still == nil ? target.area : target.slides) else { return false }
        var now = offset(at: progress)
        if grown.width != area.width {
            now = Int((Double(now) / Double(max(1, area.width)) * Double(grown.width)).rounded())
        }
        area = grown
        targetWorkspace = target.workspace
        if let i = index(of: target.workspace) {
            scenes[i] = target
            startOffset = now
            endOffset = -i * area.width
        } else if Self.comesAfter(target.workspace, scenes.last!.workspace, in: order) {
            scenes.append(target)
            startOffset = now
            endOffset = -(scenes.count - 1) * area.width
        } else {
            scenes.insert(target, at: 0)
            startOffset = now - area.width
            endOffset = 0
        }
        return true
    }

    /// The windows of every workspace in the strip shown at `progress`, moved and cut.
    func parts(at progress: Double) -> [FramePart] {
        let offset = offset(at: progress)
        var parts: [FramePart] = []
        for (i, scene) in scenes.enumerated() {
            let dx = offset + i * area.width
            guard dx > -area.width, dx < area.width else { continue }
            // With still tiles, only what is inside them slides.
            let layout = still == nil ? scene.layout : Self.inside(scene.layout, area)
            parts.append(FramePart(workspace: scene.workspace, layout: shifted(layout, by: dx)))
        }
        // Last: a later part's word wins.
        if let still { parts.append(FramePart(workspace: targetWorkspace, layout: still)) }
        return parts
    }

    private func offset(at progress: Double) -> Int {
        startOffset + Int((Double(endOffset - startOffset) * min(1, max(0, progress))).rounded())
    }

    private func index(of workspace: WorkspaceID) -> Int? { scenes.firstIndex { $0.workspace == workspace } }

    private static func comesAfter(_ a: WorkspaceID, _ b: WorkspaceID, in order: [WorkspaceID]) -> Bool {
        (order.firstIndex(of: a) ?? 0) >= (order.firstIndex(of: b) ?? 0)
    }

    /// The tiles, splitters and bars of `layout` inside `rect` (hidden tiles kept hidden).
    private static func inside(_ layout: Layout<WindowID>, _ rect: Rect) -> Layout<WindowID> {
        filtered(layout) { holds(rect, $0) }
    }

    /// The tiles, splitters and bars of `layout` outside `rect`: the sticky tiles, their splitters.
    private static func outside(_ layout: Layout<WindowID>, _ rect: Rect) -> Layout<WindowID> {
        var out = filtered(layout) { !holds(rect, $0) }
        out.hidden = []
        return out
    }

    private static func filtered(_ layout: Layout<WindowID>, keeping keep: (Rect) -> Bool) -> Layout<WindowID> {
        var out = Layout<WindowID>()
        out.hidden = layout.hidden
        out.tiles = layout.tiles.filter { keep($0.rect) }
        // By its slot: a splitter's reach may stick out of the room it divides.
        out.splitters = layout.splitters.filter { keep($0.slot.isEmpty ? $0.hit : $0.slot) }
        out.groups = layout.groups.filter { keep($0.bar) }
        return out
    }

    /// `layout` moved `dx` pixels along and cut to the area: tiles cut to nothing are hidden,
    /// splitters cut to nothing go.
    private func shifted(_ layout: Layout<WindowID>, by dx: Int) -> Layout<WindowID> {
        func move(_ r: Rect) -> Rect? { Rect(x: r.x + dx, y: r.y, width: r.width, height: r.height).intersection(area) }
        var out = Layout<WindowID>()
        out.hidden = layout.hidden
        for tile in layout.tiles {
            if let rect = move(tile.rect) { out.tiles.append(.init(leaf: tile.leaf, rect: rect)) } else { out.hidden.append(tile.leaf) }
        }
        for var splitter in layout.splitters {
            guard let hit = move(splitter.hit) else { continue }
            splitter.hit = hit
            splitter.slot = move(splitter.slot) ?? .zero
            splitter.drawn = move(splitter.drawn) ?? .zero
            out.splitters.append(splitter)
        }
        // Groups' bars slide too (cut at the area's edge, as tiles are, their tabs with them).
        for var group in layout.groups {
            guard let bar = move(group.bar) else { continue }
            group.bar = bar
            out.groups.append(group)
        }
        return out
    }
}
