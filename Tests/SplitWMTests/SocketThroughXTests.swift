// splitctl's last way to splitwm's socket: the root window's _SPLITWM_SOCKET, read through libxcb, with no
// $SPLITWM_SOCKET and no runtime-directory socket; from a server that wants a cookie too; and what it
// makes of a property that is absent, not text, or too long.
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct SocketThroughX {
        /// Nothing but X to go by: splitwm, without XDG_RUNTIME_DIR, listens in a fresh `mkdtemp`
        /// directory that only the root window names.
        static let onlyX: [String: String?] = ["XDG_RUNTIME_DIR": nil, "SPLITWM_SOCKET": nil]

        @Test func splitctlFindsTheSocketThroughTheRootWindow() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let wm = try SplitWMProcess(display: server.displayName, environment: Self.onlyX)
            defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
            #expect(Lifecycle.waitForWM(client))
            let sync = try SplitWMProcess.splitctl(["sync"], display: server.displayName, environment: Self.onlyX)
            #expect(sync.status == 0, "\(sync.output)")
            #expect(sync.output == #"{"success":true}"# + "\n")
        }

        @Test func aServerThatWantsACookieGetsTheOneInTheAuthorityFile() throws {
            let cookie: [UInt8] = (0..<16).map { _ in UInt8.random(in: 0...255) }
            let directory = "/tmp/splitwm-cookie-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            mkdir(directory, 0o700)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            // The server's file holds the cookie for any display; the clients' name this machine,
            // as `xauth` writes them.
            try Self.writeAuthority(directory + "/server", family: 65535, address: [], cookie: cookie)
            try Self.writeAuthority(directory + "/client", family: 256, address: Self.hostName, cookie: cookie)
            try Self.writeAuthority(directory + "/wrong", family: 256, address: Self.hostName, cookie: cookie.reversed())
            let server = try Xvfb(arguments: ["-auth", directory + "/server"])
            defer { server.stop() }
            var environment = Self.onlyX
            environment["XAUTHORITY"] = directory + "/client"
            let wm = try SplitWMProcess(display: server.displayName, environment: environment)
            defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
            // This process's own X connections have no cookie: splitctl itself says when splitwm is up.
            let deadline = ContinuousClock.now + .seconds(20)
            var sync = try SplitWMProcess.splitctl(["sync"], display: server.displayName, environment: environment)
            while sync.status != 0 && ContinuousClock.now < deadline {
                usleep(20_000)
                sync = try SplitWMProcess.splitctl(["sync"], display: server.displayName, environment: environment)
            }
            #expect(sync.status == 0, "\(sync.output); splitwm: \(wm.standardError)")
            for file in [directory + "/wrong", directory + "/missing"] {
                environment["XAUTHORITY"] = file
                let refused = try SplitWMProcess.splitctl(["sync"], display: server.displayName, environment: environment)
                #expect(refused.status == 2)
                // libxcb writes the server's reason on standard error itself: splitctl keeps it in its one line.
                #expect(refused.output.hasPrefix("splitctl: cannot find splitwm's socket:"), "\(refused.output)")
                #expect(refused.output.contains("X display \"\(server.displayName)\" refused this connection: "), "\(refused.output)")
                #expect(refused.output.split(separator: "\n").count == 1, "\(refused.output)")
            }
        }

        @Test func theRootWindowsPropertyIsReadAsTextOrNotAtAll() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let display = server.displayName, root = client.root
            func splitctl() throws -> (status: Int32, output: String) {
                client.sync()   // what the client set has arrived
                return try SplitWMProcess.splitctl(["sync"], display: display, environment: Self.onlyX)
            }
            let noWM = "splitctl: cannot find splitwm's socket: is splitwm running on display \(display)? (no _SPLITWM_SOCKET on its root window)\n"
            // No window manager ever ran here: the atom does not exist.
            #expect(try splitctl() == (2, noWM))
            for (type, text) in [("UTF8_STRING", "/nonexistent/é.sock"), ("STRING", "/nonexistent/plain.sock")] {
                client.setProperty(root, "_SPLITWM_SOCKET", type: type, .bytes(Array(text.utf8)))
                #expect(try splitctl() == (2, "splitctl: cannot connect to \(text): No such file or directory\n"), "\(type)")
            }
            client.setProperty(root, "_SPLITWM_SOCKET", type: "UTF8_STRING", .bytes(Array(repeating: UInt8(ascii: "a"), count: 10_000)))
            #expect(try splitctl().output == "splitctl: cannot connect to \(String(repeating: "a", count: 4096)): not a usable socket path\n",
                    "only the first 4 KiB is read")
            client.setProperty(root, "_SPLITWM_SOCKET", type: "CARDINAL", .words([7]))
            #expect(try splitctl() == (2, noWM), "format 32 is not text")
            client.setProperty(root, "_SPLITWM_SOCKET", type: "ATOM_PAIR", .bytes(Array("/nonexistent/x.sock".utf8)))
            #expect(try splitctl() == (2, noWM), "nor is another type")
            client.deleteProperty(root, "_SPLITWM_SOCKET")
            #expect(try splitctl() == (2, noWM), "an atom that exists on no window")
        }

        /// This machine's name, as an Xauthority entry of family 256 (local) holds it.
        static var hostName: [UInt8] {
            var name = [CChar](repeating: 0, count: 256)
            gethostname(&name, name.count - 1)
            return name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        }

        /// An Xauthority file of one MIT-MAGIC-COOKIE-1 entry for every display of `address`:
        /// big-endian family, then address, display number, name and data, each after its length.
        static func writeAuthority(_ path: String, family: UInt16, address: [UInt8], cookie: [UInt8]) throws {
            func field(_ bytes: [UInt8]) -> [UInt8] { [UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)] + bytes }
            let entry = [UInt8(family >> 8), UInt8(family & 0xFF)] + field(address) + field([])
                + field(Array("MIT-MAGIC-COOKIE-1".utf8)) + field(cookie)
            try Data(entry).write(to: URL(fileURLWithPath: path))
        }
    }
}
