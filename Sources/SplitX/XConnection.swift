// The connection to the X server: owns the `Display *`, its screen facts and its event queue.
internal import CX11
#if canImport(Glibc)
import Glibc
#endif

/// Why a connection could not be made or could not become the window manager.
public enum XConnectionError: Error, Hashable, Sendable, CustomStringConvertible {
    case displayUnset
    case cannotOpen(display: String)
    /// Another client already selects SubstructureRedirect on the root: a window manager is running.
    case anotherWindowManager(display: String)

    public var description: String {
        switch self {
        case .displayUnset:
            "cannot connect to X: no display name given and DISPLAY is not set"
        case .cannotOpen(let d):
            "cannot open X display \"\(d)\": no server is running there, or it refused this user"
        case .anotherWindowManager(let d):
            "another window manager is already running on display \"\(d)\""
        }
    }
}

/// Replies read ahead, for reads to answer from instead of a round trip each.
struct PropertyReads {
    /// What was read ahead of one window in one round trip (`prefetchingProperties`), while its body runs.
    var current: Prefetch?
    /// Replies read for a burst of windows, taken by `prefetchingProperties` one window at a time.
    var ahead: [WindowID: Prefetch] = [:]
}

/// Replies read ahead for one window: property values, and its attributes when asked for.
struct Prefetch {
    let window: WindowID
    var values: [AtomID: PropertyValue?] = [:]
    /// Nil: not read ahead; `.some(nil)`: the window is gone.
    var attributes: WindowAttributes?? = nil
    /// Nil: not asked.
    var process: ServerKnownProcess?
}

/// One connection to an X server, used from one thread. Closed by `close()` or on deinit.
public final class XConnection {
    private var raw: OpaquePointer?
    /// The display name as Xlib resolved it, e.g. ":1".
    public let displayName: String
    /// The socket to the server, for poll(). Xlib may already hold events read from it: see `waitForInput`.
    public let fileDescriptor: Int32
    public let root: WindowID
    let screen: Int32
    /// RandR's first event code, nil when the server lacks RandR.
    let randrEventBase: Int32?
    /// XInput's major opcode, which its GenericEvents carry; nil until `selectUserInput` succeeds.
    var inputOpcode: Int32?
    /// The extensions asked for when first needed: SYNC (`XConnection+Sync`), X-Resource
    /// (`XConnection+Resources`).
    var asked = AskedExtensions()
    /// Atom names interned on this connection, cached.
    public private(set) lazy var atoms = XAtoms(connection: self)
    /// How 0xRRGGBB becomes a pixel in the default visual; nil when colours must be allocated.
    lazy var pixelFormat = PixelFormat(visual: cx11_default_visual(display, screen))
    /// Pixels allocated for colours on a visual without `pixelFormat`.
    var allocatedPixels: [UInt32: UInt] = [:]
    /// Resize cursors, made once each.
    var cursors: [CursorShape: CursorID] = [:]
    /// CapsLock, NumLock and ScrollLock's modifier bits; nil until asked for and after a MappingNotify.
    var lockModifierCache: ModifierState?
    /// Replies read ahead of the reads that take them (`prefetchingProperties`, `readAhead`).
    var reads = PropertyReads()

    /// Connects to `displayName`, or to $DISPLAY when nil, and installs the process-wide error handlers.
    public init(displayName: String? = nil) throws(XConnectionError) {
        XErrorHandling.install()
        guard let name = displayName ?? getenv("DISPLAY").map({ String(cString: $0) }), !name.isEmpty else {
            throw .displayUnset
        }
        guard let d = XOpenDisplay(name) else { throw .cannotOpen(display: name) }
        raw = d
        self.displayName = String(cString: cx11_display_string(d))
        fileDescriptor = cx11_connection_fd(d)
        screen = cx11_default_screen(d)
        root = WindowID(rawValue: UInt32(truncatingIfNeeded: cx11_default_root(d)))
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        randrEventBase = XRRQueryExtension(d, &eventBase, &errorBase) != 0 ? eventBase : nil
        // Xlib loads its XKB keymap lazily, and until it has, the server sends this client no
        // MappingNotify at all (checked on Xvfb with xmodmap and setxkbmap). One lookup loads it.
        _ = XKeysymToKeycode(d, KeySym(XK_a))
    }

    deinit { close() }

    /// Closes the connection; later calls do nothing. Using the connection afterwards is a programming error.
    public func close() {
        guard let d = raw else { return }
        raw = nil
        XCloseDisplay(d)
        XErrorHandling.forget(d)
    }

    public var isOpen: Bool { raw != nil }

    var display: OpaquePointer {
        guard let raw else { preconditionFailure("XConnection used after close()") }
        return raw
    }

    /// The root window's size; follows RandR changes once their events have been read by `nextEvent`.
    public var screenSize: PixelSize {
        PixelSize(width: Int(cx11_display_width(display, screen)), height: Int(cx11_display_height(display, screen)))
    }

    /// Whether the server has RandR, without which there are no `.screenChange` events.
    public var hasRandR: Bool { randrEventBase != nil }

    /// Sends buffered requests without waiting for the server.
    public func flush() { XFlush(display) }

