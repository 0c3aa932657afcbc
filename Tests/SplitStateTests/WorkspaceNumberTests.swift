// Workspaces known as i3 knows them: a workspace's number is the whole number its name starts
// with, one workspace per number however it is reached (a name, a number, a rule, a restart),
// and a name of its own kept whole.
import SplitCommands
import SplitConfig
import SplitState
import StateScriptSupport
import SplitEngine
import Testing
import XModel

@Suite struct WorkspaceNumberTests {
    static let screen = Rect(x: 0, y: 0, width: 1280, height: 800)

    @Test(arguments: [
        ("3", 3), ("3:web", 3), ("3: web", 3), ("7 \u{f121} code", 7), ("  12 mail", 12), ("0", 0), ("10x", 10),
        ("+3", 3), ("\n3", 3), ("00000000003", 3), ("3\u{20E3}", 3), ("2147483647", 2_147_483_647),
    ])
    func aNameThatStartsWithANumberHasThatNumber(name: String, number: Int) {
        #expect(Workspace.number(in: name) == number)
    }

    @Test(arguments: ["web", "web3", "", ":3", "-3", "+", "99999999999", "2147483648"])
    func aNameThatStartsWithNoWholeNumberHasNone(name: String) {
        #expect(Workspace.number(in: name) == nil)
    }

    @Test func aNamedNumberAndItsNumberAreOneWorkspaceWithTheNameKeptWhole() throws {
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        _ = try run("move workspace 3:web", on: &d)
        _ = try run("workspace 3", on: &d)
        #expect(WorkspaceTests.names(d) == ["1", "3:web"] && d.focusedWorkspace.name == "3:web" && d.focusedWorkspace.number == 3)
        #expect(d.focused == w(2))
        // Reached by another name with the same number, it is still the one workspace.
        _ = try run("workspace 1", on: &d)
        _ = try run("workspace '3: mail'", on: &d)
        #expect(WorkspaceTests.names(d) == ["1", "3:web"] && d.focusedWorkspace.name == "3:web")
    }

