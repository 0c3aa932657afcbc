// The result of laying out a tree in an area: tiles, hidden leaves and splitters.

/// Where everything goes when a tree is laid out in an area. The tiles and the splitters'
/// slots tile the area exactly: no gap, no overlap, no negative size.
public struct Layout<Leaf: Hashable & Sendable>: Hashable, Sendable {
    /// A visible leaf and its rectangle.
    public struct Tile: Hashable, Sendable {
        public var leaf: Leaf
        public var rect: Rect

        public init(leaf: Leaf, rect: Rect) {
            self.leaf = leaf
            self.rect = rect
        }
    }

    /// A shown splitter.
    public struct Splitter: Hashable, Sendable {
        /// The pre-order position of its split in the tree (see `SplitTree.pathToSplit`).
        public var split: Int
        /// Its split's name that survives edits elsewhere (the X side keeps one window per key).
        public var key: SplitKey<Leaf>
        public var layout: SplitLayout
        /// Its place in the tiling, `visibleThickness` across (less if the split is smaller).
        public var slot: Rect
        /// The part drawn in colour: the slot less the inset at both ends; empty when invisible.
        public var drawn: Rect
        /// Where the pointer grabs it: `hitThickness` across, centred on the slot, inside the split.
        public var hit: Rect
        public var color: RGB
    }

    /// A shown group (see SplitTree+Groups.swift): its bar of tabs above the member it shows.
    public struct Group: Hashable, Sendable {
        /// The key of the group's topmost split: what the X side keeps its bar window by. A
        /// title bar's is its window twice (no split has the same leaf on both sides).
        public var key: SplitKey<Leaf>
        /// That split's pre-order position; nil for a title bar (one window, no split).
        public var split: Int?
        public var style: SplitGroup
        /// The bar: one row of tabs side by side (tabbed), or one row per member (stacked).
        /// Its place in the tiling, above the shown member's rectangle.
        public var bar: Rect
        /// One leaf per member, in order: the member itself, or for a member that is a subtree
        /// its focused (else most recent, else first) shown leaf, whose title its tab shows.
        public var tabs: [Leaf]
        /// The position in `tabs` of the member shown.
        public var shown: Int

        /// The rectangle of tab `index` in the bar: equal widths across one row (the last takes
        /// what division leaves), or equal rows down a stack.
        public func tabRect(_ index: Int) -> Rect {
            switch style {
            case .tabbed:
                let width = bar.width / max(1, tabs.count)
                let x = bar.x + index * width
                return Rect(x: x, y: bar.y, width: index == tabs.count - 1 ? bar.maxX - x : width, height: bar.height)
            case .stacked:
                let row = bar.height / max(1, tabs.count)
                let y = bar.y + index * row
                return Rect(x: bar.x, y: y, width: bar.width, height: index == tabs.count - 1 ? bar.maxY - y : row)
            }
        }
    }

    public var tiles: [Tile] = []
    /// Leaves on hidden sides (or behind a zoomed leaf, or collapsed away): the X side unmaps them.
    public var hidden: [Leaf] = []
    public var splitters: [Splitter] = []
    /// The pre-order positions of the splits that show one side only (collapsed by size or
    /// forced), in pre-order; a split on a hidden side or behind a zoom is not listed.
    public var collapsed: [Int] = []
    /// The shown groups, in pre-order, then the title bars (`TitleBars`) as one-tab groups in
    /// the order of their tiles. Their bars are part of the tiling.
    public var groups: [Group] = []

    public init() {}

    /// The rectangle of `leaf`, nil when it is hidden or absent.
    public func rect(of leaf: Leaf) -> Rect? { tiles.first { $0.leaf == leaf }?.rect }
}

extension SplitTree {
    /// Every visible leaf's rectangle, every hidden leaf, and every shown splitter.
    ///
    /// - Parameters:
    ///   - area: the rectangle the whole tree fills.
    ///   - focused: the focused leaf; collapsed splits show the side that holds it.
    ///   - collapseBelow: a horizontal split narrower than its width, or a vertical split
    ///     shorter than its height, shows only one side. Zero collapses only the splits
    ///     forced collapsed (`Split.collapsed`).
    ///   - recency: the leaves most recently focused first: a group the focus is not in shows
    ///     the member that holds the first of them it has.
    ///   - tabRow: the height of a row of tabs in a group's bar, and of a title bar (0: no bar).
    ///   - titleBars: the leaves whose tile shows a title bar above the window.
    public func layout(in area: Rect, focused: Leaf? = nil, collapseBelow: Size = .zero, recency: [Leaf] = [],
                       tabRow: Int = 0, titleBars: TitleBars<Leaf> = .none) -> Layout<Leaf> {
        var result = Layout<Leaf>()
        layout(in: area, focused: focused, collapseBelow: collapseBelow, recency: recency, tabRow: tabRow, titleBars: titleBars,
               into: &result)
        return result
    }

