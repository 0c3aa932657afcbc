// splitwm's command line, parsed by hand: six options and one optional path, in any order. Parsing it
// needs no library (one brought FoundationEssentials into the binary and its startup; see docs/ipc.md).

import SplitVersion

/// What splitwm was asked to do.
public struct SplitWMArguments: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case help
        case version
        /// Become the window manager of $DISPLAY.
        case run
        /// Check the config file and exit.
        case checkConfig
        /// Print the splitwm config nearest the i3 config at this path, and exit.
        case importI3(String)
    }

    public var action: Action
    /// The config file to read: `--config PATH`, or the path after `--check-config`; nil for the usual place.
    public var config: String?
    /// `--i3-config PATH`: an i3 config to translate and run instead of a splitwm config.
    public var i3Config: String?
    /// `-v`: debug lines on standard error.
    public var verbose: Bool
    /// `--replace`: take the screen from the window manager running there (i3's `--replace`).
    public var replace: Bool

    public init(_ action: Action, config: String? = nil, i3Config: String? = nil, verbose: Bool = false, replace: Bool = false) {
        self.action = action
        self.config = config
        self.i3Config = i3Config
        self.verbose = verbose
        self.replace = replace
    }

    /// A command line splitwm cannot understand: the word at fault, where it is, and why.
    public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The word's position among the arguments, from 1 (as in `$1`).
        public var position: Int
        public var message: String
        public var description: String { message }
    }

    public static let version = "splitwm \(ReleaseVersion.number)"

    /// `--help` and `--version` answer at once wherever they are; a path without `--check-config` is an
    /// error (it would otherwise be silently ignored), and with it the path wins over `--config`.
    public static func parse(_ arguments: [String]) throws(UsageError) -> SplitWMArguments {
        var config: String?
        var checkConfig = false
        var verbose = false
        var replace = false
        var path: (word: String, position: Int)?
        var importI3: String?
        var i3Config: (path: String, position: Int)?
        // Where --config and --check-config were, for --import-i3, which takes neither.
        var configOptions: [Int] = []
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                guard path == nil else {
                    throw UsageError(position: index, message: "unexpected argument '\(word)' (--check-config takes one path)")
                }
                path = (word, index)
                continue
            }
            switch word {
            case "-h", "--help": return SplitWMArguments(.help)
            case "--version": return SplitWMArguments(.version)
            case "-v", "--verbose": verbose = true
            case "-r", "--replace": replace = true
            case "--check-config":
                checkConfig = true
                configOptions.append(index)
            case "--": optionsEnded = true
            // i3's suite starts its WM with it; splitwm's monitors are RandR's (Xinerama's screens
            // are RandR 1.5 monitors) or the config's `fake-outputs`, so it changes nothing.
            case "--force-xinerama": break
            case "--config":
                guard index < arguments.count, !arguments[index].isEmpty else {
                    throw UsageError(position: index, message: "--config needs a path (--config PATH)")
                }
                config = arguments[index]
                configOptions.append(index)
                index += 1
            case "--i3-config":
                guard index < arguments.count, !arguments[index].isEmpty else {
                    throw UsageError(position: index, message: "--i3-config needs the path of an i3 config (--i3-config PATH)")
                }
                i3Config = (arguments[index], index)
                configOptions.append(index)
                index += 1
            case "--import-i3":
                guard index < arguments.count, !arguments[index].isEmpty else {
                    throw UsageError(position: index, message: "--import-i3 needs the path of an i3 config (--import-i3 PATH)")
                }
                importI3 = arguments[index]
                index += 1
            case _ where word.hasPrefix("--config="):
                config = String(word.dropFirst("--config=".count))
                configOptions.append(index)
                guard config?.isEmpty == false else {
                    throw UsageError(position: index, message: "--config needs a path (--config=PATH)")
                }
            default:
                throw UsageError(position: index, message: "unknown option '\(word)' (the options are --config PATH, --i3-config PATH, --check-config, --import-i3 PATH, -v, --replace, --help and --version)")
            }
        }
        if let importI3 {
            if let path { throw UsageError(position: path.position, message: "unexpected argument '\(path.word)' (--import-i3 takes one path)") }
            if let first = configOptions.first {
                throw UsageError(position: first, message: "--import-i3 prints the config on standard output (redirect it: > FILE), and takes no --config, --i3-config or --check-config")
            }
            return SplitWMArguments(.importI3(importI3))
        }
        if let path, !checkConfig {
            throw UsageError(position: path.position, message: "'\(path.word)': a path argument is only taken with --check-config (use --config PATH)")
        }
        if let i3Config, config != nil || path != nil {
            // Which of the two would run is not for splitwm to guess.
            throw UsageError(position: i3Config.position, message: "--i3-config and a splitwm config (--config or --check-config's PATH) exclude each other")
        }
        return SplitWMArguments(checkConfig ? .checkConfig : .run, config: path?.word ?? config, i3Config: i3Config?.path, verbose: verbose, replace: replace)
    }

    /// The forms of the command line, as `--help` and the man page show them.
    public static let usage = [
        "splitwm [--config PATH | --i3-config PATH] [-v] [--replace]",
        "splitwm --check-config [PATH | --i3-config PATH]",
        "splitwm --import-i3 PATH",
        "splitwm --help | --version",
    ]

    /// Each option as it is written and what it does, a line of `--help` each (the man page joins them).
    public static let options: [(flags: String, doc: [String])] = [
        ("--config PATH", ["read this config file instead of ~/.config/splitwm/config"]),
        ("--i3-config PATH", ["read this i3 config, translated as --import-i3 translates it",
                              "(without either option, splitwm reads its own config, else the",
                              "user's i3 config where i3 finds it, else its default)"]),
        ("--check-config", ["check the config file (PATH, or the one splitwm would read), print",
                            "every error, and exit: 0 when it has none, 1 otherwise"]),
        ("--import-i3 PATH", ["print the splitwm config nearest the i3 config at PATH (each",
                              "i3 line it cannot carry over left as a comment saying why)"]),
        ("-v, --verbose", ["log what splitwm does (debug lines on standard error)"]),
        ("-r, --replace", ["take the screen from the window manager running there, as i3's",
                           "--replace: ask it to leave (the WM_S0 selection) and wait for it"]),
        ("--force-xinerama", ["taken as i3 takes it, and changes nothing: the monitors are",
                              "RandR's, or the config's fake-outputs"]),
        ("--version", ["print the version and exit"]),
        ("-h, --help", ["print this help and exit"]),
    ]

    public static let help = """
        splitwm: a tiling window manager for X11 that keeps a binary split tree of windows.

        usage: \(usage.joined(separator: "\n       "))

        \(options.map { helpLines($0.flags, $0.doc, column: 16) }.joined(separator: "\n"))

        Start it from ~/.xinitrc (exec splitwm) or a display manager session. It manages the
        display named by $DISPLAY, and exits 1 when it cannot (no display, or another window
        manager runs there); 64 means a command line it cannot read.

        """

    /// One option in `--help`: its flags indented by two, the doc from `column` on (below the
    /// flags when they reach the column, so every line of the doc starts at the same place).
    static func helpLines(_ flags: String, _ doc: [String], column: Int) -> String {
        let indent = String(repeating: " ", count: column + 2)
        let docLines = doc.map { indent + $0 }
        guard flags.count + 2 <= column else { return (["  " + flags] + docLines).joined(separator: "\n") }
        let first = "  " + flags + String(repeating: " ", count: column - flags.count) + doc[0]
        return ([first] + docLines.dropFirst()).joined(separator: "\n")
    }
}
