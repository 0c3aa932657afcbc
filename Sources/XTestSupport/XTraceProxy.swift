// An xtrace proxy in front of a test's Xvfb: a client connected to its display has every request
// it sends logged, so a test can count what the window manager asked of the server.
#if canImport(Glibc)
import Glibc
#endif

/// `xtrace -n -k -d REAL -D PROXY -o LOG`, on a free display number that it holds with an X
/// lock file (so no Xvfb started meanwhile takes the same number). Only clients that connect to
/// `displayName` are logged; the others talk to the server directly.
public final class XTraceProxy {
    /// The proxy's display name, e.g. ":617".
    public let displayName: String
    /// The log file xtrace writes, one line per request, reply and event.
    public let logPath: String
    private let number: Int
    private var process: Subprocess?
    private let output: TempFile

    /// Starts xtrace in front of `server` and returns once it accepts connections.
    public init(for server: Xvfb, timeout: Duration = .seconds(20)) throws {
        output = try TempFile(prefix: "splitwm-xtrace-out")
        number = try Self.reserveDisplayNumber()
        displayName = ":\(number)"
        logPath = "/tmp/splitwm-xtrace-\(getpid())-\(number).log"
        unlink(logPath)
        do {
            // -n: no authentication to copy (Xvfb runs without); -k: keep running between clients.
            let child = try Subprocess(["xtrace", "-n", "-k", "-d", server.displayName, "-D", displayName, "-o", logPath],
                                       stdout: output.fd, stderr: output.fd)
            process = child
            let deadline = ContinuousClock.now + timeout
            while !Self.isListening(number) {
                if child.wait(timeout: .zero) != nil {
                    process = nil
                    throw SubprocessError(description: "xtrace exited: \(output.contents())")
                }
                guard ContinuousClock.now < deadline else {
                    throw SubprocessError(description: "xtrace did not listen on \(displayName) within \(timeout): \(output.contents())")
                }
                usleep(2_000)
            }
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// Stops xtrace (stop the clients connected through it first: their connections break)
    /// and frees the display number. The log stays until `removeLog()`. Idempotent.
    public func stop() {
        process?.terminate()
        process = nil
        unlink("/tmp/.X11-unix/X\(number)")
        unlink("/tmp/.X\(number)-lock")
    }

    public func removeLog() { unlink(logPath) }

    /// The log's size in bytes now: note it before a step, read from it after.
    public var logLength: Int {
        var st = stat()
        return stat(logPath, &st) == 0 ? Int(st.st_size) : 0
    }

    /// The log from byte `offset` to its end.
    public func log(from offset: Int = 0) -> String {
        let fd = open(logPath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var at = off_t(offset)
        while true {
            let n = pread(fd, &buffer, buffer.count, at)
            if n <= 0 { break }
            bytes += buffer[..<n]
            at += off_t(n)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The requests logged from byte `offset` on.
    public func requests(from offset: Int = 0) -> [XRequestRecord] { XRequestLog.requests(in: log(from: offset)) }

    /// A display number nobody uses, held by an X lock file naming this process, as the X
    /// server's own lock would.
    private static func reserveDisplayNumber() throws(SubprocessError) -> Int {
        let first = 600 + Int(getpid() % 200)
        for number in first..<(first + 300) {
            guard access("/tmp/.X11-unix/X\(number)", F_OK) != 0 else { continue }
            let fd = open("/tmp/.X\(number)-lock", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o444)
            guard fd >= 0 else { continue }
            let pid = String(getpid())
            let text = String(repeating: " ", count: max(0, 10 - pid.count)) + pid + "\n"
            _ = text.withCString { write(fd, $0, strlen($0)) }
            close(fd)
            return number
        }
        throw SubprocessError(description: "no free display number for xtrace")
    }

    /// Whether a socket listens at /tmp/.X11-unix/X`number` (/proc/net/unix, flag __SO_ACCEPTCON):
    /// checked without connecting, so xtrace logs no connection of ours.
    private static func isListening(_ number: Int) -> Bool {
        let fd = open("/proc/net/unix", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[..<n]
        }
        let path = "/tmp/.X11-unix/X\(number)"
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains { line in
            let columns = line.split(separator: " ")
            return columns.last.map(String.init) == path && columns.count > 3 && columns[3] == "00010000"
        }
    }
}
