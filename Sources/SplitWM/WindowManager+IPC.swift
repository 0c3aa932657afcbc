// The window manager's side of the IPC socket (IPCService.swift): the document queries are
// answered from, and the commands scripts send, run through the state.
import SplitCommands
import SplitState
import SplitX

extension WindowManager {
    /// The state as `query`, the state file and `layout save` report it.
    func document() -> StateDocument { StateDocument(of: state, pushedBy: renderer) }

    /// The document `query tree` writes: with the splits each workspace shows collapsed now.
    func treeDocument() -> StateDocument { StateDocument(of: state, pushedBy: renderer, collapsed: true) }

    /// Reads what the socket's ready descriptors hold and answers every complete request.
    func serviceIPC(readable: [Int32], writable: [Int32]) {
        ipc.service(readable: readable, writable: writable, state: { state }, document: document, treeDocument: treeDocument,
                    run: runForReply)
    }

    /// Runs a script's commands; what they changed is on screen before the reply goes out.
    private func runForReply(_ commands: [Command]) -> String? {
        if let failure = run(commands) { return failure }
        if rendering.needed { render() }
        return nil
    }
}
