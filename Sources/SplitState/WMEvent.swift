// The events the state reacts to: X events as the X edge decoded them (with the client
// properties it read for them), commands from bindings and scripts, and screen changes.
import SplitCommands
import SplitConfig
import SplitEngine
import XModel

public enum WMEvent: Hashable, Sendable {
    /// A new window to manage, as the X edge read it; `mapped` when it was already on screen.
    case manage(Client, mapped: Bool)
    /// A managed window asks to be shown (it was on a hidden side).
    case mapRequest(WindowID)
    /// The client withdrew its window, or destroyed it.
    case withdrawn(WindowID)
    case destroyed(WindowID)
    /// Properties of a managed window read again after it changed them (nil: not reread).
    case propertiesChanged(WindowID, PropertyUpdate)
    /// _NET_ACTIVE_WINDOW: who asks, the request's time, and the _NET_WM_USER_TIME of the
    /// window and of the focused window, when they have one.
    case activationRequest(WindowID, source: ActivationSource, time: UInt32, userTime: UInt32?, focusedUserTime: UInt32?)
    /// _NET_WM_STATE for DEMANDS_ATTENTION (EWMH's remove, add and toggle are off, on, toggle).
    case attentionRequest(WindowID, Switch)
    /// _NET_WM_STATE for FULLSCREEN.
    case fullscreenRequest(WindowID, Switch)
    /// _NET_WM_STATE for STICKY (`wmctrl -b add,sticky`).
    case stickyRequest(WindowID, Switch)
    /// _NET_WM_STATE for the states that only describe the window (skip taskbar, skip pager, modal):
    /// kept for panels to read.
    case describedStateRequest(WindowID, Switch, [AtomID])
    /// _NET_CLOSE_WINDOW.
    case closeRequest(WindowID)
    /// A ConfigureRequest (or _NET_MOVERESIZE_WINDOW) of a managed window. Floating windows and
    /// docks get it (within the monitor); tiles keep their tile, fullscreen windows the monitor.
    case configureRequest(WindowID, RequestedFrame)
    /// _NET_WM_MOVERESIZE at `point`; `buttonHeld` when a pointer button is down (without one,
    /// no release would come to end the drag).
    case pointerMoveResizeRequest(WindowID, PointerMoveResize, at: PixelPoint, buttonHeld: Bool)
    /// Button 1 went down on a splitter (the split under it, as shown) or, with the drag
    /// modifier, inside a managed window.
    case splitterPress(SplitterName, at: PixelPoint, time: UInt32)
    case modifierPress(WindowID, at: PixelPoint, time: UInt32)
    /// Button 3 with the drag modifier inside a managed window (resizes a floating one).
    case modifierResizePress(WindowID, at: PixelPoint, time: UInt32)
    /// A button went down inside a managed window, without the drag modifier (click to focus).
    case windowPress(WindowID, at: PixelPoint, time: UInt32)
    /// A press on a group's bar (`group`, the key of its topmost split): button 1 on a tab (its
    /// window), or the wheel (toward the previous or the next tab; `window` is one of its tabs').
    case tabPress(WindowID, TabGesture, group: SplitKey<WindowID>, at: PixelPoint, time: UInt32)
    /// Any other button press (the input clock).
    case otherPress(at: PixelPoint, time: UInt32)
    case buttonRelease(at: PixelPoint, time: UInt32)
    /// Escape during a drag: what it dragged goes back to where it was at the press.
    case dragCancel
    /// The pointer moved: during a drag, or over the root's own space (`overWindow` false: an
    /// empty monitor, where focus follows the mouse to that monitor); the X edge sends other
    /// motion only when `motionMatters` says so.
    case motion(at: PixelPoint, time: UInt32, overWindow: Bool = false)
    /// The pointer entered a managed window (a real move, not a grab's or an inferior's).
    case enter(WindowID, at: PixelPoint, time: UInt32)
    /// The pointer entered a bar of tabs (a title bar: a group of one) over `window`'s tab;
    /// `group` names the group as `tabPress` does.
    case enterBar(WindowID, group: SplitKey<WindowID>, at: PixelPoint, time: UInt32)
    /// Where the pointer is, asked of the server just before commands that place a window
    /// under it (`move position mouse`): motion outside a drag is not heard, so the last point
    /// seen may be old.
    case pointerQueried(PixelPoint)
    /// A key press that reached splitwm (a binding's): the input clock moves on. Its commands
    /// follow as `.command`s, as from any other source.
    case keyPress(time: UInt32)
    /// A key or button press in any window, the focused client's included (XInput 2 raw
    /// events): moves the input clock on, and changes nothing the picture shows.
    case userInput(time: UInt32)
    /// One command, from a binding, a script, the socket or the config. A list of commands is
    /// handed over one at a time, each one's effects carried out before the next, and stops at
    /// the first that fails (`WindowManager.run`), so the state sees what each effect did.
    case command(Command)
    /// The screen, as one monitor (named as the first one now), is `Rect`: a shorthand of
    /// `.monitors` for one monitor.
    case screenChange(Rect)
    /// The monitors RandR reports (on every screen change and `monitors refresh`).
    case monitors([MonitorInfo])
    /// _NET_CURRENT_DESKTOP from a pager or tool: show that workspace (by position).
    case workspaceRequest(Int)
    /// _NET_WM_DESKTOP from a pager or tool: send the window to that workspace (by position),
    /// or make it floating and sticky (`AskedDesktop.everyDesktop`).
    case sendToWorkspaceRequest(WindowID, Int)
    /// A config took effect.
    case config(Settings)
    /// The font of the tabs was loaded (when the first bar is drawn, so a session without groups
    /// never loads it): a row of tabs is this tall, which the layout of groups follows from now.
    case tabRowMeasured(Int)
    /// A layout file was read: arrange the workspace as it says.
    case loadLayout(LoadedLayout)
}

