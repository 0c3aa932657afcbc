// The engine's values as the properties of several targets check and print them: exact
// tiling of a layout, and Swift literals of areas, sizes, placements and splits for failure
// messages (pasteable into a regression test).
import SplitEngine

extension Rect {
    /// Whether `other` lies entirely inside this rectangle (empty rectangles included).
    public func encloses(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}

/// Tiles, splitter slots and group bars lie inside `area`, do not overlap, and cover it exactly.
public func expectExactTiling<Leaf>(_ layout: Layout<Leaf>, of area: Rect, _ v: inout Violations, _ context: String) {
    // Names are made only for a message: this runs after every step of every script.
    let pieces = layout.tiles.map(\.rect) + layout.splitters.map(\.slot) + layout.groups.map(\.bar)
    func name(_ i: Int) -> String {
        let splitters = layout.tiles.count + layout.splitters.count
        return i < layout.tiles.count ? "tile \(layout.tiles[i].leaf)"
            : i < splitters ? "splitter \(layout.splitters[i - layout.tiles.count].split) slot"
            : "group \(String(describing: layout.groups[i - splitters].split)) bar"
    }
    var covered = 0
    for (i, rect) in pieces.enumerated() {
        v.expect(rect.width >= 0 && rect.height >= 0, "\(context): \(name(i)) \(rect) has a negative size")
        v.expect(area.encloses(rect), "\(context): \(name(i)) \(rect) leaves the area \(area)")
        covered += rect.area
        for j in (i + 1)..<pieces.count {
            let other = pieces[j]
            guard rect.x < other.maxX, other.x < rect.maxX, rect.y < other.maxY, other.y < rect.maxY else { continue }
            v.fail("\(context): \(name(i)) \(rect) overlaps \(name(j)) \(other) in \(String(describing: rect.intersection(other)))")
        }
    }
    v.expect(covered == area.area, "\(context): tiles and slots cover \(covered) px² of the area's \(area.area)")
}

public func literal(_ r: Rect) -> String { "Rect(x: \(r.x), y: \(r.y), width: \(r.width), height: \(r.height))" }
public func literal(_ s: Size) -> String { s == .zero ? ".zero" : "Size(width: \(s.width), height: \(s.height))" }
public func literal(_ p: InsertPlacement) -> String {
    switch p {
    case .toward(let d): ".toward(.\(d))"
    case .longerSide: ".longerSide"
    case .longerSideFirst: ".longerSideFirst"
    case .spiral: ".spiral"
    case .spiralFirst: ".spiralFirst"
    }
}
public func literal(_ s: Split) -> String {
    if s == .standard { return ".standard" }
    let c = s.constraints, st = s.style
    var parts = ["layout: .\(s.layout)", "fraction: \(s.fraction)"]
    if let h = s.hidden { parts.append("hidden: .\(h)") }
    if c != .none {
        var cp: [String] = []
        if c.minPrimaryFraction != 0 { cp.append("minPrimaryFraction: \(c.minPrimaryFraction)") }
        if c.minSecondaryFraction != 0 { cp.append("minSecondaryFraction: \(c.minSecondaryFraction)") }
        if c.dragToHidePrimary { cp.append("dragToHidePrimary: true") }
        if c.dragToHideSecondary { cp.append("dragToHideSecondary: true") }
        if let p = c.priority { cp.append("priority: .\(p)") }
        parts.append("constraints: SplitConstraints(\(cp.joined(separator: ", ")))")
    }
    if st != .standard {
        parts.append("style: SplitterStyle(visibleThickness: \(st.visibleThickness), inset: \(st.inset), hitThickness: \(st.hitThickness), hidesWithSide: \(st.hidesWithSide))")
    }
    if !s.overrides.isEmpty { parts.append("overrides: SplitOverrides(rawValue: \(s.overrides.rawValue))") }
    if s.collapsed { parts.append("collapsed: true") }
    if let group = s.group { parts.append("group: .\(group)") }
    return "Split(\(parts.joined(separator: ", ")))"
}
