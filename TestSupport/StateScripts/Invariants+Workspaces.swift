// What must hold of workspaces and monitors after every action: monitors that show valid,
// distinct workspaces; unique names in panel order; the picture's EWMH desktops; what
// pagers' requests and workspace commands promise; and hot-plug that loses nothing and
// gives a monitor that comes back the workspaces it had.
import PropertyTestSupport
import SplitState
import SplitEngine
import XModel

extension Checker {
    /// 10. At least one monitor, named uniquely, each showing a workspace that exists, no two
    /// the same; the keyboard's monitor exists. Workspace names are unique; numbered
    /// workspaces come first, by number. A shown workspace belongs to the monitor showing
    /// it, every workspace to a monitor there is. A workspace's focus history holds only its
    /// own windows. The picture has one desktop per workspace, in order, the focused
    /// monitor's as the current one, and each managed window's (docks and desktop windows on all).
    package func workspaces(_ d: WMState, _ picture: Picture, _ v: inout Violations, _ context: String) {
        v.expect(!d.outputs.monitors.isEmpty && d.outputs.monitors.indices.contains(d.outputs.focusedIndex),
                 "\(context): \(d.outputs.monitors.count) monitors, the focused one is #\(d.outputs.focusedIndex)")
        let monitorNames = d.outputs.monitors.map(\.name)
        v.expect(Set(monitorNames).count == monitorNames.count, "\(context): monitor names repeat: \(monitorNames)")
        let shown = d.outputs.monitors.map { d.workspaces.index(of: $0.shows) }
        v.expect(shown.allSatisfy { $0 != nil } && Set(shown).count == shown.count,
                 "\(context): the monitors show workspaces \(shown) of \(d.workspaces.count)")
        let names = d.workspaces.map(\.name)
        v.expect(Set(names).count == names.count, "\(context): workspace names repeat: \(names)")
        let numbers = d.workspaces.map(\.number)
        let numbered = numbers.prefix { $0 != nil }.compactMap { $0 }
        v.expect(numbered.count == numbers.compactMap({ $0 }).count && numbered == numbered.sorted() && Set(numbered).count == numbered.count,
                 "\(context): workspace numbers \(numbers) are not first and in order")
        for (m, monitor) in d.outputs.monitors.enumerated() where d.workspaces.contains(monitor.shows) {
            let workspace = d.workspaces[monitor.shows]
            v.expect(workspace.site.monitor == monitor.name,
                     "\(context): monitor #\(m) \(monitor.name) shows workspace \(workspace.name), which belongs to \(workspace.site.monitor)")
        }
        for workspace in d.workspaces {
            v.expect(monitorNames.contains(workspace.site.monitor), "\(context): workspace \(workspace.name) belongs to \(workspace.site.monitor), not one of \(monitorNames)")
            v.expect(workspace.recency.allSatisfy(workspace.contains),
                     "\(context): workspace \(workspace.name)'s focus history \(workspace.recency) names windows not on it")
        }
        v.expect(picture.root.workspaces.map(\.name) == names, "\(context): the picture's desktops \(picture.root.workspaces.map(\.name)), the workspaces \(names)")
        v.expect(picture.root.currentWorkspace == d.workspaces.index(of: d.focusedWorkspaceID),
                 "\(context): the picture's current desktop is \(picture.root.currentWorkspace), the focused workspace \(String(describing: d.workspaces.index(of: d.focusedWorkspaceID)))")
        v.expect(Set(picture.windows.keys) == Set(d.clients.keys),
                 "\(context): desktops for \(sorted(picture.windows.keys)), managed are \(sorted(d.clients.keys))")
        // A dock or a desktop window is on every workspace; a window hidden in the scratchpad
        // can be shown on any; a sticky window goes wherever its monitor shows; a swallowed
        // terminal is listed where the window in its place is, the scratchpad too.
        func wanted(_ window: WindowID, _ client: Client, depth: Int = 0) -> Picture.OnWorkspace? {
            if let holder = client.swallow.takenBy, let other = d.clients[holder], depth < 8 { return wanted(holder, other, depth: depth + 1) }
            return client.kind.placesItself || d.isStickyNow(window) || d.scratchpad.contains(window) ? .all
                : d.clients.workspace(of: window).flatMap(d.workspaces.index(of:)).map { .one($0) }
        }
        for (window, client) in d.clients {
            let want = wanted(window, client)
            v.expect(picture.windows[window]?.workspace == want,
                     "\(context): \(window)'s desktop is \(String(describing: picture.windows[window]?.workspace)), its workspace \(String(describing: want))")
        }
    }

