// What a command after criteria does (`[class=x] kill`, `[id=X] move right`): the commands
// that act on one window, and those that act from the focused window, which criteria give
// another window to act from. Which command is which is decided here, for the parser and the state.
import SplitEngine
import SplitSyntax

/// What a command with criteria does to each window they select: the commands that act on
/// one window, `focus`, which with criteria takes no direction, and any other command that
/// acts on the focused window or the tree around it, run from each selected window instead.
public enum WindowCommand: Hashable, Sendable {
    case focus, close, kill
    case moveToWorkspace(WorkspaceTarget)
    case moveToScratchpad
    case scratchpadShow
    case unswallow
    case float(Switch)
    case fullscreen(Switch)
    case sticky(Switch)
    case border(BorderChange)
    case titleFormat(String)
    case mark(String, MarkOptions)
    case unmark(String?)
    /// A command that acts on the focused window or around it (`move left`, `resize`, `layout`,
    /// `focus right`), run as if each selected window had the focus (as i3 runs it on each
    /// match); only a focus command leaves the focus where it went.
    indirect case fromWindow(Command)

    /// What `command` after criteria does: one of the cases above, or `fromWindow` for a
    /// command that acts from the focused window; nil for the commands that act on no window
    /// (`exec`, `workspace`, `reload`, …).
    public static func afterCriteria(_ command: Command) -> WindowCommand? {
        if let one = WindowCommand(command) { return one }
        return command.actsFromFocusedWindow ? .fromWindow(command) : nil
    }

    /// The command criteria can select windows for, as it acts on one of them; nil for the others.
    public init?(_ command: Command) {
        switch command {
        case .close: self = .close
        case .kill: self = .kill
        case .moveToWorkspace(let target): self = .moveToWorkspace(target)
        case .moveToScratchpad: self = .moveToScratchpad
        case .scratchpadShow: self = .scratchpadShow
        case .unswallow: self = .unswallow
        case .float(let change): self = .float(change)
        case .fullscreen(let change): self = .fullscreen(change)
        case .sticky(let change): self = .sticky(change)
        case .border(let change): self = .border(change)
        case .titleFormat(let format): self = .titleFormat(format)
        case .mark(let name, let options): self = .mark(name, options)
        case .unmark(let name): self = .unmark(name)
        default: return nil
        }
    }

    /// The same command without criteria (it acts on the focused window); nil for `focus`,
    /// which without criteria needs a direction.
    public var command: Command? {
        switch self {
        case .focus: nil
        case .close: .close
        case .kill: .kill
        case .moveToWorkspace(let target): .moveToWorkspace(target)
        case .moveToScratchpad: .moveToScratchpad
        case .scratchpadShow: .scratchpadShow
        case .unswallow: .unswallow
        case .float(let change): .float(change)
        case .fullscreen(let change): .fullscreen(change)
        case .sticky(let change): .sticky(change)
        case .border(let change): .border(change)
        case .titleFormat(let format): .titleFormat(format)
        case .mark(let name, let options): .mark(name, options)
        case .unmark(let name): .unmark(name)
        case .fromWindow(let command): command
        }
    }

    /// The command words criteria may come before, for messages and the reference.
    package static let words = ["focus", "swap", "move", "scratchpad show", "unswallow", "mark", "unmark", "presel", "resize",
                                "fraction", "layout", "flip", "hide", "priority", "min", "drag-to-hide", "splitter", "collapse", "zoom",
                                "float", "fullscreen", "sticky", "border", "title_format", "close", "kill"]
}

extension Command {
    /// Whether it acts on the focused window, or from it on the tree or the monitor around it,
    /// so that criteria can give it another window to act from (`[class=x] move left`).
    public var actsFromFocusedWindow: Bool {
        switch self {
        case .focus, .focusContainer, .swap, .move, .moveBy, .movePosition, .presel, .preselToggle, .resize, .grow, .resizeSet,
             .fraction, .layout, .flip, .hide, .priority, .min, .dragToHide, .splitter, .collapse, .zoomToggle, .float, .fullscreen,
             .sticky, .border, .titleFormat, .close, .kill, .moveToWorkspace, .moveToScratchpad, .unswallow, .mark:
            true
        case .focusLayer, .equalize, .open, .openReceptacle, .exec, .reload, .restart, .quit, .sync, .nop, .saveLayout, .loadLayout,
             .appendLayout, .workspace, .moveWorkspaceToMonitor, .renameWorkspace, .declareWorkspaces, .removeWorkspace,
             .monitorsRefresh, .addMonitor, .removeMonitor, .swapWorkspaces, .scratchpadShow, .unmark, .onWindows, .mode, .gaps, .setting, .bar, .rule, .node:
            false
        }
    }

    /// Whether it moves the focus, so that after criteria the focus stays where it went
    /// (every other command leaves the focus where it was, as i3's do).
    public var movesFocus: Bool {
        switch self {
        case .focus, .focusContainer, .focusLayer: true
        default: false
        }
    }
}
