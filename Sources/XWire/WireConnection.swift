// Just enough of X11's wire protocol to read a property of the root window, with no X library: splitctl
// links none, so every call starts as fast as a static binary can (see README, splitctl).
#if canImport(Glibc)
import Glibc
#endif

/// Why the X server could not be asked.
public struct XWireError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// One connection to an X server that can intern atoms and read properties. Requests are sent in
/// the little-endian byte order, whatever the machine's.
public final class WireConnection {
    private var fd: Int32 = -1
    private var sequence: UInt16 = 0
    /// The root window of the display name's screen.
    public private(set) var root: UInt32 = 0

    /// The Xauthority file Xlib would read: `$XAUTHORITY`, else `~/.Xauthority`.
    public static var defaultAuthorityFile: String? {
        if let path = getenv("XAUTHORITY").map({ String(cString: $0) }), !path.isEmpty { return path }
        return getenv("HOME").map { String(cString: $0) + "/.Xauthority" }
    }

    /// Connects to the server `displayName` names and authenticates with the cookie that
    /// `authorityFile` holds for it (none when it holds none; the server may still let us in).
    public init(displayName: String, authorityFile: String? = WireConnection.defaultAuthorityFile) throws(XWireError) {
        guard let display = XDisplayName(displayName) else {
            throw XWireError("cannot open X display \"\(displayName)\": that is not a display name")
        }
        let (fd, family, address) = try Self.open(display, displayName)
        self.fd = fd
        // A server that accepts and then says nothing must not hang a script forever.
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let entries = authorityFile.flatMap(Self.contents(of:)).map(XAuthorityEntry.entries(in:)) ?? []
        let cookie = XAuthorityEntry.cookie(in: entries, family: family, address: address, number: display.number)
        root = try setUp(cookie: cookie, screen: display.screen, displayName: displayName)
    }

    deinit { close() }

    public func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    /// The atom called `name`, or nil when no client ever made it (InternAtom, only-if-exists).
    public func existingAtom(_ name: String) throws(XWireError) -> UInt32? {
        let bytes = Array(name.utf8)
        var request = Request(opcode: 16, detail: 1, words: 2 + (bytes.count + 3) / 4)
        request.append16(UInt16(truncatingIfNeeded: bytes.count))
        request.append16(0)
        request.append(bytes)
        let reply = try send(request)
        let atom = reply.le32(8)
        return atom == 0 ? nil : atom
    }

    /// A property of `window` (GetProperty of any type): its type, format (8, 16 or 32) and first
    /// `limit` bytes; nil when the window has no such property.
    public func property(_ atom: UInt32, of window: UInt32, limit: Int) throws(XWireError) -> (type: UInt32, format: UInt8, bytes: [UInt8])? {
        var request = Request(opcode: 20, detail: 0, words: 6)
        for word in [window, atom, 0, 0, UInt32(clamping: (limit + 3) / 4)] { request.append32(word) }
        let reply = try send(request)
        let type = reply.le32(8), format = reply[1]
        guard type != 0 else { return nil }
        let count = Int(reply.le32(16)) * Int(format / 8)
        guard [8, 16, 32].contains(format), 32 + count <= reply.count else {
            throw XWireError("the X server sent a malformed property")
        }
        return (type, format, Array(reply[32..<(32 + min(count, limit))]))
    }

    /// The root window's `property` as UTF8_STRING or STRING text, at most 4 KiB of it (far more
    /// than a socket path holds); nil when absent or of another type or format.
    public static func rootText(_ property: String, displayName: String,
                                authorityFile: String? = WireConnection.defaultAuthorityFile) -> Result<String?, XWireError> {
        do throws(XWireError) {
            let x = try WireConnection(displayName: displayName, authorityFile: authorityFile)
            defer { x.close() }
            guard let atom = try x.existingAtom(property),
                  let value = try x.property(atom, of: x.root, limit: 4096), value.format == 8 else { return .success(nil) }
            let string: UInt32 = 31   // STRING, one of the predefined atoms
            let utf8String = try x.existingAtom("UTF8_STRING")
            guard value.type == string || value.type == utf8String else { return .success(nil) }
            return .success(String(decoding: value.bytes, as: UTF8.self))
        } catch {
            return .failure(error)
        }
    }
}

