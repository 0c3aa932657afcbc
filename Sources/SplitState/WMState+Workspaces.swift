// Workspaces and monitors: which workspace each monitor shows, switching, sending a window or a
// workspace elsewhere, and monitors that come, go, change size or clone each other (hot-plug),
// with nothing lost on the way. Making and dropping workspaces is WorkspaceList+Making.swift;
// which workspace a monitor that comes or goes shows is WorkspaceList+Monitors.swift.
import SplitCommands
import SplitConfig
import SplitEngine
import XModel

extension WMState {
    // MARK: - Finding

    /// The position in `workspaces` of the workspace `window` is on (its stored place; nil
    /// when it is on none: docks, desktop windows, a window hidden in the scratchpad, a
    /// terminal waiting for its place, a window not managed): its `_NET_WM_DESKTOP`. The
    /// reducer asks `clients.workspace(of:)`, the identity.
    func workspacePosition(of window: WindowID) -> Int? { clients.workspace(of: window).flatMap(workspaces.index(of:)) }

    /// Records that `window` is on `workspace` now.
    mutating func place(_ window: WindowID, on workspace: WorkspaceID) { clients.place(window, on: workspace) }

    /// Reads every window's place off the trees and floating lists, once, after an operation
    /// that rebuilt them wholesale (a restore); every other move says where it put a window.
    mutating func notePlaces() {
        var on: [WindowID: WorkspaceID] = [:]
        for workspace in workspaces {
            for window in workspace.tree.leaves { on[window] = workspace.id }
            for window in workspace.floating { on[window] = workspace.id }
        }
        for window in clients.order { clients.place(window, on: on[window]) }
    }

    /// The position in `outputs.monitors` of the monitor showing `workspace`, if one does.
    public func monitorShowing(_ workspace: WorkspaceID) -> Int? { outputs.index(showing: workspace) }

    /// Whether `workspace` is on screen.
    public func isShown(_ workspace: WorkspaceID) -> Bool { workspaces.isShown(workspace, in: outputs) }

    // MARK: - Making and dropping workspaces

    /// The workspace `name` means (`WorkspaceList.index(named:settings:)`).
    func workspace(named name: String) -> WorkspaceID? { workspaces.index(named: name, settings: settings).map { workspaces[$0].id } }

    /// The workspace a command names (`NAME`, found as `workspace(named:)` finds it), the
    /// focused one when it names none; a name that finds none fails with i3's text, `what`
    /// saying which workspace it was to be ("Workspace", "Old workspace").
    func workspace(named name: String?, notFound what: String) throws -> WorkspaceID {
        guard let name else { return focusedWorkspaceID }
        guard let found = workspace(named: name) else { throw CommandFailure(description: "\(what) \"\(name)\" not found") }
        return found
    }

    /// Makes the workspace `name` means on `monitor` (`WorkspaceList.make`), laid out like the
    /// focused one when that monitor is not here.
    mutating func makeWorkspace(_ name: String, on monitor: String, followingPin: Bool = true) -> WorkspaceID {
        workspaces[workspaces.make(name, on: monitor, followingPin: followingPin, outputs: outputs, settings: settings)].id
    }

    /// Drops the workspace with identity `id`, if it still exists, when nothing is on it and
    /// no monitor shows it (i3 drops an empty workspace when it loses the focus): held by
    /// identity, it is the same workspace whatever was dropped before it.
    mutating func dropIfUnused(_ id: WorkspaceID) { workspaces.dropIfUnused(id, outputs: outputs) }

    /// The lowest number no workspace has (a new monitor's first workspace).
    func freeNumber(for monitor: String? = nil) -> Int { workspaces.freeNumber(for: monitor, outputs: outputs, settings: settings) }

    // MARK: - Showing

    /// Shows `workspace` on the monitor it belongs to (else the focused one), and gives
    /// that monitor the keyboard: the focus goes to the workspace's most recent shown window.
    /// The workspace it replaces is dropped if empty.
    mutating func show(_ workspace: WorkspaceID, focusing window: WindowID? = nil, _ out: inout Reaction) {
        let shown = workspace, left = focusedWorkspaceID, leftName = focusedWorkspace.name
        if let m = monitorShowing(workspace) {
            outputs.focusedIndex = m
        } else {
            let m = outputs.index(named: workspaces[workspace].site.monitor) ?? outputs.focusedIndex
            let replaced = shownWorkspace(on: m)
            preselection = nil
            setShown(workspace, on: m)
            workspaces[workspace].site.monitor = outputs.monitors[m].name
            outputs.focusedIndex = m
            fitToMonitor(workspace)
            // Before the focus is chosen: a sticky window that had it keeps it (as in i3).
            carryStickyWindows(onto: m)
            dropIfUnused(replaced)
        }
        dropIfUnused(left)
        if shown != left { workspaces.previous = leftName }
        if let window, clients.workspace(of: window) == shown { focus(window, &out) } else { focusMostRecentShown(&out) }
    }

