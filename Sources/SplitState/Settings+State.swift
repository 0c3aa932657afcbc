// What the settings say about the state's values: the config's names and monitors for
// numbered workspaces, and a tree restyled by the config's split defaults.
import SplitConfig
import SplitEngine
import XModel

extension Settings {
    /// What a workspace of this number is called: the config's name, else the number.
    public func workspaceName(_ number: Int) -> String {
        workspaces.last { $0.number == number && $0.name != nil }?.name ?? String(number)
    }

    /// The monitor the config pins workspace `number` to, if any.
    public func workspaceMonitor(_ number: Int) -> String? {
        workspaces.last { $0.number == number && $0.monitor != nil }?.monitor
    }

    /// The gaps the config gives workspace `number` of its own (`workspace N gaps-inner …`).
    public func workspaceGaps(_ number: Int) -> WorkspaceGaps {
        workspaces.last { $0.number == number }?.gaps ?? WorkspaceGaps()
    }

    /// The number the config gives the workspace called `name`.
    public func workspaceNumber(named name: String) -> Int? {
        workspaces.last { $0.name == name }?.number
    }

    /// `tree` with every split's style and constraints the config's, but for the values the
    /// split set itself (`Split.overrides`); fractions, layouts and hidden sides stay.
    public func styled(_ tree: SplitTree<WindowID>) -> SplitTree<WindowID> {
        let style = newSplit.style, constraints = newSplit.constraints
        return tree.mappingSplits { $0.restyled(constraints: constraints, style: style) }
    }
}
