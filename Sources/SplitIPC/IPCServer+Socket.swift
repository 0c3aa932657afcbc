// Where the socket lives and how it is made: a private directory, a stale socket replaced, a live one refused.
#if canImport(Glibc)
import Glibc
#endif

/// Why the IPC server could not start (the message names the path and the system's reason).
public struct IPCServerError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    static func system(_ what: String, _ code: Int32 = errno) -> IPCServerError {
        IPCServerError("\(what): \(errnoText(code))")
    }
}

/// The listening socket and what close() must undo.
struct ListeningSocket {
    let fd: Int32
    let path: String
    let directory: String
    /// The directory came from mkdtemp and is removed on close.
    let ownsDirectory: Bool
    /// The socket file's identity, so close() never removes a file another server put there since.
    let device: UInt64
    let inode: UInt64
    /// close() removes the socket file: false for one socket activation passed (its owner's).
    var removesFile = true

    /// Makes the directory, removes a stale socket of the same name, binds, restricts and listens.
    init(name: String, runtimeDirectory: String?, backlog: Int32) throws(IPCServerError) {
        guard !name.isEmpty, !name.contains("/"), !name.utf8.contains(0) else {
            throw IPCServerError("bad socket name \"\(name)\": it must be non-empty and contain no '/'")
        }
        let (directory, ownsDirectory) = try Self.makeDirectory(runtimeDirectory)
        var cleanup = ownsDirectory
        defer { if cleanup { rmdir(directory) } }
        let path = SocketLocation.path(name: name, in: directory)
        guard path.utf8.count <= maximumSocketPathLength else {
            throw IPCServerError("socket path \(path) is longer than \(maximumSocketPathLength) bytes")
        }
        let (fd, info) = try Self.bindListening(path, backlog: backlog)
        cleanup = false
        self.fd = fd
        self.path = path
        self.directory = directory
        self.ownsDirectory = ownsDirectory
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// Binds and listens at exactly `path` (a peer's place, such as bspwm's socket in /tmp):
    /// no directory of its own, so the socket's mode (0600) and the peer check are the gates.
    init(exactPath path: String, backlog: Int32) throws(IPCServerError) {
        guard path.hasPrefix("/"), !path.utf8.contains(0), path.utf8.count <= maximumSocketPathLength else {
            throw IPCServerError("bad socket path \"\(path)\": it must be absolute and at most \(maximumSocketPathLength) bytes")
        }
        let (fd, info) = try Self.bindListening(path, backlog: backlog)
        self.fd = fd
        self.path = path
        directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        ownsDirectory = false
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// A stale socket at `path` replaced, then a non-blocking socket bound there (mode 0600)
    /// and listening; its descriptor and the file's identity.
    private static func bindListening(_ path: String, backlog: Int32) throws(IPCServerError) -> (Int32, stat) {
        try removeStaleSocket(at: path)
        let fd = unixStreamSocket(nonBlocking: true)
        guard fd >= 0 else { throw .system("cannot create a socket") }
        var bound = false
        defer { if !bound { Glibc.close(fd) } }
        let result = withUnixAddress(path) { bind(fd, $0, $1) } ?? -1
        guard result == 0 else { throw .system("cannot bind \(path)") }
        // In a private directory (0700) nobody else reaches the socket between bind and chmod;
        // at an exact path (/tmp), whoever does is refused by the peer check at accept.
        guard chmod(path, 0o600) == 0 else { let e = errno; unlink(path); throw .system("cannot chmod \(path)", e) }
        guard listen(fd, backlog) == 0 else { let e = errno; unlink(path); throw .system("cannot listen on \(path)", e) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw .system("cannot stat \(path)") }
        bound = true
        return (fd, info)
    }

    /// $XDG_RUNTIME_DIR/splitwm (made 0700, or checked to be ours and made 0700), or without a usable
    /// runtime directory a fresh mkdtemp directory, whose name nobody can guess or take first.
    static func makeDirectory(_ runtimeDirectory: String?) throws(IPCServerError) -> (String, Bool) {
        guard let base = runtimeDirectory, let directory = SocketLocation.directory(inRuntimeDirectory: base) else {
            let tmp = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
            var template = Array((tmp + "/splitwm-XXXXXX").utf8CString)
            guard mkdtemp(&template) != nil else { throw .system("cannot create a private directory in \(tmp)") }
            return (template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }, true)
        }
        if mkdir(directory, 0o700) != 0 && errno != EEXIST {
            throw .system("cannot create \(directory)")
        }
        let mode: UInt32
        switch SocketLocation.trust(ofDirectory: directory) {
        case .trusted(let m):
            mode = m
        case .cannotStat(let code):
            throw .system("cannot stat \(directory)", code)
        case .notADirectory:
            throw IPCServerError("\(directory) exists and is not a directory")
        case .ownedByAnotherUser(let uid):
            throw IPCServerError("\(directory) belongs to user \(uid), not to this user (\(geteuid())); not using it")
        case .writableByOthers(let m):
            // Whoever could write there could have swapped the socket or put their own in its place:
            // such a directory is not trusted, not repaired.
            throw IPCServerError("\(directory) is writable by other users (mode \(String(m, radix: 8))); not using it (remove it, or make it private with chmod 700)")
        }
        // mkdir's mode passes through the umask, and an old directory may be readable by others.
        if mode != 0o700, chmod(directory, 0o700) != 0 {
            throw .system("cannot make \(directory) private (mode 0700)")
        }
        return (directory, false)
    }

    /// A socket file left by a server that died is removed; one that still answers is refused, and
    /// anything that is not a socket is left alone.
    static func removeStaleSocket(at path: String) throws(IPCServerError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFSOCK else {
            throw IPCServerError("\(path) exists and is not a socket; not replacing it")
        }
        let probe = unixStreamSocket(nonBlocking: true)
        guard probe >= 0 else { throw .system("cannot create a socket") }
        defer { Glibc.close(probe) }
        let result = withUnixAddress(path) { connect(probe, $0, $1) } ?? -1
        // EAGAIN: the listener's backlog is full, so someone is listening.
        if result == 0 || errno == EAGAIN {
            throw IPCServerError("\(path) is in use by a running server")
        }
        guard unlink(path) == 0 || errno == ENOENT else { throw .system("cannot remove the stale socket \(path)") }
    }

    /// Closes the listener, removes the socket file if it is still the one bound here, and the directory if it was made here.
    func close() {
        Glibc.close(fd)
        var info = stat()
        if removesFile, lstat(path, &info) == 0, UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode {
            unlink(path)
        }
        if ownsDirectory { rmdir(directory) }
    }
}
