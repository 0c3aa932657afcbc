// splitctl(1): the client: synopsis, options and examples (from SplitctlArguments, as --help prints
// them), every request (the commands from CommandTable, query targets, subscribe events, sync),
// the protocol, the socket's lookup and exit statuses.
import SplitCommands
import SplitConfig
import SplitIPC

extension ManPages {
    static let splitctl: ManPage = {
        var page = ManPageWriter(name: "splitctl", section: 1, manual: "User Commands",
                                 summary: "send a command to splitwm and print its JSON reply")
        page.heading("SYNOPSIS")
        page.synopsis(SplitctlArguments.usage)

        page.heading("DESCRIPTION")
        page.paragraphs(
            "**splitctl** sends one request to **splitwm**(1) over its socket and prints the reply, a JSON object, on standard output; for `subscribe` it prints the events instead, one per line as each arrives, until **splitwm** goes away.",
            "Several words are joined into one request line, each quoted as `/bin/sh` would quote it (`splitctl exec xterm -title \"a b\"` sends `exec xterm -title 'a b'`); a single argument is sent as it is, so `splitctl 'resize right 40; focus right'` sends two commands. Options come before the request: from its first word on, every word is the request's, so `splitctl exec xterm -title x` passes `-title` to xterm.",
            "`save FILE` and `load FILE` are `layout save` and `layout load` with FILE made absolute against **splitctl**'s working directory."
        )

        page.heading("OPTIONS")
        for option in SplitctlArguments.options where option.flags.hasPrefix("-") {
            let tags = option.flags.split(separator: ",").map { Roff.syntax(String($0.drop { $0 == " " })) }
            page.item([tags.joined(separator: ", ")], [sentence(option.doc)])
        }

        page.heading("REQUESTS")
        page.subheading("Commands")
        page.paragraphs("Any commands of the command language, separated by `;`, as a config's bindings use them; **splitwm**(5) says what each does. Each command is parsed before any runs, and an error names the command, the word and its column:")
        page.synopsis(ConfigReference.commands.flatMap(\.forms))
        page.subheading("Queries")
        for target in QueryTarget.allCases {
            page.codeItem("query \(target.rawValue)", queryDocs[target.rawValue] ?? undocumented)
        }
        page.paragraphs("The tree is the same document as the state file (with titles): version 3, the focused workspace's `area`, `focused`, `zoomed` and `root`, then `workspace`, `workspaces` (each one's name, number, monitor, whether it is shown, its area, tree, zoomed and floating windows) and `monitors` (as `query monitors` gives them). A split holds what the engine keeps of it (`layout`, `fraction`, `hidden`, `constraints`, `style`, and `overrides`, the values a command set on it); a window its `window` id, `class`, `instance`, `role`, `title`, `visible`, `focused`, `urgent` and `rect` (where the picture last pushed shows it; null while it is off screen), and a floating window its `frame` (where it floats, shown or not).")
        page.subheading("Subscriptions")
        page.codeItem("subscribe EVENT...",
                      "After the reply, one JSON object per line per event of the kinds named, until the connection closes; subscriptions add up. The events:")
        page.indented { page in
            for topic in Topic.allCases {
                page.codeItem(topic.rawValue, topicDocs[topic.rawValue] ?? undocumented)
            }
        }
        page.subheading("Scripts")
        page.codeItem("sync", "Answers once everything asked before it has been handled, and the state saved: a barrier for scripts and tests, where a sleep would guess.")

        page.heading("PROTOCOL")
        page.paragraphs(
            "Newline-delimited UTF-8 over the stream socket, so `socat - UNIX-CONNECT:PATH` speaks it too. A request is one line; blank lines are ignored. Every request gets exactly one reply line, in the order the requests were sent: `{\"success\":true}`, `{\"success\":false,\"error\":\"…\"}`, or for a query `{\"success\":true,\"tree\":…}` (`\"windows\":[…]`, `\"focused\":…`, `\"workspaces\":[…]`, `\"monitors\":[…]`, `\"mode\":…`). Strings are always valid JSON: control characters are escaped and invalid UTF-8 has become U+FFFD.",
            "Limits, so that no client can stall the window manager: a request line may be 64 KiB (a longer one is answered with an error and the connection closed); up to 1 MiB of replies and events may wait for a client, and a subscriber that stops reading is disconnected rather than waited for; at most 256 clients at once."
        )

        page.heading("FINDING SPLITWM")
        page.paragraphs(
            "The socket is `--socket PATH`, else **$SPLITWM_SOCKET** (which **splitwm** sets for the programs it starts), else `$XDG_RUNTIME_DIR/splitwm/display-N.sock` for `DISPLAY=:N` when that directory is the user's own and nobody else may write it, and the listener runs as the user; else the root window's `_SPLITWM_SOCKET` property on **$DISPLAY**, the only step that talks to X (through libxcb, with the Xauthority cookie; it gives up after 10 s).",
            "**splitwm** refuses a connection from any other user id, root included, and **splitctl** then says so and exits 2."
        )

        page.heading("EXIT STATUS")
        page.item("**0**", "The reply was a success (and printed), or a subscription ended because **splitwm** went away.")
        page.item("**1**", "**splitwm** reported an error, printed on standard error.")
        page.item("**2**", "No connection: no socket, nobody listening, a socket not to be trusted, or **splitwm** refused this user.")
        page.item("**64**", "A command line **splitctl** cannot read: an unknown option before the request, `--socket` without a path, no request, criteria that do not read as criteria alone; one line names the word.")

        page.heading("ENVIRONMENT")
        page.item("**SPLITWM_SOCKET**", "The socket's path, when `--socket` is not given.")
        page.item("**DISPLAY**", "The display whose **splitwm** to find: its number names the socket, and its root window holds the socket's path.")
        page.item("**XDG_RUNTIME_DIR**", "Where **splitwm** makes its socket directory, `splitwm`.")
        page.item("**XAUTHORITY**", "The X authority file (else `~/.Xauthority`), read only when the socket is looked up through X.")

        page.heading("EXAMPLES")
        for example in SplitctlArguments.examples {
            page.item([Roff.code(example.command)], [exampleDocs[example.command] ?? example.note.map { sentence([$0]) } ?? undocumented])
        }
        page.paragraphs("The focused window's title for a panel, updated on every change:")
        page.example("""
            splitctl subscribe window | while read -r _; do
                splitctl query focused | jq -r '.focused.title // ""'
            done
            """)

        page.seeAlso([("splitwm", 1), ("splitwm", 5), ("jq", 1)])
        return page.page
    }()

