// Managing client windows: attributes and the window tree, WM_STATE, the save-set, geometry, stacking,
// focus, ICCCM messages, and ending clients.
internal import CX11

extension XConnection {
    // MARK: Queries (round trips: for map and adoption, not for hot paths)

    /// The window's attributes; nil when it no longer exists (a tolerated BadWindow).
    public func attributes(of window: WindowID) -> WindowAttributes? {
        if let read = reads.current, read.window == window, let attributes = read.attributes { return attributes }
        var a = XWindowAttributes()
        guard XGetWindowAttributes(display, window.xid, &a) != 0 else { return nil }
        let mapState: MapState = switch a.map_state {
        case IsViewable: .viewable
        case IsUnviewable: .unviewable
        default: .unmapped
        }
        return WindowAttributes(rect: PixelRect(x: Int(a.x), y: Int(a.y), width: Int(a.width), height: Int(a.height)),
                                borderWidth: Int(a.border_width), overrideRedirect: a.override_redirect != 0,
                                mapState: mapState, isInputOnly: a.`class` == InputOnly)
    }

    /// The root's children, bottom to top (XQueryTree), including windows this connection created.
    public func topLevelWindows() -> [WindowID] {
        var rootReturn: UInt = 0, parent: UInt = 0, count: UInt32 = 0
        var children: UnsafeMutablePointer<UInt>?
        guard XQueryTree(display, root.xid, &rootReturn, &parent, &children, &count) != 0 else { return [] }
        defer { if let children { XFree(children) } }
        guard let children else { return [] }
        return UnsafeBufferPointer(start: children, count: Int(count)).compactMap { WindowID(xid: $0) }
    }

    // MARK: ICCCM state and the save-set

    /// Sets WM_STATE to `[state, None]` (type WM_STATE, format 32), as ICCCM 4.1.3.1 asks of a window manager.
    public func setICCCMState(_ state: ICCCMState, of window: WindowID) {
        let wmState = atoms.wmState
        // The state and no icon window.
        writeItems(wmState, of: window, type: wmState, count: 2) { $0 == 0 ? UInt32(state.rawValue) : 0 }
    }

    /// Clients in the save-set survive the window manager's exit or crash: X maps them back.
    public func addToSaveSet(_ window: WindowID) {
        XAddToSaveSet(display, window.xid)
    }

    public func removeFromSaveSet(_ window: WindowID) {
        XRemoveFromSaveSet(display, window.xid)
    }

    // MARK: Geometry and stacking

    /// Moves, resizes and sets the border of `window` in one ConfigureWindow request. X's convention: `rect`'s
    /// origin is the border's outer corner (parent-relative) and its size excludes the border, so the window
    /// covers `width + 2 * borderWidth` pixels across. Sizes are clamped to 1...32767, positions to X's 16 bits.
    /// With `lowering`, the same request also puts it below all its siblings.
    public func configure(_ window: WindowID, to rect: PixelRect, borderWidth: Int, lowering: Bool = false) {
        let r = rect.clampedForX
        var changes = XWindowChanges()
        changes.x = Int32(r.x); changes.y = Int32(r.y)
        changes.width = Int32(r.width); changes.height = Int32(r.height)
        changes.border_width = Int32(clampedBorder(borderWidth))
        var mask = CWX | CWY | CWWidth | CWHeight | CWBorderWidth
        if lowering {
            changes.stack_mode = Below
            mask |= CWStackMode
        }
        XConfigureWindow(display, window.xid, UInt32(mask), &changes)
    }

