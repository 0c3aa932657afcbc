// Which tiles of a workspace as shown are alone along an axis: i3's rule (4.24) for
// _NET_WM_STATE_MAXIMIZED_HORZ and _VERT, which Chromium reads to let its tab strip reach the
// screen's edge. i3 asks whether an ancestor split of that orientation has more than one child;
// splitwm's tiles are a guillotine partition of what is shown, so a tile has a side-by-side
// neighbour exactly when another tile shares some of its rows (their nearest common split is
// then side by side and shows both sides). Hidden and collapsed sides, a group's members but
// the one shown, and everything but a zoomed window have no tile, so they count as absent.
import SplitEngine
import XModel

extension Layout where Leaf == WindowID {
    /// The tiles no other tile shares a row with (`horizontal`) or a column with (`vertical`).
    /// Sorting the tiles' spans once: O(n log n) in the tiles shown.
    public var aloneTiles: (horizontal: Set<WindowID>, vertical: Set<WindowID>) {
        func alone(_ span: (Tile) -> (start: Int, end: Int)) -> Set<WindowID> {
            let sorted = tiles.map { (leaf: $0.leaf, span: span($0)) }.sorted { $0.span.start < $1.span.start }
            var out = Set<WindowID>()
            var furthestBefore = Int.min
            for (i, tile) in sorted.enumerated() {
                let overlapsBefore = furthestBefore > tile.span.start
                let overlapsAfter = i + 1 < sorted.count && sorted[i + 1].span.start < tile.span.end
                if !overlapsBefore && !overlapsAfter { out.insert(tile.leaf) }
                furthestBefore = max(furthestBefore, tile.span.end)
            }
            return out
        }
        return (alone { ($0.rect.y, $0.rect.y + $0.rect.height) }, alone { ($0.rect.x, $0.rect.x + $0.rect.width) })
    }
}
