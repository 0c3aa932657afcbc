// What the X server holds of the managed windows, as the renderer last sent it, and the pure
// plan of the requests that take it to the next picture: each window's geometry and lowering,
// border colour, mapping, WM_STATE, _NET_FRAME_EXTENTS, _NET_WM_STATE, _NET_WM_ALLOWED_ACTIONS,
// i3's I3_FLOATING_WINDOW, _NET_WM_DESKTOP, _NET_WM_VISIBLE_NAME (ServerView+Names.swift) and click grab, and the
// splitters' input regions (ServerView+Splitters.swift).
// The renderer (Sources/SplitWM) only sends what the plan says (`PushPlan` orders a push; the
// windows splitwm paints with are `OwnWindows`'). Planned here, a change is tested without X
// (PlannerProperties: a picture against itself plans nothing; a plan applied to a simulated
// server gives the picture; each kind of change costs a bounded number of requests).
import SplitConfig
import SplitEngine
import XModel

/// One X request the plan asks, of a managed window or the root. The windows are the
/// clients' own, so their ids are known: no handle needs resolving.
public enum XRequest: Hashable, Sendable {
    /// ConfigureWindow: the client rectangle and border; `lowering` puts it below every sibling
    /// in the same request.
    case configure(WindowID, PixelRect, border: Int, lowering: Bool)
    case setBorderColor(WindowID, RGB)
    case map(WindowID)
    case unmap(WindowID)
    /// WM_STATE (ICCCM).
    case setWMState(WindowID, ClientWMState)
    /// _NET_FRAME_EXTENTS: the same width on each side (`Picture.frameExtent`).
    case setFrameExtents(WindowID, Int)
    /// _NET_WM_STATE: the entries the window described itself with, then splitwm's own.
    case setNetWMState(WindowID, described: [AtomID], states: [NetWMState])
    case setAllowedActions(WindowID, [AllowedAction])
    /// i3's I3_FLOATING_WINDOW (CARDINAL 1) on a floating window, deleted when it tiles again:
    /// scripts written for i3 tell floating windows by it.
    case markFloating(WindowID, Bool)
    /// _NET_WM_DESKTOP: a workspace's position, nil for all (0xFFFFFFFF).
    case setDesktop(WindowID, Int?)
    /// _NET_WM_VISIBLE_NAME (UTF8_STRING): what a title format shows; nil deletes it.
    case setVisibleName(WindowID, String?)
    /// The click grab of click to focus (on an unfocused window), and its release.
    case grabClicks(WindowID)
    case ungrabButtons(WindowID)
    /// The root's properties (`ServerView.planRoot`).
    case setClientList([WindowID])
    case setDesktopGeometry(PixelSize)
    case setNumberOfDesktops(Int)
    case setDesktopNames([String])
    case setDesktopViewports([PixelPoint])
    case setWorkAreas([PixelRect])
    case setCurrentDesktop(Int)
    case setClientListStacking([WindowID])
    /// The focus (`ServerView.planFocus`): SetInputFocus at CurrentTime, WM_TAKE_FOCUS with an
    /// event time, the focus when no window has it (the check window's, as in i3),
    /// _NET_ACTIVE_WINDOW (nil: None).
    case setInputFocus(WindowID)
    case takeFocus(WindowID, time: UInt32)
    case focusNoWindow
    case setActiveWindow(WindowID?)
    /// The input region of the splitters of one layout (`ServerView.planSplitterInputs`): one
    /// InputOnly window per layout, with its resize cursor, takes the pointer over them all.
    case shapeSplitterInputs(SplitLayout, [PixelRect])
    /// A request about a window of splitwm's own (`OwnWindows`): the executor makes its X id.
    case own(OwnWindowID, OwnRequest)
    /// The stacking of managed windows above and below the tiles (`PushPlan`): on top, right
    /// below a sibling, at the bottom.
    case raise(WindowID)
    case stack(WindowID, below: WindowID)
    case lower(WindowID)
    /// Adopting and releasing a window (`ManagedSet`): the save set, the EWMH properties a
    /// released window must not keep, and its events.
    case addToSaveSet(WindowID)
    case removeFromSaveSet(WindowID)
    /// No more events from a released window: a client that floods the title of a window it
    /// withdrew would otherwise send splitwm every change (the flood guard forgot it).
    case stopListening(WindowID)
    case deleteNetWMState(WindowID)
    case deleteDesktop(WindowID)

