// Which workspace each monitor shows while monitors come and go: a monitor added shows the
// workspaces that belong to it (those it had when it went, those the config pins to it, else a
// new one), a monitor gone hands its workspaces to another and remembers them, and a monitor
// left without its workspace shows another of its own. What the rest of the state does around
// a hot-plug (docks, areas, floating windows, the focus) is WMState+Workspaces.swift.
import SplitConfig
import SplitEngine

extension WorkspaceList {
    /// The position of the workspace monitor `m` of `outputs` shows.
    func shownIndex(on m: Int, in outputs: Outputs) -> Int {
        guard let index = firstIndex(where: { $0.id == outputs.monitors[m].shows }) else {
            preconditionFailure("monitor \(outputs.monitors[m].name) shows no workspace")
        }
        return index
    }

    /// Whether a monitor of `outputs` shows workspace `id`.
    func isShown(_ id: WorkspaceID, in outputs: Outputs) -> Bool { outputs.index(showing: id) != nil }

    /// Makes the workspace `name` means on `monitor` (`make(_:on:followingPin:outputs:settings:elsewhere:)`),
    /// laid out like the workspace the focused monitor shows when that monitor is not here.
    mutating func make(_ name: String, on monitor: String, followingPin: Bool = true, outputs: Outputs, settings: Settings) -> Int {
        // Checked: while monitors come and go, the focused one may show none yet (the first
        // being added) or be gone. A workspace made then is made on a monitor that is here, so
        // the fallback goes unused.
        let m = outputs.focusedIndex
        let shown = outputs.monitors.indices.contains(m) ? firstIndex { $0.id == outputs.monitors[m].shows } : nil
        let focused = shown.map { (self[$0].site.area, self[$0].site.outerGap) }
        return make(name, on: monitor, followingPin: followingPin, outputs: outputs, settings: settings, elsewhere: focused)
    }

    /// Monitor `m` of `outputs` shows another workspace of its own that no monitor shows
    /// (other than `excluded`), else a new one; returns it.
    @discardableResult
    mutating func showAnotherOwn(on m: Int, excluding excluded: WorkspaceID? = nil, outputs: inout Outputs, settings: Settings) -> WorkspaceID {
        let name = outputs.monitors[m].name
        let replacement = first { $0.id != excluded && $0.site.monitor == name && !isShown($0.id, in: outputs) }?.id
            ?? self[make(String(freeNumber(for: name, outputs: outputs, settings: settings)), on: name, followingPin: false,
                         outputs: outputs, settings: settings)].id
        // A new one the config pins elsewhere is shown here all the same.
        self[replacement].site.monitor = name
        outputs.monitors[m].shows = replacement
        return replacement
    }

    /// Adds monitor `info` to `outputs`, showing the workspaces that belong to it: those that
    /// were on it when it went away (the one it showed shown again), those the config pins to
    /// it, else a new one. `present` names the monitors of the report it comes in (a pin to
    /// several goes to the first there, as i3 sees them all at once). The trees are fitted to
    /// it afterwards (`WMState.refitGaps`).
    mutating func addMonitor(_ info: MonitorInfo, to outputs: inout Outputs, present: Set<String>, settings: Settings) {
        let here = present.union(outputs.monitors.map(\.name)).union([info.name])
        let isPresent = { (name: String) in here.contains(name) }
        // Until it has a workspace it shows none (any other would look shown below).
        outputs.monitors.append(Monitor(name: info.name, frame: info.frame, primary: info.primary, shows: .none))
        let m = outputs.monitors.count - 1
        var showing: WorkspaceID?
        for i in indices where self[i].site.displacedFrom?.monitor == info.name {
            self[i].site.monitor = info.name
            if self[i].site.displacedFrom?.shown == true, !isShown(self[i].id, in: outputs) { showing = self[i].id }
            self[i].site.displacedFrom = nil
        }
        // One of those another monitor shows meanwhile (it took it in as its own, or the user
        // went to it there) comes back too: left there, it would belong to this monitor and be
        // shown on that one. That monitor shows another of its own, or a new one.
        for k in outputs.monitors.indices where k != m && self[outputs.monitors[k].shows].site.monitor == info.name {
            showing = showing ?? outputs.monitors[k].shows
            showAnotherOwn(on: k, outputs: &outputs, settings: settings)
        }
        for i in indices where settings.pinnedMonitor(of: self[i].name, isPresent: isPresent) == info.name && !isShown(self[i].id, in: outputs) {
            self[i].site.monitor = info.name
        }
        // A monitor must show something: one of its own not shown elsewhere, else a new one.
        // (A workspace handed over from a monitor that went in the same report is one of its
        // own now: the one that monitor showed comes first.)
        let own = showing.flatMap(index(of:))
            ?? indices.first { self[$0].site.monitor == info.name && self[$0].site.displacedFrom?.shown == true && !isShown(self[$0].id, in: outputs) }
            ?? indices.first { self[$0].site.monitor == info.name && !isShown(self[$0].id, in: outputs) }
        // Else, as i3 chooses: the first workspace the config pins here that is not made yet
        // (in the config's order), else the first a binding shows that is not made yet nor
        // pinned to another monitor that is here, else the lowest free number.
        let pinned = settings.workspaces.lazy.compactMap { setting in setting.number.map(String.init) ?? setting.name }.first { name in
            settings.pinnedMonitor(of: name, isPresent: isPresent) == info.name && index(named: name, settings: settings) == nil
        }
        let bound = settings.boundWorkspaces.first { name in
            (settings.pinnedMonitor(of: name, isPresent: isPresent) ?? info.name) == info.name && index(named: name, settings: settings) == nil
        }
        let shown = own ?? make(pinned ?? bound ?? String(freeNumber(for: info.name, outputs: outputs, present: present, settings: settings)),
                                on: info.name, followingPin: false, outputs: outputs, settings: settings)
        outputs.monitors[m].shows = self[shown].id
        self[shown].site.monitor = info.name
        // Its struts and area are computed by `WMState.updateWorkArea`; until then the frame.
        if self[shown].site.area == .zero { self[shown].site.area = info.frame }
    }

    /// Takes the monitors `gone` out of `outputs`: their workspaces go to `fallback`, hidden,
    /// remembering where they were (and whether shown there), to go back when it returns.
    mutating func removeMonitors(_ gone: [Monitor], handingTo fallback: String, from outputs: inout Outputs) {
        for old in gone {
            for i in indices where self[i].site.monitor == old.name {
                if self[i].site.displacedFrom == nil {
                    self[i].site.displacedFrom = Displacement(monitor: old.name, shown: old.shows == self[i].id)
                }
                self[i].site.monitor = fallback
            }
        }
        outputs.monitors.removeAll { old in gone.contains { $0.name == old.name } }
    }
}
