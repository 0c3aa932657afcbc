// A self-pipe that wakes the event loop from a signal handler or another thread.
#if canImport(Glibc)
import Glibc
#endif

/// The write end, safe to use from a signal handler or another thread.
public struct StopHandle: Sendable {
    let fd: Int32
    /// Asks the event loop to end cleanly (as SIGTERM does).
    public func requestStop() {
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
    }
}

/// A non-blocking pipe whose read end the event loop polls.
final class WakePipe {
    let readFD: Int32
    let writeFD: Int32

    init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) != 0 { fatalError("splitwm: cannot create a pipe: errno \(errno)") }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)   // restart and exec'd commands must not inherit it
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)   // a full pipe must never block a signal handler
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    deinit {
        close(readFD)
        close(writeFD)
    }

    var handle: StopHandle { StopHandle(fd: writeFD) }

    /// Empties the pipe; true if anything was in it.
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        var any = false
        while read(readFD, &buffer, buffer.count) > 0 { any = true }
        return any
    }
}

/// SIGTERM, SIGINT and SIGHUP end the loop through the pipe; the handler only writes a byte.
enum StopSignals {
    nonisolated(unsafe) private static var fd: Int32 = -1

    static func install(_ handle: StopHandle) {
        fd = handle.fd
        // A parent may have started us with these blocked (test runners and some session
        // scripts do), and a blocked SIGTERM would leave the session without a clean exit.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(StopSignals.fd, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
    }
}
