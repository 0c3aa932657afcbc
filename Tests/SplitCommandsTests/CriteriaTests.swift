// A command's criteria: what they select (the rules' criteria, with marks and window ids), and
// any pattern written back by `WindowCriteria.written` reading back exactly.
import PropertyTestSupport
@testable import SplitCommands
import SplitSyntax
import Testing

@Suite struct CriteriaTests {
    static let firefox = WindowFacts(className: "Firefox", instance: "Navigator", title: "Save as — Mozilla Firefox",
                                     role: "browser", types: ["normal"], marks: ["web", "main"], id: 0x1a0_0003)
    static let term = WindowFacts(className: "XTerm", instance: "xterm", title: "~", role: nil, types: ["normal"], marks: [], id: 7)

    @Test(arguments: [
        ("[class=Firefox]", true, false), ("[class=firefox]", false, false), ("[class~(?i)firefox]", true, false),
        ("[class=*]", true, true), ("[instance=xterm]", false, true), ("[title~'Save as']", true, false),
        ("[title=\"Save as*\" class=Firefox]", true, false), ("[title=\"Save as*\" class=XTerm]", false, false),
        ("[role=browser]", true, false), ("[role=*]", true, false), ("[type=normal]", true, true),
        ("[mark=web]", true, false), ("[con_mark=main]", true, false), ("[mark=we]", false, false), ("[mark~^w]", true, false),
        ("[mark=*]", true, false), ("[id=7]", false, true), ("[con_id=0x7]", false, true), ("[id=0x1a00003]", true, false),
        ("[id=27262979]", true, false),
    ])
    func criteriaSelectWhatTheySay(_ text: String, _ selectsFirefox: Bool, _ selectsTerm: Bool) throws {
        let criteria = try WindowCriteria(text)
        #expect(criteria.matches(Self.firefox) == selectsFirefox, "\(text)")
        #expect(criteria.matches(Self.term) == selectsTerm, "\(text)")
    }

    /// `workspace=` matches the name of the window's workspace (`__focused__`: the focused
    /// one, and nothing else however a workspace is called); a window on none matches no
    /// workspace criterion.
    @Test(arguments: [
        ("[workspace=2]", "2", false, true), ("[workspace=2]", "2: mail", false, false), ("[workspace~^2]", "2: mail", false, true),
        ("[workspace~mail]", "2: mail", false, true), ("[workspace='2: mail']", "2: mail", true, true),
        ("[workspace=__focused__]", "web", true, true), ("[workspace=__focused__]", "web", false, false),
        ("[workspace=__focused__]", "__focused__", false, true), ("[workspace=*]", nil, true, false),
    ] as [(String, String?, Bool, Bool)])
    func workspaceCriteriaMatchTheWorkspacesName(_ text: String, _ workspace: String?, _ focused: Bool, _ selects: Bool) throws {
        let facts = WindowFacts(className: "XTerm", workspace: workspace, workspaceFocused: focused)
        #expect(try WindowCriteria(text).matches(facts) == selects, "\(text) on \(workspace ?? "none")")
    }

    /// `urgent=` reads i3's words in any case as the latest or the oldest, and matches a window
    /// whose standing among the urgent ones says so.
    @Test(arguments: [
        ("[urgent=latest]", ["latest"], true, "latest"), ("[urgent=newest]", ["latest"], true, "latest"),
        ("[urgent=Recent]", ["latest"], true, "latest"), ("[urgent=LAST]", ["latest"], true, "latest"),
        ("[urgent=oldest]", ["latest"], false, "oldest"), ("[urgent=first]", ["oldest"], true, "oldest"),
        ("[urgent=oldest]", ["latest", "oldest"], true, "oldest"), ("[urgent=latest]", [], false, "latest"),
    ] as [(String, [String], Bool, String)])
    func urgentCriteriaMatchTheWindowsStanding(_ text: String, _ urgency: [String], _ selects: Bool, _ standing: String) throws {
        let criteria = try WindowCriteria(text)
        #expect(criteria.matches(WindowFacts(urgency: urgency)) == selects, "\(text) \(urgency)")
        // Written back as the word it stands for, which reads back the same.
        #expect(criteria.description == "[urgent=\(standing)]")
        #expect(try WindowCriteria(criteria.description) == criteria)
    }

    /// A value `urgent=` has no meaning for, or a regex, is an error naming it; a rule has no urgency.
    @Test func urgentTakesOnlyItsWords() throws {
        for text in ["[urgent=soon] focus", "[urgent~latest] focus", "[urgent=] focus"] {
            #expect(throws: CommandError.self, "\(text)") { try CommandParser.parse(text) }
        }
        do {
            _ = try CommandParser.parse("[urgent=soon] focus")
        } catch {
            #expect(error.message.contains("=soon") && error.message.contains("latest"), "\(error.message)")
        }
    }

    /// A title is only ever matched: criteria written with a title that holds a command select a window, nothing more.
    @Test func aTitleHoldingACommandIsOnlyText() throws {
        let title = "x]; exec touch /tmp/owned; quit"
        let commands = try CommandParser.parse("[title=\(WindowCriteria.written(title))] focus")
        #expect(commands.count == 1)
        guard case .onWindows(let criteria, .focus)? = commands.first else {
            Issue.record("\(commands)")
            return
        }
        #expect(criteria.matches(WindowFacts(title: title)))
        #expect(!criteria.matches(WindowFacts(title: "x")))
    }

    /// Any glob written by `written` reads back as the same glob, inside criteria and a
    /// command line (blanks, quotes, `;`, `]`, `\\`, `$`, `#`, wildcards, non-ASCII, nothing).
    @Test func everyWrittenPatternReadsBackExactly() throws {
        let characters = Array("ab *?;'\"\\]$#\té😀\u{301}")
        var failures: [String] = []
        for index in 0..<2000 {
            var rng = caseGenerator(seed: 0xC817_0001, index: index)
            let source = String((0..<Int.random(in: 0...8, using: &rng)).map { _ in characters.randomElement(using: &rng)! })
            guard let glob = try? Glob(source) else { continue }
            let text = "[title=\(WindowCriteria.written(source)) class=x] kill; sync"
            let parsed = try? CommandParser.parse(text)
            let expected = WindowCriteria([RuleCriterion(key: .title, pattern: .glob(glob)),
                                           RuleCriterion(key: .className, pattern: .glob(try Glob("x")))])
            if parsed != [.onWindows(expected, .kill), .sync], failures.count < 5 {
                failures.append("\(source.debugDescription) → \(text.debugDescription) → \(String(describing: parsed))")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
