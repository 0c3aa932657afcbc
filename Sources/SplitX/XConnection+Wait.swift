// The single blocking point of the event loop: poll() on the X socket and the caller's descriptors.
internal import CX11
#if canImport(Glibc)
import Glibc
#endif

/// What woke `waitForInput`.
public struct InputReadiness: Hashable, Sendable {
    /// X events are queued or the socket has data: drain with `while pending > 0 { nextEvent() }`.
    public var x: Bool
    /// Extra descriptors that are readable, at end of file, or in error (reading tells which).
    public var readable: [Int32]
    /// Extra descriptors from `writable:` that can take data without blocking.
    public var writable: [Int32]
    /// A signal interrupted the wait; the caller checks its signal flags and waits again.
    public var interrupted: Bool

    public init(x: Bool = false, readable: [Int32] = [], writable: [Int32] = [], interrupted: Bool = false) {
        self.x = x; self.readable = readable; self.writable = writable; self.interrupted = interrupted
    }
}

extension XConnection {
    /// Flushes, then sleeps in poll() until X or one of `fds` has input (or one of `writable` can
    /// be written, or `deadline` passes). Xlib reads whole chunks off the socket, and even a flush or a round
    /// trip moves waiting events into its queue, so events can sit there while the socket is empty:
    /// poll() alone would sleep on them (the tests show it), hence XPending first.
    public func waitForInput(fds: [Int32], writable: [Int32] = [], until deadline: ContinuousClock.Instant? = nil) -> InputReadiness {
        let alreadyQueued = XPending(display) > 0   // also flushes our requests
        var polled = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
        polled += fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        polled += writable.map { pollfd(fd: $0, events: Int16(POLLOUT), revents: 0) }
        // With events queued, still look at the other descriptors once so X traffic cannot starve them.
        // With a deadline (something is due then), wake by it at the latest; otherwise sleep.
        var timeout: Int32 = -1
        if let deadline {
            let left = (deadline - ContinuousClock.now).components
            timeout = Int32(clamping: max(0, left.seconds * 1000 + (left.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
        }
        let count = poll(&polled, nfds_t(polled.count), alreadyQueued ? 0 : timeout)
        if count < 0 {
            // EINTR is a signal; anything else (ENOMEM) is transient: report it and let the loop retry.
            let err = errno
            if err != EINTR { xLog("poll() failed: errno \(err)") }
            return InputReadiness(x: alreadyQueued, interrupted: err == EINTR)
        }
        let woken = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
        var readiness = InputReadiness(x: alreadyQueued || polled[0].revents & woken != 0)
        for p in polled[1..<(1 + fds.count)] where p.revents & woken != 0 { readiness.readable.append(p.fd) }
        for p in polled[(1 + fds.count)...] where p.revents & Int16(POLLOUT | POLLHUP | POLLERR | POLLNVAL) != 0 {
            readiness.writable.append(p.fd)
        }
        return readiness
    }
}
