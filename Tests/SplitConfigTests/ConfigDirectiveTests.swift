// The config file's lines: comments, `set` variables, `bind`, `exec`, and the reliability
// cases for bad input (encodings, NUL bytes, long lines and files, cycles, many errors).
import PropertyTestSupport
import SplitConfig
import SplitEngine
import Testing

@Suite struct ConfigDirectiveTests {
    static let allCommands =
        "focus, swap, move, scratchpad, unswallow, mark, unmark, presel, resize, fraction, layout, append_layout, flip, hide, priority, min, drag-to-hide, splitter, collapse, equalize, zoom, float, fullscreen, sticky, border, title_format, workspace, gaps, setting, bar, rename, workspaces, remove, monitors, close, kill, open, exec, reload, restart, quit, nop, rule, sync, mode or node"
    static let modifierList = "Shift, Control or Ctrl, Mod1 or Alt, Mod2, Mod3, Mod4 or Super, Mod5"

    @Test func anEmptyFileGivesTheDefaults() throws {
        #expect(try config("") == Config())
        #expect(try config("\n\n   \n\t\n# only a comment\n   # indented comment\n") == Config())
    }

    @Test func bindingsKeepTheirChordCommandsAndLine() throws {
        let parsed = try config("""
            set $mod Mod4
            # programs
            bind $mod+Return exec x-terminal-emulator
            bind $mod+Shift+h swap left; focus left
            bind F1 quit
            bind super+SHIFT+ctrl+alt+mod2+mod3+mod5+h sync
            """)
        #expect(parsed.bindings == [
            Binding(chord: KeyChord(modifiers: .mod4, key: "Return"), commands: [.exec("x-terminal-emulator")], line: 3),
            Binding(chord: KeyChord(modifiers: [.mod4, .shift], key: "h"), commands: [.swap(.left), .focus(.left)], line: 4),
            Binding(chord: KeyChord(modifiers: [], key: "F1"), commands: [.quit], line: 5),
            Binding(chord: KeyChord(modifiers: [.mod4, .shift, .control, .mod1, .mod2, .mod3, .mod5], key: "h"),
                    commands: [.sync], line: 6),
        ])
        #expect(parsed.keymap[KeyChord(modifiers: [.shift, .mod4], key: "h")] == [.swap(.left), .focus(.left)])
        #expect(parsed.bindings[3].chord.description == "Mod4+Mod1+Control+Shift+Mod2+Mod3+Mod5+h")
        #expect(parsed.bindings[2].chord.description == "F1")
    }

    @Test func keysAreCaseSensitiveSoShiftedLettersAreOtherChords() throws {
        #expect(try config("bind Mod4+h quit\nbind Mod4+H sync").bindings.count == 2)
    }

    @Test func execLinesAreTheAutostartInOrder() throws {
        let parsed = try config("exec polybar main\nexec   nm-applet  \nexec a; exec b 'x;y'")
        #expect(parsed.autostart == [.exec("polybar main"), .exec("nm-applet"), .exec("a"), .exec("b 'x;y'")])
    }

    @Test func layoutLoadLinesJoinTheAutostartInFileOrder() throws {
        let parsed = try config("""
            set $dir ~/layouts
            layout load $dir/work.json
            exec xterm
            layout load '/tmp/my layouts/a.json'; layout load /b.json
            """)
        #expect(parsed.autostart == [.loadLayout(path: "~/layouts/work.json"), .exec("xterm"),
                                     .loadLayout(path: "/tmp/my layouts/a.json"), .loadLayout(path: "/b.json")])
    }

    @Test func variablesExpandWhereWrittenAfterTheirSet() throws {
        let parsed = try config("""
            set $mod Mod4
            set $left h
            set $term exec xterm -e top
            set $both $mod+$left
            bind $both $term
            set $mod Mod1
            bind $mod+x exec echo $$HOME "$$(date)" ${HOME} $1 $ '$mod' \\$mod
            """)
        #expect(parsed.bindings.map(\.chord) == [KeyChord(modifiers: .mod4, key: "h"), KeyChord(modifiers: .mod1, key: "x")])
        #expect(parsed.bindings[0].commands == [.exec("xterm -e top")])
        #expect(parsed.bindings[1].commands == [.exec(#"echo $HOME "$(date)" ${HOME} $1 $ '$mod' \$mod"#)])
    }

    static let bad: [(String, [String])] = [
        // set
        ("set", ["1:4: set: expected a variable name such as $mod, found nothing"]),
        ("set mod Mod4", [#"1:5: set: expected a variable name such as $mod ($ and letters, digits or _), found "mod""#]),
        ("set $1x y", [#"1:5: set: expected a variable name such as $mod ($ and letters, digits or _), found "$1x""#]),
        ("set $a-b y", [#"1:5: set: expected a variable name such as $mod ($ and letters, digits or _), found "$a-b""#]),
        ("set $mod", ["1:9: set: expected a value for $mod, found nothing"]),
        ("set $mod   ", ["1:9: set: expected a value for $mod, found nothing"]),
        ("set $a $b", ["1:8: unknown variable $b (define it with set on an earlier line)"]),
        ("set $a $b\nset $b $a", [
            "1:8: unknown variable $b (define it with set on an earlier line)",
            "2:8: unknown variable $a (define it with set on an earlier line)",
        ]),
        ("bind $mod+x quit\nset $mod Mod4", ["1:6: unknown variable $mod (define it with set on an earlier line)"]),
        ("border-width $width", ["1:14: unknown variable $width (define it with set on an earlier line)"]),
        // bind
        ("bind", ["1:5: bind: expected a key chord such as $mod+Return, found nothing"]),
        ("bind Mod4+h", ["1:12: expected a command (\(allCommands)), found nothing"]),
        ("bind Mod4+h   ", ["1:12: expected a command (\(allCommands)), found nothing"]),
        ("bind Hyper+h quit", [#"1:6: bind: expected a modifier (\#(modifierList)), found "Hyper""#]),
        ("bind Mod4+Lock+h quit", [#"1:11: bind: expected a modifier (\#(modifierList)), found "Lock""#]),
        ("bind Mod4++h quit", ["1:11: bind: expected a modifier (\(modifierList)), found nothing"]),
        ("bind Mod4+ quit", ["1:11: bind: expected a key after the last +, found nothing"]),
        ("bind Mod4+Retrun quit", [#"1:11: bind: unknown key "Retrun" (not an X keysym name)"#]),
        ("bind Mod4+h focus lef", [#"1:19: focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found "lef""#]),
        ("set $mod Mod4\nbind $mod+h focus lef", [#"2:19: focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found "lef""#]),
        ("set $cmd focus lef\nbind Mod4+h $cmd", [#"2:13: focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found "lef""#]),
        ("set $m Hyper\nbind $m+h quit", [#"2:6: bind: expected a modifier (\#(modifierList)), found "Hyper""#]),
        ("bind Mod4+h exec é; focs", ["1:21: expected a command (\(allCommands)), found \"focs\""]),
        ("bind Mod4+h quit;;sync", ["1:18: expected a command (\(allCommands)), found \";\""]),
        ("bind Mod4+h exec echo \"hi", [#"1:23: exec: unterminated quote: expected a closing ""#]),
        ("bind Mod4+h quit\nbind mod4+h sync", ["2:6: bind: Mod4+h is already bound on line 1"]),
        ("bind Shift+Mod4+h quit\n\nbind Mod4+Shift+h sync", ["3:6: bind: Mod4+Shift+h is already bound on line 1"]),
        ("set $mod Mod4\nbind Super+x quit\nbind $mod+x quit", ["3:6: bind: Mod4+x is already bound on line 2"]),
        // exec
        ("exec", ["1:5: exec: expected a shell command, found nothing"]),
        ("exec a; quit", [#"1:9: exec: expected exec (only exec and layout load commands run at startup), found "quit""#]),
        // layout load
        ("layout toggle", [#"1:8: layout: expected load (only exec and layout load commands run at startup), found "toggle""#]),
        ("layout save /a.json", [#"1:8: layout: expected load (only exec and layout load commands run at startup), found "save""#]),
        ("layout load", ["1:12: layout: expected a path, absolute (/…) or in the home directory (~/…), found nothing"]),
        ("layout load work.json", [#"1:13: layout: expected a path, absolute (/…) or in the home directory (~/…), found "work.json""#]),
        ("layout load /a.json; exec b", [#"1:22: layout: expected layout (only exec and layout load commands run at startup), found "exec""#]),
        ("layout load '/a b", ["1:13: layout: unterminated quote: expected a closing '"]),
        ("exec a;", ["1:8: expected a command (\(allCommands)), found nothing"]),
        ("exec 'a", ["1:6: exec: unterminated quote: expected a closing '"]),
        // several errors, all reported, nothing applied
        ("border-width 200\nbind Mod4+h focus\nqux\nsplit-fraction 0.5", [
            #"1:14: border-width: expected a whole number of pixels from 0 to 100, found "200""#,
            "2:18: focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found nothing",
            #"3:1: unknown setting "qux" (a line starts with set, bind, mode, bar, exec, layout, rule, workspace or a setting name)"#,
        ]),
    ]

    @Test(arguments: bad)
    func badLinesSayWhatWasExpectedAndWhere(_ text: String, _ messages: [String]) {
        #expect(configErrors(text) == messages)
    }

    @Test func anErrorNamesTheFileLineAndColumn() throws {
        let file = "/home/u/.config/splitwm/splitwm.conf"
        let result = ConfigParser.parse("\n\nfocus-follows-mouse maybe", file: file, isKnownKey: Keysyms.isKnown)
        guard case .failure(let errors) = result else { Issue.record("parsed"); return }
        let message = #"focus-follows-mouse: expected yes or no, found "maybe""#
        #expect(errors.description == "\(file):3:21: \(message)")
        #expect(errors.errors == [ConfigError(file: file, line: 3, column: 21, message: message)])
    }

    // MARK: Reliability: encodings, bytes and sizes

    @Test func crlfLineEndingsABOMAndNoFinalNewlineReadTheSame() throws {
        let plain = try config(DefaultConfig.text)
        let crlf = DefaultConfig.text.replacing("\n", with: "\r\n")
        #expect(try config(crlf) == plain)
        #expect(try config("\u{FEFF}" + crlf) == plain)
        #expect(try config("\u{FEFF}" + String(DefaultConfig.text.dropLast())) == plain)
        #expect(try config("border-width 2\r\n").settings.border.width == 2)
        #expect(try config("border-width 2").settings.border.width == 2)
    }

    @Test func columnsStartAfterTheBOM() {
        #expect(configErrors("\u{FEFF}qux") == [#"1:1: unknown setting "qux" (a line starts with set, bind, mode, bar, exec, layout, rule, workspace or a setting name)"#])
        #expect(configErrors("\u{FEFF}border-width x\r\n") == [#"1:14: border-width: expected a whole number of pixels from 0 to 100, found "x""#])
    }

    @Test func aBOMAfterTheStartIsNotWhitespace() {
        #expect(configErrors("border-width 1\n\u{FEFF}border-width 2").count == 1)
    }

    @Test func nulBytesAreLocated() {
        #expect(configErrors("border-width 1\nbind Mod4+h\u{0} quit") == ["2:12: NUL byte (the file is not text)"])
        #expect(configErrors("# comment \u{0}") == ["1:11: NUL byte (the file is not text)"])
    }

    @Test func aLineOver4096BytesIsAnErrorAndOneOfExactly4096IsNot() throws {
        let exact = "# " + String(repeating: "x", count: 4094)
        #expect(try config(exact) == Config())
        let long = "# " + String(repeating: "x", count: 4095)
        #expect(configErrors("border-width 1\n" + long) == ["2:4097: the line is longer than 4096 bytes"])
        // The limit is in bytes; the column is in characters.
        let wide = String(repeating: "é", count: 3000)
        #expect(configErrors(wide) == ["1:2049: the line is longer than 4096 bytes"])
    }

    @Test func aFileOver1MiBIsOneError() throws {
        let line = "# " + String(repeating: "x", count: 1000) + "\n"
        let big = String(repeating: line, count: (1 << 20) / line.utf8.count + 1)
        #expect(configErrors(big) == ["1:1: the file is \(big.utf8.count) bytes long; the limit is 1 MiB (1048576 bytes)"])
        let fits = String(repeating: line, count: (1 << 20) / line.utf8.count)
        #expect(try config(fits) == Config())
    }

    @Test func aVariableDoublingEveryLineStopsAtTheLineLimit() {
        var lines = ["set $a0 xx"]
        for i in 1...40 { lines.append("set $a\(i) $a\(i - 1)$a\(i - 1)") }
        let errors = configErrors(lines.joined(separator: "\n"))
        #expect(errors.first == "13:14: the line is longer than 4096 bytes once $a11 is expanded")
        #expect(errors.count == 29)
    }

    @Test func tenThousandChainedVariablesParse() throws {
        var lines = ["set $v0 Mod4"]
        for i in 1..<10_000 { lines.append("set $v\(i) $v\(i - 1)") }
        lines.append("bind $v9999+h quit")
        #expect(try config(lines.joined(separator: "\n")).bindings.map(\.chord) == [KeyChord(modifiers: .mod4, key: "h")])
    }

    @Test func errorsStopAfterAHundred() throws {
        let text = String(repeating: "nonsense\n", count: 500)
        guard case .failure(let errors) = parseConfig(text) else { Issue.record("parsed"); return }
        #expect(errors.errors.count == 101)
        #expect(errors.errors.last?.description == "test.conf:101:1: too many errors; stopped after 100")
    }
}
