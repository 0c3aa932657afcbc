// The monitors (RandR's outputs and virtual monitors), which workspace each shows, and which
// one has the keyboard; finding a monitor by name, by a point and by direction. Which
// workspaces exist and where they belong is WMState+Workspaces.swift.
import SplitConfig
import SplitEngine
import XModel

/// A monitor as RandR reports it (name, rectangle, primary), before the state takes it.
public struct MonitorInfo: Hashable, Sendable {
    public var name: String
    public var frame: Rect
    public var primary: Bool

    public init(name: String, frame: Rect, primary: Bool = false) {
        self.name = name
        self.frame = frame
        self.primary = primary
    }
}

/// A screen area and the workspace it shows.
public struct Monitor: Hashable, Sendable {
    /// RandR's name for it (an output's, or a virtual monitor's from `xrandr --setmonitor`).
    public var name: String
    /// The whole monitor (what a fullscreen window covers).
    public var frame: Rect
    /// Its work area: the frame less the docks' struts. The workspace's tree fills it less the
    /// outer gap (`Workspace.area`, WMState+Gaps.swift).
    public var area: Rect
    public var primary: Bool
    /// The workspace it shows.
    public var shows: WorkspaceID

    public init(name: String = "screen", frame: Rect, primary: Bool = false, shows: WorkspaceID) {
        self.name = name
        self.frame = frame
        self.area = frame
        self.primary = primary
        self.shows = shows
    }
}

/// The monitors in RandR's order, and the one the keyboard works on.
public struct Outputs: Hashable, Sendable {
    /// Never empty once the state has started: with no monitor at all (every output off) the
    /// last ones stay, so every window stays managed where it was until an output returns.
    public var monitors: [Monitor] = []
    /// The monitor the keyboard works on, by position in `monitors`.
    public var focusedIndex = 0
    /// What RandR reported last with a monitor in it, before clones were merged.
    public var reported: [MonitorInfo] = []
    /// The monitors the user added (`monitors add`, bspwm's `wm -a`), which come after RandR's
    /// and stay while RandR's come and go.
    public var declared: [MonitorInfo] = []

    public init() {}

    /// The monitor the keyboard works on.
    public var focused: Monitor {
        get { monitors[focusedIndex] }
        set { monitors[focusedIndex] = newValue }
    }

    func index(named name: String) -> Int? { monitors.firstIndex { $0.name == name } }

    /// The monitor a point is on.
    public func index(at point: PixelPoint) -> Int? {
        monitors.firstIndex { $0.frame.contains(Point(x: point.x, y: point.y)) }
    }

    /// The monitor showing workspace `id`, if one does.
    public func index(showing id: WorkspaceID) -> Int? { monitors.firstIndex { $0.shows == id } }

    /// The nearest monitor beyond `origin`'s edge (the focused one's by default) toward
    /// `direction` that overlaps it across that direction (else the nearest beyond that edge at all).
    public func index(toward direction: Direction, from origin: Int? = nil) -> Int? {
        let from = monitors[origin ?? focusedIndex].frame
        func beyond(_ r: Rect) -> Int? {
            switch direction {
            case .left: r.maxX <= from.x ? from.x - r.maxX : nil
            case .right: r.x >= from.maxX ? r.x - from.maxX : nil
            case .up: r.maxY <= from.y ? from.y - r.maxY : nil
            case .down: r.y >= from.maxY ? r.y - from.maxY : nil
            }
        }
        func overlaps(_ r: Rect) -> Bool {
            direction == .left || direction == .right ? r.y < from.maxY && r.maxY > from.y : r.x < from.maxX && r.maxX > from.x
        }
        let candidates = monitors.indices.compactMap { i in beyond(monitors[i].frame).map { (i, $0, overlaps(monitors[i].frame)) } }
        return candidates.min { a, b in a.2 != b.2 ? a.2 : a.1 < b.1 }?.0
    }

    /// Clones (monitors at the same place) merged, a primary one kept first among them;
    /// monitors without area left out.
    static func merged(_ infos: [MonitorInfo]) -> [MonitorInfo] {
        var result: [MonitorInfo] = []
        for info in infos where info.frame.width > 0 && info.frame.height > 0 {
            if let same = result.firstIndex(where: { $0.frame == info.frame }) {
                if info.primary && !result[same].primary && !result.contains(where: { $0.name == info.name }) { result[same] = info }
            } else if !result.contains(where: { $0.name == info.name }) {
                result.append(info)
            }
        }
        return result
    }

    /// What RandR would report of them.
    public var infos: [MonitorInfo] { monitors.map { MonitorInfo(name: $0.name, frame: $0.frame, primary: $0.primary) } }
}

extension MonitorInfo {
    /// The monitors of `fake-outputs`, as i3 makes them (its src/fake_outputs.c): named
    /// `fake-0`, `fake-1`… in the order written, the one at 0,0 first; a second one at the same
    /// place is the same monitor, as narrow and as short as the narrower and shorter of the two.
    public static func fake(_ outputs: [FakeOutput]) -> [MonitorInfo] {
        var made: [MonitorInfo] = []
        for output in outputs {
            let place = (x: output.frame.x, y: output.frame.y)
            if let same = made.firstIndex(where: { $0.frame.x == place.x && $0.frame.y == place.y }) {
                let frame = made[same].frame
                made[same].frame = Rect(x: frame.x, y: frame.y, width: min(frame.width, output.frame.width),
                                        height: min(frame.height, output.frame.height))
                made[same].primary = output.primary
                continue
            }
            let monitor = MonitorInfo(name: "fake-\(made.count)", frame: output.frame, primary: output.primary)
            if place == (0, 0) { made.insert(monitor, at: 0) } else { made.append(monitor) }
        }
        return made
    }
}
