// i3's container of one window in a binary tree. With i3's placement, `split v|h` on a window
// among others puts it in a container of its own (i3's tree_split), which a split tree cannot
// hold: a split has two sides. The workspace keeps that fact beside its tree, by window
// (`WorkspaceOverrides.containersOfOne`): GET_TREE reports the window inside a container of the
// orientation said, and the next window placed beside it joins it, making the split of that
// orientation; a window moved toward its window enters it likewise. It is gone when its window
// leaves the tree, comes again, or moves in it.
import SplitEngine
import XModel

extension Workspace {
    /// The orientation of the container of one around `window`, while `split` made one and
    /// the window is still in the tree it was made in.
    public func containerOfOne(around window: WindowID) -> SplitLayout? {
        tree.contains(window) ? overrides.containersOfOne[window] : nil
    }

    /// i3's `split v|h` (`orientation`) on `window`, a window of the tree: the orientation of
    /// the container of one already around it changes (a container of one child is not split
    /// again); a lone window's is the workspace's own (its first split); any other is put in
    /// a container of its own. nil (bspwm's `presel cancel`) takes that container away.
    mutating func split(_ window: WindowID, _ orientation: SplitLayout?) {
        guard let orientation else {
            overrides.containersOfOne[window] = nil
            return
        }
        if containerOfOne(around: window) == nil, tree.leafCount == 1 {
            overrides.firstSplit = FirstSplit(group: .some(nil), orientation: orientation)
        } else {
            overrides.containersOfOne[window] = orientation
        }
    }

    /// i3's `split toggle` on `window`: the container of one around it turns; else `split`
    /// across the orientation of the container holding it (a tabbed group reads as side by
    /// side, a stacked one as above/below; the workspace's own for a lone window).
    mutating func splitToggle(_ window: WindowID, defaultOrientation: SplitLayout) {
        let around: SplitLayout = if let own = containerOfOne(around: window) {
            own
        } else if let path = tree.pathTo(window), !path.isEmpty, let parent = tree.split(at: Array(path.dropLast())) {
            parent.group.map { $0 == .tabbed ? .horizontal : .vertical } ?? parent.layout
        } else {
            overrides.firstSplit.orientation ?? defaultOrientation
        }
        split(window, around == .horizontal ? .vertical : .horizontal)
    }

    /// The orientation of the container of one around `window`, taken away: a window that
    /// comes beside it joins it, and the split they make is that container now.
    mutating func joiningContainerOfOne(around window: WindowID) -> SplitLayout? {
        guard let orientation = containerOfOne(around: window) else { return nil }
        overrides.containersOfOne[window] = nil
        return orientation
    }

    /// i3's `move` of `window` toward a window in a container of one: `window` enters that
    /// container after the window in it (i3 moves a window into the container beside it), leaving
    /// its own room to the others of its container. False when the tile that way is in none.
    mutating func moveIntoContainerOfOne(_ window: WindowID, toward direction: Direction, split: Split) throws -> Bool {
        guard let target = tree.neighbour(of: window, toward: direction, in: site.area, recency: recency), target != window,
              let orientation = containerOfOne(around: target) else { return false }
        let minSize = tree.minSize(of: window) ?? .zero
        let without = try tree.leaving(window, in: site.area)
        tree = try without.inserting(window, minSize: minSize, beside: target, placement: .toward(orientation == .horizontal ? .right : .down),
                                     split: split, in: site.area).revealing(window, in: site.area)
        overrides.containersOfOne[target] = nil
        overrides.containersOfOne[window] = nil
        return true
    }
}
