// Where splitwm looks for a config when none is given, as a function of the environment and of
// which files exist: its own first, then the user's i3 config in i3 4.22's order, never i3's
// system config, then the user's bspwmrc. And how the bspwmrc runs.
import SplitConfig
import Testing

@Suite struct ConfigSearchTests {
    static func find(_ environment: [String: String], _ files: Set<String>, notRunnable: Set<String> = []) -> ConfigSearchResult {
        ConfigSearch.find(environment: { environment[$0] }, exists: { files.contains($0) },
                          runnable: { files.contains($0) && !notRunnable.contains($0) })
    }

    /// A bspwmrc that cannot run (not executable) is not the config: the built-in one runs with
    /// its key bindings, rather than none at all and no sxhkd started.
    @Test func aBspwmrcThatCannotRunLeavesTheBuiltInConfigWithItsKeys() {
        let rc = "/home/u/.config/bspwm/bspwmrc"
        #expect(Self.find(Self.home, [rc], notRunnable: [rc]) == .none)
        #expect(Self.find(Self.home, [rc]) == .bspwm(rc))
    }

    static let home = ["HOME": "/home/u"]

    @Test(arguments: [
        // splitwm's own config wins over any i3 config.
        (home, ["/home/u/.config/splitwm/config", "/home/u/.config/i3/config"], ConfigSearchResult.splitwm("/home/u/.config/splitwm/config")),
        // Else i3's XDG path, then its traditional one, as get_config_path tries them.
        (home, ["/home/u/.config/i3/config", "/home/u/.i3/config"], .i3("/home/u/.config/i3/config")),
        (home, ["/home/u/.i3/config"], .i3("/home/u/.i3/config")),
        (["HOME": "/home/u", "XDG_CONFIG_HOME": "/xdg"], ["/xdg/i3/config", "/home/u/.config/i3/config"], .i3("/xdg/i3/config")),
        (["HOME": "/home/u", "XDG_CONFIG_HOME": "/xdg"], ["/home/u/.config/i3/config", "/home/u/.i3/config"], .i3("/home/u/.i3/config")),
        (["HOME": "/home/u", "XDG_CONFIG_HOME": "/xdg"], ["/xdg/splitwm/config", "/xdg/i3/config"], .splitwm("/xdg/splitwm/config")),
        // i3 resolves a leading ~ in $XDG_CONFIG_HOME; an empty one is the default.
        (["HOME": "/home/u", "XDG_CONFIG_HOME": "~/cfg"], ["/home/u/cfg/i3/config"], .i3("/home/u/cfg/i3/config")),
        (["HOME": "/home/u", "XDG_CONFIG_HOME": ""], ["/home/u/.config/i3/config"], .i3("/home/u/.config/i3/config")),
        // i3's system paths do not count: a machine with i3-wm installed has /etc/i3/config.
        (home, ["/etc/i3/config", "/etc/xdg/i3/config"], .none),
        (["HOME": "/home/u", "XDG_CONFIG_DIRS": "/xdgdirs"], ["/xdgdirs/i3/config"], .none),
        (home, [], .none),
        // Without either, the user's bspwmrc where bspwm looks ($XDG_CONFIG_HOME when set and
        // not empty, as bspwm reads it, else ~/.config).
        (home, ["/home/u/.config/bspwm/bspwmrc"], .bspwm("/home/u/.config/bspwm/bspwmrc")),
        (["HOME": "/home/u", "XDG_CONFIG_HOME": "/xdg"], ["/xdg/bspwm/bspwmrc", "/home/u/.config/bspwm/bspwmrc"], .bspwm("/xdg/bspwm/bspwmrc")),
        (["HOME": "/h", "XDG_CONFIG_HOME": ""], ["/h/.config/bspwm/bspwmrc"], .bspwm("/h/.config/bspwm/bspwmrc")),
        // A config of splitwm's or i3's is the user's setup: a bspwmrc beside it is not run.
        (home, ["/home/u/.config/bspwm/bspwmrc", "/home/u/.config/i3/config"], .i3("/home/u/.config/i3/config")),
        (home, ["/home/u/.config/bspwm/bspwmrc", "/home/u/.config/splitwm/config"], .splitwm("/home/u/.config/splitwm/config")),
    ] as [([String: String], [String], ConfigSearchResult)])
    func theConfigFoundIsTheFirstThatExists(environment: [String: String], files: [String], expected: ConfigSearchResult) {
        #expect(Self.find(environment, Set(files)) == expected)
    }

    /// Under a bspwmrc the built-in config keeps its settings and binds no key: sxhkd grabs them.
    @Test func theBuiltInConfigUnderABspwmrcBindsNoKey() throws {
        let builtIn = try ConfigParser.parse(DefaultConfig.text, file: "default config", isKnownKey: { _ in true }).get()
        #expect(!builtIn.bindings.isEmpty && !builtIn.modes.isEmpty && !builtIn.settings.boundWorkspaces.isEmpty)
        let bare = builtIn.withoutKeyBindings
        #expect(bare.bindings.isEmpty && bare.modes.isEmpty && bare.keymap.isEmpty)
        #expect(bare.settings.bindingModes.isEmpty && bare.settings.boundWorkspaces.isEmpty)
        var settings = bare.settings
        settings.bindingModes = builtIn.settings.bindingModes
        settings.boundWorkspaces = builtIn.settings.boundWorkspaces
        #expect(settings == builtIn.settings && bare.autostart == builtIn.autostart)
    }

    @Test func theBspwmrcRunsByItselfWithBspwmsRunLevelAndTheSocket() {
        #expect(ConfigSearch.bspwmrcCommand("/home/u/.config/bspwm/bspwmrc", restarted: false, socket: "/tmp/bspwm_1_0-socket")
            == "BSPWM_SOCKET=/tmp/bspwm_1_0-socket exec /home/u/.config/bspwm/bspwmrc 0")
        #expect(ConfigSearch.bspwmrcCommand("/home/my u/rc", restarted: true, socket: nil) == "exec '/home/my u/rc' 3")
    }

    @Test func i3sUserPathsAreTriedInI3sOrder() {
        #expect(ConfigSearch.i3UserPaths(environment: { Self.home[$0] }) == ["/home/u/.config/i3/config", "/home/u/.i3/config"])
        // splitwm's own path ignores a relative $XDG_CONFIG_HOME (the XDG spec's rule).
        #expect(ConfigSearch.splitwmPath(environment: { ["HOME": "/h", "XDG_CONFIG_HOME": "rel"][$0] }) == "/h/.config/splitwm/config")
    }
}