    /// The managed window the request is about; nil for the root's.
    public var window: WindowID? {
        switch self {
        case .configure(let w, _, _, _), .setBorderColor(let w, _), .map(let w), .unmap(let w), .setWMState(let w, _),
             .setFrameExtents(let w, _), .setNetWMState(let w, _, _), .setAllowedActions(let w, _), .markFloating(let w, _), .setDesktop(let w, _), .setVisibleName(let w, _),
             .grabClicks(let w), .ungrabButtons(let w), .setInputFocus(let w), .takeFocus(let w, _),
             .raise(let w), .stack(let w, _), .lower(let w), .addToSaveSet(let w), .removeFromSaveSet(let w), .stopListening(let w),
             .deleteNetWMState(let w), .deleteDesktop(let w): w
        case .own, .setClientList, .setDesktopGeometry, .setNumberOfDesktops, .setDesktopNames, .setDesktopViewports, .setWorkAreas,
             .setCurrentDesktop, .setClientListStacking, .focusNoWindow, .setActiveWindow, .shapeSplitterInputs: nil
        }
    }
}

/// WM_STATE's values: Normal and Iconic of a managed window, Withdrawn of a released one.
public enum ClientWMState: Hashable, Sendable { case normal, iconic, withdrawn }

/// The _NET_WM_STATE entries splitwm keeps, in the order it writes them.
public enum NetWMState: Hashable, Sendable, CaseIterable {
    case hidden, fullscreen, demandsAttention, focused, maximizedHorizontally, maximizedVertically, sticky
}

/// _NET_WM_ALLOWED_ACTIONS entries splitwm gives.
public enum AllowedAction: Hashable, Sendable { case close, fullscreen, move, resize }

extension Picture {
    /// _NET_FRAME_EXTENTS of a window with `flags` whose border is `border` pixels wide: the
    /// border X draws around it, none for docks and fullscreen windows. The one rule: a window
    /// asking before it is managed (_NET_REQUEST_FRAME_EXTENTS) gets it with no flags.
    public static func frameExtent(_ flags: WindowFlags, border: Int) -> Int {
        flags.isDisjoint(with: [.dock, .fullscreen]) ? border : 0
    }

    /// The _NET_WM_STATE entries `flags` show.
    public static func netWMStates(_ flags: WindowFlags) -> [NetWMState] {
        let pairs: [(WindowFlags, NetWMState)] = [(.hidden, .hidden), (.fullscreen, .fullscreen), (.urgent, .demandsAttention), (.focused, .focused),
                                                  (.maximizedHorizontally, .maximizedHorizontally), (.maximizedVertically, .maximizedVertically), (.sticky, .sticky)]
        return pairs.filter { flags.contains($0.0) }.map(\.1)
    }

    /// What a pager may ask of a window of this kind: nothing of a dock, moving and resizing of
    /// a floating window.
    public static func allowedActions(_ flags: WindowFlags) -> [AllowedAction] {
        if flags.contains(.dock) { return [] }
        return flags.contains(.floating) ? [.close, .fullscreen, .move, .resize] : [.close, .fullscreen]
    }
}

