// i3's `resize grow|shrink` and `resize set` of a tile: its container's room (a chain of
// splits of one orientation, its members as SplitTree+Shares.swift reads them) given to it or
// taken from it, by pixels or by percentage points of that room, as i3 4.22 does
// (`cmd_resize_tiling_width_height`, `resize_neighboring_cons`): `width` and `height` take from
// (or give to) every other member alike, an edge only from the neighbour beyond it. The tile
// grows whichever side of its container it is on, unlike a splitter moved toward a direction.

/// How much a tile grows: pixels, or percentage points of its container's room (i3's `ppt`),
/// which win over the pixels when given, as in i3. Negative amounts shrink it.
public struct GrowAmount: Hashable, Sendable {
    public var pixels: Int
    public var points: Int?

    public init(pixels: Int, points: Int? = nil) {
        self.pixels = pixels
        self.points = points
    }

    /// The same amount the other way (i3's `shrink`).
    public var negated: GrowAmount { GrowAmount(pixels: -pixels, points: points.map { -$0 }) }

    /// In pixels of a container whose members share `room` pixels.
    public func pixels(ofRoom room: Int) -> Int {
        guard let points else { return pixels }
        return Int((Double(points) * Double(room) / 100).rounded())
    }
}

/// What grows: i3's `width` or `height` (the room comes from every other member of the
/// container), or one edge (the room comes from the neighbour beyond it).
public enum GrowTarget: Hashable, Sendable {
    case width, height
    case edge(Direction)

    /// The orientation of the container that grows along this target.
    public var axis: SplitLayout {
        switch self {
        case .width: .horizontal
        case .height: .vertical
        case .edge(let direction): direction.axis
        }
    }
}

/// A length `resize set` asks for: pixels, or percentage points of the container's room.
public enum SetLength: Hashable, Sendable {
    case pixels(Int)
    case points(Int)
}

extension SplitTree {
    /// `growing` for `leaf`'s node.
    public func growing(_ leaf: Leaf, _ target: GrowTarget, by amount: GrowAmount, in area: Rect) throws(SplitTreeError) -> SplitTree {
        try growing(nodeAt: requirePath(to: leaf), target, by: amount, in: area)
    }

    /// `settingLength` for `leaf`'s node.
    public func settingLength(of leaf: Leaf, along axis: SplitLayout, to length: SetLength, in area: Rect) throws(SplitTreeError) -> SplitTree {
        try settingLength(ofNodeAt: requirePath(to: leaf), along: axis, to: length, in: area)
    }

    /// The tree with the node at `path` (a leaf's, or a focused container's) grown by `amount`
    /// along `target`, in the innermost container of that orientation that holds it and has a
    /// member beyond it there (for `width` and `height`, any other member); groups are members,
    /// never such containers, as i3 skips tabbed and stacked ones. Throws when no container
    /// qualifies or when a member would end with less than one pixel (i3 refuses then too).
    public func growing(nodeAt path: [SplitSide], _ target: GrowTarget, by amount: GrowAmount,
                        in area: Rect) throws(SplitTreeError) -> SplitTree {
        guard let found = growthContainer(of: path, target, in: area) else {
            throw .noSplit("\(target.axis) with a member \(Self.beyond(target)) the one at \(path)")
        }
        let room = found.lengths.reduce(0, +)
        let delta = amount.pixels(ofRoom: room)
        let shares: [Double]?
        switch target {
        case .width, .height: shares = Self.grown(found.lengths, member: found.member, by: delta)
        case .edge: shares = Self.grown(found.lengths, member: found.member, by: delta, from: found.neighbour)
        }
        guard let shares else { throw .invalid("a member would end with less than one pixel") }
        return try sharing(containerAt: found.top, in: shares, in: area)
    }

    /// The tree with the node at `path` as long as `length` along `axis` (i3's `resize set`):
    /// the difference taken from or given to the other members of its container alike.
    public func settingLength(ofNodeAt path: [SplitSide], along axis: SplitLayout, to length: SetLength,
                              in area: Rect) throws(SplitTreeError) -> SplitTree {
        let target: GrowTarget = axis == .horizontal ? .width : .height
        guard let found = growthContainer(of: path, target, in: area) else {
            throw .noSplit("\(axis) with another member beside the one at \(path)")
        }
        let room = found.lengths.reduce(0, +)
        let wanted = switch length {
        case .pixels(let n): n
        case .points(let p): GrowAmount(pixels: 0, points: p).pixels(ofRoom: room)
        }
        return try growing(nodeAt: path, target, by: GrowAmount(pixels: wanted - found.lengths[found.member]), in: area)
    }

    /// i3's shares after member `i` grows by `delta` pixels taken from every other member in
    /// equal parts (`cmd_resize_tiling_width_height`); nil when it would shrink below one pixel
    /// or, growing, another member would.
    public static func grown(_ lengths: [Int], member i: Int, by delta: Int) -> [Double]? {
        guard lengths.indices.contains(i), lengths.count > 1 else { return nil }
        let taken = Double(delta) / Double(lengths.count - 1)
        let grown = Double(lengths[i] + delta)
        if delta < 0, grown < 1 { return nil }
        if taken >= 0, lengths.indices.contains(where: { $0 != i && Double(lengths[$0]) - taken < 1 }) { return nil }
        return lengths.indices.map { $0 == i ? grown : Double(lengths[$0]) - taken }
    }

    /// i3's shares after member `i` grows by `delta` pixels taken from member `j` alone
    /// (`resize_neighboring_cons`); nil when either would end below one pixel.
    public static func grown(_ lengths: [Int], member i: Int, by delta: Int, from j: Int) -> [Double]? {
        guard lengths.indices.contains(i), lengths.indices.contains(j), i != j,
              lengths[i] + delta >= 1, lengths[j] - delta >= 1 else { return nil }
        var out = lengths.map(Double.init)
        out[i] += Double(delta)
        out[j] -= Double(delta)
        return out
    }

    /// The container a node at `path` grows in along `target` (i3's
    /// `resize_find_tiling_participants`): going up from the node, the first chain of splits of
    /// the target's orientation where the member holding the node has a neighbour on the side
    /// the target names (either side for `width` and `height`).
    private func growthContainer(of path: [SplitSide], _ target: GrowTarget, in area: Rect)
        -> (top: [SplitSide], lengths: [Int], member: Int, neighbour: Int)? {
        for (top, s, below) in chains(holding: path) where s.group == nil && s.layout == target.axis {
            let members = members(ofContainerAt: top)
            guard let i = members.firstIndex(of: below) else { continue }
            let neighbour: Int? = switch target {
            case .width, .height: i > 0 ? i - 1 : i + 1 < members.count ? i + 1 : nil
            case .edge(let d): d.isForward ? (i + 1 < members.count ? i + 1 : nil) : (i > 0 ? i - 1 : nil)
            }
            if let neighbour { return (top, memberLengths(ofContainerAt: top, in: area), i, neighbour) }
        }
        return nil
    }

    private static func beyond(_ target: GrowTarget) -> String {
        if case .edge(let d) = target { return "\(d.rawValue) of" }
        return "beside"
    }
}
