// A workspace's outer gap: its tree's area is its monitor's work area less `gaps-outer` on every
// side, or the whole work area under smart gaps while it shows one window; fitting the tree to a
// new work area. When the state re-fits them is WMState+Gaps.swift.
import SplitConfig
import SplitEngine

extension Workspace {
    /// The outer gap it gets in `workArea`: the setting, but none under smart gaps while it
    /// shows one window (one in its tree, or zoomed), and at most a third of the area's width
    /// or height, so the tiles always keep a third of it.
    func outerGap(in workArea: Rect, gaps: GapSettings) -> Int {
        guard gaps.outer > 0 else { return 0 }
        if gaps.smart && (tree.leafCount <= 1 || tree.zoomed != nil) { return 0 }
        return min(gaps.outer, workArea.width / 3, workArea.height / 3)
    }

    /// Resizes its tree from the area it was laid out in to `workArea` less its outer gap
    /// (priority sides keep their pixels). Returns how far its floating windows move with it,
    /// nil when they stay (the area is the same, or only a gap came or went).
    mutating func fit(to workArea: Rect, gaps: GapSettings) -> (dx: Int, dy: Int)? {
        let gap = outerGap(in: workArea, gaps: gaps)
        let newArea = workArea.inset(by: gap)
        let old = area, oldGap = outerGap
        guard newArea != old else { return nil }
        tree = tree.resized(from: old, to: newArea)
        area = newArea
        outerGap = gap
        // A gap that comes or goes (the work area the same) touches nothing that floats.
        guard workArea != old.inset(by: -oldGap) else { return nil }
        return (workArea.x - (old.x - oldGap), workArea.y - (old.y - oldGap))
    }

    /// The monitor's work area it was last fitted in: `area` with the outer gap around it.
    /// Floating windows are kept inside this, not `area`: the gap is the tiles' alone.
    public var workArea: Rect { area.inset(by: -outerGap) }
}