    /// Focuses the focused workspace's most recent shown window; one never focused (a rule hid
    /// it when it came) is in no focus history but may be shown: the client list finds it.
    /// Shown as the area will be: smart gaps leave a workspace of one window, so a window that
    /// had no room beside the one that left has it now.
    mutating func focusMostRecentShown(_ out: inout Reaction) {
        refitGaps()
        let shown = currentShownWindows(), here = focusedWorkspaceID
        focus(workspaces[here].recency.first(where: shown.contains)
              ?? clients.order.first { shown.contains($0) && clients.workspace(of: $0) == here }, &out)
    }

    /// Resizes `workspace`'s tree to the area of the monitor showing it, if that differs
    /// from the area it was laid out in (priority sides keep their pixels), and keeps its
    /// floating windows on that monitor.
    mutating func fitToMonitor(_ workspace: WorkspaceID) {
        guard let m = monitorShowing(workspace) else { return }
        fit(workspace, to: outputs.monitors[m].area)
    }

    /// Fits `workspace` to `workArea` (`Workspace.fit`), its floating windows kept inside.
    mutating func fit(_ workspace: WorkspaceID, to workArea: Rect) {
        guard let (dx, dy) = workspaces[workspace].fit(to: workArea, settings: settings) else { return }
        for window in workspaces[workspace].floating {
            guard var client = clients[window] else { continue }
            // Moved with its workspace: the same place relative to the monitor, kept on it.
            client.frame.x += dx
            client.frame.y += dy
            client.frame = keptInside(client.frame, bounds: workArea)
            clients[window] = client
        }
    }

    /// `workspace N|NAME|next|prev|back-and-forth`.
    mutating func switchWorkspace(_ target: WorkspaceTarget, _ out: inout Reaction) throws {
        guard let workspace = workspace(for: target) else { return }
        // i3's workspace_auto_back_and_forth: naming the workspace shown goes back.
        if settings.workspaceAutoBackAndForth, case .named = target, workspace == focusedWorkspaceID,
           let previous = self.workspace(for: .backAndForth) {
            show(previous, &out)
            return
        }
        show(workspace, &out)
    }

    /// `rename workspace [OLD] to NEW`, as i3's: the focused workspace, or the one OLD names,
    /// takes the name NEW and the number NEW gives (the config's, or the one it starts with);
    /// refused, changing nothing, with i3's words, when OLD names none, when NEW names another
    /// workspace (by name or, splitwm keeping one workspace per number, by number) or starts
    /// with `__` (i3's own names, as its tree shows the scratchpad). A name the config pins to
    /// a monitor that is there (`workspace NAME|N monitor …`) takes the focused workspace there,
    /// as i3's rename does (522-rename-assigned-workspace.t); another keeps its place until shown.
    mutating func renameWorkspace(_ old: String?, to new: String, _ out: inout Reaction) throws {
        guard !new.lowercased().hasPrefix("__") else {
            throw CommandFailure(description: "Cannot rename workspace to \"\(new)\": names starting with __ are i3-internal.")
        }
        let id = try workspace(named: old, notFound: "Old workspace")
        // The workspace itself may be the one NEW names: a change of case, or its own name.
        if let existing = workspace(named: new), existing != id {
            throw CommandFailure(description: "New workspace \"\(new)\" already exists")
        }
        workspaces.rename(id, to: new, number: settings.workspaceNumber(named: new) ?? Workspace.number(in: new))
        guard let pinned = settings.pinnedMonitor(of: new, isPresent: { outputs.index(named: $0) != nil }) else { return }
        if id == focusedWorkspaceID {
            try moveWorkspace(toMonitor: .named(pinned), &out)
        } else if monitorShowing(id) == nil {
            workspaces[id].site.monitor = pinned
            workspaces[id].site.displacedFrom = nil
        }
    }

    /// The workspace `step` places from `current` in order among those on the focused monitor
    /// (shown there, or belonging to it and shown nowhere), wrapping around; `current` when it
    /// is the only one.
    private func stepOnFocusedMonitor(from current: Int, by step: Int) -> Int {
        let monitor = outputs.focusedIndex
        let onMonitor = workspaces.indices.filter { monitorIndex(ofWorkspaceAt: $0) == monitor }
        guard let at = onMonitor.firstIndex(of: current) else { return current }
        return onMonitor[(at + step + onMonitor.count) % onMonitor.count]
    }

