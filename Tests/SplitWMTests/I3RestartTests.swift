// i3's socket living longer than one process, as i3's does: `restart` answered from the
// restarted process on the connection that asked, the socket listening throughout (handed down
// through the exec); a socket passed by systemd-style activation served as i3's.
import Foundation
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3Restart {
        static func inode(_ path: String) -> UInt64? {
            var info = stat()
            return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
        }

        @Test func i3MsgRestartIsAnsweredByTheRestartedProcessOnTheSameSocket() throws {
            let i3msg = URL(fileURLWithPath: try RealProgram.require("i3-msg", package: "i3-wm"))
            try withSplitWMBinary { server, client, wm in
                var path: String?
                #expect(Lifecycle.eventually(client) {
                    path = client.text(client.root, "I3_SOCKET_PATH")?.text
                    return path != nil
                })
                let socket = try #require(path)
                let socketFile = Self.inode(socket)
                let reply = try SplitWMProcess.run(i3msg, ["restart"], display: server.displayName, environment: ["I3SOCK": nil])
                // The process before exec'd before it could answer: this answer is the restarted one's.
                #expect(reply.status == 0 && reply.output.contains("[{\"success\":true}]"), "\(reply)")
                // The same socket listened throughout, and answers on.
                #expect(Self.inode(socket) == socketFile)
                #expect(client.text(client.root, "I3_SOCKET_PATH")?.text == socket)
                let version = try SplitWMProcess.run(i3msg, ["-t", "get_version"], display: server.displayName, environment: ["I3SOCK": nil])
                #expect(version.status == 0, "\(version)")
                withExtendedLifetime(wm) {}
            }
        }

        /// What i3's test suite does to start i3: a listening socket on descriptor 3, LISTEN_PID
        /// and LISTEN_FDS, then the window manager exec'd in the same process.
        static let activator = """
            import os, socket, sys
            s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen(16)
            os.dup2(s.fileno(), 3); os.set_inheritable(3, True)
            os.environ['LISTEN_FDS'] = '1'; os.environ['LISTEN_PID'] = str(os.getpid())
            os.execv(sys.argv[2], [sys.argv[2]])
            """

        @Test func aSocketPassedByActivationIsServedAsI3sAndLeftToItsOwner() throws {
            let i3msg = URL(fileURLWithPath: try RealProgram.require("i3-msg", package: "i3-wm"))
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let socket = "/tmp/splitwm-activated-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sock"
            defer { unlink(socket) }
            let wm = try RealProgram("/usr/bin/python3", ["-c", Self.activator, socket, SplitWMProcess.binary.path],
                                     display: server.displayName, environment: ["XDG_STATE_HOME": SplitWMProcess.freshStateHome()])
            defer { wm.terminate() }
            #expect(Lifecycle.eventually(client) { client.text(client.root, "I3_SOCKET_PATH")?.text == socket })
            let version = try SplitWMProcess.run(i3msg, ["-t", "get_version"], display: server.displayName, environment: ["I3SOCK": socket])
            #expect(version.status == 0 && version.output.contains("splitwm"), "\(version)")
            wm.terminate()
            #expect(FileManager.default.fileExists(atPath: socket), "the activator's socket file is its own to remove")
        }

        /// i3 listens at `$I3SOCK` when it is set (i3ipc-python's suite starts i3 so, and finds it
        /// there); splitwm does too, and removes the file when it exits. A path another server
        /// holds is left to it, and splitwm listens at its own.
        @Test func theSocketIsWhereI3SOCKSaysAndALivePathThereIsLeftAlone() throws {
            let i3msg = URL(fileURLWithPath: try RealProgram.require("i3-msg", package: "i3-wm"))
            let socket = "/tmp/splitwm-i3sock-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sock"
            defer { unlink(socket) }
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            do {
                let wm = try SplitWMProcess(display: server.displayName, environment: ["I3SOCK": socket])
                #expect(Lifecycle.eventually(client) { client.text(client.root, "I3_SOCKET_PATH")?.text == socket })
                let version = try SplitWMProcess.run(i3msg, ["-t", "get_version"], display: server.displayName, environment: ["I3SOCK": socket])
                #expect(version.status == 0 && version.output.contains("splitwm"), "\(version)")
                wm.signal(SIGTERM)
                _ = wm.waitForExit()
                #expect(!FileManager.default.fileExists(atPath: socket), "splitwm removed the socket it made")
            }
            // Another server listens at the path: a second splitwm leaves it alone.
            let other = socketFD(listeningAt: socket)
            defer { close(other) }
            let wm = try SplitWMProcess(display: server.displayName, environment: ["I3SOCK": socket])
            defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
            var announced: String?
            #expect(Lifecycle.eventually(client) {
                announced = client.text(client.root, "I3_SOCKET_PATH")?.text
                return announced != nil
            })
            #expect(announced != socket)
            let version = try SplitWMProcess.run(i3msg, ["-t", "get_version"], display: server.displayName, environment: ["I3SOCK": nil])
            #expect(version.status == 0 && version.output.contains("splitwm"), "\(version)")
        }

        /// A Unix socket listening at `path` (the other server).
        private func socketFD(listeningAt path: String) -> Int32 {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
            }
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            listen(fd, 4)
            return fd
        }
    }
}
