// The plan of the splitters' input windows: one InputOnly window per layout (so each keeps its
// resize cursor) whose input region (SHAPE) is the union of the hit areas of the shown
// splitters of that layout. A workspace switch, a new window or a drag motion reshapes at most
// the two windows, one request each, however many splitters moved; the split under a press is
// found in the picture (`Picture.splitter(at:)`), not by the window pressed.
import SplitEngine
import XModel

extension ServerView {
    /// The input regions that differ between what was last sent and `new`'s splitters, and
    /// records them as sent. Empty hit areas take no pointer and are left out.
    public mutating func planSplitterInputs(to new: Picture) -> [XRequest] {
        var requests: [XRequest] = []
        for layout in SplitLayout.allCases {
            let region = Self.inputRegion(of: new.splitters.values, layout: layout)
            if region != splitterRegions[layout] ?? [] {
                requests.append(.shapeSplitterInputs(layout, region))
                splitterRegions[layout] = region
            }
        }
        return requests
    }

    /// The hit areas of `splitters` of `layout`, in one order (top to bottom, then left to
    /// right), so the same splitters give the same region whatever their keys. The vertical
    /// layout's window is above the horizontal one's (`top`): where a horizontal splitter's hit
    /// area wins a press there (`Picture.splitter(at:)`: the inner split), it is cut out of
    /// the vertical ones', so the cursor shown is the one of the split a press drags.
    static func inputRegion(of splitters: some Collection<Picture.Splitter>, layout: SplitLayout) -> [PixelRect] {
        var own: [Picture.Splitter] = [], below: [Picture.Splitter] = []
        for s in splitters where s.hit.width > 0 && s.hit.height > 0 {
            if s.layout == layout { own.append(s) } else if layout == top { below.append(s) }
        }
        // The splitters below by their left edge: one of `own` can meet only those whose left
        // edge lies after its own less the widest's width and before its right edge, found by a
        // binary search, so a push costs a comparison per pair that overlaps, not per pair.
        below.sort { ($0.hit.x, $0.hit.y, $0.split) < ($1.hit.x, $1.hit.y, $1.split) }
        let widest = below.reduce(0) { max($0, $1.hit.width) }
        var rects: [PixelRect] = []
        rects.reserveCapacity(own.count)
        for s in own {
            var pieces = [pixelRect(s.hit)]
            var k = firstIndex(in: below) { $0.hit.x > s.hit.x - widest }
            while k < below.count, below[k].hit.x < s.hit.maxX {
                let other = below[k]
                k += 1
                guard other.split > s.split, other.workspace == s.workspace, other.hit.intersection(s.hit) != nil else { continue }
                let cut = pixelRect(other.hit)
                pieces = pieces.flatMap { $0.cutting(cut) }
            }
            rects.append(contentsOf: pieces)
        }
        return rects.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }

    /// The first index of `sorted` whose element satisfies `isAfter`, which holds for a suffix
    /// of it; `sorted.count` when none does.
    private static func firstIndex<T>(in sorted: [T], where isAfter: (T) -> Bool) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(sorted[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The layout whose input window is on top where the two overlap.
    public static let top = SplitLayout.vertical

    /// Forgets the regions sent (the windows are gone, at exit).
    public mutating func forgetSplitterInputs() { splitterRegions = [:] }
}

extension PixelRect {
    /// The parts of this rectangle outside `cut`: at most four, none if `cut` covers it.
    func cutting(_ cut: PixelRect) -> [PixelRect] {
        let left = max(x, cut.x), right = min(x + width, cut.x + cut.width)
        let top = max(y, cut.y), bottom = min(y + height, cut.y + cut.height)
        guard left < right, top < bottom else { return [self] }
        var pieces: [PixelRect] = []
        if top > y { pieces.append(PixelRect(x: x, y: y, width: width, height: top - y)) }
        if bottom < y + height { pieces.append(PixelRect(x: x, y: bottom, width: width, height: y + height - bottom)) }
        if left > x { pieces.append(PixelRect(x: x, y: top, width: left - x, height: bottom - top)) }
        if right < x + width { pieces.append(PixelRect(x: right, y: top, width: x + width - right, height: bottom - top)) }
        return pieces
    }
}
