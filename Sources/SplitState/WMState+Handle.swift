// The reducer: how the state answers each event, as a pure function of the state and the
// event. It changes the state and says what else must happen (effects); what the screen
// shows follows from the new state alone.
import SplitConfig
import SplitEngine
import XModel

extension WMState {
    /// `(state, event) -> (state, effects)`.
    public static func reduce(_ state: WMState, _ event: WMEvent) -> (WMState, Reaction) {
        var next = state
        let reaction = next.handle(event)
        return (next, reaction)
    }

    /// Handles `event` in place.
    public mutating func handle(_ event: WMEvent) -> Reaction {
        var out = Reaction()
        // What decides which windows the picture shows: the tree, the area, the focus (collapsed
        // splits show its side), the settings (border, collapse), the drag and the clients (a
        // window leaving fullscreen goes back to a tile that may have no room).
        let before = (tree: focusedTree, area: focusedArea, focused: focused, settings: settings, dragging: drag != nil,
                      clients: clients.revision, workspace: focusedWorkspaceID, monitor: outputs.focusedIndex)
        let monitorsBefore = outputs.monitors
        switch event {
        case .manage(let client, let mapped): manage(client, mapped: mapped, &out)
        case .mapRequest(let window):
            guard clients.contains(window) else { break }
            // A window on a workspace out of sight asks for attention rather than pulling the user there.
            guard let workspace = clients.workspace(of: window), isShown(workspace) else {
                setUrgent(window, true, &out)
                break
            }
            reveal(window)
            focus(window, &out)
        // The same for the state; what X is sent differs (`ManagedSet`).
        case .withdrawn(let window), .destroyed(let window): unmanage(window, &out)
        case .propertiesChanged(let window, let update): apply(update, to: window, &out)
        case .activationRequest(let window, let source, let time, let userTime, let focusedUserTime):
            activationRequest(window, source: source, time: time, userTime: userTime,
                              focusedUserTime: focusedUserTime, &out)
        case .attentionRequest(let window, let change):
            guard let client = clients[window] else { break }
            setUrgent(window, change.applied(to: client.urgent), &out)
        case .fullscreenRequest(let window, let change):
            guard let client = clients[window] else { break }
            setFullscreen(window, change.applied(to: client.fullscreen), &out)
        case .stickyRequest(let window, let change): try? setSticky(window, change, fromClient: true, &out)
        case .describedStateRequest(let window, let change, let named): describedStateRequest(window, change, named)
        case .configureRequest(let window, let frame): configureRequest(window, frame)
        case .pointerMoveResizeRequest(let window, let kind, let point, let buttonHeld):
            pointerMoveResizeRequest(window, kind, at: point, buttonHeld: buttonHeld, &out)
        case .closeRequest(let window):
            if let client = clients[window] { out.effects.append(.close(window, politely: client.deletesPolitely)) }
        case .splitterPress(let splitter, let point, let time): splitterPress(splitter, at: point, time: time, &out)
        case .modifierPress(let window, let point, let time): modifierPress(window, at: point, time: time, &out)
        case .modifierResizePress(let window, let point, let time): modifierResizePress(window, at: point, time: time, &out)
        case .windowPress(let window, let point, let time): windowPress(window, at: point, time: time, &out)
        case .tabPress(let window, let gesture, let group, let point, let time):
            tabPress(window, gesture, group: group, at: point, time: time, &out)
        case .otherPress(let point, let time):
            input.lastTime = time
            input.lastUserInput = time
            input.lastPointer = point
            // A click on another monitor's empty space gives it the keyboard.
            if let m = outputs.index(at: point), m != outputs.focusedIndex, drag == nil { show(shownWorkspace(on: m), &out) }
        case .buttonRelease(let point, let time): buttonRelease(at: point, time: time, &out)
        case .dragCancel: cancelDrag(&out)
        case .motion(let point, let time, let overWindow): motion(to: point, time: time, overWindow: overWindow, &out)
        case .enter(let window, let point, let time): enter(window, at: point, time: time, &out)
        case .enterBar(let window, let group, let point, let time): enterBar(window, group: group, at: point, time: time, &out)
        case .keyPress(let time):
            input.lastTime = time
            input.lastUserInput = time
        case .userInput(let time): input.noteUserInput(at: time)
        case .pointerQueried(let point): input.lastPointer = point
        case .command(let command): run(command, &out)
        case .screenChange(let frame):
            // A server without RandR's monitors: the screen is one monitor.
            setMonitors([MonitorInfo(name: outputs.monitors[0].name, frame: frame, primary: true)], &out)
        case .monitors(let infos): setMonitors(infos, &out)
        case .workspaceRequest(let index):
            if workspaces.indices.contains(index) { show(workspaces[index].id, &out) }
        case .sendToWorkspaceRequest(let window, let index):
            if workspaces.indices.contains(index) {
                try? send(window, toWorkspace: workspaces[index].id, &out)
            } else if index == AskedDesktop.everyDesktop {
                // Every desktop: floating and sticky, as i3 makes it (529-net-wm-desktop.t), and
                // as a window that asks for it when it is mapped starts (`Client.floatsByItself`).
                try? run(.float(.on), on: window, &out)
                try? run(.sticky(.on), on: window, &out)
            }
        case .config(let newSettings): configure(newSettings, &out)
        case .tabRowMeasured(let height): settings.tabs.rowHeight = max(1, height)
        case .loadLayout(let layout): load(layout, &out)
        }
        // Whatever changed what a monitor shows, its sticky windows are on what it shows now.
        if outputs.monitors != monitorsBefore { carryStickyWindows(since: monitorsBefore, &out) }
        forgetWaitsGoneFromTrees(&out)
        refitGaps()
        // A drag whose split, window or workspace went ends here, whatever took it.
        endDragWhoseHoldIsGone(&out)
        // A tile carried while something else changed (a window came, a dock took room) is
        // dropped where the pointer now is in what is shown now.
        if case .tile(let carried)? = drag, carried.moved, let pointer = input.lastPointer {
            switch event {
            case .motion, .buttonRelease, .dragCancel: break
            default: tileMotion(carried, to: pointer, &out)
            }
        }
        if focusedTree != before.tree || focusedArea != before.area || focused != before.focused || settings != before.settings
            || before.dragging && drag == nil || clients.revision != before.clients || focusedWorkspaceID != before.workspace
            || outputs.focusedIndex != before.monitor {
            keepFocusInView(&out)
        }
        return out
    }

