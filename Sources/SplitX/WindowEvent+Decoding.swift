// The one place where a raw Xlib `XEvent` becomes a `WindowEvent`, or nil when splitwm ignores it.
internal import CX11

extension WindowEvent {
    /// Decodes `raw`; nil for every event type splitwm does not handle and for malformed fields
    /// (a window id of None where one is required, an out-of-range enum).
    /// `randrEventBase` is the RandR extension's first event code, nil when RandR is absent.
    init?(decoding raw: XEvent, randrEventBase: Int32?) {
        let synthetic = raw.xany.send_event != 0
        switch raw.type {
        case MapRequest:
            guard let w = WindowID(xid: raw.xmaprequest.window) else { return nil }
            self = .mapRequest(w)
        case CX11.ConfigureRequest:   // qualified: SplitX's ConfigureRequest struct shadows the X constant
            guard let request = SplitX.ConfigureRequest(decoding: raw.xconfigurerequest) else { return nil }
            self = .configureRequest(request)
        case UnmapNotify:
            guard let w = WindowID(xid: raw.xunmap.window) else { return nil }
            self = .unmapNotify(w, synthetic: synthetic)
        case DestroyNotify:
            guard let w = WindowID(xid: raw.xdestroywindow.window) else { return nil }
            self = .destroyNotify(w)
        case ConfigureNotify:
            let e = raw.xconfigure
            guard let w = WindowID(xid: e.window) else { return nil }
            self = .configureNotify(w, PixelRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
        case PropertyNotify:
            let e = raw.xproperty
            guard let w = WindowID(xid: e.window) else { return nil }
            self = .propertyNotify(w, property: AtomID(xid: e.atom), deleted: e.state == PropertyDelete)
        case CX11.ClientMessage:
            let e = raw.xclient
            // A message sent to the root may name no window (i3's 217-NET_CURRENT_DESKTOP.t sends
            // _NET_CURRENT_DESKTOP with None): kept, as window 0, which no client is.
            let w = WindowID(xid: e.window) ?? WindowID(rawValue: 0)
            let l = e.data.l
            // Format 32 only: Xlib widens each 32-bit item into a C long, so it is kept to 32 bits
            // here. A format 8 or 16 message fills the longs with whatever bytes the sender chose
            // (any 64-bit value); no message splitwm handles has those formats, so it gets no items.
            let items = e.format == 32 ? [l.0, l.1, l.2, l.3, l.4].map { Int(Int32(truncatingIfNeeded: $0)) } : []
            self = .clientMessage(SplitX.ClientMessage(window: w, type: AtomID(xid: e.message_type), format: Int(e.format),
                                                       data: items))
        case ButtonPress, ButtonRelease:
            let e = raw.xbutton
            guard let w = WindowID(xid: e.window) else { return nil }
            let p = PointerEvent(window: w, child: WindowID(xid: e.subwindow),
                                 rootPoint: PixelPoint(x: Int(e.x_root), y: Int(e.y_root)),
                                 point: PixelPoint(x: Int(e.x), y: Int(e.y)),
                                 button: PointerButton(rawValue: Int(e.button)),
                                 state: ModifierState(rawValue: e.state), time: UInt32(truncatingIfNeeded: e.time))
            self = raw.type == ButtonPress ? .buttonPress(p) : .buttonRelease(p)
        case MotionNotify:
            guard let p = PointerEvent(decodingMotion: raw.xmotion) else { return nil }
            self = .motion(p)
        case KeyPress, KeyRelease:
            let e = raw.xkey
            guard let w = WindowID(xid: e.window), let keycode = UInt8(exactly: e.keycode) else { return nil }
            let k = KeyEvent(window: w, keycode: keycode, state: ModifierState(rawValue: e.state),
                             time: UInt32(truncatingIfNeeded: e.time))
            self = raw.type == KeyPress ? .keyPress(k) : .keyRelease(k)
        case EnterNotify:
            let e = raw.xcrossing
            guard let w = WindowID(xid: e.window), let mode = CrossingMode(rawValue: Int(e.mode)),
                  let detail = CrossingDetail(rawValue: Int(e.detail)) else { return nil }
            self = .enterNotify(CrossingEvent(window: w, rootPoint: PixelPoint(x: Int(e.x_root), y: Int(e.y_root)),
                                              mode: mode, detail: detail, time: UInt32(truncatingIfNeeded: e.time)))
        case FocusIn:
            let e = raw.xfocus
            guard let w = WindowID(xid: e.window), let mode = CrossingMode(rawValue: Int(e.mode)),
                  let detail = CrossingDetail(rawValue: Int(e.detail)) else { return nil }
            self = .focusIn(w, mode: mode, detail: detail)
        case SelectionClear:
            let e = raw.xselectionclear
            guard let w = WindowID(xid: e.window) else { return nil }
            self = .selectionClear(w, selection: AtomID(xid: e.selection))
        case MappingNotify:
            guard let kind = MappingKind(rawValue: Int(raw.xmapping.request)) else { return nil }
            self = .mappingNotify(kind)
        case let type where randrEventBase.map({ type == $0 + RRScreenChangeNotify }) ?? false:
            let e = withUnsafePointer(to: raw) {
                $0.withMemoryRebound(to: XRRScreenChangeNotifyEvent.self, capacity: 1) { $0.pointee }
            }
            // RandR reports the size in the screen's unrotated orientation.
            let rotated = e.rotation & UInt16(RR_Rotate_90 | RR_Rotate_270) != 0
            self = .screenChange(rotated ? PixelSize(width: Int(e.height), height: Int(e.width))
                                         : PixelSize(width: Int(e.width), height: Int(e.height)))
        default:
            return nil
        }
    }
}

extension WindowEvent {
    /// An XInput 2 raw key or button press (`XGenericEventCookie` data).
    init(decodingRawPress e: XIRawEvent) {
        self = .userInput(time: UInt32(truncatingIfNeeded: e.time))
    }
}

extension ConfigureRequest {
    init?(decoding e: XConfigureRequestEvent) {
        guard let w = WindowID(xid: e.window), let parent = WindowID(xid: e.parent) else { return nil }
        let mask = ConfigureMask(rawValue: UInt32(truncatingIfNeeded: e.value_mask))
        self.init(window: w, parent: parent, mask: mask,
                  rect: PixelRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)),
                  borderWidth: Int(e.border_width),
                  sibling: mask.contains(.sibling) ? WindowID(xid: e.above) : nil,
                  stackMode: mask.contains(.stackMode) ? StackMode(rawValue: Int(e.detail)) : nil)
    }
}

extension PointerEvent {
    init?(decodingMotion e: XMotionEvent) {
        guard let w = WindowID(xid: e.window) else { return nil }
        self.init(window: w, child: WindowID(xid: e.subwindow),
                  rootPoint: PixelPoint(x: Int(e.x_root), y: Int(e.y_root)),
                  point: PixelPoint(x: Int(e.x), y: Int(e.y)),
                  button: nil, state: ModifierState(rawValue: e.state), time: UInt32(truncatingIfNeeded: e.time))
    }
}
