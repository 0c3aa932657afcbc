// GET_BAR_CONFIG's replies and the barconfig_update payload, against i3's `dump_bar_config`
// (src/ipc.c): the members in its order, optional ones only when set, colours by i3's keys.
import SplitConfig
import SplitI3IPC
import SplitJSON
import StateScriptSupport
import Testing

@Suite struct BarReplyTests {
    @Test func aBarOfDefaultsIsWhatI3WritesForAnEmptyBarBlock() {
        #expect(I3Reply.barConfig(BarConfig(id: "bar-0")).text == """
            {"id":"bar-0","tray_padding":2,"mode":"dock","hidden_state":"hide","modifier":64,"position":"bottom",\
            "padding":{"x":0,"y":0,"width":0,"height":0},"workspace_buttons":true,"workspace_min_width":0,\
            "strip_workspace_numbers":false,"strip_workspace_name":false,"binding_mode_indicator":true,"verbose":false,"colors":{}}
            """)
    }

    @Test func everyValueSetIsReportedInI3sOrder() {
        var bar = BarConfig(id: "main")
        bar.outputs = ["HDMI-1"]
        bar.trayOutputs = ["none"]
        bar.trayPadding = 0
        bar.socketPath = "/tmp/s"
        bar.mode = .hide
        bar.hiddenState = .show
        bar.modifier = [.mod1, .shift]
        bar.bindings = [BarBinding(button: 4, command: "workspace prev"), BarBinding(button: 3, release: true, command: "nop")]
        bar.position = .top
        bar.statusCommand = "i3status"
        bar.workspaceCommand = "ws"
        bar.font = "pango:mono 9"
        bar.height = 20
        bar.padding = BarPadding(top: 1, right: 2, bottom: 3, left: 4)
        bar.separatorSymbol = "|"
        bar.colors = [.bindingModeText: "#ffffff", .background: "#000000", .focusedWorkspaceBackground: "#285577"]
        #expect(I3Reply.barConfig(bar).text == """
            {"id":"main","outputs":["HDMI-1"],"tray_outputs":["none"],"tray_padding":0,"socket_path":"/tmp/s",\
            "mode":"hide","hidden_state":"show","modifier":9,\
            "bindings":[{"input_code":4,"command":"workspace prev","release":false},{"input_code":3,"command":"nop","release":true}],\
            "position":"top","status_command":"i3status","workspace_command":"ws","font":"pango:mono 9","bar_height":20,\
            "padding":{"x":4,"y":1,"width":2,"height":3},"separator_symbol":"|","workspace_buttons":true,"workspace_min_width":0,\
            "strip_workspace_numbers":false,"strip_workspace_name":false,"binding_mode_indicator":true,"verbose":false,\
            "colors":{"background":"#000000","focused_workspace_bg":"#285577","binding_mode_text":"#ffffff"}}
            """)
    }

    @Test func anEmptyPayloadListsTheIdsAndAnUnknownIdIsI3sNull() {
        let bars = [BarConfig(id: "a"), BarConfig(id: "b")]
        #expect(I3Reply.barIDs(bars).text == #"["a","b"]"#)
        #expect(I3Reply.barIDs([]).text == "[]")
        #expect(I3Reply.barConfig(id: "b", in: bars) == I3Reply.barConfig(bars[1]))
        // What i3 answers, and what makes i3bar say it has no config.
        #expect(I3Reply.barConfig(id: "c", in: bars).text == #"{"id":null}"#)
    }

    @Test func aReloadTellsTheBarsWhoseConfigChanged() {
        var top = BarConfig(id: "top")
        top.position = .top
        let old = [BarConfig(id: "a"), top]
        var moved = top
        moved.position = .bottom
        #expect(I3Reply.changedBars(from: old, to: old).isEmpty)
        #expect(I3Reply.changedBars(from: old, to: [BarConfig(id: "a"), moved]) == [moved])
        #expect(I3Reply.changedBars(from: old, to: [BarConfig(id: "new")]).map(\.id) == ["new"])
    }
}
