// The state as bspwm's words see it: monitors holding desktops (splitwm's workspaces, grouped
// by the monitor that shows them or that they belong to), each desktop's windows, the focus,
// and the ids bspc prints. A pure projection of `WMState`, built once per message.
import SplitEngine
import SplitState
import XModel

/// One bspwm desktop: a splitwm workspace.
public struct BspwmDesktop: Equatable, Sendable {
    public var name: String
    /// Made from the workspace's id (`BspwmView.desktopID`), stable while the workspace lives.
    public var id: UInt32
    /// Which monitor (an index of `BspwmView.monitors`) holds it.
    public var monitor: Int
    public var occupied: Bool
    public var urgent: Bool
    /// Shown on its monitor (bspwm's `m->desk == d`).
    public var active: Bool
    /// Shown on the focused monitor.
    public var focused: Bool
    /// bspwm's monocle: splitwm's zoom (one window filling the workspace).
    public var monocle: Bool
    /// Its windows, tiled in tree order, then floating bottom to top.
    public var windows: [WindowID]
    public var workspace: WorkspaceID
}

/// One bspwm monitor: a splitwm monitor.
public struct BspwmMonitor: Equatable, Sendable {
    public var name: String
    public var id: UInt32
    public var focused: Bool
    /// Indices of `BspwmView.desktops`, in panel order.
    public var desktops: [Int]
}

/// The monitors and desktops as bspwm lists them: monitor after monitor, each one's desktops.
public struct BspwmView: Sendable {
    public var monitors: [BspwmMonitor] = []
    /// Every desktop, monitor by monitor (bspwm's order, which `^N` counts in).
    public var desktops: [BspwmDesktop] = []
    public var focusedWindow: WindowID?
    public let state: WMState

    /// splitwm's workspaces and monitors are not X windows, so bspc cannot be given XIDs for
    /// them; these ranges (above any id the X server hands out to clients, whose ids carry
    /// the client's resource base in bits 21 to 28) keep them apart from windows' ids.
    public static func desktopID(_ workspace: WorkspaceID) -> UInt32 { 0x7E00_0000 | UInt32(truncatingIfNeeded: workspace.value & 0xFFFFFF) }
    public static func monitorID(_ index: Int) -> UInt32 { 0x7F00_0000 | UInt32(truncatingIfNeeded: index + 1) }

    public init(of state: WMState) {
        self.state = state
        focusedWindow = state.focused
        let entries = StateDocument.workspaces(of: state)
        let monitorEntries = StateDocument.monitors(of: state)
        for (index, monitor) in monitorEntries.enumerated() {
            monitors.append(BspwmMonitor(name: monitor.name, id: Self.monitorID(index), focused: monitor.focused, desktops: []))
        }
        for (position, entry) in entries.enumerated() {
            // A workspace whose monitor is gone goes with the first monitor, as bspwm merges desktops.
            let monitor = monitors.firstIndex { $0.name == entry.monitor } ?? 0
            let workspace = state.workspaces[position]
            let windows = entry.tree.leaves + entry.floating
            desktops.append(BspwmDesktop(
                name: entry.name, id: Self.desktopID(workspace.id), monitor: monitor, occupied: !windows.isEmpty,
                urgent: entry.urgent, active: entry.shown, focused: entry.focused, monocle: entry.tree.zoomed != nil,
                windows: windows, workspace: workspace.id))
        }
        // Monitor by monitor, keeping the panel order within each.
        let order = desktops.indices.sorted { (desktops[$0].monitor, $0) < (desktops[$1].monitor, $1) }
        desktops = order.map { desktops[$0] }
        for index in desktops.indices where !monitors.isEmpty { monitors[desktops[index].monitor].desktops.append(index) }
    }

    public var focusedDesktop: Int? { desktops.firstIndex { $0.focused } }
    public var focusedMonitor: Int? { monitors.firstIndex { $0.focused } }

    /// The desktop a window is on.
    public func desktop(holding window: WindowID) -> Int? { desktops.firstIndex { $0.windows.contains(window) } }

    /// An id as bspc prints one: `0x` and eight upper-case hexadecimal digits (`%08X`).
    public static func hex(_ id: UInt32) -> String {
        let digits = String(id, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    /// An id as bspwm reads one: hexadecimal with `0x`, or decimal.
    public static func parseID(_ text: String) -> UInt32? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt32(text.dropFirst(2), radix: 16) }
        return UInt32(text)
    }
}
