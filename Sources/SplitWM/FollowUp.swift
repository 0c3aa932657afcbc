// One reduction at a time: the work effects leave for after the reduction that asked for it,
// queued, and the guard that no event is handed to the state while effects are carried out.
import SplitState

/// Work an effect leaves for after the reduction that asked for it.
enum FollowUp {
    /// The next input: what an effect read (a layout file, the monitors).
    case input(WMEvent)
    /// Handle every X event that came before this point (`sync`).
    case catchUp
    case reload
    case restart
}

/// The follow-ups waiting, in the order their effects asked for them, and whether effects are
/// being carried out now (a dispatch then would start a reduction inside another).
struct FollowUpQueue {
    private var waiting: [FollowUp] = []
    /// Effects are being carried out: no event may be dispatched now.
    private(set) var performingEffects = false

    mutating func append(_ followUp: FollowUp) { waiting.append(followUp) }

    /// The next follow-up, taken off the queue; nil when none waits.
    mutating func next() -> FollowUp? { waiting.isEmpty ? nil : waiting.removeFirst() }

    /// Marks the time effects are carried out, for the dispatch that would break the rule.
    mutating func beginEffects() { performingEffects = true }
    mutating func endEffects() { performingEffects = false }
}
