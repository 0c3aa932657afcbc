// Grabs a test client takes as other programs do (a hotkey daemon's passive key grab, a
// locker's active keyboard grab), and the XKB group a layout switch locks.
import CX11
import SplitX

extension TestClient {
    /// A passive grab of `keysym` with exactly `modifiers` (X's modifier mask) on the root, as
    /// a hotkey daemon takes it. Take it before anyone else grabs that key: a BadAccess would
    /// reach this process's error handler.
    public func grabKey(_ keysym: String, modifiers: UInt32) {
        guard let code = keycode(for: keysym) else { return }
        XGrabKey(display, Int32(code), modifiers, cx11_default_root(display), 0, GrabModeAsync, GrabModeAsync)
        XSync(display, 0)
    }

    /// An active keyboard grab on the root, as a screen locker or a menu takes it; true on GrabSuccess.
    public func grabKeyboard() -> Bool {
        let result = XGrabKeyboard(display, cx11_default_root(display), 0, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        XSync(display, 0)
        return result == GrabSuccess
    }

    public func ungrabKeyboard() {
        XUngrabKeyboard(display, UInt(CurrentTime))
        XSync(display, 0)
    }

    /// Locks the core keyboard's XKB group (0 the first layout, 1 the second), as a layout
    /// switch key does.
    public func lockGroup(_ group: UInt32) {
        XkbLockGroup(display, 0x0100 /* XkbUseCoreKbd */, group)
        XSync(display, 0)
    }
}
