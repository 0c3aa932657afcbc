// A private Xvfb server per test: started with -displayfd, torn down with every connection made through it.
import SplitX
#if canImport(Glibc)
import Glibc
#endif

/// A running Xvfb. Connect through `connect()` and `client()` so `stop()` can close those
/// connections before the server dies (a connection that outlives its server ends the process
/// through Xlib's IO error handler).
public final class Xvfb {
    /// The display name, e.g. ":3".
    public let displayName: String
    public let size: PixelSize
    private var process: Subprocess?
    private let log: TempFile
    private var connections: [XConnection] = []
    private var clients: [TestClient] = []
    private var launched: [LaunchedClient] = []
    /// The 1280x720 RandR mode was added (`shrinkTo1280x720`).
    private var addedSmallMode = false

    /// Starts `Xvfb -displayfd` on a free display and waits (up to `timeout`) until it is ready;
    /// `arguments` are added to Xvfb's (`-auth FILE` for a server that wants a cookie).
    public init(size: PixelSize = PixelSize(width: 1920, height: 1080), arguments: [String] = [],
                timeout: Duration = .seconds(20)) throws {
        self.size = size
        log = try TempFile(prefix: "splitwm-xvfb")
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw SubprocessError(description: "pipe failed: errno \(errno)") }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)   // dup2 onto fd 1 in the child clears the flag there
        defer { close(fds[0]) }
        // Xvfb writes the display number to the -displayfd descriptor once it accepts connections:
        // readiness without polling the socket. Our pipe becomes its stdout (fd 1).
        let argv = ["Xvfb", "-displayfd", "1", "-screen", "0", "\(size.width)x\(size.height)x24",
                    "-nolisten", "tcp", "-noreset"] + arguments
        let child: Subprocess
        do {
            child = try Subprocess(argv, stdout: fds[1], stderr: log.fd)
            close(fds[1])
        } catch {
            close(fds[1])
            throw error
        }
        process = child
        guard let number = Self.readLine(from: fds[0], timeout: timeout), Int(number) != nil else {
            child.terminate()
            process = nil
            throw SubprocessError(description: "Xvfb did not report a display within \(timeout): \(log.contents())")
        }
        displayName = ":" + number
    }

    deinit { stop() }

    /// A SplitX connection that `stop()` will close.
    public func connect() throws -> XConnection {
        let c = try XConnection(displayName: displayName)
        connections.append(c)
        return c
    }

    /// A plain Xlib client, as an application would be, that `stop()` will close.
    public func client() throws -> TestClient {
        let c = try TestClient(displayName: displayName)
        clients.append(c)
        return c
    }

    /// Runs an X tool (xrandr, xmodmap, xdotool) against this server; returns its output.
    /// DISPLAY names the server, since not every tool takes `-display` (xdotool does not).
    @discardableResult
    public func run(_ tool: String, _ arguments: [String]) throws -> String {
        try Subprocess.run(["/usr/bin/env", "DISPLAY=\(displayName)", tool] + arguments)
    }

    /// Switches the screen to 1280x720 through RandR, as a monitor change does (the mode is
    /// added the first time); `restoreFullScreen` goes back to the 1920x1080 it starts with.
    public func shrinkTo1280x720() throws {
        if !addedSmallMode {
            _ = try run("xrandr", ["--newmode", "1280x720_t", "74.25", "1280", "1390", "1430", "1650",
                                   "720", "725", "730", "750", "+hsync", "+vsync"])
            _ = try run("xrandr", ["--addmode", "screen", "1280x720_t"])
            addedSmallMode = true
        }
        _ = try run("xrandr", ["--output", "screen", "--mode", "1280x720_t"])
    }

    public func restoreFullScreen() throws {
        _ = try run("xrandr", ["--output", "screen", "--mode", "1920x1080"])
    }

    /// Starts an X program (xmessage, xev) on this server, for a client whose connection may die
    /// (killClient): a `TestClient` cannot, since Xlib exits the process when its connection breaks.
    public func launch(_ tool: String, _ arguments: [String]) throws -> LaunchedClient {
        let child = LaunchedClient(try Subprocess([tool, "-display", displayName] + arguments, stdout: log.fd, stderr: log.fd))
        launched.append(child)
        return child
    }

    /// Closes every connection made through this server, then stops and reaps it. Idempotent.
    public func stop() {
        launched.forEach { $0.terminate() }
        launched = []
        connections.forEach { $0.close() }
        clients.forEach { $0.close() }
        connections = []
        clients = []
        process?.terminate()
        process = nil
    }

    /// Xvfb's log so far (stderr), for failure messages.
    public var serverLog: String { log.contents() }

    private static func readLine(from fd: Int32, timeout: Duration) -> String? {
        let deadline = ContinuousClock.now + timeout
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while !text.contains(UInt8(ascii: "\n")) {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return nil }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ms = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let r = poll(&p, 1, ms)
            if r < 0 && errno == EINTR { continue }
            guard r > 0 else { return nil }
            let n = read(fd, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }   // Xvfb exited before reporting
            text += buffer[..<n]
        }
        return String(decoding: text, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }
}

/// A separate X client process started by `Xvfb.launch`.
public final class LaunchedClient {
    private let process: Subprocess
    private var status: Int32?

    init(_ process: Subprocess) { self.process = process }

    /// Waits up to `timeout` for the process to exit; its wait status, or nil if it is still running.
    public func waitForExit(timeout: Duration) -> Int32? {
        if status == nil { status = process.wait(timeout: timeout) }
        return status
    }

    /// Stops the process if it still runs (SIGTERM, then SIGKILL) and reaps it.
    public func terminate() {
        guard status == nil else { return }
        process.terminate()
        status = 0
    }
}
