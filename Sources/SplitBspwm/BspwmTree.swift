// `bspc query -T`: a monitor, a desktop or a window as JSON with bspwm's member names, for
// the facts splitwm has. A split's `id` is the one BspwmSplitIDs.swift makes; bspwm's
// `vertical` split is splitwm's `horizontal` (side by side), and its ratio is the fraction; a
// split's rectangle is the box around its windows.
import SplitEngine
import SplitJSON
import SplitState
import XModel

enum BspwmTree {
    static func monitor(_ index: Int, in view: BspwmView) -> JSON {
        let monitor = view.monitors[index]
        let frame = view.state.outputs.monitors[index].frame
        let focused = monitor.desktops.first { view.desktops[$0].active }
        return [
            "name": .string(monitor.name), "id": .int(Int(monitor.id)),
            "focusedDesktopId": .int(Int(focused.map { view.desktops[$0].id } ?? 0)),
            "rectangle": rectangle(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
            "desktops": .array(monitor.desktops.map { desktop($0, in: view) }),
        ]
    }

    static func desktop(_ index: Int, in view: BspwmView) -> JSON {
        let desktop = view.desktops[index]
        let workspace = view.state.workspaces[desktop.workspace]
        let focused = view.focusedWindow.flatMap { desktop.windows.contains($0) ? $0 : nil }
        return [
            "name": .string(desktop.name), "id": .int(Int(desktop.id)),
            "layout": .string(desktop.monocle ? "monocle" : "tiled"), "userLayout": .string(desktop.monocle ? "monocle" : "tiled"),
            "focusedNodeId": .int(Int(focused?.rawValue ?? 0)),
            "root": workspace.tree.root.map { node($0, in: view) } ?? .null,
        ]
    }

    /// One window alone (`query -T -n`).
    static func node(_ window: WindowID, in view: BspwmView) -> JSON {
        leaf(window, in: view)
    }

    /// A window or a split (`query -T -n @/2`), its subtree with it.
    static func node(_ node: SplitNode<WindowID>, in view: BspwmView) -> JSON {
        switch node {
        case .leaf(let window, _):
            return leaf(window, in: view)
        case .branch(let branch):
            return [
                "id": .int(Int(BspwmView.splitID(branch))), "splitType": .string(branch.split.layout == .horizontal ? "vertical" : "horizontal"),
                "splitRatio": .double(branch.split.fraction), "vacant": false, "hidden": false, "rectangle": box(of: node.leaves, in: view),
                "firstChild": self.node(branch.primary, in: view), "secondChild": self.node(branch.secondary, in: view), "client": .null,
            ]
        }
    }

    /// A split's rectangle: splitwm keeps none, so the box around its windows' tiles as its
    /// workspace lays them out stands for it (bspwm's, less the gaps at its edges).
    private static func box(of leaves: [WindowID], in view: BspwmView) -> JSON {
        guard let first = leaves.first, let desktop = view.desktop(holding: first) else { return .null }
        let state = view.state
        let layout = state.workspaces[view.desktops[desktop].workspace].layout(focused: state.focused, collapseBelow: state.settings.collapseBelow,
                                                                               bars: state.bars)
        let tiles = leaves.compactMap { layout.rect(of: $0) }
        guard let minX = tiles.map(\.x).min(), let minY = tiles.map(\.y).min(), let maxX = tiles.map(\.maxX).max(),
              let maxY = tiles.map(\.maxY).max() else { return .null }
        return rectangle(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func leaf(_ window: WindowID, in view: BspwmView) -> JSON {
        guard let client = view.state.clients[window] else { return .null }
        let frame = client.frame
        let state: String = client.fullscreen ? "fullscreen" : (client.kind == .floating ? "floating" : "tiled")
        return [
            "id": .int(Int(window.rawValue)), "vacant": false, "hidden": false, "sticky": .bool(client.sticky),
            "private": false, "locked": false, "marked": false, "presel": .null,
            "rectangle": rectangle(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
            "firstChild": .null, "secondChild": .null,
            "client": [
                "className": .string(client.identity.className), "instanceName": .string(client.identity.instance),
                "state": .string(state), "urgent": .bool(client.urgent),
            ],
        ]
    }

    private static func rectangle(x: Int, y: Int, width: Int, height: Int) -> JSON {
        ["x": .int(x), "y": .int(y), "width": .int(width), "height": .int(height)]
    }
}

extension JSON {
    /// Compact text, as bspwm prints it.
    func serialized() -> String { text }
}
