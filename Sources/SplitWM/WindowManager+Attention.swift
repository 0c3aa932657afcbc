// Windows asking for the user: _NET_ACTIVE_WINDOW requests weighed against the user's own
// input (focus stealing prevention), and urgency (_NET_WM_STATE_DEMANDS_ATTENTION and the
// WM_HINTS urgency hint) shown by a border colour, in the IPC and to subscribers.
import SplitCore
import SplitDesktop
import SplitEngine
import SplitX

/// _NET_ACTIVE_WINDOW's source indication (EWMH): who is asking.
enum ActivationSource: Int {
    /// Clients of older EWMH versions, such as wmctrl: treated as a pager.
    case legacy = 0
    case application = 1
    /// A pager or the user's own tool (xdotool windowactivate).
    case pager = 2
}

extension WindowManager {
    /// A request to focus `window`: a pager's (or an old tool's) is the user's own doing and
    /// is honoured; an application's goes by `focus-on-window-activation`.
    func activationRequest(_ window: WindowID, source: Int, time: UInt32) {
        let honoured: Bool
        switch (ActivationSource(rawValue: source) ?? .application, settings.focusOnActivation) {
        case (.pager, _), (.legacy, _), (.application, .focus): honoured = true
        case (.application, .none): return
        case (.application, .urgent): honoured = false
        case (.application, .smart): honoured = followsUserInput(window, requestTime: time)
        }
        guard honoured else {
            Log.debug("window \(window) asked for focus (time \(time)) without following the user's input: marked urgent")
            setUrgent(window, true)
            return
        }
        if let revealed = try? tree.revealing(window, in: area) { tree = revealed }
        focus(window)
        needsRender = true
    }

    /// Whether a request made at `requestTime` (or, without one, the window's own
    /// _NET_WM_USER_TIME) comes no earlier than the user's last key or button press that
    /// splitwm saw, nor than the focused window's _NET_WM_USER_TIME (its client's last input
    /// from the user): only then can it be the answer to something the user just did. A time
    /// of 0 means none (EWMH), and is never compared.
    func followsUserInput(_ window: WindowID, requestTime: UInt32) -> Bool {
        if window == focused { return true }
        let time = requestTime != 0 ? requestTime : (x.userTime(of: window) ?? 0)
        guard time != 0 else { return false }
        let typed = focused.flatMap { x.userTime(of: $0) }.flatMap { $0 == 0 ? nil : $0 }
        return [desktop.input.lastUserInput, typed].allSatisfy { last in last.map { !Self.isLater($0, than: time) } ?? true }
    }

    /// Server time is 32-bit milliseconds and wraps after 49 days: compare by difference.
    static func isLater(_ a: UInt32, than b: UInt32) -> Bool { Int32(bitPattern: a &- b) > 0 }

    /// Marks `window` as wanting attention, or not: its border colour, _NET_WM_STATE, the IPC's
    /// `urgent` and a `window` event. The focused window is never urgent (as in i3).
    func setUrgent(_ window: WindowID, _ urgent: Bool) {
        guard var client = clients[window] else { return }
        let urgent = urgent && window != focused
        guard client.urgent != urgent else { return }
        client.urgent = urgent
        clients[window] = client
        needsRender = true
        publishWindowEvent("urgent", window)
    }

    /// A client asks to change its _NET_WM_STATE; of the states splitwm knows, only
    /// DEMANDS_ATTENTION can be asked for (action 0 remove, 1 add, 2 toggle).
    func netWMStateRequest(_ message: ClientMessage) {
        guard message.data.count >= 3, let client = clients[message.window] else { return }
        let named = message.data[1...2].map { AtomID(rawValue: UInt32(truncatingIfNeeded: $0)) }
        guard named.contains(atoms.demandsAttention) else { return }
        switch message.data[0] {
        case 0: setUrgent(message.window, false)
        case 1: setUrgent(message.window, true)
        case 2: setUrgent(message.window, !client.urgent)
        default: break
        }
    }
}
