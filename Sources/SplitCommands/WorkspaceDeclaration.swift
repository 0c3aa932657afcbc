// The workspaces a `workspaces set|add` command gives a monitor (bspwm's desktops, which
// `bspc monitor -d|-a` declares), and how the command writes them back.

/// `workspaces [output NAME] set|add NAME…`: the workspaces a monitor (the focused one when
/// `monitor` is nil) is given, in order, each kept while empty. `replacing` makes them the
/// monitor's only ones (bspwm's `monitor -d`); else they are added (`monitor -a`).
public struct WorkspaceDeclaration: Hashable, Sendable, CustomStringConvertible {
    public var names: [String]
    public var monitor: String?
    public var replacing: Bool

    public init(_ names: [String], monitor: String? = nil, replacing: Bool) {
        self.names = names
        self.monitor = monitor
        self.replacing = replacing
    }

    public var description: String {
        (monitor.map { "output \(WorkspaceWords.written($0)) " } ?? "") + (replacing ? "set" : "add")
            + names.map { " " + WorkspaceWords.written($0) }.joined()
    }
}
