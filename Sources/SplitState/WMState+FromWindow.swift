// A command that acts from the focused window (`move left`, `resize`, `layout`, `focus right`),
// run from a window that criteria selected instead (`[class=x] move left`), as i3 runs any
// command on each match: the window is given the focus without anyone being told, the command
// runs as it would without criteria, and the focus goes back where it was, unless the command
// is one that moves the focus.
import SplitCommands
import SplitEngine
import XModel

extension WMState {
    /// `command` from each of `windows` in turn (criteria selected them); those on no workspace
    /// (in the scratchpad, docks, a terminal waiting for its place) are left out, and with
    /// none left it is a failure that names the command.
    mutating func run(_ command: Command, fromEach windows: [WindowID], _ out: inout Reaction) throws {
        let placed = windows.filter { subjectWorkspace($0) != nil }
        guard !placed.isEmpty else {
            throw CommandFailure(description: "\(command): the windows the criteria select are on no workspace (in the scratchpad, or docks)")
        }
        for window in placed { try run(command, from: window, &out) }
    }

    /// The workspace `window` (a window or a waiting leaf) is on, if any.
    func subjectWorkspace(_ window: WindowID) -> WorkspaceID? {
        clients.contains(window) ? clients.workspace(of: window) : WaitID(leaf: window).flatMap(workspace(of:))
    }

    /// `command` as if `window` had the focus. A workspace no monitor shows is lent the focused
    /// monitor for the command (nothing is drawn in between), so the window moves or resizes
    /// where it is, as i3's do, without its workspace being shown.
    mutating func run(_ command: Command, from window: WindowID, _ out: inout Reaction) throws {
        guard let workspace = subjectWorkspace(window) else { return }
        let before = (window: focused, monitor: outputs.focusedIndex, workspace: focusedWorkspaceID)
        var selections: [WorkspaceID: ContainerSelection?] = [:]
        var histories: [WorkspaceID: [WindowID]] = [:]
        for id in [before.workspace, workspace] {
            selections[id] = workspaces[id].selection
            histories[id] = workspaces[id].recency
        }
        var lent: (monitor: Int, shows: WorkspaceID)?
        if let m = monitorShowing(workspace) {
            outputs.focusedIndex = m
        } else {
            lent = (outputs.focusedIndex, outputs.monitors[outputs.focusedIndex].shows)
            outputs.monitors[outputs.focusedIndex].shows = workspace
        }
        // Out of sight meanwhile, the workspace the monitor showed must not be dropped as
        // unused (an empty one would be): it is kept as a declared one is, until it is back.
        let keptDeclared = lent.map { workspaces[$0.shows].declared }
        if let lent { workspaces[lent.shows].declared = true }
        focused = window
        workspaces[workspace].selection = nil
        var failure: (any Error)?
        do { try carryOut(command, &out) } catch { failure = error }
        // The monitor shows its own workspace again, unless the command showed another there.
        if let lent, let keptDeclared {
            if outputs.monitors.indices.contains(lent.monitor), outputs.monitors[lent.monitor].shows == workspace {
                outputs.monitors[lent.monitor].shows = lent.shows
            }
            workspaces[lent.shows].declared = keptDeclared
            dropIfUnused(lent.shows)
        }
        if command.movesFocus, let target = focused, target != window {
            // Where the command moved the focus, for real now: its workspace shown, and told.
            focus(target, &out)
        } else if before.window != window || command.movesFocus {
            // The focus stays where it was, as if the command had not passed by (i3's `move`
            // with criteria "should not disturb focus").
            if before.window.map({ clients.contains($0) || isWaiting($0) }) ?? true {
                focused = before.window
                if outputs.monitors.indices.contains(before.monitor) { outputs.focusedIndex = before.monitor }
                for (id, selection) in selections where workspaces.contains(where: { $0.id == id }) {
                    workspaces[id].selection = selection
                    // The window acted from is no more recent for it: the focus comes back to
                    // the same window there later (a window that came meanwhile, after them).
                    let was = histories[id] ?? [], now = workspaces[id].recency
                    workspaces[id].recency = was.filter(now.contains) + now.filter { !was.contains($0) }
                }
            }
        }
        if let failure { throw failure }
    }
}
