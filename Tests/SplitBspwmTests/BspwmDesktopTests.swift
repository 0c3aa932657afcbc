// bspwm's desktops as a bspwmrc declares them (`bspc monitor -d|-a`), renamed and removed
// (`desktop -n|-r`), run through the state as splitwm runs them: what `query -D --names` and
// the report line show afterwards, and that a restart (the state file read back) keeps them.
import SplitBspwm
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BspwmDesktopTests {
    static let left = MonitorInfo(name: "L", frame: Rect(x: 0, y: 0, width: 1000, height: 800), primary: true)
    static let right = MonitorInfo(name: "R", frame: Rect(x: 1000, y: 0, width: 1000, height: 800), primary: false)


    static func names(_ state: inout WMState) -> String { bspc("query", "-D", "--names", on: &state) }
    static func report(_ state: inout WMState) -> String { bspc("wm", "-g", on: &state) }

    static func manage(_ ids: ClosedRange<UInt32>, _ state: inout WMState) {
        for id in ids { _ = state.handle(.manage(client(id), mapped: true)) }
    }

    static func windows(on name: String, _ state: WMState) -> [WindowID] {
        state.workspaces.first { $0.name == name }.map { $0.tree.leaves + $0.floating } ?? []
    }

    @Test func aBspwmrcsDesktopsAreThereEmptyAndInOrder() {
        var state = WMState(settings: Settings(), monitors: [Self.left])
        #expect(bspc("monitor", "-d", "I", "II", "III", on: &state) == "")
        #expect(Self.names(&state) == "I\nII\nIII\n")
        #expect(Self.report(&state) == "WML:FI:fII:fIII:LT\n")
        // A window on II, then back to I: II keeps it, I and III stay though empty.
        #expect(bspc("desktop", "-f", "II", on: &state) == "")
        Self.manage(1...1, &state)
        #expect(bspc("desktop", "-f", "III", on: &state) == "")
        #expect(bspc("desktop", "-f", "I", on: &state) == "")
        #expect(Self.report(&state) == "WML:FI:oII:fIII:LT\n")
        #expect(Self.windows(on: "II", state) == [w(1)])
        // The bspwmrc run again (a reload) changes nothing.
        #expect(bspc("monitor", "L", "-d", "I", "II", "III", on: &state) == "")
        #expect(Self.report(&state) == "WML:FI:oII:fIII:LT\n")
    }

    @Test func theWorkspacesAMonitorHasAreRenamedInOrder() {
        var state = WMState(settings: Settings(), monitors: [Self.left])
        Self.manage(1...2, &state)
        #expect(Self.names(&state) == "1\n")
        #expect(bspc("monitor", "-d", "web", "mail", on: &state) == "")
        #expect(Self.names(&state) == "web\nmail\n")
        #expect(Self.windows(on: "web", state) == [w(1), w(2)])
        #expect(Self.report(&state).hasPrefix("WML:Oweb:fmail:LT:TT"))
    }

    @Test func desktopsLeftOverGiveTheirWindowsToTheLastKept() {
        var state = WMState(settings: Settings(), monitors: [Self.left])
        #expect(bspc("monitor", "-d", "a", "b", "c", "d", on: &state) == "")
        Self.manage(1...1, &state)
        #expect(bspc("desktop", "-f", "c", on: &state) == "")
        Self.manage(2...2, &state)
        #expect(bspc("desktop", "-f", "d", on: &state) == "")
        Self.manage(3...3, &state)
        // d is shown: b, which takes its windows, is shown instead.
        #expect(bspc("monitor", "-d", "x", "y", on: &state) == "")
        #expect(Self.names(&state) == "x\ny\n")
        #expect(Self.windows(on: "x", state) == [w(1)])
        #expect(Set(Self.windows(on: "y", state)) == [w(2), w(3)])
        #expect(Self.report(&state).hasPrefix("WML:ox:Oy:LT"))
    }

    @Test func addedDesktopsComeAfterAndANameInUseIsRefused() {
        var state = WMState(settings: Settings(), monitors: [Self.left])
        #expect(bspc("monitor", "-d", "I", "II", on: &state) == "")
        #expect(bspc("monitor", "-a", "III", "IV", on: &state) == "")
        #expect(Self.names(&state) == "I\nII\nIII\nIV\n")
        #expect(bspc("monitor", "-a", "II", on: &state) == "!Workspace \"II\" already exists")
        #expect(bspc("monitor", "-d", "I", "I", on: &state) == "!Workspace \"I\" is named twice")
        #expect(bspc("monitor", "-d", "1", "01", on: &state) == "!Workspaces \"1\" and \"01\" would have one number, 1")
        #expect(bspc("monitor", "-d", on: &state) == "!monitor -d: Not enough arguments.\n")
        #expect(bspc("monitor", "-d", "a:b", on: &state).hasPrefix("!monitor -d: Invalid desktop name: 'a:b'"))
        #expect(bspc("monitor", "nowhere", "-d", "a", on: &state) == "!")
        #expect(Self.names(&state) == "I\nII\nIII\nIV\n", "refusals change nothing")
    }

    @Test func eachMonitorHasItsOwnDesktops() {
        var state = WMState(settings: Settings(), monitors: [Self.left, Self.right])
        #expect(Self.names(&state) == "1\n2\n")
        // R's 2, made at start and empty, makes way (as 3), then is renamed in R's turn.
        #expect(bspc("monitor", "L", "-d", "1", "2", on: &state) == "")
        #expect(bspc("monitor", "R", "-d", "3", "4", on: &state) == "")
        #expect(bspc("query", "-D", "-m", "R", "--names", on: &state) == "3\n4\n")
        #expect(bspc("query", "-D", "-m", "L", "--names", on: &state) == "1\n2\n")
        #expect(bspc("monitor", "R", "-d", "3", "1", on: &state) == "!Workspace \"1\" is on monitor L, not R")
    }

    @Test func desktopsAreRenamedAndRemovedAsBspwmDoes() {
        var state = WMState(settings: Settings(), monitors: [Self.left])
        #expect(bspc("monitor", "-d", "a", "b", "c", on: &state) == "")
        #expect(bspc("desktop", "b", "-n", "web", on: &state) == "")
        #expect(bspc("desktop", "-n", "first", on: &state) == "")
        #expect(Self.names(&state) == "first\nweb\nc\n")
        // An empty desktop goes; one with windows gives them to the one before it (the first: the one after).
        #expect(bspc("desktop", "c", "-r", on: &state) == "")
        Self.manage(1...2, &state)
        #expect(bspc("desktop", "first", "-r", on: &state) == "")
        #expect(Self.names(&state) == "web\n")
        #expect(Self.windows(on: "web", state) == [w(1), w(2)])
        #expect(Self.report(&state).hasPrefix("WML:Oweb:LT"))
        #expect(bspc("desktop", "-r", on: &state) == "!Workspace \"web\" is the only one of monitor L")
        #expect(bspc("desktop", "-r", "-f", on: &state) == "!desktop -r: Trailing commands.\n")
    }

    @Test func aRemovedDesktopsWaitingLeafClosesWithIt() {
        var state = WMState(settings: Settings(), monitors: [Self.left])
        #expect(bspc("monitor", "-d", "a", "b", on: &state) == "")
        #expect(bspc("desktop", "-f", "b", on: &state) == "")
        #expect(state.handle(commands: [.open]).failure == nil)
        #expect(state.workspaces.first { $0.name == "b" }?.waits.count == 1)
        #expect(bspc("desktop", "-r", on: &state) == "")
        #expect(Self.names(&state) == "a\n")
        #expect(state.workspaces.allSatisfy { $0.tree.isEmpty && $0.waits.isEmpty })
        #expect(Self.report(&state) == "WML:Fa:LT\n")
    }

    @Test func monitorWordsSplitwmLeavesToRandRAreRefusedWithWhy() {
        var state = WMState(settings: Settings(), monitors: [Self.left])
        for word in ["-o", "-n"] {
            let text = bspc("monitor", word, "x", on: &state)
            #expect(text.hasPrefix("!monitor \(word): splitwm"), "\(word): \(text)")
        }
        #expect(bspc("monitor", "-r", on: &state) == "!monitors remove: L is RandR's monitor, not one `monitors add` made")
        #expect(bspc("monitor", "-z", on: &state) == "!monitor: Unknown command: '-z'.\n")
    }

    @Test func aRestartKeepsTheDesktopsEmptyOrNot() throws {
        var state = WMState(settings: Settings(), monitors: [Self.left])
        #expect(bspc("monitor", "-d", "I", "II", "III", on: &state) == "")
        #expect(bspc("desktop", "-f", "II", on: &state) == "")
        Self.manage(1...1, &state)
        let text = String(decoding: StateDocument(of: state, picture: Picture(of: state)).bytes(.stateFile, pretty: false), as: UTF8.self)
        var restarted = WMState(settings: Settings(), monitors: [Self.left])
        Self.manage(1...1, &restarted)
        #expect(restarted.restore(try SavedLayout(reading: text)).restored)
        #expect(Self.names(&restarted) == "I\nII\nIII\n")
        #expect(Self.report(&restarted) == "WML:fI:OII:fIII:LT:TT:G\n")
        // Still kept while empty after the restart.
        #expect(bspc("node", "-d", "I", on: &restarted) == "")
        #expect(bspc("desktop", "-f", "III", on: &restarted) == "")
        #expect(Self.names(&restarted) == "I\nII\nIII\n")
    }
}
