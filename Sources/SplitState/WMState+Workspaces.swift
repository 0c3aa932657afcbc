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
    /// terminal waiting for its place, a window not managed).
    public func workspacePosition(of window: WindowID) -> Int? { clients.workspace(of: window).flatMap(workspaces.index(of:)) }

    /// Records that `window` is on the workspace at position `index` now.
    mutating func place(_ window: WindowID, onWorkspaceAt index: Int) { clients.place(window, on: workspaces[index].id) }

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

    /// The position in `outputs.monitors` of the monitor showing workspace `index`, if one does.
    public func monitorShowing(_ index: Int) -> Int? { outputs.index(showing: workspaces[index].id) }

    /// Whether workspace `index` is on screen.
    public func isShown(_ index: Int) -> Bool { workspaces.isShown(index, in: outputs) }

    // MARK: - Making and dropping workspaces

    /// The workspace `name` means (`WorkspaceList.index(named:settings:)`).
    func workspaceIndex(named name: String) -> Int? { workspaces.index(named: name, settings: settings) }

    /// Makes the workspace `name` means on `monitor` (`WorkspaceList.make`), laid out like the
    /// focused one when that monitor is not here.
    mutating func makeWorkspace(_ name: String, on monitor: String, followingPin: Bool = true) -> Int {
        workspaces.make(name, on: monitor, followingPin: followingPin, outputs: outputs, settings: settings)
    }

    /// Drops workspace `index` if nothing is on it and no monitor shows it (i3 drops an empty
    /// workspace when it loses the focus).
    mutating func dropIfUnused(_ index: Int) { workspaces.dropIfUnused(index, outputs: outputs) }

    /// Drops the workspace with identity `id`, if it still exists, when nothing is on it and
    /// no monitor shows it: held by identity, it is the same workspace whatever was dropped
    /// before it.
    mutating func dropIfUnused(_ id: WorkspaceID) {
        if let index = workspaces.index(of: id) { dropIfUnused(index) }
    }

    /// The lowest number no workspace has (a new monitor's first workspace).
    func freeNumber(for monitor: String? = nil) -> Int { workspaces.freeNumber(for: monitor, outputs: outputs, settings: settings) }

    // MARK: - Showing

    /// Shows workspace `index` on the monitor it belongs to (else the focused one), and gives
    /// that monitor the keyboard: the focus goes to the workspace's most recent shown window.
    /// The workspace it replaces is dropped if empty.
    mutating func show(_ index: Int, focusing window: WindowID? = nil, _ out: inout Reaction) {
        // By identity: dropping an empty workspace moves the positions of those after it.
        let shown = workspaces[index].id, left = focusedWorkspace.id, leftName = focusedWorkspace.name
        if let m = monitorShowing(index) {
            outputs.focusedIndex = m
        } else {
            let m = outputs.index(named: workspaces[index].monitor) ?? outputs.focusedIndex
            let replaced = workspaces[shownIndex(on: m)].id
            preselection = nil
            setShown(index, on: m)
            workspaces[index].monitor = outputs.monitors[m].name
            outputs.focusedIndex = m
            fitToMonitor(index)
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
    mutating func focusMostRecentShown(_ out: inout Reaction) {
        let shown = currentShownWindows(), here = focusedWorkspaceIndex
        focus(workspaces[here].recency.first(where: shown.contains)
              ?? clients.order.first { shown.contains($0) && workspacePosition(of: $0) == here }, &out)
    }

    /// Resizes workspace `index`'s tree to the area of the monitor showing it, if that differs
    /// from the area it was laid out in (priority sides keep their pixels), and keeps its
    /// floating windows on that monitor.
    mutating func fitToMonitor(_ index: Int) {
        guard let m = monitorShowing(index) else { return }
        fit(index, to: outputs.monitors[m].area)
    }

    /// Fits workspace `index` to `workArea` (`Workspace.fit`), its floating windows kept inside.
    mutating func fit(_ index: Int, to workArea: Rect) {
        guard let (dx, dy) = workspaces[index].fit(to: workArea, gaps: settings.gaps) else { return }
        for window in workspaces[index].floating {
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
        let current = focusedWorkspaceIndex
        let index: Int
        switch target {
        case .named(let name): index = workspaceIndex(named: name) ?? makeWorkspace(name, on: outputs.focused.name)
        case .next: index = (current + 1) % workspaces.count
        case .prev: index = (current + workspaces.count - 1) % workspaces.count
        case .nextOnMonitor: index = stepOnFocusedMonitor(from: current, by: 1)
        case .prevOnMonitor: index = stepOnFocusedMonitor(from: current, by: -1)
        case .backAndForth:
            guard let previous = workspaces.previous else { return }
            index = workspaceIndex(named: previous) ?? makeWorkspace(previous, on: outputs.focused.name)
        }
        show(index, &out)
    }

    /// The workspace `step` places from `current` in order among those on the focused monitor
    /// (shown there, or belonging to it and shown nowhere), wrapping around; `current` when it
    /// is the only one.
    private func stepOnFocusedMonitor(from current: Int, by step: Int) -> Int {
        let monitor = outputs.focusedIndex
        let onMonitor = workspaces.indices.filter { index in
            (monitorShowing(index) ?? outputs.index(named: workspaces[index].monitor) ?? outputs.focusedIndex) == monitor
        }
        guard let at = onMonitor.firstIndex(of: current) else { return current }
        return onMonitor[(at + step + onMonitor.count) % onMonitor.count]
    }

    /// The workspace a `move workspace` means, made if need be.
    mutating func workspaceIndex(for target: WorkspaceTarget) -> Int? {
        let current = focusedWorkspaceIndex
        switch target {
        case .named(let name): return workspaceIndex(named: name) ?? makeWorkspace(name, on: outputs.focused.name)
        case .next: return (current + 1) % workspaces.count
        case .prev: return (current + workspaces.count - 1) % workspaces.count
        case .nextOnMonitor: return stepOnFocusedMonitor(from: current, by: 1)
        case .prevOnMonitor: return stepOnFocusedMonitor(from: current, by: -1)
        case .backAndForth: return workspaces.previous.map { workspaceIndex(named: $0) ?? makeWorkspace($0, on: outputs.focused.name) }
        }
    }

    // MARK: - Sending windows and workspaces

    /// Sends `window` to workspace `index`: a tile joins its tree beside its most recent
    /// window (by the placement rule), a floating window floats there. The focus stays on
    /// this workspace (as in i3); on the other, the window is its most recent.
    mutating func send(_ window: WindowID, toWorkspace index: Int, _ out: inout Reaction) throws {
        // A window hidden in the scratchpad floats on that workspace, centred (as i3 moves it).
        if clients[window]?.place == .scratchpad, workspaces.indices.contains(index) {
            takeFromScratchpad(window, to: index)
            out.effects.append(.notice(.window(change: "workspace", window, urgent: clients[window]?.urgent ?? false)))
            if focused == nil, index == focusedWorkspaceIndex { focus(window, &out) }
            return
        }
        guard let client = clients[window], let from = workspacePosition(of: window), from != index else { return }
        if preselection?.window == window { preselection = nil }
        switch client.kind {
        case .dock, .desktop: return
        case .tiled:
            let smaller = try workspaces[from].tree(without: window, sharing: settings.placement == .container)
            let beside = workspaces[index].mostRecentTile() ?? workspaces[index].tree.leaves.last
            try insert(window, minSize: client.minSize, beside: beside, on: index)
            workspaces[from].tree = smaller
        case .floating:
            workspaces[from].floating.removeAll { $0 == window }
            workspaces[index].floating.append(window)
            var c = client
            // The same place relative to the monitor (the outer gaps of the two do not count).
            let old = workspaces[from].workArea, new = workspaces[index].workArea
            c.frame.x += new.x - old.x
            c.frame.y += new.y - old.y
            c.frame = keptInside(c.frame, bounds: new)
            clients[window] = c
        }
        place(window, onWorkspaceAt: index)
        workspaces[from].recency.removeAll { $0 == window }
        workspaces[index].makeMostRecent(window)
        // A sticky tile sent elsewhere is a sidebar there.
        pinToRim(window, on: index)
        restoration.releaseClaim(of: window)
        out.effects.append(.notice(.window(change: "workspace", window, urgent: client.urgent)))
        let left = workspaces[from].id
        // Sent (by a pager) to the focused workspace while it had nothing focused: it takes the keyboard.
        if focused == nil, index == focusedWorkspaceIndex {
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
        let moving = focusedWorkspaceIndex
        let id = workspaces[moving].id
        workspaces[moving].monitor = outputs.monitors[to].name
        workspaces[moving].displacedFrom = nil
        // The monitor left behind shows another of its workspaces, or a new one.
        fitToMonitor(workspaces.showAnotherOwn(on: from, excluding: moving, outputs: &outputs, settings: settings))
        let moved = workspaces.index(of: id) ?? moving
        let hidden = shownIndex(on: to)
        setShown(moved, on: to)
        fitToMonitor(moved)
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
        let infos = Outputs.merged(reported)
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
        for info in infos where outputs.index(named: info.name) == nil { workspaces.addMonitor(info, to: &outputs, settings: settings) }
        outputs.monitors.sort { a, b in
            (infos.firstIndex { $0.name == a.name } ?? 0) < (infos.firstIndex { $0.name == b.name } ?? 0)
        }
        outputs.focusedIndex = outputs.index(named: focusedName) ?? outputs.index(named: fallback) ?? 0
        // The keyboard stays with the focused window, whose workspace may have gone back to a
        // monitor that returned.
        if let focused, let index = workspacePosition(of: focused), let m = monitorShowing(index) { outputs.focusedIndex = m }
        // Docks first: their struts, on the new monitors, decide the areas.
        for (window, client) in clients where client.kind.placesItself { moveFloating(window, to: outputs.onScreen(client.frame, kind: client.kind, strut: client.facts.strut)) }
        updateWorkArea()
        for i in workspaces.indices { fitToMonitor(i) }
        for m in outputs.monitors.indices {
            let index = shownIndex(on: m)
            for window in workspaces[index].floating {
                if let frame = clients[window]?.frame { moveFloating(window, to: keptInside(frame, bounds: outputs.monitors[m].area)) }
            }
        }
        out.effects.append(.notice(.monitors))
        // The focus on a workspace no longer shown goes to the focused monitor's.
        if let focused, let index = workspacePosition(of: focused), !isShown(index) { focusMostRecentShown(&out) }
        if focused == nil { focusMostRecentShown(&out) }
        // Empty workspaces out of sight (a gone monitor's) have no reason to stay.
        for id in workspaces.map(\.id) { dropIfUnused(id) }
    }
}
