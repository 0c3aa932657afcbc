// What the man page tests share: the repository's man/ directory, and groff and man run to completion.
import Foundation
import Testing

enum Repository {
    /// The repository root, found from this file's path (Tests/SplitManualTests/Support.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func manPath(_ fileName: String) -> URL { root.appendingPathComponent("man").appendingPathComponent(fileName) }
}

/// What a finished process said.
struct Finished {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs `executable` with `input` on its standard input to completion, capturing both outputs
/// (through files, so no pipe can fill up). A fixed locale and terminal width, so the rendering
/// does not depend on who runs the test.
func run(_ executable: String, _ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Finished {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("splitwm-man-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
    try Data(input.utf8).write(to: files[0])
    for file in files.dropFirst() { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "MANWIDTH": "80",
                           "HOME": directory.path].merging(environment) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: files[0])
    process.standardOutput = try FileHandle(forWritingTo: files[1])
    process.standardError = try FileHandle(forWritingTo: files[2])
    try process.run()
    process.waitUntilExit()
    return Finished(status: process.terminationStatus,
                    standardOutput: String(decoding: try Data(contentsOf: files[1]), as: UTF8.self),
                    standardError: String(decoding: try Data(contentsOf: files[2]), as: UTF8.self))
}

/// roff source rendered by groff's man macros to plain UTF-8 text (no bold or underline sequences),
/// with every warning on.
func groffText(_ source: String) throws -> Finished {
    try run("/usr/bin/groff", ["-ww", "-man", "-Tutf8", "-P-cbou"], input: source)
}

/// `text` with every run of blanks and line breaks made one space, for finding phrases a renderer wrapped.
func normalizingSpaces(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
}
