// `restart` on i3's socket as i3 answers it: from the restarted process, on the connection that
// asked, with the socket listening throughout (the same socket, handed down through the exec).
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
    }
}
