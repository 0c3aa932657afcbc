// Which windows a rule matches (regex search, AND of criteria, any of a window's types, a
// missing role) and what several matching rules say together.
import PropertyBased
import PropertyTestSupport
@testable import SplitConfig
import SplitEngine
import SplitSyntax
import Testing

@Suite struct RuleMatchingTests {
    static let firefox = WindowFacts(className: "Firefox", instance: "Navigator", title: "Mozilla Firefox — Private Browsing",
                                     role: "browser", types: ["normal"])

    /// Whether the one rule `criteria float` matches `facts`.
    func matches(_ criteria: String, _ facts: WindowFacts = firefox) throws -> Bool {
        try rules("rule \(criteria) float")[0].matches(facts)
    }

    @Test(arguments: [
        ("title~Firefox", true), ("title~fox", true), ("title~^Mozilla", true), ("title~^Firefox", false),
        ("title~Browsing$", true), ("title~Private$", false), ("title~firefox", false), ("title~(?i)FIREFOX", true),
        ("title~'Private|Incognito'", true), ("title~Fire.ox", true), ("title~'—'", true), ("title~", true),
        ("class~^Firefox$", true), ("class~^Fire$", false), ("instance~av", true), ("role~^b", true),
        ("title~'\\d'", false), ("title~'\\s'", true),
    ])
    func aRegexIsSearchedForAnywhereInTheValue(_ criteria: String, _ expected: Bool) throws {
        #expect(try matches(criteria) == expected)
    }

    @Test(arguments: [
        ("class=Firefox", true), ("class=firefox", false), ("class=Fire", false), ("class=Fire*", true),
        ("instance=Navigator", true), ("instance=N?vigator", true), ("title=*Private*", true), ("title=Private*", false),
        ("role=browser", true), ("role=[a-c]rowser", true), ("class=[!F]irefox", false),
    ])
    func aGlobMatchesTheWholeValue(_ criteria: String, _ expected: Bool) throws {
        #expect(try matches(criteria) == expected)
    }

    @Test func everyCriterionMustMatch() throws {
        #expect(try matches("class=Firefox instance=Navigator title~Private role=browser type=normal"))
        #expect(try !matches("class=Firefox instance=Navigator title~Private role=browser type=dialog"))
        #expect(try !matches("class=Firefox title~Incognito"))
        #expect(try !matches("class=Chromium title~Private"))
        #expect(try !matches("class=Firefox class=Chromium"))
        #expect(try matches("class=Fire* class~fox$"))
    }

    @Test func aTypeCriterionMatchesAnyOfTheWindowsTypes() throws {
        let dialog = WindowFacts(className: "Gimp", types: ["dialog", "normal"])
        #expect(try matches("type=dialog", dialog))
        #expect(try matches("type=normal", dialog))
        #expect(try !matches("type=utility", dialog))
        #expect(try matches("type~menu", WindowFacts(types: ["dropdown_menu"])))
        #expect(try matches("type=*menu", WindowFacts(types: ["popup_menu"])))
        #expect(try !matches("type=menu", WindowFacts(types: ["popup_menu"])))
        #expect(try !matches("type=*", WindowFacts(types: [])))
    }

    @Test func aWindowWithoutARoleMatchesNoRoleCriterion() throws {
        let noRole = WindowFacts(className: "xterm")
        #expect(try !matches("role=*", noRole))
        #expect(try !matches("role~''", noRole))
        #expect(try matches("role=''", WindowFacts(role: "")))
        #expect(try matches("role=*", WindowFacts(role: "")))
        // The empty strings other facts default to are values like any other.
        #expect(try matches("class=''", WindowFacts()))
        #expect(try matches("title=*", WindowFacts()))
    }

    @Test func laterRulesWinConflictsAndEveryMatchingLineIsNamed() throws {
        let parsed = try rules(
            "rule class=* float place left",
            "rule class=mpv tile fullscreen",
            "rule class=xterm hidden",
            "rule class=mpv place right fraction 0.3",
            "rule title~video fraction 0.7")
        var expected = RuleOutcome()
        expected.floating = false
        expected.fullscreen = true
        expected.place = .right
        expected.fraction = 0.7
        expected.lines = [1, 2, 4, 5]
        #expect(parsed.outcome(for: WindowFacts(className: "mpv", title: "video.mkv")) == expected)

        var xterm = RuleOutcome()
        xterm.floating = true
        xterm.place = .left
        xterm.hidden = true
        xterm.lines = [1, 3]
        #expect(parsed.outcome(for: WindowFacts(className: "xterm")) == xterm)

        var mpvAudio = expected
        mpvAudio.fraction = 0.3
        mpvAudio.lines = [1, 2, 4]
        #expect(parsed.outcome(for: WindowFacts(className: "mpv", title: "song.flac")) == mpvAudio)
    }

