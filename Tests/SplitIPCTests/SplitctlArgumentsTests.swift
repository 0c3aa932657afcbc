// splitctl's command line without running the binary: options before the request, the request's
// words untouched after it, and errors that name the word at fault and where it is.
import SplitConfig
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

    @Test(arguments: [
        (["save", "work.json"], ["layout", "save", "/home/me/work.json"]),
        (["load", "my layouts/a b.json"], ["layout", "load", "/home/me/my layouts/a b.json"]),
        (["load", "../it's;x.json"], ["layout", "load", "/home/me/../it's;x.json"]),
        (["--socket", "/s", "save", "/tmp/a.json"], ["layout", "save", "/tmp/a.json"]),
        (["--", "load", "-odd.json"], ["layout", "load", "/home/me/-odd.json"]),
    ])
    func saveAndLoadSendALayoutCommandWithAnAbsolutePath(arguments: [String], words: [String]) throws {
        let parsed = try SplitctlArguments.parse(arguments, workingDirectory: "/home/me")
        #expect(parsed.action == .send(words))
        for directory in ["/home/me/", "/home/me"] {
            #expect(try SplitctlArguments.parse(arguments, workingDirectory: directory).action == parsed.action)
        }
    }

    @Test func theLayoutPathSurvivesQuotingIntoTheCommandLanguage() throws {
        let parsed = try SplitctlArguments.parse(["load", "it's a \"b\";$c\\.json"], workingDirectory: "/my dir")
        guard case .send(let words) = parsed.action else { Issue.record("\(parsed)"); return }
        #expect(IPCRequest.line(joining: words) == #"layout load '/my dir/it'\''s a "b";$c\.json'"#)
    }

    @Test(arguments: [
        (["save"], 2, "save takes one FILE"),
        (["load", "a", "b"], 3, "load takes one FILE"),
        (["load", ""], 2, "load takes one FILE"),
        (["--socket", "/s", "load"], 4, "load takes one FILE"),
        (["load", "a\nb"], 2, "load: a FILE with a NUL or a newline"),
    ])
    func saveAndLoadTakeOneFile(arguments: [String], position: Int, message: String) {
        let error = #expect(throws: SplitctlArguments.UsageError.self) { try SplitctlArguments.parse(arguments, workingDirectory: "/w") }
        #expect(error?.position == position)
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
    }

    @Test func aRelativeFileNeedsAWorkingDirectory() throws {
        #expect(throws: SplitctlArguments.UsageError.self) { try SplitctlArguments.parse(["save", "a.json"]) }
        #expect(try SplitctlArguments.parse(["save", "/a.json"]).action == .send(["layout", "save", "/a.json"]))
    }

    @Test func theHelpShowsEveryOptionAndWhereTheSocketIsLookedFor() {
        for text in ["--socket PATH", "--version", "-h, --help", "$SPLITWM_SOCKET", "$XDG_RUNTIME_DIR/splitwm/display-N.sock", "_SPLITWM_SOCKET"] {
            #expect(SplitctlArguments.help.contains(text), "\(text)")
        }
    }

    /// One release number for both programs, and one that a Debian package can carry as its upstream
    /// version (`make deb` takes it from `splitwm --version`): digits separated by single dots.
    @Test func splitwmAndSplitctlReportTheSameReleaseNumber() {
        let splitwm = SplitWMArguments.version.split(separator: " ")
        let splitctl = SplitctlArguments.version.split(separator: " ")
        #expect(splitwm.count == 2 && splitwm.first == "splitwm", "\(SplitWMArguments.version)")
        #expect(splitctl.count == 2 && splitctl.first == "splitctl", "\(SplitctlArguments.version)")
        #expect(splitwm.last == splitctl.last)
        let parts = (splitwm.last ?? "").split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count >= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) },
                "\(SplitWMArguments.version)")
    }
}
