// A stand-in for the window manager's loop: one thread polling the server's descriptors and answering
// a few test commands, so the server is exercised exactly as the window manager drives it.
import Foundation
import SplitCommands
import SplitIPC
import Synchronization

/// Test commands: `echo …` (replies the line), `big N` (a reply with N bytes of text), `clients` (how many are
/// connected, and subscriber flags), `publish KIND COUNT SIZE [PER-TURN]` (publishes COUNT events, 100 or
/// PER-TURN per loop turn of about a millisecond, as a window manager would, then replies).
final class FakeWM: @unchecked Sendable {
    /// Touched only by the loop thread once it runs (the server is single-threaded by design).
    private let server: IPCServer
    let socketPath: String
    let runtimeDirectory: String
    private let stopPipe: [Int32]
    private let finished = DispatchSemaphore(value: 0)
    private var publishing: [(client: ClientID, kind: EventKind, next: Int, count: Int, size: Int, perTurn: Int)] = []
    /// Every request line the loop received, in order.
    let received = Mutex<[String]>([])

    /// A server in a fresh runtime directory (removed by `stop`), its loop running on a new thread.
    init(limits: IPCLimits = IPCLimits(), runtimeDirectory: String? = nil, name: String = "wm") throws {
        let directory = try runtimeDirectory ?? makeTemporaryDirectory()
        self.runtimeDirectory = directory
        server = try IPCServer(name: name, runtimeDirectory: directory, limits: limits)
        socketPath = server.socketPath
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        stopPipe = fds
        Thread.detachNewThread { [self] in loop() }
    }

    /// Ends the loop, closes the server (which removes its socket) and the temporary directory.
    func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe[1], &byte, 1)
        finished.wait()
        close(stopPipe[0])
        close(stopPipe[1])
        rmdir(runtimeDirectory + "/splitwm")
        rmdir(runtimeDirectory)
    }

    private func loop() {
        while true {
            let reads = server.readDescriptors, writes = server.writeDescriptors
            var fds = [pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
            fds += reads.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            fds += writes.map { pollfd(fd: $0, events: Int16(POLLOUT), revents: 0) }
            // While publishing, 100 events a millisecond: a busy window manager, not an infinitely fast one.
            _ = poll(&fds, nfds_t(fds.count), publishing.isEmpty ? 1000 : 1)
            if fds[0].revents != 0 { break }
            for p in fds[1..<(1 + reads.count)] where p.revents != 0 {
                for request in server.readable(p.fd) { handle(request) }
            }
            for p in fds[(1 + reads.count)...] where p.revents != 0 { server.writable(p.fd) }
            publishBatch()
        }
        server.close()
        finished.signal()
    }

    private func handle(_ request: IPCRequest) {
        received.withLock { $0.append(request.line) }
        let words = request.line.split(separator: " ").map(String.init)
        if words.first == "subscribe" {
            // As the window manager does: the one request grammar parses it, the server records it.
            do {
                guard case .subscribe(let topics) = try CommandParser.parseRequest(request.line) else { return }
                server.subscribe(request.client, to: Set(topics.map { EventKind(rawValue: $0.rawValue)! }))
                server.reply(to: request.client, .success)
            } catch {
                server.reply(to: request.client, .failure("\(error)"))
            }
            return
        }
        switch words.first {
        case "echo":
            server.reply(to: request.client, .success(["line": .string(request.line)]))
        case "big" where words.count == 2 && Int(words[1]) != nil:
            server.reply(to: request.client, .success(["big": .string(String(repeating: "b", count: Int(words[1])!))]))
        case "clients":
            let flags = EventKind.allCases.map { ($0.rawValue, JSON.bool(server.hasSubscribers($0))) }
            server.reply(to: request.client, .success(["clients": .int(server.clientCount), "subscribers": .object(flags)]))
        case "publish" where (4...5).contains(words.count) && EventKind(rawValue: words[1]) != nil && Int(words[2]) != nil
            && Int(words[3]) != nil && (words.count == 4 || Int(words[4]) != nil):
            publishing.append((request.client, EventKind(rawValue: words[1])!, 0, Int(words[2])!, Int(words[3])!,
                               words.count == 5 ? Int(words[4])! : 100))
        default:
            server.reply(to: request.client, .failure("unknown command: \(request.line)"))
        }
    }

    private func publishBatch() {
        guard !publishing.isEmpty else { return }
        let job = publishing[0]
        let end = min(job.count, job.next + job.perTurn)
        for i in job.next..<end {
            server.publish(job.kind, ["event": .string(job.kind.rawValue), "seq": .int(i), "pad": .string(String(repeating: "x", count: job.size))])
        }
        publishing[0].next = end
        if end == job.count {
            publishing.removeFirst()
            server.reply(to: job.client, .success(["published": .int(job.count)]))
        }
    }
}

/// A fresh mkdtemp directory.
func makeTemporaryDirectory() throws -> String {
    var template = Array((NSTemporaryDirectory() + "splitipc-test-XXXXXX").utf8CString)
    guard mkdtemp(&template) != nil else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}
