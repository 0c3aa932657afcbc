// The real splitctl binary against a fake window manager: output, exit status, quoting, subscriptions, permissions.
import Foundation
import SplitIPC
import Testing

struct SplitctlTests {
    @Test func aSuccessfulCommandPrintsTheReplyAndExitsZero() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let result = try run(Binaries.splitctl, ["--socket", wm.socketPath, "echo", "focus", "left"])
        #expect(result.status == 0)
        #expect(result.standardOutput == #"{"success":true,"line":"echo focus left"}"# + "\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func aFailedCommandPrintsTheErrorAndExitsOne() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let result = try run(Binaries.splitctl, ["--socket", wm.socketPath, "bogus", "command"])
        #expect(result.status == 1)
        #expect(result.standardError == "splitctl: unknown command: bogus command\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func noServerMeansExitTwoWithOneLine() throws {
        let result = try run(Binaries.splitctl, ["--socket", "/nonexistent/splitwm.sock", "focus", "left"])
        #expect(result.status == 2)
        #expect(result.standardError == "splitctl: cannot connect to /nonexistent/splitwm.sock: No such file or directory\n")
        let noDisplay = try run(Binaries.splitctl, ["focus", "left"])
        #expect(noDisplay.status == 2)
        #expect(noDisplay.standardError.contains("DISPLAY is not set"))
        #expect(noDisplay.standardError.split(separator: "\n").count == 1)
    }

    @Test func theEnvironmentNamesTheSocket() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let result = try run(Binaries.splitctl, ["echo", "from", "env"], environment: ["SPLITWM_SOCKET": wm.socketPath])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("echo from env"))
    }

    @Test func wordsWithSpacesQuotesOrSemicolonsAreQuoted() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let result = try run(Binaries.splitctl, ["--socket", wm.socketPath, "echo", "exec", "xterm", "-title", "a b", "it's", "x;y", ""])
        #expect(result.status == 0)
        #expect(wm.received.withLock { $0.last } == #"echo exec xterm -title 'a b' 'it'\''s' 'x;y' ''"#)
    }

    @Test(arguments: [
        (["focus", "left"], "focus left"),
        (["exec", "xterm", "-title", "a b"], "exec xterm -title 'a b'"),
        (["exec", "say", "\"hi\""], "exec say '\"hi\"'"),
        (["exec", "it's"], #"exec 'it'\''s'"#),
        (["exec", "both'\""], #"exec 'both'\''"'"#),
        (["exec", #"back\slash"#, "$HOME", "a#b", "é"], #"exec 'back\slash' '$HOME' 'a#b' é"#),
        (["exec", ""], "exec ''"),
        (["resize", "right", "40;", "focus", "right"], "resize right '40;' focus right"),
        (["resize", "right", "40", ";", "focus", "right"], "resize right 40 ; focus right"),
        (["resize right 40; focus right"], "resize right 40; focus right"),
        // Brackets are quoted like any word here: splitctl reads criteria itself (below).
        (["[con_mark=x]", "move", "workspace", "[2]"], "'[con_mark=x]' move workspace '[2]'"),
        (["exec", "echo", "[x]"], "exec echo '[x]'"),
    ])
    func requestLinesQuoteWhatTheLanguageWouldSplit(words: [String], line: String) {
        #expect(IPCRequest.line(joining: words) == line)
    }

    @Test func criteriaGoFirstAsGivenAndTheWordsAfterThemQuoted() {
        #expect(IPCRequest.line(joining: ["focus"], criteria: "[class=Firefox]") == "[class=Firefox] focus")
        #expect(IPCRequest.line(joining: ["move", "workspace", "a b"], criteria: "[mark=x]") == "[mark=x] move workspace 'a b'")
    }

    @Test func splitctlSendsCriteriaAsSplitwmWritesThemBack() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        // The fake answers only what it knows: the line it got is what counts.
        _ = try run(Binaries.splitctl, ["--socket", wm.socketPath, #"[class="Firefox" title="a b"]"#, "move", "workspace", "my web"])
        #expect(wm.received.withLock { $0.last } == "[class=Firefox title='a b'] move workspace 'my web'")
    }

    /// A script that puts a window's title into criteria (`splitctl "[title=$t]" focus`) must not
    /// let that title end the criteria and add commands of its own.
    @Test(arguments: [
        "[title=*] focus; exec touch /tmp/splitwm-pwned; exec true [x]",
        "[title=*] kill; [class=*]",
        #"[title="*"] ; exec true ["x"]"#,
        #"[title=\] ; exec true ; [x]"#,
        #"[title="a]"#,
    ])
    func criteriaThatDoNotEndTheWordAreRefusedAndNothingIsSent(criteria: String) throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let result = try run(Binaries.splitctl, ["--socket", wm.socketPath, criteria, "focus"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("splitctl: the criteria "))
        #expect(wm.received.withLock { $0.isEmpty })
    }

    @Test func subscribePrintsEachEventAsItArrives() throws {
        let wm = try FakeWM()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binaries.splitctl)
        process.arguments = ["--socket", wm.socketPath, "subscribe", "window"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let control = try #require(TestSocket(wm.socketPath))
        #expect(eventually { control.request("clients")?["subscribers"]?["window"] == .bool(true) })
        let reader = LineReader(fd: out.fileHandleForReading.fileDescriptor)
        for i in 0..<3 {
            #expect(control.request("publish window 1 0")?.isSuccess == true)
            // Each line arrives while splitctl still runs: it flushes per event, not at exit.
            #expect(reader.readLine(timeout: 10) == #"{"event":"window","seq":0,"pad":""}"#, "event \(i)")
            #expect(process.isRunning)
        }
        wm.stop()
        #expect(reader.readLine(timeout: 10) == nil)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the window manager going away ends a subscription normally")
    }

    @Test func anotherUserCannotConnect() throws {
        guard ensureUser("splitipc-a"), ensureUser("splitipc-b") else {
            Issue.record("skipped: cannot create the test users splitipc-a and splitipc-b (useradd unavailable)")
            return
        }
        let wm = try FakeWM()
        defer { wm.stop() }
        // The build directory may not be open to other users (CI clones into a mktemp
        // directory, mode 0700): they run a copy of splitctl from a place they can reach.
        let copy = "/tmp/splitctl-test-\(getpid())"
        _ = try run("/bin/cp", [Binaries.splitctl, copy])
        chmod(copy, 0o755)
        defer { unlink(copy) }
        func splitctl(as user: String) throws -> Finished {
            try run("/usr/sbin/runuser", ["-u", user, "--", copy, "--socket", wm.socketPath, "echo", "hi"])
        }
        // Everything root made: the private directory alone stops another user.
        let denied = try splitctl(as: "splitipc-a")
        #expect(denied.status == 2)
        #expect(denied.standardError.contains("Permission denied"))

        // Directories opened for traversal: the socket's own 0600 mode still stops them.
        chmod(wm.runtimeDirectory, 0o711)
        chmod(wm.runtimeDirectory + "/splitwm", 0o711)
        #expect(try splitctl(as: "splitipc-a").standardError.contains("Permission denied"))

        // The socket handed to user b, everything opened up: b and a reach the socket, and the
        // server, which checks who connected (SO_PEERCRED), refuses both, saying so.
        let b = try #require(getpwnam("splitipc-b")?.pointee)
        #expect(chown(wm.socketPath, b.pw_uid, b.pw_gid) == 0)
        chmod(wm.runtimeDirectory, 0o777)
        chmod(wm.runtimeDirectory + "/splitwm", 0o777)
        chmod(wm.socketPath, 0o777)
        for user in ["splitipc-b", "splitipc-a"] {
            let refused = try splitctl(as: user)
            #expect(refused.status == 2, "\(user): \(refused.standardError)")
            #expect(refused.standardError.contains("refused this connection"), "\(user): \(refused.standardError)")
            #expect(refused.standardError.contains("user \(getpwnam(user)!.pointee.pw_uid) may not command"))
        }
        #expect(wm.received.withLock { $0 }.contains("echo hi") == false, "no refused line reached the server's owner")
        // The server's own user still gets in.
        #expect(TestSocket(wm.socketPath)?.request("echo hi")?.isSuccess == true)
    }
}

/// True when `name` exists, creating it (no home directory) if needed. useradd fails while
/// another useradd holds /etc/passwd's lock (the window-manager tests make users too): retried.
func ensureUser(_ name: String) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/useradd") else { return getpwnam(name) != nil }
    for _ in 0..<50 where getpwnam(name) == nil {
        _ = try? run("/usr/sbin/useradd", ["-M", "-s", "/usr/sbin/nologin", name])
        if getpwnam(name) == nil { usleep(100_000) }
    }
    return getpwnam(name) != nil
}

/// Reads lines from a pipe with a timeout per line.
final class LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    init(fd: Int32) { self.fd = fd }

    /// The next line; nil at end of file or after `timeout` seconds.
    func readLine(timeout: Int) -> String? {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                defer { buffer.removeFirst(newline + 1) }
                return String(decoding: buffer[..<newline], as: UTF8.self)
            }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard ContinuousClock.now < deadline, poll(&p, 1, 100) >= 0 else { return nil }
            if p.revents == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return nil }
            buffer += chunk[0..<n]
        }
    }
}
