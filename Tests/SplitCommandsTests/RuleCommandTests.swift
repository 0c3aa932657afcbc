// The `rule` command's words: a rule's text kept as written up to an unquoted `;` (the state
// reads it with the config's rule parser), `--one-shot`, `rule remove first|last|N`, each
// written back as read; wrong words say what was expected.
import SplitCommands
import Testing

@Suite struct RuleCommandTests {
    @Test func aRulesTextIsKeptAsWritten() throws {
        #expect(try CommandParser.parse("rule class=Xmessage  float workspace 'my; desk' ; sync")
                == [.rule(.add("class=Xmessage  float workspace 'my; desk'", oneShot: false)), .sync])
        #expect(try CommandParser.parse("rule --one-shot class=X tile") == [.rule(.add("class=X tile", oneShot: true))])
        #expect(try CommandParser.parse("rule remove first; rule remove last; rule remove 3")
                == [.rule(.remove(.first)), .rule(.remove(.last)), .rule(.remove(.number(3)))])
    }

    @Test func eachIsWrittenBackAsRead() throws {
        for command: Command in [.rule(.add("title~'^a b$' sticky", oneShot: true)), .rule(.remove(.number(12))), .rule(.remove(.last))] {
            #expect(try CommandParser.parse(command.description) == [command])
        }
    }

    @Test func wrongWordsSayWhatWasExpected() {
        #expect(commandError("rule")?.description.contains("a rule's criteria and actions") == true)
        #expect(commandError("rule remove 0")?.description.contains("found \"0\"") == true)
        #expect(commandError("rule remove")?.description.contains("first, last or a rule's number") == true)
    }
}
