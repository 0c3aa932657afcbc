// Seeded fuzzing: thousands of mutated default configs, random configs, random rule lines and
// random command lines per run. None may trap or hang; each must parse, or fail with errors
// located inside the text (line within the file, column within the line), and what parses
// must round-trip.
import PropertyBased
import PropertyTestSupport
import SplitCommands
import SplitConfig
import Testing

/// What every parse result must satisfy; nil when it does, else what went wrong.
enum Invariants {
    /// The problem with what `text` parses to (nil when none), and whether it parsed.
    static func config(_ text: String) -> (problem: String?, parsed: Bool) {
        let result = parseConfig(text)
        if case .success = result { return (problem(text, result), true) }
        return (problem(text, result), false)
    }

    static func problem(_ text: String, _ result: Result<Config, ConfigErrors>) -> String? {
        // Split on scalars: a String's Characters join "\r\n" into one.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        if lines[0].first == "\u{FEFF}" { lines[0].removeFirst() }
        switch result {
        case .success(let config):
            for binding in config.bindings + config.modes.flatMap(\.bindings) {
                guard (1...lines.count).contains(binding.line) else { return "binding on line \(binding.line) of \(lines.count)" }
                for command in binding.commands where (try? CommandParser.parse(command.description)) != [command] {
                    return "bound command \(String(reflecting: command)) does not round-trip"
                }
            }
            for rule in config.settings.rules {
                guard (1...lines.count).contains(rule.line) else { return "rule on line \(rule.line) of \(lines.count)" }
                // Its text, alone on a line, reads back as the same rule (unless a variable
                // it names is defined elsewhere in the file).
                guard !rule.text.contains("$") else { continue }
                var alone = try? parseConfig("rule " + rule.text).get().settings.rules
                alone?.indices.forEach { alone?[$0].line = rule.line }
                guard alone == [rule] else { return "rule \(rule.text.debugDescription) does not read back alone" }
            }
            return nil
        case .failure(let errors):
            guard !errors.errors.isEmpty, errors.errors.count <= ConfigParser.maximumErrors + 1 else {
                return "\(errors.errors.count) errors"
            }
            var previous = 0
            for error in errors.errors {
                guard (1...lines.count).contains(error.line), error.line >= previous else { return "bad line: \(error)" }
                var length = lines[error.line - 1].count
                if lines[error.line - 1].last == "\r" { length -= 1 }
                guard error.column >= 1, error.column <= length + 1 else { return "bad column (line has \(length)): \(error)" }
                guard !error.message.isEmpty, !error.message.contains("\n") else { return "bad message: \(error)" }
                previous = error.line
            }
            return nil
        }
    }

    static func commands(_ text: String) -> String? {
        do {
            for command in try CommandParser.parse(text) where (try? CommandParser.parse(command.description)) != [command] {
                return "\(String(reflecting: command)) does not round-trip"
            }
            return nil
        } catch {
            let length = text.unicodeScalars.count
            guard error.column >= 1, error.column <= length + 1 else { return "column \(error.column) of \(length): \(error)" }
            guard error.word.unicodeScalars.count <= 41, !error.description.contains("\n") else { return "bad error \(error)" }
            return nil
        }
    }
}

/// Mutations of config text, on Unicode scalars (a Swift string cannot hold invalid UTF-8;
/// the caller decodes files with replacement characters).
enum Mutation {
    static let interesting: [Unicode.Scalar] = Array(" \t\n\r;'\"\\$#+-.0123456789abhjklxyzMSR{}()é€😀\u{0}\u{FEFF}\u{7}".unicodeScalars)
    static let words = [
        "set", "bind", "exec", "$mod", "$x", "$$", "Mod4", "Shift+", "+", "focus", "left", "resize", "40", "fraction",
        "0.5", "presel", "cancel", "zoom", "toggle", "split-fraction", "border-width", "#88c0d0", "yes", "no", ";", "'",
        "\"", "\\", "collapse-below", "drag-modifier", "Return", "exec echo", "1e-3", "-1", "99999999999",
        "rule", "class=", "title~", "role=", "type=dialog", "class=Fire*", "title~^a(b|c)$", "[a-z]", "[!", "(", "float",
        "tile", "fullscreen", "hidden", "place", "right", "'a b'", "=", "~",
    ]

