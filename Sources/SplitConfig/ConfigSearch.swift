// Where splitwm looks for a config when none is given: its own file, then the user's i3 config
// where i3 4.22 looks for it (libi3/get_config_path.c), then the user's bspwmrc where bspwm
// looks for it, so that an i3 or a bspwm user's setup is in force unchanged. Pure functions of
// the environment and of whether a file exists; the caller asks the file system.
import SplitSyntax

/// What the search found.
public enum ConfigSearchResult: Equatable, Sendable {
    /// splitwm's own config.
    case splitwm(String)
    /// The user's i3 config, to be translated as `--import-i3` translates it.
    case i3(String)
    /// Neither, but the user's bspwmrc: the built-in default runs without its key bindings
    /// (under bspwm the keyboard is sxhkd's), and that bspwmrc at every start.
    case bspwm(String)
    /// None of them: the built-in default runs.
    case none
}

public enum ConfigSearch {
    /// splitwm's file when it exists, else the first of i3's user paths that exists, else the
    /// user's bspwmrc when it can run (`runnable`: bspwm runs it, so one that cannot run would
    /// leave the keyboard with neither splitwm's bindings nor sxhkd's: the built-in config then).
    /// A config of splitwm's or i3's wins over a bspwmrc beside it: that config is the user's
    /// setup, and the bspwmrc would change it behind its back (its `bspwmrc` line can name one).
    public static func find(environment: (String) -> String?, exists: (String) -> Bool,
                            runnable: (String) -> Bool) -> ConfigSearchResult {
        let own = splitwmPath(environment: environment)
        if exists(own) { return .splitwm(own) }
        if let i3 = i3UserPaths(environment: environment).first(where: exists) { return .i3(i3) }
        let bspwmrc = bspwmrcPath(environment: environment)
        if runnable(bspwmrc) { return .bspwm(bspwmrc) }
        return .none
    }

    /// `$XDG_CONFIG_HOME/splitwm/config`, `~/.config/splitwm/config` when that variable is unset
    /// or not absolute (the XDG spec says to ignore a relative one).
    public static func splitwmPath(environment: (String) -> String?) -> String {
        let base = environment("XDG_CONFIG_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home(environment) + "/.config"
        return base + "/splitwm/config"
    }

    /// The user's i3 config paths in the order i3 4.22 tries them: `$XDG_CONFIG_HOME/i3/config`
    /// (`~/.config` when the variable is unset or empty, a leading `~` the home, as i3 resolves
    /// it), then `~/.i3/config`. i3's system paths (`$XDG_CONFIG_DIRS/i3/config`, `/etc/i3/config`)
    /// are left out on purpose: installing i3-wm puts a config there, which would otherwise
    /// change splitwm's default for every user of the machine; `--i3-config /etc/i3/config` asks
    /// for it.
    public static func i3UserPaths(environment: (String) -> String?) -> [String] {
        let home = home(environment)
        var base = environment("XDG_CONFIG_HOME").flatMap { $0.isEmpty ? nil : $0 } ?? "~/.config"
        if base == "~" || base.hasPrefix("~/") { base = home + base.dropFirst() }
        return [base + "/i3/config", home + "/.i3/config"]
    }

    /// The user's bspwmrc where bspwm 0.9.10 looks: `$XDG_CONFIG_HOME/bspwm/bspwmrc` when the
    /// variable is set (not empty), else `$HOME/.config/bspwm/bspwmrc`.
    public static func bspwmrcPath(environment: (String) -> String?) -> String {
        let base = environment("XDG_CONFIG_HOME").flatMap { $0.isEmpty ? nil : $0 } ?? home(environment) + "/.config"
        return base + "/bspwm/bspwmrc"
    }

    /// How the bspwmrc at `path` runs, as bspwm runs it: by itself (its `#!` line says with
    /// what), its first argument 0 at the first start and 3 after a restart (bspwm's run level
    /// after `wm -r`: state and socket carried over), with `$BSPWM_SOCKET` set to the socket
    /// splitwm listens on, so its `bspc` calls reach this splitwm whatever `$DISPLAY` says.
    public static func bspwmrcCommand(_ path: String, restarted: Bool, socket: String?) -> String {
        (socket.map { "BSPWM_SOCKET=\(ShellQuoting.word($0)) " } ?? "") + "exec \(ShellQuoting.word(path)) \(restarted ? 3 : 0)"
    }

    private static func home(_ environment: (String) -> String?) -> String {
        environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? "/"
    }
}
