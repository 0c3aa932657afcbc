// When and what the state file is written: the shape of the state a save keeps (to tell
// whether anything changed), the pacing of writes, and the writes.
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
    private var heldUntil: ContinuousClock.Instant?
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

    /// When a held-back save is due; none during a drag, which saves on release (a deadline
    /// that passed mid-drag would otherwise wake the loop at once, again and again).
    func deadline(dragging: Bool) -> ContinuousClock.Instant? { dragging ? nil : heldUntil }

    /// Whether a changed `shape` is to be written at `now`; if not yet, sets `deadline`.
    private mutating func isDue(_ shape: Shape, at now: ContinuousClock.Instant) -> Bool {
        guard shape != saved else {
            heldUntil = nil
            return false
        }
        if urgent { return true }
        if let lastWrite, now - lastWrite < Self.interval {
            heldUntil = lastWrite + Self.interval
            return false
        }
        return true
    }

    /// Saves the state if it changed and a write is due; never during a drag, which saves
    /// once, on release.
    mutating func saveIfDue(_ report: StateReport) {
        guard report.state.drag == nil else { return }
        let shape = Shape(of: report.state)
        guard isDue(shape, at: .now) else { return }
        save(report, shape)
    }

    /// Saves the state now if it changed since the last save (`sync`, restart).
    mutating func saveIfChanged(_ report: StateReport) {
        guard report.state.drag == nil else { return }
        let shape = Shape(of: report.state)
        guard shape != saved else { return }
        save(report, shape)
    }

    /// Writes the state to the file now.
    mutating func save(_ report: StateReport, _ shape: Shape? = nil) {
        let shape = shape ?? Shape(of: report.state)
        do {
            // No titles: reading them costs an X round trip per window, and a restore does not need them.
            try file.save(report.document(titles: false))
        } catch {
            // Not retried on every loop turn; the next change tries again.
            Log.info("cannot save the state: \(error)")
        }
        didWrite(shape, at: .now)
    }

    private mutating func didWrite(_ shape: Shape, at now: ContinuousClock.Instant) {
        saved = shape
        lastWrite = now
        heldUntil = nil
        urgent = false
    }
}

extension StateSaver.Shape {
    /// What a save of `d` keeps.
    init(of d: WMState) {
        let (marks, shownScratchpad) = SavedLayout.marksAndShownScratchpad(of: d)
        self.init(workspaces: SavedWorkspace.all(of: d), focusedWorkspaceName: d.focusedWorkspace.name,
                  floating: d.workspaces.flatMap(\.floating).map {
            StateSaver.FloatingWindow(window: $0, frame: d.clients[$0]?.frame ?? PixelRect(x: 0, y: 0, width: 0, height: 0))
        }, scratchpad: d.scratchpad, shownScratchpad: shownScratchpad, marks: marks)
    }
}
