// The reference of the config language as the parsers' own tables hold it (commands, settings with
// their defaults, line kinds, rule keys and actions), for documentation: the Markdown tables of
// docs/configuration.md here (it holds them verbatim, checked by a test) and the man pages (SplitManual).
import SplitCommands
import SplitSyntax

public enum ConfigReference {
    /// One command as documented: `forms` is its syntax, one line per form (`move left|right|up|down`).
    public struct CommandEntry: Sendable {
        public let name: String
        public let forms: [String]
        /// Markdown-light: `code` in backticks, nothing else.
        public let doc: String
    }

    /// One setting as documented, with the default `Settings()` holds, written as a config line writes it.
    public struct SettingEntry: Sendable {
        public let name: String
        /// The value syntax, e.g. `F` or `yes|no`.
        public let value: String
        /// The values allowed when the syntax does not say, e.g. "0 to 100".
        public let range: String?
        public let defaultValue: String
        public let doc: String
    }

    public static let commands: [CommandEntry] = CommandTable.commands.map {
        CommandEntry(name: $0.name, forms: $0.syntax.split(separator: "\n").map(String.init), doc: $0.doc)
    }

    public static let settings: [SettingEntry] = {
        let defaults = Settings()
        return SettingTable.settings.map {
            SettingEntry(name: $0.name, value: $0.value, range: $0.range, defaultValue: $0.format(defaults), doc: $0.doc)
        }
    }()

    /// One key of a `bar ID { … }` block, with i3's directive for the same value.
    public struct BarKeyEntry: Sendable {
        public let name: String
        public let value: String
        public let i3Name: String
        public let doc: String
    }

    public static let barKeys: [BarKeyEntry] = BarTable.keys.map {
        BarKeyEntry(name: $0.name, value: $0.value, i3Name: $0.i3Name, doc: $0.doc)
    }

    /// The words a config line may start with besides a setting's name.
    public static let lineKeywords = ConfigParser.lineKeywords
    /// A rule criterion's keys (`class=…`), its actions' first words, and the window types `type` matches.
    public static let ruleKeys = WindowRule.keyNames
    public static let ruleActions = WindowRule.actionNames
    public static let windowTypes = WindowFacts.typeNames
    /// The types i3's `window_type` knows, which `window_type=` matches.
    public static let i3WindowTypes = WindowFacts.i3TypeNames

    /// Three tables: every command with its syntax, every setting with its value syntax and
    /// default (the value `Settings()` holds), and every key of a bar block.
    public static let markdown: String = {
        var lines = [
            "| Command | What it does |",
            "|---|---|",
        ]
        for command in commands {
            // A command of several forms has one per line, each its own code span.
            let syntax = command.forms.map(code).joined(separator: "<br>")
            lines.append("| \(syntax) | \(command.doc) |")
        }
        lines.append("| \(code(CommandTable.criteria.syntax)) | \(CommandTable.criteria.doc) |")
        lines += [
            "",
            "| Setting | Value | Default | What it does |",
            "|---|---|---|---|",
        ]
        for setting in settings {
            let value = code(setting.value) + (setting.range.map { " (\($0))" } ?? "")
            lines.append("| \(code(setting.name)) | \(value) | \(code(setting.defaultValue)) | \(setting.doc) |")
        }
        lines += [
            "",
            "| Bar key | Value | i3's | What it does |",
            "|---|---|---|---|",
        ]
        for key in barKeys {
            lines.append("| \(code(key.name)) | \(code(key.value)) | \(code(key.i3Name)) | \(key.doc) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// A code span inside a table cell: `|` escaped, as GitHub's tables need even in code.
    private static func code(_ text: String) -> String {
        "`" + text.escapingPipes + "`"
    }
}

private extension String {
    var escapingPipes: String {
        var out = ""
        for c in self {
            if c == "|" { out += "\\|" } else { out.append(c) }
        }
        return out
    }
}
