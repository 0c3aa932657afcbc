// The commands of splitwm's one command language (key bindings, `splitctl`, the config's
// autostart), as typed values, and their canonical text.
import SplitEngine
import SplitSyntax

/// One command, parsed from text by `CommandParser` and handled by the window manager.
public enum Command: Hashable, Sendable {
    /// Focus the nearest window in a direction.
    case focus(Direction)
    /// Focus the focused workspace's most recent tiled or floating window (`focus
    /// tiling|floating|mode-toggle`, as i3's; `mode-toggle` goes to the other kind).
    case focusLayer(FocusLayer)
    /// `focus parent|child`: the focus on the container around the focused window (a group, or
    /// the chain of splits of one orientation holding it), one level up or down.
    case focusContainer(ContainerStep)
    /// Exchange the focused window with its neighbour in a direction.
    case swap(Direction)
    /// Move the focused window past its neighbour in a direction (or to that edge).
    case move(Direction)
    /// i3's `move left|right|up|down N [px|ppt]`: the focused floating window by that length
    /// (a plain `move DIRECTION` moves one by 10 px); a tile moves as `move` moves it.
    case moveBy(Direction, FloatingLength)
    /// i3's `move [window|container] [to] [absolute] position X Y|center|mouse`: where the
    /// focused floating window goes (refused for a tile).
    case movePosition(FloatingPosition)
    /// Choose the side of the focused window where the next window goes; nil cancels.
    case presel(Direction?)
    /// Put the next window across the split holding the focused window: below it in a split
    /// side by side (or alone, or a tab), to its right in one above/below (or a stacked group's
    /// member) (i3's `split toggle`).
    case preselToggle
    /// Move the focused window's nearest splitter toward a direction by 1...10000 pixels.
    case resize(Direction, pixels: Int)
    /// i3's `resize grow|shrink width|height|DIRECTION`: the focused tile wider, narrower,
    /// taller or shorter whichever side of its container it is on (a floating window by
    /// pixels); a negative amount shrinks.
    case grow(GrowTarget, GrowAmount)
    /// i3's `resize set`: the focused tile's or floating window's width and height (nil: as is).
    case resizeSet(width: SetLength?, height: SetLength?)
    /// Set the fraction (0...1) of the focused window's parent split.
    case fraction(Double)
    case layout(LayoutChange)
    /// Exchange the two sides of the focused window's parent split.
    case flip
    case hide(HideChange)
    // The per-split commands act on the focused window's split or, `toward` a direction, on
    // the split whose splitter borders the focused window on that side.
    /// Choose the side of a split that keeps its pixels when the split's area changes.
    case priority(PriorityChange, toward: Direction? = nil)
    /// Set a side's minimum in a split.
    case min(SplitSide, Minimum, toward: Direction? = nil)
    /// Whether dragging past a side's minimum in a split hides it.
    case dragToHide(SplitSide, Switch, toward: Direction? = nil)
    /// Change a split's own splitter.
    case splitter(SplitterChange, toward: Direction? = nil)
    /// Force a split to show only the side holding the focus, whatever its size, or end that.
    case collapse(Switch, toward: Direction? = nil)
    /// Give every split in the tree equal shares.
    case equalize
    /// Zoom the focused window to the whole screen, or back.
    case zoomToggle
    /// Make the focused window float above the tiles, or tile it again.
    case float(Switch)
    /// Make the focused window cover its monitor, or return it to its place.
    case fullscreen(Switch)
    /// Make the focused window sticky (i3's `sticky enable|disable|toggle`): floating, it stays
    /// on its monitor over whichever workspace the monitor shows; tiled, it is a sidebar there.
    case sticky(Switch)
    /// The focused window's border style and width (i3's `border normal|pixel [N]|none|toggle [N]`).
    case border(BorderChange)
    /// What the focused window's tab and title bar show, as i3's `title_format` (pango markup
    /// with `%title`, `%class`, `%instance`, `%machine`); `%title` alone shows the title again.
    case titleFormat(String)
    /// Ask the focused window to close (WM_DELETE_WINDOW), or destroy that window when it cannot be asked (i3's `kill`).
    case close
    /// Kill the focused window's client.
    case kill
    /// Make an empty leaf where a new window would go, focused, that stays empty until it is
    /// closed: no window goes into it (i3's `open`, an empty container; a waiting leaf).
    case open
    /// Make an empty leaf where a new window would go, focused, that the next window to come
    /// to this workspace to be tiled takes (`open receptacle`, bspwm's receptacle).
    case openReceptacle
    /// Run a shell command (`/bin/sh -c`), verbatim.
    case exec(String)
    /// Read the config file again; a broken one leaves the old config in force.
    case reload
    /// Replace the running window manager with a fresh one, keeping every window and the tree.
    case restart
    case quit
    /// Answer only after everything before it has been handled (for scripts and tests).
    case sync
    /// Nothing: i3's `nop`, which a binding uses to take a key from the application, and a
    /// script to mark its place in a log. Its comment (the words after it, one blank between
    /// two; empty for none) is kept: i3's binding event carries it, and scripts wait for it.
    case nop(comment: String)
    /// Write the workspace's tree to a file as the state document (`layout save PATH`).
    case saveLayout(path: String)
    /// Arrange the workspace as a layout file says (`layout load PATH`).
    case loadLayout(path: String)
    /// Put the layout an i3 layout file holds (as i3-save-tree writes them) into the focused
    /// container, its windows to come as waiting leaves (i3's `append_layout PATH`).
    case appendLayout(path: String)
    /// Show a workspace on the focused monitor (made when it does not exist yet), as i3's
    /// `workspace`; a workspace shown on another monitor gets the focus there.
    case workspace(WorkspaceTarget)
    /// Send the focused window to a workspace (`move workspace N|NAME`): a tile joins that
    /// workspace's tree by the placement rule, a floating window floats there.
    case moveToWorkspace(WorkspaceTarget)
    /// Show the focused workspace on another monitor (`move workspace to monitor DIR|NAME`).
    case moveWorkspaceToMonitor(MonitorTarget)
    /// Give a workspace (the focused one when `from` is nil) another name, and the number that
    /// name starts with, as i3's `rename workspace [OLD] to NEW`.
    case renameWorkspace(from: String?, to: String)
    /// Give a monitor these workspaces, kept while empty (bspwm's desktops, `bspc monitor -d|-a`).
    case declareWorkspaces(WorkspaceDeclaration)
    /// Remove a workspace (the focused one when nil), its windows going to a neighbour on its
    /// monitor (bspwm's `desktop -r`).
    case removeWorkspace(String?)
    /// Ask X for the monitors again (`monitors refresh`): RandR sends no event when
    /// `xrandr --setmonitor` adds a virtual one on some servers (Xvfb).
    case monitorsRefresh
    /// Add a monitor of the user's, beside RandR's (`monitors add NAME WxH+X+Y`, bspwm's
    /// `wm -a`): kept until `monitors remove` takes it away, or splitwm ends or restarts.
    case addMonitor(MonitorDeclaration)
    /// Take away a monitor `monitors add` made (`monitors remove NAME`, bspwm's `monitor -r`).
    case removeMonitor(String)
    /// Exchange two workspaces of two monitors (`swap workspace A with B`, bspwm's `desktop
    /// -s`): each goes where the other was, shown there if the other was.
    case swapWorkspaces(String, String)
    /// Take the focused window out of its workspace into the scratchpad: hidden, still managed
    /// (i3's `move scratchpad`).
    case moveToScratchpad
    /// Hide the focused scratchpad window, or show one floating centred on the focused monitor
    /// (i3's `scratchpad show`: one shown here gets the focus, then one shown elsewhere comes
    /// here, then the one hidden longest; pressed again and again, it cycles through them).
    case scratchpadShow
    /// Give back the terminal the focused window swallowed (`rule … swallows`): the terminal
    /// takes its place again, with the focus, and the window goes beside it.
    case unswallow
    /// Give the focused window a mark (a name no other window has at the same time).
    case mark(String, MarkOptions = MarkOptions())
    /// Take a mark from the window that has it, or (nil) every mark from every window.
    case unmark(String?)
    /// A command for each window the criteria select (i3's `[class="Firefox"] focus`).
    case onWindows(WindowCriteria, WindowCommand)
    /// bspwm's commands on a node, a window or a split with all under it (NodeCommand.swift).
    case node(NodeName, NodeAction)
    /// Make the key bindings of a binding mode the ones in force (`mode NAME`, as i3's;
    /// `mode default` returns to the bindings outside every `mode` block).
    case mode(String)
    /// Change the gaps at run time, on the focused workspace or everywhere (i3's `gaps`).
    case gaps(GapChange)
    /// Change a config setting at run time (`setting border-width 2`; `bspc config` sends these).
    case setting(SettingChange)
    /// Change an i3bar's `mode` or `hidden_state` until the next reload (i3's `bar` command).
    case bar(BarChange)
    /// Add or remove a window rule at run time (`bspc rule` sends these; RuleChange.swift).
    case rule(RuleChange)
}

