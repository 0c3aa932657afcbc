// i3's container of one window in a binary tree. With i3's placement, `split v|h` on a window
// among others puts it in a container of its own (i3's tree_split), which a split tree cannot
// hold: a split has two sides. The workspace keeps that fact beside its tree, by window
// (`WorkspaceOverrides.containersOfOne`): GET_TREE reports the window inside a container of the
// orientation said, and the next window placed beside it joins it, making the split of that
// orientation; a window moved toward its window enters it likewise. It is gone when its window
// leaves the tree, comes again, or moves in it. i3 also keeps a container that one of its two
// windows leaves (closed, floated, sent away, moved out): the window left is then in a container
// of one of that container's orientation (`settingTree(_:leftBy:sharing:)`, `keepingContainer`).
// `split` while `focus parent` rests on a container puts that container in a con of its own
// likewise (`WorkspaceOverrides.wrappedContainers`, known by the container's windows): the next
// window opened while the focus rests there joins it, after the container; at the root, the
// workspace turns to that orientation with the whole tree its one child (i3's tree_split).
// A lone window whose first split is to be a group (`layout tabbed|stacked` on it or on its empty
// workspace, or the config's `workspace-layout`) is in i3's tabbed or stacked container of one:
// i3 makes that container at once, splitwm the group when the next window comes (`groupOfOne`).
import SplitEngine
import XModel

extension Workspace {
    /// The orientation of the container of one around `window`, while `split` made one and
    /// the window is still in the tree it was made in.
    public func containerOfOne(around window: WindowID) -> SplitLayout? {
        tree.contains(window) ? overrides.containersOfOne[window] : nil
    }

    /// The style of the group the lone window `window` is the one member of, as i3 sees it: the
    /// group its first split is to be (what was said on this workspace, else `workspaceLayout`,
    /// the config's). nil when the tree is not that window alone or no group is to come.
    public func groupOfOne(around window: WindowID, workspaceLayout: SplitGroup?) -> SplitGroup? {
        guard case .leaf(let only, _)? = tree.root, only == window else { return nil }
        return overrides.firstSplit.group ?? workspaceLayout
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

    /// The window that `window` leaves alone in its container, and that container's orientation:
    /// the other side of a split of two windows that is a container of its own inside another
    /// (at the root, the workspace is the container and keeps no con of one). nil for any other.
    public func partnerLeftAlone(by window: WindowID) -> (window: WindowID, orientation: SplitLayout)? {
        guard let path = tree.pathTo(window), let side = path.last else { return nil }
        let top = Array(path.dropLast())
        guard !top.isEmpty, let split = tree.split(at: top), split.group == nil,
              let parent = tree.split(at: Array(top.dropLast())), parent.group != nil || parent.layout != split.layout,
              case .leaf(let other, _)? = tree.node(at: top + [side.other]) else { return nil }
        return (other, split.layout)
    }

    /// `smaller`, the tree without `window`, which left it: under i3's placement (`sharing`) the
    /// window it left alone in its container stays in that container, a container of one now.
    mutating func settingTree(_ smaller: SplitTree<WindowID>, leftBy window: WindowID, sharing: Bool) {
        let partner = sharing ? partnerLeftAlone(by: window) : nil
        tree = smaller
        overrides.containersOfOne[window] = nil
        forgetWrappers(holding: window)
        keepingContainer(of: partner)
    }

    /// `partner` (found before its container's other window left) in a container of one of the
    /// orientation they shared, unless it is in one already or is no longer alone in that
    /// container (the other came back to it, as a move within the container does).
    mutating func keepingContainer(of partner: (window: WindowID, orientation: SplitLayout)?) {
        guard let partner, tree.contains(partner.window), containerOfOne(around: partner.window) == nil else { return }
        if let path = tree.pathTo(partner.window), !path.isEmpty, let holder = tree.split(at: Array(path.dropLast())),
           holder.group == nil, holder.layout == partner.orientation { return }
        overrides.containersOfOne[partner.window] = partner.orientation
    }

    /// The orientation of the con `split` put the container at `path` in (a split or a group,
    /// not a window), while that container holds the windows it held then.
    public func wrapper(ofContainerAt path: [SplitSide]) -> SplitLayout? {
        guard case .branch? = tree.node(at: path) else { return nil }
        return overrides.wrappedContainers[Set(tree.leaves(at: path))]
    }

    /// i3's `split v|h` (`orientation`) on the container at `path` the focus rests on: it goes in
    /// a con of that orientation (the one already around it turns). nil takes that con away.
    mutating func split(containerAt path: [SplitSide], _ orientation: SplitLayout?) {
        guard case .branch? = tree.node(at: path) else { return }
        overrides.wrappedContainers[Set(tree.leaves(at: path))] = orientation
    }

    /// The orientation of the con around the container at `path`, taken away: a window that
    /// comes beside that container joins the con, and the split they make is that con now.
    mutating func joiningWrapper(ofContainerAt path: [SplitSide]) -> SplitLayout? {
        guard let orientation = wrapper(ofContainerAt: path) else { return nil }
        overrides.wrappedContainers[Set(tree.leaves(at: path))] = nil
        return orientation
    }

    /// The cons around containers `window` was in, forgotten: it came (again) or left for good.
    mutating func forgetWrappers(holding window: WindowID) {
        guard !overrides.wrappedContainers.isEmpty else { return }
        overrides.wrappedContainers = overrides.wrappedContainers.filter { !$0.key.contains(window) }
    }

    /// The split a window joining the con `split` put the container at `top` in makes with
    /// it: that con, boxed when it sits in a chain of its own orientation, which it would
    /// otherwise merge with (i3's tree_split made a new con there; 191-resize-levels.t resizes
    /// it as one member of the workspace).
    func ownCon(of newSplit: Split, at top: [SplitSide], _ orientation: SplitLayout) -> Split {
        guard !top.isEmpty, let parent = tree.split(at: Array(top.dropLast())), parent.group == nil else { return newSplit }
        var split = newSplit
        if parent.layout == orientation { split.box = SplitBox() }
        return split
    }
}
