// i3's commands as i3's socket takes them (RUN_COMMAND): one result per command, `[con_id=N]`
// by what the id names now, i3's short and per-output forms, refusals that name the command once.
import SplitCommands
import SplitI3Import
import Testing

@Suite struct RunCommandTests {
    /// Each result as text: the splitwm command, or `error: …`.
    static func run(_ text: String, container: (Int) -> I3Container? = { _ in nil }) -> [String] {
        I3Import.runCommands(text, container: container).map { result in
            switch result {
            case .success(let text): text
            case .failure(let refusal): "error: \(refusal)"
            }
        }
    }

    static let ids: [Int: I3Container] = [
        7: .window(0x1a00003), 2 << 40: .workspace("web"), (3 << 40) + 9: .windows(first: 5, levels: 2),
    ]

    @Test func aConIDNamesAWindowAWorkspaceOrAContainerAsTheTreeGaveIt() {
        let resolve = { (id: Int) in Self.ids[id] }
        #expect(Self.run("[con_id=7] kill", container: resolve) == ["[id=27262979] close"])
        #expect(Self.run("[con_id=7] focus", container: resolve) == ["[id=27262979] focus"])
        // i3bar's button: the workspace's container focused.
        #expect(Self.run("[con_id=\(2 << 40)] focus", container: resolve) == ["workspace web"])
        #expect(Self.run("[con_id=\(2 << 40)] focus workspace", container: resolve) == ["workspace web"])
        // A container: its first window, then up to it.
        #expect(Self.run("[con_id=\((3 << 40) + 9)] focus", container: resolve) == ["[id=5] focus; focus parent; focus parent"])
        // What splitwm does not do to a container is refused by name; an id nothing has, too.
        let refused = Self.run("[con_id=\((3 << 40) + 9)] kill", container: resolve)
        #expect(refused.count == 1 && refused[0].hasPrefix("error: kill: con_id"), "\(refused)")
        let gone = Self.run("[con_id=12345] focus", container: resolve)
        #expect(gone.count == 1 && gone[0].contains("no container has con_id 12345"), "\(gone)")
        #expect(Self.run("[con_id=x] focus", container: resolve).first?.contains("not a container id") == true)
    }

    /// i3's `nop` does nothing and succeeds, with or without its comment (i3's tests mark their
    /// place in the log with it; a binding takes a key from the application with it).
    @Test func nopDoesNothingAndSucceeds() throws {
        #expect(Self.run("nop") == ["nop"])
        #expect(Self.run("nop some comment; nop \"quoted one\"") == ["nop", "nop"])
        #expect(try CommandParser.parse("nop a comment ; sync") == [.nop, .sync])
    }

    @Test func i3sShortSplitsAndPerOutputWorkspacesAreCarriedOut() throws {
        #expect(Self.run("splitv") == [Command.presel(.down).description])
        #expect(Self.run("splith") == [Command.presel(.right).description])
        #expect(Self.run("splitt; split toggle") == ["presel toggle", "presel toggle"])
        #expect(Self.run("workspace next_on_output; workspace prev_on_output") == ["workspace next-on-monitor", "workspace prev-on-monitor"])
        // i3's empty container the next window goes into is a waiting leaf.
        #expect(Self.run("open") == ["open"])
        #expect(Self.run("open now").first?.hasPrefix("error: open") == true)
        // i3's layout file, its placeholders waiting leaves too; the path as one word.
        #expect(Self.run("append_layout /tmp/ws 1.json") .first?.hasPrefix("error: append_layout") == true)
        #expect(Self.run(#"append_layout "/tmp/ws 1.json""#) == ["append_layout '/tmp/ws 1.json'"])
        #expect(try CommandParser.parse("append_layout '/tmp/ws 1.json'") == [.appendLayout(path: "/tmp/ws 1.json")])
        // Parsed back as the commands meant.
        #expect(try CommandParser.parse("workspace next-on-monitor") == [.workspace(.nextOnMonitor)])
    }

    @Test func aRefusalNamesItsCommandOnce() {
        let refused = Self.run("frobnicate now")
        #expect(refused.count == 1 && refused[0].hasPrefix("error: frobnicate") && !refused[0].hasPrefix("error: frobnicate now: frobnicate now"),
                "\(refused)")
    }
}
