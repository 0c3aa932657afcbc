// The IPC socket in the window manager: opened once splitwm is the window manager, its
// requests read and answered in the poll loop (queries as projections of the state document,
// subscriptions here, commands through the window manager), and the events subscribers are
// sent, each only when what it says changed.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import SplitIPC
import SplitX
#if canImport(Glibc)
import Glibc
#endif

/// The socket, who subscribed to what (the server keeps that), and what `layout` and
/// `workspace` subscribers were last told.
final class IPCService {
    private let x: XConnection
    /// The socket, when it could be opened.
    private var server: IPCServer?
    /// What subscribers were last told, so that an event goes out only when what it says changed.
    private var published = Published()
    /// i3's socket beside this one, for the tools written for i3.
    private let i3: I3IPCService
    /// bspwm's socket, for bspc, sxhkd's chords and polybar's bspwm module.
    private let bspwm: BspwmIPCService

    init(_ x: XConnection) {
        self.x = x
        i3 = I3IPCService(x)
        bspwm = BspwmIPCService(x)
    }

    /// Opens the socket (only once this process is the window manager, so a refused second
    /// one never touches the first's socket) and tells clients where it is.
    func open() {
        openOwn()
        i3.open()
        bspwm.open()
    }

    /// splitctl's socket.
    private func openOwn() {
        let name = SocketLocation.name(forDisplay: x.displayName)   // where splitctl looks first
        do {
            let server = try Self.listen(name: name, wire: .lines)
            self.server = server
            x.setRootText("_SPLITWM_SOCKET", server.socketPath)
            setenv("SPLITWM_SOCKET", server.socketPath, 1)   // for the commands `exec` starts
            Log.debug("listening on \(server.socketPath)")
        } catch {
            Log.info("no IPC socket: \(error)")
        }
    }

    func close() {
        closeOwn()
        i3.close()
        bspwm.close()
    }

    private func closeOwn() {
        server?.close()
        server = nil
        x.setRootText("_SPLITWM_SOCKET", nil)
    }

    /// Before `restart`'s exec: splitctl's socket closes (the next process opens its own); i3's
    /// stays open for the next process, with the connection that asked for the restart, as i3's does.
    func closeForRestart() {
        closeOwn()
        bspwm.close()   // the next process opens it again; bspc retries nothing, so a call meanwhile fails
        i3.handDown()
    }

    /// The exec failed: this process goes on serving both sockets.
    func restartFailed() {
        i3.restartFailed()
        openOwn()
        bspwm.open()
    }

    /// A socket named `name` in the runtime directory, or, when that directory is unusable or
    /// not safe (another user's, open to others), in a fresh private one: scripts still get a
    /// socket.
    static func listen(name: String, wire: IPCWire) throws(IPCServerError) -> IPCServer {
        let server: IPCServer
        do {
            server = try IPCServer(name: name, wire: wire)
        } catch {
            Log.info("\(error); using a private directory for \(name) instead")
            server = try IPCServer(name: name, runtimeDirectory: nil, wire: wire)
        }
        server.log = { Log.debug("\(name): \($0)") }
        return server
    }

    /// i3's socket, once open: what the config's i3bars are started with.
    var i3SocketPath: String? { i3.socketPath }

    /// A reload changed the config's bars from `old` to `new`: running i3bars hear of theirs.
    func barsReloaded(from old: [BarConfig], to new: [BarConfig]) { i3.barsReloaded(from: old, to: new) }

    /// What the poll loop waits on for the sockets (splitctl's and i3's).
    /// Where bspwm's socket listens, if it does.
    var bspwmSocketPath: String? { bspwm.path }
    /// When the loop must wake for the sockets though nothing is ready (bspwm's FIFOs).
    var nextDeadline: ContinuousClock.Instant? { bspwm.nextDeadline }

    var readDescriptors: [Int32] { (server?.readDescriptors ?? []) + i3.readDescriptors + bspwm.readDescriptors }
    var writeDescriptors: [Int32] { (server?.writeDescriptors ?? []) + i3.writeDescriptors + bspwm.writeDescriptors }

    /// Reads what the ready descriptors hold and answers every complete request: queries from
    /// the state and its document, commands through `run` (which says why they failed, if they did).
    func service(readable: [Int32], writable: [Int32], state: () -> WMState, document: () -> StateDocument,
                 treeDocument: () -> StateDocument,
                 run: ([Command]) -> String?) {
        // Each socket takes the descriptors that are its own.
        i3.service(readable: readable, writable: writable, state: state, run: run)
        bspwm.service(readable: readable, writable: writable, state: state, run: run)
        guard let server else { return }
        for fd in writable { server.writable(fd) }
        for fd in readable {
            for request in server.readable(fd) { server.reply(to: request.client, answer(request, state: state, document: document, treeDocument: treeDocument, run: run)) }
        }
    }

    /// The reply to one request line: a query, a subscription, or commands run in order.
    private func answer(_ request: IPCRequest, state: () -> WMState, document: () -> StateDocument, treeDocument: () -> StateDocument,
                        run: ([Command]) -> String?) -> JSON {
        let parsed: Request
        do {
            parsed = try CommandParser.parseRequest(request.line)
        } catch {
            return .failure("\(error)")
        }
        switch parsed {
        case .query(.tree): return .success(["tree": treeDocument().json(.query)])
        case .query(.windows):
            let document = document()
            return .success(["windows": .array(document.order.map(document.windowJSON))])
        case .query(.focused):
            let document = document()
            return .success(["focused": document.focused.map(document.windowJSON) ?? .null])
        case .query(.workspaces): return .success(["workspaces": StateDocument.json(StateDocument.workspaces(of: state()))])
        case .query(.monitors): return .success(["monitors": StateDocument.json(StateDocument.monitors(of: state()))])
        case .query(.mode):
            let state = state()
            let modes = [BindingMode.defaultName] + state.settings.bindingModes
            return .success(["mode": .string(state.bindingMode), "modes": .array(modes.map(JSON.string))])
        case .subscribe(let topics):
            server?.subscribe(request.client, to: Set(topics.map(Self.eventKind)))
            return .success
        case .commands(let commands):
            if let failure = run(commands) { return .failure(failure) }
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
        case .mode: .mode
        }
    }

