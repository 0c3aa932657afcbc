// A plain Xlib client for tests: makes and inspects windows and drives pointer and keys through XTest.
import CX11
import SplitX
#if canImport(Glibc)
import Glibc
#endif

/// A test client with its own connection, behaving as an ordinary application would.
/// Every method flushes, so the server sees the request without a later round trip.
public final class TestClient {
    private var raw: OpaquePointer?
    public let root: WindowID

    public init(displayName: String) throws {
        XErrorHandling.install()   // the default Xlib handler would exit on a tolerated race
        guard let d = XOpenDisplay(displayName) else { throw XConnectionError.cannotOpen(display: displayName) }
        raw = d
        root = WindowID(rawValue: UInt32(cx11_default_root(d)))
    }

    deinit { close() }

    public func close() {
        if let d = raw {
            XCloseDisplay(d)
            XErrorHandling.forget(d)
        }
        raw = nil
    }

    /// The Xlib display, for the other files of this type.
    var display: OpaquePointer {
        guard let raw else { preconditionFailure("TestClient used after close()") }
        return raw
    }

    /// A new top-level window with WM_NAME and WM_CLASS set; not mapped yet.
    public func createWindow(_ rect: PixelRect, name: String = "splitwm test", instance: String = "splitwm-test",
                             class className: String = "SplitwmTest", borderWidth: Int = 0) -> WindowID {
        let screen = cx11_default_screen(display)
        let xid = XCreateSimpleWindow(display, cx11_default_root(display), Int32(rect.x), Int32(rect.y),
                                      UInt32(rect.width), UInt32(rect.height), UInt32(borderWidth),
                                      cx11_black_pixel(display, screen), cx11_white_pixel(display, screen))
        XStoreName(display, xid, name)
        instance.withCString { i in
            className.withCString { c in
                var hint = XClassHint(res_name: UnsafeMutablePointer(mutating: i), res_class: UnsafeMutablePointer(mutating: c))
                _ = XSetClassHint(display, xid, &hint)
            }
        }
        XFlush(display)
        return WindowID(rawValue: UInt32(xid))
    }

    public func map(_ w: WindowID) { XMapWindow(display, UInt(w.rawValue)); XFlush(display) }
    /// Maps all of `windows` in one flush: the window manager gets their MapRequests together.
    public func mapTogether(_ windows: [WindowID]) {
        for w in windows { XMapWindow(display, UInt(w.rawValue)) }
        XFlush(display)
    }
    public func unmap(_ w: WindowID) { XUnmapWindow(display, UInt(w.rawValue)); XFlush(display) }
    public func destroy(_ w: WindowID) { XDestroyWindow(display, UInt(w.rawValue)); XFlush(display) }
    /// Gives `w` the keyboard focus, as a client that takes focus itself does.
    public func focus(_ w: WindowID) {
        XSetInputFocus(display, UInt(w.rawValue), Int32(RevertToPointerRoot), 0)
        XFlush(display)
    }
    public func setName(_ w: WindowID, _ name: String) { XStoreName(display, UInt(w.rawValue), name); XFlush(display) }

    /// A ConfigureWindow request with only the given fields, as a client asking to move or restack does.
    public func configure(_ w: WindowID, x: Int? = nil, y: Int? = nil, width: Int? = nil, height: Int? = nil,
                          borderWidth: Int? = nil, stackMode: StackMode? = nil) {
        var changes = XWindowChanges()
        var mask: UInt32 = 0
        if let x { changes.x = Int32(x); mask |= UInt32(CWX) }
        if let y { changes.y = Int32(y); mask |= UInt32(CWY) }
        if let width { changes.width = Int32(width); mask |= UInt32(CWWidth) }
        if let height { changes.height = Int32(height); mask |= UInt32(CWHeight) }
        if let borderWidth { changes.border_width = Int32(borderWidth); mask |= UInt32(CWBorderWidth) }
        if let stackMode { changes.stack_mode = Int32(stackMode.rawValue); mask |= UInt32(CWStackMode) }
        XConfigureWindow(display, UInt(w.rawValue), mask, &changes)
        XFlush(display)
    }