/// What the server holds of one managed window, kept from when it arrives (`ManagedSet.arrived`) or
/// enters the picture until it leaves the picture: the one record of a window on the X side
/// (the stacking lists are derived from it), so that letting a window go is removing its key.
public struct HeldWindow: Equatable, Sendable {
    /// The client rectangle and border it was last configured to (kept while it is hidden);
    /// nil: never placed.
    public var placed: Placed?
    /// The border colour it was last given (kept while hidden: a window shown again keeps its
    /// colour unless the focus changed it).
    public var borderColor: RGB?
    /// Mapped by us (or on screen when it arrived).
    public var mapped = false
    /// Unmaps sent whose UnmapNotify has not arrived yet; an unmap beyond these is the client
    /// withdrawing its window.
    public var pendingUnmaps = 0
    /// A plan took it in (the save set, `ManagedSet.adopting`); one that only arrived has
    /// not been yet, and leaving before it is, it is sent nothing.
    public var adopted = false
    /// Its new size was held back (a sync handshake): X has not the rectangle the picture says,
    /// so each plan looks at it again.
    public var sizeHeldBack = false
    /// When it last went to the bottom of the stack, in lowerings counted by the view (the last
    /// lowered is the lowest); nil: not among the lowered tiles (a desktop window, one never
    /// placed, or one gone up to the layers above).
    public var loweredAt: Int?
    /// The server destroyed it: leaving the picture, it is sent nothing.
    public var destroyed = false

    public init(mapped: Bool = false) { self.mapped = mapped }

    public struct Placed: Equatable, Sendable {
        public var rect: PixelRect
        public var border: Int
    }
}

/// What the server holds: the picture as last pushed, one record per managed window (`windows`:
/// the one place that knows a window on the X side), what the root and splitwm's own windows
/// hold. A window that enters the picture is adopted, one that leaves it is let go (released,
/// or handed back at exit), by the plan (`ManagedSet`): nothing is forgotten from outside.
public struct ServerView: Equatable, Sendable {
    /// The picture as last pushed (its focus only once X could be given it).
    public var picture = Picture()
    public internal(set) var windows: [WindowID: HeldWindow] = [:]
    /// How many times a tile went to the bottom of the stack (`HeldWindow.loweredAt`).
    private var lowerings = 0
    /// _NET_CLIENT_LIST_STACKING as last written.
    public internal(set) var stackingList: [WindowID] = []
    /// The input region of each layout's splitter window as last sent (none: empty).
    public internal(set) var splitterRegions: [SplitLayout: [PixelRect]] = [:]
    /// The windows splitwm made to paint the picture (`OwnWindows`).
    public internal(set) var own = OwnWindows()

    public init() {}

    /// Whether an UnmapNotify for `window` answers an unmap of ours (and counts it).
    public mutating func consumeOwnUnmap(_ window: WindowID) -> Bool {
        guard let count = windows[window]?.pendingUnmaps, count > 0 else { return false }
        windows[window]?.pendingUnmaps = count - 1
        return true
    }

    /// The tiles as they were lowered, bottom first (derived from the records).
    var loweredTiles: [WindowID] {
        windows.compactMap { entry in entry.value.loweredAt.map { (entry.key, $0) } }.sorted { $0.1 > $1.1 }.map(\.0)
    }
}

/// The requests `ServerView.planWindows` asks, in the three places of a push they go.
public struct WindowPlan: Equatable, Sendable {
    /// Geometry, lowering, border colours, maps, unmaps and WM_STATE: first.
    public var placing: [XRequest] = []
    /// _NET_FRAME_EXTENTS, _NET_WM_STATE, _NET_WM_ALLOWED_ACTIONS, I3_FLOATING_WINDOW and click
    /// grabs: after the stacking.
    public var describing: [XRequest] = []
    /// _NET_WM_DESKTOP: after the desktops are written.
    public var desktops: [XRequest] = []
    /// Whether a window went to the bottom of the stack (the desktop windows go down again).
    public var loweredAny = false
    /// Whether a tile went there (_NET_CLIENT_LIST_STACKING changes).
    public var loweredTile = false

    public var all: [XRequest] { placing + describing + desktops }
}

extension ServerView {
    /// The windows whose new size `planWindows(to:)` would send: a syncing one may be held
    /// back (`heldBack`) until it has drawn its last.
    public func sizeChanges(to new: Picture) -> [WindowID] {
        changes(to: new).compactMap { change in
            guard let placement = change.placement, !change.lowering,
                  let before = windows[change.window]?.placed, before.rect.size != placement.rect.size else { return nil }
            return change.window
        }
    }

