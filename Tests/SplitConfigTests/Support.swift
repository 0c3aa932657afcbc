// What the SplitConfig tests share beside PropertyTestSupport's keysym table and parser
// (TestConfigs.swift): the errors and configs of a text, and the repository's files.
import Foundation
import PropertyTestSupport
import SplitConfig
import SplitSyntax

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