    /// The same layout, written into `result`, reusing its storage. For a caller that lays
    /// out again and again (the window manager on every drag step): allocating and freeing
    /// the arrays each time costs as much as the layout itself once they pass about 100 KiB,
    /// because the allocator hands that memory back to the system and faults it in again.
    /// Returns whether `focused` played a part: false when no split hides or collapses a side
    /// (the layout is the same whichever leaf has the focus), so a cache can keep it across a
    /// change of focus.
    @discardableResult
    public func layout(in area: Rect, focused: Leaf? = nil, collapseBelow: Size = .zero, recency: [Leaf] = [],
                       tabRow: Int = 0, titleBars: TitleBars<Leaf> = .none, into result: inout Layout<Leaf>) -> Bool {
        result.tiles.removeAll(keepingCapacity: true)
        result.hidden.removeAll(keepingCapacity: true)
        result.splitters.removeAll(keepingCapacity: true)
        result.collapsed.removeAll(keepingCapacity: true)
        result.groups.removeAll(keepingCapacity: true)
        guard let root else { return false }
        if let zoomed {
            result.tiles.append(.init(leaf: zoomed, rect: area))
            result.hidden = root.leaves.filter { $0 != zoomed }
            // A zoomed window keeps its title bar (a frame of the glide into the zoom, laid out
            // unzoomed, shows it too), unless it is a tab, whose tab is its title.
            result.addTitleBars(titleBars, row: tabRow, skipping: titleBars.has(zoomed) && isTab(zoomed) ? [zoomed] : [])
            return false
        }
        result.tiles.reserveCapacity(root.leafCount)
        result.splitters.reserveCapacity(root.splitCount)
        var placer = Placer<Leaf>(root: root, focused: focused, collapseBelow: collapseBelow, recency: recency, tabRow: tabRow,
                                  noteMembers: !titleBars.isNone)
        placer.place(root, in: area, splitIndex: 0, leafIndex: 0, into: &result)
        result.addTitleBars(titleBars, row: tabRow, skipping: placer.groupMembers)
        return placer.askedForFocus
    }
}

/// Which tiles show a title bar above their window (i3's `border normal`): every one but those
/// in `except`, or only those in `except`. A window that is itself a group's member has its
/// tab instead (as in i3); a window in a split inside a tab has its own title bar.
public struct TitleBars<Leaf: Hashable & Sendable>: Hashable, Sendable {
    public var byDefault: Bool
    /// The leaves that differ from `byDefault`.
    public var except: Set<Leaf>
    /// The least size left below a title bar for its window (its border on both sides and a
    /// pixel): a tile with less shows no title bar, rather than a bar over no window.
    public var window: Size

    public init(byDefault: Bool = false, except: Set<Leaf> = [], window: Size = Size(width: 1, height: 1)) {
        self.byDefault = byDefault
        self.except = except
        self.window = window
    }

    public static var none: TitleBars { TitleBars() }

    public var isNone: Bool { !byDefault && except.isEmpty }

    public func has(_ leaf: Leaf) -> Bool { byDefault != except.contains(leaf) }
}

extension Layout {
    /// Gives each tile of `titleBars` (but `skipping`'s) a title bar: its top `row` pixels, as a
    /// group of one tab, the window below. A tile shorter than two rows (or than a row and the
    /// window's least height), or narrower than the window's least width, keeps its whole
    /// height for its window, as a group's bar gives way to its member.
    mutating func addTitleBars(_ titleBars: TitleBars<Leaf>, row: Int, skipping members: Set<Leaf>) {
        guard !titleBars.isNone, row > 0 else { return }
        let height = row + max(row, titleBars.window.height), width = titleBars.window.width
        for i in tiles.indices {
            let tile = tiles[i]
            guard tile.rect.height >= height, tile.rect.width >= width, titleBars.has(tile.leaf), !members.contains(tile.leaf) else { continue }
            let r = tile.rect
            tiles[i].rect = Rect(x: r.x, y: r.y + row, width: r.width, height: r.height - row)
            groups.append(.init(key: SplitKey(primary: tile.leaf, secondary: tile.leaf), split: nil, style: .tabbed,
                                bar: Rect(x: r.x, y: r.y, width: r.width, height: row), tabs: [tile.leaf], shown: 0))
        }
    }
}

