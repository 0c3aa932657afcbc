// The ids bspc prints for splits (`query -N -n @/2`) and takes back (`node 0x8…  -f`). bspwm's
// internal nodes have ids of their own; splitwm's splits are no X windows, so a split's id is
// made from what it is: the top bit (above any X id, desktop id or monitor id splitwm hands
// out) over the id of the first window of its second side. No two splits of a tree share that
// window and a window is in one tree only, so ids never clash; one changes only when that
// window goes or moves (a split sent or swapped whole to another desktop keeps it).
import SplitEngine
import SplitState
import XModel

extension BspwmView {
    static let splitIDBit: UInt32 = 0x8000_0000

    /// The id bspc prints for `branch`.
    static func splitID(_ branch: Branch<WindowID>) -> UInt32 { splitIDBit | branch.key.secondary.rawValue }

    /// Whether `text` is an id in the splits' range (`0x8…`), which no window has.
    static func isSplitID(_ text: String) -> Bool {
        text.hasPrefix("0x") && parseID(text).map { $0 & splitIDBit != 0 } ?? false
    }

    /// The split whose id `text` is, on any desktop.
    func split(withID text: String) throws(BspwmSelectorFailure) -> Branch<WindowID> {
        guard let id = Self.parseID(text) else { throw .badDescriptor }
        for desktop in desktops {
            guard let root = state.workspaces[desktop.workspace].tree.root else { continue }
            if let found = Self.branch(withID: id, in: root) { return found }
        }
        throw .notFound
    }

    private static func branch(withID id: UInt32, in node: SplitNode<WindowID>) -> Branch<WindowID>? {
        guard case .branch(let branch) = node else { return nil }
        if splitID(branch) == id { return branch }
        return self.branch(withID: id, in: branch.primary) ?? self.branch(withID: id, in: branch.secondary)
    }

    /// The split `text` names, by path (`@/2`) or by id, or nil when it names a window (or
    /// names nothing: the caller's selector then says why).
    func namedSplit(_ text: String) throws(BspwmSelectorFailure) -> Branch<WindowID>? {
        if Self.isSplitID(text) { return try split(withID: text) }
        guard text.hasPrefix("@"), !text.contains("."), case .branch(let branch) = try node(atPath: String(text.dropFirst())) else { return nil }
        return branch
    }
}
