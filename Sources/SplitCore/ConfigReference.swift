// The command and settings reference in Markdown, generated from the tables the parsers use,
// so the README (which holds this text verbatim, checked by a test) cannot drift from the code.

public enum ConfigReference {
    /// Two tables: every command with its syntax, and every setting with its value syntax and
    /// default (the value `Settings()` holds).
    public static let markdown: String = {
        var lines = [
            "| Command | What it does |",
            "|---|---|",
        ]
        for command in CommandTable.commands {
            // A command of several forms has one per line, each its own code span.
            let syntax = command.syntax.split(separator: "\n").map { code(String($0)) }.joined(separator: "<br>")
            lines.append("| \(syntax) | \(command.doc) |")
        }
        lines.append("| \(code(CommandTable.criteria.syntax)) | \(CommandTable.criteria.doc) |")
        lines += [
            "",
            "| Setting | Value | Default | What it does |",
            "|---|---|---|---|",
        ]
        let defaults = Settings()
        for setting in SettingTable.settings {
            let value = code(setting.value) + (setting.range.map { " (\($0))" } ?? "")
            lines.append("| \(code(setting.name)) | \(value) | \(code(setting.format(defaults))) | \(setting.doc) |")
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
