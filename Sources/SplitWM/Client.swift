// Reading what the window manager knows about a client window from its properties (the
// record itself is SplitDesktop's `Client`), and the atoms the window manager uses.
import SplitDesktop
import SplitEngine
import SplitX

extension XConnection {
    /// Reads what splitwm needs to know about `window` (a few round trips; on map only).
    func readClient(_ window: WindowID, border: Int, atoms: WMAtoms) -> Client {
        var client = Client(window: window)
        let hints = wmHints(of: window)
        if let input = hints?.acceptsInput { client.acceptsInput = input }
        client.urgencyHint = hints?.urgent ?? false
        client.urgent = client.urgencyHint
        let protocols = protocols(of: window)
        client.takesFocus = protocols.contains(atoms.takeFocus)
        client.deletesPolitely = protocols.contains(atoms.deleteWindow)
        client.minSize = minimumTileSize(of: window, border: border)
        let wmClass = wmClass(of: window)
        client.identity = WindowIdentity(className: wmClass?.className ?? "", instance: wmClass?.instance ?? "",
                                         role: windowRole(of: window))
        return client
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

    init(_ x: XConnection) {
        let a = x.atoms.intern([
            "WM_PROTOCOLS", "WM_DELETE_WINDOW", "WM_TAKE_FOCUS", "WM_NORMAL_HINTS", "WM_HINTS",
            "_NET_ACTIVE_WINDOW", "_NET_CLOSE_WINDOW", "_NET_WM_STATE", "_NET_WM_STATE_DEMANDS_ATTENTION",
        ])
        (protocols, deleteWindow, takeFocus, normalHints, hints) = (a[0], a[1], a[2], a[3], a[4])
        (activeWindow, closeWindow, netWMState, demandsAttention) = (a[5], a[6], a[7], a[8])
    }
}
