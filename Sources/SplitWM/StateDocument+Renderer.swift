// The state document (SplitState's StateDocument) as the window manager reports it: the state
// with the picture the renderer last pushed, and each window's sync handshake, which only the
// X side knows. Built from what the window manager keeps: no X round trip.
import SplitState

extension StateDocument {
    /// The document of `state`, each window where the picture `renderer` last pushed shows it
    /// (a frame of a motion, mid-motion).
    init(of state: WMState, pushedBy renderer: Renderer, collapsed: Bool = false) {
        self.init(of: state, picture: renderer.pushed, collapsed: collapsed)
        for window in order { windows[window]?.syncRequest = renderer.sync.report(window) }
    }
}
