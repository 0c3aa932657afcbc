// The EWMH root properties a window manager keeps: who it is, what it supports, its clients, the active window.
internal import CX11

extension XConnection {
    /// The EWMH atoms splitwm supports, announced in _NET_SUPPORTED.
    /// Only what the window manager really does: panels and pagers trust this list.
    /// (Fullscreen, window types and docks join it when they are handled.)
    public static let supportedEWMHAtoms = [
        "_NET_SUPPORTED", "_NET_SUPPORTING_WM_CHECK", "_NET_WM_NAME", "_NET_WM_VISIBLE_NAME", "_NET_CLIENT_LIST", "_NET_CLIENT_LIST_STACKING",
        "_NET_ACTIVE_WINDOW", "_NET_CLOSE_WINDOW", "_NET_NUMBER_OF_DESKTOPS", "_NET_CURRENT_DESKTOP", "_NET_DESKTOP_NAMES",
        "_NET_WM_DESKTOP",
        "_NET_DESKTOP_GEOMETRY", "_NET_DESKTOP_VIEWPORT", "_NET_WORKAREA", "_NET_FRAME_EXTENTS", "_NET_REQUEST_FRAME_EXTENTS",
        "_NET_MOVERESIZE_WINDOW", "_NET_WM_MOVERESIZE",
        "_NET_WM_STATE", "_NET_WM_STATE_DEMANDS_ATTENTION", "_NET_WM_STATE_FULLSCREEN", "_NET_WM_STATE_HIDDEN",
        "_NET_WM_STATE_FOCUSED", "_NET_WM_STATE_MAXIMIZED_HORZ", "_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_STATE_STICKY", "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER", "_NET_WM_STATE_MODAL",
        "_NET_WM_ALLOWED_ACTIONS", "_NET_WM_ACTION_CLOSE", "_NET_WM_ACTION_FULLSCREEN",
        "_NET_WM_ACTION_MOVE", "_NET_WM_ACTION_RESIZE", "_NET_WM_USER_TIME", "_NET_WM_PID", "_NET_WM_SYNC_REQUEST",
        "_NET_WM_STRUT", "_NET_WM_STRUT_PARTIAL", "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_DOCK",
        "_NET_WM_WINDOW_TYPE_DIALOG", "_NET_WM_WINDOW_TYPE_UTILITY", "_NET_WM_WINDOW_TYPE_TOOLBAR",
        "_NET_WM_WINDOW_TYPE_SPLASH", "_NET_WM_WINDOW_TYPE_MENU", "_NET_WM_WINDOW_TYPE_NOTIFICATION",
        "_NET_WM_WINDOW_TYPE_NORMAL",
    ]

