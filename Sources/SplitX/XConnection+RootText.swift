// Text properties on the root window, such as _SPLITWM_SOCKET: how splitctl finds the window manager's socket.
internal import CX11

extension XConnection {
    /// The root window's `property` as UTF8_STRING (or STRING) text, at most 64 KiB of it; nil when
    /// absent, of another type or format.
    public func rootText(_ property: String) -> String? {
        readText(atoms.intern(property), of: root)
    }

    /// Sets the root window's `property` to `value` as UTF8_STRING; nil deletes it. Queued, not flushed.
    public func setRootText(_ property: String, _ value: String?) {
        let atom = atoms.intern(property)
        if let value {
            writeBytes(atom, of: root, type: atoms.intern("UTF8_STRING"), Array(value.utf8))
        } else {
            XDeleteProperty(display, root.xid, atom.xid)
        }
    }
}
