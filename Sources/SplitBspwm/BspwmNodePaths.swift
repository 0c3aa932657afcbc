// bspwm's node paths (`@[DESKTOP:][/]JUMP/JUMP…`, JUMP one of `first` `1` `second` `2`
// `brother` `parent`) walked in a desktop's split tree, from its root (a leading `/`) or from
// its focused node: its focused window, or the split the focus rests on (`focus parent`). Where a path must select a window (a command's argument that must be
// one) one that ends on a split is refused, naming it; `query -N` prints the split's id
// (BspwmSplitIDs.swift), `query -T` the split, and the node commands take it
// (BspwmNodeTargets.swift).
import SplitEngine
import SplitState
import XModel

extension BspwmView {
    /// The window the node path `text` (after its `@`) reaches.
    func window(atPath text: String) throws(BspwmSelectorFailure) -> WindowID {
        switch try node(atPath: text) {
        case .leaf(let window, _): return window
        case .branch: throw .unsupported("@" + text + ", a split")
        }
    }

    /// The node, window or split, the node path `text` (after its `@`) reaches.
    func node(atPath text: String) throws(BspwmSelectorFailure) -> SplitNode<WindowID> {
        var path = Substring(text)
        var desktop = focusedDesktop
        if let colon = path.lastIndex(of: ":") {
            desktop = try desktops(String(path[..<colon])).first
            path = path[path.index(after: colon)...]
        }
        guard let desktop else { throw .notFound }
        let workspace = state.workspaces[desktops[desktop].workspace]
        guard let root = workspace.tree.root else { throw .notFound }
        // Where the walk starts: the root, or the desktop's focused window (splitwm's focus
        // if it is there, else the window focused there last).
        var at: [Bool] = []   // false: a split's first (primary) side, true: its second
        if path.hasPrefix("/") {
            path = path.dropFirst()
        } else {
            let focus = focusedWindow.flatMap { desktops[desktop].windows.contains($0) ? $0 : nil }
                ?? workspace.recency.first { root.contains($0) }
            guard let focus, let start = Self.path(to: focus, in: root) else { throw .notFound }
            at = start
            // With the focus resting on a split around that window (`focus parent`, bspwm's
            // `node -f` of a split), the walk starts from the split, bspwm's focused node.
            if let selection = workspace.selection, selection.window == focus {
                while !at.isEmpty, Set(Self.node(at: at, in: root)?.leaves ?? []) != selection.windows { at.removeLast() }
                if Set(Self.node(at: at, in: root)?.leaves ?? []) != selection.windows { at = start }
            }
        }
        for jump in path.split(separator: "/") {
            switch jump {
            case "first", "1": at.append(false)
            case "second", "2": at.append(true)
            case "parent":
                guard !at.isEmpty else { throw .notFound }
                at.removeLast()
            case "brother":
                guard let last = at.popLast() else { throw .notFound }
                at.append(!last)
            case "north", "west", "south", "east":
                throw .unsupported(String(jump))
            default:
                throw .badDescriptor
            }
            // bspwm's walk fails where a jump leaves the tree.
            guard Self.node(at: at, in: root) != nil else { throw .notFound }
        }
        guard let node = Self.node(at: at, in: root) else { throw .notFound }
        return node
    }

    /// The sides taken from `root` to `window`'s leaf.
    static func path(to window: WindowID, in root: SplitNode<WindowID>) -> [Bool]? {
        switch root {
        case .leaf(let leaf, _): return leaf == window ? [] : nil
        case .branch(let branch):
            if let below = path(to: window, in: branch.primary) { return [false] + below }
            if let below = path(to: window, in: branch.secondary) { return [true] + below }
            return nil
        }
    }

    /// The node the sides `path` lead to from `root`, if they stay in the tree.
    static func node(at path: [Bool], in root: SplitNode<WindowID>) -> SplitNode<WindowID>? {
        var node = root
        for second in path {
            guard case .branch(let branch) = node else { return nil }
            node = second ? branch.secondary : branch.primary
        }
        return node
    }
}
