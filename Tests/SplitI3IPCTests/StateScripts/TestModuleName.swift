// The name the state property tests' files (compiled here through the symlinks beside this one)
// use to reach their module's own functions past a shadowing member: `SplitStateTests.rules(…)`
// in Script.swift.
import SplitConfig

enum SplitStateTests {
    static func rules(_ texts: [String]) -> [WindowRule] { SplitI3IPCTests.rules(texts) }
}
