// Reading what the window manager knows about a client window from its properties (the
// record itself is SplitState's `Client`), and the atoms the window manager uses.
import SplitState
import SplitEngine
import SplitX

extension XConnection {
    /// Reads what splitwm needs to know about `window`, whose attributes are `attributes` (call
    /// it inside `prefetchingProperties(atoms.managedWindowProperties…)`: one round trip in all).
    func readClient(_ window: WindowID, attributes: WindowAttributes, border: Int, atoms: WMAtoms) -> Client {
        var client = Client(window: window)
        client.facts.requested = attributes.rect
        client.facts.types = windowTypes(of: window).compactMap { atoms.windowTypes[$0] }
        // The root means "a dialog of the whole group": it floats, centred on the screen.
        client.facts.transientFor = transientFor(of: window)
        client.facts.leader = clientLeader(of: window)
        let normalHints = sizeHints(of: window)
        client.facts.sizeLimits = Self.sizeLimits(normalHints)
        client.facts.positioned = normalHints?.positioned ?? false
        client.facts.userPositioned = normalHints?.userPositioned ?? false
        client.facts.decorations = motifDecorations(of: window)
        client.facts.strut = strut(of: window).map(Self.strut(from:)) ?? Strut()
        client.facts.title = title(of: window) ?? ""
        client.facts.pid = processID(of: window)
        client.facts.machine = clientMachine(of: window)
        client.facts.mappedUnasked = ownUserTime(of: window) == 0
        client.facts.desktop = windowDesktop(of: window).map { $0 == 0xFFFF_FFFF ? .all : .one(Int($0)) }
        let states = netWMState(of: window)
        client.facts.wantsFullscreen = states.contains(atoms.fullscreen)
        // STICKY alone says sticky: _NET_WM_DESKTOP 0xFFFFFFFF is also what splitwm writes on
        // docks and scratchpad windows, which a restart must not make sticky.
        client.facts.wantsSticky = states.contains(atoms.sticky)
        client.facts.describedStates = atoms.describingStates.filter(states.contains)
        // A window may be mapped asking for attention already.
        client.urgent = states.contains(atoms.demandsAttention)
        let hints = wmHints(of: window)
        if let input = hints?.acceptsInput { client.acceptsInput = input }
        client.urgencyHint = hints?.urgent ?? false
        client.urgent = client.urgent || client.urgencyHint
        let protocols = protocols(of: window)
        client.takesFocus = protocols.contains(atoms.takeFocus)
        client.deletesPolitely = protocols.contains(atoms.deleteWindow)
        client.minSize = minimumTileSize(of: window, border: border)
        let wmClass = wmClass(of: window)
        client.identity = WindowIdentity(className: wmClass?.className ?? "", instance: wmClass?.instance ?? "",
                                         role: windowRole(of: window))
        return client
    }

    /// WM_NORMAL_HINTS as the state uses them for a window at a size of its own.
    func sizeLimits(of window: WindowID) -> SizeLimits { Self.sizeLimits(sizeHints(of: window)) }

    static func sizeLimits(_ hints: SizeHints?) -> SizeLimits {
        guard let hints else { return SizeLimits() }
        return SizeLimits(min: hints.minSize, max: hints.maxSize, base: hints.baseSize, increment: hints.increment,
                          minAspect: hints.aspect?.lowerBound, maxAspect: hints.aspect?.upperBound)
    }

    /// A strut from _NET_WM_STRUT_PARTIAL's twelve values or _NET_WM_STRUT's four.
    static func strut(from v: [Int]) -> Strut {
        guard v.count == 12 else {
            return Strut(left: StrutEdge(size: v[0]), right: StrutEdge(size: v[1]), top: StrutEdge(size: v[2]),
                         bottom: StrutEdge(size: v[3]))
        }
        return Strut(left: StrutEdge(size: v[0], start: v[4], end: v[5]), right: StrutEdge(size: v[1], start: v[6], end: v[7]),
                     top: StrutEdge(size: v[2], start: v[8], end: v[9]), bottom: StrutEdge(size: v[3], start: v[10], end: v[11]))
    }

    /// The window's minimum size from WM_NORMAL_HINTS plus its border on both sides, capped
    /// so a hostile client cannot ask for more than a screen.
    func minimumTileSize(of window: WindowID, border: Int) -> Size {
        guard let min = sizeHints(of: window)?.minSize else { return .zero }
        let cap = 8192
        return Size(width: Swift.min(min.width, cap) + 2 * border, height: Swift.min(min.height, cap) + 2 * border)
    }
}

