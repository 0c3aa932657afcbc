// `bspc monitor …` as splitwm's commands: `-d` (a bspwmrc's first line, the desktops a
// monitor has) and `-a` become `workspaces set|add`; what splitwm leaves to RandR or to its
// own order (renaming or removing a monitor, reordering its desktops) is refused with a text
// that says why.
import SplitCommands

enum BspwmMonitorCommands {
    static func answer(_ arguments: [String], in view: BspwmView) -> BspwmAnswer {
        if arguments.isEmpty { return .failure("monitor: Missing commands.\n") }
        var rest = arguments[...]
        // Named only when a selector says which: without one, the focused monitor.
        var monitor: String?
        if let first = rest.first, !first.hasPrefix("-") {
            rest.removeFirst()
            do {
                guard let index = try view.monitors(first).first else { return .failure("") }
                monitor = view.monitors[index].name
            } catch { return .failure(error.message("monitor", first)) }
        }
        guard let word = rest.popFirst() else { return .failure("monitor: Missing commands.\n") }
        switch word {
        case "-d", "--reset-desktops", "-a", "--add-desktops":
            // The names are the rest of the message, as in bspwm.
            let names = Array(rest)
            if names.isEmpty { return .failure("monitor \(word): Not enough arguments.\n") }
            if let bad = names.first(where: { $0.isEmpty || $0.contains("#") || $0.contains(":") || $0.contains(".") }) {
                return .failure("monitor \(word): Invalid desktop name: '\(bad)' (bspwm names hold no '#', ':' or '.').\n")
            }
            let replacing = word == "-d" || word == "--reset-desktops"
            return .commands([.declareWorkspaces(WorkspaceDeclaration(names, monitor: monitor, replacing: replacing))])
        case "-o", "--reorder-desktops":
            return .failure("monitor \(word): splitwm keeps workspaces in its own order (numbered ones by number, then the others as they came).\n")
        case "-n", "--rename":
            return .failure("monitor \(word): splitwm's monitors are RandR's outputs, named by RandR.\n")
        case "-r", "--remove":
            return .failure("monitor \(word): splitwm's monitors are RandR's outputs; they go when RandR says.\n")
        case "-f", "--focus", "-s", "--swap", "-g", "--rectangle", "-A", "--add":
            return .failure("monitor \(word): not in splitwm yet.\n")
        default:
            return .failure("monitor: Unknown command: '\(word)'.\n")
        }
    }
}
