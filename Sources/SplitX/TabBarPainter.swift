// Tab labels laid out by pango and drawn by cairo into a pixmap per tab bar window, which is that window's
// background; the libraries are loaded by the first painter (CPangoLoader), not at splitwm's start.
internal import CPangoLoader
internal import CX11

/// The colours of one tab, each 0xRRGGBB (i3's client.* border, background, text).
public struct TabLabelColors: Equatable, Sendable {
    public var border: UInt32
    public var background: UInt32
    public var text: UInt32
    public init(border: UInt32, background: UInt32, text: UInt32) {
        self.border = border; self.background = background; self.text = text
    }
}

/// One tab to draw: where in the bar window (window coordinates), its text, its colours.
public struct TabLabel: Equatable, Sendable {
    public var rect: PixelRect
    public var text: String
    public var colors: TabLabelColors
    /// `text` is pango markup (a title format's), drawn with its attributes.
    public var markup: Bool
    public init(rect: PixelRect, text: String, colors: TabLabelColors, markup: Bool = false) {
        self.rect = rect; self.text = text; self.colors = colors; self.markup = markup
    }
}

/// Draws tab labels with pango and cairo (as i3 does) onto X windows of one connection. One per connection;
/// keeps the font description, and per window a pixmap of its size with a cairo surface on it.
///
/// A draw paints the pixmap, then makes the server copy it into the window (XClearWindow, since the
/// pixmap is the window's background): the window never shows a half-drawn bar, and the server
/// repaints an exposed bar by itself, with no Expose round trip through the window manager.
/// Windows must be of the root's depth, as `createTabBarWindow` makes them. Call `forget(_:)` when a
/// window is destroyed, or its pixmap stays allocated in the server.
public final class TabBarPainter {
    /// Pixels between a tab's edge and its text, left and right (where the ellipsis stops), as i3's.
    static let textPadding = 4
    /// Pixels above and below the text's line in a row, as i3's.
    static let verticalPadding = 2
    /// A label's scalars handed to pango at most: a tab shows a few dozen, and pango's work grows with the text.
    static let maximumScalars = 512
    /// Font sizes are kept to 1…256 (points, or pixels for an absolute size): FreeType takes absurd
    /// sizes, slowly, and a bar taller than a screen helps no one.
    static let sizeRange = 1...256

    private let connection: XConnection
    /// pango's, cairo's and GObject's functions, loaded with the first painter (CPangoLoader).
    private let lib: cpango_functions
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    /// One layout serves every label: text, width and font are set per label.
    private let layout: OpaquePointer
    private var font: OpaquePointer
    /// The font's ascent and line height (ascent + descent), whole pixels rounded up.
    private var line: (ascent: Int, height: Int) = (0, 1)
    private var canvases: [WindowID: Canvas] = [:]

    /// Where no label is, the bar shows this colour (0xRRGGBB).
    public var barColor: UInt32 = 0x000000

    /// A window's pixmap and the cairo surface drawing on it.
    private struct Canvas {
        var pixmap: UInt
        var surface: OpaquePointer
        var size: PixelSize
    }

    /// Why the text libraries could not be loaded, after an `init` that returned nil.
    public static var loadError: String? { cpango_load_error().map { String(cString: $0) } }

    /// `font` as `setFont` takes it. Nil if pango and cairo cannot be loaded (`loadError` says
    /// why): they are loaded now, the first time, not when splitwm starts.
    public init?(connection: XConnection, font: String) {
        guard let lib = cpango_functions()?.pointee else { return nil }
        self.lib = lib
        self.connection = connection
        // A font map of its own, rather than pango's per-thread default, so deinit frees every font it loaded.
        fontMap = lib.pango_cairo_font_map_new()
        context = lib.pango_font_map_create_context(fontMap)
        layout = lib.pango_layout_new(context)
        self.font = lib.pango_font_description_new()
        lib.pango_cairo_context_set_resolution(context, Self.resolution(of: connection))
        Self.takeFontOptions(of: connection, into: context, lib)
        lib.pango_layout_set_ellipsize(layout, Int32(CPANGO_ELLIPSIZE_END))
        // A newline or paragraph separator left in a title must not start a second line.
        lib.pango_layout_set_single_paragraph_mode(layout, 1)
        setFont(font)
    }

