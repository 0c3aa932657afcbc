// The man pages: the committed files are the generator's output, groff and man render each without
// a warning, and what they render names every command, setting and request the code knows.
//
// After a change to the tables (a command, a setting, an option), regenerate man/ with
//   SPLITWM_WRITE_MAN=1 swift test --filter ManPageTests
import Foundation
import SplitCommands
import SplitConfig
import SplitIPC
@testable import SplitManual
import Testing

@Suite struct ManPageTests {
    static let writing = ProcessInfo.processInfo.environment["SPLITWM_WRITE_MAN"] == "1"

    @Test(arguments: ManPages.all.map(\.fileName))
    func theCommittedPageIsTheGeneratorsOutput(_ fileName: String) throws {
        let page = try #require(ManPages.all.first { $0.fileName == fileName })
        let path = Repository.manPath(fileName)
        if Self.writing { try Data(page.source.utf8).write(to: path, options: .atomic) }
        let committed = (try? String(contentsOf: path, encoding: .utf8)) ?? "(no file)"
        #expect(committed == page.source,
                "man/\(fileName) differs from the generator's output: run SPLITWM_WRITE_MAN=1 swift test --filter ManPageTests")
    }

    @Test(arguments: ManPages.all.map(\.fileName))
    func groffRendersThePageWithoutAWarning(_ fileName: String) throws {
        let page = try #require(ManPages.all.first { $0.fileName == fileName })
        for device in ["utf8", "ascii"] {
            let rendered = try run("/usr/bin/groff", ["-ww", "-z", "-man", "-T\(device)"], input: page.source)
            #expect(rendered.status == 0 && rendered.standardError.isEmpty, "groff -T\(device): \(rendered.standardError)")
        }
    }

    @Test(arguments: ManPages.all.map(\.fileName))
    func manRendersTheCommittedFile(_ fileName: String) throws {
        let page = try #require(ManPages.all.first { $0.fileName == fileName })
        // man-db's own pipeline (preconv, tbl, groff, the pager's formatting stripped), all warnings on.
        let rendered = try run("/usr/bin/man", ["--warnings=w", "-l", Repository.manPath(fileName).path])
        #expect(rendered.status == 0, "man -l exited \(rendered.status)")
        #expect(rendered.standardError.isEmpty, "\(rendered.standardError)")
        // In the C locale man renders for an ASCII terminal: every character needs a fallback there.
        let ascii = try run("/usr/bin/man", ["--warnings=w", "-l", Repository.manPath(fileName).path], environment: ["LANG": "C", "LC_ALL": "C"])
        #expect(ascii.status == 0 && ascii.standardError.isEmpty, "LC_ALL=C man -l: \(ascii.standardError)")
        #expect(ascii.standardOutput.unicodeScalars.allSatisfy { $0.isASCII }, "LC_ALL=C man -l shows non-ASCII")
        let text = normalizingSpaces(rendered.standardOutput)
        #expect(text.hasPrefix("\(page.name.uppercased())(\(page.section))"), "\(text.prefix(200))")
        #expect(text.contains("NAME \(page.name) - "), "\(text.prefix(300))")
    }

    @Test func makeInstallStagesThePagesWhereManFindsThemBySection() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("splitwm-man-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let install = try run("/usr/bin/make", ["-s", "-C", Repository.root.path, "install-man", "DESTDIR=\(root.path)", "PREFIX=/usr"])
        #expect(install.status == 0, "\(install.standardError)")
        let manual = root.appendingPathComponent("usr/share/man").path
        for (section, name, heading) in [("1", "splitwm", "SPLITWM(1)"), ("5", "splitwm", "SPLITWM(5)"), ("1", "splitctl", "SPLITCTL(1)")] {
            // What a user types (`man 5 splitwm`), against the staged tree only.
            let shown = try run("/usr/bin/man", ["--warnings=w", "-M", manual, section, name])
            #expect(shown.status == 0 && shown.standardError.isEmpty, "man \(section) \(name): \(shown.standardError)")
            #expect(shown.standardOutput.hasPrefix(heading), "man \(section) \(name): \(shown.standardOutput.prefix(100))")
            let compressed = try Data(contentsOf: root.appendingPathComponent("usr/share/man/man\(section)/\(name).\(section).gz"))
            #expect(compressed.starts(with: [0x1F, 0x8B]), "\(name).\(section).gz is gzip")
        }
        let uninstall = try run("/usr/bin/make", ["-s", "-C", Repository.root.path, "uninstall", "DESTDIR=\(root.path)", "PREFIX=/usr"])
        #expect(uninstall.status == 0, "\(uninstall.standardError)")
        let left = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".gz") } ?? []
        #expect(left.isEmpty, "left after uninstall: \(left)")
    }

    @Test func theConfigPageShowsEveryCommandFormAndEverySettingWithItsDefault() throws {
        let text = try rendered(ManPages.config)
        for command in ConfigReference.commands {
            for form in command.forms {
                #expect(text.contains(normalizingSpaces(form)), "command form \(form)")
            }
            #expect(text.contains(plain(command.doc)), "the doc of \(command.name)")
        }
        for setting in ConfigReference.settings {
            #expect(text.contains("\(setting.name) \(setting.value)"), "setting \(setting.name)")
            #expect(text.contains("Default: \(setting.defaultValue)."), "the default of \(setting.name)")
            if let range = setting.range { #expect(text.contains("Range: \(range)."), "the range of \(setting.name)") }
        }
        for word in ConfigReference.lineKeywords + ConfigReference.ruleKeys + ConfigReference.ruleActions + ConfigReference.windowTypes {
            #expect(text.contains(word), "\(word)")
        }
        for line in ManPages.defaultBindingLines { #expect(text.contains(normalizingSpaces(line)), "default binding \(line)") }
        #expect(ManPages.defaultBindingLines.count > 60)
        #expect(text.contains("split-fraction F 0.05 to 0.95") == false)   // the range is a sentence of its own
        #expect(text.contains("split-fraction F The primary side's share of every new split"))
        #expect(text.contains("Range: 0.05 to 0.95. Default: 0.5."))
    }

    @Test func theSplitctlPageShowsEveryRequestOptionAndExample() throws {
        let text = try rendered(ManPages.splitctl)
        for form in ConfigReference.commands.flatMap(\.forms) { #expect(text.contains(normalizingSpaces(form)), "\(form)") }
        for target in QueryTarget.allCases {
            let doc = plain(ManPages.queryDocs[target.rawValue] ?? "")
            #expect(text.contains("query \(target.rawValue) \(doc.prefix(30))"), "query \(target)")
        }
        for topic in Topic.allCases {
            let doc = plain(ManPages.topicDocs[topic.rawValue] ?? "")
            #expect(text.contains("\(topic.rawValue) \(doc.prefix(30))"), "event \(topic)")
        }
        for option in SplitctlArguments.options where option.flags.hasPrefix("-") {
            #expect(text.contains(option.flags), "\(option.flags)")
        }
        for example in SplitctlArguments.examples { #expect(text.contains(example.command), "\(example.command)") }
        for status in ["0", "1", "2", "64"] { #expect(text.contains("EXIT STATUS") && text.contains(" \(status) "), "exit \(status)") }
    }

    @Test func theSplitwmPageShowsEveryOptionAndTheHelpsUsage() throws {
        let text = try rendered(ManPages.splitwm)
        for form in SplitWMArguments.usage { #expect(text.contains(form), "\(form)") }
        for option in SplitWMArguments.options {
            #expect(text.contains(option.flags), "\(option.flags)")
            #expect(text.contains(normalizingSpaces(option.doc.joined(separator: " ")).dropFirst()), "the doc of \(option.flags)")
        }
        for word in ["SIGTERM", "SIGINT", "SIGHUP", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "SPLITWM_SOCKET",
                     "DISPLAY", "display-N.json", "display-N.sock", " 64 "] {
            #expect(text.contains(word), "\(word)")
        }
    }

    /// A name the code lists (a query target, an event, a rule key or action, a line kind) that a
    /// helper added without a line in the generator shows as undocumented: this names it.
    @Test func everyNameTheCodeListsIsDocumented() {
        for page in ManPages.all {
            #expect(!page.source.contains(ManPages.undocumented), "\(page.fileName) has a name without its doc: add it in Sources/SplitManual")
        }
        for key in ConfigReference.ruleKeys { #expect(ManPages.ruleKeyDocs[key] != nil, "rule key \(key)") }
        for action in ConfigReference.ruleActions { #expect(ManPages.ruleActionDocs[action] != nil, "rule action \(action)") }
        for keyword in ConfigReference.lineKeywords { #expect(ManPages.lineDocs[keyword] != nil, "line \(keyword)") }
        for target in QueryTarget.allCases { #expect(ManPages.queryDocs[target.rawValue] != nil, "query \(target)") }
        for topic in Topic.allCases { #expect(ManPages.topicDocs[topic.rawValue] != nil, "event \(topic)") }
    }

    @Test func theHelpTextsAreBuiltFromTheSameOptionsAsThePages() {
        #expect(SplitWMArguments.help.contains("""
              --check-config  check the config file (PATH, or the one splitwm would read), print
                              every error, and exit: 0 when it has none, 1 otherwise
            """))
        #expect(SplitctlArguments.help.contains("""
              --socket PATH  the socket of splitwm
            """))
        #expect(SplitctlArguments.help.contains("  splitctl save work.json             (layout save /abs/path/work.json: the workspace's tree)\n"))
    }

    /// Markup as it reads rendered: without its backticks and `**`.
    private func plain(_ markup: String) -> String {
        normalizingSpaces(markup.filter { $0 != "`" }.split(separator: "**", omittingEmptySubsequences: false).joined())
    }

    /// The page as groff renders it, plain, with blanks and line breaks made single spaces.
    private func rendered(_ page: ManPage) throws -> String {
        let result = try groffText(page.source)
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        return normalizingSpaces(result.standardOutput)
    }
}
