// `bspc node …` and `bspc desktop …` as splitwm's commands: each bspwm word becomes the
// `Command` value splitctl's and i3's words become (focus, swap, presel, fraction, resize and
// move (BspwmResize.swift), float,
// fullscreen, sticky, close, kill, workspace, move to workspace, zoom, rename and remove workspace,
// move workspace to monitor, and `node` for a whole node swapped or sent: BspwmNodeTargets.swift),
// so there is one language inside. A bspwm word splitwm has no meaning for is refused with a
// text that names it.
import SplitCommands
import SplitEngine
import SplitState
import SplitSyntax
import XModel

enum BspwmNodeCommands {
    static func answer(_ arguments: [String], in view: BspwmView) -> BspwmAnswer {
        if arguments.isEmpty { return .failure("node: Missing arguments.\n") }
        var rest = arguments[...]
        // The node the commands act on: the focused window unless a selector comes first.
        var target = view.focusedWindow
        // A path may end on a split: the commands that can take one take it whole (BspwmNodeTargets.swift).
        var split: (name: NodeName, windows: [WindowID])?
        if let first = rest.first, !first.hasPrefix("-") {
            rest.removeFirst()
            do {
                switch try view.node(first) {
                case .window(let window): target = window
                case .split(let name, let windows): (target, split) = (nil, (name, windows))
                }
            } catch { return .failure(error.message("node", first)) }
        }
        if rest.isEmpty { return .failure("node: Missing commands.\n") }
        var commands: [Command] = []
        func value() -> String? {
            guard let next = rest.first, !next.hasPrefix("-") else { return nil }
            return rest.popFirst()
        }
        /// Commands that act on the focused window's place in the tree can take no other window.
        func focusedOnly(_ word: String) -> String? {
            target == view.focusedWindow ? nil : "node \(word): splitwm does this to the focused window only.\n"
        }
        while let word = rest.popFirst() {
            if let split {
                switch onSplit(split.name, windows: split.windows, word, &rest, in: view) {
                case .success(let more): commands.append(contentsOf: more)
                case .failure(let refusal): return .failure(refusal.text)
                }
                continue
            }
            switch word {
            case "-f", "--focus", "-a", "--activate":
                guard let selector = value() else {
                    guard let target else { return .failure("") }
                    commands.append(contentsOf: activating(target, word, in: view))
                    continue
                }
                if let direction = BspwmView.directions[selector] {
                    commands.append(.focus(direction))
                } else {
                    do {
                        switch try view.node(selector) {
                        case .window(let window): commands.append(contentsOf: activating(window, word, in: view))
                        case .split(let name, let windows):
                            var none = ArraySlice<String>()
                            guard case .success(let more) = onSplit(name, windows: windows, word, &none, in: view) else { return .failure("") }
                            commands.append(contentsOf: more)
                        }
                    } catch { return .failure(error.message("node \(word)", selector)) }
                }
            case "-s", "--swap":
                guard let target else { return .failure("") }
                // A direction is the focused window's neighbour; a selector names a node to trade places with.
                if let selector = rest.first, let direction = BspwmView.directions[selector] {
                    rest.removeFirst()
                    if let refusal = focusedOnly(word) { return .failure(refusal) }
                    commands.append(.swap(direction))
                    continue
                }
                switch swap(.window(target), word, &rest, in: view) {
                case .success(let more): commands.append(contentsOf: more)
                case .failure(let refusal): return .failure(refusal.text)
                }
            case "-p", "--presel-dir":
                guard let argument = rest.popFirst() else { return .failure("node \(word): Not enough arguments.\n") }
                if let refusal = focusedOnly(word) { return .failure(refusal) }
                if argument == "cancel" { commands.append(.presel(nil)); continue }
                let toggles = argument.hasPrefix("~")
                guard let direction = BspwmView.directions[toggles ? String(argument.dropFirst()) : argument] else {
                    return .failure("node \(word): Invalid argument: '\(argument)'.\n")
                }
                let already = view.state.preselection.map { $0.window == target && $0.direction == direction } ?? false
                commands.append(.presel(toggles && already ? nil : direction))
            case "-o", "--presel-ratio":
                return .failure("node \(word): splitwm has no preselection ratio (a new window takes half).\n")
            case "-r", "--ratio":
                guard let argument = rest.popFirst() else { return .failure("node \(word): Not enough arguments.\n") }
                if let refusal = focusedOnly(word) { return .failure(refusal) }
                if argument.hasPrefix("+") || argument.hasPrefix("-") {
                    switch BspwmResize.relativeRatio(argument, word: word, window: target, in: view.state) {
                    case .success(let more): commands.append(contentsOf: more)
                    case .failure(let refusal): return .failure(refusal.text)
                    }
                    continue
                }
                // A plain number is a ratio, never pixels (those take a sign), as in bspwm.
                guard let ratio = Double(argument), ratio > 0, ratio < 1 else {
                    return .failure("node \(word): Invalid argument: '\(argument)'.\n")
                }
                commands.append(.fraction(ratio))
            case "-t", "--state":
                guard let argument = rest.popFirst() else { return .failure("node \(word): Not enough arguments.\n") }
                guard let target, let client = view.state.clients[target] else { return .failure("") }
                switch stateCommands(argument, client) {
                case .success(let words): for w in words { commands.append(contentsOf: onWindow(target, w)) }
                case .failure(let failure): return .failure("node \(word): \(failure.text)")
                }
            case "-d", "--to-desktop":
                guard let selector = rest.popFirst() else { return .failure("node \(word): Not enough arguments.\n") }
                guard let target else { return .failure("") }
                let follow = rest.first == "--follow"
                if follow { rest.removeFirst() }
                guard let name = BspwmDesktopCommands.workspaceName(selector, in: view) else {
                    return .failure(BspwmDesktopCommands.failure("node \(word)", selector, in: view))
                }
                commands.append(contentsOf: onWindow(target, "move workspace " + ShellQuoting.quoted(name)))
                if follow { commands.append(.workspace(.named(name))) }
            case "-c", "--close", "-k", "--kill":
                guard let target else { return .failure("") }
                commands.append(contentsOf: onWindow(target, word == "-c" || word == "--close" ? "close" : "kill"))
            case "-z", "--resize", "-v", "--move":
                let resizes = word == "-z" || word == "--resize"
                let needed = resizes ? 3 : 2
                guard rest.count >= needed else { return .failure("node \(word): Not enough arguments.\n") }
                if let refusal = focusedOnly(word) { return .failure(refusal) }
                let values = Array(rest.prefix(needed))
                rest.removeFirst(needed)
                let result = resizes ? BspwmResize.resize(values[0], values[1], values[2], word: word)
                    : BspwmResize.move(values[0], values[1], word: word, client: target.flatMap { view.state.clients[$0] })
                switch result {
                case .success(let more): commands.append(contentsOf: more)
                case .failure(let refusal): return .failure(refusal.text)
                }
            case "-g", "--flag":
                guard let argument = rest.popFirst() else { return .failure("node \(word): Not enough arguments.\n") }
                guard let target else { return .failure("") }
                // bspwm's `FLAG[=on|off]`, no value toggling; splitwm has the sticky flag only.
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                let change: String
                switch parts.count == 2 ? parts[1] : "toggle" {
                case "on": change = "enable"
                case "off": change = "disable"
                case "toggle": change = "toggle"
                default: return .failure("node \(word): Invalid value for \(parts[0]): '\(parts[1])'.\n")
                }
                switch parts[0] {
                case "sticky": commands.append(contentsOf: onWindow(target, "sticky " + change))
                case "hidden", "private", "locked", "marked", "urgent":
                    return .failure("node \(word): splitwm has no \(parts[0]) flag.\n")
                default: return .failure("node \(word): Invalid key: '\(parts[0])'.\n")
                }
            case "-l", "--layer", "-R", "--rotate", "-F", "--flip",
                 "-B", "--balance", "-E", "--equalize", "-C", "--circulate", "-i", "--insert-receptacle", "-n", "--to-node",
                 "-m", "--to-monitor":
                return .failure("node \(word): not in splitwm yet.\n")
            default:
                return .failure("node: Unknown command: '\(word)'.\n")
            }
        }
        return .commands(commands)
    }

