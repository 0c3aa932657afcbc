// The reducer's answers to what clients and pagers ask by message or request
// (ClientRequest.swift): activation, states, moving and resizing.
import SplitCommands
import SplitEngine
import XModel

extension Switch {
    /// What a flag that is `current` becomes.
    public func applied(to current: Bool) -> Bool {
        switch self {
        case .on: true
        case .off: false
        case .toggle: !current
        }
    }

    /// `states` with each of `named` added, removed or toggled; those added go last, in the
    /// order they came (panels read them in order).
    func applied(to states: [AtomID], _ named: [AtomID]) -> [AtomID] {
        var states = states
        for atom in named {
            let has = states.contains(atom)
            if applied(to: has) == has { continue }
            if has { states.removeAll { $0 == atom } } else { states.append(atom) }
        }
        return states
    }
}

extension WMState {
    /// A request to focus `window`: a pager's is the user's own doing and is honoured; an
    /// application's (any other source, an old client's too, as in i3) goes by
    /// `focus-on-window-activation`.
    mutating func activationRequest(_ window: WindowID, source: ActivationSource, time: UInt32, userTime: UInt32?,
                                            focusedUserTime: UInt32?, _ out: inout Reaction) {
        guard clients.contains(window) else { return }
        let hidden = clients[window]?.place == .scratchpad
        let elsewhere = hidden || (clients.workspace(of: window).map { !isShown($0) } ?? false)
        let honoured: Bool
        switch (source, settings.focusOnActivation) {
        case (.pager, _): honoured = true
        case (_, .none): return
        case (_, .urgent): honoured = false
        // `focus` means it, on another workspace too (i3's 240-focus-on-window-activation).
        case (_, .focus): honoured = !hidden
        // `smart` does not pull the user to another workspace: it may ask for attention. An
        // old client sends no time to compare, so only that counts (i3's 195-net-active-window).
        case (.legacy, .smart): honoured = !elsewhere
        case (.application, .smart):
            honoured = !elsewhere && (window == focused
                || input.follows(requestTime: time, userTime: userTime, focusedUserTime: focusedUserTime))
        }
        // Nor does an application take a window out of the scratchpad; a pager (a taskbar's
        // button) shows it.
        guard honoured else {
            setUrgent(window, true, &out)
            return
        }
        if hidden {
            showFromScratchpad(window, &out)
            return
        }
        // A window behind a fullscreen one of its workspace comes out: that one's fullscreen
        // ends, as in i3 (195-net-active-window); not for the fullscreen window's own dialog,
        // which shows above it anyway.
        if let id = clients.workspace(of: window) {
            let workspace = workspaces[id]
            for other in workspace.tree.leaves + workspace.floating where other != window && clients[other]?.fullscreen == true
                && !clients.isTransient(window, forAnyOf: [other]) {
                setFullscreen(other, false, &out)
            }
        }
        reveal(window)
        focus(window, &out)
    }

    /// A floating window or a dock asked to move or resize: a dock goes where it asks (X has
    /// no empty windows: at least 1×1, though _NET_MOVERESIZE_WINDOW can ask for less), a
    /// floating window too within its size hints and the monitor. A tile keeps its tile, a
    /// fullscreen window its monitor.
    mutating func configureRequest(_ window: WindowID, _ requested: RequestedFrame) {
        guard takesConfigureRequests(from: window), let client = clients[window] else { return }
        let rect = requested.applied(to: client.frame)
        switch client.kind {
        case .tiled: return
        case .desktop: moveFloating(window, to: outputs.onScreen(rect, kind: client.kind, strut: client.facts.strut))
        case .dock:
            // Where a dock sits can decide what it reserves (one at its monitor's edge).
            moveFloating(window, to: outputs.onScreen(rect, kind: client.kind, strut: client.facts.strut))
            updateWorkArea()
        case .floating: moveFloating(window, to: keptInside(client.facts.sizeLimits.applied(to: rect), bounds: frame(around: window)))
        }
    }

    /// Whether a ConfigureRequest of `window` can change anything: it is managed and neither a
    /// tile nor fullscreen. The X edge asks before it hands a request over (a client may send
    /// them by the thousand); the others are only told where they are.
    public func takesConfigureRequests(from window: WindowID) -> Bool {
        guard let client = clients[window] else { return false }
        return client.kind != .tiled && !client.fullscreen
    }

    /// Whether a ConfigureRequest stacking `window` above its siblings asks for the focus: a
    /// tile's does, as in i3 4.22 (Emacs and IntelliJ ask for the focus so; i3's
    /// 269-focus-stack-above), unless a fullscreen window covers its workspace. It carries no
    /// time, so the edge hands it over as an old client's _NET_ACTIVE_WINDOW (`.legacy`).
    public func raiseAsksForFocus(_ window: WindowID, stackMode: StackMode?) -> Bool {
        guard stackMode == .above, let client = clients[window], client.kind == .tiled, !client.fullscreen,
              case .tiled(let id) = client.place else { return false }
        let workspace = workspaces[id]
        return !(workspace.tree.leaves + workspace.floating).contains { clients[$0]?.fullscreen == true }
    }

    /// Whether the pointer may move or resize `window` when its client asks
    /// (_NET_WM_MOVERESIZE): a floating window. The X edge asks before it reads whether a
    /// button is held (a round trip).
    public func movesByPointer(_ window: WindowID) -> Bool { clients[window]?.kind == .floating }

    /// _NET_WM_STATE for states that only describe the window: each named one added, removed
    /// or toggled, kept in the order they came for panels to read.
    mutating func describedStateRequest(_ window: WindowID, _ change: Switch, _ named: [AtomID]) {
        guard !named.isEmpty, var client = clients[window] else { return }
        client.facts.describedStates = change.applied(to: client.facts.describedStates, named)
        clients[window] = client
    }

    /// _NET_WM_MOVERESIZE of a floating window: a move or a resize by the pointer starts as
    /// with the drag modifier (only while a button is held), or the one under way ends.
    mutating func pointerMoveResizeRequest(_ window: WindowID, _ kind: PointerMoveResize, at point: PixelPoint,
                                           buttonHeld: Bool, _ out: inout Reaction) {
        guard movesByPointer(window) else { return }
        if kind != .cancel, !buttonHeld { return }
        let time = input.lastTime
        switch kind {
        case .move: modifierPress(window, at: point, time: time, &out)
        case .resize: modifierResizePress(window, at: point, time: time, &out)
        case .cancel: buttonRelease(at: point, time: time, &out)
        }
    }
}
