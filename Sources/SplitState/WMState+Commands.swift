// The command language's effect on the state, whoever sent the commands: a key binding, the
// config's autostart or a script. Commands that need the world (exec, close, reload, ...)
// become effects.
import SplitCommands
import SplitEngine
import XModel

/// Why a command could not run, in words for the user.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
}

extension WMState {
    /// Runs `commands` in order; stops at the first that fails and says why.
    mutating func run(_ command: Command, _ out: inout Reaction) {
        // A drag addresses its split by position in the tree: a command that changes the
        // tree's shape or a split ends it first.
        if Self.changesTree(command) { endDrag(&out) }
        do {
            try carryOut(command, &out)
        } catch {
            out.failure = "\(error)"
        }
    }

    private mutating func carryOut(_ command: Command, _ out: inout Reaction) throws {
        switch command {
        case .focus(let direction):
            // With nothing focused (an empty workspace), only another monitor is in reach.
            guard let window = focused, clients[window] != nil else {
                if let m = outputs.index(toward: direction) { show(shownIndex(on: m), &out) }
                return
            }
            if clients[window]?.kind != .tiled {
                if let target = nearestShown(from: window, toward: direction) { focus(target, &out) }
            } else if let target = focusedTree.focusNeighbour(of: window, toward: direction, in: focusedArea,
                                                       collapseBelow: settings.collapseBelow, recency: focusedWorkspace.recency) {
                // Through a collapsed split, the side it hides: focused, the collapse shows it.
                focus(target, &out)
            } else if let m = outputs.index(toward: direction) {
                // No neighbour on this monitor: the next monitor that way.
                show(shownIndex(on: m), &out)
            }
        case .swap(let direction):
            let window = try requireTiledFocus()
            if let other = focusedTree.neighbour(of: window, toward: direction, in: focusedArea, recency: focusedWorkspace.recency) {
                focusedTree = try focusedTree.swapping(window, other)
            }
        case .move(let direction):
            let window = try requireTiledFocus()
            if focusedTree.neighbour(of: window, toward: direction, in: focusedArea, recency: focusedWorkspace.recency) == nil,
               let m = outputs.index(toward: direction) {
                // At this monitor's edge: onto the next monitor's workspace, with the focus.
                try send(window, toWorkspace: shownIndex(on: m), &out)
                focus(window, &out)
                return
            }
            let recency = focusedWorkspace.recency, split = settings.newSplit, area = focusedArea
            try edit { try $0.moving($1, toward: direction, split: split, in: area, recency: recency) }
        case .presel(let direction):
            preselection = try direction.map { Preselection(window: try requireTiledFocus(), direction: $0) }
        case .resize(let direction, let pixels):
            let area = focusedArea
            try edit { try $0.resizing($1, toward: direction, by: pixels, in: area) }
        case .fraction(let fraction):
            let area = focusedArea
            try edit { try $0.settingFraction(fraction, ofSplitHolding: $1, in: area) }
        case .layout(let change):
            let layout: SplitLayout? = switch change {
            case .toggle: nil
            case .horizontal: .horizontal
            case .vertical: .vertical
            }
            let area = focusedArea
            try edit { try $0.settingLayout(layout, ofSplitHolding: $1, in: area) }
        case .flip: try edit { try $0.flipping(splitHolding: $1) }
        case .hide(let change):
            let area = focusedArea
            switch change {
            case .primary: try edit { try $0.hiding(.primary, ofSplitHolding: $1, in: area) }
            case .secondary: try edit { try $0.hiding(.secondary, ofSplitHolding: $1, in: area) }
            case .toggle: try edit { try $0.togglingHidden(ofSplitHolding: $1, in: area) }
            }
        case .priority(let change, let direction): try setPriority(change, toward: direction)
        case .min(let side, .fraction(let f), let direction): try set(.minFraction(side, f), toward: direction)
        case .min(let side, .pixels(let n), let direction): try set(.minPixels(side, n), toward: direction)
        case .dragToHide(let side, let change, let direction):
            let on = try change == .toggle ? !(targetSplit(toward: direction).split.constraints.dragToHide(side)) : change == .on
            try set(.dragToHide(side, on), toward: direction)
        case .collapse(let change, let direction):
            // `toggle` flips the forced value, whatever the size rule does meanwhile.
            let on = try change == .toggle ? !targetSplit(toward: direction).split.collapsed : change == .on
            try set(.collapsed(on), toward: direction)
        case .splitter(let change, let direction):
            let setting: SplitSetting = switch change {
            case .thickness(let n): .visibleThickness(n)
            case .color(let rgb): .color(rgb)
            case .inset(let n): .inset(n)
            case .hit(let n): .hitThickness(n)
            case .hidesWithSide(let hides): .hidesWithSide(hides)
            }
            try set(setting, toward: direction)
        case .equalize: focusedTree = try focusedTree.equalized(in: focusedArea)
        case .zoomToggle: try edit { try $0.togglingZoom($1) }
        case .float(let change):
            let window = try requireFocus()
            let floats = clients[window]?.kind == .floating
            try setFloating(window, change == .toggle ? !floats : change == .on, &out)
        case .fullscreen(let change):
            let window = try requireFocus()
            let on = clients[window]?.fullscreen == true
            setFullscreen(window, change == .toggle ? !on : change == .on, &out)
        case .close:
            let window = try requireFocus()
            out.effects.append(.close(window, politely: clients[window]?.deletesPolitely ?? false))
        case .kill: out.effects.append(.kill(try requireFocus()))
        case .exec(let text): out.effects.append(.spawn(text))
        case .reload: out.effects.append(.reload)
        case .restart: out.effects.append(.restart)
        case .quit: out.effects.append(.quit)
        case .sync: out.effects.append(.sync)
        case .saveLayout(let path): out.effects.append(.saveLayout(path))
        case .loadLayout(let path): out.effects.append(.loadLayout(path))
        case .workspace(let target): try switchWorkspace(target, &out)
        case .moveToWorkspace(let target): try moveToWorkspace(try requireFocus(), target, &out)
        case .moveWorkspaceToMonitor(let target): try moveWorkspace(toMonitor: target, &out)
        case .monitorsRefresh: out.effects.append(.refreshMonitors)
        case .moveToScratchpad: try moveToScratchpad(try requireFocus(), &out)
        case .scratchpadShow: try scratchpadShow(&out)
        case .mark(let name, let options): mark(try requireFocus(), name, options, &out)
        case .unmark(let name):
            // Without criteria, from every window (as i3's `unmark`).
            for window in clients.order { unmark(name, on: window, &out) }
        case .onWindows(let criteria, let command): try run(command, matching: criteria, &out)
        }
    }

