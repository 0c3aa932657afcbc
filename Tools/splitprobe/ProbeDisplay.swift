// The probe's X client: maps windows one at a time and times how long each takes to be tiled.
import CX11
#if canImport(Glibc)
import Glibc
#endif

/// Monotonic time in nanoseconds.
func nowNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// One window's map, timed.
struct MapTiming {
    /// From just before XMapWindow to the moment the probe had read both its MapNotify and a
    /// real ConfigureNotify giving it a rectangle other than the one it was created with.
    var nanoseconds: UInt64
    /// Real ConfigureNotify events for this window read before it counted as tiled.
    var configures: Int
}

/// A plain Xlib connection, as an application's.
final class ProbeDisplay {
    let display: OpaquePointer
    let root: UInt
    /// Where every probe window is created, and how big: no tile is ever exactly this.
    static let creationRect = (x: Int32(7), y: Int32(7), width: UInt32(173), height: UInt32(91))

    init?(name: String?) {
        guard let d = XOpenDisplay(name) else { return nil }
        display = d
        root = cx11_default_root(d)
    }

    deinit { XCloseDisplay(display) }

    var screenSize: (width: Int, height: Int) {
        let s = cx11_default_screen(display)
        return (Int(cx11_display_width(display, s)), Int(cx11_display_height(display, s)))
    }

    /// The root's `name` property as text (an 8-bit string property), or nil.
    func rootText(_ name: String) -> String? {
        let atom = XInternAtom(display, name, 0)
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, root, atom, 0, 4096, 0, Atom(0) /* AnyPropertyType */, &type, &format,
                                 &count, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 8 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }

    /// Waits (polling every 5 ms, up to `seconds`) until the root has `name`: how the probe
    /// knows splitwm runs and has opened its socket.
    func waitForRootProperty(_ name: String, seconds: Int) -> String? {
        for _ in 0..<(seconds * 200) {
            if let text = rootText(name) { return text }
            usleep(5_000)
        }
        return nil
    }

    /// A new top-level window selecting StructureNotify (so it hears its own ConfigureNotify and
    /// MapNotify), named like an application's; created and known to the server, not mapped.
    func createWindow(index: Int) -> UInt {
        let s = cx11_default_screen(display)
        let r = Self.creationRect
        let w = XCreateSimpleWindow(display, root, r.x, r.y, r.width, r.height, 0,
                                    cx11_black_pixel(display, s), cx11_white_pixel(display, s))
        XSelectInput(display, w, StructureNotifyMask)
        XStoreName(display, w, "splitprobe \(index)")
        XSync(display, 0)
        return w
    }

    /// Maps `window` and reads events until it is tiled (see `MapTiming`); nil after `timeout` ns.
    func mapAndTime(_ window: UInt, timeout: UInt64 = 10_000_000_000) -> MapTiming? {
        let start = nowNanoseconds()
        XMapWindow(display, window)
        XFlush(display)
        var mapped = false, tiled = false, configures = 0
        var event = XEvent()
        let r = Self.creationRect
        while !(mapped && tiled) {
            while XPending(display) == 0 {
                let elapsed = nowNanoseconds() - start
                guard elapsed < timeout else { return nil }
                var p = pollfd(fd: cx11_connection_fd(display), events: Int16(POLLIN), revents: 0)
                _ = poll(&p, 1, Int32((timeout - elapsed) / 1_000_000) + 1)
            }
            XNextEvent(display, &event)
            switch event.type {
            case MapNotify where event.xmap.window == window:
                mapped = true
            case ConfigureNotify where event.xconfigure.window == window && event.xconfigure.send_event == 0:
                configures += 1
                let c = event.xconfigure
                if c.x != r.x || c.y != r.y || UInt32(c.width) != r.width || UInt32(c.height) != r.height { tiled = true }
            default:
                break
            }
        }
        return MapTiming(nanoseconds: nowNanoseconds() - start, configures: configures)
    }

    /// Real ConfigureNotify events for `window` queued now (after a round trip): configures
    /// that came after the window counted as tiled.
    func lateConfigures(of window: UInt) -> Int {
        XSync(display, 0)
        var n = 0
        var event = XEvent()
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            if event.type == ConfigureNotify, event.xconfigure.window == window, event.xconfigure.send_event == 0 { n += 1 }
        }
        return n
    }
}
