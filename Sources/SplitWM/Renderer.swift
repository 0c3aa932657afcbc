// The only code that speaks to X for the picture: from the picture it last pushed and the
// next one, it sends one request per change: geometry, map and unmap, WM_STATE, stacking,
// borders and their colours, _NET_WM_STATE, _NET_WM_ALLOWED_ACTIONS and _NET_WM_DESKTOP,
// splitters (their input windows shaped to them, a coloured part per split key), focus, and the EWMH root properties (client lists,
// active window, the desktops: count, names, current, viewports, work areas). What did not change costs nothing.
// It also writes what managing a window (the save set), releasing one (WM_STATE Withdrawn, no
// EWMH properties, no grabs) and leaving the screen at exit (every window mapped) take. The
// managed windows' requests are planned without X (SplitState's `ServerView.planWindows`, which
// also holds what the server has of each: forgetting a window is `ServerView.forget`) and sent
// by `RequestSender`, and so are the root properties and the focus (`planRoot`, `planFocus`);
// the splitters' input regions too (`planSplitterInputs`); their coloured parts, bars, preselection,
// vacancies, the waiting leaves' empty frames and the
// stacking above and below the tiles are still decided here (_NET_CLIENT_LIST_STACKING is planned).
import SplitConfig
import SplitState
import SplitEngine
import SplitX

/// A window the renderer made itself: never a client, never managed.
enum OwnWindow: Equatable {
    /// A window of one colour: a splitter's drawn part, an edge of the preselection's outline,
    /// a motion's vacant tile, a waiting leaf's empty frame.
    case paint
}

/// The X side of the picture: remembers what it last pushed so each push sends only changes.
final class Renderer {
    private let x: XConnection
    private let sender: RequestSender
    /// What the server holds: the picture as last pushed and each managed window's record.
    private(set) var view = ServerView()
    /// The picture as last pushed (its focus only once X could be given it).
    var pushed: Picture { view.picture }
    /// The coloured part of each splitter drawn, by its split's key.
    private var splitterPaint: [SplitKey<WindowID>: WindowID] = [:]
    /// The splitters' input windows, one per layout, shaped to their splitters (the plan's).
    private let splitterInputs: SplitterInputs
    /// Every other window made here: none of them is ever managed.
    private var ownWindows: [WindowID: OwnWindow] = [:]
    /// The four edges of the preselection's outline, made when first needed.
    private var preselEdges: [WindowID] = []
    /// The windows that paint a motion's vacant tiles, by the leaf whose tile it is.
    private var vacancyWindows: [WindowID: WindowID] = [:]
    /// The windows that draw the waiting leaves' empty frames, by wait.
    private var waitFrames: [WaitID: WindowID] = [:]
    /// _NET_WM_SYNC_REQUEST: which windows sync, and whose new size waits for their last one.
    let sync: SyncedResizes
    /// The windows of groups' bars of tabs, and the font they are drawn in.
    let tabBars: TabBarWindows

    init(_ x: XConnection, atoms: WMAtoms) {
        self.x = x
        splitterInputs = SplitterInputs(x)
        sender = RequestSender(x: x, atoms: atoms, splitterInputs: splitterInputs)
        sync = SyncedResizes(x)
        tabBars = TabBarWindows(x, font: TabSettings().font)
    }

    /// Draws the bars in `font` from now on; returns the height of a row of tabs in it (what
    /// the state lays groups out with) once the font is loaded, else nil (it loads with the
    /// first bar; `TabSettings.rowHeight` stands in until then).
    func useFont(_ font: String) -> Int? {
        tabBars.setFont(font, redrawing: pushed.tabBars)
        return tabBars.rowHeight
    }

    /// What a press on a group's bar asks, as the bar was last pushed: button 1 on a tab selects
    /// its window, the wheel goes to the tab before or after (the window given is the group's
    /// first tab's, which names the group). Nil for any other window or button.
    func tabPress(_ press: PointerEvent) -> (WindowID, TabGesture, SplitKey<WindowID>)? {
        guard let key = tabBars.group(ofBar: press.window), let bar = pushed.tabBars[key], let first = bar.tabs.first else { return nil }
        switch press.button {
        case .left:
            let point = Point(x: press.rootPoint.x - bar.rect.x, y: press.rootPoint.y - bar.rect.y)
            return bar.tabs.first { Rect(x: $0.rect.x, y: $0.rect.y, width: $0.rect.width, height: $0.rect.height).contains(point) }
                .map { ($0.window, .select, key) }
        case .wheelUp: return (first.window, .previous, key)
        case .wheelDown: return (first.window, .next, key)
        default: return nil
        }
    }

