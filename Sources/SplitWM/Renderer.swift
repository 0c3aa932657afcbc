// The executor of the picture: from the picture it last pushed and the next one, it sends the
// plan the pure core makes (SplitState's `PushPlan`: the managed windows' geometry, mapping,
// WM_STATE, borders, EWMH properties and click grabs, their stacking above and below the tiles,
// the splitters' input regions and coloured parts, the preselection's outline, vacancies, the
// waiting leaves' frames, the groups' bars of tabs, the root's properties, the focus; adopting a
// window that enters the picture, releasing one that leaves it, handing every one back at exit)
// through `RequestSender`, which makes the X windows the plan names. What it still does itself:
// the text of the bars of tabs (`TabBarText`: drawn with pango on X drawables) and the sync
// handshake that holds a resize back (`SyncedResizes`, whose alarms go with the windows a push
// lets go); and it answers which press hit what from the view last pushed. It tells the
// view two facts only X knows: a window arrived (on screen or not), a window was destroyed.
import SplitConfig
import SplitState
import SplitEngine
import SplitX

/// The X side of the picture: remembers what it last pushed so each push sends only changes.
final class Renderer {
    private let x: XConnection
    private let sender: RequestSender
    /// What the server holds: the picture as last pushed and each managed window's record.
    private(set) var view = ServerView()
    /// The picture as last pushed (its focus only once X could be given it).
    var pushed: Picture { view.picture }
    /// The splitters' input windows, one per layout, shaped to their splitters (the plan's).
    private let splitterInputs: SplitterInputs
    /// _NET_WM_SYNC_REQUEST: which windows sync, and whose new size waits for their last one.
    let sync: SyncedResizes
    /// The text of the groups' bars of tabs, and the font it is drawn in.
    let tabText: TabBarText

    init(_ x: XConnection, atoms: WMAtoms) {
        self.x = x
        splitterInputs = SplitterInputs(x)
        sender = RequestSender(x: x, atoms: atoms, splitterInputs: splitterInputs)
        sync = SyncedResizes(x)
        tabText = TabBarText(x, font: TabSettings().font)
    }

    /// Draws the bars in `font` from now on; returns the height of a row of tabs in it (what
    /// the state lays groups out with) once the font is loaded, else nil (it loads with the
    /// first bar; `TabSettings.rowHeight` stands in until then).
    func useFont(_ font: String) -> Int? {
        tabText.setFont(font, redrawing: pushed.tabBars, on: barWindow)
        return tabText.rowHeight
    }

