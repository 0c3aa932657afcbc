// The resize and move chords of bspwm's example sxhkdrc run through the state: `node -z`
// moves a tile's edge by its pixels outward (expand) and inward (contract), and a floating
// window's; `node -v` moves a floating window and is refused for a tile; `node -r ±D` changes
// the ratio by a fraction or by pixels, and fails silently past the ends as bspwm does.
import SplitBspwm
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BspwmResizeTests {
    static let width = 1200

    /// Two tiles side by side on a 1200-pixel screen, the right one (2) focused.
    static func twoTiles() -> WMState {
        var state = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: width, height: 800))
        for id in UInt32(1)...2 { _ = state.handle(.manage(client(id), mapped: true)) }
        return state
    }

    /// bspc's words run on `state`: "" or the failure's text after "!".
    static func bspc(_ state: inout WMState, _ words: String...) -> String {
        switch BspwmMessage.answer(words, in: BspwmView(of: state)) {
        case .commands(let commands): return state.handle(commands: commands).failure.map { "!" + $0 } ?? ""
        case .failure(let text): return "!" + text
        default: return "!unexpected"
        }
    }

    /// The left tile's width in pixels, as the root split's fraction gives it.
    static func leftWidth(_ state: WMState) -> Double { (state.focusedTree.split(at: [])?.fraction ?? 0) * Double(width) }

    @Test func theHandlesAreI3sGrowAndShrinkOfAnEdge() {
        let view = BspwmView(of: Self.twoTiles())
        #expect(BspwmMessage.answer(["node", "-z", "left", "-20", "0"], in: view) == .commands([.grow(.edge(.left), GrowAmount(pixels: 20))]))
        #expect(BspwmMessage.answer(["node", "-z", "right", "-20", "0"], in: view) == .commands([.grow(.edge(.right), GrowAmount(pixels: -20))]))
        #expect(BspwmMessage.answer(["node", "-z", "bottom", "0", "20"], in: view) == .commands([.grow(.edge(.down), GrowAmount(pixels: 20))]))
        #expect(BspwmMessage.answer(["node", "-z", "top_left", "10", "-5"], in: view)
                == .commands([.grow(.edge(.left), GrowAmount(pixels: -10)), .grow(.edge(.up), GrowAmount(pixels: 5))]))
        #expect(BspwmMessage.answer(["node", "-z", "middle", "1", "0"], in: view) == .failure("node -z: Invalid resize handle argument: 'middle'.\n"))
        #expect(BspwmMessage.answer(["node", "-z", "left", "x", "0"], in: view) == .failure("node -z: Invalid dx argument: 'x'.\n"))
        #expect(BspwmMessage.answer(["node", "-v", "1", "y"], in: view) == .failure("node -v: Invalid dy argument: 'y'.\n"))
        #expect(BspwmMessage.answer(["node", "-z", "left", "1"], in: view) == .failure("node -z: Not enough arguments.\n"))
    }

    @Test func expandAndContractMoveTheTilesSharedEdge() {
        var state = Self.twoTiles()
        let before = Self.leftWidth(state)
        // super + alt + h on the right tile: its left edge 20 pixels outward.
        #expect(Self.bspc(&state, "node", "-z", "left", "-20", "0") == "")
        #expect(abs(Self.leftWidth(state) - (before - 20)) < 1)
        // super + alt + shift + h: its left edge back inward.
        #expect(Self.bspc(&state, "node", "-z", "left", "20", "0") == "")
        #expect(abs(Self.leftWidth(state) - before) < 1)
    }

    @Test func aFloatingWindowMovesAndResizesByPixels() {
        var state = Self.twoTiles()
        _ = state.handle(commands: [.float(.on), .resizeSet(width: .pixels(300), height: .pixels(200))])
        let window = WindowID(rawValue: 2)
        let start = state.clients[window]!.frame
        #expect(Self.bspc(&state, "node", "-v", "20", "-10") == "")
        let moved = state.clients[window]!.frame
        #expect(moved.x == start.x + 20 && moved.y == start.y - 10 && moved.width == start.width)
        #expect(Self.bspc(&state, "node", "-z", "right", "30", "0") == "")
        let grown = state.clients[window]!.frame
        #expect(grown.x == moved.x && grown.width == moved.width + 30, "\(moved) \(grown)")
    }

    @Test func aTileIsNotMovedByPixels() {
        var state = Self.twoTiles()
        #expect(Self.bspc(&state, "node", "-v", "20", "0") == "!node -v: splitwm moves a floating window by pixels; a tile moves with -s or -n.\n")
    }

    @Test func relativeRatiosByAFractionOrByPixels() {
        var state = Self.twoTiles()
        let start = Self.leftWidth(state) / Double(Self.width)
        #expect(Self.bspc(&state, "node", "-r", "+0.1") == "")
        #expect(abs(Self.leftWidth(state) / Double(Self.width) - (start + 0.1)) < 0.001)
        #expect(Self.bspc(&state, "node", "-r", "-120") == "")
        #expect(abs(Self.leftWidth(state) / Double(Self.width) - start) < 0.001)
        // Past an end: bspwm fails without a word, and nothing changes.
        #expect(Self.bspc(&state, "node", "-r", "+0.9") == "!")
        #expect(abs(Self.leftWidth(state) / Double(Self.width) - start) < 0.001)
        #expect(Self.bspc(&state, "node", "-r", "+x") == "!node -r: Invalid argument: '+x'.\n")
        // A ratio without a sign is no pixel count.
        #expect(Self.bspc(&state, "node", "-r", "10") == "!node -r: Invalid argument: '10'.\n")
    }
}
