// splitctl's command line without running the binary: options before the request, the request's
// words untouched after it, and errors that name the word at fault and where it is.
import SplitIPC
import Testing

@Suite struct SplitctlArgumentsTests {
    @Test(arguments: [
        (["sync"], SplitctlArguments(.send(["sync"]))),
        (["focus", "left"], SplitctlArguments(.send(["focus", "left"]))),
        (["--socket", "/s", "focus", "left"], SplitctlArguments(.send(["focus", "left"]), socket: "/s")),
        (["--socket=/s", "sync"], SplitctlArguments(.send(["sync"]), socket: "/s")),
        (["--socket", "/a", "--socket", "/b", "sync"], SplitctlArguments(.send(["sync"]), socket: "/b")),
        // From the first word on, everything is the request's, dashes and all.
        (["exec", "xterm", "-title", "a b", "--help"], SplitctlArguments(.send(["exec", "xterm", "-title", "a b", "--help"]))),
        (["focus", "--socket", "/s"], SplitctlArguments(.send(["focus", "--socket", "/s"]))),
        (["--", "-odd"], SplitctlArguments(.send(["-odd"]))),
        (["--", "help"], SplitctlArguments(.send(["help"]))),
        (["resize right 40; focus right"], SplitctlArguments(.send(["resize right 40; focus right"]))),
        (["--help"], SplitctlArguments(.help)),
        (["-h"], SplitctlArguments(.help)),
        (["help"], SplitctlArguments(.help)),
        (["--socket", "/s", "help"], SplitctlArguments(.help, socket: "/s")),
        (["--version"], SplitctlArguments(.version)),
        (["--version", "extra"], SplitctlArguments(.version)),
        (["--socket", "/s", "--version"], SplitctlArguments(.version, socket: "/s")),
    ])
    func commandLinesMeanWhatTheHelpSays(arguments: [String], expected: SplitctlArguments) throws {
        #expect(try SplitctlArguments.parse(arguments) == expected)
    }

    @Test(arguments: [
        ([], 1, "no command given"),
        (["--socket", "/s"], 3, "no command given"),
        (["--"], 2, "no command given"),
        (["--bogus", "focus"], 1, "unknown option '--bogus'"),
        (["--socket", "/s", "-v", "sync"], 3, "unknown option '-v'"),
        (["-"], 1, "unknown option '-'"),
        (["--socket"], 1, "--socket needs a path"),
        (["--socket", "", "sync"], 1, "--socket needs a path"),
        (["--socket=", "sync"], 1, "--socket needs a path"),
    ])
    func badCommandLinesNameTheWordAndItsPosition(arguments: [String], position: Int, message: String) {
        let error = #expect(throws: SplitctlArguments.UsageError.self) { try SplitctlArguments.parse(arguments) }
        #expect(error?.position == position)
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
    }

    @Test func theHelpShowsEveryOptionAndWhereTheSocketIsLookedFor() {
        for text in ["--socket PATH", "--version", "-h, --help", "$SPLITWM_SOCKET", "$XDG_RUNTIME_DIR/splitwm/display-N.sock", "_SPLITWM_SOCKET"] {
            #expect(SplitctlArguments.help.contains(text), "\(text)")
        }
        #expect(SplitctlArguments.version == "splitctl 0.1.0")
    }
}