    /// Creates the _NET_SUPPORTING_WM_CHECK window (an override-redirect InputOnly child of the
    /// root, 1×1 off the screen's corner: it shows nothing and takes no pointer), points the root
    /// and itself at it, names it, and sets _NET_SUPPORTED (the desktops are the picture's,
    /// written by the renderer). It is mapped, below every window, so that it can hold the
    /// focus when no window has it, as i3's does (`focusNoWindow`, 527-focus-fallback).
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
        XMapWindow(display, xid)
        XLowerWindow(display, xid)
        return check
    }

    /// Changes `property` of `window` (a window of ours that selects PropertyChange): the
    /// PropertyNotify that comes back says the server has carried out every request sent
    /// before this one, without a round trip that waits.
    public func markRequests(on window: WindowID, property: AtomID) {
        writeItems(property, of: window, type: PredefinedAtom.cardinal, [0])
    }

    /// _NET_DESKTOP_GEOMETRY: the screen's size (every desktop covers it; a monitor shows a part).
    public func setDesktopGeometry(_ size: PixelSize) {
        let w = UInt32(clamping: size.width), h = UInt32(clamping: size.height)
        writeItems(atoms.intern("_NET_DESKTOP_GEOMETRY"), of: root, type: PredefinedAtom.cardinal, [w, h])
    }

    /// _NET_WORKAREA: for each desktop, the tiling area of its monitor (its frame less the docks' struts).
    public func setWorkAreas(_ areas: [PixelRect]) {
        let items = areas.flatMap { [$0.x, $0.y, $0.width, $0.height] }.map { UInt32(clamping: max(0, $0)) }
        writeItems(atoms.intern("_NET_WORKAREA"), of: root, type: PredefinedAtom.cardinal, items)
    }

    /// _NET_NUMBER_OF_DESKTOPS.
    public func setNumberOfDesktops(_ count: Int) {
        writeItems(atoms.intern("_NET_NUMBER_OF_DESKTOPS"), of: root, type: PredefinedAtom.cardinal, [UInt32(clamping: count)])
    }

    /// _NET_CURRENT_DESKTOP: the focused monitor's desktop.
    public func setCurrentDesktop(_ index: Int) {
        writeItems(atoms.intern("_NET_CURRENT_DESKTOP"), of: root, type: PredefinedAtom.cardinal, [UInt32(clamping: max(0, index))])
    }

    /// _NET_DESKTOP_NAMES: UTF-8 names, each ended by a NUL.
    public func setDesktopNames(_ names: [String]) {
        let bytes = names.flatMap { Array($0.utf8.filter { $0 != 0 }) + [0] }
        writeBytes(atoms.intern("_NET_DESKTOP_NAMES"), of: root, type: atoms.intern("UTF8_STRING"), bytes)
    }

    /// _NET_DESKTOP_VIEWPORT: for each desktop, the top-left corner of the monitor it is on.
    public func setDesktopViewports(_ origins: [PixelPoint]) {
        let items = origins.flatMap { [$0.x, $0.y] }.map { UInt32(clamping: max(0, $0)) }
        writeItems(atoms.intern("_NET_DESKTOP_VIEWPORT"), of: root, type: PredefinedAtom.cardinal, items)
    }

    /// _NET_WM_DESKTOP as a window's client set it before mapping it: the desktop it asks for
    /// (0xFFFFFFFF: all of them); nil when absent or malformed.
    public func windowDesktop(of window: WindowID) -> UInt32? {
        readItems(atoms.netWMDesktop, of: window, type: PredefinedAtom.cardinal, limit: 1)?.first
    }

    /// _NET_WM_DESKTOP of a managed window: its desktop, or nil for all of them (0xFFFFFFFF).
    public func setWindowDesktop(_ window: WindowID, _ index: Int?) {
        writeItems(atoms.netWMDesktop, of: window, type: PredefinedAtom.cardinal,
                   [index.map { UInt32(clamping: max(0, $0)) } ?? 0xFFFF_FFFF])
    }

    /// _NET_CLIENT_LIST_STACKING: the managed windows, bottom to top.
    public func setClientListStacking(_ windows: [WindowID]) {
        writeItems(atoms.intern("_NET_CLIENT_LIST_STACKING"), of: root, type: PredefinedAtom.window, windows.map(\.rawValue))
    }

    /// _NET_WM_ALLOWED_ACTIONS of a managed window.
    public func setAllowedActions(_ window: WindowID, _ actions: [AtomID]) {
        writeItems(atoms.netWMAllowedActions, of: window, type: PredefinedAtom.atom, count: actions.count) { actions[$0].rawValue }
    }

    /// i3's I3_FLOATING_WINDOW: CARDINAL 1 on a floating window, none on any other.
    public func markFloating(_ window: WindowID, _ floats: Bool) {
        let atom = atoms.intern("I3_FLOATING_WINDOW")
        if floats { writeItems(atom, of: window, type: PredefinedAtom.cardinal, [1]) } else { XDeleteProperty(display, window.xid, atom.xid) }
    }

    /// _NET_WM_VISIBLE_NAME (UTF8_STRING) of a managed window: what its title format shows;
    /// nil deletes it (the title is shown as it is).
    public func setVisibleName(_ window: WindowID, _ name: String?) {
        let atom = atoms.intern("_NET_WM_VISIBLE_NAME")
        if let name {
            writeBytes(atom, of: window, type: atoms.intern("UTF8_STRING"), Array(name.utf8))
        } else {
            XDeleteProperty(display, window.xid, atom.xid)
        }
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
        writeItems(atoms.netWMState, of: window, type: PredefinedAtom.atom, count: states.count) { states[$0].rawValue }
    }

    /// Removes _NET_WM_STATE from a window splitwm no longer manages.
    public func deleteNetWMState(_ window: WindowID) {
        XDeleteProperty(display, window.xid, atoms.netWMState.xid)
    }

    /// Removes _NET_WM_DESKTOP from a window splitwm no longer manages (EWMH: a withdrawn
    /// window has none; at shutdown it stays, for the next window manager).
    public func deleteWindowDesktop(_ window: WindowID) {
        XDeleteProperty(display, window.xid, atoms.netWMDesktop.xid)
    }

    /// _NET_FRAME_EXTENTS (left, right, top, bottom): splitwm's only decoration is the X border.
    public func setFrameExtents(_ window: WindowID, border: Int) {
        let b = UInt32(clamping: max(0, border))
        writeItems(atoms.netFrameExtents, of: window, type: PredefinedAtom.cardinal, [b, b, b, b])
    }
}
