// The X edge of client windows: what splitwm listens to on them, what it reads of them for
// the state (a new window's properties in one round trip, a changed property once per loop
// turn however often it changes, a flooding window not heard for a moment), the EWMH client
// messages decoded into the state's events, and the answers X asks of a window manager (a
// synthetic ConfigureNotify, frame extents). It decides nothing: the window manager hands
// what it reads to the state.
import SplitCommands
import SplitState
import SplitEngine
import SplitX

/// Reads client windows for the state, and keeps what that needs from one loop turn to the
/// next: which properties changed since they were last read, and which windows are too noisy
/// to listen to for now.
final class ClientEdge {
    private let x: XConnection
    /// The atoms the window manager uses (interned once, at start; the renderer writes with them).
    let atoms: WMAtoms
    /// The tracked properties that changed since they were last read, per window.
    private var stale: [WindowID: Set<AtomID>] = [:]
    /// Counts each window's changes and says when not to listen to one.
    private var floodGuard = PropertyFloodGuard()

    init(_ x: XConnection) {
        self.x = x
        atoms = WMAtoms(x)
    }

    /// What splitwm listens to on a client window: the pointer entering it, property changes.
    static let clientEvents: EventMask = [.enterWindow, .propertyChange]

    /// Listens to a window the state now manages, with nothing noted of it. What was noted of
    /// a window goes when it leaves a pushed picture (`forget`), but X reuses ids: a window
    /// destroyed and another made under its id within one loop turn never left one. A flood
    /// guard that took the new window for the old one, unheard, would never count its flood,
    /// and splitwm would read all of it, queueing what came during each read without bound.
    func listen(to window: WindowID) {
        forget(window)
        x.selectInput(on: window, Self.clientEvents)
    }

    // A released window stops being listened to with the rest of its release (`ManagedSet`).

    /// The window left the last push's picture: what was noted of it goes.
    func forget(_ window: WindowID) {
        stale[window] = nil
        floodGuard.forget(window)
    }

    // MARK: - New windows

    /// Calls `adopt` for each window that exists when splitwm starts and is to be taken over:
    /// those on screen, and those a previous window manager had hidden (WM_STATE Normal or
    /// Iconic), so a restart after a crash loses nothing. `adopt` runs inside the window's
    /// read: reading the window again there sends nothing.
    func existingWindows(_ adopt: (WindowID) -> Void) {
        // Every top-level window's attributes, WM_STATE and properties in one round trip (a
        // restart with a hundred windows would otherwise wait for three hundred).
        let windows = x.topLevelWindows()
        let properties = x.atoms.managedWindowProperties + [x.atoms.intern("WM_STATE")]
        x.readAhead(properties, of: windows, attributes: true)
        defer { x.dropReadAhead() }
        for window in windows {
            x.prefetchingProperties(properties, of: window, attributes: true) {
                guard let attributes = x.attributes(of: window), !attributes.overrideRedirect, !attributes.isInputOnly
                else { return }
                let state = x.icccmState(of: window)
                if attributes.mapState == .viewable || state == .normal || state == .iconic {
                    adopt(window)
                }
            }
        }
    }

    /// What a window asking to be managed is, as read from X.
    struct NewWindow {
        var client: Client
        var attributes: WindowAttributes
        /// Its _NET_WM_SYNC_REQUEST_COUNTER, if it names one.
        var syncCounter: UInt32?
        /// The process the server knows made it, when asked (`.notAsked` otherwise).
        var process: ServerKnownProcess
    }

    /// Reads what the state needs to know of `window`; nil for a window no window manager
    /// manages (override-redirect, InputOnly). The windows of MapRequests queued behind this
    /// one that `isNew` accepts are read in the same round trip. With `process`, the process
    /// the server knows made it too (for swallowing).
    func readNewWindow(_ window: WindowID, border: Int, process: Bool, isNew: (WindowID) -> Bool) -> NewWindow? {
        readAheadForQueuedMaps(after: window, process: process, isNew: isNew)
        // Its attributes and properties in one round trip, read from the replies below: a map
        // waits for no other. (The properties of a window not managed are read for nothing.)
        return x.prefetchingProperties(x.atoms.managedWindowProperties, of: window, attributes: true, process: process) {
            guard let attributes = x.attributes(of: window), !attributes.overrideRedirect, !attributes.isInputOnly
            else { return nil }
            return NewWindow(client: x.readClient(window, attributes: attributes, border: border, atoms: atoms), attributes: attributes,
                             syncCounter: x.syncCounter(of: window), process: process ? x.serverKnownProcess(of: window) : .notAsked)
        }
    }

