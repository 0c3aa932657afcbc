// i3's IPC socket beside splitctl's (i3wm.org/docs/ipc.html), for the tools written for i3:
// i3-msg, the i3ipc libraries, i3bar, polybar's i3 module. Opened with splitctl's, on the same
// terms (only the user splitwm runs as may connect), and found as i3's clients look for i3's:
// the root window's I3_SOCKET_PATH and $I3SOCK for what splitwm starts. Commands are i3's
// words, translated as the importer translates them, and answered one result per command.
import SplitCommands
import SplitConfig
import SplitI3IPC
import SplitI3Import
import SplitIPC
import SplitState
import SplitSyntax
import SplitX
import XModel
#if canImport(Glibc)
import Glibc
#endif

final class I3IPCService {
    private let x: XConnection
    private var server: IPCServer?

    /// The i3 version splitwm answers GET_VERSION with: one whose IPC it speaks, so clients that
    /// check versions take it (splitwm is named in `human_readable`).
    static let version = (major: 4, minor: 24, patch: 0)

    init(_ x: XConnection) { self.x = x }

    /// Opens the socket and tells i3's clients where it is (the caller opens it once splitwm is
    /// the window manager, as it opens splitctl's).
    func open() {
        let name = "i3-" + SocketLocation.name(forDisplay: x.displayName)
        do {
            let server = try Self.handedDown() ?? Self.activated() ?? Self.atI3SOCK() ?? IPCService.listen(name: name, wire: .i3)
            self.server = server
            if let restarter = Self.takeVariable(Self.restartClientVariable).flatMap(Int32.init) {
                // The connection that asked for the restart hears from this process, as from i3's.
                let client = server.adoptConnection(restarter, awaitingReplyOfType: I3Request.runCommand.rawValue)
                server.reply(to: client, [["success": true]])
            }
            x.setRootText("I3_SOCKET_PATH", server.socketPath)
            setenv("I3SOCK", server.socketPath, 1)   // for the programs `exec` starts
            Log.debug("i3's IPC on \(server.socketPath)")
        } catch {
            Log.info("no i3 IPC socket: \(error)")
        }
    }

    func close() {
        server?.close()
        server = nil
        x.setRootText("I3_SOCKET_PATH", nil)
        x.setRootText("I3_CONFIG_PATH", nil)
    }

    // MARK: - Across `restart`

    /// The listening socket `restart`'s exec hands down (`FD,removes` or `FD,kept`: whether the
    /// socket file is this session's to remove), and the connection that asked for the restart.
    static let listenerVariable = "SPLITWM_I3_SOCKET_FD"
    static let restartClientVariable = "SPLITWM_I3_RESTART_FD"

    /// The client whose RUN_COMMAND is being carried out (a `restart` answers it from the next process).
    private var commanding: ClientID?

    /// An environment variable, taken out of the environment so that `exec`'s programs do not see it.
    private static func takeVariable(_ name: String) -> String? {
        defer { unsetenv(name) }
        return getenv(name).map { String(cString: $0) }
    }

    /// The socket the process before this one handed down.
    private static func handedDown() throws(IPCServerError) -> IPCServer? {
        guard let value = takeVariable(listenerVariable) else { return nil }
        let parts = value.split(separator: ",")
        guard let fd = parts.first.flatMap({ Int32($0) }) else { return nil }
        return try IPCServer(adopting: fd, removesFile: parts.dropFirst().first != "kept", wire: .i3)
    }

    /// The socket at `$I3SOCK`, where i3 listens when it is set (its test harnesses and some
    /// session scripts choose the path so). A path splitwm cannot take (another server lives
    /// there, say the i3 session splitwm was started from) leaves splitwm's own place.
    private static func atI3SOCK() -> IPCServer? {
        guard let path = IPCServer.environment("I3SOCK") else { return nil }
        do {
            return try IPCServer(exactPath: path, wire: .i3)
        } catch {
            Log.info("not listening at $I3SOCK: \(error); using splitwm's own path")
            return nil
        }
    }

    /// A socket passed by socket activation as i3 takes one (systemd's protocol: LISTEN_PID is
    /// this process, LISTEN_FDS counts sockets from descriptor 3): the first is i3's socket.
    private static func activated() throws(IPCServerError) -> IPCServer? {
        let pid = takeVariable("LISTEN_PID"), count = takeVariable("LISTEN_FDS")
        unsetenv("LISTEN_FDNAMES")
        guard let pid, pid_t(pid) == getpid(), let count, let fds = Int(count), fds >= 1 else { return nil }
        let server = try IPCServer(adopting: 3, removesFile: false, wire: .i3)
        Log.debug("socket activation: i3's socket is descriptor 3, \(server.socketPath)")
        return server
    }

