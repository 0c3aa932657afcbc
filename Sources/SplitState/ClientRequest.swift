// What clients and pagers ask of the window manager by message (EWMH) or request (ICCCM), as
// typed values: the X edge decodes EWMH's integers and bit masks once, and the reducer
// (WMState+ClientRequests.swift) decides what each request does.
import XModel

/// _NET_ACTIVE_WINDOW's source indication (EWMH): who is asking.
public enum ActivationSource: Int, Hashable, Sendable {
    /// Clients of EWMH versions older than the field, such as wmctrl: an application's request
    /// as i3 reads it (`focus-on-window-activation` decides), though one that cannot carry a
    /// time, so `smart` judges it by where its window is, as i3's `smart` does.
    case legacy = 0
    case application = 1
    /// A pager or the user's own tool (xdotool windowactivate).
    case pager = 2

    /// The source the first item of the message names; one EWMH does not define is an
    /// application's, as in i3 (only 2 is a pager).
    public init(ewmhSource: Int) {
        self = Self(rawValue: ewmhSource) ?? .application
    }
}

/// The rectangle a ConfigureRequest or a _NET_MOVERESIZE_WINDOW asks for: nil where it names
/// no value, which keeps the window's own.
public struct RequestedFrame: Hashable, Sendable {
    public var x: Int?
    public var y: Int?
    public var width: Int?
    public var height: Int?

    public init(x: Int? = nil, y: Int? = nil, width: Int? = nil, height: Int? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Every value named: a client asking for exactly `rect`.
    public init(_ rect: PixelRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// `frame` with the named values changed.
    public func applied(to frame: PixelRect) -> PixelRect {
        PixelRect(x: x ?? frame.x, y: y ?? frame.y, width: width ?? frame.width, height: height ?? frame.height)
    }
}

/// _NET_WM_MOVERESIZE: a window with its own title bar asks to be moved or resized with the
/// pointer, as if the drag modifier were held; or to stop.
public enum PointerMoveResize: Hashable, Sendable {
    case move
    /// By any edge or corner: splitwm resizes by the bottom-right corner.
    case resize
    case cancel
}
