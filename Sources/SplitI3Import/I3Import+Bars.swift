// i3's `bar { … }` blocks as splitwm's `bar ID { … }` (BarTable.swift), directive for directive:
// what i3bar reads from GET_BAR_CONFIG carries over whole, so the same i3bar draws the same bar.
// A bar's id comes first in splitwm, so the ids are found before the lines are translated: an
// `id` line's, else i3's `bar-N`, N counting every bar block before it, named or not (i3's
// `cfg_bar_finish`). A button's command stays i3's: i3bar sends it to i3's socket, which reads
// i3's commands.
import SplitConfig
import SplitSyntax

/// Where a translation is in the bar blocks.
struct I3BarBlocks: Sendable {
    /// The bars' ids in file order; each `bar {` line takes the next.
    var ids: [String] = []
    var next = 0
    /// Inside a bar block, and inside its `colors { }` block.
    var inBar = false
    var inColors = false

    /// i3's directive in splitwm's words: `status_command` is `status-command`.
    static func dashed(_ word: String) -> String { String(word.map { $0 == "_" ? "-" : $0 }) }

    /// The id of each top-level `bar {` block of `lines`, as i3 names it.
    static func ids(in lines: [I3Line], variables: I3Variables) -> [String] {
        var ids: [String] = []
        var depth = 0
        var current: (index: Int, id: String?)?
        for line in lines {
            let text = I3Translator.withoutBraceComment(line.text)
            let (word, rest) = I3Syntax.head(text)
            if text == "}" {
                depth = max(0, depth - 1)
                if depth == 0, let bar = current {
                    ids.append(bar.id ?? "bar-\(bar.index)")
                    current = nil
                }
            } else if text.hasSuffix("{") {
                if depth == 0, word == "bar" { current = (ids.count, nil) }
                depth += 1
            } else if depth == 1, current != nil, word == "id" {
                var scanner = I3Scanner(variables.expanded(rest))
                current?.id = scanner.word()
            }
        }
        if let bar = current { ids.append(bar.id ?? "bar-\(bar.index)") }   // a file that ends inside the block
        return ids
    }
}

extension I3Translator {
    /// `bar {`: splitwm's `bar ID {`, its id found beforehand.
    mutating func barBlock(_ rest: String) throws(I3ImportFailure) -> I3Entry.Kind {
        let id = bars.next < bars.ids.count ? bars.ids[bars.next] : "bar-\(bars.next)"
        bars.next += 1
        guard I3Syntax.trimmed(rest) == "{" else {
            blocks.append("splitwm reads a bar block as bar {")
            throw I3ImportFailure("splitwm reads a bar block as bar {")
        }
        bars.inBar = true
        return .translated([Dollars.escaped("bar " + ShellQuoting.word(id) + " {")], notes: [])
    }

