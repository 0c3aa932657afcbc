// Child processes of the soak: splitctl runs with its output read and a deadline, the soak's
// client processes with a pipe each way, and splitwm itself.
import SplitPOSIX
#if canImport(Glibc)
import Glibc
#endif

/// A pipe whose two ends are close-on-exec (a child gets the end it needs through dup2).
func closeOnExecPipe() -> (read: Int32, write: Int32) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { soakAbort("pipe failed: errno \(errno)") }
    // Single-threaded, so no child can be spawned between pipe and fcntl.
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    return (fds[0], fds[1])
}

/// Reads from `fd` until a newline or EOF, up to `seconds`; nil on timeout or EOF before a line.
func readLine(_ fd: Int32, seconds: Int) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    let deadline = monotonicSeconds() + Double(seconds)
    while true {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let left = deadline - monotonicSeconds()
        guard left > 0 else { return nil }
        let r = poll(&p, 1, Int32(left * 1000) + 1)
        if r < 0 && errno == EINTR { continue }
        guard r > 0 else { return nil }
        let n = read(fd, &byte, 1)
        if n < 0 && errno == EINTR { continue }
        guard n == 1 else { return nil }
        if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
        bytes.append(byte)
    }
}

func monotonicSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Runs `argv` with its standard output and error read together, up to `seconds`; its exit
/// status (nil when it did not finish in time: then it is killed) and output.
func runTool(_ argv: [String], seconds: Int = 60) -> (status: Int32?, output: String) {
    let out = closeOnExecPipe()
    let spawned = ChildProcess.spawn(argv, descriptors: [.open(0, path: "/dev/null", flags: O_RDONLY),
                                                         .duplicate(1, from: out.write), .duplicate(2, from: out.write)])
    close(out.write)
    defer { close(out.read) }
    guard case .success(let pid) = spawned else { return (127, "cannot start \(argv[0])") }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    let deadline = monotonicSeconds() + Double(seconds)
    var timedOut = false
    while true {
        let left = deadline - monotonicSeconds()
        if left <= 0 { timedOut = true; break }
        var p = pollfd(fd: out.read, events: Int16(POLLIN), revents: 0)
        let r = poll(&p, 1, Int32(left * 1000) + 1)
        if r < 0 && errno == EINTR { continue }
        if r == 0 { continue }
        let n = read(out.read, &buffer, buffer.count)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        bytes += buffer[..<n]
    }
    if timedOut { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let text = String(decoding: bytes, as: UTF8.self)
    if timedOut { return (nil, text) }
    return ((status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f), text)
}

/// One soak client process (SoakClient.swift) and the windows it holds.
final class SoakClientProcess {
    let pid: pid_t
    let input: Int32
    let output: Int32
    var windows: [UInt] = []
    /// Windows it withdrew on the driver's word: splitwm must forget them.
    var withdrawn: Set<UInt> = []
    var exited = false

    init?(executable: String, seed: UInt64, count: Int) {
        let toChild = closeOnExecPipe(), fromChild = closeOnExecPipe()
        let spawned = ChildProcess.spawn([executable, "--client", String(seed), String(count)], searchPath: false,
                                         descriptors: [.duplicate(0, from: toChild.read), .duplicate(1, from: fromChild.write),
                                                       // Xlib's line when splitwm's `kill` ends it: expected.
                                                       .open(2, path: "/dev/null", flags: O_WRONLY)])
        close(toChild.read)
        close(fromChild.write)
        guard case .success(let pid) = spawned else { close(toChild.write); close(fromChild.read); return nil }
        self.pid = pid
        input = toChild.write
        output = fromChild.read
        guard let line = readLine(output, seconds: 60) else { return nil }
        windows = line.split(separator: " ").compactMap { UInt($0) }
    }

    /// Sends one command line and waits for its `ok`; false when the client is gone (killed by
    /// splitwm's `kill`, for one) or did not answer within a minute.
    @discardableResult
    func send(_ line: String) -> Bool {
        guard !exited else { return false }
        let text = line + "\n"
        let written = text.withCString { write(input, $0, strlen($0)) }
        guard written == text.utf8.count else { return false }
        return readLine(output, seconds: 60) == "ok"
    }

    /// Whether it has exited (reaped here).
    var hasExited: Bool {
        if !exited {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { exited = true }
        }
        return exited
    }

    /// Ends it: EOF on its input (it exits, the server destroys its windows), then reaped;
    /// SIGKILL when `kill`.
    func end(kill killIt: Bool = false) {
        if !exited {
            if killIt { kill(pid, SIGKILL) }
            close(input)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            exited = true
        } else {
            close(input)
        }
        close(output)
    }
}
