// Test client observations: what is on screen, who has focus, which cursor shows, stacking, grabs and received events.
import CX11
import SplitX

/// Where the keyboard focus is (XGetInputFocus).
public enum InputFocus: Hashable, Sendable {
    case none
    /// Keys go to the window under the pointer.
    case pointerRoot
    case window(WindowID)
}

/// The cursor the pointer shows now (XFixesGetCursorImage).
public struct CursorInfo: Hashable, Sendable {
    /// Empty for cursors nobody named (core-font cursors are unnamed).
    public var name: String
    /// The server's number for the cursor image; it changes when the pointer shows another cursor.
    public var serial: UInt
    public var size: PixelSize
}

/// An event delivered to the test client, as a client sees it.
public enum TestClientEvent: Hashable, Sendable {
    case configureNotify(window: WindowID, rect: PixelRect, borderWidth: Int, above: UInt32, synthetic: Bool)
    /// `data` holds the five format-32 items as the 32-bit values sent (Xlib sign-extends them into C longs).
    case clientMessage(window: WindowID, type: String, format: Int, data: [UInt32])
    case buttonPress(window: WindowID, button: Int, state: UInt32)
    case buttonRelease(window: WindowID, button: Int)
    /// `time` is the server time of the press.
    case keyPress(window: WindowID, keycode: UInt8, time: UInt32)
    /// Any other event, by its X type number.
    case other(type: Int32)
}

extension TestClient {
    private func xid(_ w: WindowID) -> UInt { UInt(w.rawValue) }

    /// An override-redirect top-level (a menu or tooltip): no window manager may manage it. Not mapped yet.
    public func createOverrideRedirectWindow(_ rect: PixelRect) -> WindowID {
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.background_pixel = cx11_white_pixel(display, cx11_default_screen(display))
        let w = XCreateWindow(display, cx11_default_root(display), Int32(rect.x), Int32(rect.y), UInt32(rect.width),
                              UInt32(rect.height), 0, 0, UInt32(InputOutput), nil, UInt(CWOverrideRedirect | CWBackPixel), &attributes)
        XFlush(display)
        return WindowID(rawValue: UInt32(w))
    }

    /// The window's X border width, or nil when it no longer exists.
    public func borderWidth(of w: WindowID) -> Int? {
        var root: UInt = 0
        var x: Int32 = 0, y: Int32 = 0
        var width: UInt32 = 0, height: UInt32 = 0, border: UInt32 = 0, depth: UInt32 = 0
        guard XGetGeometry(display, xid(w), &root, &x, &y, &width, &height, &border, &depth) != 0 else { return nil }
        return Int(border)
    }