    /// 11. What requests promise: a pager's desktop request by a valid position shows that
    /// workspace (an invalid one changes nothing); a window sent by a valid position is on
    /// that workspace; `workspace NAME` shows it; `move workspace to monitor NAME` takes the
    /// focused workspace there; RandR reporting no monitor (every output off) changes nothing.
    package func requests(_ before: WMState, _ d: WMState, _ reaction: Reaction, _ event: WMEvent?,
                  _ v: inout Violations, _ context: String) {
        switch event {
        case .workspaceRequest(let index)?:
            if before.workspaces.indices.contains(index) {
                v.expect(d.focusedWorkspace.name == before.workspaces[index].name,
                         "\(context): desktop \(index) (\(before.workspaces[index].name)) was asked for, \(d.focusedWorkspace.name) is focused")
            } else {
                v.expect(d == before, "\(context): a request for desktop \(index) of \(before.workspaces.count) changed the state")
            }
        case .sendToWorkspaceRequest(let window, let index)? where index == AskedDesktop.everyDesktop:
            // Every desktop: a window on a workspace floats there, sticky (i3's reading).
            guard let client = before.clients[window], client.place.workspace != nil, !client.scratchpad else { return }
            v.expect(d.clients[window]?.isStickyFloating == true,
                     "\(context): \(window) asked for every desktop and is not sticky and floating (\(String(describing: d.clients[window]?.place)))")
        case .sendToWorkspaceRequest(let window, let index)?:
            guard before.workspaces.indices.contains(index) else {
                v.expect(d == before, "\(context): sending \(window) to desktop \(index) of \(before.workspaces.count) changed the state")
                return
            }
            guard let client = before.clients[window], !client.kind.placesItself else { return }
            let now = d.clients.workspace(of: window).map { d.workspaces[$0].name }
            v.expect(now == before.workspaces[index].name,
                     "\(context): \(window) was sent to desktop \(index) (\(before.workspaces[index].name)), is on \(String(describing: now))")
        case .command(let command)? where reaction.failure == nil:
            switch command {
            case .workspace(.named(let name)):
                // By name, or by number (the one its name starts with, or the config gives it):
                // the number's workspace may be called by the config's name, or by its own.
                let number = Workspace.number(in: name) ?? d.settings.workspaces.last { $0.name == name }?.number
                v.expect(d.focusedWorkspace.name == name || d.focusedWorkspace.number != nil && d.focusedWorkspace.number == number,
                         "\(context): workspace \(name) was asked for, \(d.focusedWorkspace.name) (number \(String(describing: d.focusedWorkspace.number))) is focused")
            case .moveWorkspaceToMonitor(.named(let name)):
                v.expect(d.outputs.focused.name == name && d.focusedWorkspace.name == before.focusedWorkspace.name,
                         "\(context): workspace \(before.focusedWorkspace.name) was moved to monitor \(name); \(d.focusedWorkspace.name) on \(d.outputs.focused.name) is focused")
            default: break
            }
        case .monitors(let infos)? where !infos.contains(where: { $0.frame.width > 0 && $0.frame.height > 0 }):
            v.expect(d == before, "\(context): RandR reported no monitor with an area, and the state changed")
        default: break
        }
    }

