// The whole plan of one push, in the order its requests go to X: the windows that left the
// picture let go and those that entered it adopted (the managed set is the picture's keys), the
// managed windows (ServerView.planWindows), the splitters' input regions and coloured parts, the stacking of
// the layers above the tiles, the windows' descriptions, the root's properties, the marks
// (preselection, vacancies, waiting leaves' frames), the desktop windows put back at the
// bottom, and the focus. The groups' bars of tabs are in it as windows; only their text is not:
// it is drawn with pango on the executor's side, between `beforeBars` and `afterBars`
// (docs/hacking.md says why).
// Pure: the executor (Sources/SplitWM/Renderer.swift) sends it as it is.
import SplitEngine
import XModel

/// The requests of one push, split where the executor draws the bars of tabs.
public struct PushPlan: Equatable, Sendable {
    /// Managed windows placed, splitters' input regions and coloured parts, the stacking above
    /// the tiles, the bars' windows (those made this push go below it).
    public var beforeBars: [XRequest] = []
    /// Descriptions, root properties, marks, the desktop windows lowered again, the focus.
    public var afterBars: [XRequest] = []

    public var all: [XRequest] { beforeBars + afterBars }
    /// The windows that left the picture, let go by `beforeBars` (the executor drops what it
    /// keeps of them outside the view: their sync alarms).
    public var letGo: [WindowID] = []

    /// Plans taking `view` (what the server holds) to `picture`, and records it as held.
    /// `heldBack`: windows whose new size waits for a sync handshake (`ServerView.sizeChanges`).
    /// `time` is the event time WM_TAKE_FOCUS carries.
    public init(_ view: inout ServerView, to picture: Picture, heldBack: Set<WindowID> = [], time: UInt32) {
        let leaving = ManagedSet.lettingGo(.release, from: &view, keeping: { picture.windows[$0] != nil })
        letGo = leaving.windows
        let old = view.picture
        let windows = view.planWindows(to: picture, heldBack: heldBack)
        beforeBars = leaving.requests + windows.placing
        // Whether this push lowered a window (a tile, a splitter's coloured part, a motion's
        // vacancy, a waiting leaf's frame) to the bottom: the desktop windows go down again.
        var lowered = windows.loweredAny
        if old.splitters != picture.splitters {
            beforeBars += view.planSplitterInputs(to: picture)
            let paint = view.own.planSplitterPaint(from: old.splitters, to: picture.splitters)
            beforeBars += paint.requests
            lowered = lowered || paint.made
        }
        // Before the bars: those made this push go below the stack as it is then.
        if old.stack != picture.stack { beforeBars += Self.restacking(from: old.stack, to: picture.stack) }
        if old.tabBars != picture.tabBars { beforeBars += view.own.planTabBars(from: old.tabBars, to: picture.tabBars, below: picture.stack.first) }
        afterBars = windows.describing + view.planRoot(to: picture)
        if windows.loweredTile || old.root.clientList != picture.root.clientList || old.stack != picture.stack {
            afterBars += view.planStackingList(picture)
        }
        afterBars += windows.desktops
        if old.preselection != picture.preselection { afterBars += view.own.planPreselection(from: old.preselection, to: picture.preselection) }
        if old.vacancies != picture.vacancies {
            let vacancies = view.own.planVacancies(from: old.vacancies, to: picture.vacancies)
            afterBars += vacancies.requests
            lowered = lowered || vacancies.made
        }
        if old.waits != picture.waits {
            let waits = view.own.planWaits(from: old.waits, to: picture.waits)
            afterBars += waits.requests
            lowered = lowered || waits.made
        }
        // The top desktop window is lowered first, each next one below it: one request each.
        if !picture.below.isEmpty && (lowered || old.below != picture.below) { afterBars += picture.below.reversed().map { XRequest.lower($0) } }
        if old.below != picture.below { afterBars += view.planStackingList(picture) }
        view.picture = picture
        (view.picture.focus, view.picture.focusRequests) = (old.focus, old.focusRequests)
        afterBars += view.planFocus(to: picture, time: time)
    }

    /// Restacks the windows above the tiles, top first: a window whose neighbour above changed
    /// goes right below its new one (the top one on top), so a change costs one request per
    /// window that moved in the order.
    static func restacking(from old: [WindowID], to new: [WindowID]) -> [XRequest] {
        var oldAbove: [WindowID: WindowID?] = [:]
        for (index, window) in old.enumerated() { oldAbove[window] = index + 1 < old.count ? old[index + 1] : nil }
        var requests: [XRequest] = []
        var above: WindowID?
        for window in new.reversed() {
            if oldAbove[window] == nil || oldAbove[window]! != above {
                requests.append(above.map { XRequest.stack(window, below: $0) } ?? XRequest.raise(window))
            }
            above = window
        }
        return requests
    }

    /// What the server needs at exit to be usable without a window manager, by the path a push
    /// lets windows go (`ManagedSet.lettingGo`): a window no longer `managed` (withdrawn
    /// since the last push) released, every other one mapped and Normal (a hidden one at
    /// `hiddenTo`, with `border`); every own window gone.
    public static func handingBack(from view: inout ServerView, managed: Set<WindowID>, hiddenTo rect: PixelRect, border: Int) -> [XRequest] {
        var requests = ManagedSet.lettingGo(.release, from: &view, keeping: managed.contains).requests
        requests += ManagedSet.lettingGo(.handBack(hiddenTo: rect, border: border), from: &view, keeping: { _ in false }).requests
        requests += view.own.planTeardown()
        view.picture.splitters = [:]
        view.picture.tabBars = [:]
        view.picture.vacancies = [:]
        view.picture.waits = [:]
        view.picture.preselection = nil
        view.forgetSplitterInputs()
        return requests
    }
}
