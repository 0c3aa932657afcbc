// One i3bar as the config's `bar ID { … }` block declares it: every value i3's GET_BAR_CONFIG
// reports (i3's src/ipc.c, `dump_bar_config`), with i3's defaults (`cfg_bar_start`), so i3bar
// reads the bar it would read from i3. splitwm draws no bar itself; it starts i3bar with this
// bar's id and answers what i3bar asks (BarTable.swift reads the block's lines).
import SplitSyntax

/// An i3bar's configuration.
public struct BarConfig: Hashable, Sendable {
    /// i3's `mode`: a dock that reserves its height, a bar shown while the modifier is held, or none.
    public enum Mode: String, Hashable, Sendable, CaseIterable { case dock, hide, invisible }
    /// i3's `hidden_state`, for `mode hide`: hidden until the modifier is held, or shown.
    public enum HiddenState: String, Hashable, Sendable, CaseIterable { case hide, show }
    public enum Position: String, Hashable, Sendable, CaseIterable { case top, bottom }

    /// What i3bar is started with (`--bar_id`) and asks GET_BAR_CONFIG for.
    public var id: String
    public var mode = Mode.dock
    public var hiddenState = HiddenState.hide
    /// The modifier that shows a hidden bar; empty for none. X's mask bits, as i3 reports them.
    public var modifier = KeyModifiers.mod4
    public var position = Position.bottom
    /// The shell command whose output the bar shows (i3status…); nil shows no status line.
    public var statusCommand: String?
    /// i3's `workspace_command`: a command printing the workspace buttons i3bar shows instead.
    public var workspaceCommand: String?
    /// How to start i3bar, when not as `i3bar` on $PATH (i3's `i3bar_command`): a shell command
    /// the bar's arguments are appended to.
    public var i3barCommand: String?
    /// i3's `socket_path`: reported as given; i3bar itself is started with `--socket`.
    public var socketPath: String?
    public var font: String?
    public var separatorSymbol: String?
    /// i3's `height`: the bar's height in pixels; nil lets i3bar size it from the font.
    public var height: Int?
    public var padding = BarPadding()
    public var workspaceButtons = true
    public var workspaceMinWidth = 0
    public var stripWorkspaceNumbers = false
    public var stripWorkspaceName = false
    public var bindingModeIndicator = true
    /// i3bar started with `-V`, and told so.
    public var verbose = false
    /// The monitors (RandR outputs) the bar is shown on; empty for every one.
    public var outputs: [String] = []
    /// Where the tray goes (`none`, `primary` or an output's name); empty for i3bar's default.
    public var trayOutputs: [String] = []
    public var trayPadding = 2
    /// The colours set, each as written (`#rrggbb` or `#rrggbbaa`); the others are i3bar's own.
    public var colors: [BarColor: String] = [:]
    /// The pointer buttons bound on the bar, in file order.
    public var bindings: [BarBinding] = []

    public init(id: String) { self.id = id }

    /// The command that starts this bar's i3bar on the i3 socket at `socketPath`, as i3 builds
    /// it (src/main.c): `exec i3bar` or the bar's `i3bar_command`, `-V` when verbose, then the
    /// id and the socket. Both are quoted for the shell (i3 quotes only the socket).
    public func startCommand(socketPath: String) -> String {
        (i3barCommand ?? "exec i3bar") + (verbose ? " -V" : "")
            + " --bar_id=" + ShellQuoting.word(id) + " --socket=" + ShellQuoting.word(socketPath)
    }
}

/// i3's bar `padding`, in pixels; i3 reports it as a rectangle (x left, y top, width right,
/// height bottom).
public struct BarPadding: Hashable, Sendable {
    public var top = 0, right = 0, bottom = 0, left = 0
    public init(top: Int = 0, right: Int = 0, bottom: Int = 0, left: Int = 0) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }
}

/// A pointer button on the bar and the i3 command i3bar sends back for it (i3's bar `bindsym`).
public struct BarBinding: Hashable, Sendable {
    /// The button's number: 1 to 3 the usual ones, 4 and 5 the wheel.
    public var button: Int
    /// On release rather than on press.
    public var release: Bool
    /// An i3 command: i3bar sends it on i3's socket, which reads i3's commands.
    public var command: String

    public init(button: Int, release: Bool = false, command: String) {
        self.button = button
        self.release = release
        self.command = command
    }
}

/// One of i3bar's colours, in the order GET_BAR_CONFIG lists them; the raw value is i3's key.
public enum BarColor: String, Hashable, Sendable, CaseIterable {
    case background, statusline, separator
    case focusedBackground = "focused_background", focusedStatusline = "focused_statusline", focusedSeparator = "focused_separator"
    case focusedWorkspaceBorder = "focused_workspace_border", focusedWorkspaceBackground = "focused_workspace_bg"
    case focusedWorkspaceText = "focused_workspace_text"
    case activeWorkspaceBorder = "active_workspace_border", activeWorkspaceBackground = "active_workspace_bg"
    case activeWorkspaceText = "active_workspace_text"
    case inactiveWorkspaceBorder = "inactive_workspace_border", inactiveWorkspaceBackground = "inactive_workspace_bg"
    case inactiveWorkspaceText = "inactive_workspace_text"
    case urgentWorkspaceBorder = "urgent_workspace_border", urgentWorkspaceBackground = "urgent_workspace_bg"
    case urgentWorkspaceText = "urgent_workspace_text"
    case bindingModeBorder = "binding_mode_border", bindingModeBackground = "binding_mode_bg", bindingModeText = "binding_mode_text"

    /// The name a config's `color` line gives it: i3's key in splitwm's words (dashes, and
    /// `background` for i3's `bg`), `focused-workspace-background`.
    public var configName: String {
        rawValue.replacingSuffix("_bg", with: "_background").map { $0 == "_" ? "-" : $0 }
    }

    /// The colour classes whose three colours (border, background, text) one line may give, as
    /// i3's `focused_workspace #border #background #text`.
    public static let classes = ["focused-workspace", "active-workspace", "inactive-workspace", "urgent-workspace", "binding-mode"]

    /// A class's three colours: border, background, text.
    public static func members(ofClass name: String) -> [BarColor] {
        ["border", "background", "text"].compactMap { part in allCases.first { $0.configName == name + "-" + part } }
    }
}

private extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }

    func map(_ transform: (Character) -> Character) -> String { String(self.lazy.map(transform)) }
}
