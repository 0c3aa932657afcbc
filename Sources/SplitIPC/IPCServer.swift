// The IPC server: a listening Unix socket and its clients, polled by the window manager's loop.
// Every call returns at once: reads and writes are non-blocking, and a client that does not keep
// up is dropped rather than waited on.
import SplitJSON
#if canImport(Glibc)
import SplitPOSIX
import Glibc
#endif

/// Replies every request line with one JSON line, and sends events to subscribers.
/// Use from one thread: the window manager's loop.
public final class IPCServer {
    /// The socket's path, for `_SPLITWM_SOCKET` and `SPLITWM_SOCKET`.
    public let socketPath: String
    public let limits: IPCLimits
    public let wire: IPCWire
    /// Where to report dropped clients and refused connections (the window manager's debug log).
    public var log: ((String) -> Void)?

    var listener: ListeningSocket?
    var clients: [Int32: IPCConnection] = [:]
    var descriptorOf: [ClientID: Int32] = [:]
    private var subscribers = SubscriberCounts()
    var nextSerial: UInt64 = 1
    private var reserve: DescriptorReserve
    var readBuffer: [UInt8]

    /// Creates `<runtimeDirectory>/splitwm` (mode 0700; without a runtime directory, a private mkdtemp
    /// directory), binds `<name>.sock` there (mode 0600) and listens. A socket file left by a dead server
    /// is replaced; a live one is an error.
    public convenience init(name: String, runtimeDirectory: String? = IPCServer.environment("XDG_RUNTIME_DIR"),
                            limits: IPCLimits = IPCLimits(), wire: IPCWire = .lines) throws(IPCServerError) {
        self.init(listener: try ListeningSocket(name: name, runtimeDirectory: runtimeDirectory, backlog: 128), limits: limits, wire: wire)
    }

    /// Listens at exactly `path`, a place a peer's clients look (bspwm's `/tmp/bspwm_0_0-socket`,
    /// `$BSPWM_SOCKET`, i3's `$I3SOCK`): a socket file left by a dead server is replaced, a live
    /// one is an error.
    public convenience init(exactPath path: String, limits: IPCLimits = IPCLimits(), wire: IPCWire) throws(IPCServerError) {
        self.init(listener: try ListeningSocket(exactPath: path, backlog: 128), limits: limits, wire: wire)
    }

    init(listener: ListeningSocket, limits: IPCLimits, wire: IPCWire) {
        self.listener = listener
        socketPath = listener.path
        self.limits = limits
        self.wire = wire
        readBuffer = [UInt8](repeating: 0, count: max(1, min(limits.maximumLineLength + 1, 64 * 1024)))
        reserve = DescriptorReserve()
    }

    deinit { close() }

    /// An environment variable; nil when unset or empty.
    public static func environment(_ name: String) -> String? { SplitPOSIX.environment(name) }

    /// Descriptors to poll for input: the listener and the clients that are not behind on output.
    public var readDescriptors: [Int32] {
        var fds: [Int32] = []
        if let listener, !reserve.listenerPaused { fds.append(listener.fd) }
        for (fd, client) in clients where client.queuedBytes < limits.readPause { fds.append(fd) }
        return fds
    }

    /// Descriptors to poll for writing: clients with output waiting.
    public var writeDescriptors: [Int32] {
        clients.compactMap { $0.value.hasOutput ? $0.key : nil }
    }

    /// How many clients are connected.
    public var clientCount: Int { clients.count }

    /// True when some client subscribed to `kind`, so the window manager can skip building its events.
    public func hasSubscribers(_ kind: EventKind) -> Bool {
        subscribers.has(kind)
    }

    /// True when some client of i3's socket subscribed to `event`.
    public func hasSubscribers(i3 event: I3Event) -> Bool {
        subscribers.has(i3: event)
    }

    /// Accepts connections (on the listener) or reads what a client sent, without blocking; returns the
    /// complete request lines for the window manager, which parses and answers every one.
    public func readable(_ fd: Int32) -> [IPCRequest] {
        if let listener, fd == listener.fd {
            // What a newcomer sent before this turn is read in it, with what the others sent:
            // its SUBSCRIBE may have gone out before another connection's request.
            return acceptClients().flatMap(readable)
        }
        guard let client = clients[fd] else { return [] }
        var count = 0
        while true {
            count = readBuffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count >= 0 || errno != EINTR { break }
        }
        if count == 0 { drop(client, "end of file"); return [] }
        if count < 0 {
            if errno != EAGAIN && errno != EWOULDBLOCK { drop(client, "read failed: \(errnoText(errno))") }
            return []
        }
        return requests(from: client, count)
    }

    /// Sends what a client has waiting, as much as its socket takes.
    public func writable(_ fd: Int32) {
        guard let client = clients[fd] else { return }
        flush(client)
    }

