// bspwm's messages answered from hand-built states (the socket's path, arguments, selectors,
// the report line, node and desktop words as splitwm's commands), and the report and the
// desktop queries after every step of the state tests' random workspace scripts.
import PropertyTestSupport
import SplitBspwm
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BspwmMessageTests {
    static let screen = Rect(x: 0, y: 0, width: 1500, height: 1000)

    /// Windows 1…`count` side by side on one monitor, the focus on the last.
    static func row(_ count: Int) -> WMState {
        var settings = Settings()
        settings.placement = .split(.toward(.right))
        var state = WMState(settings: settings, screen: screen)
        for id in 1...count {
            _ = state.handle(.manage(client(UInt32(id), WindowIdentity(className: "XTerm", instance: "xterm", role: nil)), mapped: true))
        }
        return state
    }

    static func answer(_ words: [String], _ state: WMState) -> BspwmAnswer {
        BspwmMessage.answer(words, in: BspwmView(of: state))
    }

    @Test func theSocketIsWhereBspcLooks() {
        #expect(BspwmMessage.socketPath(environment: nil, display: ":1") == "/tmp/bspwm_1_0-socket")
        #expect(BspwmMessage.socketPath(environment: nil, display: "box:2.1") == "/tmp/bspwmbox_2_1-socket")
        #expect(BspwmMessage.socketPath(environment: nil, display: "unix/:0") == "/tmp/bspwm_0_0-socket")
        #expect(BspwmMessage.socketPath(environment: "/run/b.sock", display: ":1") == "/run/b.sock")
        #expect(BspwmMessage.socketPath(environment: nil, display: "nonsense") == nil)
    }

    @Test func argumentsAreTheTextBetweenNULs() {
        #expect(BspwmMessage.arguments("node\u{0}-f\u{0}west\u{0}") == ["node", "-f", "west"])
        #expect(BspwmMessage.arguments("query\u{0}\u{0}") == ["query", ""])
        #expect(BspwmView.hex(0x1A) == "0x0000001A")
        #expect(BspwmView.parseID("0x0000001A") == 0x1A && BspwmView.parseID("26") == 26)
    }

    @Test func theReportLineIsBspwmsShape() {
        let state = Self.row(2)
        let monitor = state.outputs.monitors[0].name
        // One occupied desktop, shown and focused, tiled, its focused window tiled, no flags.
        #expect(BspwmReport.line(of: BspwmView(of: state)) == "WM\(monitor):O\(state.workspaces[0].name):LT:TT:G\n")
        #expect(Self.answer(["wm", "-g"], state) == .output("WM\(monitor):O\(state.workspaces[0].name):LT:TT:G\n"))
    }

    @Test func nodeAndDesktopWordsAreSplitwmsCommands() {
        let state = Self.row(2)
        #expect(Self.answer(["node", "-f", "west"], state) == .commands([.focus(.left)]))
        #expect(Self.answer(["wm", "-r"], state) == .commands([.restart]))
        #expect(Self.answer(["wm", "--restart"], state) == .commands([.restart]))
        #expect(Self.answer(["node", "-s", "east"], state) == .commands([.swap(.right)]))
        #expect(Self.answer(["node", "-p", "south"], state) == .commands([.presel(.down)]))
        #expect(Self.answer(["node", "-p", "cancel"], state) == .commands([.presel(nil)]))
        #expect(Self.answer(["node", "-r", "0.3"], state) == .commands([.fraction(0.3)]))
        #expect(Self.answer(["node", "-t", "floating"], state) == .commands(try! CommandParser.parse("[id=2] float on")))
        #expect(Self.answer(["node", "-c"], state) == .commands(try! CommandParser.parse("[id=2] close")))
        #expect(Self.answer(["node", "0x00000001", "-k"], state) == .commands(try! CommandParser.parse("[id=1] kill")))
        #expect(Self.answer(["node", "-d", "web"], state) == .commands(try! CommandParser.parse("[id=2] move workspace web")))
        #expect(Self.answer(["desktop", "-l", "monocle"], state) == .commands([.zoomToggle]))
        #expect(Self.answer(["desktop", "-l", "tiled"], state) == .commands([]))
        #expect(Self.answer(["desktop", "-f", "web"], state) == .commands([.workspace(.named("web"))]))
        #expect(Self.answer(["quit"], state) == .commands([.quit]))
    }

    @Test func wrongWordsGetBspwmsTexts() {
        let state = Self.row(1)
        #expect(Self.answer([], state) == .failure("No arguments given.\n"))
        #expect(Self.answer(["frob"], state) == .failure("Unknown domain or command: 'frob'.\n"))
        #expect(Self.answer(["node"], state) == .failure("node: Missing arguments.\n"))
        #expect(Self.answer(["node", "-p"], state) == .failure("node -p: Not enough arguments.\n"))
        #expect(Self.answer(["query"], state) == .failure("query: Missing arguments.\n"))
        #expect(Self.answer(["query", "-D", "-N"], state) == .failure("query: Multiple commands given.\n"))
        #expect(Self.answer(["query", "-D", "-d", "^7"], state) == .failure(""))
        #expect(Self.answer(["query", "-D", "-d", ".frob"], state) == .failure("query -d: Invalid modifier found in '.frob'.\n"))
        #expect(Self.answer(["node", "-f", "older"], state) == .failure("node -f: splitwm has no counterpart for 'older' (in 'older').\n"))
        guard case .failure(let text) = Self.answer(["node", "-R", "90"], state) else { Issue.record("-R"); return }
        #expect(text.contains("-R"))
    }

    /// After every step of random workspace and monitor scripts: one desktop per workspace,
    /// one shown desktop per monitor and one focused monitor in the report, ids unique, and
    /// `^N` naming the Nth desktop of `query -D`.
    @Test func theReportAndTheQueriesHoldAfterEveryStep() {
        for seed in PropertyEnvironment.seeds([0xB5_0C00_0001]) {
            forAll(StateGens.script(.workspaces, length: 1...30), seed: seed, cases: 120,
                   shrink: { $0.shrinkCandidates }, show: { SimulatedWM.run($0, checkingReduce: false).printout }) { script, v in
                var replay = SimulatedWM(area: script.area, settings: script.settings, startTime: script.startTime)
                replay.checksReduce = false
                for (n, step) in script.steps.enumerated() {
                    replay.run(step)
                    if replay.failed { return }
                    Self.check(replay.state, &v, "after step \(n + 1)")
                    if !v.isEmpty { return }
                }
            }
        }
    }

    static func check(_ state: WMState, _ v: inout Violations, _ context: String) {
        let view = BspwmView(of: state)
        let line = BspwmReport.line(of: view)
        let fields = line.dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: false)
        let desktops = fields.filter { "oOfFuU".contains($0.first ?? " ") }
        let monitors = fields.filter { "mM".contains($0.first ?? " ") }
        v.expect(line.hasPrefix("W") && line.hasSuffix("\n"), "\(context): \(line)")
        v.expect(desktops.count == state.workspaces.count, "\(context): \(desktops.count) desktops for \(state.workspaces.count) workspaces: \(line)")
        v.expect(monitors.count == state.outputs.monitors.count && monitors.filter { $0.first == "M" }.count == 1, "\(context): monitors in \(line)")
        v.expect(desktops.filter { "OFU".contains($0.first ?? " ") }.count == state.outputs.monitors.count, "\(context): one shown desktop a monitor: \(line)")
        guard case .output(let ids) = BspwmMessage.answer(["query", "-D"], in: view) else { v.fail("\(context): query -D failed"); return }
        let list = ids.split(separator: "\n")
        v.expect(Set(list).count == list.count && list.count == state.workspaces.count, "\(context): ids \(list)")
        for n in 1...max(1, list.count) where n <= list.count {
            let picked = BspwmMessage.answer(["query", "-D", "-d", "^\(n)"], in: view)
            v.expect(picked == .output(list[n - 1] + "\n"), "\(context): ^\(n) is \(picked), not \(list[n - 1])")
        }
    }
}
