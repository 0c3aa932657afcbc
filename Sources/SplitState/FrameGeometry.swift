// Pure geometry of window frames: a frame within its size hints, moved into bounds, centred,
// kept reachable on the monitors; the work area the docks' struts leave of a monitor; the
// rectangle nearest toward a direction (focus moving from a window not in a tree). No state:
// WMState+Layers.swift says which bounds apply.
import SplitEngine
import XModel

extension PixelRect {
    /// This frame, with `border` on each side, moved and if need be shrunk into `bounds` (at
    /// least 1×1).
    public func clamped(into bounds: Rect, border: Int) -> PixelRect {
        var r = self
        r.width = max(1, min(r.width, bounds.width - 2 * border))
        r.height = max(1, min(r.height, bounds.height - 2 * border))
        r.x = max(bounds.x, min(r.x, bounds.maxX - r.width - 2 * border))
        r.y = max(bounds.y, min(r.y, bounds.maxY - r.height - 2 * border))
        return r
    }

    /// This frame's size (within `area`, border included) centred in `area`.
    func centred(in area: Rect, border: Int) -> PixelRect {
        var r = clamped(into: area, border: border)
        // An area narrower than the border leaves the window at its left or top edge, not before it.
        r.x = max(area.x, area.x + (area.width - r.width - 2 * border) / 2)
        r.y = max(area.y, area.y + (area.height - r.height - 2 * border) / 2)
        return r
    }

    /// Its centre.
    var centre: PixelPoint { PixelPoint(x: x + width / 2, y: y + height / 2) }

    /// Of `candidates` (each with its rectangle), the one whose centre is nearest to this
    /// rectangle's centre toward `direction` (within 45° of it); the first of equals.
    func nearest<ID>(toward direction: Direction, among candidates: some Sequence<(ID, PixelRect)>) -> ID? {
        let origin = centre
        var best: (id: ID, distance: Int)?
        for (id, r) in candidates {
            let dx = r.centre.x - origin.x, dy = r.centre.y - origin.y
            let ahead = switch direction {
            case .left: dx < 0 && abs(dy) <= abs(dx)
            case .right: dx > 0 && abs(dy) <= abs(dx)
            case .up: dy < 0 && abs(dx) <= abs(dy)
            case .down: dy > 0 && abs(dx) <= abs(dy)
            }
            let distance = dx * dx + dy * dy
            if ahead, best.map({ distance < $0.distance }) ?? true { best = (id, distance) }
        }
        return best?.id
    }
}

extension SizeLimits {
    /// `frame` with a size these limits allow (min, max, increments from the base, aspect), at
    /// least 1×1.
    func applied(to frame: PixelRect) -> PixelRect {
        var r = frame
        if let max = self.max {
            r.width = Swift.min(r.width, max.width)
            r.height = Swift.min(r.height, max.height)
        }
        if let min = self.min {
            r.width = Swift.max(r.width, min.width)
            r.height = Swift.max(r.height, min.height)
        }
        if let step = increment, step.width > 1 || step.height > 1 {
            let base = self.base ?? self.min ?? PixelSize(width: 0, height: 0)
            if step.width > 1, r.width > base.width { r.width = base.width + (r.width - base.width) / step.width * step.width }
            if step.height > 1, r.height > base.height { r.height = base.height + (r.height - base.height) / step.height * step.height }
        }
        if let low = minAspect, let high = maxAspect, low > 0, high >= low, r.height > 0 {
            let aspect = Double(r.width) / Double(r.height)
            if aspect > high { r.width = Int(Double(r.height) * high) }
            if aspect < low { r.height = Int(Double(r.width) / low) }
        }
        r.width = Swift.max(1, r.width)
        r.height = Swift.max(1, r.height)
        return r
    }
}

extension Rect {
    /// This rectangle less `gap` on every side (a negative gap grows it).
    func inset(by gap: Int) -> Rect {
        Rect(x: x + gap, y: y + gap, width: width - 2 * gap, height: height - 2 * gap)
    }

    /// Whether `r` lies wholly inside.
    func contains(_ r: PixelRect) -> Bool { r.x >= x && r.y >= y && r.x + r.width <= maxX && r.y + r.height <= maxY }

