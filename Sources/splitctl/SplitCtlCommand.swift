// splitctl: sends one command, query or subscription to splitwm over its socket and prints the JSON it answers.
import SplitSyntax
import SplitIPC
#if canImport(Glibc)
import Glibc
#endif

@main
enum SplitCtlCommand {
    static func main() {
        let arguments: SplitctlArguments
        do {
            arguments = try SplitctlArguments.parse(Array(CommandLine.arguments.dropFirst()), workingDirectory: workingDirectory())
        } catch {
            fail("\(error); see splitctl --help", status: 64)   // EX_USAGE, as before the command line was parsed by hand
        }
        switch arguments.action {
        case .help: printLine(SplitctlArguments.help, newline: false)
        case .version: printLine(SplitctlArguments.version)
        case .send(let words): send(words, socket: arguments.socket)
        }
    }

    /// Where a relative FILE of `save` and `load` is; nil when it cannot be told (removed, too long).
    static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func send(_ words: [String], socket: String?) {
        // A parent may have started us with SIGTERM blocked (test runners do, some launchers
        // too); a subscriber must still end when a script kills it.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        let line = requestLine(words)
        let (client, path) = connect(socket: socket)
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

    /// The request line of the command-line words. A first word in brackets is a command's
    /// criteria (`splitctl '[class="Firefox"]' focus`, as with i3-msg): read here by splitwm's own
    /// parser and sent as it writes them back, so that whatever a script put into them (a window's
    /// title) selects windows and nothing else; criteria that do not read as such are refused.
    static func requestLine(_ words: [String]) -> String {
        guard words.count > 1, let first = words.first, first.hasPrefix("[") else { return IPCRequest.line(joining: words) }
        do throws(CommandError) {
            let criteria = try WindowCriteria(first)
            return IPCRequest.line(joining: Array(words.dropFirst()), criteria: criteria.description)
        } catch {
            fail("the criteria \(first): \(error)", status: 64)
        }
    }

    /// A connection to splitwm, and the socket's path: `--socket`, `$SPLITWM_SOCKET`, the socket splitwm
    /// makes in `$XDG_RUNTIME_DIR` when that directory is this user's own, and last the root window's
    /// `_SPLITWM_SOCKET` on `$DISPLAY` (the only way that needs an X connection).
    static func connect(socket: String?) -> (IPCClient, String) {
        if let path = socket ?? IPCServer.environment("SPLITWM_SOCKET") {
            return (connected(to: path), path)
        }
        guard let display = IPCServer.environment("DISPLAY") else {
            fail("cannot find splitwm's socket: no --socket, SPLITWM_SOCKET is unset, and DISPLAY is not set", status: 2)
        }
        var tried = ""
        if let runtime = IPCServer.environment("XDG_RUNTIME_DIR"),
           let path = SocketLocation.path(forDisplay: display, runtimeDirectory: runtime) {
            if let client = IPCClient.connectingToRuntimeSocket(display: display, runtimeDirectory: runtime) {
                return (client, path)
            }
            tried = "no usable socket at \(path), "
        }
        switch RootProperty.text("_SPLITWM_SOCKET", display: display) {
        case .success(let path?) where !path.isEmpty:
            return (connected(to: path), path)
        case .success:
            fail("cannot find splitwm's socket: is splitwm running on display \(display)? (\(tried)no _SPLITWM_SOCKET on its root window)", status: 2)
        case .failure(let error):
            fail("cannot find splitwm's socket: no --socket, SPLITWM_SOCKET is unset, \(tried)and \(error)", status: 2)
        }
    }

    static func connected(to path: String) -> IPCClient {
        do {
            return try IPCClient(path: path)
        } catch {
            fail("\(error)", status: 2)
        }
    }
}

/// Writes `line` (and a newline) to standard output at once, not buffered until exit.
private func printLine(_ line: String, newline: Bool = true) {
    let bytes = Array(line.utf8) + (newline ? [UInt8(ascii: "\n")] : [])
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
