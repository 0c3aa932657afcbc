// One client's buffers: the unfinished request (a line, or an i3 frame), replies held in request
// order, and the output queue.

/// One accepted client. Replies leave in the order their requests arrived: a request handed to the
/// window manager holds a slot that `reply` fills, and whatever is queued behind an empty slot (a
/// subscribe reply, an event) waits for it.
final class IPCConnection {
    let id: ClientID
    let fd: Int32
    /// Bytes of a request line whose newline has not arrived (shorter than the line limit).
    var partialLine: [UInt8] = []
    var subscriptions: Set<EventKind> = []
    /// On i3's socket: the frames read so far, the types of the requests waiting for their
    /// replies (a reply carries its request's type), and the events subscribed to.
    var frames: I3FrameReader?
    var replyTypes: [UInt32] = []
    var replyTypeStart = 0
    var i3Subscriptions: Set<I3Event> = []
    /// On bspwm's socket: its one message was read (bytes after it are ignored), and the
    /// connection closes once the reply is out (it stays open for a subscriber).
    var messageRead = false
    var closesWhenSent = false

    /// The type the next reply carries on i3's socket (its request's), taken off the queue.
    func takeReplyType() -> UInt32 {
        guard replyTypeStart < replyTypes.count else { return 0 }
        let type = replyTypes[replyTypeStart]
        replyTypeStart += 1
        if replyTypeStart == replyTypes.count {
            replyTypes.removeAll(keepingCapacity: true)
            replyTypeStart = 0
        }
        return type
    }
    /// Bytes ready to send, from `outputStart` on.
    private(set) var output: [UInt8] = []
    private var outputStart = 0
    /// Replies and events in order; nil is a request the window manager has not answered yet.
    /// The first live slot (at `slotStart`) is always nil: filled ones move to `output` at once.
    private var slots: [[UInt8]?] = []
    private var slotStart = 0
    /// Bytes in `output` and in filled slots: what the output limit counts.
    private(set) var queuedBytes = 0

    init(id: ClientID, fd: Int32) {
        self.id = id
        self.fd = fd
    }

    var hasOutput: Bool { outputStart < output.count }
    var awaitingReplies: Bool { slotStart < slots.count }

    /// Queues `bytes` behind everything before it.
    func enqueue(_ bytes: [UInt8]) {
        queuedBytes += bytes.count
        if awaitingReplies { slots.append(bytes) } else { output += bytes }
    }

    /// A request went to the window manager: its reply gets the next place in line.
    func awaitReply() {
        slots.append(nil)
    }

    /// Fills the oldest unanswered request's place and releases what waited behind it.
    /// False when no request is waiting (a reply too many).
    func fillReply(_ bytes: [UInt8]) -> Bool {
        guard awaitingReplies else { return false }
        queuedBytes += bytes.count
        output += bytes
        slotStart += 1
        while slotStart < slots.count, let ready = slots[slotStart] {
            output += ready
            slots[slotStart] = nil
            slotStart += 1
        }
        if slotStart == slots.count {
            slots.removeAll(keepingCapacity: slots.count <= 1024)
            slotStart = 0
        } else if slotStart >= 1024, slotStart * 2 >= slots.count {
            slots.removeFirst(slotStart)
            slotStart = 0
        }
        return true
    }

    /// Calls `send` with the unsent output and drops what it reports sent; returns its result.
    func flush(_ send: (UnsafeRawBufferPointer) -> SendResult) -> SendResult {
        var last = SendResult.sent(0)
        while hasOutput {
            last = output.withUnsafeBytes { send(UnsafeRawBufferPointer(rebasing: $0[outputStart...])) }
            guard case .sent(let n) = last, n > 0 else { break }
            outputStart += n
            queuedBytes -= n
        }
        if outputStart == output.count {
            // Keep a modest buffer for the next replies; give a large one back.
            output.removeAll(keepingCapacity: output.capacity <= 64 * 1024)
            outputStart = 0
        } else if outputStart >= 64 * 1024, outputStart * 2 >= output.count {
            output.removeFirst(outputStart)
            outputStart = 0
        }
        return last
    }
}
