// Spawning helper processes for X tests (Xvfb, xrandr, xmodmap) with posix_spawn and a bounded wait.
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

    /// Starts `argv` (searched on PATH) with stdout on `stdout` (or inherited) and stderr on `stderr`.
    /// Xlib opens its sockets close-on-exec, and so do these helpers, so the child holds none of ours.
    init(_ argv: [String], stdout: Int32? = nil, stderr: Int32? = nil) throws(SubprocessError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdout { posix_spawn_file_actions_adddup2(&actions, stdout, 1) }
        if let stderr { posix_spawn_file_actions_adddup2(&actions, stderr, 2) }
        // The child inherits this thread's signal mask and ignored signals; test runners block some
        // (Xvfb then ignores SIGTERM), so start it with an empty mask and default dispositions.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawnp(&child, argv[0], &actions, &attributes, cArgs, environ)
        guard rc == 0 else { throw SubprocessError(description: "cannot start \(argv[0]): errno \(rc)") }
        pid = child
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
