// What splitctl's shell completions know of the request language, read from the tables the parsers
// use (CommandTable's syntax lines, QueryTarget, Topic), so a new command completes once the
// scripts are regenerated: each request's forms as a row of words to choose from.
import SplitCommands
import SplitSyntax

/// Where a word's choices come from when they are not fixed words.
public enum CompletionSource: String, Sendable, CaseIterable {
    /// Workspace names, from `query workspaces` at completion time.
    case workspace
    /// Monitor names, from `query monitors`.
    case monitor
    /// Window ids, from `query windows`.
    case window
    /// Paths of files (layout files, splitctl's `--socket`).
    case file
    /// Any word (a number, a colour, a command line): accepted, nothing offered.
    case any
}

/// One word of a request: the fixed words it may be, and the sources of others.
public struct CompletionSlot: Hashable, Sendable {
    public var words: [String]
    public var sources: [CompletionSource]

    /// Whether `word`, as typed, can fill this slot (a slot with a source takes any word).
    public func accepts(_ word: String) -> Bool {
        !sources.isEmpty || words.contains(word)
    }

    /// The slot as the scripts hold it: choices separated by `|`, sources as `@name`.
    var encoded: String {
        (words + sources.map { "@" + $0.rawValue }).joined(separator: "|")
    }
}

/// A row of slots; the first is the request's first word.
public typealias CompletionForm = [CompletionSlot]

public enum CompletionGrammar {
    /// Commands whose documented syntax is written for people in a way this reading cannot take
    /// (`layout toggle|…|save PATH`: a choice of several words), with the syntax they were written
    /// for: a test fails when that syntax changes, so an override cannot silently go stale.
    static let overrides: [String: (syntax: String, forms: [String])] = [
        "layout": (syntax: "layout toggle [split|all]|horizontal|vertical|splith|splitv|tabbed|stacking|save PATH|load PATH",
                   forms: ["layout toggle|horizontal|vertical|splith|splitv|tabbed|stacking", "layout toggle split|all",
                           "layout save|load PATH"]),
        "min": (syntax: "min primary|secondary F|PIXELS px" + CommandTable.onSplit,
                forms: ["min primary|secondary F" + CommandTable.onSplit,
                        "min primary|secondary PIXELS px" + CommandTable.onSplit]),
        "splitter": (syntax: "splitter thickness|inset|hit|color|hides-with-side VALUE" + CommandTable.onSplit,
                     forms: ["splitter thickness|inset|hit|color VALUE" + CommandTable.onSplit,
                             "splitter hides-with-side yes|no" + CommandTable.onSplit]),
    ]

    /// Every form of every command in the command table, in the table's order.
    public static let commandForms: [CompletionForm] = CommandTable.commands.flatMap { command in
        let lines = overrides[command.name]?.forms ?? command.syntax.split(separator: "\n").map(String.init)
        return lines.flatMap(forms(ofSyntax:))
    }

    /// What splitctl sends besides commands (`query`, `subscribe`), and its own request words
    /// (`save FILE`, `load FILE`, `help`).
    public static let requestForms: [CompletionForm] = {
        let query = "query " + QueryTarget.allCases.map(\.rawValue).joined(separator: "|")
        // `subscribe` takes one or more events: a form per count, up to one of each.
        let topics = Topic.allCases.map(\.rawValue).joined(separator: "|")
        let subscribe = (1...Topic.allCases.count).map { count in
            "subscribe" + String(repeating: " " + topics, count: count)
        }
        return ([query] + subscribe + ["save PATH", "load PATH", "help"]).flatMap(forms(ofSyntax:))
    }()

    /// Every form splitctl's completions offer.
    public static var forms: [CompletionForm] { commandForms + requestForms }

    /// The request words with a line on what each does, in the order they are offered.
    public static let descriptions: [(word: String, description: String)] = {
        var seen: Set<String> = []
        var out: [(word: String, description: String)] = []
        for command in CommandTable.commands where seen.insert(command.name).inserted {
            out.append((command.name, summary(of: command.doc)))
        }
        out += [
            ("query", "Print as JSON: " + QueryTarget.allCases.map(\.rawValue).joined(separator: ", ") + "."),
            ("subscribe", "Print one JSON line per event of these kinds until splitwm exits."),
            ("save", "Write the workspace's tree to a layout file (layout save)."),
            ("load", "Arrange the workspace as a layout file says (layout load)."),
            ("help", "Print splitctl's help."),
        ]
        return out
    }()

