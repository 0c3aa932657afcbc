// splitwm(1): the program: synopsis and options (from SplitWMArguments, as --help prints them),
// signals, environment, files and exit statuses, as the code has them.
import SplitConfig

extension ManPages {
    static let splitwm: ManPage = {
        var page = ManPageWriter(name: "splitwm", section: 1, manual: "User Commands",
                                 summary: "a tiling window manager for X11 that keeps a binary split tree of windows")
        page.heading("SYNOPSIS")
        page.synopsis(SplitWMArguments.usage)

        page.heading("DESCRIPTION")
        page.paragraphs(
            "**splitwm** keeps the windows of each workspace in a binary split tree: every leaf is a window, every inner node a split with a splitter between its two sides, a thin bar that can be dragged with the mouse. Windows reflow live as a split view's do: a fraction per split, hidden sides, minimum fractions, drag-to-hide with a live preview, priority sides that keep their pixel size when the screen changes, and splitters that can be thick, thin, coloured or invisible but still draggable.",
            "Every new window goes beside the focused one, splitting its longer side, and takes the focus. Every RandR monitor shows a workspace of its own. Panels (`_NET_WM_WINDOW_TYPE_DOCK`) keep their place and their struts are taken from the tiling area; dialogs, utility windows, transient windows and windows whose minimum size is their maximum float above the tiles at their own size.",
            "**splitwm** manages the display named by **$DISPLAY**. It reads its config (see **splitwm**(5)) at start and at `reload`. Without `--config` and without a config of its own, it runs the user's i3 config, found where i3 4.22 looks for it (`$XDG_CONFIG_HOME/i3/config`, then `~/.i3/config`; i3's system config, `/etc/i3/config`, only when given with `--i3-config`), translated in memory as `--import-i3` translates it; the log names the file and how many of its lines did not carry over, `reload` and `restart` read it again, and i3's GET_CONFIG answers with its text as written. A config with errors is not applied at all: each error is logged as `file:line:column: message`, and at start the built-in default config runs instead, so a typo never leaves the session without key bindings.",
            "It listens for commands, queries and subscriptions on a Unix socket; **splitctl**(1) is the client. Whoever can send commands can run programs as the user (`exec`), so only a peer of the same user id may connect (`SO_PEERCRED`), and no X client, window title or property ever reaches the command language.",
            "The state (every workspace's tree, the floating windows, the focus) is saved to the state file once what changed is on screen, at most every 250 ms, and at once on a drag's release, `sync`, `restart` and exit. `restart`, or a new start after a crash or `kill -9`, adopts every window and puts it back where it was; in a new session, windows take the saved places of windows of the same class, instance and role as they appear."
        )

        page.heading("OPTIONS")
        for option in SplitWMArguments.options {
            let tags = option.flags.split(separator: ",").map { Roff.syntax(String($0.drop { $0 == " " })) }
            page.item([tags.joined(separator: ", ")], [sentence(option.doc)])
        }
        page.paragraphs("`--help` and `--version` answer wherever they stand. A path without `--check-config` is an error, and with it the path wins over `--config`; `--i3-config` with either is an error (which config runs is not guessed); `--` ends the options.")

        page.heading("STARTING")
        page.paragraphs(
            "From `~/.xinitrc` (startx): `exec splitwm`, or `exec splitwm -v 2>~/.splitwm.log` to keep a log. From a display manager (GDM, LightDM, SDDM): choose the session **splitwm**, which the installed file `share/xsessions/splitwm.desktop` describes.",
            "The log goes to standard error, one line per message (`splitwm: …`); debug lines only with `-v`. Programs started by `exec` run through `/bin/sh -c` in a session of their own, their standard input, output and error on `/dev/null`."
        )

        page.heading("SIGNALS")
        page.item("**SIGTERM**, **SIGINT**, **SIGHUP**",
                  "End **splitwm** cleanly, as `quit` does: the state is saved, every window, hidden ones included, is left mapped on screen, the socket and its root window property are removed, and the exit status is 0. They are unblocked at start, whatever the parent blocked.")
        page.item("**SIGCHLD**",
                  "Ignored: the kernel reaps the programs **splitwm** starts, which it never waits for.")
        page.paragraphs("After a crash or **SIGKILL**, starting **splitwm** again adopts every window that is viewable or has an ICCCM state of Normal or Iconic.")

        page.heading("ENVIRONMENT")
        page.item("**DISPLAY**", "The X display to manage.")
        page.item("**XDG_CONFIG_HOME**", "The config file is `$XDG_CONFIG_HOME/splitwm/config`; when unset or not absolute, `~/.config/splitwm/config`. Without it, the user's i3 config is `$XDG_CONFIG_HOME/i3/config` (as i3 reads the variable: unset or empty is `~/.config`, a leading `~` the home), else `~/.i3/config`.")
        page.item("**XDG_STATE_HOME**", "The state file's directory is `$XDG_STATE_HOME/splitwm`; when unset or not absolute, `~/.local/state/splitwm`.")
        page.item("**XDG_RUNTIME_DIR**", "The socket's directory is `$XDG_RUNTIME_DIR/splitwm` (made mode 0700; one that is another user's or that others may write is refused). When it is unset, not absolute or refused, the socket goes in a fresh private directory made by **mkdtemp**(3), `splitwm-XXXXXX` in **$TMPDIR** or `/tmp`.")
        page.item("**HOME**", "The base of the default paths above, and what `~/` means in a layout file's path.")
        page.item("**SPLITWM_STRICT_X_ERRORS**", "When `1`, `true` or `yes`, any X error other than the races a window manager cannot avoid (a window destroyed before a request on it) ends **splitwm**: for tests.")
        page.paragraphs("**splitwm** sets:")
        page.item("**SPLITWM_SOCKET**", "For the programs it starts: the path of its socket, which **splitctl**(1) looks at first.")
        page.item("**_JAVA_AWT_WM_NONREPARENTING**", "Set to 1 for the programs it starts, unless already set (a value of yours is kept): Java's AWT draws grey, empty windows under a window manager that does not reparent unless told. Set it in `~/.xsessionrc` or `~/.xinitrc` for programs splitwm does not start.")
        page.item("**SPLITWM_RESTARTED**", "For itself, across `restart`: `1`, so the new process waits for the old one to let go of the display. It is removed at start, so the programs **splitwm** starts do not see it.")

        page.heading("FILES")
        page.item("`~/.config/splitwm/config`", "The user's config (see **XDG_CONFIG_HOME**). Without one, the user's i3 config runs, translated; without that either, the default config compiled into the binary.")
        page.item("`~/.config/i3/config`, `~/.i3/config`", "The user's i3 config, in the order i3 looks (see **XDG_CONFIG_HOME**), read when splitwm has no config of its own. The root window's `I3_CONFIG_PATH` (UTF8_STRING) names the config file in force, as i3 sets it.")
        page.item("`/usr/share/splitwm/splitwm.conf`, `/usr/local/share/splitwm/splitwm.conf`", "The default config as installed (by the package, or by `make install` with its prefix): the same text as the built-in one, a start for the user's own.")
        page.item("`~/.local/state/splitwm/display-N.json`", "The state file for display `:N` (see **XDG_STATE_HOME**), mode 0600, written atomically; its document is what `splitctl query tree` prints, without what is true only while splitwm runs (titles, processes, the splits collapsed now, resizes awaited). One that cannot be read is set aside as `display-N.json.corrupt`.")
        page.item("`$XDG_RUNTIME_DIR/splitwm/display-N.sock`", "The socket for display `:N`, mode 0600. Its path is also in the root window's `_SPLITWM_SOCKET` property (UTF8_STRING).")
        page.item("`/usr/share/xsessions/splitwm.desktop`", "The session file display managers list.")

        page.heading("EXIT STATUS")
        page.item("**0**", "`quit`, or a signal above; `--check-config` found no error; `--import-i3` printed its translation; `--help`, `--version`.")
        page.item("**1**", "It cannot manage the display (none, or another window manager runs there); `--check-config` found errors (each printed as `file:line:column: message`); `--import-i3` could not read its file, or write standard output.")
        page.item("**64**", "A command line **splitwm** cannot read (an unknown option, `--config` without a path, a path without `--check-config`, `--import-i3` with `--config`, `--i3-config` or `--check-config`, `--i3-config` with a splitwm config); one line names the word.")

        page.seeAlso([("splitctl", 1), ("splitwm", 5), ("X", 7)])
        return page.page
    }()

    /// Lines of `--help` as one sentence: joined, capitalised, with a full stop.
    static func sentence(_ lines: [String]) -> String {
        let text = lines.joined(separator: " ")
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }
}
