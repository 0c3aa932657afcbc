// Where a floating window goes by command, as i3 4.22 places it (`cmd_move_direction`,
// `cmd_move_window_to_position`, `floating_center`, `floating_move_to_pointer`,
// `floating_reposition`): by a step, at a corner, centred, or under the pointer. The
// rectangles are the window's outer ones, border included, as i3 counts a floating container.

/// A length on one axis in pixels or in percentage points of the monitor's length on that
/// axis (i3's `px` and `ppt` after `move DIRECTION N` and `move position X Y`).
public enum FloatingLength: Hashable, Sendable, CustomStringConvertible {
    case pixels(Int)
    case points(Int)

    /// The pixels it stands for on a monitor `whole` pixels long. Points are truncated toward
    /// zero, as i3's conversion from its double is.
    public func pixels(of whole: Int) -> Int {
        switch self {
        case .pixels(let n): n
        case .points(let p): Int(Double(whole) * Double(p) / 100)
        }
    }

    public var description: String {
        switch self {
        case .pixels(let n): "\(n) px"
        case .points(let p): "\(p) ppt"
        }
    }
}

/// Where `move position …` puts a floating window.
public enum FloatingPosition: Hashable, Sendable {
    /// Its top-left corner at x, y of the screen (points are of its monitor's width and
    /// height, counted from the screen's corner as in i3, not from the monitor's).
    case corner(x: FloatingLength, y: FloatingLength)
    /// Centred on its workspace's area (`move position center`) or, `absolute`, on the whole
    /// screen, across all monitors (`move absolute position center`).
    case centre(absolute: Bool)
    /// Centred under the pointer, kept on the pointer's monitor (`move position mouse`).
    case pointer
}

extension Rect {
    /// The rectangle moved `distance` toward `direction`; points are of `monitor`'s width
    /// (left, right) or height (up, down). As in i3, the point's fraction of a pixel is dropped
    /// from the new coordinate, not from the step.
    public func moved(toward direction: Direction, by distance: FloatingLength, on monitor: Rect) -> Rect {
        func step(_ from: Int, _ sign: Int, _ whole: Int) -> Int {
            switch distance {
            case .pixels(let n): from + sign * n
            case .points(let p): Int(Double(from) + Double(sign) * Double(whole) * Double(p) / 100)
            }
        }
        return switch direction {
        case .left: Rect(x: step(x, -1, monitor.width), y: y, width: width, height: height)
        case .right: Rect(x: step(x, 1, monitor.width), y: y, width: width, height: height)
        case .up: Rect(x: x, y: step(y, -1, monitor.height), width: width, height: height)
        case .down: Rect(x: x, y: step(y, 1, monitor.height), width: width, height: height)
        }
    }

    /// The rectangle with its corner at `x`, `y` (points of `monitor`'s width and height).
    public func cornered(x newX: FloatingLength, y newY: FloatingLength, on monitor: Rect) -> Rect {
        Rect(x: newX.pixels(of: monitor.width), y: newY.pixels(of: monitor.height), width: width, height: height)
    }

    /// The rectangle centred on `area`, whatever it overlaps (i3 does not keep it inside).
    public func centred(on area: Rect) -> Rect {
        Rect(x: area.x + area.width / 2 - width / 2, y: area.y + area.height / 2 - height / 2, width: width, height: height)
    }

    /// The rectangle centred on `point`, then moved back inside `monitor` where it sticks out
    /// (its left and top edges win when it is larger than the monitor, as in i3).
    public func centred(under point: Point, keptOn monitor: Rect) -> Rect {
        var left = max(point.x - width / 2, monitor.x), top = max(point.y - height / 2, monitor.y)
        if left + width > monitor.maxX { left = monitor.maxX - width }
        if top + height > monitor.maxY { top = monitor.maxY - height }
        return Rect(x: left, y: top, width: width, height: height)
    }

    /// Whether any of it lies on one of `monitors`: i3 refuses to move a floating window
    /// where none of it would show.
    public func overlapsAny(of monitors: [Rect]) -> Bool {
        monitors.contains { max(x, $0.x) < min(maxX, $0.maxX) && max(y, $0.y) < min(maxY, $0.maxY) }
    }
}
