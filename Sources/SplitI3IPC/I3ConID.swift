// The ids of i3's containers as splitwm gives them, and finding what an id names again
// (`[con_id=N]` in a command). i3 writes a pointer; clients only keep an id to name the same
// container later, so an id here is made from what the container is, not where it is:
//
//   a window                      its X id (below 2^32)
//   a waiting leaf (`open`)       its leaf's id in the tree (WaitID: a range no X id has)
//   the root                      1<<40
//   an output and its parts       1<<40 + 4·(1 + a 32-bit FNV-1a hash of its name) + 0…3
//                                 (the output, its topdock, content, bottomdock); on a clash
//                                 of two names' hashes the later output takes the next slot
//   a workspace                   2<<40 + its WorkspaceID (the scratchpad's __i3_scratch: -1)
//   a split or group container    3<<40 + the X id of the first window of its topmost split's
//                                 second side
//   a floating container          4<<40 + its window's X id
//   a container of one window     5<<40 + its window's X id (`split` made it around the window,
//                                 or the group of one of a lone window)
//   a container of one container  6<<40 + its level around it (0: outermost) · 2^32 + the id of
//                                 the container it holds less 3<<40 (an i3 layout file's `SplitBox`)
//   a con around a container      7<<40 + its container's id less 3<<40 (`split` made it around
//                                 the container `focus parent` rested on; it names that container)
//
// No two splits of a tree share the first window of their second side (a window is first on
// the second side of the one split where its path from the root last turns to the second
// side), and a window is in one tree only, so container ids never clash. A container's id
// changes when that window moves or goes, as its SplitKey does; a container that is a whole
// workspace's tree is the workspace and has the workspace's id, but for a group (a con of its
// own in the workspace, as in i3).
import SplitEngine
import SplitState
import XModel

/// The id ranges of i3 containers that are not windows (X ids are below 2^32).
enum I3ConID {
    static let root = 1 << 40
    static let workspaceBase = 2 << 40
    static let containerBase = 3 << 40
    static let floatingBase = 4 << 40
    static let containerOfOneBase = 5 << 40
    static let enclosingBase = 6 << 40
    static let wrapperBase = 7 << 40

    /// The workspace's container.
    static func workspace(_ id: WorkspaceID) -> Int { workspaceBase + id.value }
    /// The scratchpad's workspace (`__i3_scratch`): WorkspaceID.none's place.
    static let scratchpadWorkspace = workspace(.none)
    static func window(_ window: WindowID) -> Int { Int(window.rawValue) }
    static func floating(_ window: WindowID) -> Int { floatingBase + Int(window.rawValue) }
    /// The container of one `split` made around `window`.
    static func containerOfOne(_ window: WindowID) -> Int { containerOfOneBase + Int(window.rawValue) }
    /// The con `split` put the container whose topmost split's key is `key` in.
    static func wrapper(_ key: SplitKey<WindowID>) -> Int { wrapperBase + Int(key.secondary.rawValue) }
    /// The split or group container whose topmost split's key is `key`.
    static func container(_ key: SplitKey<WindowID>) -> Int { containerBase + Int(key.secondary.rawValue) }
    /// The `level`th container of one (0: the outermost) around the container whose topmost split's key is `key`.
    static func enclosing(_ key: SplitKey<WindowID>, level: Int) -> Int { enclosingBase + (level << 32) + Int(key.secondary.rawValue) }

    /// The first of an output's four ids (output, topdock, content, bottomdock), by its name.
    static func outputSlot(named name: String) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return root + 4 * (1 + Int(hash))
    }
}

/// What a container id names, for commands that take `[con_id=N]`.
public enum ConTarget: Hashable, Sendable {
    /// A window (its own container, or the floating container around it).
    case window(WindowID)
    /// A workspace's container (its whole tree and floating windows), by name.
    case workspace(String)
    /// The container `levels` steps of `focus parent` above `window` (1: its innermost
    /// container; see `SplitTree.containers(of:)`).
    case container(WindowID, levels: Int)
}

/// What the container with id `id` in `state`'s GET_TREE names; nil for an id no container has
/// now (one gone or changed, the root, an output or its parts, the scratchpad's workspace).
public func conTarget(id: Int, in state: WMState) -> ConTarget? {
    if id > 0, id <= Int(UInt32.max) {
        let window = WindowID(rawValue: UInt32(id))
        // A waiting leaf (i3's `open`) is a container without a window; commands select it by its id.
        return state.clients.contains(window) || state.isWaiting(window) ? .window(window) : nil
    }
    if id > I3ConID.wrapperBase, id - I3ConID.wrapperBase <= Int(UInt32.max) {
        // The container inside stands for it (the two hold the same windows).
        return containerTarget(secondFirst: WindowID(rawValue: UInt32(id - I3ConID.wrapperBase)), in: state)
    }
    if id > I3ConID.containerOfOneBase, id - I3ConID.containerOfOneBase <= Int(UInt32.max) {
        // Its one window stands for it (what acts on a container acts on that window alone).
        let window = WindowID(rawValue: UInt32(id - I3ConID.containerOfOneBase))
        let layout = state.settings.tabs.workspaceLayout
        return state.workspaces.contains { $0.containerOfOne(around: window) != nil || $0.groupOfOne(around: window, workspaceLayout: layout) != nil }
            ? .window(window) : nil
    }
    if id > I3ConID.floatingBase, id - I3ConID.floatingBase <= Int(UInt32.max) {
        let window = WindowID(rawValue: UInt32(id - I3ConID.floatingBase))
        return state.clients[window]?.kind == .floating || state.clients[window]?.kind == .desktop ? .window(window) : nil
    }
    if id >= I3ConID.containerBase, id - I3ConID.containerBase <= Int(UInt32.max) {
        return containerTarget(secondFirst: WindowID(rawValue: UInt32(id - I3ConID.containerBase)), in: state)
    }
    if id >= I3ConID.workspaceBase, id < I3ConID.containerBase {
        let value = id - I3ConID.workspaceBase
        return state.workspaces.first { $0.id.value == value }.map { .workspace($0.name) }
    }
    return nil
}

/// The container whose topmost split has `window` first on its second side, if that split is
/// the top of a container (not a link inside a chain or group) and not a whole tree (but one a
/// layout file boxed, or a group: a con of its own inside the workspace).
private func containerTarget(secondFirst window: WindowID, in state: WMState) -> ConTarget? {
    guard let tree = state.workspaces.first(where: { $0.tree.contains(window) })?.tree, let path = tree.pathTo(window),
          let turn = path.lastIndex(of: .secondary) else { return nil }
    let top = Array(path[..<turn])
    guard let split = tree.split(at: top) else { return nil }
    // A whole tree is the workspace, unless a layout file boxed it or it is a group: then a con of its own.
    if let parent = top.isEmpty ? nil : tree.split(at: Array(top.dropLast())) {
        guard !ContainerShape.continues(split, into: parent) else { return nil }
    } else if split.box == nil && split.group == nil {
        return nil
    }
    guard let first = tree.leaves(at: top).first, let level = tree.containers(of: first).firstIndex(of: top) else { return nil }
    return .container(first, levels: level + 1)
}
