// What the window manager knows about one managed window: one record per window, read from
// the client's properties by the X edge when it is managed and when they change.
import SplitEngine
import XModel

/// What identifies a window across sessions, where its id does not survive.
public struct WindowIdentity: Hashable, Sendable {
    public var className: String
    public var instance: String
    public var role: String?

    public init(className: String, instance: String, role: String?) {
        self.className = className
        self.instance = instance
        self.role = role
    }
}

/// What a managed window is to the window manager: tiled now; floating, dock and fullscreen
/// windows are kinds still to come.
public enum ClientKind: Hashable, Sendable {
    case tiled
}

/// A managed client window.
public struct Client: Hashable, Sendable {
    public let window: WindowID
    public var kind = ClientKind.tiled
    public var identity = WindowIdentity(className: "", instance: "", role: nil)
    /// From WM_HINTS: false only when the client says it never takes input itself.
    public var acceptsInput = true
    /// WM_PROTOCOLS has WM_TAKE_FOCUS: the client wants a message when it gets focus.
    public var takesFocus = false
    /// WM_PROTOCOLS has WM_DELETE_WINDOW: close politely instead of killing the client.
    public var deletesPolitely = false
    /// From WM_NORMAL_HINTS, border included: the smallest tile the window fits in.
    public var minSize = Size.zero
    /// It wants the user's attention (it asked for focus and did not get it, or set its
    /// urgency hint) and has not been focused since.
    public var urgent = false
    /// WM_HINTS' urgency flag as last read, so that only a change to it counts.
    public var urgencyHint = false

    public init(window: WindowID) { self.window = window }
}
