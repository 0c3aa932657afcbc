// The per-test world for window-manager tests: a fresh Xvfb, the real WindowManager event
// loop on its own thread (in this process, so tests give it Settings the way the config
// file will), a separate client connection, and strict X error checking.
import Foundation
import SplitConfig
import SplitEngine
@testable import SplitWM
@testable import SplitX
import Synchronization
import Testing
import XTestSupport

/// Window-manager tests run one at a time: the X error policy is process-wide.
@Suite(.serialized) struct WMServerTests {}

/// Strict-mode errors seen while a test ran.
final class FatalErrorLog: Sendable {
    private let records = Mutex<[XErrorRecord]>([])
    func append(_ r: XErrorRecord) { records.withLock { $0.append(r) } }
    func take() -> [XErrorRecord] { records.withLock { r in defer { r = [] }; return r } }
}

/// A window manager running on a fresh Xvfb.
final class WMSession {
    let server: Xvfb
    let client: TestClient
    let settings: Settings
    let bindings: [Binding]
    let modes: [BindingMode]
    private var stop: StopHandle?
    private let finished = DispatchSemaphore(value: 0)
    private(set) var running = false
    /// How long a syncing window may take to answer (`SyncRequests.defaultTimeout` when nil).
    var syncRequestTimeout: Duration?

    /// This session's own state file, so no test sees another's saved layout.
    let statePath = "/tmp/splitwm-test-state-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json"

    init(server: Xvfb, settings: Settings, bindings: [Binding] = [], modes: [BindingMode] = []) throws {
        self.server = server
        self.settings = settings
        self.bindings = bindings
        self.modes = modes
        client = try server.client()
    }

    deinit { unlink(statePath) }

    /// Starts the real event loop on its own thread; returns once it manages the screen.
    func start() throws {
        let started = DispatchSemaphore(value: 0)
        let result = Mutex<Result<StopHandle, XConnectionError>?>(nil)
        let name = server.displayName, settings = settings, finished = finished, statePath = statePath
        let bindings = bindings, modes = modes, syncRequestTimeout = syncRequestTimeout
        let thread = Thread {
            do throws(XConnectionError) {
                let x = try XConnection(displayName: name)
                let manager = WindowManager(connection: x, config: Config(settings: settings, bindings: bindings, modes: modes),
                                            statePath: statePath)
                if let syncRequestTimeout { manager.renderer.sync.timeout = syncRequestTimeout }
                try manager.start()
                result.withLock { $0 = .success(manager.stopHandle) }
                started.signal()
                manager.run(handlingSignals: false)
            } catch {
                result.withLock { $0 = .failure(error) }
                started.signal()
            }
            finished.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        started.wait()
        stop = try result.withLock { r throws(XConnectionError) in try r!.get() }
        running = true
    }

    /// Ends the loop as SIGTERM would and waits for it to finish its cleanup.
    func stopManager() {
        guard running, let stop else { return }
        stop.requestStop()
        finished.wait()
        running = false
    }

    /// Polls (with X round trips) until `condition` holds; false after `timeout`.
    @discardableResult
    func waitUntil(timeout: Duration = .seconds(15), _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            client.sync()
            if condition() { return true }
            usleep(2_000)
        }
        return false
    }

    /// Returns once the window manager has handled everything this test's client sent before:
    /// the server has it (a round trip), and splitwm answers `sync` only after handling every
    /// X event queued before it.
    func barrier(sourceLocation: SourceLocation = #_sourceLocation) {
        client.sync()
        let status = try? SplitWMProcess.splitctl(["sync"], display: server.displayName).status
        #expect(status == 0, "splitctl sync", sourceLocation: sourceLocation)
    }

