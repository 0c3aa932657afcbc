// The size a scratchpad window is shown at, as i3 4.22 gives it (185-scratchpad.t,
// 202-scratchpad-criteria.t): a tile sent there is "fresh" and each `scratchpad show` gives
// it half its monitor's width and three quarters of its height, centred, until the user moves
// or resizes it; a window that floated before keeps its own size.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct ScratchpadSizeTests {
    static let screen = Rect(x: 0, y: 0, width: 1280, height: 800)

    /// Two tiles, 1 and 2, on one 1280×800 monitor.
    static func state() -> WMState {
        var d = WMState(settings: Settings(), screen: screen)
        for id in 1...2 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        return d
    }

    /// Window 2's outer rectangle as shown (its border included, i3's floating container): the
    /// placement's corner is the border's, its size the window's.
    static func outer(_ d: WMState) -> PixelRect? {
        guard let placement = Picture(of: d).windows[w(2)]?.placement else { return nil }
        let r = placement.rect, b = placement.border
        return PixelRect(x: r.x, y: r.y, width: r.width + 2 * b, height: r.height + 2 * b)
    }

    @Test func aTileSentToTheScratchpadIsShownAtHalfTheWidthAndThreeQuartersOfTheHeightCentred() throws {
        var d = Self.state()
        try run("[id=2] move scratchpad; scratchpad show", on: &d)
        #expect(d.clients[w(2)]?.scratchpadFresh == true)
        #expect(Self.outer(d) == PixelRect(x: 320, y: 100, width: 640, height: 600))
        // Hidden and shown again: still fresh, the same size.
        try run("scratchpad show; scratchpad show", on: &d)
        #expect(Self.outer(d) == PixelRect(x: 320, y: 100, width: 640, height: 600))
    }

    @Test func resizedOrMovedItKeepsItsSizeAndPlaceFromThenOn() throws {
        var d = Self.state()
        try run("[id=2] move scratchpad; scratchpad show; resize grow width 10 px", on: &d)
        #expect(d.clients[w(2)]?.scratchpadFresh == false)
        try run("move left 30 px", on: &d)
        let moved = Self.outer(d)
        #expect(moved == PixelRect(x: 290, y: 100, width: 650, height: 600))
        // Hidden and shown again, it comes back where it was, as in i3.
        try run("scratchpad show; scratchpad show", on: &d)
        #expect(Self.outer(d) == moved)
    }

    @Test func aWindowThatFloatedBeforeKeepsItsOwnSize() throws {
        var d = Self.state()
        try run("[id=2] focus; float on; resize set 300 px 200 px", on: &d)
        try run("[id=2] move scratchpad; scratchpad show", on: &d)
        #expect(d.clients[w(2)]?.scratchpadFresh == false)
        #expect(Self.outer(d).map { PixelSize(width: $0.width, height: $0.height) } == PixelSize(width: 300, height: 200))
    }
}
