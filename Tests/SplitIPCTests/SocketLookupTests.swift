// How splitctl finds splitwm without asking X: the socket's name for a display (the same function the
// server uses), $XDG_RUNTIME_DIR trusted only when the directory is this user's own and private and
// the listener runs as this user, and the binary's exit statuses for its command line.
import Foundation
import SplitIPC
import Testing

struct SocketLookupTests {
    @Test(arguments: [
        (":0", "display-0"), (":1.0", "display-1.0"), ("unix:3", "display-3"),
        ("localhost:10.0", "display-10.0"), (":42", "display-42"),
    ])
    func theSocketIsNamedAfterTheDisplaysNumber(display: String, name: String) {
        #expect(SocketLocation.name(forDisplay: display) == name)
    }

    @Test func theRuntimePathIsWhereTheServerListens() throws {
        #expect(SocketLocation.path(forDisplay: ":0", runtimeDirectory: "/run/user/1000") == "/run/user/1000/splitwm/display-0.sock")
        #expect(SocketLocation.path(forDisplay: ":0", runtimeDirectory: "/run/user/1000/") == "/run/user/1000/splitwm/display-0.sock")
        #expect(SocketLocation.path(forDisplay: ":0", runtimeDirectory: "run/user/1000") == nil, "a relative runtime directory is ignored")
        let runtime = try makeTemporaryDirectory()
        defer { rmdir(runtime + "/splitwm"); rmdir(runtime) }
        let server = try IPCServer(name: SocketLocation.name(forDisplay: ":7.0"), runtimeDirectory: runtime)
        defer { server.close() }
        #expect(server.socketPath == SocketLocation.path(forDisplay: ":7.0", runtimeDirectory: runtime))
    }

    @Test func onlyAPrivateDirectoryOfThisUserIsTrusted() throws {
        let runtime = try makeTemporaryDirectory()
        let directory = runtime + "/splitwm"
        defer { unlink(directory); rmdir(directory); rmdir(runtime) }
        #expect(SocketLocation.trust(ofDirectory: directory) == .cannotStat(ENOENT))
        mkdir(directory, 0o700)
        chmod(directory, 0o700)
        #expect(SocketLocation.trust(ofDirectory: directory) == .trusted(mode: 0o700))
        chmod(directory, 0o755)
        #expect(SocketLocation.trust(ofDirectory: directory) == .trusted(mode: 0o755), "readable by others: the server makes it 0700")
        for mode: UInt32 in [0o770, 0o702, 0o777, 0o1777] {
            chmod(directory, mode_t(mode))
            #expect(SocketLocation.trust(ofDirectory: directory) == .writableByOthers(mode: mode & 0o777))
        }
        chmod(directory, 0o700)
        if geteuid() == 0 {   // only root can give a directory away
            #expect(chown(directory, 65534, 65534) == 0)
            #expect(SocketLocation.trust(ofDirectory: directory) == .ownedByAnotherUser(65534))
        }
        rmdir(directory)
        symlink(runtime, directory)
        #expect(SocketLocation.trust(ofDirectory: directory) == .notADirectory, "a symlink is not followed")
    }

    /// A display nobody serves: reaching splitwm there proves no X connection was needed.
    static let display = ":4242"

