// The work an effect leaves for after the reduction that asked for it, queued in the order the
// effects asked (Driver.swift takes it off the queue).

/// Work an effect leaves for after the reduction that asked for it.
enum FollowUp: Hashable, Sendable {
    /// The next input: what an effect read (a layout file, the monitors).
    case input(WMEvent)
    /// Handle every X event that came before this point (`sync`).
    case catchUp
    case reload
    case restart

    /// The follow-up `effect` leaves, answered by `outcome` (what it read), if any; nil for an
    /// effect that is carried out at once and leaves nothing.
    init?(_ effect: Effect, outcome: EffectOutcome) {
        switch (effect, outcome) {
        case (.sync, _): self = .catchUp
        case (.reload, _): self = .reload
        case (.restart, _): self = .restart
        case (.refreshMonitors, .monitors(let infos)): self = .input(.monitors(infos))
        case (.loadLayout, .layout(let layout)), (.appendLayout, .layout(let layout)): self = .input(.loadLayout(layout))
        default: return nil
        }
    }

    /// The effect the shell carries out for it; nil for an input, which the state handles.
    var effect: Effect? {
        switch self {
        case .input: nil
        case .catchUp: .sync
        case .reload: .reload
        case .restart: .restart
        }
    }
}

extension Effect {
    /// Whether the effect is carried out after its reduction's other effects and the work
    /// queued before it, not with them: a catch-up, a reload and a restart each hand the state
    /// events of their own, which must not come while effects are being carried out.
    var waitsItsTurn: Bool {
        switch self {
        case .sync, .reload, .restart: true
        default: false
        }
    }
}

/// The follow-ups waiting, in the order their effects asked for them.
struct FollowUpQueue: Hashable, Sendable {
    private var waiting: [FollowUp] = []

    mutating func append(_ followUp: FollowUp) { waiting.append(followUp) }

    /// The next follow-up, taken off the queue; nil when none waits.
    mutating func next() -> FollowUp? { waiting.isEmpty ? nil : waiting.removeFirst() }
}
