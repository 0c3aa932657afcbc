// When a picture goes to X: whether the state changed since the last push, the motions under
// way and their clock, and the pacing of drags and motions (one batch at the server at a time,
// its mark coming back before the next). The window manager asks it what is due and pushes.
import SplitConfig
import SplitState

struct RenderPacing {
    /// The state changed since the last push.
    var needed = false
    /// A picture was pushed: the next change may glide.
    private var pushedOnce = false
    /// A drag's or a motion's last batch has not been carried out by the server yet: the next
    /// waits (see `pushed`).
    private(set) var batchInFlight = false
    /// The motions under way and the clock they run on.
    private(set) var motion = MotionClock()

    /// What the loop pushes at the end of a turn, if anything: the state's picture when it
    /// changed, else the next frame of a motion once its tick has come; nothing while the last
    /// batch is still at the server.
    enum Due { case picture, frame }
    var due: Due? {
        guard !batchInFlight else { return nil }
        return needed ? .picture : motion.isDue ? .frame : nil
    }

    /// When the poll loop must wake for the next frame (none while the last is at the server,
    /// whose mark wakes it).
    func frameDeadline() -> ContinuousClock.Instant? {
        batchInFlight ? nil : motion.nextFrameInstant
    }

    /// The server carried out the last batch (its mark came back).
    mutating func batchCarriedOut() { batchInFlight = false }

    /// Whether sizes go out only once a window that syncs drew the last (`_NET_WM_SYNC_REQUEST`).
    func syncsResizes(dragging: Bool) -> Bool { dragging || motion.animator.isRunning }

    mutating func setAnimation(_ settings: AnimationSettings) { motion.animator.settings = settings }

    /// Frames come at the fastest monitor's refresh rate (RandR's mode); 60 Hz when no mode
    /// says, as on Xvfb.
    mutating func setRefreshRate(_ hertz: Double?) {
        let rate = min(360, max(24, hertz ?? 60))
        motion.animator.framePeriod = .nanoseconds(Int64((1e9 / rate).rounded()))
    }

    /// A new picture of the state is about to be pushed: with animation on, a change of the
    /// tiling starts a motion (or retargets the one under way). The very first picture never
    /// glides.
    mutating func show(_ scenes: () -> [String: Scene], order: [WorkspaceID], dragging: Bool) {
        motion.animator.show(scenes, at: motion.now, order: order, dragging: dragging, first: !pushedOnce)
        pushedOnce = true
    }

    /// `target`, or the frame of it the motions under way show now (the end, once their time
    /// is over).
    mutating func frame(of target: Picture, state: WMState) -> Picture {
        guard motion.animator.isRunning else { return target }
        let frames = motion.animator.frame(at: motion.now)
        return motion.animator.isRunning ? target.frame(frames, of: state) : target
    }

    /// A picture was pushed; whether it is to be marked (`_SPLITWM_DRAG_BATCH`) and waited for.
    /// A drag or a motion is paced: one batch at the server at a time. The motions that come
    /// meanwhile move the state; the next batch, once the server has carried this one out (its
    /// mark comes back), shows the newest of them. Without this, batches of a large tree that
    /// the server takes longer to carry out than the pointer takes to move queue up there, and
    /// the windows trail the pointer; a frame that would be late is skipped rather than queued.
    /// A push that sent nothing (the first frame of a slide) has no batch to wait for.
    mutating func pushed(sentRequests: Bool, dragging: Bool, canMark: Bool) -> Bool {
        motion.framePushed()
        batchInFlight = sentRequests && canMark && (dragging || motion.animator.isRunning)
        return batchInFlight
    }

    /// Ends every motion at once (its end is on screen after the next render): `sync` answers
    /// with the state on screen. That includes the motion a picture now due would begin (what
    /// `sync` handled in its own turn: a command before it, a key press read with it), which
    /// would otherwise answer at its first frame.
    mutating func finishMotions(_ scenes: () -> [String: Scene]) {
        guard motion.animator.isRunning || needed else { return }
        motion.animator.settle(scenes())
        needed = true
    }
}