    /// The split whose splitter a press at `point` on `window` went down on, if `window` is a
    /// splitters' input window: the one there as last pushed (the windows do not tell splitters apart).
    func splitter(pressedOn window: WindowID, at point: PixelPoint) -> SplitterName? {
        splitterInputs.owns(window) ? pushed.splitter(at: point) : nil
    }

    func isSplitterWindow(_ window: WindowID) -> Bool { ownWindows[window] != nil || splitterInputs.owns(window) || tabBars.isBar(window) }

    /// Whether `window` is on screen by us (or was adopted so).
    func isMapped(_ window: WindowID) -> Bool { view.windows[window]?.mapped == true }

    /// The client rectangle and border `window` was last configured to.
    func placed(_ window: WindowID) -> HeldWindow.Placed? { view.windows[window]?.placed }

    /// Pushes `picture`. `time` is the event time WM_TAKE_FOCUS carries. With `syncingResizes`
    /// (a drag), a window that syncs (`SyncedResizes`) keeps its size until it has drawn the last.
    func push(_ picture: Picture, time: UInt32, syncingResizes: Bool = false) {
        let old = pushed
        // A syncing window's new size may wait for it to draw its last (a drag).
        let heldBack = Set(view.sizeChanges(to: picture).filter { !sync.mayResize($0, handshake: syncingResizes, time: time) })
        let plan = view.planWindows(to: picture, heldBack: heldBack)
        sender.send(plan.placing)
        // Whether this push lowered a window (a tile, a splitter's coloured part, a motion's
        // vacancy) to the bottom of the stack: the desktop windows go down again below it.
        var lowered = plan.loweredAny
        var newBars: [WindowID] = []
        if old.splitters != picture.splitters {
            sender.send(view.planSplitterInputs(to: picture))
            if pushSplitterPaint(from: old.splitters, to: picture.splitters) { lowered = true }
        }
        if old.tabBars != picture.tabBars { newBars += tabBars.push(from: old.tabBars, to: picture.tabBars) }
        if old.stack != picture.stack { pushStacking(from: old.stack, to: picture.stack) }
        // Bars are made on top of everything: they go down below the layers.
        if let bottom = picture.stack.first { for bar in newBars { x.stack(bar, below: bottom) } }
        sender.send(plan.describing)
        sender.send(view.planRoot(to: picture))
        if plan.loweredTile || old.root.clientList != picture.root.clientList || old.stack != picture.stack { sender.send(view.planStackingList(picture)) }
        sender.send(plan.desktops)
        if old.preselection != picture.preselection { pushPreselection(from: old.preselection, to: picture.preselection) }
        if old.vacancies != picture.vacancies, pushVacancies(from: old.vacancies, to: picture.vacancies) { lowered = true }
        if old.waits != picture.waits, pushWaits(from: old.waits, to: picture.waits) { lowered = true }
        if !picture.below.isEmpty && (lowered || old.below != picture.below) { pushBelow(picture.below) }
        if old.below != picture.below { sender.send(view.planStackingList(picture)) }
        view.picture = picture
        view.picture.focus = old.focus
        view.picture.focusRequests = old.focusRequests
        sender.send(view.planFocus(to: picture, time: time))
    }

    /// Puts the desktop windows (`below`, bottom to top) under everything again: whatever was
    /// lowered this push (a new tile, a splitter, a vacancy) went below them. The top one is
    /// lowered first, each next one below it, so one request per desktop window.
    private func pushBelow(_ below: [WindowID]) {
        for window in below.reversed() { x.lower(window) }
    }

    /// Restacks the windows above the tiles, top first: a window whose neighbour above changed
    /// goes right below its new one (the top one on top), so a change costs one request per
    /// window that moved in the order.
    private func pushStacking(from old: [WindowID], to new: [WindowID]) {
        var oldAbove: [WindowID: WindowID?] = [:]
        for (index, window) in old.enumerated() { oldAbove[window] = index + 1 < old.count ? old[index + 1] : nil }
        var above: WindowID?
        for window in new.reversed() {
            if oldAbove[window] == nil || oldAbove[window]! != above {
                if let above { x.stack(window, below: above) } else { x.raise(window) }
            }
            above = window
        }
    }

