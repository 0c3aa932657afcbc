// splitctl's command line, parsed by hand: a few options, then the words of one request. A library
// parser cost each call more than the request itself (see docs/ipc.md, splitctl), and this grammar is small.

import SplitVersion

/// What splitctl was asked to do.
public struct SplitctlArguments: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case help
        case version
        /// Send these words to splitwm as one request line.
        case send([String])
    }

    public var action: Action
    /// `--socket PATH`: where splitwm listens, instead of looking for it.
    public var socket: String?

    public init(_ action: Action, socket: String? = nil) {
        self.action = action
        self.socket = socket
    }

    /// A command line splitctl cannot understand: the word at fault, where it is, and why.
    public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The word's position among the arguments, from 1 (as in `$1`); one past the last when a word is missing.
        public var position: Int
        public var message: String
        public var description: String { message }
    }

    public static let version = "splitctl \(ReleaseVersion.number)"

    /// Options come before the first word of the request; from that word on, everything is the
    /// request's (`splitctl exec xterm -title x` sends `-title` to xterm). `--` ends the options, and
    /// `help` as the first word asks for help. `save FILE` and `load FILE` are
    /// `layout save|load` with FILE made absolute against `workingDirectory` (splitctl's own:
    /// splitwm's means nothing to the user).
    public static func parse(_ arguments: [String], workingDirectory: String? = nil) throws(UsageError) -> SplitctlArguments {
        var socket: String?
        var index = 0
        options: while index < arguments.count {
            let word = arguments[index]
            switch word {
            case "-h", "--help", "help":
                return SplitctlArguments(.help, socket: socket)
            case "--version":
                return SplitctlArguments(.version, socket: socket)
            case "--socket":
                guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                    throw UsageError(position: index + 1, message: "--socket needs a path (--socket PATH)")
                }
                socket = arguments[index + 1]
                index += 2
            case _ where word.hasPrefix("--socket="):
                socket = String(word.dropFirst("--socket=".count))
                guard socket?.isEmpty == false else {
                    throw UsageError(position: index + 1, message: "--socket needs a path (--socket=PATH)")
                }
                index += 1
            case "--":
                index += 1
                break options
            case _ where word.hasPrefix("-"):
                throw UsageError(position: index + 1, message: "unknown option '\(word)' (the options are --socket PATH, --help and --version)")
            default:
                break options
            }
        }
        let words = Array(arguments[index...])
        guard !words.isEmpty else {
            throw UsageError(position: index + 1, message: "no command given (try: splitctl focus left)")
        }
        if words[0] == "save" || words[0] == "load" {
            return SplitctlArguments(.send(["layout", words[0], try layoutPath(words, at: index, workingDirectory)]), socket: socket)
        }
        return SplitctlArguments(.send(words), socket: socket)
    }

    /// The FILE of `save FILE` or `load FILE`, absolute.
    private static func layoutPath(_ words: [String], at index: Int, _ workingDirectory: String?) throws(UsageError) -> String {
        guard words.count == 2, !words[1].isEmpty else {
            throw UsageError(position: index + min(words.count, 2) + (words.count == 2 ? 0 : 1),
                             message: "\(words[0]) takes one FILE (\(words[0]) FILE; quote a name with spaces)")
        }
        let file = words[1]
        guard !file.contains("\0"), !file.contains("\n") else {
            throw UsageError(position: index + 2, message: "\(words[0]): a FILE with a NUL or a newline cannot be sent")
        }
        if file.hasPrefix("/") { return file }
        guard let directory = workingDirectory, directory.hasPrefix("/") else {
            throw UsageError(position: index + 2, message: "\(words[0]): the working directory is unknown; give an absolute FILE")
        }
        return (directory.hasSuffix("/") ? directory : directory + "/") + file
    }

    /// The forms of the command line, as `--help` and the man page show them.
    public static let usage = [
        "splitctl [--socket PATH] COMMAND...",
        "splitctl --help | --version",
    ]

    /// The operand and each option as written and what it does, a line of `--help` each.
    public static let options: [(flags: String, doc: [String])] = [
        ("COMMAND...", ["a command (focus left), query tree|windows|focused, or",
                        "subscribe splitter|window|layout...; several words are joined",
                        "into one line, each quoted as /bin/sh would"]),
        ("--socket PATH", ["the socket of splitwm"]),
        ("--version", ["print the version and exit"]),
        ("-h, --help", ["print this help and exit"]),
    ]

    /// Each example as written and, when it needs one, what it does.
    public static let examples: [(command: String, note: String?)] = [
        ("splitctl focus left", nil),
        ("splitctl 'resize right 40; focus right'", nil),
        ("splitctl exec xterm -title \"a b\"", nil),
        ("splitctl query tree | jq .", nil),
        ("splitctl save work.json", "layout save /abs/path/work.json: the workspace's tree"),
        ("splitctl load work.json", "layout load …: arrange the workspace as the file says"),
        ("splitctl subscribe window layout", "one JSON event per line until splitwm exits"),
    ]

    public static let help = """
        splitctl: send a command to splitwm and print its JSON reply.

        usage: \(usage.joined(separator: "\n       "))

        \(options.map { helpLines($0.flags, $0.doc, column: 15) }.joined(separator: "\n"))

        Examples:
        \(examples.map { example in
            "  " + example.command + (example.note.map { String(repeating: " ", count: max(1, 36 - example.command.count)) + "(\($0))" } ?? "")
        }.joined(separator: "\n"))

        The socket is --socket, else $SPLITWM_SOCKET, else $XDG_RUNTIME_DIR/splitwm/display-N.sock
        for DISPLAY=:N (when that directory is yours and private to you), else the _SPLITWM_SOCKET
        property of the root window on $DISPLAY.

        Exit status: 0 success, 1 splitwm reported an error, 2 no connection (or splitwm refused
        it: only the user splitwm runs as may command it), 64 a command line splitctl cannot read.

        """

    /// One option in `--help`: its flags indented by two, the doc from `column` on.
    static func helpLines(_ flags: String, _ doc: [String], column: Int) -> String {
        let first = "  " + flags + String(repeating: " ", count: max(2, column - flags.count)) + doc[0]
        return ([first] + doc.dropFirst().map { String(repeating: " ", count: column + 2) + $0 }).joined(separator: "\n")
    }
}
