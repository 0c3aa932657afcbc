// What the settings say about the state's values: the config's names for numbered
// workspaces and monitors for workspaces, and a tree restyled by the config's split defaults.
import SplitConfig
import SplitEngine
import XModel

extension Settings {
    /// What a workspace of this number is called: the config's name, else the number.
    public func workspaceName(_ number: Int) -> String {
        workspaces.last { $0.number == number && $0.name != nil }?.name ?? String(number)
    }

    /// The monitor the config pins the workspace called `name` to, of those `isPresent` says
    /// are there: the first there of the monitors its own line names (`workspace NAME monitor
    /// …`), else of its number's (as i3 finds a workspace's output: by name before number).
    public func pinnedMonitor(of name: String, isPresent: (String) -> Bool) -> String? {
        if let own = workspaces.last(where: { $0.number == nil && $0.name == name })?.monitors.first(where: isPresent) { return own }
        guard let number = workspaceNumber(named: name) ?? Workspace.number(in: name) else { return nil }
        return workspaces.last { $0.number == number }?.monitors.first(where: isPresent)
    }

    /// The gaps the config gives workspace `number` of its own (`workspace N gaps-inner …`).
    public func workspaceGaps(_ number: Int) -> WorkspaceGaps {
        workspaces.last { $0.number == number }?.gaps ?? WorkspaceGaps()
    }

    /// The number the config gives the workspace called `name`.
    public func workspaceNumber(named name: String) -> Int? {
        workspaces.last { $0.number != nil && $0.name == name }?.number
    }

    /// `tree` with every split's style and constraints the config's, but for the values the
    /// split set itself (`Split.overrides`); fractions, layouts and hidden sides stay.
    public func styled(_ tree: SplitTree<WindowID>) -> SplitTree<WindowID> {
        let style = newSplit.style, constraints = newSplit.constraints
        return tree.mappingSplits { $0.restyled(constraints: constraints, style: style) }
    }
}
