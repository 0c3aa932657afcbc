// i3's own words for the failures splitwm words its own way, which RUN_COMMAND on i3's socket
// answers with: scripts and i3's own tests compare them (210-mark-unmark). splitwm's socket keeps
// splitwm's texts, which say more (the criteria, how many windows).
import SplitState

public enum I3ErrorText {
    /// i3's text for a command failure splitwm reports as `failure`; the failure itself where i3
    /// has no words of its own for it.
    public static func forFailure(_ failure: String) -> String {
        if failure.hasPrefix(WMState.markOnManyWindows) { return "A mark must not be put onto more than one window" }
        return failure
    }
}
