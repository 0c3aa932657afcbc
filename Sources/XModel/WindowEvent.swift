// The X events splitwm acts on, as Swift values; everything else decodes to nil.

/// One X event, decoded at the edge. The window manager switches over this exhaustively.
public enum WindowEvent: Hashable, Sendable {
    /// A client asks to map a top-level window (needs SubstructureRedirect on the root).
    case mapRequest(WindowID)
    /// A client asks to move, resize or restack a window it does not own the layout of.
    case configureRequest(ConfigureRequest)
    /// `synthetic` is true for a client's ICCCM withdraw (SendEvent), false for a real unmap.
    case unmapNotify(WindowID, synthetic: Bool)
    case destroyNotify(WindowID)
    /// A window's new geometry; on the root this is how the screen size arrives without RandR.
    case configureNotify(WindowID, PixelRect)
    case propertyNotify(WindowID, property: AtomID, deleted: Bool)
    case clientMessage(ClientMessage)
    case buttonPress(PointerEvent)
    case buttonRelease(PointerEvent)
    case motion(PointerEvent)
    case keyPress(KeyEvent)
    case keyRelease(KeyEvent)
    case enterNotify(CrossingEvent)
    case focusIn(WindowID, mode: CrossingMode, detail: CrossingDetail)
    /// Keyboard or modifier mapping changed: key grabs must be redone on the new keycodes.
    case mappingNotify(MappingKind)
    /// RandR resized the screen; the connection's `screenSize` already reflects it.
    case screenChange(PixelSize)
    /// The user pressed a key or a button, in any window (an XInput 2 raw event; none when the
    /// server lacks XInput 2): the server time of the press.
    case userInput(time: UInt32)
    /// An alarm on a client's _NET_WM_SYNC_REQUEST counter fired (see `XConnection.watchCounter`).
    case syncAlarm(SyncAlarmReport)
    /// Selection `selection` held by `window` (one of ours) was taken by another client: for
    /// WM_Sn, a window manager started with `--replace` asks this one to leave (ICCCM 2.8).
    case selectionClear(WindowID, selection: AtomID)
}

/// A ConfigureRequest. Fields not in `mask` hold the window's current values, which the server fills in.
public struct ConfigureRequest: Hashable, Sendable {
    public var window: WindowID
    public var parent: WindowID
    public var mask: ConfigureMask
    /// Requested rectangle, relative to `parent`.
    public var rect: PixelRect
    public var borderWidth: Int
    public var sibling: WindowID?
    public var stackMode: StackMode?

    public init(window: WindowID, parent: WindowID, mask: ConfigureMask, rect: PixelRect,
                borderWidth: Int, sibling: WindowID?, stackMode: StackMode?) {
        self.window = window; self.parent = parent; self.mask = mask; self.rect = rect
        self.borderWidth = borderWidth; self.sibling = sibling; self.stackMode = stackMode
    }
}

/// A ClientMessage (EWMH requests, WM_PROTOCOLS replies). `data` is the five 32-bit items of format 32.
public struct ClientMessage: Hashable, Sendable {
    public var window: WindowID
    public var type: AtomID
    public var format: Int
    public var data: [Int]

    public init(window: WindowID, type: AtomID, format: Int, data: [Int]) {
        self.window = window; self.type = type; self.format = format; self.data = data
    }
}

/// A button press/release or motion.
public struct PointerEvent: Hashable, Sendable {
    /// The window the event was reported on (the one that selected it, or the grab window).
    public var window: WindowID
    /// The child of `window` the pointer is in, if any.
    public var child: WindowID?
    public var rootPoint: PixelPoint
    /// Position relative to `window`.
    public var point: PixelPoint
    /// Nil for motion.
    public var button: PointerButton?
    /// Buttons and modifiers held just before the event.
    public var state: ModifierState
    /// Server time in milliseconds; wraps after 49 days.
    public var time: UInt32

    public init(window: WindowID, child: WindowID?, rootPoint: PixelPoint, point: PixelPoint,
                button: PointerButton?, state: ModifierState, time: UInt32) {
        self.window = window; self.child = child; self.rootPoint = rootPoint; self.point = point
        self.button = button; self.state = state; self.time = time
    }
}

/// A key press or release, still as a keycode: keysyms depend on the current mapping.
public struct KeyEvent: Hashable, Sendable {
    public var window: WindowID
    public var keycode: UInt8
    public var state: ModifierState
    public var time: UInt32

    public init(window: WindowID, keycode: UInt8, state: ModifierState, time: UInt32) {
        self.window = window; self.keycode = keycode; self.state = state; self.time = time
    }
}

/// The pointer entered a window.
public struct CrossingEvent: Hashable, Sendable {
    public var window: WindowID
    public var rootPoint: PixelPoint
    public var mode: CrossingMode
    public var detail: CrossingDetail
    public var time: UInt32

    public init(window: WindowID, rootPoint: PixelPoint, mode: CrossingMode, detail: CrossingDetail, time: UInt32) {
        self.window = window; self.rootPoint = rootPoint; self.mode = mode; self.detail = detail; self.time = time
    }
}
