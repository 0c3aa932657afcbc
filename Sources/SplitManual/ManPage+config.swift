// splitwm(5), first half: the config file's lines, chords, variables, and every command and
// setting straight from CommandTable and SettingTable (through ConfigReference), defaults from
// Settings(). The second half (workspace lines, rules, layout files) is ManPage+configRules.swift.
import SplitConfig

extension ManPages {
    static let config: ManPage = {
        var page = ManPageWriter(name: "splitwm", section: 5, manual: "File Formats",
                                 summary: "the splitwm config file: key bindings, settings, rules, workspaces")
        page.heading("SYNOPSIS")
        page.paragraphs("`~/.config/splitwm/config` (`$XDG_CONFIG_HOME/splitwm/config`), or the file given with `splitwm --config PATH`")

        page.heading("DESCRIPTION")
        page.paragraphs(
            "**splitwm**(1) reads its config when it starts and at `reload`; without one it runs the user's i3 config, translated as `splitwm --import-i3` translates it (see **splitwm**(1)), and without that the default config compiled into the binary, which is also installed as `share/splitwm/splitwm.conf`: copy that file to start your own. `splitwm --check-config` checks a file and exits.",
            "A file with any error is not applied at all: every error is reported as `file:line:column: message`, and a `reload` that finds errors keeps the config already in force.",
            "Lines may end in CRLF, the file may start with a UTF-8 byte order mark, and the last line needs no newline. A line may be \(ConfigParser.maximumLineBytes) bytes long and the file 1 MiB."
        )
        page.example("""
            # A comment: a whole line starting with #.
            set $mod Mod4
            bind $mod+Return exec x-terminal-emulator
            bind $mod+Shift+h swap left; focus left
            exec polybar main
            border-width 2
            """)

        page.heading("LINES")
        page.paragraphs("Each line is one of these, a comment (a whole line starting with `#`), or blank:")
        for keyword in ConfigReference.lineKeywords {
            let doc = lineDocs[keyword] ?? (keyword, undocumented)
            page.codeItem(doc.syntax, doc.text)
        }
        page.codeItem("SETTING VALUE", "One of the settings below, each at most once.")

        page.subheading("Chords")
        page.paragraphs("Modifiers and one X keysym name joined by `+`: `Mod4+Shift+Return`. Modifiers are `Shift`, `Control` (or `Ctrl`), `Mod1` (`Alt`), `Mod2`, `Mod3`, `Mod4` (`Super`) and `Mod5`, in any case; key names are X's (`Return`, `h`, `H`, `Left`, `minus`, `F1`) and case-sensitive. A chord may be bound once. Bindings fire whatever the state of NumLock, CapsLock and the keyboard layout.")
        page.subheading("Variables")
        page.paragraphs("`set $name value` defines a variable, expanded on the lines after its `set`, and in its value when it is defined, so `set $a $b` needs `$b` defined before it. Nothing is expanded inside single quotes; `$$` is a literal `$` (`exec echo $$HOME` runs `echo $HOME`). A name is letters, digits and `_`, so `$mod+h` is `$mod` then `+h`.")

        page.heading("COMMANDS")
        page.paragraphs(
            "The command language is the same everywhere: after `bind`, after `exec` at the start of the session, and from **splitctl**(1). Words are separated by spaces or tabs; `;` separates commands, except inside single or double quotes or after `\\`. `exec` takes the rest of its command verbatim, quotes included, for `/bin/sh -c`. `horizontal` means side by side and `vertical` above and below; in a split, the primary side is the left or top one.",
            "Every command:"
        )
        for command in ConfigReference.commands {
            page.item(command.forms.map(Roff.syntax), [command.doc])
        }

        page.heading("BARS")
        page.paragraphs("A `bar ID {` block holds the keys of one i3bar, each i3's bar directive in splitwm's words, once each unless said otherwise. i3bar reads them over i3's socket; a `reload` tells running i3bars of their bar's changes (i3's barconfig_update) and starts or ends none, as i3 does: an added or removed bar counts from the next start or `restart`.")
        for key in ConfigReference.barKeys {
            page.item([Roff.code(key.name) + " " + Roff.syntax(key.value)], [key.doc + " i3's: `\(key.i3Name)`."])
        }

        page.heading("SETTINGS")
        page.paragraphs("Every setting, with its value and its default (the value compiled in, which the default config also writes). A value outside its range is an error with its position, never quietly clamped: the fractions are bounded so that no new window can start invisible, the lengths by what can still be seen and used.")
        for setting in ConfigReference.settings {
            let range = setting.range.map { " Range: \($0)." } ?? ""
            page.item([Roff.code(setting.name) + " " + Roff.syntax(setting.value)],
                      [setting.doc + range + " Default: `\(setting.defaultValue)`."])
        }

        page.subheading("One split's own values")
        page.paragraphs(
            "The `split-…` and `splitter-…` settings are the defaults every split takes. The commands `priority`, `min`, `drag-to-hide` and `splitter` change them on one split (and `collapse`, which has no default, forces that split collapsed): the one holding the focused window or, with a direction as the last word, the one whose splitter runs along that edge of the focused window (`splitter color #ff0000 left`, `min primary 300 px right`). Each takes effect at once, publishes a `layout` event, and is saved with the tree.",
            "What was set by command stays: a split remembers which of its values a command set (its `overrides` in `query tree` and the state file). A `reload` gives every split the config's value of every setting except those. `min … PIXELS px` is turned into the share of the split's length at the moment of the command and kept as that share."
        )

        appendWorkspacesRulesAndLayouts(to: &page)
        return page.page
    }()

    /// Each line kind's syntax and what it does, by its first word.
    static let lineDocs: [String: (syntax: String, text: String)] = [
        "set": ("set $name VALUE", "A variable (see Variables)."),
        "bind": ("bind [--all-modes] CHORD COMMANDS", "A key binding: the commands run when the chord is pressed. Outside every mode block it belongs to the default mode; `--all-modes` keeps it in force in every mode too (a way out of them all)."),
        "bar": ("bar ID {", "An i3bar, as i3's `bar { }` block: its keys (see BARS) one per line, up to a line with `}` alone. splitwm starts `i3bar --bar_id=ID --socket=PATH` for it at every start, `restart` included, and describes it on i3's socket (GET_BAR_CONFIG). ID is one word, quoted as `/bin/sh` quotes, and names one bar."),
        "mode": ("mode NAME {", "A binding mode, as i3's: the `bind` lines up to a line with `}` alone are in force, instead of the others, after the command `mode NAME`, until `mode default` (a resize mode whose bare keys resize and whose Escape returns). NAME is one word, quoted as `/bin/sh` quotes, other than `default`; only `bind` lines may come inside, each chord once per mode. A config read again starts in the default mode."),
        "exec": ("exec COMMAND", "Run a command with `/bin/sh -c` once, when the session starts (not on `restart` or `reload`)."),
        "layout": ("layout load PATH", "At the start of a session, arrange the workspace as a layout file says (see LAYOUT FILES); it runs with the `exec` lines, in file order, not on `restart` or `reload`."),
        "rule": ("rule CRITERIA ACTIONS", "How a window that matches starts (see WINDOW RULES)."),
        "workspace": ("workspace N|NAME [name NAME] [monitor OUTPUT...]", "A workspace's name and monitors (see WORKSPACE LINES)."),
    ]
}
