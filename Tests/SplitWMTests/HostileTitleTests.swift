// A client that sets a title crafted against a backtracking rule cannot stall splitwm: on real
// X with the real binary, the window is managed, splitwm answers `sync`, and the next window
// tiles. With a backtracking matcher `(a+)+$` on 65,535 a's and a ! would never finish.
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct HostileTitle {
        @Test func aHostileTitleAgainstACatastrophicRuleDoesNotStallTheWindowManager() throws {
            let config = try Scripting.configFile(Scripting.bindings + """
                border-width 0
                rule title~'(a+)+$' float
                rule title~'(a|a)*b' float
                rule title~'^(\\d+)*$' float

                """)
            defer { unlink(config) }
            try withSplitWMBinary(arguments: ["--config", config]) { server, client, _ in
                let d = server.displayName
                // The title is set before the window is mapped: rules look at it when splitwm
                // first manages the window. It matches none of the rules, late.
                let hostile = client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100), name: "hostile")
                client.setNetWMName(hostile, String(repeating: "a", count: 65_535) + "!")
                client.map(hostile)
                #expect(Lifecycle.eventually(client) { client.property(hostile, "WM_STATE") != nil })
                let reply = try SplitWMProcess.splitctl(["sync"], display: d)
                #expect(reply.status == 0, "\(reply)")

                // The rules still work: a title that matches floats, out of the tiling.
                let matching = client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100), name: "aaaa")
                client.map(matching)
                #expect(Lifecycle.eventually(client) { client.property(matching, "WM_STATE") != nil })

                let next = Scripting.open(client, 1)[0]
                _ = try SplitWMProcess.splitctl(["sync"], display: d)
                // The hostile window and the next one share the screen; the floating one does not.
                let halves = [PixelRect(x: 0, y: 0, width: 959, height: 1080), PixelRect(x: 961, y: 0, width: 959, height: 1080)]
                #expect(Lifecycle.eventually(client) { [hostile, next].map { client.geometry(of: $0) } == halves },
                        "\([hostile, next, matching].map { client.geometry(of: $0) })")
            }
        }
    }
}
