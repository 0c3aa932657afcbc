// Managing client windows: adopting, mapping, withdrawing, destroying, their requests and
// property changes, and closing them.
import SplitDesktop
import SplitEngine
import SplitX

extension WindowManager {
    /// Takes over windows that exist when splitwm starts: those on screen, and those a
    /// previous window manager had hidden (WM_STATE Normal or Iconic), so a restart after a
    /// crash loses nothing.
    func adoptExistingWindows() {
        for window in x.topLevelWindows() {
            guard let attributes = x.attributes(of: window), !attributes.overrideRedirect, !attributes.isInputOnly
            else { continue }
            let state = x.icccmState(of: window)
            if attributes.mapState == .viewable || state == .normal || state == .iconic {
                manage(window)
            }
        }
    }

    func mapRequest(_ window: WindowID) {
        if clients[window] != nil {
            // A managed window asking to be shown again (it was on a hidden side).
            if let revealed = try? tree.revealing(window, in: area) { tree = revealed }
            focus(window)
            needsRender = true
            return
        }
        manage(window)
    }

    /// Tiles `window` beside the focused one (or the largest, when the focused tile is too
    /// small to split) and focuses it.
    func manage(_ window: WindowID) {
        guard clients[window] == nil, !renderer.isSplitterWindow(window),
              let attributes = x.attributes(of: window), !attributes.overrideRedirect, !attributes.isInputOnly
        else { return }
        endDrag()   // the tree changes shape: a drag's split could now be another one
        var client = x.readClient(window, border: settings.border.width, atoms: atoms)
        // A window may be mapped asking for attention already; every other state it names is
        // one splitwm does not keep (the renderer rewrites the list).
        if x.atomList(atoms.netWMState, of: window).contains(atoms.demandsAttention) { client.urgent = true }
        var inserted: SplitTree<WindowID>?
        var attempts: [(WindowID?, InsertPlacement)] = [(insertionTarget(), settings.placement), (nil, settings.placement)]
        if let presel = desktop.preselection, tree.contains(presel.window) {
            attempts.insert((presel.window, .toward(presel.direction)), at: 0)
        }
        desktop.preselection = nil
        for (target, placement) in attempts where inserted == nil {
            inserted = try? tree
                .inserting(window, minSize: client.minSize, beside: target, placement: placement,
                           split: settings.newSplit, in: area)
                .revealing(window, in: area)
        }
        guard let inserted else {
            // Never leave a client waiting for a map that does not come.
            Log.info("cannot tile window \(window) (the tree is \(SplitTree<WindowID>.maximumDepth) deep); mapping it untiled")
            x.map(window)
            return
        }
        tree = inserted
        clients[window] = client
        if attributes.mapState == .viewable { renderer.noteAlreadyMapped(window) }
        clientOrder.append(window)
        x.selectInput(on: window, Self.clientEvents)
        x.addToSaveSet(window)
        x.setFrameExtents(window, border: settings.border.width)
        Log.debug("managing \(window)")
        claimSwallowSlot(for: window)
        publishWindowEvent("managed", window)
        focus(window)
        needsRender = true
    }

    /// The leaf a new window goes beside: the focused one, unless its tile is too small to
    /// split; then the largest visible tile.
    private func insertionTarget() -> WindowID? {
        let tiles = desktop.layout.tiles
        if let focused, let tile = tiles.first(where: { $0.leaf == focused }),
           max(tile.rect.width, tile.rect.height) >= settings.smallestTileToSplit {
            return focused
        }
        return tiles.max { $0.rect.area < $1.rect.area }?.leaf ?? tree.leaves.last
    }

    /// Forgets `window`: it was withdrawn or destroyed. Focus goes to the most recent other.
    func unmanage(_ window: WindowID, destroyed: Bool) {
        guard clients.removeValue(forKey: window) != nil else { return }
        endDrag()   // the tree changes shape: a drag's split could now be another one
        if let smaller = try? tree.removing(window) { tree = smaller }
        renderer.forget(window)
        recency.removeAll { $0 == window }
        clientOrder.removeAll { $0 == window }
        staleProperties[window] = nil
        floodGuard.forget(window)
        // Its saved place is free again: a window that left must not come back through it.
        claims = claims.filter { $0.value != window }
        if !destroyed {
            x.setICCCMState(.withdrawn, of: window)
            x.deleteNetWMState(window)   // EWMH: removed when the window is withdrawn
            x.removeFromSaveSet(window)
        }
        Log.debug("unmanaged \(window)\(destroyed ? " (destroyed)" : "")")
        publishWindowEvent("unmanaged", window)
        if focused == window {
            let visible = Set(desktop.layout.tiles.map(\.leaf))
            focus(recency.first { visible.contains($0) } ?? visible.first)
        }
        needsRender = true
    }

