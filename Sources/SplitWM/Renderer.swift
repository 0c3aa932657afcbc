// The only code that speaks to X for the picture: from the picture it last pushed and the
// next one, it sends one request per change: geometry, map and unmap, WM_STATE, borders and
// their colours, _NET_WM_STATE, splitter windows (one pair per split key), focus, and the
// EWMH client list and active window. What did not change costs nothing.
import SplitCore
import SplitDesktop
import SplitEngine
import SplitX

/// The X windows of one splitter: an InputOnly window over its hit area (with the resize
/// cursor) and, unless the splitter is invisible, a window of its colour over the drawn part.
struct SplitterWindows {
    let input: WindowID
    var solid: WindowID?
}

/// The X side of the picture: remembers what it last pushed so each push sends only changes.
final class Renderer {
    private let x: XConnection
    private let atoms: WMAtoms
    /// The picture as last pushed (its focus only once X could be given it).
    private(set) var pushed = Picture()
    /// The client rectangle each window was last configured to (kept while it is hidden).
    private(set) var placed: [WindowID: PixelRect] = [:]
    /// Clients currently mapped by us.
    private(set) var mapped: Set<WindowID> = []
    private var splitterWindows: [SplitKey<WindowID>: SplitterWindows] = [:]
    /// Input window → the key of the splitter it belongs to.
    private var owners: [WindowID: SplitKey<WindowID>] = [:]
    private var solids: Set<WindowID> = []
    /// Windows forgotten since the last push.
    private var forgotten: Set<WindowID> = []
    /// Unmaps sent whose UnmapNotify has not arrived yet; an unmap beyond these is the client
    /// withdrawing its window.
    private var pendingUnmaps: [WindowID: Int] = [:]

    init(_ x: XConnection, atoms: WMAtoms) {
        self.x = x
        self.atoms = atoms
    }

    /// The split whose splitter `window` is the input window of, as last pushed.
    func split(ofSplitterWindow window: WindowID) -> Int? { owners[window].flatMap { pushed.splitters[$0]?.split } }

    func isSplitterWindow(_ window: WindowID) -> Bool { owners[window] != nil || solids.contains(window) }

    /// Pushes `picture`. `time` is the event time WM_TAKE_FOCUS carries.
    func push(_ picture: Picture, time: UInt32) {
        let old = pushed
        let borderChanged = old.borderWidth != picture.borderWidth
        for (window, placement) in picture.shown {
            if placed[window] != placement.rect || borderChanged {
                // A window placed for the first time goes below everything, in the same request:
                // under the splitters (made later, so above), beside tiles it never overlaps.
                x.configure(window, to: placement.rect, borderWidth: picture.borderWidth, lowering: placed[window] == nil)
                placed[window] = placement.rect
            }
            if old.shown[window]?.borderColor != placement.borderColor {
                x.setBorderColor(window, rgb: placement.borderColor.value)
            }
            if !mapped.contains(window) {
                x.map(window)
                x.setICCCMState(.normal, of: window)
                mapped.insert(window)
            }
        }
        for window in picture.hidden where mapped.contains(window) {
            x.unmap(window)
            // Iconic, not withdrawn: after a crash or restart the window is adopted again.
            x.setICCCMState(.iconic, of: window)
            mapped.remove(window)
            pendingUnmaps[window, default: 0] += 1
        }
        if old.splitters != picture.splitters { pushSplitters(from: old.splitters, to: picture.splitters) }
        // _NET_WM_STATE where urgency changed, and for every newly managed window: any other
        // state it named is one splitwm does not keep.
        var newcomers = old.clientList == picture.clientList ? [] : Set(picture.clientList).subtracting(old.clientList)
        // A window let go and managed again before this push is new too (its list was deleted).
        newcomers.formUnion(forgotten.filter(picture.clientList.contains))
        forgotten = []
        if old.urgent != picture.urgent || !newcomers.isEmpty {
            for window in picture.clientList
            where newcomers.contains(window) || old.urgent.contains(window) != picture.urgent.contains(window) {
                x.setNetWMState(window, picture.urgent.contains(window) ? [atoms.demandsAttention] : [])
            }
        }
        if old.clientList != picture.clientList { x.setClientList(picture.clientList) }
        if old.screenSize != picture.screenSize { x.setDesktopGeometry(picture.screenSize) }
        pushed = picture
        pushed.focus = old.focus
        pushed.focusRequests = old.focusRequests
        pushFocus(picture, time: time)
    }

    /// Focus requests for a focus that changed (or was asked for again), once its window is
    /// mapped: X refuses focus to an unmapped window, so until then it stays pending.
    private func pushFocus(_ picture: Picture, time: UInt32) {
        guard picture.focus != pushed.focus || picture.focusRequests != pushed.focusRequests else { return }
        guard let focus = picture.focus else {
            x.focusRoot()
            x.setActiveWindow(nil)
            pushed.focus = nil
            pushed.focusRequests = picture.focusRequests
            return
        }
        guard mapped.contains(focus.window) else { return }
        // CurrentTime, as dwm and i3 do: a remembered event time can be older than a focus
        // change another client made since, and the server would then ignore the request.
        if focus.acceptsInput { x.setInputFocus(focus.window, time: 0) }
        if focus.takesFocus { x.sendProtocol(atoms.takeFocus, to: focus.window, time: time) }
        x.setActiveWindow(focus.window)
        pushed.focus = focus
        pushed.focusRequests = picture.focusRequests
    }

