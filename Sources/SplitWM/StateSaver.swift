// When the state file is written: what a save keeps (to tell whether anything changed), the
// pacing of writes, and the writes of the state document.
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
    /// What was last saved (see `kept(of:)`).
    var saved: SavedLayout?
    private var lastWrite: ContinuousClock.Instant?
    /// When a possible change held back by the interval is to be compared (and written if it
    /// is one).
    private var heldUntil: ContinuousClock.Instant?
    /// The next change is written without waiting for the interval.
    var urgent = false
    /// A picture of a changed state was pushed since `saveIfDue` last looked: only then can
    /// what a save keeps differ (the loop wakes for every pointer motion; comparing costs a pass
    /// over every window).
    private var stateMayHaveChanged = true

    /// A picture of the state was pushed: the next `saveIfDue` compares, or holds the
    /// comparison until the interval since the last write is over.
    mutating func picturePushed() { stateMayHaveChanged = true }

    /// What a save keeps, to tell whether anything changed: what a restore reads back from the
    /// file (every workspace with its tree, floating windows and their rectangles, the monitor
    /// it goes back to and whether shown, which one is focused, what each window is, the
    /// scratchpad and the marks), so a switch or a window sent elsewhere is written too; but
    /// not the focused window: the focus moving within a workspace is not worth a write.
    static func kept(of state: WMState) -> SavedLayout {
        var kept = SavedLayout(of: state)
        kept.focused = nil
        return kept
    }

    /// When a held-back save is due; none during a drag, which saves on release (a deadline
    /// that passed mid-drag would otherwise wake the loop at once, again and again).
    func deadline(dragging: Bool) -> ContinuousClock.Instant? { dragging ? nil : heldUntil }

    /// Saves the state if it changed and a write is due; never during a drag, which saves
    /// once, on release. Within `interval` of the last write a change is only held until the
    /// interval ends, without building what a save keeps: a burst of switches or maps compares
    /// once per interval, not once per loop turn (each comparison is a pass over every window,
    /// about as much work as the switch itself).
    mutating func saveIfDue(_ state: WMState, _ document: () -> StateDocument) {
        guard state.drag == nil, stateMayHaveChanged || heldUntil != nil else { return }
        let now = ContinuousClock.now
        if !urgent, let lastWrite, now - lastWrite < Self.interval {
            if stateMayHaveChanged { heldUntil = lastWrite + Self.interval }
            stateMayHaveChanged = false
            return
        }
        stateMayHaveChanged = false
        heldUntil = nil
        let shape = Self.kept(of: state)
        guard shape != saved else { return }
        save(state, document, shape)
    }

    /// Saves the state now if it changed since the last save, the focus aside (`sync`).
    mutating func saveIfChanged(_ state: WMState, _ document: () -> StateDocument) {
        guard state.drag == nil else { return }
        let shape = Self.kept(of: state)
        guard shape != saved else { return }
        save(state, document, shape)
    }

    /// Writes the state to the file now.
    mutating func save(_ state: WMState, _ document: () -> StateDocument, _ shape: SavedLayout? = nil) {
        let shape = shape ?? Self.kept(of: state)
        do {
            try file.save(document())
        } catch {
            // Not retried on every loop turn; the next change tries again.
            Log.info("cannot save the state: \(error)")
        }
        didWrite(shape, at: .now)
    }

    private mutating func didWrite(_ shape: SavedLayout, at now: ContinuousClock.Instant) {
        saved = shape
        lastWrite = now
        heldUntil = nil
        urgent = false
    }
}
