// splitctl's completions as data: what the grammar reads from the command table, that every word it
// offers is one the parser takes there, and that the committed scripts are the generated ones.
import Foundation
import SplitCommands
@testable import SplitCompletion
import Testing

@Suite struct CompletionGrammarTests {
    /// Set SPLITWM_WRITE_COMPLETIONS=1 to write the generated scripts into completions/ (after a
    /// command changed); the test then checks what it wrote.
    @Test func theCommittedScriptsAreTheGeneratedOnes() throws {
        if ProcessInfo.processInfo.environment["SPLITWM_WRITE_COMPLETIONS"] == "1" {
            try FileManager.default.createDirectory(at: Repository.root.appendingPathComponent("completions"),
                                                    withIntermediateDirectories: true)
            for file in ShellCompletion.files {
                try Data(file.text.utf8).write(to: Repository.root.appendingPathComponent(file.path))
            }
        }
        for file in ShellCompletion.files {
            #expect(try Repository.text(file.path) == file.text,
                    "\(file.path) differs from the generated script: SPLITWM_WRITE_COMPLETIONS=1 swift test --filter Completion")
        }
    }

    @Test func everyCommandOfTheTableIsInEveryScript() {
        let firstWords = Set(CompletionGrammar.forms.compactMap { $0.first?.words.first })
        for command in CommandTable.commands {
            #expect(firstWords.contains(command.name), "\(command.name) has no form")
        }
        for form in ShellCompletion.encodedForms {
            for file in ShellCompletion.files {
                #expect(file.text.contains("'\(form)'"), "\(file.path) lacks \(form)")
            }
        }
        for file in ShellCompletion.files {
            for command in CommandTable.commands {
                #expect(file.text.contains("'\(command.name)"), "\(file.path) lacks \(command.name)")
            }
        }
    }

    @Test func everyRequestWordHasADescriptionAndNoOtherDoes() {
        let firstWords = CompletionGrammar.forms.compactMap { $0.first?.words.first }
        var unique: [String] = []
        for word in firstWords where !unique.contains(word) { unique.append(word) }
        #expect(CompletionGrammar.descriptions.map(\.word) == unique)
        for entry in CompletionGrammar.descriptions {
            #expect(!entry.description.isEmpty && !entry.description.contains("`") && entry.description.count <= CompletionGrammar.summaryLength + 1,
                    "\(entry.word): \(entry.description)")
        }
        #expect(CompletionGrammar.descriptions.first { $0.word == "focus" }?.description
                    == "Focus the nearest window in that direction.")
    }

    @Test func theOverridesStandForTheSyntaxTheyWereWrittenFor() {
        for (name, override) in CompletionGrammar.overrides {
            #expect(CommandTable.byName[name]?.syntax == override.syntax,
                    "the syntax of \(name) changed: check its forms in CompletionGrammar.overrides")
        }
    }

    @Test func aSyntaxLineReadsIntoFormsWithTheSourcesOfItsNames() {
        func sources(_ line: String) -> [[CompletionSource]] {
            CompletionGrammar.forms(ofSyntax: line).map { $0.last?.sources ?? [] }
        }
        #expect(sources("workspace N|NAME|next|prev|back-and-forth") == [[.workspace]])
        #expect(sources("move workspace to monitor left|right|up|down|NAME") == [[.monitor]])
        #expect(sources("mark NAME") == [[.any]])
        #expect(sources("layout save PATH") == [[.file]])
        #expect(sources("focus ID") == [[.window]])
        // Criteria before a command are the scripts' business, not a form's.
        #expect(CompletionGrammar.forms(ofSyntax: "[CRITERIA] focus").map { $0.map(\.encoded) } == [["focus"]])
        #expect(CompletionGrammar.forms(ofSyntax: "mark [--add] [--toggle] NAME").map { $0.map(\.encoded) }
                    == [["mark", "@any"], ["mark", "--toggle", "@any"], ["mark", "--add", "@any"], ["mark", "--add", "--toggle", "@any"]])
        let optional = CompletionGrammar.forms(ofSyntax: "priority primary|none [left|right]")
        #expect(optional.map { $0.map(\.encoded) } == [["priority", "primary|none"], ["priority", "primary|none", "left|right"]])
        #expect(CompletionSlot(words: ["on"], sources: []).accepts("on"))
        #expect(!CompletionSlot(words: ["on"], sources: []).accepts("of"))
        #expect(CompletionSlot(words: ["next"], sources: [.workspace]).accepts("web"))
    }

    /// Values to put where a form takes any word: one of them fits each value the commands take.
    static let samples = ["2", "0.3", "40", "web", "/tmp/layout.json", "#81a1c1", "yes", "xterm", "640x480+0+0"]

    /// Every fixed word of every form, at its place, is part of a request the parser accepts:
    /// completion never offers a word the command language rejects there.
    @Test func everyWordOfferedIsOneTheParserAccepts() {
        for form in CompletionGrammar.commandForms + CompletionGrammar.requestForms {
            guard let name = form.first?.words.first, !["save", "load", "help"].contains(name) else { continue }
            let choices = form.map { $0.words + ($0.sources.isEmpty ? [] : Self.samples) }
            var accepted: [Set<String>] = Array(repeating: [], count: form.count)
            Self.eachRequest(choices) { words in
                let line = words.joined(separator: " ")
                // A form from `[CRITERIA] focus` parses after criteria.
                let criteria = CompletionGrammar.criteriaKeys.first.map { "[\($0)=1] " }
                if (try? CommandParser.parseRequest(line)) != nil
                    || criteria.map({ (try? CommandParser.parseRequest($0 + line)) != nil }) == true {
                    for (index, word) in words.enumerated() { accepted[index].insert(word) }
                }
            }
            for (index, slot) in form.enumerated() {
                for word in slot.words {
                    #expect(accepted[index].contains(word),
                            "\(form.map(\.encoded).joined(separator: " ")): no request with \(word) at word \(index + 1) parses")
                }
            }
        }
    }

    /// Calls `body` with each request made of one choice per word.
    static func eachRequest(_ choices: [[String]], prefix: [String] = [], _ body: ([String]) -> Void) {
        guard prefix.count < choices.count else { return body(prefix) }
        for choice in choices[prefix.count] { eachRequest(choices, prefix: prefix + [choice], body) }
    }
}
