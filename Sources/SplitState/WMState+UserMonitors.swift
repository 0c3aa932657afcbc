// What the user does to monitors themselves: adds one of their own beside RandR's and takes it
// away again (`monitors add|remove`, bspwm's `wm -a` and `monitor -r`), and exchanges two
// monitors' workspaces (`swap workspace A with B`, bspwm's `desktop -s`). How monitors come
// and go is WMState+Workspaces.swift's `applyMonitors`, for RandR's and these alike.
import SplitCommands
import SplitEngine

extension WMState {
    /// `monitors add NAME WxH+X+Y`: a monitor after RandR's, showing a workspace of its own
    /// (as a monitor plugged in); the keyboard stays where it is.
    mutating func addMonitor(_ monitor: MonitorDeclaration, _ out: inout Reaction) throws {
        if outputs.index(named: monitor.name) != nil || outputs.reported.contains(where: { $0.name == monitor.name }) {
            throw CommandFailure(description: "monitors add: a monitor is called \(monitor.name) already")
        }
        // A monitor at the same rectangle would be merged with that one, as a clone.
        if let same = outputs.monitors.first(where: { $0.frame == monitor.frame }) {
            throw CommandFailure(description: "monitors add: \(monitor.name) would cover \(same.name) exactly (\(MonitorDeclaration.geometry(monitor.frame)))")
        }
        outputs.declared.append(MonitorInfo(name: monitor.name, frame: monitor.frame))
        applyMonitors(&out)
    }

    /// `monitors remove NAME`: a monitor `monitors add` made goes, its workspaces handed to the
    /// primary monitor as when one is unplugged. RandR's monitors are RandR's to take away.
    mutating func removeMonitor(_ name: String, _ out: inout Reaction) throws {
        guard outputs.declared.contains(where: { $0.name == name }) else {
            let known = outputs.index(named: name) != nil
            throw CommandFailure(description: known ? "monitors remove: \(name) is RandR's monitor, not one `monitors add` made"
                                                    : "monitors remove: no monitor \(name)")
        }
        outputs.declared.removeAll { $0.name == name }
        applyMonitors(&out)
    }

    /// `swap workspace A with B`: A goes to B's monitor and B to A's, each shown there when
    /// the other was and laid out in its new monitor's area. The keyboard stays on its monitor,
    /// so a swapped focused workspace gives the focus to the one that came in its place.
    mutating func swapWorkspaces(_ a: String, _ b: String, _ out: inout Reaction) throws {
        guard let first = workspace(named: a) else { throw CommandFailure(description: "swap workspace: no workspace \(a)") }
        guard let second = workspace(named: b) else { throw CommandFailure(description: "swap workspace: no workspace \(b)") }
        guard first != second else { return }
        let firstMonitor = workspaces[first].site.monitor, secondMonitor = workspaces[second].site.monitor
        guard firstMonitor != secondMonitor else {
            throw CommandFailure(description: "swap workspace: \(a) and \(b) are both on \(firstMonitor), where splitwm keeps its own order")
        }
        preselection = nil
        let firstShownOn = monitorShowing(first), secondShownOn = monitorShowing(second)
        workspaces[first].site.monitor = secondMonitor
        workspaces[second].site.monitor = firstMonitor
        workspaces[first].site.displacedFrom = nil
        workspaces[second].site.displacedFrom = nil
        if let m = firstShownOn { setShown(second, on: m) }
        if let m = secondShownOn { setShown(first, on: m) }
        // A hidden one is laid out for its new monitor too, ready to be shown there.
        for (id, monitor) in [(first, secondMonitor), (second, firstMonitor)] {
            if let m = monitorShowing(id) ?? outputs.index(named: monitor) { fit(id, to: outputs.monitors[m].area) }
        }
        // A workspace now hidden that nothing holds goes, as any other.
        for id in [first, second] where !isShown(id) { dropIfUnused(id) }
        focusMostRecentShown(&out)
    }
}