    deinit {
        for canvas in canvases.values { release(canvas) }
        lib.pango_font_description_free(font)
        lib.g_object_unref(UnsafeMutableRawPointer(layout))
        lib.g_object_unref(UnsafeMutableRawPointer(context))
        lib.g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The font as i3's `font` line gives it (`TabBarFont.pangoDescription(for:)`): "pango:DejaVu Sans Mono 8",
    /// "Sans 9", an XLFD or "fixed"; any string works, an unusable one as "monospace 8". A family that is not
    /// installed is fontconfig's to replace, as for every pango client.
    public func setFont(_ font: String) {
        let description = lib.pango_font_description_from_string(TabBarFont.pangoDescription(for: font))
        let family = lib.pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        if family.allSatisfy(\.isWhitespace) { lib.pango_font_description_set_family(description, "monospace") }
        let scale = Int(CPANGO_SCALE)
        let size = Int(lib.pango_font_description_get_size(description))
        let clamped = size <= 0 ? 8 * scale : min(max(size, Self.sizeRange.lowerBound * scale), Self.sizeRange.upperBound * scale)
        if clamped != size {
            if lib.pango_font_description_get_size_is_absolute(description) != 0 {
                lib.pango_font_description_set_absolute_size(description, Double(clamped))
            } else {
                lib.pango_font_description_set_size(description, Int32(clamped))
            }
        }
        lib.pango_font_description_free(self.font)
        self.font = description
        lib.pango_layout_set_font_description(layout, description)
        let metrics = lib.pango_context_get_metrics(context, description, nil)
        defer { lib.pango_font_metrics_unref(metrics) }
        let ascent = lib.pango_font_metrics_get_ascent(metrics), descent = lib.pango_font_metrics_get_descent(metrics)
        line = (Int(cpango_pixels_ceil(ascent)), max(1, Int(cpango_pixels_ceil(ascent + descent))))
    }

    /// The height in pixels of one row of tabs for the current font: its line height plus padding above and below.
    public var rowHeight: Int { line.height + 2 * Self.verticalPadding }

    /// Draws `labels` on `window` (whose size is `size`): each label's rect filled with its background inside a
    /// 1-px border, its text vertically centred, `textPadding` from the left (from the right for right-to-left
    /// text, which pango orders), ellipsized at the end to fit; CJK and emoji come through fontconfig's
    /// fallback. Text is drawn only inside its rect's border. Control characters show as spaces, and only the
    /// first `maximumScalars` scalars are laid out. Flushing is the caller's job.
    /// With `whole` false, only `labels` are painted over what the window's pixmap holds (the other
    /// tabs of a bar whose size did not change stay as drawn): one title's change redraws one tab.
    public func draw(_ labels: [TabLabel], on window: WindowID, size: PixelSize, whole: Bool = true) {
        let bounds = PixelRect(x: 0, y: 0, width: min(max(size.width, 1), 32767), height: min(max(size.height, 1), 32767))
        let fresh = canvases[window]?.size != bounds.size
        let surface = canvas(for: window, size: bounds.size)
        let cr = lib.cairo_create(surface)
        if whole || fresh { fill(cr, bounds, barColor) }
        for label in labels { paint(label, in: bounds, on: cr) }
        lib.cairo_destroy(cr)
        lib.cairo_surface_flush(surface)
        // The pixmap is the window's background: clearing copies it in, in one request.
        XClearWindow(connection.display, window.xid)
    }

    /// Frees what `window` held here (its pixmap and surface); safe after the window is destroyed.
    public func forget(_ window: WindowID) {
        if let canvas = canvases.removeValue(forKey: window) { release(canvas) }
    }

    private func paint(_ label: TabLabel, in bounds: PixelRect, on cr: OpaquePointer) {
        guard let rect = label.rect.intersection(bounds) else { return }
        fill(cr, rect, label.colors.border)
        let inside = PixelRect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
        guard inside.width > 0, inside.height > 0 else { return }
        fill(cr, inside, label.colors.background)
        let textWidth = rect.width - 2 * Self.textPadding
        guard textWidth > 0 else { return }
        if label.markup {
            // Markup is not cut (a cut could end inside a tag); its values were escaped whole.
            // Markup pango refuses leaves the text empty rather than the last tab's.
            lib.pango_layout_set_text(layout, "", 0)
            lib.pango_layout_set_markup(layout, Self.shownText(label.text, cut: false), -1)
        } else {
            // The attributes a markup tab left on the shared layout would style this one.
            lib.pango_layout_set_attributes(layout, nil)
            lib.pango_layout_set_text(layout, Self.shownText(label.text), -1)
        }
        lib.pango_layout_set_width(layout, Int32(textWidth) * Int32(CPANGO_SCALE))
        // Every tab's text on one baseline, the line centred in the rect, whatever fallback fonts a title
        // needs (an emoji font's line is taller than most).
        let baseline = rect.y + (rect.height - line.height) / 2 + line.ascent
        let layoutBaseline = (Int(lib.pango_layout_get_baseline(layout)) + Int(CPANGO_SCALE) / 2) / Int(CPANGO_SCALE)
        lib.cairo_save(cr)
        lib.cairo_rectangle(cr, Double(inside.x), Double(inside.y), Double(inside.width), Double(inside.height))
        lib.cairo_clip(cr)
        setSource(cr, label.colors.text)
        lib.cairo_move_to(cr, Double(rect.x + Self.textPadding), Double(baseline - layoutBaseline))
        lib.pango_cairo_show_layout(cr, layout)
        lib.cairo_restore(cr)
    }

    /// The text pango gets: at most `maximumScalars`, control characters and line or paragraph separators as
    /// spaces (a NUL would end the C string; pango would draw the others as boxes or break the line).
    static func shownText(_ text: String, cut: Bool = true) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars.prefix(cut ? maximumScalars : Int.max) {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The surface drawing on `window`'s pixmap, made (and made the window's background) when the window
    /// is new here or its size changed.
    private func canvas(for window: WindowID, size: PixelSize) -> OpaquePointer {
        if let canvas = canvases[window], canvas.size == size { return canvas.surface }
        let display = connection.display
        // Made on the root, which always exists: the window may be gone already (a tolerated race
        // later, at its background), and CreatePixmap's BadDrawable is not one.
        let pixmap = XCreatePixmap(display, connection.root.xid, UInt32(size.width), UInt32(size.height),
                                   UInt32(cx11_default_depth(display, connection.screen)))
        let surface = lib.cairo_xlib_surface_create(UnsafeMutableRawPointer(display), pixmap, cx11_default_visual(display, connection.screen),
                                                Int32(size.width), Int32(size.height))
        XSetWindowBackgroundPixmap(display, window.xid, pixmap)
        if let old = canvases[window] { release(old) }
        canvases[window] = Canvas(pixmap: pixmap, surface: surface, size: size)
        return surface
    }

    private func release(_ canvas: Canvas) {
        // After XCloseDisplay cairo has finished its device (its close hook), so destroying the surface
        // sends nothing; the pixmap went with the connection.
        lib.cairo_surface_destroy(canvas.surface)
        if connection.isOpen { XFreePixmap(connection.display, canvas.pixmap) }
    }

    private func fill(_ cr: OpaquePointer, _ rect: PixelRect, _ rgb: UInt32) {
        setSource(cr, rgb)
        lib.cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        lib.cairo_fill(cr)
    }

    private func setSource(_ cr: OpaquePointer, _ rgb: UInt32) {
        lib.cairo_set_source_rgb(cr, Double((rgb >> 16) & 0xFF) / 255, Double((rgb >> 8) & 0xFF) / 255, Double(rgb & 0xFF) / 255)
    }

    /// Xft.dpi from the server's resources, as i3 and every Xft client read it; else 96, pango's default.
    private static func resolution(of connection: XConnection) -> Double {
        guard let value = XGetDefault(connection.display, "Xft", "dpi"), let dpi = Double(String(cString: value)),
              (30...1000).contains(dpi) else { return 96 }
        return dpi
    }

    /// The screen's font options (antialiasing, hinting from the Xft resources) as cairo's Xlib surfaces read
    /// them, set on the context once: the row height is then measured as the text will be drawn.
    private static func takeFontOptions(of connection: XConnection, into context: OpaquePointer, _ lib: cpango_functions) {
        let display = connection.display
        let probe = lib.cairo_xlib_surface_create(UnsafeMutableRawPointer(display), connection.root.xid, cx11_default_visual(display, connection.screen), 1, 1)
        let options = lib.cairo_font_options_create()
        lib.cairo_surface_get_font_options(probe, options)
        lib.pango_cairo_context_set_font_options(context, options)
        lib.cairo_font_options_destroy(options)
        lib.cairo_surface_destroy(probe)
    }
}

extension PixelRect {
    /// The part inside `other` (a window's bounds); nil when they do not overlap or either is empty.
    /// Fields far outside any window are clamped first, so no sum overflows.
    func intersection(_ other: PixelRect) -> PixelRect? {
        func near(_ value: Int) -> Int { min(max(value, -(1 << 20)), 1 << 20) }
        let (x, y, width, height) = (near(x), near(y), near(width), near(height))
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