    /// Plans the managed windows' requests from what the server holds to `new`, and records
    /// them as held (all but `picture`, which the caller sets once the rest of the push is sent).
    /// A window new to the picture is adopted first (`ManagedSet.adopting`); the ones that left
    /// it are let go before (`ManagedSet.lettingGo`). `heldBack`: windows of `sizeChanges` whose new size
    /// waits (they keep rectangle and size).
    public mutating func planWindows(to new: Picture, heldBack: Set<WindowID> = []) -> WindowPlan {
        var plan = WindowPlan()
        let changed = changes(to: new)
        let desktops = new.below.isEmpty ? [] : Set(new.below)
        for change in changed where change.was == nil {
            var held = windows[change.window] ?? HeldWindow()
            guard !held.adopted else { continue }
            plan.placing += ManagedSet.adopting(change.window, &held, shown: change.placement != nil)
            windows[change.window] = held
        }
        for change in changed {
            guard let placement = change.placement else { continue }
            let window = change.window
            let now = HeldWindow.Placed(rect: placement.rect, border: placement.border)
            var sent = windows[window] ?? HeldWindow()
            let sentBefore = sent
            let held = heldBack.contains(window)
            if sent.placed != now && !held || change.lowering {
                plan.placing.append(.configure(window, placement.rect, border: placement.border, lowering: change.lowering))
                sent.placed = now
                if change.lowering { plan.loweredAny = true }
                if change.lowering && !desktops.contains(window) {
                    lowerings += 1
                    sent.loweredAt = lowerings
                    plan.loweredTile = true
                }
            }
            sent.sizeHeldBack = held
            if sent.borderColor != placement.borderColor {
                plan.placing.append(.setBorderColor(window, placement.borderColor))
                sent.borderColor = placement.borderColor
            }
            if !sent.mapped {
                plan.placing += [.map(window), .setWMState(window, .normal)]
                sent.mapped = true
            }
            if sent != sentBefore { windows[window] = sent }
        }
        for change in changed where change.placement == nil {
            let window = change.window
            if windows[window]?.sizeHeldBack == true { windows[window]?.sizeHeldBack = false }
            if var sent = windows[window], sent.mapped {
                // Iconic, not withdrawn: after a crash or restart the window is adopted again.
                plan.placing += [.unmap(window), .setWMState(window, .iconic)]
                sent.mapped = false
                sent.pendingUnmaps += 1
                windows[window] = sent
            } else if change.was == nil {
                // Hidden from the start (sent out of sight, or to a hidden side), never mapped:
                // Iconic too, or a new window manager after a crash would not adopt it.
                plan.placing.append(.setWMState(window, .iconic))
            }
        }
        plan.describing = describe(changed, in: new)
        // What a title format shows, written where it changed (ServerView+Names.swift).
        plan.describing += visibleNames(of: changed.map(\.window), in: new)
        for change in changed where change.was?.workspace != change.workspace {
            switch change.workspace {
            case .one(let index): plan.desktops.append(.setDesktop(change.window, index))
            case .all: plan.desktops.append(.setDesktop(change.window, nil))
            }
        }
        return plan
    }

