// Tab bars against a real Xvfb: labels drawn by TabBarPainter, read back pixel by pixel from another connection.
@testable import SplitX
import Testing
import XTestSupport

/// i3's default client.focused, client.unfocused and client.urgent colours, whose text is grey or white on
/// blue, grey and red: a pixel differing from its background is text.
private let focused = TabLabelColors(border: 0x4C7899, background: 0x285577, text: 0xFFFFFF)
private let unfocused = TabLabelColors(border: 0x333333, background: 0x222222, text: 0x888888)
private let urgent = TabLabelColors(border: 0x2F343A, background: 0x900000, text: 0xFFFFFF)

/// Three tabs of 200 px side by side in a bar of `height`: Latin, Japanese with an emoji, Hebrew.
private func threeTabs(height: Int) -> [TabLabel] {
    [
        TabLabel(rect: PixelRect(x: 0, y: 0, width: 200, height: height), text: "xterm: ~/src/splitwm", colors: focused),
        TabLabel(rect: PixelRect(x: 200, y: 0, width: 200, height: height), text: "日本語のタイトル 🎉", colors: unfocused),
        TabLabel(rect: PixelRect(x: 400, y: 0, width: 200, height: height), text: "שלום עולם", colors: urgent),
    ]
}

/// The pixels of `rect`'s inside (its 1-px border left out) that differ from `background`.
private func textPixels(in image: WindowImage, _ rect: PixelRect, background: UInt32) -> Int {
    image.cropped(to: PixelRect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2))
        .pixels.filter { $0 != background }.count
}

/// Draws and reads back: the painter's requests are flushed by a round trip on its connection, so the
/// server has carried them out when the test client asks for the image.
private func drawn(_ labels: [TabLabel], by painter: TabBarPainter, on bar: WindowID, size: PixelSize,
                   x: XFixture) -> WindowImage? {
    painter.draw(labels, on: bar, size: size)
    x.wm.sync()
    return x.client.image(of: bar)
}

extension XServerTests {
    @Suite struct TabBars {
        @Test func tabBarWindowIsAnOverrideRedirectChildOfTheRootThatGetsClicks() throws {
            try withX { x in
                let rect = PixelRect(x: 100, y: 50, width: 600, height: 20)
                let bar = x.wm.createTabBarWindow(at: rect)
                let hidden = x.wm.createTabBarWindow(at: PixelRect(x: 0, y: 0, width: 0, height: 0), mapped: false)
                x.wm.sync()
                #expect(x.wm.attributes(of: bar) == WindowAttributes(
                    rect: rect, borderWidth: 0, overrideRedirect: true, mapState: .viewable, isInputOnly: false))
                #expect(x.wm.attributes(of: hidden)?.rect == PixelRect(x: 0, y: 0, width: 1, height: 1))
                #expect(x.wm.attributes(of: hidden)?.mapState == .unmapped)

