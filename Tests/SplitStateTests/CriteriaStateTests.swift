// i3's criteria that need the state to answer: `workspace=` (the name of the workspace a window
// is on, `__focused__` the focused one; in a rule, the workspace the window goes to) and
// `urgent=latest|oldest` (the order windows became urgent in, kept by the client table).
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import SplitSyntax
import StateScriptSupport
import Testing
import XModel

@Suite struct CriteriaStateTests {
    static let screen = Rect(x: 0, y: 0, width: 1600, height: 1000)
    static let term = WindowIdentity(className: "XTerm", instance: "xterm", role: nil)
    static let mail = WindowIdentity(className: "Mail", instance: "mail", role: nil)

    /// Three terminals on workspace 1, one on "2: web", one in the scratchpad; 1 focused.
    static func state(rules texts: [String] = []) throws -> WMState {
        var d = WMState(settings: settings { $0.rules = rules(texts) }, screen: screen)
        for id in 1...3 { _ = d.handle(.manage(client(UInt32(id), term), mapped: false)) }
        try run("workspace '2: web'", on: &d)
        _ = d.handle(.manage(client(4, term), mapped: false))
        _ = d.handle(.manage(client(5, term), mapped: false))
        try run("move scratchpad; workspace 1; [id=1] focus", on: &d)
        return d
    }

    static func selected(_ text: String, in d: WMState) throws -> [WindowID] { d.windows(matching: try WindowCriteria(text)) }

    @Test func workspaceCriteriaSelectTheWindowsOnThatWorkspace() throws {
        var d = try Self.state()
        #expect(try Self.selected("[workspace='2: web']", in: d) == [w(4)])
        #expect(try Self.selected("[workspace~web]", in: d) == [w(4)])
        #expect(try Self.selected("[workspace=2]", in: d) == [], "the name, not the number")
        #expect(try Self.selected("[workspace=__focused__]", in: d) == [w(1), w(2), w(3)])
        #expect(try Self.selected("[workspace=*]", in: d) == [w(1), w(2), w(3), w(4)], "the scratchpad is no workspace")
        // What a user sees: the command acts on those windows alone.
        try run("[workspace=__focused__ id=2] move workspace 3", on: &d)
        #expect(d.workspaces.first { $0.name == "3" }?.tree.leaves == [w(2)])
        #expect(try Self.selected("[workspace=__focused__]", in: d) == [w(1), w(3)])
        try run("workspace 3", on: &d)
        #expect(try Self.selected("[workspace=__focused__]", in: d) == [w(2)])
    }

