// Invariant 16, waiting leaves (SplitState's WaitingLeaf.swift): each is a leaf of exactly the
// tree whose workspace records it, holds no window, is drawn only while shown, and is taken
// by a new tile its criteria match (one `open` made, an empty container, by none).
import PropertyTestSupport
import SplitState
import SplitEngine
import XModel

extension Checker {
    /// 16. A workspace's waiting leaves are exactly the leaves of its tree in the waits' id
    /// range, and no managed window has such an id; the picture draws a frame for waits of
    /// shown workspaces only. A window that arrives to be tiled (it does not float and takes
    /// no terminal's place) while a waiting leaf with criteria it matches is somewhere takes
    /// one such leaf: that leaf is gone, and the window is tiled on its workspace; else, tiled
    /// on a workspace with waiting leaves that take any window, it took one of those; an empty
    /// container (`open`) takes none.
    func waits(_ before: WMState, _ d: WMState, _ picture: Picture, _ event: WMEvent?, _ v: inout Violations, _ context: String) {
        var shownWaits = Set<WaitID>()
        for workspace in d.workspaces {
            let inTree = Set(workspace.tree.leaves.compactMap(WaitID.init(leaf:)))
            v.expect(inTree == Set(workspace.waits.keys),
                     "\(context): workspace \(workspace.name)'s tree has the waiting leaves \(inTree.sorted()), its record \(workspace.waits.keys.sorted())")
            if d.isShown(workspace.id) { shownWaits.formUnion(inTree) }
        }
        for window in d.clients.keys { v.expect(WaitID(leaf: window) == nil, "\(context): the window \(window) has a waiting leaf's id") }
        v.expect(Set(picture.waits.keys).isSubset(of: shownWaits),
                 "\(context): the picture draws \(picture.waits.keys.sorted()), the shown workspaces hold \(shownWaits.sorted())")
        guard case .manage(let new, _)? = event, before.clients[new.window] == nil, let arrival = before.arrival(of: new),
              case .onWorkspace = arrival.kind, !arrival.floats, let now = d.clients[new.window], now.kind == .tiled,
              now.swallow.terminal == nil else { return }
        let facts = now.ruleFacts
        var matching: [WaitID: WorkspaceID] = [:]
        for workspace in before.workspaces {
            for (wait, waiting) in workspace.waits where waiting.hasCriteria && waiting.criteria.matches(facts) {
                matching[wait] = workspace.id
            }
        }
        guard !matching.isEmpty else {
            // Else, tiled on a workspace where waiting leaves take any window, it took one of them.
            guard let id = now.workspace, let index = before.workspaces.index(of: id) else { return }
            let anyWindow = before.workspaces[index].waits.filter(\.value.takesAnyWindow).keys
            let stillThere = anyWindow.filter { wait in d.workspaces.contains { $0.waits[wait] != nil } }
            v.expect(anyWindow.isEmpty || stillThere.count == anyWindow.count - 1,
                     "\(context): \(new.window) was tiled on \(id), where \(anyWindow.sorted()) waited for any window; \(stillThere.sorted()) still wait")
            return
        }
        let taken = matching.filter { wait, _ in !d.workspaces.contains { $0.waits[wait] != nil } }
        v.expect(taken.count == 1, "\(context): \(new.window) arrived while \(matching.keys.sorted()) waited for it; it took \(taken.keys.sorted())")
        if let (wait, workspace) = taken.first {
            v.expect(now.workspace == workspace, "\(context): \(new.window) took \(wait) of workspace \(workspace) but is on \(String(describing: now.workspace))")
        }
    }
}
