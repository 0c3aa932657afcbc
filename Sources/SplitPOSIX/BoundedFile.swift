// Reading a whole small file that anyone could have put there: only a regular file, never
// blocking on a FIFO or a device, never more than a bound, so nothing at that path can stall
// or bloat the window manager.
#if canImport(Glibc)
import Glibc
#endif

public enum BoundedFile {
    /// Why a file was not read.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// It could not be opened (`errno` text): absent, not permitted, a symlink refused.
        case cannotOpen(String, errno: Int32)
        case notRegular
        case cannotRead(String)
        case tooLarge(limit: Int)

        public var description: String {
            switch self {
            case .cannotOpen(let reason, _): "cannot open: \(reason)"
            case .notRegular: "not a regular file"
            case .cannotRead(let reason): "cannot read: \(reason)"
            case .tooLarge(let limit): "larger than \(limit) bytes"
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them; with `followingSymlinks`
    /// false a symlink at `path` is refused (ELOOP).
    public static func read(_ path: String, limit: Int, followingSymlinks: Bool = true) -> Result<[UInt8], Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingSymlinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return .failure(.cannotOpen(String(cString: strerror(errno)), errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegular) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(.cannotRead(String(cString: strerror(errno)))) }
            if n == 0 { break }
            bytes += buffer[..<n]
        }
        guard bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
        return .success(bytes)
    }
}
