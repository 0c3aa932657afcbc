// One workspace (an EWMH "desktop"): its identity, its number (the one its name starts with),
// its split tree, floating windows, focus history, where it is on screen (WorkspaceSite.swift),
// what was said for it alone (WorkspaceOverrides.swift), its layout cache, and what is done
// to them alone, given the settings: laying out, choosing where a new window goes and tiling
// it there, forgetting a window. Then the list of workspaces in panel
// order, found again by identity. What spans workspaces and monitors is in WMState+Workspaces.swift.
import SplitConfig
import SplitEngine
import XModel

/// A set of windows arranged together (an EWMH "desktop"): its split tree (with its zoom),
/// its floating windows and its focus history; where it is on screen (`site`) and what was
/// said for it alone (`overrides`).
public struct Workspace: Hashable, Sendable {
    /// Who it is for as long as it exists, whatever its name, number or position: what a
    /// monitor shows it by.
    public let id: WorkspaceID
    /// Its number (`workspace 3`), nil for a workspace made by name alone.
    public var number: Int?
    /// What panels show and `workspace NAME` finds: the config's name for its number, else the
    /// number, else the name it was made with. Unique.
    public var name: String
    public var tree = SplitTree<WindowID>()
    /// The leaves of its tree that wait for a window rather than hold one (WaitingLeaf.swift),
    /// with what each waits for.
    public var waits: [WaitID: WaitingLeaf] = [:]
    /// Its floating windows, bottom to top.
    public var floating: [WindowID] = []
    /// The workspace's windows, most recently focused first (ties in spatial focus go to the front).
    public var recency: [WindowID] = []
    /// Where it is on screen: its monitor, the one it was displaced from, the area its tree
    /// was last laid out in and the outer gap around that area.
    public var site: WorkspaceSite
    /// What was said for it alone over the config: its own gaps, what its first split becomes,
    /// the containers of one `split` made.
    public var overrides = WorkspaceOverrides()
    /// The focus resting on a container around its focused window (`focus parent`), if it does.
    public var selection: ContainerSelection?
    /// Kept while empty and out of sight, as bspwm's desktops are: made by `workspaces set|add`.
    public var declared = false

    /// Its last layout (see `currentLayout`): a cache, not state.
    public var layoutCache = LayoutCache()

    public init(id: WorkspaceID, number: Int? = 1, name: String = "1", monitor: String = "screen", area: Rect = .zero) {
        self.id = id
        self.number = number
        self.name = name
        self.site = WorkspaceSite(monitor: monitor, area: area)
    }

    /// Whether no window is on it.
    public var isEmpty: Bool { tree.isEmpty && floating.isEmpty }

    /// The number a workspace called `name` has, as i3 reads it (strtoll): the whole number
    /// its name starts with, after any blanks and a `+`, so `3`, `3:web`, `3: web` and
    /// `3 <icon> code` are all workspace 3; nil when it starts with none (a name alone, or a
    /// negative number), or with one past 2^31 - 1.
    public static func number(in name: String) -> Int? {
        var scalars = name.unicodeScalars.drop { " \t\n\r\u{0B}\u{0C}".unicodeScalars.contains($0) }
        if scalars.first == "+" { scalars = scalars.dropFirst() }
        let digits = scalars.prefix { ("0"..."9").contains($0) }
        guard !digits.isEmpty else { return nil }
        var number = 0
        for digit in digits {
            number = number * 10 + Int(digit.value - 48)
            if number > Int(Int32.max) { return nil }
        }
        return number
    }

    /// Whether `name` is nothing but its number, as the number alone writes it (`3`, not `03`
    /// or `3:web`): a workspace so called takes the config's name for that number.
    public static func isBareNumber(_ name: String) -> Bool { number(in: name).map(String.init) == name }

    /// Whether `window` is on it (in its tree or floating).
    public func contains(_ window: WindowID) -> Bool { floating.contains(window) || tree.contains(window) }
}

/// The workspaces, in the order panels show them (numbered ones by number, then named ones as
/// they came), each with the identity the list gave it when it was made; and the one focused
/// before the one focused now. A collection of `Workspace`s by position.
public struct WorkspaceList: RandomAccessCollection, Hashable, Sendable {
    private var list: [Workspace] = []
    /// Each workspace's position in `list`, by its identity.
    private var positions: [WorkspaceID: Int] = [:]
    /// The identity the next workspace made gets.
    private var nextID = WorkspaceID(0)
    /// The workspace focused before the one focused now, by name (`workspace back-and-forth`).
    public var previous: String?

    public init() {}

