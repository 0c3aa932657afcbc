// Saved layouts put back: after a restart or a crash of the window manager alone, by window
// id; from an earlier session, where ids do not survive, by class, instance and role as the
// windows appear (swallowing). A layout file's leaves are swallowed the same way
// (Desktop+LayoutFile.swift).
import SplitCore
import SplitEngine
import XModel

/// What the state file holds: the tree, what each window was, which windows floated and where.
public struct SavedLayout: Hashable, Sendable {
    public var tree: SplitTree<WindowID>
    /// The area the tree was laid out in, so priority sides keep their pixels on another screen.
    public var area: Rect
    public var focused: WindowID?
    /// What each saved window (tiled or floating) was.
    public var identities: [WindowID: WindowIdentity]
    /// The floating windows and their rectangles.
    public var floating: [WindowID: PixelRect]

    public init(tree: SplitTree<WindowID>, area: Rect, focused: WindowID?, identities: [WindowID: WindowIdentity],
                floating: [WindowID: PixelRect] = [:]) {
        self.tree = tree
        self.area = area
        self.focused = focused
        self.identities = identities
        self.floating = floating
    }
}

/// The saved layout, what each of its leaves was, and which windows claimed which leaf.
public struct SwallowState: Hashable, Sendable {
    public var tree: SplitTree<WindowID>
    /// The area the saved tree was laid out in.
    public var area: Rect
    /// A saved window's identity: only a window that is exactly that takes its leaf.
    public var identities: [WindowID: WindowIdentity]
    /// A layout file's leaf: what may take it (see `LayoutLeaf`).
    public var leaves: [WindowID: LayoutLeaf] = [:]
    /// Saved leaf → the window that claimed it.
    public var claims: [WindowID: WindowID] = [:]

    public init(tree: SplitTree<WindowID>, area: Rect, identities: [WindowID: WindowIdentity]) {
        self.tree = tree
        self.area = area
        self.identities = identities
    }

    /// The free leaf a window of `identity` takes: the first (in tree order) that was exactly
    /// such a window, else the first whose layout-file criteria it meets. A leaf that names
    /// no window takes only a window that `arriving`s after the layout was loaded (one
    /// already there has its own place, beside the layout).
    public func slot(for identity: WindowIdentity, arriving: Bool) -> WindowID? {
        let free = tree.leaves.filter { claims[$0] == nil }
        return free.first { identities[$0] == identity }
            ?? free.first { leaves[$0].map { $0.namesWindow && $0.matches(identity) } ?? false }
            ?? (arriving ? free.first { leaves[$0].map { !$0.namesWindow } ?? false } : nil)
    }
}

extension Desktop {
    /// What the state file would hold now.
    public var savedLayout: SavedLayout {
        var identities: [WindowID: WindowIdentity] = [:]
        var floatingFrames: [WindowID: PixelRect] = [:]
        for leaf in tree.leaves { identities[leaf] = clients[leaf]?.identity }
        for window in floating {
            identities[window] = clients[window]?.identity
            floatingFrames[window] = clients[window]?.frame
        }
        return SavedLayout(tree: tree, area: area, focused: focused, identities: identities, floating: floatingFrames)
    }

    /// Puts back `saved` for the windows that are here (adopted at start): by id where the
    /// window is also what it was (ids repeat from one X session to the next), the others
    /// beside them. With no window here by id it is a new session: the saved layout waits
    /// for its windows. Returns whether the tree was restored by id.
    public mutating func restore(_ saved: SavedLayout) -> (restored: Bool, reaction: Reaction) {
        var out = Reaction()
        // Floating windows float again where they were: as a drag or a client may have put
        // them, over a dock or partly off the monitor, only kept reachable.
        for (window, frame) in saved.floating where isSame(window, saved) {
            if clients[window]?.kind == .tiled { try? setFloating(window, true, &out) }
            moveFloating(window, to: keptReachable(frame))
        }
        var restored = saved.tree
        // (A window a rule put on another workspace stays there.)
        for leaf in restored.leaves where !isSame(leaf, saved) || clients[leaf]?.kind != .tiled || !tree.contains(leaf) {
            if let smaller = try? restored.removing(leaf) { restored = smaller }
        }
        guard !restored.isEmpty else {
            // Nothing here by id: a new session. Its windows will claim the saved places,
            // those already here first.
            swallow = SwallowState(tree: saved.tree, area: saved.area, identities: saved.identities)
            for window in clientOrder where swallow != nil && clients[window]?.kind == .tiled {
                claimSwallowSlot(for: window, arriving: false)
            }
            return (false, out)
        }
        // A window that fits nowhere means the restored tree is not used at all (adoption's
        // tree has every window).
        guard let complete = withEveryWindow(styledByConfig(restored).resized(from: saved.area, to: area)) else { return (false, out) }
        let shown = restoreLayout(complete, focused: saved.focused)
        out.effects += shown.effects
        return (true, out)
    }

    /// Whether `window` is here and what it was when `saved` was saved.
    private func isSame(_ window: WindowID, _ saved: SavedLayout) -> Bool {
        clients[window] != nil && clients[window]?.identity == saved.identities[window]
    }

    /// When a saved layout waits for its windows: if `window` is what an unclaimed saved
    /// leaf was (see `SwallowState.slot`), it takes that place, and the tree becomes the saved
    /// layout of the windows claimed so far (with the windows that matched nothing beside
    /// them). `arriving`: the window is new, not one that was here when the layout came.
    public mutating func claimSwallowSlot(for window: WindowID, arriving: Bool = true) {
        guard let saved = swallow, let identity = clients[window]?.identity,
              let slot = saved.slot(for: identity, arriving: arriving) else { return }
        claim(slot, for: window)
    }

    /// `window` takes the saved leaf `slot`; the tree becomes the saved layout of the windows
    /// claimed so far, the others beside them.
    mutating func claim(_ slot: WindowID, for window: WindowID) {
        guard var saved = swallow, saved.claims[slot] == nil else { return }
        saved.claims[slot] = window
        swallow = saved
        var layout = saved.tree
        for leaf in layout.leaves {
            // A claimant on another workspace stays there (it would be in two trees).
            if let claimant = saved.claims[leaf], clients[claimant]?.kind == .tiled, tree.contains(claimant) {
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

    /// `partial` with every tiled window of the focused workspace it lacks inserted beside its
    /// last leaf (else beside the whole tree) and every leaf's minimum size; nil when a window
    /// fits nowhere.
    public func withEveryWindow(_ partial: SplitTree<WindowID>) -> SplitTree<WindowID>? {
        var layout = partial
        // Only this workspace's: another workspace's tiles are in their own tree.
        for other in clientOrder where !layout.contains(other) && clients[other]?.kind == .tiled && tree.contains(other) {
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
