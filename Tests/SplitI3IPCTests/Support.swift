// Reading i3's tree in tests the way i3's clients read it (i3ipc-python's `leaves()`,
// `workspaces()`, `scratchpad()`, `find_focused()`), and the states the examples start from.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitI3IPC
import SplitState
import StateScriptSupport
import XModel

extension I3Node {
    /// Every node below this one with its parent, breadth first (tiling children before
    /// floating ones), as i3ipc-python's `Con.__iter__` walks.
    var descendantsWithParents: [(node: I3Node, parent: I3Node)] {
        var out: [(node: I3Node, parent: I3Node)] = []
        var queue = (nodes + floatingNodes).map { ($0, self) }
        while !queue.isEmpty {
            let (node, parent) = queue.removeFirst()
            out.append((node, parent))
            queue += (node.nodes + node.floatingNodes).map { ($0, node) }
        }
        return out
    }

    /// i3ipc-python's `leaves()`: containers without children, not in a dock area.
    var leaves: [I3Node] {
        descendantsWithParents.filter { $0.node.nodes.isEmpty && $0.node.kind == .con && $0.parent.kind != .dockarea }.map(\.node)
    }

    /// i3ipc-python's `workspaces()`: the workspaces but the scratchpad's.
    var workspaces: [I3Node] { allNodes.filter { $0.kind == .workspace && !($0.name ?? "").hasPrefix("__") } }

    /// i3ipc-python's `scratchpad()`.
    var scratchpad: I3Node? { allNodes.first { $0.kind == .workspace && $0.name == "__i3_scratch" } }

    /// i3ipc-python's `find_focused()`.
    var focusedNode: I3Node? { descendantsWithParents.first { $0.node.focused }?.node }

    /// The window of each window container below, in the order of a depth-first walk.
    var windowIDs: [WindowID] { allNodes.compactMap { $0.window?.id } }

    /// The workspace named `name`.
    func workspace(_ name: String) -> I3Node? { allNodes.first { $0.kind == .workspace && $0.name == name } }
}

enum Examples {
    static let screen = Rect(x: 0, y: 0, width: 1500, height: 1000)

    /// Windows 1…`count` side by side, titled "window N", the focus on the last, with a border
    /// of `border` pixels.
    static func row(_ count: Int, border: Int = 2, change: (inout Settings) -> Void = { _ in }) -> WMState {
        var settings = Settings()
        settings.placement = .split(.toward(.right))
        settings.border.width = border
        change(&settings)
        var state = WMState(settings: settings, screen: screen)
        for id in 1...count { manage(UInt32(id), in: &state) }
        return state
    }

    /// DP-1 (1000x800, primary) and HDMI-1 (1200x900) to its right, window 1 on the first.
    static func twoMonitors() -> WMState {
        var settings = row(1).settings
        settings.placement = .split(.toward(.right))
        var state = WMState(settings: settings, monitors: [
            MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1000, height: 800), primary: true),
            MonitorInfo(name: "HDMI-1", frame: Rect(x: 1000, y: 0, width: 1200, height: 900)),
        ])
        manage(1, in: &state)
        return state
    }

    /// Manages window `id`, titled "window N", of class XTerm, changed by `change`.
    static func manage(_ id: UInt32, in state: inout WMState, change: (inout Client) -> Void = { _ in }) {
        var facts = ClientFacts()
        facts.title = "window \(id)"
        var c = client(id, WindowIdentity(className: "XTerm", instance: "xterm", role: nil), facts: facts)
        change(&c)
        _ = state.handle(.manage(c, mapped: true))
    }
}
