// The pointer: splitter drags (and modifier+drag inside a window), double clicks that
// equalize, and focus that follows the mouse.
import SplitDesktop
import SplitEngine
import SplitX

extension WindowManager {
    func buttonPress(_ press: PointerEvent) {
        lastTime = press.time
        desktop.input.lastUserInput = press.time
        desktop.input.lastPointer = press.rootPoint
        guard press.button == .left else { return }
        // A press while a drag is under way means its release was lost (another client's
        // grab, a stopped process): end that drag and take this press afresh.
        if drag != nil { endDrag() }
        if let split = splitterPressed(press) {
            if let last = desktop.input.lastSplitterClick, last.split == split,
               press.time &- last.time <= UInt32(settings.doubleClickMilliseconds),
               Self.isClick(from: last.point, to: press.rootPoint) {
                desktop.input.lastSplitterClick = nil
                equalize(split: split)
                return
            }
            beginDrag(ofSplit: split, at: press.rootPoint, time: press.time, fromSplitter: true)
        } else if press.window == x.root, let window = press.child, clients[window] != nil,
                  press.state.modifiers.subtracting(x.lockModifiers()) == dragModifier,
                  let split = nearestSplit(of: window, to: press.rootPoint) {
            // Modifier+button 1 inside a window (the passive grab on the root; under a grab of
            // ours any press comes here, so the modifiers must be the drag modifier exactly).
            beginDrag(ofSplit: split, at: press.rootPoint, time: press.time, fromSplitter: false)
        }
    }

    /// The split whose splitter `press` went down on. X reports a press on the splitter's
    /// input window, except while a grab of ours is active (a drag whose release is still
    /// queued, a passive grab): then it comes to the root, and where it happened decides,
    /// against the splitters as the user saw them (as the renderer last pushed them).
    private func splitterPressed(_ press: PointerEvent) -> Int? {
        renderer.split(ofSplitterWindow: press.window)
            ?? press.child.flatMap(renderer.split(ofSplitterWindow:))
            ?? renderer.pushed.split(at: press.rootPoint)
    }

    /// The modifiers that, held with button 1 inside a window, drag its nearest splitter.
    var dragModifier: ModifierState { ModifierState(rawValue: UInt32(settings.dragModifier.rawValue)) }

    func motion(_ motion: PointerEvent) {
        lastTime = motion.time
        desktop.input.lastPointer = motion.rootPoint
        guard var state = drag else { return }
        let point = Point(x: motion.rootPoint.x, y: motion.rootPoint.y)
        (tree, state.drag) = tree.dragging(state.drag, to: point, in: area)
        drag = state
        publishSplitterEvent(state.drag, phase: "drag")
        Log.debug("splitter \(state.drag.split): fraction \(state.drag.fraction)\(state.drag.isPreviewingHide ? ", hiding \(state.drag.hidden!)" : "")")
        needsRender = true
    }

    func buttonRelease(_ release: PointerEvent) {
        lastTime = release.time
        guard let state = drag, release.button == .left else { return }
        endDrag(time: release.time)
        publishSplitterEvent(state.drag, phase: "release")
        // Only a press and release in place counts toward a double click; a drag does not.
        desktop.input.lastSplitterClick = state.fromSplitter && Self.isClick(from: state.pressedAt, to: release.rootPoint)
            ? SplitterClick(split: state.drag.split, time: release.time, point: release.rootPoint) : nil
        saver.urgent = true   // a drag's result is saved at once
        Log.debug("splitter \(state.drag.split) released at fraction \(state.drag.fraction)")
        needsRender = true   // in on-release mode, the windows reflow now
    }

    /// Ends the drag under way, if any: what the tree shows stays.
    func endDrag(time: UInt32 = 0) {
        guard drag != nil else { return }
        drag = nil
        x.ungrabPointer(time: time)
        needsRender = true
    }

    /// Whether the pointer stayed close enough between two points for a click.
    static func isClick(from a: PixelPoint, to b: PixelPoint) -> Bool { abs(a.x - b.x) <= 3 && abs(a.y - b.y) <= 3 }

    private func beginDrag(ofSplit split: Int, at point: PixelPoint, time: UInt32, fromSplitter: Bool) {
        guard let started = try? tree.beginningDrag(ofSplit: split, at: Point(x: point.x, y: point.y), in: area),
              let layout = tree.pathToSplit(split).flatMap({ tree.split(at: $0) })?.layout
        else { return }
        // The press already holds an implicit (or passive) grab until release; this one
        // shows the resize cursor wherever the pointer goes and takes all motion.
        let cursor = x.resizeCursor(layout == .horizontal ? .leftRight : .upDown)
        if !x.grabPointer(cursor: cursor, time: time) {
            Log.debug("could not grab the pointer for a drag; following the implicit grab")
        }
        drag = SplitterDrag(drag: started, pressedAt: point, fromSplitter: fromSplitter, treeAtPress: tree)
    }

    /// The split along the edge of `window` nearest to `point` (among edges that have one).
    private func nearestSplit(of window: WindowID, to point: PixelPoint) -> Int? {
        guard let r = renderer.placed[window] else { return nil }
        let distances: [(Direction, Int)] = [
            (.left, point.x - r.x), (.right, r.x + r.width - point.x),
            (.up, point.y - r.y), (.down, r.y + r.height - point.y),
        ]
        for (direction, _) in distances.sorted(by: { $0.1 < $1.1 }) {
            if let split = tree.splitIndex(bordering: window, toward: direction) { return split }
        }
        return nil
    }

    private func equalize(split: Int) {
        guard let equalized = try? tree.equalizingOnly(split: split, in: area) else { return }
        tree = equalized
        needsRender = true
    }

    func enterNotify(_ crossing: CrossingEvent) {
        lastTime = crossing.time
        guard settings.focusFollowsMouse, drag == nil, crossing.mode == .normal, crossing.detail != .inferior,
              clients[crossing.window] != nil
        else { return }
        // A window that moved or appeared under a still pointer is no reason to move focus.
        defer { desktop.input.lastPointer = crossing.rootPoint }
        guard crossing.rootPoint != desktop.input.lastPointer, focused != crossing.window else { return }
        focus(crossing.window)
    }

    /// Makes `window` the focused one (nil: nobody). The renderer sends the X requests once
    /// the window is mapped, since X refuses focus to an unmapped window.
    func focus(_ window: WindowID?) {
        let previous = focused
        desktop.focused = window.flatMap { clients[$0] == nil ? nil : $0 }
        if let focused {
            setUrgent(focused, false)   // attention given
            recency.removeAll { $0 == focused }
            recency.insert(focused, at: 0)
            if focused != previous { publishWindowEvent("focused", focused) }
        }
        desktop.focusRequests += 1
        needsRender = true
    }
}
