// Where the socket is made and who may use it: private directory, owner-only socket, stale and live sockets, cleanup.
import Foundation
import SplitIPC
import Testing

struct SocketPlacementTests {
    private func mode(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode : nil
    }

    @Test func socketDirectoryIsPrivateAndSocketIsOwnerOnly() throws {
        let runtime = try makeTemporaryDirectory()
        defer { rmdir(runtime + "/splitwm"); rmdir(runtime) }
        let server = try IPCServer(name: "display-1", runtimeDirectory: runtime)
        defer { server.close() }
        #expect(server.socketPath == runtime + "/splitwm/display-1.sock")
        let directoryMode = try #require(mode(runtime + "/splitwm"))
        #expect(directoryMode & S_IFMT == S_IFDIR)
        #expect(directoryMode & 0o777 == 0o700)
        let socketMode = try #require(mode(server.socketPath))
        #expect(socketMode & S_IFMT == S_IFSOCK)
        #expect(socketMode & 0o777 == 0o600)
    }

    @Test func aReadableSocketDirectoryIsMadePrivateAgain() throws {
        let runtime = try makeTemporaryDirectory()
        defer { rmdir(runtime + "/splitwm"); rmdir(runtime) }
        mkdir(runtime + "/splitwm", 0o755)
        chmod(runtime + "/splitwm", 0o755)
        let server = try IPCServer(name: "wm", runtimeDirectory: runtime)
        defer { server.close() }
        #expect(mode(runtime + "/splitwm").map { $0 & 0o777 } == 0o700)
    }

    /// Whoever can write in the directory could have put a socket of their own there: it is
    /// refused, not repaired, and the error says why and what to do.
    @Test(arguments: [0o777, 0o770, 0o702, 0o1777])
    func aSocketDirectoryOthersCanWriteIsRefused(_ permissions: Int) throws {
        let runtime = try makeTemporaryDirectory()
        defer { rmdir(runtime + "/splitwm"); rmdir(runtime) }
        mkdir(runtime + "/splitwm", 0o700)
        chmod(runtime + "/splitwm", mode_t(permissions))
        let error = #expect(throws: IPCServerError.self) { try IPCServer(name: "wm", runtimeDirectory: runtime) }
        #expect(error?.message.contains("writable by other users") == true, "\(String(describing: error))")
        #expect(error?.message.contains("chmod 700") == true)
        #expect(access(runtime + "/splitwm/wm.sock", F_OK) != 0, "no socket was made there")
    }

    @Test func aSocketDirectoryOfAnotherUserIsRefused() throws {
        guard geteuid() == 0 else { return }   // only root can give a directory away
        let runtime = try makeTemporaryDirectory()
        defer { rmdir(runtime + "/splitwm"); rmdir(runtime) }
        mkdir(runtime + "/splitwm", 0o700)
        #expect(chown(runtime + "/splitwm", 65534, 65534) == 0)
        let error = #expect(throws: IPCServerError.self) { try IPCServer(name: "wm", runtimeDirectory: runtime) }
        #expect(error?.message.contains("belongs to user 65534") == true, "\(String(describing: error))")
    }

    @Test func aSymlinkInPlaceOfTheDirectoryIsRefused() throws {
        let runtime = try makeTemporaryDirectory()
        let elsewhere = try makeTemporaryDirectory()
        defer { unlink(runtime + "/splitwm"); rmdir(runtime); rmdir(elsewhere) }
        symlink(elsewhere, runtime + "/splitwm")
        #expect(throws: IPCServerError.self) { try IPCServer(name: "wm", runtimeDirectory: runtime) }
    }

    @Test func withoutARuntimeDirectoryTheSocketGoesInAFreshPrivateDirectory() throws {
        let first = try IPCServer(name: "wm", runtimeDirectory: nil)
        let second = try IPCServer(name: "wm", runtimeDirectory: nil)
        let directory = (first.socketPath as NSString).deletingLastPathComponent
        let name = (directory as NSString).lastPathComponent
        // mkdtemp's six random characters: nobody can create it first or guess it.
        #expect(name.hasPrefix("splitwm-") && name.count == "splitwm-".count + 6)
        #expect(directory != (second.socketPath as NSString).deletingLastPathComponent)
        var info = stat()
        #expect(lstat(directory, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFDIR && info.st_mode & 0o777 == 0o700 && info.st_uid == geteuid())
        #expect(mode(first.socketPath).map { $0 & 0o777 } == 0o600)
        first.close()
        second.close()
        #expect(access(directory, F_OK) != 0, "close() removes the private directory it made")
    }

    @Test func closeRemovesTheSocketFile() throws {
        let wm = try FakeWM()
        #expect(access(wm.socketPath, F_OK) == 0)
        #expect(TestSocket(wm.socketPath)?.request("echo hi")?.isSuccess == true)
        wm.stop()
        #expect(access(wm.socketPath, F_OK) != 0)
    }

    @Test func aStaleSocketIsReplacedAndALiveOneRefused() throws {
        let runtime = try makeTemporaryDirectory()
        defer { rmdir(runtime + "/splitwm"); rmdir(runtime) }
        let live = try IPCServer(name: "wm", runtimeDirectory: runtime)
        #expect(throws: IPCServerError.self) { try IPCServer(name: "wm", runtimeDirectory: runtime) }
        #expect(access(live.socketPath, F_OK) == 0, "a refused server leaves the live one's socket alone")

        // A crashed server leaves its socket file behind with nobody listening.
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        live.close()
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(live.socketPath.utf8) + [0]) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        close(stale)
        #expect(bound == 0 && access(live.socketPath, F_OK) == 0)
        let replacement = try IPCServer(name: "wm", runtimeDirectory: runtime)
        defer { replacement.close() }
        #expect(TestSocket(replacement.socketPath) != nil)
    }

    @Test func aRegularFileWhereTheSocketGoesIsNotDeleted() throws {
        let runtime = try makeTemporaryDirectory()
        defer { unlink(runtime + "/splitwm/wm.sock"); rmdir(runtime + "/splitwm"); rmdir(runtime) }
        mkdir(runtime + "/splitwm", 0o700)
        #expect(FileManager.default.createFile(atPath: runtime + "/splitwm/wm.sock", contents: Data("keep".utf8)))
        #expect(throws: IPCServerError.self) { try IPCServer(name: "wm", runtimeDirectory: runtime) }
        #expect(FileManager.default.contents(atPath: runtime + "/splitwm/wm.sock") == Data("keep".utf8))
    }

    @Test func errorsNameThePathAndTheSystemReason() throws {
        let error = #expect(throws: IPCServerError.self) {
            try IPCServer(name: "wm", runtimeDirectory: "/proc/no-such-dir")
        }
        #expect(error?.message.contains("/proc/no-such-dir/splitwm") == true)
        #expect(error?.message.contains("No such file or directory") == true)
        #expect(throws: IPCServerError.self) { try IPCServer(name: "a/b", runtimeDirectory: nil) }
    }
}