    public var startIndex: Int { list.startIndex }
    public var endIndex: Int { list.endIndex }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    public subscript(position: Int) -> Workspace {
        get { list[position] }
        set {
            precondition(newValue.id == list[position].id, "a workspace keeps its position's identity")
            list[position] = newValue
        }
    }

    /// The workspace with identity `id` (which must exist).
    public subscript(id: WorkspaceID) -> Workspace {
        get { list[positions[id]!] }
        set { self[positions[id]!] = newValue }
    }

    /// The position of the workspace with identity `id`, if it exists: where panels list it.
    public func index(of id: WorkspaceID) -> Int? { positions[id] }

    /// Whether a workspace with identity `id` exists.
    public func contains(_ id: WorkspaceID) -> Bool { positions[id] != nil }

    /// A new workspace at `index`, with an identity no other was given.
    mutating func make(at index: Int, number: Int?, name: String, monitor: String, area: Rect) -> Int {
        list.insert(Workspace(id: nextID, number: number, name: name, monitor: monitor, area: area), at: index)
        nextID = WorkspaceID(nextID.value + 1)
        notePositions()
        return index
    }

    mutating func remove(at index: Int) {
        list.remove(at: index)
        notePositions()
    }

    /// Gives workspace `id` the name `name` and the number `number`, and moves it where a
    /// workspace made so would go in the order (numbered by number, then named, the renamed
    /// one last of those: i3 attaches it again). A declared one named before and after keeps
    /// its place (bspwm's desktops keep theirs). Back-and-forth follows the new name.
    mutating func rename(_ id: WorkspaceID, to name: String, number: Int?) {
        guard let from = positions[id] else { return }
        var workspace = list.remove(at: from)
        if previous == workspace.name { previous = name }
        let keepsPlace = workspace.declared && workspace.number == nil && number == nil
        workspace.name = name
        workspace.number = number
        let to = keepsPlace ? from : number.map { n in list.firstIndex { $0.number.map { $0 > n } ?? true } ?? list.count } ?? list.count
        list.insert(workspace, at: to)
        notePositions()
    }

    /// Each identity's position, again after the list changed (a handful of workspaces, and
    /// they are made and dropped far less often than they are looked up).
    private mutating func notePositions() {
        positions.removeAll(keepingCapacity: true)
        for (index, workspace) in list.enumerated() { positions[workspace.id] = index }
    }
}

/// A workspace's identity: given when it is made, never given again in the same state, and
/// not a position, so nothing needs patching when workspaces before it come and go.
public struct WorkspaceID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Int

    public init(_ value: Int) { self.value = value }

    /// What a monitor shows while it is being given its first workspace.
    public static let none = WorkspaceID(-1)

    public static func < (a: Self, b: Self) -> Bool { a.value < b.value }
    public var description: String { "#\(value)" }
}

extension Workspace {
    /// Its tree laid out in its area, `focused` choosing what collapsed splits show.
    /// Groups show their member holding the focus, else the most recent, below rows of
    /// `bars.row` pixels; the windows of `bars.titles` have a title bar of that height.
    public func layout(focused: WindowID?, collapseBelow: Size, bars: Bars) -> Layout<WindowID> {
        tree.layout(in: site.area, focused: focused, collapseBelow: collapseBelow, recency: recency, tabRow: bars.row, titleBars: bars.titles)
    }

    /// `layout(focused:collapseBelow:bars:)`, computed again only when what it depends on changed.
    public mutating func currentLayout(focused: WindowID?, collapseBelow: Size, bars: Bars) -> Layout<WindowID> {
        let key = LayoutCache.Key(tree: tree, area: site.area, focused: focused, collapseBelow: collapseBelow, recency: recency, bars: bars)
        if !layoutCache.holds(key) {
            layoutCache.focusMatters = tree.layout(in: site.area, focused: focused, collapseBelow: collapseBelow, recency: recency,
                                                   tabRow: bars.row, titleBars: bars.titles, into: &layoutCache.layout)
            layoutCache.key = key
        }
        return layoutCache.layout
    }

    /// The leaf a new window goes beside: `focused` (on a workspace out of sight, its most
    /// recent window), unless its tile in `tiles` is too small to split; then the largest tile.
    func insertionTarget(focused: WindowID?, in tiles: [Layout<WindowID>.Tile], smallestTileToSplit: Int) -> WindowID? {
        let here = focused.flatMap { tree.contains($0) ? $0 : nil } ?? recency.first { tree.contains($0) }
        if let here, let tile = tiles.first(where: { $0.leaf == here }),
           max(tile.rect.width, tile.rect.height) >= smallestTileToSplit {
            return here
        }
        return tiles.max { $0.rect.area < $1.rect.area }?.leaf ?? tree.leaves.last
    }