                x.client.movePointer(to: PixelPoint(x: 350, y: 60))
                x.client.press(.left)
                x.client.release(.left)
                x.client.sync()
                let presses = x.wm.syncAndDrainEvents().compactMap { e -> PointerEvent? in
                    if case .buttonPress(let p) = e { p } else { nil }
                }
                #expect(presses.map(\.window) == [bar])
                #expect(presses.map(\.point) == [PixelPoint(x: 250, y: 10)])
            }
        }

        @Test func labelsFillTheirRectsAndShowTheirTextWhateverTheScript() throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "pango:DejaVu Sans 10"), "\(TabBarPainter.loadError ?? "")")
                let size = PixelSize(width: 600, height: painter.rowHeight)
                let bar = x.wm.createTabBarWindow(at: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
                let labels = threeTabs(height: size.height)
                let image = try #require(drawn(labels, by: painter, on: bar, size: size, x: x))

                for label in labels {
                    let r = label.rect
                    // The border's corners, then the background just inside each corner.
                    for (px, py) in [(r.x, 0), (r.x + r.width - 1, 0), (r.x, r.height - 1), (r.x + r.width - 1, r.height - 1)] {
                        #expect(image[px, py] == label.colors.border, "\(label.text): border at (\(px), \(py))")
                    }
                    for (px, py) in [(r.x + 1, 1), (r.x + r.width - 2, 1), (r.x + 1, r.height - 2), (r.x + r.width - 2, r.height - 2)] {
                        #expect(image[px, py] == label.colors.background, "\(label.text): background at (\(px), \(py))")
                    }
                    let text = textPixels(in: image, r, background: label.colors.background)
                    #expect(text > 40, "\(label.text): \(text) text pixels")
                }
                // Each tab's inside differs from the others' (the same size, different text and colours), and
                // from the same tab drawn with another text in its colours.
                let insides = labels.map { image.cropped(to: PixelRect(x: $0.rect.x + 1, y: 1, width: 198, height: size.height - 2)) }
                #expect(insides[0] != insides[1] && insides[1] != insides[2] && insides[0] != insides[2])
                var retitled = labels
                retitled[1].text = "日本語のタイトル"
                let without = try #require(drawn(retitled, by: painter, on: bar, size: size, x: x))
                #expect(without.cropped(to: labels[1].rect) != image.cropped(to: labels[1].rect))
                #expect(without.cropped(to: labels[0].rect) == image.cropped(to: labels[0].rect))
                // Drawing the same labels again gives the same pixels.
                #expect(drawn(labels, by: painter, on: bar, size: size, x: x) == image)
            }
        }

        @Test func colourEmojiComeThroughFontconfigsFallback() throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "pango:DejaVu Sans Mono 12"), "\(TabBarPainter.loadError ?? "")")
                let size = PixelSize(width: 200, height: painter.rowHeight)
                let bar = x.wm.createTabBarWindow(at: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
                // Grey on grey: the only pixels with a hue are the emoji's own colours.
                let grey = TabLabelColors(border: 0x333333, background: 0x222222, text: 0xAAAAAA)
                let label = TabLabel(rect: PixelRect(x: 0, y: 0, width: 200, height: size.height), text: "🎉 party", colors: grey)
                let image = try #require(drawn([label], by: painter, on: bar, size: size, x: x))
                let coloured = image.pixels.filter { p in
                    let r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
                    return max(r, g, b) - min(r, g, b) > 40
                }
                #expect(coloured.count > 10, "\(coloured.count) coloured pixels")
            }
        }

        @Test func rightToLeftTextIsLaidOutFromTheRight() throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "pango:DejaVu Sans 10"), "\(TabBarPainter.loadError ?? "")")
                let size = PixelSize(width: 400, height: painter.rowHeight)
                let bar = x.wm.createTabBarWindow(at: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
                func inkSpan(_ text: String) throws -> ClosedRange<Int> {
                    let label = TabLabel(rect: PixelRect(x: 0, y: 0, width: 400, height: size.height), text: text, colors: unfocused)
                    let image = try #require(drawn([label], by: painter, on: bar, size: size, x: x))
                    let columns = (1..<399).filter { column in
                        (1..<(size.height - 1)).contains { image[column, $0] != unfocused.background }
                    }
                    return try #require(columns.first)...(try #require(columns.last))
                }
                // pango's auto direction: a Hebrew title starts at the right padding, a Latin one at the left.
                let hebrew = try inkSpan("שלום עולם")
                let latin = try inkSpan("hello world")
                #expect(hebrew.lowerBound > 200 && hebrew.upperBound >= 390, "\(hebrew)")
                #expect(latin.lowerBound <= 8 && latin.upperBound < 200, "\(latin)")
            }
        }

        /// A title format's markup is drawn with its attributes (bold has more ink than plain),
        /// its entities as their characters, markup pango refuses as nothing, and a plain tab drawn
        /// after a markup one is plain again (the shared layout keeps no attributes).
        @Test func markupIsDrawnWithItsAttributesAndLeavesNoneBehind() throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "pango:DejaVu Sans 10"), "\(TabBarPainter.loadError ?? "")")
                let size = PixelSize(width: 200, height: painter.rowHeight)
                let rect = PixelRect(x: 0, y: 0, width: 200, height: size.height)
                let bar = x.wm.createTabBarWindow(at: rect)
                func ink(_ text: String, markup: Bool) throws -> Int {
                    let image = try #require(drawn([TabLabel(rect: rect, text: text, colors: unfocused, markup: markup)], by: painter, on: bar,
                                                   size: size, x: x))
                    return textPixels(in: image, rect, background: unfocused.background)
                }
                let plain = try ink("bold words", markup: false)
                #expect(plain > 20)
                #expect(try ink("<b>bold words</b>", markup: true) > plain)
                #expect(try ink("bold words", markup: false) == plain, "no bold left behind")
                #expect(try ink("a &amp; &lt;b&gt;", markup: true) == (try ink("a & <b>", markup: false)))
                #expect(try ink("<b>unclosed", markup: true) == 0, "refused markup draws nothing")
            }
        }

        @Test func longTextIsEllipsizedInsideItsRect() throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "pango:DejaVu Sans 10"), "\(TabBarPainter.loadError ?? "")")
                painter.barColor = 0x00FF00
                let size = PixelSize(width: 500, height: painter.rowHeight)
                let bar = x.wm.createTabBarWindow(at: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
                let rect = PixelRect(x: 10, y: 0, width: 150, height: size.height)
                for text in [String(repeating: "W", count: 2000), String(repeating: "ש", count: 2000),
                             String(repeating: "語", count: 2000), String(repeating: "🎉", count: 700)] {
                    let label = TabLabel(rect: rect, text: text, colors: focused)
                    let image = try #require(drawn([label], by: painter, on: bar, size: size, x: x))
                    let middle = size.height / 2
                    // The last 3 px inside the border at mid height, where a glyph running past would show.
                    for column in (rect.x + rect.width - 4)..<(rect.x + rect.width - 1) {
                        #expect(image[column, middle] == focused.background, "\(text.prefix(1)): column \(column)")
                    }
                    #expect(image[rect.x + rect.width - 1, middle] == focused.border)
                    #expect(textPixels(in: image, rect, background: focused.background) > 40)
                    // Nothing outside the rect but the bar's own colour.
                    let outside = image.cropped(to: PixelRect(x: rect.x + rect.width, y: 0, width: 500, height: size.height)).pixels
                        + image.cropped(to: PixelRect(x: 0, y: 0, width: rect.x, height: size.height)).pixels
                    #expect(outside.allSatisfy { $0 == 0x00FF00 })
                }
            }
        }

        @Test func hostileTextAndRectsNeverCrash() throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "pango:monospace 9"), "\(TabBarPainter.loadError ?? "")")
                let size = PixelSize(width: 300, height: painter.rowHeight)
                let bar = x.wm.createTabBarWindow(at: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
                let texts = [
                    "", " ", "\0", "a\0b", "\n\r\t\u{7}\u{1B}[31m", "\u{7F}\u{85}\u{9F}", "line\u{2028}separator\u{2029}paragraph",
                    String(repeating: "x", count: 100_000), String(repeating: "e\u{301}", count: 5_000),
                    "\u{202E}override\u{202C}", "\u{200F}\u{200E}\u{FEFF}\u{FFFD}", "👩‍👩‍👧‍👦🏳️‍🌈", String(repeating: "\u{301}", count: 600),
                    "\u{10FFFF}\u{E000}\u{F8FF}", "ﷺ ﷽", "a" + String(repeating: "\u{200D}", count: 1000),
                ]
                let rects = [PixelRect(x: 0, y: 0, width: 300, height: size.height), PixelRect(x: 0, y: 0, width: 0, height: 0),
                             PixelRect(x: -50, y: -5, width: 3, height: 2), PixelRect(x: 290, y: 0, width: 5000, height: 9999),
                             PixelRect(x: Int.max, y: Int.min, width: Int.max, height: Int.max), PixelRect(x: 0, y: 0, width: -10, height: 5)]
                for text in texts {
                    painter.draw(rects.map { TabLabel(rect: $0, text: text, colors: focused) }, on: bar, size: size)
                }
                painter.draw([], on: bar, size: PixelSize(width: 0, height: -4))
                painter.draw([], on: bar, size: PixelSize(width: Int.max, height: Int.min))
                x.wm.sync()
                #expect(x.client.image(of: bar) != nil)
                #expect(TabBarPainter.shownText(String(repeating: "é", count: 10_000)).unicodeScalars.count == 512)
                #expect(TabBarPainter.shownText("a\0b\nc\u{2028}d") == "a b c d")
            }
        }

        @Test func theServerRepaintsAnExposedBarFromItsPixmap() throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "pango:DejaVu Sans 10"), "\(TabBarPainter.loadError ?? "")")
                let size = PixelSize(width: 600, height: painter.rowHeight)
                let bar = x.wm.createTabBarWindow(at: PixelRect(x: 0, y: 100, width: size.width, height: size.height))
                let before = try #require(drawn(threeTabs(height: size.height), by: painter, on: bar, size: size, x: x))
                // A window over the bar, then gone: the bar is exposed and the painter draws nothing.
                let cover = x.client.createOverrideRedirectWindow(PixelRect(x: 50, y: 90, width: 400, height: 60))
                x.client.map(cover)
                x.client.sync()
                #expect(x.client.color(at: PixelPoint(x: 60, y: 105)) == 0xFFFFFF)
                x.client.destroy(cover)
                x.client.sync()
                #expect(x.client.image(of: bar) == before)
            }
        }

        @Test func resizedForgottenAndDestroyedWindowsAreHandled() throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "fixed"), "\(TabBarPainter.loadError ?? "")")
                let small = PixelSize(width: 200, height: painter.rowHeight)
                let bar = x.wm.createTabBarWindow(at: PixelRect(x: 0, y: 0, width: small.width, height: small.height))
                let one = [TabLabel(rect: PixelRect(x: 0, y: 0, width: 200, height: small.height), text: "one", colors: focused)]
                _ = try #require(drawn(one, by: painter, on: bar, size: small, x: x))
                // Wider: a new pixmap of the new size, drawn to its right edge.
                let wide = PixelSize(width: 600, height: painter.rowHeight * 2)
                x.wm.configure(bar, to: PixelRect(x: 0, y: 0, width: wide.width, height: wide.height), borderWidth: 0)
                let two = threeTabs(height: wide.height)
                let image = try #require(drawn(two, by: painter, on: bar, size: wide, x: x))
                #expect(image.size == wide)
                #expect(image[598, wide.height - 2] == urgent.background)
                // Forgotten, then drawn again: a pixmap is made anew.
                painter.forget(bar)
                painter.forget(bar)
                #expect(drawn(two, by: painter, on: bar, size: wide, x: x) == image)
                // Destroyed before the painter is told: the draw's requests on the window are tolerated races.
                x.wm.destroy(bar)
                painter.draw(two, on: bar, size: wide)
                x.wm.sync()
                painter.forget(bar)
                x.wm.sync()
                let errors = x.wm.takeErrors()
                #expect(errors.allSatisfy { $0.tolerated }, "\(errors)")
            }
        }

        /// The default config's font (`pango:monospace 8`, DejaVu Sans Mono on Debian) at 96 dpi:
        /// its row is the height the state lays groups out with until the first bar loads the
        /// font (SplitConfig's `TabSettings.rowHeight`, 17), so with the default font the first bar
        /// never moves.
        @Test func theDefaultFontsRowIsTheStandIn() throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "pango:monospace 8"), "\(TabBarPainter.loadError ?? "")")
                #expect(painter.rowHeight == 17, "\(painter.rowHeight)")
            }
        }
        @Test(arguments: [
            "", "pango:", "pango:   ", "xft:", "-misc-fixed-medium-r-normal--13-120-75-75-C-70-iso10646-1", "fixed", "6x13",
            "9x15bold", "variable", "-*-*-*-*-*-*-*-*-*-*-*-*-*-*", "-", "--", "-misc-", "garbage!@#$%^&*()",
            "pango:Sans 100000", "pango:Sans -3", "pango:Sans 0", "pango:Sans 1e9px", "pango:monospace bold italic 10",
            "\0", "pango:\0Sans 9", "\u{1F389}", String(repeating: "x", count: 10_000), "pango:" + String(repeating: "Sans ", count: 500),
            "Sans 9", "DejaVu Sans Mono 8", "pango:@weight=900", "pango:Sans,Noto Color Emoji 9", "pango:Sans 2147483647px",
        ])
        func anyFontGivesAPositiveRowHeight(font: String) throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "pango:DejaVu Sans 10"), "\(TabBarPainter.loadError ?? "")")
                painter.setFont(font)
                #expect(painter.rowHeight > 4 && painter.rowHeight < 800, "\(painter.rowHeight)")
                let size = PixelSize(width: 100, height: painter.rowHeight)
                let bar = x.wm.createTabBarWindow(at: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
                let label = TabLabel(rect: PixelRect(x: 0, y: 0, width: 100, height: size.height), text: "Aa語", colors: focused)
                let image = try #require(drawn([label], by: painter, on: bar, size: size, x: x))
                #expect(textPixels(in: image, label.rect, background: focused.background) > 0)
            }
        }

        @Test func largerFontsGiveTallerRows() throws {
            try withX { x in
                let painter = try #require(TabBarPainter(connection: x.wm, font: "pango:DejaVu Sans Mono 8"), "\(TabBarPainter.loadError ?? "")")
                let small = painter.rowHeight
                painter.setFont("pango:DejaVu Sans Mono 20")
                let large = painter.rowHeight
                painter.setFont("-misc-fixed-medium-r-normal--13-120-75-75-C-70-iso10646-1")
                let fixed13 = painter.rowHeight
                // DejaVu Sans Mono's line is about 1.17 em: 8 pt at 96 dpi is 10.7 px, so a 13 px line and 2 + 2 padding.
                #expect((14...19).contains(small), "\(small)")
                #expect(large > 2 * small - 8, "\(large) against \(small)")
                #expect((15...22).contains(fixed13), "\(fixed13)")
            }
        }
    }
}

