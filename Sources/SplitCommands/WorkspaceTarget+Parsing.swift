// Workspace and monitor names as commands, rules and `workspace` config lines read them: the
// keywords a plain word may be, the quotes that make a keyword a name, and what a name may hold.
import SplitEngine
import SplitSyntax

/// The words that share a place with workspace and monitor names, and the names' limits.
package enum WorkspaceWords {
    /// The keywords after `workspace` and `move workspace`; written in quotes, they are names.
    package static let keywords: KeyValuePairs<String, WorkspaceTarget> = [
        "next": .next, "prev": .prev, "next-on-monitor": .nextOnMonitor, "prev-on-monitor": .prevOnMonitor, "back-and-forth": .backAndForth,
    ]
    /// The plain words a workspace name is quoted against: the keywords, and `to`, which after
    /// `move workspace` starts `to monitor`.
    package static let reserved: Set<String> = ["next", "prev", "next-on-monitor", "prev-on-monitor", "back-and-forth", "to"]
    /// The plain words a monitor name is quoted against.
    package static let directions = Set(Direction.allCases.map(\.rawValue))
    /// The numbers a config's `workspace` line accepts.
    package static let numbers = 1...99

    package static let expectedTarget = "a workspace number or name, next, prev, next-on-monitor, prev-on-monitor or back-and-forth"
    package static let expectedMonitor = "left, right, up, down or a monitor name"

    /// A workspace name as `rename workspace` writes it: quoted when it needs it or is `to`.
    package static func written(_ name: String) -> String { ShellQuoting.word(name, quotingAlso: ["to"]) }

    /// What a name would have to be when `name` cannot name a workspace or a monitor; nil when it can.
    package static func problem(with name: String) -> String? {
        if name.isEmpty { return "a name that is not empty" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a name without control characters"
        }
        return nil
    }
}

extension Arguments {
    /// `N|NAME|next|prev|next-on-monitor|prev-on-monitor|back-and-forth`, after `workspace`.
    package mutating func workspaceTarget() throws(ParseFailure) -> WorkspaceTarget {
        try workspaceTarget(try shellWord(expecting: WorkspaceWords.expectedTarget))
    }

    /// After `move workspace`: `N|NAME|next|prev|back-and-forth`, or `to monitor DIRECTION|NAME`
    /// (a plain `to` always starts the latter; `'to'` is a workspace).
    package mutating func workspaceMove() throws(ParseFailure) -> Command {
        let word = try shellWord(expecting: "a workspace number or name, next, prev, next-on-monitor, prev-on-monitor, back-and-forth or to monitor")
        guard word.isPlain, word.text == "to" else { return .moveToWorkspace(try workspaceTarget(word)) }
        _ = try choice(["monitor": ()])
        let monitor = try shellWord(expecting: WorkspaceWords.expectedMonitor)
        if monitor.isPlain, let direction = Direction(rawValue: monitor.text) { return .moveWorkspaceToMonitor(.direction(direction)) }
        return .moveWorkspaceToMonitor(.named(try name(monitor)))
    }

    /// After `rename workspace`: `to NEW` (the focused workspace) or `OLD to NEW`, read as i3
    /// reads them: `to X` alone renames the focused one (`to to` names it to), `to to X` the
    /// workspace to; a quoted `'to'` is a name only.
    package mutating func workspaceRename() throws(ParseFailure) -> Command {
        let first = try shellWord(expecting: "to NEW, or OLD to NEW")
        let keyword = { (word: ShellWord) in word.isPlain && word.text == "to" }
        if keyword(first) {
            let second = try shellWord(expecting: "the workspace's new name")
            guard hasMore else { return .renameWorkspace(from: nil, to: try name(second)) }
            guard keyword(second) else { throw failure(words[words.count - remaining], expected: "end of \(scope)") }
        } else {
            let to = try shellWord(expecting: "to")
            guard keyword(to) else { throw failure(to.written, expected: "to") }
        }
        let old = keyword(first) ? "to" : try name(first)
        return .renameWorkspace(from: old, to: try name(try shellWord(expecting: "the workspace's new name")))
    }

    private func workspaceTarget(_ word: ShellWord) throws(ParseFailure) -> WorkspaceTarget {
        if word.isPlain, let keyword = WorkspaceWords.keywords.first(where: { $0.key == word.text }) { return keyword.value }
        return .named(try name(word))
    }

    /// The word as a workspace or monitor name, or a failure at the word as written.
    package func name(_ word: ShellWord) throws(ParseFailure) -> String {
        if let expected = WorkspaceWords.problem(with: word.text) { throw failure(word.written, expected: expected) }
        return word.text
    }
}
