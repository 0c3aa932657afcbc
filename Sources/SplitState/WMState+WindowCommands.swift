// The commands that act on one window, run on the focused one or, after criteria
// (`[class=Firefox] kill`), on every window the criteria select, as i3 runs them. Which
// windows criteria and marks select is ClientTable+Marks.swift; the other commands after
// criteria (`[class=x] move left`) run from each window, WMState+FromWindow.swift.
import SplitCommands
import SplitEngine
import SplitSyntax
import XModel

extension WMState {
    /// How a mark for more than one window is refused (the criteria and the count follow):
    /// i3's socket answers i3's own words for it (`I3ErrorText`).
    public static let markOnManyWindows = "a mark must not be put onto more than one window"

    /// `[criteria] command`: the command on each window they select, in the order the windows
    /// were managed. No window selected is a failure (i3 answers so too); criteria only
    /// select, so a title can never make a command run.
    mutating func run(_ command: WindowCommand, matching criteria: WindowCriteria, _ out: inout Reaction) throws {
        let windows = windows(matching: criteria)
        // No window, but waiting leaves (empty containers, by `[con_id=N]` or a mark): on them.
        if windows.isEmpty, case let waits = waits(matching: criteria), !waits.isEmpty {
            if case .mark = command, waits.count > 1 {
                throw CommandFailure(description: "a mark must not be put onto more than one window: \(criteria) selects \(waits.count)")
            }
            for wait in waits { try run(command, onWait: wait, &out) }
            return
        }
        guard !windows.isEmpty else { throw CommandFailure(description: "no window matches \(criteria)") }
        switch command {
        case .focus:
            // As i3: each in turn, so the one managed last keeps the focus; a window in the
            // scratchpad is shown, and that ends it (i3 shows one scratchpad window, not several).
            let focusable = windows.filter { clients[$0]?.place != .selfPlaced }
            guard !focusable.isEmpty else { throw CommandFailure(description: "a dock or a desktop window takes no focus") }
            for window in focusable {
                if clients[window]?.place == .scratchpad {
                    showFromScratchpad(window, &out)
                    return
                }
                try run(.focus, on: window, &out)
            }
        case .scratchpadShow:
            var shown = false
            for window in windows {
                if try scratchpadShow(window, &out) { shown = true }
            }
            if !shown { throw CommandFailure(description: "no scratchpad window matches \(criteria)") }
        case .mark where windows.count > 1:
            // A mark names one window: i3 refuses too, rather than leave it on the last.
            throw CommandFailure(description: "\(Self.markOnManyWindows): \(criteria) selects \(windows.count)")
        case .moveToScratchpad, .float:
            // Docks and desktop windows place themselves: criteria that also select one act on
            // the others, rather than failing halfway through the list.
            let movable = windows.filter { clients[$0]?.place != .selfPlaced }
            guard !movable.isEmpty else { throw CommandFailure(description: "a dock or a desktop window neither floats nor goes to the scratchpad") }
            for window in movable {
                // Floated or tiled where it is, the focus staying where it was (as i3's); one in
                // the scratchpad comes out, with the focus.
                if case .float(let change) = command, subjectWorkspace(window) != nil {
                    try run(.float(change), from: window, &out)
                } else {
                    try run(command, on: window, &out)
                }
            }
        case .fromWindow(let command):
            try run(command, fromEach: windows, &out)
        case .sticky:
            // As for `float`: criteria that also select a dock, a desktop window or a scratchpad
            // window (none of which can be sticky) act on the others.
            let able = windows.filter { clients[$0].map { $0.place != .selfPlaced && !$0.scratchpad } ?? false }
            guard !able.isEmpty else { throw CommandFailure(description: "sticky: \(criteria) selects no window that can be sticky (a dock, a desktop window or a scratchpad window cannot)") }
            for window in able { try run(command, on: window, &out) }
        default:
            for window in windows { try run(command, on: window, &out) }
        }
    }

