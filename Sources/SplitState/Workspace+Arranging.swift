// What the commands that arrange a tree do to a workspace, around its focused window: swap,
// move within the tree, resize, fraction, layout, flip, hide, zoom, equalize, and the values of
// one split (priority, minimums, drag-to-hide, collapse, splitter style), and which split such
// a command means. Moving past the monitor's edge and presel span the state:
// WMState+Commands.swift.
import SplitCommands
import SplitConfig
import SplitEngine
import XModel

extension Workspace {
    /// Carries out `command`, one that arranges a tree, on the tree around `focused` (nil: no
    /// managed window has the focus). Returns whether the user arranged the windows by it, so
    /// that a saved layout still waiting for windows must not undo that.
    mutating func arrange(_ command: Command, around focused: WindowID?, settings: Settings) throws -> Bool {
        switch command {
        case .swap(let direction):
            let window = try tiled(focused)
            if let other = tree.neighbour(of: window, toward: direction, in: site.area, recency: recency) {
                tree = try tree.swapping(window, other)
            }
            return false
        case .move(let direction):
            let split = settings.newSplit, area = site.area, recency = recency
            try edit(around: focused) { try $0.moving($1, toward: direction, split: split, in: area, recency: recency) }
        case .resize(let direction, let pixels):
            let area = site.area
            try edit(around: focused) { try $0.resizing($1, toward: direction, by: pixels, in: area) }
        case .grow(let target, let amount):
            let area = site.area
            try edit(around: focused) { try $0.growing($1, target, by: amount, in: area) }
        case .resizeSet(let width, let height):
            let area = site.area
            // As i3: the width first, then the height, each in its own container.
            if let width { try edit(around: focused) { try $0.settingLength(of: $1, along: .horizontal, to: width, in: area) } }
            if let height { try edit(around: focused) { try $0.settingLength(of: $1, along: .vertical, to: height, in: area) } }
        case .fraction(let fraction):
            let area = site.area
            try edit(around: focused) { try $0.settingFraction(fraction, ofSplitHolding: $1, in: area) }
        case .layout(let change):
            try setLayout(change, around: focused, workspaceLayout: settings.tabs.workspaceLayout,
                          defaultOrientation: settings.defaultOrientation.layout(in: site.area),
                          wholeContainer: settings.placement == .container)
        case .flip: try edit(around: focused) { try $0.flipping(splitHolding: $1) }
        case .hide(let change):
            let area = site.area
            switch change {
            case .primary: try edit(around: focused) { try $0.hiding(.primary, ofSplitHolding: $1, in: area) }
            case .secondary: try edit(around: focused) { try $0.hiding(.secondary, ofSplitHolding: $1, in: area) }
            case .toggle: try edit(around: focused) { try $0.togglingHidden(ofSplitHolding: $1, in: area) }
            }
        case .zoomToggle: try edit(around: focused) { try $0.togglingZoom($1) }
        case .equalize:
            tree = try tree.equalized(in: site.area)
            return false
        case .priority(let change, let direction): try setPriority(change, toward: direction, around: focused)
        case .min(let side, .fraction(let f), let direction): try set(.minFraction(side, f), toward: direction, around: focused)
        case .min(let side, .pixels(let n), let direction): try set(.minPixels(side, n), toward: direction, around: focused)
        case .dragToHide(let side, let change, let direction):
            let on = try change == .toggle
                ? !(targetSplit(toward: direction, around: focused).split.constraints.dragToHide(side)) : change == .on
            try set(.dragToHide(side, on), toward: direction, around: focused)
        case .collapse(let change, let direction):
            // `toggle` flips the forced value, whatever the size rule does meanwhile.
            let on = try change == .toggle ? !targetSplit(toward: direction, around: focused).split.collapsed : change == .on
            try set(.collapsed(on), toward: direction, around: focused)
        case .splitter(let change, let direction):
            let setting: SplitSetting = switch change {
            case .thickness(let n): .visibleThickness(n)
            case .color(let rgb): .color(rgb)
            case .inset(let n): .inset(n)
            case .hit(let n): .hitThickness(n)
            case .hidesWithSide(let hides): .hidesWithSide(hides)
            }
            try set(setting, toward: direction, around: focused)
        // Not the tree's: the state carries them out (WMState+Commands.swift).
        case .focus, .presel, .preselToggle, .float, .fullscreen, .sticky, .border, .titleFormat, .close, .kill, .open, .openReceptacle, .exec, .reload, .restart, .quit, .sync, .nop,
             .saveLayout, .loadLayout, .appendLayout, .workspace, .moveToWorkspace, .moveWorkspaceToMonitor, .renameWorkspace, .monitorsRefresh, .addMonitor, .removeMonitor, .swapWorkspaces,
             .declareWorkspaces, .removeWorkspace,
             .moveToScratchpad, .scratchpadShow, .unswallow, .mark, .unmark, .onWindows, .mode, .focusLayer, .focusContainer, .gaps, .setting, .bar, .rule, .node,
             .moveBy, .movePosition:
            preconditionFailure("\(command) does not arrange a tree")
        }
        return true
    }

