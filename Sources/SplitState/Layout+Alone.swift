// Which tiles of a workspace as shown are alone along an axis: i3's rule (4.24) for
// _NET_WM_STATE_MAXIMIZED_HORZ and _VERT, which Chromium reads to let its tab strip reach the
// screen's edge. i3 asks whether an ancestor split of that orientation has more than one child;
// splitwm's tiles are a guillotine partition of what is shown, so a tile has a side-by-side
// neighbour exactly when another tile shares some of its rows (their nearest common split is
// then side by side and shows both sides), and none does exactly when it reaches from the
// leftmost tile's edge to the rightmost's (another beside it would have to lie outside them).
// Hidden and collapsed sides, a group's members but the one shown, and everything but a
// zoomed window have no tile, so they count as absent. Two passes over the tiles, no sorting:
// this runs with every picture.
import SplitEngine
import XModel

extension Layout where Leaf == WindowID {
    /// The tiles no other tile shares a row with (`horizontal`) or a column with (`vertical`).
    public var aloneTiles: (horizontal: Set<WindowID>, vertical: Set<WindowID>) {
        guard let first = tiles.first?.rect else { return ([], []) }
        var left = first.x, right = first.maxX, top = first.y, bottom = first.maxY
        for tile in tiles.dropFirst() {
            left = Swift.min(left, tile.rect.x)
            right = Swift.max(right, tile.rect.maxX)
            top = Swift.min(top, tile.rect.y)
            bottom = Swift.max(bottom, tile.rect.maxY)
        }
        var across = Set<WindowID>(), down = Set<WindowID>()
        for tile in tiles {
            if tile.rect.x == left, tile.rect.maxX == right { across.insert(tile.leaf) }
            if tile.rect.y == top, tile.rect.maxY == bottom { down.insert(tile.leaf) }
        }
        return (across, down)
    }
}
