// splitfloor: the floor of the peer benchmark (scripts/bench-peers.sh), a window manager that does
// only what any tiler must, so its figures show what the X server allows on the machine. It takes
// SubstructureRedirect on the root; a MapRequest appends the window to the current desktop's list,
// each new window taking half of the largest tile (so it changes only its own rectangle and the
// one it halves, and 100 windows still see each other whole), configures the
// windows whose rectangles changed, sets the new one's WM_STATE to Normal (ICCCM: every managed
// window not withdrawn has one) and maps it; an unmap or destroy of a listed window lays its
// desktop out again. Three desktops (EWMH: _NET_NUMBER_OF_DESKTOPS, _NET_CURRENT_DESKTOP); a
// _NET_CURRENT_DESKTOP client message switches: the new desktop's windows set Normal and mapped
// (already tiled: nothing is configured), then the old one's unmapped and set Iconic, and
// _NET_CURRENT_DESKTOP changed on the root. It never waits for a reply. Border 1 px, no gaps, no
// focus handling, no IPC of its own.
// With `--reads` it first reads what a window manager that honours ICCCM and EWMH must read of a
// new window (its attributes and geometry, and the 15 properties splitwm reads: rules, hints,
// dialogs, docks, titles), all in one round trip, as splitwm does: the floor for such a tiler.
// `splitfloor --desktop N` is its switching client (what bspc, i3-msg and splitctl are to the
// others): it sends the _NET_CURRENT_DESKTOP client message for desktop N (from 0), waits until
// the server has it (XSync) and exits; `splitfloor --sync` does only the connecting and the wait,
// the client's own cost.
import CX11
#if canImport(Glibc)
import Glibc
#endif

guard let display = XOpenDisplay(nil) else { fatalError("splitfloor: cannot open the display") }
let root = cx11_default_root(display)
let screen = cx11_default_screen(display)
let width = cx11_display_width(display, screen), height = cx11_display_height(display, screen)
let border: Int32 = 1
let desktopCount = 3
let netCurrentDesktop = XInternAtom(display, "_NET_CURRENT_DESKTOP", 0)

