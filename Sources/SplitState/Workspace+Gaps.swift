// A workspace's gaps: its own (`gaps … current`, its config line) over the settings'; its
// tree's area is its monitor's work area less the outer gap on every side, or the whole work
// area under smart gaps while it shows one window; fitting the tree to a new work area. When
// the state re-fits them is WMState+Gaps.swift.
import SplitConfig
import SplitEngine
import XModel

extension Workspace {
    /// Its own gaps: what `gaps … current` set, else its config line's (nil: the settings').
    func ownGaps(_ settings: Settings) -> WorkspaceGaps {
        overrides.gaps.over(number.map(settings.workspaceGaps) ?? WorkspaceGaps())
    }

    /// The outer gap it gets in `workArea`: its own or the setting, but none under smart gaps
    /// while it shows one window (one in its tree, or zoomed), and at most a third of the
    /// area's width or height, so the tiles always keep a third of it.
    func outerGap(in workArea: Rect, settings: Settings) -> Int {
        let outer = ownGaps(settings).outer ?? settings.gaps.outer
        guard outer > 0 else { return 0 }
        if settings.gaps.smart && (tree.leafCount <= 1 || tree.zoomed != nil) { return 0 }
        return min(outer, workArea.width / 3, workArea.height / 3)
    }

    /// Its tree with every splitter its own inner gap thick (but one set by hand, `splitter
    /// thickness`); nil when it has no inner gap of its own or they all are.
    func innerGapApplied(_ settings: Settings) -> SplitTree<WindowID>? {
        guard let inner = ownGaps(settings).inner, tree.splitCount > 0 else { return nil }
        func needs(_ split: Split) -> Bool { split.style.visibleThickness != inner && !split.overrides.contains(.visibleThickness) }
        func anyNeeds(_ node: SplitTree<WindowID>.Node?) -> Bool {
            guard case .branch(let branch)? = node else { return false }
            return needs(branch.split) || anyNeeds(branch.primary) || anyNeeds(branch.secondary)
        }
        guard anyNeeds(tree.root) else { return nil }
        return tree.mappingSplits { split in
            guard needs(split) else { return split }
            var thick = split
            let style = split.style
            thick.style = SplitterStyle(visibleThickness: inner, inset: style.inset, hitThickness: style.hitThickness,
                                        color: style.color, hidesWithSide: style.hidesWithSide)
            return thick
        }
    }

    /// Resizes its tree from the area it was laid out in to `workArea` less its outer gap
    /// (priority sides keep their pixels). Returns how far its floating windows move with it,
    /// nil when they stay (the area is the same, or only a gap came or went).
    mutating func fit(to workArea: Rect, settings: Settings) -> (dx: Int, dy: Int)? {
        let gap = outerGap(in: workArea, settings: settings)
        let newArea = workArea.inset(by: gap)
        let old = site.area, oldGap = site.outerGap
        guard newArea != old else { return nil }
        tree = tree.resized(from: old, to: newArea)
        site.area = newArea
        site.outerGap = gap
        // A gap that comes or goes (the work area the same) touches nothing that floats.
        guard workArea != old.inset(by: -oldGap) else { return nil }
        return (workArea.x - (old.x - oldGap), workArea.y - (old.y - oldGap))
    }
}
