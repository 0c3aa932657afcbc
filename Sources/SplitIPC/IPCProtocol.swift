// The values of the IPC protocol the server and its clients share: a client's id, a request,
// the kinds of events, the wires (splitctl's lines, i3's frames, bspwm's messages), the limits
// that protect the loop, and the success and failure replies.
import SplitJSON

/// Replies and events are SplitJSON's values; the alias lets a client of the protocol (splitctl)
/// read them with SplitIPC alone.
public typealias JSON = SplitJSON.JSON

/// One connected client. Never reused while the server lives, so a late reply cannot reach a newcomer
/// that got the same descriptor.
public struct ClientID: Hashable, Sendable, CustomStringConvertible {
    let serial: UInt64
    public var description: String { "client \(serial)" }
}

/// What a client can subscribe to.
public enum EventKind: String, Hashable, Sendable, CaseIterable {
    case splitter, window, layout, workspace, monitor, mode
}

/// A command or query line from a client; the window manager answers it with `IPCServer.reply`.
/// On i3's socket, the payload of one message, and the message's type (`I3Request`).
public struct IPCRequest: Hashable, Sendable {
    public var client: ClientID
    public var line: String
    /// The i3 message type, on i3's socket; nil on splitctl's.
    public var i3Type: UInt32?
    public init(client: ClientID, line: String, i3Type: UInt32? = nil) {
        self.client = client
        self.line = line
        self.i3Type = i3Type
    }
}

/// How requests and replies travel on a socket.
public enum IPCWire: Hashable, Sendable {
    /// splitctl's: a request per line, a JSON line per reply and event.
    case lines
    /// i3's (i3wm.org/docs/ipc.html): framed messages (`I3Frame`), a reply carrying its
    /// request's type, an event its type with the high bit.
    case i3
    /// bspwm's (what `bspc` speaks): one message per connection, its arguments each ended by a
    /// NUL; the reply is raw text (a failure starts with BEL), and the connection closes after
    /// it unless the message subscribed.
    case bspwm
}

/// The bounds that keep one client from costing the window manager memory or time.
public struct IPCLimits: Hashable, Sendable {
    /// A longer request line gets an error reply and its client is dropped.
    public var maximumLineLength = 64 * 1024
    /// A client with more than this of unsent replies and events is dropped at its next line (it stopped reading).
    public var maximumQueuedOutput = 1024 * 1024
    /// Connections beyond this are told so and closed.
    public var maximumClients = 256
    /// A client with this much unsent output is not read from until it catches up.
    public var readPause = 64 * 1024
    public init() {}
}

extension JSON {
    /// `{"success":true}`
    public static let success: JSON = ["success": true]

    /// `{"success":true, …}` with a payload, e.g. `.success(["tree": tree])`.
    public static func success(_ payload: KeyValuePairs<String, JSON>) -> JSON {
        .object([("success", true)] + payload.map { ($0.key, $0.value) })
    }

    /// `{"success":false,"error":message}`
    public static func failure(_ message: String) -> JSON {
        ["success": false, "error": .string(message)]
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and carriage returns (netcat and Windows tools send CRLF).
    package var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
