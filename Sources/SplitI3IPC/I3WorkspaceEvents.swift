// i3's workspace events (`init`, `focus`, `urgent`, `empty`) as the difference between what
// subscribers were last told and the state now: a value to keep between loop turns, and the
// events, each with the workspace containers i3 sends (`current`, and `old` for a focus change).
// Bars (i3bar, polybar's i3 module) ask for the workspaces again on each.
import SplitJSON
import SplitState

/// What workspace subscribers were last told: each workspace by its container id, with its
/// name and urgency, and the focused one.
public struct I3WorkspaceSnapshot: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var name: String
        var urgent: Bool
        /// Its container as last sent (an emptied workspace's is sent as it was).
        var node: JSON
    }

    var entries: [Int: Entry] = [:]
    var focused: Int?

    public init() {}

    /// The state's workspaces as subscribers see them, from `tree` (the state's, built once).
    public init(of state: WMState, tree: I3Tree) {
        for index in state.workspaces.indices {
            let workspace = state.workspaces[index]
            let id = I3ConID.workspace(workspace.id)
            let node = tree.node(withID: id)
            entries[id] = Entry(name: workspace.name, urgent: node?.urgent ?? false, node: node?.json ?? .null)
        }
        focused = I3ConID.workspace(state.focusedWorkspace.id)
    }

    /// Whether the two differ in what an event tells (names, urgency, focus).
    public func tellsTheSame(as other: I3WorkspaceSnapshot) -> Bool {
        focused == other.focused && entries.mapValues { [$0.name, "\($0.urgent)"] } == other.entries.mapValues { [$0.name, "\($0.urgent)"] }
    }

    /// The events from `before` to this, in i3's order: workspaces made, the focus moving,
    /// urgency changing, workspaces gone.
    public func events(since before: I3WorkspaceSnapshot) -> [JSON] {
        var out: [JSON] = []
        for (id, entry) in entries.sorted(by: { $0.key < $1.key }) where before.entries[id] == nil {
            out.append(["change": "init", "current": entry.node, "old": .null])
        }
        if let focused, focused != before.focused, let current = entries[focused] {
            out.append(["change": "focus", "current": current.node, "old": before.focused.flatMap { entries[$0]?.node ?? before.entries[$0]?.node } ?? .null])
        }
        for (id, entry) in entries.sorted(by: { $0.key < $1.key }) {
            if let was = before.entries[id], was.urgent != entry.urgent {
                out.append(["change": "urgent", "current": entry.node, "old": .null])
            }
        }
        for (id, entry) in before.entries.sorted(by: { $0.key < $1.key }) where entries[id] == nil {
            out.append(["change": "empty", "current": entry.node, "old": .null])
        }
        return out
    }
}