    /// The synthetic ConfigureNotify of ICCCM 4.1.5: tells a client where it really is (root coordinates,
    /// above None) when its ConfigureRequest was refused or changed nothing.
    public func sendConfigureNotify(to window: WindowID, rect: PixelRect, borderWidth: Int) {
        let r = rect.clampedForX
        var event = XEvent()
        event.xconfigure.type = ConfigureNotify
        event.xconfigure.display = display
        event.xconfigure.event = window.xid
        event.xconfigure.window = window.xid
        event.xconfigure.x = Int32(r.x); event.xconfigure.y = Int32(r.y)
        event.xconfigure.width = Int32(r.width); event.xconfigure.height = Int32(r.height)
        event.xconfigure.border_width = Int32(clampedBorder(borderWidth))
        event.xconfigure.above = 0
        event.xconfigure.override_redirect = 0
        XSendEvent(display, window.xid, 0, StructureNotifyMask, &event)
    }

    /// Does what the ConfigureRequest asked, field for field (for windows splitwm does not tile).
    /// A sibling that is gone makes X answer BadMatch or BadWindow: both tolerated races.
    public func grant(_ request: ConfigureRequest) {
        var mask = request.mask.intersection([.x, .y, .width, .height, .borderWidth, .sibling, .stackMode])
        var changes = XWindowChanges()
        changes.x = Int32(clamping: request.rect.x); changes.y = Int32(clamping: request.rect.y)
        changes.width = Int32(clamping: max(1, request.rect.width)); changes.height = Int32(clamping: max(1, request.rect.height))
        changes.border_width = Int32(clampedBorder(request.borderWidth))
        if let sibling = request.sibling { changes.sibling = sibling.xid } else { mask.remove(.sibling) }
        if let mode = request.stackMode { changes.stack_mode = Int32(mode.rawValue) } else { mask.remove(.stackMode) }
        XConfigureWindow(display, request.window.xid, mask.rawValue, &changes)
    }

    /// Puts `window` on top of its siblings.
    public func raise(_ window: WindowID) {
        XRaiseWindow(display, window.xid)
    }

    /// Puts `window` right below its sibling `sibling` (one ConfigureWindow).
    public func stack(_ window: WindowID, below sibling: WindowID) {
        var changes = XWindowChanges()
        changes.sibling = sibling.xid
        changes.stack_mode = Below
        XConfigureWindow(display, window.xid, UInt32(CWSibling | CWStackMode), &changes)
    }

    /// Puts `window` below all its siblings.
    public func lower(_ window: WindowID) {
        XLowerWindow(display, window.xid)
    }

    // MARK: Focus and ICCCM messages

    /// Gives `window` the keyboard focus; if it goes away, focus reverts to PointerRoot rather than to nothing.
    /// `time` is the event's server time (0 = CurrentTime), so a late request cannot undo a newer one.
    public func setInputFocus(_ window: WindowID, time: UInt32) {
        XSetInputFocus(display, window.xid, Int32(RevertToPointerRoot), UInt(time))
    }

    /// The focus when no window has it: `holder`, the _NET_SUPPORTING_WM_CHECK window once
    /// announced, as in i3 (a client asking who has the focus hears of the window manager's
    /// window, not of PointerRoot), else PointerRoot. Either way keys go to no client and the
    /// root's key grabs work (the check window is the root's child).
    public func focusNoWindow(holder: WindowID?) {
        XSetInputFocus(display, holder?.xid ?? UInt(PointerRoot), Int32(RevertToPointerRoot), UInt(CurrentTime))
    }

    /// A WM_PROTOCOLS ClientMessage (WM_DELETE_WINDOW, WM_TAKE_FOCUS, _NET_WM_SYNC_REQUEST) with
    /// `time` as ICCCM asks, and the protocol's own items after it (`extra`: data.l[2...4]).
    public func sendProtocol(_ protocolAtom: AtomID, to window: WindowID, time: UInt32, extra: (Int, Int, Int) = (0, 0, 0)) {
        var event = XEvent()
        event.xclient.type = CX11.ClientMessage
        event.xclient.display = display
        event.xclient.window = window.xid
        event.xclient.message_type = atoms.intern("WM_PROTOCOLS").xid
        event.xclient.format = 32
        event.xclient.data.l = (Int(protocolAtom.rawValue), Int(time), extra.0, extra.1, extra.2)
        XSendEvent(display, window.xid, 0, NoEventMask, &event)
    }

