// The splitters' input windows: two InputOnly windows over the whole screen, one per layout,
// each with its resize cursor, taking the pointer only in the region the plan gives it
// (`XRequest.shapeSplitterInputs`: the union of that layout's splitters' hit areas). Made once,
// with an empty region, before any client is placed: the tiles go below them, the layers above.
import SplitEngine
import SplitState
import SplitX

final class SplitterInputs {
    private let x: XConnection
    private var windows: [SplitLayout: WindowID] = [:]

    /// Makes both, each with nothing in its region before it is mapped (it never takes the
    /// pointer from the whole screen), before any client is shown: every window placed later
    /// is lowered below them (tiles) or stacked above them (the layers above the tiles).
    init(_ x: XConnection) {
        self.x = x
        let limit = Int(Int16.max)
        // The one on top where they overlap is made last (the plan cuts out of its region
        // what the other's splitters win there).
        for layout in SplitLayout.allCases.filter({ $0 != ServerView.top }) + [ServerView.top] {
            let window = x.createInputWindow(
                at: PixelRect(x: 0, y: 0, width: limit, height: limit), cursor: x.resizeCursor(layout == .horizontal ? .leftRight : .upDown),
                // Motion too: a press starts an implicit grab on this window, and motions that
                // come before our own grab takes over would otherwise be lost.
                events: [.buttonPress, .buttonRelease, .buttonMotion], mapped: false)
            x.setInputRegion(window, to: [])
            x.map(window)
            windows[layout] = window
        }
    }

    /// Whether `window` is one of them.
    func owns(_ window: WindowID) -> Bool { windows.values.contains(window) }

    /// Gives the window of `layout` its new region.
    func shape(_ layout: SplitLayout, to region: [PixelRect]) {
        if let window = windows[layout] { x.setInputRegion(window, to: region) }
    }

    /// Destroys both (at exit).
    func destroy() {
        for window in windows.values { x.destroy(window) }
        windows = [:]
    }
}