    /// A round trip: when it returns, the server has handled every request sent before, its errors
    /// have reached the error handler and its events are in the queue.
    public func sync() { XSync(display, 0) }

    /// Events ready to decode: flushes, then reads what the socket holds without blocking.
    public var pending: Int { Int(XPending(display)) }

    /// The sequence number the next request will get: two readings differ when requests were
    /// made between them (queued, not necessarily sent). No round trip.
    public var nextRequestSerial: UInt { cx11_next_request(display) }

    /// Events ready to decode, without flushing: Xlib's queue, else what the socket holds now
    /// (read without blocking). Draining a batch with it sends the requests its handling makes
    /// together, when the batch is over, instead of one write (and wait for the socket) per event.
    /// Xlib's `QueuedAfterReading` tries the socket even with events queued (a `recvmsg` that
    /// mostly finds nothing), so the socket is read only once the queue is empty: a switch's 200
    /// events cost a read per batch, not one per event.
    public var readyEvents: Int {
        let queued = queuedEvents
        return queued > 0 ? queued : Int(XEventsQueued(display, QueuedAfterReading))
    }

    /// Events already read into Xlib's queue; no I/O.
    public var queuedEvents: Int { Int(cx11_queue_length(display)) }

    /// The windows of the MapRequests waiting in the queue, oldest first (`max` at most); the
    /// queue is left as it is. No round trip: it reads only what the socket already has.
    public func queuedMapRequests(max: Int) -> [WindowID] {
        var windows = [Window](repeating: 0, count: max)
        let count = Int(cx11_queued_map_requests(display, &windows, Int32(max)))
        return windows.prefix(count).compactMap { WindowID(xid: $0) }
    }

    /// Blocks until an event arrives and decodes it; nil for events splitwm ignores.
    /// Call it while `pending > 0` to drain without blocking.
    public func nextEvent() -> WindowEvent? {
        var event = XEvent()
        XNextEvent(display, &event)
        if event.type == GenericEvent { return userInput(in: &event) }
        if case .present(let eventBase, _) = asked.sync, event.type == eventBase + XSyncAlarmNotify { return syncAlarm(in: &event) }
        if event.type == MappingNotify {
            // Xlib caches the keyboard mapping; without this, keysym lookups keep the old layout.
            XRefreshKeyboardMapping(&event.xmapping)
            lockModifierCache = nil   // NumLock may now be on another modifier or keycode
        } else if let base = randrEventBase,
                  event.type == base + RRScreenChangeNotify || (event.type == ConfigureNotify && event.xconfigure.window == root.xid) {
            // Xlib's cached screen size (DisplayWidth/Height) only changes when told here.
            XRRUpdateConfiguration(&event)
        }
        return WindowEvent(decoding: event, randrEventBase: randrEventBase)
    }

    /// Motion compression: drains the motion events for the same window that directly follow
    /// `motion` in the queue and returns the latest. It stops at the first other event, so a
    /// position reported after a button release is never handled before that release.
    public func latestMotion(after motion: PointerEvent) -> PointerEvent {
        var latest = motion
        var event = XEvent()
        while XEventsQueued(display, QueuedAfterReading) > 0 {
            XPeekEvent(display, &event)
            guard event.type == MotionNotify, event.xmotion.window == motion.window.xid else { break }
            XNextEvent(display, &event)
            if let p = PointerEvent(decodingMotion: event.xmotion) { latest = p }
        }
        return latest
    }

    /// Errors the server reported for this connection since the last call (tolerated ones included).
    public func takeErrors() -> [XErrorRecord] {
        XErrorHandling.takeRecords(for: display)
    }

    /// Runs `body` and returns the errors its requests caused instead of logging them or, in strict
    /// mode, dying: for requests that may fail legitimately, such as grabs and SubstructureRedirect.
    /// Costs two round trips.
    public func capturingErrors<T>(_ body: () throws -> T) rethrows -> (T, [XErrorRecord]) {
        XSync(display, 0)   // earlier requests' errors belong to the normal path
        XErrorHandling.beginCapture(for: display)
        let result: T
        do {
            result = try body()
        } catch {
            XSync(display, 0)
            _ = XErrorHandling.endCapture(for: display)
            throw error
        }
        XSync(display, 0)
        return (result, XErrorHandling.endCapture(for: display))
    }

    /// Selects SubstructureRedirect and SubstructureNotify (plus `extra`) on the root, which only one
    /// client may do: throws `.anotherWindowManager` when a window manager already runs.
    public func becomeWindowManager(selecting extra: EventMask = []) throws(XConnectionError) {
        let mask: EventMask = extra.union([.substructureRedirect, .substructureNotify])
        let (_, errors) = capturingErrors { selectInput(on: root, mask) }
        if errors.contains(where: { $0.code == .badAccess }) { throw .anotherWindowManager(display: displayName) }
        for e in errors { xLog(e.description) }
    }

    /// Asks for `.screenChange` events; false when the server has no RandR.
    @discardableResult
    public func selectScreenChanges() -> Bool {
        guard hasRandR else { return false }
        XRRSelectInput(display, root.xid, Int32(RRScreenChangeNotifyMask))
        return true
    }
}
