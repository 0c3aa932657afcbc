// The picture's stacking order: which windows go above the tiles, bottom to top (floating
// windows, docks, fullscreen windows and their dialogs), and which below them (desktop windows).
import XModel

extension PicturePainter {
    /// The windows above the tiles, bottom to top: the floating ones of the workspaces shown
    /// (the focused monitor's last), the docks, then the fullscreen ones (the focused one last)
    /// and their own dialogs.
    func stackingAboveTiles() -> [WindowID] {
        var floating = state.focusedFloating
        if state.outputs.monitors.count > 1 {
            floating = state.outputs.monitors.indices.filter { $0 != state.outputs.focusedIndex }.flatMap { state.workspaces[state.shownWorkspace(on: $0)].floating } + floating
        }
        // One pass over the windows (this runs at every render, a drag's motion too).
        var fullscreen: [WindowID] = [], docks: [WindowID] = []
        for window in state.clients.order {
            guard let client = state.clients[window] else { continue }
            if client.kind == .dock { docks.append(window) } else if client.fullscreen && state.isOnShownWorkspace(window) { fullscreen.append(window) }
        }
        if fullscreen.isEmpty && docks.isEmpty { return floating }
        if let focused = state.focused, let index = fullscreen.firstIndex(of: focused) { fullscreen.append(fullscreen.remove(at: index)) }
        // A fullscreen window is in the fullscreen layer even when it is a dialog of another
        // (or, by a cyclic WM_TRANSIENT_FOR, of itself).
        let overFullscreen = Set(floating.filter { window in
            !fullscreen.isEmpty && state.clients[window]?.fullscreen != true && state.clients.isTransient(window, forAnyOf: Set(fullscreen))
        })
        var stack = floating.filter { state.clients[$0]?.fullscreen != true && !overFullscreen.contains($0) }
        stack += docks
        stack += fullscreen
        stack += floating.filter(overFullscreen.contains)
        return stack
    }

    /// The desktop windows (a file manager's), bottom to top in the order they came: below
    /// the tiles and the splitters, whatever is raised.
    func stackingBelowTiles() -> [WindowID] {
        state.clients.order.filter { state.clients[$0]?.kind == .desktop }
    }
}