    private struct StateFailure: Error { var text: String }

    /// The splitwm commands (one window's) that give a window bspwm's state `argument`;
    /// `~STATE` goes back to tiled when the window is in it already.
    private static func stateCommands(_ argument: String, _ client: Client) -> Result<[String], StateFailure> {
        let toggles = argument.hasPrefix("~")
        var wanted = toggles ? String(argument.dropFirst()) : argument
        let now = client.fullscreen ? "fullscreen" : (client.kind == .floating ? "floating" : "tiled")
        switch wanted {
        case "tiled", "floating", "fullscreen": break
        case "pseudo_tiled": return .failure(StateFailure(text: "splitwm has no pseudo_tiled state.\n"))
        default: return .failure(StateFailure(text: "Invalid argument: '\(argument)'.\n"))
        }
        if toggles && wanted == now { wanted = "tiled" }
        var words: [String] = []
        if wanted != "fullscreen" && client.fullscreen { words.append("fullscreen off") }
        switch wanted {
        case "fullscreen": if !client.fullscreen { words.append("fullscreen on") }
        case "floating": if client.kind != .floating { words.append("float on") }
        default: if client.kind == .floating { words.append("float off") }
        }
        return .success(words)
    }

    /// A one-window command for `window`, written as splitctl's criteria and parsed by the one
    /// parser (`[id=N] CMD`).
    static func onWindow(_ window: WindowID, _ command: String) -> [Command] {
        (try? CommandParser.parse("[id=\(window.rawValue)] \(command)")) ?? []
    }
}