    /// The ICCCM withdraw: a synthetic UnmapNotify sent to the root, which a WM must tell from a real one.
    public func sendSyntheticUnmap(_ w: WindowID) {
        var event = XEvent()
        event.xunmap.type = UnmapNotify
        event.xunmap.event = cx11_default_root(display)
        event.xunmap.window = UInt(w.rawValue)
        event.xunmap.from_configure = 0
        XSendEvent(display, cx11_default_root(display), 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        XFlush(display)
    }

    /// A format-32 ClientMessage to the root about `w`, as EWMH requests (e.g. _NET_ACTIVE_WINDOW) are
    /// sent; with another `format`, the same bytes under that format (what a hostile client may send).
    public func sendClientMessage(about w: WindowID, type: String, data: [Int], format: Int32 = 32) {
        var event = XEvent()
        event.xclient.type = CX11.ClientMessage
        event.xclient.window = UInt(w.rawValue)
        event.xclient.message_type = XInternAtom(display, type, 0)
        event.xclient.format = format
        let d = data + Array(repeating: 0, count: max(0, 5 - data.count))
        event.xclient.data.l = (d[0], d[1], d[2], d[3], d[4])
        XSendEvent(display, cx11_default_root(display), 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        XFlush(display)
    }

    /// The window's inside rectangle in root coordinates, or nil when it no longer exists.
    public func geometry(of w: WindowID) -> PixelRect? {
        var rootReturn: UInt = 0, child: UInt = 0
        var x: Int32 = 0, y: Int32 = 0, rx: Int32 = 0, ry: Int32 = 0
        var width: UInt32 = 0, height: UInt32 = 0, border: UInt32 = 0, depth: UInt32 = 0
        guard XGetGeometry(display, UInt(w.rawValue), &rootReturn, &x, &y, &width, &height, &border, &depth) != 0,
              XTranslateCoordinates(display, UInt(w.rawValue), rootReturn, 0, 0, &rx, &ry, &child) != 0 else { return nil }
        return PixelRect(x: Int(rx), y: Int(ry), width: Int(width), height: Int(height))
    }

    /// Whether the window is mapped and viewable, or nil when it no longer exists.
    public func mapState(of w: WindowID) -> MapState? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, UInt(w.rawValue), &attributes) != 0 else { return nil }
        return switch attributes.map_state {
        case IsViewable: .viewable
        case IsUnviewable: .unviewable
        default: .unmapped
        }
    }

    /// The server's time now (milliseconds, as events carry it): the time of the PropertyNotify
    /// that changing a property of a private unmapped window of this client brings back.
    public func serverTime() -> UInt32 {
        let w = XCreateSimpleWindow(display, cx11_default_root(display), -1, -1, 1, 1, 0, 0, 0)
        defer { XDestroyWindow(display, w); XFlush(display) }
        XSelectInput(display, w, PropertyChangeMask)
        let property = XInternAtom(display, "_SPLITWM_TEST_TIME", 0)
        var byte: UInt8 = 0
        XChangeProperty(display, w, property, 31 /* STRING */, 8, PropModeReplace, &byte, 1)
        XSync(display, 0)
        var event = XEvent()
        while XCheckTypedWindowEvent(display, w, PropertyNotify, &event) == 0 { XSync(display, 0) }
        return UInt32(truncatingIfNeeded: event.xproperty.time)
    }

    /// i3's X sync as i3test's `sync_with_i3` does it: an I3_SYNC ClientMessage to the root (with
    /// SubstructureRedirect, which the window manager holds) naming `window` and `value`. Returns
    /// the data of the I3_SYNC that comes back to `window`, or nil if none came within `seconds`.
    public func i3Sync(window: WindowID, value: Int, about: WindowID? = nil, seconds: Double = 20) -> [Int]? {
        let root = WindowID(rawValue: UInt32(cx11_default_root(display)))
        sendClientMessage(about: about ?? root, type: "I3_SYNC", data: [Int(window.rawValue), value])
        let type = XInternAtom(display, "I3_SYNC", 0)
        let end = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var event = XEvent()
        while ContinuousClock.now < end {
            // The server sends a ClientMessage to its window whatever the window selects.
            while XCheckTypedWindowEvent(display, UInt(window.rawValue), CX11.ClientMessage, &event) != 0 {
                if event.xclient.message_type == type {
                    let l = event.xclient.data.l
                    return [l.0, l.1, l.2, l.3, l.4]
                }
            }
            usleep(1_000)
            XSync(display, 0)
        }
        return nil
    }

    /// The atom the server holds for `name` (interned here, independently of any SplitX cache).
    public func atom(_ name: String) -> AtomID { AtomID(rawValue: UInt32(XInternAtom(display, name, 0))) }

    // MARK: XTest input: events the server treats as coming from the real devices.

    public func movePointer(to p: PixelPoint) {
        XTestFakeMotionEvent(display, -1, Int32(p.x), Int32(p.y), 0)
        XFlush(display)
    }

    public func press(_ button: PointerButton) { XTestFakeButtonEvent(display, UInt32(button.rawValue), 1, 0); XFlush(display) }
    public func release(_ button: PointerButton) { XTestFakeButtonEvent(display, UInt32(button.rawValue), 0, 0); XFlush(display) }

    /// The keycode the current mapping gives `keysym` (e.g. "a", "Shift_L"), or nil if unmapped.
    public func keycode(for keysym: String) -> UInt8? {
        let sym = XStringToKeysym(keysym)
        guard sym != 0 else { return nil }
        let code = XKeysymToKeycode(display, sym)
        return code == 0 ? nil : code
    }

    public func keyDown(_ keycode: UInt8) { XTestFakeKeyEvent(display, UInt32(keycode), 1, 0); XFlush(display) }
    public func keyUp(_ keycode: UInt8) { XTestFakeKeyEvent(display, UInt32(keycode), 0, 0); XFlush(display) }

    /// A round trip: the server has acted on every request (and XTest event) sent before.
    public func sync() { XSync(display, 0) }
}
