// What the window manager reports of itself (`query`, the state file, `layout save`, the
// events subscribers are sent): the state, with what X shows of each window as the renderer
// last pushed it. Built from what the window manager keeps: no X round trip.
import SplitState
import SplitEngine
import SplitIPC
import SplitX

/// The state as reported at one moment: the state value and the renderer's record of what it
/// pushed (which windows are mapped and where, each window's sync handshake).
struct StateReport {
    let state: WMState
    let renderer: Renderer

    /// What `query` and the state file show of `window` besides its place, from what the
    /// window manager keeps (the title as last read, when its property changed).
    func windowFacts(_ window: WindowID, title: Bool) -> WindowReport {
        let client = state.clients[window]
        var report = WindowReport(identity: client?.identity, kind: client?.kind ?? .tiled, fullscreen: client?.fullscreen ?? false,
                                  title: title ? client?.facts.title : nil, visible: renderer.isMapped(window),
                                  urgent: client?.urgent ?? false, rect: renderer.placed(window)?.rect)
        // A floating window out of sight is where the state keeps it (its workspace may have
        // moved since it was last placed): what a restore puts back.
        if let client, client.kind == .floating, !renderer.isMapped(window) { report.rect = client.frame }
        report.rules = client?.facts.matchedRules ?? []
        report.marks = client?.marks ?? []
        report.scratchpad = client?.scratchpad ?? false
        if title {   // what `query` shows; the state file keeps what a restore needs
            report.pid = client?.facts.pid
            report.machine = client?.facts.machine
            report.syncRequest = renderer.sync.report(window)
        }
        return report
    }

    /// The state as one document (`query tree`, and without titles the state file).
    func document(titles: Bool) -> StateDocument {
        let d = state
        let saved = SavedWorkspace.all(of: d)
        return StateDocument(
            tree: d.focusedTree, area: d.focusedArea, focused: d.focused, floating: d.focusedFloating,
            docks: d.clients.order.filter { d.clients[$0]?.kind.placesItself == true }, workspace: d.focusedWorkspace.name,
            workspaces: saved.enumerated().map { index, w in
                WorkspaceEntry(name: w.name, number: w.number, monitor: w.monitor, shown: w.shown, area: w.area,
                               tree: w.tree, floating: w.floating,
                               collapsedNow: titles ? d.collapsedSplits(ofWorkspace: index) : nil)
            },
            monitors: d.outputs.monitors.indices.map { m in
                let monitor = d.outputs.monitors[m]
                return MonitorEntry(name: monitor.name, frame: monitor.frame, area: monitor.area, primary: monitor.primary,
                                    workspace: d.workspaces[d.shownIndex(on: m)].name)
            },
            scratchpad: d.scratchpad,
            collapsedNow: titles ? d.collapsedSplits(ofWorkspace: d.focusedWorkspaceIndex) : nil
        ) {
            self.windowFacts($0, title: titles)
        }
    }

    func windowJSON(_ window: WindowID) -> JSON {
        .writing { StateDocument.writeWindow(window, windowFacts(window, title: true), focused: window == state.focused, to: &$0) }
    }

    func treeJSON() -> JSON {
        document(titles: true).json
    }

    /// `query workspaces`: each workspace, in the order panels show them (what `workspace`
    /// subscribers are sent; the state alone says it).
    static func workspacesJSON(of d: WMState) -> JSON {
        return .array(d.workspaces.enumerated().map { index, w in
            let shownOn = d.monitorShowing(index)
            return [
                "name": .string(w.name), "number": w.number.map { .int($0) } ?? .null, "index": .int(index),
                "monitor": .string(shownOn.map { d.outputs.monitors[$0].name } ?? w.monitor),
                "shown": .bool(shownOn != nil), "focused": .bool(index == d.focusedWorkspaceIndex),
                "urgent": .bool((w.tree.leaves + w.floating).contains { d.clients[$0]?.urgent == true }),
                "windows": .int(w.tree.leafCount + w.floating.count),
            ]
        })
    }

    static func rectJSON(_ r: Rect) -> JSON { ["x": .int(r.x), "y": .int(r.y), "width": .int(r.width), "height": .int(r.height)] }

    /// `query monitors`: each monitor as RandR reported it, with its work area (less the struts; the outer gap is inside it) and workspace.
    static func monitorsJSON(of d: WMState) -> JSON {
        return .array(d.outputs.monitors.enumerated().map { index, m in
            [
                "name": .string(m.name), "rect": Self.rectJSON(m.frame), "area": Self.rectJSON(m.area),
                "primary": .bool(m.primary), "workspace": .string(d.workspaces[d.shownIndex(on: index)].name),
                "focused": .bool(index == d.outputs.focusedIndex),
            ]
        })
    }
}
