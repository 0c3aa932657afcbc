// A layout file applied to the workspace: its tree, with leaves that are placeholders for the
// windows it names (by class, instance and role) or starts (`exec`), is claimed by them as a
// saved layout from an earlier session is. Reading the file is the window manager's; this is the
// pure part.
import SplitEngine
import XModel

/// What a layout file says of one leaf: which window should fill it, and what to start for it.
public struct LayoutLeaf: Hashable, Sendable {
    /// Exact strings a window's WM_CLASS class and instance and its WM_WINDOW_ROLE must equal;
    /// nil matches anything (a window without a role included).
    public var className: String?
    public var instance: String?
    public var role: String?
    /// A shell command to start when the layout is loaded.
    public var exec: String?
    /// The window the leaf held when the file was saved: if it is still here (and meets the
    /// criteria), it takes the leaf before any other.
    public var window: WindowID?

    public init(className: String? = nil, instance: String? = nil, role: String? = nil, exec: String? = nil,
                window: WindowID? = nil) {
        self.className = className
        self.instance = instance
        self.role = role
        self.exec = exec
        self.window = window
    }

    /// Whether the leaf names what fills it (else any window arriving after the load may).
    public var namesWindow: Bool { className != nil || instance != nil || role != nil }

    /// Whether a window of `identity` meets every criterion the leaf gives.
    public func matches(_ identity: WindowIdentity) -> Bool {
        (className.map { $0 == identity.className } ?? true)
            && (instance.map { $0 == identity.instance } ?? true)
            && (role.map { $0 == identity.role } ?? true)
    }
}

/// A layout file as read: a tree whose leaves are placeholder ids (`placeholder(_:)`), what each
/// leaf asks for, and the area the fractions were meant for.
public struct LoadedLayout: Hashable, Sendable {
    public var tree: SplitTree<WindowID>
    public var leaves: [WindowID: LayoutLeaf]
    /// Nil: the area the layout is loaded into (its splits are not resized).
    public var area: Rect?

    public init(tree: SplitTree<WindowID>, leaves: [WindowID: LayoutLeaf], area: Rect?) {
        self.tree = tree
        self.leaves = leaves
        self.area = area
    }

    /// The id of the `index`th leaf. X gives windows ids below 2^29, and claiming renames
    /// claimed leaves through their complements (2^32 - 2^29 and up): placeholders lie between,
    /// so they never equal a window's id, nor a claim's.
    public static func placeholder(_ index: Int) -> WindowID {
        WindowID(rawValue: 0x2000_0000 + UInt32(truncatingIfNeeded: index) % 0x8000_0000)
    }
}

extension WMState {
    /// Makes `layout` the workspace's saved layout waiting for its windows: the windows here
    /// that the file names take their leaves at once (one named by id first), the others
    /// stay beside the layout; windows that come later take the leaves left. Every `exec`
    /// starts, in tree order.
    mutating func load(_ layout: LoadedLayout, _ out: inout Reaction) {
        preselection = nil
        var state = WaitingLayout(tree: layout.tree, area: layout.area ?? focusedArea, identities: [:])
        state.leaves = layout.leaves
        restoration.waitingLayout = state
        for leaf in layout.tree.leaves {
            guard let wanted = layout.leaves[leaf], let window = wanted.window, let client = clients[window],
                  client.kind == .tiled, wanted.matches(client.identity), restoration.waitingLayout?.claims.values.contains(window) == false
            else { continue }
            claim(leaf, for: window)
        }
        for window in clients.order where clients[window]?.kind == .tiled && restoration.waitingLayout?.claims.values.contains(window) == false {
            claimSavedPlace(for: window, arriving: false)
        }
        for leaf in layout.tree.leaves {
            if let command = layout.leaves[leaf]?.exec { out.effects.append(.spawn(command)) }
        }
    }
}
