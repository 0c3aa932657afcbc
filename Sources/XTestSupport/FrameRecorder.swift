// What the screen showed at each frame of a motion, as another client sees it: the geometry
// of every top-level window, read from the server's structure events, cut into frames at the
// marks the window manager writes on its check window after each batch (`_SPLITWM_DRAG_BATCH`).
import CX11
import SplitX

/// One top-level window as a frame shows it.
public struct FrameWindow: Hashable, Sendable {
    public var rect: PixelRect
    /// Made by the window manager for itself (splitters, painted tiles), not a client's.
    public var overrideRedirect: Bool
    /// Takes input only and draws nothing (a splitter's grip).
    public var inputOnly: Bool
}

/// Records the top-level windows of a screen frame by frame, on its own connection.
public final class FrameRecorder {
    private let client: TestClient
    private let mark: Atom
    private var windows: [WindowID: FrameWindow] = [:]
    private var mapped: Set<WindowID> = []
    /// The mapped windows at each mark seen, and when it arrived.
    public private(set) var frames: [(time: ContinuousClock.Instant, windows: [WindowID: FrameWindow])] = []

    /// Starts recording on `displayName`: every top-level window there now, and every change
    /// from here on.
    public init(displayName: String) throws {
        client = try TestClient(displayName: displayName)
        let d = client.display
        mark = XInternAtom(d, "_SPLITWM_DRAG_BATCH", 0)
        let root = UInt(client.root.rawValue)
        XSelectInput(d, root, SubstructureNotifyMask)
        if let check = client.property(client.root, "_NET_SUPPORTING_WM_CHECK")?.items.first {
            XSelectInput(d, UInt(check), PropertyChangeMask)
        }
        XSync(d, 0)
        for window in client.stackingOrder() {
            var a = XWindowAttributes()
            guard XGetWindowAttributes(d, UInt(window.rawValue), &a) != 0 else { continue }
            windows[window] = FrameWindow(rect: PixelRect(x: Int(a.x), y: Int(a.y), width: Int(a.width), height: Int(a.height)),
                                          overrideRedirect: a.override_redirect != 0, inputOnly: a.`class` == InputOnly)
            if a.map_state != IsUnmapped { mapped.insert(window) }
        }
    }

    /// The mapped windows as last seen.
    public var current: [WindowID: FrameWindow] { windows.filter { mapped.contains($0.key) } }

    /// Reads every event that has arrived (a round trip first, so all the server sent is here).
    public func read() {
        let d = client.display
        XSync(d, 0)
        var e = XEvent()
        while XPending(d) > 0 {
            XNextEvent(d, &e)
            let now = ContinuousClock.now
            switch e.type {
            case CreateNotify:
                let c = e.xcreatewindow
                var a = XWindowAttributes()
                let inputOnly = XGetWindowAttributes(d, c.window, &a) != 0 && a.`class` == InputOnly
                windows[WindowID(rawValue: UInt32(c.window))] = FrameWindow(
                    rect: PixelRect(x: Int(c.x), y: Int(c.y), width: Int(c.width), height: Int(c.height)),
                    overrideRedirect: c.override_redirect != 0, inputOnly: inputOnly)
            case ConfigureNotify:
                let c = e.xconfigure
                windows[WindowID(rawValue: UInt32(c.window))]?.rect = PixelRect(x: Int(c.x), y: Int(c.y), width: Int(c.width), height: Int(c.height))
            case MapNotify: mapped.insert(WindowID(rawValue: UInt32(e.xmap.window)))
            case UnmapNotify: mapped.remove(WindowID(rawValue: UInt32(e.xunmap.window)))
            case DestroyNotify:
                let w = WindowID(rawValue: UInt32(e.xdestroywindow.window))
                windows[w] = nil
                mapped.remove(w)
            case PropertyNotify where e.xproperty.atom == mark:
                frames.append((now, current))
            default: break
            }
        }
    }

    /// Forgets the frames recorded so far.
    public func clear() { frames = [] }
}
