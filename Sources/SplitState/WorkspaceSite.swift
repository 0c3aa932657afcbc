// Where a workspace is on screen: the monitor it belongs to, the one it was displaced from,
// the area its tree was last laid out in and the outer gap that area leaves inside the
// monitor's work area. Kept apart from the workspace's windows (Workspace.swift) because
// monitors coming and going, and gaps fitting, change this and nothing else of it.
import SplitEngine

/// Where a workspace is on screen: on which monitor, and in which area of it. A workspace out
/// of sight keeps its site, so it comes back where it was and its tree is resized from there.
public struct WorkspaceSite: Hashable, Sendable {
    /// The monitor it belongs to (shown there, or hidden there), by name.
    public var monitor: String
    /// The monitor it was on before that one went away, and whether that monitor showed it:
    /// it goes back (shown again) when the monitor returns.
    public var displacedFrom: Displacement?
    /// The area its tree was last laid out in: shown elsewhere, the tree is resized from it,
    /// so priority sides keep their pixels.
    public var area: Rect
    /// The outer gap `area` leaves inside its monitor's work area (WMState+Gaps.swift): what
    /// floating windows moving with a monitor do not move by.
    public var outerGap = 0

    public init(monitor: String, area: Rect, outerGap: Int = 0, displacedFrom: Displacement? = nil) {
        self.monitor = monitor
        self.area = area
        self.outerGap = outerGap
        self.displacedFrom = displacedFrom
    }

    /// The monitor's work area it was last fitted in: `area` with the outer gap around it.
    /// Floating windows are kept inside this, not `area`: the gap is the tiles' alone.
    public var workArea: Rect { area.inset(by: -outerGap) }
}

/// Where a workspace was when its monitor went: the monitor, and whether it showed it.
public struct Displacement: Hashable, Sendable {
    public var monitor: String
    public var shown: Bool

    public init(monitor: String, shown: Bool) {
        self.monitor = monitor
        self.shown = shown
    }
}
