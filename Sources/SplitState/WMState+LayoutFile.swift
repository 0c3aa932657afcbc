// A layout file applied to the workspace: its tree, whose leaves the windows here that it names
// (by id, class, instance and role) fill at once, the others becoming waiting leaves
// (WaitingLeaf.swift) that windows to come take; and the commands it starts (`exec`). Reading
// the file is the window manager's; this is the pure part.
import SplitEngine
import SplitSyntax
import XModel

/// What a layout file says of one leaf: what may fill it, what to start for it, and the
/// window that held it when it was saved.
public struct LayoutLeaf: Hashable, Sendable {
    /// What fills it: the criteria its waiting leaf keeps until a window fills it.
    public var waiting: WaitingLeaf
    /// A shell command to start when the layout is loaded.
    public var exec: String?
    /// The window the leaf held when the file was saved: if it is still here (and meets the
    /// criteria), it takes the leaf before any other.
    public var window: WindowID?
    /// The orientation of the container of one an i3 layout file put around it, which the
    /// window that takes it is in (Workspace+ContainersOfOne.swift).
    public var containerOfOne: SplitLayout?

    public init(waiting: WaitingLeaf = WaitingLeaf(), exec: String? = nil, window: WindowID? = nil) {
        self.waiting = waiting
        self.exec = exec
        self.window = window
    }

    /// A leaf for the window whose WM_CLASS class and instance and WM_WINDOW_ROLE equal these
    /// strings exactly (nil: any value, no role included), as a layout file names them.
    public init(className: String? = nil, instance: String? = nil, role: String? = nil, exec: String? = nil, window: WindowID? = nil) {
        let exact: [(RuleCriterion.Key, String?)] = [(.className, className), (.instance, instance), (.role, role)]
        let criteria = exact.compactMap { key, text in text.map { RuleCriterion(key: key, pattern: .glob(Glob(exactly: $0))) } }
        self.init(waiting: WaitingLeaf(criteria: WindowCriteria(criteria)), exec: exec, window: window)
    }

    /// Whether the leaf names what fills it (else only a window arriving after the load may).
    public var namesWindow: Bool { !waiting.takesAnyWindow }

    /// Whether `client` meets every criterion the leaf gives.
    public func matches(_ client: Client) -> Bool { waiting.criteria.matches(client.ruleFacts) }
}

/// A layout file as read: a tree whose leaves are waiting leaves' ids numbered in tree order
/// (`leaf(_:)`), what each leaf asks for, and the area the fractions were meant for.
public struct LoadedLayout: Hashable, Sendable {
    public var tree: SplitTree<WindowID>
    public var leaves: [WindowID: LayoutLeaf]
    /// Nil: the area the layout is loaded into (its splits are not resized).
    public var area: Rect?
    /// i3's `append_layout`: the layout goes beside the focused window, in its container,
    /// rather than replacing the workspace's tree, and no window here fills it.
    public var appended: Bool

    public init(tree: SplitTree<WindowID>, leaves: [WindowID: LayoutLeaf], area: Rect?, appended: Bool = false) {
        self.tree = tree
        self.leaves = leaves
        self.area = area
        self.appended = appended
    }

    /// The id of the `index`th leaf: a waiting leaf's (the load gives another to one that a
    /// waiting leaf elsewhere has).
    public static func leaf(_ index: Int) -> WindowID { WaitID(number: UInt32(truncatingIfNeeded: index)).leaf }
}

