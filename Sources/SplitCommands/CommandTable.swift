// Every command: its name, syntax, one-line doc and argument parser. The parser dispatches
// through this table and docs/configuration.md's command reference is generated from it.
import SplitEngine
import SplitSyntax

package struct CommandSpec: Sendable {
    package let name: String
    /// The syntax as documented, e.g. `focus left|right|up|down`; one line per form when there are several.
    package let syntax: String
    package let doc: String
    /// `exec`: the parser takes everything after the name, verbatim, instead of calling `parse`.
    package var takesRestVerbatim = false
    package let parse: @Sendable (inout Arguments) throws(ParseFailure) -> Command
}

package enum CommandTable {
    /// The per-split commands' optional last word, and what it means.
    package static let onSplit = " [left|right|up|down]"
    package static let towardDoc = " (or, given a direction, the split along that edge of the window)"

    package static let commands: [CommandSpec] = [
        CommandSpec(name: "focus", syntax: "focus left|right|up|down\nfocus tiling|floating|mode-toggle\nfocus parent|child\n[CRITERIA] focus",
                    doc: "Focus the nearest window in that direction; from a floating window, `left` and `right` go round the workspace's floating windows in stacking order (the one reached comes on top) and `up` and `down` do nothing, as in i3. `parent` puts the focus on the container around the focused window (its group, or the splits of one orientation holding it, as i3's containers), and again on the one around that; `child` goes back down; a focused container's windows have the focused border, and `move`, `swap`, `layout`, `resize`, `hide`, `border`, `close`, `kill` and `move workspace` act on it whole, and a new window goes beside it; `zoom`, `float`, `fullscreen`, `flip`, `fraction`, `presel` and `move scratchpad` act on one window and are refused until `focus child` (splitwm zooms, floats and hides windows, not trees). `tiling` and `floating` focus the focused workspace's most recent shown window of that kind, `mode-toggle` the other kind than the focused window's (i3's `focus mode_toggle`); none there changes nothing. After criteria, focus the window they select (of several, the one managed last), showing its workspace, or show it from the scratchpad (the first in the scratchpad among them, and no other, as i3 does).") {
            a throws(ParseFailure) in
            switch try a.choice(["left": FocusWord.direction(.left), "right": .direction(.right), "up": .direction(.up),
                                 "down": .direction(.down), "tiling": .layer(.tiling), "floating": .layer(.floating),
                                 "mode-toggle": .layer(.modeToggle), "parent": .container(.parent), "child": .container(.child)]) {
            case .direction(let direction): return .focus(direction)
            case .layer(let layer): return .focusLayer(layer)
            case .container(let step): return .focusContainer(step)
            }
        },
        CommandSpec(name: "swap", syntax: "swap left|right|up|down\nswap workspace A with B",
                    doc: "Exchange the focused window with its neighbour in that direction. `swap workspace` exchanges two workspaces of two monitors (bspwm's `desktop -s`): each goes to the other's monitor, shown there if the other was, and the keyboard stays on its monitor; two of one monitor are refused (splitwm keeps its own order).") {
            a throws(ParseFailure) in
            if a.taking("workspace") { return try a.workspaceSwap() }
            return .swap(try a.direction())
        },
        CommandSpec(name: "move",
                    syntax: "move left|right|up|down\nmove left|right|up|down N px|ppt\nmove position X px|ppt Y px|ppt\nmove position center|mouse\nmove absolute position center\nmove workspace N|NAME|next|prev|next-on-monitor|prev-on-monitor|back-and-forth\nmove workspace to monitor left|right|up|down|NAME\nmove scratchpad",
                    doc: "Move the focused window one step past its neighbour in that direction, or to that edge of the screen; a floating window moves by N pixels or percentage points of its monitor's width or height (10 px without N), as in i3. `position` puts a floating window's top-left corner, border included, at X, Y of the screen (ppt: of its monitor's width and height), `center` centres it on its workspace, `absolute position center` on the whole screen across every monitor, `mouse` (or `cursor`, `pointer`) under the pointer, kept on the pointer's monitor; a floating window keeps its top edge on a monitor (as after a drag), one whose centre ends up on another monitor joins the workspace shown there, one that would be on no monitor stays, and a tile is refused. As in i3, `px` may be left out, `window`, `container` and `to` may come after `move`, and `cursor` and `pointer` are `mouse`. `move workspace` sends it to a workspace (as `workspace` names one); `move workspace to monitor` shows the focused workspace on the monitor in that direction, or on the one of that RandR name (`HDMI-1`); `move scratchpad` hides the window in the scratchpad (see `scratchpad show`).") {
            a throws(ParseFailure) in
            // i3's filler words; `move workspace to monitor` never starts with them.
            if !a.taking("window") { _ = a.taking("container") }
            _ = a.taking("to")
            switch try a.choice(["left": MoveWord.direction(.left), "right": .direction(.right), "up": .direction(.up),
                                 "down": .direction(.down), "position": .position(absolute: false),
                                 "absolute": .position(absolute: true), "workspace": .workspace, "scratchpad": .scratchpad]) {
            case .direction(let direction): return try a.moveStep(direction)
            case .position(let absolute):
                if absolute { _ = try a.choice(["position": ()]) }
                return try a.movePosition(absolute: absolute)
            case .workspace: return try a.workspaceMove()
            case .scratchpad: return .moveToScratchpad
            }
        },
        CommandSpec(name: "scratchpad", syntax: "scratchpad show",
                    doc: "Hide the focused scratchpad window again; else show one floating on the focused monitor, with the focus: one shown on this workspace, else one shown on another (it comes here), else the one hidden longest, so pressing it again and again goes through them all. A window that was a tile when it first went to the scratchpad is shown at half its monitor's width and three quarters of its height, as i3 shows it, centred, until it is moved or resized; one moved or resized comes back where it was. After criteria, show (or, shown here, hide) the scratchpad windows they select. `float toggle` tiles a scratchpad window for good.") {
            a throws(ParseFailure) in
            _ = try a.choice(["show": ()])
            return .scratchpadShow
        },
        CommandSpec(name: "unswallow", syntax: "unswallow",
                    doc: "Give back the terminal the focused window swallowed (see the `swallows` rule action): the terminal takes its place again, with the focus, and the window goes beside it, as a new window would. A window that swallowed nothing is an error.") {
            _ in .unswallow
        },
        CommandSpec(name: "mark", syntax: "mark [--add] [--toggle] NAME",
                    doc: "Give the focused window the mark NAME, taken from any other window that had it, instead of its other marks (`--add`: beside them); `--toggle` takes it away when the window has it. `[mark=NAME]` selects the window again; `query windows` lists each window's marks.") {
            a throws(ParseFailure) in
            var options = MarkOptions()
            var word = try a.shellWord(expecting: "a mark name, --add or --toggle")
            while word.isPlain, word.text.hasPrefix("--") {
                switch word.text {
                case "--add": options.add = true
                case "--toggle": options.toggle = true
                default: throw a.failure(word.written, expected: "--add, --toggle or a mark name (quoted when it starts with --)")
                }
                word = try a.shellWord(expecting: "a mark name")
            }
            return .mark(try a.name(word), options)
        },
        CommandSpec(name: "unmark", syntax: "unmark [NAME]",
                    doc: "Take the mark NAME from the window that has it; without NAME, every mark from every window (after criteria: from the windows they select).") {
            a throws(ParseFailure) in
            guard a.hasMore else { return .unmark(nil) }
            return .unmark(try a.name(try a.shellWord(expecting: "a mark name")))
        },
        CommandSpec(name: "presel", syntax: "presel left|right|up|down|toggle|cancel",
                    doc: "Put the next new window on that side of the focused one (once); `toggle` across the split holding it (below it in a split side by side, in a tabbed group or when it is alone, to its right in one above/below or in a stacked group: i3's `split toggle`); `cancel` forgets it. Under `placement container`, as i3's `split`: the focused window, among others, goes in a container of its own of that direction's orientation (GET_TREE shows it; `focus parent` reaches it), which the next window placed beside it joins, whenever it comes; `presel` again turns that container, `cancel` takes it away, and on a lone window it is the workspace's orientation; with the focus on a container (`focus parent`), that container goes in one of its own likewise, which the next window opened joins after it. On an empty workspace, as i3's `split` there: the first split the windows that come make goes that way (`toggle`: across the default orientation), and `cancel` forgets that.") {
            a throws(ParseFailure) in
            try a.choice(["left": Command.presel(.left), "right": .presel(.right), "up": .presel(.up), "down": .presel(.down),
                          "toggle": .preselToggle, "cancel": .presel(nil)])
        },
        CommandSpec(name: "resize",
                    syntax: "resize left|right|up|down PIXELS\nresize grow|shrink width|height|left|right|up|down\nresize grow|shrink width|height|left|right|up|down N px\nresize grow|shrink width|height|left|right|up|down N px or M ppt\nresize set W px|ppt H px|ppt\nresize set width W px|ppt\nresize set height H px|ppt",
                    doc: "Move the focused window's nearest splitter toward that direction by 1 to 10000 pixels. `grow` and `shrink` are i3's: a tile gets wider (`width`), taller (`height`) or pushes that edge out (a direction), whichever side of its container it is on, by N pixels or, when given, M percentage points of its container's room (without numbers, 10 px or 10 ppt; as in i3, `px` and `ppt` may be left out, and `set` takes `W H`, `width W height H` or either alone); `width` and `height` take the room from the container's other members alike, an edge from the neighbour beyond it (up the containers until one has a neighbour that way); a floating window grows or shrinks by N pixels, on the left or top for `left` and `up`, within the floating size limits. `set` gives the focused tile or floating window a width and height in pixels or percentage points (of the tile's container, of the floating window's monitor; a floating window's size is with its border, as in i3); 0 leaves one as it is. Refused when a window would end narrower than a pixel.") {
            a throws(ParseFailure) in
            switch try a.choice(["left": ResizeWord.direction(.left), "right": .direction(.right), "up": .direction(.up),
                                 "down": .direction(.down), "grow": .grow, "shrink": .shrink, "set": .set]) {
            case .direction(let direction): return .resize(direction, pixels: try a.whole(in: 1...10000, unit: "pixels"))
            case .grow: return try a.growth(shrinking: false)
            case .shrink: return try a.growth(shrinking: true)
            case .set: return try a.resizeSet()
            }
        },
        CommandSpec(name: "fraction", syntax: "fraction F",
                    doc: "Set the primary side's share (0 to 1) of the focused window's split, within its minimums.") {
            a throws(ParseFailure) in .fraction(try a.fraction())
        },
        CommandSpec(name: "layout", syntax: "layout toggle [split|all]|horizontal|vertical|splith|splitv|tabbed|stacking|save PATH|load PATH",
                    doc: "Turn the focused window's split side by side (`horizontal`, i3's `splith`) or above/below (`vertical`, `splitv`), or the other way (`toggle`). `tabbed` and `stacking` make the splits of one orientation around the window one group that shows one window at a time below a bar of tabs (one row, or one row per window), or restyle its group; in a group, `toggle` (`toggle split`) ends the group, giving back the splits as they were, and `toggle all` goes split → stacking → tabbed → split. On an empty workspace or a lone window, it says what the first split the next window makes becomes (its orientation, or its group), as i3 sets such a workspace's layout. `save` writes the workspace's tree to a layout file, `load` arranges the workspace as one says (see Layout files); PATH is absolute or starts with `~/`, quoted as `/bin/sh` quotes.") {
            a throws(ParseFailure) in
            switch try a.choice(["toggle": Command.layout(.toggle), "horizontal": .layout(.horizontal), "vertical": .layout(.vertical),
                                 "splith": .layout(.horizontal), "splitv": .layout(.vertical),
                                 "tabbed": .layout(.tabbed), "stacking": .layout(.stacking),
                                 "save": .saveLayout(path: ""), "load": .loadLayout(path: "")]) {
            case .saveLayout: return .saveLayout(path: try a.path())
            case .loadLayout: return .loadLayout(path: try a.path())
            case .layout(.toggle) where a.hasMore:
                return try a.choice(["split": Command.layout(.toggle), "all": .layout(.toggleAll)])
            case let change: return change
            }
        },
        CommandSpec(name: "append_layout", syntax: "append_layout PATH",
                    doc: "Put the layout in an i3 layout file (JSON as `i3-save-tree` writes it: several objects one after another and `//` comments allowed) beside the focused window, in its container, as i3's `append_layout`: each leaf becomes an empty leaf waiting for the first new window its `swallows` criteria match (regexes for class, instance, title and window_role; `machine` is not checked), drawn as an empty frame; splits keep their `layout` (splith, splitv; tabbed and stacked become their orientation) and `percent`s. PATH is absolute, starts with `~/`, or is relative to splitwm's working directory (as i3 reads it from its own), quoted as `/bin/sh` quotes.") {
            a throws(ParseFailure) in .appendLayout(path: try a.path(relative: true))
        },
        CommandSpec(name: "flip", syntax: "flip", doc: "Exchange the two sides of the focused window's split.") { _ in .flip },
        CommandSpec(name: "hide", syntax: "hide primary|secondary|toggle",
                    doc: "Hide a side of the focused window's split; `toggle` hides the side the focused window is not on, or shows both again.") {
            a throws(ParseFailure) in .hide(try a.choice(HideChange.self))
        },
        CommandSpec(name: "priority", syntax: "priority primary|secondary|none|toggle" + onSplit,
                    doc: "Make a side of the focused window's split\(towardDoc) keep its pixels when the split's area changes (the other side takes the change), or neither; `toggle` goes none → the focused window's side → the other side → none.") {
            a throws(ParseFailure) in
            let change = try a.choice(PriorityChange.self)
            return .priority(change, toward: try a.towardDirection())
        },
        CommandSpec(name: "min", syntax: "min primary|secondary F|PIXELS px" + onSplit,
                    doc: "Set a side's minimum in the focused window's split\(towardDoc): a share F from 0 to 0.95, or PIXELS (0 to 65535) of the split's length now, kept as that share. A minimum larger than the side's share moves the splitter.") {
            a throws(ParseFailure) in
            let side = try a.choice(SplitSide.self)
            let minimum = try a.minimum(fractions: NewSide.shares.upperBound, pixels: 65535)
            return .min(side, minimum, toward: try a.towardDirection())
        },
        CommandSpec(name: "drag-to-hide", syntax: "drag-to-hide primary|secondary on|off|toggle" + onSplit,
                    doc: "Whether dragging more than halfway past a side's minimum in the focused window's split\(towardDoc) hides that side.") {
            a throws(ParseFailure) in
            let side = try a.choice(SplitSide.self)
            let change = try a.choice(Switch.self)
            return .dragToHide(side, change, toward: try a.towardDirection())
        },
        CommandSpec(name: "splitter", syntax: "splitter thickness|inset|hit|color|hides-with-side VALUE" + onSplit,
                    doc: "Change the splitter of the focused window's split\(towardDoc) only, as the `splitter-…` setting of that name does for every split: `thickness N` and `hit N` (0 to 100), `inset N` (0 to 1000), `color #rrggbb`, `hides-with-side yes` or `no`.") {
            a throws(ParseFailure) in
            let field = try a.choice(["thickness": 0, "color": 1, "inset": 2, "hit": 3, "hides-with-side": 4])
            let change: SplitterChange = switch field {
            case 0: .thickness(try a.whole(in: 0...100, unit: "pixels"))
            case 1: .color(try a.color())
            case 2: .inset(try a.whole(in: 0...1000, unit: "pixels"))
            case 3: .hit(try a.whole(in: 0...100, unit: "pixels"))
            default: .hidesWithSide(try a.choice(["yes": true, "no": false]))
            }
            return .splitter(change, toward: try a.towardDirection())
        },
        CommandSpec(name: "collapse", syntax: "collapse toggle|on|off" + onSplit,
                    doc: "Show only the side of the focused window's split\(towardDoc) that holds the focus, whatever the split's size, as `collapse-below` does to a split too small for it; `off` ends this (the size rule still applies), `toggle` goes from one to the other. Focus moves into the other side as into a shown one.") {
            a throws(ParseFailure) in
            let change = try a.choice(Switch.self)
            return .collapse(change, toward: try a.towardDirection())
        },
        CommandSpec(name: "equalize", syntax: "equalize", doc: "Share the screen equally: along each row or column of splits, every window gets the same length.") { _ in .equalize },
        CommandSpec(name: "zoom", syntax: "zoom toggle", doc: "Show the focused window alone on the screen, or end the zoom.") {
            a throws(ParseFailure) in
            _ = try a.choice(["toggle": ()])
            return .zoomToggle
        },
        CommandSpec(name: "float", syntax: "float toggle|on|off",
                    doc: "Make the focused window float above the tiles at its own size, or tile it again beside the window focused before.") {
            a throws(ParseFailure) in .float(try a.choice(Switch.self))
        },
        CommandSpec(name: "fullscreen", syntax: "fullscreen toggle|on|off",
                    doc: "Make the focused window cover its whole monitor, panels included, or return it to its place. While it does, a new window on its workspace opens behind it without the focus (its own dialogs excepted), and gets the focus when it leaves fullscreen or goes, as in i3.") {
            a throws(ParseFailure) in .fullscreen(try a.choice(Switch.self))
        },
        CommandSpec(name: "sticky", syntax: "sticky enable|disable|toggle",
                    doc: "Make the focused window sticky, as i3's `sticky`: floating, it stays on its monitor, at its place, over whichever workspace that monitor shows (it moves to each workspace shown there, with the focus if it had it), and pagers are told it is on every workspace (`_NET_WM_STATE_STICKY`, `_NET_WM_DESKTOP` 0xFFFFFFFF). A tile made sticky is a sidebar: a side of its workspace's root split (moved to the nearer side if it was deeper), carried around whatever workspace its monitor shows with its width, never split by a new window, still while a switch slides the rest. `move workspace` takes it to that workspace, where it shows only when that workspace is shown or its monitor next shows another; `move scratchpad` ends it, and a scratchpad window cannot be made sticky.") {
            a throws(ParseFailure) in .sticky(try a.choice(["enable": Switch.on, "disable": .off, "toggle": .toggle]))
        },
        CommandSpec(name: "border", syntax: "border normal|pixel|toggle [PIXELS]\nborder none",
                    doc: "Give the focused window its own border, as i3's `border`: `normal`, a title bar above it in the tabs' font and colours, inside a border; `pixel`, the border alone; `none`, neither (the window fills its tile); `toggle`, the next of normal, none and pixel. PIXELS is the border's width (0 to 100); without it a window gets `border-width` (`floating-border-width` when floating) if the style is the one the `title-bars` setting (`floating-title-bars`) gives such windows, else 2 for `normal` and 1 for `pixel`, as i3 does. The settings decide for a window until this is said. A window in a group has its tab instead of a title bar.") {
            a throws(ParseFailure) in
            let style = try a.choice(BorderChange.Style.self)
            guard style != .none, a.hasMore else { return .border(BorderChange(style)) }
            return .border(BorderChange(style, width: try a.whole(in: SettingChange.borderWidths, unit: "pixels")))
        },
        CommandSpec(name: "title_format", syntax: "title_format FORMAT",
                    doc: "Show FORMAT instead of the focused window's title in its tab and title bar, as i3's `title_format`: pango markup (`<b>%title</b>`) in which `%title`, `%class`, `%instance` and `%machine` are the window's title, the two parts of `WM_CLASS` and `WM_CLIENT_MACHINE` (escaped, so a title is never read as markup). What it shows is written in the window's `_NET_WM_VISIBLE_NAME`; `title_format %title` shows the title alone again and deletes it. One word, quoted as `/bin/sh` quotes.") {
            a throws(ParseFailure) in
            let word = try a.shellWord(expecting: "a title format such as '<b>%title</b>'")
            if word.text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw a.failure(word.written, expected: "a title format without control characters")
            }
            return .titleFormat(word.text)
        },
        CommandSpec(name: "workspace", syntax: "workspace N|NAME|next|prev|next-on-monitor|prev-on-monitor|back-and-forth",
                    doc: "Show a workspace on the focused monitor, made when it does not exist yet (a workspace shown on another monitor gets the focus there): N is the workspace of that number, else the one of that name; `next` and `prev` go through the numbered workspaces by number, whatever their monitor, then the named ones monitor by monitor (as i3), `next-on-monitor` and `prev-on-monitor` through those of the focused monitor (i3's `next_on_output`), `back-and-forth` returns to the one focused before. A name is one word, quoted as `/bin/sh` quotes (`'next'` is a workspace named next).") {
            a throws(ParseFailure) in .workspace(try a.workspaceTarget())
        },
        CommandSpec(name: "gaps", syntax: "gaps inner|outer current|all set|plus|minus|toggle PIXELS",
                    doc: "Change a gap at run time, as i3's `gaps`: `inner` the space between windows (the splitters' thickness, at most 100), `outer` the space around them (at most 1000); on the focused workspace (`current`) or on every workspace and for those to come (`all`, which also ends what `current` set). `toggle` sets PIXELS when the gap is 0, else 0. A reload gives back the config's gaps.") {
            a throws(ParseFailure) in
            let gap = try a.choice(GapChange.Gap.self)
            let scope = try a.choice(GapChange.Scope.self)
            let operation = try a.choice(GapChange.Operation.self)
            return .gaps(GapChange(gap, scope, operation, try a.whole(in: 0...1000, unit: "pixels")))
        },
        CommandSpec(name: "setting",
                    syntax: "setting border-width N\nsetting border-focused|border-unfocused|border-urgent COLOR\nsetting split-fraction F\nsetting focus-follows-mouse|smart-gaps yes|no\nsetting placement longer-side|longer-side-first|spiral|spiral-first|left|right|up|down",
                    doc: "Change one of these settings at run time, with the value the config line of that name takes (see the settings below): the border's width (0 to 100) and colours (COLOR is `#rrggbb`), the primary side's share of new splits (0.05 to 0.95), focus following the mouse, smart gaps, where a new window splits the focused one (`placement container` is the config's only). Borders and gaps change at once; a reload gives back the config's values. `bspc config` sends these.") {
            a throws(ParseFailure) in .setting(try a.settingChange())
        },
        CommandSpec(name: "bar", syntax: "bar mode dock|hide|invisible|toggle [ID]\nbar hidden_state hide|show|toggle [ID]",
                    doc: "Change the `mode` (`toggle`: dock or hide) or the `hidden_state` (`toggle`: hide or show) of every bar, or of the bar ID, until the next reload; running i3bars are told (i3's `bar` command).") {
            a throws(ParseFailure) in
            let mode = try a.choice(["mode": true, "hidden_state": false])
            let value: BarChange.Value = mode ? try a.choice(["dock": .dock, "hide": .hide, "invisible": .invisible, "toggle": .toggle])
                : try a.choice(["hide": .hide, "show": .show, "toggle": .toggle])
            let id = a.hasMore ? try a.name(try a.shellWord(expecting: "a bar id")) : nil
            return .bar(BarChange(mode: mode, value, id: id))
        },
        CommandSpec(name: "rename", syntax: "rename workspace to NEW\nrename workspace OLD to NEW",
                    doc: "Give the focused workspace, or the workspace OLD (named as `workspace` names one), the name NEW, as i3's `rename workspace`: its number becomes the one NEW starts with (none without), it moves to its place in the order, and panels and i3 clients are told (`rename`); when a `workspace` line gives NEW (its name, else its number) a monitor that is there, the focused workspace goes to that monitor, another one will be shown there. A workspace that has NEW's name or number already, or a NEW starting with `__` (i3's own names), is refused. Quoted, `'to'` is a name (`rename workspace to to` names the focused workspace to).") {
            a throws(ParseFailure) in
            _ = try a.choice(["workspace": ()])
            return try a.workspaceRename()
        },
        CommandSpec(name: "workspaces", syntax: "workspaces set|add NAME…\nworkspaces output OUTPUT set|add NAME…",
                    doc: "Give the focused monitor, or OUTPUT, workspaces that stay while empty, as bspwm's desktops (`bspc monitor -d` and `-a` send this), and a restart keeps them. `set` makes NAME… its workspaces, exactly: those it has are renamed in panel order, the missing ones made, and those left over removed, their windows moving to the last one kept. `add` makes NAME… beside those it has. A name another monitor's workspace has (by name or number) is refused, unless that one is empty and was not declared (a monitor's first workspace): it takes a free number instead; two names with one number, or an `add` of a name in use, are refused too.") {
            a throws(ParseFailure) in
            var monitor: String?
            if a.taking("output") { monitor = try a.name(try a.shellWord(expecting: "a monitor name")) }
            let replacing = try a.choice(["set": true, "add": false])
            var names = [try a.name(try a.shellWord(expecting: "a workspace name"))]
            while a.hasMore { names.append(try a.name(try a.shellWord(expecting: "a workspace name"))) }
            return .declareWorkspaces(WorkspaceDeclaration(names, monitor: monitor, replacing: replacing))
        },
        CommandSpec(name: "remove", syntax: "remove workspace [NAME]",
                    doc: "Remove the focused workspace, or NAME, as bspwm's `desktop -r`: its windows go to the workspace before it on its monitor (else the one after), which its monitor shows instead. The only workspace of a monitor is refused.") {
            a throws(ParseFailure) in
            _ = try a.choice(["workspace": ()])
            return .removeWorkspace(a.hasMore ? try a.name(try a.shellWord(expecting: "a workspace name")) : nil)
        },
        CommandSpec(name: "monitors", syntax: "monitors refresh\nmonitors add NAME WxH+X+Y\nmonitors remove NAME",
                    doc: "`refresh` asks X for the monitors again (RandR sends no event when `xrandr --setmonitor` adds a virtual monitor on some servers). `add` makes a monitor of the user's (bspwm's `wm -a`) covering that rectangle, after RandR's, showing a new workspace; it stays while RandR's come and go, until `remove` takes it away (its workspaces go to the primary monitor, as a monitor unplugged) or splitwm ends or restarts. A name a monitor has is refused, and so is `remove` of one of RandR's.") {
            a throws(ParseFailure) in
            switch try a.choice(["refresh": 0, "add": 1, "remove": 2]) {
            case 0: return .monitorsRefresh
            case 1: return try a.monitorDeclaration()
            default: return .removeMonitor(try a.name(try a.shellWord(expecting: "a monitor name")))
            }
        },
        CommandSpec(name: "close", syntax: "close",
                    doc: "Ask the focused window to close; destroy that window if it cannot be asked.") { _ in .close },
        CommandSpec(name: "kill", syntax: "kill", doc: "Kill the focused window's client.") { _ in .kill },
        CommandSpec(name: "open", syntax: "open [receptacle]",
                    doc: "Make an empty leaf where a new window would go (beside the focused window, by the placement rule or a preselection) and focus it, drawn as an empty frame. Plain `open` is i3's empty container: no window goes into it (a new one goes beside it), and with it focused `close`, `kill`, `move workspace`, `mark` and `unmark` act on it (`[con_id=N]` or `[mark=NAME]` select it too); `border` styles it as a tile, and what needs a window (`float`, `fullscreen`, …) is refused. `open receptacle` (bspwm's receptacle) is taken by the next window that comes to this workspace to be tiled, which gets its place and size. `close` or `kill` with either focused removes it.") {
            a throws(ParseFailure) in
            guard a.hasMore else { return .open }
            return try a.choice(["receptacle": Command.openReceptacle])
        },
        CommandSpec(name: "exec", syntax: "exec COMMAND…",
                    doc: "Run the rest of the command, up to an unquoted `;`, with `/bin/sh -c`, verbatim.",
                    takesRestVerbatim: true) { _ in .exec("") },
        CommandSpec(name: "reload", syntax: "reload",
                    doc: "Read the config file again; if it has errors, the old config stays in force.") { _ in .reload },
        CommandSpec(name: "restart", syntax: "restart",
                    doc: "Start splitwm afresh in place, keeping every window, the tree and the focus.") { _ in .restart },
        CommandSpec(name: "quit", syntax: "quit", doc: "End splitwm, leaving every window mapped.") { _ in .quit },
        CommandSpec(name: "nop", syntax: "nop [COMMENT…]",
                    doc: "Do nothing, as i3's `nop`: bound to a key, it takes the key from the application; the words after it are a comment.") { arguments throws(ParseFailure) in
            var words: [String] = []
            while arguments.remaining > 0 { words.append(try arguments.shellWord(expecting: "a comment").text) }
            return .nop(comment: words.joined(separator: " "))
        },
        CommandSpec(name: "rule", syntax: "rule [--one-shot] CRITERIA… ACTIONS…\nrule remove first|last|N",
                    doc: "Add a window rule, written as the config's `rule` line (criteria, then actions), for the windows that come from now on: it comes after the config's rules, so it wins where they disagree, and it lasts until splitwm ends (a `reload` keeps it; a `restart` does not, and runs the bspwmrc again, whose `bspc rule` adds it back). `--one-shot` drops it once it matched a window. `rule remove` removes one of the rules added so, counted from 1 in the order they came; the config's rules change only with the config. `bspc rule -a|-r|-l` sends these.") {
            a throws(ParseFailure) in try RuleChange.parse(&a)
        },
        CommandSpec(name: "sync", syntax: "sync",
                    doc: "Answer once everything asked before it has been handled (for scripts).") { _ in .sync },
        CommandSpec(name: "mode", syntax: "mode NAME|default",
                    doc: "Put the key bindings of the config's binding mode NAME in force, as i3's `mode`; `mode default` returns to those outside every mode block. A mode is a `mode NAME {` line, `bind` lines, and a line with `}` alone (a resize mode: bare keys resize until Escape); bindings marked `bind --all-modes` stay in force in every mode. `query mode` and the `mode` event say which is in force.") {
            a throws(ParseFailure) in
            .mode(try a.name(try a.shellWord(expecting: "a binding mode's name (or default)")))
        },
        CommandSpec(name: "node", syntax: "node NODE swap NODE\nnode NODE move workspace N|NAME|next|prev|next-on-monitor|prev-on-monitor|back-and-forth",
                    doc: "bspwm's commands on a node of a tree: a window (its id, `0x…` or decimal), or a split with every window under it, named by the first window of each of its sides (`0x600000/0x800000`; `query tree` shows the splits). `swap` puts the two nodes in each other's places, on one workspace or two, each keeping its splits; neither may hold the other. Each workspace's focus history keeps its place for what comes in: a node that arrives where the focused one left is focused there. `move workspace` sends the node, as it is, beside that workspace's most recent tile (as `move workspace` sends a focused container). `bspc node NODE -s NODE` and `node NODE -d DESK` on splits send these.") {
            a throws(ParseFailure) in try a.nodeCommand()
        },
    ]

    /// The reference's row for criteria, which come before a command rather than being one.
    package static let criteria = (
        syntax: "[KEY=GLOB KEY~REGEX …] COMMAND",
        doc: "Run COMMAND on every window the criteria select (all must match), as i3 does: `focus`, `close`, `kill`, `move workspace`, `move scratchpad`, `scratchpad show`, `unswallow`, `float`, `fullscreen`, `sticky`, `border`, `title_format`, `mark`, `unmark`; and from every such window, as if it had the focus, any command that acts from the focused window: `move`, `swap`, `resize`, `fraction`, `layout`, `flip`, `hide`, `presel`, `zoom`, `focus DIRECTION|parent|child` and the per-split commands (`[id=X] move right` moves X; `[class=x] resize right 40` resizes each). The focus stays where it was, on a workspace out of sight the window moves without it being shown, and only a focus command leaves the focus where it went (`[id=X] focus up`: from X). KEY is `class`, `instance`, `title`, `role`, `type`, `workspace` (as in rules: the name of the window's workspace, `__focused__` the focused one), `mark`, `id` (a window id, decimal or `0x…`), `urgent` (`urgent=latest` the urgent window that became so last, `urgent=oldest` first; i3's `newest`, `recent`, `last` and `first` too) or `layer` (`layer=floating` the windows that float, the scratchpad's included, `layer=tiling` the tiles; i3's `floating` and `tiling`, written alone, too); `all`, written alone, selects every window (i3's; beside other criteria it narrows nothing); i3's `con_mark`, `con_id` and `window_role` work too, and `window_type`, which matches only a type the window set, as in i3 (`type` reads a window without one as `normal`, as EWMH says). With no window selected the command fails."
    )

    /// `move`'s second word.
    enum MoveWord { case direction(Direction), position(absolute: Bool), workspace, scratchpad }
    /// `resize`'s first word.
    enum ResizeWord { case direction(Direction), grow, shrink, set }
    /// `focus`'s word.
    enum FocusWord { case direction(Direction), layer(FocusLayer), container(ContainerStep) }

    package static let byName: [String: CommandSpec] = Dictionary(uniqueKeysWithValues: commands.map { ($0.name, $0) })
    /// What an unknown or missing command word is told.
    package static let expectedCommand = "a command (\(Messages.list(commands.map(\.name))))"
}
