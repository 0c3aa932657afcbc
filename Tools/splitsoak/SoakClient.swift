// The soak's application: a child process (`splitsoak --client SEED COUNT`) that opens COUNT
// top-level windows, some with odd hints, and then does what the driver writes on its standard
// input. It is a process of its own because splitwm's `kill` (and `close` of a window that does
// not take WM_DELETE_WINDOW) ends its X connection, and Xlib then ends the process.
import CX11
#if canImport(Glibc)
import Glibc
#endif

/// Xlib's default error handler exits; a window the driver names may be gone already (the WM
/// closed it), so errors are ignored here: what counts is what the server holds afterwards.
private func ignoreXError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 { 0 }

/// Writes `line` and a newline on standard output, unbuffered (the driver waits for it).
private func say(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(1, $0, strlen($0)) }
}

func runSoakClient(seed: UInt64, count: Int) -> Never {
    XSetErrorHandler(ignoreXError)
    guard let d = XOpenDisplay(nil) else { say("error cannot open display"); exit(1) }
    let root = cx11_default_root(d)
    let screen = cx11_default_screen(d)
    var random = SoakRandom(seed: seed)
    let protocolsAtom = XInternAtom(d, "WM_PROTOCOLS", 0)
    let deleteAtom = XInternAtom(d, "WM_DELETE_WINDOW", 0)
    var windows: [UInt] = []
    for i in 0..<count {
        let w = XCreateSimpleWindow(d, root, Int32(random.below(400)), Int32(random.below(300)),
                                    UInt32(50 + random.below(600)), UInt32(40 + random.below(400)), 0,
                                    cx11_black_pixel(d, screen), cx11_white_pixel(d, screen))
        decorate(d, w, index: i, random: &random, previous: windows.last)
        // Most applications take WM_DELETE_WINDOW; the others are killed by `close`.
        if random.chance(0.7) {
            var atom = deleteAtom
            XSetWMProtocols(d, w, &atom, 1)
        }
        windows.append(w)
    }
    for w in windows { XMapWindow(d, w) }
    XSync(d, 0)
    say(windows.map(String.init).joined(separator: " "))

    // Commands from the driver, one a line: `destroy XID`, `unmap XID`, `title XID`,
    // `configure XID`; each answered with `ok` once the server has it. EOF: exit.
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 512)
    var event = XEvent()
    while true {
        while XPending(d) > 0 {
            XNextEvent(d, &event)
            if event.type == ClientMessage, event.xclient.message_type == protocolsAtom,
               UInt(event.xclient.data.l.0) == deleteAtom {
                XDestroyWindow(d, event.xclient.window)
                XFlush(d)
            }
        }
        var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: cx11_connection_fd(d), events: Int16(POLLIN), revents: 0)]
        if poll(&fds, 2, -1) < 0 { continue }
        if fds[1].revents != 0 { _ = XEventsQueued(d, Int32(QueuedAfterReading)) }
        guard fds[0].revents != 0 else { continue }
        let n = read(0, &buffer, buffer.count)
        if n <= 0 { exit(0) }
        pending += buffer[..<n]
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let words = String(decoding: pending[..<newline], as: UTF8.self).split(separator: " ")
            pending.removeSubrange(...newline)
            guard words.count == 2, let w = UInt(words[1]) else { continue }
            switch words[0] {
            case "destroy": XDestroyWindow(d, w)
            // ICCCM's withdrawal: the unmap and a synthetic UnmapNotify to the root, which is all
            // the WM hears when the window is unmapped already (on a hidden workspace).
            case "unmap": XWithdrawWindow(d, w, screen)
            case "title": retitle(d, w, random: &random)
            case "configure":
                // An application asking for its own geometry: a tiled window is told its tile.
                XMoveResizeWindow(d, w, Int32(random.below(900)), Int32(random.below(700)),
                                  UInt32(1 + random.below(1200)), UInt32(1 + random.below(900)))
            default: break
            }
            XSync(d, 0)
            say("ok")
        }
    }
}

/// WM_NAME, WM_CLASS and, for some windows, hints an application may get wrong or that make
/// splitwm float it: size hints with zero or negative increments, a zero aspect denominator,
/// a minimum above the maximum, a dialog type, WM_TRANSIENT_FOR, fullscreen from the start.
private func decorate(_ d: OpaquePointer, _ w: UInt, index: Int, random: inout SoakRandom, previous: UInt?) {
    retitle(d, w, random: &random)
    "soak-\(index)".withCString { i in
        "SplitSoak".withCString { c in
            var hint = XClassHint(res_name: UnsafeMutablePointer(mutating: i), res_class: UnsafeMutablePointer(mutating: c))
            _ = XSetClassHint(d, w, &hint)
        }
    }
    if random.chance(0.3) {
        var hints = XSizeHints()
        hints.flags = PMinSize | PMaxSize | PResizeInc | PAspect
        hints.min_width = Int32(random.below(300)); hints.min_height = Int32(random.below(300))
        hints.max_width = Int32(random.below(400)); hints.max_height = Int32(random.below(400))
        hints.width_inc = Int32(random.below(3)) - 1; hints.height_inc = -5
        hints.min_aspect.x = 1; hints.min_aspect.y = 0
        hints.max_aspect.x = Int32(random.below(3)); hints.max_aspect.y = 0
        XSetWMNormalHints(d, w, &hints)
    }
    if random.chance(0.1) { setAtoms(d, w, "_NET_WM_WINDOW_TYPE", ["_NET_WM_WINDOW_TYPE_DIALOG"]) }
    if random.chance(0.05) { setAtoms(d, w, "_NET_WM_STATE", ["_NET_WM_STATE_FULLSCREEN"]) }
    if let previous, random.chance(0.1) { XSetTransientForHint(d, w, previous) }
    if random.chance(0.1) {
        // A truncated WM_NORMAL_HINTS: three words where Xlib writes eighteen.
        var words: [Int] = [0x3f, 10, 10]
        XChangeProperty(d, w, XInternAtom(d, "WM_NORMAL_HINTS", 0), XInternAtom(d, "WM_SIZE_HINTS", 0), 32,
                        PropModeReplace, &words, 3)
    }
}

private func setAtoms(_ d: OpaquePointer, _ w: UInt, _ property: String, _ names: [String]) {
    var atoms = names.map { XInternAtom(d, $0, 0) }
    XChangeProperty(d, w, XInternAtom(d, property, 0), XInternAtom(d, "ATOM", 0), 32, PropModeReplace, &atoms, Int32(atoms.count))
}

/// A new WM_NAME: plain, or with bytes a title should not hold (invalid UTF-8, an escape, a NUL).
private func retitle(_ d: OpaquePointer, _ w: UInt, random: inout SoakRandom) {
    var bytes = Array("soak \(random.below(100_000))".utf8)
    if random.chance(0.2) { bytes += [0xff, 0xc3, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0x00, 0x22, 0x5c] }
    XChangeProperty(d, w, XInternAtom(d, "WM_NAME", 0), XInternAtom(d, "STRING", 0), 8, PropModeReplace, &bytes, Int32(bytes.count))
}