    static func scalar(_ rng: inout Xoshiro) -> Unicode.Scalar {
        Int.random(in: 0..<4, using: &rng) == 0
            ? Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng))
            : interesting.randomElement(using: &rng)!
    }

    /// The start of the line holding `offset`.
    static func lineStart(_ text: [Unicode.Scalar], before offset: Int) -> Int {
        var i = min(offset, text.count)
        while i > 0, text[i - 1] != "\n" { i -= 1 }
        return i
    }

    /// A random line built from config words.
    static func randomLine(_ rng: inout Xoshiro) -> String {
        (0..<Int.random(in: 1...7, using: &rng)).map { _ in words.randomElement(using: &rng)! }
            .joined(separator: Bool.random(using: &rng) ? " " : "")
    }

    /// A rule line of criteria and actions, valid more often than not, mutated now and then.
    static func ruleLine(_ rng: inout Xoshiro) -> String {
        let criteria = ["class=mpv", "instance~^nav", "title='Save as'", #"title="a \"b\"""#, "role=pop*up", "type=dialog",
                        "type~menu", "class=[A-Z]*", #"title~\d+"#, "title~(", "class=[a", "klass=x", "title"]
        let actions = ["float", "tile", "fullscreen", "hidden", "place left", "place", "fraction 0.6", "fraction 2", "flaot"]
        var words = (0..<Int.random(in: 0...3, using: &rng)).map { _ in criteria.randomElement(using: &rng)! }
        words += (0..<Int.random(in: 0...3, using: &rng)).map { _ in actions.randomElement(using: &rng)! }
        var scalars = Array(("rule " + words.joined(separator: " ")).unicodeScalars)
        if Int.random(in: 0..<4, using: &rng) == 0 {
            scalars.insert(scalar(&rng), at: Int.random(in: 0...scalars.count, using: &rng))
        }
        return string(scalars)
    }

    static func mutate(_ text: inout [Unicode.Scalar], _ rng: inout Xoshiro) {
        let at = Int.random(in: 0...text.count, using: &rng)
        let lineStart = lineStart(text, before: at)
        switch Int.random(in: 0..<11, using: &rng) {
        case 0 where !text.isEmpty:
            let start = Int.random(in: 0..<text.count, using: &rng)
            text.removeSubrange(start..<min(text.count, start + Int.random(in: 1...20, using: &rng)))
        case 1: text.insert(contentsOf: (0..<Int.random(in: 1...10, using: &rng)).map { _ in scalar(&rng) }, at: at)
        case 2 where !text.isEmpty: text[Int.random(in: 0..<text.count, using: &rng)] = scalar(&rng)
        case 3: text.insert("\u{0}", at: at)
        case 4:
            // A huge line: a random piece repeated past the line limit.
            let piece = (0..<Int.random(in: 1...8, using: &rng)).map { _ in scalar(&rng) }.filter { $0 != "\n" }
            let count = Int.random(in: 3000...9000, using: &rng) / max(1, piece.count)
            text.insert(contentsOf: Array([[Unicode.Scalar]](repeating: piece, count: count).joined()) + ["\n"], at: lineStart)
        case 5:
            // Duplicate a line: duplicate settings and bindings.
            let end = text[lineStart...].firstIndex(of: "\n").map { $0 + 1 } ?? text.count
            text.insert(contentsOf: Array(text[lineStart..<end]) + (end == text.count ? ["\n"] : []), at: lineStart)
        case 6:
            // A chain of variables, doubling or not.
            let depth = Int.random(in: 2...60, using: &rng)
            let doubling = Bool.random(using: &rng)
            var chain = "set $z0 Mod4\n"
            for i in 1...depth { chain += "set $z\(i) $z\(i - 1)\(doubling ? "$z\(i - 1)" : "")\n" }
            chain += "bind $z\(depth)+h quit\n"
            text.insert(contentsOf: chain.unicodeScalars, at: lineStart)
        case 7: text.insert(["\r", "\u{FEFF}"].randomElement(using: &rng)!, at: at)
        case 8: text.insert(contentsOf: (randomLine(&rng) + "\n").unicodeScalars, at: lineStart)
        case 9:
            // Cut the text short: no final newline, a line ending mid-word.
            text.removeSubrange(at..<text.count)
        default:
            // Replace a word-sized piece with a config word.
            let end = min(text.count, at + Int.random(in: 0...8, using: &rng))
            text.replaceSubrange(at..<end, with: words.randomElement(using: &rng)!.unicodeScalars)
        }
    }

    static func string(_ scalars: [Unicode.Scalar]) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars)
        return String(s)
    }
}