/// The atoms the window manager uses, interned once at start in one round trip.
struct WMAtoms {
    let protocols, deleteWindow, takeFocus, normalHints, hints: AtomID
    let activeWindow, closeWindow, netWMState, demandsAttention: AtomID
    let hidden, fullscreen, focusedState: AtomID
    let maximizedHorizontally, maximizedVertically: AtomID
    let actionClose, actionFullscreen, actionMove, actionResize: AtomID
    let strut, strutPartial, netWMName, wmName, moveResizeWindow, wmMoveResize, requestFrameExtents: AtomID
    /// Pagers' requests to switch desktops and to send a window to one.
    let currentDesktop, windowDesktop: AtomID
    /// Changed on the check window after each batch of a drag (see `WindowManager.render`).
    let dragBatchMark: AtomID
    /// _NET_WM_SYNC_REQUEST_COUNTER (after the window types and the two MAXIMIZED states in
    /// the list below).
    let syncCounter: AtomID
    /// _MOTIF_WM_HINTS (before _NET_WM_STATE_STICKY in the list below). Interning it at start creates it, which is
    /// how feh tells that a window manager runs: without it, `feh --fullscreen` maps an
    /// override-redirect window and never takes the keyboard.
    let motifHints: AtomID
    /// _NET_WM_STATE_STICKY (next to last in the list below).
    let sticky: AtomID
    /// I3_SYNC (last in the list below): i3's test clients send it to the root and wait for it
    /// to come back, once every request before it was handled.
    let i3Sync: AtomID
    /// _NET_WM_STATE entries a client sets to describe its window to pagers and taskbars
    /// (SKIP_TASKBAR, SKIP_PAGER, MODAL): kept as it sets them.
    let describingStates: [AtomID]
    /// _NET_WM_WINDOW_TYPE_* atoms and the types they name.
    let windowTypes: [AtomID: WindowType]

    init(_ x: XConnection) {
        let a = x.atoms.intern([
            "WM_PROTOCOLS", "WM_DELETE_WINDOW", "WM_TAKE_FOCUS", "WM_NORMAL_HINTS", "WM_HINTS",
            "_NET_ACTIVE_WINDOW", "_NET_CLOSE_WINDOW", "_NET_WM_STATE", "_NET_WM_STATE_DEMANDS_ATTENTION",
            "_NET_WM_STATE_HIDDEN", "_NET_WM_STATE_FULLSCREEN", "_NET_WM_STATE_FOCUSED",
            "_NET_WM_ACTION_CLOSE", "_NET_WM_ACTION_FULLSCREEN", "_NET_WM_ACTION_MOVE", "_NET_WM_ACTION_RESIZE",
            "_NET_WM_STRUT", "_NET_WM_STRUT_PARTIAL", "_NET_WM_NAME", "WM_NAME", "_NET_MOVERESIZE_WINDOW",
            "_NET_WM_MOVERESIZE", "_NET_REQUEST_FRAME_EXTENTS",
            "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER", "_NET_WM_STATE_MODAL",
            "_NET_CURRENT_DESKTOP", "_NET_WM_DESKTOP", "_SPLITWM_DRAG_BATCH",
        ] + WindowType.allCases.map(\.atomName) + ["_NET_WM_STATE_MAXIMIZED_HORZ", "_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_SYNC_REQUEST_COUNTER",
                                                "_MOTIF_WM_HINTS", "_NET_WM_STATE_STICKY", "I3_SYNC"])
        (protocols, deleteWindow, takeFocus, normalHints, hints) = (a[0], a[1], a[2], a[3], a[4])
        (activeWindow, closeWindow, netWMState, demandsAttention) = (a[5], a[6], a[7], a[8])
        (hidden, fullscreen, focusedState) = (a[9], a[10], a[11])
        (actionClose, actionFullscreen, actionMove, actionResize) = (a[12], a[13], a[14], a[15])
        (strut, strutPartial, netWMName, wmName, moveResizeWindow, wmMoveResize, requestFrameExtents)
            = (a[16], a[17], a[18], a[19], a[20], a[21], a[22])
        describingStates = Array(a[23...25])
        (currentDesktop, windowDesktop, dragBatchMark) = (a[26], a[27], a[28])
        windowTypes = Dictionary(uniqueKeysWithValues: zip(a[29...], WindowType.allCases))
        (maximizedHorizontally, maximizedVertically) = (a[a.count - 6], a[a.count - 5])
        (syncCounter, motifHints, sticky, i3Sync) = (a[a.count - 4], a[a.count - 3], a[a.count - 2], a[a.count - 1])
    }
}

extension WindowType {
    /// `_NET_WM_WINDOW_TYPE_DIALOG` for `.dialog`.
    var atomName: String { "_NET_WM_WINDOW_TYPE_" + rawValue.uppercased() }
}
