// Applying a config: settings, key grabs and their commands; reloading it; restarting in place.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import SplitX
#if canImport(Glibc)
import Glibc
#endif

/// A grabbed key as a KeyPress reports it: the keycode (looked up from the server's current
/// mapping when grabbed) and the modifiers, lock keys left out.
struct BoundKey: Hashable {
    var keycode: UInt8
    var modifiers: ModifierState
}

/// The key bindings in force: each grabbed key's commands, the bindings they came from (to
/// grab again when the keymap changes), and the passive grabs held on the root.
struct KeyBindings {
    var commands: [BoundKey: [Command]] = [:]
    var bindings: [Binding] = []
    var held = HeldGrabs()
}

/// Why `reload` kept the previous config, in words for the user.
struct ReloadFailure: Error, CustomStringConvertible {
    var description: String
}

/// The passive grabs splitwm holds on the root: binding keys, and button 1 with the drag
/// modifier (each with every lock-key combination).
struct HeldGrabs {
    var keys: Set<KeyGrab> = []
    var dragModifier: Set<ModifierState> = []
}

extension WindowManager {
    /// Makes `config` the one in force: its settings, and its bindings grabbed.
    func apply(_ config: Config) {
        dispatch(.config(config.settings))
        motion.animator.settings = config.settings.animation
        grabKeys(config.bindings)
        grabDragModifier()
    }

    /// Grabs every binding's key on the root; a key another client holds is named in the log.
    /// The new grabs are made before the ones no longer wanted are released, so a key pressed
    /// meanwhile (a keymap change arrives while the user types) always finds a grab.
    func grabKeys(_ list: [Binding]) {
        let map = x.keyboardMap()
        var wanted: [(binding: Binding, grabs: [KeyGrab])] = []
        keys.commands = [:]
        for binding in list {
            guard let symbol = KeySymbol(named: binding.chord.key) else { continue }
            let modifiers = ModifierState(rawValue: UInt32(binding.chord.modifiers.rawValue))
            for code in map.keycodes(for: symbol) { keys.commands[BoundKey(keycode: code, modifiers: modifiers)] = binding.commands }
            wanted.append((binding, x.keyGrabs(for: symbol, modifiers: modifiers, in: map)))
        }
        let missing = wanted.filter { !Set($0.grabs).isSubset(of: keys.held.keys) }
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
        x.ungrabKeys(keys.held.keys.subtracting(now))
        keys.held.keys = now
        keys.bindings = list
    }

    func keyPress(_ key: KeyEvent) {
        let modifiers = key.state.modifiers.subtracting(x.lockModifiers())
        let commands = keys.commands[BoundKey(keycode: key.keycode, modifiers: modifiers)] ?? []
        if commands.isEmpty {
            Log.debug("key \(key.keycode) with modifiers \(modifiers.rawValue) (state \(key.state.rawValue)) on \(key.window): not bound")
        } else {
            Log.debug("key \(key.keycode) with modifiers \(modifiers.rawValue): \(commands)")
        }
        dispatch(.keyPress(time: key.time))   // the input clock
        if let failure = run(commands) { Log.info("binding: \(failure)") }
    }

    /// The keyboard or modifier map changed: keys and lock modifiers may sit elsewhere now.
    func mappingNotify() {
        Log.debug("keyboard mapping changed: grabbing the bindings again")
        grabKeys(keys.bindings)
        grabDragModifier()
    }

    /// Reads the config again. A broken one is reported (log and root window name) and the
    /// one in force stays: a typo never leaves the user without key bindings.
    func reload() throws {
        // Without --config, a file the user created since the start counts now.
        session.configSource = session.configSource.relocated
        switch session.configSource.load() {
        case .success(let config):
            apply(config)
            x.setRootName("splitwm")
            Log.info("reloaded \(session.configSource)")
        case .failure(let errors):
            for error in errors.errors { Log.info("\(error)") }
            let first = errors.errors.first.map { "\($0)" } ?? "unreadable"
            x.setRootName("splitwm: config error, kept the previous one: \(first)")
            throw ReloadFailure(description: "reload: \(errors.errors.count) error(s), kept the previous config; first: \(first)")
        }
    }

    /// Replaces this process with a fresh splitwm that finds every window and the whole tree
    /// as they are (through the state file). If the exec fails, this one keeps running.
    func restart() {
        // Everything queued first: a window whose MapRequest is waiting would otherwise be
        // neither mapped nor adopted by the new process.
        sync()
        saveStateIfChanged()
        closeIPC()   // the new process opens its own; this one's directory must not be left behind
        x.flush()
        setenv(Self.restartedVariable, "1", 1)
        let arguments = CommandLine.arguments
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        unsetenv(Self.restartedVariable)
        openIPC()
        Log.info("restart failed (\(reason)); still running")
    }
}
