// The gaps kept fitted: every shown workspace fitted to its monitor again after each event
// (smart gaps come and go with the windows a workspace shows), every workspace's splitters as
// thick as its own inner gap, the bounds floating windows keep to, and the `gaps` command.
// What a gap is and how a tree fits is Workspace+Gaps.swift.
import SplitCommands
import SplitConfig
import SplitEngine

extension WMState {
    /// The work area the focused workspace was fitted in (its area with the outer gap around):
    /// what floating windows are kept inside, since the gap is the tiles' alone.
    var floatingBounds: Rect { focusedWorkspace.site.workArea }

    /// Fits every shown workspace to its monitor again: smart gaps come and go with the number
    /// of windows a workspace shows, and the settings may have changed the gap. A workspace
    /// whose area stays the same is left as it is.
    mutating func refitGaps() {
        // A split made since (a window came) is as thick as the workspace's inner gap.
        for index in workspaces.indices {
            if let tree = workspaces[index].innerGapApplied(settings) { workspaces[index].tree = tree }
        }
        for m in outputs.monitors.indices { fitToMonitor(shownWorkspace(on: m)) }
    }

    /// `gaps inner|outer current|all …`: the focused workspace's own gap, or the setting and
    /// every workspace's (`set` and `toggle` end what each had of its own; `plus` and `minus`
    /// move those too, as i3 does). Fitted at the end of the event, as every gap.
    mutating func changeGaps(_ change: GapChange) {
        let here = focusedWorkspaceID
        let limit = change.gap == .inner ? 100 : 1000
        func own(_ gaps: WorkspaceGaps) -> Int? { change.gap == .inner ? gaps.inner : gaps.outer }
        func setOwn(_ value: Int?, _ gaps: inout WorkspaceGaps) {
            if change.gap == .inner { gaps.inner = value } else { gaps.outer = value }
        }
        var global = change.gap == .inner ? settings.newSplit.style.visibleThickness : settings.gaps.outer
        switch change.scope {
        case .current:
            let now = own(workspaces[here].ownGaps(settings)) ?? global
            setOwn(change.applied(to: now, limit: limit), &workspaces[here].overrides.gaps)
            return
        case .all:
            global = change.applied(to: global, limit: limit)
            for index in workspaces.indices {
                let configured = workspaces[index].number.flatMap { own(settings.workspaceGaps($0)) }
                let mine = own(workspaces[index].ownGaps(settings))
                let moved: Int? = switch change.operation {
                case .set, .toggle: configured == nil ? nil : global   // the config's own gap ends too
                case .plus, .minus: mine.map { change.applied(to: $0, limit: limit) }
                }
                setOwn(moved, &workspaces[index].overrides.gaps)
            }
        }
        if change.gap == .outer {
            settings.gaps.outer = global
        } else {
            let style = settings.newSplit.style
            settings.newSplit.style = SplitterStyle(visibleThickness: global, inset: style.inset, hitThickness: style.hitThickness,
                                                    color: style.color, hidesWithSide: style.hidesWithSide)
            for index in workspaces.indices { workspaces[index].tree = settings.styled(workspaces[index].tree) }
        }
    }
}
