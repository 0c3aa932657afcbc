// The pointer: splitter drags (and modifier+drag inside a window), double clicks that
// equalize, and focus that follows the mouse.
import SplitCore
import SplitEngine
import XModel

extension Desktop {
    mutating func splitterPress(_ split: Int, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        notePress(at: point, time: time, &out)
        if let last = input.lastSplitterClick, last.split == split,
           time &- last.time <= UInt32(settings.doubleClickMilliseconds), Self.isClick(from: last.point, to: point) {
            input.lastSplitterClick = nil
            if let equalized = try? tree.equalizingOnly(split: split, in: area) { tree = equalized }
            return
        }
        beginDrag(ofSplit: split, at: point, time: time, fromSplitter: true, &out)
    }

    /// Modifier+button 1 inside a window: drags the splitter along its edge nearest the pointer.
    mutating func modifierPress(_ window: WindowID, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        notePress(at: point, time: time, &out)
        guard clients[window] != nil, let split = nearestSplit(of: window, to: point) else { return }
        beginDrag(ofSplit: split, at: point, time: time, fromSplitter: false, &out)
    }

    /// A press while a drag is under way means its release was lost (another client's grab,
    /// a stopped process): that drag ends and this press is taken afresh.
    private mutating func notePress(at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        input.lastTime = time
        input.lastUserInput = time
        input.lastPointer = point
        if drag != nil { endDrag(&out) }
    }

    mutating func motion(to point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        input.lastTime = time
        input.lastPointer = point
        guard var state = splitterDrag else { return }
        (tree, state.drag) = tree.dragging(state.drag, to: Point(x: point.x, y: point.y), in: area)
        splitterDrag = state
        out.effects.append(.notice(.splitter(phase: "drag", split: state.drag.split, fraction: state.drag.fraction,
                                             hidden: state.drag.hidden)))
    }

    mutating func buttonRelease(at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        input.lastTime = time
        guard let state = splitterDrag else { return }
        endDrag(time: time, &out)
        out.effects.append(.notice(.splitter(phase: "release", split: state.drag.split, fraction: state.drag.fraction,
                                             hidden: state.drag.hidden)))
        out.effects.append(.saveSoon)
        // Only a press and release in place counts toward a double click; a drag does not.
        input.lastSplitterClick = state.fromSplitter && Self.isClick(from: state.pressedAt, to: point)
            ? SplitterClick(split: state.drag.split, time: time, point: point) : nil
    }

    /// Ends the drag under way, if any: what the tree shows stays.
    mutating func endDrag(time: UInt32 = 0, _ out: inout Reaction) {
        guard drag != nil else { return }
        drag = nil
        out.effects.append(.ungrabPointer(time: time))
    }

    /// Whether the pointer stayed close enough between two points for a click.
    static func isClick(from a: PixelPoint, to b: PixelPoint) -> Bool { abs(a.x - b.x) <= 3 && abs(a.y - b.y) <= 3 }

    private mutating func beginDrag(ofSplit split: Int, at point: PixelPoint, time: UInt32, fromSplitter: Bool,
                                    _ out: inout Reaction) {
        guard let started = try? tree.beginningDrag(ofSplit: split, at: Point(x: point.x, y: point.y), in: area),
              let layout = tree.pathToSplit(split).flatMap({ tree.split(at: $0) })?.layout
        else { return }
        // The press already holds an implicit (or passive) grab until release; this one
        // shows the resize cursor wherever the pointer goes and takes all motion.
        out.effects.append(.grabPointer(layout, time: time))
        splitterDrag = SplitterDrag(drag: started, pressedAt: point, fromSplitter: fromSplitter, treeAtPress: tree)
    }

    /// The split along the edge of `window` nearest to `point` (among edges that have one).
    private func nearestSplit(of window: WindowID, to point: PixelPoint) -> Int? {
        guard let r = picture.shown[window]?.rect else { return nil }
        let distances: [(Direction, Int)] = [
            (.left, point.x - r.x), (.right, r.x + r.width - point.x),
            (.up, point.y - r.y), (.down, r.y + r.height - point.y),
        ]
        for (direction, _) in distances.sorted(by: { $0.1 < $1.1 }) {
            if let split = tree.splitIndex(bordering: window, toward: direction) { return split }
        }
        return nil
    }

    mutating func enter(_ window: WindowID, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        input.lastTime = time
        guard settings.focusFollowsMouse, drag == nil, clients[window] != nil else { return }
        // A window that moved or appeared under a still pointer is no reason to move focus.
        defer { input.lastPointer = point }
        guard point != input.lastPointer, focused != window else { return }
        focus(window, &out)
    }
}
