// The X edge of the keyboard and the pointer: the key bindings of every binding mode and those
// in force, the passive grabs splitwm holds on the root for them and for the drag modifier with
// buttons 1 and 3 (new grabs made before stale ones are released, so no press is lost during a
// keymap change or a change of mode), and what a key or button press means.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import SplitX

/// A grabbed key as a KeyPress reports it: the keycode (looked up from the server's current
/// mapping when grabbed) and the modifiers, lock keys left out.
struct BoundKey: Hashable {
    var keycode: UInt8
    var modifiers: ModifierState
}

/// The passive grabs splitwm holds on the root: binding keys, and buttons 1 and 3 with the drag
/// modifier (each with every lock-key combination).
struct HeldGrabs {
    var keys: Set<KeyGrab> = []
    var dragModifier: Set<ModifierState> = []
}

/// Each grabbed key's commands, the bindings they came from (to grab again when the keymap
/// changes), and the grabs held for them; what a press means.
final class InputEdge {
    private let x: XConnection
    private var bound: [BoundKey: Binding] = [:]
    private(set) var bindings: [Binding] = []
    private var held = HeldGrabs()
    /// The config's bindings, outside every mode block and in each.
    private var keymaps = Config()

    init(_ x: XConnection) { self.x = x }

    /// Keeps `config`'s bindings of every mode; none is grabbed until `grab(mode:)`.
    func take(_ config: Config) { keymaps = Config(bindings: config.bindings, modes: config.modes) }

    /// Grabs the bindings in force in the binding mode `mode` (`Config.bindings(inMode:)`),
    /// releasing the others.
    func grab(mode: String) { grab(keymaps.bindings(inMode: mode)) }

    /// Whether `key` is Escape, with any modifiers.
    func isEscape(_ key: KeyEvent) -> Bool { x.symbol(forKeycode: key.keycode) == Self.escape }

    private static let escape = KeySymbol(named: "Escape")

    /// The binding of the key `key` pressed (lock keys left out); nil when unbound.
    func binding(for key: KeyEvent) -> Binding? {
        let modifiers = key.state.modifiers.subtracting(x.lockModifiers())
        guard let binding = bound[BoundKey(keycode: key.keycode, modifiers: modifiers)] else {
            Log.debug("key \(key.keycode) with modifiers \(modifiers.rawValue) (state \(key.state.rawValue)) on \(key.window): not bound")
            return nil
        }
        Log.debug("key \(key.keycode) with modifiers \(modifiers.rawValue): \(binding.commands)")
        return binding
    }

    /// Grabs every binding's key on the root; a key another client holds is named in the log.
    /// The new grabs are made before the ones no longer wanted are released, so a key pressed
    /// meanwhile (a keymap change arrives while the user types) always finds a grab.
    func grab(_ list: [Binding]) {
        let map = x.keyboardMap()
        var wanted: [(binding: Binding, grabs: [KeyGrab])] = []
        bound = [:]
        for binding in list {
            guard let symbol = KeySymbol(named: binding.chord.key) else { continue }
            let modifiers = ModifierState(rawValue: UInt32(binding.chord.modifiers.rawValue))
            for code in map.keycodes(for: symbol) { bound[BoundKey(keycode: code, modifiers: modifiers)] = binding }
            wanted.append((binding, x.keyGrabs(for: symbol, modifiers: modifiers, in: map)))
        }
        let missing = wanted.filter { !Set($0.grabs).isSubset(of: held.keys) }
        var failed: Set<KeyGrab> = []
        if !x.grabKeys(missing.flatMap(\.grabs)).isEmpty {
            // Someone else holds some of them: find whose binding, one binding at a time.
            for (binding, grabs) in missing where !x.grabKeys(grabs).isEmpty {
                // None of its combinations stays ours: the ones that did succeed would otherwise
                // be held without being known, and never released.
                x.ungrabKeys(grabs)
                failed.formUnion(grabs)
                Log.info("line \(binding.line): another program holds \(binding.chord.key) with these modifiers; that binding will not fire")
            }
        }
        let now = Set(wanted.flatMap(\.grabs)).subtracting(failed)
        x.ungrabKeys(held.keys.subtracting(now))
        held.keys = now
        bindings = list
    }

    /// Passive grabs of the drag modifier with buttons 1 (splitters, moves) and 3 (resizing a
    /// floating window) on the root: they see presses in every window. As with keys, the new
    /// grabs come before the stale ones are released.
    func grabDragModifier(_ dragModifier: ModifierState) {
        let now = Set(x.lockCombinations(for: dragModifier))
        for button in [PointerButton.left, .right] {
            x.grabButton(button, modifiers: dragModifier, on: x.root, events: [.buttonPress, .buttonRelease, .buttonMotion])
            x.ungrabButton(button, modifierSets: held.dragModifier.subtracting(now), on: x.root)
        }
        held.dragModifier = now
    }

    /// The modifiers that, held with button 1 inside a window, drag its nearest splitter.
    static func dragModifier(_ settings: Settings) -> ModifierState { ModifierState(rawValue: UInt32(settings.dragModifier.rawValue)) }

    /// What `press` means to the state: a press on a splitter, the drag modifier with button 1
    /// or 3 inside a window, a click in a window, or a press elsewhere. `renderer` says where
    /// the splitters were as the user saw them.
    func event(for press: PointerEvent, state: WMState, renderer: Renderer) -> WMEvent {
        // A press inside a managed window, frozen by the click grab (`grabClicks`): it focuses
        // the window, then goes on to it. One on a waiting leaf's frame focuses the leaf.
        let clicked = state.clients.contains(press.window) ? press.window : renderer.wait(framedBy: press.window)?.leaf
        let modifierHeld = press.window == x.root && press.state.modifiers.subtracting(x.lockModifiers()) == Self.dragModifier(state.settings)
        if clicked == nil, let (window, gesture, group) = renderer.tabPress(press) {
            return .tabPress(window, gesture, group: group, at: press.rootPoint, time: press.time)
        } else if press.button == .left, clicked == nil, let splitter = splitterPressed(press, renderer: renderer) {
            return .splitterPress(splitter, at: press.rootPoint, time: press.time)
        } else if modifierHeld, let window = press.child, state.clients.contains(window),
                  press.button == .left || press.button == .right {
            // The drag modifier with button 1 or 3 inside a window (the passive grab on the root;
            // under a grab of ours any press comes here, so the modifiers must be exactly it).
            return press.button == .left ? .modifierPress(window, at: press.rootPoint, time: press.time)
                                         : .modifierResizePress(window, at: press.rootPoint, time: press.time)
        } else if let clicked {
            return .windowPress(clicked, at: press.rootPoint, time: press.time)
        } else {
            return .otherPress(at: press.rootPoint, time: press.time)
        }
    }

    /// The split whose splitter `press` went down on. X reports a press on the splitter's
    /// input window, except while a grab of ours is active (a drag whose release is still
    /// queued, a passive grab): then it comes to the root, and where it happened decides,
    /// against the splitters as the user saw them (as the renderer last pushed them).
    private func splitterPressed(_ press: PointerEvent, renderer: Renderer) -> SplitterName? {
        if let splitter = renderer.splitter(pressedOn: press.window, at: press.rootPoint)
            ?? press.child.flatMap({ renderer.splitter(pressedOn: $0, at: press.rootPoint) }) {
            return splitter
        }
        // A window above the tiles (floating, a dock) over a splitter's place takes the press.
        if let child = press.child, renderer.pushed.stack.contains(child) { return nil }
        return renderer.pushed.splitter(at: press.rootPoint)
    }
}
