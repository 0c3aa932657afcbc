// `bspc subscribe --fifo` with Debian's bspc against splitwm on Xvfb, as bspwm's own test
// scripts use it: bspc prints a FIFO's path and returns, the events go there, and after
// `--count` of them the FIFO ends, so a `cat` of it returns. Windows opening, closing and
// sent to another desktop are heard as node_add, node_remove and node_transfer.
import Foundation
import SplitConfig
import Testing
import XModel
import XTestSupport

extension WMServerTests {
    @Suite struct BspcFifo {
        /// The FIFO's path bspc printed for `subscribe -f ARGUMENTS`.
        static func fifo(_ s: WMSession, _ arguments: [String]) throws -> String {
            let answer = try Bspc.bspc(s, ["subscribe", "-f"] + arguments)
            #expect(answer.status == 0 && answer.errors.isEmpty, "\(answer)")
            let path = answer.output.trimmingCharacters(in: .newlines)
            #expect(path.contains("bspwm_fifo."), "\(answer)")
            return path
        }

        /// `cat PATH`: its output, once it ended (the FIFO closed after its count).
        static func reader(_ s: WMSession, _ path: String) throws -> RealProgram {
            try RealProgram("cat", [path], display: s.server.displayName)
        }

        static func hex(_ window: WindowID) -> String { String(format: "0x%08X", window.rawValue) }

        @Test func aFifoHearsTwoWindowsOpenThenEnds() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                s.barrier()
                let path = try Self.fifo(s, ["-c", "2", "node_add"])
                // The windows open before anyone reads: the lines wait in the FIFO for the reader.
                let w = s.openWindows(3)
                s.barrier()
                let cat = try Self.reader(s, path)
                defer { cat.terminate() }
                #expect(cat.waitForExit(timeout: .seconds(15)) == 0, "the FIFO ended after two events")
                let lines = cat.standardOutput.split(separator: "\n").map(String.init)
                #expect(lines.count == 2, "\(cat.standardOutput)")
                // node_add MONITOR DESKTOP INSERTION-POINT NODE: the first beside nothing, the second beside the first.
                let fields = lines.map { $0.split(separator: " ").map(String.init) }
                #expect(fields.allSatisfy { $0.count == 5 && $0[0] == "node_add" }, "\(lines)")
                #expect(fields.first.map { [$0[3], $0[4]] } == ["0x00000000", Self.hex(w[0])], "\(lines)")
                #expect(fields.last.map { [$0[3], $0[4]] } == [Self.hex(w[0]), Self.hex(w[1])], "\(lines)")
                let desktop = try Bspc.bspc(s, ["query", "-D", "-d", "focused"]).output.trimmingCharacters(in: .newlines)
                #expect(fields.allSatisfy { $0[2] == desktop }, "\(lines) on \(desktop)")
                // Done with it: the FIFO is gone.
                #expect(s.waitUntil { !FileManager.default.fileExists(atPath: path) })
            }
        }

        @Test func closingAndMovingAWindowAreHeard() throws {
            _ = try RealProgram.require("bspc", package: "bspwm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(2)
                s.barrier()
                // The reader first this time, as bspwm's scripts do (`cat` waits for lines).
                let path = try Self.fifo(s, ["-c", "2", "node_remove", "node_transfer"])
                let cat = try Self.reader(s, path)
                defer { cat.terminate() }
                #expect(try Bspc.bspc(s, ["node", Self.hex(w[1]), "-d", "other"]).status == 0)
                s.barrier()
                #expect(s.waitUntil { cat.standardOutput.split(separator: "\n").count == 1 }, "\(cat.standardOutput)")
                s.client.destroy(w[0])
                #expect(cat.waitForExit(timeout: .seconds(15)) == 0, "\(cat.standardOutput)")
                let lines = cat.standardOutput.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
                let desktops = try Bspc.bspc(s, ["query", "-D"]).output.split(separator: "\n").map(String.init)
                #expect(lines.count == 2 && desktops.count == 2, "\(cat.standardOutput) \(desktops)")
                guard lines.count == 2, desktops.count == 2 else { return }
                // node_transfer SRC-MONITOR SRC-DESKTOP NODE DST-MONITOR DST-DESKTOP DST-NODE (alone there: 0).
                #expect(lines[0].count == 7 && lines[0][0] == "node_transfer" && lines[0][2] == desktops[0]
                    && lines[0][3] == Self.hex(w[1]) && lines[0][5] == desktops[1] && lines[0][6] == "0x00000000", "\(lines[0])")
                #expect(lines[1].count == 4 && lines[1][0] == "node_remove" && lines[1][2] == desktops[0]
                    && lines[1][3] == Self.hex(w[0]), "\(lines[1])")
                // The window manager answers on.
                #expect(try Bspc.bspc(s, ["query", "-N"]).output == Self.hex(w[1]) + "\n")
            }
        }
    }
}