    func unmapNotify(_ window: WindowID, synthetic: Bool) {
        guard clients[window] != nil else { return }
        // ICCCM's synthetic unmap follows the client's real one; for a window still on
        // screen it is a race or another client's mischief, and the real one will come.
        if synthetic, renderer.mapped.contains(window) { return }
        // One of ours: the window went to a hidden side.
        if !synthetic, renderer.consumeOwnUnmap(window) { return }
        unmanage(window, destroyed: false)
    }

    func destroyNotify(_ window: WindowID) { unmanage(window, destroyed: true) }

    /// Tiled windows get their tile (a synthetic ConfigureNotify, ICCCM 4.1.5); others get
    /// what they asked for.
    func configureRequest(_ request: ConfigureRequest) {
        guard clients[request.window] != nil else {
            x.grant(request)
            return
        }
        let rect = renderer.placed[request.window]
            ?? Picture.clientRect(for: desktop.layout.rect(of: request.window) ?? area, border: settings.border.width)
        x.sendConfigureNotify(to: request.window, rect: rect, borderWidth: settings.border.width)
    }

    /// What splitwm listens to on a client window: the pointer entering it, property changes.
    static let clientEvents: EventMask = [.enterWindow, .propertyChange]
    /// The properties whose changes matter (`propertyNotify` tests for them one by one, without
    /// building a set per event), read again after a window was not listened to.
    var trackedProperties: Set<AtomID> { [atoms.normalHints, atoms.hints, atoms.protocols] }

    /// Notes the change; the property is read once, at the end of the loop turn. A window
    /// changing its properties by the thousand each second is not listened to for a moment.
    func propertyNotify(_ window: WindowID, _ property: AtomID) {
        guard clients[window] != nil else { return }
        if floodGuard.noteChange(of: window, at: .now) {
            x.selectInput(on: window, Self.clientEvents.subtracting(.propertyChange))
            // At once: every moment the server has not seen this, it queues more of the flood for us.
            x.flush()
            Log.debug("window \(window) changes its properties more than \(PropertyFloodGuard.limit) times in \(PropertyFloodGuard.interval); not listening to them for \(PropertyFloodGuard.quietPeriod)")
        }
        guard property == atoms.normalHints || property == atoms.hints || property == atoms.protocols else { return }
        staleProperties[window, default: []].insert(property)
        needsRender = true
    }

    /// Listens again to the windows whose quiet period is over, and reads once what they may
    /// have changed meanwhile.
    func listenAgainToQuietWindows() {
        guard let deadline = floodGuard.nextDeadline, deadline <= .now else { return }
        for window in floodGuard.windowsDue(at: .now) where clients[window] != nil {
            x.selectInput(on: window, Self.clientEvents)
            staleProperties[window, default: []].formUnion(trackedProperties)
            needsRender = true
        }
    }

    /// Reads the properties that changed (one round trip each, however many changes came).
    func readStaleProperties() {
        for (window, properties) in staleProperties {
            guard var client = clients[window] else { continue }
            if properties.contains(atoms.normalHints) {
                let minSize = x.minimumTileSize(of: window, border: settings.border.width)
                if minSize != client.minSize, let updated = try? tree.settingMinSize(minSize, of: window) {
                    client.minSize = minSize
                    tree = updated
                }
            }
            var urgencyChanged = false
            if properties.contains(atoms.hints) {
                let hints = x.wmHints(of: window)
                client.acceptsInput = hints?.acceptsInput ?? true
                urgencyChanged = (hints?.urgent ?? false) != client.urgencyHint
                client.urgencyHint = hints?.urgent ?? false
            }
            if properties.contains(atoms.protocols) {
                let protocols = x.protocols(of: window)
                client.takesFocus = protocols.contains(atoms.takeFocus)
                client.deletesPolitely = protocols.contains(atoms.deleteWindow)
            }
            clients[window] = client
            if urgencyChanged { setUrgent(window, client.urgencyHint) }
        }
        staleProperties = [:]
    }

    func clientMessage(_ message: ClientMessage) {
        guard clients[message.window] != nil else { return }
        if message.type == atoms.activeWindow, message.data.count >= 2 {
            activationRequest(message.window, source: message.data[0], time: UInt32(truncatingIfNeeded: message.data[1]))
        } else if message.type == atoms.closeWindow {
            close(message.window)
        } else if message.type == atoms.netWMState {
            netWMStateRequest(message)
        }
    }

    /// Closes `window` politely (WM_DELETE_WINDOW) if it understands that, else kills its client.
    func close(_ window: WindowID) {
        // A WM_PROTOCOLS change may be waiting to be read this very turn: killing a client
        // that just learnt to close politely would be wrong (the load test caught this).
        if staleProperties[window] != nil { readStaleProperties() }
        guard let client = clients[window] else { return }
        if client.deletesPolitely {
            x.sendProtocol(atoms.deleteWindow, to: window, time: lastTime)
        } else {
            x.killClient(window)
        }
    }
}
