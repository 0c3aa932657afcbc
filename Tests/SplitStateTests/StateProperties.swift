// The state's invariants over random event scripts (see Invariants.swift), with three mixes
// of events, each from fixed seeds (the same cases on every run) and, outside CI, one seed
// drawn per run (named in a failure, replayed with SPLITWM_PROPERTY_SEED). A failure shrinks to a minimal
// script and prints the actions it ran as a pasteable `SimulatedWM.run`.
import PropertyTestSupport
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

/// Runs `cases` scripts of `mix` per seed; every action of each is checked (and, with
/// `checkingReduce`, each event also through `WMState.reduce`, which must agree with `handle`).
func checkScripts(_ mix: Mix, seeds: [UInt64], cases: Int, length: ClosedRange<Int>, checkingReduce: Bool = false,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    for seed in PropertyEnvironment.seeds(seeds) {
        forAll(StateGens.script(mix, length: length), seed: seed, cases: cases,
               shrink: { $0.shrinkCandidates },
               show: { SimulatedWM.run($0, checkingReduce: checkingReduce).printout },
               sourceLocation: sourceLocation) { script, v in
            let wm = SimulatedWM.run(script, checkingReduce: checkingReduce)
            for message in wm.violations.messages { v.fail(message) }
        }
    }
}

/// The time limit only stops a hang; it is no speed check.
@Suite(.timeLimit(.minutes(10))) struct StateProperties {
    @Test func everyInvariantHoldsAfterEveryEventAndReduceAgreesWithHandle() {
        checkScripts(.general, seeds: [0xDE5C_0001, 0xDE5C_0002], cases: 220, length: 1...40, checkingReduce: true)
    }

    @Test func pointerDragsKeepEveryInvariant() {
        checkScripts(.pointer, seeds: [0xDE5C_0101, 0xDE5C_0102], cases: 230, length: 1...30)
    }

    @Test func windowsComingAndGoingAcrossRestartsKeepEveryInvariant() {
        checkScripts(.lifecycle, seeds: [0xDE5C_0201, 0xDE5C_0202], cases: 220, length: 1...40)
    }

    @Test func workspacesAndMonitorsComingAndGoingKeepEveryInvariant() {
        checkScripts(.workspaces, seeds: [0xDE5C_0301, 0xDE5C_0302], cases: 220, length: 1...40)
    }

    /// What effects read and do outside the state (layout files, monitors, config files,
    /// restarts, catch-ups, bound keys), answered by the simulated outside.
    @Test func layoutFilesMonitorsReloadsAndBoundKeysKeepEveryInvariant() {
        checkScripts(.outside, seeds: [0xDE5C_0401, 0xDE5C_0402], cases: 220, length: 1...40, checkingReduce: true)
    }
}