/// The recursive walk that fills a `Layout`.
private struct Placer<Leaf: Hashable & Sendable> {
    let root: SplitNode<Leaf>
    let focused: Leaf?
    let collapseBelow: Size
    /// The focused leaf's position among the leaves (primary sides first), looked for only when
    /// a split that hides or collapses a side needs to know which side holds the focus: most
    /// layouts have none, and a search of the tree cost as much as a sixth of the layout.
    private var focusIndex: Int??
    let recency: [Leaf]
    let tabRow: Int
    /// Whether to note the leaves that are themselves a group's members (`groupMembers`): only
    /// title bars ask, as such a window's tab is its title.
    let noteMembers: Bool
    var groupMembers: Set<Leaf> = []

    init(root: SplitNode<Leaf>, focused: Leaf?, collapseBelow: Size, recency: [Leaf], tabRow: Int, noteMembers: Bool) {
        self.root = root
        self.focused = focused
        self.collapseBelow = collapseBelow
        self.recency = recency
        self.tabRow = tabRow
        self.noteMembers = noteMembers
    }

    /// `node` in `rect`. `splitIndex` is its first split's pre-order position, `leafIndex` its
    /// first leaf's.
    mutating func place(
        _ node: SplitNode<Leaf>, in rect: Rect, splitIndex: Int, leafIndex: Int, into result: inout Layout<Leaf>
    ) {
        switch node {
        case .leaf(let id, _):
            result.tiles.append(.init(leaf: id, rect: rect))
        case .branch(let b) where b.split.group != nil:
            placeGroup(b, in: rect, splitIndex: splitIndex, leafIndex: leafIndex, into: &result)
        case .branch(let b):
            let axis = b.split.layout
            let length = rect.length(along: axis)
            // A binary tree has one leaf more than splits.
            let secondaryLeafIndex = leafIndex + b.primarySplitCount + 1
            if b.split.hidden == nil, !b.split.collapsed, length >= collapseBelow.length(along: axis) {
                // The common case, kept free of optionals: both sides shown, no collapse.
                let t = b.split.thickness(in: length)
                let p = b.primaryLength(in: length)
                let slot = rect.slice(along: axis, from: p, length: t)
                result.splitters.append(Self.splitter(b, axis: axis, index: splitIndex, slot: slot, in: rect))
                // Leaves are placed here rather than through another call: half the nodes are leaves.
                let primaryRect = rect.slice(along: axis, from: 0, length: p)
                if case .leaf(let id, _) = b.primary {
                    result.tiles.append(.init(leaf: id, rect: primaryRect))
                } else {
                    place(b.primary, in: primaryRect, splitIndex: splitIndex + 1, leafIndex: leafIndex, into: &result)
                }
                let secondaryRect = rect.slice(along: axis, from: p + t, length: length - p - t)
                if case .leaf(let id, _) = b.secondary {
                    result.tiles.append(.init(leaf: id, rect: secondaryRect))
                } else {
                    place(b.secondary, in: secondaryRect, splitIndex: splitIndex + 1 + b.primarySplitCount,
                          leafIndex: secondaryLeafIndex, into: &result)
                }
                return
            }
            // This branch's leaves are positions leafIndex..<leafIndex + its leaf count.
            let focusSide: SplitSide? = switch focusIndexInTree() {
            case let i? where i >= leafIndex && i < secondaryLeafIndex: .primary
            case let i? where i >= secondaryLeafIndex && i < leafIndex + b.summary.leafCount: .secondary
            default: nil
            }
            let division = b.arrange(rect, focusSide: focusSide, collapseBelow: collapseBelow)
            if b.collapses(in: rect, collapseBelow: collapseBelow) { result.collapsed.append(splitIndex) }
            if let slot = division.splitter {
                result.splitters.append(Self.splitter(b, axis: axis, index: splitIndex, slot: slot, in: rect))
            }
            placeChild(b.primary, in: division.primary, splitIndex: splitIndex + 1, leafIndex: leafIndex, into: &result)
            placeChild(b.secondary, in: division.secondary, splitIndex: splitIndex + 1 + b.primarySplitCount,
                       leafIndex: secondaryLeafIndex, into: &result)
        }
    }