    /// A burst of new windows (a session restoring, a script opening twenty terminals): when
    /// more MapRequests wait behind this one, the windows of all of them are read in one round
    /// trip with this one's, so the burst waits for one round trip, not one per window. The
    /// turn drops what was read ahead and not used (`dropReadAhead`).
    private func readAheadForQueuedMaps(after window: WindowID, process: Bool, isNew: (WindowID) -> Bool) {
        guard !x.hasReadAhead(for: window), x.queuedEvents > 0 else { return }
        let waiting = x.queuedMapRequests(max: WindowManager.eventsPerTurn).filter { $0 != window && isNew($0) }
        guard !waiting.isEmpty else { return }
        x.readAhead(x.atoms.managedWindowProperties, of: [window] + waiting, attributes: true, process: process)
    }

    // MARK: - Property changes

    /// The properties whose changes matter, read again after a window was not listened to.
    private var trackedProperties: Set<AtomID> {
        [atoms.normalHints, atoms.hints, atoms.protocols, atoms.strut, atoms.strutPartial, atoms.netWMName, atoms.wmName,
         atoms.syncCounter, atoms.motifHints]
    }

    /// Whether `window`'s property changes are listened to now: not during a flood's quiet period.
    func isListening(to window: WindowID) -> Bool {
        floodGuard.quiet.isEmpty || floodGuard.quiet[window] == nil
    }

    /// Notes a change of a managed window's property; the property is read once, at the end of
    /// the loop turn. True when there is one to read (the caller renders). A window changing
    /// its properties by the thousand each second is not listened to for a moment.
    func noteChange(of window: WindowID, _ property: AtomID) -> Bool {
        if floodGuard.noteChange(of: window, property: property, at: .now) {
            x.selectInput(on: window, Self.clientEvents.subtracting(.propertyChange))
            // At once: every moment the server has not seen this, it queues more of the flood for us.
            x.flush()
            floodGuard.sample(window, x.propertyDigest(property, of: window))
            Log.debug("window \(window) changes its properties more than \(PropertyFloodGuard.limit) times in \(PropertyFloodGuard.interval); not listening to them for \(PropertyFloodGuard.quietPeriod)")
        }
        // Listened to again a moment ago: read once the moment is over (see `PropertyFloodGuard.probation`).
        guard floodGuard.probation[window] == nil else { return false }
        // One test per tracked atom, no set built per event.
        guard property == atoms.normalHints || property == atoms.hints || property == atoms.protocols
            || property == atoms.strut || property == atoms.strutPartial || property == atoms.netWMName
            || property == atoms.wmName || property == atoms.syncCounter || property == atoms.motifHints else { return false }
        stale[window, default: []].insert(property)
        return true
    }

    /// When the loop must wake for a quiet period or a probation that ends.
    var nextDeadline: ContinuousClock.Instant? { floodGuard.nextDeadline }

    /// Reads once what the windows whose quiet period is over may have changed meanwhile, and
    /// listens to them again if their flood is over (see `PropertyFloodGuard.listensAgain`);
    /// those are read once their probation is over instead, so that no round trip is waited
    /// for while a flood that goes on pours in unseen. True when properties wait to be read
    /// (the caller renders).
    func listenAgainToQuietWindows(isManaged: (WindowID) -> Bool) -> Bool {
        guard let deadline = floodGuard.nextDeadline, deadline <= .now else { return false }
        // Listened to again behind a queue of events, a window whose flood goes on would go
        // unseen until the queue is drained, and meanwhile flood it by the hundred thousand.
        let caughtUp = x.readyEvents == 0
        var listened: [WindowID] = []
        var toRead = false
        for (window, property) in floodGuard.windowsDue(at: .now) {
            guard isManaged(window) else {
                floodGuard.forget(window)
                continue
            }
            if floodGuard.listensAgain(to: window, digest: x.propertyDigest(property, of: window), at: .now, caughtUp: caughtUp) {
                listened.append(window)
            } else {
                // Still unheard: read now, while its changes do not come to us.
                stale[window, default: []].formUnion(trackedProperties)
                toRead = true
            }
        }
        // After the reads above, each a round trip.
        for window in listened {
            listen(to: window)
        }
        // Heard since their probation began and quiet enough: what changed before is read now.
        for window in floodGuard.endProbations(at: .now) where isManaged(window) {
            stale[window, default: []].formUnion(trackedProperties)
            toRead = true
        }
        return toRead
    }

