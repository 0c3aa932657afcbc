// `bspc rule` run through the state as splitwm runs it: a rule added becomes the `rule` command
// with the config's rule words, decides for the windows that come after it, is listed in
// bspwm's form and removed by position, head, tail or cause; consequences splitwm has no
// action for refuse the rule with a text naming them; a reload keeps the rules, one-shot
// rules go once used.
import SplitBspwm
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BspwmRuleTests {
    /// A state with one window, driven by bspc's words as the socket drives it.
    struct RuleSession {
        var state = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: 1200, height: 800))
        var nextWindow: UInt32 = 1

        init() { open("XTerm") }

        /// bspc's words: the reply's text, or a failure's ("!" first).
        @discardableResult
        mutating func bspc(_ words: String...) -> String {
            switch BspwmMessage.answer(words, in: BspwmView(of: state)) {
            case .output(let text): return text
            case .failure(let text): return "!" + text
            case .commands(let commands): return state.handle(commands: commands).failure.map { "!" + $0 } ?? ""
            default: return "!unexpected"
            }
        }

        /// A new window of that class and instance; its id.
        @discardableResult
        mutating func open(_ className: String, instance: String = "win") -> WindowID {
            let id = nextWindow
            nextWindow += 1
            _ = state.handle(.manage(client(id, WindowIdentity(className: className, instance: instance, role: nil)), mapped: false))
            return WindowID(rawValue: id)
        }

        func workspaceName(of window: WindowID) -> String? {
            state.clients.workspace(of: window).flatMap { id in state.workspaces.first { $0.id == id }?.name }
        }
    }

    @Test func anAddedRuleSendsItsWindowsFloatingToItsDesktop() {
        var s = RuleSession()
        #expect(s.bspc("rule", "-a", "Xmessage", "state=floating", "desktop=II") == "")
        let other = s.open("XTerm")
        let matched = s.open("Xmessage")
        #expect(s.state.clients[matched]?.kind == .floating)
        #expect(s.workspaceName(of: matched) == "II")
        #expect(s.state.clients[other]?.kind == .tiled)
        #expect(s.workspaceName(of: other) != "II")
        // The focus stays where it was (bspwm's follow=off).
        #expect(s.state.focused == other)
    }

    @Test func theRuleIsTheRuleCommandWithTheConfigsWords() throws {
        let view = BspwmView(of: RuleSession().state)
        let answer = BspwmMessage.answer(["rule", "-a", "Gimp:gimp:Tool*Box", "-o", "state=floating", "sticky=on"], in: view)
        #expect(answer == .commands([.rule(.add("class=Gimp instance=gimp title='Tool\\*Box' float sticky", oneShot: true))]))
        // Read back as the command language reads it.
        guard case .commands(let commands) = answer else { return }
        #expect(try CommandParser.parse(commands[0].description) == commands)
    }

    @Test func listingShowsBspwmsForm() {
        var s = RuleSession()
        s.bspc("rule", "-a", "Xmessage", "state=floating", "desktop=II")
        s.bspc("rule", "-a", "Firefox:Navigator", "-o", "desktop=web", "split_dir=west", "split_ratio=0.3")
        s.bspc("rule", "-a", "*", "state=tiled")
        s.bspc("rule", "-a", "a\\:b", "hidden=on")
        #expect(s.bspc("rule", "-l") == """
            Xmessage:*:* => state=floating desktop=II
            Firefox:Navigator:* -> desktop=web split_dir=west split_ratio=0.3
            *:*:* => state=tiled
            a\\:b:*:* => hidden=on

            """)
    }

    @Test func rulesAreRemovedByPositionHeadTailAndCause() {
        var s = RuleSession()
        for name in ["A", "B", "C", "D", "E"] { s.bspc("rule", "-a", name, "state=floating") }
        s.bspc("rule", "-a", "B:inst", "state=tiled")
        #expect(s.bspc("rule", "-r", "^2") == "")
        #expect(s.bspc("rule", "-r", "head", "tail") == "")
        #expect(s.bspc("rule", "-l") == "C:*:* => state=floating\nD:*:* => state=floating\nE:*:* => state=floating\n")
        s.bspc("rule", "-a", "D:inst", "state=tiled")
        // By cause: a missing or `*` part matches any.
        #expect(s.bspc("rule", "-r", "D") == "")
        #expect(s.bspc("rule", "-l") == "C:*:* => state=floating\nE:*:* => state=floating\n")
        // Nothing to remove: nothing happens, as in bspwm.
        #expect(s.bspc("rule", "-r", "^9") == "")
        let e = s.open("E")
        #expect(s.state.clients[e]?.kind == .floating)
    }

    @Test func aOneShotRuleGoesOnceUsed() {
        var s = RuleSession()
        s.bspc("rule", "-a", "Once", "-o", "state=floating")
        let first = s.open("Once"), second = s.open("Once")
        #expect(s.state.clients[first]?.kind == .floating)
        #expect(s.state.clients[second]?.kind == .tiled)
        #expect(s.bspc("rule", "-l") == "")
    }

    @Test func consequencesSplitwmHasNoActionForAreRefusedByName() {
        var s = RuleSession()
        #expect(s.bspc("rule", "-a", "Screenkey", "manage=off") == "!rule -a: splitwm manages every window but docks, desktops and notifications: 'manage=off'.\n")
        #expect(s.bspc("rule", "-a", "Emacs", "state=pseudo_tiled") == "!rule -a: splitwm has no pseudo_tiled state: 'state=pseudo_tiled'.\n")
        #expect(s.bspc("rule", "-a", "Kupfer.py", "focus=on", "layer=above") == "!rule -a: splitwm has no layer consequence: 'layer=above'.\n")
        #expect(s.bspc("rule", "-a", "X", "colour=red") == "!rule -a: Unknown consequence: 'colour=red'.\n")
        #expect(s.bspc("rule", "-a", "X", "focus=on") == "!rule -a: splitwm keeps no rule without effect: 'focus=on'.\n")
        #expect(s.bspc("rule", "-a", "X") == "!rule -a: Not enough arguments.\n")
        #expect(s.bspc("rule", "-x") == "!rule: Unknown command: '-x'.\n")
        #expect(s.bspc("rule", "-l") == "")
        // Accepted consequences that are splitwm's behaviour already are dropped.
        #expect(s.bspc("rule", "-a", "Y", "follow=off", "focus=on", "state=floating") == "")
        #expect(s.bspc("rule", "-l") == "Y:*:* => state=floating\n")
    }

    @Test func followAndFocusOffAreRuleActionsListedBackInBspwmsWords() {
        var s = RuleSession()
        #expect(s.bspc("rule", "-a", "Gimp", "desktop=Gimp", "follow=on") == "")
        #expect(s.bspc("rule", "-a", "Kupfer.py", "focus=off") == "")
        #expect(s.bspc("rule", "-l") == "Gimp:*:* => desktop=Gimp follow=on\nKupfer.py:*:* => focus=off\n")
        #expect(s.state.rulesAddedByCommand.map { $0.actions.map(\.description) } == [["workspace Gimp", "follow"], ["no-focus"]])
    }

    @Test func theRuleCommandRefusesBadRulesWithTheParsersWords() {
        var s = RuleSession()
        let failure = s.state.handle(commands: [.rule(.add("class=X flaot", oneShot: false))]).failure
        #expect(failure?.contains("flaot") == true)
        #expect(s.state.handle(commands: [.rule(.remove(.first))]).failure == "rule remove: no rule was added by a command")
        #expect(s.state.settings.rules.isEmpty)
    }

    @Test func aReloadKeepsTheAddedRulesAfterTheConfigs() throws {
        var s = RuleSession()
        s.bspc("rule", "-a", "Xmessage", "state=floating")
        var config = Settings()
        config.rules = try ConfigParser.parse("rule class=Xmessage workspace 3\n", file: "rules", isKnownKey: { _ in true }).get().settings.rules
        _ = s.state.handle(.config(config))
        #expect(s.state.settings.rules.map(\.addedByCommand) == [false, true])
        let window = s.open("Xmessage")
        #expect(s.state.clients[window]?.kind == .floating)
        #expect(s.workspaceName(of: window) == "3")
    }
}
