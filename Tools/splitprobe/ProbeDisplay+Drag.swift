// What the drag-lag benchmark asks of X: the splitter window under a point, the pointer and
// button 1 through XTest, a window's width, waiting on the connection with microseconds.
import CX11
#if canImport(Glibc)
import Glibc
#endif

extension ProbeDisplay {
    /// The centre of the smallest splitter hit area that contains (x, y), or nil: splitwm's
    /// splitters take the pointer in the input region (SHAPE) of its mapped, override-redirect
    /// InputOnly children of the root, one rectangle per splitter.
    func splitterCentre(containing x: Int, _ y: Int) -> (x: Int32, y: Int32)? {
        var rootReturn: UInt = 0, parent: UInt = 0
        var children: UnsafeMutablePointer<UInt>?
        var count: UInt32 = 0
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        var best: (area: Int, centre: (x: Int32, y: Int32))?
        for i in 0..<Int(count) {
            var a = XWindowAttributes()
            guard XGetWindowAttributes(display, children[i], &a) != 0, a.`class` == InputOnly, a.override_redirect != 0,
                  a.map_state == IsViewable else { continue }
            var n: Int32 = 0, ordering: Int32 = 0
            guard let rects = XShapeGetRectangles(display, children[i], ShapeInput, &n, &ordering) else { continue }
            defer { XFree(rects) }
            for r in UnsafeBufferPointer(start: rects, count: Int(n)) {
                let left = Int(a.x) + Int(r.x), top = Int(a.y) + Int(r.y)
                guard x >= left, x < left + Int(r.width), y >= top, y < top + Int(r.height) else { continue }
                let area = Int(r.width) * Int(r.height)
                if best == nil || area < best!.area { best = (area, (Int32(left + Int(r.width) / 2), Int32(top + Int(r.height) / 2))) }
            }
        }
        return best?.centre
    }

    enum Edge { case left, right }

    /// Where the window's left or right edge is now, border included (x of its outer left, or
    /// one past its outer right), in its parent's coordinates, as its ConfigureNotify events give them.
    func edge(_ edge: Edge, of window: UInt) -> Int? {
        var a = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &a) != 0 else { return nil }
        return edge == .left ? Int(a.x) : Int(a.x) + Int(a.width) + 2 * Int(a.border_width)
    }

    /// Selects only StructureNotify on `watched` and nothing on the others: during a drag the
    /// probe reads the one window it measures, not the 50 others a step reconfigures.
    func listenOnly(to watched: UInt, among windows: [UInt]) {
        for w in windows where w != watched { XSelectInput(display, w, 0) }
        XSync(display, 0)
        var event = XEvent()
        while XPending(display) > 0 { XNextEvent(display, &event) }
    }

    /// The pointer to (x, y), through XTest (as a device's motion), flushed.
    func fakeMotion(to x: Int32, _ y: Int32) {
        XTestFakeMotionEvent(display, -1, x, y, 0)   // screen -1: the pointer's screen
        XFlush(display)
    }

    /// Button 1 pressed or released, through XTest, flushed.
    func fakeButton1(pressed: Bool) {
        XTestFakeButtonEvent(display, 1, pressed ? 1 : 0, 0)
        XFlush(display)
    }

    /// Waits until the connection has data or `deadline` (monotonic ns) passes: select(),
    /// whose timeout has microseconds (poll's has milliseconds, too coarse for 1 ms periods).
    /// True when the connection is readable.
    func waitReadable(until deadline: UInt64) -> Bool {
        let fd = cx11_connection_fd(display)
        let now = nowNanoseconds()
        let left = deadline > now ? deadline - now : 0
        var set = fd_set()
        withUnsafeMutableBytes(of: &set) { $0.bindMemory(to: UInt.self)[Int(fd) / UInt.bitWidth] |= 1 << (UInt(fd) % UInt(UInt.bitWidth)) }
        var timeout = timeval(tv_sec: Int(left / 1_000_000_000), tv_usec: Int(left % 1_000_000_000 / 1000))
        return select(fd + 1, &set, nil, nil, &timeout) > 0
    }
}

/// Runs `argv` with `environment` and returns what it wrote on standard output (standard error
/// to /dev/null), or nil when it did not start or exited non-zero.
func outputOfRun(_ argv: [String], environment: [String]) -> String? {
    var pipeFDs: [Int32] = [0, 0]
    guard pipe(&pipeFDs) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    let cEnv: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { (cArgs + cEnv).forEach { free($0) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, argv[0], &actions, nil, cArgs, cEnv) == 0
    close(pipeFDs[1])
    defer { close(pipeFDs[0]) }
    guard spawned else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = read(pipeFDs[0], &buffer, buffer.count)
        if n > 0 { bytes += buffer[..<n] } else if n < 0 && errno == EINTR { continue } else { break }
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    return status == 0 ? String(decoding: bytes, as: UTF8.self) : nil
}
