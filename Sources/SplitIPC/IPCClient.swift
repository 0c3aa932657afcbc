// The client side of the protocol (what splitctl uses): connect, send one line, read reply and event lines.
#if canImport(Glibc)
import Glibc
#endif

/// Why a client could not talk to the server.
public enum IPCClientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No connection: the path is wrong, nobody listens, or it belongs to another user.
    case cannotConnect(path: String, reason: String)
    /// The connection broke while sending or reading.
    case connectionLost(reason: String)
    /// A line from the server longer than `IPCClient.maximumLineLength`.
    case lineTooLong

    public var description: String {
        switch self {
        case .cannotConnect(let path, let reason): "cannot connect to \(path): \(reason)"
        case .connectionLost(let reason): "lost the connection to splitwm: \(reason)"
        case .lineTooLong: "splitwm sent a line longer than \(IPCClient.maximumLineLength) bytes"
        }
    }
}

/// A blocking connection to an IPC server.
public final class IPCClient {
    /// Replies (a whole tree) can be large, but not unboundedly.
    public static let maximumLineLength = 256 * 1024 * 1024
    private var fd: Int32
    private var buffer: [UInt8] = []
    private var bufferStart = 0

    /// Connects to the socket at `path`.
    public init(path: String) throws(IPCClientError) {
        fd = unixStreamSocket(nonBlocking: false)
        guard fd >= 0 else { throw .cannotConnect(path: path, reason: errnoText(errno)) }
        var result: Int32 = -1
        repeat {
            result = withUnixAddress(path) { connect(fd, $0, $1) } ?? -2
        } while result == -1 && errno == EINTR
        if result != 0 {
            let reason = result == -2 ? "not a usable socket path" : errnoText(errno)
            Glibc.close(fd)
            fd = -1
            throw .cannotConnect(path: path, reason: reason)
        }
    }

    deinit { close() }

    /// The user id the server listening at the other end runs as (SO_PEERCRED); nil if the kernel cannot say.
    public var serverUserID: uid_t? { peerUserID(fd) }

    public func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    /// Sends `line` and a newline (a newline inside `line` would make two requests: it becomes a space).
    public func send(_ line: String) throws(IPCClientError) {
        let bytes = Array(line.utf8).map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 } + [UInt8(ascii: "\n")]
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .connectionLost(reason: errnoText(errno))
            }
            offset += n
        }
    }

    /// The next line from the server, without its newline; nil when the server closed the connection.
    /// An unfinished last line is returned as is.
    public func readLine() throws(IPCClientError) -> String? {
        var searchFrom = bufferStart
        while true {
            if let newline = buffer[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[bufferStart..<newline], as: UTF8.self)
                bufferStart = newline + 1
                if bufferStart == buffer.count { buffer.removeAll(keepingCapacity: true); bufferStart = 0 }
                return line
            }
            guard buffer.count - bufferStart <= Self.maximumLineLength else { throw .lineTooLong }
            if bufferStart > 0 { buffer.removeFirst(bufferStart); bufferStart = 0 }
            searchFrom = buffer.count
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            var n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 {
                if errno == EINTR { continue }
                // A server that answers and closes while our input is unread makes the kernel report a
                // reset once its lines are read: that is the end, not a failure.
                guard errno == ECONNRESET else { throw .connectionLost(reason: errnoText(errno)) }
                n = 0
            }
            if n == 0 {
                guard !buffer.isEmpty else { return nil }
                let line = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                return line
            }
            buffer += chunk[0..<n]
        }
    }
}

extension IPCRequest {
    /// Joins command-line words into one request line, quoting as `/bin/sh` does (the command
    /// language's rule, and what `exec` hands to `sh -c`): a word with a space, quote, `;`, `\`, `$`,
    /// `#` or other shell character goes in single quotes, a `'` inside becoming `'\''`. So
    /// `exec xterm -title "a b"` becomes `exec xterm -title 'a b'`. A word that is just `;` stays the
    /// command separator, and a single word is sent as it is: `splitctl 'resize right 40; focus right'`.
    /// `criteria`, a command's `[…]` already read and written back by the command language's own
    /// parser (splitctl does it), go first as they are; no word is ever sent unquoted for looking
    /// like criteria, for a script's word may hold a window's title, and `[title=*] focus; exec …`
    /// must not become two commands.
    public static func line(joining words: [String], criteria: String? = nil) -> String {
        if words.count == 1 && criteria == nil { return words[0] }
        let joined = words.map { $0 == ";" ? $0 : quoted($0) }.joined(separator: " ")
        guard let criteria else { return joined }
        return joined.isEmpty ? criteria : criteria + " " + joined
    }

    static func quoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { c in
            c.value > 0x7F || c.properties.isAlphabetic || c.properties.numericType != nil || "-_./:=+,@%^".unicodeScalars.contains(c)
        }
        if plain && !word.isEmpty { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