extension WMState {
    /// Makes `layout` the focused workspace's tree: the windows of its tree that the file
    /// names fill their leaves at once (one named by id first), the others go beside the
    /// layout; the leaves left wait for windows to come (waiting leaves, as `open` makes). Every
    /// `exec` starts, in tree order.
    mutating func load(_ layout: LoadedLayout, _ out: inout Reaction) {
        if layout.appended { return append(layout, &out) }
        let here = focusedWorkspaceID
        var (tree, leaves) = layoutWithFreeIDs(layout, replacing: here)
        let ownTiles = clients.order.filter { clients[$0]?.place == .tiled(here) }
        var filled: Set<WindowID> = []
        func fill(_ leaf: WindowID, with window: WindowID) {
            guard let renamed = try? tree.renaming(leaf, to: window) else { return }
            tree = renamed
            leaves[leaf] = nil
            filled.insert(window)
        }
        for leaf in tree.leaves {
            guard let wanted = leaves[leaf], let window = wanted.window, ownTiles.contains(window), !filled.contains(window),
                  let client = clients[window], wanted.matches(client) else { continue }
            fill(leaf, with: window)
        }
        for window in ownTiles where !filled.contains(window) {
            guard let client = clients[window],
                  let leaf = tree.leaves.first(where: { leaves[$0].map { $0.namesWindow && $0.matches(client) } ?? false }) else { continue }
            fill(leaf, with: window)
        }
        let sized = settings.styled(tree).resized(from: layout.area ?? focusedArea, to: workspaces[here].site.area)
        guard let complete = withEveryWindow(sized, of: here) else {
            out.failure = "layout load: the windows here do not fit beside the layout (the tree would be too deep)"
            return
        }
        // A saved layout of an earlier session waiting here would rebuild the tree without these leaves.
        restoration.waitingLayout = nil
        preselection = nil
        workspaces[here].tree = complete
        workspaces[here].waits = [:]
        for (leaf, wanted) in leaves { if let wait = WaitID(leaf: leaf) { workspaces[here].waits[wait] = wanted.waiting } }
        // The waiting leaves the layout replaced leave the focus history with the tree.
        workspaces[here].recency.removeAll { WaitID(leaf: $0) != nil && !complete.contains($0) }
        for window in complete.leaves where clients[window]?.place == .nowhere { place(window, on: here) }
        for leaf in layout.tree.leaves {
            if let command = layout.leaves[leaf]?.exec { out.effects.append(.spawn(command)) }
        }
    }

    /// i3's `append_layout`: `layout` beside the focused window (the whole tree when none is
    /// focused on the workspace), in its container, as a new window would go; its leaves wait
    /// for the windows their criteria match (i3 fills its placeholders only with new windows).
    /// The focus stays where it is.
    mutating func append(_ layout: LoadedLayout, _ out: inout Reaction) {
        let here = focusedWorkspaceID
        let (tree, leaves) = layoutWithFreeIDs(layout, replacing: nil)
        guard let root = settings.styled(tree).root else { return }
        let target = focused.flatMap { workspaces[here].tree.contains($0) ? $0 : nil }
        do {
            workspaces[here].tree = try workspaces[here].tree.inserting(root, beside: target, placement: settings.placement.splitting,
                                                                        split: settings.newSplit, in: workspaces[here].site.area)
        } catch {
            out.failure = "append_layout: the layout does not fit in the tree (\(error))"
            return
        }
        for (leaf, wanted) in leaves {
            guard let wait = WaitID(leaf: leaf) else { continue }
            workspaces[here].waits[wait] = wanted.waiting
            if let orientation = wanted.containerOfOne { workspaces[here].overrides.containersOfOne[leaf] = orientation }
        }
    }

    /// `layout`'s tree and leaves with every leaf id that a waiting leaf has made one that none
    /// has (the waits of `replaced`, whose tree the layout replaces, are not counted).
    func layoutWithFreeIDs(_ layout: LoadedLayout, replacing replaced: WorkspaceID?) -> (SplitTree<WindowID>, [WindowID: LayoutLeaf]) {
        let elsewhere = Set(workspaces.filter { $0.id != replaced }.flatMap { $0.waits.keys.map(\.leaf) })
        var tree = layout.tree, leaves = layout.leaves
        var used = elsewhere.union(tree.leaves)
        var n: UInt32 = 0
        for leaf in layout.tree.leaves where elsewhere.contains(leaf) {
            while used.contains(WaitID(number: n).leaf) { n += 1 }
            let fresh = WaitID(number: n).leaf
            guard let renamed = try? tree.renaming(leaf, to: fresh) else { continue }
            tree = renamed
            leaves[fresh] = leaves.removeValue(forKey: leaf)
            used.insert(fresh)
        }
        return (tree, leaves)
    }
}
