// Whole nodes of the trees (a window, or a split with all under it) sent and swapped between
// places and workspaces: the `node` command (bspwm's `node -s` and `node -d` on a split) and
// `move workspace` of a focused container. The trees' edits are the engine's
// (SplitTree+Subtrees.swift, SplitTree+Containers.swift); here the rest of the state follows
// the windows: their places, each workspace's focus history, waiting leaves, the focus.
import SplitCommands
import SplitEngine
import XModel

extension WMState {
    /// `node NODE swap NODE` and `node NODE move workspace TARGET`.
    mutating func runNode(_ name: NodeName, _ action: NodeAction, _ out: inout Reaction) throws {
        let (workspace, path) = try locate(name)
        switch action {
        case .swap(let other):
            let (otherWorkspace, otherPath) = try locate(other)
            try swapNodes(workspace, path, otherWorkspace, otherPath, &out)
        case .moveToWorkspace(let target):
            try sendNode(at: path, of: workspace, to: target, &out)
        }
    }

    /// The workspace and path of the node `name` names, or a failure naming it.
    private func locate(_ name: NodeName) throws -> (WorkspaceID, [SplitSide]) {
        let window = WindowID(rawValue: name.window), second = name.secondWindow.map(WindowID.init(rawValue:))
        for workspace in workspaces {
            if let path = workspace.tree.pathToNode(leaf: window, secondLeaf: second) { return (workspace.id, path) }
        }
        let what = second == nil ? "no tiled window \(name)" : "no split \(name) (whose sides begin with those windows)"
        throw CommandFailure(description: "node: \(what)")
    }

    /// The nodes at `pathA` of `a` and `pathB` of `b` in each other's places. On two workspaces,
    /// each one's focus history puts the windows that come where the windows that left were:
    /// the node that takes the place of the one that had a workspace's focus has it there.
    private mutating func swapNodes(_ a: WorkspaceID, _ pathA: [SplitSide], _ b: WorkspaceID, _ pathB: [SplitSide],
                                    _ out: inout Reaction) throws {
        if a == b {
            do { workspaces[a].tree = try workspaces[a].tree.swappingNodes(at: pathA, pathB) } catch {
                throw CommandFailure(description: "node swap: \(error)")
            }
            return
        }
        guard let nodeA = workspaces[a].tree.node(at: pathA), let nodeB = workspaces[b].tree.node(at: pathB) else { return }
        let treeA = try workspaces[a].tree.replacingNode(at: pathA, with: nodeB)
        let treeB = try workspaces[b].tree.replacingNode(at: pathB, with: nodeA)
        let recencyA = workspaces[a].recency, recencyB = workspaces[b].recency
        let carriedA = carriedSelection(of: nodeA.leaves, from: a), carriedB = carriedSelection(of: nodeB.leaves, from: b)
        workspaces[a].tree = treeA
        workspaces[b].tree = treeB
        workspaces[a].recency = Self.recency(recencyA, leaving: Set(nodeA.leaves), arriving: recencyB.filter(Set(nodeB.leaves).contains))
        workspaces[b].recency = Self.recency(recencyB, leaving: Set(nodeB.leaves), arriving: recencyA.filter(Set(nodeA.leaves).contains))
        moveAlong(nodeA.leaves, from: a, to: b, &out)
        moveAlong(nodeB.leaves, from: b, to: a, &out)
        focusMostRecentShown(&out)
        carry(carriedA, to: b)
        carry(carriedB, to: a)
    }

    /// The container focus of `from` when it rests on windows that all go (with `windows`).
    private func carriedSelection(of windows: [WindowID], from: WorkspaceID) -> ContainerSelection? {
        guard let selection = workspaces[from].selection, selection.windows.isSubset(of: Set(windows)) else { return nil }
        return selection
    }

    /// A container focus that went with its windows rests on them at their new workspace, as
    /// bspwm's focus on a split sent or swapped whole stays that desktop's focus there. Set
    /// after the focus moved (focusing a window ends every container focus), and where the
    /// focus is not on another window of the focused workspace.
    private mutating func carry(_ selection: ContainerSelection?, to workspace: WorkspaceID) {
        guard let selection, workspace != focusedWorkspaceID || focused == selection.window else { return }
        workspaces[workspace].selection = selection
    }

    /// A focus history with the windows `leaving` gone and `arriving` (most recent first) put
    /// where the first of them was, or last when none of them was in it.
    static func recency(_ history: [WindowID], leaving: Set<WindowID>, arriving: [WindowID]) -> [WindowID] {
        let at = history.firstIndex(where: leaving.contains) ?? history.count
        var out = history.filter { !leaving.contains($0) }
        out.insert(contentsOf: arriving, at: min(at, out.count))
        return out
    }

    /// What follows `windows` from workspace `from` to `to` besides the trees and histories:
    /// their places, their waiting leaves, a preselection or container focus on them, the notices.
    private mutating func moveAlong(_ windows: [WindowID], from: WorkspaceID, to: WorkspaceID, _ out: inout Reaction) {
        let moving = Set(windows)
        if let presel = preselection, moving.contains(presel.window) { preselection = nil }
        if let selection = workspaces[from].selection, !selection.windows.isDisjoint(with: moving) { workspaces[from].selection = nil }
        // Waiting leaves go with their tree, and what they wait for with them.
        for wait in windows.compactMap(WaitID.init(leaf:)) {
            workspaces[to].waits[wait] = workspaces[from].waits.removeValue(forKey: wait)
        }
        for window in windows where WaitID(leaf: window) == nil {
            place(window, on: to)
            restoration.releaseClaim(of: window)
            out.effects.append(.notice(.window(change: "workspace", window, urgent: clients[window]?.urgent ?? false)))
        }
    }

    /// `move workspace` of a node: its subtree, as it is, beside the target workspace's most
    /// recent tile; its windows most recent there in the order they were here.
    mutating func sendNode(at top: [SplitSide], of from: WorkspaceID, to target: WorkspaceTarget, _ out: inout Reaction) throws {
        guard let to = workspace(for: target) else { return }
        // Made for it and left empty (it was here already), it goes again.
        defer { dropIfUnused(to) }
        guard to != from, let node = workspaces[from].tree.node(at: top) else { return }
        let windows = node.leaves
        let moving = Set(windows)
        var there = workspaces[to]
        there.tree = try there.tree.inserting(node, beside: there.mostRecentTile() ?? there.tree.leaves.last,
                                              placement: settings.placement.splitting, split: settings.newSplit, in: there.site.area)
        // Shown where it lands, as a window sent there is (a hidden side, a zoom there end).
        if let first = windows.first { there.tree = try there.tree.revealing(first, in: there.site.area) }
        workspaces[from].tree = try workspaces[from].tree.removingNode(at: top)
        let carried = carriedSelection(of: windows, from: from)
        let order = workspaces[from].recency.filter(moving.contains)
        workspaces[from].recency.removeAll(where: moving.contains)
        for window in order.reversed() { there.makeMostRecent(window) }
        workspaces[to] = there
        moveAlong(windows, from: from, to: to, &out)
        focusMostRecentShown(&out)
        carry(carried, to: to)
        dropIfUnused(from)
    }
}