    /// What each example of `--help` does, in a sentence (its note in `--help` is shorter, or none).
    static let exampleDocs = [
        "splitctl save work.json": "Write the workspace's tree to `work.json` in the working directory (`layout save /abs/path/work.json`).",
        "splitctl load work.json": "Arrange the workspace as `work.json` says (`layout load …`).",
        "splitctl subscribe window layout": "One JSON event per line, for windows and layouts, until **splitwm** exits.",
        "splitctl focus left": "Focus the window to the left of the focused one.",
        "splitctl 'resize right 40; focus right'": "Two commands in one request.",
        "splitctl exec xterm -title \"a b\"": "Start a program; the words are quoted as `/bin/sh` would quote them.",
        "splitctl query tree | jq .": "The whole state, pretty-printed.",
    ]

    /// Marks a query target or event a helper added to the code without a line here (a test fails on it).
    static let undocumented = "(not documented yet)"

    static let queryDocs = [
        "tree": "The whole state document, as the state file holds it, with window titles: `{\"success\":true,\"tree\":{…}}`.",
        "windows": "Every managed window, in the order they were managed, in the tree's form of a window, with the lines of the rules that matched it (`rules`), its `pid` and `machine` when known, and a syncing window's `syncRequest`.",
        "focused": "The focused window in the same form, or `null`.",
        "workspaces": "The workspaces in the order panels show them: each one's `name`, `number`, `index` (its EWMH desktop number), `monitor`, `shown`, `focused`, `urgent` and `windows` (how many).",
        "monitors": "Each monitor as RandR reports it: `name`, `rect`, tiling `area`, `primary`, the `workspace` it shows, and whether it is `focused`.",
        "mode": "The binding mode in force and every mode the config has: `{\"success\":true,\"mode\":\"resize\",\"modes\":[\"default\",\"resize\"]}`.",
    ]

    static let topicDocs = [
        "splitter": "A splitter dragged (`phase` `drag`, at each step) or let go (`release`): `{\"event\":\"splitter\",\"phase\":\"drag\",\"workspace\":\"1\",\"key\":{\"primary\":4194307,\"secondary\":4194313},\"fraction\":0.42,\"hidden\":null}`, `key` naming the split by the first window of each side (it stays the same while other splits come and go) and `hidden` the side hidden, if any.",
        "window": "`{\"event\":\"window\",\"change\":…,\"window\":ID}`, the change being `managed`, `unmanaged`, `focused`, `urgent` (with `\"urgent\":true` or `false`), `title` (with the new `title`), `floating`, `tiled`, `fullscreen`, `unfullscreen`, `moved` (by `move` within its tree), `mark` (its marks changed), `scratchpad` (hidden there), `workspace` (sent to another), `swallowed` (a terminal gave its place to a window it started, and waits hidden) or `unswallowed` (it has the place back).",
        "layout": "Once per change of the focused workspace's tree: `{\"event\":\"layout\",\"windows\":N,\"splits\":N}`.",
        "workspace": "Once per change of the workspaces as a panel shows them (which exist, which is focused and shown, their windows and urgency): `{\"event\":\"workspace\",\"change\":\"focus\",\"current\":\"2\",\"workspaces\":[…]}`, `change` being `focus` when another workspace got the keyboard and `update` otherwise, and the list that of `query workspaces`.",
        "monitor": "When monitors come, go, move or change size: `{\"event\":\"monitor\",\"change\":\"layout\",\"monitors\":[…]}`, the list that of `query monitors`.",
        "mode": "When another binding mode comes into force (`mode NAME`, a reload): `{\"event\":\"mode\",\"change\":\"resize\"}`, as i3's mode event, so a bar can show it.",
    ]
}
