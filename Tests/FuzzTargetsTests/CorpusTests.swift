// Every file of the seed corpora (Fuzz/corpus/<target>/) through its fuzz target, in the plain
// test build: the seeds and the crashes fuzzing found (kept as seeds once fixed) stay handled
// without libFuzzer. A trap here is the crash the file once caused, or a new one.
import Foundation
import FuzzTargets
import Testing

struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/corpus").standardized

    @Test(arguments: FuzzTarget.allCases)
    func everySeedRunsThrough(_ target: FuzzTarget) throws {
        let directory = Self.corpus.appendingPathComponent(target.rawValue)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(!names.isEmpty, "no seeds in \(directory.path)")
        for name in names {
            target.run(Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }
}
