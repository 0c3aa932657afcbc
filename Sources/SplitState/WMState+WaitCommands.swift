// The one-window commands on a waiting leaf (WaitingLeaf.swift), focused or selected by
// criteria (`[con_id=N] kill`, `[con_mark=x] focus`), as i3 runs them on an empty container:
// focus, close and kill (it goes), move to a workspace, mark and unmark. What needs a window
// (floating, fullscreen, sticky, the scratchpad, a border or title format of its own, a
// terminal it swallowed) is refused with the command's name, and nothing changes.
import SplitCommands
import SplitEngine
import SplitSyntax
import XModel

extension WMState {
    /// The waiting leaves `criteria` select, in the order of the workspaces and their trees:
    /// a waiting leaf has an id, marks and a workspace, and no class, title or any other
    /// property of a window, so criteria that ask for one select none (as in i3, where a
    /// container without a window matches no window criterion).
    func waits(matching criteria: WindowCriteria) -> [WaitID] {
        let keys: Set<RuleCriterion.Key> = [.id, .mark, .workspace]
        guard !criteria.criteria.isEmpty, criteria.criteria.allSatisfy({ keys.contains($0.key) }) else { return [] }
        var selected: [WaitID] = []
        for workspace in workspaces where !workspace.waits.isEmpty {
            for leaf in workspace.tree.leaves {
                guard let wait = WaitID(leaf: leaf), let waiting = workspace.waits[wait] else { continue }
                let facts = WindowFacts(marks: waiting.marks, id: leaf.rawValue, workspace: workspace.name,
                                        workspaceFocused: workspace.id == focusedWorkspaceID)
                if criteria.matches(facts) { selected.append(wait) }
            }
        }
        return selected
    }

    /// `command` on the waiting leaf `wait`.
    mutating func run(_ command: WindowCommand, onWait wait: WaitID, _ out: inout Reaction) throws {
        guard let workspace = workspace(of: wait) else { return }
        switch command {
        case .focus:
            if isShown(workspace) { reveal(wait.leaf) } else { show(workspace, &out) }
            focus(wait.leaf, &out)
        case .close, .kill: closeWait(wait, &out)
        case .moveToWorkspace(let target):
            guard let destination = self.workspace(for: target) else { return }
            defer { dropIfUnused(destination) }
            try send(wait, toWorkspace: destination, &out)
        case .mark(let name, let options): mark(wait, name, options, &out)
        case .unmark(let name): unmark(name, onWait: wait)
        case .border(let change): setBorder(change, of: wait, on: workspace)
        case .fromWindow(let command): try run(command, from: wait.leaf, &out)
        case .float, .fullscreen, .sticky, .moveToScratchpad, .scratchpadShow, .unswallow, .titleFormat:
            // The command's own words name it (`float toggle`, `border normal`).
            let words = command.command?.description ?? "this command"
            throw CommandFailure(description: "\(words): the container is empty (made by open); splitwm does this to windows only")
        }
    }

    /// Sends the waiting leaf `wait` to `workspace` as a tile is sent (`send(_:toWorkspace:)`):
    /// beside that workspace's most recent tile, the focus staying here.
    private mutating func send(_ wait: WaitID, toWorkspace workspace: WorkspaceID, _ out: inout Reaction) throws {
        guard let from = self.workspace(of: wait), from != workspace, let waiting = workspaces[from].waits[wait] else { return }
        if preselection?.window == wait.leaf { preselection = nil }
        let smaller = try workspaces[from].tree(without: wait.leaf, sharing: settings.placement == .container)
        let beside = workspaces[workspace].mostRecentTile() ?? workspaces[workspace].tree.leaves.last
        try insert(wait.leaf, minSize: .zero, beside: beside, on: workspace)
        workspaces[from].tree = smaller
        workspaces[from].waits[wait] = nil
        workspaces[from].recency.removeAll { $0 == wait.leaf }
        workspaces[workspace].waits[wait] = waiting
        workspaces[workspace].recency.insert(wait.leaf, at: 0)
        if focused == wait.leaf {
            focused = nil
            focusMostRecentShown(&out)
        }
        dropIfUnused(from)
    }

    // MARK: - Marks

    /// `mark` on a waiting leaf: a mark names one window or waiting leaf, so the windows and
    /// other waiting leaves that had it lose it.
    private mutating func mark(_ wait: WaitID, _ name: String, _ options: MarkOptions, _ out: inout Reaction) {
        guard let workspace = workspace(of: wait), let waiting = workspaces[workspace].waits[wait] else { return }
        if options.toggle, waiting.marks.contains(name) {
            unmark(name, onWait: wait)
            return
        }
        for window in clients.order where clients[window]?.marks.contains(name) == true { unmark(name, on: window, &out) }
        unmarkWaits(name, except: wait)
        workspaces[workspace].waits[wait]?.marks = options.add ? waiting.marks.filter { $0 != name } + [name] : [name]
    }

    /// Takes the mark `name` (nil: every mark) from the waiting leaf `wait`.
    mutating func unmark(_ name: String?, onWait wait: WaitID) {
        guard let workspace = workspace(of: wait) else { return }
        workspaces[workspace].waits[wait]?.marks.removeAll { name == nil || $0 == name }
    }

    /// Takes the mark `name` (nil: every mark) from every waiting leaf but `kept`.
    mutating func unmarkWaits(_ name: String?, except kept: WaitID? = nil) {
        for index in workspaces.indices where !workspaces[index].waits.isEmpty {
            for wait in workspaces[index].waits.keys where wait != kept {
                workspaces[index].waits[wait]?.marks.removeAll { name == nil || $0 == name }
            }
        }
    }
}
