// Seeded property tests: every command's canonical text parses back to it, lists of commands
// joined with `;` parse back to the list, and random settings written as a config read back.
import PropertyBased
import PropertyTestSupport
import SplitCommands
@testable import SplitConfig
import SplitEngine
import Testing

@Suite struct RoundTripTests {
    @Test func everyCommandsTextParsesBackToIt() {
        var failures: [String] = []
        for index in 0..<3000 {
            var rng = caseGenerator(seed: 0xC0FF_EE01, index: index)
            let command = Random.command(&rng, workspaces: true, habits: true)
            let parsed = try? CommandParser.parse(command.description)
            if parsed != [command], failures.count < 5 {
                failures.append("case \(index): \(String(reflecting: command)) → \(command.description.debugDescription) → \(String(describing: parsed))")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Found by the `commands` and `request` fuzz targets: a quote followed by a combining mark
    /// (one Character in Swift) was written back unescaped, so the text no longer read back.
    @Test func aQuoteFollowedByACombiningMarkIsQuotedOnWriting() throws {
        let minimized = "workspace \"\"\"\"\"\"\"\"\"\"\\'\u{0596}"   // the fuzzer's input, minimized
        for text in [minimized, "workspace \"'\u{0652}x\"", "layout save \"/tmp/a'\u{0301}b.json\""] {
            let commands = try CommandParser.parse(text)
            #expect(commands.count == 1)
            for command in commands {
                #expect(try CommandParser.parse(command.description) == [command], "\(command.description.debugDescription)")
            }
        }
    }

    @Test func everyLayoutFilePathParsesBack() {
        // Any text after `/` or `~/` but NUL: blanks, quotes, `;`, `\\`, `$`, newlines, non-ASCII.
        let characters = Array("ab/ .-~;'\"\\$#*\t\né😀")
        var failures: [String] = []
        for index in 0..<2000 {
            var rng = caseGenerator(seed: 0xC0FF_EE05, index: index)
            let path = (Bool.random(using: &rng) ? "/" : "~/")
                + String((0..<Int.random(in: 0...12, using: &rng)).map { _ in characters.randomElement(using: &rng)! })
            for command in [Command.saveLayout(path: path), .loadLayout(path: path)] {
                let parsed = try? CommandParser.parse(command.description + "; sync")
                if parsed != [command, .sync], failures.count < 5 { failures.append("\(path.debugDescription) → \(command.description.debugDescription)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func commandListsJoinedWithSemicolonsParseBack() {
        var failures: [String] = []
        for index in 0..<1500 {
            var rng = caseGenerator(seed: 0xC0FF_EE02, index: index)
            let commands = (0..<Int.random(in: 1...6, using: &rng)).map { _ in Random.command(&rng, workspaces: true, habits: true) }
            let text = commands.map { Random.blanks(&rng) + $0.description + Random.blanks(&rng) }.joined(separator: ";")
            let parsed = try? CommandParser.parse(text)
            if parsed != commands, failures.count < 5 { failures.append("case \(index): \(text.debugDescription)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func commandsBoundInAConfigReadBack() throws {
        for index in 0..<300 {
            var rng = caseGenerator(seed: 0xC0FF_EE03, index: index)
            // `$` belongs to the config's variables, so exec strings here leave it out.
            let commands = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Random.command(&rng, workspaces: true) }
                .filter { if case .exec(let s) = $0 { !s.contains("$") } else { true } }
            guard !commands.isEmpty else { continue }
            let text = "bind Mod4+h " + commands.map(\.description).joined(separator: "; ")
            #expect(try config(text).bindings.first?.commands == commands, "case \(index): \(text)")
        }
    }

    @Test func everyWorkspaceNameParsesBackAfterEachCommandThatTakesOne() {
        var failures: [String] = []
        for index in 0..<2000 {
            var rng = caseGenerator(seed: 0xC0FF_EE06, index: index)
            let name = Random.name(&rng)
            for command in [Command.workspace(.named(name)), .moveToWorkspace(.named(name)), .moveWorkspaceToMonitor(.named(name))] {
                let parsed = try? CommandParser.parse(command.description + ";sync")
                if parsed != [command, .sync], failures.count < 5 { failures.append("\(name.debugDescription) → \(command.description.debugDescription)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func everyRuleActionsTextReadsBackInARule() throws {
        let sides = RuleSide.allCases
        for index in 0..<1000 {
            var rng = caseGenerator(seed: 0xC0FF_EE07, index: index)
            let actions: [RuleAction] = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                switch Int.random(in: 0..<9, using: &rng) {
                case 0: .float
                case 1: .fullscreen
                case 2: .hidden
                case 3: .place(Random.direction(&rng))
                case 4: .fraction(Double.random(in: 0.001...0.999, using: &rng))
                case 5: .split(.priority(Bool.random(using: &rng) ? nil : sides.randomElement(using: &rng)!))
                case 6: .split(.min(sides.randomElement(using: &rng)!,
                                    Bool.random(using: &rng) ? .pixels(.random(in: 0...65535, using: &rng)) : .fraction(.random(in: 0...0.95, using: &rng))))
                case 7: .split(.dragToHide(sides.randomElement(using: &rng)!, .random(using: &rng)))
                default: .workspace(Random.name(&rng))
                }
            }
            let text = "rule class=x " + actions.map(\.description).joined(separator: " ")
            #expect(try config(text).settings.rules.first?.actions == actions, "case \(index): \(text)")
        }
    }

    @Test func randomSettingsWrittenAsAConfigReadBack() throws {
        for index in 0..<500 {
            var rng = caseGenerator(seed: 0x5E77_1265, index: index)
            let settings = Random.settings(&rng)
            let text = SettingTable.canonical.shuffled(using: &rng).map { "\($0.name) \($0.format(settings))" }.joined(separator: "\n")
            let parsed = try config(text).settings
            #expect(parsed == settings, "case \(index):\n\(text)")
            if parsed != settings { break }
        }
    }

    @Test func theDefaultsWrittenAsAConfigReadBack() throws {
        let text = SettingTable.canonical.map { "\($0.name) \($0.format(Settings()))" }.joined(separator: "\n")
        #expect(try config(text).settings == Settings())
    }
}