enum BspwmDesktopCommands {
    static func answer(_ arguments: [String], in view: BspwmView) -> BspwmAnswer {
        if arguments.isEmpty { return .failure("desktop: Missing arguments.\n") }
        var rest = arguments[...]
        var target = view.focusedDesktop
        var targetName: String?
        if let first = rest.first, !first.hasPrefix("-") {
            rest.removeFirst()
            guard let name = workspaceName(first, in: view) else { return .failure(failure("desktop", first, in: view)) }
            target = view.desktops.firstIndex { $0.name == name }
            targetName = name
        }
        if rest.isEmpty { return .failure("desktop: Missing commands.\n") }
        var commands: [Command] = []
        while let word = rest.popFirst() {
            switch word {
            case "-f", "--focus", "-a", "--activate":
                var name = targetName ?? target.map { view.desktops[$0].name }
                if let next = rest.first, !next.hasPrefix("-") {
                    rest.removeFirst()
                    guard let named = workspaceName(next, in: view) else { return .failure(failure("desktop \(word)", next, in: view)) }
                    name = named
                }
                guard let name else { return .failure("") }
                // Focusing the focused desktop does nothing in bspwm; splitwm's `workspace`
                // could go back and forth, so it is not sent.
                if let focused = view.focusedDesktop, view.desktops[focused].name == name { continue }
                commands.append(.workspace(.named(name)))
            case "-l", "--layout":
                guard let argument = rest.popFirst() else { return .failure("desktop \(word): Not enough arguments.\n") }
                guard let target, target == view.focusedDesktop else {
                    return .failure("desktop \(word): splitwm changes the focused desktop's layout only.\n")
                }
                let monocle = view.desktops[target].monocle
                switch argument {
                case "monocle": if !monocle { commands.append(.zoomToggle) }
                case "tiled": if monocle { commands.append(.zoomToggle) }
                case "next", "prev": commands.append(.zoomToggle)
                default: return .failure("desktop \(word): Invalid argument: '\(argument)'.\n")
                }
            case "-n", "--rename":
                guard let name = rest.popFirst() else { return .failure("desktop \(word): Not enough arguments.\n") }
                commands.append(.renameWorkspace(from: targetName, to: name))
            case "-r", "--remove":
                if !rest.isEmpty { return .failure("desktop \(word): Trailing commands.\n") }
                commands.append(.removeWorkspace(targetName))
            case "-m", "--to-monitor":
                guard let selector = rest.popFirst() else { return .failure("desktop \(word): Not enough arguments.\n") }
                guard targetName == nil || target == view.focusedDesktop else {
                    return .failure("desktop \(word): splitwm sends the focused desktop only to another monitor.\n")
                }
                do {
                    guard let monitor = try view.monitors(selector).first else { return .failure("") }
                    commands.append(.moveWorkspaceToMonitor(.named(view.monitors[monitor].name)))
                } catch { return .failure(error.message("desktop \(word)", selector)) }
            case "-s", "--swap":
                guard let selector = rest.popFirst() else { return .failure("desktop \(word): Not enough arguments.\n") }
                let source = targetName ?? target.map { view.desktops[$0].name }
                guard let source, let other = try? view.desktops(selector).first else {
                    return .failure(failure("desktop \(word)", selector, in: view))
                }
                // Swapping a desktop with itself does nothing, as in bspwm.
                if view.desktops[other].name != source { commands.append(.swapWorkspaces(source, view.desktops[other].name)) }
            case "-b", "--bubble":
                return .failure("desktop \(word): not in splitwm yet.\n")
            default:
                return .failure("desktop: Unknown command: '\(word)'.\n")
            }
        }
        return .commands(commands)
    }

    /// The workspace a desktop selector names. A plain name that no desktop has is taken as
    /// the name of a workspace to make (splitwm makes workspaces as they are asked for, where
    /// bspwm's desktops are made by `monitor -d`); other selectors must find a desktop.
    static func workspaceName(_ selector: String, in view: BspwmView) -> String? {
        if let index = try? view.desktops(selector).first { return view.desktops[index].name }
        let plain = !selector.isEmpty && !selector.contains(".") && !selector.contains(":") && !selector.hasPrefix("^")
            && !selector.hasPrefix("0x") && !["focused", "any", "next", "prev", "last", "newest", "older", "newer"].contains(selector)
        return plain ? (selector.hasPrefix("%") ? String(selector.dropFirst()) : selector) : nil
    }

    /// bspwm's text for a selector that found no desktop.
    static func failure(_ source: String, _ selector: String, in view: BspwmView) -> String {
        do { _ = try view.desktops(selector); return "" } catch { return error.message(source, selector) }
    }
}
