// waitForInput: wakes for queued X events, X socket data and the caller's descriptors, and never for nothing.
import Dispatch
import SplitX
import Testing
import XTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A pipe that gets one byte after `seconds`, so a wait that would hang fails the test instead.
final class Watchdog {
    /// Owns the descriptors; the timer's closure holds it too, so they stay open until both are done.
    private final class Pipe: Sendable {
        let readEnd: Int32, writeEnd: Int32
        init() {
            var fds: [Int32] = [0, 0]
            precondition(Glibc.pipe(&fds) == 0)
            readEnd = fds[0]
            writeEnd = fds[1]
        }
        deinit { close(readEnd); close(writeEnd) }
    }
    private let fds = Pipe()
    private let item: DispatchWorkItem
    var readEnd: Int32 { fds.readEnd }

    init(seconds: Int = 10) {
        let p = fds
        item = DispatchWorkItem { _ = write(p.writeEnd, "!", 1) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: item)
    }

    deinit { item.cancel() }
}

extension XServerTests {
    @Suite struct WaitForInput {
        @Test func eventsAlreadyInXlibsQueueWakeItAtOnce() throws {
            try withX { x in
                try x.wm.becomeWindowManager()
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.map(w)
                x.client.sync()
                x.wm.sync()   // reads the MapRequest off the socket into Xlib's queue
                #expect(x.wm.queuedEvents > 0)

                let watchdog = Watchdog()
                let ready = x.wm.waitForInput(fds: [watchdog.readEnd])
                #expect(ready == InputReadiness(x: true))
                #expect(x.wm.nextDecodedEvent() == .mapRequest(w))
            }
        }

        @Test func dataOnTheXSocketWakesIt() throws {
            try withX { x in
                try x.wm.becomeWindowManager()
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.map(w)
                x.client.sync()   // the MapRequest is on the wm's socket, unread

                let watchdog = Watchdog()
                let ready = x.wm.waitForInput(fds: [watchdog.readEnd])
                #expect(ready == InputReadiness(x: true))
                #expect(x.wm.nextDecodedEvent() == .mapRequest(w))
            }
        }

        @Test func otherDescriptorsWakeItWithoutX() throws {
            try withX { x in
                var fds: [Int32] = [0, 0]
                try #require(pipe(&fds) == 0)
                defer { close(fds[0]); close(fds[1]) }
                let watchdog = Watchdog()
                #expect(write(fds[1], "x", 1) == 1)

                let ready = x.wm.waitForInput(fds: [watchdog.readEnd, fds[0]], writable: [fds[1]])
                #expect(ready == InputReadiness(x: false, readable: [fds[0]], writable: [fds[1]]))
            }
        }
    }
}
