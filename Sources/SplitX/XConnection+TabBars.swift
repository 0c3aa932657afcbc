// Tab bar windows: override-redirect children of the root that TabBarPainter draws on.
internal import CX11

extension XConnection {
    /// An InputOutput override-redirect child of the root for a tab bar: selects ButtonPress, Exposure and
    /// EnterWindow (focus follows the mouse onto a title bar, as i3's onto a decoration),
    /// clamped to at least 1×1, mapped unless `mapped` is false. Of the root's depth and visual, which
    /// `TabBarPainter` draws with. Its background is None until the first draw gives it one, so mapping it
    /// leaves what was below in place instead of flashing a colour before the labels.
    public func createTabBarWindow(at rect: PixelRect, mapped: Bool = true) -> WindowID {
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.event_mask = EventMask([.buttonPress, .exposure, .enterWindow]).rawValue
        return createChildOfRoot(at: rect, class: InputOutput, mask: CWOverrideRedirect | CWEventMask, &attributes, mapped: mapped)
    }
}
