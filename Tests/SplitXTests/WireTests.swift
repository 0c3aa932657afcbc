// XWire, the little X client splitctl uses: display names and Xauthority as Xlib reads them, and root
// window properties read from a real Xvfb, with and without a cookie.
import SplitX
import Testing
import XTestSupport
import XWire
#if canImport(Glibc)
import Glibc
#endif

@Suite struct WireNameTests {
    @Test(arguments: [
        (":0", XDisplayName(number: 0)),
        (":1.2", XDisplayName(number: 1, screen: 2)),
        ("unix:3", XDisplayName(host: "unix", number: 3)),
        ("localhost:10.0", XDisplayName(host: "localhost", number: 10)),
        ("10.0.0.7:4", XDisplayName(host: "10.0.0.7", number: 4)),
        ("[::1]:5", XDisplayName(host: "::1", number: 5)),
        ("tcp/localhost:6", XDisplayName(transport: "tcp", host: "localhost", number: 6)),
        ("unix/:7", XDisplayName(transport: "unix", number: 7)),
    ])
    func displayNamesAreReadAsXlibReadsThem(name: String, expected: XDisplayName) {
        #expect(XDisplayName(name) == expected)
    }

    @Test(arguments: ["", "0", ":", ":x", ":1.", ":1.x", "host::0", ":99999", ":-1", ":1 "])
    func malformedDisplayNamesAreRefused(name: String) {
        #expect(XDisplayName(name) == nil)
    }

    @Test func onlyThisMachinesSocketIsLocal() {
        #expect(XDisplayName(":0")!.isLocal && XDisplayName("unix:0")!.isLocal && XDisplayName("unix/:0")!.isLocal)
        #expect(!XDisplayName("localhost:0")!.isLocal && !XDisplayName("tcp/:0")!.isLocal)
    }

    static func record(_ e: XAuthorityEntry) -> [UInt8] {
        func field(_ b: [UInt8]) -> [UInt8] { [UInt8(b.count >> 8), UInt8(b.count & 0xFF)] + b }
        return [UInt8(e.family >> 8), UInt8(e.family & 0xFF)] + field(e.address) + field(Array(e.number.utf8))
            + field(Array(e.name.utf8)) + field(e.data)
    }

    @Test func theCookieIsTheFirstEntryForThisHostAndDisplay() {
        let host = Array("box".utf8), cookie = XAuthorityEntry.cookieName
        let otherHost = XAuthorityEntry(family: 256, address: Array("elsewhere".utf8), number: "0", name: cookie, data: [1])
        let otherDisplay = XAuthorityEntry(family: 256, address: host, number: "1", name: cookie, data: [2])
        let otherMethod = XAuthorityEntry(family: 256, address: host, number: "0", name: "XDM-AUTHORIZATION-1", data: [3])
        let ours = XAuthorityEntry(family: 256, address: host, number: "0", name: cookie, data: [4])
        let wild = XAuthorityEntry(family: 65535, address: [], number: "", name: cookie, data: [5])
        let file = [otherHost, otherDisplay, otherMethod, ours, wild].flatMap(Self.record)
        let entries = XAuthorityEntry.entries(in: file)
        #expect(entries == [otherHost, otherDisplay, otherMethod, ours, wild])
        #expect(XAuthorityEntry.cookie(in: entries, family: 256, address: host, number: 0) == ours)
        #expect(XAuthorityEntry.cookie(in: entries, family: 256, address: host, number: 1) == otherDisplay)
        #expect(XAuthorityEntry.cookie(in: entries, family: 256, address: host, number: 9) == wild, "a wildcard matches any address and display")
        #expect(XAuthorityEntry.cookie(in: Array(entries.dropLast()), family: 0, address: [10, 0, 0, 1], number: 0) == nil)
        // A truncated last entry is dropped, the ones before it kept.
        #expect(XAuthorityEntry.entries(in: Array(file.dropLast())) == [otherHost, otherDisplay, otherMethod, ours])
    }
}

