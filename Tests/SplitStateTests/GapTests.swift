// Gaps in the reducer: the outer gap around each monitor's tiles, smart gaps (none while a
// workspace shows one window), the inner gap as the splitter's draggable thickness, and
// desktop windows (_NET_WM_WINDOW_TYPE_DESKTOP) below everything, untiled, never focused.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct GapTests {
    static let screen = Rect(x: 0, y: 0, width: 1000, height: 600)

    static func state(outer: Int, smart: Bool = false, windows: Int) -> WMState {
        var d = WMState(settings: settings { $0.gaps = GapSettings(outer: outer, smart: smart) }, screen: screen)
        for id in 1...max(1, windows) where windows > 0 { _ = d.handle(.manage(client(UInt32(id)), mapped: false)) }
        return d
    }

    /// The smallest rectangle holding every tile of the focused workspace.
    static func tilesBox(_ d: WMState) -> Rect {
        let tiles = d.focusedLayout.tiles.map(\.rect)
        let x = tiles.map(\.x).min()!, y = tiles.map(\.y).min()!
        return Rect(x: x, y: y, width: tiles.map(\.maxX).max()! - x, height: tiles.map(\.maxY).max()! - y)
    }

    @Test func theOuterGapIsLeftEmptyOnEverySide() {
        let d = Self.state(outer: 20, windows: 2)
        #expect(d.focusedArea == Rect(x: 20, y: 20, width: 960, height: 560))
        #expect(Self.tilesBox(d) == Rect(x: 20, y: 20, width: 960, height: 560))
        // The panels' work area (_NET_WORKAREA) is still the monitor less the struts.
        #expect(Picture(of: d).root.workArea == Self.screen)
    }

    /// i3bar makes its dock at the bottom of its output whatever its `position`, and says
    /// where it belongs by its strut alone: the dock goes to that edge, the tiles start past it.
    @Test func aDockGoesToTheEdgeItsStrutReserves() {
        let bottom = PixelRect(x: 0, y: 581, width: 1000, height: 19)
        for (strut, y) in [(Strut(top: StrutEdge(size: 19)), 0), (Strut(bottom: StrutEdge(size: 19)), 581),
                           (Strut(), 581), (Strut(top: StrutEdge(size: 19), bottom: StrutEdge(size: 19)), 581)] {
            var d = Self.state(outer: 0, windows: 1)
            _ = d.handle(.manage(client(9, facts: facts { $0.types = [.dock]; $0.strut = strut; $0.requested = bottom }), mapped: false))
            #expect(d.clients[w(9)]?.frame == PixelRect(x: 0, y: y, width: 1000, height: 19), "\(strut)")
            if strut.bottom.size == 0, strut.top.size > 0 {
                #expect(d.focusedLayout.tiles.map(\.rect) == [Rect(x: 0, y: 19, width: 1000, height: 581)])
            }
            // A request to move it elsewhere keeps it at its edge; a dock without one edge goes where it asks.
            _ = d.handle(.configureRequest(w(9), RequestedFrame(y: 300)))
            let oneEdge = (strut.top.size > 0) != (strut.bottom.size > 0)
            #expect(d.clients[w(9)]?.frame.y == (oneEdge ? y : 300), "\(strut)")
        }
    }

    @Test func aDockInsideTheBandItsStrutReservesStaysWhereItAsked() {
        // polybar with offset-y 10: 30 pixels high at y 10, reserving the top 40.
        var d = Self.state(outer: 0, windows: 1)
        let asked = PixelRect(x: 0, y: 10, width: 1000, height: 30)
        _ = d.handle(.manage(client(9, facts: facts { $0.types = [.dock]; $0.strut = Strut(top: StrutEdge(size: 40)); $0.requested = asked }), mapped: false))
        #expect(d.clients[w(9)]?.frame == asked)
        #expect(d.focusedLayout.tiles.map(\.rect) == [Rect(x: 0, y: 40, width: 1000, height: 560)])
    }

    @Test func i3barAtTheBottomOfAMonitorShorterThanTheScreenReservesItsHeightThere() {
        // 1920x1080 beside 1280x1024: the screen is 1080 high, the right monitor's bottom at 1024.
        var d = WMState(settings: Settings(), monitors: [
            MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true),
            MonitorInfo(name: "HDMI-1", frame: Rect(x: 1920, y: 0, width: 1280, height: 1024)),
        ])
        // i3bar's strut counts from the screen's bottom, without the monitor's offset.
        let bar = PixelRect(x: 1920, y: 1004, width: 1280, height: 20)
        _ = d.handle(.manage(client(9, facts: facts {
            $0.types = [.dock]; $0.strut = Strut(bottom: StrutEdge(size: 20, start: 1920, end: 3199)); $0.requested = bar
        }), mapped: false))
        #expect(d.clients[w(9)]?.frame == bar)
        #expect(d.outputs.monitors[1].area == Rect(x: 1920, y: 0, width: 1280, height: 1004))
        #expect(d.outputs.monitors[0].area == Rect(x: 0, y: 0, width: 1920, height: 1080), "the other monitor keeps its height")
        // Its strut changing to the top (a reload with position top) moves it there.
        _ = d.handle(.propertiesChanged(w(9), PropertyUpdate(strut: Strut(top: StrutEdge(size: 20, start: 1920, end: 3199)))))
        #expect(d.clients[w(9)]?.frame.y == 0)
        #expect(d.outputs.monitors[1].area == Rect(x: 1920, y: 20, width: 1280, height: 1004))
    }

    @Test func anEmptyWorkspaceHasItsOuterGapFromTheStart() {
        #expect(Self.state(outer: 20, windows: 0).focusedArea == Rect(x: 20, y: 20, width: 960, height: 560))
        #expect(Self.state(outer: 20, smart: true, windows: 0).focusedArea == Self.screen)
    }

    @Test func oneWindowHasTheOuterGapTooWithoutSmartGaps() {
        let d = Self.state(outer: 20, windows: 1)
        #expect(d.focusedLayout.tiles.map(\.rect) == [Rect(x: 20, y: 20, width: 960, height: 560)])
    }

    @Test func smartGapsGiveALoneWindowTheWholeAreaAndComeBackWithASecond() {
        var d = Self.state(outer: 20, smart: true, windows: 1)
        #expect(d.focusedLayout.tiles.map(\.rect) == [Self.screen])
        _ = d.handle(.manage(client(2), mapped: false))
        #expect(Self.tilesBox(d) == Rect(x: 20, y: 20, width: 960, height: 560))
        _ = d.handle(.destroyed(w(2)))
        #expect(d.focusedLayout.tiles.map(\.rect) == [Self.screen])
    }

    @Test func aZoomedWindowIsALoneWindowToSmartGaps() throws {
        var d = Self.state(outer: 20, smart: true, windows: 2)
        try run("zoom toggle", on: &d)
        #expect(d.focusedLayout.tiles.map(\.rect) == [Self.screen])
        try run("zoom toggle", on: &d)
        #expect(Self.tilesBox(d) == Rect(x: 20, y: 20, width: 960, height: 560))
    }

    @Test func theOuterGapLeavesTheTilesAtLeastAThirdOfTheArea() {
        let d = Self.state(outer: 1000, windows: 2)
        // 600 / 3 = 200 on each side: the tiles keep the middle third of the height.
        #expect(d.focusedArea == Rect(x: 200, y: 200, width: 600, height: 200))
    }

    @Test func fractionsSurviveTheGapComingAndGoing() throws {
        var d = Self.state(outer: 0, smart: true, windows: 2)
        try run("fraction 0.3", on: &d)
        _ = d.handle(.config(settings { $0.gaps = GapSettings(outer: 50, smart: true) }))
        #expect(d.focusedArea == Rect(x: 50, y: 50, width: 900, height: 500))
        let split = try #require(d.focusedTree.split(holding: w(2)))
        #expect(abs(split.fraction - 0.3) < 0.01)
    }

    @Test func aFloatingWindowStaysPutWhenSmartGapsComeAndGo() throws {
        var d = Self.state(outer: 40, smart: true, windows: 1)
        _ = d.handle(.manage(client(9, facts: facts {
            $0.types = [.dialog]
            // In the band the outer gap takes from the tiles: the gap is the tiles' alone.
            $0.requested = PixelRect(x: 10, y: 10, width: 200, height: 100)
            $0.positioned = true
        }), mapped: false))
        let before = try #require(d.clients[w(9)]?.frame)
        #expect(before.x == 10 && before.y == 10)
        _ = d.handle(.manage(client(2), mapped: false))
        #expect(d.focusedArea == Rect(x: 40, y: 40, width: 920, height: 520))
        #expect(d.clients[w(9)]?.frame == before)
        _ = d.handle(.destroyed(w(2)))
        #expect(d.clients[w(9)]?.frame == before)
    }

    /// Found by the reducer fuzz target (then named desktop): a floating window resized past the monitor (a drag
    /// keeps it reachable, not inside) was shrunk into the area when smart gaps changed it, so
    /// a restore no longer put it back where it was.
    @Test func aFloatingWindowLargerThanTheMonitorKeepsItsFrameWhenTheGapComes() throws {
        var d = Self.state(outer: 40, smart: true, windows: 1)
        _ = d.handle(.manage(client(9, facts: facts {
            $0.types = [.dialog]
            $0.requested = PixelRect(x: 100, y: 100, width: 200, height: 100)
            $0.positioned = true
        }), mapped: false))
        _ = d.handle(.modifierResizePress(w(9), at: at(150, 150), time: 1))
        _ = d.handle(.motion(at: at(2500, 160), time: 2))
        _ = d.handle(.buttonRelease(at: at(2500, 160), time: 3))
        let before = try #require(d.clients[w(9)]?.frame)
        #expect(before.width > Self.screen.width, "resized past the monitor: \(before)")
        _ = d.handle(.manage(client(2), mapped: false))
        #expect(d.focusedArea == Rect(x: 40, y: 40, width: 920, height: 520))
        #expect(d.clients[w(9)]?.frame == before)
    }

    @Test func theInnerGapIsTheSplittersThicknessAndDraggableAcrossIt() throws {
        let parsed = try ConfigParser.parse("gaps-inner 30\nsplitter-hit 8", file: "c", isKnownKey: { _ in true }).get()
        var d = WMState(settings: parsed.settings, screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        let one = try #require(d.focusedLayout.rect(of: w(1))), two = try #require(d.focusedLayout.rect(of: w(2)))
        #expect(two.x - one.maxX == 30)
        let splitter = try #require(Picture(of: d).splitters.values.first)
        #expect(splitter.hit.x <= one.maxX && splitter.hit.maxX >= two.x, "the hit area \(splitter.hit) covers the gap \(one.maxX)..<\(two.x)")
    }

    // MARK: - Desktop windows

    static func desktopWindow(_ id: UInt32, at rect: PixelRect) -> Client {
        client(id, facts: facts {
            $0.types = [.desktop]
            $0.requested = rect
        })
    }

    @Test func aDesktopWindowIsBelowTheTilesUntiledAndNeverFocused() {
        var d = Self.state(outer: 0, windows: 2)
        let tilesBefore = d.focusedLayout.tiles
        _ = d.handle(.manage(Self.desktopWindow(7, at: PixelRect(x: 0, y: 0, width: 1000, height: 600)), mapped: false))
        #expect(d.clients[w(7)]?.kind == .desktop)
        #expect(!d.focusedTree.contains(w(7)) && !d.focusedFloating.contains(w(7)))
        #expect(d.focusedLayout.tiles == tilesBefore)
        #expect(d.focused == w(2))
        let picture = Picture(of: d)
        #expect(picture.below == [w(7)] && !picture.stack.contains(w(7)))
        #expect(picture.windows[w(7)]?.placement?.rect == PixelRect(x: 0, y: 0, width: 1000, height: 600) && picture.windows[w(7)]?.placement?.border == 0)
        #expect(picture.root.clientList.contains(w(7)))
        #expect(picture.windows[w(7)]?.workspace == .all)
        // Asked for, the focus stays where it is; focus commands never reach it.
        _ = d.handle(.activationRequest(w(7), source: .pager, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(2))
        _ = d.handle(commands: ([.focus(.left), .focus(.left), .focus(.left)]))
        #expect(d.focused == w(1))
        // It may not float, tile or go fullscreen.
        _ = d.handle(.fullscreenRequest(w(7), .on))
        #expect(d.clients[w(7)]?.fullscreen == false)
    }

    /// caja and nautilus draw one desktop window over the whole root: on two monitors it
    /// spans both, and keeps doing so through its own requests and monitor changes.
    @Test func aDesktopWindowSpanningTwoMonitorsKeepsBoth() {
        var d = Self.state(outer: 0, windows: 1)
        let left = MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true)
        let right = MonitorInfo(name: "HDMI-1", frame: Rect(x: 1920, y: 0, width: 1920, height: 1080))
        _ = d.handle(.monitors([left, right]))
        let root = PixelRect(x: 0, y: 0, width: 3840, height: 1080)
        _ = d.handle(.manage(Self.desktopWindow(7, at: root), mapped: false))
        #expect(Picture(of: d).windows[w(7)]?.placement?.rect == root)
        _ = d.handle(.configureRequest(w(7), RequestedFrame(PixelRect(x: 0, y: 0, width: 3840, height: 1080))))
        _ = d.handle(.monitors([left, right]))
        #expect(Picture(of: d).windows[w(7)]?.placement?.rect == root)
        // Larger than the screen, it is cut to it; one monitor gone, to what is left.
        _ = d.handle(.configureRequest(w(7), RequestedFrame(PixelRect(x: -10, y: 0, width: 5000, height: 2000))))
        #expect(Picture(of: d).windows[w(7)]?.placement?.rect == root)
        _ = d.handle(.monitors([left]))
        #expect(Picture(of: d).windows[w(7)]?.placement?.rect == PixelRect(x: 0, y: 0, width: 1920, height: 1080))
    }

    @Test func aDesktopWindowStaysOnEveryWorkspace() throws {
        var d = Self.state(outer: 0, windows: 1)
        _ = d.handle(.manage(Self.desktopWindow(7, at: PixelRect(x: 0, y: 0, width: 1000, height: 600)), mapped: false))
        try run("workspace 2", on: &d)
        #expect(Picture(of: d).windows[w(7)]?.placement != nil && Picture(of: d).windowsHidden.contains(w(1)))
    }
}
