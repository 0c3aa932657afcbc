// The IPC socket: scripts' commands and queries, and the events subscribers watch.
import SplitCommands
import SplitState
import SplitEngine
import SplitIPC
import SplitX
#if canImport(Glibc)
import Glibc
#endif

extension WindowManager {
    /// Opens the socket (only once this process is the window manager, so a refused second
    /// one never touches the first's socket) and tells clients where it is.
    func openIPC() {
        let name = SocketLocation.name(forDisplay: x.displayName)   // where splitctl looks first
        do {
            let server: IPCServer
            do {
                server = try IPCServer(name: name)
            } catch {
                // The runtime directory is unusable or not safe (another user's, open to
                // others): a fresh private directory still gives scripts a socket.
                Log.info("\(error); using a private directory instead")
                server = try IPCServer(name: name, runtimeDirectory: nil)
            }
            server.log = { Log.debug($0) }
            ipc = server
            x.setRootText("_SPLITWM_SOCKET", server.socketPath)
            setenv("SPLITWM_SOCKET", server.socketPath, 1)   // for the commands `exec` starts
            Log.debug("listening on \(server.socketPath)")
        } catch {
            Log.info("no IPC socket: \(error)")
        }
    }

    func closeIPC() {
        ipc?.close()
        ipc = nil
        x.setRootText("_SPLITWM_SOCKET", nil)
    }

    /// Reads what the ready descriptors hold and answers every complete request.
    func serviceIPC(readable: [Int32], writable: [Int32]) {
        guard let ipc else { return }
        for fd in writable { ipc.writable(fd) }
        for fd in readable {
            for request in ipc.readable(fd) { ipc.reply(to: request.client, answer(request)) }
        }
    }

    /// The reply to one request line: a query, a subscription, or commands run in order.
    func answer(_ request: IPCRequest) -> JSON {
        let parsed: Request
        do {
            parsed = try CommandParser.parseRequest(request.line)
        } catch {
            return .failure("\(error)")
        }
        switch parsed {
        case .query(.tree): return .success(["tree": treeJSON()])
        case .query(.windows): return .success(["windows": .array(state.clients.order.map(windowJSON))])
        case .query(.focused): return .success(["focused": state.focused.map(windowJSON) ?? .null])
        case .query(.workspaces): return .success(["workspaces": workspacesJSON()])
        case .query(.monitors): return .success(["monitors": monitorsJSON()])
        case .subscribe(let topics):
            ipc?.subscribe(request.client, to: Set(topics.map(Self.eventKind)))
            return .success
        case .commands(let commands):
            if let failure = run(commands) { return .failure(failure) }
            // What the commands changed is on screen before the reply goes out.
            if rendering.needed { render() }
            return .success
        }
    }

    /// The transport's name for a topic of the command language.
    static func eventKind(_ topic: Topic) -> EventKind {
        switch topic {
        case .splitter: .splitter
        case .window: .window
        case .layout: .layout
        case .workspace: .workspace
        case .monitor: .monitor
        }
    }

    // MARK: - Events

    /// Tells subscribers what the state noticed.
    func publish(_ notice: Notice) {
        guard let ipc else { return }
        switch notice {
        case .window(let change, let window, let urgent):
            guard ipc.hasSubscribers(.window) else { return }
            var fields: [(String, JSON)] = [("event", "window"), ("change", .string(change)), ("window", .int(Int(window.rawValue)))]
            if change == "urgent" { fields.append(("urgent", .bool(urgent))) }
            // A panel shows the title without asking X for it again.
            if change == "title" { fields.append(("title", .string(state.clients[window]?.facts.title ?? ""))) }
            ipc.publish(.window, .object(fields))
        case .splitter(let phase, let workspace, let key, let split, let fraction, let hidden):
            guard ipc.hasSubscribers(.splitter) else { return }
            let keyJSON: JSON = key.map { ["primary": .int(Int($0.primary.rawValue)), "secondary": .int(Int($0.secondary.rawValue))] } ?? .null
            ipc.publish(.splitter, [
                "event": "splitter", "phase": .string(phase), "workspace": .string(workspace), "key": keyJSON, "split": .int(split),
                "fraction": .double(fraction), "hidden": hidden.map { .string($0.rawValue) } ?? .null,
            ])
        case .monitors:
            guard ipc.hasSubscribers(.monitor) else { return }
            ipc.publish(.monitor, ["event": "monitor", "change": "layout", "monitors": monitorsJSON()])
        }
    }

    /// `query workspaces`: each workspace, in the order panels show them.
    func workspacesJSON() -> JSON {
        let d = state
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
    func monitorsJSON() -> JSON {
        let d = state
        return .array(d.outputs.monitors.enumerated().map { index, m in
            [
                "name": .string(m.name), "rect": Self.rectJSON(m.frame), "area": Self.rectJSON(m.area),
                "primary": .bool(m.primary), "workspace": .string(d.workspaces[d.shownIndex(on: index)].name),
                "focused": .bool(index == d.outputs.focusedIndex),
            ]
        })
    }

    /// After a loop turn that changed the workspaces as a panel shows them (which exist, which
    /// is focused and shown, their windows and urgency): one event with the whole list, `change`
    /// "focus" when another workspace got the keyboard, else "update".
    func publishWorkspacesIfChanged() {
        // Not at every loop turn (a pointer moving over windows wakes the loop): after a render.
        guard published.workspacesMayHaveChanged, let ipc, state.drag == nil, ipc.hasSubscribers(.workspace) else { return }
        published.workspacesMayHaveChanged = false
        let list = workspacesJSON()
        guard list != published.workspaces else { return }
        let current = state.focusedWorkspace.name
        let change = current == published.currentWorkspace ? "update" : "focus"
        published.workspaces = list
        published.currentWorkspace = current
        ipc.publish(.workspace, ["event": "workspace", "change": .string(change), "current": .string(current), "workspaces": list])
    }

    /// After a loop turn that changed the tree: one event, not one per step.
    func publishLayoutIfChanged() {
        let tree = state.focusedTree
        guard let ipc, state.drag == nil, ipc.hasSubscribers(.layout), tree != published.tree else { return }
        published.tree = tree
        ipc.publish(.layout, ["event": "layout", "windows": .int(tree.leafCount), "splits": .int(tree.splitCount)])
    }

    /// What subscribers were last told, so that an event goes out only when what it says changed.
    struct Published {
        /// The tree as last announced to `layout` subscribers.
        var tree = SplitTree<WindowID>()
        /// The workspace list (and the focused one) `workspace` subscribers were last sent.
        var workspaces: JSON = .null
        var currentWorkspace = ""
        /// A picture was pushed since the workspace list was last compared: only then can it differ.
        var workspacesMayHaveChanged = false
    }

    // MARK: - Query payloads: the state document (StateDocument.swift)

    /// What `query` and the state file show of `window` besides its place, from what the
    /// window manager keeps (the title as last read, when its property changed): no X round trip.
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
    func stateDocument(titles: Bool) -> StateDocument {
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
        stateDocument(titles: true).json
    }
}
