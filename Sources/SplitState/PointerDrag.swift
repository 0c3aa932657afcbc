// What the pointer is dragging: a splitter (the engine's drag, where the press was, the tree
// it started from), a floating window moved or resized with the drag modifier, or a tile carried to
// another place (TileDrag.swift). What a press, a motion and a release do is
// WMState+Pointer.swift and WMState+TileDrag.swift.
import SplitEngine
import XModel

/// A splitter drag under way: the engine's drag value (which holds its split by key), the
/// workspace it is on (the focused one, for as long as it lasts), where the button went down,
/// and the tree it started from (in on-release mode the windows stay there until release).
public struct SplitterDrag: Hashable, Sendable {
    public var drag: SplitDrag<WindowID>
    public let workspace: WorkspaceID
    public let pressedAt: PixelPoint
    public let fromSplitter: Bool
    /// The tree the drag started from, which Escape puts back: the tree at the press, or after
    /// something else changed the tree during the drag, that tree with the dragged split as it
    /// was at the press (`goOn(over:found:in:)`).
    public private(set) var treeAtPress: SplitTree<WindowID>
    /// The workspace's tree as the drag last left it: another tree there means something else
    /// changed it.
    var treeDragged: SplitTree<WindowID>

    public init(drag: SplitDrag<WindowID>, workspace: WorkspaceID, pressedAt: PixelPoint, fromSplitter: Bool,
                treeAtPress: SplitTree<WindowID>) {
        self.drag = drag
        self.workspace = workspace
        self.pressedAt = pressedAt
        self.fromSplitter = fromSplitter
        self.treeAtPress = treeAtPress
        self.treeDragged = treeAtPress
    }

    /// Goes on over `tree`, the workspace's tree now, where its split was found as `found`:
    /// when something else changed the tree, the drag starts from that tree as though pressed
    /// in it, its split put back as it was at the press.
    mutating func goOn(over tree: SplitTree<WindowID>, found: SplitDrag<WindowID>, in area: Rect) {
        drag = found
        guard tree != treeDragged else { return }
        treeAtPress = tree.undoing(found, in: area)
        treeDragged = tree
    }
}

/// A floating window moved or resized with the mouse: where it was and where the pointer
/// went down; the motion's distance from there is the change.
public struct FrameDrag: Hashable, Sendable {
    public let window: WindowID
    /// The workspace the window floats on (the focused one, for as long as the drag lasts).
    public let workspace: WorkspaceID
    public let frameAtPress: PixelRect
    public let pressedAt: PixelPoint

    public init(window: WindowID, workspace: WorkspaceID, frameAtPress: PixelRect, pressedAt: PixelPoint) {
        self.window = window
        self.workspace = workspace
        self.frameAtPress = frameAtPress
        self.pressedAt = pressedAt
    }
}

extension FrameDrag {
    /// Its window's frame moved as far as the pointer went from the press to `point`.
    func moved(to point: PixelPoint) -> PixelRect {
        var r = frameAtPress
        r.x += point.x - pressedAt.x
        r.y += point.y - pressedAt.y
        return r
    }

    /// Its window's frame with the bottom-right corner moved as far as the pointer went, at a
    /// size `limits` allow.
    func resized(to point: PixelPoint, limits: SizeLimits) -> PixelRect {
        var r = frameAtPress
        r.width = max(1, r.width + point.x - pressedAt.x)
        r.height = max(1, r.height + point.y - pressedAt.y)
        return limits.applied(to: r)
    }
}

/// What the pointer is doing.
public enum PointerDrag: Hashable, Sendable {
    case splitter(SplitterDrag)
    /// The drag modifier with button 1 on a floating window.
    case move(FrameDrag)
    /// The drag modifier with button 3 on a floating window (its bottom-right corner follows).
    case resize(FrameDrag)
    /// A tile carried to another place: the drag modifier with button 1 inside it, or its
    /// title bar or tab dragged (`tiling-drag`).
    case tile(TileDrag)

    /// The workspace the drag is on: the focused one when it began, which it never outlives.
    public var workspace: WorkspaceID {
        switch self {
        case .splitter(let d): d.workspace
        case .move(let d), .resize(let d): d.workspace
        case .tile(let d): d.workspace
        }
    }

    /// The window a move, resize or tile drag drags.
    public var window: WindowID? {
        switch self {
        case .splitter: nil
        case .move(let d), .resize(let d): d.window
        case .tile(let d): d.window
        }
    }

    /// The frame a move or resize drag gives its window with the pointer at `point` (a resize
    /// at a size `limits` allow), kept reachable on `outputs`' monitors; nil for a splitter.
    func frame(at point: PixelPoint, limits: SizeLimits, on outputs: Outputs) -> PixelRect? {
        switch self {
        case .splitter, .tile: nil
        case .move(let d): outputs.keptReachable(d.moved(to: point))
        // Smaller, a window partly off the monitor could leave it altogether.
        case .resize(let d): outputs.keptReachable(d.resized(to: point, limits: limits))
        }
    }
}

extension PixelPoint {
    /// Whether the pointer stayed close enough between here and `other` for a click.
    func isClick(to other: PixelPoint) -> Bool { abs(x - other.x) <= 3 && abs(y - other.y) <= 3 }
}
