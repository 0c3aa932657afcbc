// The splitwm process's own reliability cases (RELIABILITY.md, "Restart and crash recovery",
// "Leaks under churn", "Security"): `quit` and SIGTERM leave no socket behind, a second window
// manager leaves the first's socket alone, a restart whose binary is gone or not executable
// leaves a window manager running, the state file is private and written through no symlink,
// and a thousand IPC connections leave descriptors and memory where they were.
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Shutdown {
        static func socketPath(_ client: TestClient) -> String? { client.text(client.root, "_SPLITWM_SOCKET")?.text }

        static func exists(_ path: String) -> Bool {
            var info = stat()
            return lstat(path, &info) == 0
        }

        @Test(arguments: ["quit", "SIGTERM"])
        func stoppingExitsZeroWithinFiveSecondsLeavesWindowsMappedAndRemovesTheSocket(how: String) throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let wm = try SplitWMProcess(display: server.displayName)
            #expect(Lifecycle.waitForWM(client))
            let socket = try #require(Self.socketPath(client))
            #expect(Self.exists(socket))
            let windows = Scripting.open(client, 3)
            #expect(try SplitWMProcess.splitctl(["sync"], display: server.displayName).status == 0)
            if how == "quit" {
                _ = try SplitWMProcess.splitctl(["quit"], display: server.displayName)
            } else {
                wm.signal(SIGTERM)
            }
            #expect(wm.waitForExit(timeout: .seconds(5)) == 0, "\(wm.standardError)")
            #expect(windows.allSatisfy { client.mapState(of: $0) == .viewable })
            #expect(!Self.exists(socket), "\(socket) is left behind")
            #expect(Self.socketPath(client) == nil, "the root still names a socket")
        }

        @Test func aSecondWindowManagerIsRefusedWithoutTouchingTheFirstsSocket() throws {
            try withSplitWMBinary { server, client, _ in
                let socket = try #require(Self.socketPath(client))
                var before = stat()
                #expect(lstat(socket, &before) == 0)
                let second = try SplitWMProcess(display: server.displayName)
                #expect(second.waitForExit() == 1)
                var after = stat()
                #expect(lstat(socket, &after) == 0 && after.st_ino == before.st_ino, "the same socket file")
                #expect(Self.socketPath(client) == socket)
                #expect(try SplitWMProcess.splitctl(["sync"], display: server.displayName).status == 0)
            }
        }

        /// splitwm restarts by executing its own binary again. A copy of it runs here, made not
        /// executable or deleted before `restart`: a window manager is running after, either
        /// the old one (exec failed) or the binary still open (a deleted file can be executed
        /// through /proc/self/exe), with every window managed where it was.
        @Test(arguments: ["not executable", "deleted"])
        func aRestartWhoseBinaryIsGoneLeavesAWindowManagerRunning(what: String) throws {
            let scratch = "/tmp/splitwm-restart-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            mkdir(scratch, 0o755)
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let copy = scratch + "/splitwm"
            // Copied by cp: a descriptor of ours open for writing, inherited by a child another
            // test forks meanwhile, would make the exec fail with ETXTBSY.
            #expect(try SocketSecurity.run(["/bin/cp", SplitWMProcess.binary.path, copy]).status == 0)
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let wm = try SplitWMProcess(display: server.displayName, executable: URL(fileURLWithPath: copy))
            defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
            #expect(Lifecycle.waitForWM(client))
            let windows = Scripting.open(client, 2)
            #expect(try SplitWMProcess.splitctl(["sync"], display: server.displayName).status == 0)
            let rects = windows.map { client.geometry(of: $0) }
            if what == "deleted" { unlink(copy) } else { chmod(copy, 0o644) }
            _ = try SplitWMProcess.splitctl(["restart"], display: server.displayName)
            #expect(Lifecycle.eventually(client) {
                (try? SplitWMProcess.splitctl(["sync"], display: server.displayName).status) == 0
                    && Set(Query.windows(server.displayName)) == Set(windows.map(\.rawValue))
            }, "\(wm.standardError)")
            #expect(wm.waitForExit(timeout: .zero) == nil, "still running")
            #expect(windows.map { client.geometry(of: $0) } == rects)
            #expect(windows.allSatisfy { client.mapState(of: $0) == .viewable })
        }

        /// After kill -9, a new splitwm adopts the windows shown and those whose WM_STATE says
        /// Normal or Iconic (unmapped), and no others: not a withdrawn one, not a menu.
        @Test func killMinusNineThenAStartAdoptsShownNormalAndIconicWindowsOnly() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let home = SplitWMProcess.freshStateHome()
            defer { try? FileManager.default.removeItem(atPath: home) }
            let first = try SplitWMProcess(display: server.displayName, stateHome: home)
            #expect(Lifecycle.waitForWM(client))
            let shown = Scripting.open(client, 3)
            // Unmapped windows left by some earlier window manager: one Iconic, one Normal, one withdrawn.
            let (iconic, normal, withdrawn) = (client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100)),
                                               client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100)),
                                               client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100)))
            client.setProperty(iconic, "WM_STATE", type: "WM_STATE", .words([3, 0]))
            client.setProperty(normal, "WM_STATE", type: "WM_STATE", .words([1, 0]))
            let menu = client.createOverrideRedirectWindow(PixelRect(x: 5, y: 5, width: 50, height: 50))
            client.map(menu)
            #expect(try SplitWMProcess.splitctl(["sync"], display: server.displayName).status == 0)
            first.signal(SIGKILL)
            _ = first.waitForExit()
            let second = try SplitWMProcess(display: server.displayName, stateHome: home)
            defer { second.signal(SIGTERM); _ = second.waitForExit() }
            #expect(Lifecycle.eventually(client) {
                (try? SplitWMProcess.splitctl(["sync"], display: server.displayName).status) == 0
                    && Query.windows(server.displayName).count >= 3
            })
            let adopted = Set(Query.windows(server.displayName))
            #expect(adopted == Set((shown + [iconic, normal]).map(\.rawValue)), "\(adopted)")
            #expect(Set(client.items(client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []) == adopted)
            #expect(!adopted.contains(withdrawn.rawValue) && !adopted.contains(menu.rawValue))
        }

        /// `restart` with a side hidden, a window on a hidden workspace, custom fractions and
        /// the focus on one window: the same windows, rectangles, tree (`query tree` whole: a
        /// window out of sight has no rectangle before as after), focus and map states after,
        /// and no window left unmapped without being managed.
        @Test func restartKeepsHiddenSidesHiddenWorkspacesFractionsAndFocus() throws {
            try withSplitWMBinary { server, client, _ in
                let display = server.displayName
                let w = Scripting.open(client, 5)
                func run(_ words: String...) throws { #expect(try SplitWMProcess.splitctl(words, display: display).status == 0, "\(words)") }
                try run("move", "workspace", "2")          // the fifth window goes out of sight
                try run("fraction", "0.37")
                try run("hide", "toggle")                  // the focused window's sibling side hidden
                // The state file is written here, so what follows changes the focus alone: a
                // write that leaves the focus out of its comparison would skip it (under load
                // the commands above came far enough apart for that, and the restart came
                // back with the focus where it had been before the activation).
                try run("sync")
                client.sendClientMessage(about: w[1], type: "_NET_ACTIVE_WINDOW", data: [2, 0, 0])
                try run("sync")
                let states = w.map { client.mapState(of: $0) }
                #expect(states.contains(.unmapped) && states.contains(.viewable), "\(states)")
                let rects = w.map { client.geometry(of: $0) }, focus = client.inputFocus()
                let tree = try Scripting.tree(display)
                let socket = Self.socketPath(client)
                try run("restart")
                #expect(Lifecycle.eventually(client) {
                    let now = Self.socketPath(client)
                    return now != nil && now != socket
                })
                try run("sync")
                let after = try Scripting.tree(display)
                #expect(NSDictionary(dictionary: after).isEqual(to: tree), "before: \(tree)\nafter: \(after)")
                #expect(w.map { client.geometry(of: $0) } == rects)
                #expect(w.map { client.mapState(of: $0) } == states)
                #expect(client.inputFocus() == focus, "\(client.inputFocus()) was \(focus)")
                #expect(Set(Query.windows(display)) == Set(w.map(\.rawValue)), "every window managed")
            }
        }

        @Test func theStateFileIsPrivateAndASymlinkInItsPlaceIsReplacedNotFollowed() throws {
            let home = SplitWMProcess.freshStateHome()
            defer { try? FileManager.default.removeItem(atPath: home) }
            try withSplitWMBinary(stateHome: home) { server, client, _ in
                _ = Scripting.open(client, 1)
                #expect(try SplitWMProcess.splitctl(["sync"], display: server.displayName).status == 0)
                let directory = home + "/splitwm"
                let path = directory + "/display-" + server.displayName.filter(\.isNumber) + ".json"
                var info = stat()
                #expect(stat(directory, &info) == 0 && info.st_mode & 0o777 == 0o700, "directory mode \(String(info.st_mode & 0o777, radix: 8))")
                #expect(lstat(path, &info) == 0 && info.st_mode & 0o777 == 0o600, "file mode \(String(info.st_mode & 0o777, radix: 8))")
                // Someone puts a symlink to another file of the user's in its place.
                let victim = home + "/precious"
                try "precious\n".write(toFile: victim, atomically: true, encoding: .utf8)
                unlink(path)
                #expect(symlink(victim, path) == 0)
                _ = Scripting.open(client, 1, name: "second")
                #expect(try SplitWMProcess.splitctl(["sync"], display: server.displayName).status == 0)
                #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n", "written through the symlink")
                #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_mode & 0o777 == 0o600)
            }
        }

        /// pango, cairo, GObject and GLib are loaded when the first bar of tabs is drawn, not at
        /// start: a session that never shows text never maps them (CPangoLoader).
        @Test func theTextLibrariesLoadWithTheFirstBarOfTabsNotAtStart() throws {
            try withSplitWMBinary { server, client, wm in
                _ = Scripting.open(client, 2)
                func run(_ words: String...) throws { #expect(try SplitWMProcess.splitctl(words, display: server.displayName).status == 0, "\(words)") }
                func mapped() throws -> [String] {
                    // Read to its end by lines: /proc reports a size of 0, and a whole-file read stops at a page.
                    guard let file = fopen("/proc/\(wm.pid)/maps", "r") else { throw POSIXError(.ENOENT) }
                    defer { fclose(file) }
                    var maps = "", line: UnsafeMutablePointer<CChar>?, capacity = 0
                    while getline(&line, &capacity, file) > 0, let line { maps += String(cString: line) }
                    free(line)
                    let names = ["libpango-1.0", "libpangocairo-1.0", "libcairo.so", "libglib-2.0", "libgobject-2.0", "libharfbuzz"]
                    return names.filter { maps.contains($0) }
                }
                try run("sync")
                #expect(try mapped() == [], "mapped at start")
                try run("layout", "tabbed")
                try run("sync")
                let after = try mapped()
                #expect(after.count == 6, "mapped once a bar of tabs shows: \(after)")
            }
        }

        /// splitwm's open descriptors and resident memory (kB), from /proc.
        static func usage(_ pid: pid_t) -> (fds: Int, rssKiB: Int)? {
            guard let fds = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"),
                  let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
                  let kib = Int(line.split(separator: " ")[1]) else { return nil }
            return (fds.count, kib)
        }

        /// A thousand connect, command, disconnect cycles after a hundred to warm up: the same
        /// descriptors, and resident memory within 1 MiB (a leak of a kilobyte a connection
        /// would show).
        @Test func aThousandIPCCyclesLeaveDescriptorsAndMemoryFlat() throws {
            try withSplitWMBinary { server, client, wm in
                _ = Scripting.open(client, 2)
                func cycles(_ n: Int) {
                    for i in 0..<n {
                        guard let line = IPCLine(announcedTo: client) else { Issue.record("connect \(i) failed"); return }
                        let reply = line.request(i % 2 == 0 ? "sync" : "query workspaces")
                        if reply?.hasPrefix("{\"success\":true") != true { Issue.record("cycle \(i): \(reply ?? "no reply")"); return }
                    }
                }
                // A connection the client has closed stays open in splitwm until its loop reads the
                // hang-up. Figures are read over a line kept open from the start (counted in both),
                // after two syncs on it: the hang-ups of the connections closed before the first are
                // pending when splitwm reads that sync, so they are handled in that loop turn at the
                // latest, and the second sync is answered in a later turn. (A barrier of new
                // connections, splitctl's, would leave its own open at each reading, or not.)
                let kept = try #require(IPCLine(announcedTo: client))
                func settled() throws -> (fds: Int, rssKiB: Int) {
                    for _ in 0..<2 { #expect(kept.request("sync")?.hasPrefix("{\"success\":true") == true) }
                    return try #require(Self.usage(wm.pid))
                }
                cycles(100)
                let before = try settled()
                cycles(1_000)
                let after = try settled()
                #expect(after.fds <= before.fds, "descriptors \(before.fds) → \(after.fds)")
                #expect(after.rssKiB - before.rssKiB < 1024, "resident \(before.rssKiB) kB → \(after.rssKiB) kB")
            }
        }
    }
}
