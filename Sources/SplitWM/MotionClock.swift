// The clock motions run on: a monotonic clock from the window manager's start, and the
// animator whose frames follow it at the monitor's refresh rate.
import SplitState

struct MotionClock {
    var animator = Animator()
    private let origin = ContinuousClock.now
    /// When the last frame was pushed.
    private var lastFrame: Duration = .zero

    /// The time since the window manager started.
    var now: Duration { ContinuousClock.now - origin }

    /// A frame (or a first frame) was pushed now.
    mutating func framePushed() {
        // A frame pushed up to the tolerance before its tick is that tick's frame.
        lastFrame = now + Self.tolerance
    }

    /// When the next frame of the motions under way is due: the first tick of the frame grid
    /// after the last frame, however late that is (frames missed are skipped); nil when no
    /// motion runs.
    var nextFrameInstant: ContinuousClock.Instant? {
        // Half a millisecond early: poll() sleeps whole milliseconds, rounded up, so the wake
        // comes within half a millisecond of the tick either side (see `isDue`) instead of up
        // to a whole one after it.
        animator.nextFrame(after: lastFrame).map { origin + $0 - Self.tolerance }
    }

    private static let tolerance = Duration.microseconds(500)

    /// Whether a frame is due now: its tick has come, or comes within the tolerance (waking
    /// again for the rest would cost a wake per frame).
    var isDue: Bool {
        guard let next = animator.nextFrame(after: lastFrame) else { return false }
        return next <= now + Self.tolerance
    }
}
