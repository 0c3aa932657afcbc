// `bar ID { … }` blocks: every key into the bar's value, i3's defaults for the keys not given,
// and the located errors of a broken block.
import SplitConfig
import Testing

@Suite struct BarConfigTests {
    static let full = """
        set $status i3status -c ~/.i3status.conf
        bar main {
            # as i3's bar block, in splitwm's words
            mode hide
            hidden-state show
            modifier Mod1+Shift
            position top
            status-command $status | tee /tmp/out
            workspace-command printf '[]'
            i3bar-command exec /usr/local/bin/i3bar
            socket-path /tmp/i3.sock
            font pango:DejaVu Sans Mono 10
            separator-symbol " | "
            height 24
            padding 2 4
            workspace-buttons no
            workspace-min-width 40
            strip-workspace-numbers yes
            strip-workspace-name no
            binding-mode-indicator no
            verbose yes
            output HDMI-1
            output eDP-1
            tray-output primary
            tray-padding 0
            color background #000000
            color focused-workspace #4c7899 #285577 #ffffffcc
            color urgent-workspace-text #ff0000
            bind button4 workspace prev
            bind --release button3 exec 'xmessage "hi there"'
        }
        bar second {
        }
        """

    @Test func everyKeyFillsTheBar() throws {
        let bars = try config(Self.full).settings.bars
        #expect(bars.map(\.id) == ["main", "second"])
        let bar = bars[0]
        #expect(bar.mode == .hide && bar.hiddenState == .show && bar.modifier == [.mod1, .shift] && bar.position == .top)
        #expect(bar.statusCommand == "i3status -c ~/.i3status.conf | tee /tmp/out")
        #expect(bar.workspaceCommand == "printf '[]'")
        #expect(bar.i3barCommand == "exec /usr/local/bin/i3bar")
        #expect(bar.socketPath == "/tmp/i3.sock")
        #expect(bar.font == "pango:DejaVu Sans Mono 10")
        #expect(bar.separatorSymbol == " | ")
        #expect(bar.height == 24)
        #expect(bar.padding == BarPadding(top: 2, right: 4, bottom: 2, left: 4))
        #expect(!bar.workspaceButtons && bar.workspaceMinWidth == 40 && bar.stripWorkspaceNumbers && !bar.stripWorkspaceName)
        #expect(!bar.bindingModeIndicator && bar.verbose)
        #expect(bar.outputs == ["HDMI-1", "eDP-1"] && bar.trayOutputs == ["primary"] && bar.trayPadding == 0)
        #expect(bar.colors == [.background: "#000000", .focusedWorkspaceBorder: "#4c7899", .focusedWorkspaceBackground: "#285577",
                               .focusedWorkspaceText: "#ffffffcc", .urgentWorkspaceText: "#ff0000"])
        #expect(bar.bindings == [BarBinding(button: 4, command: "workspace prev"),
                                 BarBinding(button: 3, release: true, command: "exec 'xmessage \"hi there\"'")])
        // i3's defaults (cfg_bar_start): a dock at the bottom, Mod4, tray padding 2.
        #expect(bars[1] == BarConfig(id: "second"))
        #expect(bars[1].mode == .dock && bars[1].position == .bottom && bars[1].modifier == .mod4 && bars[1].trayPadding == 2)
    }

    @Test func paddingReadsAsCSSMargins() throws {
        let cases: [(String, BarPadding)] = [
            ("3", BarPadding(top: 3, right: 3, bottom: 3, left: 3)),
            ("1 2 3", BarPadding(top: 1, right: 2, bottom: 3, left: 2)),
            ("1 2 3 4", BarPadding(top: 1, right: 2, bottom: 3, left: 4)),
        ]
        for (value, expected) in cases {
            #expect(try config("bar b {\npadding \(value)\n}").settings.bars[0].padding == expected, "\(value)")
        }
    }

    @Test func theStartCommandIsI3sWithTheIdAndSocketQuoted() throws {
        var bar = BarConfig(id: "my bar")
        #expect(bar.startCommand(socketPath: "/run/user/1/splitwm/i3-display-0.sock")
            == "exec i3bar --bar_id='my bar' --socket=/run/user/1/splitwm/i3-display-0.sock")
        bar.i3barCommand = "exec ~/bin/i3bar"
        bar.verbose = true
        #expect(bar.startCommand(socketPath: "/tmp/a b") == "exec ~/bin/i3bar -V --bar_id='my bar' --socket='/tmp/a b'")
    }

    @Test func errorsNameTheLineAndColumn() {
        let cases: [(String, String)] = [
            ("bar b {\npositoin top\n}", "2:1: bar: expected a bar key"),
            ("bar b {\nposition left\n}", "2:10: position: expected top or bottom, found \"left\""),
            ("bar b {\nposition top\nposition bottom\n}", "3:1: position is already given on line 2"),
            ("bar b {\ncolor background red\n}", "2:18: color: expected a colour #rrggbb or #rrggbbaa, found \"red\""),
            ("bar b {\ncolor focused-workspace #000000 #111111\n}", "2:40: color: expected three colours"),
            ("bar b {\ncolor background #000000\ncolor background #111111\n}", "3:7: the colour background is already given on line 2"),
            ("bar b {\nbind mod4+x focus\n}", "2:6: bind: expected a pointer button"),
            ("bar b {\nbind button1 focus left\nbind button1 nop\n}", "3:6: bind button1 is already bound on line 2"),
            ("bar b {\nstatus-command\n}", "2:15: status-command: expected COMMAND"),
            ("bar b {\nheight 0\n}", "2:8: height: expected a whole number of pixels from 1 to 1000, found \"0\""),
            ("bar b {\nmodifier Hyper\n}", "2:10: modifier: expected a modifier"),
            ("bar {\n}", "1:5: bar: expected the bar's id"),
            ("bar b\n", "1:6: bar: expected an id and {"),
            ("bar b {\n}\nbar b {\n}", "3:5: bar: \"b\" is already a bar's id (line 1)"),
            ("bar b {\nposition top", "2:13: the file ends inside bar \"b\" (line 1): a line with } alone ends it"),
            ("}", "1:1: } ends a mode or bar block, and none is open"),
        ]
        for (text, expected) in cases {
            let errors = configErrors(text)
            #expect(errors.count == 1 && errors[0].hasPrefix(expected), "\(text.debugDescription): \(errors)")
        }
    }
}
