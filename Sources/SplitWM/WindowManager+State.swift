// Saving the tree (with what each window is) and restoring it after a restart or a crash.
import SplitDesktop
import SplitEngine
import SplitX

/// When the state file is written: never on the way from an event to the picture (the loop
/// saves after it has flushed the picture to the server), at most once per `interval` while
/// changes keep coming (100 windows mapped in a burst write it a few times, not 100), and at
/// once when it must be current: a drag's release, `sync`, restart and exit.
struct StateSaver {
    static let interval = Duration.milliseconds(250)

    let file: StateFile

    init(file: StateFile) { self.file = file }
    /// The tree as last saved.
    var savedTree = SplitTree<WindowID>()
    private var lastWrite: ContinuousClock.Instant?
    /// When a change held back by the interval is due to be written.
    private(set) var deadline: ContinuousClock.Instant?
    /// The next change is written without waiting for the interval.
    var urgent = false

    /// Whether a changed `tree` is to be written at `now`; if not yet, sets `deadline`.
    mutating func isDue(_ tree: SplitTree<WindowID>, at now: ContinuousClock.Instant) -> Bool {
        guard tree != savedTree else {
            deadline = nil
            return false
        }
        if urgent { return true }
        if let lastWrite, now - lastWrite < Self.interval {
            deadline = lastWrite + Self.interval
            return false
        }
        return true
    }

    mutating func didWrite(_ tree: SplitTree<WindowID>, at now: ContinuousClock.Instant) {
        savedTree = tree
        lastWrite = now
        deadline = nil
        urgent = false
    }
}

extension WindowManager {
    /// Saves the state if it changed and a write is due (see `StateSaver`); never during a
    /// drag, which saves once, on release.
    func saveStateIfDue() {
        guard desktop.drag == nil, saver.isDue(desktop.tree, at: .now) else { return }
        saveState()
    }

    /// Saves the state now if it changed since the last save (`sync`, restart).
    func saveStateIfChanged() {
        guard desktop.drag == nil, desktop.tree != saver.savedTree else { return }
        saveState()
    }

    func saveState() {
        let tree = desktop.tree
        do {
            // No titles: reading them costs an X round trip per window, and a restore does not need them.
            try saver.file.save(StateDocument(tree: tree, area: desktop.area, focused: desktop.focused) {
                self.windowFacts($0, title: false)
            })
        } catch {
            // Not retried on every loop turn; the next change tries again.
            Log.info("cannot save the state: \(error)")
        }
        saver.didWrite(tree, at: .now)
    }

    /// Puts back the saved layout for the windows that are still here (matched by id: a
    /// restart, or a crash of the window manager alone). Windows it does not know keep the
    /// places adoption gave them, beside the restored ones.
    func restoreSavedState() {
        guard let loaded = saver.file.load() else { return }
        let saved: SavedState
        switch loaded {
        case .failure(let error):
            Log.info("the saved state was not used: \(error)")
            return
        case .success(let state):
            saved = state
        }
        var identities: [WindowID: WindowIdentity] = [:]
        for leaf in saved.tree.leaves { identities[leaf] = saved.windows[String(leaf.rawValue)] }
        var restored = saved.tree
        // Window ids repeat from one X session to the next, so an id only counts when the
        // window is also what it was (class, instance, role).
        for leaf in restored.leaves where desktop.clients[leaf] == nil || desktop.clients[leaf]?.identity != identities[leaf] {
            if let smaller = try? restored.removing(leaf) { restored = smaller }
        }
        guard !restored.isEmpty else {
            // Nothing here by id: a new session. Its windows will claim the saved places,
            // those already here first.
            desktop.swallow = SwallowState(tree: saved.tree, area: saved.area, identities: identities)
            Log.debug("waiting for \(saved.tree.leafCount) windows of the saved layout")
            for window in desktop.clientOrder where desktop.swallow != nil { desktop.claimSwallowSlot(for: window) }
            needsRender = true
            return
        }
        // A window that fits nowhere means the restored tree is not used at all (adoption's
        // tree has every window).
        guard let complete = desktop.withEveryWindow(desktop.styledByConfig(restored).resized(from: saved.area, to: desktop.area))
        else { return }
        for effect in desktop.restoreLayout(complete, focused: saved.focused).effects { perform(effect) }
        saver.savedTree = complete
        Log.debug("restored the saved layout of \(complete.leafCount) windows")
        needsRender = true
    }
}
