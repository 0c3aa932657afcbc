// bspwm's wire on the IPC server (`IPCWire.bspwm`): what `bspc` sends (one message of
// NUL-ended arguments per connection), the raw replies it prints (a failure begins with BEL,
// which bspc turns into exit status 1 and the text on stderr), the connection closed after
// the reply, and subscribers that stay to be sent report lines and events.
#if canImport(Glibc)
import Glibc
#endif

extension IPCServer {
    /// bspwm's failure marker: bspc prints what follows it on stderr and exits with 1.
    public static let bspwmFailureMarker: UInt8 = 0x07

    /// A failure as bspwm writes one: the marker, then the text.
    public static func bspwmFailure(_ message: String) -> [UInt8] {
        [bspwmFailureMarker] + Array(message.utf8) + (message.isEmpty || message.hasSuffix("\n") ? [] : [UInt8(ascii: "\n")])
    }

    static func bspwmFailure(describing reply: JSON) -> [UInt8] {
        if case .string(let message)? = reply["error"] { return bspwmFailure(message) }
        return bspwmFailure("")
    }

    /// Answers `client`'s message with `bytes` as they are; unless `keepOpen` (a subscriber),
    /// the connection closes once they are sent, which is how bspc knows the reply ended.
    public func reply(to client: ClientID, bspwm bytes: [UInt8], keepOpen: Bool) {
        guard let fd = descriptorOf[client], let connection = clients[fd] else { return }
        let before = connection.queuedBytes
        guard connection.fillReply(bytes) else {
            log?("\(client): a reply with no request waiting, ignored")
            return
        }
        connection.closesWhenSent = !keepOpen
        checkOutputLimit(connection, before: before)
        guard clients[fd] === connection else { return }
        flush(connection)
    }

    /// Queues `bytes` for each of `subscribers` still connected (a report line, an event); one
    /// that stopped reading is dropped by the output limit, as on the other sockets.
    public func send(bspwm bytes: [UInt8], to subscribers: [ClientID]) {
        for client in subscribers {
            guard let fd = descriptorOf[client], let connection = clients[fd] else { continue }
            let before = connection.queuedBytes
            connection.enqueue(bytes)
            checkOutputLimit(connection, before: before)
            if clients[fd] === connection { flush(connection) }
        }
    }

    /// Whether `client` is still connected (a subscriber that left is forgotten by its service).
    public func isConnected(_ client: ClientID) -> Bool { descriptorOf[client] != nil }

    /// A message is complete when the bytes read so far end with a NUL, as bspc's last
    /// argument does; until then they wait (a half message costs its client a buffer within
    /// the line limit, never the loop a wait). Bytes after the one message are ignored, as
    /// bspwm reads one message per connection. The request's line holds the arguments
    /// with their NULs.
    func bspwmRequests(from client: IPCConnection, _ count: Int) -> [IPCRequest] {
        guard !client.messageRead else { return [] }
        let maximum = limits.maximumLineLength
        guard client.partialLine.count + count <= maximum else {
            drop(client, "message over \(maximum) bytes", reply: .failure("message longer than \(maximum) bytes; closing the connection"))
            return []
        }
        client.partialLine += readBuffer[0..<count]
        guard client.partialLine.last == 0 else { return [] }
        let message = client.partialLine
        client.partialLine = []
        client.messageRead = true
        client.awaitReply()
        return [IPCRequest(client: client.id, line: String(decoding: message, as: UTF8.self))]
    }
}

extension IPCServer {
    /// Closes `client` once what it has queued is sent (a subscriber whose `--count` ran out).
    public func finish(_ client: ClientID) {
        guard let fd = descriptorOf[client], let connection = clients[fd] else { return }
        connection.closesWhenSent = true
        flush(connection)
    }
}
