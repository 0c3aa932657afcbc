// What handling an event asks of the world besides the picture: processes to start, clients
// to close, the pointer to grab, events for subscribers, the config to read again. Values;
// the window manager's shell carries them out.
import SplitCore
import SplitEngine
import XModel

public enum Effect: Hashable, Sendable {
    /// Start `sh -c text`.
    case spawn(String)
    /// Ask the client politely (WM_DELETE_WINDOW) or kill it.
    case close(WindowID, politely: Bool)
    case kill(WindowID)
    /// A splitter drag began: grab the pointer with the resize cursor for `layout`.
    case grabPointer(SplitLayout, time: UInt32)
    case ungrabPointer(time: UInt32)
    /// The window left (withdrawn, not destroyed): hand it back (WM_STATE Withdrawn, out of the save set).
    case release(WindowID)
    /// The window was destroyed: forget what was pushed for it (X may give its id to a new window).
    case forget(WindowID)
    /// For subscribers.
    case notice(Notice)
    case reload
    case restart
    case quit
    /// Catch up with every X event that came before this point.
    case sync
    /// Write the state file without waiting (a drag's result).
    case saveSoon
}

/// What subscribers hear.
public enum Notice: Hashable, Sendable {
    /// `change` is managed, unmanaged, focused or urgent (with the window's urgency).
    case window(change: String, WindowID, urgent: Bool)
    /// A splitter moved (`phase` drag) or was let go (`phase` release).
    case splitter(phase: String, split: Int, fraction: Double, hidden: SplitSide?)
}
