// The scratchpad, as i3 has it: `move scratchpad` takes a window out of its workspace (out of
// its tree, or off its floating layer) and hides it, kept managed; `scratchpad show` brings
// one back as a floating window on the focused monitor (sized and centred while fresh), hides the focused one again,
// and so cycles through them. A scratchpad window keeps that role while shown, until
// `float toggle` (or `float off`) tiles it.
import SplitEngine
import XModel

extension WMState {
    /// `move scratchpad`: hides `window` in the scratchpad, last in line (the window hidden
    /// longest is the next shown). The focus goes to the workspace's most recent window.
    mutating func moveToScratchpad(_ window: WindowID, _ out: inout Reaction) throws {
        guard var client = clients[window], client.place != .scratchpad else { return }
        guard client.place != .selfPlaced else { throw CommandFailure(description: "a dock or a desktop window cannot go to the scratchpad") }
        let workspace = clients.workspace(of: window)
        if let workspace {
            if client.kind == .tiled {
                let sharing = settings.placement == .container
                workspaces[workspace].settingTree(try workspaces[workspace].tree(without: window, sharing: sharing), leftBy: window, sharing: sharing)
            }
            workspaces[workspace].floating.removeAll { $0 == window }
            workspaces[workspace].recency.removeAll { $0 == window }
        }
        if preselection?.window == window { preselection = nil }
        restoration.releaseClaim(of: window)
        let wasFullscreen = client.fullscreen
        // As in i3, only a tile is fresh, and only the first time it goes to the scratchpad.
        if !client.scratchpad { client.scratchpadFresh = client.kind == .tiled }
        client.kind = .floating
        client.scratchpad = true
        client.fullscreen = false
        // The scratchpad shows it where it is summoned: it stops being sticky.
        client.sticky = false
        clients[window] = client
        clients.place(window, on: nil)
        scratchpad.append(window)
        if wasFullscreen { out.effects.append(.notice(.window(change: "unfullscreen", window, urgent: client.urgent))) }
        out.effects.append(.notice(.window(change: "scratchpad", window, urgent: client.urgent)))
        if focused == window { focusMostRecentShown(&out) }
        // The workspace it left, empty and out of sight, has no reason to stay.
        if let workspace { dropIfUnused(workspace) }
    }

    /// `scratchpad show` without criteria, as i3 does it: the focused window, if it is a
    /// scratchpad window, is hidden again; else a scratchpad window shown on the focused
    /// workspace gets the focus; else one shown on another workspace comes here; else the one
    /// hidden longest is shown. Hiding puts a window last in line, so pressing it again and
    /// again shows each in turn.
    mutating func scratchpadShow(_ out: inout Reaction) throws {
        if let window = focused, clients[window]?.scratchpad == true {
            try moveToScratchpad(window, &out)
        } else if let here = focusedWorkspace.floating.last(where: { clients[$0]?.scratchpad == true }) {
            focus(here, &out)
        } else if let elsewhere = clients.order.first(where: { window in
            guard let client = clients[window], client.scratchpad, let id = client.workspace else { return false }
            return id != focusedWorkspace.id
        }) {
            try bringHere(elsewhere, &out)
        } else if let next = scratchpad.first {
            showFromScratchpad(next, &out)
        } else {
            throw CommandFailure(description: "the scratchpad is empty")
        }
    }

    /// `[criteria] scratchpad show` for one window they select: hidden, it is shown; shown on
    /// the focused workspace, hidden again; shown on another, brought here. False when it is
    /// no scratchpad window (i3 leaves such a window alone).
    mutating func scratchpadShow(_ window: WindowID, _ out: inout Reaction) throws -> Bool {
        guard clients[window]?.scratchpad == true else { return false }
        if clients[window]?.place == .scratchpad {
            showFromScratchpad(window, &out)
        } else if clients.workspace(of: window) == focusedWorkspaceID {
            try moveToScratchpad(window, &out)
        } else {
            try bringHere(window, &out)
        }
        return true
    }

    /// Takes `window` out of the scratchpad onto the focused workspace, floating on the
    /// focused monitor (see `takeFromScratchpad`), with the focus. Listeners hear it moved to a
    /// workspace before they hear it focused, as i3 tells of a scratchpad window shown.
    mutating func showFromScratchpad(_ window: WindowID, _ out: inout Reaction) {
        if clients[window]?.place == .scratchpad {
            takeFromScratchpad(window, to: focusedWorkspaceID)
            out.effects.append(.notice(.window(change: "workspace", window, urgent: clients[window]?.urgent ?? false)))
        }
        focus(window, &out)
    }

    /// Takes `window` out of the scratchpad onto `workspace`, floating where it was (a fresh
    /// one sized and centred), its most recent window.
    mutating func takeFromScratchpad(_ window: WindowID, to workspace: WorkspaceID) {
        guard let position = scratchpad.firstIndex(of: window), var client = clients[window] else { return }
        scratchpad.remove(at: position)
        // As in i3, a window moved or resized comes back where it was (kept on this workspace's area).
        client.frame = keptInside(client.frame, bounds: workspaces[workspace].site.area)
        clients[window] = client
        workspaces[workspace].floating.append(window)
        place(window, on: workspace)
        workspaces[workspace].recency.insert(window, at: 0)
        if client.scratchpadFresh { sizeFreshScratchpad(window, on: workspace) }
    }

    /// A fresh scratchpad window (`Client.scratchpadFresh`) shown on `workspace`: as i3 sizes
    /// it, its outer rectangle half its monitor's width and three quarters of its height (then
    /// within its size hints and the floating limits), centred on the workspace's area.
    private mutating func sizeFreshScratchpad(_ window: WindowID, on workspace: WorkspaceID) {
        guard var client = clients[window] else { return }
        let monitor = frame(around: window), border = borderWidth(of: window)
        let outer = Size(width: monitor.width / 2, height: monitor.height * 3 / 4)
        let size = floatingLimits.clamped(Size(width: outer.width - 2 * border, height: outer.height - 2 * border))
        let hinted = client.facts.sizeLimits.applied(to: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
        client.frame = hinted.centred(in: workspaces[workspace].site.area, border: border)
        clients[window] = client
    }

    /// A scratchpad window shown on another workspace comes to the focused one, centred, with the focus.
    private mutating func bringHere(_ window: WindowID, _ out: inout Reaction) throws {
        try send(window, toWorkspace: focusedWorkspaceID, &out)
        if var client = clients[window] {
            client.frame = client.frame.centred(in: focusedArea, border: settings.border.width)
            clients[window] = client
            if client.scratchpadFresh { sizeFreshScratchpad(window, on: focusedWorkspaceID) }
        }
        focus(window, &out)
    }
}
