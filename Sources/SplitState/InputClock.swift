// Times and places from the last input events: the server time, the user's last press (for
// focus stealing prevention, compared across the 32-bit wrap), where the pointer was, and the
// last click on a splitter (to tell a double click).
import XModel

/// Times and places from the last input events.
public struct InputClock: Hashable, Sendable {
    /// The last server time seen in an event, for focus requests (ICCCM asks not to use CurrentTime).
    public var lastTime: UInt32 = 0
    /// The time of the last key or button press, nil before the first: an application asking
    /// for focus must not ask earlier. Presses the window manager sees itself (bindings, clicks)
    /// and, through XInput 2, those in every other window.
    public var lastUserInput: UInt32?
    /// Where the pointer was when last seen, to tell a pointer that moved from windows that moved.
    public var lastPointer: PixelPoint?
    /// The last click (a press and release without a drag) on a splitter, to tell a double click.
    public var lastSplitterClick: SplitterClick?

    public init() {}
}

extension InputClock {
    /// Whether a request made at `requestTime` (or, without one, the window's own
    /// _NET_WM_USER_TIME) comes no earlier than the user's last key or button press, nor than
    /// the focused window's _NET_WM_USER_TIME: only then can it answer something the user just
    /// did. A time of 0 means none (EWMH), and is never compared.
    func follows(requestTime: UInt32, userTime: UInt32?, focusedUserTime: UInt32?) -> Bool {
        let time = requestTime != 0 ? requestTime : (userTime ?? 0)
        guard time != 0 else { return false }
        let typed = focusedUserTime.flatMap { $0 == 0 ? nil : $0 }
        return [lastUserInput, typed].allSatisfy { last in last.map { !Self.isLater($0, than: time) } ?? true }
    }

    /// The user pressed a key or a button somewhere at `time`: the clock moves on, never back
    /// (a raw event may be read after a later press the window manager saw itself).
    mutating func noteUserInput(at time: UInt32) {
        if lastUserInput.map({ Self.isLater(time, than: $0) }) ?? true { lastUserInput = time }
        // 0 is the clock before any event: any time is later, even one past 2^31 ms of uptime.
        if lastTime == 0 || Self.isLater(time, than: lastTime) { lastTime = time }
    }

    /// Server time is 32-bit milliseconds and wraps after 49 days: compare by difference.
    public static func isLater(_ a: UInt32, than b: UInt32) -> Bool { Int32(bitPattern: a &- b) > 0 }
}

public struct SplitterClick: Hashable, Sendable {
    public var splitter: SplitterName
    public var time: UInt32
    public var point: PixelPoint

    public init(splitter: SplitterName, time: UInt32, point: PixelPoint) {
        self.splitter = splitter
        self.time = time
        self.point = point
    }
}
