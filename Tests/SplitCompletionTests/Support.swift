// What the completion tests share: the repository's files (the committed scripts).
import Foundation

enum Repository {
    /// The repository root, found from this file's path (Tests/SplitCompletionTests/Support.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