    /// The properties noted as changed since the last call, per window; to be read now.
    func takeStale() -> [WindowID: Set<AtomID>] {
        defer { stale = [:] }
        return stale
    }

    /// Reads `properties` of `window` (one round trip each, however many changes came).
    func read(_ properties: Set<AtomID>, of window: WindowID, border: Int) -> PropertyUpdate {
        var update = PropertyUpdate()
        if properties.contains(atoms.normalHints) {
            update.minSize = x.minimumTileSize(of: window, border: border)
            update.sizeLimits = x.sizeLimits(of: window)
        }
        if properties.contains(atoms.strut) || properties.contains(atoms.strutPartial) {
            update.strut = x.strut(of: window).map(XConnection.strut(from:)) ?? Strut()
        }
        if properties.contains(atoms.netWMName) || properties.contains(atoms.wmName) {
            update.title = x.title(of: window) ?? ""
        }
        if properties.contains(atoms.hints) {
            let hints = x.wmHints(of: window)
            update.acceptsInput = hints?.acceptsInput ?? true
            update.urgencyHint = hints?.urgent ?? false
        }
        if properties.contains(atoms.motifHints) {
            update.decorations = .some(x.motifDecorations(of: window))
        }
        if properties.contains(atoms.protocols) {
            let protocols = x.protocols(of: window)
            update.takesFocus = protocols.contains(atoms.takeFocus)
            update.deletesPolitely = protocols.contains(atoms.deleteWindow)
        }
        return update
    }

    /// Whether a change of `properties` may change the sync counter a window names.
    func mayChangeSyncCounter(_ properties: Set<AtomID>) -> Bool {
        properties.contains(atoms.protocols) || properties.contains(atoms.syncCounter)
    }

    // MARK: - Requests

    /// EWMH requests of clients and pagers, as the state's events, with what the state needs
    /// read from X. `_NET_REQUEST_FRAME_EXTENTS` is the renderer's to answer (`answerFrameExtents`).
    func events(for message: ClientMessage, state: WMState) -> [WMEvent] {
        let window = message.window
        // `wmctrl -s N`, `xdotool set_desktop N`, a panel's click: sent to the root.
        if message.type == atoms.currentDesktop, let index = message.data.first {
            return [.workspaceRequest(index)]
        }
        guard state.clients.contains(window) else { return [] }
        // `wmctrl -r W -t N`, `xdotool set_desktop_for_window W N`.
        if message.type == atoms.windowDesktop, let index = message.data.first {
            return [.sendToWorkspaceRequest(window, index)]
        }
        if message.type == atoms.activeWindow, message.data.count >= 2 {
            let time = UInt32(truncatingIfNeeded: message.data[1])
            // The user times are read only when the policy compares them.
            let reads = state.settings.focusOnActivation == .smart && window != state.focused
            return [.activationRequest(window, source: ActivationSource(ewmhSource: message.data[0]), time: time,
                                       userTime: reads && time == 0 ? x.userTime(of: window) : nil,
                                       focusedUserTime: reads ? state.focused.flatMap { x.userTime(of: $0) } : nil)]
        } else if message.type == atoms.closeWindow {
            return [.closeRequest(window)]
        } else if message.type == atoms.netWMState, message.data.count >= 3, let change = Switch(ewmhAction: message.data[0]) {
            let named = message.data[1...2].map { AtomID(rawValue: UInt32(truncatingIfNeeded: $0)) }
            var events: [WMEvent] = []
            if named.contains(atoms.demandsAttention) { events.append(.attentionRequest(window, change)) }
            if named.contains(atoms.fullscreen) { events.append(.fullscreenRequest(window, change)) }
            if named.contains(atoms.sticky) { events.append(.stickyRequest(window, change)) }
            let described = named.filter(atoms.describingStates.contains)
            if !described.isEmpty { events.append(.describedStateRequest(window, change, described)) }
            return events
        } else if message.type == atoms.moveResizeWindow, message.data.count >= 5, state.takesConfigureRequests(from: window) {
            // Bits 8 to 11 of the first item say which of x, y, width and height it names.
            let flags = message.data[0], data = message.data
            return [.configureRequest(window, RequestedFrame(
                x: flags & (1 << 8) != 0 ? data[1] : nil, y: flags & (1 << 9) != 0 ? data[2] : nil,
                width: flags & (1 << 10) != 0 ? data[3] : nil, height: flags & (1 << 11) != 0 ? data[4] : nil))]
        } else if message.type == atoms.wmMoveResize, message.data.count >= 4, let kind = PointerMoveResize(ewmhDirection: message.data[2]),
                  state.movesByPointer(window) {
            // Whether a button is held is read only for a start (a rare message: the round trip is no cost).
            return [.pointerMoveResizeRequest(window, kind, at: PixelPoint(x: message.data[0], y: message.data[1]),
                                              buttonHeld: kind != .cancel && x.pointerButtonHeld())]
        }
        return []
    }

