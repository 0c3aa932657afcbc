// Saving every workspace (with what each window is) and restoring them after a restart or a
// crash: the window manager's side of `StateSaver` and `StateFile`.
import SplitState
import SplitEngine
import SplitX

extension WindowManager {
    /// Saves the state if it changed and a write is due (see `StateSaver`); never during a
    /// drag, which saves once, on release.
    func saveStateIfDue() {
        guard state.drag == nil else { return }
        let shape = StateSaver.Shape(of: state)
        guard saver.isDue(shape, at: .now) else { return }
        saveState(shape)
    }

    /// Saves the state now if it changed since the last save (`sync`, restart).
    func saveStateIfChanged() {
        guard state.drag == nil else { return }
        let shape = StateSaver.Shape(of: state)
        guard shape != saver.saved else { return }
        saveState(shape)
    }

    func saveState(_ shape: StateSaver.Shape? = nil) {
        // No titles: reading them costs an X round trip per window, and a restore does not need them.
        saver.save(shape ?? StateSaver.Shape(of: state), report.document(titles: false))
    }

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
            carryOut(reaction)
            if restored { saver.saved = StateSaver.Shape(of: state) }
            Log.debug(restored ? "restored the saved layout of \(saved.identities.count) windows on \(state.workspaces.count) workspaces"
                               : "waiting for \(saved.tree.leafCount) windows of the saved layout")
            rendering.needed = true
        }
    }
}
