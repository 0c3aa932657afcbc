// GET_BAR_CONFIG and the barconfig_update event: the config's bars in the shape i3's
// `dump_bar_config` writes (src/ipc.c), members in its order, optional ones only when set, as
// i3bar reads them. An empty payload asks for the ids; an id no bar has gets `{"id":null}`, as
// from i3 (i3bar then says it has no config and exits).
import SplitConfig
import SplitJSON

extension I3Reply {
    /// GET_BAR_CONFIG with an empty payload: the bars' ids, in config order.
    public static func barIDs(_ bars: [BarConfig]) -> JSON {
        .array(bars.map { .string($0.id) })
    }

    /// GET_BAR_CONFIG with an id: that bar's config, or i3's answer for an unknown id.
    public static func barConfig(id: String, in bars: [BarConfig]) -> JSON {
        guard let bar = bars.first(where: { $0.id == id }) else { return ["id": nil] }
        return barConfig(bar)
    }

    /// One bar as i3 describes it (GET_BAR_CONFIG, and the barconfig_update event's payload).
    public static func barConfig(_ bar: BarConfig) -> JSON {
        var members: [(String, JSON)] = [("id", .string(bar.id))]
        if !bar.outputs.isEmpty { members.append(("outputs", .array(bar.outputs.map(JSON.string)))) }
        if !bar.trayOutputs.isEmpty { members.append(("tray_outputs", .array(bar.trayOutputs.map(JSON.string)))) }
        members.append(("tray_padding", .int(bar.trayPadding)))
        if let path = bar.socketPath { members.append(("socket_path", .string(path))) }
        members += [
            ("mode", .string(bar.mode.rawValue)),
            ("hidden_state", .string(bar.hiddenState.rawValue)),
            ("modifier", .int(Int(bar.modifier.rawValue))),
        ]
        if !bar.bindings.isEmpty {
            members.append(("bindings", .array(bar.bindings.map {
                ["input_code": .int($0.button), "command": .string($0.command), "release": .bool($0.release)]
            })))
        }
        members.append(("position", .string(bar.position.rawValue)))
        if let command = bar.statusCommand { members.append(("status_command", .string(command))) }
        if let command = bar.workspaceCommand { members.append(("workspace_command", .string(command))) }
        if let font = bar.font { members.append(("font", .string(font))) }
        if let height = bar.height { members.append(("bar_height", .int(height))) }
        let p = bar.padding
        members.append(("padding", ["x": .int(p.left), "y": .int(p.top), "width": .int(p.right), "height": .int(p.bottom)]))
        if let symbol = bar.separatorSymbol { members.append(("separator_symbol", .string(symbol))) }
        members += [
            ("workspace_buttons", .bool(bar.workspaceButtons)),
            ("workspace_min_width", .int(bar.workspaceMinWidth)),
            ("strip_workspace_numbers", .bool(bar.stripWorkspaceNumbers)),
            ("strip_workspace_name", .bool(bar.stripWorkspaceName)),
            ("binding_mode_indicator", .bool(bar.bindingModeIndicator)),
            ("verbose", .bool(bar.verbose)),
            ("colors", .object(BarColor.allCases.compactMap { color in bar.colors[color].map { (color.rawValue, .string($0)) } })),
        ]
        return .object(members)
    }

    /// The bars of `new` that a running i3bar should hear of after a reload: each whose config
    /// differs from the bar of its id in `old`. A bar that is new has no i3bar yet (as i3, a
    /// reload starts none), but is told anyway: the event is cheap, and a bar started by hand
    /// with that id picks it up.
    public static func changedBars(from old: [BarConfig], to new: [BarConfig]) -> [BarConfig] {
        new.filter { bar in old.first { $0.id == bar.id } != bar }
    }
}
