// The EWMH root properties a window manager keeps: who it is, what it supports, its clients, the active window.
internal import CX11

extension XConnection {
    /// The EWMH atoms splitwm supports, announced in _NET_SUPPORTED.
    /// Only what the window manager really does: panels and pagers trust this list.
    /// (Fullscreen, window types and docks join it when they are handled.)
    public static let supportedEWMHAtoms = [
        "_NET_SUPPORTED", "_NET_SUPPORTING_WM_CHECK", "_NET_WM_NAME", "_NET_CLIENT_LIST", "_NET_CLIENT_LIST_STACKING",
        "_NET_ACTIVE_WINDOW", "_NET_CLOSE_WINDOW", "_NET_NUMBER_OF_DESKTOPS", "_NET_CURRENT_DESKTOP",
        "_NET_DESKTOP_GEOMETRY", "_NET_DESKTOP_VIEWPORT", "_NET_WORKAREA", "_NET_FRAME_EXTENTS", "_NET_REQUEST_FRAME_EXTENTS",
        "_NET_MOVERESIZE_WINDOW", "_NET_WM_MOVERESIZE",
        "_NET_WM_STATE", "_NET_WM_STATE_DEMANDS_ATTENTION", "_NET_WM_STATE_FULLSCREEN", "_NET_WM_STATE_HIDDEN",
        "_NET_WM_STATE_FOCUSED", "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER", "_NET_WM_STATE_MODAL",
        "_NET_WM_ALLOWED_ACTIONS", "_NET_WM_ACTION_CLOSE", "_NET_WM_ACTION_FULLSCREEN",
        "_NET_WM_ACTION_MOVE", "_NET_WM_ACTION_RESIZE", "_NET_WM_USER_TIME", "_NET_WM_PID",
        "_NET_WM_STRUT", "_NET_WM_STRUT_PARTIAL", "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_DOCK",
        "_NET_WM_WINDOW_TYPE_DIALOG", "_NET_WM_WINDOW_TYPE_UTILITY", "_NET_WM_WINDOW_TYPE_TOOLBAR",
        "_NET_WM_WINDOW_TYPE_SPLASH", "_NET_WM_WINDOW_TYPE_MENU", "_NET_WM_WINDOW_TYPE_NOTIFICATION",
        "_NET_WM_WINDOW_TYPE_NORMAL",
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
        writeItems(atoms.intern("_NET_DESKTOP_VIEWPORT"), of: root, type: PredefinedAtom.cardinal, [0, 0])
        return check
    }

    /// _NET_DESKTOP_GEOMETRY: the screen's size (one desktop covering it).
    public func setDesktopGeometry(_ size: PixelSize) {
        let w = UInt32(clamping: size.width), h = UInt32(clamping: size.height)
        writeItems(atoms.intern("_NET_DESKTOP_GEOMETRY"), of: root, type: PredefinedAtom.cardinal, [w, h])
    }

    /// _NET_WORKAREA of the one desktop: the screen less the docks' struts.
    public func setWorkArea(_ area: PixelRect) {
        let items = [area.x, area.y, area.width, area.height].map { UInt32(clamping: max(0, $0)) }
        writeItems(atoms.intern("_NET_WORKAREA"), of: root, type: PredefinedAtom.cardinal, items)
    }

    /// _NET_CLIENT_LIST_STACKING: the managed windows, bottom to top.
    public func setClientListStacking(_ windows: [WindowID]) {
        writeItems(atoms.intern("_NET_CLIENT_LIST_STACKING"), of: root, type: PredefinedAtom.window, windows.map(\.rawValue))
    }

    /// _NET_WM_ALLOWED_ACTIONS of a managed window.
    public func setAllowedActions(_ window: WindowID, _ actions: [AtomID]) {
        writeItems(atoms.intern("_NET_WM_ALLOWED_ACTIONS"), of: window, type: PredefinedAtom.atom, actions.map(\.rawValue))
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