    /// Windows made urgent and calm again in a random order: `urgent=latest` selects the one
    /// still urgent that became so last, `oldest` the one that did first (a window urgent
    /// again counts from then; one urgent already keeps its time); with none urgent, neither
    /// selects anything, and `[urgent=latest] focus` fails.
    @Test func urgentLatestAndOldestFollowTheOrderWindowsBecameUrgent() throws {
        for index in 0..<200 {
            var rng = caseGenerator(seed: 0x0126_E271, index: index)
            var d = WMState(settings: Settings(), screen: Self.screen)
            for id in 1...6 { _ = d.handle(.manage(client(UInt32(id), Self.term), mapped: false)) }
            // The focused window is never urgent: 6 keeps the focus, the others are asked about.
            var order: [WindowID] = []
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                let window = w(UInt32.random(in: 1...5, using: &rng))
                let change: Switch = [.on, .on, .off, .toggle].randomElement(using: &rng)!
                let was = order.contains(window)
                _ = d.handle(.attentionRequest(window, change))
                let now = change == .toggle ? !was : change == .on
                if now, !was { order.append(window) }
                if !now { order.removeAll { $0 == window } }
            }
            #expect(d.focused == w(6))
            #expect(try Self.selected("[urgent=latest]", in: d) == Array(order.suffix(1)), "case \(index): \(order)")
            #expect(try Self.selected("[urgent=oldest]", in: d) == Array(order.prefix(1)), "case \(index): \(order)")
            let reaction = d.handle(commands: try CommandParser.parse("[urgent=newest] focus"))
            if let latest = order.last {
                #expect(reaction.failure == nil && d.focused == latest && d.clients[latest]?.urgent == false, "case \(index)")
            } else {
                #expect(reaction.failure == "no window matches [urgent=latest]" && d.focused == w(6), "case \(index)")
            }
        }
    }

    /// i3's `[floating]` and `[tiling]` (splitwm's `layer=`): the windows that float, or the
    /// tiles, wherever they are; the scratchpad's windows float.
    @Test func floatingAndTilingSelectByLayer() throws {
        var d = try Self.state()
        try run("[id=2] float on", on: &d)
        #expect(try Self.selected("[floating]", in: d) == [w(2), w(5)])
        #expect(try Self.selected("[layer=tiling]", in: d) == [w(1), w(3), w(4)])
        #expect(try Self.selected("[tiling workspace=__focused__]", in: d) == [w(1), w(3)])
        // What a user sees: the command acts on those alone.
        try run("[floating workspace=__focused__] float off", on: &d)
        #expect(d.clients[w(2)]?.kind == .tiled && d.clients[w(5)]?.scratchpad == true)
        #expect(try Self.selected("[floating]", in: d) == [w(5)])
    }

    /// i3's `[all]`: every window, wherever it is (the scratchpad's too); beside other
    /// criteria it narrows nothing, and alone it reads and prints back as `[all]`.
    @Test func allSelectsEveryWindow() throws {
        var d = try Self.state()
        #expect(try Self.selected("[all]", in: d) == [w(1), w(2), w(3), w(4), w(5)])
        #expect(try Self.selected("[all workspace=__focused__]", in: d) == [w(1), w(2), w(3)])
        #expect(try WindowCriteria("[all]").description == "[all]")
        let reaction = d.handle(commands: try CommandParser.parse("[all] kill"))
        #expect(reaction.effects.filter { if case .kill = $0 { true } else { false } }
                == [.kill(w(1)), .kill(w(2)), .kill(w(3)), .kill(w(4)), .kill(w(5))])
    }

    /// As i3's `for_window [workspace=…]`: a rule's `workspace=` sees the workspace the window
    /// goes to, whether it is the focused one or the one another rule sends it to.
    @Test func aRulesWorkspaceCriterionSeesTheWorkspaceTheWindowGoesTo() throws {
        let texts = ["workspace=trigger float", "class=Mail workspace mail", "workspace=mail border normal",
                     "workspace=__focused__ instance=focus-me fullscreen"]
        var d = try Self.state(rules: texts)
        _ = d.handle(.manage(client(10, Self.term), mapped: false))
        #expect(d.clients[w(10)]?.kind == .tiled)
        try run("workspace trigger", on: &d)
        _ = d.handle(.manage(client(11, Self.term), mapped: false))
        #expect(d.clients[w(11)]?.kind == .floating && d.focusedWorkspace.floating == [w(11)])
        _ = d.handle(.manage(client(12, Self.mail), mapped: false))
        let mail = try #require(d.workspaces.first { $0.name == "mail" })
        #expect(mail.tree.leaves == [w(12)] && d.clients[w(12)]?.titleBar == true && d.clients[w(12)]?.kind == .tiled)
        _ = d.handle(.manage(client(13, WindowIdentity(className: "X", instance: "focus-me", role: nil)), mapped: false))
        #expect(d.clients[w(13)]?.fullscreen == true)
    }

    /// `urgent=` is a command's: a rule line with it is refused, saying why.
    @Test func aRuleRefusesUrgent() {
        guard case .failure(let error) = ConfigParser.parse("rule urgent=latest float", file: "c", isKnownKey: { _ in true }) else {
            Issue.record("accepted")
            return
        }
        #expect("\(error)".contains("urgent is for a command's [criteria] only (a rule sees a window before it is urgent)"), "\(error)")
    }
}
