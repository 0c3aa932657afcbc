// The state file on disk without X: saved atomically, loaded back (the first format too), and
// a file that cannot be read set aside with where it broke. The document itself is tested
// without X in Tests/SplitStateTests/StateDocumentTests.swift.
import Foundation
import SplitState
import SplitEngine
@testable import SplitWM
import SplitX
import Testing

@Suite struct StateFileTests {
    /// A document of two windows side by side.
    static func document() -> StateDocument {
        let a = WindowID(rawValue: 0x40_0001), b = WindowID(rawValue: 0x60_0001)
        let tree = try! SplitTree<WindowID>(root: .split(Split(layout: .horizontal, fraction: 0.3), .leaf(a, minSize: .zero),
                                                         .leaf(b, minSize: .zero)))
        var windows: [WindowID: StateDocument.WindowEntry] = [:]
        for window in [a, b] {
            windows[window] = StateDocument.WindowEntry(identity: WindowIdentity(className: "XTerm", instance: "xterm", role: nil),
                                                   rect: nil)
        }
        let workspace = StateDocument.WorkspaceEntry(name: "1", number: 1, monitor: "screen", shown: true,
                                                area: Rect(x: 0, y: 0, width: 1920, height: 1080), tree: tree)
        return StateDocument(focusedWorkspace: workspace, workspaces: [workspace], focused: a, windows: windows, order: [a, b])
    }

    /// The first state file's format, three windows (Tests/Fixtures/state-file-version-1.json,
    /// which StateDocumentTests reads without X).
    static let firstFormat = try! String(contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0] + "/Tests/Fixtures/state-file-version-1.json",
                                         encoding: .utf8)

    @Test func theStateFileSavesAndLoadsAndSetsAsideWhatItCannotRead() throws {
        let path = "/tmp/splitwm-test-state-document-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json"
        defer { unlink(path); unlink(path + ".corrupt") }
        let file = StateFile(path: path)
        #expect(file.load() == nil)
        try file.save(Self.document())
        guard case .success(let saved)? = file.load() else { Issue.record("the saved state did not load"); return }
        #expect(saved.tree == Self.document().focusedWorkspace.tree)
        try StateFileTests.firstFormat.write(toFile: path, atomically: true, encoding: .utf8)
        guard case .success(let old)? = file.load() else { Issue.record("the first format did not load"); return }
        #expect(old.tree.leafCount == 3)
        try "{\"version\": 3, \"root\": {\"window\": -".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failure(let error)? = file.load() else { Issue.record("a truncated file loaded"); return }
        #expect("\(error)".contains("line 1, column 36: a number needs digits; moved to \(path).corrupt"), "\(error)")
        #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
