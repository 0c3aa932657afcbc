// Requests a test client sends back to back in one flush: a client racing the window manager
// (a window mapped and destroyed before the window manager has handled its MapRequest).
import CX11
import SplitX

/// One request of a batch (`TestClient.sendInOneFlush`).
public enum BatchedRequest: Sendable {
    case map(WindowID)
    case unmap(WindowID)
    case destroy(WindowID)
    /// The ICCCM withdraw's second half: a synthetic UnmapNotify to the root.
    case syntheticUnmap(WindowID)
    /// A pager's `_NET_ACTIVE_WINDOW` request (source 2) for the window.
    case activate(WindowID)
}

extension TestClient {
    /// Sends `requests` in order with a single flush at the end, so the server receives them
    /// together and the window manager sees their events only after all of them took effect.
    /// Xlib's output buffer (16 KiB) holds about 2,000 such requests before it flushes by itself.
    public func sendInOneFlush(_ requests: [BatchedRequest]) {
        let root = cx11_default_root(display)
        for request in requests {
            switch request {
            case .map(let w): XMapWindow(display, UInt(w.rawValue))
            case .unmap(let w): XUnmapWindow(display, UInt(w.rawValue))
            case .destroy(let w): XDestroyWindow(display, UInt(w.rawValue))
            case .syntheticUnmap(let w):
                var event = XEvent()
                event.xunmap.type = UnmapNotify
                event.xunmap.event = root
                event.xunmap.window = UInt(w.rawValue)
                event.xunmap.from_configure = 0
                XSendEvent(display, root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
            case .activate(let w):
                var event = XEvent()
                event.xclient.type = CX11.ClientMessage
                event.xclient.window = UInt(w.rawValue)
                event.xclient.message_type = XInternAtom(display, "_NET_ACTIVE_WINDOW", 0)
                event.xclient.format = 32
                event.xclient.data.l = (2, 0, 0, 0, 0)
                XSendEvent(display, root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
            }
        }
        XFlush(display)
    }
}