extension XServerTests {
    @Suite struct Wire {
        @Test func rootTextReadsWhatAClientSet() throws {
            try withX { x throws in
                let root = x.client.root
                x.client.setProperty(root, "_TEST_UTF8", type: "UTF8_STRING", .bytes(Array("/run/user/0/é.sock".utf8)))
                x.client.setProperty(root, "_TEST_STRING", type: "STRING", .bytes(Array("plain".utf8)))
                x.client.setProperty(root, "_TEST_NUMBER", type: "CARDINAL", .words([7]))
                x.client.setProperty(root, "_TEST_OTHER_TYPE", type: "ATOM_PAIR", .bytes(Array("x".utf8)))
                x.client.setProperty(root, "_TEST_LONG", type: "UTF8_STRING", .bytes(Array(repeating: 0x61, count: 10_000)))
                _ = x.client.property(root, "_TEST_LONG")   // a round trip: everything set has arrived
                let name = x.server.displayName
                #expect(try WireConnection(displayName: name).root == root.rawValue)
                #expect(try WireConnection.rootText("_TEST_UTF8", displayName: name).get() == "/run/user/0/é.sock")
                #expect(try WireConnection.rootText("_TEST_STRING", displayName: name).get() == "plain")
                #expect(try WireConnection.rootText("_TEST_NUMBER", displayName: name).get() == nil, "format 32 is not text")
                #expect(try WireConnection.rootText("_TEST_OTHER_TYPE", displayName: name).get() == nil)
                #expect(try WireConnection.rootText("_TEST_LONG", displayName: name).get() == String(repeating: "a", count: 4096))
                #expect(try WireConnection.rootText("_TEST_NEVER_INTERNED_\(getpid())", displayName: name).get() == nil)
                x.client.deleteProperty(root, "_TEST_UTF8")
                _ = x.client.property(root, "_TEST_UTF8")
                #expect(try WireConnection.rootText("_TEST_UTF8", displayName: name).get() == nil, "an atom that exists on no window")
            }
        }

        @Test func aServerThatWantsACookieGetsTheOneInTheAuthorityFile() throws {
            let cookie: [UInt8] = (0..<16).map { _ in UInt8.random(in: 0...255) }
            let directory = "/tmp/splitwm-wire-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            mkdir(directory, 0o700)
            defer { for f in ["server", "client", "wrong"] { unlink(directory + "/" + f) }; rmdir(directory) }
            // The server's file holds the cookie for any display; the client's names this host only.
            func write(_ name: String, _ entries: [XAuthorityEntry]) {
                let bytes = entries.flatMap(WireNameTests.record)
                let fd = open(directory + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
                close(fd)
            }
            var host = [CChar](repeating: 0, count: 256)
            gethostname(&host, 255)
            let hostName = Array(host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
            write("server", [XAuthorityEntry(family: 65535, address: [], number: "", name: XAuthorityEntry.cookieName, data: cookie)])
            write("client", [XAuthorityEntry(family: 256, address: hostName, number: "", name: XAuthorityEntry.cookieName, data: cookie)])
            write("wrong", [XAuthorityEntry(family: 256, address: hostName, number: "", name: XAuthorityEntry.cookieName, data: Array(cookie.reversed()))])
            let server = try Xvfb(size: PixelSize(width: 640, height: 480), arguments: ["-auth", directory + "/server"])
            defer { server.stop() }
            let good = try WireConnection(displayName: server.displayName, authorityFile: directory + "/client")
            #expect(try good.existingAtom("PRIMARY") == 1, "a predefined atom")
            for file in [directory + "/wrong", directory + "/missing", nil] {
                let error = #expect(throws: XWireError.self) { try WireConnection(displayName: server.displayName, authorityFile: file) }
                #expect(error?.description.contains("refused this connection") == true, "\(String(describing: error))")
            }
        }

        @Test func noServerIsOneClearError() {
            let error = #expect(throws: XWireError.self) { try WireConnection(displayName: ":4243") }
            #expect(error?.description == "cannot open X display \":4243\": no server is running there, or it refused this user")
            let name = #expect(throws: XWireError.self) { try WireConnection(displayName: "somehost:0") }
            #expect(name?.description.contains("by address only") == true)
        }
    }
}
