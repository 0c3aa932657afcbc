// The config's `workspace` lines and the rules' `workspace` action: what they give, how lines
// about one number add up, and each mistake at its line and column.
@testable import SplitConfig
import SplitEngine
import SplitSyntax
import Testing

@Suite struct WorkspaceConfigTests {
    @Test(arguments: [
        ("workspace 1 name web", [WorkspaceSetting(number: 1, name: "web")]),
        ("workspace 2 monitor HDMI-1", [WorkspaceSetting(number: 2, monitors: ["HDMI-1"])]),
        ("workspace 3 name mail monitor HDMI-1", [WorkspaceSetting(number: 3, name: "mail", monitors: ["HDMI-1"])]),
        ("  workspace\t3  monitor DP-2 name mail  ", [WorkspaceSetting(number: 3, name: "mail", monitors: ["DP-2"])]),
        ("workspace 99 name last", [WorkspaceSetting(number: 99, name: "last")]),
        ("workspace 07 name seven", [WorkspaceSetting(number: 7, name: "seven")]),
        ("workspace 4 name 'my mail'", [WorkspaceSetting(number: 4, name: "my mail")]),
        (#"workspace 4 name "it's" monitor a\ b"#, [WorkspaceSetting(number: 4, name: "it's", monitors: ["a b"])]),
        ("workspace 4 name 'a;b' monitor é😀", [WorkspaceSetting(number: 4, name: "a;b", monitors: ["é😀"])]),
        ("workspace 5 name Next", [WorkspaceSetting(number: 5, name: "Next")]),
        ("set $out HDMI-1\nworkspace 5 monitor $out name '$out'", [WorkspaceSetting(number: 5, name: "$out", monitors: ["HDMI-1"])]),
        // Lines about one number add up, a later value replacing an earlier one; in the config's
        // order (i3 gives a monitor the first workspace pinned to it).
        ("workspace 9 name x\nworkspace 2 name y", [WorkspaceSetting(number: 9, name: "x"), WorkspaceSetting(number: 2, name: "y")]),
        // A workspace with no number is given monitors by its name (i3's `workspace special output fake-0`).
        ("workspace special monitor fake-0", [WorkspaceSetting(number: nil, name: "special", monitors: ["fake-0"])]),
        ("workspace 'right top' monitor fake-1 fake-2", [WorkspaceSetting(number: nil, name: "right top", monitors: ["fake-1", "fake-2"])]),
        ("workspace 3:web monitor A", [WorkspaceSetting(number: nil, name: "3:web", monitors: ["A"])]),
        ("workspace Name monitor 'name'", [WorkspaceSetting(number: nil, name: "Name", monitors: ["name"])]),
        // Several monitors: the first there is used. They end at the next key.
        ("workspace 2 monitor A B name two", [WorkspaceSetting(number: 2, name: "two", monitors: ["A", "B"])]),
        ("workspace 2 monitor A 'name' gaps-outer 3", [WorkspaceSetting(number: 2, monitors: ["A", "name"], gaps: WorkspaceGaps(outer: 3))]),
        ("workspace 9 monitor nowhere\nworkspace special monitor fake-0\nworkspace 1 monitor fake-0\nworkspace special monitor fake-1",
         [WorkspaceSetting(number: 9, monitors: ["nowhere"]), WorkspaceSetting(number: nil, name: "special", monitors: ["fake-1"]),
          WorkspaceSetting(number: 1, monitors: ["fake-0"])]),
        // A number's name may be pinned by that name too: one workspace, its line's monitor first.
        ("workspace 3 name web\nworkspace web monitor A",
         [WorkspaceSetting(number: 3, name: "web"), WorkspaceSetting(number: nil, name: "web", monitors: ["A"])]),
        ("workspace 3 name mail\nworkspace 3 monitor DP-1\nworkspace 3 name post",
         [WorkspaceSetting(number: 3, name: "post", monitors: ["DP-1"])]),
        ("workspace 1 name web\nworkspace 1 name web", [WorkspaceSetting(number: 1, name: "web")]),
        // A name given up by a later line is free for another number.
        ("workspace 1 name web\nworkspace 1 name www\nworkspace 2 name web",
         [WorkspaceSetting(number: 1, name: "www"), WorkspaceSetting(number: 2, name: "web")]),
        // i3's `workspace N gaps inner|outer PIXELS`.
        ("workspace 1 gaps-inner 0 gaps-outer 10\nworkspace 2 name web gaps-outer 4",
         [WorkspaceSetting(number: 1, gaps: WorkspaceGaps(inner: 0, outer: 10)), WorkspaceSetting(number: 2, name: "web", gaps: WorkspaceGaps(outer: 4))]),
        // Several workspaces may share a monitor.
        ("workspace 1 monitor HDMI-1\nworkspace 2 monitor HDMI-1",
         [WorkspaceSetting(number: 1, monitors: ["HDMI-1"]), WorkspaceSetting(number: 2, monitors: ["HDMI-1"])]),
    ])
    func workspaceLinesFillTheSettings(_ text: String, _ expected: [WorkspaceSetting]) throws {
        #expect(try config(text).settings.workspaces == expected)
    }

    @Test func aWorkspaceLineIsNeitherACommandNorABinding() throws {
        let parsed = try config("workspace 1 name web\nbind Mod4+1 workspace 1\nbind Mod4+2 workspace web")
        #expect(parsed.autostart.isEmpty)
        #expect(parsed.bindings.map(\.commands) == [[.workspace(.named("1"))], [.workspace(.named("web"))]])
        #expect(parsed.settings.workspaces == [WorkspaceSetting(number: 1, name: "web")])
        #expect(Settings().workspaces.isEmpty)
    }

    /// i3 names a new monitor's first workspace after the first binding that shows one.
    @Test func theBindingsThatShowAWorkspaceAreListedInOrder() throws {
        let parsed = try config("""
            bind Mod4+n workspace next
            bind Mod4+w workspace web; exec xterm
            bind Mod4+Shift+1 move workspace 1
            bind Mod4+1 workspace 1
            mode resize {
            bind x workspace inmode
            }
            bind Mod4+t exec true; workspace later
            """)
        #expect(parsed.settings.boundWorkspaces == ["web", "1"])
    }

    static let number = "a workspace number from 1 to 99"
    static let onlyMonitor = "monitor (a workspace with no number takes only its monitors)"
    static let notANumber = "a name that is not a number, next, prev, next-on-monitor, prev-on-monitor, back-and-forth or to (commands would read it as one)"

    static let bad: [(String, [String])] = [
        ("workspace", ["1:10: workspace: expected \(number), or a name, found nothing"]),
        ("workspace 0 name x", [#"1:11: workspace: expected \#(number), found "0""#]),
        ("workspace 100 name x", [#"1:11: workspace: expected \#(number), found "100""#]),
        ("workspace -1 name x", [#"1:11: workspace: expected \#(number), found "-1""#]),
        ("workspace 1.5 name x", [#"1:11: workspace: expected \#(number), found "1.5""#]),
        ("workspace web name x", [#"1:15: workspace: expected \#(onlyMonitor), found "name""#]),
        ("workspace web", ["1:14: workspace: expected \(onlyMonitor), found nothing"]),
        ("workspace web gaps-inner 2", [#"1:15: workspace: expected \#(onlyMonitor), found "gaps-inner""#]),
        ("workspace web monitor", ["1:22: workspace: expected a monitor (RandR output) name such as HDMI-1, found nothing"]),
        ("workspace 3", ["1:12: workspace: expected name, monitor, gaps-inner or gaps-outer, found nothing (to show a workspace, bind a key to the command: bind $mod+3 workspace 3)"]),
        ("workspace 10  ", ["1:13: workspace: expected name, monitor, gaps-inner or gaps-outer, found nothing (to show a workspace, bind a key to the command: bind $mod+0 workspace 10)"]),
        ("workspace next monitor A", [#"1:11: workspace: expected a workspace number, or a name that is not next, prev, next-on-monitor, prev-on-monitor, back-and-forth or to, found "next""#]),
        ("workspace 3 label mail", [#"1:13: workspace: expected name, monitor, gaps-inner or gaps-outer, found "label""#]),
        ("workspace 3 Name mail", [#"1:13: workspace: expected name, monitor, gaps-inner or gaps-outer, found "Name""#]),
        ("workspace 3 name", ["1:17: workspace: expected a workspace name, found nothing"]),
        ("workspace 3 name ''", [#"1:18: workspace: expected a name that is not empty, found "''""#]),
        ("workspace 3 name 'a\u{1}'", [#"1:18: workspace: expected a name without control characters, found "'a\u{1}'""#]),
        ("workspace 3 name 5", [#"1:18: workspace: expected \#(notANumber), found "5""#]),
        ("workspace 3 name next", [#"1:18: workspace: expected \#(notANumber), found "next""#]),
        ("workspace 3 name 'prev'", [#"1:18: workspace: expected \#(notANumber), found "'prev'""#]),
        ("workspace 3 name mail name post", [#"1:23: workspace: expected monitor, gaps-inner, gaps-outer or end of line, found "name""#]),
        ("workspace 3 monitor A monitor B", [#"1:23: workspace: expected name, gaps-inner, gaps-outer or end of line, found "monitor""#]),
        ("workspace 3 monitor A x name mail y", [#"1:35: workspace: expected gaps-inner, gaps-outer or end of line, found "y""#]),
        ("workspace 1 gaps-inner 101", [#"1:24: workspace: expected a whole number of pixels from 0 to 100, found "101""#]),
        ("workspace 1 gaps-outer -2", [#"1:24: workspace: expected a whole number of pixels from 0 to 1000, found "-2""#]),
        ("workspace 3 monitor", ["1:20: workspace: expected a monitor (RandR output) name such as HDMI-1, found nothing"]),
        (#"workspace 3 monitor """#, [#"1:21: workspace: expected a name that is not empty, found "\"\"""#]),
        ("workspace 3 name 'mail", ["1:18: workspace: unterminated quote: expected a closing '"]),
        ("workspace 3 name a;b", [#"1:19: workspace: expected end of line, found ";""#]),
        ("workspace 3 name mail; workspace 4", [#"1:22: workspace: expected end of line, found ";""#]),
        ("set $n 0\nworkspace $n name x", [#"2:11: workspace: expected \#(number), found "0""#]),
        ("workspace 1 name web\nworkspace 2 name web", [#"2:18: workspace: the name "web" is already workspace 1's (line 1)"#]),
        ("workspace 1 name web\n\nworkspace 1 monitor A\nworkspace 2 monitor B name web",
         [#"4:28: workspace: the name "web" is already workspace 1's (line 1)"#]),
        ("workspaces 1 name web", [#"1:1: unknown setting "workspaces"; did you mean "workspace"?"#]),
        ("Workspace 1 name web", [#"1:1: unknown setting "Workspace"; did you mean "workspace"?"#]),
        // Located on their own lines, all reported.
        ("workspace 0 name a\nborder-width 1\nworkspace 2 nom b", [
            #"1:11: workspace: expected \#(number), found "0""#,
            #"3:13: workspace: expected name, monitor, gaps-inner or gaps-outer, found "nom""#,
        ]),
    ]

    @Test(arguments: bad)
    func badWorkspaceLinesSayWhatWasExpectedAndWhere(_ text: String, _ messages: [String]) {
        #expect(configErrors(text) == messages)
    }
}

@Suite struct WorkspaceRuleTests {
    @Test(arguments: [
        ("workspace 2", [RuleAction.workspace("2")]),
        ("workspace web float", [.workspace("web"), .float]),
        ("float workspace 'my web'", [.float, .workspace("my web")]),
        (#"workspace "it's""#, [.workspace("it's")]),
        ("workspace 'next'", [.workspace("next")]),
        ("workspace to", [.workspace("to")]),
        ("workspace 1 workspace 2", [.workspace("1"), .workspace("2")]),
    ])
    func theWorkspaceActionIsRead(_ written: String, _ actions: [RuleAction]) throws {
        #expect(try rules("rule class=x \(written)").first?.actions == actions)
    }

    @Test func theLaterRuleChoosesTheWorkspace() throws {
        let parsed = try rules("rule class=Firefox workspace 2", "rule class=Firefox title=*Private* workspace private")
        #expect(parsed.outcome(for: WindowFacts(className: "Firefox", title: "Mozilla")).workspace == "2")
        #expect(parsed.outcome(for: WindowFacts(className: "Firefox", title: "Private - Mozilla")).workspace == "private")
        #expect(parsed.outcome(for: WindowFacts(className: "xterm")).workspace == nil)
    }

    @Test func theActionsCanonicalTextIsQuotedAsTheCommandsIs() {
        #expect(RuleAction.workspace("2").description == "workspace 2")
        #expect(RuleAction.workspace("my web").description == "workspace 'my web'")
        #expect(RuleAction.workspace("next").description == "workspace 'next'")
        #expect(RuleAction.split(.min(.new, .pixels(200))).description == "min new 200 px")
        #expect(RuleAction.split(.priority(nil)).description == "priority none")
    }

    @Test(arguments: [
        ("rule class=x workspace", ["1:23: rule: workspace: expected a workspace number or name, found nothing"]),
        ("rule class=x workspace next", [
            #"1:24: rule: workspace: expected a workspace number or name (next is a word of the workspace command; write 'next' for a workspace of that name), found "next""#,
        ]),
        ("rule class=x workspace ''", [#"1:24: rule: workspace: expected a name that is not empty, found "''""#]),
        ("rule class=x workspace 'a\u{7f}'", [#"1:24: rule: workspace: expected a name without control characters, found "'a\u{7f}'""#]),
        ("rule workspace 2", [#"1:6: rule: expected a criterion such as class=Firefox or title~REGEX before the actions, found "workspace""#]),
        ("rule class=x workspac 2", [
            #"1:14: rule: expected a criterion or an action (float, tile, fullscreen, sticky, hidden, place, fraction, priority, min, drag-to-hide, workspace, border, layout, title_format, swallows, unswallowed, no-focus or follow), found "workspac"; did you mean "workspace"?"#,
        ]),
    ])
    func badWorkspaceActionsSayWhatWasExpectedAndWhere(_ text: String, _ messages: [String]) {
        #expect(configErrors(text) == messages)
    }
}