/// A splitter as the user saw it: its workspace and its split's key (the first window of each
/// side), which outlive edits that move the split's position in the tree.
public struct SplitterName: Hashable, Sendable {
    public var workspace: WorkspaceID
    public var key: SplitKey<WindowID>

    public init(workspace: WorkspaceID, key: SplitKey<WindowID>) {
        self.workspace = workspace
        self.key = key
    }
}

/// Client properties read again; nil fields were not.
public struct PropertyUpdate: Hashable, Sendable {
    public var minSize: Size?
    public var acceptsInput: Bool?
    public var urgencyHint: Bool?
    public var takesFocus: Bool?
    public var deletesPolitely: Bool?
    public var sizeLimits: SizeLimits?
    public var strut: Strut?
    public var title: String?
    /// _MOTIF_WM_HINTS read again: `.some(nil)` when it now says nothing of decorations.
    public var decorations: MotifDecorations??

    public init(minSize: Size? = nil, acceptsInput: Bool? = nil, urgencyHint: Bool? = nil,
                takesFocus: Bool? = nil, deletesPolitely: Bool? = nil, sizeLimits: SizeLimits? = nil,
                strut: Strut? = nil, title: String? = nil, decorations: MotifDecorations?? = nil) {
        self.decorations = decorations
        self.minSize = minSize
        self.acceptsInput = acceptsInput
        self.urgencyHint = urgencyHint
        self.takesFocus = takesFocus
        self.deletesPolitely = deletesPolitely
        self.sizeLimits = sizeLimits
        self.strut = strut
        self.title = title
    }
}

/// What handling an event gave: effects to carry out and, for commands, why one failed.
public struct Reaction: Hashable, Sendable {
    public var effects: [Effect] = []
    public var failure: String?

    public init(effects: [Effect] = [], failure: String? = nil) {
        self.effects = effects
        self.failure = failure
    }
}

/// What a press on a group's bar asks.
public enum TabGesture: Hashable, Sendable {
    /// Button 1 on a tab: its window focused.
    case select
    /// The wheel: the group's tab before or after the one it shows.
    case previous, next
}
