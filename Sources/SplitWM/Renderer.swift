// Pushes layouts to X: configures only the windows whose rectangle changed, maps and unmaps
// what became visible or hidden, and keeps one pair of splitter windows per shown splitter.
import SplitCore
import SplitEngine
import SplitX

/// The X windows of one splitter: an InputOnly window over its hit area (with the resize
/// cursor) and, unless the splitter is invisible, a window of its colour over the drawn part.
struct SplitterWindows {
    let input: WindowID
    var solid: WindowID?
    var hit: Rect
    var drawn: Rect
    var color: RGB
    var layout: SplitLayout
}

/// The X side of the layout: remembers what it last pushed so each push sends only changes.
final class Renderer {
    private let x: XConnection
    var border: BorderSettings
    /// The client rectangle (border excluded) each window was last configured to.
    private(set) var placed: [WindowID: PixelRect] = [:]
    /// Clients currently mapped by us.
    private(set) var mapped: Set<WindowID> = []
    private var splitters: [Int: SplitterWindows] = [:]
    private var owners: [WindowID: Int] = [:]
    /// ConfigureWindow requests sent for clients so far (the tests count them).
    private(set) var clientConfigures = 0

    init(_ x: XConnection, border: BorderSettings) {
        self.x = x
        self.border = border
    }

    /// The split whose splitter `window` is the input window of.
    func split(ofSplitterWindow window: WindowID) -> Int? { owners[window] }

    /// The split whose splitter's hit area, as last pushed, holds `point`; where two meet, the
    /// one made later in the tree (the inner one, drawn over its parent's end).
    func split(at point: PixelPoint) -> Int? {
        splitters.filter { $0.value.hit.contains(Point(x: point.x, y: point.y)) }.keys.max()
    }

    func isSplitterWindow(_ window: WindowID) -> Bool {
        owners[window] != nil || splitters.values.contains { $0.solid == window }
    }

    /// What a tile gives its window: the tile less the border on each side, at least 1×1.
    func clientRect(for tile: Rect) -> PixelRect {
        let b = border.width
        return PixelRect(x: tile.x, y: tile.y, width: max(1, tile.width - 2 * b), height: max(1, tile.height - 2 * b))
    }

    /// Pushes `layout`. With `splittersOnly`, client windows stay where they are (a drag in
    /// on-release mode). With `partial`, the layout is one split's subtree and splitters not in
    /// it are left alone. Unmaps it sends are counted in `clients[…].pendingUnmaps`.
    func push(_ layout: Layout<WindowID>, clients: inout [WindowID: Client], splittersOnly: Bool = false,
              partial: Bool = false) {
        var raiseSplitters = false
        if !splittersOnly {
            for tile in layout.tiles {
                // A tile with no room inside its border cannot hold a window (X has no empty
                // windows): the window waits unmapped, still managed, until space returns.
                guard tile.rect.width > 2 * border.width, tile.rect.height > 2 * border.width else {
                    hide(tile.leaf, clients: &clients)
                    continue
                }
                let rect = clientRect(for: tile.rect)
                if placed[tile.leaf] != rect {
                    x.configure(tile.leaf, to: rect, borderWidth: border.width)
                    placed[tile.leaf] = rect
                    clientConfigures += 1
                }
                if !mapped.contains(tile.leaf) {
                    x.map(tile.leaf)
                    x.setICCCMState(.normal, of: tile.leaf)
                    mapped.insert(tile.leaf)
                    raiseSplitters = true   // a newly mapped window stacks above everything
                }
            }
            for window in layout.hidden { hide(window, clients: &clients) }
        }
        raiseSplitters = pushSplitters(layout.splitters, partial: partial) || raiseSplitters
        if raiseSplitters {
            // Splitters stay above the tiles they border: colour first, input on top.
            for s in splitters.values {
                if let solid = s.solid { x.raise(solid) }
                x.raise(s.input)
            }
        }
    }

