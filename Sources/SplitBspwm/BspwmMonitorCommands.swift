// `bspc monitor …` as splitwm's commands: `-d` (a bspwmrc's first line, the desktops a
// monitor has) and `-a` become `workspaces set|add`, `-f` shows its desktop, and a monitor
// `wm -a` added (`monitors add`) is taken away by `-r` (`monitors remove`); what splitwm
// leaves to RandR or to its own order (renaming a monitor, reordering its desktops) is
// refused with a text that says why.
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
            if !rest.isEmpty { return .failure("monitor \(word): Trailing commands.\n") }
            // Only a monitor `wm -a` added: RandR's go when RandR says.
            guard let name = monitor ?? view.focusedMonitor.map({ view.monitors[$0].name }) else { return .failure("") }
            return .commands([.removeMonitor(name)])
        case "-f", "--focus":
            // Focusing a monitor is showing its desktop there, which gives it the keyboard.
            var target = monitor.flatMap { name in view.monitors.firstIndex { $0.name == name } } ?? view.focusedMonitor
            if let selector = rest.popFirst() {
                do {
                    guard let index = try view.monitors(selector).first else { return .failure("") }
                    target = index
                } catch { return .failure(error.message("monitor \(word)", selector)) }
            }
            if !rest.isEmpty { return .failure("monitor \(word): Trailing commands.\n") }
            guard let target, target != view.focusedMonitor,
                  let shown = view.desktops.first(where: { $0.monitor == target && $0.active }) else { return .commands([]) }
            return .commands([.workspace(.named(shown.name))])
        case "-s", "--swap", "-g", "--rectangle", "-A", "--add":
            return .failure("monitor \(word): not in splitwm yet.\n")
        default:
            return .failure("monitor: Unknown command: '\(word)'.\n")
        }
    }

    /// `wm -a NAME WxH+X+Y`: a monitor of the user's (`monitors add`), kept until `monitor -r`.
    static func add(_ arguments: [String], word: String) -> BspwmAnswer {
        guard arguments.count == 2 else {
            return .failure(arguments.count < 2 ? "wm \(word): Not enough arguments.\n" : "wm \(word): Trailing commands.\n")
        }
        let name = arguments[0]
        guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .failure("wm \(word): Invalid monitor name: '\(name)'.\n")
        }
        guard let frame = MonitorDeclaration.rectangle(arguments[1]) else {
            return .failure("wm \(word): Invalid argument: '\(arguments[1])' (a rectangle WxH+X+Y).\n")
        }
        return .commands([.addMonitor(MonitorDeclaration(name: name, frame: frame))])
    }
}