    /// `command` on `window`: the focused one, or one that criteria selected.
    mutating func run(_ command: WindowCommand, on window: WindowID, _ out: inout Reaction) throws {
        guard clients.contains(window) else { return }
        // A terminal waiting for its place is on no workspace: what acts on its place (all
        // but closing it and its marks) brings it back there first.
        switch command {
        case .close, .kill, .mark, .unmark, .unswallow, .titleFormat: break
        default: try bringBackIfSwallowed(window, &out)
        }
        guard let client = clients[window] else { return }
        switch command {
        case .focus:
            switch client.place {
            case .selfPlaced: return
            case .scratchpad: showFromScratchpad(window, &out)
            case .tiled, .floating, .swallowed, .nowhere:
                reveal(window)
                focus(window, &out)
            }
        case .close: out.effects.append(.close(window, politely: client.deletesPolitely))
        case .kill: out.effects.append(.kill(window))
        case .moveToWorkspace(let target): try moveToWorkspace(window, target, &out)
        case .moveToScratchpad: try moveToScratchpad(window, &out)
        case .unswallow: try unswallow(window, &out)
        case .scratchpadShow:
            if !(try scratchpadShow(window, &out)) { throw CommandFailure(description: "the window is not in the scratchpad") }
        case .float(let change):
            guard client.place != .selfPlaced else { throw CommandFailure(description: "a dock or a desktop window neither floats nor tiles") }
            let floats = client.kind == .floating
            let on = change == .toggle ? !floats : change == .on
            guard on != floats else { return }
            // Floating and tiling work on the focused workspace, and end with the window
            // focused: it is focused first (its workspace shown, or it comes out of the scratchpad).
            try run(.focus, on: window, &out)
            guard focused == window else { return }
            try setFloating(window, on, &out)
        case .fullscreen(let change):
            guard client.place != .selfPlaced else { return }
            let on = change == .toggle ? !client.fullscreen : change == .on
            // A window hidden in the scratchpad comes out first, as `float` brings it out.
            if on, client.place == .scratchpad { showFromScratchpad(window, &out) }
            setFullscreen(window, on, &out)
        case .sticky(let change): try setSticky(window, change, &out)
        case .border(let change):
            // Docks and desktop windows have no border to change.
            guard client.place != .selfPlaced else { return }
            // Said for this window: the settings no longer decide for it.
            setBorder(change, of: window)
        case .titleFormat(let format):
            // As i3: the title alone is no format (nothing to show but the title).
            clients[window]?.titleFormat = TitleFormat.showsTitleAlone(format) ? nil : format
        case .mark(let name, let options): mark(window, name, options, &out)
        case .unmark(let name): unmark(name, on: window, &out)
        case .fromWindow(let command): try run(command, from: window, &out)
        }
    }

    /// `move workspace TARGET` for `window`: a workspace made for it that it did not go to
    /// (it was there already, or a dock) goes again.
    mutating func moveToWorkspace(_ window: WindowID, _ target: WorkspaceTarget, _ out: inout Reaction) throws {
        guard let workspace = workspace(for: target) else { return }
        defer { dropIfUnused(workspace) }
        try send(window, toWorkspace: workspace, &out)
    }

    // MARK: - Marks

    /// `mark` on `window` (ClientTable+Marks.swift); each window whose marks changed is told.
    mutating func mark(_ window: WindowID, _ name: String, _ options: MarkOptions, _ out: inout Reaction) {
        if clients.contains(window), !(options.toggle && clients[window]!.marks.contains(name)) { unmarkWaits(name) }
        for changed in clients.mark(window, name, options) {
            out.effects.append(.notice(.window(change: "mark", changed, urgent: clients[changed]?.urgent ?? false)))
        }
    }

    /// Takes the mark `name` (nil: every mark) from `window`.
    mutating func unmark(_ name: String?, on window: WindowID, _ out: inout Reaction) {
        guard clients.unmark(name, on: window) else { return }
        out.effects.append(.notice(.window(change: "mark", window, urgent: clients[window]?.urgent ?? false)))
    }
}
