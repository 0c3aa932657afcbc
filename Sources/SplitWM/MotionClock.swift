// The clock motions run on: a monotonic clock from the window manager's start, and the
// animator whose frames follow it at the monitor's refresh rate.
import SplitDesktop

struct MotionClock {
    var animator = Animator()
    private let origin = ContinuousClock.now
    /// A drag moved windows since the animator last settled: it must settle before any glide.
    var draggedSinceSettled = false
    /// When the last frame was pushed.
    private var lastFrame: Duration = .zero

    /// The time since the window manager started.
    var now: Duration { ContinuousClock.now - origin }

    /// A frame (or a first frame) was pushed now.
    mutating func framePushed() { lastFrame = now }

    /// When the next frame of the motions under way is due: the first tick of the frame grid
    /// after the last frame, however late that is (frames missed are skipped); nil when no
    /// motion runs.
    var nextFrameInstant: ContinuousClock.Instant? {
        animator.nextFrame(after: lastFrame).map { origin + $0 }
    }

    /// Whether a frame is due now.
    var isDue: Bool {
        guard let next = animator.nextFrame(after: lastFrame) else { return false }
        return next <= now
    }
}
