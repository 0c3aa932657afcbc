// A tile carried with the mouse, as a value: the window, where the press was, whether the
// pointer has gone past a click, and where the tile would land if let go now (`TileDrop`).
// Where a point lands is `WMState.tileDrop(for:at:)`; the drag itself is WMState+TileDrag.swift.
import SplitEngine
import XModel

/// Where a dragged tile lands.
public enum TileDrop: Hashable, Sendable {
    /// It trades places with this tile (the pointer in the middle of it).
    case swap(WindowID)
    /// It goes beside this tile, on this side of it (the pointer nearer that edge).
    case beside(WindowID, Direction)
    /// It joins the group whose bar the pointer is over, as the tab after this one.
    case tab(WindowID)
    /// It is the only tile of this empty workspace (shown on the monitor under the pointer).
    case alone(WorkspaceID)
}

/// A tile drag under way.
public struct TileDrag: Hashable, Sendable {
    public let window: WindowID
    /// The workspace whose tree holds the tile until it lands (the focused one, for as long as
    /// the drag lasts).
    public let workspace: WorkspaceID
    public let pressedAt: PixelPoint
    /// The pointer went further than a click from the press: a press on a title bar that
    /// stays a click only focuses.
    public var moved = false
    /// Where the tile lands if let go now, and the rectangle that shows it; nil: where it is.
    public var drop: TileDrop?
    public var preview: Rect?

    public init(window: WindowID, workspace: WorkspaceID, pressedAt: PixelPoint) {
        self.window = window
        self.workspace = workspace
        self.pressedAt = pressedAt
    }
}

extension TileDrop {
    /// Where in `tile` the pointer at `point` drops a tile: the middle half each way swaps,
    /// else the side of the edge nearest (measured as a share of the tile's width or height,
    /// so a wide tile's left and right zones are as deep, in share, as its top and bottom).
    /// Returns the drop and the rectangle that previews it (the tile, or its half on that side).
    static func onto(_ target: WindowID, tile rect: Rect, at point: PixelPoint) -> (TileDrop, Rect) {
        let across = Double(point.x - rect.x) / Double(max(1, rect.width))
        let down = Double(point.y - rect.y) / Double(max(1, rect.height))
        if (0.25...0.75).contains(across), (0.25...0.75).contains(down) { return (.swap(target), rect) }
        let sides: [(Direction, Double)] = [(.left, across), (.right, 1 - across), (.up, down), (.down, 1 - down)]
        let side = sides.min { $0.1 < $1.1 }!.0
        let half: Rect = switch side {
        case .left: Rect(x: rect.x, y: rect.y, width: rect.width / 2, height: rect.height)
        case .right: Rect(x: rect.x + rect.width - rect.width / 2, y: rect.y, width: rect.width / 2, height: rect.height)
        case .up: Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height / 2)
        case .down: Rect(x: rect.x, y: rect.y + rect.height - rect.height / 2, width: rect.width, height: rect.height / 2)
        }
        return (.beside(target, side), half)
    }
}
