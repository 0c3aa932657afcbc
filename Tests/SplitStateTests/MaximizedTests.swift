// _NET_WM_STATE_MAXIMIZED_HORZ and _VERT as i3 (4.24) sets them, from the picture: a tile with
// no tile beside it on its workspace as shown is maximized across, with none above or below
// down; hidden sides, a zoom and a group's other members do not count; floating and fullscreen
// windows never are. Two monitors: each workspace on its own.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import PropertyBased
import PropertyTestSupport
import StateScriptSupport
import Testing
import XModel

@Suite struct MaximizedTests: RandomDrawing {
    static func state(_ count: Int) -> WMState {
        var d = WMState(settings: settings { $0.placement = .split(.toward(.right)) }, screen: Rect(x: 0, y: 0, width: 1200, height: 800))
        for id in 1...count { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        return d
    }

    /// "H", "V", "HV" or "" per window, in id order.
    static func maximized(_ d: WMState) -> [String] {
        let picture = Picture(of: d)
        return d.clients.order.sorted { $0.rawValue < $1.rawValue }.map { window in
            let flags = picture.windows[window]?.flags ?? []
            return (flags.contains(.maximizedHorizontally) ? "H" : "") + (flags.contains(.maximizedVertically) ? "V" : "")
        }
    }

    @Test func aTileIsMaximizedAlongTheAxesNoOtherTileSharesWithIt() throws {
        #expect(Self.maximized(Self.state(1)) == ["HV"])
        var d = Self.state(2)
        #expect(Self.maximized(d) == ["V", "V"])
        // 1 | (2 / 3): 1 spans the height; 2 and 3 neither.
        try run("presel down", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        #expect(Self.maximized(d) == ["V", "", ""])
        // 1 / (2 | 3): 1 spans the width.
        var e = Self.state(1)
        try run("presel down", on: &e)
        _ = e.handle(.manage(client(2), mapped: false))
        #expect(Self.maximized(e) == ["H", "H"])
        try run("presel right", on: &e)
        _ = e.handle(.manage(client(3), mapped: false))
        #expect(Self.maximized(e) == ["H", "", ""])
    }

    @Test func hiddenSidesZoomAndGroupsCountAsAbsent() throws {
        var d = Self.state(2)
        try run("hide toggle", on: &d)
        #expect(Self.maximized(d).contains("HV"), "the side shown is alone: \(Self.maximized(d))")
        try run("hide toggle; zoom toggle", on: &d)
        #expect(Self.maximized(d).filter { $0 == "HV" }.count == 1, "\(Self.maximized(d))")
        try run("zoom toggle", on: &d)
        // A tabbed group of the two: the member shown is alone, the other is hidden.
        try run("layout tabbed", on: &d)
        #expect(Self.maximized(d).sorted() == ["", "HV"], "\(Self.maximized(d))")
    }

    @Test func floatingAndFullscreenWindowsNeverAre() throws {
        var d = Self.state(2)
        try run("fullscreen on", on: &d)
        #expect(Self.maximized(d) == ["V", ""])
        try run("fullscreen off; float toggle", on: &d)
        #expect(Self.maximized(d) == ["HV", ""])
    }

    /// One cut of a guillotine partition: which piece, which way, where (as shares).
    struct Cut: Sendable, CustomStringConvertible {
        var piece: Int
        var sideBySide: Bool
        var at: Int
        var description: String { "Cut(piece: \(piece), sideBySide: \(sideBySide), at: \(at))" }
    }

    static let cut = Generator<Cut, Shrink.None<Cut>> { rng in
        Cut(piece: int(0...63, &rng), sideBySide: chance(50, &rng), at: int(1...99, &rng))
    }

    /// The tiles of 1000x800 cut by `cuts` in turn, as a split tree's leaves lie.
    static func pieces(_ cuts: [Cut]) -> [Rect] {
        var pieces = [Rect(x: 0, y: 0, width: 1000, height: 800)]
        for cut in cuts {
            let i = cut.piece % pieces.count, r = pieces[i]
            if cut.sideBySide, r.width >= 2 {
                let x = max(1, min(r.width - 1, r.width * cut.at / 100))
                pieces[i] = Rect(x: r.x, y: r.y, width: x, height: r.height)
                pieces.append(Rect(x: r.x + x, y: r.y, width: r.width - x, height: r.height))
            } else if !cut.sideBySide, r.height >= 2 {
                let y = max(1, min(r.height - 1, r.height * cut.at / 100))
                pieces[i] = Rect(x: r.x, y: r.y, width: r.width, height: y)
                pieces.append(Rect(x: r.x, y: r.y + y, width: r.width, height: r.height - y))
            }
        }
        return pieces
    }

    @Test func aloneIsExactlyNoOtherTileSharingARowOrAColumn() {
        // Spanning the tiles' bounds against the pairwise definition, on random guillotine layouts.
        forAll(Self.cut.array(of: 0...12), seed: 0x5EED_A10E, cases: 300,
               shrink: { shrunkSequences($0, simplifications: { _ in [] }) }) { cuts, v in
            var layout = Layout<WindowID>()
            layout.tiles = Self.pieces(cuts).enumerated().map { Layout<WindowID>.Tile(leaf: w(UInt32($0.offset + 1)), rect: $0.element) }
            let alone = layout.aloneTiles
            for tile in layout.tiles {
                let others = layout.tiles.filter { $0.leaf != tile.leaf }
                let sharesRow = others.contains { $0.rect.y < tile.rect.y + tile.rect.height && tile.rect.y < $0.rect.y + $0.rect.height }
                let sharesColumn = others.contains { $0.rect.x < tile.rect.x + tile.rect.width && tile.rect.x < $0.rect.x + $0.rect.width }
                v.expect(alone.horizontal.contains(tile.leaf) == !sharesRow, "\(tile.leaf): alone across \(!sharesRow) by the definition, not by aloneTiles")
                v.expect(alone.vertical.contains(tile.leaf) == !sharesColumn, "\(tile.leaf): alone down \(!sharesColumn) by the definition, not by aloneTiles")
            }
        }
    }
}
