// What the frame-pacing benchmark asks of X: the window manager's check window and its batch
// marks, every top-level window's ConfigureNotify, and one motion's events with their arrival times.
import CX11
#if canImport(Glibc)
import Glibc
#endif

/// One motion as the probe read it: when the command went out, when each frame's mark arrived
/// and when the last structure change of the motion did.
struct MotionRecord {
    var start: UInt64
    /// Arrival times of the `_SPLITWM_DRAG_BATCH` PropertyNotify events: one per frame pushed
    /// with a mark (every frame but the end).
    var marks: [UInt64] = []
    /// Arrival of the last real ConfigureNotify of a top-level window: the end on screen.
    var lastConfigure: UInt64?
    /// Top-level windows (clients, splitters, painted tiles) that got a ConfigureNotify.
    var moved: Set<UInt> = []
    /// No mark came within the time limit.
    var timedOut = false
    /// splitwm's and the X server's CPU time (schedstat ns) read as each mark arrived, when asked.
    var cpuAtMarks: [(wm: UInt64, server: UInt64)] = []

    /// Between consecutive marks, in ms.
    var intervals: [Double] { zip(marks.dropFirst(), marks).map { Double($0 - $1) / 1e6 } }
    /// splitwm's and the X server's CPU time within each interval, in ms.
    var cpuInIntervals: [(wm: Double, server: Double)] {
        zip(cpuAtMarks.dropFirst(), cpuAtMarks).map { (Double($0.wm - $1.wm) / 1e6, Double($0.server - $1.server) / 1e6) }
    }
}

extension ProbeDisplay {
    /// The window named by the root's `_NET_SUPPORTING_WM_CHECK`, or nil.
    func supportingCheckWindow() -> UInt? {
        let atom = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", 0)
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, root, atom, 0, 1, 0, Atom(XA_WINDOW), &type, &format, &count, &after, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        // Format 32 comes as C longs.
        guard format == 32, count == 1 else { return nil }
        return data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee }
    }

    /// Hears the marks on `check` (PropertyChange) and every top-level window's structure
    /// changes (SubstructureNotify on the root); returns the mark's atom.
    func watchFrames(check: UInt) -> Atom {
        XSelectInput(display, check, PropertyChangeMask)
        XSelectInput(display, root, SubstructureNotifyMask)
        XSync(display, 0)
        return XInternAtom(display, "_SPLITWM_DRAG_BATCH", 0)
    }

    /// Reads and drops every event queued now (after a round trip).
    func dropQueuedEvents() {
        XSync(display, 0)
        var event = XEvent()
        while XPending(display) > 0 { XNextEvent(display, &event) }
    }

    /// Reads one motion begun at `start`: each event timed as it is read (the probe waits in
    /// select() on its connection between them). The motion counts as over once a mark has
    /// come and then nothing (mark, ConfigureNotify, map, unmap) for `quiet` ns, or three times
    /// the longest interval between its marks so far if that is longer (a slow frame is not
    /// taken for the end); after `limit` ns without a mark it gives up (`timedOut`).
    /// `sampleCPU`, read at each mark (after its time is taken), tells where each interval went.
    func recordMotion(start: UInt64, check: UInt, mark: Atom, quiet: UInt64, limit: UInt64 = 2_000_000_000,
                      sampleCPU: () -> (wm: UInt64, server: UInt64)?) -> MotionRecord {
        var record = MotionRecord(start: start)
        var lastEvent = start
        var longest: UInt64 = 0
        var event = XEvent()
        while true {
            while XEventsQueued(display, QueuedAfterReading) > 0 {
                XNextEvent(display, &event)
                let now = nowNanoseconds()
                switch event.type {
                case PropertyNotify where event.xproperty.window == check && event.xproperty.atom == mark:
                    if let last = record.marks.last { longest = max(longest, now - last) }
                    record.marks.append(now)
                    if let cpu = sampleCPU() { record.cpuAtMarks.append(cpu) }
                    lastEvent = now
                case ConfigureNotify where event.xconfigure.send_event == 0:
                    record.lastConfigure = now
                    record.moved.insert(event.xconfigure.window)
                    lastEvent = now
                case MapNotify, UnmapNotify:
                    lastEvent = now
                default:
                    break
                }
            }
            let now = nowNanoseconds()
            let deadline: UInt64
            if record.marks.isEmpty {
                deadline = start + limit
                if now >= deadline {
                    record.timedOut = true
                    return record
                }
            } else {
                deadline = lastEvent + max(quiet, 3 * longest)
                if now >= deadline { return record }
            }
            _ = waitReadable(until: deadline)
        }
    }
}

/// Starts `argv` with `environment` (stdout and stderr to /dev/null) without waiting for it:
/// the probe reads its X events while the command runs. Nil when it did not start.
func spawnCommand(_ argv: [String], environment: [String]) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    let cEnv: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { (cArgs + cEnv).forEach { free($0) } }
    var child: pid_t = 0
    return posix_spawn(&child, argv[0], &actions, nil, cArgs, cEnv) == 0 ? child : nil
}

/// Waits for `child` to exit; true when it exited with status 0.
func reap(_ child: pid_t) -> Bool {
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    return status == 0
}
