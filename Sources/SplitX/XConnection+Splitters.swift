// Splitter windows (override-redirect children of the root), their colours and their resize cursors.
internal import CX11

/// Which way a splitter moves, and so which resize cursor it shows.
public enum SplitterAxis: Sendable {
    /// A vertical bar between panes side by side: the pointer drags it left and right.
    case leftRight
    /// A horizontal bar between stacked panes: the pointer drags it up and down.
    case upDown
}

/// The cursors a window manager shows: over splitters, and while moving or resizing a window.
public enum CursorShape: Hashable, Sendable {
    case resizeLeftRight, resizeUpDown, move, resizeCorner
}

extension XConnection {
    /// An InputOnly, override-redirect child of the root that catches `events` and shows `cursor`;
    /// clamped to at least 1×1, and mapped unless `mapped` is false.
    public func createInputWindow(at rect: PixelRect, cursor: CursorID?, events: EventMask, mapped: Bool = true) -> WindowID {
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.event_mask = events.rawValue
        var mask = CWOverrideRedirect | CWEventMask
        if let cursor { attributes.cursor = cursor.xid; mask |= CWCursor }
        return createChildOfRoot(at: rect, class: InputOnly, mask: mask, &attributes, mapped: mapped)
    }

    /// The region of `window` that takes the pointer (SHAPE's input shape, 1.1): the union of
    /// `rects`, in the window's coordinates; none takes nothing. One request.
    public func setInputRegion(_ window: WindowID, to rects: [PixelRect]) {
        var xRects = rects.map { r in
            let c = r.clampedForX
            return XRectangle(x: Int16(clamping: c.x), y: Int16(clamping: c.y), width: UInt16(clamping: c.width), height: UInt16(clamping: c.height))
        }
        XShapeCombineRectangles(display, window.xid, ShapeInput, 0, 0, &xRects, Int32(xRects.count), ShapeSet, Unsorted)
    }

    /// An InputOutput, override-redirect child of the root filled with `rgb` (0xRRGGBB), without a border,
    /// selecting no events; mapped unless `mapped` is false.
    /// `takesPresses`: its button presses come to splitwm (selected in the CreateWindow itself).
    public func createSolidWindow(at rect: PixelRect, rgb: UInt32, mapped: Bool = true, takesPresses: Bool = false) -> WindowID {
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.background_pixel = pixel(rgb: rgb)
        attributes.event_mask = takesPresses ? ButtonPressMask : NoEventMask
        return createChildOfRoot(at: rect, class: InputOutput, mask: CWOverrideRedirect | CWBackPixel | (takesPresses ? CWEventMask : 0),
                                 &attributes, mapped: mapped)
    }

    func createChildOfRoot(at rect: PixelRect, class windowClass: Int32, mask: Int,
                                   _ attributes: inout XSetWindowAttributes, mapped: Bool) -> WindowID {
        let r = rect.clampedForX
        // Depth 0 and a nil visual are CopyFromParent: the root's, as an InputOnly window requires.
        let xid = XCreateWindow(display, root.xid, Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height), 0, 0,
                                UInt32(windowClass), nil, UInt(mask), &attributes)
        if mapped { XMapWindow(display, xid) }
        return WindowID(rawValue: UInt32(truncatingIfNeeded: xid))
    }

    /// A new background colour, cleared so it shows at once (the server only repaints on exposure otherwise).
    public func setBackground(_ window: WindowID, rgb: UInt32) {
        XSetWindowBackground(display, window.xid, pixel(rgb: rgb))
        XClearWindow(display, window.xid)
    }

    /// The X border's colour.
    public func setBorderColor(_ window: WindowID, rgb: UInt32) {
        XSetWindowBorder(display, window.xid, pixel(rgb: rgb))
    }

    /// The pixel value of 0xRRGGBB in the default visual: computed from its channel masks for TrueColor and
    /// DirectColor; other visuals allocate a colour cell once per colour (a round trip), black if that fails.
    func pixel(rgb: UInt32) -> UInt {
        if let format = pixelFormat { return format.pixel(rgb: rgb) }
        if let cached = allocatedPixels[rgb] { return cached }
        var color = XColor()
        color.red = UInt16((rgb >> 16) & 0xFF) * 257
        color.green = UInt16((rgb >> 8) & 0xFF) * 257
        color.blue = UInt16(rgb & 0xFF) * 257
        let pixel = XAllocColor(display, cx11_default_colormap(display, screen), &color) != 0
            ? color.pixel : cx11_black_pixel(display, screen)
        allocatedPixels[rgb] = pixel
        return pixel
    }

    /// The resize cursor for `axis`, made once per connection: the Xcursor theme's "sb_h_double_arrow" or
    /// "col-resize" ("sb_v_double_arrow" or "row-resize"), else the core cursor font's double arrow.
    public func resizeCursor(_ axis: SplitterAxis) -> CursorID {
        cursor(axis == .leftRight ? .resizeLeftRight : .resizeUpDown)
    }

    /// The cursor of `shape`, from the cursor theme when it has one, else X's cursor font; made once.
    public func cursor(_ shape: CursorShape) -> CursorID {
        if let cursor = cursors[shape] { return cursor }
        let (names, glyph) = switch shape {
        case .resizeLeftRight: (["sb_h_double_arrow", "col-resize"], XC_sb_h_double_arrow)
        case .resizeUpDown: (["sb_v_double_arrow", "row-resize"], XC_sb_v_double_arrow)
        case .move: (["fleur", "move"], XC_fleur)
        case .resizeCorner: (["bottom_right_corner", "se-resize"], XC_bottom_right_corner)
        }
        var xid: UInt = 0
        for name in names where xid == 0 { xid = XcursorLibraryLoadCursor(display, name) }
        if xid == 0 { xid = XCreateFontCursor(display, UInt32(glyph)) }
        let cursor = CursorID(xid: xid)
        cursors[shape] = cursor
        return cursor
    }

    /// The cursor shown while the pointer is inside `window`.
    public func setCursor(_ cursor: CursorID, on window: WindowID) {
        XDefineCursor(display, window.xid, cursor.xid)
    }
}

/// How a TrueColor or DirectColor visual packs red, green and blue into a pixel.
struct PixelFormat: Hashable {
    var red: UInt, green: UInt, blue: UInt

    func pixel(rgb: UInt32) -> UInt {
        Self.place(UInt(rgb >> 16) & 0xFF, in: red) | Self.place(UInt(rgb >> 8) & 0xFF, in: green) | Self.place(UInt(rgb) & 0xFF, in: blue)
    }

    /// Scales an 8-bit channel to the mask's width (rounding, so 0xFF is full scale) and shifts it into place.
    private static func place(_ value: UInt, in mask: UInt) -> UInt {
        let shift = mask.trailingZeroBitCount
        let top = min(mask >> shift, 0xFFFF_FFFF)   // a channel wider than 32 bits does not exist; no overflow below
        return (((value * top + 127) / 255) << shift) & mask
    }
}

extension PixelFormat {
    /// Nil for visuals whose pixels index a colormap (PseudoColor and the like), or with an empty mask.
    init?(visual: UnsafeMutablePointer<Visual>?) {
        guard let v = visual?.pointee, v.`class` == TrueColor || v.`class` == DirectColor,
              v.red_mask != 0, v.green_mask != 0, v.blue_mask != 0 else { return nil }
        self.init(red: v.red_mask, green: v.green_mask, blue: v.blue_mask)
    }
}
