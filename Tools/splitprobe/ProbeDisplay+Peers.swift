// What the peer benchmark asks of X beyond one map at a time: a burst of maps timed until every
// window is tiled, a window's next reflow, and a workspace's windows becoming fully visible. Any
// window manager passes these, so none of them reads anything splitwm-specific.
import CX11
#if canImport(Glibc)
import Glibc
#endif

extension ProbeDisplay {
    /// Waits (polling every 5 ms, up to `seconds`) for a window manager's `_NET_SUPPORTING_WM_CHECK`.
    func waitForWindowManager(seconds: Int) -> Bool {
        for _ in 0..<(seconds * 200) {
            if supportingCheckWindow() != nil { return true }
            usleep(5_000)
        }
        return false
    }

    /// Reads the next event, waiting at most until `deadline` (monotonic ns); false on time out.
    func nextEvent(_ event: inout XEvent, deadline: UInt64) -> Bool {
        while XPending(display) == 0 {
            let now = nowNanoseconds()
            guard now < deadline else { return false }
            var p = pollfd(fd: cx11_connection_fd(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&p, 1, Int32((deadline - now) / 1_000_000) + 1)
        }
        XNextEvent(display, &event)
        return true
    }

    /// Maps every window of `windows` in one flush and returns the ns until each has been mapped
    /// and given a rectangle other than the creation one (tiled at least once); nil after `timeout`.
    func mapAllAndTime(_ windows: [UInt], timeout: UInt64 = 20_000_000_000) -> UInt64? {
        let start = nowNanoseconds()
        for w in windows { XMapWindow(display, w) }
        XFlush(display)
        var unmapped = Set(windows), untiled = Set(windows)
        var event = XEvent()
        let r = Self.creationRect
        while !unmapped.isEmpty || !untiled.isEmpty {
            guard nextEvent(&event, deadline: start + timeout) else { return nil }
            switch event.type {
            case MapNotify:
                unmapped.remove(event.xmap.window)
            case ConfigureNotify where event.xconfigure.send_event == 0:
                let c = event.xconfigure
                if c.x != r.x || c.y != r.y || UInt32(c.width) != r.width || UInt32(c.height) != r.height { untiled.remove(c.window) }
            default:
                break
            }
        }
        return nowNanoseconds() - start
    }

    /// The rectangle of `window` as the server has it now (a round trip).
    func geometry(of window: UInt) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        return (attributes.x, attributes.y, attributes.width, attributes.height)
    }

    /// Runs `argv` and returns the ns from its spawn until both it has exited well and `window`
    /// has had a real ConfigureNotify giving it a rectangle other than `before`; nil when the
    /// command failed or nothing came within `timeout`.
    func runAndWaitForReflow(_ argv: [String], environment: [String], window: UInt,
                             before: (x: Int32, y: Int32, width: Int32, height: Int32),
                             timeout: UInt64 = 10_000_000_000) -> UInt64? {
        dropQueuedEvents()
        let start = nowNanoseconds()
        guard let child = spawnCommand(argv, environment: environment) else { return nil }
        var event = XEvent()
        var moved = false
        while !moved {
            guard nextEvent(&event, deadline: start + timeout) else { _ = reap(child); return nil }
            if event.type == ConfigureNotify, event.xconfigure.window == window, event.xconfigure.send_event == 0 {
                let c = event.xconfigure
                moved = (c.x, c.y, c.width, c.height) != before
            }
        }
        return reap(child) ? nowNanoseconds() - start : nil
    }

    /// Runs `argv` (a workspace switch) and returns the ns from its spawn until both it has exited
    /// well and every window of `coming` has reported itself fully visible (VisibilityNotify,
    /// Unobscured: mapped, its ancestors too, and nothing of the old workspace over it; a
    /// reparenting window manager maps frames, not clients, so MapNotify would not tell). The
    /// windows must select VisibilityChangeMask. Nil when it failed or not within `timeout`.
    func runAndWaitForVisible(_ argv: [String], environment: [String], coming: [UInt],
                              timeout: UInt64 = 10_000_000_000) -> UInt64? {
        dropQueuedEvents()
        let start = nowNanoseconds()
        guard let child = spawnCommand(argv, environment: environment) else { return nil }
        var hidden = Set(coming)
        var event = XEvent()
        while !hidden.isEmpty {
            guard nextEvent(&event, deadline: start + timeout) else { _ = reap(child); return nil }
            if event.type == VisibilityNotify, coming.contains(event.xvisibility.window) {
                if event.xvisibility.state == VisibilityUnobscured { hidden.remove(event.xvisibility.window) }
                else { hidden.insert(event.xvisibility.window) }
            }
        }
        return reap(child) ? nowNanoseconds() - start : nil
    }
}
