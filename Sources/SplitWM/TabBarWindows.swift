// The windows of groups' bars of tabs, one per group (by the key of its topmost split): made,
// moved, drawn and destroyed as the picture's bars change. What did not change costs nothing;
// a bar whose place and size stay draws again only the tabs that changed (a title, a colour),
// so a title changing many times a second redraws one tab.
import SplitConfig
import SplitEngine
import SplitState
import SplitX
import XModel

final class TabBarWindows {
    private let x: XConnection
    /// Made when the first bar is drawn: pango, cairo and fontconfig load the font then, so a
    /// session without groups never pays for them (see docs/hacking.md, the tab bars' text).
    private var painter: TabBarPainter?
    /// Each shown bar's window, by its group's key.
    private var windows: [SplitKey<WindowID>: WindowID] = [:]
    /// The other way: a press on a bar finds its group.
    private var keys: [WindowID: SplitKey<WindowID>] = [:]
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

    /// The group whose bar `window` is, if it is one.
    func group(ofBar window: WindowID) -> SplitKey<WindowID>? { keys[window] }

    /// Whether `window` is a bar's.
    func isBar(_ window: WindowID) -> Bool { keys[window] != nil }

    /// A new font: once loaded, measured at once (the state lays out with its row height), and
    /// `bars` (the bars as last pushed) drawn again in it.
    func setFont(_ font: String, redrawing bars: [SplitKey<WindowID>: Picture.TabBar]) {
        guard font != self.font else { return }
        self.font = font
        guard let painter else { return }
        painter.setFont(font)
        for (key, bar) in bars { if let window = windows[key] { draw(bar.tabs, on: window, size: bar.rect.size) } }
    }

    /// Makes `new`'s bars so from `old`'s: each window moved or resized to its bar, drawn where
    /// its tabs changed; new bars made and drawn, gone ones destroyed. Returns the windows made
    /// (on top of everything: the caller puts them below the layers above the tiles).
    func push(from old: [SplitKey<WindowID>: Picture.TabBar], to new: [SplitKey<WindowID>: Picture.TabBar]) -> [WindowID] {
        for (key, window) in windows where new[key] == nil {
            windows[key] = nil
            keys[window] = nil
            painter?.forget(window)
            x.destroy(window)
        }
        var made: [WindowID] = []
        for (key, bar) in new {
            if let window = windows[key], let before = old[key] {
                guard before != bar else { continue }
                if before.rect != bar.rect { x.configure(window, to: bar.rect, borderWidth: 0, lowering: false) }
                if before.rect.size == bar.rect.size, before.tabs.count == bar.tabs.count {
                    // Only the tabs that changed, on the picture the pixmap still holds.
                    let changed = zip(before.tabs, bar.tabs).filter { $0 != $1 }.map(\.1)
                    if !changed.isEmpty { draw(changed, on: window, size: bar.rect.size, whole: false) }
                } else {
                    draw(bar.tabs, on: window, size: bar.rect.size)
                }
            } else {
                let window = x.createTabBarWindow(at: bar.rect)
                windows[key] = window
                keys[window] = key
                draw(bar.tabs, on: window, size: bar.rect.size)
                made.append(window)
            }
        }
        return made
    }

    /// Destroys every bar window (at exit, or before the renderer forgets what it pushed).
    func removeAll() {
        for window in windows.values {
            painter?.forget(window)
            x.destroy(window)
        }
        windows = [:]
        keys = [:]
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