// MARK: - Connecting and setting up

extension WireConnection {
    /// A connected socket, and the address family and address the Xauthority file knows this
    /// server by: this machine's name for a local socket or loopback, else the IP address.
    private static func open(_ display: XDisplayName, _ displayName: String) throws(XWireError) -> (Int32, UInt16, [UInt8]) {
        let local = (XAuthorityEntry.familyLocal, hostName())
        var opened: (fd: Int32, family: UInt16, address: [UInt8])
        if display.isLocal {
            let path = "/tmp/.X11-unix/X\(display.number)"
            // The abstract socket first, as libxcb does: no file for anyone to replace.
            let fd = connectUnix(path, abstract: true)
            opened = (fd >= 0 ? fd : connectUnix(path, abstract: false), local.0, local.1)
        } else {
            let host = display.host.isEmpty || display.host == "localhost" ? "127.0.0.1" : display.host   // tcp/:0 too
            let port = UInt16(6000 + display.number).bigEndian
            var v4 = in_addr(), v6 = in6_addr()
            if inet_pton(AF_INET, host, &v4) == 1 {
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = port
                address.sin_addr = v4
                let bytes = withUnsafeBytes(of: v4) { Array($0) }
                opened = (connectSocket(AF_INET, &address, MemoryLayout<sockaddr_in>.size), XAuthorityEntry.familyInternet, bytes)
                if bytes[0] == 127 { (opened.family, opened.address) = local }
            } else if inet_pton(AF_INET6, host, &v6) == 1 {
                var address = sockaddr_in6()
                address.sin6_family = sa_family_t(AF_INET6)
                address.sin6_port = port
                address.sin6_addr = v6
                let bytes = withUnsafeBytes(of: v6) { Array($0) }
                opened = (connectSocket(AF_INET6, &address, MemoryLayout<sockaddr_in6>.size), XAuthorityEntry.familyInternet6, bytes)
                if bytes == Array(repeating: 0, count: 15) + [1] { (opened.family, opened.address) = local }
            } else {
                // Host names would need libc's resolver, which a static binary cannot load safely.
                throw XWireError("cannot open X display \"\(displayName)\": splitctl reaches X servers by address only (give an IP address, or set SPLITWM_SOCKET)")
            }
        }
        guard opened.fd >= 0 else {
            throw XWireError("cannot open X display \"\(displayName)\": no server is running there, or it refused this user")
        }
        return opened
    }

    private static func connectUnix(_ path: String, abstract: Bool) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let start = abstract ? 1 : 0   // an abstract name starts with a NUL byte and has no terminator
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(repeating: 0, count: start) + bytes) }
        let length = MemoryLayout<sa_family_t>.size + start + bytes.count + (abstract ? 0 : 1)
        return connectSocket(AF_UNIX, &address, length)
    }

    private static func connectSocket<Address>(_ domain: Int32, _ address: inout Address, _ length: Int) -> Int32 {
        let fd = socket(domain, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return -1 }
        var result: Int32
        repeat {
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(length)) }
            }
        } while result != 0 && errno == EINTR
        if result != 0 { Glibc.close(fd); return -1 }
        return fd
    }

    private static func hostName() -> [UInt8] {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return [] }
        return Array(name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    private static func contents(of path: String) -> [UInt8]? {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { Glibc.close(fd) }
        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while contents.count < 1 << 20 {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            contents += chunk[0..<n]
        }
        return contents
    }

    /// Sends the connection setup and returns the root window of `screen` from the server's answer.
    private func setUp(cookie: XAuthorityEntry?, screen: Int, displayName: String) throws(XWireError) -> UInt32 {
        let name = Array((cookie?.name ?? "").utf8), data = cookie?.data ?? []
        var setup = Request(bytes: [0x6C, 0])   // 'l': little-endian
        for value in [11, 0, name.count, data.count, 0] { setup.append16(UInt16(value)) }
        setup.append(name)
        setup.append(data)
        try write(setup.bytes)
        let header = try read(8)
        let body = try read(Int(header.le16(6)) * 4)
        switch header[0] {
        case 1:
            break
        case 0:
            let reason = String(decoding: body.prefix(Int(header[1])), as: UTF8.self).filter { $0 != "\n" }
            throw XWireError("X display \"\(displayName)\" refused this connection: \(reason)")
        default:
            throw XWireError("X display \"\(displayName)\" asks for an authentication splitctl does not speak")
        }
        // The setup's fixed part, the vendor string and the pixmap formats come before the screens.
        guard body.count >= 32 else { throw XWireError("X display \"\(displayName)\" sent a malformed setup") }
        var offset = 32 + (Int(body.le16(16)) + 3) / 4 * 4 + 8 * Int(body[21])
        let screens = Int(body[20])
        guard screen < screens else { throw XWireError("X display \"\(displayName)\" has no screen \(screen)") }
        for _ in 0..<screen {
            guard offset + 40 <= body.count else { break }
            var depths = Int(body[offset + 39])
            offset += 40
            while depths > 0 && offset + 8 <= body.count {
                offset += 8 + 24 * Int(body.le16(offset + 2))
                depths -= 1
            }
        }
        guard offset + 40 <= body.count else { throw XWireError("X display \"\(displayName)\" sent a malformed setup") }
        return body.le32(offset)
    }
}