    /// The criteria keys a command may be given (`[class=Firefox] focus`), those the command
    /// parser takes: rules' keys, and a command's own `mark`, `id` and `urgent`. Asked of the parser, so the
    /// scripts offer criteria exactly when it reads them.
    public static let criteriaKeys: [String] = {
        var keys = RuleCriterion.Key.allCases.map(\.rawValue)
        for key in ["mark", "id"] where !keys.contains(key) { keys.append(key) }
        return keys.filter { key in
            // A value each key reads (a window type is one of EWMH's names, urgency latest or oldest).
            let value = key == "type" ? "normal" : key == "urgent" ? "latest" : key == "layer" ? "floating" : "1"
            return ["focus", "kill", "close"].contains { (try? CommandParser.parseRequest("[\(key)=\(value)] \($0)")) != nil }
        }
    }()

    /// Those of `keys` whose values are window ids.
    public static func windowCriteria(of keys: [String]) -> [String] { keys.filter { $0 == "id" } }

    /// splitctl's options, which come before the request.
    public static let options: [(option: String, description: String)] = [
        ("--socket", "The socket of splitwm."),
        ("--help", "Print the help and exit."),
        ("-h", "Print the help and exit."),
        ("--version", "Print the version and exit."),
        ("--", "End of the options: the request follows."),
    ]

    /// A line on what a command does, short enough for a menu: the first sentence of its
    /// documentation without Markdown's backticks, and of a long one, without its parentheses
    /// and what follows its first colon or semicolon.
    static func summary(of doc: String) -> String {
        var sentence = ""
        var previous: Character = " "
        for c in doc where c != "`" {
            // A sentence ends at a full stop before a space, not inside `e.g.` or a number.
            if previous == ".", c == " ", sentence.count > 12 { break }
            sentence.append(c)
            previous = c
        }
        guard sentence.count > summaryLength else { return sentence }
        var short = ""
        var depth = 0
        for c in sentence {
            if c == "(" { depth += 1; if short.last == " " { short.removeLast() } }
            if depth == 0 {
                if c == ":" || c == ";" { break }
                short.append(c)
            }
            if c == ")" { depth = max(0, depth - 1) }
        }
        while short.last == " " || short.last == "," { short.removeLast() }
        if short.count > summaryLength {
            short = String(short.prefix(summaryLength))
            while let last = short.last, last != " " { short.removeLast() }
            while short.last == " " || short.last == "," || short.last == "…" { short.removeLast() }
            return short + "…"
        }
        return short.hasSuffix(".") ? short : short + "."
    }

    /// The longest summary a menu is given, in characters.
    static let summaryLength = 80

    /// The forms one documented syntax line stands for: words separated by spaces, choices by
    /// `|`, an optional word in brackets (a form with it and one without), UPPERCASE words
    /// stand for values.
    /// Criteria before a command (`[CRITERIA] focus`) are left out: the scripts take them before
    /// any command.
    static func forms(ofSyntax line: String) -> [CompletionForm] {
        var forms: [CompletionForm] = [[]]
        var previous: CompletionSlot?
        var words = line.split(separator: " ").map(String.init)
        if let first = words.first, first.hasPrefix("["), first.hasSuffix("]"),
           source(ofPlaceholder: String(first.dropFirst()), after: nil) != nil {
            words.removeFirst()
        }
        for written in words {
            let optional = written.hasPrefix("[") && written.hasSuffix("]")
            let inner = optional ? String(written.dropFirst().dropLast()) : written
            var slot = CompletionSlot(words: [], sources: [])
            for choice in inner.split(separator: "|").map(String.init) {
                if let source = source(ofPlaceholder: choice, after: previous) {
                    if !slot.sources.contains(source) { slot.sources.append(source) }
                } else {
                    slot.words.append(choice)
                }
            }
            forms = forms.flatMap { form in optional ? [form, form + [slot]] : [form + [slot]] }
            previous = slot
        }
        return forms
    }

    /// The source of an UPPERCASE word, nil for a fixed word. A name is a workspace's after
    /// `workspace`, a monitor's after `monitor`; other values (numbers, colours, a mark's new
    /// name) are any word.
    static func source(ofPlaceholder word: String, after previous: CompletionSlot?) -> CompletionSource? {
        guard let first = word.unicodeScalars.first, ("A"..."Z").contains(first) else { return nil }
        switch word {
        case "PATH", "FILE": return .file
        case "ID", "WINDOW": return .window
        case "N", "NAME":
            if previous?.words.contains("monitor") == true { return .monitor }
            if previous?.words.contains("workspace") == true { return .workspace }
            return .any
        default: return .any
        }
    }
}