    /// A line inside a bar block (or its `colors { }`), as the bar's key.
    mutating func barLine(_ text: String) throws(I3ImportFailure) -> I3Entry.Kind {
        if text == "}" {
            if bars.inColors { bars.inColors = false } else { bars.inBar = false }
            return bars.inBar ? .translated([], notes: []) : .translated(["}"], notes: [])
        }
        let (word, rawRest) = I3Syntax.head(text)
        let rest = variables.expanded(rawRest)
        if bars.inColors { return try colorLine(word, rest) }
        /// The rest of the line as i3 reads a string (quotes removed).
        func string() throws(I3ImportFailure) -> String {
            var scanner = I3Scanner(rest)
            guard let value = scanner.lineString(), !value.isEmpty else { throw I3ImportFailure("no value") }
            return value
        }
        /// A number i3 allows `px` after.
        func pixels(_ value: String) -> String {
            value.split(separator: " ").filter { $0 != "px" }.map { $0.hasSuffix("px") ? $0.dropLast(2) : $0 }.joined(separator: " ")
        }
        func line(_ key: String, _ value: String) -> I3Entry.Kind { .translated([key + " " + Dollars.escaped(value)], notes: []) }
        switch word {
        case "colors":
            guard I3Syntax.trimmed(rest) == "{" else { throw I3ImportFailure("splitwm reads i3's colors block as colors {") }
            bars.inColors = true
            return .translated([], notes: [])
        case "id": return .writtenOut("the bar's id: splitwm names it on its bar line")
        case "set": throw I3ImportFailure("i3 ignores set lines inside a bar block")
        case "separator_symbol": return line("separator-symbol", ShellQuoting.word(try string()))
        case "i3bar_command", "status_command", "workspace_command", "socket_path", "font":
            return line(I3BarBlocks.dashed(word), try string())
        case "mode", "hidden_state", "position", "output", "tray_output":
            return line(I3BarBlocks.dashed(word), I3Syntax.trimmed(rest))
        case "binding_mode_indicator", "workspace_buttons", "strip_workspace_numbers", "strip_workspace_name", "verbose":
            // i3's boolstr: yes, true, on, enable, active and 1 are yes; anything else no.
            let yes = ["1", "yes", "true", "on", "enable", "active"].contains(I3Syntax.trimmed(rest).lowercased())
            return line(I3BarBlocks.dashed(word), yes ? "yes" : "no")
        case "tray_padding", "workspace_min_width", "height", "padding":
            return line(I3BarBlocks.dashed(word), pixels(I3Syntax.trimmed(rest)))
        case "modifier":
            let value = I3Syntax.trimmed(rest)
            return line("modifier", ["off", "none"].contains(value.lowercased()) ? "none" : value)
        case "wheel_up_cmd", "wheel_down_cmd":
            return .translated([Dollars.escaped("bind button\(word == "wheel_up_cmd" ? 4 : 5) " + (try string()))],
                               notes: ["i3 \(word): bindsym button\(word == "wheel_up_cmd" ? 4 : 5) in today's i3"])
        case "bindsym":
            // `bindsym [--release] buttonN [--release] COMMAND`.
            var words = I3Syntax.trimmed(rest).split(separator: " ", maxSplits: 1).map(String.init)
            var release = false
            while let first = words.first, first == "--release" {
                release = true
                words = words.count > 1 ? words[1].split(separator: " ", maxSplits: 1).map(String.init) : []
            }
            guard words.count == 2 else { throw I3ImportFailure("splitwm reads a bar's bindsym as bindsym buttonN COMMAND") }
            var command = I3Syntax.trimmed(words[1])
            if command.hasPrefix("--release ") {
                release = true
                command = I3Syntax.trimmed(command.dropFirst("--release ".count))
            }
            var scanner = I3Scanner(command)
            let text = scanner.lineString() ?? command
            return .translated([Dollars.escaped("bind " + (release ? "--release " : "") + words[0] + " " + text)], notes: [])
        default:
            throw I3ImportFailure("splitwm's bars have no \(Messages.quoted(word)) (docs/configuration.md lists a bar's keys)")
        }
    }

    /// A line of i3's `colors { }`: one colour, or a class's border, background and text (i3's
    /// older form gives a class's text and background only).
    private func colorLine(_ word: String, _ rest: String) throws(I3ImportFailure) -> I3Entry.Kind {
        let values = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let name = I3BarBlocks.dashed(word)
        if BarColor.classes.contains(name) {
            switch values.count {
            case 3: return .translated(["color \(name) \(values[0]) \(values[1]) \(values[2])"], notes: [])
            case 2:
                return .translated(["color \(name)-background \(values[1])", "color \(name)-text \(values[0])"],
                                   notes: ["i3 \(word) with two colours: its older form, text then background"])
            default: throw I3ImportFailure("i3 gives \(word) three colours (border, background, text)")
            }
        }
        guard values.count == 1 else { throw I3ImportFailure("i3 gives \(word) one colour") }
        return .translated(["color \(name) \(values[0])"], notes: [])
    }
}
