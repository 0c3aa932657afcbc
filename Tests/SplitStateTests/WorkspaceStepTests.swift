// `workspace next|prev` across monitors as i3 steps (its tests 528 and 535): WorkspaceStep on
// its own, then through the state with two monitors.
import SplitConfig
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct WorkspaceStepTests {
    /// Left: 1 2 3 6 7 B F C; right: 4 5 A D E (each monitor's numbers first).
    static let order: [WorkspaceStepEntry] = [1, 2, 3, 6, 7].map { WorkspaceStepEntry(number: $0, monitor: 0) }
        + ["B", "F", "C"].map { _ in WorkspaceStepEntry(number: nil, monitor: 0) }
        + [4, 5].map { WorkspaceStepEntry(number: $0, monitor: 1) }
        + ["A", "D", "E"].map { _ in WorkspaceStepEntry(number: nil, monitor: 1) }
    static let names = ["1", "2", "3", "6", "7", "B", "F", "C", "4", "5", "A", "D", "E"]

    static func walk(from name: String, forward: Bool) -> [String] {
        var at = names.firstIndex(of: name)!
        return (0..<names.count).map { _ in
            at = forward ? WorkspaceStep.next(order, from: at) : WorkspaceStep.previous(order, from: at)
            return names[at]
        }
    }

    @Test func nextGoesByNumberAcrossMonitorsThenByNameMonitorByMonitor() {
        #expect(Self.walk(from: "1", forward: true) == ["2", "3", "4", "5", "6", "7", "B", "F", "C", "A", "D", "E", "1"])
    }

    @Test func prevWalksTheSameCircleBackwards() {
        #expect(Self.walk(from: "1", forward: false) == ["E", "D", "A", "C", "F", "B", "7", "6", "5", "4", "3", "2", "1"])
    }

    @Test func aLoneWorkspaceStaysWhereItIs() {
        #expect(WorkspaceStep.next([WorkspaceStepEntry(number: nil, monitor: 0)], from: 0) == 0)
        #expect(WorkspaceStep.previous([WorkspaceStepEntry(number: 3, monitor: 0)], from: 0) == 0)
    }

    @Test func theStateStepsNamedWorkspacesByMonitorNotByAge() throws {
        var d = WMState(settings: Settings(), monitors: [WorkspaceTests.left, WorkspaceTests.right])
        // Named workspaces made on the right first, then on the left; each keeps a window.
        var id: UInt32 = 1
        for command in ["focus right; workspace A", "workspace 4", "focus left; workspace B", "workspace 1"] {
            try run(command, on: &d)
            _ = d.handle(.manage(client(id), mapped: false))
            id += 1
        }
        var seen: [String] = []
        for _ in 0..<4 {
            try run("workspace next", on: &d)
            seen.append(d.focusedWorkspace.name)
        }
        #expect(seen == ["4", "B", "A", "1"])
        try run("workspace prev", on: &d)
        #expect(d.focusedWorkspace.name == "A" && d.outputs.focused.name == WorkspaceTests.right.name)
    }
}
