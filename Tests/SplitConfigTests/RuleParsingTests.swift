// `rule` lines: every key and operator, quoting, every action, several rules, and each
// mistake reported at its line and column.
@testable import SplitCommands
import SplitConfig
import SplitEngine
import SplitSyntax
import Testing

/// The rules of a config made of `lines`.
func rules(_ lines: String...) throws -> [WindowRule] {
    try config(lines.joined(separator: "\n")).settings.rules
}

extension WindowRule {
    /// The criteria as `key=source` or `key~source`, for comparing what was read.
    var criteriaWritten: [String] {
        criteria.map { c in
            switch c.pattern {
            case .glob(let glob): "\(c.key.rawValue)=\(glob.source)"
            case .regex(let regex): "\(c.key.rawValue)~\(regex.source)"
            }
        }
    }
}

@Suite struct RuleParsingTests {
    @Test func everyKeyTakesAGlobOrARegex() throws {
        let rule = try #require(try rules("rule class=Fire* instance~^nav title=? role~pop.*up type=dialog float").first)
        #expect(rule.criteriaWritten == ["class=Fire*", "instance~^nav", "title=?", "role~pop.*up", "type=dialog"])
        #expect(rule.criteria.map(\.key) == [.className, .instance, .title, .role, .type])
        #expect(rule.actions == [.float])
        #expect(rule.line == 1)
        #expect(rule.text == "class=Fire* instance~^nav title=? role~pop.*up type=dialog float")
        for key in RuleCriterion.Key.ruleKeys {
            for op in ["=", "~"] {
                let value = key == .type || key == .windowType ? "normal" : "x"
                #expect(try rules("rule \(key.rawValue)\(op)\(value) tile").first?.criteriaWritten == ["\(key.rawValue)\(op)\(value)"])
            }
        }
    }

    @Test func i3sSpellingOfRoleIsTheSameKeyAndItsWindowTypeIsItsOwn() throws {
        let rule = try #require(try rules("rule window_role=pop-up window_type~dialog float").first)
        #expect(rule.criteriaWritten == ["role=pop-up", "window_type~dialog"])
        #expect(rule.criteria.map(\.key) == [.role, .windowType])
    }

    /// EWMH reads a window that sets no _NET_WM_WINDOW_TYPE as normal, and splitwm's `type`
    /// does; i3's `window_type` matches only a type the window set (i3's 165-for_window.t).
    @Test(arguments: [
        ("type=normal", WindowFacts(types: ["normal"]), true),
        ("window_type=normal", WindowFacts(types: ["normal"]), false),
        ("window_type=normal", WindowFacts(types: ["normal"], setType: "normal"), true),
        ("type=dialog", WindowFacts(types: ["dialog"]), true),
        ("window_type=dialog", WindowFacts(types: ["dialog"]), false),
        ("window_type=dialog", WindowFacts(types: ["utility", "dialog"], setType: "utility"), false),
        ("window_type=utility", WindowFacts(types: ["utility", "dialog"], setType: "utility"), true),
    ])
    func windowTypeMatchesOnlyATypeTheWindowSet(_ criterion: String, _ facts: WindowFacts, _ matches: Bool) throws {
        let rule = try #require(try rules("rule \(criterion) float").first)
        #expect(rule.matches(facts) == matches)
    }

    /// i3 knows ten types; `window_type=dock` would never match, so it is refused as i3 does.
    @Test func windowTypeRefusesATypeI3DoesNotKnow() {
        #expect(throws: (any Error).self) { try rules("rule window_type=dock float") }
        #expect(throws: (any Error).self) { try rules("rule window_type=nonsense float") }
    }

    /// A rule sees a window as it is managed: it has no marks yet, and its id says nothing.
    @Test(arguments: ["mark=web", "con_mark=web", "id=7", "con_id=0x7"])
    func marksAndIdsAreForCommandsOnly(_ criterion: String) {
        #expect(throws: (any Error).self) { try rules("rule \(criterion) float") }
    }

