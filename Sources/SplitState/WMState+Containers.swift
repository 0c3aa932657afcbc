// `focus parent|child` (i3's): the focus resting on a container around the focused window (see
// SplitTree+Containers.swift) instead of the window, and what the commands that act on the
// focused window do to that whole container: move, layout, resize, hide, close, kill, move
// workspace; a new window goes beside it. The keyboard stays with the window (X focuses
// windows); the container's windows all show the focused border.
import SplitCommands
import SplitEngine
import XModel

/// The focus on a container around `window`, which has the keyboard: the container is known by
/// its windows, so an edit that makes it part of a larger one (a move beside a split of its own
/// orientation, a group merging into another) puts the focus back on the window rather than
/// on more windows than were chosen.
public struct ContainerSelection: Hashable, Sendable {
    public var window: WindowID
    public var windows: Set<WindowID>
}

extension WMState {
    /// The path of the container the focus rests on in the focused workspace's tree, or nil when
    /// it rests on a window.
    public var focusedContainer: [SplitSide]? {
        focusedContainerLevel.map { containers(around: focused!)[$0] }
    }

    /// The paths of the containers around `window` in the focused tree, innermost first: the
    /// container of one `split` made around it (its own leaf's path), then `containers(of:)`.
    func containers(around window: WindowID) -> [[SplitSide]] {
        // Above a floating window is its workspace, the whole tree (i3 passes over the floating
        // container it is alone in).
        if clients[window]?.kind == .floating { return [[]] }
        let tree = focusedTree, outer = tree.containers(of: window)
        guard focusedWorkspace.containerOfOne(around: window) != nil, let own = tree.pathTo(window) else { return outer }
        return [own] + outer
    }

    /// The position of the focused container among the containers around the focused window
    /// (`containers(of:)`, innermost first), or nil when the focus rests on the window or the
    /// windows chosen are no container around it now.
    private var focusedContainerLevel: Int? {
        guard let window = focused, let selection = focusedWorkspace.selection, selection.window == window else { return nil }
        let tree = focusedTree
        return containers(around: window).firstIndex { selected(at: $0, around: window, in: tree) == selection.windows }
    }

    /// `focus parent|child`: one container up (to the whole tree at most) or down (to the window).
    mutating func focusContainer(_ step: ContainerStep) throws {
        // A focused waiting leaf (i3's empty container) is a tile too.
        guard let window = focused, (clients[window]?.kind == .tiled || focusedWait?.leaf == window) && focusedTree.contains(window)
                || clients[window]?.kind == .floating && focusedFloating.contains(window) else {
            throw CommandFailure(description: "focus \(step.rawValue): the focused window is neither tiled nor floating here")
        }
        let around = containers(around: window)
        let current = focusedContainerLevel.map { $0 + 1 } ?? 0
        let levels = max(0, min(around.count, current + (step == .parent ? 1 : -1)))
        workspaces[focusedWorkspaceID].selection = levels == 0 ? nil
            : ContainerSelection(window: window, windows: selected(at: around[levels - 1], around: window, in: focusedTree))
    }

    /// The windows a focus on the container at `top` around `window` holds: its leaves, and a
    /// floating `window` whose workspace it is (the tree may be empty then).
    private func selected(at top: [SplitSide], around window: WindowID, in tree: SplitTree<WindowID>) -> Set<WindowID> {
        let leaves = Set(tree.leaves(at: top))
        return clients[window]?.kind == .floating ? leaves.union([window]) : leaves
    }

    /// Carries out `command` on the focused container when the focus rests on one and the
    /// command acts on it; false to let the window's own handling take it.
    mutating func carryOutOnContainer(_ command: Command, _ out: inout Reaction) throws -> Bool {
        guard let top = focusedContainer else { return false }
        let workspace = focusedWorkspaceID
        let tree = focusedTree, area = focusedArea, recency = focusedWorkspace.recency
        switch command {
        case .move(let direction):
            workspaces[workspace].tree = try tree.movingNode(at: top, toward: direction, split: settings.newSplit, in: area, recency: recency)
        case .layout(let change):
            let style: SplitGroup?? = switch change {
            case .tabbed: .some(.tabbed)
            case .stacking: .some(.stacked)
            case .toggleAll: .some(tree.split(at: top)?.group == nil ? .stacked : tree.split(at: top)?.group == .stacked ? .tabbed : nil)
            case .toggle, .horizontal, .vertical: .none
            }
            let layout: SplitLayout? = change == .horizontal ? .horizontal : change == .vertical ? .vertical : nil
            workspaces[workspace].tree = try tree.arranging(containerAt: top, as: style ?? nil, layout: layout,
                                                            keepingItApart: settings.placement == .container)
        case .resize(let direction, let pixels):
            workspaces[workspace].tree = try tree.resizing(nodeAt: top, toward: direction, by: pixels, in: area)
        case .grow(let target, let amount):
            workspaces[workspace].tree = try tree.growing(nodeAt: top, target, by: amount, in: area)
        case .resizeSet(let width, let height):
            var resized = tree
            if let width { resized = try resized.settingLength(ofNodeAt: top, along: .horizontal, to: width, in: area) }
            if let height { resized = try resized.settingLength(ofNodeAt: top, along: .vertical, to: height, in: area) }
            workspaces[workspace].tree = resized
        case .swap(let direction):
            workspaces[workspace].tree = tree.swappingNode(at: top, toward: direction, in: area, recency: recency)
        case .hide(let change):
            workspaces[workspace].tree = try tree.hiding(change == .primary ? .primary : change == .secondary ? .secondary : nil,
                                                     toggle: change == .toggle, splitHoldingContainerAt: top, in: area)
        case .close, .kill:
            // The whole tree is the workspace (unless an i3 layout boxed it as a container of its
            // own): as i3 closes a workspace, its floating windows go with its tiles.
            let floating = top.isEmpty && tree.split(at: top)?.box == nil ? focusedWorkspace.floating : []
            for leaf in tree.leaves(at: top) + floating {
                // A waiting leaf is no X window: it goes from the state, as `close` on it alone.
                if let wait = WaitID(leaf: leaf) {
                    closeWait(wait, &out)
                } else {
                    out.effects.append(command == .kill ? .kill(leaf) : .close(leaf, politely: clients[leaf]?.deletesPolitely ?? false))
                }
            }
        case .moveToWorkspace(let target):
            try sendNode(at: top, of: workspace, to: target, &out)
        case .border(let change):
            // Every window of the container alike: `toggle` takes the style after the focused window's.
            var given = change
            if change.style == .toggle, let focused {
                let next: BorderChange.Style = switch borderStyle(of: focused).next {
                case .normal: .normal
                case .none: .none
                case .pixel: .pixel
                }
                given = BorderChange(next, width: change.width)
            }
            for window in tree.leaves(at: top) { setBorder(given, of: window) }
        case .presel(let direction) where settings.placement == .container:
            // As i3's `split` on a container: a con of its own around it, which the next window joins.
            workspaces[workspace].split(containerAt: top, direction?.axis)
        case .zoomToggle, .float, .fullscreen, .sticky, .flip, .fraction, .presel, .preselToggle, .moveToScratchpad, .unswallow:
            throw CommandFailure(description: "\(command): acts on a window, and the focus is on a container (focus child first)")
        default:
            return false
        }
        return true
    }

    /// The windows of the focused container (empty when the focus rests on a window): they show
    /// the focused border.
    var windowsOfFocusedContainer: Set<WindowID> {
        focusedContainer.map { Set(focusedTree.leaves(at: $0)) } ?? []
    }
}