    /// Moves, recolours, creates and destroys splitter windows. A key that went away hands its
    /// windows to a key that came (a split whose first window changed), so nothing is
    /// destroyed only to be made again.
    private func pushSplitters(from old: [SplitKey<WindowID>: Picture.Splitter],
                               to new: [SplitKey<WindowID>: Picture.Splitter]) {
        var spare: [(SplitterWindows, Picture.Splitter)] = []
        for (key, before) in old where new[key] == nil {
            if let windows = splitterWindows.removeValue(forKey: key) {
                owners[windows.input] = nil
                spare.append((windows, before))
            }
        }
        for (key, frame) in new {
            if let windows = splitterWindows[key], let before = old[key] {
                if before != frame { splitterWindows[key] = update(windows, from: before, to: frame) }
            } else if let (windows, before) = spare.popLast() {
                splitterWindows[key] = update(windows, from: before, to: frame)
                owners[windows.input] = key
            } else {
                let windows = create(frame)
                splitterWindows[key] = windows
                owners[windows.input] = key
            }
        }
        for (windows, _) in spare { destroy(windows) }
    }

    private func update(_ windows: SplitterWindows, from before: Picture.Splitter, to frame: Picture.Splitter) -> SplitterWindows {
        var s = windows
        // Not `configure`: naming a border width for an InputOnly window is a BadMatch.
        if before.hit != frame.hit { x.moveResize(s.input, to: atLeastOnePixel(frame.hit)) }
        if before.layout != frame.layout { x.setCursor(x.resizeCursor(axis(frame.layout)), on: s.input) }
        if frame.drawn.isEmpty {
            if let solid = s.solid { destroySolid(solid) }
            s.solid = nil
        } else if let solid = s.solid {
            if before.drawn != frame.drawn { x.moveResize(solid, to: pixelRect(frame.drawn)) }
            if before.color != frame.color { x.setBackground(solid, rgb: frame.color.value) }
        } else {
            s.solid = createSolid(frame)
        }
        return s
    }

    private func create(_ frame: Picture.Splitter) -> SplitterWindows {
        let solid = frame.drawn.isEmpty ? nil : createSolid(frame)
        let input = x.createInputWindow(
            at: atLeastOnePixel(frame.hit), cursor: x.resizeCursor(axis(frame.layout)),
            // Motion too: a press starts an implicit grab on this window, and motions that come
            // before our own grab takes over would otherwise be lost.
            events: [.buttonPress, .buttonRelease, .buttonMotion])
        return SplitterWindows(input: input, solid: solid)
    }

    /// The coloured part goes below everything: it only fills the gap between tiles, and there it
    /// must not cover another splitter's input window (inputs are made last, so they are on top).
    private func createSolid(_ frame: Picture.Splitter) -> WindowID {
        let solid = x.createSolidWindow(at: pixelRect(frame.drawn), rgb: frame.color.value)
        x.lower(solid)
        solids.insert(solid)
        return solid
    }

    private func destroySolid(_ solid: WindowID) {
        x.destroy(solid)
        solids.remove(solid)
    }

    private func destroy(_ s: SplitterWindows) {
        x.destroy(s.input)
        if let solid = s.solid { destroySolid(solid) }
        owners[s.input] = nil
    }

    /// Records that `window` is already on screen (adopted while viewable), so that hiding
    /// it unmaps it, and marks it Normal: ICCCM asks WM_STATE of every managed window, and
    /// tools find client windows by it.
    func noteAlreadyMapped(_ window: WindowID) {
        mapped.insert(window)
        x.setICCCMState(.normal, of: window)
    }

    /// Whether an UnmapNotify for `window` is the answer to an unmap of ours (and counts it).
    func consumeOwnUnmap(_ window: WindowID) -> Bool {
        guard let count = pendingUnmaps[window], count > 0 else { return false }
        pendingUnmaps[window] = count == 1 ? nil : count - 1
        return true
    }

    /// Forgets a window that is no longer managed.
    func forget(_ window: WindowID) {
        forgotten.insert(window)
        placed[window] = nil
        mapped.remove(window)
        pendingUnmaps[window] = nil
        pushed.shown[window] = nil
        pushed.hidden.remove(window)
        pushed.urgent.remove(window)
        if pushed.focus?.window == window { pushed.focus = nil }
    }

    /// Destroys every splitter window (at exit).
    func destroySplitters() {
        for s in splitterWindows.values { destroy(s) }
        splitterWindows = [:]
        pushed.splitters = [:]
    }

    private func axis(_ layout: SplitLayout) -> SplitterAxis { layout == .horizontal ? .leftRight : .upDown }
}

func pixelRect(_ r: Rect) -> PixelRect { PixelRect(x: r.x, y: r.y, width: r.width, height: r.height) }

/// X windows cannot be empty; a splitter squeezed to nothing keeps a 1-pixel input window.
func atLeastOnePixel(_ r: Rect) -> PixelRect { PixelRect(x: r.x, y: r.y, width: max(1, r.width), height: max(1, r.height)) }