/// Replaces `property` of `window` with `values` (format 32, of `type`).
func setProperty(_ window: UInt, _ property: Atom, _ type: Atom, _ values: [UInt]) {
    var longs = values   // format 32 is a C long each, as Xlib takes it
    let count = Int32(longs.count)
    longs.withUnsafeMutableBytes {
        _ = XChangeProperty(display, window, property, type, 32, PropModeReplace,
                            $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
    }
}

// The client modes: a switch request, as a pager sends it (EWMH), or the connection alone.
if let i = CommandLine.arguments.firstIndex(of: "--desktop") {
    guard i + 1 < CommandLine.arguments.count, let desktop = Int(CommandLine.arguments[i + 1]) else {
        fatalError("splitfloor: --desktop needs a number")
    }
    var message = XEvent()
    message.xclient.type = ClientMessage
    message.xclient.window = root
    message.xclient.message_type = netCurrentDesktop
    message.xclient.format = 32
    message.xclient.data.l.0 = desktop
    message.xclient.data.l.1 = Int(CurrentTime)
    XSendEvent(display, root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &message)
    XSync(display, 0)
    exit(0)
}
if CommandLine.arguments.contains("--sync") {
    XSync(display, 0)
    exit(0)
}

let wmState = XInternAtom(display, "WM_STATE", 0)   // after the client modes: one round trip fewer for the client
// A window destroyed before its DestroyNotify is read makes the configure sent to it fail; that
// is normal for a window manager, so errors are ignored rather than ending the process.
XSetErrorHandler { _, _ in 0 }
XSelectInput(display, root, SubstructureRedirectMask | SubstructureNotifyMask)
setProperty(root, XInternAtom(display, "_NET_SUPPORTED", 0), Atom(XA_ATOM),
            [netCurrentDesktop, XInternAtom(display, "_NET_NUMBER_OF_DESKTOPS", 0)])
setProperty(root, XInternAtom(display, "_NET_NUMBER_OF_DESKTOPS", 0), Atom(XA_CARDINAL), [UInt(desktopCount)])
setProperty(root, netCurrentDesktop, Atom(XA_CARDINAL), [0])
// What the probe waits for before it starts: the EWMH check property, pointing at the root.
setProperty(root, XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", 0), Atom(XA_WINDOW), [root])
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

/// Each desktop's windows, in the order they came.
var desktops: [[UInt]] = Array(repeating: [], count: desktopCount)
var current = 0
var placed: [UInt: (x: Int32, y: Int32, w: Int32, h: Int32)] = [:]
/// The UnmapNotify events still to come of the floor's own unmaps (a switch): those are not a
/// client withdrawing its window.
var ownUnmaps: [UInt: Int] = [:]

/// Sets `window`'s WM_STATE (ICCCM 4.1.3.1: the state, and no icon window).
@MainActor func setState(_ window: UInt, _ state: Int32) { setProperty(window, wmState, wmState, [UInt(state), 0]) }

/// Lays desktop `d`'s list out and configures each window whose rectangle is not the one it has.
/// Each window after the first takes the second half of the largest tile before it (the first of
/// equals), split along its longer side: a new window changes only its own rectangle and the one
/// it halves, and 100 windows still get tiles of some size, none over another.
@MainActor func tile(_ d: Int) {
    var rects: [(x: Int32, y: Int32, w: Int32, h: Int32)] = []
    for _ in desktops[d] {
        guard var largest = rects.indices.first else { rects.append((0, 0, width, height)); continue }
        for i in rects.indices where rects[i].w * rects[i].h > rects[largest].w * rects[largest].h { largest = i }
        var halved = rects[largest], rest = halved
        if halved.w >= halved.h { halved.w /= 2; rest.x += halved.w; rest.w -= halved.w }
        else { halved.h /= 2; rest.y += halved.h; rest.h -= halved.h }
        rects[largest] = halved
        rects.append(rest)
    }
    for (window, rect) in zip(desktops[d], rects) {
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
    guard let d = desktops.firstIndex(where: { $0.contains(window) }) else { return }
    desktops[d].removeAll { $0 == window }
    placed[window] = nil
    ownUnmaps[window] = nil
    tile(d)
}

/// Shows desktop `d` in place of the current one: what must change on the server, no more.
@MainActor func switchTo(_ d: Int) {
    guard d != current, desktops.indices.contains(d) else { return }
    // The new side first: unmapping first would expose the root, which the server paints (its
    // tiled background on Xvfb) only for the new windows to cover it again.
    for window in desktops[d] {
        setState(window, NormalState)
        XMapWindow(display, window)
    }
    for window in desktops[current] {
        ownUnmaps[window, default: 0] += 1
        XUnmapWindow(display, window)
        setState(window, IconicState)
    }
    current = d
    setProperty(root, netCurrentDesktop, Atom(XA_CARDINAL), [UInt(d)])
}

// XNextEvent flushes only when no event is queued: a batch of events goes out as one write.
var event = XEvent()
while true {
    XNextEvent(display, &event)
    switch event.type {
    case MapRequest:
        let window = event.xmaprequest.window
        if let d = desktops.firstIndex(where: { $0.contains(window) }) {
            if d == current { XMapWindow(display, window) }   // already managed: shown only on its desktop
        } else {
            if readsProperties { readNewWindow(window) }
            desktops[current].append(window)
            tile(current)
            setState(window, NormalState)
            XMapWindow(display, window)
        }
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
        let window = event.xunmap.window
        if let pending = ownUnmaps[window], pending > 0 {
            ownUnmaps[window] = pending == 1 ? nil : pending - 1
        } else {
            forget(window)
        }
    case DestroyNotify:
        forget(event.xdestroywindow.window)
    case ClientMessage where event.xclient.message_type == netCurrentDesktop:
        switchTo(event.xclient.data.l.0)
    default:
        break
    }
}
