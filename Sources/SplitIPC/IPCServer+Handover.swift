// A socket that lives longer than the process: a listening socket taken up from the process
// before (`restart`'s exec) or from socket activation (systemd's LISTEN_FDS, which i3's test
// suite uses), and handed down through an exec with the connection that asked for it, which
// the next process answers (as i3 answers `restart`).
#if canImport(Glibc)
import Glibc
#endif

extension ListeningSocket {
    /// A listening Unix stream socket this process was given as `fd`; nil when it is not one.
    init?(adopting fd: Int32, removesFile: Bool) {
        var accepting: Int32 = 0, type: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard fd >= 0, getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0, accepting != 0 else { return nil }
        length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &length) == 0, type == Int32(SOCK_STREAM.rawValue) else { return nil }
        var address = sockaddr_un()
        var size = socklen_t(MemoryLayout<sockaddr_un>.size)
        let named = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) } }
        guard named == 0, address.sun_family == sa_family_t(AF_UNIX) else { return nil }
        let path = withUnsafeBytes(of: address.sun_path) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else { return nil }
        // Ours from now on: not inherited by the programs `exec` starts, and never blocking the loop.
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        self.fd = fd
        self.path = path
        directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        ownsDirectory = false
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        self.removesFile = removesFile
    }
}

extension IPCServer {
    /// Serves the listening socket `fd` this process was given (see `ListeningSocket(adopting:)`);
    /// close() removes its file only when `removesFile`.
    public convenience init(adopting fd: Int32, removesFile: Bool, limits: IPCLimits = IPCLimits(), wire: IPCWire) throws(IPCServerError) {
        guard let listener = ListeningSocket(adopting: fd, removesFile: removesFile) else {
            throw IPCServerError("descriptor \(fd) is not a listening Unix socket")
        }
        self.init(listener: listener, limits: limits, wire: wire)
    }

    /// Whether close() removes the socket file (not when socket activation passed the socket).
    public var removesSocketFile: Bool { listener?.removesFile ?? true }

    /// The listener's descriptor and `client`'s, left open across the exec that follows (their
    /// close-on-exec flag cleared), with every client's queued output sent first as far as its
    /// socket takes it; nil without a listener. `keepAfterFailedExec` undoes it.
    public func descriptorsForExec(keeping client: ClientID?) -> (listener: Int32, client: Int32?)? {
        guard let listener else { return nil }
        for connection in clients.values { flush(connection) }
        let kept = client.flatMap { descriptorOf[$0] }
        for fd in [listener.fd] + (kept.map { [$0] } ?? []) { _ = fcntl(fd, F_SETFD, 0) }
        return (listener.fd, kept)
    }

    /// The exec `descriptorsForExec` prepared failed: the descriptors are this process's alone again.
    public func keepAfterFailedExec() {
        guard let listener else { return }
        for fd in [listener.fd] + Array(clients.keys) { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    }

    /// Takes `fd`, a connection the process before this one accepted (and checked), as a client
    /// with one request waiting for its reply, of i3 message type `type` on i3's socket.
    public func adoptConnection(_ fd: Int32, awaitingReplyOfType type: UInt32) -> ClientID {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        let client = IPCConnection(id: ClientID(serial: nextSerial), fd: fd)
        nextSerial += 1
        if wire == .i3 {
            client.frames = I3FrameReader(maximumPayload: limits.maximumLineLength)
            client.replyTypes.append(type)
        }
        client.awaitReply()
        clients[fd] = client
        descriptorOf[client.id] = fd
        return client.id
    }
}