    /// Before `restart`'s exec: the socket, and the connection that asked for the restart,
    /// stay open for the next process, which takes them up in `open()`.
    func handDown() {
        guard let server, let kept = server.descriptorsForExec(keeping: commanding) else { return }
        setenv(Self.listenerVariable, "\(kept.listener),\(server.removesSocketFile ? "removes" : "kept")", 1)
        if let client = kept.client { setenv(Self.restartClientVariable, "\(client)", 1) }
    }

    /// The exec failed: the socket stays this process's, and the restart is answered here.
    func restartFailed() {
        unsetenv(Self.listenerVariable)
        unsetenv(Self.restartClientVariable)
        server?.keepAfterFailedExec()
    }

    /// Where the socket listens, once open: what the config's i3bars are started with.
    var socketPath: String? { server?.socketPath }

    var readDescriptors: [Int32] { server?.readDescriptors ?? [] }
    var writeDescriptors: [Int32] { server?.writeDescriptors ?? [] }

    /// Reads what the ready descriptors hold and answers every complete message.
    func service(readable: [Int32], writable: [Int32], state: () -> WMState, run: ([Command]) -> String?) {
        guard let server else { return }
        for fd in writable { server.writable(fd) }
        let requests = readable.flatMap { server.readable($0) }
        for request in IPCRequest.servingOrder(requests) {
            server.reply(to: request.client, answer(request, state: state, run: run))
            // Before the next request's events: a tick that request sends follows the first.
            flushFirstTicks()
        }
    }

    /// What workspace subscribers were last told; nil while there are none (the first then
    /// hears of the changes from the state as it was when it came).
    private var toldWorkspaces: I3WorkspaceSnapshot?

    /// After a loop turn that pushed a picture: i3's workspace events for what changed since
    /// subscribers were last told (workspaces made or gone, the focus, urgency). A map or a
    /// reflow that changes none of these costs a look at the workspaces; the tree, for the
    /// containers the events carry, is built only when one goes out.
    private func publishWorkspaceChanges(_ state: WMState, tree: () -> I3Tree) {
        guard let server, server.hasSubscribers(i3: .workspace), state.drag == nil else {
            toldWorkspaces = nil
            return
        }
        let now = I3WorkspaceSnapshot(of: state)
        guard let before = toldWorkspaces else {
            toldWorkspaces = now.withContainers(from: tree())
            return
        }
        guard !now.tellsTheSame(as: before) else { return }
        let told = now.withContainers(from: tree())
        for event in told.events(since: before) { server.publish(i3: .workspace, event) }
        toldWorkspaces = told
    }

    /// After a loop turn: i3's workspace events (when a picture was pushed) and then its window
    /// events, in i3's order (a switch is told as the workspace's `focus`, then the window's),
    /// with one tree for both, built only when an event goes out.
    func publishChanges(_ state: WMState, picturePushed: Bool) {
        var built: I3Tree?
        func tree() -> I3Tree {
            if let built { return built }
            let tree = I3Tree(of: state)
            built = tree
            return tree
        }
        if picturePushed { publishWorkspaceChanges(state, tree: tree) }
        publishWindowChanges(state, tree: tree)
    }

    /// Window changes the reducer noticed this loop turn, told once it is over.
    private var windowChanges: [I3WindowChange] = []
    private var windowEvents = I3WindowEvents()

    /// A window notice of the reducer (`Notice.window`), kept for the end of the loop turn even
    /// while nobody listens: a turn handles X's events before the sockets, and a SUBSCRIBE read
    /// later in the same turn came with the map it is to hear of (i3ipc-python subscribes, maps
    /// a window, and waits for its `new`). The end of the turn drops them if nobody listens then.
    func windowNoticed(_ change: String, _ window: WindowID) {
        if let change = I3WindowChange(notice: change, window: window) { windowChanges.append(change) }
    }

    /// i3's window events for the changes of the loop turn, with the containers as the tree
    /// shows them now.
    private func publishWindowChanges(_ state: WMState, tree: () -> I3Tree) {
        guard !windowChanges.isEmpty else { return }
        defer { windowChanges.removeAll() }
        guard let server, server.hasSubscribers(i3: .window) else {
            windowEvents.forget()
            return
        }
        for event in windowEvents.events(for: windowChanges, tree: tree(), clients: state.clients) { server.publish(i3: .window, event) }
    }

    /// The monitors changed: i3's output event (which says no more than that).
    func outputsChanged() {
        server?.publish(i3: .output, ["change": "unspecified"])
    }

    /// The config was read again: i3's workspace `reload` event.
    func configReloaded() {
        server?.publish(i3: .workspace, ["change": "reload", "current": .null, "old": .null])
    }

