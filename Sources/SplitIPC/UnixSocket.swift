// The few Unix socket calls both ends share: addresses, errno text, one non-blocking send.
#if canImport(Glibc)
import Glibc
#endif

/// The text of an errno value ("Permission denied").
func errnoText(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// sockaddr_un's path holds 108 bytes with the final NUL.
let maximumSocketPathLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

/// Calls `body` with `path` as a sockaddr_un; nil when the path does not fit.
func withUnixAddress<R>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R? {
    let bytes = Array(path.utf8)
    guard !bytes.isEmpty, bytes.count <= maximumSocketPathLength, !bytes.contains(0) else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        raw.copyBytes(from: bytes)
        raw[bytes.count] = 0
    }
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
}

/// The user id of the process at the other end of a connected Unix socket (SO_PEERCRED, as the
/// kernel recorded it at connect time); nil if the kernel cannot say.
func peerUserID(_ fd: Int32) -> uid_t? {
    var credentials = PeerCredentials()
    var length = socklen_t(MemoryLayout<PeerCredentials>.size)
    guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0,
          Int(length) == MemoryLayout<PeerCredentials>.size else { return nil }
    return credentials.uid
}

/// Linux's `struct ucred` (pid, uid, gid), which Glibc declares only under _GNU_SOURCE and so
/// Swift does not see.
private struct PeerCredentials {
    var pid: pid_t = 0
    var uid: uid_t = 0
    var gid: gid_t = 0
}

/// A new Unix stream socket, close-on-exec, optionally non-blocking; -1 with errno set on failure.
func unixStreamSocket(nonBlocking: Bool) -> Int32 {
    socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | (nonBlocking ? Int32(SOCK_NONBLOCK.rawValue) : 0), 0)
}

/// What one send did.
enum SendResult: Equatable {
    /// This many bytes went out (maybe fewer than offered).
    case sent(Int)
    /// The socket buffer is full: try again when poll() says writable.
    case wouldBlock
    /// The peer is gone or the socket broke: drop it.
    case failed(Int32)
}

/// One send() that never raises SIGPIPE and never blocks, retried on EINTR.
func sendSome(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> SendResult {
    while true {
        let n = send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
        if n >= 0 { return .sent(n) }
        switch errno {
        case EINTR: continue
        case EAGAIN, EWOULDBLOCK: return .wouldBlock
        case let code: return .failed(code)
        }
    }
}

/// accept() made non-blocking and close-on-exec (Glibc's module lacks accept4; the window manager
/// runs one thread, so no exec can slip in between); -1 with errno set on failure.
func acceptNonBlocking(_ listener: Int32) -> Int32 {
    let fd = accept(listener, nil, nil)
    guard fd >= 0 else { return -1 }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    return fd
}