/// The time limit only stops a hang; it is no speed check (a loaded machine took 58 s for
/// what a quiet one does in 15, and a one-minute limit failed there).
@Suite(.timeLimit(.minutes(10))) struct FuzzTests {
    @Test func mutatedDefaultConfigsParseOrFailWithLocatedErrors() {
        let original = Array(DefaultConfig.text.unicodeScalars)
        var failures: [String] = []
        var parsed = 0
        for index in 0..<2500 {
            var rng = caseGenerator(seed: 0xF022_0001, index: index)
            var text = original
            for _ in 0..<Int.random(in: 1...6, using: &rng) { Mutation.mutate(&text, &rng) }
            let string = Mutation.string(text)
            let (problem, didParse) = Invariants.config(string)
            if let problem, failures.count < 5 { failures.append("case \(index): \(problem)") }
            if didParse { parsed += 1 }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // Both outcomes are exercised.
        #expect(parsed > 100 && parsed < 2400, "\(parsed) of 2500 parsed")
    }

    @Test func randomConfigsParseOrFailWithLocatedErrors() {
        var failures: [String] = []
        for index in 0..<1500 {
            var rng = caseGenerator(seed: 0xF022_0002, index: index)
            var lines: [String] = []
            for _ in 0..<Int.random(in: 0...30, using: &rng) {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: lines.append("bind Mod4+\(["h", "x", "Return", "H"].randomElement(using: &rng)!) " + Mutation.randomLine(&rng))
                case 1: lines.append("set $\(["mod", "x", "a"].randomElement(using: &rng)!) " + Mutation.randomLine(&rng))
                case 2 where Bool.random(using: &rng): lines.append(Mutation.ruleLine(&rng))
                default: lines.append(Mutation.randomLine(&rng))
                }
            }
            let text = lines.joined(separator: ["\n", "\r\n"].randomElement(using: &rng)!)
            if let problem = Invariants.config(text).problem, failures.count < 5 { failures.append("case \(index): \(problem)\n\(text)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func randomRuleLinesParseOrFailWithLocatedErrors() {
        var failures: [String] = []
        var parsed = 0
        for index in 0..<3000 {
            var rng = caseGenerator(seed: 0xF022_0004, index: index)
            let text = (Bool.random(using: &rng) ? "\n" : "") + Mutation.ruleLine(&rng)
            let (problem, didParse) = Invariants.config(text)
            if let problem, failures.count < 5 { failures.append("case \(index): \(text.debugDescription): \(problem)") }
            if didParse { parsed += 1 }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(parsed > 300 && parsed < 2700, "\(parsed) of 3000 parsed")
    }

    @Test func randomCommandLinesParseOrFailWithLocatedErrors() {
        var failures: [String] = []
        var parsed = 0
        for index in 0..<6000 {
            var rng = caseGenerator(seed: 0xF022_0003, index: index)
            var text: String
            if Bool.random(using: &rng) {
                // Valid commands, then mutated.
                text = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Random.command(&rng).description }.joined(separator: "; ")
                var scalars = Array(text.unicodeScalars)
                for _ in 0..<Int.random(in: 0...2, using: &rng) {
                    let at = Int.random(in: 0...scalars.count, using: &rng)
                    if Bool.random(using: &rng), at < scalars.count { scalars.remove(at: at) } else { scalars.insert(Mutation.scalar(&rng), at: at) }
                }
                text = Mutation.string(scalars)
            } else {
                text = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Mutation.words.randomElement(using: &rng)! }.joined(separator: " ")
            }
            if let problem = Invariants.commands(text), failures.count < 5 { failures.append("case \(index): \(text.debugDescription): \(problem)") }
            if (try? CommandParser.parse(text)) != nil { parsed += 1 }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(parsed > 500 && parsed < 5500, "\(parsed) of 6000 parsed")
    }

    @Test func hugeHostileInputsAreBounded() {
        let megabyte = 1 << 20
        let inputs = [
            String(repeating: ";", count: megabyte - 1),
            String(repeating: "$", count: megabyte - 1),
            String(repeating: "\"", count: megabyte - 1),
            String(repeating: "\\", count: megabyte - 1),
            String(repeating: "a", count: megabyte - 1),
            String(repeating: "\n", count: megabyte - 1),
            String(repeating: "$$$$\n", count: megabyte / 5 - 1),
            String(repeating: "bind Mod4+h quit\n", count: megabyte / 17 - 1),
            String(repeating: "focus left;", count: megabyte / 11),
            // An eighth of the limit: each regex costs about 0.2 ms to compile in a debug build,
            // so a whole mebibyte of them would add seconds to every run and show nothing more.
            String(repeating: "rule title~(a*)*[b-z]+ class=[!x]*?* float\n", count: megabyte / 8 / 43),
            String(repeating: "rule " + String(repeating: "title=*[", count: 511) + "\n", count: megabyte / 4094 - 1),
        ]
        for input in inputs {
            #expect(Invariants.config(input).problem == nil)
            #expect(Invariants.commands(input) == nil)
        }
    }
}

