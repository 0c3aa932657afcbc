// Whether a window that arrives takes the focus, and where it waits in its workspace's focus
// history when it does not: out of sight, hidden by a rule, `no-focus`, behind a fullscreen
// window, mapped with _NET_WM_USER_TIME 0.
import SplitConfig
import XModel

extension WMState {
    /// What follows a new window's placement on workspace `target`: the notice, and the focus.
    /// `placedElsewhere`: it asked for a place on another monitor than the focused one.
    mutating func finishManaging(_ window: WindowID, on target: WorkspaceID, rules: RuleOutcome, placedElsewhere: Bool = false,
                                         _ out: inout Reaction) {
        guard let client = clients[window] else { return }
        out.effects.append(.notice(.window(change: "managed", window, urgent: client.urgent)))
        // A window sent to a workspace out of sight waits there, last in its focus history
        // until it is focused (i3 does not focus it either).
        // On another monitor's workspace it is that workspace's most recent, without the focus;
        // unless it asked to be there, where the user is (GTK's dialogs at the pointer): it is
        // focused, and its monitor with it.
        guard target == focusedWorkspaceID || placedElsewhere else {
            // (A window in a swallowed terminal's place has that place in the history already.)
            if !workspaces[target].recency.contains(window) {
                if isShown(target) { workspaces[target].recency.insert(window, at: 0) } else { workspaces[target].recency.append(window) }
            }
            // The keyboard is not left nowhere while a window here is shown.
            if focused == nil { focusMostRecentShown(&out) }
            return
        }
        // A window a rule hid is not focused; one it could not hide (the first tile: there is
        // no side to hide it on) is shown, and focused as any new window.
        if rules.hidden && client.kind == .tiled && !shownWindows.contains(window) { return }
        // A rule's `no-focus`: the focus stays, unless the window is its workspace's first (i3's
        // no_focus); it comes next in the focus history.
        if rules.focus == .stays, focused != nil, workspaces[target].tree.leafCount + workspaces[target].floating.count > 1 {
            if !workspaces[target].recency.contains(window) { workspaces[target].recency.insert(window, at: min(1, workspaces[target].recency.count)) }
            return
        }
        // Behind a fullscreen window of its workspace (not its own dialog, which shows above it),
        // as in i3: no focus, but next in the focus history, so that it has the focus when the
        // fullscreen window goes or leaves fullscreen (156-fullscreen-focus).
        let covering = (workspaces[target].tree.leaves + workspaces[target].floating)
            .filter { $0 != window && clients[$0]?.fullscreen == true }
        if !client.fullscreen, let focused, covering.contains(focused), !clients.isTransient(window, forAnyOf: Set(covering)) {
            if !workspaces[target].recency.contains(window) { workspaces[target].recency.insert(window, at: min(1, workspaces[target].recency.count)) }
            return
        }
        // One mapped with _NET_WM_USER_TIME 0 waits last in its workspace's focus history, as
        // in i3 (259-net-wm-user-time), unless the keyboard would be left nowhere.
        guard client.facts.mappedUnasked, focused != nil else { return focus(window, &out) }
        if !workspaces[target].recency.contains(window) { workspaces[target].recency.append(window) }
    }
}
