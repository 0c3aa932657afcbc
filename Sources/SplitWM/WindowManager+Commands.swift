// Running commands of the one command language, whoever sent them: a key binding, the
// config's autostart, or a script through the IPC socket.
import SplitCore
import SplitDesktop
import SplitEngine
import SplitX

/// Why a command could not run, in words for the user.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
}

extension WindowManager {
    /// Runs `commands` in order; stops at the first that fails and says why.
    func run(_ commands: [Command]) -> CommandFailure? {
        // A drag addresses its split by position in the tree: a command that changes the
        // tree's shape or a split ends it first.
        if commands.contains(where: Self.changesTree) { endDrag() }
        for command in commands {
            if let failure = run(command) { return failure }
        }
        return nil
    }

    private func run(_ command: Command) -> CommandFailure? {
        do {
            switch command {
            case .focus(let direction): try focusCommand(direction)
            case .swap(let direction): try swap(direction)
            case .move(let direction): try move(direction)
            case .presel(let direction): try presel(direction)
            case .resize(let direction, let pixels): try resize(direction, by: pixels)
            case .fraction(let fraction): try edit { try $0.settingFraction(fraction, ofSplitHolding: $1, in: area) }
            case .layout(let change): try layout(change)
            case .flip: try edit { try $0.flipping(splitHolding: $1) }
            case .hide(let change): try hide(change)
            case .equalize: tree = try tree.equalized(in: area); needsRender = true
            case .zoomToggle: try edit { try $0.togglingZoom($1) }
            case .close: try close(requireFocus())
            case .kill: x.killClient(try requireFocus())
            case .exec(let text): if let reason = Spawn.shell(text) { throw CommandFailure(description: "exec: \(reason)") }
            case .reload: try reload()
            case .restart: restart()
            case .quit: stopHandle.requestStop()
            case .sync: sync()
            }
            return nil
        } catch let failure as CommandFailure {
            return failure
        } catch {
            return CommandFailure(description: "\(error)")
        }
    }

    private static func changesTree(_ command: Command) -> Bool {
        switch command {
        case .swap, .move, .resize, .fraction, .layout, .flip, .hide, .equalize, .zoomToggle: true
        case .focus, .presel, .close, .kill, .exec, .reload, .restart, .quit, .sync: false
        }
    }

    private func requireFocus() throws -> WindowID {
        guard let focused, clients[focused] != nil else { throw CommandFailure(description: "no window has focus") }
        return focused
    }

    /// Applies an edit of the tree around the focused window.
    private func edit(_ change: (SplitTree<WindowID>, WindowID) throws -> SplitTree<WindowID>) throws {
        tree = try change(tree, try requireFocus())
        swallowing = nil   // the user arranges the windows now; a saved layout must not undo that
        needsRender = true
    }

    private func focusCommand(_ direction: Direction) throws {
        let window = try requireFocus()
        guard let target = tree.neighbour(of: window, toward: direction, in: area, collapseBelow: settings.collapseBelow,
                                          recency: recency) else { return }
        focus(target)
    }

    private func swap(_ direction: Direction) throws {
        let window = try requireFocus()
        guard let other = tree.neighbour(of: window, toward: direction, in: area, recency: recency) else { return }
        tree = try tree.swapping(window, other)
        needsRender = true
    }

    private func move(_ direction: Direction) throws {
        try edit { try $0.moving($1, toward: direction, split: settings.newSplit, in: area, recency: recency) }
    }

    /// Where the next window goes: beside the focused one, toward `direction` (nil cancels).
    private func presel(_ direction: Direction?) throws {
        desktop.preselection = try direction.map { Preselection(window: try requireFocus(), direction: $0) }
    }

    private func resize(_ direction: Direction, by pixels: Int) throws {
        try edit { try $0.resizing($1, toward: direction, by: pixels, in: area) }
    }

    private func layout(_ change: LayoutChange) throws {
        let layout: SplitLayout? = switch change {
        case .toggle: nil
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
        try edit { try $0.settingLayout(layout, ofSplitHolding: $1, in: area) }
    }

    private func hide(_ change: HideChange) throws {
        switch change {
        case .primary: try edit { try $0.hiding(.primary, ofSplitHolding: $1, in: area) }
        case .secondary: try edit { try $0.hiding(.secondary, ofSplitHolding: $1, in: area) }
        case .toggle: try edit { try $0.togglingHidden(ofSplitHolding: $1, in: area) }
        }
    }

    /// Handles every X event that arrived before this point, so a script's `sync` answers
    /// only once the window manager has caught up with what the script did before it.
    func sync() {
        x.sync()
        while x.pending > 0 {
            if let event = x.nextEvent() { handle(event) }
        }
        if needsRender { render() }
        // A script that syncs may read the state file next.
        saveStateIfChanged()
        x.sync()
    }
}
