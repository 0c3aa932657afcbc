// The key bindings in force and the passive grabs splitwm holds on the root for them (and
// for the drag modifier with buttons 1 and 3): new grabs are made before stale ones are
// released, so no press is lost during a keymap change.
import SplitCommands
import SplitConfig
import SplitState
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
/// changes), and the grabs held for them.
final class KeyBindings {
    private let x: XConnection
    private var commands: [BoundKey: [Command]] = [:]
    private(set) var bindings: [Binding] = []
    private var held = HeldGrabs()

    init(_ x: XConnection) { self.x = x }

    /// The commands bound to `keycode` with `modifiers` (lock keys left out); none when unbound.
    func commands(for keycode: UInt8, _ modifiers: ModifierState) -> [Command] {
        commands[BoundKey(keycode: keycode, modifiers: modifiers)] ?? []
    }

    /// Grabs every binding's key on the root; a key another client holds is named in the log.
    /// The new grabs are made before the ones no longer wanted are released, so a key pressed
    /// meanwhile (a keymap change arrives while the user types) always finds a grab.
    func grab(_ list: [Binding]) {
        let map = x.keyboardMap()
        var wanted: [(binding: Binding, grabs: [KeyGrab])] = []
        commands = [:]
        for binding in list {
            guard let symbol = KeySymbol(named: binding.chord.key) else { continue }
            let modifiers = ModifierState(rawValue: UInt32(binding.chord.modifiers.rawValue))
            for code in map.keycodes(for: symbol) { commands[BoundKey(keycode: code, modifiers: modifiers)] = binding.commands }
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
}
