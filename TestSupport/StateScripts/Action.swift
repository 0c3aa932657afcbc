// What a script's step resolves into: one action of the X edge (an event, commands, a key
// press) for the production Driver, or something around the process (a restart, a crash, a
// new session, a change outside). The unit a failing script is printed in and run again from.
import SplitCommands
import SplitConfig
import SplitState

/// What a resolved step does: the unit a failing script is printed in and replayed from.
package enum Action: Hashable, Sendable {
    case event(WMEvent)
    /// splitwm restarts (saving first, if it may): a fresh state adopts the windows in the
    /// order they were managed and restores the saved tree.
    case restart
    /// splitwm crashed and starts again: nothing was saved on the way out, and the state
    /// file is the one written `staleness` saves ago (saves are held back 250 ms), so its
    /// windows need not be the ones here.
    case crash(staleness: Int)
    /// splitwm starts in a new X session: no windows yet, the saved layout waits for them.
    case newSession
    /// A binding's or a script's commands, run as `WindowManager.run` runs them (the driver's
    /// `.commands`): one `.command` event each, its effects and what they left carried out
    /// before the next, up to the first failure or a restart.
    case commands([Command])
    /// A key press as the X edge reads it (WindowManager.keyPress).
    case key(KeyPress)
    /// The monitors X reports change, and no event says so.
    case replug([MonitorInfo])
    /// The config file's text changes (nothing reads it until a `reload`).
    case configFile(String)
}