    /// A ClientMessage of `type` (format 32) to `window` alone, as i3 answers SYNC with I3_SYNC.
    public func sendClientMessage(_ type: String, to window: WindowID, data: (Int, Int, Int, Int, Int)) {
        var event = XEvent()
        event.xclient.type = CX11.ClientMessage
        event.xclient.display = display
        event.xclient.window = window.xid
        event.xclient.message_type = atoms.intern(type).xid
        event.xclient.format = 32
        event.xclient.data.l = data
        XSendEvent(display, window.xid, 0, NoEventMask, &event)
    }

    /// Closes the connection of the client that created `window` (its other windows die with it).
    public func killClient(_ window: WindowID) {
        XKillClient(display, window.xid)
    }

    public func destroy(_ window: WindowID) {
        XDestroyWindow(display, window.xid)
    }

    /// WM_NAME and _NET_WM_NAME on the root: where status bars read a window manager's one-line message.
    /// WM_NAME is Latin-1 STRING when the text fits, else UTF8_STRING; at most 64 KiB of text is written.
    public func setRootName(_ text: String) {
        let utf8 = Array(text.utf8.prefix(PropertyLimit.text * 4))
        let utf8String = atoms.intern("UTF8_STRING")
        writeBytes(atoms.intern("_NET_WM_NAME"), of: root, type: utf8String, utf8)
        let scalars = String(decoding: utf8, as: UTF8.self).unicodeScalars
        if scalars.allSatisfy({ $0.value < 256 }) {
            writeBytes(PredefinedAtom.wmName, of: root, type: PredefinedAtom.string, scalars.map { UInt8($0.value) })
        } else {
            writeBytes(PredefinedAtom.wmName, of: root, type: utf8String, utf8)
        }
    }

    // MARK: Writing properties

    /// Replaces `property` with format-32 `items`.
    func writeItems(_ property: AtomID, of window: WindowID, type: AtomID, _ items: [UInt32]) {
        writeItems(property, of: window, type: type, count: items.count) { items[$0] }
    }

    /// Replaces `property` with the format-32 items `item(0..<count)`, as Xlib takes them (longs),
    /// in a buffer on the stack: no array is made for them (this runs for each window a
    /// workspace switch shows or hides, twice).
    func writeItems(_ property: AtomID, of window: WindowID, type: AtomID, count: Int, _ item: (Int) -> UInt32) {
        // One more than the items, so the buffer is never empty and its pointer never nil.
        withUnsafeTemporaryAllocation(of: CLong.self, capacity: count + 1) { longs in
            for i in 0..<count { longs[i] = CLong(Int64(UInt64(item(i)))) }
            longs[count] = 0
            _ = XChangeProperty(display, window.xid, property.xid, type.xid, 32, PropModeReplace,
                                UnsafeRawPointer(longs.baseAddress!).assumingMemoryBound(to: UInt8.self), Int32(count))
        }
    }

    /// Replaces `property` with format-8 `bytes`.
    func writeBytes(_ property: AtomID, of window: WindowID, type: AtomID, _ bytes: [UInt8]) {
        let padded = bytes + [0]
        _ = padded.withUnsafeBufferPointer { buffer in
            XChangeProperty(display, window.xid, property.xid, type.xid, 8, PropModeReplace, buffer.baseAddress!, Int32(bytes.count))
        }
    }

    private func clampedBorder(_ width: Int) -> Int { min(max(width, 0), Int(Int16.max)) }
}

extension PixelRect {
    /// X carries positions as INT16 and sizes as CARD16 but rejects a zero size: clamp to what X can hold.
    var clampedForX: PixelRect {
        let limit = Int(Int16.max)
        return PixelRect(x: min(max(x, Int(Int16.min)), limit), y: min(max(y, Int(Int16.min)), limit),
                         width: min(max(width, 1), limit), height: min(max(height, 1), limit))
    }
}
