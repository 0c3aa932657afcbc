// A client that rewrites its window's title as fast as the server takes it, on its own
// connection and thread: the noisy neighbour a window manager must not fall behind.
import CX11
import SplitX
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Maps one window, then (after `start()`) changes its WM_NAME in a loop until `stop()`.
public final class PropertyFlood: @unchecked Sendable {
    /// The flooding window.
    public let window: WindowID
    private let display: OpaquePointer
    private let running = Atomic<Bool>(false)
    private let changeCount = Atomic<Int>(0)
    private let finished = Mutex<Bool>(false)
    private var thread: pthread_t?

    /// Opens a connection to `displayName` and maps a window there (not flooding yet).
    public init(displayName: String) throws {
        XErrorHandling.install()
        guard let d = XOpenDisplay(displayName) else { throw XConnectionError.cannotOpen(display: displayName) }
        display = d
        let screen = cx11_default_screen(d)
        let xid = XCreateSimpleWindow(d, cx11_default_root(d), 0, 0, 200, 100, 0,
                                      cx11_black_pixel(d, screen), cx11_white_pixel(d, screen))
        window = WindowID(rawValue: UInt32(xid))
        XStoreName(d, xid, "flood")
        XMapWindow(d, xid)
        XSync(d, 0)
    }

    /// Unmaps the window (before `start`): a window its client withdrew, title and all.
    public func unmap() {
        XUnmapWindow(display, UInt(window.rawValue))
        XSync(display, 0)
    }

    /// Title changes sent so far.
    public var changes: Int { changeCount.load(ordering: .relaxed) }

    /// Changes per second (nil: as fast as the server takes them), and when the flood stops by itself.
    private var rate: Int?
    private var deadline: ContinuousClock.Instant?
    private var sameTitle = false

    /// Starts rewriting the title on a thread of its own (the connection is used only there from now on):
    /// `rate` changes a second (as fast as the server takes them when nil), for `duration` at most;
    /// with `sameTitle`, the title it had every time (a flood whose property seems to hold still).
    public func start(rate: Int? = nil, for duration: Duration? = nil, sameTitle: Bool = false) {
        self.rate = rate
        self.sameTitle = sameTitle
        deadline = duration.map { ContinuousClock.now + $0 }
        running.store(true, ordering: .relaxed)
        let box = Unmanaged.passRetained(self)
        var t = pthread_t()
        pthread_create(&t, nil, { argument in
            let flood = Unmanaged<PropertyFlood>.fromOpaque(argument!).takeRetainedValue()
            flood.loop()
            return nil
        }, box.toOpaque())
        thread = t
    }

    private func loop() {
        var n = 0
        let started = ContinuousClock.now
        while running.load(ordering: .relaxed) {
            let now = ContinuousClock.now
            if let deadline, now >= deadline { break }
            // Paced: as many as are due by now (a millisecond's worth at a time), else a short sleep.
            if let rate {
                let due = Int((now - started) / .seconds(1) * Double(rate))
                if due <= n {
                    usleep(200)
                    continue
                }
            }
            // Xlib buffers requests and blocks when the socket is full: the server sets the pace.
            for _ in 0..<64 {
                XStoreName(display, UInt(window.rawValue), sameTitle ? "flood" : "flood \(n)")
                n += 1
            }
            XFlush(display)
            changeCount.store(n, ordering: .relaxed)
        }
        XSync(display, 0)
    }

    /// Stops the flood, waits for its thread and closes the connection (the window goes with it).
    public func stop() {
        guard finished.withLock({ done in defer { done = true }; return !done }) else { return }
        running.store(false, ordering: .relaxed)
        if let thread { pthread_join(thread, nil) }
        XCloseDisplay(display)
    }

    deinit { stop() }
}
