// Configs in tests without X: a keysym table standing in for `XStringToKeysym`, and the config
// parser with it. Shared by the config, i3 import and fuzz tests.
import SplitConfig

/// Keysym names the tests accept, standing in for `XStringToKeysym` (names are case-sensitive).
public enum Keysyms {
    public static let known: Set<String> = {
        var names: Set<String> = [
            "Return", "space", "Tab", "Escape", "BackSpace", "Delete", "Home", "End", "Prior", "Next",
            "Left", "Right", "Up", "Down", "minus", "equal", "plus", "comma", "period", "slash",
            "semicolon", "apostrophe", "grave", "bracketleft", "bracketright", "backslash", "Print",
        ]
        for c in "abcdefghijklmnopqrstuvwxyz" { names.insert(String(c)); names.insert(String(c).uppercased()) }
        for d in 0...9 { names.insert("\(d)") }
        for f in 1...12 { names.insert("F\(f)") }
        return names
    }()

    public static func isKnown(_ name: String) -> Bool { known.contains(name) }
}

/// Parses a config with the test keysym table.
public func parseConfig(_ text: String, file: String = "test.conf") -> Result<Config, ConfigErrors> {
    ConfigParser.parse(text, file: file, isKnownKey: Keysyms.isKnown)
}
