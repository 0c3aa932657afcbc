// The outer gaps kept fitted: every shown workspace fitted to its monitor again after each
// event (smart gaps come and go with the windows a workspace shows), and the bounds floating
// windows keep to. What a gap is and how a tree fits is Workspace+Gaps.swift.
import SplitConfig
import SplitEngine

extension WMState {
    /// The work area the focused workspace was fitted in (its area with the outer gap around):
    /// what floating windows are kept inside, since the gap is the tiles' alone.
    var floatingBounds: Rect { focusedWorkspace.workArea }

    /// Fits every shown workspace to its monitor again: smart gaps come and go with the number
    /// of windows a workspace shows, and the settings may have changed the gap. A workspace
    /// whose area stays the same is left as it is.
    mutating func refitGaps() {
        for m in outputs.monitors.indices { fitToMonitor(shownWorkspace(on: m)) }
    }
}