    /// Creates and maps `count` windows, each once the previous one is managed (the window
    /// manager has set its WM_STATE), so each goes beside the one before.
    func openWindows(_ count: Int, name: String = "test") -> [WindowID] {
        (0..<count).map { i in
            let w = client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "\(name) \(i)")
            client.map(w)
            waitUntil { client.property(w, "WM_STATE") != nil }
            return w
        }
    }

    /// The inside rectangles of `windows`, in root coordinates.
    func geometry(_ windows: [WindowID]) -> [PixelRect?] { windows.map { client.geometry(of: $0) } }

    /// Whether a window nobody manages (a splitter's) covers exactly `rect`.
    func hasOverrideRedirectWindow(at rect: PixelRect) -> Bool {
        for window in client.stackingOrder() where client.isOverrideRedirect(window) == true {
            if client.geometry(of: window) == rect { return true }
        }
        return false
    }

    var screen: PixelRect { PixelRect(x: 0, y: 0, width: server.size.width, height: server.size.height) }
}

/// Runs `body` with a window manager on a fresh Xvfb in strict X error mode. `before` runs
/// after the server starts and before the window manager does (to leave windows for it).
func withWM<T>(
    settings: Settings = .forTests, bindings: [Binding] = [], modes: [BindingMode] = [],
    size: PixelSize = PixelSize(width: 1920, height: 1080),
    sourceLocation: SourceLocation = #_sourceLocation,
    before: (WMSession) throws -> Void = { _ in },
    _ body: (WMSession) throws -> T
) throws -> T {
    try XTestExclusion.run {
        try withWMExclusively(settings: settings, bindings: bindings, modes: modes, size: size, sourceLocation: sourceLocation,
                              before: before, body)
    }
}

private func withWMExclusively<T>(
    settings: Settings, bindings: [Binding], modes: [BindingMode], size: PixelSize, sourceLocation: SourceLocation,
    before: (WMSession) throws -> Void, _ body: (WMSession) throws -> T
) throws -> T {
    let server = try Xvfb(size: size)
    defer { server.stop() }
    let fatal = FatalErrorLog()
    XErrorHandling.install()
    let saved = XErrorHandling.policy
    XErrorHandling.policy = XErrorPolicy(strict: true)
    Log.verbose = ProcessInfo.processInfo.environment["SPLITWM_TEST_VERBOSE"] == "1"
    XErrorHandling.setFatalAction { fatal.append($0) }
    defer {
        XErrorHandling.policy = saved
        XErrorHandling.setFatalAction(nil)
    }
    let session = try WMSession(server: server, settings: settings, bindings: bindings, modes: modes)
    try before(session)
    try session.start()
    defer { session.stopManager() }
    let result = try body(session)
    session.client.sync()
    session.stopManager()
    let unexpected = fatal.take()
    #expect(unexpected.isEmpty, "X errors outside the race list: \(unexpected)", sourceLocation: sourceLocation)
    return result
}

extension Settings {
    /// The defaults with no window border, so a window's inside rectangle is its tile.
    static var forTests: Settings {
        var s = Settings()
        s.border.width = 0
        // Changes at once: a test of motion says so (AnimationTests).
        s.animation = .off
        return s
    }

    /// `forTests` without focus-follows-mouse: for tests where windows appear and vanish under
    /// a resting pointer (dialogs at the screen's centre), which would move the focus itself.
    static var forTestsWithStillFocus: Settings {
        var s = forTests
        s.focusFollowsMouse = false
        return s
    }
}

/// Checks that `rects` lie inside `screen`, do not overlap, and cover all of it but
/// `splitterPixels`; returns what is wrong, if anything.
func tilingProblems(_ rects: [PixelRect], screen: PixelRect, splitterPixels: Int) -> [String] {
    var problems: [String] = []
    for r in rects where r.x < screen.x || r.y < screen.y || r.x + r.width > screen.width || r.y + r.height > screen.height {
        problems.append("\(r) is outside the screen")
    }
    for (i, a) in rects.enumerated() {
        for b in rects[(i + 1)...] {
            let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
            let h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
            if w > 0 && h > 0 { problems.append("\(a) overlaps \(b)") }
        }
    }
    let covered = rects.reduce(0) { $0 + $1.width * $1.height }
    if covered + splitterPixels != screen.width * screen.height {
        problems.append("windows cover \(covered) px and splitters \(splitterPixels) of \(screen.width * screen.height)")
    }
    return problems
}
