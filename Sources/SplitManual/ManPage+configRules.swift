// splitwm(5), second half: workspace lines, window rules (criteria keys, window types and actions
// from the rule parser's own lists, the regular-expression subset) and layout files.
import SplitConfig

extension ManPages {
    static func appendWorkspacesRulesAndLayouts(to page: inout ManPageWriter) {
        page.heading("WORKSPACE LINES")
        page.example(["workspace 1 name web", "workspace 2 monitor HDMI-1", "workspace 3 name mail monitor HDMI-1", "workspace chat monitor DP-2 HDMI-1"])
        page.paragraphs("A `workspace` line gives a numbered workspace a name, monitors, or both, and a workspace known by a name without a number its monitors; the workspace itself is made when something shows it (the `workspace` command, a rule, a key). It is not the `workspace` command, which goes after `bind` (`bind $mod+3 workspace 3`).")
        page.codeItem("N", "A whole number from 1 to 99.")
        page.codeItem("name NAME", "What panels show, and what `workspace NAME` and `move workspace NAME` accept as well as the number. One word, quoted as `/bin/sh` quotes (`name 'my mail'`), not empty, without control characters, neither a number nor one of the words `next`, `prev`, `next-on-monitor`, `prev-on-monitor`, `back-and-forth` and `to`. Two numbers may not have the same name.")
        page.codeItem("monitor OUTPUT...", "The RandR monitors (as `xrandr --listmonitors` names them), one word each, up to the next key or the end of the line: the workspace is made on the first of them that is there, and goes back to it when it comes. Several workspaces may name the same monitor. A workspace whose name has a line of its own goes by that line, else by its number's.")
        page.codeItem("NAME", "Instead of N (`workspace chat monitor DP-2`): a workspace with no number, given only monitors.")
        page.paragraphs("Lines about the same workspace add up, and a later value replaces an earlier one. Each of `name` and `monitor` comes at most once on a line.",
                        "A monitor starts on the first workspace the lines give it that is not made yet; else, as in i3, on the first workspace a binding outside modes shows (`bind ... workspace NAME`) that is not made yet nor given to another monitor that is there; else on the lowest free number.")

        page.heading("WINDOW RULES")
        page.example([
            "rule CRITERION... ACTION...",
            "rule class=mpv float fullscreen",
            "rule class=Firefox title~'Private Browsing$' place right fraction 0.6",
            "rule instance=sidebar place left fraction 0.15 priority new",
            "rule class=Thunderbird workspace mail",
        ])
        page.paragraphs(
            "A `rule` says how a window that matches it starts when **splitwm** first manages it (windows adopted at start included). Criteria come first, at least one, and all must match; actions follow, at least one. Every rule that matches applies, in file order; where two disagree the later one wins, so a general rule goes first and the exceptions after it. `splitctl query windows` lists, for each window, the lines of the rules that matched it.",
            "`KEY=GLOB` matches the whole value with a shell glob: `*`, `?`, `[abc]`, `[a-z]`, `[!x]`, and `\\` before a character that stands for itself; case-sensitive. `KEY~REGEX` searches the value for a regular expression anywhere in it (see Regular expressions). Values may be quoted, with single or double quotes, to hold spaces (`title=\"Save as\"`); backslashes are left for the pattern; `$variables` expand as on any line, except inside single quotes."
        )
        page.subheading("Criteria keys")
        for key in ConfigReference.ruleKeys {
            page.codeItem(key, ruleKeyDocs[key] ?? undocumented)
        }
        page.subheading("Actions")
        for action in ConfigReference.ruleActions {
            let doc = ruleActionDocs[action] ?? (action, undocumented)
            page.codeItem(doc.syntax, doc.text)
        }
        page.paragraphs("SIDE is `new` (the side the new window is on), `other` (the side of the window it went beside), or `primary` or `secondary` (left or top, right or bottom). The split values are that split's own, as the per-split commands set them: a `reload` keeps them. The first window on a workspace makes no split, so they do nothing for it.")

        page.subheading("Regular expressions")
        page.paragraphs(
            "PCRE2's, as i3's criteria are: compiled with UTF and UCP (so `\\w`, `\\d`, `\\b` and the POSIX classes know Unicode) and searched for anywhere in the value, with everything PCRE2 reads: lookahead and lookbehind, backreferences, named groups, atomic groups and possessive quantifiers, flags such as `(?i)`, `(?s)`, `(?m)` and `(?x)`, `\\p{...}` properties, POSIX classes. A pattern PCRE2 refuses, or one over 4096 bytes, is an error at its column with PCRE2's message.",
            "A client chooses its own title, and a backtracking search such as `(a+)+$` can take exponential time on a crafted one; i3 sets no limit. **splitwm** bounds each search: it reads the first 1024 bytes of the value (`$` does not match at that cut), and PCRE2's match limit is 1000 per start of the search under the JIT (500 for the interpreter where there is no JIT). A search that reaches a limit counts as no match, where i3 would go on and might find one: the one place the answers can differ. The worst title we could build costs 19.5 million instructions, 2.4 ms on a loaded 2-core machine."
        )

        page.heading("LAYOUT FILES")
        page.paragraphs(
            "A layout written down: `splitctl save FILE` writes the workspace's tree to FILE, and `splitctl load FILE` (or `layout load PATH` in a binding, or as a config line at session start) arranges the workspace as FILE says. The command language's PATH is absolute or starts with `~/`, one word quoted as `/bin/sh` quotes it.",
            "The file is the state document (see **splitctl**(1), `query tree`), as `save` writes it. By hand, only `version`, `root` and each split's `layout` are needed:"
        )
        page.example("""
            { "version": 2,
              "area": { "x": 0, "y": 0, "width": 1920, "height": 1080 },
              "root": {
                "layout": "horizontal", "fraction": 0.156,
                "constraints": { "priority": "primary" },
                "primary": { "class": "XTerm", "instance": "sidebar",
                             "exec": "xterm -name sidebar" },
                "secondary": {
                  "layout": "horizontal", "fraction": 0.8,
                  "constraints": { "priority": "secondary" },
                  "primary": { "class": "firefox" },
                  "secondary": { "exec": "xterm -e vim ~/notes.txt" } } } }
            """)
        page.item("**A split**", "May hold `fraction`, `hidden`, `constraints` (`minPrimaryFraction`, `minSecondaryFraction`, `dragToHidePrimary`, `dragToHideSecondary`, `priority`), `style` (`visibleThickness`, `inset`, `hitThickness`, `color`, `hidesWithSide`) and `overrides`, each optional: a value left out is the config's default, a value given that differs from it is that split's own. With `area`, the splits are resized from that area to the screen's as a restored session is.")
        page.item("**A leaf**", "Names the window that fills it: `class`, `instance` and `role`, each an exact string, each optional. `exec` is a command run with `/bin/sh -c` when the file is loaded. A leaf from `save` also has the `window` it held, which takes it first. An unknown member is an error.")
        page.item("**Who takes which leaf**", "When the file is loaded, each window on the workspace takes the first free leaf, in the file's order, whose criteria it meets; the others stay beside the layout. Later windows take the free leaves the same way, and a leaf that names no window is filled by the first new window that meets no named leaf.")
        page.paragraphs("Errors are the command's failure, with their place (`/home/me/l.json:3:17: expected a value`), and change nothing.")

        page.heading("DEFAULT KEY BINDINGS")
        page.paragraphs("The default config, the one **splitwm** runs without a file of the user's (installed as `share/splitwm/splitwm.conf`), binds these keys; i3's habits with Super as `$mod`:")
        page.example(defaultBindingLines)

        page.heading("FILES")
        page.item("`~/.config/splitwm/config`", "The config, unless `--config` names another.")
        page.item("`/usr/share/splitwm/splitwm.conf`, `/usr/local/share/splitwm/splitwm.conf`", "The default config, as installed.")
        page.seeAlso([("splitwm", 1), ("splitctl", 1), ("xrandr", 1)])
    }

