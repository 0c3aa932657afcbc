// The name the desktop property tests' files (compiled here through Desktop/) use to reach their
// module's own functions past a shadowing member: `SplitDesktopTests.rules(…)` in Script.swift.
import SplitCore

enum SplitDesktopTests {
    static func rules(_ texts: [String]) -> [WindowRule] { FuzzTargets.rules(texts) }
}