    /// Shows `tree`, a saved layout put back after a restart, focused on `window` as the saved
    /// state had it (no event asks for either). As after any event, a focus the restored
    /// layout hides (the screen is smaller now, or adoption focused a window it hides) moves
    /// to a window it shows.
    public mutating func restoreLayout(_ tree: SplitTree<WindowID>, focused window: WindowID?) -> Reaction {
        var out = Reaction()
        self.focusedTree = tree
        refitGaps()
        if let window, clients.contains(window) { focus(window, &out) }
        endDragWhoseHoldIsGone(&out)
        keepFocusInView(&out)
        return out
    }

    // MARK: - Focus and attention

    /// Makes `window` the focused one (nil: nobody); focusing asks X again even for the
    /// window already focused (a client may have taken the focus meanwhile).
    mutating func focus(_ window: WindowID?, _ out: inout Reaction) {
        // Only a window on a workspace is given the focus: never a dock or a desktop window
        // (the keyboard stays with the windows on the workspaces), a window hidden in the
        // scratchpad (`scratchpad show` shows it) or a terminal waiting for its place.
        if let window, let client = clients[window], client.workspace == nil { return }
        // A window out of sight brings its workspace into view, which focuses it (and only it:
        // no other window there is focused on the way, nor loses its urgency).
        if let window, clients.contains(window), let workspace = clients.workspace(of: window), !isShown(workspace) {
            show(workspace, focusing: window, &out)
            return
        }
        let previous = focused
        // A waiting leaf of the focused workspace takes the focus too (i3's `open`); X's focus
        // is then the root's (Picture.focus is nil).
        focused = window.flatMap { clients.contains($0) || WaitID(leaf: $0).map { focusedWorkspace.waits[$0] != nil } == true ? $0 : nil }
        // The focus given to a window rests on it, not on a container around it (on any
        // workspace: one shown again later must not bring an old choice back).
        for index in workspaces.indices where workspaces[index].selection != nil { workspaces[index].selection = nil }
        // The keyboard goes to the focused window's monitor.
        if let focused, let workspace = clients.workspace(of: focused), let m = monitorShowing(workspace) {
            outputs.focusedIndex = m
        }
        // A focused waiting leaf is first in its workspace's focus history as a window is: its
        // closing gives the focus back to what had it before (as i3's focus stack does).
        if let focused, !clients.contains(focused) { workspaces[focusedWorkspaceID].makeMostRecent(focused) }
        if let focused, clients.contains(focused) {
            workspaces[focusedWorkspaceID].makeMostRecent(focused)
            setUrgent(focused, false, &out)   // attention given
            if focused != previous { out.effects.append(.notice(.window(change: "focused", focused, urgent: false))) }
        }
        focusRequests &+= 1
    }

