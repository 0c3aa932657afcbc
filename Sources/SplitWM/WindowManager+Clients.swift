// The X edge of managing client windows: adopting them, reading their properties for the
// state (once per loop turn however often they change), and telling events that are ours
// (our own unmaps) from the client's.
import SplitCommands
import SplitState
import SplitEngine
import SplitX

extension WindowManager {
    /// Takes over windows that exist when splitwm starts: those on screen, and those a
    /// previous window manager had hidden (WM_STATE Normal or Iconic), so a restart after a
    /// crash loses nothing.
    func adoptExistingWindows() {
        // Every top-level window's attributes, WM_STATE and properties in one round trip (a
        // restart with a hundred windows would otherwise wait for three hundred).
        let windows = x.topLevelWindows()
        let properties = x.managedWindowProperties + [x.atoms.intern("WM_STATE")]
        x.readAhead(properties, of: windows, attributes: true)
        defer { x.dropReadAhead() }
        for window in windows {
            x.prefetchingProperties(properties, of: window, attributes: true) {
                guard let attributes = x.attributes(of: window), !attributes.overrideRedirect, !attributes.isInputOnly
                else { return }
                let state = x.icccmState(of: window)
                if attributes.mapState == .viewable || state == .normal || state == .iconic {
                    manage(window)
                }
            }
        }
    }

    func mapRequest(_ window: WindowID) {
        if state.clients[window] != nil {
            dispatch(.mapRequest(window))
        } else {
            manage(window)
        }
    }

    /// Reads what the state needs to know of `window` and hands it over (a window the tree
    /// cannot hold floats).
    func manage(_ window: WindowID) {
        guard state.clients[window] == nil, !renderer.isSplitterWindow(window) else { return }
        readAheadForQueuedMaps(after: window)
        // Its attributes and properties in one round trip, read from the replies below: a map
        // waits for no other. (The properties of a window not managed are read for nothing.)
        let read: (Client, WindowAttributes, UInt32?)? = x.prefetchingProperties(x.managedWindowProperties, of: window, attributes: true) {
            guard let attributes = x.attributes(of: window), !attributes.overrideRedirect, !attributes.isInputOnly
            else { return nil }
            return (x.readClient(window, attributes: attributes, border: state.settings.border.width, atoms: atoms), attributes,
                    x.syncCounter(of: window))
        }
        guard let (client, attributes, syncCounter) = read else { return }
        // The state decides whether to manage it (one the tree cannot hold floats; a
        // notification it leaves alone).
        dispatch(.manage(client, mapped: attributes.mapState == .viewable))
        guard state.clients[window] != nil else { return }
        renderer.sync.setCounter(syncCounter, of: window)
        renderer.adopt(window, alreadyMapped: attributes.mapState == .viewable)
        x.selectInput(on: window, Self.clientEvents)
        Log.debug("managing \(window)")
    }

    /// A burst of new windows (a session restoring, a script opening twenty terminals): when
    /// more MapRequests wait behind this one, the windows of all of them are read in one round
    /// trip with this one's, so the burst waits for one round trip, not one per window. The
    /// turn drops what was read ahead and not used (`dropReadAhead`).
    private func readAheadForQueuedMaps(after window: WindowID) {
        guard !x.hasReadAhead(for: window), x.queuedEvents > 0 else { return }
        let waiting = x.queuedMapRequests(max: Self.eventsPerTurn)
            .filter { $0 != window && state.clients[$0] == nil && !renderer.isSplitterWindow($0) }
        guard !waiting.isEmpty else { return }
        x.readAhead(x.managedWindowProperties, of: [window] + waiting, attributes: true)
    }

    /// The state let go of `window` (withdrawn or destroyed): the X side forgets it too.
    func forget(_ window: WindowID) {
        renderer.forget(window)
        watch.stale[window] = nil
        watch.floodGuard.forget(window)
    }

    /// A withdrawn window goes back to its client: WM_STATE Withdrawn, no _NET_WM_STATE (EWMH),
    /// out of the save set, and no longer listened to (a client that floods the title of a
    /// window it withdrew would otherwise send splitwm every change, with no flood guard).
    func release(_ window: WindowID) {
        x.selectInput(on: window, [])
        renderer.release(window)
    }

    func unmapNotify(_ window: WindowID, synthetic: Bool) {
        guard state.clients[window] != nil else { return }
        // ICCCM's synthetic unmap follows the client's real one; for a window still on
        // screen it is a race or another client's mischief, and the real one will come.
        if synthetic, renderer.isMapped(window) { return }
        // One of ours: the window went to a hidden side.
        if !synthetic, renderer.consumeOwnUnmap(window) { return }
        dispatch(.withdrawn(window))
    }

    func destroyNotify(_ window: WindowID) {
        guard state.clients[window] != nil else { return }
        dispatch(.destroyed(window))
    }

