// Requests from several connections in one loop turn on i3's socket: a connection is read in the
// turn it is accepted, and subscriptions are answered before the other connections' requests, each
// connection's own order kept.
import Foundation
import SplitIPC
import Testing

struct ServingOrderTests {
    static let subscribe = I3Request.subscribe.rawValue
    static let tick = I3Request.sendTick.rawValue
    static let command = I3Request.runCommand.rawValue

    static func client(_ serial: Int, _ type: UInt32, _ line: String) -> IPCRequest {
        IPCRequest(client: clients[serial], line: line, i3Type: type)
    }

    /// Client ids as a server gives them, from connections made to a real one.
    static let clients: [ClientID] = {
        let directory = try! makeTemporaryDirectory()
        let server = try! IPCServer(exactPath: directory + "/i3.sock", wire: .i3)
        let sockets = (0..<3).compactMap { _ in TestSocket(directory + "/i3.sock") }
        for socket in sockets { _ = socket.send(I3Frame(type: command, payload: Array("nop".utf8)).encoded) }
        var found: [ClientID] = []
        for _ in 0..<100 where found.count < sockets.count {
            for fd in server.readDescriptors { found += server.readable(fd).map(\.client) }
        }
        return found
    }()

    @Test func aSubscriptionGoesBeforeAnotherConnectionsRequestReadBeforeIt() {
        // i3ipc-python's aio Connection: SUBSCRIBE on its event connection, then SEND_TICK on its
        // command connection; poll listed the command connection first.
        let order = IPCRequest.servingOrder([Self.client(0, Self.tick, "hello"), Self.client(1, Self.subscribe, "[\"tick\"]")])
        #expect(order.map(\.line) == ["[\"tick\"]", "hello"])
    }

    @Test func eachConnectionKeepsItsOwnOrder() {
        // A connection that ran a command and then subscribed hears nothing of that command: its
        // SUBSCRIBE stays after it. Another's leading SUBSCRIBE still goes first.
        let order = IPCRequest.servingOrder([
            Self.client(0, Self.command, "a1"), Self.client(0, Self.subscribe, "a2"),
            Self.client(1, Self.subscribe, "b1"), Self.client(1, Self.command, "b2"), Self.client(1, Self.subscribe, "b3"),
            Self.client(2, Self.command, "c1"),
        ])
        #expect(order.map(\.line) == ["b1", "a1", "a2", "b2", "b3", "c1"])
    }

    @Test func withoutSubscriptionsTheOrderIsTheReadOrder() {
        let requests = [Self.client(2, Self.command, "c"), Self.client(0, Self.tick, "a"), Self.client(1, Self.command, "b")]
        #expect(IPCRequest.servingOrder(requests) == requests)
    }

    @Test func aConnectionIsReadInTheTurnItIsAccepted() throws {
        let directory = try makeTemporaryDirectory()
        let server = try IPCServer(exactPath: directory + "/i3.sock", wire: .i3)
        let listener = try #require(server.readDescriptors.first)
        #expect(server.readDescriptors == [listener], "no client yet")
        // Connected and written before the server looks: the kernel holds both until it accepts.
        let client = try #require(TestSocket(directory + "/i3.sock"))
        #expect(client.send(I3Frame(type: Self.subscribe, payload: Array("[\"tick\"]".utf8)).encoded))
        let requests = server.readable(listener)
        #expect(requests.map(\.line) == ["[\"tick\"]"] && requests.first?.isI3Subscription == true,
                "the SUBSCRIBE read as the connection was accepted: \(requests)")
    }
}