    /// A focused window that went out of view (hidden by a drag, squeezed to nothing) hands
    /// focus to the most recent visible one, so the keyboard is never left nowhere.
    mutating func keepFocusInView(_ out: inout Reaction) {
        guard let focused, drag == nil else { return }
        // Usually the focused window is shown: one look at its tile, no set built.
        let border = borderWidth(of: focused)
        if focusedLayoutCached().tiles.contains(where: { $0.leaf == focused && Picture.hasRoom($0.rect, border: border) }) { return }
        let shown = currentShownWindows()
        // A floating or fullscreen window is shown without a tile: focusing it again would send
        // X the focus requests again at every change.
        guard !shown.contains(focused) else { return }
        if let visible = focusedWorkspace.recency.first(where: shown.contains) ?? clients.order.first(where: shown.contains) {
            focus(visible, &out)
            return
        }
        // Nothing is shown with the focus where it is, but collapsed splits show the focused
        // window's side: focused elsewhere, another window may be. (A window shown now stays
        // shown when focused, so the search above is enough whenever it finds one.)
        var probe = self
        let candidates = focusedWorkspace.recency + clients.order.filter { !focusedWorkspace.recency.contains($0) }
        focus(candidates.first { candidate in
            probe.focused = candidate
            return candidate != focused && probe.currentShownWindows().contains(candidate)
        }, &out)
    }

    /// Marks `window` as wanting attention, or not. The focused window is never urgent (as in i3).
    mutating func setUrgent(_ window: WindowID, _ urgent: Bool, _ out: inout Reaction) {
        guard var client = clients[window] else { return }
        let urgent = urgent && window != focused
        guard client.urgent != urgent else { return }
        client.urgent = urgent
        clients[window] = client
        out.effects.append(.notice(.window(change: "urgent", window, urgent: urgent)))
    }

    /// Shows `window` if it is on a hidden side of its workspace's tree.
    mutating func reveal(_ window: WindowID) {
        guard let workspace = clients.workspace(of: window), clients[window]?.kind == .tiled,
              let revealed = try? workspaces[workspace].tree.revealing(window, in: workspaces[workspace].site.area) else { return }
        workspaces[workspace].tree = revealed
    }

    // MARK: - Config

    /// Makes `newSettings` the ones in force. Splits keep their fractions and hidden sides;
    /// every constraint and style value a split has not set itself (by a per-split command)
    /// becomes the config's, so a reload restyles every splitter but what was set by hand.
    private mutating func configure(_ newSettings: Settings, _ out: inout Reaction) {
        let previous = settings
        settings = newSettings
        // Rules added by commands (a bspwmrc's `bspc rule -a`) outlive a reload, as they would
        // in bspwm, which reads no config; a restart drops them and the bspwmrc adds them again.
        settings.rules += previous.rules.filter(\.addedByCommand)
        // As i3: a config read (again) starts in the default mode, whose bindings are grabbed
        // with it.
        setBindingMode(BindingMode.defaultName, &out)
        workspaces.rename(by: settings, from: previous)
        // The gaps `gaps … current` set end with a reload, as i3's do: the config's hold again
        // (splitters made thick by a workspace's own inner gap are restyled below).
        let ownInnerGaps = workspaces.contains { $0.ownGaps(previous).inner != nil || $0.ownGaps(settings).inner != nil }
        for index in workspaces.indices { workspaces[index].overrides.gaps = WorkspaceGaps() }
        if previous.newSplit.style != settings.newSplit.style || previous.newSplit.constraints != settings.newSplit.constraints
            || ownInnerGaps {
            for index in workspaces.indices { workspaces[index].tree = settings.styled(workspaces[index].tree) }
        }
    }
}

extension RuleSplitSetting {
    /// The engine's setting, once the new window is known to be on `newSide` of its split.
    func splitSetting(newWindowOn newSide: SplitSide) -> SplitSetting {
        switch self {
        case .priority(let side): .priority(side?.side(newWindowOn: newSide))
        case .min(let side, .fraction(let f)): .minFraction(side.side(newWindowOn: newSide), f)
        case .min(let side, .pixels(let n)): .minPixels(side.side(newWindowOn: newSide), n)
        case .dragToHide(let side, let on): .dragToHide(side.side(newWindowOn: newSide), on)
        }
    }
}
