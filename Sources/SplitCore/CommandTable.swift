// Every command: its name, syntax, one-line doc and argument parser. The parser dispatches
// through this table and the README's command reference is generated from it.
import SplitEngine

struct CommandSpec: Sendable {
    let name: String
    /// The syntax as documented, e.g. `focus left|right|up|down`.
    let syntax: String
    let doc: String
    /// `exec`: the parser takes everything after the name, verbatim, instead of calling `parse`.
    var takesRestVerbatim = false
    let parse: @Sendable (inout Arguments) throws(ParseFailure) -> Command
}

enum CommandTable {
    static let commands: [CommandSpec] = [
        CommandSpec(name: "focus", syntax: "focus left|right|up|down",
                    doc: "Focus the nearest window in that direction.") { a throws(ParseFailure) in .focus(try a.direction()) },
        CommandSpec(name: "swap", syntax: "swap left|right|up|down",
                    doc: "Exchange the focused window with its neighbour in that direction.") { a throws(ParseFailure) in
            .swap(try a.direction())
        },
        CommandSpec(name: "move", syntax: "move left|right|up|down",
                    doc: "Move the focused window one step past its neighbour in that direction, or to that edge of the screen.") {
            a throws(ParseFailure) in .move(try a.direction())
        },
        CommandSpec(name: "presel", syntax: "presel left|right|up|down|cancel",
                    doc: "Put the next new window on that side of the focused one (once); `cancel` forgets it.") {
            a throws(ParseFailure) in
            .presel(try a.choice(["left": Direction.left, "right": .right, "up": .up, "down": .down, "cancel": nil]))
        },
        CommandSpec(name: "resize", syntax: "resize left|right|up|down PIXELS",
                    doc: "Move the focused window's nearest splitter toward that direction by 1 to 10000 pixels.") {
            a throws(ParseFailure) in
            let direction = try a.direction()
            return .resize(direction, pixels: try a.whole(in: 1...10000, unit: "pixels"))
        },
        CommandSpec(name: "fraction", syntax: "fraction F",
                    doc: "Set the primary side's share (0 to 1) of the focused window's split, within its minimums.") {
            a throws(ParseFailure) in .fraction(try a.fraction())
        },
        CommandSpec(name: "layout", syntax: "layout toggle|horizontal|vertical",
                    doc: "Turn the focused window's split side by side (`horizontal`) or above/below (`vertical`).") {
            a throws(ParseFailure) in .layout(try a.choice(LayoutChange.self))
        },
        CommandSpec(name: "flip", syntax: "flip", doc: "Exchange the two sides of the focused window's split.") { _ in .flip },
        CommandSpec(name: "hide", syntax: "hide primary|secondary|toggle",
                    doc: "Hide a side of the focused window's split; `toggle` hides the side the focused window is not on, or shows both again.") {
            a throws(ParseFailure) in .hide(try a.choice(HideChange.self))
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
                    doc: "Make the focused window cover its whole monitor, panels included, or return it to its place.") {
            a throws(ParseFailure) in .fullscreen(try a.choice(Switch.self))
        },
        CommandSpec(name: "close", syntax: "close",
                    doc: "Ask the focused window to close; kill its client if it cannot be asked.") { _ in .close },
        CommandSpec(name: "kill", syntax: "kill", doc: "Kill the focused window's client.") { _ in .kill },
        CommandSpec(name: "exec", syntax: "exec COMMAND…",
                    doc: "Run the rest of the command, up to an unquoted `;`, with `/bin/sh -c`, verbatim.",
                    takesRestVerbatim: true) { _ in .exec("") },
        CommandSpec(name: "reload", syntax: "reload",
                    doc: "Read the config file again; if it has errors, the old config stays in force.") { _ in .reload },
        CommandSpec(name: "restart", syntax: "restart",
                    doc: "Start splitwm afresh in place, keeping every window, the tree and the focus.") { _ in .restart },
        CommandSpec(name: "quit", syntax: "quit", doc: "End splitwm, leaving every window mapped.") { _ in .quit },
        CommandSpec(name: "sync", syntax: "sync",
                    doc: "Answer once everything asked before it has been handled (for scripts).") { _ in .sync },
    ]

    static let byName: [String: CommandSpec] = Dictionary(uniqueKeysWithValues: commands.map { ($0.name, $0) })
    /// What an unknown or missing command word is told.
    static let expectedCommand = "a command (\(Messages.list(commands.map(\.name))))"
}