    /// Whether the window is override-redirect, or nil when it no longer exists.
    public func isOverrideRedirect(_ w: WindowID) -> Bool? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, xid(w), &attributes) != 0 else { return nil }
        return attributes.override_redirect != 0
    }

    /// Whether any client hears `w`'s property changes (a window whose own client asks for
    /// none: whether the window manager does), or nil when it no longer exists.
    public func anyoneHearsPropertyChanges(of w: WindowID) -> Bool? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, xid(w), &attributes) != 0 else { return nil }
        return attributes.all_event_masks & PropertyChangeMask != 0
    }

    /// Whether the window is InputOnly (draws nothing: a splitter's grab area), or nil when it no longer exists.
    public func isInputOnly(_ w: WindowID) -> Bool? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, xid(w), &attributes) != 0 else { return nil }
        return attributes.`class` == InputOnly
    }

    /// Where the window takes the pointer, in root coordinates: the rectangles of its input
    /// region (SHAPE; an unshaped window's is its own rectangle), or nil when it no longer exists.
    public func inputRegion(of w: WindowID) -> [PixelRect]? {
        guard let origin = geometry(of: w) else { return nil }
        var count: Int32 = 0, ordering: Int32 = 0
        guard let rects = XShapeGetRectangles(display, xid(w), ShapeInput, &count, &ordering) else { return [] }
        defer { XFree(rects) }
        return UnsafeBufferPointer(start: rects, count: Int(count)).map {
            PixelRect(x: origin.x + Int($0.x), y: origin.y + Int($0.y), width: Int($0.width), height: Int($0.height))
        }
    }

    /// The colour on screen at `p` as 0xRRGGBB, read back from the framebuffer (what a user would see).
    public func color(at p: PixelPoint) -> UInt32? {
        guard let image = XGetImage(display, cx11_default_root(display), Int32(p.x), Int32(p.y), 1, 1, ~0, ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let pixel = image.pointee.f.get_pixel(image, 0, 0)
        func channel(_ mask: UInt) -> UInt32 {
            guard mask != 0 else { return 0 }
            let shift = mask.trailingZeroBitCount, top = mask >> shift
            return UInt32(((pixel & mask) >> shift) * 255 / top)
        }
        let i = image.pointee
        return channel(i.red_mask) << 16 | channel(i.green_mask) << 8 | channel(i.blue_mask)
    }

    /// Who has the keyboard focus.
    public func inputFocus() -> InputFocus {
        var focus: UInt = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focus, &revert)
        switch focus {
        case 0: return .none
        case UInt(PointerRoot): return .pointerRoot
        default: return .window(WindowID(rawValue: UInt32(focus)))
        }
    }

    /// The cursor the pointer shows now, through XFixes.
    public func currentCursor() -> CursorInfo? {
        guard let image = XFixesGetCursorImage(display) else { return nil }
        defer { XFree(image) }
        let i = image.pointee
        return CursorInfo(name: i.name.map { String(cString: $0) } ?? "", serial: i.cursor_serial,
                          size: PixelSize(width: Int(i.width), height: Int(i.height)))
    }

    /// The root's children, bottom to top.
    public func stackingOrder() -> [WindowID] {
        var root: UInt = 0, parent: UInt = 0, count: UInt32 = 0
        var children: UnsafeMutablePointer<UInt>?
        guard XQueryTree(display, cx11_default_root(display), &root, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return (0..<Int(count)).map { WindowID(rawValue: UInt32(children[$0])) }
    }

    /// The root's child that holds `window` (itself when it is one): a client may focus a window
    /// inside its top-level (GTK 2's focus proxy, given the focus on WM_TAKE_FOCUS).
    public func topLevel(of window: WindowID) -> WindowID? {
        var current = UInt(window.rawValue)
        for _ in 0..<32 {
            var root: UInt = 0, parent: UInt = 0, count: UInt32 = 0
            var children: UnsafeMutablePointer<UInt>?
            guard XQueryTree(display, current, &root, &parent, &children, &count) != 0 else { return nil }
            if let children { XFree(children) }
            if parent == root || parent == 0 { return WindowID(rawValue: UInt32(current)) }
            current = parent
        }
        return nil
    }

    /// An active pointer grab on the root, as a screen locker or a menu takes it; true on GrabSuccess.
    public func grabPointer() -> Bool {
        let result = XGrabPointer(display, cx11_default_root(display), 0, UInt32(ButtonPressMask | ButtonReleaseMask),
                                  GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime)) == GrabSuccess
        XFlush(display)
        return result
    }

    /// Whether another client holds the keyboard (a menu such as rofi): this client's own
    /// XGrabKeyboard fails with AlreadyGrabbed. A grab that succeeds is let go at once.
    public func keyboardIsGrabbed() -> Bool {
        let result = XGrabKeyboard(display, cx11_default_root(display), 0, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        if result == GrabSuccess { XUngrabKeyboard(display, UInt(CurrentTime)) }
        XSync(display, 0)
        return result == AlreadyGrabbed
    }

    public func ungrabPointer() {
        XUngrabPointer(display, UInt(CurrentTime))
        XFlush(display)
    }

    /// The window holding selection `name` (XGetSelectionOwner: WM_S0, the window manager's), nil for none.
    public func selectionOwner(_ name: String) -> WindowID? {
        let owner = XGetSelectionOwner(display, XInternAtom(display, name, 0))
        return owner == 0 ? nil : WindowID(rawValue: UInt32(truncatingIfNeeded: owner))
    }

    /// Selects `mask` on `w` for this client (replacing its selection there).
    public func selectInput(_ w: WindowID, _ mask: EventMask) {
        XSelectInput(display, xid(w), mask.rawValue)
        XFlush(display)
    }

    /// A round trip, then every event queued for this client, in order.
    public func drainEvents() -> [TestClientEvent] {
        XSync(display, 0)
        var events: [TestClientEvent] = []
        var e = XEvent()
        while XPending(display) > 0 {
            XNextEvent(display, &e)
            switch e.type {
            case ConfigureNotify:
                let c = e.xconfigure
                events.append(.configureNotify(window: WindowID(rawValue: UInt32(c.window)),
                                               rect: PixelRect(x: Int(c.x), y: Int(c.y), width: Int(c.width), height: Int(c.height)),
                                               borderWidth: Int(c.border_width), above: UInt32(c.above), synthetic: c.send_event != 0))
            case CX11.ClientMessage:
                let c = e.xclient
                let l = c.data.l
                events.append(.clientMessage(window: WindowID(rawValue: UInt32(c.window)), type: atomName(c.message_type),
                                             format: Int(c.format),
                                             data: [l.0, l.1, l.2, l.3, l.4].map { UInt32(truncatingIfNeeded: $0) }))
            case ButtonPress:
                events.append(.buttonPress(window: WindowID(rawValue: UInt32(e.xbutton.window)), button: Int(e.xbutton.button),
                                           state: e.xbutton.state))
            case KeyPress:
                events.append(.keyPress(window: WindowID(rawValue: UInt32(e.xkey.window)), keycode: UInt8(truncatingIfNeeded: e.xkey.keycode),
                                        time: UInt32(truncatingIfNeeded: e.xkey.time)))
            case ButtonRelease:
                events.append(.buttonRelease(window: WindowID(rawValue: UInt32(e.xbutton.window)), button: Int(e.xbutton.button)))
            default:
                events.append(.other(type: e.type))
            }
        }
        return events
    }

    /// Toggles a lock key (Num_Lock, Caps_Lock) with a press and release through XTest.
    public func toggleLock(_ keysym: String) {
        guard let code = keycode(for: keysym) else { return }
        keyDown(code)
        keyUp(code)
    }

    /// The modifier and button state the server reports for the pointer (XQueryPointer's mask).
    public func pointerState() -> UInt32 {
        var root: UInt = 0, child: UInt = 0
        var rx: Int32 = 0, ry: Int32 = 0, x: Int32 = 0, y: Int32 = 0
        var mask: UInt32 = 0
        XQueryPointer(display, cx11_default_root(display), &root, &child, &rx, &ry, &x, &y, &mask)
        return mask
    }
}

/// True when `cursor` is the resize cursor for `axis`: the Xcursor theme's, named (Adwaita here, from
/// Debian's adwaita-icon-theme), or, without a theme, the core cursor font's unnamed double arrow.
public func isResizeCursor(_ cursor: CursorInfo?, _ axis: SplitterAxis) -> Bool {
    guard let cursor else { return false }
    switch axis {
    case .leftRight:
        return ["sb_h_double_arrow", "col-resize"].contains(cursor.name)
            || (cursor.name.isEmpty && cursor.size == PixelSize(width: 15, height: 9))
    case .upDown:
        return ["sb_v_double_arrow", "row-resize"].contains(cursor.name)
            || (cursor.name.isEmpty && cursor.size == PixelSize(width: 9, height: 15))
    }
}
