// The `node` command: bspwm's commands on a node of a tree, a window or a split with everything
// under it, named by windows so that bspc's `node @/2 -s @/1` and `node @/2 -d DESK` are typed
// values of the one command language. A split has no id of its own; it is named by the first
// window of each of its sides (the engine's `SplitKey`), which edits elsewhere leave alone.
import SplitSyntax

/// A window (`0x600000`), or the split whose primary side begins with `window` and whose
/// secondary side begins with `secondWindow` (`0x600000/0x800000`), and all under it.
public struct NodeName: Hashable, Sendable, CustomStringConvertible {
    public var window: UInt32
    public var secondWindow: UInt32?

    public init(window: UInt32, secondWindow: UInt32? = nil) {
        self.window = window
        self.secondWindow = secondWindow
    }

    public var description: String {
        Self.hex(window) + (secondWindow.map { "/" + Self.hex($0) } ?? "")
    }

    private static func hex(_ id: UInt32) -> String { "0x" + String(id, radix: 16) }

    /// `ID` or `ID/ID`, each id decimal or `0x…` hexadecimal; nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let first = Self.id(parts[0]) else { return nil }
        window = first
        if parts.count == 2 {
            guard let second = Self.id(parts[1]) else { return nil }
            secondWindow = second
        }
    }

    private static func id(_ text: Substring) -> UInt32? {
        text.hasPrefix("0x") ? UInt32(text.dropFirst(2), radix: 16) : UInt32(text)
    }
}

/// What `node NODE …` does to the node.
public enum NodeAction: Hashable, Sendable, CustomStringConvertible {
    /// `swap NODE`: the two nodes trade places, on one workspace or two; neither may hold the other.
    case swap(with: NodeName)
    /// `move workspace NAME`: the node, as it is, beside that workspace's most recent tile.
    case moveToWorkspace(WorkspaceTarget)

    public var description: String {
        switch self {
        case .swap(let other): "swap \(other)"
        case .moveToWorkspace(let target): "move workspace \(target)"
        }
    }
}

extension Arguments {
    /// After `node`: `NODE swap NODE` or `NODE move workspace N|NAME|…`.
    package mutating func nodeCommand() throws(ParseFailure) -> Command {
        let node = try nodeName()
        switch try choice(["swap": 0, "move": 1]) {
        case 0: return .node(node, .swap(with: try nodeName()))
        default:
            _ = try choice(["workspace": ()])
            return .node(node, .moveToWorkspace(try workspaceTarget()))
        }
    }

    private mutating func nodeName() throws(ParseFailure) -> NodeName {
        let expected = "a window id, or two (ID/ID) naming the split whose sides begin with them"
        let word = try next(expecting: expected)
        guard let name = NodeName(word.text) else { throw failure(word, expected: expected) }
        return name
    }
}
