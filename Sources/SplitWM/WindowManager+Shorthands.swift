// Shorthands into `desktop` for the handlers that still live in the window manager: each
// names one part of the state value, which stays the one place it is kept.
import SplitCore
import SplitDesktop
import SplitEngine
import SplitX

extension WindowManager {
    public internal(set) var settings: Settings {
        get { desktop.settings }
        set { desktop.settings = newValue }
    }
    var tree: SplitTree<WindowID> {
        get { desktop.tree }
        set { desktop.tree = newValue }
    }
    var area: Rect { desktop.area }
    var clients: [WindowID: Client] {
        get { desktop.clients }
        set { desktop.clients = newValue }
    }
    var clientOrder: [WindowID] {
        get { desktop.clientOrder }
        set { desktop.clientOrder = newValue }
    }
    var focused: WindowID? { desktop.focused }
    var recency: [WindowID] {
        get { desktop.workspace.recency }
        set { desktop.workspace.recency = newValue }
    }
    var drag: SplitterDrag? {
        get { desktop.splitterDrag }
        set { desktop.splitterDrag = newValue }
    }
    var lastTime: UInt32 {
        get { desktop.input.lastTime }
        set { desktop.input.lastTime = newValue }
    }
}