    /// What a press on a group's bar asks, as the bar was last pushed: button 1 on a tab selects
    /// its window, the wheel goes to the tab before or after (the window given is the group's
    /// first tab's, which names the group). Nil for any other window or button.
    func tabPress(_ press: PointerEvent) -> (WindowID, TabGesture, SplitKey<WindowID>)? {
        guard let own = sender.ownID(of: press.window), let key = view.own.group(ofBar: own),
              let bar = pushed.tabBars[key], let first = bar.tabs.first else { return nil }
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

    /// The tab under `point` on the bar `window` is, as the bar was last pushed, with its
    /// group: where the pointer entered a bar. Nil for any other window.
    func tab(on window: WindowID, at point: PixelPoint) -> (WindowID, SplitKey<WindowID>)? {
        guard let own = sender.ownID(of: window), let key = view.own.group(ofBar: own), let bar = pushed.tabBars[key] else { return nil }
        let inside = Point(x: point.x - bar.rect.x, y: point.y - bar.rect.y)
        return bar.tabs.first { Rect(x: $0.rect.x, y: $0.rect.y, width: $0.rect.width, height: $0.rect.height).contains(inside) }
            .map { ($0.window, key) }
    }

    /// The split whose splitter a press at `point` on `window` went down on, if `window` is a
    /// splitters' input window: the one there as last pushed (the windows do not tell splitters apart).
    func splitter(pressedOn window: WindowID, at point: PixelPoint) -> SplitterName? {
        splitterInputs.owns(window) ? pushed.splitter(at: point) : nil
    }

    /// Whether `window` is one splitwm made (never a client to manage).
    func isSplitterWindow(_ window: WindowID) -> Bool { sender.isOwn(window) || splitterInputs.owns(window) }

    /// The X window of the bar of tabs of group `key`, as the plan last made it.
    private func barWindow(_ key: SplitKey<WindowID>) -> WindowID? { view.own.tabBars[key].flatMap(sender.window(of:)) }

    /// The window that holds the focus when no window has it: the check window (`Session`).
    func holdFocus(whenNoWindowHasItOn window: WindowID?) { sender.focusHolder = window }

    /// Whether `window` is on screen by us (or was adopted so).
    func isMapped(_ window: WindowID) -> Bool { view.windows[window]?.mapped == true }

    /// The client rectangle and border `window` was last configured to.
    func placed(_ window: WindowID) -> HeldWindow.Placed? { view.windows[window]?.placed }

    /// Pushes `picture`: sends its plan (`PushPlan`), drawing the groups' bars where the plan
    /// leaves them room. `time` is the event time WM_TAKE_FOCUS carries. With `syncingResizes`
    /// (a drag), a window that syncs (`SyncedResizes`) keeps its size until it has drawn the last.
    /// Returns the windows the push let go (they left the picture), for the rest of the
    /// executor to forget what it noted of them.
    @discardableResult
    func push(_ picture: Picture, time: UInt32, syncingResizes: Bool = false) -> [WindowID] {
        let old = pushed
        // A syncing window's new size may wait for it to draw its last (a drag).
        let heldBack = Set(view.sizeChanges(to: picture).filter { !sync.mayResize($0, handshake: syncingResizes, time: time) })
        // The windows of the bars that go, while the view still names them: what was drawn for them goes too.
        let goneBars = old.tabBars.keys.filter { picture.tabBars[$0] == nil }.compactMap(barWindow)
        let plan = PushPlan(&view, to: picture, heldBack: heldBack, time: time)
        sender.send(plan.beforeBars)
        if old.tabBars != picture.tabBars {
            tabText.forget(goneBars)
            tabText.draw(from: old.tabBars, to: picture.tabBars, on: barWindow)
        }
        sender.send(plan.afterBars)
        // Their alarms are X resources of their own.
        for window in plan.letGo { sync.forget(window) }
        return plan.letGo
    }

    /// Whether an UnmapNotify for `window` is the answer to an unmap of ours (and counts it).
    func consumeOwnUnmap(_ window: WindowID) -> Bool {
        view.consumeOwnUnmap(window)
    }

    /// A window the state manages from now on has arrived (`ManagedSet.arrived`): the next
    /// push adopts it. `alreadyMapped`: it was on screen (there when splitwm started).
    func noteArrived(_ window: WindowID, alreadyMapped: Bool) {
        ManagedSet.arrived(window, mapped: alreadyMapped, in: &view)
    }

    /// The server destroyed `window`: the push that lets it go sends it nothing.
    func noteDestroyed(_ window: WindowID) {
        ManagedSet.destroyed(window, in: &view)
    }

    /// Leaves the screen usable without a window manager (at exit): each of the `managed`
    /// windows mapped and Normal, a hidden one at `hiddenTo`, one withdrawn since the last push
    /// released; every window of splitwm's own gone.
    func handBack(managed: Set<WindowID>, hiddenTo rect: PixelRect, border: Int) {
        let bars = view.own.tabBars.values.compactMap(sender.window(of:))
        sender.send(PushPlan.handingBack(from: &view, managed: managed, hiddenTo: rect, border: border))
        splitterInputs.destroy()
        tabText.forget(bars)
    }

    /// _NET_REQUEST_FRAME_EXTENTS, asked before a window is mapped so that it can size itself,
    /// answered by the picture's rule: `flags` are the window's in the picture (none for one
    /// not managed yet).
    func answerFrameExtents(of window: WindowID, flags: Picture.WindowFlags, border: Int) {
        sender.send(.setFrameExtents(window, Picture.frameExtent(flags, border: border)))
    }

    /// A window splitwm does not manage is mapped as its MapRequest asks (nothing of it is
    /// in the picture).
    func mapUnmanaged(_ window: WindowID) {
        sender.send(.map(window))
    }

    /// The waiting leaf whose empty frame `window` is, if it is one (a click on it focuses the leaf).
    func wait(framedBy window: WindowID) -> WaitID? {
        guard let own = sender.ownID(of: window) else { return nil }
        return view.own.waitFrames.first { $0.value == own }?.key
    }
}
