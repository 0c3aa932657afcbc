// A raw client for tests: its own socket code (not the library's client), with timeouts so a broken
// server fails a test instead of hanging it.
import Foundation
import SplitIPC

final class TestSocket: @unchecked Sendable {   // used by one thread at a time
    let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects (blocking) to `path`; nil with errno set when it cannot.
    init?(_ path: String, timeout: Int = 10) {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return nil }
        // Set before connect: a Unix connect to a full backlog waits for the send timeout.
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes + [0]) }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard result == 0 else { let e = errno; close(fd); errno = e; return nil }
    }

    deinit { close(fd) }

    /// Sends every byte; false when the server closed the connection (or the send timed out).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if n < 0 { if errno == EINTR { continue }; return false }
            offset += n
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// The next line; nil at end of file, on a reset, or after the timeout.
    func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeFirst(newline + 1)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            buffer += chunk[0..<n]
        }
    }

    /// The next line parsed as JSON (nil when there is none or it is not JSON).
    func readJSON() -> JSON? {
        readLine().flatMap { try? JSON(parsing: $0) }
    }

    /// Sends `line` and a newline and returns the reply.
    func request(_ line: String) -> JSON? {
        send(line + "\n")
        return readJSON()
    }

    /// True when the server closed the connection: reads (discarding) until end of file or a reset.
    func isClosedByServer() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 || (n < 0 && errno == ECONNRESET) { return true }
            if n < 0 && errno != EINTR { return false }   // the timeout: still open
        }
    }
}

/// Polls `condition` every 5 ms until it holds or `timeout` passes.
func eventually(timeout: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}

extension JSON {
    var isSuccess: Bool { self["success"] == .bool(true) }
    var errorText: String? { if case .string(let s)? = self["error"] { s } else { nil } }
    var intValue: Int? { if case .int(let i) = self { i } else { nil } }
}
