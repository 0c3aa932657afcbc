// What handling an event asks of the world besides the picture: processes to start, clients
// to close, the pointer to grab, events for subscribers, the config to read again. Values;
// the window manager's shell carries them out.
import SplitConfig
import SplitEngine
import XModel

public enum Effect: Hashable, Sendable {
    /// Start `sh -c text`.
    case spawn(String)
    /// Ask the client politely (WM_DELETE_WINDOW) or kill it.
    case close(WindowID, politely: Bool)
    case kill(WindowID)
    /// A drag began: grab the pointer, showing `cursor` wherever it goes.
    case grabPointer(DragCursor, time: UInt32)
    /// A tile's carry went past a click: grab the keyboard too, so that Escape reaches
    /// splitwm (released with the pointer: `ungrabPointer`). A click never takes the keyboard
    /// from the focused client.
    case grabKeyboard
    case ungrabPointer(time: UInt32)
    /// A window the state leaves unmanaged (a notification) asked to be mapped: map it as it is.
    case mapUnmanaged(WindowID)
    /// For subscribers.
    case notice(Notice)
    case reload
    case restart
    case quit
    /// Catch up with every X event that came before this point.
    case sync
    /// Write the state file without waiting (a drag's result).
    case saveSoon
    /// `layout save`: write the workspace's tree to the file at this path.
    case saveLayout(String)
    /// `layout load`: read the layout file at this path and apply it (`WMEvent.loadLayout`).
    case loadLayout(String)
    /// `append_layout`: read the i3 layout file at this path and put it into the focused
    /// container (`WMEvent.loadLayout` with `LoadedLayout.appended`).
    case appendLayout(String)
    /// `monitors refresh`: ask X for the monitors again (`WMEvent.monitors`).
    case refreshMonitors
    /// The binding mode in force changed: the keys to grab are that mode's.
    case grabKeys(mode: String)
}

/// The cursor a drag shows.
public enum DragCursor: Hashable, Sendable {
    /// A splitter between sides left and right, or above and below.
    case resizeLeftRight, resizeUpDown
    /// A floating window moved, or resized by its bottom-right corner.
    case move, resizeCorner
}

/// What subscribers hear.
public enum Notice: Hashable, Sendable {
    /// `change` is managed, unmanaged, focused, urgent (with the window's urgency), title,
    /// floating, tiled, fullscreen, unfullscreen, moved (within its tree, by `move`) or
    /// workspace (sent to another).
    case window(change: String, WindowID, urgent: Bool)
    /// A splitter of `workspace`'s tree moved (`phase` drag) or was let go (`phase` release).
    /// `key` names the split by what it separates (the first window of each side), which
    /// outlives edits elsewhere in the tree.
    case splitter(phase: String, workspace: String, key: SplitKey<WindowID>?, fraction: Double, hidden: SplitSide?)
    /// The monitors changed (came, went, moved or resized).
    case monitors
    /// The binding mode in force is now `name` (`default` outside every mode).
    case mode(String)
    /// The config's bars changed from these (the `bar` command): i3bars are told.
    case bars(from: [BarConfig])
}
