// Spawning helper processes for X tests (Xvfb, xrandr, xmodmap) with posix_spawn and a bounded wait.
import SplitPOSIX
#if canImport(Glibc)
import Glibc
#endif

/// A failure to start or finish a helper process.
public struct SubprocessError: Error, CustomStringConvertible {
    public var description: String
}

/// A spawned child process.
struct Subprocess {
    let pid: pid_t

    /// Starts `argv` (searched on PATH) with stdin, stdout and stderr on the given descriptors
    /// (or inherited). Xlib opens its sockets close-on-exec, and so do these helpers, so the
    /// child holds none of ours.
    init(_ argv: [String], stdin: Int32? = nil, stdout: Int32? = nil, stderr: Int32? = nil) throws(SubprocessError) {
        var descriptors: [ChildProcess.Descriptor] = []
        if let stdin { descriptors.append(.duplicate(0, from: stdin)) }
        if let stdout { descriptors.append(.duplicate(1, from: stdout)) }
        if let stderr { descriptors.append(.duplicate(2, from: stderr)) }
        switch ChildProcess.spawn(argv, descriptors: descriptors) {
        case .success(let child): pid = child
        case .failure(let failure): throw SubprocessError(description: failure.description)
        }
    }

    /// Waits until the child exits, polling every millisecond up to `timeout`; nil on timeout.
    func wait(timeout: Duration) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        repeat {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { return status }
            if r < 0 && errno != EINTR { return -1 }
            usleep(1000)
        } while ContinuousClock.now < deadline
        return nil
    }

    /// SIGTERM, then SIGKILL if the child has not exited within `grace`; always reaps it.
    func terminate(grace: Duration = .seconds(5)) {
        kill(pid, SIGTERM)
        if wait(timeout: grace) == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
    }

    /// Runs `argv` to completion and returns its stdout; throws with its output on a non-zero exit.
    static func run(_ argv: [String], timeout: Duration = .seconds(30)) throws(SubprocessError) -> String {
        let out = try TempFile(prefix: "splitwm-run")
        let child = try Subprocess(argv, stdout: out.fd, stderr: out.fd)
        guard let status = child.wait(timeout: timeout) else {
            child.terminate()
            throw SubprocessError(description: "\(argv.joined(separator: " ")) did not finish within \(timeout)")
        }
        let output = out.contents()
        guard status == 0 else {
            throw SubprocessError(description: "\(argv.joined(separator: " ")) exited with status \(status): \(output)")
        }
        return output
    }
}

/// An unlinked temporary file: the descriptor lives as long as this value.
final class TempFile {
    let fd: Int32

    init(prefix: String) throws(SubprocessError) {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw SubprocessError(description: "mkstemp failed: errno \(errno)") }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        unlink(template)
        self.fd = fd
    }

    deinit { close(fd) }

    /// Everything written so far.
    func contents() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var offset: off_t = 0
        while true {
            let n = pread(fd, &buffer, buffer.count, offset)
            if n <= 0 { break }
            bytes += buffer[..<n]
            offset += off_t(n)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