    /// Answers a managed window's ConfigureRequest once the state has had it: a window whose
    /// request changed nothing is told where it is (a synthetic ConfigureNotify, ICCCM 4.1.5);
    /// one moved or resized hears so from the server once the picture is pushed.
    func answer(_ request: ConfigureRequest, state: WMState, renderer: Renderer) {
        let window = request.window
        guard let client = state.clients[window] else { return }
        let border = state.borderWidth(of: window)
        let placed = renderer.placed(window)
        if client.kind != .tiled, !client.fullscreen {
            let frame = client.frame
            // Out of sight (its workspace is hidden), it is not configured until shown: it hears
            // where it will be now, as ICCCM asks of a request not carried out.
            if !renderer.isMapped(window), frame != placed?.rect {
                x.sendConfigureNotify(to: window, rect: frame, borderWidth: border)
                return
            }
            if frame != placed?.rect { return }
        }
        // Its rectangle as last pushed (or, before its first push, as the state has it).
        let rect = placed?.rect ?? state.shownRect(of: window) ?? Picture.clientRect(for: state.focusedArea, border: border)
        x.sendConfigureNotify(to: window, rect: rect, borderWidth: placed?.border ?? border)
    }

    /// Closes `window` politely (WM_DELETE_WINDOW) if it understands that, else destroys that window.
    func close(_ window: WindowID, politely: Bool, time: UInt32) {
        // A WM_PROTOCOLS change may be waiting to be read this very turn: destroying a window
        // that just learnt to close politely would be wrong (the load test caught this). It is
        // read here for this answer; the state hears of it with the other stale properties. So
        // too for a window whose changes are not heard now (a flood's quiet period or probation).
        var politely = politely
        let unheard = floodGuard.quiet[window] != nil || floodGuard.probation[window] != nil
        if unheard || stale[window]?.contains(atoms.protocols) == true {
            politely = x.protocols(of: window).contains(atoms.deleteWindow)
        }
        if politely {
            x.sendProtocol(atoms.deleteWindow, to: window, time: time)
        } else {
            // That window alone, as i3's `kill` (its `kill client` is splitwm's `kill`): the
            // client's other windows stay.
            x.destroy(window)
        }
    }
}

extension Switch {
    /// _NET_WM_STATE's action: 0 removes, 1 adds, 2 toggles; anything else is no request.
    init?(ewmhAction: Int) {
        switch ewmhAction {
        case 0: self = .off
        case 1: self = .on
        case 2: self = .toggle
        default: return nil
        }
    }
}

extension PointerMoveResize {
    /// _NET_WM_MOVERESIZE's direction: 8 moves, 0 to 7 are the edges and corners, 11 cancels;
    /// the keyboard's (9, 10) and anything else are no request.
    init?(ewmhDirection: Int) {
        switch ewmhDirection {
        case 8: self = .move
        case 0...7: self = .resize
        case 11: self = .cancel
        default: return nil
        }
    }
}

extension RequestedFrame {
    /// The values a ConfigureRequest names (its mask).
    init(_ request: ConfigureRequest) {
        self.init(x: request.mask.contains(.x) ? request.rect.x : nil, y: request.mask.contains(.y) ? request.rect.y : nil,
                  width: request.mask.contains(.width) ? request.rect.width : nil,
                  height: request.mask.contains(.height) ? request.rect.height : nil)
    }
}
