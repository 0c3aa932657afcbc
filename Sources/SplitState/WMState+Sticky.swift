// Sticky windows (i3's `sticky`, EWMH's _NET_WM_STATE_STICKY): a sticky floating window stays
// on its monitor, at its place, over whichever workspace that monitor shows. As i3 does it, the
// window is carried onto the workspace a monitor shows each time that changes, rather than
// being on every workspace at once: each window stays in exactly one place (one workspace's
// floating layer), so focus, stacking, `query` and the state file need nothing of their own,
// and a workspace switch's slide leaves it still (slides move tiles; floating windows are the
// picture's own, and it is on the new workspace's floating layer from the switch on).
import SplitCommands
import SplitEngine
import XModel

extension WMState {
    /// `sticky enable|disable|toggle` on `window`, from a command (which says why it refuses)
    /// or a client's `_NET_WM_STATE` (`fromClient`: a refusal is silent, as for other states). A
    /// tile is a sidebar from then on (asked again off its tree's rim, it goes back there:
    /// WMState+StickyTiles.swift); a scratchpad window is never
    /// sticky (the scratchpad shows a window where the user summons it, a sticky window stays
    /// where it is: the two would fight), nor a dock or a desktop window (on every workspace already).
    mutating func setSticky(_ window: WindowID, _ change: Switch, fromClient: Bool = false, _ out: inout Reaction) throws {
        guard var client = clients[window] else { return }
        let on = change == .toggle ? !client.sticky : change == .on
        guard on != client.sticky else {
            // A sidebar moved off its tree's rim by the user, made sticky again, goes back there.
            if on, client.kind == .tiled, let home = clients.workspace(of: window), !isStickyNow(window) {
                pinToRim(window, on: home)
            }
            return
        }
        if on, client.place == .selfPlaced || client.scratchpad {
            if fromClient { return }
            throw CommandFailure(description: client.scratchpad
                ? "sticky: a scratchpad window cannot be sticky (float toggle makes it an ordinary window)"
                : "sticky: a dock or a desktop window is on every workspace already")
        }
        client.sticky = on
        clients[window] = client
        // A tile made sticky is a sidebar from now on.
        if on, client.kind == .tiled, let home = clients.workspace(of: window) {
            pinToRim(window, on: home)
        }
    }

    /// Carries the sticky windows onto the workspace each monitor shows now, for every monitor
    /// that shows another workspace than it did in `before` (the monitors before an event), or
    /// is new: what keeps them there whatever changed it (a switch, a pager, `move workspace to
    /// monitor`, monitors coming). Asked only when the monitors changed, which an event seldom
    /// does: the comparison of an unchanged array is its buffer's identity.
    mutating func carryStickyWindows(since before: [Monitor], _ out: inout Reaction) {
        let changed = outputs.monitors.indices.compactMap { m -> (m: Int, showed: WorkspaceID?)? in
            let showed = before.first { $0.name == outputs.monitors[m].name }?.shows
            return showed == outputs.monitors[m].shows ? nil : (m, showed)
        }
        // First what each monitor showed and shows no longer, wherever that workspace went (back,
        // hidden, to its own monitor that returned): its sticky windows stay on the monitor they
        // were seen on, rather than follow it out of sight.
        for (m, showed) in changed {
            if let showed, workspaces.contains(showed), !isShown(showed) { carryStickyWindows(onto: m, from: [showed]) }
        }
        for (m, _) in changed { carryStickyWindows(onto: m) }
        // The keyboard is not left nowhere while a window it brought is shown.
        if focused == nil { focusMostRecentShown(&out) }
    }

    /// Moves the sticky floating windows of monitor `m`'s hidden workspaces onto the workspace
    /// it shows, at the same place (kept on the monitor), above its floating windows: last in
    /// its focus history, or first if it has the focus, which it keeps (as in i3). The hidden
    /// workspaces of a monitor include those handed to it when theirs went away: a sticky
    /// window stays in sight on the monitor that took them (and stays there when its own
    /// returns), rather than waiting unseen. A workspace left empty and out of sight goes, as
    /// after any move. `sources`: from those hidden workspaces instead.
    mutating func carryStickyWindows(onto m: Int, from sources: [WorkspaceID]? = nil) {
        carryStickyTiles(onto: m, from: sources)
        let target = shownWorkspace(on: m)
        var emptied: [WorkspaceID] = []
        // (Those the tiles left empty are gone.)
        for source in sources ?? hiddenWorkspaces(of: m) where source != target && workspaces.contains(source) {
            let carried = workspaces[source].floating.filter { clients[$0]?.isStickyFloating == true }
            guard !carried.isEmpty else { continue }
            workspaces[source].floating.removeAll(where: carried.contains)
            workspaces[source].recency.removeAll(where: carried.contains)
            for window in carried {
                // Still, where it is: only one off this monitor (its workspace came from one
                // that went away) is brought onto it.
                let bounds = workspaces[target].site.workArea
                if var client = clients[window], bounds.intersection(Rect(x: client.frame.x, y: client.frame.y,
                                                                          width: client.frame.width, height: client.frame.height)) == nil {
                    client.frame = keptInside(client.frame, bounds: bounds)
                    clients[window] = client
                }
                workspaces[target].floating.append(window)
                place(window, on: target)
                if window == focused { workspaces[target].recency.insert(window, at: 0) } else { workspaces[target].recency.append(window) }
                restoration.releaseClaim(of: window)
            }
            emptied.append(source)
        }
        for id in emptied { dropIfUnused(id) }
    }

    /// The workspaces monitor `m` holds and does not show.
    func hiddenWorkspaces(of m: Int) -> [WorkspaceID] {
        let name = outputs.monitors[m].name
        return workspaces.map(\.id).filter { workspaces[$0].site.monitor == name && !isShown($0) }
    }
}