    /// The preselection's outline: four thin windows of its colour along the edges of the area
    /// the next window will get (an outline, so what is there stays readable).
    private func pushPreselection(from old: Picture.Mark?, to new: Picture.Mark?) {
        guard let new else {
            for edge in preselEdges { x.unmap(edge) }
            return
        }
        let r = new.rect, t = min(Self.preselThickness, max(1, min(r.width, r.height) / 2))
        let rects = [
            PixelRect(x: r.x, y: r.y, width: r.width, height: t),
            PixelRect(x: r.x, y: r.y + r.height - t, width: r.width, height: t),
            PixelRect(x: r.x, y: r.y, width: t, height: r.height),
            PixelRect(x: r.x + r.width - t, y: r.y, width: t, height: r.height),
        ]
        if preselEdges.isEmpty {
            preselEdges = rects.map { x.createSolidWindow(at: $0, rgb: new.color.value, mapped: false) }
            for edge in preselEdges { ownWindows[edge] = .paint }
        } else {
            for (edge, rect) in zip(preselEdges, rects) { x.moveResize(edge, to: rect) }
            if old?.color != new.color { for edge in preselEdges { x.setBackground(edge, rgb: new.color.value) } }
        }
        for edge in preselEdges {
            x.map(edge)
            x.raise(edge)
        }
    }

    static let preselThickness = 4

    /// Moves, recolours, creates and destroys the splitters' coloured parts. A key that went
    /// away hands its window to a key that came (a split whose first window changed), so
    /// nothing is destroyed only to be made again. Returns whether it made one (it goes to the
    /// bottom of the stack). The input windows are the plan's (`planSplitterInputs`).
    private func pushSplitterPaint(from old: [SplitKey<WindowID>: Picture.Splitter], to new: [SplitKey<WindowID>: Picture.Splitter]) -> Bool {
        var made = false
        var spare: [(window: WindowID, color: RGB)] = []
        for (key, before) in old where new[key]?.drawn.isEmpty ?? true {
            if let solid = splitterPaint.removeValue(forKey: key) { spare.append((solid, before.color)) }
        }
        for (key, frame) in new where !frame.drawn.isEmpty {
            // One lookup for a splitter as last pushed; most changes (its position in the tree
            // moved, its hit area) show nothing.
            let before = old[key]
            if let before, before.drawn == frame.drawn && before.color == frame.color { continue }
            if let solid = splitterPaint[key] {
                if before?.drawn != frame.drawn { x.moveResize(solid, to: pixelRect(frame.drawn)) }
                if before?.color != frame.color { x.setBackground(solid, rgb: frame.color.value) }
            } else if let (solid, color) = spare.popLast() {
                x.moveResize(solid, to: pixelRect(frame.drawn))
                if color != frame.color { x.setBackground(solid, rgb: frame.color.value) }
                splitterPaint[key] = solid
            } else {
                splitterPaint[key] = createSolid(frame)
                made = true
            }
        }
        for (solid, _) in spare { destroySolid(solid) }
        return made
    }

    /// The coloured part goes below everything: it only fills the gap between tiles, and there it
    /// must not cover the splitters' input windows.
    private func createSolid(_ frame: Picture.Splitter) -> WindowID {
        let solid = x.createSolidWindow(at: pixelRect(frame.drawn), rgb: frame.color.value)
        x.lower(solid)
        ownWindows[solid] = .paint
        return solid
    }

    private func destroySolid(_ solid: WindowID) {
        x.destroy(solid)
        ownWindows[solid] = nil
    }

    /// Records that `window` is already on screen (adopted while viewable), so that hiding
    /// it unmaps it, and marks it Normal: ICCCM asks WM_STATE of every managed window, and
    /// tools find client windows by it.
    func noteAlreadyMapped(_ window: WindowID) {
        view.noteMapped(window)
        x.setICCCMState(.normal, of: window)
    }

    /// Whether an UnmapNotify for `window` is the answer to an unmap of ours (and counts it).
    func consumeOwnUnmap(_ window: WindowID) -> Bool {
        view.consumeOwnUnmap(window)
    }

    /// A window the state manages from now on: in the save set, so that the server maps it
    /// again if splitwm dies (nothing lost); `alreadyMapped` when it was on screen already.
    func adopt(_ window: WindowID, alreadyMapped: Bool) {
        if alreadyMapped { noteAlreadyMapped(window) }
        x.addToSaveSet(window)
    }

    /// A withdrawn window goes back to its client: no click grabs, WM_STATE Withdrawn, no
    /// _NET_WM_STATE (EWMH) nor _NET_WM_DESKTOP, out of the save set (`forget` follows).
    func release(_ window: WindowID) {
        x.ungrabButtons(on: window)
        x.setICCCMState(.withdrawn, of: window)
        x.deleteNetWMState(window)
        x.deleteWindowDesktop(window)
        x.removeFromSaveSet(window)
    }

