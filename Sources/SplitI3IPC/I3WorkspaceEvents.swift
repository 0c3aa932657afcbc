// i3's workspace events (`init`, `focus`, `rename`, `move`, `urgent`, `empty`) as the difference between what
// subscribers were last told and the state now: a value to keep between loop turns, and the
// events, each with the workspace containers i3 sends (`current`, and `old` for a focus change).
// Bars (i3bar, polybar's i3 module) ask for the workspaces again on each. Telling whether
// anything changed reads the state alone; the tree, for the containers, is built only then.
import SplitJSON
import SplitState

/// What workspace subscribers were last told: each workspace by its container id, with its
/// name and urgency, and the focused one; the containers last sent, for a workspace that goes.
public struct I3WorkspaceSnapshot: Sendable {
    struct Entry: Hashable, Sendable {
        var name: String
        var urgent: Bool
        /// The output it is on (`move` when that changes); a hidden workspace's own monitor.
        var output: String
    }

    var entries: [Int: Entry] = [:]
    var focused: Int?
    /// Each workspace's container as last built (`withContainers`).
    var containers: [Int: JSON] = [:]

    /// The state's workspaces as subscribers see them, without their containers.
    public init(of state: WMState) {
        for index in state.workspaces.indices {
            let workspace = state.workspaces[index]
            // The monitor showing it, else the one it belongs to (kept while that monitor is
            // unplugged, so a focus moving between monitors moves no hidden workspace).
            let output = state.monitorShowing(workspace.id).map { state.outputs.monitors[$0].name } ?? workspace.site.monitor
            entries[I3ConID.workspace(workspace.id)] = Entry(name: workspace.name, urgent: state.i3Urgent(workspace: index), output: output)
        }
        focused = I3ConID.workspace(state.focusedWorkspace.id)
    }

    /// Whether the two differ in what an event tells (names, urgency, focus).
    public func tellsTheSame(as other: I3WorkspaceSnapshot) -> Bool {
        focused == other.focused && entries == other.entries
    }

    /// This snapshot with its workspaces' containers from `tree` (the same state's).
    public func withContainers(from tree: I3Tree) -> I3WorkspaceSnapshot {
        var out = self
        for id in entries.keys { out.containers[id] = tree.node(withID: id)?.json ?? .null }
        return out
    }

    /// The events from `before` to this (whose containers are built), in i3's order:
    /// workspaces made, the focus moving, names and outputs changing, urgency changing,
    /// workspaces gone (sent as they were last built).
    public func events(since before: I3WorkspaceSnapshot) -> [JSON] {
        func container(_ id: Int) -> JSON { containers[id] ?? before.containers[id] ?? .null }
        var out: [JSON] = []
        for id in entries.keys.sorted() where before.entries[id] == nil {
            out.append(["change": "init", "current": container(id), "old": .null])
        }
        if let focused, focused != before.focused, entries[focused] != nil {
            out.append(["change": "focus", "current": container(focused), "old": before.focused.map(container) ?? .null])
        }
        for (id, entry) in entries.sorted(by: { $0.key < $1.key }) {
            if let was = before.entries[id], was.name != entry.name {
                out.append(["change": "rename", "current": container(id), "old": .null])
            }
            if let was = before.entries[id], was.output != entry.output {
                out.append(["change": "move", "current": container(id), "old": .null])
            }
        }
        for (id, entry) in entries.sorted(by: { $0.key < $1.key }) {
            if let was = before.entries[id], was.urgent != entry.urgent {
                out.append(["change": "urgent", "current": container(id), "old": .null])
            }
        }
        for id in before.entries.keys.sorted() where entries[id] == nil {
            out.append(["change": "empty", "current": container(id), "old": .null])
        }
        return out
    }
}
