// The window requests SplitX offers so far; each is asynchronous and only queued until a flush.
internal import CX11

extension XConnection {
    /// Replaces this connection's event selection on `window`.
    public func selectInput(on window: WindowID, _ mask: EventMask) {
        XSelectInput(display, window.xid, mask.rawValue)
    }

    public func map(_ window: WindowID) {
        XMapWindow(display, window.xid)
    }

    public func unmap(_ window: WindowID) {
        XUnmapWindow(display, window.xid)
    }

    /// Moves and resizes `window` to `rect` (parent-relative, border excluded).
    /// X rejects zero sizes with BadValue, so callers must clamp to at least 1×1.
    public func moveResize(_ window: WindowID, to rect: PixelRect) {
        XMoveResizeWindow(display, window.xid, Int32(clamping: rect.x), Int32(clamping: rect.y),
                          UInt32(clamping: rect.width), UInt32(clamping: rect.height))
    }
}
