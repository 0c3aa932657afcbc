// A `bspc subscribe --fifo` subscriber's FIFO: made in `$XDG_RUNTIME_DIR` (else /tmp) as
// bspwm makes it, its path the reply, the events written there. bspwm opens it for writing
// and blocks until a reader comes; splitwm's loop must not block, so it holds the FIFO open
// both ways (Linux allows it) from the start: a write never blocks (a full pipe is left for
// later) and never raises SIGPIPE, and what is written waits in the pipe for a reader who
// comes late. Once the subscriber had its count of events, the FIFO is closed only when the
// pipe is empty, that is when its reader took every line; then the reader sees its end.
import Glibc
import SplitPOSIX

final class BspwmFifo {
    let path: String
    private var fd: Int32
    /// Lines the full pipe could not take yet.
    private var pending: [UInt8] = []
    /// Its count of events is written: close once read.
    private(set) var finished = false
    /// When it finished, so that a FIFO nobody reads goes in the end.
    private var finishedAt: timespec?

    /// A reader that never drains its FIFO costs at most this much, then it is dropped.
    static let maximumPending = 1 << 20
    /// A finished FIFO whose reader never came is removed after this many seconds.
    static let unreadLifetime = 30

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    /// A new FIFO with a name no file has (`bspwm_fifo.XXXXXX`), mode 0600: the events are
    /// the user's (bspwm makes it 0666).
    static func make() -> BspwmFifo? {
        var directory = "/tmp"
        if let runtime = SplitPOSIX.environment("XDG_RUNTIME_DIR"), !runtime.isEmpty { directory = runtime }
        for _ in 0..<16 {
            let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            let suffix = String((0..<6).map { _ in letters.randomElement()! })
            let path = "\(directory)/bspwm_fifo.\(suffix)"
            if mkfifo(path, 0o600) != 0 {
                if errno == EEXIST { continue }
                return nil
            }
            let fd = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else {
                unlink(path)
                return nil
            }
            return BspwmFifo(path: path, fd: fd)
        }
        return nil
    }

    /// Writes `line` (after what waits); false when the reader let too much wait (drop it).
    func write(_ line: [UInt8]) -> Bool {
        pending += line
        flush()
        return pending.count <= Self.maximumPending
    }

    /// No more events: close once the reader took them.
    func finish() {
        finished = true
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        finishedAt = now
    }

    /// Writes what waits; true once a finished FIFO was read to its end (or waited too long)
    /// and is closed and removed.
    func closeIfRead() -> Bool {
        flush()
        guard finished else { return false }
        var unread: Int32 = 0
        let asked = withUnsafeMutablePointer(to: &unread) { ioctl(fd, UInt(FIONREAD), $0) }
        let drained = pending.isEmpty && asked == 0 && unread == 0
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let expired = finishedAt.map { now.tv_sec - $0.tv_sec > Self.unreadLifetime } ?? false
        guard drained || expired else { return false }
        close()
        return true
    }

    func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
        unlink(path)
    }

    private func flush() {
        while !pending.isEmpty, fd >= 0 {
            let written = pending.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written > 0 {
                pending.removeFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return   // full (EAGAIN): later
            }
        }
    }
}
