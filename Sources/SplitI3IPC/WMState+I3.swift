// What i3's replies ask of the window manager's state that it does not say in so many words:
// the output a workspace is on, the monitor a dock or desktop window is on, whether a
// workspace wants attention. The tree and the lists read these alike, so a workspace is on the
// same output in GET_TREE and GET_WORKSPACES.
import SplitEngine
import SplitState
import XModel

extension WMState {
    /// The monitor workspace `index` is on, by position: the one showing it, else the one it
    /// belongs to, else the focused one (as the picture places EWMH's desktops).
    func i3MonitorIndex(ofWorkspace index: Int) -> Int {
        monitorShowing(workspaces[index].id) ?? outputs.monitors.firstIndex { $0.name == workspaces[index].site.monitor } ?? outputs.focusedIndex
    }

    /// The monitor a dock or desktop window is on, by position: the one holding its centre,
    /// else the first (as the state keeps a dock inside one).
    func i3MonitorIndex(holding frame: PixelRect) -> Int {
        let centre = PixelPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        return outputs.index(at: centre) ?? 0
    }

    /// Whether a window on workspace `index` (tiled or floating) wants attention.
    func i3Urgent(workspace index: Int) -> Bool {
        let workspace = workspaces[index]
        return (workspace.tree.leaves + workspace.floating).contains { clients[$0]?.urgent == true }
    }

    /// The border i3 would report for a container without a window (its default_border): a
    /// title bar when every tile has one, else the border alone, or none at width 0.
    var i3DefaultBorder: I3Node.Border {
        settings.border.titleBars ? .normal : settings.border.width == 0 ? .none : .pixel
    }
}

extension I3Node.Border {
    /// A window's border style by i3's name for it (the two name the same three styles).
    init(_ style: BorderStyle) {
        switch style {
        case .normal: self = .normal
        case .pixel: self = .pixel
        case .none: self = .none
        }
    }
}