    // MARK: - Events

    /// Tells subscribers what the state noticed.
    func publish(_ notice: Notice, state: WMState) {
        // i3's socket first: it may be open when this one could not be.
        switch notice {
        case .window(let change, let window, _): i3.windowNoticed(change, window)
        case .monitors: i3.outputsChanged()
        case .mode(let name): i3.modeChanged(to: name)
        case .bars(let before): i3.barsReloaded(from: before, to: state.settings.bars)
        case .splitter: break
        }
        guard let server else { return }
        switch notice {
        case .window(let change, let window, let urgent):
            guard server.hasSubscribers(.window) else { return }
            var fields: [(String, JSON)] = [("event", "window"), ("change", .string(change)), ("window", .int(Int(window.rawValue)))]
            if change == "urgent" { fields.append(("urgent", .bool(urgent))) }
            // A panel shows the title without asking X for it again.
            if change == "title" { fields.append(("title", .string(state.clients[window]?.facts.title ?? ""))) }
            server.publish(.window, .object(fields))
        case .splitter(let phase, let workspace, let key, let fraction, let hidden):
            guard server.hasSubscribers(.splitter) else { return }
            let keyJSON: JSON = key.map { ["primary": .int(Int($0.primary.rawValue)), "secondary": .int(Int($0.secondary.rawValue))] } ?? .null
            server.publish(.splitter, [
                "event": "splitter", "phase": .string(phase), "workspace": .string(workspace), "key": keyJSON,
                "fraction": .double(fraction), "hidden": hidden.map { .string($0.rawValue) } ?? .null,
            ])
        case .monitors:
            guard server.hasSubscribers(.monitor) else { return }
            server.publish(.monitor, ["event": "monitor", "change": "layout", "monitors": StateDocument.json(StateDocument.monitors(of: state))])
        case .mode(let name):
            guard server.hasSubscribers(.mode) else { return }
            server.publish(.mode, ["event": "mode", "change": .string(name)])
        case .bars:
            return   // i3bar's alone: splitwm's socket has no bar events
        }
    }

    /// A key binding is about to run its commands (i3's binding event).
    func bindingRan(_ binding: Binding, inMode mode: String) { i3.bindingRan(binding, inMode: mode) }

    /// The config in force is `loaded` (GET_CONFIG answers with its files, I3_CONFIG_PATH names it).
    func configLoaded(_ loaded: LoadedConfig) { i3.configLoaded(loaded) }

    /// The config was read again (i3's workspace `reload` event).
    func configReloaded() { i3.configReloaded() }

    /// splitwm is about to restart in place or to exit (i3's shutdown event); sent before the
    /// sockets close.
    func shuttingDown(restarting: Bool) { i3.shuttingDown(restarting: restarting) }

    /// A picture was pushed: the workspace list may differ from the one last sent.
    func picturePushed() {
        published.workspacesMayHaveChanged = true
        published.i3WorkspacesMayHaveChanged = true
    }

    /// After a loop turn that changed the workspaces as a panel shows them (which exist, which
    /// is focused and shown, their windows and urgency): one event with the whole list, `change`
    /// "focus" when another workspace got the keyboard, else "update".
    func publishWorkspacesIfChanged(_ state: WMState) {
        // Not at every loop turn (a pointer moving over windows wakes the loop): after a render.
        let picturePushed = published.i3WorkspacesMayHaveChanged && state.drag == nil
        if picturePushed { published.i3WorkspacesMayHaveChanged = false }
        i3.publishChanges(state, picturePushed: picturePushed)
        if picturePushed { bspwm.publishChanges(state) }
        guard published.workspacesMayHaveChanged, let server, state.drag == nil, server.hasSubscribers(.workspace) else { return }
        published.workspacesMayHaveChanged = false
        let list = StateDocument.json(StateDocument.workspaces(of: state))
        guard list != published.workspaces else { return }
        let current = state.focusedWorkspace.name
        let change = current == published.currentWorkspace ? "update" : "focus"
        published.workspaces = list
        published.currentWorkspace = current
        server.publish(.workspace, ["event": "workspace", "change": .string(change), "current": .string(current), "workspaces": list])
    }

    /// After a loop turn that changed the tree: one event, not one per step.
    func publishLayoutIfChanged(_ state: WMState) {
        let tree = state.focusedTree
        guard let server, state.drag == nil, server.hasSubscribers(.layout), tree != published.tree else { return }
        published.tree = tree
        server.publish(.layout, ["event": "layout", "windows": .int(tree.leafCount), "splits": .int(tree.splitCount)])
    }

    /// What subscribers were last told.
    private struct Published {
        /// The tree as last announced to `layout` subscribers.
        var tree = SplitTree<WindowID>()
        /// The workspace list (and the focused one) `workspace` subscribers were last sent.
        var workspaces: JSON = .null
        var currentWorkspace = ""
        /// A picture was pushed since the workspace list was last compared: only then can it differ.
        var workspacesMayHaveChanged = false
        /// The same for i3's workspace events, compared whether or not splitctl subscribers listen.
        var i3WorkspacesMayHaveChanged = false
    }
}
