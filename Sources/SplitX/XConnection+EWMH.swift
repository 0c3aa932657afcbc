// The EWMH root properties a window manager keeps: who it is, what it supports, its clients, the active window.
internal import CX11

extension XConnection {
    /// The EWMH atoms splitwm supports, announced in _NET_SUPPORTED.
    /// Only what the window manager really does: panels and pagers trust this list.
    /// (Fullscreen, window types and docks join it when they are handled.)
    public static let supportedEWMHAtoms = [
        "_NET_SUPPORTED", "_NET_SUPPORTING_WM_CHECK", "_NET_WM_NAME", "_NET_CLIENT_LIST", "_NET_ACTIVE_WINDOW",
        "_NET_CLOSE_WINDOW", "_NET_NUMBER_OF_DESKTOPS", "_NET_CURRENT_DESKTOP", "_NET_DESKTOP_GEOMETRY",
        "_NET_WORKAREA", "_NET_FRAME_EXTENTS", "_NET_WM_STATE", "_NET_WM_STATE_DEMANDS_ATTENTION", "_NET_WM_USER_TIME",
    ]

    /// Creates the _NET_SUPPORTING_WM_CHECK window (an unmapped, override-redirect InputOnly child of the
    /// root), points the root and itself at it, names it, and sets _NET_SUPPORTED, one desktop, desktop 0.
    /// Returns the check window, which lives as long as this connection.
    public func announceWindowManager(name: String) -> WindowID {
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        let xid = XCreateWindow(display, root.xid, -1, -1, 1, 1, 0, 0, UInt32(InputOnly), nil,
                                UInt(CWOverrideRedirect), &attributes)
        let check = WindowID(rawValue: UInt32(truncatingIfNeeded: xid))
        let checkAtom = atoms.intern("_NET_SUPPORTING_WM_CHECK")
        writeItems(checkAtom, of: root, type: PredefinedAtom.window, [check.rawValue])
        writeItems(checkAtom, of: check, type: PredefinedAtom.window, [check.rawValue])
        writeBytes(atoms.intern("_NET_WM_NAME"), of: check, type: atoms.intern("UTF8_STRING"), Array(name.utf8))
        let supported = atoms.intern(Self.supportedEWMHAtoms)
        writeItems(atoms.intern("_NET_SUPPORTED"), of: root, type: PredefinedAtom.atom, supported.map(\.rawValue))
        writeItems(atoms.intern("_NET_NUMBER_OF_DESKTOPS"), of: root, type: PredefinedAtom.cardinal, [1])
        writeItems(atoms.intern("_NET_CURRENT_DESKTOP"), of: root, type: PredefinedAtom.cardinal, [0])
        return check
    }

    /// _NET_DESKTOP_GEOMETRY and _NET_WORKAREA for one desktop covering the screen; call again on screen changes.
    public func setDesktopGeometry(_ size: PixelSize) {
        let w = UInt32(clamping: size.width), h = UInt32(clamping: size.height)
        writeItems(atoms.intern("_NET_DESKTOP_GEOMETRY"), of: root, type: PredefinedAtom.cardinal, [w, h])
        writeItems(atoms.intern("_NET_WORKAREA"), of: root, type: PredefinedAtom.cardinal, [0, 0, w, h])
    }

    /// _NET_CLIENT_LIST: the managed windows, oldest first.
    public func setClientList(_ windows: [WindowID]) {
        writeItems(atoms.intern("_NET_CLIENT_LIST"), of: root, type: PredefinedAtom.window, windows.map(\.rawValue))
    }

    /// _NET_ACTIVE_WINDOW; None when nil.
    public func setActiveWindow(_ window: WindowID?) {
        writeItems(atoms.intern("_NET_ACTIVE_WINDOW"), of: root, type: PredefinedAtom.window, [window?.rawValue ?? 0])
    }

    /// _NET_WM_STATE of a managed window: the states it is in (splitwm keeps the whole list).
    public func setNetWMState(_ window: WindowID, _ states: [AtomID]) {
        writeItems(atoms.intern("_NET_WM_STATE"), of: window, type: PredefinedAtom.atom, states.map(\.rawValue))
    }

    /// Removes _NET_WM_STATE from a window splitwm no longer manages.
    public func deleteNetWMState(_ window: WindowID) {
        XDeleteProperty(display, window.xid, atoms.intern("_NET_WM_STATE").xid)
    }

    /// _NET_FRAME_EXTENTS (left, right, top, bottom): splitwm's only decoration is the X border.
    public func setFrameExtents(_ window: WindowID, border: Int) {
        let b = UInt32(clamping: max(0, border))
        writeItems(atoms.intern("_NET_FRAME_EXTENTS"), of: window, type: PredefinedAtom.cardinal, [b, b, b, b])
    }
}
