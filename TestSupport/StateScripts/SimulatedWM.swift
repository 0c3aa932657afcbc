// Running scripts: each action run through the production Driver (SplitState's Driver.swift)
// as the window manager runs it, with a simulated outside (Outside.swift) answering what the
// effects read, and the invariants checked after every reduction. What happens around the
// core at a restart, a crash or a new session is SimulatedWM+Restarts.swift; resolving a
// script's steps into actions is SimulatedWM+Steps.swift; the actions are Action.swift.
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import XModel

/// A splitwm process simulated around the production `Driver`: the driver fed each action as
/// `WindowManager.drive` feeds it, the simulated outside carrying out the effects it hands out,
/// the invariants checked after every reduction, and the process restarted as the window
/// manager restarts. Not a driver of its own: every decision is `Driver.feed`'s.
package struct SimulatedWM {
    /// The state and the loop that runs it, as in the window manager.
    package var driver: Driver
    package var state: WMState {
        get { driver.state }
        _modify { yield &driver.state }
    }
    /// What the effects read and write outside the state.
    package var outside: Outside
    package var checker = Checker()
    package var violations = Violations()
    /// The actions run so far, for the failure message.
    package internal(set) var log: [Action] = []
    /// The script's server clock and the pointer as last reported.
    package var clock: UInt32
    package var pointer = PixelPoint(x: 0, y: 0)
    /// The state file as this process last wrote it (`StateSaver.save`).
    package var stateFile: SavedLayout? { stateFiles.last }
    /// The state file as each save left it, the latest last (a few).
    package var stateFiles: [SavedLayout] = []
    package var savedTree = SplitTree<WindowID>()
    /// Whether each event also goes through `WMState.reduce`, which must agree with `handle`.
    package var checksReduce = true
    /// The picture of `state` as last checked (steps name what it shows).
    package internal(set) var picture = Picture()
    package let initialArea: Rect
    package let initialSettings: Settings
    /// The processes started so far: a restart ends the runs of the process before.
    var processes = 1
    /// What the driver's follow-ups did so far, by kind (what the scripts exercised).
    package private(set) var followUps = FollowUpCounts()

    package init(area: Rect, settings: Settings, startTime: UInt32 = 0) {
        let state = WMState(settings: settings, screen: area)
        driver = Driver(state: state)
        outside = Outside(monitors: state.outputs.monitorInfos, settings: settings)
        initialArea = area
        initialSettings = settings
        clock = startTime
        picture = checker.check(before: state, after: state, reaction: Reaction(), event: nil, &violations, "at the start")
    }

    package var failed: Bool { !violations.isEmpty }

    // MARK: - Actions

    package mutating func run(_ action: Action) {
        guard !failed else { return }
        log.append(action)
        let context = "after action #\(log.count)"
        switch action {
        case .event(let event):
            drive(.event(event), context)
            // X reports what RandR told.
            if case .monitors(let infos) = event { outside.monitors = infos }
            if case .screenChange = event { outside.monitors = state.outputs.monitorInfos }
        case .restart: restart()
        case .crash(let staleness): start(adopting: state, from: stateFiles.dropLast(staleness).last)
        case .newSession: newSession()
        case .commands(let commands): drive(.commands(commands), context)
        case .key(let press): drive(.key(press), context)
        case .replug(let infos): outside.monitors = infos
        case .configFile(let text): outside.configText = text
        }
        saveIfDue()
    }

    /// Feeds `input` to the driver as `WindowManager.drive` does, the outside carrying out
    /// each effect handed out, until the run is over or the process restarted.
    mutating func drive(_ input: DriverInput, _ context: String) {
        let process = processes
        var step = feed(input, context)
        while case .carryOut(let effects) = step, !failed {
            var outcomes: [EffectOutcome] = []
            for effect in effects {
                followUps.count(effect)
                switch effect {
                case .restart:
                    // The process is replaced: nothing of this run goes on.
                    restart()
                    return
                case .reload: outcomes.append(reload(context))
                default: outcomes.append(outside.carryOut(effect, on: state))
                }
                if case .layout = outcomes.last { followUps.layoutsRead += 1 }
                if case .failed = outcomes.last, effect == .reload { followUps.failedReloads += 1 }
                guard processes == process, !failed else { return }
            }
            step = feed(.carriedOut(outcomes), context)
        }
    }

    /// One feed, and the reduction it made checked: the in-place reducer against the pure one
    /// and the invariants.
    mutating func feed(_ input: DriverInput, _ context: String) -> DriverStep {
        let before = state
        let step = driver.feed(input)
        guard let reduction = driver.lastReduction else { return step }
        if checksReduce {
            let (reduced, expected) = WMState.reduce(before, reduction.event)
            violations.expect(reduced == state, "\(context): WMState.reduce gave another state than handle in place")
            violations.expect(expected == reduction.reaction,
                              "\(context): WMState.reduce gave \(expected), handle in place \(reduction.reaction)")
        }
        picture = checker.check(before: before, after: state, reaction: reduction.reaction, event: reduction.event, &violations,
                                "\(context), handling \(literal(reduction.event))")
        return step
    }

    /// `reload` (WindowManager.reload): the config file read again; one with errors keeps the
    /// config in force, one without takes effect (its settings handed to the state).
    mutating func reload(_ context: String) -> EffectOutcome {
        switch outside.readConfig() {
        case .failure(let errors): return .failed("reload: \(errors.errors.count) error(s), kept the previous config")
        case .success(let config):
            outside.config = config
            drive(.event(.config(config.settings)), context + ", reloading")
            // WindowManager.apply grabs the keys of the mode in force, in the config now in force.
            outside.grabbedMode = state.bindingMode
            return .done
        }
    }

    // MARK: - Whole scripts

    /// Runs `script` until an invariant fails; the result holds the log and the violations.
    package static func run(_ script: Script, checkingReduce: Bool = true) -> SimulatedWM {
        var wm = SimulatedWM(area: script.area, settings: script.settings, startTime: script.startTime)
        wm.checksReduce = checkingReduce
        for step in script.steps where !wm.failed { wm.run(step) }
        return wm
    }

    /// Runs `actions` from a start (a regression example, or a failure's printout).
    package static func run(area: Rect, settings: Settings = Settings(), _ actions: [Action]) -> SimulatedWM {
        var wm = SimulatedWM(area: area, settings: settings)
        for action in actions where !wm.failed { wm.run(action) }
        return wm
    }
}
