// A line of the command language run against a state as splitwm runs a binding's line: the
// one helper the state tests use for "the user typed this" (parsed by CommandParser, each
// command handed to the state in turn, up to the first that fails).
import SplitCommands
import SplitState
import Testing

/// Parses `text` and runs its commands on `state` as `WindowManager.run` runs them (see
/// `WMState.handle(commands:)`); what they asked for together. A command the state refuses is
/// an issue of the calling test, recorded where it called; to see a refusal, hand the parsed
/// commands to `handle(commands:)` instead. Throws the parser's error.
@discardableResult
package func run(_ text: String, on state: inout WMState, sourceLocation: SourceLocation = #_sourceLocation) throws -> Reaction {
    let reaction = state.handle(commands: try CommandParser.parse(text))
    if let failure = reaction.failure { Issue.record("\(text): \(failure)", sourceLocation: sourceLocation) }
    return reaction
}

extension WMState {
    /// `commands` as `WindowManager.run` hands them over, through the driver: one `.command`
    /// event each, up to the first that fails; what they asked for together. Every effect
    /// is taken as carried out, reading nothing (no layout file, no monitors).
    package mutating func handle(commands: [Command]) -> Reaction {
        var driver = Driver(state: self)
        var all = Reaction()
        var step = driver.feed(.commands(commands))
        while true {
            if let reduction = driver.lastReduction { all.effects += reduction.reaction.effects }
            guard case .carryOut(let effects) = step else { break }
            step = driver.feed(.carriedOut(effects.map { _ in .done }))
        }
        if case .finished(let failure) = step { all.failure = failure }
        self = driver.state
        return all
    }
}
