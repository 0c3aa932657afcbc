// Restoring every workspace (with what each window is) after a restart or a crash, from the
// state file `StateSaver` writes.
import SplitState
import SplitEngine
import SplitX

extension WindowManager {
    /// Puts back the saved layout for the windows that are still here (matched by id: a
    /// restart, or a crash of the window manager alone), or waits for its windows (a new
    /// session); see `WMState.restore`.
    func restoreSavedState() {
        guard let loaded = saver.file.load() else { return }
        switch loaded {
        case .failure(let error):
            Log.info("the saved state was not used: \(error)")
        case .success(let saved):
            let (restored, reaction) = state.restore(saved)
            drive(.reaction(reaction))
            if restored { saver.saved = StateSaver.kept(of: state) }
            Log.debug(restored ? "restored the saved layout of \(saved.identities.count) windows on \(state.workspaces.count) workspaces"
                               : "waiting for \(saved.tree.leafCount) windows of the saved layout")
            rendering.needed = true
        }
    }
}
