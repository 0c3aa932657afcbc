// What the shell feeds the driver (Driver.swift) and what the driver asks of it back: events
// and lines of commands to run, what carried-out effects came to, and the next effects to
// carry out or the end of the run with its failure.
import SplitCommands

/// What the shell hands the driver.
public enum DriverInput: Hashable, Sendable {
    /// An event for the state (decoded from X, a config that took effect, a measured font).
    case event(WMEvent)
    /// Commands (a binding's, a script's, autostart's) as splitwm runs them: one `.command`
    /// event each, its effects and their follow-ups carried out before the next runs (a `sync`
    /// has caught up, a `reload` is in force, for the commands after it), up to the first that
    /// fails.
    case commands([Command])
    /// A key press that reached splitwm.
    case key(KeyPress)
    /// Effects the state asked for outside an event (a saved layout restored).
    case reaction(Reaction)
    /// What the effects the driver handed out last came to: one outcome each, in order.
    case carriedOut([EffectOutcome])
}

/// What carrying out one effect came to.
public enum EffectOutcome: Hashable, Sendable {
    case done
    /// It could not be carried out, for this reason (a process that did not start, a layout
    /// file that could not be read, a config with errors).
    case failed(String)
    /// `.refreshMonitors`: the monitors X reports now.
    case monitors([MonitorInfo])
    /// `.loadLayout`: the layout the file holds.
    case layout(LoadedLayout)
}

/// What the driver asks of the shell after a feed.
public enum DriverStep: Hashable, Sendable {
    /// Carry out these effects, in order, then feed `.carriedOut` with one outcome each (an
    /// empty list included). A `sync`, `reload` or `restart` comes alone, after the other
    /// effects of its reduction and the work queued before it: while it is carried out the
    /// shell may feed events of its own (a catch-up's X events, a reloaded config); while any
    /// other effect is, it may feed none.
    case carryOut([Effect])
    /// The run is over: the first failure of the state's, an effect's or a follow-up's; nil
    /// when everything went through.
    case finished(failure: String?)
}

/// A key press as the X edge read it: whether it is Escape, and the commands bound to it.
public struct KeyPress: Hashable, Sendable {
    public var time: UInt32
    public var isEscape: Bool
    /// The commands of the binding the key and its modifiers make in the mode in force; nil
    /// when unbound.
    public var commands: [Command]?

    public init(time: UInt32, isEscape: Bool = false, commands: [Command]?) {
        self.time = time
        self.isEscape = isEscape
        self.commands = commands
    }

    /// Escape during a drag (the keyboard is grabbed then) cancels it, whatever is bound to it.
    public func cancelsDrag(in state: WMState) -> Bool { isEscape && state.drag != nil }

    /// The events the press hands the state in `state`: the input clock first, then the drag
    /// cancelled or the binding's commands.
    func events(in state: WMState) -> [WMEvent] {
        if cancelsDrag(in: state) { return [.keyPress(time: time), .dragCancel] }
        return [.keyPress(time: time)] + (commands ?? []).map { .command($0) }
    }
}