// MARK: - Requests and replies

extension WireConnection {
    /// A request being built: opcode, one byte of detail, length in 4-byte words, then the fields.
    private struct Request {
        var bytes: [UInt8]
        init(bytes: [UInt8]) { self.bytes = bytes }
        init(opcode: UInt8, detail: UInt8, words: Int) {
            bytes = [opcode, detail]
            append16(UInt16(truncatingIfNeeded: words))
        }
        mutating func append16(_ v: UInt16) { bytes += [UInt8(v & 0xFF), UInt8(v >> 8)] }
        mutating func append32(_ v: UInt32) { for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((v >> UInt32(shift)) & 0xFF)) } }
        /// Appends `data` padded to a multiple of 4 bytes.
        mutating func append(_ data: [UInt8]) { bytes += data + Array(repeating: 0, count: (4 - data.count % 4) % 4) }
    }

    /// Sends `request` and returns its reply (skipping events; an X error for it is thrown).
    private func send(_ request: Request) throws(XWireError) -> [UInt8] {
        try write(request.bytes)
        sequence &+= 1
        while true {
            var packet = try read(32)
            switch packet[0] {
            case 0:
                if packet.le16(2) == sequence { throw XWireError("the X server answered with error \(packet[1]) (request \(request.bytes[0]))") }
            case 1:
                let length = Int(packet.le32(4)) * 4
                guard length <= 1 << 24 else { throw XWireError("the X server sent a reply of \(length) bytes") }
                packet += try read(length)
                if packet.le16(2) == sequence { return packet }
            case let type where type & 0x7F == 35:   // GenericEvent, the one event longer than 32 bytes
                _ = try read(Int(packet.le32(4)) * 4)
            default:
                break
            }
        }
    }

    private func write(_ bytes: [UInt8]) throws(XWireError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw XWireError("lost the connection to the X server: \(String(cString: strerror(errno)))") }
            offset += n
        }
    }

    private func read(_ count: Int) throws(XWireError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let n = bytes.withUnsafeMutableBytes { recv(fd, $0.baseAddress! + offset, count - offset, 0) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { throw XWireError("the X server did not answer within 10 s") }
            guard n > 0 else { throw XWireError("the X server closed the connection") }
            offset += n
        }
        return bytes
    }
}

extension [UInt8] {
    fileprivate func le16(_ offset: Int) -> UInt16 { UInt16(self[offset]) | UInt16(self[offset + 1]) << 8 }
    fileprivate func le32(_ offset: Int) -> UInt32 {
        UInt32(self[offset]) | UInt32(self[offset + 1]) << 8 | UInt32(self[offset + 2]) << 16 | UInt32(self[offset + 3]) << 24
    }
}
