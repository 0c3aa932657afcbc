// Finding managed windows: by criteria (`[class=Firefox]`, `[workspace=2 urgent=latest]`:
// what they see of each window), and by the marks `mark` gives them so that criteria
// (`[mark=NAME]`) find them again. A mark names one window at a time, as i3's.
import SplitCommands
import SplitSyntax
import XModel

extension WMState {
    /// The managed windows `criteria` select, in the order they were managed.
    public func windows(matching criteria: WindowCriteria) -> [WindowID] {
        let urgency = UrgencyEnds(clients)
        return clients.order.filter { window in
            clients[window].map { criteria.matches(criteriaFacts(of: $0, urgency: urgency)) } ?? false
        }
    }

    /// What a command's criteria see of `client`: what a rule sees, with the workspace it is on
    /// and where it stands among the urgent windows.
    func criteriaFacts(of client: Client, urgency: UrgencyEnds) -> WindowFacts {
        var facts = client.ruleFacts
        if let workspace = client.workspace, workspaces.contains(workspace) {
            facts.workspace = workspaces[workspace].name
            facts.workspaceFocused = workspace == focusedWorkspaceID
        }
        if let since = client.urgentSince {
            facts.urgency = (since == urgency.latest ? ["latest"] : []) + (since == urgency.oldest ? ["oldest"] : [])
        }
        return facts
    }
}

/// When the urgent windows that became so last and first did (`Client.urgentSince`).
struct UrgencyEnds {
    var latest: UInt64?
    var oldest: UInt64?

    init(_ clients: ClientTable) {
        for client in clients.values {
            guard let since = client.urgentSince else { continue }
            latest = Swift.max(latest ?? since, since)
            oldest = Swift.min(oldest ?? since, since)
        }
    }
}

extension ClientTable {

    /// The window that has the mark `name`.
    public func window(marked name: String) -> WindowID? {
        order.first { self[$0]?.marks.contains(name) == true }
    }

    /// Gives `window` the mark `name`, which no other window keeps (i3's marks are unique):
    /// instead of its other marks, or beside them (`add`); `toggle` takes it away instead
    /// when the window has it. Returns the windows whose marks changed, in the order told.
    mutating func mark(_ window: WindowID, _ name: String, _ options: MarkOptions) -> [WindowID] {
        guard let client = self[window] else { return [] }
        if options.toggle, client.marks.contains(name) {
            return unmark(name, on: window) ? [window] : []
        }
        var changed: [WindowID] = []
        for other in order where other != window && self[other]?.marks.contains(name) == true {
            if unmark(name, on: other) { changed.append(other) }
        }
        let marks = options.add ? client.marks.filter { $0 != name } + [name] : [name]
        guard marks != client.marks else { return changed }
        self[window]?.marks = marks
        return changed + [window]
    }

    /// Takes the mark `name` (nil: every mark) from `window`; whether its marks changed.
    mutating func unmark(_ name: String?, on window: WindowID) -> Bool {
        guard let client = self[window] else { return false }
        let marks = name.map { name in client.marks.filter { $0 != name } } ?? []
        guard marks != client.marks else { return false }
        self[window]?.marks = marks
        return true
    }
}