    /// A group: its members (the subtrees below its connected splits of its style), the bar
    /// at the top of `rect` and, below it, the member holding the focus, else the one holding
    /// the most recent leaf, else the first; the other members' leaves hidden.
    private mutating func placeGroup(_ top: Branch<Leaf>, in rect: Rect, splitIndex: Int, leafIndex: Int,
                                     into result: inout Layout<Leaf>) {
        guard let style = top.split.group else { return }
        var members: [GroupMember<Leaf>] = []
        GroupMember.collect(.branch(top), style: style, layout: top.split.layout, splitIndex: splitIndex, leafIndex: leafIndex,
                            into: &members)
        let focus = focusIndexInTree()
        var shown = focus.flatMap { i in members.firstIndex { $0.leafIndex <= i && i < $0.leafIndex + $0.node.leafCount } }
        if shown == nil {
            for leaf in recency {
                if let m = members.firstIndex(where: { $0.node.contains(leaf) }) { shown = m; break }
            }
        }
        let front = shown ?? 0
        let rows = style == .tabbed ? 1 : members.count
        // The member shown keeps a row's height at least: a stack of many rows, or a short
        // tile, gets smaller rows (stacked) or no bar (tabbed), never a member with no room.
        let barHeight = min(rows * tabRow, max(0, rect.height - tabRow))
        let bar = Rect(x: rect.x, y: rect.y, width: rect.width, height: barHeight)
        let body = Rect(x: rect.x, y: rect.y + barHeight, width: rect.width, height: rect.height - barHeight)
        let tabs = members.map { $0.node.faceLeaf(focused: focused, recency: recency) }
        result.groups.append(.init(key: top.key, split: splitIndex, style: style, bar: bar, tabs: tabs, shown: front))
        if noteMembers {
            for member in members { if case .leaf(let id, _) = member.node { groupMembers.insert(id) } }
        }
        for (m, member) in members.enumerated() {
            if m == front {
                place(member.node, in: body, splitIndex: member.splitIndex, leafIndex: member.leafIndex, into: &result)
            } else {
                member.node.appendLeaves(to: &result.hidden)
            }
        }
    }

    /// Whether a split asked where the focus is (only one that hides or collapses a side does).
    var askedForFocus: Bool { focusIndex != nil }

    /// The focused leaf's position, searched for once per layout.
    private mutating func focusIndexInTree() -> Int? {
        if let focusIndex { return focusIndex }
        let found = focused.flatMap { root.leaves.firstIndex(of: $0) }
        focusIndex = .some(found)
        return found
    }

    /// Places a child, or reports its whole subtree hidden when it has no rectangle.
    private mutating func placeChild(
        _ child: SplitNode<Leaf>, in rect: Rect?, splitIndex: Int, leafIndex: Int, into result: inout Layout<Leaf>
    ) {
        if let rect {
            place(child, in: rect, splitIndex: splitIndex, leafIndex: leafIndex, into: &result)
        } else {
            child.appendLeaves(to: &result.hidden)
        }
    }

    static func splitter(_ branch: Branch<Leaf>, axis: SplitLayout, index: Int, slot: Rect, in rect: Rect)
        -> Layout<Leaf>.Splitter {
        let style = branch.split.style
        // Plain arithmetic along and across the splitter: this runs once per split per layout.
        let horizontal = axis == .horizontal
        let across = horizontal ? slot.width : slot.height
        let along = horizontal ? slot.height : slot.width
        let slotStart = horizontal ? slot.x : slot.y
        // The drawn part is the slot shortened by the inset at both ends; empty when invisible.
        let inset = min(style.inset, along / 2)
        let drawnLength = across == 0 ? 0 : along - 2 * inset
        let drawnAcross = across == 0 ? 0 : across
        let drawn = horizontal
            ? Rect(x: slot.x, y: slot.y + (across == 0 ? 0 : inset), width: drawnAcross, height: drawnLength)
            : Rect(x: slot.x + (across == 0 ? 0 : inset), y: slot.y, width: drawnLength, height: drawnAcross)
        // The hit area is centred on the slot and kept inside the split's rectangle.
        let hitThickness = max(style.hitThickness, across)
        let start = slotStart - (hitThickness - across) / 2
        let rectStart = horizontal ? rect.x : rect.y
        let rectEnd = rectStart + (horizontal ? rect.width : rect.height)
        let lo = max(start, rectStart)
        let hi = min(start + hitThickness, rectEnd)
        let hit = horizontal
            ? Rect(x: lo, y: rect.y, width: hi - lo, height: rect.height)
            : Rect(x: rect.x, y: lo, width: rect.width, height: hi - lo)
        return .init(split: index, key: branch.key, layout: axis, slot: slot, drawn: drawn, hit: hit, color: style.color)
    }
}