extension Command: CustomStringConvertible {
    /// The canonical text: `CommandParser.parse(c.description) == [c]` for every command whose
    /// values are in range (pixels 1...10000, a finite fraction in 0...1, the ranges of
    /// `min` and `splitter` in `CommandTable`, and an `exec` string
    /// as the parser returns it: non-empty, no blanks at either end, quotes closed, no
    /// unquoted `;`, no NUL; a layout file's path absolute or under `~/`, without NUL; a
    /// workspace, monitor, mark or binding mode name not empty and without control characters).
    public var description: String {
        switch self {
        case .focus(let d): "focus \(d.rawValue)"
        case .focusLayer(let layer): "focus \(layer.rawValue)"
        case .focusContainer(let step): "focus \(step.rawValue)"
        case .swap(let d): "swap \(d.rawValue)"
        case .move(let d): "move \(d.rawValue)"
        case .moveBy(let d, let length): "move \(d.rawValue) \(length)"
        case .movePosition(let position): MoveWords.written(position)
        case .presel(let d): "presel \(d?.rawValue ?? "cancel")"
        case .preselToggle: "presel toggle"
        case .resize(let d, let pixels): "resize \(d.rawValue) \(pixels)"
        case .grow(let target, let amount): ResizeWords.written(target, amount)
        case .resizeSet(let width, let height): ResizeWords.written(width: width, height: height)
        case .fraction(let f): "fraction \(Numbers.text(f))"
        case .layout(let change): "layout \(change.rawValue)"
        case .flip: "flip"
        case .hide(let change): "hide \(change.rawValue)"
        case .priority(let change, let d): "priority \(change.rawValue)" + Self.toward(d)
        case .min(let side, .fraction(let f), let d): "min \(side.rawValue) \(Numbers.text(f))" + Self.toward(d)
        case .min(let side, .pixels(let n), let d): "min \(side.rawValue) \(n) px" + Self.toward(d)
        case .dragToHide(let side, let change, let d): "drag-to-hide \(side.rawValue) \(change.rawValue)" + Self.toward(d)
        case .splitter(let change, let d): "splitter \(change)" + Self.toward(d)
        case .collapse(let change, let d): "collapse \(change.rawValue)" + Self.toward(d)
        case .equalize: "equalize"
        case .zoomToggle: "zoom toggle"
        case .float(let change): "float \(change.rawValue)"
        case .fullscreen(let change): "fullscreen \(change.rawValue)"
        case .sticky(let change): "sticky \(change.i3Word)"
        case .border(let change): "border \(change)"
        case .titleFormat(let format): "title_format \(ShellQuoting.word(format))"
        case .close: "close"
        case .kill: "kill"
        case .open: "open"
        case .openReceptacle: "open receptacle"
        case .exec(let command): "exec \(command)"
        case .reload: "reload"
        case .restart: "restart"
        case .quit: "quit"
        case .sync: "sync"
        case .nop(let comment): "nop" + NopWords.written(comment)
        case .saveLayout(let path): "layout save \(ShellQuoting.word(path))"
        case .loadLayout(let path): "layout load \(ShellQuoting.word(path))"
        case .appendLayout(let path): "append_layout \(ShellQuoting.word(path))"
        case .workspace(let target): "workspace \(target)"
        case .moveToWorkspace(let target): "move workspace \(target)"
        case .moveWorkspaceToMonitor(let target): "move workspace to monitor \(target)"
        case .monitorsRefresh: "monitors refresh"
        case .addMonitor(let monitor): "monitors add \(monitor)"
        case .removeMonitor(let name): "monitors remove \(ShellQuoting.word(name))"
        case .swapWorkspaces(let a, let b): "swap workspace \(WorkspaceWords.written(a)) with \(WorkspaceWords.written(b))"
        case .renameWorkspace(let old, let new):
            "rename workspace " + (old.map { WorkspaceWords.written($0) + " " } ?? "") + "to " + WorkspaceWords.written(new)
        case .declareWorkspaces(let declaration): "workspaces \(declaration)"
        case .removeWorkspace(let name): "remove workspace" + (name.map { " " + WorkspaceWords.written($0) } ?? "")
        case .gaps(let change): "gaps \(change)"
        case .setting(let change): "setting \(change)"
        case .bar(let change): "bar \(change)"
        case .rule(let change): change.description
        case .moveToScratchpad: "move scratchpad"
        case .unswallow: "unswallow"
        case .scratchpadShow: "scratchpad show"
        case .mark(let name, let options):
            "mark" + (options.add ? " --add" : "") + (options.toggle ? " --toggle" : "") + " " + MarkWords.written(name)
        case .unmark(let name): "unmark" + (name.map { " " + MarkWords.written($0) } ?? "")
        case .onWindows(let criteria, let command): "\(criteria) \(command.command?.description ?? "focus")"
        case .mode(let name): "mode \(ShellQuoting.word(name))"
        case .node(let node, let action): "node \(node) \(action)"
        }
    }

    /// A per-split command's trailing direction, when it has one.
    private static func toward(_ direction: Direction?) -> String { direction.map { " \($0.rawValue)" } ?? "" }
}
