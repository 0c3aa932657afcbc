// What the SplitConfig tests share: a keysym table standing in for X and the repository's files.
// (The seeded random number generator is PropertyTestSupport's `caseGenerator`.)
import Foundation
import SplitConfig
import SplitSyntax

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

/// The errors of a config expected not to parse, as `line:column: message` lines.
func configErrors(_ text: String) -> [String] {
    switch parseConfig(text) {
    case .success: return ["(parsed without errors)"]
    case .failure(let errors): return errors.errors.map { "\($0.line):\($0.column): \($0.message)" }
    }
}

/// The config expected to parse (the errors are thrown otherwise).
func config(_ text: String) throws -> Config {
    try parseConfig(text).get()
}

/// The settings of a config made of `lines`.
func settings(_ lines: String...) throws -> Settings {
    try config(lines.joined(separator: "\n")).settings
}

enum Repository {
    /// The repository root, found from this file's path (Tests/SplitConfigTests/Support.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }
}
