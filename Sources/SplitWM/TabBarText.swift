// The text of the groups' bars of tabs, drawn with pango on the bars' windows (the plan makes,
// moves and destroys those windows: SplitState's `OwnWindows.planTabBars`). What did not change
// costs nothing; a bar whose place and size stay draws again only the tabs that changed (a
// title, a colour), so a title changing many times a second redraws one tab.
import SplitConfig
import SplitEngine
import SplitState
import SplitX
import XModel

final class TabBarText {
    private let x: XConnection
    /// Made when the first bar is drawn: pango, cairo and fontconfig load the font then, so a
    /// session without groups never pays for them (see docs/hacking.md, the tab bars' text).
    private var painter: TabBarPainter?
    /// The font set (drawn in from the first bar on).
    private var font: String

    init(_ x: XConnection, font: String) {
        self.x = x
        self.font = font
    }

    /// The height of a row of tabs in the font, once it is loaded (nil before the first bar).
    var rowHeight: Int? { painter?.rowHeight }

    /// The libraries could not be loaded: bars stay without text, and nothing tries again.
    private var textUnavailable = false

    /// The painter, made (the libraries and the font loaded) when first needed; nil if pango
    /// and cairo cannot be loaded, said once in the log.
    private var loadedPainter: TabBarPainter? {
        if let painter { return painter }
        guard !textUnavailable else { return nil }
        guard let made = TabBarPainter(connection: x, font: font) else {
            textUnavailable = true
            Log.info("tab bars are shown without text: \(TabBarPainter.loadError ?? "pango could not be loaded")")
            return nil
        }
        painter = made
        return made
    }

    /// A new font: once loaded, measured at once (the state lays out with its row height), and
    /// `bars` (the bars as last pushed, on the windows `window` gives) drawn again in it.
    func setFont(_ font: String, redrawing bars: [SplitKey<WindowID>: Picture.TabBar], on window: (SplitKey<WindowID>) -> WindowID?) {
        guard font != self.font else { return }
        self.font = font
        guard let painter else { return }
        painter.setFont(font)
        for (key, bar) in bars { if let window = window(key) { draw(bar.tabs, on: window, size: bar.rect.size) } }
    }

    /// Draws `new`'s bars where they differ from `old`'s, each on the window `window` gives
    /// for its key (made, moved or resized by the plan just sent): a new or resized bar whole,
    /// another only in the tabs that changed.
    func draw(from old: [SplitKey<WindowID>: Picture.TabBar], to new: [SplitKey<WindowID>: Picture.TabBar], on window: (SplitKey<WindowID>) -> WindowID?) {
        for (key, bar) in new {
            guard let window = window(key) else { continue }
            if let before = old[key] {
                guard before != bar else { continue }
                if before.rect.size == bar.rect.size, before.tabs.count == bar.tabs.count {
                    // Only the tabs that changed, on the picture the pixmap still holds.
                    let changed = zip(before.tabs, bar.tabs).filter { $0 != $1 }.map(\.1)
                    if !changed.isEmpty { draw(changed, on: window, size: bar.rect.size, whole: false) }
                    continue
                }
            }
            draw(bar.tabs, on: window, size: bar.rect.size)
        }
    }

    /// Frees what was drawn for `windows` (bars the plan destroyed).
    func forget(_ windows: [WindowID]) {
        for window in windows { painter?.forget(window) }
    }

    private func draw(_ tabs: [Picture.Tab], on window: WindowID, size: PixelSize, whole: Bool = true) {
        let labels = tabs.map { tab in
            TabLabel(rect: tab.rect, text: tab.title,
                     colors: TabLabelColors(border: tab.colors.border.value, background: tab.colors.background.value,
                                              text: tab.colors.text.value), markup: tab.markup)
        }
        loadedPainter?.draw(labels, on: window, size: size, whole: whole)
    }
}
