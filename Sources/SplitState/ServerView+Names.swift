// The plan's part of a window's name: _NET_WM_VISIBLE_NAME, which says what a title format
// shows (as i3 writes it), set where it changed and deleted when the format goes.
import XModel

extension ServerView {
    /// `.setVisibleName` for each of `windows` (those whose record changed) whose visible name
    /// in `new` is not the one last pushed: written, or deleted when it is nil again. A window
    /// new to the picture with none is sent nothing (it has none from us).
    func visibleNames(of windows: [WindowID], in new: Picture) -> [XRequest] {
        windows.compactMap { window in
            let name = new.windows[window]?.visibleName
            return picture.windows[window]?.visibleName == name ? nil : .setVisibleName(window, name)
        }
    }
}
