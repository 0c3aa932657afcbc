// i3's IPC framing (i3wm.org/docs/ipc.html), as i3's clients speak it: the magic "i3-ipc", the
// payload's length and the message's type as 32-bit integers in the machine's byte order, then
// the payload (JSON, or a command's text). A reader takes a client's bytes as they come, in any
// pieces, and bounds the payload a client may announce: i3 itself sets no bound, so a hostile
// length would make it wait for gigabytes.

/// One message as it travels: a request's type (a reply has its request's), or an event's with
/// the high bit set, and the payload.
public struct I3Frame: Hashable, Sendable {
    public var type: UInt32
    public var payload: [UInt8]

    public init(type: UInt32, payload: [UInt8]) {
        self.type = type
        self.payload = payload
    }

    public static let magic = Array("i3-ipc".utf8)
    /// The magic, the length and the type.
    public static let headerSize = 14
    /// Set in an event's type: `eventBit | I3Event.workspace.rawValue`.
    public static let eventBit: UInt32 = 1 << 31

    /// The message as bytes on the socket.
    public var encoded: [UInt8] {
        var bytes = Self.magic
        bytes.reserveCapacity(Self.headerSize + payload.count)
        Self.append(UInt32(truncatingIfNeeded: payload.count), to: &bytes)
        Self.append(type, to: &bytes)
        bytes += payload
        return bytes
    }

    /// `value` in the machine's byte order, as i3 writes it.
    static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value) { bytes += $0 }
    }

    /// The machine-order integer in the four bytes from `index`.
    static func integer(in bytes: [UInt8], at index: Int) -> UInt32 {
        var value: UInt32 = 0
        withUnsafeMutableBytes(of: &value) { raw in
            for k in 0..<4 { raw[k] = bytes[index + k] }
        }
        return value
    }
}

/// The requests of i3's protocol, by the number their frames carry.
public enum I3Request: UInt32, Hashable, Sendable, CaseIterable {
    case runCommand = 0, getWorkspaces, subscribe, getOutputs, getTree, getMarks, getBarConfig, getVersion,
         getBindingModes, getConfig, sendTick, sync, getBindingState
}

extension I3Request {
    /// i3's name of the message, as its documentation writes it.
    public var name: String {
        switch self {
        case .runCommand: "RUN_COMMAND"
        case .getWorkspaces: "GET_WORKSPACES"
        case .subscribe: "SUBSCRIBE"
        case .getOutputs: "GET_OUTPUTS"
        case .getTree: "GET_TREE"
        case .getMarks: "GET_MARKS"
        case .getBarConfig: "GET_BAR_CONFIG"
        case .getVersion: "GET_VERSION"
        case .getBindingModes: "GET_BINDING_MODES"
        case .getConfig: "GET_CONFIG"
        case .sendTick: "SEND_TICK"
        case .sync: "SYNC"
        case .getBindingState: "GET_BINDING_STATE"
        }
    }
}

/// The events of i3's protocol, by the number their frames carry (below `I3Frame.eventBit`), and
/// the names a SUBSCRIBE payload gives them.
public enum I3Event: UInt32, Hashable, Sendable, CaseIterable {
    case workspace = 0, output, mode, window, barconfigUpdate, binding, shutdown, tick

    public var name: String {
        switch self {
        case .workspace: "workspace"
        case .output: "output"
        case .mode: "mode"
        case .window: "window"
        case .barconfigUpdate: "barconfig_update"
        case .binding: "binding"
        case .shutdown: "shutdown"
        case .tick: "tick"
        }
    }

    public init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = found
    }
}

/// Why a client's bytes are not i3 frames: the connection cannot go on past either.
public enum I3FrameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes where a frame starts are not "i3-ipc".
    case badMagic
    /// A payload announced longer than the reader takes.
    case tooLong(announced: UInt32, maximum: Int)

    public var description: String {
        switch self {
        case .badMagic: "not an i3 IPC message (it does not start with \"i3-ipc\")"
        case .tooLong(let announced, let maximum): "a message of \(announced) bytes, over the \(maximum) taken"
        }
    }
}

/// Cuts a client's bytes, taken in whatever pieces they arrive, into frames.
public struct I3FrameReader: Sendable {
    /// The longest payload taken: a command, a subscription, a tick.
    public let maximumPayload: Int
    /// Bytes of the frame not yet complete, from `start` on.
    private var pending: [UInt8] = []
    private var start = 0

    public init(maximumPayload: Int = 1 << 20) {
        self.maximumPayload = maximumPayload
    }

    /// Bytes held for a frame not yet complete.
    public var pendingCount: Int { pending.count - start }

    /// The frames `bytes` complete, in order. A bad magic or an announced length over the bound
    /// is an error as soon as its header has arrived, before any of its payload is waited for.
    public mutating func read(_ bytes: some Collection<UInt8>) throws(I3FrameError) -> [I3Frame] {
        pending += bytes
        var frames: [I3Frame] = []
        while pending.count - start >= I3Frame.headerSize {
            for k in 0..<I3Frame.magic.count where pending[start + k] != I3Frame.magic[k] { throw .badMagic }
            let length = I3Frame.integer(in: pending, at: start + 6)
            guard Int(length) <= maximumPayload else { throw .tooLong(announced: length, maximum: maximumPayload) }
            let end = start + I3Frame.headerSize + Int(length)
            guard pending.count >= end else { break }
            frames.append(I3Frame(type: I3Frame.integer(in: pending, at: start + 10),
                                  payload: Array(pending[(start + I3Frame.headerSize)..<end])))
            start = end
        }
        // A half header can be refused early: its magic so far must match.
        for k in 0..<min(pending.count - start, I3Frame.magic.count) where pending[start + k] != I3Frame.magic[k] {
            throw .badMagic
        }
        if start == pending.count {
            pending.removeAll(keepingCapacity: pending.count <= 64 * 1024)
            start = 0
        } else if start > 64 * 1024 {
            pending.removeFirst(start)
            start = 0
        }
        return frames
    }
}
