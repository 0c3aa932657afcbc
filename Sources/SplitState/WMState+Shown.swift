// Which windows are on screen, as the picture will show them, asked by the reducer without
// drawing the picture (`Picture+Drawing.swift` draws it): the windows that can take the focus,
// and the splits a workspace shows collapsed now.
import SplitEngine
import XModel

extension WMState {
    /// The pre-order positions of the splits of `workspace` that show one side only now
    /// (collapsed by size or forced), as the picture lays that workspace out: the focused one
    /// with the focus, any other with its most recent window (`query tree`'s "collapsedNow").
    public func collapsedSplits(ofWorkspace workspace: WorkspaceID) -> Set<Int> {
        let w = workspaces[workspace]
        let focus = workspace == focusedWorkspaceID ? focused : w.recency.first
        return Set(w.layout(focused: focus, collapseBelow: settings.collapseBelow, bars: bars).collapsed)
    }

    /// The windows the picture shows that can take the focus (its windows with a placement
    /// less the docks, without drawing the picture).
    public var shownWindows: Set<WindowID> { shownWindows(in: focusedLayout) }

    /// `shownWindows`, from the layout cached if the state did not change since it was computed.
    mutating func currentShownWindows() -> Set<WindowID> { shownWindows(in: focusedLayoutCached()) }

    private func shownWindows(in layout: Layout<WindowID>) -> Set<WindowID> {
        var shown = Set(layout.tiles.lazy.filter { Picture.hasRoom($0.rect, border: self.borderWidth(of: $0.leaf)) }.map(\.leaf))
        shown.formUnion(focusedFloating)
        for (window, client) in clients where client.fullscreen && isOnShownWorkspace(window) { shown.insert(window) }
        return shown
    }
}