    /// The `set` and `bind` lines of the compiled-in default config, as written there.
    static let defaultBindingLines: [String] = DefaultConfig.text.split(separator: "\n").map(String.init)
        .filter { $0.hasPrefix("set ") || $0.hasPrefix("bind ") }

    static let ruleKeyDocs = [
        "class": "The class part of `WM_CLASS` (`Firefox`).",
        "instance": "The instance part of `WM_CLASS` (`Navigator`).",
        "title": "The window's title (`_NET_WM_NAME`, else `WM_NAME`), as it is when the window is managed.",
        "role": "`WM_WINDOW_ROLE`; a window without one matches no `role` criterion.",
        "workspace": "The name of the workspace the window goes to, as the other rules and the focus decide it (a rule with `workspace=` is matched once they have said; i3's `for_window [workspace=...]`); `workspace=__focused__` matches the focused workspace.",
        "type": "An EWMH window type in lowercase without its prefix: \(ConfigReference.windowTypes.map { "`\($0)`" }.joined(separator: ", ")). It matches when any of the window's types does; a window without one is `normal` (`dialog` when it has a parent). A pattern that matches no type name is an error.",
        "window_type": "i3's `window_type`, which `--import-i3` writes for it: the first of the window's types among i3's ten (\(ConfigReference.i3WindowTypes.map { "`\($0)`" }.joined(separator: ", "))), and nothing for a window that sets none, so `window_type=normal` leaves an untyped window alone where `type=normal` matches it. A pattern that matches none of the ten is an error.",
    ]