    /// `layout`: a group made, restyled or ended (SplitTree+Groups.swift), or the split holding
    /// the focused window turned. On an empty workspace or a lone window, it says what the
    /// first split the next window makes becomes, as i3's layout of such a workspace does.
    /// With `wholeContainer` (i3's placement), a split layout turns the whole container
    /// holding the window, as i3's parent con turns, not only the split holding it.
    mutating func setLayout(_ change: LayoutChange, around focused: WindowID?, workspaceLayout: SplitGroup?,
                            defaultOrientation: SplitLayout, wholeContainer: Bool = false) throws {
        if tree.isEmpty || tree.leafCount == 1 && focused.map(tree.contains) == true {
            // `toggle all` cycles from what was said last, else from the config's
            // `workspace-layout`; `toggle` turns the orientation said last, else the default.
            let pending = overrides.firstSplit.group ?? workspaceLayout
            let orientation = overrides.firstSplit.orientation ?? defaultOrientation
            switch change {
            case .tabbed: overrides.firstSplit.group = .some(.tabbed)
            case .stacking: overrides.firstSplit.group = .some(.stacked)
            case .toggleAll: overrides.firstSplit.group = .some(pending == nil ? .stacked : pending == .stacked ? .tabbed : nil)
            case .horizontal, .vertical, .toggle:
                overrides.firstSplit.group = .some(nil)
                overrides.firstSplit.orientation = change == .horizontal ? .horizontal : change == .vertical ? .vertical
                    : orientation == .horizontal ? .vertical : .horizontal
            }
            return
        }
        let window = try tiled(focused)
        let style = tree.groupStyle(of: window)
        let wanted: SplitGroup?? = switch change {
        case .tabbed: .some(.tabbed)
        case .stacking: .some(.stacked)
        case .toggleAll: .some(style == nil ? .stacked : style == .stacked ? .tabbed : nil)
        case .toggle, .horizontal, .vertical: style == nil ? .none : .some(nil)
        }
        switch wanted {
        case .some(let group?):
            tree = try tree.grouping(group, around: window)
        case .some(nil):
            let layout: SplitLayout? = change == .horizontal ? .horizontal : change == .vertical ? .vertical : nil
            tree = try tree.ungrouping(around: window, as: layout)
        case nil:
            let layout: SplitLayout? = change == .horizontal ? .horizontal : change == .vertical ? .vertical : nil
            if wholeContainer, let top = tree.containers(of: window).first, let split = tree.split(at: top), split.group == nil {
                tree = try tree.arranging(containerAt: top, as: nil, layout: layout, keepingItApart: true)
            } else {
                tree = try tree.settingLayout(layout, ofSplitHolding: window, in: site.area)
            }
        }
    }

    /// `focused`, which must be one of the tree's leaves.
    func tiled(_ focused: WindowID?) throws -> WindowID {
        guard let focused else { throw CommandFailure(description: "no window has focus") }
        guard tree.contains(focused) else { throw CommandFailure(description: "the focused window is not tiled") }
        return focused
    }

    /// Applies an edit of the tree around the focused window.
    private mutating func edit(around focused: WindowID?, _ change: (SplitTree<WindowID>, WindowID) throws -> SplitTree<WindowID>) throws {
        tree = try change(tree, try tiled(focused))
    }

    /// The split a per-split command acts on, by pre-order position, and the side of it the
    /// focused window is on: the split holding the focused window or, toward `direction`,
    /// the one whose splitter runs along the focused window's edge on that side (as a
    /// modifier+drag there would move it).
    private func targetSplit(toward direction: Direction?, around focused: WindowID?) throws
        -> (index: Int, split: Split, focusedSide: SplitSide) {
        let window = try tiled(focused)
        let index: Int, focusedSide: SplitSide
        if let direction {
            guard let found = tree.splitIndex(bordering: window, toward: direction) else {
                throw CommandFailure(description: "no splitter runs along the focused window's \(Self.edge(direction)) edge")
            }
            index = found
            focusedSide = direction.side.other
        } else {
            guard let found = tree.holdingSplit(of: window) else {
                throw CommandFailure(description: "the focused window is alone: it has no split")
            }
            index = found.index
            focusedSide = found.side
        }
        guard let split = tree.pathToSplit(index).flatMap(tree.split(at:)) else {
            throw CommandFailure(description: "the focused window has no split there")
        }
        return (index, split, focusedSide)
    }

    private static func edge(_ direction: Direction) -> String {
        switch direction {
        case .left: "left"
        case .right: "right"
        case .up: "top"
        case .down: "bottom"
        }
    }

    /// Makes `setting` the own value of the split `targetSplit(toward:around:)` finds (kept
    /// across reloads).
    private mutating func set(_ setting: SplitSetting, toward direction: Direction?, around focused: WindowID?) throws {
        let index = try targetSplit(toward: direction, around: focused).index
        tree = try tree.setting(setting, ofSplit: index, in: site.area)
    }

    /// `priority`: `toggle` goes none → the focused window's side → the other side → none.
    private mutating func setPriority(_ change: PriorityChange, toward direction: Direction?, around focused: WindowID?) throws {
        let side: SplitSide? = switch change {
        case .primary: .primary
        case .secondary: .secondary
        case .none: nil
        case .toggle:
            try {
                let target = try targetSplit(toward: direction, around: focused)
                let own = target.focusedSide
                return switch target.split.constraints.priority {
                case nil: own
                case own: own.other
                default: nil
                }
            }()
        }
        try set(.priority(side), toward: direction, around: focused)
    }
}
