// A window's border as i3 has it per window: its style (a title bar, the border alone, or
// neither) and its width, from what `border` or a rule said for it, else from the settings
// for tiled or floating windows. The picture, the frame extents and the i3 IPC all read
// the width from here, so the three never disagree.
import SplitCommands
import SplitConfig
import XModel

/// A window's border style as i3 names it in GET_TREE (`border`).
public enum BorderStyle: String, Hashable, Sendable {
    case normal, pixel, none
}

extension WMState {
    /// The width of `window`'s border in pixels: what `border` said for it, else the
    /// setting for a floating or a tiled window. Docks and desktop windows have none.
    public func borderWidth(of window: WindowID) -> Int {
        guard let client = clients[window] else { return waiting(window)?.borderWidth ?? settings.border.width }
        if client.kind.placesItself { return 0 }
        return client.borderWidth ?? settings.border.defaultWidth(floating: client.kind == .floating)
    }

    /// `window`'s style as i3 reports it: `normal` when it has a title bar (or would have,
    /// in a tile tall enough), else `pixel`, or `none` when its border has no width.
    public func borderStyle(of window: WindowID) -> BorderStyle {
        let floating = clients[window]?.kind == .floating
        let titleBar = clients[window].map(\.titleBarChoice) ?? waiting(window)?.titleBar
        if titleBar ?? settings.border.defaultTitleBar(floating: floating) { return .normal }
        return borderWidth(of: window) == 0 ? .none : .pixel
    }

    /// The waiting leaf `leaf` is, if it is one.
    private func waiting(_ leaf: WindowID) -> WaitingLeaf? {
        guard let wait = WaitID(leaf: leaf) else { return nil }
        return workspaces.lazy.compactMap { $0.waits[wait] }.first
    }

    /// The waiting leaf `wait` (on `workspace`) with the border `change` gives it, as a tile's.
    mutating func setBorder(_ change: BorderChange, of wait: WaitID, on workspace: WorkspaceID) {
        let border = Self.border(after: change, from: borderStyle(of: wait.leaf), floating: false, defaults: settings.border)
        workspaces[workspace].waits[wait]?.titleBar = border.titleBar
        workspaces[workspace].waits[wait]?.borderWidth = border.width
    }

    /// `window` with the border `change` gives it (`WMState.border(after:from:floating:defaults:)`).
    mutating func setBorder(_ change: BorderChange, of window: WindowID) {
        guard let client = clients[window], !client.kind.placesItself else { return }
        let border = Self.border(after: change, from: borderStyle(of: window), floating: client.kind == .floating, defaults: settings.border)
        clients[window]?.titleBar = border.titleBar
        clients[window]?.borderWidth = border.width
    }

    /// The border `change` leaves a window whose style is `current`, as i3's `border` sets
    /// one: `toggle` takes the style after `current` (normal, none, pixel); a style without a
    /// width gets the settings' width when it is the style the settings give such windows
    /// (floating or tiled), else i3's fixed 2 for `normal` and 1 for `pixel`.
    static func border(after change: BorderChange, from current: BorderStyle, floating: Bool,
                       defaults: BorderSettings) -> (titleBar: Bool, width: Int) {
        let style: BorderStyle = switch change.style {
        case .normal: .normal
        case .pixel: .pixel
        case .none: .none
        case .toggle: current.next
        }
        let defaultWidth = defaults.defaultWidth(floating: floating)
        let width = switch style {
        case .none: 0
        case .normal, .pixel:
            change.width ?? (style == defaultStyle(floating: floating, defaults) ? defaultWidth : style == .normal ? 2 : 1)
        }
        return (style == .normal, width)
    }

    /// The style the settings give a floating or a tiled window (i3's `default_floating_border`, `default_border`).
    static func defaultStyle(floating: Bool, _ defaults: BorderSettings) -> BorderStyle {
        defaults.defaultTitleBar(floating: floating) ? .normal : defaults.defaultWidth(floating: floating) == 0 ? .none : .pixel
    }
}

extension BorderStyle {
    /// The style `border toggle` goes to from this one (i3 4.22: normal, none, pixel, normal).
    public var next: BorderStyle {
        switch self {
        case .normal: .none
        case .none: .pixel
        case .pixel: .normal
        }
    }
}
