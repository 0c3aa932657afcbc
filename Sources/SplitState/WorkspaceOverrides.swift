// What commands said for one workspace alone, over the config's settings: its own gaps
// (`gaps … current`, its config line), what its first split becomes (`split`, `layout`
// on an empty workspace or a lone window), and the containers of one `split` put windows (or
// containers) in under i3's placement (which go with their windows). Kept apart from the
// workspace's tree and lists (Workspace.swift).
import SplitConfig
import SplitEngine
import XModel

/// What was said for one workspace alone, over what the config says for all.
public struct WorkspaceOverrides: Hashable, Sendable {
    /// The gaps `gaps … current` gave it, over the config's (Workspace+Gaps.swift).
    public var gaps = WorkspaceGaps()
    /// What the first split a window makes with a lone one becomes, said before that window
    /// came (`layout tabbed` on a lone window, `split v` on an empty workspace).
    public var firstSplit = FirstSplit()
    /// i3's containers of one: the windows `split v|h` put each in a container of its own,
    /// with that container's orientation (Workspace+ContainersOfOne.swift).
    public var containersOfOne: [WindowID: SplitLayout] = [:]
    /// i3's con of one around a container: the containers `split v|h` put each in a con of its
    /// own while `focus parent` rested on them, by their windows, with that con's orientation
    /// (Workspace+ContainersOfOne.swift).
    public var wrappedContainers: [Set<WindowID>: SplitLayout] = [:]

    public init(gaps: WorkspaceGaps = WorkspaceGaps(), firstSplit: FirstSplit = FirstSplit()) {
        self.gaps = gaps
        self.firstSplit = firstSplit
    }
}

/// What a workspace's first split (the one a window makes with a lone window) becomes, as said
/// before that window came: i3's layout of an empty workspace or of one with one window, which
/// `split`, `layout` and `presel` set there.
public struct FirstSplit: Hashable, Sendable {
    /// Its group (`.some(nil)`: none); nil: as the config's `workspace-layout` says.
    public var group: SplitGroup??
    /// Its orientation; nil: as the placement chooses.
    public var orientation: SplitLayout?

    public init(group: SplitGroup?? = nil, orientation: SplitLayout? = nil) {
        self.group = group
        self.orientation = orientation
    }
}
