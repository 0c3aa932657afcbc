// Managing client windows: adopting, mapping, withdrawing, destroying, their requests and
// property changes, and closing them.
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

    /// Tiles `window` beside the focused one and focuses it.
    func manage(_ window: WindowID) {
        guard clients[window] == nil, !renderer.isSplitterWindow(window),
              let attributes = x.attributes(of: window), !attributes.overrideRedirect
        else { return }
        let client = x.readClient(window, border: settings.border.width, atoms: atoms)
        let target = focused.flatMap { tree.contains($0) ? $0 : nil } ?? tree.leaves.last
        do {
            tree = try tree
                .inserting(window, minSize: client.minSize, beside: target, placement: settings.placement,
                           split: settings.newSplit, in: area)
                .revealing(window, in: area)
        } catch {
            Log.info("cannot tile window \(window): \(error)")
            return
        }
        clients[window] = client
        x.selectInput(on: window, [.enterWindow, .propertyChange])
        x.addToSaveSet(window)
        x.setFrameExtents(window, border: settings.border.width)
        x.setBorderColor(window, rgb: settings.border.unfocusedColor.value)
        Log.debug("managing \(window)")
        publishClientList()
        focus(window)
        needsRender = true
    }

    /// Forgets `window`: it was withdrawn or destroyed. Focus goes to the most recent other.
    func unmanage(_ window: WindowID, destroyed: Bool) {
        guard clients.removeValue(forKey: window) != nil else { return }
        if let smaller = try? tree.removing(window) { tree = smaller }
        renderer.forget(window)
        recency.removeAll { $0 == window }
        if !destroyed {
            x.setICCCMState(.withdrawn, of: window)
            x.removeFromSaveSet(window)
        }
        Log.debug("unmanaged \(window)\(destroyed ? " (destroyed)" : "")")
        publishClientList()
        if focused == window {
            let visible = Set(tree.layout(in: area).tiles.map(\.leaf))
            focus(recency.first { visible.contains($0) } ?? visible.first)
        }
        needsRender = true
    }

    func unmapNotify(_ window: WindowID, synthetic: Bool) {
        guard var client = clients[window] else { return }
        if !synthetic, client.pendingUnmaps > 0 {
            // One of ours: the window went to a hidden side.
            client.pendingUnmaps -= 1
            clients[window] = client
            return
        }
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
            ?? renderer.clientRect(for: tree.layout(in: area).rect(of: request.window) ?? area)
        x.sendConfigureNotify(to: request.window, rect: rect, borderWidth: settings.border.width)
    }

    func propertyNotify(_ window: WindowID, _ property: AtomID) {
        guard var client = clients[window] else { return }
        if property == atoms.normalHints {
            let minSize = x.minimumTileSize(of: window, border: settings.border.width)
            guard minSize != client.minSize else { return }
            client.minSize = minSize
            if let updated = try? tree.settingMinSize(minSize, of: window) { tree = updated }
            needsRender = true
        } else if property == atoms.hints {
            client.acceptsInput = x.wmHints(of: window)?.acceptsInput ?? true
        } else if property == atoms.protocols {
            let protocols = x.protocols(of: window)
            client.takesFocus = protocols.contains(atoms.takeFocus)
            client.deletesPolitely = protocols.contains(atoms.deleteWindow)
        }
        clients[window] = client
    }

    func clientMessage(_ message: ClientMessage) {
        guard clients[message.window] != nil else { return }
        if message.type == atoms.activeWindow {
            if let revealed = try? tree.revealing(message.window, in: area) { tree = revealed }
            focus(message.window)
            needsRender = true
        } else if message.type == atoms.closeWindow {
            close(message.window)
        }
    }

    /// Closes `window` politely (WM_DELETE_WINDOW) if it understands that, else kills its client.
    func close(_ window: WindowID) {
        guard let client = clients[window] else { return }
        if client.deletesPolitely {
            x.sendProtocol(atoms.deleteWindow, to: window, time: lastTime)
        } else {
            x.killClient(window)
        }
    }

    func publishClientList() {
        x.setClientList(clients.keys.sorted())
    }
}