    @Test func aRulesNamedWorkspaceIsTheOneItsNumberSwitchesTo() throws {
        let firefox = WindowIdentity(className: "Firefox", instance: "Navigator", role: nil)
        var d = WMState(settings: settings { $0.rules = rules(["class=Firefox workspace 3:web"]) }, screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2, firefox), mapped: false))
        #expect(WorkspaceTests.names(d) == ["1", "3:web"])
        _ = try run("workspace 3", on: &d)
        #expect(WorkspaceTests.names(d) == ["1", "3:web"] && d.focused == w(2), "`workspace 3` shows the rule's 3:web, not a second 3")
        // A window sent by number lands beside it.
        _ = try run("workspace 1", on: &d)
        _ = try run("move workspace 3", on: &d)
        #expect(d.clients[w(1)]?.workspace == d.workspaces[1].id && WorkspaceTests.names(d) == ["1", "3:web"])
    }

    @Test func aNameWithANumberIsOrderedByItsNumber() throws {
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        for name in ["10", "7 <icon> code", "web", "3:web"] {
            _ = try run("move workspace '\(name)'", on: &d)
            _ = try run("workspace 1", on: &d)
            _ = d.handle(.manage(client(UInt32(d.clients.count + 1)), mapped: false))
        }
        #expect(WorkspaceTests.names(d) == ["1", "3:web", "7 <icon> code", "10", "web"])
        #expect(d.workspaces.map(\.number) == [1, 3, 7, 10, nil])
    }

    @Test func aReloadRenamesABareNumberButKeepsANameOfItsOwn() throws {
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        _ = try run("move workspace 2", on: &d)
        _ = try run("focus left", on: &d)
        _ = try run("move workspace 3:web", on: &d)
        _ = d.handle(.config(settings { $0.workspaces = [WorkspaceSetting(number: 2, name: "2:mail"), WorkspaceSetting(number: 3, name: "3:www")] }))
        #expect(WorkspaceTests.names(d) == ["1", "2:mail", "3:web"], "the config names the bare 2; 3:web was named by the user")
    }

    @Test func aNameTheConfigGivesANumberFindsThatNumberWhateverNumberItStartsWith() throws {
        var d = WMState(settings: settings { $0.workspaces = [WorkspaceSetting(number: 5, name: "3:foo")] }, screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = try run("move workspace 3:foo", on: &d)
        _ = try run("workspace 5", on: &d)
        #expect(WorkspaceTests.names(d) == ["3:foo"] && d.focusedWorkspace.number == 5 && d.focused == w(1))
    }

    @Test func aNameWrittenWithLeadingZerosIsKeptAsWritten() throws {
        var d = WMState(settings: settings { $0.workspaces = [WorkspaceSetting(number: 3, name: "three")] }, screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = try run("move workspace 03", on: &d)
        #expect(WorkspaceTests.names(d) == ["1", "03"] && d.workspaces[1].number == 3)
    }

    @Test func aRestartGivesAWorkspaceMadeAtStartUnderItsNumberTheNameOfItsOwnBack() throws {
        // Workspace 1 is made at start, as `1`: the saved `1:term` is found by its number and
        // takes its name back.
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = try run("move workspace 2", on: &d)
        _ = try run("workspace 2", on: &d)
        _ = try run("workspace 1:term", on: &d)
        _ = d.handle(.manage(client(2), mapped: false))
        #expect(WorkspaceTests.names(d) == ["1:term", "2"])
        let saved = SavedLayout(of: d)
        var next = WMState(settings: Settings(), screen: Self.screen)
        _ = next.handle(.manage(client(1), mapped: true))
        _ = next.handle(.manage(client(2), mapped: true))
        _ = next.restore(saved)
        #expect(WorkspaceTests.names(next) == ["1:term", "2"] && next.focusedWorkspace.name == "1:term" && next.focused == w(2))
    }

    @Test func aRestartKeepsANameOfItsOwnAndTheConfigsNameForABareNumber() throws {
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        _ = try run("move workspace 3:web", on: &d)
        _ = try run("move workspace 2", on: &d)
        let saved = SavedLayout(of: d)
        var next = WMState(settings: Settings(), screen: Self.screen)
        _ = next.handle(.manage(client(1), mapped: true))
        _ = next.handle(.manage(client(2), mapped: true))
        _ = next.restore(saved)
        #expect(WorkspaceTests.names(next).contains("3:web") && next.clients[w(2)]?.workspace == next.workspaces.first { $0.name == "3:web" }?.id)
        #expect(next.workspaces.filter { $0.number == 3 }.count == 1)
    }

    /// i3's `rename workspace`: the name and the number NEW starts with, the place in the order
    /// that number gives, the focus and its windows kept, back-and-forth following the name.
    @Test func aRenamedWorkspaceTakesItsNewNumberAndPlace() throws {
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = try run("workspace 9", on: &d)
        _ = d.handle(.manage(client(2), mapped: false))
        _ = try run("workspace 1", on: &d)
        try #require(WorkspaceTests.names(d) == ["1", "9"])
        let nine = d.workspaces[1].id
        _ = try run("rename workspace 9 to 12", on: &d)
        #expect(WorkspaceTests.names(d) == ["1", "12"] && d.workspaces[1].id == nine && d.workspaces[1].number == 12)
        #expect(d.clients[w(2)]?.workspace == nine, "its window stays on it")
        _ = try run("rename workspace 12 to 0", on: &d)
        #expect(WorkspaceTests.names(d) == ["0", "1"], "a lower number goes first")
        // The focused one, to a name alone: after the numbered ones, still focused.
        _ = try run("rename workspace to mail", on: &d)
        #expect(WorkspaceTests.names(d) == ["0", "mail"] && d.focusedWorkspace.name == "mail" && d.focusedWorkspace.number == nil)
        #expect(d.focused == w(1))
        _ = try run("workspace 0", on: &d)
        _ = try run("rename workspace mail to post", on: &d)
        _ = try run("workspace back-and-forth", on: &d)
        #expect(d.focusedWorkspace.name == "post", "back-and-forth follows the new name")
    }

    @Test(arguments: [
        ("rename workspace to '9: x'", "New workspace \"9: x\" already exists"),
        ("rename workspace to 9", "New workspace \"9\" already exists"),
        ("rename workspace nothere to x", "Old workspace \"nothere\" not found"),
        ("rename workspace to __i3_scratch", "Cannot rename workspace to \"__i3_scratch\": names starting with __ are i3-internal."),
    ])
    func aRenameI3RefusesChangesNothing(text: String, failure: String) throws {
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = try run("workspace 9", on: &d)
        _ = d.handle(.manage(client(2), mapped: false))
        _ = try run("workspace 1", on: &d)
        let before = d
        let reaction = d.handle(commands: try CommandParser.parse(text))
        #expect(reaction.failure == failure)
        #expect(WorkspaceTests.names(d) == WorkspaceTests.names(before) && d.focusedWorkspaceID == before.focusedWorkspaceID)
    }

    @Test func renamingAWorkspaceToItsOwnNameOrAnotherCaseIsNoClash() throws {
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = try run("workspace 'web'", on: &d)
        _ = try run("rename workspace to web", on: &d)
        _ = try run("rename workspace web to WEB", on: &d)
        #expect(d.focusedWorkspace.name == "WEB")
    }
}
