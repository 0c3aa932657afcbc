// The IPC socket: scripts' commands and queries, and the events subscribers watch.
import SplitCore
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
        let name = "display-" + x.displayName.filter { $0.isNumber || $0 == "." }
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
            for request in ipc.readable(fd) { ipc.reply(to: request.client, answer(request.line)) }
        }
    }

    /// The reply to one request line: a query, or commands run in order.
    func answer(_ line: String) -> JSON {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.first == "query" {
            switch words.dropFirst().first {
            case "tree" where words.count == 2: return .success(["tree": treeJSON()])
            case "windows" where words.count == 2: return .success(["windows": .array(clientOrder.map(windowJSON))])
            case "focused" where words.count == 2: return .success(["focused": focused.map(windowJSON) ?? .null])
            default: return .failure("query: expected tree, windows or focused")
            }
        }
        let commands: [Command]
        do {
            commands = try CommandParser.parse(line)
        } catch {
            return .failure("\(error)")
        }
        if let failure = run(commands) { return .failure("\(failure)") }
        // What the commands changed is on screen before the reply goes out.
        if needsRender { render() }
        return .success
    }

    // MARK: - Events

    func publishWindowEvent(_ change: String, _ window: WindowID) {
        guard let ipc, ipc.hasSubscribers(.window) else { return }
        var fields: [(String, JSON)] = [("event", "window"), ("change", .string(change)), ("window", .int(Int(window.rawValue)))]
        if change == "urgent" { fields.append(("urgent", .bool(clients[window]?.urgent ?? false))) }
        ipc.publish(.window, .object(fields))
    }

    func publishSplitterEvent(_ drag: SplitDrag, phase: String) {
        guard let ipc, ipc.hasSubscribers(.splitter) else { return }
        ipc.publish(.splitter, [
            "event": "splitter", "phase": .string(phase), "split": .int(drag.split),
            "fraction": .double(drag.fraction), "hidden": drag.hidden.map { .string($0.rawValue) } ?? .null,
        ])
    }

    /// After a loop turn that changed the tree: one event, not one per step.
    func publishLayoutIfChanged() {
        guard let ipc, drag == nil, ipc.hasSubscribers(.layout), tree != publishedTree else { return }
        publishedTree = tree
        ipc.publish(.layout, ["event": "layout", "windows": .int(tree.leafCount), "splits": .int(tree.splitCount)])
    }

    // MARK: - Query payloads: the state document (StateDocument.swift)

    /// What `query` and the state file show of `window` besides its place, from what the
    /// window manager keeps; only the title costs an X round trip, so it is read when asked for.
    func windowFacts(_ window: WindowID, title: Bool) -> WindowFacts {
        WindowFacts(identity: identities[window], title: title ? x.title(of: window) : nil,
                    visible: renderer.mapped.contains(window), urgent: clients[window]?.urgent ?? false,
                    rect: renderer.placed[window])
    }

    func windowJSON(_ window: WindowID) -> JSON {
        .writing { StateDocument.writeWindow(window, windowFacts(window, title: true), focused: window == focused, to: &$0) }
    }

    func treeJSON() -> JSON {
        StateDocument(tree: tree, area: area, focused: focused) { self.windowFacts($0, title: true) }.json
    }
}