    /// Before the socket closes for a restart or an exit: i3's shutdown event, written out at
    /// once (as far as each subscriber's socket takes it) since the socket closes next.
    func shuttingDown(restarting: Bool) {
        server?.publish(i3: .shutdown, ["change": .string(restarting ? "restart" : "exit")])
    }

    /// A key binding found in binding mode `mode` ran: i3's binding event, with the binding as
    /// i3 describes one (a `nop` binding's command with its comment: scripts wait for it).
    func bindingRan(_ binding: Binding, inMode mode: String) {
        guard let server, server.hasSubscribers(i3: .binding) else { return }
        let names: [(KeyModifiers, String)] = [(.shift, "shift"), (.lock, "lock"), (.control, "ctrl"), (.mod1, "Mod1"),
                                               (.mod2, "Mod2"), (.mod3, "Mod3"), (.mod4, "Mod4"), (.mod5, "Mod5")]
        let mask = names.filter { binding.chord.modifiers.contains($0.0) }.map { JSON.string($0.1) }
        server.publish(i3: .binding, ["change": "run", "mode": .string(mode), "binding": [
            "command": .string(binding.commands.map(\.description).joined(separator: "; ")),
            "event_state_mask": .array(mask), "mods": .array(mask),
            "input_code": 0, "symbol": .string(binding.chord.key), "input_type": "keyboard",
        ]])
    }

    /// The config in force, for GET_VERSION and GET_CONFIG: the file it was read from (nil for
    /// the built-in one), and the files as the user wrote them.
    private var config: (file: String?, files: [ConfigFileText]) = (nil, [])

    /// The config in force is `loaded` (at start and at each reload that took); i3's
    /// I3_CONFIG_PATH on the root names its file, as i3 sets it at start and at each reload.
    func configLoaded(_ loaded: LoadedConfig) {
        config = (loaded.file, loaded.files)
        x.setRootText("I3_CONFIG_PATH", loaded.file)
    }

    /// i3's mode event, to its subscribers.
    func modeChanged(to name: String) {
        server?.publish(i3: .mode, ["change": .string(name), "pango_markup": false])
    }

    /// i3's barconfig_update event for each bar a reload or a `bar` command changed
    /// (`I3Reply.changedBars`), as i3 tells its running i3bars: a reload starts and stops no i3bar.
    func barsReloaded(from old: [BarConfig], to new: [BarConfig]) {
        guard let server, server.hasSubscribers(i3: .barconfigUpdate) else { return }
        for bar in I3Reply.changedBars(from: old, to: new) { server.publish(i3: .barconfigUpdate, I3Reply.barConfig(bar)) }
    }

    // MARK: - Answers

    private func answer(_ request: IPCRequest, state: () -> WMState, run: ([Command]) -> String?) -> JSON {
        guard let type = request.i3Type.flatMap(I3Request.init(rawValue:)) else {
            return .failure("splitwm does not know the i3 message type \(request.i3Type ?? 0)")
        }
        switch type {
        case .runCommand:
            commanding = request.client
            defer { commanding = nil }
            // `[con_id=N]` names what GET_TREE gave that id, in the state as it is now.
            let now = state()
            func container(_ id: Int) -> I3Container? {
                switch conTarget(id: id, in: now) {
                case .window(let window): .window(window.rawValue)
                case .workspace(let name): .workspace(name)
                case .container(let window, let levels): .windows(first: window.rawValue, levels: levels)
                case nil: nil
                }
            }
            let results = I3Import.runCommands(request.line, container: container,
                                               focused: { Self.focused(in: now, container: container) },
                                               output: { now.i3WorkspaceShown(onOutput: $0, from: $1.map(WindowID.init(rawValue:))) },
                                               windows: { criteria in
                                                   // The criteria were written by the translation: they read.
                                                   guard let read = try? WindowCriteria(criteria) else { return [] }
                                                   return now.windows(matching: read).map(\.rawValue)
                                               })
            return .array(results.map { result in Self.result(of: result, run: run, state: state) })
        case .getVersion:
            let (major, minor, patch) = Self.version
            return ["major": .int(major), "minor": .int(minor), "patch": .int(patch),
                    "human_readable": .string("\(major).\(minor) (splitwm, speaking i3's IPC)"),
                    "loaded_config_file_name": .string(config.file ?? ""),
                    "included_config_file_names": .array(config.files.dropFirst().map { .string($0.path) })]
        case .subscribe:
            return subscribe(request, state: state)
        case .sendTick:
            server?.publish(i3: .tick, ["first": false, "payload": .string(request.line)])
            return .success
        case .getTree: return I3Reply.tree(of: state())
        case .getWorkspaces: return I3Reply.workspaces(of: state())
        case .getOutputs: return I3Reply.outputs(of: state())
        case .getMarks: return I3Reply.marks(of: state())
        case .getBindingModes:
            return .array(([BindingMode.defaultName] + state().settings.bindingModes).map(JSON.string))
        case .getBindingState:
            return ["name": .string(state().bindingMode)]
        case .getConfig:
            // i3 4.22's shape: the config as written, then each file read (the config first,
            // then its includes'): an i3 config's own text, never its translation.
            return ["config": .string(config.files.first?.rawContents ?? ""), "included_configs": .array(config.files.map {
                ["path": .string($0.path), "raw_contents": .string($0.rawContents),
                 "variable_replaced_contents": .string($0.variableReplacedContents)]
            })]
        case .sync:
            return sync(request, run: run)
        case .getBarConfig:
            let bars = state().settings.bars
            return request.line.isEmpty ? I3Reply.barIDs(bars) : I3Reply.barConfig(id: request.line, in: bars)
        }
    }

