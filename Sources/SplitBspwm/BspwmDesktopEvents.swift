// bspwm's events for monitors and desktops (`monitor_add`, `desktop_transfer`,
// `desktop_swap`), told as node events are (BspwmNodeEvents.swift): from two pictures of
// which monitors there are and which monitor holds each desktop. Pure.
import SplitState

/// Which monitors there are and where each desktop is, as bspwm's desktop events name them.
public struct BspwmDesktopPlaces: Equatable, Sendable {
    /// Each monitor's id, with its name and rectangle as `monitor_add` tells them.
    public var monitors: [UInt32: (name: String, geometry: String)] = [:]
    /// Each desktop's id, with its monitor's.
    public var desktops: [UInt32: UInt32] = [:]

    public init() {}

    public init(of view: BspwmView) {
        for (index, monitor) in view.monitors.enumerated() where index < view.state.outputs.monitors.count {
            let frame = view.state.outputs.monitors[index].frame
            monitors[monitor.id] = (monitor.name, "\(frame.width)x\(frame.height)+\(frame.x)+\(frame.y)")
        }
        for desktop in view.desktops where !view.monitors.isEmpty {
            desktops[desktop.id] = view.monitors[desktop.monitor].id
        }
    }

    public static func == (a: BspwmDesktopPlaces, b: BspwmDesktopPlaces) -> Bool {
        a.desktops == b.desktops && a.monitors.count == b.monitors.count
            && a.monitors.allSatisfy { id, m in b.monitors[id].map { $0.name == m.name && $0.geometry == m.geometry } ?? false }
    }

    /// The events that take a subscriber from `old` to `new`: monitors added, then desktops
    /// that went to another monitor, two that traded monitors told as one swap (the lower
    /// desktop id first, as bspwm's order cannot be told from two pictures).
    public static func events(from old: BspwmDesktopPlaces, to new: BspwmDesktopPlaces) -> [(BspwmEvent, String)] {
        let hex = BspwmView.hex
        var lines: [(BspwmEvent, String)] = []
        for id in new.monitors.keys.sorted() where old.monitors[id] == nil {
            let monitor = new.monitors[id]!
            lines.append((.monitorAdd, "monitor_add \(hex(id)) \(monitor.name) \(monitor.geometry)\n"))
        }
        // Desktops that changed monitor, each with where it was and where it is.
        var moved: [(desktop: UInt32, from: UInt32, to: UInt32)] = []
        for desktop in new.desktops.keys.sorted() {
            guard let from = old.desktops[desktop], let to = new.desktops[desktop], from != to else { continue }
            moved.append((desktop, from, to))
        }
        var told: Set<UInt32> = []
        for move in moved where !told.contains(move.desktop) {
            told.insert(move.desktop)
            if let other = moved.first(where: { !told.contains($0.desktop) && $0.from == move.to && $0.to == move.from }) {
                told.insert(other.desktop)
                lines.append((.desktopSwap, "desktop_swap \(hex(move.from)) \(hex(move.desktop)) \(hex(other.from)) \(hex(other.desktop))\n"))
            } else {
                lines.append((.desktopTransfer, "desktop_transfer \(hex(move.from)) \(hex(move.desktop)) \(hex(move.to))\n"))
            }
        }
        return lines
    }
}
