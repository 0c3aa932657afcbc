// Finding, making, naming and dropping workspaces: a name as the config reads it (a number's
// name, or the number), where a new workspace goes in the order and on which monitor, the
// lowest free number, the config's names after a reload, and dropping one that is empty and
// out of sight. Which monitor shows which is WMState+Workspaces.swift and, while monitors come
// and go, WorkspaceList+Monitors.swift.
import SplitConfig
import SplitEngine

extension WorkspaceList {
    /// The position of the workspace called exactly `name`.
    func index(called name: String) -> Int? { firstIndex { $0.name == name } }

    /// The workspace `name` means: the one called so, else the workspace of the number it is
    /// or the config gives it.
    func index(named name: String, settings: Settings) -> Int? {
        // Called so first: a workspace made by a name before the config gave that name to a
        // number keeps it (the number's own workspace is then called by its number), and panels
        // show it by that name.
        if let index = index(called: name) { return index }
        // A name the config gives a number, or one that starts with a number (`3`, `3:web`),
        // finds that number's workspace, whatever it is called now: one workspace per number
        // (i3 finds by the exact name alone, so `3` and `3:web` can be two workspaces there;
        // its users mean one, and `workspace number 3` finds the first).
        guard let number = settings.workspaceNumber(named: name) ?? Workspace.number(in: name) else { return nil }
        return firstIndex { $0.number == number }
    }

    /// Makes the workspace `name` means (see `index(named:settings:)`) on `monitor` (or, when
    /// `followingPin`, on the monitor the config pins it to if that one is in `outputs`), in
    /// its place in the order; returns its position. Without a monitor of its own here, it
    /// takes the area and outer gap `elsewhere` gives (the focused workspace's).
    mutating func make(_ name: String, on monitor: String, followingPin: Bool, outputs: Outputs, settings: Settings,
                       elsewhere: (area: Rect, outerGap: Int)?) -> Int {
        let number = settings.workspaceNumber(named: name) ?? Workspace.number(in: name)
        // A bare number is called by the config's name for it; any other name is kept whole
        // (`3:web`, `7 <icon> code`, `03`), unless a workspace made by that name before the
        // config gave it to a number has it.
        var shownName = Workspace.isBareNumber(name) ? number.map(settings.workspaceName) ?? name : name
        if let number, contains(where: { $0.name == shownName }) { shownName = String(number) }
        let home = followingPin ? settings.pinnedMonitor(of: shownName) { outputs.index(named: $0) != nil } : nil
        let workArea = outputs.monitors.first { $0.name == (home ?? monitor) }?.area
        // Numbered first, by number; then named ones in the order they came.
        let index = number.map { n in firstIndex { $0.number.map { $0 > n } ?? true } ?? count } ?? count
        _ = make(at: index, number: number, name: shownName, monitor: home ?? monitor, area: workArea ?? elsewhere?.area ?? .zero)
        if let workArea {
            // Its outer gap, as an empty workspace has it (it has no floating windows to move).
            _ = self[index].fit(to: workArea, settings: settings)
        } else {
            self[index].site.outerGap = elsewhere?.outerGap ?? 0
        }
        return index
    }

    /// Drops workspace `id`, if it still exists, when nothing is on it, no monitor in
    /// `outputs` shows it (i3 drops an empty workspace when it loses the focus) and it was not
    /// declared (bspwm keeps its desktops).
    mutating func dropIfUnused(_ id: WorkspaceID, outputs: Outputs) {
        guard let index = index(of: id), self[index].isEmpty, !self[index].declared, outputs.index(showing: id) == nil else { return }
        remove(at: index)
    }

    /// The lowest number no workspace has (a new monitor's first workspace), skipping those
    /// the config pins to another monitor that is here (in `outputs`, or in `present`, the
    /// monitors still being added).
    func freeNumber(for monitor: String?, outputs: Outputs, present: Set<String> = [], settings: Settings) -> Int {
        /// Whether the config pins workspace `n` to another monitor that is here.
        func pinnedElsewhere(_ n: Int) -> Bool {
            guard let monitor, let pin = settings.pinnedMonitor(of: String(n), isPresent: { present.contains($0) || outputs.index(named: $0) != nil })
            else { return false }
            return pin != monitor
        }
        var n = 1
        while contains(where: { $0.number == n || $0.name == String(n) }) || pinnedElsewhere(n) { n += 1 }
        return n
    }
}

extension WorkspaceList {
    /// Numbered workspaces called by their number's name (the bare number, or the name the
    /// config `before` gave it) take the names `settings` give them, unless another workspace,
    /// made by that name, has it; a name of its own (`3:web`) stays. `previous` follows a rename.
    mutating func rename(by settings: Settings, from before: Settings) {
        for index in indices {
            guard let number = self[index].number else { continue }
            let name = settings.workspaceName(number), old = self[index].name
            guard old == String(number) || old == before.workspaceName(number) else { continue }
            guard name != old, !contains(where: { $0.name == name }) else { continue }
            self[index].name = name
            if previous == old { previous = name }
        }
    }
}