    /// One i3 command's result, as i3 writes it: carried out, or why not.
    /// What `__focused__` in criteria names: the node GET_TREE gives as focused (a window, a
    /// container or the workspace) and the focused window's properties.
    private static func focused(in state: WMState, container: (Int) -> I3Container?) -> I3Focused? {
        func focusedID(_ node: I3Node) -> Int? { node.focused ? node.id : (node.nodes + node.floatingNodes).lazy.compactMap(focusedID).first }
        guard let con = focusedID(I3Tree(of: state).root).flatMap(container) else { return nil }
        guard let window = state.focused, let client = state.clients[window] else { return I3Focused(container: con) }
        var properties = ["class": client.identity.className, "instance": client.identity.instance, "title": client.facts.title]
        properties["window_role"] = client.identity.role
        return I3Focused(container: con, properties: properties)
    }

    private static func result(of translated: Result<String, I3CommandRefusal>, run: ([Command]) -> String?, state: () -> WMState) -> JSON {
        switch translated {
        case .failure(let refusal):
            return ["success": false, "parse_error": false, "error": .string(refusal.i3Text ?? refusal.description)]
        case .success(let text):
            let commands: [Command]
            do {
                commands = try CommandParser.parse(text)
            } catch {
                return ["success": false, "parse_error": true, "error": .string("\(text): \(error)")]
            }
            if let failure = run(commands) { return ["success": false, "error": .string(I3ErrorText.forFailure(failure))] }
            // i3's `open` answers with the new container's id.
            return commands.last == .open ? I3Reply.opened(in: state()) : .success
        }
    }

    /// SYNC `{"rnd":N,"window":W}`: an I3_SYNC ClientMessage to W carrying W and N, sent after
    /// every request before it was handled, as i3 sends it (a test client waits for it to know
    /// the window manager caught up).
    private func sync(_ request: IPCRequest, run: ([Command]) -> String?) -> JSON {
        guard let payload = try? JSON(parsing: request.line), case .int(let rnd)? = payload["rnd"], case .int(let window)? = payload["window"],
              let id = UInt32(exactly: window), let value = UInt32(exactly: rnd) else {
            return .failure("SYNC takes {\"rnd\": N, \"window\": W} with W an X window id")
        }
        // The picture first: what requests before it changed is on screen when the client hears.
        _ = run([])
        x.sendClientMessage("I3_SYNC", to: WindowID(rawValue: id), data: (Int(id), Int(value), 0, 0, 0))
        x.flush()
        return .success
    }

    /// SUBSCRIBE: a JSON array of event names. A name splitwm never sends is taken too, as i3
    /// takes it; a tick subscriber is sent its first tick at once.
    private func subscribe(_ request: IPCRequest, state: () -> WMState) -> JSON {
        guard let names = try? JSON(parsing: request.line), case .array(let items) = names else {
            return .failure("SUBSCRIBE takes a JSON array of event names")
        }
        let events = Set(items.compactMap { item -> I3Event? in
            guard case .string(let name) = item else { return nil }
            return I3Event(name: name)
        })
        server?.subscribe(request.client, to: events)
        // The first workspace subscriber: what it is told is the difference from now.
        if events.contains(.workspace), toldWorkspaces == nil {
            let state = state()
            toldWorkspaces = I3WorkspaceSnapshot(of: state).withContainers(from: I3Tree(of: state))
        }
        if events.contains(.tick) {
            // After the reply: the first tick follows the SUBSCRIBE's answer, as in i3.
            pendingFirstTicks.append(request.client)
        }
        return .success
    }

    /// Tick subscribers owed their first tick, sent once their SUBSCRIBE is answered.
    private var pendingFirstTicks: [ClientID] = []

    /// Sends the first ticks owed, behind their SUBSCRIBE's answers.
    private func flushFirstTicks() {
        for client in pendingFirstTicks { server?.send(i3: .tick, ["first": true, "payload": ""], to: client) }
        pendingFirstTicks.removeAll()
    }
}