    /// Puts `window` in the tree: beside each of `targets` in turn (a leaf and how to split
    /// it, nil for the whole tree) until one takes it; where a rule says, with its fraction and
    /// the split's own values, on a hidden side. False when it fits nowhere.
    ///
    /// Beside a tab (`tab`, the focused window when it is one and no preselection says
    /// otherwise), it becomes the next tab of that group; with the focus on a container
    /// (`container`), it goes beside that container; when it joins the con `split` put that
    /// container in (`ownCon`, its orientation), the split they make stays a container of its
    /// own. With
    /// `joining` (i3's placement), it joins
    /// the container holding its target (or the focused container) instead of splitting it,
    /// and a container it starts takes that orientation (see `SplitTree.joining`). A window
    /// joining a lone one makes the group `firstSplit` (else `workspaceLayout`) says, if any.
    mutating func tile(_ window: WindowID, minSize: Size, rules: RuleOutcome, newSplit: Split,
                       targets: [(WindowID?, InsertPlacement)], tab: WindowID? = nil,
                       container: (top: [SplitSide], placement: InsertPlacement, ownCon: SplitLayout?)? = nil,
                       joining orientation: SplitLayout? = nil, workspaceLayout: SplitGroup? = nil) -> Bool {
        if let container {
            let beside = if let orientation {
                try? tree.joining(window, minSize: minSize, besideNodeAt: container.top, orientation: orientation,
                                  split: newSplit, in: site.area)
            } else {
                try? tree.inserting(window, minSize: minSize, besideContainerAt: container.top, placement: container.placement,
                                    split: container.ownCon.map { ownCon(of: newSplit, at: container.top, $0) } ?? newSplit, in: site.area)
            }
            if let shown = try? beside?.revealing(window, in: site.area) {
                tree = shown
                return true
            }
        }
        if let tab, tree.isTab(tab), let tabbed = try? tree.insertingTab(window, minSize: minSize, after: tab, split: newSplit, in: site.area),
           let shown = try? tabbed.revealing(window, in: site.area) {
            tree = shown
            return true
        }
        let wasLone = tree.leafCount == 1
        // A window that comes is in no container of its own yet, whatever it had elsewhere.
        overrides.containersOfOne[window] = nil
        forgetWrappers(holding: window)
        if let orientation {
            let tree = self.tree, area = self.site.area
            guard let joined = targets.lazy.compactMap({ target in
                try? tree.joining(window, minSize: minSize, beside: target.0, orientation: orientation, split: newSplit, in: area)
            }).first else { return false }
            self.tree = joined
        } else {
            guard insert(window, minSize: minSize, rules: rules, newSplit: newSplit, targets: targets) else { return false }
        }
        if wasLone {
            // Said once: used by this split, which `layout` then changes as any other.
            let group = overrides.firstSplit.group ?? workspaceLayout
            overrides.firstSplit = FirstSplit()
            if let group, let grouped = try? tree.grouping(group, around: window) { tree = grouped }
        }
        return true
    }

    /// `tile`'s insertion as a split, beside each of `targets` in turn.
    private mutating func insert(_ window: WindowID, minSize: Size, rules: RuleOutcome, newSplit: Split,
                                 targets: [(WindowID?, InsertPlacement)]) -> Bool {
        for (target, placement) in targets {
            guard var inserted = try? tree.inserting(window, minSize: minSize, beside: target, placement: placement,
                                                     split: newSplit, in: site.area) else { continue }
            let side = inserted.pathTo(window)?.last
            if let fraction = rules.fraction, let side,
               let resized = try? inserted.settingFraction(side == .primary ? fraction : 1 - fraction, ofSplitHolding: window, in: site.area) {
                inserted = resized
            }
            if let side {
                for setting in rules.splitSettings {
                    inserted = (try? inserted.setting(setting.splitSetting(newWindowOn: side), ofSplitHolding: window, in: site.area)) ?? inserted
                }
            }
            if rules.hidden, let side {
                inserted = (try? inserted.hiding(side, ofSplitHolding: window, in: site.area)) ?? inserted
            } else {
                guard let revealed = try? inserted.revealing(window, in: site.area) else { continue }
                inserted = revealed
            }
            tree = inserted
            return true
        }
        return false
    }

    /// Its most recently focused window in the tree.
    func mostRecentTile() -> WindowID? { recency.first { tree.contains($0) } }

