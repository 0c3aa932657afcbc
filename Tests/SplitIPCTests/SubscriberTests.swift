// Events to subscribers: delivered in order, never waited on, a reader that stops is dropped; no leaks under churn.
import Foundation
import SplitIPC
import Synchronization
import Testing

struct SubscriberTests {
    @Test func subscribersGetOnlyTheirKindsInOrder() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let windows = try #require(TestSocket(wm.socketPath))
        let both = try #require(TestSocket(wm.socketPath))
        let control = try #require(TestSocket(wm.socketPath))
        #expect(control.request("clients")?["subscribers"]?["window"] == false)
        #expect(windows.request("subscribe window") == .success)
        #expect(both.request("subscribe layout window") == .success)
        #expect(control.request("clients")?["subscribers"] == ["splitter": false, "window": true, "layout": true, "workspace": false, "monitor": false, "mode": false])
        #expect(control.request("publish layout 2 0")?["published"] == 2)
        #expect(control.request("publish window 3 0")?["published"] == 3)
        for i in 0..<3 { #expect(windows.readJSON() == ["event": "window", "seq": .int(i), "pad": ""]) }
        for i in 0..<2 { #expect(both.readJSON() == ["event": "layout", "seq": .int(i), "pad": ""]) }
        for i in 0..<3 { #expect(both.readJSON()?["seq"] == .int(i)) }
        windows.send("echo done\n")
        #expect(windows.readJSON()?["line"] == "echo done", "no layout events reached a window-only subscriber")
    }

    @Test func aSubscriberThatNeverReadsIsDroppedWithoutBlockingTheOthers() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let stalled = try #require(TestSocket(wm.socketPath))
        let reader = try #require(TestSocket(wm.socketPath))
        let control = try #require(TestSocket(wm.socketPath))
        #expect(stalled.request("subscribe window") == .success)
        #expect(reader.request("subscribe window") == .success)
        // The reader keeps up on its own thread; 10,000 events of about 230 bytes are over 2 MiB.
        let received = Mutex<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [reader] in
            // Cheap reading (no JSON parse per line): this reader is meant to keep up.
            while received.withLock({ $0.count }) < 10_000, let event = reader.readLine() {
                let seq = event.split(separator: ",").first { $0.hasPrefix("\"seq\":") }.flatMap { Int($0.dropFirst(6)) }
                received.withLock { $0.append(seq ?? -1) }
            }
            done.signal()
        }
        let start = ContinuousClock.now
        // 20 events a turn (about 4.6 MB/s): the reader must fall over 1 MiB behind, a quarter of a
        // second, to be dropped itself, which a loaded machine's scheduler does not do to it; the
        // stalled one passes the limit all the same.
        #expect(control.request("publish window 10000 200 20")?["published"] == 10_000)
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .seconds(10), "publishing never waited on the stalled subscriber (took \(elapsed))")
        #expect(done.wait(timeout: .now() + 20) == .success)
        #expect(received.withLock { $0 } == Array(0..<10_000), "the reader got every event, in order")
        #expect(control.request("clients")?["clients"] == 2, "the stalled subscriber was dropped")
        #expect(stalled.isClosedByServer())
    }

    @Test func manySubscribersAtOnceGetEveryEvent() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let subscribers = try (0..<200).map { _ in try #require(TestSocket(wm.socketPath)) }
        for s in subscribers { s.send("subscribe splitter\n") }
        for s in subscribers { #expect(s.readJSON() == .success) }
        let control = try #require(TestSocket(wm.socketPath))
        #expect(control.request("publish splitter 20 50")?["published"] == 20)
        for s in subscribers {
            let seqs = (0..<20).map { _ in s.readJSON()?["seq"]?.intValue }
            #expect(seqs == (0..<20).map { $0 })
        }
    }

    @Test func aThousandConnectCommandDisconnectCyclesLeaveNoDescriptorBehind() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        // Other tests open descriptors in this process at the same time, so count only the server's
        // sockets: /proc/net/unix lists the listener and every accepted connection under its path.
        #expect(eventually { serverSockets(wm.socketPath).count == 1 }, "the listener alone")
        for i in 0..<1000 {
            let client = try #require(TestSocket(wm.socketPath))
            if i % 2 == 0 {
                #expect(client.request("echo \(i)")?.isSuccess == true)
            } else {
                client.send("subscribe window layout\necho \(i)\n")   // leaves without reading
            }
        }
        let control = try #require(TestSocket(wm.socketPath))
        #expect(eventually { control.request("clients")?["clients"] == 1 })
        #expect(control.request("clients")?["subscribers"] == ["splitter": false, "window": false, "layout": false, "workspace": false, "monitor": false, "mode": false])
        #expect(eventually { serverSockets(wm.socketPath).count == 2 }, "the listener and the control connection")
        #expect(serverSockets(wm.socketPath).filter(openDescriptorInodes().contains).count == 2)
    }
}

/// The inodes of the Unix sockets bound to `path`: the listener and every connection it accepted.
func serverSockets(_ path: String) -> Set<String> {
    // procfs reports a size of 0: read to the end rather than trusting the size.
    guard let data = FileHandle(forReadingAtPath: "/proc/net/unix")?.readDataToEndOfFile() else { return [] }
    let table = String(decoding: data, as: UTF8.self)
    var inodes: Set<String> = []
    for line in table.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        if fields.count >= 8, fields[7] == path { inodes.insert(String(fields[6])) }
    }
    return inodes
}

/// The socket inodes this process holds descriptors for (/proc/self/fd links read `socket:[INODE]`).
func openDescriptorInodes() -> Set<String> {
    let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    var inodes: Set<String> = []
    for fd in fds {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + fd),
           target.hasPrefix("socket:[") {
            inodes.insert(String(target.dropFirst(8).dropLast()))
        }
    }
    return inodes
}
