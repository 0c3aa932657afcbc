// What a line on the IPC socket asks: commands, a query, or a subscription. One grammar with
// the command language: the same words, quoting and located errors, parsed once.
import SplitSyntax

/// One request line.
public enum Request: Hashable, Sendable {
    case commands([Command])
    case query(QueryTarget)
    case subscribe(Set<Topic>)
}

/// What `query` reads.
public enum QueryTarget: String, Hashable, Sendable, CaseIterable {
    /// The whole state document: the tree with every window (as the state file holds it).
    case tree
    /// Every managed window, in the order they were managed.
    case windows
    /// The focused window, or null.
    case focused
    /// The workspaces in order: name, number, monitor, shown, focused, windows.
    case workspaces
    /// The monitors: name, rectangle, tiling area, primary, the workspace shown, focused.
    case monitors
    /// The binding mode in force, and every mode the config has.
    case mode
}

/// What `subscribe` listens to.
public enum Topic: String, Hashable, Sendable, CaseIterable {
    case splitter, window, layout, workspace, monitor, mode
}

extension CommandParser {
    /// A socket line: `query WHAT`, `subscribe TOPIC…` (one or more), or commands.
    public static func parseRequest(_ text: some StringProtocol) throws(CommandError) -> Request {
        let bytes = Array(text.utf8)
        do { return try request(bytes) } catch { throw error.error(in: bytes) }
    }

    private static func request(_ b: [UInt8]) throws(ParseFailure) -> Request {
        let range = b.trimmingBlanks(0..<b.count)
        var nameEnd = range.lowerBound
        while nameEnd < range.upperBound, !ASCII.isBlank(b[nameEnd]) { nameEnd += 1 }
        let name = b.text(range.lowerBound..<nameEnd)
        guard name == "query" || name == "subscribe" else { return .commands(try parse(bytes: b, in: 0..<b.count)) }
        // A query or subscription is the whole line: no `;`, no quotes to honour.
        var arguments = Arguments(b.words(in: nameEnd..<range.upperBound), end: Word(text: "", offset: range.upperBound),
                                  owner: name, scope: "request")
        if name == "query" {
            let target = try arguments.choice(QueryTarget.self)
            try arguments.finish()
            return .query(target)
        }
        var topics: Set<Topic> = [try arguments.choice(Topic.self)]
        while arguments.hasMore { topics.insert(try arguments.choice(Topic.self)) }
        return .subscribe(topics)
    }
}
