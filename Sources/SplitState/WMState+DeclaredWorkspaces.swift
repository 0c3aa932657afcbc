// Workspaces a monitor is given by name, as bspwm's desktops are (`workspaces set|add`, which
// `bspc monitor -d|-a` sends): made at once and kept while empty; and a workspace removed on
// demand, its windows going to a neighbour (`remove workspace`, bspc's `desktop -r`).
import SplitCommands

extension WMState {
    /// The monitor (its name) a workspace belongs to as panels group them: the one showing it,
    /// else its own.
    func monitorName(of workspace: Workspace) -> String {
        monitorShowing(workspace.id).map { outputs.monitors[$0].name } ?? workspace.site.monitor
    }

    /// The workspaces of monitor `name`, in panel order.
    func workspaces(ofMonitor name: String) -> [WorkspaceID] {
        workspaces.filter { monitorName(of: $0) == name }.map(\.id)
    }

    /// `workspaces [output OUTPUT] set|add NAME…`. Checked whole before anything changes, so a
    /// refusal leaves the workspaces as they were.
    mutating func declareWorkspaces(_ declaration: WorkspaceDeclaration, _ out: inout Reaction) throws {
        let m: Int
        if let monitor = declaration.monitor {
            guard let found = outputs.index(named: monitor) else { throw CommandFailure(description: "No monitor called \"\(monitor)\"") }
            m = found
        } else {
            m = outputs.focusedIndex
        }
        let monitor = outputs.monitors[m].name
        let own = workspaces(ofMonitor: monitor)
        let names = declaration.names
        var numbers: [Int: String] = [:], seen: Set<String> = []
        // Empty workspaces made on other monitors along the way (each monitor shows one from
        // the start) that have a name asked for here: they take a free number instead, so a
        // bspwmrc can declare one monitor's desktops after another's.
        var placeholders: [WorkspaceID] = []
        for name in names {
            guard !name.lowercased().hasPrefix("__") else {
                throw CommandFailure(description: "Cannot name a workspace \"\(name)\": names starting with __ are i3-internal.")
            }
            guard seen.insert(name).inserted else { throw CommandFailure(description: "Workspace \"\(name)\" is named twice") }
            // splitwm keeps one workspace per number (`WorkspaceList.index(named:settings:)`).
            if let number = settings.workspaceNumber(named: name) ?? Workspace.number(in: name) {
                if let other = numbers[number] {
                    throw CommandFailure(description: "Workspaces \"\(other)\" and \"\(name)\" would have one number, \(number)")
                }
                numbers[number] = name
            }
            if let existing = workspace(named: name) {
                if !declaration.replacing { throw CommandFailure(description: "Workspace \"\(name)\" already exists") }
                let elsewhere = monitorName(of: workspaces[existing])
                if elsewhere != monitor, !workspaces[existing].declared, workspaces[existing].isEmpty {
                    placeholders.append(existing)
                } else if elsewhere != monitor {
                    throw CommandFailure(description: "Workspace \"\(name)\" is on monitor \(elsewhere), not \(monitor)")
                }
            }
        }
        for id in placeholders {
            var n = 1
            while workspaces.contains(where: { $0.number == n || $0.name == String(n) }) || numbers[n] != nil { n += 1 }
            workspaces.rename(id, to: String(n), number: n)
        }
        guard declaration.replacing else {
            for name in names { workspaces[makeWorkspace(name, on: monitor, followingPin: false)].declared = true }
            return
        }
        // Those it has take the names in order (straight through the list: in the middle of
        // the renames two may share a name, as the checks above ensure none does at the end).
        let kept = Array(own.prefix(names.count))
        for (id, name) in zip(kept, names) {
            if workspaces.previous == workspaces[id].name { workspaces.previous = name }
            workspaces.rename(id, to: name, number: settings.workspaceNumber(named: name) ?? Workspace.number(in: name))
            workspaces[id].declared = true
        }
        for name in names.dropFirst(kept.count) { workspaces[makeWorkspace(name, on: monitor, followingPin: false)].declared = true }
        // Those left over give their windows to the last one kept, and go (bspwm merges each
        // into the desktop before it, which comes to the same).
        if let last = kept.last {
            for extra in own.dropFirst(kept.count) { try remove(extra, into: last, &out) }
        }
    }

    /// `remove workspace [NAME]`: the focused workspace, or NAME, goes; its windows go to the
    /// workspace before it on its monitor, else the one after.
    mutating func removeWorkspace(_ name: String?, _ out: inout Reaction) throws {
        let id = try workspace(named: name, notFound: "Workspace")
        let monitor = monitorName(of: workspaces[id])
        let siblings = workspaces(ofMonitor: monitor)
        guard let at = siblings.firstIndex(of: id), siblings.count > 1 else {
            throw CommandFailure(description: "Workspace \"\(workspaces[id].name)\" is the only one of monitor \(monitor)")
        }
        try remove(id, into: siblings[at == 0 ? 1 : at - 1], &out)
    }

    /// Sends every window of `id` to `fallback` (on the same monitor), shows `fallback` where
    /// `id` was shown, and removes `id`. Its waiting leaves (`open`) close: they wait for a
    /// window on that workspace, which goes.
    private mutating func remove(_ id: WorkspaceID, into fallback: WorkspaceID, _ out: inout Reaction) throws {
        // Kept from being dropped on the way (the last window sent would drop it, out of sight).
        let wasDeclared = workspaces[id].declared
        workspaces[id].declared = true
        // Shown first: the sticky windows go with the monitor's view, where they are (sent
        // after, they would move with the areas of two workspaces, one not yet fitted).
        if let m = monitorShowing(id) {
            if m == outputs.focusedIndex {
                show(fallback, &out)
            } else {
                setShown(fallback, on: m)
                fitToMonitor(fallback)
                carryStickyWindows(onto: m)
            }
        }
        for leaf in workspaces[id].tree.leaves + workspaces[id].floating {
            if let wait = WaitID(leaf: leaf) { closeWait(wait, &out) } else { try send(leaf, toWorkspace: fallback, &out) }
        }
        // A leaf no window or wait holds (a restore's claim in progress) keeps it, as it was.
        guard let index = workspaces.index(of: id), workspaces[index].isEmpty, !isShown(id) else {
            if workspaces.contains(id) { workspaces[id].declared = wasDeclared }
            return
        }
        if workspaces.previous == workspaces[index].name { workspaces.previous = nil }
        workspaces.remove(at: index)
    }
}
