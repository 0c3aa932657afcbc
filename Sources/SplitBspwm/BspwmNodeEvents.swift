// bspwm's node events (`node_add`, `node_remove`, `node_transfer`), told from two pictures of
// where the windows are: splitwm has no hook where bspwm inserts or unlinks a node, so what a
// subscriber hears is the difference between the placements it last heard of and now. Pure.
import SplitEngine
import SplitState
import XModel

/// Where each window is, as bspwm's node events name it: its monitor's and desktop's ids.
public struct BspwmPlacements: Equatable, Sendable {
    public struct Place: Equatable, Sendable {
        public var monitor: UInt32
        public var desktop: UInt32
    }

    public var places: [WindowID: Place] = [:]
    /// For a tiled window, the window beside it in its split (bspwm's insertion point), if
    /// that side is one window.
    public var besides: [WindowID: WindowID] = [:]

    public init() {}

    public init(of view: BspwmView) {
        for desktop in view.desktops {
            let monitor = view.monitors.isEmpty ? 0 : view.monitors[desktop.monitor].id
            for window in desktop.windows { places[window] = Place(monitor: monitor, desktop: desktop.id) }
            if let root = view.state.workspaces[desktop.workspace].tree.root { Self.pairs(root, into: &besides) }
        }
    }

    /// Each leaf's sibling leaf, where the sibling is a leaf.
    private static func pairs(_ node: SplitNode<WindowID>, into besides: inout [WindowID: WindowID]) {
        guard case .branch(let branch) = node else { return }
        if case .leaf(let window, _) = branch.primary, case .leaf(let other, _) = branch.secondary {
            besides[window] = other
            besides[other] = window
        } else {
            if case .leaf(let window, _) = branch.primary, let other = branch.secondary.leaves.first { besides[window] = other }
            if case .leaf(let window, _) = branch.secondary, let other = branch.primary.leaves.last { besides[window] = other }
        }
        pairs(branch.primary, into: &besides)
        pairs(branch.secondary, into: &besides)
    }

    /// The events that take a subscriber from `old` to `new`, each with its line: removals,
    /// then transfers, then additions, each in window order (bspwm's own order within one
    /// command cannot be told from two pictures).
    public static func events(from old: BspwmPlacements, to new: BspwmPlacements) -> [(BspwmEvent, String)] {
        var removed: [(BspwmEvent, String)] = [], moved: [(BspwmEvent, String)] = [], added: [(BspwmEvent, String)] = []
        let hex = BspwmView.hex
        for window in Set(old.places.keys).union(new.places.keys).sorted(by: { $0.rawValue < $1.rawValue }) {
            switch (old.places[window], new.places[window]) {
            case (let before?, nil):
                removed.append((.nodeRemove, "node_remove \(hex(before.monitor)) \(hex(before.desktop)) \(hex(window.rawValue))\n"))
            case (nil, let after?):
                let beside = new.besides[window]?.rawValue ?? 0
                added.append((.nodeAdd, "node_add \(hex(after.monitor)) \(hex(after.desktop)) \(hex(beside)) \(hex(window.rawValue))\n"))
            case (let before?, let after?) where before != after:
                // bspwm's destination node is the one the window went beside there (0 if none).
                let beside = new.besides[window]?.rawValue ?? 0
                moved.append((.nodeTransfer, "node_transfer \(hex(before.monitor)) \(hex(before.desktop)) \(hex(window.rawValue)) "
                    + "\(hex(after.monitor)) \(hex(after.desktop)) \(hex(beside))\n"))
            default:
                break
            }
        }
        return removed + moved + added
    }
}
