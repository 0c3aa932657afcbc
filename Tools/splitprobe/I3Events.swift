// How soon an i3 IPC subscriber hears of an X change (`splitprobe --peer NAME --i3-events N`):
// the probe subscribes to window events on the socket the root's I3_SOCKET_PATH names (i3's or
// splitwm's), then N times renames one of its windows and times the wait for the `title`
// event carrying the new name. The client is written here, a few lines of i3's framing, so the
// figure holds no library's own cost.
import CX11
import SplitJSON
#if canImport(Glibc)
import Glibc
#endif

/// A blocking connection to an i3 IPC socket.
struct I3EventClient {
    let fd: Int32
    private var pending: [UInt8] = []

    init?(path: String) {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { return nil }
    }

    /// Sends one message: `i3-ipc`, the payload's length and the type (native order), the payload.
    func send(type: UInt32, _ payload: String) {
        var frame = Array("i3-ipc".utf8)
        withUnsafeBytes(of: UInt32(payload.utf8.count)) { frame += $0 }
        withUnsafeBytes(of: type) { frame += $0 }
        frame += payload.utf8
        _ = frame.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// The next message's type and payload, waiting at most `timeout` nanoseconds.
    mutating func receive(timeout: UInt64) -> (type: UInt32, payload: JSON?)? {
        let deadline = nowNanoseconds() + timeout
        while true {
            if pending.count >= 14 {
                let length = pending[6..<10].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
                let type = pending[10..<14].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
                if pending.count >= 14 + Int(length) {
                    let payload = String(decoding: pending[14..<(14 + Int(length))], as: UTF8.self)
                    pending.removeFirst(14 + Int(length))
                    return (type, try? JSON(parsing: payload))
                }
            }
            let now = nowNanoseconds()
            guard now < deadline else { return nil }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(fd, &chunk, chunk.count)
            guard n > 0 else { return nil }
            pending += chunk[..<n]
        }
    }
}

/// `rounds` renames of `window`, each timed from XStoreName to the title event that names it;
/// the median, in ms, and nil when the socket is missing or an event never comes.
func i3TitleEventLatency(_ x: ProbeDisplay, window: UInt, rounds: Int) -> Double? {
    guard let path = x.rootText("I3_SOCKET_PATH"), var client = I3EventClient(path: path) else { return nil }
    defer { close(client.fd) }
    client.send(type: 2, #"["window"]"#)   // SUBSCRIBE
    guard let answer = client.receive(timeout: 5_000_000_000), answer.type == 2 else { return nil }
    var times: [Double] = []
    for round in 0..<rounds {
        let name = "probe title \(round)"
        let start = nowNanoseconds()
        XStoreName(x.display, window, name)
        XFlush(x.display)
        while true {
            guard let event = client.receive(timeout: 10_000_000_000) else { return nil }
            // An event (the high bit) of type window (3) for this title.
            if event.type == 0x8000_0003, event.payload?["change"] == "title", event.payload?["container"]?["name"] == .string(name) { break }
        }
        times.append(Double(nowNanoseconds() - start) / 1e6)
    }
    return percentile(times.sorted(), 0.5)
}