    /// _NET_FRAME_EXTENTS where the rule's answer changed, _NET_WM_STATE where the states did,
    /// _NET_WM_ALLOWED_ACTIONS where the kind did, all three for a new window; I3_FLOATING_WINDOW
    /// where floating changed, and for a new floating window.
    private func describe(_ changed: [WindowChange], in new: Picture) -> [XRequest] {
        var requests: [XRequest] = []
        for change in changed {
            let window = change.window
            let before = change.was?.flags, flags = change.flags
            if before == flags && change.was?.border == change.border && !change.statesChanged { continue }
            let frame = Picture.frameExtent(flags, border: change.border)
            if change.was.map({ Picture.frameExtent($0.flags, border: $0.border) }) != frame { requests.append(.setFrameExtents(window, frame)) }
            if before?.intersection(.states) != flags.intersection(.states) || change.statesChanged {
                requests.append(.setNetWMState(window, described: new.windows[window]?.describedStates ?? [], states: Picture.netWMStates(flags)))
            }
            if before?.intersection(.kinds) != flags.intersection(.kinds) {
                requests.append(.setAllowedActions(window, Picture.allowedActions(flags)))
            }
            // i3 sets it when a window floats and deletes it when it tiles; a new tile has none.
            let floats = flags.contains(.floating)
            if before.map({ $0.contains(.floating) != floats }) ?? floats { requests.append(.markFloating(window, floats)) }
            // Click to focus grabs clicks only on windows that do not take them straight, as in
            // dwm: a click in the focused window goes to it. The window a workspace out of sight
            // will focus keeps none, so a switch grabs nothing. A window comes with none; docks
            // never have one.
            if !flags.contains(.dock), before?.contains(.takesClicks) != flags.contains(.takesClicks) {
                if !flags.contains(.takesClicks) { requests.append(.grabClicks(window)) } else if before != nil { requests.append(.ungrabButtons(window)) }
            }
        }
        return requests
    }

    /// The windows of `new` a plan may have to send something for, in `new.windows`' order: a
    /// window whose record is the one last pushed needs nothing, unless its size was held back,
    /// or it went into or out of the layers above or below the tiles. So a window that did not
    /// change costs one lookup.
    private func changes(to new: Picture) -> [WindowChange] {
        let old = picture
        let stacked = new.stack.isEmpty && old.stack.isEmpty ? [] : Set(new.stack)
        let wasStacked = new.stack.isEmpty && old.stack.isEmpty ? [] : Set(old.stack)
        let desktops = new.below.isEmpty ? [] : Set(new.below)
        // Windows whose size was held back are looked at again.
        var moved: Set<WindowID> = []
        for (window, held) in windows where held.sizeHeldBack { moved.insert(window) }
        if old.stack != new.stack { moved.formUnion(stacked.symmetricDifference(wasStacked)) }
        if old.below != new.below { moved.formUnion(Set(old.below).symmetricDifference(new.below)) }
        var changed: [WindowChange] = []
        for (window, managed) in new.windows {
            // Field by field: comparing whole records copies both.
            let was = old.windows[window]
            if let was, was.placement == managed.placement, was.border == managed.border, was.flags == managed.flags, was.workspace == managed.workspace,
               was.describedStates == managed.describedStates, was.visibleName == managed.visibleName,
               moved.isEmpty || !moved.contains(window) { continue }
            // A tile placed for the first time, or come down from the layers above, goes below
            // everything, in the same request: under the splitters, beside tiles it never
            // overlaps. A desktop window goes there when first placed, before it is mapped.
            let placedBefore = windows[window]?.placed != nil
            let lowering = managed.placement != nil && (desktops.contains(window) ? !placedBefore
                : !stacked.contains(window) && (!placedBefore || wasStacked.contains(window)))
            changed.append(WindowChange(window: window, placement: managed.placement, workspace: managed.workspace, flags: managed.flags,
                                        border: managed.border, was: was.map { ($0.flags, $0.workspace, $0.border) }, statesChanged: was?.describedStates != managed.describedStates,
                                        lowering: lowering))
        }
        return changed
    }

    /// What a plan needs of a window whose record changed, in plain values.
    private struct WindowChange {
        let window: WindowID
        let placement: Picture.Placement?
        let workspace: Picture.OnWorkspace
        let flags: Picture.WindowFlags
        /// Its border's width (`Picture.ManagedWindow.border`).
        let border: Int
        /// The record last pushed, nil for a window new to the picture.
        let was: (flags: Picture.WindowFlags, workspace: Picture.OnWorkspace, border: Int)?
        /// Whether the _NET_WM_STATE entries it describes itself with changed (always, if new).
        let statesChanged: Bool
        /// Whether it goes to the bottom of the stack (`changes`).
        let lowering: Bool
    }
}