    /// Answers `client`'s oldest unanswered request. A client that left is ignored.
    public func reply(to client: ClientID, _ json: JSON) {
        guard let fd = descriptorOf[client], let connection = clients[fd] else { return }
        let before = connection.queuedBytes
        let bytes = wire == .i3 ? Self.frame(json, type: connection.takeReplyType()) : Self.line(json)
        guard connection.fillReply(bytes) else {
            log?("\(client): a reply with no request waiting, ignored")
            return
        }
        checkOutputLimit(connection, before: before)
    }

    /// Queues `json` for every subscriber of `kind`; a subscriber that passes the output limit is dropped.
    public func publish(_ kind: EventKind, _ json: JSON) {
        guard hasSubscribers(kind) else { return }
        let bytes = Self.line(json)
        for client in Array(clients.values) where client.subscriptions.contains(kind) {
            let before = client.queuedBytes
            client.enqueue(bytes)
            checkOutputLimit(client, before: before)
        }
    }

    /// Queues `json` as `event` for every subscriber of it on i3's socket.
    public func publish(i3 event: I3Event, _ json: JSON) {
        guard hasSubscribers(i3: event) else { return }
        let bytes = Self.frame(json, type: I3Frame.eventBit | event.rawValue)
        for client in Array(clients.values) where client.i3Subscriptions.contains(event) {
            let before = client.queuedBytes
            client.enqueue(bytes)
            checkOutputLimit(client, before: before)
        }
    }

    /// Sends `json` as `event` to `client` alone, after what it has queued (i3's first tick
    /// event goes to the subscriber that asked for it).
    public func send(i3 event: I3Event, _ json: JSON, to client: ClientID) {
        guard let fd = descriptorOf[client], let connection = clients[fd] else { return }
        let before = connection.queuedBytes
        connection.enqueue(Self.frame(json, type: I3Frame.eventBit | event.rawValue))
        checkOutputLimit(connection, before: before)
    }

    /// Closes every client and the listener, removes the socket file (if it is still ours) and a private directory.
    /// What each client has queued (i3's shutdown event) is sent first, as far as its socket takes it at once.
    public func close() {
        for client in Array(clients.values) {
            flush(client)
            drop(client, nil)
        }
        listener?.close()
        listener = nil
        reserve.close()
    }

    // MARK: Internals

