// The ICCCM window manager selection (ICCCM 2.8, WM_Sn of the screen, as i3 takes it): who holds
// it, taking it with a time the server gave and telling the root (MANAGER), waiting for a
// replaced holder to go, and the SelectionClear that says another window manager took it.
internal import CX11
#if canImport(Glibc)
import Glibc
#endif

extension XConnection {
    /// WM_Sn for this connection's screen (WM_S0 on the first).
    public var wmSelection: AtomID { atoms.intern("WM_S\(screen)") }

    /// The window holding WM_Sn; nil when no window manager holds it.
    public func wmSelectionOwner() -> WindowID? {
        WindowID(xid: XGetSelectionOwner(display, wmSelection.xid))
    }

    /// Makes a window of its own (InputOnly, out of sight, called `splitwm-WM_Sn` as i3 calls
    /// its `i3-WM_Sn`) the holder of WM_Sn, and sends MANAGER to the root (StructureNotify), as
    /// ICCCM asks of a new holder. The time is one the server gave (a property change's), not
    /// CurrentTime, which ICCCM forbids for taking a selection. Returns the window, or nil when
    /// the server gave the selection to no one (a holder with a later time).
    public func takeWMSelection() -> WindowID? {
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.event_mask = Int(PropertyChangeMask)
        let xid = XCreateWindow(display, root.xid, -1, -1, 1, 1, 0, 0, UInt32(InputOnly), nil,
                                UInt(CWOverrideRedirect | CWEventMask), &attributes)
        guard let owner = WindowID(xid: xid) else { return nil }
        let name = Array("splitwm-WM_Sn\0splitwm-WM_Sn\0".utf8)
        writeBytes(PredefinedAtom.wmClass, of: owner, type: PredefinedAtom.string, name)
        // The PropertyNotify of that write carries the server's time; XWindowEvent takes only
        // that window's property events from the queue, so nothing else is lost.
        var event = XEvent()
        XWindowEvent(display, xid, Int(PropertyChangeMask), &event)
        let time = event.xproperty.time
        XSetSelectionOwner(display, wmSelection.xid, xid, time)
        guard XGetSelectionOwner(display, wmSelection.xid) == xid else {
            XDestroyWindow(display, xid)
            return nil
        }
        var manager = XEvent()
        manager.xclient.type = CX11.ClientMessage
        manager.xclient.display = display
        manager.xclient.window = root.xid
        manager.xclient.message_type = atoms.intern("MANAGER").xid
        manager.xclient.format = 32
        manager.xclient.data.l = (Int(time), Int(wmSelection.rawValue), Int(owner.rawValue), 0, 0)
        XSendEvent(display, root.xid, 0, StructureNotifyMask, &manager)
        XFlush(display)
        return owner
    }

    /// Waits, asking every 0.1 s as i3 does, until `window` (a replaced window manager's
    /// selection holder) no longer exists; false when it still does after `seconds`.
    public func waitUntilGone(_ window: WindowID, seconds: Int) -> Bool {
        for _ in 0..<(seconds * 10) {
            let (exists, _) = capturingErrors { () -> Bool in
                var attributes = XWindowAttributes()
                return XGetWindowAttributes(display, window.xid, &attributes) != 0
            }
            if !exists { return true }
            usleep(100_000)
        }
        return false
    }
}
