// Binding modes in the config: `mode NAME { … }` blocks of bind lines, `bind --all-modes`,
// the bindings each mode puts in force, and the located errors of a broken block.
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitSyntax
import Testing

@Suite struct BindingModeTests {
    static let resize = """
        set $mod Mod4
        bind $mod+r mode resize
        bind --all-modes $mod+Escape mode default
        bind $mod+h focus left
        mode "resize" {
            # bare keys while resizing, as in i3's config
            bind h resize left 10
            bind l resize right 10
            bind Escape mode default
            bind $mod+r mode default
        }
        mode 'move windows' {
            bind h move left
        }
        bind $mod+l focus right
        """

    @Test func aBlockHoldsItsBindingsAndTheSettingsKnowItsName() throws {
        let parsed = try config(Self.resize)
        #expect(parsed.settings.bindingModes == ["resize", "move windows"])
        #expect(parsed.modes.map(\.name) == ["resize", "move windows"])
        #expect(parsed.modes[0].line == 5)
        #expect(parsed.modes[0].bindings == [
            Binding(chord: KeyChord(modifiers: [], key: "h"), commands: [.resize(.left, pixels: 10)], line: 7),
            Binding(chord: KeyChord(modifiers: [], key: "l"), commands: [.resize(.right, pixels: 10)], line: 8),
            Binding(chord: KeyChord(modifiers: [], key: "Escape"), commands: [.mode("default")], line: 9),
            Binding(chord: KeyChord(modifiers: .mod4, key: "r"), commands: [.mode("default")], line: 10),
        ])
        // The lines outside every block, before and after them, are the default mode's.
        #expect(parsed.bindings.map(\.line) == [2, 3, 4, 15])
        #expect(parsed.bindings.map(\.inEveryMode) == [false, true, false, false])
    }

    @Test func eachModePutsItsOwnBindingsInForceWithTheOnesMarkedForEveryMode() throws {
        let parsed = try config(Self.resize)
        #expect(parsed.bindings(inMode: "default") == parsed.bindings)
        // A mode the config lacks has the default bindings (the state never enters one).
        #expect(parsed.bindings(inMode: "nowhere") == parsed.bindings)
        let resizing = parsed.bindings(inMode: "resize")
        #expect(resizing.map(\.chord.description) == ["h", "l", "Escape", "Mod4+r", "Mod4+Escape"])
        #expect(parsed.bindings(inMode: "move windows").map(\.chord.description) == ["h", "Mod4+Escape"])
    }

    @Test func aModeBindingOfTheSameChordWinsOverOneForEveryMode() throws {
        let parsed = try config("""
            bind --all-modes Escape mode default
            mode resize {
                bind Escape sync
            }
            """)
        #expect(parsed.bindings(inMode: "resize") == [Binding(chord: KeyChord(modifiers: [], key: "Escape"), commands: [.sync], line: 3)])
    }

    @Test func aChordMayBeBoundOnceInEachModeAndOnceOutside() throws {
        let parsed = try config("bind h sync\nmode a {\nbind h sync\n}\nmode b {\nbind h sync\n}")
        #expect(parsed.modes.map(\.bindings.count) == [1, 1])
        #expect(configErrors("mode a {\nbind h sync\nbind h quit\n}") == [
            "3:6: bind: h is already bound in mode \"a\" on line 2",
        ])
    }

    @Test func aBrokenBlockIsALocatedErrorAndTheConfigIsRefused() {
        #expect(configErrors("mode resize {\nbind h sync") == [
            "2:12: the file ends inside mode \"resize\" (line 1): a line with } alone ends it",
        ])
        #expect(configErrors("mode resize {\nexec xterm\n}") == [
            "2:1: inside mode \"resize\" (line 1) only bind lines may come, and a line with } alone that ends it",
        ])
        #expect(configErrors("}") == ["1:1: } ends a mode or bar block, and none is open"])
        #expect(configErrors("mode resize") == ["1:12: mode: expected a name and { (mode NAME { starts a block of bind lines)"])
        #expect(configErrors("mode {\n}") == ["1:6: mode: expected a binding mode's name, found \"{\""])
        #expect(configErrors("mode default {\n}") == [
            "1:6: mode: \"default\" cannot name a block (default is the bindings outside every block)",
        ])
        #expect(configErrors("mode a {\n}\nmode a {\n}") == ["3:6: mode: \"a\" is already a mode (line 1)"])
        #expect(configErrors("mode a b {\n}") == ["1:8: mode: expected { after the name (quote a name of several words), found \"b\""])
        #expect(configErrors("mode a {\nbind --all-modes h sync\n}") == [
            "2:6: bind: --all-modes is for a binding outside every mode block (this is inside mode \"a\")",
        ])
        #expect(configErrors("bind --always h sync") == ["1:6: bind: expected --all-modes or a key chord, found \"--always\""])
        #expect(configErrors("mode a {\n} x") == ["2:3: }: expected end of line"])
        // A comment after the { (as i3 allows) or no blank before it: the block is open all
        // the same, so its bare keys never read as the default mode's.
        #expect(configErrors("mode resize { # keys\nbind h sync\n}") == [
            "1:15: mode: expected end of line after { (a comment goes on a line of its own)",
        ])
        #expect(configErrors("mode resize{\nbind h sync\n}") == ["1:12: mode: expected a blank before {"])
        #expect(configErrors("mode 'foo {\nbind h sync\n}") == ["1:6: mode: expected a name whose quotes close before {, found \"'foo \""])
    }

    @Test func aBlockWithinABlockIsRefused() {
        #expect(configErrors("mode a {\nmode b {\n}\n}") == [
            "2:1: inside mode \"a\" (line 1) only bind lines may come, and a line with } alone that ends it",
            "4:1: } ends a mode or bar block, and none is open",
        ])
    }

    @Test func theModeCommandParsesAndPrintsBack() throws {
        #expect(try CommandParser.parse("mode resize") == [.mode("resize")])
        #expect(try CommandParser.parse("mode \"move windows\"; mode default") == [.mode("move windows"), .mode("default")])
        #expect(Command.mode("move windows").description == "mode 'move windows'")
        #expect(throws: CommandError.self) { try CommandParser.parse("mode") }
        #expect(throws: CommandError.self) { try CommandParser.parse("mode ''") }
    }
}