    /// Leaves the screen usable without a window manager (at exit): each of `windows` mapped
    /// and Normal, a hidden one at `hiddenTo`; the splitters gone.
    func handBack(_ windows: [WindowID], hiddenTo rect: PixelRect, border: Int) {
        for window in windows {
            if !isMapped(window) {
                x.configure(window, to: rect, borderWidth: border)
                x.map(window)
            }
            x.setICCCMState(.normal, of: window)
        }
        destroySplitters()
    }

    /// Forgets a window that is no longer managed.
    func forget(_ window: WindowID) {
        // Managed again later (X reuses ids), it is new: its properties are written afresh.
        view.forget(window)
        // Its alarm is an X resource of its own.
        sync.forget(window)
    }

    /// Destroys every splitter window and bar of tabs (at exit), and the windows painting vacant
    /// tiles and waiting leaves' frames.
    func destroySplitters() {
        for solid in splitterPaint.values { destroySolid(solid) }
        splitterPaint = [:]
        splitterInputs.destroy()
        view.forgetSplitterInputs()
        view.picture.splitters = [:]
        tabBars.removeAll()
        view.picture.tabBars = [:]
        pushVacancies(from: pushed.vacancies, to: [:])
        view.picture.vacancies = [:]
        pushWaits(from: pushed.waits, to: [:])
        view.picture.waits = [:]
    }

    /// The waiting leaf whose empty frame `window` is, if it is one.
    func wait(framedBy window: WindowID) -> WaitID? { waitFrames.first { $0.value == window }?.key }

    /// i3's placeholder background (`client.placeholder`): what a waiting leaf's frame holds.
    static let waitBackground: UInt32 = 0x0C0C0C

    /// The waiting leaves' empty frames: a window of the placeholder background inside a
    /// border of the frame's colour, made at the bottom of the stack (tiles never overlap it),
    /// moved and recoloured while its leaf waits, destroyed when a window takes the leaf or it
    /// is closed. Returns whether it made one (lowered).
    @discardableResult
    private func pushWaits(from old: [WaitID: Picture.Placement], to new: [WaitID: Picture.Placement]) -> Bool {
        var made = false
        for (wait, frame) in new {
            if let window = waitFrames[wait] {
                if old[wait]?.rect != frame.rect || old[wait]?.border != frame.border {
                    x.configure(window, to: frame.rect, borderWidth: frame.border)
                }
                if old[wait]?.borderColor != frame.borderColor { x.setBorderColor(window, rgb: frame.borderColor.value) }
            } else {
                // Lowered before it is mapped: it never shows above a window.
                let window = x.createSolidWindow(at: frame.rect, rgb: Self.waitBackground, mapped: false)
                x.configure(window, to: frame.rect, borderWidth: frame.border, lowering: true)
                x.setBorderColor(window, rgb: frame.borderColor.value)
                // A click on the frame focuses its leaf (InputEdge.event(for:)).
                x.selectInput(on: window, .buttonPress)
                made = true
                x.map(window)
                ownWindows[window] = .paint
                waitFrames[wait] = window
            }
        }
        for wait in old.keys where new[wait] == nil {
            guard let window = waitFrames.removeValue(forKey: wait) else { continue }
            destroySolid(window)
        }
        return made
    }

    /// A motion's vacant tiles: a window of the colour for each, made at the bottom of the stack
    /// (tiles never overlap it), moved while it lasts, destroyed when the motion ends.
    /// Returns whether it made one (lowered).
    @discardableResult
    private func pushVacancies(from old: [WindowID: Picture.Mark], to new: [WindowID: Picture.Mark]) -> Bool {
        var made = false
        for (leaf, mark) in new {
            if let window = vacancyWindows[leaf] {
                if old[leaf]?.rect != mark.rect { x.moveResize(window, to: mark.rect) }
                if old[leaf]?.color != mark.color { x.setBackground(window, rgb: mark.color.value) }
            } else {
                // Lowered before it is mapped: it never shows above a window.
                let window = x.createSolidWindow(at: mark.rect, rgb: mark.color.value, mapped: false)
                x.lower(window)
                made = true
                x.map(window)
                ownWindows[window] = .paint
                vacancyWindows[leaf] = window
            }
        }
        for leaf in old.keys where new[leaf] == nil {
            guard let window = vacancyWindows.removeValue(forKey: leaf) else { continue }
            destroySolid(window)
        }
        return made
    }
}
