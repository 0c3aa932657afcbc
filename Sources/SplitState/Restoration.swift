// What an earlier session left for windows still to come: the layout waiting for its windows, which leaf each window claimed, and the workspaces awaited windows
// go back to, and its own bookkeeping (releasing a claim, the claimed part of the layout).
// A window claiming its place in the tree is WMState+Restore.swift.
import SplitEngine
import XModel

/// What an earlier session left for windows still to come (a layout file's leaves are waiting
/// leaves of its workspace: WMState+LayoutFile.swift).
public struct Restoration: Hashable, Sendable {
    /// A saved layout waiting for its windows.
    public var waitingLayout: WaitingLayout?
    /// The windows of an earlier session that were on workspaces other than the focused one,
    /// by what they are, and the workspaces (number or name) they were on: each such window
    /// that comes goes back to its workspace.
    public var awaited: [WindowIdentity: [String]] = [:]

    public init() {}
}

/// The saved layout, what each of its leaves was, and which windows claimed which leaf.
public struct WaitingLayout: Hashable, Sendable {
    public var tree: SplitTree<WindowID>
    /// The area the saved tree was laid out in.
    public var area: Rect
    /// A saved window's identity: only a window that is exactly that takes its leaf.
    public var identities: [WindowID: WindowIdentity]
    /// Saved leaf → the window that claimed it.
    public var claims: [WindowID: WindowID] = [:]

    public init(tree: SplitTree<WindowID>, area: Rect, identities: [WindowID: WindowIdentity]) {
        self.tree = tree
        self.area = area
        self.identities = identities
    }

    /// The free leaf a window of `identity` takes: the first (in tree order) that was exactly
    /// such a window.
    public func slot(for identity: WindowIdentity) -> WindowID? {
        tree.leaves.first { claims[$0] == nil && identities[$0] == identity }
    }
}

extension Restoration {
    /// The workspace a window of `identity` was on in an earlier session, if one such is
    /// awaited; taken, so the next such window goes to the next.
    mutating func takeAwaitedWorkspace(for identity: WindowIdentity) -> String? {
        guard let name = awaitedWorkspace(for: identity), var names = awaited[identity] else { return nil }
        names.removeFirst()
        awaited[identity] = names.isEmpty ? nil : names
        return name
    }

    /// The workspace `takeAwaitedWorkspace` would take for a window of `identity`, left awaited.
    func awaitedWorkspace(for identity: WindowIdentity) -> String? {
        guard let names = awaited[identity], let name = names.first else { return nil }
        // The focused workspace's saved place for such a window is taken first.
        if let saved = waitingLayout, saved.tree.leaves.contains(where: { saved.claims[$0] == nil && saved.identities[$0] == identity }) {
            return nil
        }
        return name
    }

    /// The saved layout's place `window` claimed is free again: the window left the tree (it
    /// went, floats, went to the scratchpad or another workspace) and must not come back
    /// through that place.
    mutating func releaseClaim(of window: WindowID) {
        guard var saved = waitingLayout else { return }
        saved.claims = saved.claims.filter { $0.value != window }
        waitingLayout = saved
    }
}

extension WaitingLayout {
    /// The saved tree with its claimed leaves only, each renamed to the window that claimed
    /// it, where `staying` says that window may take it.
    func claimedTree(where staying: (WindowID) -> Bool) -> SplitTree<WindowID> {
        var layout = tree
        for leaf in layout.leaves {
            if let claimant = claims[leaf], staying(claimant) {
                layout = (try? layout.renaming(leaf, to: WindowID(rawValue: ~claimant.rawValue))) ?? layout
            } else if let smaller = try? layout.removing(leaf) {
                layout = smaller
            }
        }
        // Two passes, through ids no window has, so a claimant's id can equal a saved leaf's.
        for leaf in layout.leaves {
            layout = (try? layout.renaming(leaf, to: WindowID(rawValue: ~leaf.rawValue))) ?? layout
        }
        return layout
    }
}
