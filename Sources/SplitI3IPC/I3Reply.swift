// The replies to i3's GET_TREE, GET_WORKSPACES, GET_OUTPUTS and GET_MARKS as pure functions of
// the window manager's state, in i3's shapes and member order (i3's src/ipc.c). The socket and
// the framing around them are SplitIPC's.
//
// - GET_WORKSPACES lists the workspaces output by output (RandR's order), each output's in panel
//   order, as i3 walks its outputs; `rect` is the workspace's tiling area, `visible` whether a
//   monitor shows it, `focused` whether it is the focused monitor's, `urgent` whether a window
//   on it wants attention. Its `id` is the workspace's container id in GET_TREE.
// - GET_OUTPUTS lists the monitors: all active (splitwm keeps none that is off), each with the
//   workspace it shows; with RandR's monitors, after `xroot-0`, the inactive output as large as
//   the screen that i3 keeps first in its list for the day RandR reports none (its randr.c);
//   with `fake-outputs`, as in i3, only those.
// - GET_MARKS lists every window's marks, windows in the order they were managed.
import SplitJSON
import SplitState
import XModel

/// i3's IPC replies about the window manager's state.
public enum I3Reply {
    /// GET_TREE: the layout tree (I3Tree.swift); `picture`, the state's settled picture if at hand.
    public static func tree(of state: WMState, picture: Picture? = nil) -> JSON {
        I3Tree(of: state, picture: picture).json
    }

    /// GET_WORKSPACES.
    public static func workspaces(of state: WMState) -> JSON {
        var list: [JSON] = []
        for m in state.outputs.monitors.indices {
            for index in state.workspaces.indices where state.i3MonitorIndex(ofWorkspace: index) == m {
                let workspace = state.workspaces[index]
                list.append([
                    "id": .int(I3ConID.workspace(workspace.id)),
                    "num": .int(workspace.number ?? -1),
                    "name": .string(workspace.name),
                    "visible": .bool(state.isShown(workspace.id)),
                    "focused": .bool(workspace.id == state.focusedWorkspaceID),
                    "rect": I3Node.json(pixelRect(workspace.site.area)),
                    "output": .string(state.outputs.monitors[m].name),
                    "urgent": .bool(state.i3Urgent(workspace: index)),
                ])
            }
        }
        return .array(list)
    }

    /// GET_OUTPUTS.
    public static func outputs(of state: WMState) -> JSON {
        let screen = state.screenSize
        let root: [JSON] = state.settings.fakeOutputs.isEmpty ? [[
            "name": "xroot-0", "active": false, "primary": false,
            "rect": I3Node.json(PixelRect(x: 0, y: 0, width: screen.width, height: screen.height)), "current_workspace": .null,
        ]] : []
        return .array(root + state.outputs.monitors.indices.map { m in
            let monitor = state.outputs.monitors[m]
            return [
                "name": .string(monitor.name),
                "active": true,
                "primary": .bool(monitor.primary),
                "rect": I3Node.json(pixelRect(monitor.frame)),
                "current_workspace": .string(state.workspaces[state.shownWorkspace(on: m)].name),
            ]
        })
    }

    /// RUN_COMMAND's result for an `open` carried out: success, with the id GET_TREE gives the
    /// empty container it made (the waiting leaf `open` focused), as i3 answers.
    public static func opened(in state: WMState) -> JSON {
        guard let wait = state.openedWait else { return ["success": true] }
        return ["success": true, "id": .int(I3ConID.window(wait.leaf))]
    }

    /// GET_MARKS.
    public static func marks(of state: WMState) -> JSON {
        // The windows' marks, then the empty containers' (`open`, waiting leaves) in tree order.
        let waits = state.workspaces.flatMap { workspace in
            workspace.tree.leaves.flatMap { leaf in WaitID(leaf: leaf).flatMap { workspace.waits[$0]?.marks } ?? [] }
        }
        return .array((state.clients.order.flatMap { state.clients[$0]?.marks ?? [] } + waits).map(JSON.string))
    }
}