    /// The monitor the workspace at `index` is on: the one showing it, else its own, else the focused.
    private func monitorIndex(ofWorkspaceAt index: Int) -> Int {
        monitorShowing(workspaces[index].id) ?? outputs.index(named: workspaces[index].site.monitor) ?? outputs.focusedIndex
    }

    /// `workspace next|prev` as i3 steps (`WorkspaceStep`): the workspaces monitor by monitor,
    /// each monitor's in their order.
    private func stepAcrossMonitors(from current: Int, forward: Bool) -> Int {
        let indices = workspaces.indices.map { ($0, monitorIndex(ofWorkspaceAt: $0)) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
        let order = indices.map { WorkspaceStepEntry(number: workspaces[$0].number, monitor: monitorIndex(ofWorkspaceAt: $0)) }
        guard let at = indices.firstIndex(of: current) else { return current }
        return indices[forward ? WorkspaceStep.next(order, from: at) : WorkspaceStep.previous(order, from: at)]
    }

    /// The workspace a `workspace` or `move workspace` command means, made if need be: the
    /// next and the previous as i3 steps (numbers by number, names monitor by monitor); nil for back-and-forth
    /// before any switch.
    mutating func workspace(for target: WorkspaceTarget) -> WorkspaceID? {
        let current = workspaces.index(of: focusedWorkspaceID)!
        let position: Int
        switch target {
        case .named(let name): return workspace(named: name) ?? makeWorkspace(name, on: outputs.focused.name)
        case .next: position = stepAcrossMonitors(from: current, forward: true)
        case .prev: position = stepAcrossMonitors(from: current, forward: false)
        case .nextOnMonitor: position = stepOnFocusedMonitor(from: current, by: 1)
        case .prevOnMonitor: position = stepOnFocusedMonitor(from: current, by: -1)
        case .backAndForth: return workspaces.previous.map { workspace(named: $0) ?? makeWorkspace($0, on: outputs.focused.name) }
        }
        return workspaces[position].id
    }

    // MARK: - Sending windows and workspaces

    /// Sends `window` to `workspace`: a tile joins its tree beside its most recent
    /// window (by the placement rule), a floating window floats there. The focus stays on
    /// this workspace (as in i3); on the other, the window is its most recent.
    mutating func send(_ window: WindowID, toWorkspace workspace: WorkspaceID, _ out: inout Reaction) throws {
        // A window hidden in the scratchpad floats on that workspace, centred (as i3 moves it).
        if clients[window]?.place == .scratchpad, workspaces.contains(workspace) {
            takeFromScratchpad(window, to: workspace)
            out.effects.append(.notice(.window(change: "workspace", window, urgent: clients[window]?.urgent ?? false)))
            if focused == nil, workspace == focusedWorkspaceID { focus(window, &out) }
            return
        }
        guard let client = clients[window], let from = clients.workspace(of: window), from != workspace else { return }
        if preselection?.window == window { preselection = nil }
        switch client.kind {
        case .dock, .desktop: return
        case .tiled:
            let smaller = try workspaces[from].tree(without: window, sharing: settings.placement == .container)
            let beside = workspaces[workspace].mostRecentTile() ?? workspaces[workspace].tree.leaves.last
            try insert(window, minSize: client.minSize, beside: beside, on: workspace)
            workspaces[from].settingTree(smaller, leftBy: window, sharing: settings.placement == .container)
        case .floating:
            workspaces[from].floating.removeAll { $0 == window }
            workspaces[workspace].floating.append(window)
            var c = client
            // The same place relative to the monitor (the outer gaps of the two do not count).
            let old = workspaces[from].site.workArea, new = workspaces[workspace].site.workArea
            c.frame.x += new.x - old.x
            c.frame.y += new.y - old.y
            c.frame = keptInside(c.frame, bounds: new)
            clients[window] = c
        }
        place(window, on: workspace)
        workspaces[from].recency.removeAll { $0 == window }
        workspaces[workspace].makeMostRecent(window)
        // A sticky tile sent elsewhere is a sidebar there.
        pinToRim(window, on: workspace)
        restoration.releaseClaim(of: window)
        out.effects.append(.notice(.window(change: "workspace", window, urgent: client.urgent)))
        let left = from
        // Sent (by a pager) to the focused workspace while it had nothing focused: it takes the keyboard.
        if focused == nil, workspace == focusedWorkspaceID {
            focus(window, &out)
        } else if focused == window {
            focusMostRecentShown(&out)
        }
        // The workspace it left, empty and out of sight, has no reason to stay.
        dropIfUnused(left)
    }

    /// `move workspace to monitor DIR|NAME`: the focused workspace goes to that monitor and
    /// is shown there with the keyboard; the monitor it left shows another of its own (or a
    /// new one).
    mutating func moveWorkspace(toMonitor target: MonitorTarget, _ out: inout Reaction) throws {
        let destination: Int? = switch target {
        case .direction(let d): outputs.index(toward: d)
        case .named(let name): outputs.index(named: name)
        }
        guard let to = destination else { throw CommandFailure(description: "no monitor \(target)") }
        let from = outputs.focusedIndex
        guard to != from else { return }
        preselection = nil
        let moving = focusedWorkspaceID
        workspaces[moving].site.monitor = outputs.monitors[to].name
        workspaces[moving].site.displacedFrom = nil
        // The monitor left behind shows another of its workspaces, or a new one.
        fitToMonitor(workspaces.showAnotherOwn(on: from, excluding: moving, outputs: &outputs, settings: settings))
        let hidden = shownWorkspace(on: to)
        setShown(moving, on: to)
        fitToMonitor(moving)
        outputs.focusedIndex = to
        dropIfUnused(hidden)
        focusMostRecentShown(&out)
    }

    // MARK: - Monitors coming and going

    /// Takes the monitors RandR reports now: a monitor that went away hands its workspaces to
    /// the primary one (else the first) and gets them back when it returns; one that changed
    /// size resizes its trees (priority sides keep their pixels). With none at all (every
    /// output off), the monitors stay as they were: nothing is hidden or lost, and the next
    /// report with a monitor puts everything on it.
    mutating func setMonitors(_ reported: [MonitorInfo], _ out: inout Reaction) {
        guard !Outputs.merged(reported).isEmpty else { return }
        outputs.reported = reported
        applyMonitors(&out)
    }

    /// Takes RandR's monitors as last reported, then the user's (`Outputs.declared`).
    mutating func applyMonitors(_ out: inout Reaction) {
        let infos = Outputs.merged(outputs.reported + outputs.declared)
        guard !infos.isEmpty else { return }
        let before = outputs.monitors
        guard before.map({ MonitorInfo(name: $0.name, frame: $0.frame, primary: $0.primary) }) != infos else { return }
        let focusedName = outputs.focused.name
        let fallback = infos.first { $0.primary }?.name ?? infos[0].name
        // Monitors that went away: their workspaces go to the fallback, hidden, remembering where
        // they were.
        workspaces.removeMonitors(before.filter { old in !infos.contains { $0.name == old.name } }, handingTo: fallback, from: &outputs)
        // Monitors that stayed: new frames and primary flags, in RandR's order.
        for info in infos {
            if let m = outputs.index(named: info.name) {
                outputs.monitors[m].frame = info.frame
                outputs.monitors[m].primary = info.primary
            }
        }
        // Monitors that came.
        for info in infos where outputs.index(named: info.name) == nil {
            workspaces.addMonitor(info, to: &outputs, present: Set(infos.map(\.name)), settings: settings)
        }
        outputs.monitors.sort { a, b in
            (infos.firstIndex { $0.name == a.name } ?? 0) < (infos.firstIndex { $0.name == b.name } ?? 0)
        }
        outputs.focusedIndex = outputs.index(named: focusedName) ?? outputs.index(named: fallback) ?? 0
        // The keyboard stays with the focused window, whose workspace may have gone back to a
        // monitor that returned.
        if let focused, let workspace = clients.workspace(of: focused), let m = monitorShowing(workspace) { outputs.focusedIndex = m }
        // Docks first: their struts, on the new monitors, decide the areas.
        for (window, client) in clients where client.kind.placesItself { moveFloating(window, to: outputs.onScreen(client.frame, kind: client.kind, strut: client.facts.strut)) }
        updateWorkArea()
        for id in workspaces.map(\.id) { fitToMonitor(id) }
        for m in outputs.monitors.indices {
            let workspace = shownWorkspace(on: m)
            for window in workspaces[workspace].floating {
                // Kept on its monitor, not moved by the user: a fresh scratchpad window stays fresh.
                guard var client = clients[window] else { continue }
                client.frame = keptInside(client.frame, bounds: outputs.monitors[m].area)
                clients[window] = client
            }
        }
        out.effects.append(.notice(.monitors))
        // The focus on a workspace no longer shown goes to the focused monitor's.
        if let focused, let workspace = clients.workspace(of: focused), !isShown(workspace) { focusMostRecentShown(&out) }
        if focused == nil { focusMostRecentShown(&out) }
        // Empty workspaces out of sight (a gone monitor's) have no reason to stay.
        for id in workspaces.map(\.id) { dropIfUnused(id) }
    }
}
