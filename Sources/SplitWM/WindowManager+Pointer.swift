// The X edge of the pointer: which splitter or window a press means (X reports a press under
// a grab of ours on the root), motion compressed to the latest, crossings filtered to real ones.
import SplitDesktop
import SplitEngine
import SplitX

extension WindowManager {
    func buttonPress(_ press: PointerEvent) {
        guard press.button == .left else {
            dispatch(.otherPress(at: press.rootPoint, time: press.time))
            return
        }
        if let split = splitterPressed(press) {
            dispatch(.splitterPress(split: split, at: press.rootPoint, time: press.time))
        } else if press.window == x.root, let window = press.child, desktop.clients[window] != nil,
                  press.state.modifiers.subtracting(x.lockModifiers()) == dragModifier {
            // Modifier+button 1 inside a window (the passive grab on the root; under a grab of
            // ours any press comes here, so the modifiers must be the drag modifier exactly).
            dispatch(.modifierPress(window, at: press.rootPoint, time: press.time))
        } else {
            dispatch(.otherPress(at: press.rootPoint, time: press.time))
        }
    }

    /// The split whose splitter `press` went down on. X reports a press on the splitter's
    /// input window, except while a grab of ours is active (a drag whose release is still
    /// queued, a passive grab): then it comes to the root, and where it happened decides,
    /// against the splitters as the user saw them (as the renderer last pushed them).
    private func splitterPressed(_ press: PointerEvent) -> Int? {
        renderer.split(ofSplitterWindow: press.window)
            ?? press.child.flatMap(renderer.split(ofSplitterWindow:))
            ?? renderer.pushed.split(at: press.rootPoint)
    }

    /// The modifiers that, held with button 1 inside a window, drag its nearest splitter.
    var dragModifier: ModifierState { ModifierState(rawValue: UInt32(desktop.settings.dragModifier.rawValue)) }

    func buttonRelease(_ release: PointerEvent) {
        guard release.button == .left else { return }
        dispatch(.buttonRelease(at: release.rootPoint, time: release.time))
    }

    func enterNotify(_ crossing: CrossingEvent) {
        guard crossing.mode == .normal, crossing.detail != .inferior else { return }
        dispatch(.enter(crossing.window, at: crossing.rootPoint, time: crossing.time))
    }
}