    /// 12. Hot-plug loses no window, and the monitors are the ones reported (clones as one,
    /// monitors without area left out). A monitor that comes back under the name of one that
    /// went away has the workspaces it had again (unless one was moved elsewhere by hand or
    /// dropped meanwhile), and shows the one it showed when that one is not shown elsewhere.
    package mutating func hotPlug(_ before: WMState, _ d: WMState, _ event: WMEvent?, _ v: inout Violations, _ context: String) {
        // Forget workspaces dropped since, and those moved to a monitor by hand.
        let moves = switch event {
        case .command(.moveWorkspaceToMonitor)?: true
        default: false
        }
        // A reload renames numbered workspaces, `workspaces set` renames a monitor's (the same
        // workspace, by identity): what was remembered of one goes with it.
        var renamed: [String: String] = [:]
        if case .config? = event {
            for old in before.workspaces {
                if let number = old.number, let now = d.workspaces.first(where: { $0.number == number }), now.name != old.name {
                    renamed[old.name] = now.name
                }
            }
        }
        if case .command(.declareWorkspaces)? = event {
            for old in before.workspaces {
                if let now = d.workspaces.first(where: { $0.id == old.id }), now.name != old.name { renamed[old.name] = now.name }
            }
        }
        if !renamed.isEmpty {
            displaced = displaced.mapValues { Set($0.map { renamed[$0] ?? $0 }) }
            shownWhenGone = shownWhenGone.mapValues { renamed[$0] ?? $0 }
        }
        let present = Set(d.workspaces.map(\.name))
        for (monitor, names) in displaced {
            displaced[monitor] = names.filter { name in
                present.contains(name) && !(moves && before.workspaces.first { $0.name == name }?.site.monitor != d.workspaces.first { $0.name == name }?.site.monitor)
            }
        }
        for (monitor, name) in shownWhenGone where displaced[monitor]?.contains(name) != true { shownWhenGone[monitor] = nil }

        let reported: [MonitorInfo]
        switch event {
        case .monitors(let infos)?: reported = infos
        case .screenChange(let frame)?: reported = [MonitorInfo(name: before.outputs.monitors[0].name, frame: frame, primary: true)]
        default: return
        }
        v.expect(Set(d.clients.keys) == Set(before.clients.keys) && d.clients.order == before.clients.order,
                 "\(context): monitors changed and the managed windows went from \(sorted(before.clients.keys)) to \(sorted(d.clients.keys))")
        let infos = reported.filter { $0.frame.width > 0 && $0.frame.height > 0 }
        guard !infos.isEmpty else { return }
        // The user's monitors (`monitors add`) stay beside those reported.
        for monitor in d.outputs.monitors {
            v.expect((infos + d.outputs.declared).contains { $0.name == monitor.name && $0.frame == monitor.frame },
                     "\(context): monitor \(monitor.name) at \(monitor.frame) was neither reported in \(infos) nor added by the user")
        }
        for info in infos {
            v.expect(d.outputs.monitors.contains { $0.frame == info.frame }, "\(context): \(info) was reported, no monitor is there: \(d.outputs.monitors)")
        }
        let names = Set(d.outputs.monitors.map(\.name)), namesBefore = Set(before.outputs.monitors.map(\.name))
        // Gone: remember what was on them (a workspace displaced twice belongs to the first).
        for old in before.outputs.monitors where !names.contains(old.name) {
            // (An empty one dropped as its monitor went is not waiting for it.)
            for workspace in before.workspaces where workspace.site.monitor == old.name && d.workspaces.contains(where: { $0.name == workspace.name }) {
                guard !displaced.values.contains(where: { $0.contains(workspace.name) }) else { continue }
                displaced[old.name, default: []].insert(workspace.name)
            }
            if before.workspaces.contains(old.shows), shownWhenGone[old.name] == nil {
                shownWhenGone[old.name] = before.workspaces[old.shows].name
            }
        }
        // Back: what was on them is on them again.
        for (m, monitor) in d.outputs.monitors.enumerated() where !namesBefore.contains(monitor.name) {
            for name in displaced[monitor.name] ?? [] {
                let workspace = d.workspaces.first { $0.name == name }
                // The config's pin wins where its monitor is here (as in i3).
                let here = Set(d.outputs.monitors.map(\.name))
                if let pin = workspace.flatMap({ d.settings.pinnedMonitor(of: $0.name, isPresent: here.contains) }), pin != monitor.name { continue }
                v.expect(workspace?.site.monitor == monitor.name,
                         "\(context): monitor \(monitor.name) came back; workspace \(name), which was on it, is on \(String(describing: workspace?.site.monitor))")
            }
            if let name = shownWhenGone[monitor.name], let index = before.workspaces.firstIndex(where: { $0.name == name }),
               !before.isShown(before.workspaces[index].id), d.workspaces.first(where: { $0.name == name })?.site.monitor == monitor.name {
                v.expect(d.workspaces[d.shownWorkspace(on: m)].name == name,
                         "\(context): monitor \(monitor.name) came back showing \(d.workspaces[d.shownWorkspace(on: m)].name), not \(name), which it showed")
            }
            displaced[monitor.name] = nil
            shownWhenGone[monitor.name] = nil
        }
    }
}
