// One bspwm message, as bspc sends it (arguments each ended by a NUL), answered as bspwm
// answers it: text to print, a failure (bspc prints it on stderr and exits with 1), splitwm
// commands to run (the same `Command` values splitctl and i3's socket run), a subscription,
// or a bspwm setting without effect to remember (`config`: BspwmConfig.swift). Where bspc
// looks for the socket is here too. Pure: the caller runs commands.
import SplitCommands
import SplitState

/// What a message asks of the window manager.
public enum BspwmAnswer: Equatable, Sendable {
    /// Print this (it may be empty: a command that succeeded says nothing).
    case output(String)
    /// bspc prints this on stderr and exits with 1; empty for bspwm's silent failures.
    case failure(String)
    /// Run these in order; a failure's text is the reply.
    case commands([Command])
    /// Keep the connection and send it these events.
    case subscribe(BspwmSubscription)
    /// Remember this value of a bspwm setting splitwm has no use for (`config NAME VALUE`),
    /// for `config NAME` to print; bspc prints nothing.
    case remember(name: String, value: String)
}

/// bspwm's event names that splitwm sends (`subscribe report monitor_add desktop_focus
/// desktop_transfer desktop_swap node_focus node_add node_remove node_transfer node_swap`).
public enum BspwmEvent: String, Hashable, Sendable, CaseIterable {
    case report
    case monitorAdd = "monitor_add"
    case desktopFocus = "desktop_focus"
    case desktopTransfer = "desktop_transfer"
    case desktopSwap = "desktop_swap"
    case nodeFocus = "node_focus"
    case nodeAdd = "node_add"
    case nodeRemove = "node_remove"
    case nodeTransfer = "node_transfer"
    case nodeSwap = "node_swap"
}

/// A subscriber's events, after how many it is done (`--count`), and whether they go to a
/// FIFO whose path is the reply (`--fifo`) rather than down the connection.
public struct BspwmSubscription: Equatable, Sendable {
    public var events: Set<BspwmEvent>
    public var count: Int?
    public var fifo: Bool

    public init(events: Set<BspwmEvent>, count: Int?, fifo: Bool = false) {
        self.events = events
        self.count = count
        self.fifo = fifo
    }
}

public enum BspwmMessage {
    /// Where bspc connects: `$BSPWM_SOCKET`, else `/tmp/bspwm<host>_<display>_<screen>-socket`
    /// with `display` parsed as libxcb parses `$DISPLAY` (`:1` gives host "", display 1, screen 0).
    public static func socketPath(environment: String?, display: String) -> String? {
        if let environment, !environment.isEmpty { return environment }
        guard let colon = display.lastIndex(of: ":") else { return nil }
        var host = String(display[..<colon])
        if let slash = host.lastIndex(of: "/") { host = String(host[host.index(after: slash)...]) }   // `unix/:0`
        let numbers = display[display.index(after: colon)...].split(separator: ".", omittingEmptySubsequences: false)
        guard let first = numbers.first, let number = Int(first) else { return nil }
        let screen = numbers.count > 1 ? Int(numbers[1]) ?? 0 : 0
        return "/tmp/bspwm\(host)_\(number)_\(screen)-socket"
    }

    /// The arguments of a message: the text between NULs (the last one ends the message).
    public static func arguments(_ message: String) -> [String] {
        var parts = message.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// The answer to `arguments` in `view`; `remembered` holds the values `remember` kept.
    public static func answer(_ arguments: [String], in view: BspwmView, remembered: [String: String] = [:]) -> BspwmAnswer {
        guard let domain = arguments.first else { return .failure("No arguments given.\n") }
        let rest = Array(arguments.dropFirst())
        switch domain {
        case "node": return BspwmNodeCommands.answer(rest, in: view)
        case "desktop": return BspwmDesktopCommands.answer(rest, in: view)
        case "query": return BspwmQuery.answer(rest, in: view)
        case "subscribe": return subscribe(rest)
        case "wm":
            if rest == ["-g"] || rest == ["--get-status"] { return .output(BspwmReport.line(of: view)) }
            // bspwm restarts in place and runs its bspwmrc again: splitwm's `restart` does both.
            if rest == ["-r"] || rest == ["--restart"] { return .commands([.restart]) }
            if rest.isEmpty { return .failure("wm: Missing arguments.\n") }
            if rest[0] == "-a" || rest[0] == "--add-monitor" { return BspwmMonitorCommands.add(Array(rest.dropFirst()), word: rest[0]) }
            return .failure("wm \(rest[0]): not in splitwm yet.\n")
        case "quit":
            return rest.isEmpty ? .commands([.quit]) : .failure("quit: splitwm takes no exit status: '\(rest[0])'.\n")
        case "monitor": return BspwmMonitorCommands.answer(rest, in: view)
        case "config": return BspwmConfig.answer(rest, in: view, values: remembered)
        case "rule": return BspwmRules.answer(rest, in: view)
        default:
            return .failure("Unknown domain or command: '\(domain)'.\n")
        }
    }

    private static func subscribe(_ arguments: [String]) -> BspwmAnswer {
        var events: Set<BspwmEvent> = []
        var count: Int?
        var fifo = false
        var rest = arguments[...]
        while let word = rest.popFirst() {
            switch word {
            case "-c", "--count":
                guard let value = rest.popFirst() else { return .failure("subscribe \(word): Not enough arguments.\n") }
                guard let n = Int(value), n >= 1 else { return .failure("subscribe \(word): Invalid argument: '\(value)'.\n") }
                count = n
            case "-f", "--fifo":
                fifo = true
            case "all": events.formUnion(BspwmEvent.allCases)
            default:
                guard let event = BspwmEvent(rawValue: word) else {
                    return .failure("subscribe: Invalid argument: '\(word)' (splitwm sends \(BspwmEvent.allCases.map(\.rawValue).joined(separator: ", "))).\n")
                }
                events.insert(event)
            }
        }
        return .subscribe(BspwmSubscription(events: events.isEmpty ? [.report] : events, count: count, fifo: fifo))
    }
}