    private static func changesTree(_ command: Command) -> Bool {
        switch command {
        case .swap, .move, .resize, .fraction, .layout, .flip, .hide, .equalize, .zoomToggle: true
        case .priority, .min, .dragToHide, .splitter, .collapse: true
        case .focus, .presel, .close, .kill, .exec, .reload, .restart, .quit, .sync, .float, .fullscreen: false
        // A load's change comes as its own event, which ends a drag itself.
        case .saveLayout, .loadLayout: false
        // They end a drag themselves when they change what is shown.
        case .workspace, .moveToWorkspace, .moveWorkspaceToMonitor, .monitorsRefresh: false
        // Each ends a drag itself when it takes a window out of a tree (or floats or tiles one).
        case .moveToScratchpad, .scratchpadShow, .mark, .unmark, .onWindows: false
        }
    }

    private func requireFocus() throws -> WindowID {
        guard let focused, clients[focused] != nil else { throw CommandFailure(description: "no window has focus") }
        return focused
    }

    private func requireTiledFocus() throws -> WindowID {
        let window = try requireFocus()
        guard focusedTree.contains(window) else { throw CommandFailure(description: "the focused window is not tiled") }
        return window
    }

    /// The split a per-split command acts on, by pre-order position, and the side of it the
    /// focused window is on: the split holding the focused window or, toward `direction`,
    /// the one whose splitter runs along the focused window's edge on that side (as a
    /// modifier+drag there would move it).
    private func targetSplit(toward direction: Direction?) throws -> (index: Int, split: Split, focusedSide: SplitSide) {
        let window = try requireTiledFocus()
        let index: Int, focusedSide: SplitSide
        if let direction {
            guard let found = focusedTree.splitIndex(bordering: window, toward: direction) else {
                throw CommandFailure(description: "no splitter runs along the focused window's \(Self.edge(direction)) edge")
            }
            index = found
            focusedSide = direction.side.other
        } else {
            guard let path = focusedTree.pathTo(window), let side = path.last, let found = focusedTree.splitIndex(at: Array(path.dropLast())) else {
                throw CommandFailure(description: "the focused window is alone: it has no split")
            }
            index = found
            focusedSide = side
        }
        guard let split = focusedTree.pathToSplit(index).flatMap(focusedTree.split(at:)) else {
            throw CommandFailure(description: "the focused window has no split there")
        }
        return (index, split, focusedSide)
    }

    private static func edge(_ direction: Direction) -> String {
        switch direction {
        case .left: "left"
        case .right: "right"
        case .up: "top"
        case .down: "bottom"
        }
    }

    /// Makes `setting` the own value of the split `targetSplit(toward:)` finds (kept across reloads).
    private mutating func set(_ setting: SplitSetting, toward direction: Direction?) throws {
        let index = try targetSplit(toward: direction).index
        focusedTree = try focusedTree.setting(setting, ofSplit: index, in: focusedArea)
        restoration.waitingLayout = nil   // as `edit`: the user arranges the windows now
    }

    /// `priority`: `toggle` goes none → the focused window's side → the other side → none.
    private mutating func setPriority(_ change: PriorityChange, toward direction: Direction?) throws {
        let side: SplitSide? = switch change {
        case .primary: .primary
        case .secondary: .secondary
        case .none: nil
        case .toggle:
            try {
                let target = try targetSplit(toward: direction)
                let own = target.focusedSide
                return switch target.split.constraints.priority {
                case nil: own
                case own: own.other
                default: nil
                }
            }()
        }
        try set(.priority(side), toward: direction)
    }

    /// Applies an edit of the tree around the focused window.
    private mutating func edit(_ change: (SplitTree<WindowID>, WindowID) throws -> SplitTree<WindowID>) throws {
        focusedTree = try change(focusedTree, try requireTiledFocus())
        restoration.waitingLayout = nil   // the user arranges the windows now; a saved layout must not undo that
    }
}
