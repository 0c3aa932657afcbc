// Requests and replies over a real socket: framing, ordering, limits and hostile input.
import Foundation
import SplitIPC
import Testing

struct ProtocolTests {
    @Test func repliesAreObjectsWithSuccessFirst() {
        #expect(JSON.success(["tree": ["a": 1]]).text == #"{"success":true,"tree":{"a":1}}"#)
        #expect(JSON.failure("no \"x\"").text == #"{"success":false,"error":"no \"x\""}"#)
    }

    @Test func aRequestGetsItsReply() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let client = try #require(TestSocket(wm.socketPath))
        let reply = try #require(client.request("echo focus left"))
        #expect(reply == .success(["line": "echo focus left"]))
        #expect(client.request("nonsense")?.errorText == "unknown command: nonsense")
    }

    @Test func severalRequestsInOneWriteAreAnsweredInOrder() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let client = try #require(TestSocket(wm.socketPath))
        client.send((1...50).map { "echo \($0)\n" }.joined() + "\n  \n")   // blank lines are not requests
        for i in 1...50 { #expect(client.readJSON()?["line"] == .string("echo \(i)")) }
        #expect(client.request("echo last")?["line"] == "echo last")
    }

    @Test func oneRequestSentByteByByteIsOneRequest() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let client = try #require(TestSocket(wm.socketPath))
        for byte in "echo slowly\r\n".utf8 {
            client.send([byte])
            usleep(500)
        }
        #expect(client.readJSON()?["line"] == "echo slowly")
    }

    @Test func aSubscribeBetweenRequestsIsAnsweredInItsTurn() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let client = try #require(TestSocket(wm.socketPath))
        client.send("echo a\nsubscribe window\necho b\nsubscribe nothing\nsubscribe\n")
        #expect(client.readJSON()?["line"] == "echo a")
        #expect(client.readJSON() == .success)
        #expect(client.readJSON()?["line"] == "echo b")
        // The command language's located errors: what was expected, what was found, where.
        #expect(client.readJSON()?.errorText == #"subscribe: expected splitter, window, layout, workspace, monitor or mode, found "nothing" (column 11)"#)
        #expect(client.readJSON()?.errorText == "subscribe: expected splitter, window, layout, workspace, monitor or mode, found nothing (column 10)")
    }

    @Test func aLineThatNeverEndsGetsAnErrorAndItsClientIsDropped() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let bystander = try #require(TestSocket(wm.socketPath))
        let flooder = try #require(TestSocket(wm.socketPath))
        // A line with no end, in 1 MiB writes, until the server hangs up (256 MiB at most, so a
        // server that buffers it all fails this test rather than the machine).
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        var sent = 0
        while sent < 256, flooder.send(chunk) { sent += 1 }
        #expect(sent < 64, "the server stopped reading long before 4 GiB (\(sent) MiB sent)")
        let reply = try #require(flooder.readJSON())
        #expect(reply.errorText?.contains("longer than 65536 bytes") == true)
        #expect(flooder.isClosedByServer())
        #expect(bystander.request("echo still here")?["line"] == "echo still here")
        #expect(bystander.request("clients")?["clients"] == 1)
    }

    @Test(arguments: [65536, 65537, 1_000_000])
    func requestLinesAreCappedAt64KiB(length: Int) throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let client = try #require(TestSocket(wm.socketPath))
        let line = "echo " + String(repeating: "y", count: length - 5)
        client.send(line + "\n")
        let reply = try #require(client.readJSON())
        if length <= 65536 {
            #expect(reply["line"] == .string(line))
            #expect(client.request("echo after")?.isSuccess == true)
        } else {
            #expect(reply.errorText?.contains("longer than") == true)
            #expect(client.isClosedByServer())
        }
    }

    @Test func invalidUTF8AndControlCharactersAreAnsweredWithValidJSON() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let client = try #require(TestSocket(wm.socketPath))
        let hostile: [UInt8] = Array("bad ".utf8) + [0xFF, 0xC3, 0x28, 0x00, 0x1B] + Array("[31m \"q\" \\ é".utf8) + [0x0A]
        client.send(hostile)
        let raw = try #require(client.readLine())
        // Foundation's parser is an independent check that the line is JSON.
        let parsed = try JSONSerialization.jsonObject(with: Data(raw.utf8)) as? [String: Any]
        #expect(parsed?["success"] as? Bool == false)
        let message = try #require(parsed?["error"] as? String)
        #expect(message == "unknown command: bad \u{FFFD}\u{FFFD}(\u{0}\u{1B}[31m \"q\" \\ é")
        #expect(!raw.contains("\u{1B}") && !raw.contains("\u{0}"))
        #expect(client.request("echo fine")?.isSuccess == true, "the connection stays usable")
    }

    @Test func aReplyLargerThanTheOutputLimitStillArrivesWhole() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        let client = try #require(TestSocket(wm.socketPath))
        client.send("big 3000000\n")
        let line = try #require(client.readLine())
        #expect(line.utf8.count == 3_000_000 + #"{"success":true,"big":""}"#.utf8.count)
        #expect(client.request("echo after")?.isSuccess == true)
    }

    @Test func repliesToAClientThatLeftAreDropped() throws {
        let wm = try FakeWM()
        defer { wm.stop() }
        do {
            let leaver = try #require(TestSocket(wm.socketPath))
            leaver.send("publish window 500 10\n")   // its reply comes after it is gone
        }
        let client = try #require(TestSocket(wm.socketPath))
        #expect(client.request("echo ok")?.isSuccess == true)
        #expect(eventually { client.request("clients")?["clients"] == 1 })
    }

    @Test func connectionsPastTheCapAreToldAndClosed() throws {
        var limits = IPCLimits()
        limits.maximumClients = 4
        let wm = try FakeWM(limits: limits)
        defer { wm.stop() }
        var clients = try (0..<4).map { _ in try #require(TestSocket(wm.socketPath)) }
        for client in clients { #expect(client.request("echo in")?.isSuccess == true) }
        let extra = try #require(TestSocket(wm.socketPath))
        #expect(extra.readJSON()?.errorText == "too many clients (at most 4)")
        #expect(extra.isClosedByServer())
        clients.removeLast()
        #expect(eventually { clients[0].request("clients")?["clients"] == 3 })
        let later = try #require(TestSocket(wm.socketPath))
        #expect(later.request("echo welcome")?.isSuccess == true, "a place freed by a leaving client is taken")
        #expect(clients[0].request("clients")?["clients"] == 4)
    }
}