    /// Windows not managed get what they asked for; managed ones what the state decides
    /// (floating windows and docks within the monitor; tiles keep their tile). A window whose
    /// request changed nothing is told where it is (a synthetic ConfigureNotify, ICCCM 4.1.5).
    func configureRequest(_ request: ConfigureRequest) {
        guard state.clients[request.window] != nil else {
            x.grant(request)
            return
        }
        // A tile's or a fullscreen window's changes nothing: it is only told where it is.
        if state.takesConfigureRequests(from: request.window) {
            dispatch(.configureRequest(request.window, RequestedFrame(request)))
        }
        guard let client = state.clients[request.window] else { return }
        if client.kind != .tiled, !client.fullscreen {
            let frame = client.frame
            // Out of sight (its workspace is hidden), it is not configured until shown: it hears
            // where it will be now, as ICCCM asks of a request not carried out.
            if !renderer.isMapped(request.window), frame != renderer.placed(request.window)?.rect {
                x.sendConfigureNotify(to: request.window, rect: frame, borderWidth: state.settings.border.width)
                return
            }
            // Moved or resized, it hears so from the server once the picture is pushed.
            if frame != renderer.placed(request.window)?.rect { return }
        }
        tellWhereItIs(request.window)
    }

    /// A synthetic ConfigureNotify with the window's rectangle as last pushed (or, before its
    /// first push, as the state has it).
    func tellWhereItIs(_ window: WindowID) {
        let placed = renderer.placed(window)
        let border = state.settings.border.width
        let rect = placed?.rect ?? state.shownRect(of: window) ?? Picture.clientRect(for: state.focusedArea, border: border)
        x.sendConfigureNotify(to: window, rect: rect, borderWidth: placed?.border ?? border)
    }

    /// What splitwm listens to on a client window: the pointer entering it, property changes.
    static let clientEvents: EventMask = [.enterWindow, .propertyChange]
    /// The properties whose changes matter, read again after a window was not listened to.
    var trackedProperties: Set<AtomID> {
        [atoms.normalHints, atoms.hints, atoms.protocols, atoms.strut, atoms.strutPartial, atoms.netWMName, atoms.wmName,
         atoms.syncCounter]
    }

    /// Notes the change; the property is read once, at the end of the loop turn. A window
    /// changing its properties by the thousand each second is not listened to for a moment.
    func propertyNotify(_ window: WindowID, _ property: AtomID) {
        guard hears(window) else { return }
        if watch.floodGuard.noteChange(of: window, property: property, at: .now) {
            x.selectInput(on: window, Self.clientEvents.subtracting(.propertyChange))
            // At once: every moment the server has not seen this, it queues more of the flood for us.
            x.flush()
            watch.floodGuard.sample(window, x.propertyDigest(property, of: window))
            Log.debug("window \(window) changes its properties more than \(PropertyFloodGuard.limit) times in \(PropertyFloodGuard.interval); not listening to them for \(PropertyFloodGuard.quietPeriod)")
        }
        // Listened to again a moment ago: read once the moment is over (see `PropertyFloodGuard.probation`).
        guard watch.floodGuard.probation[window] == nil else { return }
        // One test per tracked atom, no set built per event.
        guard property == atoms.normalHints || property == atoms.hints || property == atoms.protocols
            || property == atoms.strut || property == atoms.strutPartial || property == atoms.netWMName
            || property == atoms.wmName || property == atoms.syncCounter else { return }
        watch.stale[window, default: []].insert(property)
        rendering.needed = true
    }

    /// Whether a property change of `window` matters: not when splitwm does not manage it, nor
    /// while it is not listened to. The flood queued before the server saw that (tens of
    /// thousands of events when the flooding client had the server to itself) is dropped
    /// unread: the window's tracked properties are read once its quiet period is over.
    func hears(_ window: WindowID) -> Bool {
        // By key, not `clients[window] != nil`, which copies the client out: this runs for every
        // property any managed window changes, our own writes included.
        state.clients.keys.contains(window) && (watch.floodGuard.quiet.isEmpty || watch.floodGuard.quiet[window] == nil)
    }

    /// Reads once what the windows whose quiet period is over may have changed meanwhile, and
    /// listens to them again if their flood is over (see `PropertyFloodGuard.listensAgain`);
    /// those are read once their probation is over instead, so that no round trip is waited
    /// for while a flood that goes on pours in unseen.
    func listenAgainToQuietWindows() {
        guard let deadline = watch.floodGuard.nextDeadline, deadline <= .now else { return }
        // Listened to again behind a queue of events, a window whose flood goes on would go
        // unseen until the queue is drained, and meanwhile flood it by the hundred thousand.
        let caughtUp = x.readyEvents == 0
        var listened: [WindowID] = []
        for (window, property) in watch.floodGuard.windowsDue(at: .now) {
            guard state.clients[window] != nil else {
                watch.floodGuard.forget(window)
                continue
            }
            if watch.floodGuard.listensAgain(to: window, digest: x.propertyDigest(property, of: window), at: .now, caughtUp: caughtUp) {
                listened.append(window)
            } else {
                // Still unheard: read now, while its changes do not come to us.
                watch.stale[window, default: []].formUnion(trackedProperties)
                rendering.needed = true
            }
        }
        // After the reads above, each a round trip.
        for window in listened {
            x.selectInput(on: window, Self.clientEvents)
        }
        // Heard since their probation began and quiet enough: what changed before is read now.
        for window in watch.floodGuard.endProbations(at: .now) where state.clients[window] != nil {
            watch.stale[window, default: []].formUnion(trackedProperties)
            rendering.needed = true
        }
    }

