// Test helpers on XConnection: collect decoded events after a round trip, or wait for one with a deadline.
import SplitX
#if canImport(Glibc)
import Glibc
#endif

extension XConnection {
    /// A round trip, then every decoded event now queued, in order (ignored events left out).
    /// Call the acting client's `sync()` first so its requests have produced their events.
    public func syncAndDrainEvents() -> [WindowEvent] {
        sync()
        var events: [WindowEvent] = []
        while pending > 0 {
            if let e = nextEvent() { events.append(e) }
        }
        return events
    }

    /// The next event splitwm decodes, skipping ignored ones; blocks, so only call it when one is due.
    public func nextDecodedEvent() -> WindowEvent {
        while true {
            if let e = nextEvent() { return e }
        }
    }

    /// Waits up to `timeout` for the first event that matches, for changes another process causes;
    /// events before it are returned too, so a failure message can show what came instead.
    public func waitForEvent(timeout: Duration = .seconds(20),
                             where match: (WindowEvent) -> Bool) -> (match: WindowEvent?, seen: [WindowEvent]) {
        let deadline = ContinuousClock.now + timeout
        var seen: [WindowEvent] = []
        while true {
            while pending > 0 {
                guard let e = nextEvent() else { continue }
                if match(e) { return (e, seen) }
                seen.append(e)
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return (nil, seen) }
            var p = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&p, 1, Int32(clamping: left.components.seconds * 1000 + 1))
        }
    }
}
