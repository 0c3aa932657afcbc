// A plain connection to splitwm's socket, for tests that send many requests (a thousand
// reloads, connection churn) without starting a splitctl process for each.
import Foundation
import SplitIPC
import XTestSupport

final class IPCLine {
    private let fd: Int32
    private var buffered: [UInt8] = []

    /// Connects to the socket splitwm announces on the root window of `client`'s display.
    convenience init?(announcedTo client: TestClient) {
        guard let path = client.text(client.root, "_SPLITWM_SOCKET")?.text else { return nil }
        self.init(path: path)
    }

    init?(path: String) {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { close(fd); return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { close(fd); return nil }
    }

    deinit { close(fd) }

    /// Sends one request line and returns the reply line (nil when the connection ended).
    func request(_ line: String) -> String? {
        let bytes = Array((line + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return nil }
            sent += n
        }
        while true {
            if let end = buffered.firstIndex(of: 0x0A) {
                defer { buffered.removeFirst(end + 1) }
                return String(decoding: buffered[..<end], as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return nil }
            buffered += chunk[..<n]
        }
    }

    /// Sends raw bytes (a hostile client's); false when the connection took none.
    @discardableResult
    func send(bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count
    }

    /// Whether the server closes the connection within `seconds` (what it sends first is read past).
    func closesWithin(seconds: Int32 = 10) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        var waited: Int32 = 0
        while waited < seconds * 1000 {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { return false }
            waited += 100
            guard poller.revents != 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return true }
        }
        return false
    }

    /// The next i3 frame the server sends (10 s at most), nil when none comes or the
    /// connection ends.
    func readFrame() -> I3Frame? {
        var reader = I3FrameReader()
        var chunk = [UInt8](repeating: 0, count: 1)
        // A byte at a time: what follows this frame stays in the socket for the next read.
        var waited = 0
        while waited < 10_000 {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { return nil }
            guard poller.revents != 0 else { waited += 100; continue }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 1) }
            guard n == 1, let frames = try? reader.read(chunk), frames.count <= 1 else { return nil }
            if let frame = frames.first { return frame }
        }
        return nil
    }
}