    /// Reads the properties that changed (one round trip each, however many changes came)
    /// and hands them to the state.
    func readStaleProperties() {
        let stale = watch.stale
        watch.stale = [:]
        for (window, properties) in stale where state.clients[window] != nil {
            var update = PropertyUpdate()
            if properties.contains(atoms.normalHints) {
                update.minSize = x.minimumTileSize(of: window, border: state.settings.border.width)
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
            if properties.contains(atoms.protocols) {
                let protocols = x.protocols(of: window)
                update.takesFocus = protocols.contains(atoms.takeFocus)
                update.deletesPolitely = protocols.contains(atoms.deleteWindow)
            }
            if properties.contains(atoms.protocols) || properties.contains(atoms.syncCounter) { syncCounterChanged(window) }
            dispatch(.propertiesChanged(window, update))
        }
    }

    /// EWMH requests of clients and pagers, with what the state needs read from X.
    func clientMessage(_ message: ClientMessage) {
        let window = message.window
        if message.type == atoms.requestFrameExtents {
            // Asked before the window is mapped, so that it can size itself: the border it will get.
            x.setFrameExtents(window, border: state.settings.border.width)
            return
        }
        // `wmctrl -s N`, `xdotool set_desktop N`, a panel's click: sent to the root.
        if message.type == atoms.currentDesktop, let index = message.data.first {
            dispatch(.workspaceRequest(index))
            return
        }
        guard state.clients[window] != nil else { return }
        // `wmctrl -r W -t N`, `xdotool set_desktop_for_window W N`.
        if message.type == atoms.windowDesktop, let index = message.data.first {
            dispatch(.sendToWorkspaceRequest(window, index))
            return
        }
        if message.type == atoms.activeWindow, message.data.count >= 2 {
            let time = UInt32(truncatingIfNeeded: message.data[1])
            // The user times are read only when the policy compares them.
            let reads = state.settings.focusOnActivation == .smart && window != state.focused
            dispatch(.activationRequest(window, source: ActivationSource(rawValue: message.data[0]) ?? .application, time: time,
                                        userTime: reads && time == 0 ? x.userTime(of: window) : nil,
                                        focusedUserTime: reads ? state.focused.flatMap { x.userTime(of: $0) } : nil))
        } else if message.type == atoms.closeWindow {
            dispatch(.closeRequest(window))
        } else if message.type == atoms.netWMState, message.data.count >= 3, let change = Switch(ewmhAction: message.data[0]) {
            let named = message.data[1...2].map { AtomID(rawValue: UInt32(truncatingIfNeeded: $0)) }
            if named.contains(atoms.demandsAttention) { dispatch(.attentionRequest(window, change)) }
            if named.contains(atoms.fullscreen) { dispatch(.fullscreenRequest(window, change)) }
            let described = named.filter(atoms.describingStates.contains)
            if !described.isEmpty { dispatch(.describedStateRequest(window, change, described)) }
        } else if message.type == atoms.moveResizeWindow, message.data.count >= 5, state.takesConfigureRequests(from: window) {
            // Bits 8 to 11 of the first item say which of x, y, width and height it names.
            let flags = message.data[0], data = message.data
            dispatch(.configureRequest(window, RequestedFrame(
                x: flags & (1 << 8) != 0 ? data[1] : nil, y: flags & (1 << 9) != 0 ? data[2] : nil,
                width: flags & (1 << 10) != 0 ? data[3] : nil, height: flags & (1 << 11) != 0 ? data[4] : nil)))
        } else if message.type == atoms.wmMoveResize, message.data.count >= 4, let kind = PointerMoveResize(ewmhDirection: message.data[2]),
                  state.movesByPointer(window) {
            // Whether a button is held is read only for a start (a rare message: the round trip is no cost).
            dispatch(.pointerMoveResizeRequest(window, kind, at: PixelPoint(x: message.data[0], y: message.data[1]),
                                               buttonHeld: kind != .cancel && x.pointerButtonHeld()))
        }
    }

    /// Closes `window` politely (WM_DELETE_WINDOW) if it understands that, else kills its client.
    func close(_ window: WindowID, politely: Bool) {
        // A WM_PROTOCOLS change may be waiting to be read this very turn: killing a client
        // that just learnt to close politely would be wrong (the load test caught this). It is
        // read here for this answer; the state hears of it with the other stale properties. So
        // too for a window whose changes are not heard now (a flood's quiet period or probation).
        var politely = politely
        let unheard = watch.floodGuard.quiet[window] != nil || watch.floodGuard.probation[window] != nil
        if unheard || watch.stale[window]?.contains(atoms.protocols) == true {
            politely = x.protocols(of: window).contains(atoms.deleteWindow)
        }
        if politely {
            x.sendProtocol(atoms.deleteWindow, to: window, time: state.input.lastTime)
        } else {
            x.killClient(window)
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