    /// `frame` (a monitor, on a screen of `screen`'s size) less what the docks' struts reserve
    /// of it. A strut counts from the screen's edge, as EWMH says; a dock at this monitor's top
    /// (or bottom) edge whose strut reserves the top (bottom) also reserves its own height here,
    /// as i3 gives a dock its output's dock area: i3bar's strut counts from the screen's edge
    /// without the monitor's offset, which reserves nothing on a monitor shorter than the screen.
    /// A strut takes at most a third of the monitor's width or height, so that a dock asking
    /// for the whole screen (a bug or a hostile client) cannot leave the windows nowhere.
    public func workArea(screen: PixelSize, docks: some Sequence<(strut: Strut, frame: PixelRect)>) -> Rect {
        var left = 0, right = 0, top = 0, bottom = 0
        /// Whether an edge's span (inclusive, as EWMH gives it) meets `low..<high`.
        func meets(_ edge: StrutEdge, _ low: Int, _ high: Int) -> Bool { edge.size > 0 && edge.start < high && edge.end >= low }
        for (strut, dock) in docks {
            if meets(strut.left, y, maxY) { left = max(left, strut.left.size - x) }
            if meets(strut.right, y, maxY) { right = max(right, maxX - (screen.width - strut.right.size)) }
            if meets(strut.top, x, maxX) { top = max(top, strut.top.size - y) }
            if meets(strut.bottom, x, maxX) { bottom = max(bottom, maxY - (screen.height - strut.bottom.size)) }
            let across = dock.x < maxX && dock.x + dock.width > x
            if across, strut.top.size > 0, dock.y == y { top = max(top, dock.height) }
            if across, strut.bottom.size > 0, dock.y + dock.height == maxY { bottom = max(bottom, dock.height) }
        }
        let widthCap = width / 3, heightCap = height / 3
        left = min(max(left, 0), widthCap)
        right = min(max(right, 0), widthCap)
        top = min(max(top, 0), heightCap)
        bottom = min(max(bottom, 0), heightCap)
        return Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }
}

extension Outputs {
    /// The whole screen: the union of the monitors.
    public var screenSize: PixelSize {
        monitors.reduce(PixelSize(width: 0, height: 0)) {
            PixelSize(width: max($0.width, $1.frame.maxX), height: max($0.height, $1.frame.maxY))
        }
    }

    /// The frame of the monitor holding `frame`'s centre, else of the first monitor.
    func monitorFrame(around frame: PixelRect) -> Rect {
        index(at: frame.centre).map { monitors[$0].frame } ?? monitors[0].frame
    }

    /// A dock's rectangle within its monitor: a panel cannot grow past it (it stays above the
    /// tiles, so it could otherwise hide them all). A desktop window's within the whole screen:
    /// a file manager's desktop may span every monitor (caja's and nautilus's do), and it
    /// stays below everything.
    /// A dock whose strut reserves the top edge and not the bottom (or the bottom and not the
    /// top), and that lies wholly outside the band it reserves, goes to that edge of its
    /// monitor: i3bar makes its window at the bottom whatever its `position` and leaves the rest
    /// to the window manager, as i3 moves a dock into its top or bottom dock area by the strut;
    /// the tiles then start below the bar, not the bar's height away from a bar at the other
    /// edge. A dock inside its band stays where it asked to be (polybar's `offset-y`, a bar
    /// with a margin above it).
    func onScreen(_ frame: PixelRect, kind: ClientKind, strut: Strut = Strut()) -> PixelRect {
        let screen = screenSize
        let bounds = kind == .desktop ? Rect(x: 0, y: 0, width: screen.width, height: screen.height) : monitorFrame(around: frame)
        var placed = frame.clamped(into: bounds, border: 0)
        guard kind == .dock else { return placed }
        if strut.top.size > 0, strut.bottom.size <= 0, placed.y >= strut.top.size {
            placed.y = bounds.y
        } else if strut.bottom.size > 0, strut.top.size <= 0, placed.y + placed.height <= screen.height - strut.bottom.size {
            placed.y = bounds.maxY - placed.height
        }
        return placed
    }

    /// `frame` moved only as far as it takes to leave at least `visible` pixels of it on a
    /// monitor (fewer when it or the monitor is smaller), so a window dragged off the edge
    /// can always be dragged back.
    func keptReachable(_ frame: PixelRect, visible: Int = 32) -> PixelRect {
        func kept(on bounds: Rect) -> PixelRect {
            var r = frame
            let across = max(1, min(visible, r.width, bounds.width)), down = max(1, min(visible, r.height, bounds.height))
            r.x = min(max(r.x, bounds.x - r.width + across), bounds.maxX - across)
            r.y = min(max(r.y, bounds.y), bounds.maxY - down)
            return r
        }
        // Already reachable on a monitor: left as it is. Kept on one monitor, a frame's centre
        // can end up on another, which would move it again (a restart moved a floating window
        // dragged across two monitors).
        if monitors.count > 1, monitors.contains(where: { kept(on: $0.frame) == frame }) { return frame }
        return kept(on: monitorFrame(around: frame))
    }
}