    @Test(arguments: [
        (#"title="Save as" float"#, "title=Save as"),
        ("title='Save as' float", "title=Save as"),
        (#"title='say "hi"' float"#, #"title=say "hi""#),
        (#"title="it's" float"#, "title=it's"),
        (#"title=Save' 'as float"#, "title=Save as"),
        (#"title=a"b c"d float"#, "title=ab cd"),
        (#"title="" float"#, "title="),
        ("title= float", "title="),
        // Backslashes are the pattern's: kept, and they keep a blank or a quote in the word.
        (#"title=a\ b float"#, #"title=a\ b"#),
        (#"title=a\*b float"#, #"title=a\*b"#),
        (#"title="a\"b" float"#, #"title=a\"b"#),
        (#"title=a\'b float"#, #"title=a\'b"#),
        (#"title='a\*b' float"#, #"title=a\*b"#),
        (#"title~\d+ float"#, #"title~\d+"#),
        (#"title~"\d+ (x)" float"#, #"title~\d+ (x)"#),
        ("title=é😀 float", "title=é😀"),
        ("title=a=b~c float", "title=a=b~c"),
    ])
    func quotesGroupAndAreRemovedWhileBackslashesStay(_ written: String, _ criterion: String) throws {
        #expect(try rules("rule " + written).first?.criteriaWritten == [criterion])
    }

    @Test func quotedAndEscapedPatternsMatchWhatTheySay() throws {
        let facts = WindowFacts(title: "a b")
        for rule in ["title='a b'", "title=\"a b\"", #"title=a\ b"#, "title=a' 'b", "title=a?b", #"title~^a\sb$"#] {
            #expect(try rules("rule \(rule) float")[0].matches(facts), "\(rule)")
        }
        #expect(try rules(#"rule title=a\*b float"#)[0].matches(WindowFacts(title: "a*b")))
        #expect(try !rules(#"rule title=a\*b float"#)[0].matches(WindowFacts(title: "axb")))
        #expect(try rules(#"rule title="say \"hi\"" float"#)[0].matches(WindowFacts(title: #"say "hi""#)))
    }

    @Test(arguments: [
        ("float", [RuleAction.float]),
        ("tile", [.tile]),
        ("fullscreen", [.fullscreen]),
        ("hidden", [.hidden]),
        ("place left", [.place(.left)]),
        ("place right", [.place(.right)]),
        ("place up", [.place(.up)]),
        ("place down", [.place(.down)]),
        ("fraction 0.6", [.fraction(0.6)]),
        ("fraction .05", [.fraction(0.05)]),
        ("fraction 1e-3", [.fraction(0.001)]),
        ("float fullscreen", [.float, .fullscreen]),
        ("place right fraction 0.6", [.place(.right), .fraction(0.6)]),
        ("float float", [.float, .float]),
        ("place left place up fraction 0.2 fraction 0.9", [.place(.left), .place(.up), .fraction(0.2), .fraction(0.9)]),
        ("tile hidden place down fraction 0.25", [.tile, .hidden, .place(.down), .fraction(0.25)]),
        ("priority new", [.split(.priority(.new))]), ("priority other", [.split(.priority(.other))]),
        ("priority primary", [.split(.priority(.primary))]), ("priority secondary", [.split(.priority(.secondary))]),
        ("priority none", [.split(.priority(nil))]),
        ("min new 200 px", [.split(.min(.new, .pixels(200)))]), ("min other 0.3", [.split(.min(.other, .fraction(0.3)))]),
        ("min primary 0 px", [.split(.min(.primary, .pixels(0)))]), ("min secondary 0.95", [.split(.min(.secondary, .fraction(0.95)))]),
        ("min new 65535 px float", [.split(.min(.new, .pixels(65535))), .float]),
        ("border none float", [.border(.none), .float]), ("border pixel 3", [.border(BorderChange(.pixel, width: 3))]),
        ("border normal tile", [.border(.normal), .tile]), ("border toggle 0", [.border(BorderChange(.toggle, width: 0))]),
        ("drag-to-hide new off", [.split(.dragToHide(.new, false))]), ("drag-to-hide other on", [.split(.dragToHide(.other, true))]),
        ("place left fraction 0.15 priority new min new 200 px drag-to-hide new off", [
            .place(.left), .fraction(0.15), .split(.priority(.new)), .split(.min(.new, .pixels(200))),
            .split(.dragToHide(.new, false)),
        ]),
    ])
    func everyActionIsRead(_ written: String, _ actions: [RuleAction]) throws {
        #expect(try rules("rule class=x \(written)").first?.actions == actions)
    }

    @Test func rulesKeepFileOrderLinesAndTextAsWritten() throws {
        let parsed = try rules(
            "set $browser Firefox",
            "rule class=mpv float fullscreen",
            "# a comment",
            "  rule\tclass=$browser   place right fraction 0.6  ",
            "bind Mod4+h focus left",
            "rule title~'^Save' type=dialog float")
        #expect(parsed.map(\.line) == [2, 4, 6])
        #expect(parsed.map(\.text) == ["class=mpv float fullscreen", "class=$browser   place right fraction 0.6",
                                       "title~'^Save' type=dialog float"])
        #expect(parsed.map(\.criteriaWritten) == [["class=mpv"], ["class=Firefox"], ["title~^Save", "type=dialog"]])
        #expect(parsed.map(\.actions) == [[.float, .fullscreen], [.place(.right), .fraction(0.6)], [.float]])
    }

    @Test func variablesExpandInPatternsButNotInsideSingleQuotes() throws {
        let parsed = try rules("set $t Term", "rule class=$t* float", "rule class='$t' float", "rule class=$$t float")
        #expect(parsed.map(\.criteriaWritten) == [["class=Term*"], ["class=$t"], ["class=$t"]])
    }

    @Test func rulesAreSettingsSoAReloadCarriesThemAndEqualityComparesThem() throws {
        #expect(Settings().rules.isEmpty)
        #expect(try config("rule class=a float") == config("rule class=a float"))
        #expect(try config("rule class=a float") != config("rule class=a tile"))
        #expect(try config("rule class=a float") != config("\nrule class=a float"))
        #expect(try config("rule title~a+ float") == config("rule title~a+ float"))
        #expect(try config("rule title~a+ float") != config("rule title=a+ float"))
        // Same text, different variable: the patterns differ, so the rules do.
        #expect(try config("set $c a\nrule class=$c float") != config("set $c b\nrule class=$c float"))
        let set = Set(try rules("rule class=a float", "rule title~b tile", "rule class=a float"))
        #expect(set.count == 3)
        #expect(Set(try rules("rule title~b+ tile") + rules("rule title~b+ tile")).count == 1)
    }

    static let keys = "class, instance, title, role, type, window_type or workspace"
    static let actions = "float, tile, fullscreen, sticky, hidden, place, fraction, priority, min, drag-to-hide, workspace, border, layout, title_format, swallows, unswallowed, no-focus or follow"
    static let minimum = "a fraction from 0 to 0.95, or PIXELS px (0 to 65535)"
    static let types = "normal, dialog, utility, toolbar, splash, menu, dropdown_menu, popup_menu, tooltip, notification, combo, dnd, dock or desktop"

    static let bad: [(String, [String])] = [
        // keys and operators
        ("rule klass=x float", [#"1:6: rule: expected a key (\#(keys)), found "klass"; did you mean "class"?"#]),
        ("rule Class=x float", [#"1:6: rule: expected a key (\#(keys)), found "Class"; did you mean "class"?"#]),
        ("rule window=x float", [#"1:6: rule: expected a key (\#(keys)), found "window""#]),
        ("rule class x float", ["1:11: rule: class: expected =GLOB or ~REGEX right after the key, found nothing"]),
        ("rule class:x float", [#"1:11: rule: class: expected =GLOB or ~REGEX right after the key, found ":x""#]),
        ("rule title=a role float", ["1:18: rule: role: expected =GLOB or ~REGEX right after the key, found nothing"]),
        ("rule =x float", [#"1:6: rule: expected a criterion such as class=Firefox or title~REGEX, found "=x""#]),
        ("rule class=x border thin", [#"1:21: rule: border: expected normal, pixel, none or toggle, found "thin""#]),
        ("rule class=x border pixel 101", [#"1:27: rule: border: expected a width from 0 to 100 pixels, found "101""#]),
        // patterns
        ("rule title~a( float", [#"1:14: rule: title: invalid regular expression "a(": missing closing parenthesis"#]),
        ("rule title~'[a' float", [#"1:16: rule: title: invalid regular expression "[a": missing terminating ] for character class"#]),
        ("rule title=x role~*x float", [#"1:19: rule: role: invalid regular expression "*x": quantifier does not follow a repeatable item"#]),
        ("set $r (\nrule title~$r float", [#"2:14: rule: title: invalid regular expression "(": missing closing parenthesis"#]),
        ("rule class=[a float", [#"1:12: rule: class: the [ has no closing ] (write \[ for a literal [)"#]),
        ("rule class='é [z-a]' float", [#"1:16: rule: class: the range "z-a" runs backwards"#]),
        ("rule type=dialgo float", [#"1:11: rule: type: expected a pattern matching a window type (\#(types)), found "dialgo""#]),
        ("rule type~Dialog float", [#"1:11: rule: type: expected a pattern matching a window type (\#(types)), found "Dialog""#]),
        ("rule class='x float", ["1:12: rule: unterminated quote: expected a closing '"]),
        ("rule title=\"a\\\" float", [#"1:12: rule: unterminated quote: expected a closing ""#]),
        // actions
        ("rule class=x flaot", [#"1:14: rule: expected a criterion or an action (\#(actions)), found "flaot"; did you mean "float"?"#]),
        ("rule class=x float maximize", [#"1:20: rule: expected an action (\#(actions)), found "maximize""#]),
        ("rule class=x float title=y", [#"1:20: rule: expected an action (\#(actions)), found "title=y" (criteria come before the actions)"#]),
        ("rule class=x 'float'", [#"1:14: rule: expected a criterion or an action (\#(actions)), found "'float'"; did you mean "float"?"#]),
        ("rule class=x fraction", ["1:22: rule: fraction: expected a fraction between 0 and 1 (neither included), found nothing"]),
        ("rule class=x fraction 1", [#"1:23: rule: fraction: expected a fraction between 0 and 1 (neither included), found "1""#]),
        ("rule class=x fraction 0", [#"1:23: rule: fraction: expected a fraction between 0 and 1 (neither included), found "0""#]),
        ("rule class=x fraction 1.5 float", [#"1:23: rule: fraction: expected a fraction between 0 and 1 (neither included), found "1.5""#]),
        ("rule class=x fraction -0.5", [#"1:23: rule: fraction: expected a fraction between 0 and 1 (neither included), found "-0.5""#]),
        ("rule class=x fraction half", [#"1:23: rule: fraction: expected a fraction between 0 and 1 (neither included), found "half""#]),
        ("rule class=x place", ["1:19: rule: place: expected left, right, up or down, found nothing"]),
        ("rule class=x place float", [#"1:20: rule: place: expected left, right, up or down, found "float""#]),
        ("rule class=x place Left", [#"1:20: rule: place: expected left, right, up or down, found "Left""#]),
        ("rule class=x priority", ["1:22: rule: priority: expected new, other, primary, secondary or none, found nothing"]),
        ("rule class=x priority left", [#"1:23: rule: priority: expected new, other, primary, secondary or none, found "left""#]),
        ("rule class=x priority toggle", [#"1:23: rule: priority: expected new, other, primary, secondary or none, found "toggle""#]),
        ("rule class=x min", ["1:17: rule: min: expected new, other, primary or secondary, found nothing"]),
        ("rule class=x min 200 px", [#"1:18: rule: min: expected new, other, primary or secondary, found "200""#]),
        ("rule class=x min new", ["1:21: rule: min: expected \(minimum), found nothing"]),
        ("rule class=x min new 200", [#"1:22: rule: min: expected \#(minimum), found "200""#]),
        ("rule class=x min new 200px", [#"1:22: rule: min: expected \#(minimum), found "200px""#]),
        ("rule class=x min new 0.96", [#"1:22: rule: min: expected \#(minimum), found "0.96""#]),
        ("rule class=x min new 0.5 px", [#"1:22: rule: min: expected a whole number of pixels from 0 to 65535, found "0.5""#]),
        ("rule class=x min new 65536 px", [#"1:22: rule: min: expected a whole number of pixels from 0 to 65535, found "65536""#]),
        ("rule class=x min new 0.2 pixels", [#"1:26: rule: expected an action (\#(actions)), found "pixels""#]),
        ("rule class=x drag-to-hide new", ["1:30: rule: drag-to-hide: expected on or off, found nothing"]),
        ("rule class=x drag-to-hide new toggle", [#"1:31: rule: drag-to-hide: expected on or off, found "toggle""#]),
        ("rule class=x drag-to-hide on", [#"1:27: rule: drag-to-hide: expected new, other, primary or secondary, found "on""#]),
        // what a rule needs
        ("rule", ["1:5: rule: expected a criterion such as class=Firefox or title~REGEX, found nothing"]),
        ("rule   ", ["1:5: rule: expected a criterion such as class=Firefox or title~REGEX, found nothing"]),
        ("rule float", [#"1:6: rule: expected a criterion such as class=Firefox or title~REGEX before the actions, found "float""#]),
        ("rule firefox float", [#"1:6: rule: expected a criterion such as class=Firefox or title~REGEX, found "firefox""#]),
        ("rule class=x", ["1:13: rule: expected an action (\(actions)) after the criteria, found nothing"]),
        ("rule class=x title~y  ", ["1:21: rule: expected an action (\(actions)) after the criteria, found nothing"]),
        ("rule class=x float tile", ["1:20: rule: tile contradicts float earlier in the rule; a rule either floats or tiles"]),
        ("rule class=x tile fullscreen float", ["1:30: rule: float contradicts tile earlier in the rule; a rule either floats or tiles"]),
        // located on their own lines, all reported
        ("border-width 1\n\nrule class=x place diagonal\nrule klass=y tile", [
            #"3:20: rule: place: expected left, right, up or down, found "diagonal""#,
            #"4:6: rule: expected a key (\#(keys)), found "klass"; did you mean "class"?"#,
        ]),
    ]

    @Test(arguments: bad)
    func badRulesSayWhatWasExpectedAndWhere(_ text: String, _ messages: [String]) {
        #expect(configErrors(text) == messages)
    }

    @Test func aRuleWordIsNotASettingName() {
        #expect(configErrors("rul class=x float") == [#"1:1: unknown setting "rul"; did you mean "rule"?"#])
    }
}
