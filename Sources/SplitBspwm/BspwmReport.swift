// bspwm's report line (`subscribe report`, `wm -g`), which polybar's `internal/bspwm` module
// and lemonbar scripts parse: `W`, then per monitor `M`/`m` and its name, each desktop as a
// state letter and its name, the shown desktop's layout, its focused window's state and flags.
import SplitState
import XModel

public enum BspwmReport {
    /// The line, with its newline, for `view`.
    public static func line(of view: BspwmView) -> String {
        var out = "W"
        for (m, monitor) in view.monitors.enumerated() {
            out += (monitor.focused ? "M" : "m") + monitor.name
            var shown: BspwmDesktop?
            for index in monitor.desktops {
                let desktop = view.desktops[index]
                // bspwm's letters: urgent before occupied before free; upper case when shown.
                var letter: Character = desktop.urgent ? "u" : (desktop.occupied ? "o" : "f")
                if desktop.active {
                    letter = Character(letter.uppercased())
                    shown = desktop
                }
                out += ":" + String(letter) + desktop.name
            }
            if let shown {
                out += ":L" + (shown.monocle ? "M" : "T")
                if let window = focusedWindow(on: shown, in: view), let client = view.state.clients[window] {
                    out += ":T" + String(stateLetter(client)) + ":G" + (client.sticky ? "S" : "")
                }
            }
            if m != view.monitors.count - 1 { out += ":" }
        }
        return out + "\n"
    }

    /// The window bspwm would call the desktop's focus: splitwm keeps one focus, so only the
    /// focused desktop has one to report.
    private static func focusedWindow(on desktop: BspwmDesktop, in view: BspwmView) -> WindowID? {
        guard desktop.focused, let window = view.focusedWindow, desktop.windows.contains(window) else { return nil }
        return window
    }

    /// bspwm's state letters: `T` tiled, `F` floating, `=` fullscreen (splitwm has no pseudo-tiled).
    static func stateLetter(_ client: Client) -> Character {
        if client.fullscreen { return "=" }
        return client.kind == .floating ? "F" : "T"
    }
}