    /// Puts `window` in the tree beside `beside` (nil: beside the whole tree), by the
    /// placement rule, and shows it (a hidden side it lands on is shown). Beside a tab it is
    /// the next tab (a window tiled again, or sent here, joins the group as a new one would).
    mutating func insert(_ window: WindowID, minSize: Size, beside: WindowID?, settings: Settings) throws {
        overrides.containersOfOne[window] = nil
        forgetWrappers(holding: window)
        if let beside, tree.isTab(beside) {
            tree = try tree.insertingTab(window, minSize: minSize, after: beside, split: settings.newSplit, in: site.area).revealing(window, in: site.area)
            return
        }
        if let orientation = settings.placement.joiningOrientation(settings.defaultOrientation, in: site.area) {
            tree = try tree.joining(window, minSize: minSize, beside: beside, orientation: orientation, split: settings.newSplit, in: site.area)
            return
        }
        tree = try tree.inserting(window, minSize: minSize, beside: beside, placement: settings.placement.splitting,
                                  split: settings.newSplit, in: site.area)
            .revealing(window, in: site.area)
    }

    /// The tree without `window`: under i3's placement (`sharing`) the other windows of its
    /// container share its room in their proportions (`SplitTree.leaving`), else the window
    /// beside it takes its tile (`SplitTree.removing`).
    func tree(without window: WindowID, sharing: Bool) throws(SplitTreeError) -> SplitTree<WindowID> {
        sharing ? try tree.leaving(window, in: site.area) : try tree.removing(window)
    }

    /// `window` first in the focus history (it got the focus, or came here as the most recent)
    /// and, floating, on top of its layer.
    mutating func makeMostRecent(_ window: WindowID) {
        if let index = floating.firstIndex(of: window), index != floating.count - 1 {
            floating.append(floating.remove(at: index))
        }
        recency.removeAll { $0 == window }
        recency.insert(window, at: 0)
    }

    /// `new` takes the leaf of `old` (the same split, fraction, priority side, minimums,
    /// group) with its own minimum size, and its place in the focus history: a swallow, a
    /// terminal given back, a swap across workspaces. False when `old` is no leaf here or
    /// `new` is one already.
    mutating func handOver(_ old: WindowID, to new: WindowID, minSize: Size) -> Bool {
        guard let renamed = try? tree.renaming(old, to: new) else { return false }
        tree = (try? renamed.settingMinSize(minSize, of: new)) ?? renamed
        recency = recency.map { $0 == old ? new : $0 }
        return true
    }

    /// Forgets `window`: out of the tree (see `tree(without:sharing:)`), the floating windows
    /// and the focus history.
    mutating func remove(_ window: WindowID, sharing: Bool) {
        if let smaller = try? tree(without: window, sharing: sharing) { settingTree(smaller, leftBy: window, sharing: sharing) }
        overrides.containersOfOne[window] = nil
        forgetWrappers(holding: window)
        floating.removeAll { $0 == window }
        recency.removeAll { $0 == window }
    }
}

/// A layout and what it was computed from. A cache, not state: any two are equal (and hash
/// alike), so two workspaces that differ only in what they last laid out are equal. Comparing keys is cheap:
/// trees share unchanged branches, and a branch compares equal to itself by identity.
public struct LayoutCache: Hashable, Sendable {
    struct Key: Equatable, Sendable {
        var tree: SplitTree<WindowID>
        var area: Rect
        var focused: WindowID?
        var collapseBelow: Size
        /// What a group the focus is not in shows: counted only when the focus counts.
        var recency: [WindowID]
        var bars: Bars
    }

    var key: Key?
    var layout = Layout<WindowID>()
    /// Whether the focus played a part in `layout` (a split hides or collapses a side): if not,
    /// a change of focus alone (a workspace switch asks with the last workspace's focus, then
    /// with its own) keeps it.
    var focusMatters = true

    /// Whether `layout` is the layout for `key`.
    func holds(_ key: Key) -> Bool {
        guard let held = self.key else { return false }
        return held.area == key.area && held.collapseBelow == key.collapseBelow && held.bars == key.bars && held.tree == key.tree
            && (!focusMatters || (held.focused == key.focused && held.recency == key.recency))
    }

    public init() {}

    public static func == (a: LayoutCache, b: LayoutCache) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// What a layout draws above windows, in rows of text: the height of a row (a group's tab, a
/// title bar) and the windows that have a title bar (i3's `border normal`).
public struct Bars: Hashable, Sendable {
    public var row: Int
    public var titles: TitleBars<WindowID>

    public init(row: Int = 0, titles: TitleBars<WindowID> = .none) {
        self.row = row
        self.titles = titles
    }
}
