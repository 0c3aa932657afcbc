// i3's window events (`new`, `close`, `focus`, `title`, `move`, `floating`, `urgent`, `mark`,
// `fullscreen_mode`) from what the reducer noticed in a loop turn: the changes in the order
// they happened, each sent with the window's container as GET_TREE has it after the turn (i3
// sends the container as it is when it sends the event). A window that closed is no longer in
// the tree: its container is the one last sent for it, or one with its ids alone.
import SplitJSON
import SplitState
import XModel

/// One window change in i3's words.
public struct I3WindowChange: Hashable, Sendable {
    /// i3's `change`.
    public var change: String
    public var window: WindowID
    /// A `floating` change that tiled the window: i3 reports it `user_off`, not `auto_off`.
    var tiledByUser = false
    /// A move to another workspace (the scratchpad's too): i3 moves a floating window's
    /// floating_con, and sends that con, the window its one child.
    var changedWorkspace = false

    /// i3's change for one of splitwm's window notices (`Notice.window`); nil for a notice i3
    /// tells nothing of.
    public init?(notice change: String, window: WindowID) {
        let names = [
            "managed": "new", "unmanaged": "close", "focused": "focus", "title": "title", "moved": "move",
            "workspace": "move", "scratchpad": "move", "floating": "floating", "tiled": "floating",
            "urgent": "urgent", "mark": "mark", "fullscreen": "fullscreen_mode", "unfullscreen": "fullscreen_mode",
            // A terminal leaving the tree for the window that took its place, and coming back.
            "swallowed": "move", "unswallowed": "move",
        ]
        guard let name = names[change] else { return nil }
        self.change = name
        self.window = window
        tiledByUser = change == "tiled"
        changedWorkspace = change == "workspace" || change == "scratchpad"
    }

    /// `close` for `window`.
    init(closing window: WindowID) {
        change = "close"
        self.window = window
    }
}

/// The containers last sent for each window, so that a `close` carries the window's last one.
public struct I3WindowEvents: Sendable {
    private var lastSent: [WindowID: JSON] = [:]

    public init() {}

    /// The events for `changes`, in order, with containers from `tree` (the state after them).
    /// A change repeated at once (a title rewritten twice in a turn) is one event: the container
    /// would be the same twice.
    /// Containers kept for windows no longer in `clients` (gone while nobody listened) are dropped,
    /// so an X id used again never closes with another window's name.
    public mutating func events(for changes: [I3WindowChange], tree: I3Tree, clients: ClientTable) -> [JSON] {
        lastSent = lastSent.filter { clients.contains($0.key) || changes.contains(I3WindowChange(closing: $0.key)) }
        // One walk of the tree for all the turn's changes.
        var nodes: [Int: I3Node] = [:]
        if changes.count > 1 {
            for node in tree.root.allNodes where node.window != nil || node.kind == .floatingCon { nodes[node.id] = node }
        }
        func lookUp(_ id: Int) -> I3Node? { changes.count > 1 ? nodes[id] : tree.node(withID: id) }
        var out: [JSON] = []
        for (n, change) in changes.enumerated() where n == 0 || changes[n - 1] != change {
            let container: JSON
            if change.change != "close", var node = lookUp(I3ConID.window(change.window)) {
                // As i3 sends them: `new` before the window gets the focus (i3's manage sends
                // it first), and the floating state the user's `floating disable` leaves.
                if change.change == "new" { node.focused = false }
                if change.tiledByUser { node.floating = .userOff }
                // A later `close` carries the window's own con, not its floating_con.
                lastSent[change.window] = node.json
                if change.changedWorkspace, let floatingCon = lookUp(I3ConID.floating(change.window)) {
                    container = floatingCon.json
                } else {
                    container = node.json
                }
            } else {
                container = lastSent.removeValue(forKey: change.window) ?? Self.bare(change.window)
            }
            out.append(["change": .string(change.change), "container": container])
        }
        return out
    }

    /// Forgets every container (no window subscriber is left to be told).
    /// Called for every window notice while nobody listens: a no-op once there is nothing kept.
    public mutating func forget() {
        if !lastSent.isEmpty { lastSent.removeAll() }
    }

    /// A container with the window's ids alone, for a window no event told of before it closed.
    static func bare(_ window: WindowID) -> JSON {
        var node = I3Node(id: I3ConID.window(window), kind: .con, name: nil, layout: .splith, output: nil)
        node.window = I3Node.WindowFacts(id: window, className: "", instance: "", title: "", role: nil, machine: nil,
                                        transientFor: nil, type: "unknown")
        return node.json
    }
}