@Suite struct TabBarFonts {
    @Test(arguments: [
        ("pango:DejaVu Sans Mono 8", "DejaVu Sans Mono 8"),
        ("pango:monospace bold 10", "monospace bold 10"),
        ("  PANGO: Sans 9  ", "Sans 9"),
        ("xft:Sans 9", "Sans 9"),
        ("Sans 9", "Sans 9"),
        ("", TabBarFont.fallback),
        ("pango:", TabBarFont.fallback),
        ("\n\t", TabBarFont.fallback),
        ("pango:\0Sans 9", "Sans 9"),
        ("-misc-fixed-medium-r-normal--13-120-75-75-C-70-iso10646-1", "monospace 13px"),
        ("-misc-fixed-bold-r-normal--18-120-100-100-C-90-iso10646-1", "monospace bold 18px"),
        ("-adobe-helvetica-medium-o-normal--*-140-*-*-*-*-*-*", "helvetica oblique 14"),
        ("-xos4-terminus-medium-i-normal--0-0-72-72-c-0-iso10646-1", "terminus italic 10px"),
        ("-*-*-*-*-*-*-*-*-*-*-*-*-*-*", "monospace 10px"),
        ("-", "monospace 10px"),
        ("-misc-fixed-medium-r-normal--99999-0-0-0-c-0-iso10646-1", "monospace 10px"),
        ("fixed", "monospace 10px"),
        ("FIXED", "monospace 10px"),
        ("variable", "sans bold 10px"),
        ("6x13", "monospace 10px"),
        ("9x15bold", "monospace bold 11px"),
        ("10x20", "monospace 15px"),
        ("6x99999999999", "6x99999999999"),
        ("6x", "6x"),
        ("x13", "x13"),
    ])
    func fontLinesBecomePangoDescriptions(font: String, description: String) {
        #expect(TabBarFont.pangoDescription(for: font) == description)
    }

    @Test func aValueIsReadUpToItsLimit() {
        let long = "pango:" + String(repeating: "a", count: 10_000)
        #expect(TabBarFont.pangoDescription(for: long).utf8.count == TabBarFont.maximumLength - "pango:".count)
    }
}
