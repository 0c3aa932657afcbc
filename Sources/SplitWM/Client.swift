// What the window manager knows about one managed window, read once when it is managed
// and refreshed when the client changes the property.
import SplitEngine
import SplitX

/// A managed (tiled) client window.
struct Client {
    let window: WindowID
    /// From WM_HINTS: false only when the client says it never takes input itself.
    var acceptsInput = true
    /// WM_PROTOCOLS has WM_TAKE_FOCUS: the client wants a message when it gets focus.
    var takesFocus = false
    /// WM_PROTOCOLS has WM_DELETE_WINDOW: close politely instead of killing the client.
    var deletesPolitely = false
    /// From WM_NORMAL_HINTS, border included: the smallest tile the window fits in.
    var minSize = Size.zero
    /// Unmaps splitwm itself asked for whose UnmapNotify has not arrived yet; an unmap
    /// beyond these is the client withdrawing its window.
    var pendingUnmaps = 0

    init(window: WindowID) { self.window = window }
}

extension XConnection {
    /// Reads what splitwm needs to know about `window` (a few round trips; on map only).
    func readClient(_ window: WindowID, border: Int, atoms: WMAtoms) -> Client {
        var client = Client(window: window)
        if let input = wmHints(of: window)?.acceptsInput { client.acceptsInput = input }
        let protocols = protocols(of: window)
        client.takesFocus = protocols.contains(atoms.takeFocus)
        client.deletesPolitely = protocols.contains(atoms.deleteWindow)
        client.minSize = minimumTileSize(of: window, border: border)
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
    let activeWindow, closeWindow: AtomID

    init(_ x: XConnection) {
        let a = x.atoms.intern([
            "WM_PROTOCOLS", "WM_DELETE_WINDOW", "WM_TAKE_FOCUS", "WM_NORMAL_HINTS", "WM_HINTS",
            "_NET_ACTIVE_WINDOW", "_NET_CLOSE_WINDOW",
        ])
        (protocols, deleteWindow, takeFocus, normalHints, hints) = (a[0], a[1], a[2], a[3], a[4])
        (activeWindow, closeWindow) = (a[5], a[6])
    }
}
