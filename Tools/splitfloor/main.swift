// splitfloor: the floor of the peer benchmark (scripts/bench-peers.sh), a window manager that does
// only what any tiler must, so its figures show what the X server allows on the machine. It takes
// SubstructureRedirect on the root; a MapRequest appends the window to a list laid out as a dwindle
// (each window takes half of what the ones before it left, along the longer side, so a new window
// changes only its own and the last window's rectangles), configures the windows whose rectangles
// changed and maps the new one; an unmap or destroy of a listed window lays the list out again.
// It never waits for a reply. Border 1 px, no gaps, no focus handling, no workspaces, no IPC.
// With `--reads` it first reads what a window manager that honours ICCCM and EWMH must read of a
// new window (its attributes and geometry, and the 15 properties splitwm reads: rules, hints,
// dialogs, docks, titles), all in one round trip, as splitwm does: the floor for such a tiler.
import CX11
#if canImport(Glibc)
import Glibc
#endif

guard let display = XOpenDisplay(nil) else { fatalError("splitfloor: cannot open the display") }
let root = cx11_default_root(display)
let screen = cx11_default_screen(display)
let width = cx11_display_width(display, screen), height = cx11_display_height(display, screen)
let border: Int32 = 1
// A window destroyed before its DestroyNotify is read makes the configure sent to it fail; that
// is normal for a window manager, so errors are ignored rather than ending the process.
XSetErrorHandler { _, _ in 0 }
XSelectInput(display, root, SubstructureRedirectMask | SubstructureNotifyMask)
// What the probe waits for before it starts: the EWMH check property, pointing at the root.
var rootID = root
XChangeProperty(display, root, XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", 0), Atom(XA_WINDOW), 32,
                PropModeReplace, withUnsafeBytes(of: &rootID) { $0.baseAddress!.assumingMemoryBound(to: UInt8.self) }, 1)
XSync(display, 0)

/// The properties a tiler that honours ICCCM and EWMH reads of a new window (splitwm's list).
let readsProperties = CommandLine.arguments.contains("--reads")
let wantedNames: [String] = ["WM_HINTS", "WM_NORMAL_HINTS", "WM_CLASS", "WM_PROTOCOLS", "WM_WINDOW_ROLE", "_NET_WM_STATE",
              "_NET_WM_WINDOW_TYPE", "WM_TRANSIENT_FOR", "_NET_WM_STRUT_PARTIAL", "_NET_WM_STRUT", "_NET_WM_NAME",
              "WM_NAME", "_NET_WM_PID", "WM_CLIENT_MACHINE", "_NET_WM_SYNC_REQUEST_COUNTER"]
let wanted = wantedNames.map { XInternAtom(display, $0, 0) }

/// Reads `window`'s attributes, geometry and `wanted` properties: the requests go out together
/// through Xlib's XCB connection, then every reply is waited for (one round trip).
@MainActor func readNewWindow(_ window: UInt) {
    let c = XGetXCBConnection(display)
    let xid = xcb_window_t(window)
    let attributes = xcb_get_window_attributes(c, xid), geometry = xcb_get_geometry(c, xid)
    let properties = wanted.map { xcb_get_property(c, 0, xid, xcb_atom_t($0), 0, 0, 16 * 1024) }
    free(xcb_get_window_attributes_reply(c, attributes, nil))
    free(xcb_get_geometry_reply(c, geometry, nil))
    for cookie in properties { free(xcb_get_property_reply(c, cookie, nil)) }
}

var windows: [UInt] = []
var placed: [UInt: (x: Int32, y: Int32, w: Int32, h: Int32)] = [:]

/// Lays the list out and configures each window whose rectangle is not the one it has.
@MainActor func tile() {
    var area = (x: Int32(0), y: Int32(0), w: width, h: height)
    for (i, window) in windows.enumerated() {
        var rect = area
        if i < windows.count - 1 {
            if area.w >= area.h { rect.w = area.w / 2; area.x += rect.w; area.w -= rect.w }
            else { rect.h = area.h / 2; area.y += rect.h; area.h -= rect.h }
        }
        guard placed[window].map({ $0 != rect }) ?? true else { continue }
        placed[window] = rect
        var changes = XWindowChanges()
        changes.x = rect.x; changes.y = rect.y
        changes.width = max(1, rect.w - 2 * border); changes.height = max(1, rect.h - 2 * border)
        changes.border_width = border
        XConfigureWindow(display, window, UInt32(CWX | CWY | CWWidth | CWHeight | CWBorderWidth), &changes)
    }
}

@MainActor func forget(_ window: UInt) {
    guard let i = windows.firstIndex(of: window) else { return }
    windows.remove(at: i)
    placed[window] = nil
    tile()
}

// XNextEvent flushes only when no event is queued: a batch of events goes out as one write.
var event = XEvent()
while true {
    XNextEvent(display, &event)
    switch event.type {
    case MapRequest:
        let window = event.xmaprequest.window
        if !windows.contains(window) {
            if readsProperties { readNewWindow(window) }
            windows.append(window)
            tile()
        }
        XMapWindow(display, window)
    case ConfigureRequest:
        // Unmanaged windows get what they ask for; managed ones keep their tiles, unanswered (a
        // real tiler would send a synthetic ConfigureNotify; the probe's windows never ask).
        let r = event.xconfigurerequest
        if placed[r.window] == nil {
            var changes = XWindowChanges(x: r.x, y: r.y, width: r.width, height: r.height, border_width: r.border_width,
                                         sibling: r.above, stack_mode: r.detail)
            XConfigureWindow(display, r.window, UInt32(r.value_mask), &changes)
        }
    case UnmapNotify where event.xunmap.event == root:
        forget(event.xunmap.window)
    case DestroyNotify:
        forget(event.xdestroywindow.window)
    default:
        break
    }
}
