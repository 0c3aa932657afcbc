// bspwm's node events (`node_add`, `node_remove`, `node_transfer`, `node_swap`), told from two pictures of
// where the windows are: splitwm has no hook where bspwm inserts or unlinks a node, so what a
// subscriber hears is the difference between the placements it last heard of and now. Pure.
import SplitEngine
import SplitState
import XModel

/// Where each window is, as bspwm's node events name it: its monitor's and desktop's ids.
public struct BspwmPlacements: Equatable, Sendable {
    public struct Place: Hashable, Sendable {
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
    /// then swaps, then transfers, then additions, each in window order (bspwm's own order
    /// within one command cannot be told from two pictures).
    public static func events(from old: BspwmPlacements, to new: BspwmPlacements) -> [(BspwmEvent, String)] {
        var removed: [(BspwmEvent, String)] = [], moved: [(BspwmEvent, String)] = [], added: [(BspwmEvent, String)] = []
        let hex = BspwmView.hex
        let swapped = swaps(from: old, to: new)
        let swaps = swapped.map { a, b in
            let (from, to) = (old.places[a]!, old.places[b]!)
            return (BspwmEvent.nodeSwap, "node_swap \(hex(from.monitor)) \(hex(from.desktop)) \(hex(a.rawValue)) "
                + "\(hex(to.monitor)) \(hex(to.desktop)) \(hex(b.rawValue))\n")
        }
        let inSwaps = Set(swapped.flatMap { [$0.0, $0.1] })
        for window in Set(old.places.keys).union(new.places.keys).sorted(by: { $0.rawValue < $1.rawValue }) where !inSwaps.contains(window) {
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
        return removed + swaps + moved + added
    }

    /// Two windows that traded desktops, each the only window that went from its desktop to
    /// the other's (a window swapped with a split is told as transfers, one a window; two
    /// windows that trade places on one desktop are not told: the pictures do not tell that
    /// from a split turned or flipped).
    private static func swaps(from old: BspwmPlacements, to new: BspwmPlacements) -> [(WindowID, WindowID)] {
        var journeys: [Place: [Place: [WindowID]]] = [:]
        for (window, before) in old.places {
            guard let after = new.places[window], after != before else { continue }
            journeys[before, default: [:]][after, default: []].append(window)
        }
        var pairs: [(WindowID, WindowID)] = []
        for (from, destinations) in journeys {
            for (to, windows) in destinations where windows.count == 1 && destinations.count == 1 {
                guard let back = journeys[to], back.count == 1, let returning = back[from], returning.count == 1 else { continue }
                let (a, b) = (windows[0], returning[0])
                if a.rawValue < b.rawValue { pairs.append((a, b)) }
            }
        }
        return pairs.sorted { $0.0.rawValue < $1.0.rawValue }
    }
}
