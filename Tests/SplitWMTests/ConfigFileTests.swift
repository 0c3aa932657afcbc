// Config files that are not files (RELIABILITY.md, "Bad config input"): missing, empty, a
// directory, unreadable (mode 000, checked as a user root is not, since root reads anything).
// `--check-config` fails with file:line:col for each but the empty one; a window manager
// started on one runs with the defaults and says so. The text cases (CRLF, BOM, bad lines)
// are the parser's, in SplitConfigTests/ConfigDirectiveTests.
import Foundation
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct ConfigFiles {
        static func scratch() -> String {
            let path = "/tmp/splitwm-config-files-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            mkdir(path, 0o755)
            return path
        }

        @Test func checkConfigOfAMissingFileOrADirectoryFailsAtLine1Column1AndOfAnEmptyFilePasses() throws {
            let dir = Self.scratch()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let empty = dir + "/empty", missing = dir + "/missing", directory = dir + "/directory"
            #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
            mkdir(directory, 0o755)
            for path in [missing, directory] {
                let check = try SplitWMProcess(display: ":0", arguments: ["--check-config", path])
                #expect(check.waitForExit() == 1, "\(path)")
                #expect(check.standardError.hasPrefix("\(path):1:1: "), "\(check.standardError)")
            }
            let check = try SplitWMProcess(display: ":0", arguments: ["--check-config", empty])
            #expect(check.waitForExit() == 0, "\(check.standardError)")
        }

        @Test(.enabled(if: geteuid() == 0, "needs root, to run as another user (CI runs as root)"))
        func checkConfigOfAnUnreadableFileFailsAtLine1Column1() throws {
            guard SocketSecurity.ensureUser(SocketSecurity.owner) else {
                Issue.record("cannot create the test user \(SocketSecurity.owner) (useradd failed)")
                return
            }
            let dir = Self.scratch()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            // The build directory may be private: the user runs a copy from a place it can reach.
            #expect(try SocketSecurity.run(["/bin/cp", SplitWMProcess.binary.path, dir + "/splitwm"]).status == 0)
            chmod(dir + "/splitwm", 0o755)
            let config = dir + "/config"
            try "border-width 2\n".write(toFile: config, atomically: true, encoding: .utf8)
            chmod(config, 0o644)
            let readable = try SocketSecurity.run(["/usr/sbin/runuser", "-u", SocketSecurity.owner, "--", dir + "/splitwm", "--check-config", config])
            #expect(readable.status == 0, "\(readable.output)")
            chmod(config, 0)
            let unreadable = try SocketSecurity.run(["/usr/sbin/runuser", "-u", SocketSecurity.owner, "--", dir + "/splitwm", "--check-config", config])
            #expect(unreadable.status == 1)
            #expect(unreadable.output.hasPrefix("\(config):1:1: "), "\(unreadable.output)")
        }

        /// A directory given as the config: splitwm starts with the built-in bindings, and says so.
        @Test func aDirectoryAsTheConfigStartsWithTheDefaultsAndSaysSo() throws {
            let dir = Self.scratch()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try withSplitWMBinary(arguments: ["--config", dir]) { _, client, _ in
                #expect(Lifecycle.eventually(client) { client.text(client.root, "WM_NAME")?.text.contains("config error") == true })
                let w = Scripting.open(client, 2)
                // The default config's Super+f zooms the focused window over the screen.
                let superKey = try #require(client.keycode(for: "Super_L")), f = try #require(client.keycode(for: "f"))
                client.keyDown(superKey); client.keyDown(f); client.keyUp(f); client.keyUp(superKey)
                #expect(Lifecycle.eventually(client) {
                    w.filter { client.mapState(of: $0) == .viewable }.map { client.geometry(of: $0)?.width } == [1918]
                })
            }
        }
    }
}
