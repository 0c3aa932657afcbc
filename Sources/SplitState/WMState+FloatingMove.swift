// i3's moves of the focused floating window by command: `move DIRECTION [N px|ppt]` and `move
// position X Y|center|mouse` (the geometry in FloatingPosition.swift, on the window's outer
// rectangle, border included, as i3 counts it), and the workspace a floating window joins when
// it ends up over another monitor (by command or by a drag).
import SplitCommands
import SplitEngine
import XModel

extension WMState {
    /// `move DIRECTION [N px|ppt]` on the focused floating window. As in i3, a step that would
    /// leave it on no monitor is not taken, and that is no failure.
    mutating func moveFocusedFloating(toward direction: Direction, by length: FloatingLength, _ out: inout Reaction) {
        guard let window = focused, let outer = outerFrame(of: window) else { return }
        reposition(window, to: outer.moved(toward: direction, by: length, on: outputs.focused.frame), &out)
    }

    /// `move position …` on the focused floating window; a tile, or a place on no monitor, is
    /// refused as i3 refuses them. `mouse` reads where the pointer was last seen, which the X
    /// edge asks the server for just before it hands over such a command.
    mutating func moveFocusedFloating(to position: FloatingPosition, _ out: inout Reaction) throws {
        guard focusedFloats, let window = focused, let outer = outerFrame(of: window) else {
            throw CommandFailure(description: "\(Command.movePosition(position)): the focused window is not floating (only a floating window has a position of its own)")
        }
        switch position {
        case .corner(let x, let y):
            guard reposition(window, to: outer.cornered(x: x, y: y, on: outputs.focused.frame), &out) else {
                throw CommandFailure(description: "\(Command.movePosition(position)): the window would be on no monitor")
            }
        case .centre(absolute: false):
            // i3 centres it on its workspace and leaves it there, wherever that reaches.
            setOuterFrame(of: window, to: outer.centred(on: focusedArea))
        case .centre(absolute: true):
            let frames = outputs.monitors.map(\.frame)
            let left = frames.map(\.x).min() ?? 0, top = frames.map(\.y).min() ?? 0
            let screen = Rect(x: left, y: top, width: (frames.map(\.maxX).max() ?? 0) - left, height: (frames.map(\.maxY).max() ?? 0) - top)
            setOuterFrame(of: window, to: outer.centred(on: screen))
            joinMonitorUnderCentre(window, &out)
        case .pointer:
            guard let point = input.lastPointer, let m = outputs.index(at: point) else {
                throw CommandFailure(description: "\(Command.movePosition(position)): the pointer is on no monitor")
            }
            reposition(window, to: outer.centred(under: Point(x: point.x, y: point.y), keptOn: outputs.monitors[m].frame), &out)
        }
    }

    /// A floating window that ends up with its centre over another monitor joins the workspace
    /// shown there, with the focus (as in i3, after a drag or a move by command).
    mutating func joinMonitorUnderCentre(_ window: WindowID, _ out: inout Reaction) {
        guard let frame = clients[window]?.frame,
              let m = outputs.index(at: PixelPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)),
              m != outputs.focusedIndex, let from = clients.workspace(of: window), from != shownWorkspace(on: m) else { return }
        try? send(window, toWorkspace: shownWorkspace(on: m), &out)
        moveFloating(window, to: outputs.keptReachable(frame))
        focus(window, &out)
    }

    /// Moves `window` to `outer` when any of it lies on a monitor (i3's `floating_reposition`),
    /// then lets it join the monitor under it; false, and nothing moves, otherwise.
    @discardableResult
    private mutating func reposition(_ window: WindowID, to outer: Rect, _ out: inout Reaction) -> Bool {
        guard outer.overlapsAny(of: outputs.monitors.map(\.frame)) else { return false }
        setOuterFrame(of: window, to: outer)
        joinMonitorUnderCentre(window, &out)
        return true
    }

    /// The floating window's rectangle with its border: where X puts its outer corner, and
    /// what i3 calls a floating container's rect.
    private func outerFrame(of window: WindowID) -> Rect? {
        guard let frame = clients[window]?.frame else { return nil }
        let border = settings.border.width
        return Rect(x: frame.x, y: frame.y, width: frame.width + 2 * border, height: frame.height + 2 * border)
    }

    /// Unlike i3, which lets a window go anywhere some of it shows, splitwm keeps its top edge
    /// on a monitor and a grip of it in reach, as after a drag (and as a restart would put it).
    private mutating func setOuterFrame(of window: WindowID, to outer: Rect) {
        guard let frame = clients[window]?.frame else { return }
        moveFloating(window, to: outputs.keptReachable(PixelRect(x: outer.x, y: outer.y, width: frame.width, height: frame.height)))
    }
}
