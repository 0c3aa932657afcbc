// Saving every workspace (with what each window is) and restoring them after a restart or a crash.
import SplitState
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
    /// What was last saved.
    var saved = Shape()
    private var lastWrite: ContinuousClock.Instant?
    /// When a change held back by the interval is due to be written.
    private(set) var deadline: ContinuousClock.Instant?
    /// The next change is written without waiting for the interval.
    var urgent = false

    /// What a save keeps, to tell whether anything changed: every workspace (its tree, its
    /// floating windows, the monitor it is on and whether shown) and which one is focused, so
    /// a switch or a window sent elsewhere is written too; the scratchpad and the marks.
    struct Shape: Equatable {
        var workspaces: [SavedWorkspace] = []
        var focusedWorkspaceName = ""
        var floating: [FloatingWindow] = []
        var scratchpad: [WindowID] = []
        var shownScratchpad: Set<WindowID> = []
        var marks: [WindowID: [String]] = [:]
    }

    struct FloatingWindow: Equatable {
        var window: WindowID
        var frame: PixelRect
    }

    /// Whether a changed `shape` is to be written at `now`; if not yet, sets `deadline`.
    mutating func isDue(_ shape: Shape, at now: ContinuousClock.Instant) -> Bool {
        guard shape != saved else {
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

    mutating func didWrite(_ shape: Shape, at now: ContinuousClock.Instant) {
        saved = shape
        lastWrite = now
        deadline = nil
        urgent = false
    }
}

extension WindowManager {
    /// Saves the state if it changed and a write is due (see `StateSaver`); never during a
    /// drag, which saves once, on release.
    func saveStateIfDue() {
        guard state.drag == nil, saver.isDue(savedShape, at: .now) else { return }
        saveState()
    }

    /// Saves the state now if it changed since the last save (`sync`, restart).
    func saveStateIfChanged() {
        guard state.drag == nil, savedShape != saver.saved else { return }
        saveState()
    }

    var savedShape: StateSaver.Shape {
        let d = state
        let (marks, shownScratchpad) = SavedLayout.marksAndShownScratchpad(of: d)
        return StateSaver.Shape(workspaces: SavedWorkspace.all(of: d), focusedWorkspaceName: d.focusedWorkspace.name,
                                floating: d.workspaces.flatMap(\.floating).map {
            StateSaver.FloatingWindow(window: $0, frame: d.clients[$0]?.frame ?? PixelRect(x: 0, y: 0, width: 0, height: 0))
        }, scratchpad: d.scratchpad, shownScratchpad: shownScratchpad, marks: marks)
    }

    func saveState() {
        let shape = savedShape
        do {
            // No titles: reading them costs an X round trip per window, and a restore does not need them.
            try saver.file.save(stateDocument(titles: false))
        } catch {
            // Not retried on every loop turn; the next change tries again.
            Log.info("cannot save the state: \(error)")
        }
        saver.didWrite(shape, at: .now)
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
            if restored { saver.saved = savedShape }
            Log.debug(restored ? "restored the saved layout of \(saved.identities.count) windows on \(state.workspaces.count) workspaces"
                               : "waiting for \(saved.tree.leafCount) windows of the saved layout")
            rendering.needed = true
        }
    }
}