    @Test func splitValuesMergeLaterWinningForTheSameValueOfTheSameSideWord() throws {
        let parsed = try rules(
            "rule class=* priority new min new 0.1 drag-to-hide other off",
            "rule class=term priority none min new 200 px min other 0.2",
            "rule class=term drag-to-hide other on min primary 100 px")
        // `min new` and `min primary` may be one value once the window is placed: both kept, in order.
        #expect(parsed.outcome(for: WindowFacts(className: "term")).splitSettings == [
            .priority(nil), .min(.new, .pixels(200)), .min(.other, .fraction(0.2)), .dragToHide(.other, true),
            .min(.primary, .pixels(100)),
        ])
        #expect(parsed.outcome(for: WindowFacts(className: "mpv")).splitSettings == [
            .priority(.new), .min(.new, .fraction(0.1)), .dragToHide(.other, false),
        ])
        #expect(!parsed.outcome(for: WindowFacts(className: "mpv")).isEmpty)
    }

    @Test(arguments: [
        (RuleSide.new, SplitSide.primary, SplitSide.primary), (.new, .secondary, .secondary),
        (.other, .primary, .secondary), (.other, .secondary, .primary),
        (.primary, .secondary, .primary), (.secondary, .primary, .secondary),
    ])
    func aRuleSideIsASplitSideOnceTheWindowIsPlaced(_ word: RuleSide, _ newSide: SplitSide, _ meant: SplitSide) {
        #expect(word.side(newWindowOn: newSide) == meant)
    }

    @Test func noMatchingRuleIsAnEmptyOutcome() throws {
        let parsed = try rules("rule class=mpv float", "rule title~x fullscreen")
        let outcome = parsed.outcome(for: WindowFacts(className: "xterm", title: "bash"))
        #expect(outcome.isEmpty)
        #expect(outcome == RuleOutcome())
        #expect([WindowRule]().outcome(for: Self.firefox).isEmpty)
        #expect(!parsed.outcome(for: WindowFacts(className: "mpv")).isEmpty)
        #expect(parsed.outcome(for: WindowFacts(className: "mpv")).lines == [1])
    }

    @Test func aRuleThatFloatsAndThenTilesIsNotNeededBecauseLaterRulesDoIt() throws {
        // Within one rule float and tile are an error; across rules the later one wins.
        let parsed = try rules("rule class=a float", "rule class=a tile", "rule class=b tile", "rule class=b float")
        #expect(parsed.outcome(for: WindowFacts(className: "a")).floating == false)
        #expect(parsed.outcome(for: WindowFacts(className: "b")).floating == true)
    }

    @Test func theOutcomeIsTheActionsOfTheMatchingRulesAppliedInOrder() throws {
        // A random set of rules over two classes: the outcome equals folding the matching
        // rules' actions one by one, and names exactly the matching lines.
        forAll(RuleSet.generator, seed: 0x8017_0001, cases: 300) { set, v in
            guard let parsed = try? rules(set.lines.joined(separator: "\n")) else { return v.fail("did not parse") }
            for facts in [WindowFacts(className: "a"), WindowFacts(className: "b"), WindowFacts(className: "c")] {
                let outcome = parsed.outcome(for: facts)
                let matching = parsed.filter { $0.matches(facts) }
                v.expect(outcome.lines == matching.map(\.line), "lines \(outcome.lines)")
                let lastFloatOrTile = matching.flatMap(\.actions).last { $0 == .float || $0 == .tile }
                v.expect(outcome.floating == lastFloatOrTile.map { $0 == .float }, "floating \(String(describing: outcome.floating))")
                let places = matching.flatMap(\.actions).compactMap { if case .place(let d) = $0 { d } else { nil } }
                v.expect(outcome.place == places.last, "place")
                let fractions = matching.flatMap(\.actions).compactMap { if case .fraction(let f) = $0 { f } else { nil } }
                v.expect(outcome.fraction == fractions.last, "fraction")
                v.expect(outcome.fullscreen == matching.flatMap(\.actions).contains(.fullscreen), "fullscreen")
                v.expect(outcome.hidden == matching.flatMap(\.actions).contains(.hidden), "hidden")
                v.expect(outcome.isEmpty == matching.isEmpty, "isEmpty")
                // Each split value is the last one given for its value and side word, in the order given.
                let given = matching.flatMap(\.actions).compactMap { if case .split(let s) = $0 { s } else { nil } }
                let lasts = given.indices.filter { i in !given[(i + 1)...].contains { given[i].isReplaced(by: $0) } }.map { given[$0] }
                v.expect(outcome.splitSettings == lasts, "split settings \(outcome.splitSettings)")
            }
        }
    }
}

/// Random rule lines over the classes a and b.
struct RuleSet: CustomStringConvertible {
    var lines: [String]

    static let generator = Generator<RuleSet, Shrink.None<RuleSet>> { rng in
        let criteria = ["class=a", "class=b", "class=[ab]", "class~a", "class=*", "title=x"]
        let actions = ["float", "tile", "fullscreen", "hidden", "place left", "place down", "fraction 0.3", "fraction 0.8",
                       "priority new", "priority none", "min new 0.2", "min new 100 px", "min primary 0.1", "drag-to-hide other off"]
        let lines = (0..<Int.random(in: 0...8, using: &rng)).map { _ in
            var chosen = (0..<Int.random(in: 1...3, using: &rng)).map { _ in actions.randomElement(using: &rng)! }
            // One rule may not both float and tile.
            if chosen.contains("float") { chosen.removeAll { $0 == "tile" } }
            return "rule \(criteria.randomElement(using: &rng)!) \(chosen.joined(separator: " "))"
        }
        return RuleSet(lines: lines)
    }

    var description: String { lines.joined(separator: "\n") }
}