    @Test func splitctlFindsTheRuntimeSocketWithoutX() throws {
        let wm = try FakeWM(name: SocketLocation.name(forDisplay: Self.display))
        defer { wm.stop() }
        let result = try run(Binaries.splitctl, ["echo", "found"],
                             environment: ["DISPLAY": Self.display, "XDG_RUNTIME_DIR": wm.runtimeDirectory])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("echo found"))
        // --socket and $SPLITWM_SOCKET still come first.
        let other = try FakeWM()
        defer { other.stop() }
        let named = try run(Binaries.splitctl, ["echo", "env"],
                            environment: ["DISPLAY": Self.display, "XDG_RUNTIME_DIR": wm.runtimeDirectory, "SPLITWM_SOCKET": other.socketPath])
        #expect(named.status == 0)
        #expect(other.received.withLock { $0 } == ["echo env"])
    }

    /// Someone else could have put a socket of theirs in a directory others can write: splitctl
    /// does not connect there, and asks X instead (here there is no X, so it fails, sending nothing).
    @Test(arguments: [0o777, 0o770, 0o702])
    func aRuntimeDirectoryOthersCanWriteIsNotUsed(_ permissions: Int) throws {
        let wm = try FakeWM(name: SocketLocation.name(forDisplay: Self.display))
        defer { wm.stop() }
        chmod(wm.runtimeDirectory + "/splitwm", mode_t(permissions))
        let result = try run(Binaries.splitctl, ["echo", "hi"],
                             environment: ["DISPLAY": Self.display, "XDG_RUNTIME_DIR": wm.runtimeDirectory])
        #expect(result.status == 2)
        #expect(result.standardError.contains("no usable socket at \(wm.socketPath)"), "\(result.standardError)")
        #expect(result.standardError.contains("cannot open X display \"\(Self.display)\""), "\(result.standardError)")
        #expect(wm.received.withLock { $0 }.isEmpty)
    }

    @Test func aStaleRuntimeSocketFallsBackToX() throws {
        let runtime = try makeTemporaryDirectory()
        let directory = runtime + "/splitwm", path = directory + "/" + SocketLocation.name(forDisplay: Self.display) + ".sock"
        defer { unlink(path); rmdir(directory); rmdir(runtime) }
        mkdir(directory, 0o700)
        // A socket file nobody listens on, as a killed server leaves it.
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8) + [0]) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        close(fd)
        try #require(bound == 0)
        let result = try run(Binaries.splitctl, ["sync"], environment: ["DISPLAY": Self.display, "XDG_RUNTIME_DIR": runtime])
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot open X display"), "\(result.standardError)")
    }

    /// When X cannot be asked either, splitctl says why in one line: no server, or no display name at all.
    @Test(arguments: [
        (Self.display, "cannot open X display \"\(Self.display)\": no server is running there, or it refused this user"),
        ("bogus", "cannot open X display \"bogus\": that is not a display name"),
    ])
    func whenXCannotBeAskedEitherSplitctlSaysWhyInOneLine(display: String, reason: String) throws {
        // A relative runtime directory is ignored (XDG says so): splitctl goes straight to X.
        let result = try run(Binaries.splitctl, ["sync"], environment: ["DISPLAY": display, "XDG_RUNTIME_DIR": "not-absolute"])
        #expect(result.status == 2)
        #expect(result.standardError == "splitctl: cannot find splitwm's socket: no --socket, SPLITWM_SOCKET is unset, and \(reason)\n")
    }

    /// A private directory of this user holding a socket another user listens on (which only that
    /// user, or root, could have arranged): the kernel's word on the listener (SO_PEERCRED) keeps
    /// splitctl from talking to it. Here root serves, and user splitipc-b runs splitctl.
    @Test func aRuntimeSocketServedByAnotherUserIsNotUsed() throws {
        guard geteuid() == 0, ensureUser("splitipc-b"), let b = getpwnam("splitipc-b")?.pointee else { return }
        let runtime = "/tmp/splitctl-lookup-\(getpid())"
        mkdir(runtime, 0o755)
        defer { rmdir(runtime) }
        let wm = try FakeWM(runtimeDirectory: runtime, name: SocketLocation.name(forDisplay: Self.display))
        defer { wm.stop() }
        #expect(chown(runtime + "/splitwm", b.pw_uid, b.pw_gid) == 0)
        chmod(wm.socketPath, 0o777)
        let copy = "/tmp/splitctl-lookup-test-\(getpid())"
        _ = try run("/bin/cp", [Binaries.splitctl, copy])
        chmod(copy, 0o755)
        defer { unlink(copy) }
        let result = try run("/usr/sbin/runuser", ["-u", "splitipc-b", "--", "/usr/bin/env", "DISPLAY=\(Self.display)",
                                                   "XDG_RUNTIME_DIR=\(runtime)", copy, "echo", "hi"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("no usable socket at \(wm.socketPath)"), "\(result.standardError)")
        #expect(!result.standardError.contains("refused this connection"), "splitctl did not talk to it at all")
        #expect(wm.received.withLock { $0 }.isEmpty)
    }

    @Test func theBinaryAnswersHelpVersionAndBadCommandLines() throws {
        let help = try run(Binaries.splitctl, ["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput == SplitctlArguments.help)
        let version = try run(Binaries.splitctl, ["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == SplitctlArguments.version + "\n")
        let bad = try run(Binaries.splitctl, ["--bogus", "focus", "left"])
        #expect(bad.status == 64)
        #expect(bad.standardError.hasPrefix("splitctl: unknown option '--bogus'"))
        #expect(bad.standardError.split(separator: "\n").count == 1)
        let none = try run(Binaries.splitctl, [])
        #expect(none.status == 64)
        #expect(none.standardError.contains("no command given"))
    }
}
