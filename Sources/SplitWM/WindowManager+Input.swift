// The window manager's side of the keyboard and the pointer: a press as the input edge
// (InputEdge.swift) reads it handed to the state, a bound key's commands run, crossings
// filtered to real ones, the grabs made again when the keymap changes.
import SplitState
import SplitEngine
import SplitX

extension WindowManager {
    /// A key press: the input clock, then Escape during a drag cancels it, else the binding's
    /// commands run (the driver decides, KeyPress).
    func keyPress(_ key: KeyEvent) {
        // Escape matters only during a drag: the keycode is looked up then alone.
        var press = KeyPress(time: key.time, isEscape: state.drag != nil && inputEdge.isEscape(key), commands: nil)
        let binding = press.cancelsDrag(in: state) ? nil : inputEdge.binding(for: key)
        press.commands = binding?.commands
        // The mode the binding was found in, before a `mode` command of its own changes it.
        let mode = state.bindingMode
        tellPointer(before: binding?.commands ?? [])
        if let failure = drive(.key(press)) { Log.info("binding: \(failure)") }
        // After its commands, as i3 tells it (a `mode` binding's mode event comes first).
        if let binding { ipc.bindingRan(binding, inMode: mode) }
    }

    /// The keyboard or modifier map changed: keys and lock modifiers may sit elsewhere now.
    func mappingNotify() {
        Log.debug("keyboard mapping changed: grabbing the bindings again")
        inputEdge.grab(inputEdge.bindings)
        inputEdge.grabDragModifier(dragModifier)
    }

    func buttonPress(_ press: PointerEvent) {
        // The click grab takes every button in one request (`grabClicks`); only buttons 1 to 3
        // focus the window, as when it took those alone: the wheel and the rest go on to it.
        if let button = press.button, button.rawValue > 3, state.clients.contains(press.window) { return x.replayPointer(time: press.time) }
        dispatch(inputEdge.event(for: press, state: state, renderer: renderer))
        // Always: a window let go since its press was frozen must not keep the pointer frozen
        // (with nothing frozen, X ignores it).
        x.replayPointer(time: press.time)
    }

    /// The modifiers that, held with button 1 inside a window, move it (a tile as `tiling-drag`
    /// says), and with button 3 resize it (a tile by its nearest splitter).
    var dragModifier: ModifierState { InputEdge.dragModifier(state.settings) }

    func buttonRelease(_ release: PointerEvent) {
        // Button 1 ends a splitter drag, a move or a tile's carry; button 3 a resize (of a
        // floating window, or a tile's nearest splitter).
        guard release.button == .left || release.button == .right else { return }
        dispatch(.buttonRelease(at: release.rootPoint, time: release.time))
    }

    func enterNotify(_ crossing: CrossingEvent) {
        guard crossing.mode == .normal, crossing.detail != .inferior else { return }
        if !state.clients.contains(crossing.window), let (tab, group) = renderer.tab(on: crossing.window, at: crossing.rootPoint) {
            dispatch(.enterBar(tab, group: group, at: crossing.rootPoint, time: crossing.time))
            return
        }
        dispatch(.enter(crossing.window, at: crossing.rootPoint, time: crossing.time))
    }
}