    /// Unmaps `window` if it is mapped, remembering that the UnmapNotify is ours.
    private func hide(_ window: WindowID, clients: inout [WindowID: Client]) {
        guard mapped.contains(window) else { return }
        x.unmap(window)
        // Iconic, not withdrawn: after a crash or restart the window is adopted again.
        x.setICCCMState(.iconic, of: window)
        mapped.remove(window)
        clients[window]?.pendingUnmaps += 1
    }

    /// Creates, moves and destroys splitter windows; true when any was created.
    private func pushSplitters(_ frames: [Layout<WindowID>.Splitter], partial: Bool) -> Bool {
        var created = false
        var seen = Set<Int>()
        for frame in frames {
            if !partial { seen.insert(frame.split) }
            guard var s = splitters[frame.split] else {
                splitters[frame.split] = create(frame)
                created = true
                continue
            }
            // Not `configure`: naming a border width for an InputOnly window is a BadMatch.
            if s.hit != frame.hit { x.moveResize(s.input, to: atLeastOnePixel(frame.hit)) }
            if s.layout != frame.layout { x.setCursor(x.resizeCursor(axis(frame.layout)), on: s.input) }
            if frame.drawn.isEmpty {
                if let solid = s.solid { x.destroy(solid) }
                s.solid = nil
            } else if let solid = s.solid {
                if s.drawn != frame.drawn { x.configure(solid, to: pixelRect(frame.drawn), borderWidth: 0) }
                if s.color != frame.color { x.setBackground(solid, rgb: frame.color.value) }
            } else {
                s.solid = x.createSolidWindow(at: pixelRect(frame.drawn), rgb: frame.color.value)
                created = true
            }
            s.hit = frame.hit
            s.drawn = frame.drawn
            s.color = frame.color
            s.layout = frame.layout
            splitters[frame.split] = s
        }
        for (index, s) in splitters where !partial && !seen.contains(index) {
            destroy(s)
            splitters[index] = nil
        }
        return created
    }

    private func create(_ frame: Layout<WindowID>.Splitter) -> SplitterWindows {
        var solid: WindowID?
        if !frame.drawn.isEmpty {
            solid = x.createSolidWindow(at: pixelRect(frame.drawn), rgb: frame.color.value)
        }
        let input = x.createInputWindow(
            at: atLeastOnePixel(frame.hit), cursor: x.resizeCursor(axis(frame.layout)),
            // Motion too: a press starts an implicit grab on this window, and motions that come
            // before our own grab takes over would otherwise be lost.
            events: [.buttonPress, .buttonRelease, .buttonMotion])
        owners[input] = frame.split
        return SplitterWindows(input: input, solid: solid, hit: frame.hit, drawn: frame.drawn, color: frame.color,
                               layout: frame.layout)
    }

    private func destroy(_ s: SplitterWindows) {
        x.destroy(s.input)
        if let solid = s.solid { x.destroy(solid) }
        owners[s.input] = nil
    }

    /// Forgets where windows were put, so the next push configures every one of them.
    func invalidatePlacement() { placed = [:] }

    /// Records that `window` is already on screen (adopted while viewable), so that hiding
    /// it unmaps it, and marks it Normal: ICCCM asks WM_STATE of every managed window, and
    /// tools find client windows by it.
    func noteAlreadyMapped(_ window: WindowID) {
        mapped.insert(window)
        x.setICCCMState(.normal, of: window)
    }

    /// Forgets a window that is no longer managed.
    func forget(_ window: WindowID) {
        placed[window] = nil
        mapped.remove(window)
    }

    /// Destroys every splitter window (at exit).
    func destroySplitters() {
        for s in splitters.values { destroy(s) }
        splitters = [:]
    }

    private func axis(_ layout: SplitLayout) -> SplitterAxis { layout == .horizontal ? .leftRight : .upDown }
}

func pixelRect(_ r: Rect) -> PixelRect { PixelRect(x: r.x, y: r.y, width: r.width, height: r.height) }

/// X windows cannot be empty; a splitter squeezed to nothing keeps a 1-pixel input window.
func atLeastOnePixel(_ r: Rect) -> PixelRect { PixelRect(x: r.x, y: r.y, width: max(1, r.width), height: max(1, r.height)) }
