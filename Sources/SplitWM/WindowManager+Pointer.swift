// The X edge of the pointer: which splitter or window a press means (X reports a press under
// a grab of ours on the root), motion compressed to the latest, crossings filtered to real ones.
import SplitState
import SplitEngine
import SplitX

extension WindowManager {
    func buttonPress(_ press: PointerEvent) {
        // A press inside a managed window, frozen by the click grab (`grabClicks`): it focuses
        // the window, then goes on to it.
        let clicked = state.clients[press.window] != nil ? press.window : nil
        // Always: a window let go since its press was frozen must not keep the pointer frozen
        // (with nothing frozen, X ignores it).
        defer { x.replayPointer(time: press.time) }
        let modifierHeld = press.window == x.root && press.state.modifiers.subtracting(x.lockModifiers()) == dragModifier
        if press.button == .left, clicked == nil, let splitter = splitterPressed(press) {
            dispatch(.splitterPress(splitter, at: press.rootPoint, time: press.time))
        } else if modifierHeld, let window = press.child, state.clients[window] != nil,
                  press.button == .left || press.button == .right {
            // The drag modifier with button 1 or 3 inside a window (the passive grab on the root;
            // under a grab of ours any press comes here, so the modifiers must be exactly it).
            dispatch(press.button == .left ? .modifierPress(window, at: press.rootPoint, time: press.time)
                                           : .modifierResizePress(window, at: press.rootPoint, time: press.time))
        } else if let clicked {
            dispatch(.windowPress(clicked, at: press.rootPoint, time: press.time))
        } else {
            dispatch(.otherPress(at: press.rootPoint, time: press.time))
        }
    }

    /// The split whose splitter `press` went down on. X reports a press on the splitter's
    /// input window, except while a grab of ours is active (a drag whose release is still
    /// queued, a passive grab): then it comes to the root, and where it happened decides,
    /// against the splitters as the user saw them (as the renderer last pushed them).
    private func splitterPressed(_ press: PointerEvent) -> SplitterName? {
        if let splitter = renderer.splitter(ofInputWindow: press.window) ?? press.child.flatMap(renderer.splitter(ofInputWindow:)) {
            return splitter
        }
        // A window above the tiles (floating, a dock) over a splitter's place takes the press.
        if let child = press.child, renderer.pushed.stack.contains(child) { return nil }
        return renderer.pushed.splitter(at: press.rootPoint)
    }

    /// The modifiers that, held with button 1 inside a window, drag its nearest splitter.
    var dragModifier: ModifierState { ModifierState(rawValue: UInt32(state.settings.dragModifier.rawValue)) }

    func buttonRelease(_ release: PointerEvent) {
        // Button 1 ends a splitter drag or a move, button 3 a resize.
        guard release.button == .left || release.button == .right else { return }
        dispatch(.buttonRelease(at: release.rootPoint, time: release.time))
    }

    func enterNotify(_ crossing: CrossingEvent) {
        guard crossing.mode == .normal, crossing.detail != .inferior else { return }
        dispatch(.enter(crossing.window, at: crossing.rootPoint, time: crossing.time))
    }
}
