// What a config file gives: settings, key bindings and autostart commands, and its errors.
import SplitCommands

/// A key with modifiers, as a binding names it: `Mod4+Shift+h`.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public var modifiers: KeyModifiers
    /// The keysym name as written, e.g. "Return", "h" (X keysym names are case-sensitive).
    public var key: String

    public init(modifiers: KeyModifiers, key: String) {
        self.modifiers = modifiers
        self.key = key
    }

    /// `Mod4+Shift+h`: the modifiers in a fixed order, then the key.
    public var description: String {
        let names = modifiers.description
        return names.isEmpty ? key : names + "+" + key
    }
}

extension KeyModifiers: CustomStringConvertible {
    /// The modifier names, in the order people write them, and the aliases each accepts.
    static let names: [(modifier: KeyModifiers, name: String, aliases: [String])] = [
        (.mod4, "Mod4", ["super"]), (.mod1, "Mod1", ["alt"]), (.control, "Control", ["ctrl"]),
        (.shift, "Shift", []), (.mod2, "Mod2", []), (.mod3, "Mod3", []), (.mod5, "Mod5", []),
    ]

    /// The modifier a config names (case-insensitive, aliases included), or nil.
    public init?(name: some StringProtocol) {
        let lower = name.lowercased()
        guard let entry = Self.names.first(where: { $0.name.lowercased() == lower || $0.aliases.contains(lower) }) else {
            return nil
        }
        self = entry.modifier
    }

    /// The modifiers `parts` name (the words between `+` of `Mod4+Shift`), the first starting
    /// at byte `offset`; on a part that names none, where it starts and what it is.
    package static func parse(_ parts: some Sequence<Substring>, from offset: Int) -> Result<KeyModifiers, UnknownModifier> {
        var modifiers = KeyModifiers()
        var offset = offset
        for part in parts {
            guard let modifier = KeyModifiers(name: part) else { return .failure(UnknownModifier(offset: offset, name: part)) }
            modifiers.insert(modifier)
            offset += part.utf8.count + 1
        }
        return .success(modifiers)
    }

    /// `Mod4+Shift`; empty for no modifiers. Lock, which a config cannot name, shows as `Lock`.
    public var description: String {
        var parts = Self.names.filter { contains($0.modifier) }.map(\.name)
        if contains(.lock) { parts.append("Lock") }
        return parts.joined(separator: "+")
    }
}

/// A word where a modifier was expected: where it starts and what it is.
package struct UnknownModifier: Error {
    package var offset: Int
    package var name: Substring
}

/// One `bind` line: a chord and the commands it runs, in order.
public struct Binding: Hashable, Sendable {
    public var chord: KeyChord
    public var commands: [Command]
    /// The config line it came from, for messages (a failed grab names it).
    public var line: Int
    /// `bind --all-modes`: in force in every binding mode, not only outside them.
    public var inEveryMode: Bool

    public init(chord: KeyChord, commands: [Command], line: Int, inEveryMode: Bool = false) {
        self.chord = chord
        self.commands = commands
        self.line = line
        self.inEveryMode = inEveryMode
    }
}

/// A `mode NAME { … }` block: a binding mode, whose bindings replace the others while
/// `mode NAME` has it in force (as i3's: a resize mode where bare keys resize).
public struct BindingMode: Hashable, Sendable {
    public var name: String
    /// In file order; no two share a chord.
    public var bindings: [Binding]
    /// The line of its `mode` line.
    public var line: Int

    public init(name: String, bindings: [Binding], line: Int) {
        self.name = name
        self.bindings = bindings
        self.line = line
    }

    /// The name of the bindings outside every block, in force at start.
    public static let defaultName = "default"
}

/// A whole config: what `ConfigParser` returns when a file has no errors.
public struct Config: Hashable, Sendable {
    public var settings: Settings
    /// In file order; no two share a chord.
    public var bindings: [Binding]
    /// What runs once per session, in file order: `exec` lines' shell commands and
    /// `layout load` lines (only `.exec` and `.loadLayout`).
    public var autostart: [Command]
    /// The `mode NAME { … }` blocks, in file order (their names are also `settings.bindingModes`).
    public var modes: [BindingMode]

    public init(settings: Settings = Settings(), bindings: [Binding] = [], autostart: [Command] = [], modes: [BindingMode] = []) {
        self.settings = settings
        self.bindings = bindings
        self.autostart = autostart
        self.modes = modes
    }

    /// The bindings in force in the binding mode called `mode`: outside every block for
    /// `default` (or a mode the config lacks); else that block's, with the `--all-modes` ones
    /// whose chord the block does not bind itself.
    public func bindings(inMode mode: String) -> [Binding] {
        guard let block = modes.first(where: { $0.name == mode }) else { return bindings }
        let own = Set(block.bindings.map(\.chord))
        return block.bindings + bindings.filter { $0.inEveryMode && !own.contains($0.chord) }
    }

    /// This config without its key bindings, its binding modes and what the settings take from
    /// them: the built-in default under a user's bspwmrc, where the keyboard is sxhkd's, whose
    /// grabs of the same chords would fail while splitwm held them.
    public var withoutKeyBindings: Config {
        var config = self
        config.bindings = []
        config.modes = []
        config.settings.bindingModes = []
        config.settings.boundWorkspaces = []
        return config
    }

    /// The commands each chord runs.
    public var keymap: [KeyChord: [Command]] {
        Dictionary(bindings.map { ($0.chord, $0.commands) }, uniquingKeysWith: { first, _ in first })
    }
}

/// One problem in a config file, located.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in Unicode scalars.
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, as compilers write it.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Every problem found in a config file, in file order (at most `ConfigParser.maximumErrors`
/// and one saying that it stopped).
public struct ConfigErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [ConfigError]

    public init(errors: [ConfigError]) { self.errors = errors }

    /// One error per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
