// One reduction at a time, as splitwm runs the state: an event (or a line of commands, a key
// press) handed to the state, the effects of its reaction handed out to be carried out, the
// work they leave for after them (FollowUp) taken in order, and no event handed in while
// effects are carried out. The shell (WindowManager) decodes X events, carries out effects and
// feeds what they read back; the state tests' replay drives the same value with a simulated
// outside.
import SplitCommands

/// The state and the loop that runs it: fed inputs, it answers with the effects to carry out
/// next, until the run the input began is finished.
public struct Driver: Sendable {
    /// Everything the window manager knows.
    public var state: WMState
    /// What effects left for after their reduction, shared by the runs under way: a run that
    /// a follow-up began takes the work queued after it too, in order.
    private var followUps = FollowUpQueue()
    /// The runs under way, innermost last: a follow-up's (a catch-up's X events, a reloaded
    /// config) begins inside the run that queued it.
    private var runs: [Run] = []
    /// The reduction the last `feed` made, if it made one (a picture is due; the tests check it).
    public private(set) var lastReduction: Reduction?

    public init(state: WMState) { self.state = state }

    /// Whether the effects handed out last are being carried out (no event may be fed then).
    public var carryingOutEffects: Bool {
        guard case .effects? = runs.last?.waiting else { return false }
        return true
    }

    /// Takes `input` and says what to do next: at most one reduction per feed.
    public mutating func feed(_ input: DriverInput) -> DriverStep {
        lastReduction = nil
        switch input {
        case .event(let event): return begin([event])
        case .commands(let commands): return begin(commands.map { .command($0) })
        case .key(let press): return begin(press.events(in: state))
        case .reaction(let reaction):
            precondition(!carryingOutEffects, "an effect fed a reaction: queue it as a follow-up instead")
            runs.append(Run(waiting: .effects(reaction.effects)))
            return .carryOut(reaction.effects.filter { !$0.waitsItsTurn })
        case .carriedOut(let outcomes):
            guard let waiting = runs.last?.waiting else { preconditionFailure("effects carried out that were not handed out") }
            runs[runs.count - 1].waiting = nil
            switch waiting {
            case .effects(let effects):
                var outcomes = outcomes.makeIterator()
                for effect in effects {
                    let outcome = effect.waitsItsTurn ? .done : outcomes.next() ?? .done
                    if case .failed(let reason) = outcome { fail(reason) }
                    if let followUp = FollowUp(effect, outcome: outcome) { followUps.append(followUp) }
                }
            case .followUp:
                if case .failed(let reason)? = outcomes.first { fail(reason) }
            }
            return advance()
        }
    }

    /// A run of `events`, each one's effects and follow-ups before the next, up to the first
    /// that fails.
    private mutating func begin(_ events: [WMEvent]) -> DriverStep {
        precondition(!carryingOutEffects, "an effect fed \(events): queue it as a follow-up instead")
        guard let first = events.first else { return .finished(failure: nil) }
        // The run's first event before any work queued earlier: that is the run's that queued it.
        runs.append(Run(events: events.dropFirst()))
        return reduce(first)
    }

    /// The next reduction or follow-up of the innermost run, or its end.
    private mutating func advance() -> DriverStep {
        if let followUp = followUps.next() {
            guard let effect = followUp.effect else {
                guard case .input(let event) = followUp else { preconditionFailure() }
                return reduce(event)
            }
            runs[runs.count - 1].waiting = .followUp
            return .carryOut([effect])
        }
        if runs[runs.count - 1].failure == nil, let event = runs[runs.count - 1].events.popFirst() { return reduce(event) }
        return .finished(failure: runs.removeLast().failure)
    }

    private mutating func reduce(_ event: WMEvent) -> DriverStep {
        let reaction = state.handle(event)
        lastReduction = Reduction(event: event, reaction: reaction)
        if let failure = reaction.failure { fail(failure) }
        runs[runs.count - 1].waiting = .effects(reaction.effects)
        return .carryOut(reaction.effects.filter { !$0.waitsItsTurn })
    }

    /// The run's failure, if it has none yet: the first one counts.
    private mutating func fail(_ reason: String) {
        if runs[runs.count - 1].failure == nil { runs[runs.count - 1].failure = reason }
    }

    private struct Run: Sendable {
        /// What is still to be handed to the state.
        var events: ArraySlice<WMEvent> = []
        var failure: String?
        /// What was handed out and not yet reported back.
        var waiting: Waiting?
    }

    private enum Waiting: Sendable {
        /// A reduction's effects (all of them: those that wait their turn are queued when the
        /// others are reported back, in order).
        case effects([Effect])
        case followUp
    }
}

/// One event and what the state answered.
public struct Reduction: Hashable, Sendable {
    public var event: WMEvent
    public var reaction: Reaction
}
