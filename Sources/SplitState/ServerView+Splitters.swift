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
    /// right), so the same splitters give the same region whatever their keys.
    static func inputRegion(of splitters: some Sequence<Picture.Splitter>, layout: SplitLayout) -> [PixelRect] {
        splitters.lazy.filter { $0.layout == layout && $0.hit.width > 0 && $0.hit.height > 0 }.map { pixelRect($0.hit) }
            .sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }

    /// Forgets the regions sent (the windows are gone, at exit).
    public mutating func forgetSplitterInputs() { splitterRegions = [:] }
}
