// splitctl: sends one command, query or subscription to splitwm over its socket and prints the JSON it answers.
import ArgumentParser
import SplitIPC
import SplitX
#if canImport(Glibc)
import Glibc
#endif

@main
struct SplitCtlCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "splitctl",
        abstract: "Send a command to splitwm and print its JSON reply.",
        discussion: """
            Examples:
              splitctl focus left
              splitctl 'resize right 40; focus right'
              splitctl exec xterm -title "a b"
              splitctl query tree | jq .
              splitctl subscribe window layout    (one JSON event per line until splitwm exits)

            The socket is --socket, else $SPLITWM_SOCKET, else the _SPLITWM_SOCKET property of the root
            window on $DISPLAY. Exit status: 0 success, 1 splitwm reported an error, 2 no connection
            (or splitwm refused it: only the user splitwm runs as may command it).
            """,
        version: "splitctl 0.1.0")

    @Option(name: .long, help: ArgumentHelp("The socket of splitwm (default: $SPLITWM_SOCKET, then the root window's _SPLITWM_SOCKET).", valueName: "path"))
    var socket: String?

    @Argument(parsing: .captureForPassthrough,
              help: ArgumentHelp("A command (focus left), `query tree|windows|focused`, or `subscribe splitter|window|layout…`.", valueName: "command"))
    var words: [String] = []

    func validate() throws {
        // Passthrough parsing captures every word after the options, so help and version are looked for here.
        switch words.first {
        case "-h", "--help", "help": throw CleanExit.helpRequest(Self.self)
        case "--version": throw CleanExit.message(Self.configuration.version)
        default: break
        }
        if words.isEmpty { throw ValidationError("no command given (try: splitctl focus left)") }
    }

    func run() throws {
        // A parent may have started us with SIGTERM blocked (test runners do, some launchers
        // too); a subscriber must still end when a script kills it.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        let path = try socketPath()
        let client: IPCClient
        do {
            client = try IPCClient(path: path)
        } catch {
            fail("\(error)", status: 2)
        }
        let line = IPCRequest.line(joining: words)
        do throws(IPCClientError) {
            // A server that refuses this connection says why and closes it at once, perhaps
            // before our line is written: the reason still waits to be read.
            var unsent: IPCClientError?
            do throws(IPCClientError) { try client.send(line) } catch { unsent = error }
            guard let reply = try client.readLine() else {
                if let unsent { throw unsent }
                // `restart` replaces splitwm in place: the connection closing is its answer.
                if line == "restart" { return }
                fail("splitwm closed the connection without a reply", status: 2)
            }
            let json = try? JSON(parsing: reply)
            if json?["refused"] == .bool(true), case .string(let message)? = json?["error"] {
                fail("splitwm at \(path) refused this connection (\(message)); only the user it runs as may command it", status: 2)
            }
            guard json?["success"] == .bool(true) else {
                if case .string(let message)? = json?["error"] { fail(message, status: 1) }
                fail("unexpected reply: \(reply)", status: 1)
            }
            if words.first == "subscribe" {
                // Scripts read this through a pipe: each event goes out as soon as it arrives.
                while let event = try client.readLine() { printLine(event) }
            } else {
                printLine(reply)
            }
        } catch {
            fail("\(error)", status: 2)
        }
    }

    /// --socket, $SPLITWM_SOCKET, or the root window's _SPLITWM_SOCKET on $DISPLAY.
    private func socketPath() throws -> String {
        if let socket { return socket }
        if let path = IPCServer.environment("SPLITWM_SOCKET") { return path }
        let connection: XConnection
        do {
            connection = try XConnection()
        } catch {
            fail("cannot find splitwm's socket: no --socket, SPLITWM_SOCKET is unset, and \(error)", status: 2)
        }
        defer { connection.close() }
        guard let path = connection.rootText("_SPLITWM_SOCKET"), !path.isEmpty else {
            fail("cannot find splitwm's socket: is splitwm running on display \(connection.displayName)? (no _SPLITWM_SOCKET on its root window)", status: 2)
        }
        return path
    }
}

/// Writes `line` and a newline to standard output at once (not buffered until exit).
private func printLine(_ line: String) {
    let bytes = Array(line.utf8) + [UInt8(ascii: "\n")]
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
        if n < 0 {
            if errno == EINTR { continue }
            exit(errno == EPIPE ? 0 : 1)   // the reader went away: nothing left to do
        }
        offset += n
    }
}

/// One line on standard error, then exit.
private func fail(_ message: String, status: Int32) -> Never {
    let bytes = Array("splitctl: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}
