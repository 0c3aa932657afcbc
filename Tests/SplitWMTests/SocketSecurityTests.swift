// Who may command splitwm: the real binary runs as one non-root user, and another user is
// refused even once the socket and its directory are opened to everyone (CI runs as root,
// which file modes do not stop, so both users here are made for the test).
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct SocketSecurity {
        static let owner = "splitwm-own", intruder = "splitwm-other"

        @Test(.enabled(if: geteuid() == 0, "needs root, to make two users (CI runs as root)"))
        func anotherUserIsRefusedEvenThroughAWorldWritableSocket() throws {
            guard Self.ensureUser(Self.owner), Self.ensureUser(Self.intruder) else {
                Issue.record("cannot create the test users \(Self.owner) and \(Self.intruder) (useradd failed)")
                return
            }
            let owner = try #require(getpwnam(Self.owner)?.pointee)
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            // The build directory may be private (CI clones into a mktemp directory): both users
            // run copies from a place they can reach.
            let scratch = "/tmp/splitwm-security-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            let runtime = scratch + "/runtime", state = scratch + "/state"
            for dir in [scratch, runtime, state] { mkdir(dir, 0o755) }
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            for dir in [runtime, state] { chown(dir, owner.pw_uid, owner.pw_gid) }
            chmod(runtime, 0o700)
            let products = SplitWMProcess.binary.deletingLastPathComponent().path
            for tool in ["splitwm", "splitctl"] {
                // Copied by cp, not in this process: a child another test forks meanwhile would
                // inherit our descriptor open for writing, and exec of the copy would then fail
                // with ETXTBSY ("Text file busy") for as long as that child lives.
                #expect(try Self.run(["/bin/cp", products + "/" + tool, scratch + "/" + tool]).status == 0)
                chmod(scratch + "/" + tool, 0o755)
            }
            let wm = Process()
            wm.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
            wm.arguments = ["-u", Self.owner, "--", "/usr/bin/env", "DISPLAY=\(server.displayName)",
                            "XDG_RUNTIME_DIR=\(runtime)", "XDG_STATE_HOME=\(state)", "SPLITWM_STRICT_X_ERRORS=1",
                            scratch + "/splitwm"]
            let log = scratch + "/splitwm.log"
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            wm.standardOutput = FileHandle.nullDevice
            wm.standardError = FileHandle(forWritingAtPath: log)
            try wm.run()
            defer {
                // runuser waits for splitwm: end splitwm, and runuser ends with it.
                if wm.isRunning { _ = try? Self.run(["/usr/bin/pkill", "-KILL", "-u", Self.owner]); wm.waitUntilExit() }
            }
            let started = Lifecycle.waitForWM(client)
            #expect(started, "splitwm running: \(wm.isRunning); its log: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "none")")
            let socket = try #require(client.text(client.root, "_SPLITWM_SOCKET")?.text)
            #expect(socket == runtime + "/splitwm/display-\(server.displayName.dropFirst()).sock")

            func splitctl(as user: String, _ words: [String]) throws -> (status: Int32, output: String) {
                try Self.run(["/usr/sbin/runuser", "-u", user, "--", scratch + "/splitctl", "--socket", socket] + words)
            }
            // The owner commands it (so the path and the copies work)…
            #expect(try splitctl(as: Self.owner, ["sync"]).status == 0)
            // …and with every mode opened up, the other user reaches the socket but is refused.
            for path in [runtime, runtime + "/splitwm", socket] { #expect(chmod(path, 0o777) == 0) }
            let marker = state + "/ran"   // where the owner could write it
            #expect(try splitctl(as: Self.owner, ["exec", "touch", state + "/owner-ran"]).status == 0)
            #expect(Lifecycle.eventually(client) { access(state + "/owner-ran", F_OK) == 0 }, "the owner's exec runs")
            let refused = try splitctl(as: Self.intruder, ["exec", "touch", marker])
            #expect(refused.status == 2, "\(refused.output)")
            #expect(refused.output.contains("refused this connection"), "\(refused.output)")
            #expect(try splitctl(as: Self.intruder, ["query", "tree"]).status == 2)
            // i3's socket beside it, on the same terms: i3-msg as the owner runs, as another user is refused.
            do {
                let i3msg = try RealProgram.require("i3-msg", package: "i3-wm")
                let i3Socket = try #require(client.text(client.root, "I3_SOCKET_PATH")?.text)
                #expect(chmod(i3Socket, 0o777) == 0)
                let i3Marker = state + "/i3-ran"
                let owned = try Self.run(["/usr/sbin/runuser", "-u", Self.owner, "--", i3msg, "-s", i3Socket, "-t", "get_version"])
                #expect(owned.status == 0 && owned.output.contains("splitwm"), "\(owned.output)")
                let intruding = try Self.run(["/usr/sbin/runuser", "-u", Self.intruder, "--", i3msg, "-s", i3Socket, "exec", "touch", i3Marker])
                #expect(intruding.status != 0 && !intruding.output.contains("success\":true"), "\(intruding.output)")
                #expect(try Self.run([i3msg, "-s", i3Socket, "-t", "get_tree"]).status != 0, "root is another user too")
                #expect(try splitctl(as: Self.owner, ["sync"]).status == 0)
                #expect(access(i3Marker, F_OK) != 0, "the refused exec never ran")
            }
            // bspwm's socket in /tmp, on the same terms: bspc as the owner is answered, as another user refused.
            do {
                let bspc = try RealProgram.require("bspc", package: "bspwm")
                let bspwmSocket = "/tmp/bspwm_\(server.displayName.dropFirst())_0-socket"
                #expect(chmod(bspwmSocket, 0o777) == 0)
                func bspcRun(as user: String?, _ words: [String]) throws -> (status: Int32, output: String) {
                    let command = ["/usr/bin/env", "BSPWM_SOCKET=\(bspwmSocket)", bspc] + words
                    return try Self.run(user.map { ["/usr/sbin/runuser", "-u", $0, "--"] + command } ?? command)
                }
                let owned = try bspcRun(as: Self.owner, ["wm", "-g"])
                #expect(owned.status == 0 && owned.output.hasPrefix("W"), "\(owned.output)")
                // Refused at accept, before bspc sends: it reads the refusal (status 1) or, when its
                // send comes after the close, dies of SIGPIPE; either way nothing runs.
                let intruding = try bspcRun(as: Self.intruder, ["desktop", "-f", "intruded"])
                #expect(intruding.status != 0 && !intruding.output.hasPrefix("W"), "\(intruding)")
                let asRoot = try bspcRun(as: nil, ["desktop", "-f", "intruded"])
                #expect(asRoot.status != 0, "root is another user too: \(asRoot)")
                let names = try bspcRun(as: Self.owner, ["query", "-D", "--names"])
                #expect(names.status == 0 && !names.output.contains("intruded"), "\(names.output)")
            }
            // root is another user too.
            #expect(try Self.run([scratch + "/splitctl", "--socket", socket, "sync"]).status == 2)
            #expect(try splitctl(as: Self.owner, ["sync"]).status == 0)
            #expect(access(marker, F_OK) != 0, "the refused exec never ran")
            #expect(try splitctl(as: Self.owner, ["quit"]).status == 0)
            let deadline = ContinuousClock.now + .seconds(10)
            while wm.isRunning && ContinuousClock.now < deadline { usleep(5_000) }
            #expect(!wm.isRunning)
        }

        /// True when `name` exists, creating it (no home directory) if needed. useradd fails
        /// while another useradd holds /etc/passwd's lock (the IPC tests make users too): retried.
        static func ensureUser(_ name: String) -> Bool {
            guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/sbin/useradd") else { return getpwnam(name) != nil }
            for _ in 0..<50 where getpwnam(name) == nil {
                _ = try? run(["/usr/sbin/useradd", "-M", "-s", "/usr/sbin/nologin", name])
                if getpwnam(name) == nil { usleep(100_000) }
            }
            return getpwnam(name) != nil
        }

        /// Runs `argv` to completion (killed after 20 s), standard output and error together.
        static func run(_ argv: [String]) throws -> (status: Int32, output: String) {
            let outputPath = "/tmp/splitwm-security-out-\(UUID().uuidString)"
            _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
            defer { unlink(outputPath) }
            let output = try #require(FileHandle(forWritingAtPath: outputPath))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: argv[0])
            process.arguments = Array(argv.dropFirst())
            process.standardOutput = output
            process.standardError = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let deadline = ContinuousClock.now + .seconds(20)
            while process.isRunning && ContinuousClock.now < deadline { usleep(2_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return (process.terminationStatus,
                    String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self))
        }
    }
}
