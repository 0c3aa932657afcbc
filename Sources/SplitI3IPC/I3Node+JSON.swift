// A node of i3's tree as JSON, member for member in the order i3's dump_node writes them, so
// that text written for i3 reads the same here. Every node carries every member (clients such
// as i3ipc-python read `rect`, `nodes` and the rest without asking whether they are there);
// only i3's optional members are left out where i3 leaves them out: `output` above the
// outputs, `num` and `gaps` outside workspaces, `window_properties` outside windows,
// `actual_deco_rect` outside title-barred windows in splits. Nothing splitwm lacks is made up:
// no `app_id` or `pid` (sway's), which i3ipc-python reads as None when absent.
import SplitJSON
import XModel

extension I3Node {
    /// The node and everything below it, as i3 writes it.
    public var json: JSON {
        var members: [(String, JSON)] = [
            ("id", .int(id)),
            ("type", .string(kind.rawValue)),
            ("orientation", .string(orientation)),
            ("scratchpad_state", .string(scratchpadState)),
            ("percent", percent.map(JSON.double) ?? .null),
            ("urgent", .bool(urgent)),
            ("marks", .array(marks.map(JSON.string))),
            ("focused", .bool(focused)),
        ]
        if let output { members.append(("output", .string(output))) }
        members += [
            ("layout", .string(layout.rawValue)),
            ("workspace_layout", .string(workspaceLayout)),
            ("last_split_layout", .string(layout == .splitv ? "splitv" : "splith")),
            ("border", .string(border.rawValue)),
            ("current_border_width", .int(currentBorderWidth)),
            ("rect", Self.json(rect)),
            ("deco_rect", Self.json(decoRect)),
        ]
        if let actualDecoRect { members.append(("actual_deco_rect", Self.json(actualDecoRect))) }
        members += [
            ("window_rect", Self.json(windowRect)),
            ("geometry", Self.json(geometry)),
            ("name", name.map(JSON.string) ?? .null),
        ]
        if let titleFormat { members.append(("title_format", .string(titleFormat))) }
        members += [
            ("window_icon_padding", .int(-1)),
        ]
        if let num { members.append(("num", .int(num))) }
        if let outerGap {
            // i3 writes `outer` as the top gap, for i3ipc-python, which knows only inner and outer.
            members.append(("gaps", [
                "inner": 0, "outer": .int(outerGap), "top": .int(outerGap), "right": .int(outerGap),
                "bottom": .int(outerGap), "left": .int(outerGap),
            ]))
        }
        members += [
            ("window", window.map { .int(Int($0.id.rawValue)) } ?? .null),
            ("window_type", window.map { .string($0.type) } ?? .null),
        ]
        if let window { members.append(("window_properties", Self.properties(of: window))) }
        members += [
            ("nodes", .array(nodes.map(\.json))),
            ("floating_nodes", .array(floatingNodes.map(\.json))),
            ("focus", .array(focus.map(JSON.int))),
            ("fullscreen_mode", .int(fullscreenMode)),
            ("sticky", .bool(sticky)),
            ("floating", .string(floating.rawValue)),
            // i3's placeholders for windows to come (`append_layout`, `open`): a waiting leaf's
            // criteria. A saved place of an earlier session waits in `Restoration`, never shown
            // as a container; the swallowing of issue 28 (a terminal giving its place to a
            // program) is neither.
            ("swallows", .array(swallows.map { .object($0.map { ($0.key, .string($0.pattern)) }) })),
        ]
        return .object(members)
    }

    /// i3's `window_properties`: a missing role or machine is left out, as i3 leaves out what
    /// the window never set; `transient_for` is always there, null without a parent.
    static func properties(of window: WindowFacts) -> JSON {
        var members: [(String, JSON)] = [
            ("class", .string(window.className)),
            ("instance", .string(window.instance)),
        ]
        if let role = window.role { members.append(("window_role", .string(role))) }
        if let machine = window.machine { members.append(("machine", .string(machine))) }
        members.append(("title", .string(window.title)))
        members.append(("transient_for", window.transientFor.map { .int(Int($0.rawValue)) } ?? .null))
        return .object(members)
    }

    /// A rectangle as i3 writes one.
    static func json(_ r: PixelRect) -> JSON {
        ["x": .int(r.x), "y": .int(r.y), "width": .int(r.width), "height": .int(r.height)]
    }
}