    static let ruleActionDocs: [String: (syntax: String, text: String)] = [
        "float": ("float", "The window floats above the tiles."),
        "tile": ("tile", "The window is tiled, even if it would float. `float` and `tile` in one rule is an error."),
        "fullscreen": ("fullscreen", "The window starts fullscreen."),
        "sticky": ("sticky", "The window is sticky, as after `sticky enable`: floating, it stays on its monitor over whichever workspace that monitor shows (with `float`: a sticky floating window, i3's `for_window [...] floating enable, sticky enable`); tiled, it is a sidebar on every workspace of its monitor."),
        "hidden": ("hidden", "The window starts on a hidden side."),
        "title_format": ("title_format FORMAT", "The window's tab and title bar show FORMAT, as after the `title_format` command (i3's `for_window [...] title_format`): pango markup in which `%title`, `%class`, `%instance` and `%machine` are the window's values."),
        "place": ("place left|right|up|down", "The side of the focused window the new window goes toward."),
        "fraction": ("fraction F", "The share of the new split that the new window gets, 0 < F < 1."),
        "priority": ("priority SIDE|none", "The side of the split the window makes that keeps its pixels when the split's area changes."),
        "min": ("min SIDE F|PIXELS px", "A side's minimum in the split the window makes: a share F from 0 to 0.95, or PIXELS from 0 to 65535, turned into a share of the split's length when the window arrives."),
        "drag-to-hide": ("drag-to-hide SIDE on|off", "Whether dragging past that side's minimum hides it."),
        "workspace": ("workspace N|NAME", "The workspace the window goes to, as i3's `assign` (marked urgent when that workspace is out of sight): one word quoted as in the `workspace` command; `next`, `prev`, `next-on-monitor`, `prev-on-monitor` and `back-and-forth` only in quotes."),
        "border": ("border normal|pixel|none|toggle [PIXELS]", "The window's own border, whatever the settings say, as the `border` command gives one and as i3's `for_window [...] border pixel 3`: a title bar above it (`normal`), the border alone (`pixel`), or neither (`none`), PIXELS wide."),
        "layout": ("layout tabbed|stacking", "Once placed, the window makes a group of that style with the windows around it, as `layout tabbed` on it would (i3's `for_window [...] layout tabbed`); the first window on a workspace says what its first split becomes."),
        "swallows": ("swallows", "The window is a terminal that swallows: a window whose program it started (found through `_NET_WM_PID` and the process tree) takes its exact place in the tree while the terminal waits hidden, and the terminal comes back there, with the focus, when that window closes or `unswallow` is run on it. Only a window that would tile, on this terminal's workspace, swallows."),
        "unswallowed": ("unswallowed", "The window never takes a terminal's place, whatever started it (a program that opens windows of its own, such as a browser or an editor)."),
        "no-focus": ("no-focus", "The window does not take the focus when it arrives: the focus stays where it is and the window waits in its workspace's focus history. The first window on a workspace takes it all the same, as in i3 (i3's `no_focus [...]`, bspwm's `focus=off`)."),
        "follow": ("follow", "When a rule sends the window to another workspace, that workspace is shown and the window focused, instead of leaving the focus where it is (bspwm's `follow=on`)."),
    ]
}
