// Saved layouts put back: after a restart or a crash of the window manager alone, by window
// id; from an earlier session, where ids do not survive, by class, instance and role as the
// windows appear, each claiming the saved place it matches (a "claim", not a "swallow": i3's
// GET_TREE calls its own placeholders `swallows`, and issue 28's swallowing is a terminal giving
// its place to the program it starts). A layout file's leaves are waiting leaves instead
// (WMState+LayoutFile.swift): a layout from an earlier session is the whole tree as it was,
// rebuilt as its windows come.
import SplitCommands
import SplitEngine
import XModel

extension WMState {
    /// Puts back `saved` for the windows that are here (adopted at start): by id where the
    /// window is also what it was, else it waits for its windows (RestoreByID.swift). Returns
    /// whether the layout was restored by id.
    public mutating func restore(_ saved: SavedLayout) -> (restored: Bool, reaction: Reaction) {
        // Once, at start or after a restart: the copy the procedure works on costs nothing a user feels.
        var procedure = RestoreByID(state: self, saved: saved)
        var out = Reaction()
        let restored = procedure.run(&out)
        self = procedure.state
        // Every tree may have changed: a drag whose split went ends (as after an event).
        endDragWhoseHoldIsGone(&out)
        return (restored, out)
    }

    /// When a saved layout waits for its windows: if `window` is what an unclaimed saved
    /// leaf was (see `WaitingLayout.slot`), it takes that place, and the tree becomes the saved
    /// layout of the windows claimed so far (with the windows that matched nothing beside
    /// them).
    public mutating func claimSavedPlace(for window: WindowID) {
        guard let saved = restoration.waitingLayout, let identity = clients[window]?.identity,
              let slot = saved.slot(for: identity) else { return }
        claim(slot, for: window)
        refitGaps()
    }

    /// `window` takes the saved leaf `slot`; the tree becomes the saved layout of the windows
    /// claimed so far, the others beside them.
    mutating func claim(_ slot: WindowID, for window: WindowID) {
        guard var saved = restoration.waitingLayout, saved.claims[slot] == nil else { return }
        saved.claims[slot] = window
        restoration.waitingLayout = saved
        // A claimant on another workspace stays there (it would be in two trees).
        let tree = focusedTree
        let claimed = saved.claimedTree { clients[$0]?.kind == .tiled && tree.contains($0) }
        let layout = settings.styled(claimed).resized(from: saved.area, to: focusedArea)
        guard let complete = withEveryWindow(layout) else { return }   // keep the tree: every window stays tiled
        focusedTree = complete
        // A window that was on no workspace is on this one now.
        for leaf in complete.leaves where clients[leaf]?.place == .nowhere { place(leaf, on: focusedWorkspaceID) }
        if saved.claims.count == saved.tree.leafCount { restoration.waitingLayout = nil }
    }

    /// `partial` with every tiled window it lacks that is in `workspace`'s tree (by
    /// default the focused one's, which `partial` is to replace) or in no workspace at all,
    /// inserted beside its last leaf (else beside the whole tree), and every leaf's minimum
    /// size; nil when a window fits nowhere. Windows on other workspaces stay there.
    public func withEveryWindow(_ partial: SplitTree<WindowID>, of workspace: WorkspaceID? = nil) -> SplitTree<WindowID>? {
        let workspace = workspace ?? focusedWorkspaceID
        let here = workspace
        let missing = clients.order.filter { window in
            guard let place = clients[window]?.place, !partial.contains(window) else { return false }
            return place == .tiled(here) || place == .nowhere
        }
        let (layout, homeless) = inserting(missing, into: partial, in: workspaces[workspace].site.area)
        return homeless.isEmpty ? layout : nil
    }

    /// `partial` with `windows` inserted beside its last leaf (else beside the whole tree) in
    /// `area`, and every leaf's minimum size; also the windows that fit nowhere (too deep).
    func inserting(_ windows: [WindowID], into partial: SplitTree<WindowID>, in area: Rect)
        -> (tree: SplitTree<WindowID>, homeless: [WindowID]) {
        var layout = partial
        var homeless: [WindowID] = []
        for other in windows where !layout.contains(other) {
            guard let bigger = (try? layout.inserting(other, beside: layout.leaves.last, placement: settings.placement.splitting,
                                                     split: settings.newSplit, in: area))
                    ?? (try? layout.inserting(other, beside: nil, placement: settings.placement.splitting,
                                              split: settings.newSplit, in: area))
            else {
                homeless.append(other)
                continue
            }
            layout = bigger
        }
        for leaf in layout.leaves {
            if let minSize = clients[leaf]?.minSize, let updated = try? layout.settingMinSize(minSize, of: leaf) {
                layout = updated
            }
        }
        return (layout, homeless)
    }
}