    static func line(_ json: JSON) -> [UInt8] {
        var bytes: [UInt8] = []
        json.write(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    static func frame(_ json: JSON, type: UInt32) -> [UInt8] {
        var payload: [UInt8] = []
        json.write(to: &payload)
        return I3Frame(type: type, payload: payload).encoded
    }

    /// Accepts the connections waiting; returns their descriptors.
    private func acceptClients() -> [Int32] {
        guard let listener else { return [] }
        var accepted: [Int32] = []
        // A bounded batch per wake-up, so a flood of connections cannot starve X.
        for _ in 0..<32 {
            let fd = acceptNonBlocking(listener.fd)
            if fd < 0 {
                switch errno {
                case EINTR, ECONNABORTED: continue
                case EMFILE, ENFILE: shedConnection(listener.fd); return accepted
                default: return accepted   // EAGAIN: nobody else waiting; anything else is transient
                }
            }
            // The socket's mode is one gate; the kernel's word on who connected is the one that
            // counts, should the mode or the directory's ever be loosened: commands run as us.
            let uid = peerUserID(fd)
            guard uid == geteuid() else {
                let who = uid.map { "user \($0)" } ?? "a peer whose user is unknown"
                refuse(fd, "refused: \(who) may not command the window manager of user \(geteuid())", refusal: true)
                continue
            }
            if clients.count >= limits.maximumClients {
                refuse(fd, "too many clients (at most \(limits.maximumClients))")
                continue
            }
            let client = IPCConnection(id: ClientID(serial: nextSerial), fd: fd)
            if wire == .i3 { client.frames = I3FrameReader(maximumPayload: limits.maximumLineLength) }
            nextSerial += 1
            clients[fd] = client
            descriptorOf[client.id] = fd
            accepted.append(fd)
        }
        return accepted
    }

    /// Out of descriptors: the reserve's spare accepts the waiting connection and closes it, so the
    /// listener stops being readable. Without a spare, the listener is not polled until a client leaves.
    private func shedConnection(_ listenerFD: Int32) {
        if reserve.shedConnection(on: listenerFD, { refuse($0, "the window manager is out of file descriptors") }) {
            log?("out of file descriptors: not accepting IPC connections until a client leaves")
        } else {
            log?("out of file descriptors: refused an IPC connection")
        }
    }

    /// One best-effort error line, then close. A `refusal` (the peer may never connect) says so
    /// in a `"refused":true` member, so splitctl can tell it from a busy server.
    private func refuse(_ fd: Int32, _ message: String, refusal: Bool = false) {
        let reply: JSON = refusal ? ["success": false, "error": .string(message), "refused": true] : .failure(message)
        let bytes = wire == .bspwm ? Self.bspwmFailure(message) : Self.line(reply)
        _ = bytes.withUnsafeBytes { sendSome(fd, $0) }
        Glibc.close(fd)
        log?("refused an IPC connection: \(message)")
    }

    /// Splits the bytes just read into lines and turns each into a request, a subscription or an error.
    private func requests(from client: IPCConnection, _ count: Int) -> [IPCRequest] {
        if client.frames != nil { return frameRequests(from: client, count) }
        if wire == .bspwm { return bspwmRequests(from: client, count) }
        var found: [IPCRequest] = []
        var start = 0
        let maximum = limits.maximumLineLength
        while start < count {
            let newline = readBuffer[start..<count].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? count
            guard client.partialLine.count + (end - start) <= maximum else {
                drop(client, "request line over \(maximum) bytes",
                     reply: .failure("request line longer than \(maximum) bytes; closing the connection"))
                return found
            }
            if newline == nil {
                client.partialLine += readBuffer[start..<end]
                break
            }
            var lineBytes = readBuffer[start..<end]
            if !client.partialLine.isEmpty {
                client.partialLine += lineBytes
                lineBytes = client.partialLine[...]
                client.partialLine = []
            }
            start = end + 1
            if let request = request(from: client, lineBytes) { found.append(request) }
            if clients[client.fd] !== client { return found }   // dropped on the way (output limit)
        }
        return found
    }

    /// One complete line for the window manager; blank lines are ignored. The transport splits
    /// nothing: `subscribe`, `query` and commands are one grammar, parsed by the window manager.
    private func request(from client: IPCConnection, _ bytes: ArraySlice<UInt8>) -> IPCRequest? {
        // Invalid UTF-8 becomes U+FFFD and is answered like any line: the command parser rejects it.
        let line = String(decoding: bytes, as: UTF8.self).trimmingSpaces
        if line.isEmpty { return nil }
        client.awaitReply()
        return IPCRequest(client: client.id, line: line)
    }

    /// The i3 messages the bytes just read complete, each a request waiting for its reply. Bytes
    /// that are not i3 frames (a wrong magic, a length over the bound) end the connection, as i3
    /// ends it.
    private func frameRequests(from client: IPCConnection, _ count: Int) -> [IPCRequest] {
        let frames: [I3Frame]
        do {
            frames = try client.frames?.read(readBuffer[0..<count]) ?? []
        } catch {
            drop(client, "\(error)")
            return []
        }
        return frames.map { frame in
            client.awaitReply()
            client.replyTypes.append(frame.type)
            // Invalid UTF-8 becomes U+FFFD: the command parser rejects it.
            return IPCRequest(client: client.id, line: String(decoding: frame.payload, as: UTF8.self), i3Type: frame.type)
        }
    }

    /// Makes `client` a subscriber of `events` on i3's socket (the window manager's answer to SUBSCRIBE).
    public func subscribe(_ client: ClientID, to events: Set<I3Event>) {
        guard let fd = descriptorOf[client], let connection = clients[fd] else { return }
        subscribers.subscribe(connection, to: events)
    }

    /// Makes `client` a subscriber of `kinds` (the window manager's answer to `subscribe`).
    public func subscribe(_ client: ClientID, to kinds: Set<EventKind>) {
        guard let fd = descriptorOf[client], let connection = clients[fd] else { return }
        subscribers.subscribe(connection, to: kinds)
    }

    /// A line is always taken while the client is within the limit (so one large reply, a whole tree
    /// with long titles, still goes out); the client is dropped when a line comes while it is already over.
    func checkOutputLimit(_ client: IPCConnection, before: Int) {
        if before > limits.maximumQueuedOutput {
            drop(client, "over \(limits.maximumQueuedOutput) bytes of output waiting: it stopped reading")
        }
    }

    func flush(_ client: IPCConnection) {
        if case .failed(let code) = client.flush({ sendSome(client.fd, $0) }) {
            drop(client, "write failed: \(errnoText(code))")
        } else if client.closesWhenSent, !client.hasOutput {
            drop(client, nil)
        }
    }

    /// Closes a client; with `reply`, first tries once to send it that line (it is leaving either way).
    func drop(_ client: IPCConnection, _ reason: String?, reply: JSON? = nil) {
        guard clients[client.fd] === client else { return }
        if let reply {
            flush(client)
            let bytes = wire == .bspwm ? Self.bspwmFailure(describing: reply) : Self.line(reply)
            _ = bytes.withUnsafeBytes { sendSome(client.fd, $0) }
        }
        clients[client.fd] = nil
        descriptorOf[client.id] = nil
        subscribers.leave(client)
        Glibc.close(client.fd)
        reserve.clientLeft()
        if let reason { log?("dropped \(client.id): \(reason)") }
    }
}
