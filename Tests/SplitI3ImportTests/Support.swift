// What the i3 import tests share with SplitConfigTests: the keysym table standing in for X
// and the config parser (Tests/SplitConfigTests/Support.swift), and a mutation helper.
import SplitConfig

/// Keysym names the tests accept, standing in for `XStringToKeysym` (names are case-sensitive).
enum Keysyms {
    static let known: Set<String> = {
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

    static func isKnown(_ name: String) -> Bool { known.contains(name) }
}

/// Parses a config with the test keysym table.
func parseConfig(_ text: String, file: String = "test.conf") -> Result<Config, ConfigErrors> {
    ConfigParser.parse(text, file: file, isKnownKey: Keysyms.isKnown)
}

/// What the i3 fuzzing uses of SplitConfigTests' config mutations (FuzzTests.swift).
enum Mutation {
    static func string(_ scalars: [Unicode.Scalar]) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars)
        return String(s)
    }
}
