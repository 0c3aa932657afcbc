// What tests ask of a state by what a user would name, not by a workspace's position in
// panel order (the reducer's public API takes positions only at the EWMH edge).
import SplitState
import XModel

extension WMState {
    /// The name of the workspace `window` is on (tiled or floating), nil when on none.
    package func workspaceName(of window: WindowID) -> String? {
        clients.workspace(of: window).map { workspaces[$0].name }
    }
}
