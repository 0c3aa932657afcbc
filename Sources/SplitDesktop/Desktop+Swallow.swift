// A saved layout from an earlier session waiting for its windows: ids do not survive a
// session, so new windows claim its leaves by class, instance and role as they appear.
import SplitCore
import SplitEngine
import XModel

/// The saved layout, what each of its leaves was, and which windows claimed which leaf.
public struct SwallowState: Hashable, Sendable {
    public var tree: SplitTree<WindowID>
    /// The area the saved tree was laid out in.
    public var area: Rect
    public var identities: [WindowID: WindowIdentity]
    /// Saved leaf → the window that claimed it.
    public var claims: [WindowID: WindowID] = [:]

    public init(tree: SplitTree<WindowID>, area: Rect, identities: [WindowID: WindowIdentity]) {
        self.tree = tree
        self.area = area
        self.identities = identities
    }
}

extension Desktop {
    /// When a saved layout waits for its windows: if `window` is what an unclaimed saved
    /// leaf was, it takes that place, and the tree becomes the saved layout of the windows
    /// claimed so far (with the windows that matched nothing beside them).
    public mutating func claimSwallowSlot(for window: WindowID) {
        guard var saved = swallow, let identity = clients[window]?.identity else { return }
        guard let slot = saved.tree.leaves.first(where: { saved.claims[$0] == nil && saved.identities[$0] == identity })
        else { return }
        saved.claims[slot] = window
        swallow = saved
        var layout = saved.tree
        for leaf in layout.leaves {
            if let claimant = saved.claims[leaf], clients[claimant] != nil {
                layout = (try? layout.renaming(leaf, to: WindowID(rawValue: ~claimant.rawValue))) ?? layout
            } else if let smaller = try? layout.removing(leaf) {
                layout = smaller
            }
        }
        // Two passes, through ids no window has, so a claimant's id can equal a saved leaf's.
        for leaf in layout.leaves {
            layout = (try? layout.renaming(leaf, to: WindowID(rawValue: ~leaf.rawValue))) ?? layout
        }
        layout = styledByConfig(layout).resized(from: saved.area, to: area)
        guard let complete = withEveryWindow(layout) else { return }   // keep the tree: every window stays tiled
        tree = complete
        if saved.claims.count == saved.tree.leafCount { swallow = nil }
    }

    /// `partial` with every managed window it lacks inserted beside its last leaf (else beside
    /// the whole tree) and every leaf's minimum size; nil when a window fits nowhere.
    public func withEveryWindow(_ partial: SplitTree<WindowID>) -> SplitTree<WindowID>? {
        var layout = partial
        for other in clientOrder where !layout.contains(other) {
            guard let bigger = (try? layout.inserting(other, beside: layout.leaves.last, placement: settings.placement,
                                                     split: settings.newSplit, in: area))
                    ?? (try? layout.inserting(other, beside: nil, placement: settings.placement,
                                              split: settings.newSplit, in: area))
            else { return nil }
            layout = bigger
        }
        for leaf in layout.leaves {
            if let minSize = clients[leaf]?.minSize, let updated = try? layout.settingMinSize(minSize, of: leaf) {
                layout = updated
            }
        }
        return layout
    }
}
