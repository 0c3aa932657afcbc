// splitwm's command line without running the binary: every option in any order, and errors that
// name the word at fault and where it is.
import SplitConfig
import Testing

@Suite struct SplitWMArgumentsTests {
    @Test(arguments: [
        ([], SplitWMArguments(.run)),
        (["-v"], SplitWMArguments(.run, verbose: true)),
        (["--verbose"], SplitWMArguments(.run, verbose: true)),
        (["--config", "/a b.conf"], SplitWMArguments(.run, config: "/a b.conf")),
        (["--config=/c"], SplitWMArguments(.run, config: "/c")),
        (["-v", "--config", "/c"], SplitWMArguments(.run, config: "/c", verbose: true)),
        (["--config", "/c", "-v"], SplitWMArguments(.run, config: "/c", verbose: true)),
        // The config file may start with a dash: it is the value of --config whatever it looks like.
        (["--config", "-odd"], SplitWMArguments(.run, config: "-odd")),
        (["--check-config"], SplitWMArguments(.checkConfig)),
        (["--check-config", "/f"], SplitWMArguments(.checkConfig, config: "/f")),
        (["/f", "--check-config"], SplitWMArguments(.checkConfig, config: "/f")),
        (["--check-config", "--config", "/c"], SplitWMArguments(.checkConfig, config: "/c")),
        (["--check-config", "/f", "--config", "/c"], SplitWMArguments(.checkConfig, config: "/f")),
        (["--check-config", "--", "-f"], SplitWMArguments(.checkConfig, config: "-f")),
        (["--help"], SplitWMArguments(.help)),
        (["-h"], SplitWMArguments(.help)),
        (["-v", "--help", "--bogus"], SplitWMArguments(.help)),
        (["--version"], SplitWMArguments(.version)),
        (["--config", "/c", "--version"], SplitWMArguments(.version)),
        (["--import-i3", "/home/me/.config/i3/config"], SplitWMArguments(.importI3("/home/me/.config/i3/config"))),
        (["-v", "--import-i3", "-odd"], SplitWMArguments(.importI3("-odd"))),
        (["--i3-config", "/home/me/.i3/config"], SplitWMArguments(.run, i3Config: "/home/me/.i3/config")),
        (["--check-config", "--i3-config", "/i3"], SplitWMArguments(.checkConfig, i3Config: "/i3")),
        // i3's suite starts its WM with i3's flag.
        (["--force-xinerama", "-v"], SplitWMArguments(.run, verbose: true)),
    ])
    func commandLinesMeanWhatTheHelpSays(arguments: [String], expected: SplitWMArguments) throws {
        #expect(try SplitWMArguments.parse(arguments) == expected)
    }

    @Test(arguments: [
        (["--bogus"], 1, "unknown option '--bogus'"),
        (["-v", "-x"], 2, "unknown option '-x'"),
        (["-vv"], 1, "unknown option '-vv'"),
        (["--config"], 1, "--config needs a path"),
        (["-v", "--config", ""], 2, "--config needs a path"),
        (["--config="], 1, "--config needs a path"),
        (["x.conf"], 1, "'x.conf': a path argument is only taken with --check-config"),
        (["-v", "help"], 2, "'help': a path argument is only taken with --check-config"),
        (["--check-config", "a", "b"], 3, "unexpected argument 'b'"),
        (["--bogus", "--help"], 1, "unknown option '--bogus'"),
        (["--import-i3"], 1, "--import-i3 needs the path of an i3 config"),
        (["--import-i3", "a", "b"], 3, "unexpected argument 'b' (--import-i3 takes one path)"),
        (["--import-i3", "a", "--config", "b"], 3, "--import-i3 prints the config on standard output (redirect it: > FILE)"),
        (["--check-config", "--import-i3", "a"], 1, "--import-i3 prints the config on standard output"),
        (["--import-i3", "a", "--config=b"], 3, "--import-i3 prints the config on standard output"),
        (["--i3-config"], 1, "--i3-config needs the path of an i3 config"),
        (["--import-i3", "a", "--i3-config", "b"], 3, "--import-i3 prints the config on standard output"),
        (["--config", "a", "--i3-config", "b"], 3, "--i3-config and a splitwm config"),
        (["--i3-config", "b", "--check-config", "a"], 1, "--i3-config and a splitwm config"),
    ])
    func badCommandLinesNameTheWordAndItsPosition(arguments: [String], position: Int, message: String) {
        let error = #expect(throws: SplitWMArguments.UsageError.self) { try SplitWMArguments.parse(arguments) }
        #expect(error?.position == position)
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
    }

    @Test func theHelpShowsEveryOption() {
        for option in ["--config PATH", "--i3-config PATH", "--check-config", "--import-i3 PATH", "-v, --verbose", "--version", "-h, --help"] {
            #expect(SplitWMArguments.help.contains(option), "\(option)")
        }
    }
}
