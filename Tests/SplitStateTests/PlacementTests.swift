// Where a floating window goes first: where it asks (USPosition or PPosition) when that place
// is on a monitor, 0,0 and another monitor included (GTK's dialogs at the pointer: GIMP's
// "Create a New Image"); centred over its parent, or on its monitor, only when it asks nothing.
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct PlacementTests {
    static let left = MonitorInfo(name: "left", frame: Rect(x: 0, y: 0, width: 1000, height: 800), primary: true)
    static let right = MonitorInfo(name: "right", frame: Rect(x: 1000, y: 0, width: 800, height: 600))

    /// A dialog of 200×100 at (x, y), asking for that place or not, with `parent` if any.
    static func dialog(_ id: UInt32, at x: Int, _ y: Int, asks: Bool, parent: WindowID? = nil) -> Client {
        client(id, facts: facts {
            $0.types = [.dialog]
            $0.requested = PixelRect(x: x, y: y, width: 200, height: 100)
            $0.positioned = asks
            $0.userPositioned = asks
            $0.transientFor = parent
        })
    }

    static func frame(_ d: WMState, _ id: UInt32) -> PixelRect? { d.clients[w(id)]?.frame }

    @Test func aWindowAskingForAPlaceGetsItEvenAtTheOrigin() {
        var d = WMState(settings: Settings(), monitors: [Self.left])
        _ = d.handle(.manage(Self.dialog(1, at: 0, 0, asks: true), mapped: false))
        _ = d.handle(.manage(Self.dialog(2, at: 300, 200, asks: true), mapped: false))
        #expect(Self.frame(d, 1) == PixelRect(x: 0, y: 0, width: 200, height: 100))
        #expect(Self.frame(d, 2) == PixelRect(x: 300, y: 200, width: 200, height: 100))
    }

    /// No border, so that the centre is the monitor's to the pixel.
    static let borderless = settings { $0.border.width = 0 }

    @Test func aWindowAskingNothingIsCentredOverItsParentOrItsMonitor() {
        var d = WMState(settings: Self.borderless, monitors: [Self.left])
        _ = d.handle(.manage(client(1), mapped: false))
        // No place asked: at 0,0 or anywhere, it is centred.
        _ = d.handle(.manage(Self.dialog(2, at: 0, 0, asks: false), mapped: false))
        _ = d.handle(.manage(Self.dialog(3, at: 123, 45, asks: false), mapped: false))
        let centred = PixelRect(x: 400, y: 350, width: 200, height: 100)
        #expect(Self.frame(d, 2) == centred)
        #expect(Self.frame(d, 3) == centred)
        // Over its parent (the tile of window 1, the whole monitor here: the same centre).
        _ = d.handle(.manage(Self.dialog(4, at: 5, 5, asks: false, parent: w(1)), mapped: false))
        #expect(Self.frame(d, 4) == centred)
    }

    @Test func theAskedPlaceWinsOverThePlaceOverTheParent() throws {
        var d = WMState(settings: Settings(), monitors: [Self.left])
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(Self.dialog(2, at: 10, 20, asks: true, parent: w(1)), mapped: false))
        #expect(Self.frame(d, 2) == PixelRect(x: 10, y: 20, width: 200, height: 100))
    }

    @Test func aProgramsPlaceDoesNotWinOverThePlaceOverAShownParent() {
        var d = WMState(settings: Self.borderless, monitors: [Self.left])
        _ = d.handle(.manage(client(1), mapped: false))
        // zenity --attach: PPosition at GTK's guess, the centre of the screen it would compute.
        var guessed = Self.dialog(2, at: 10, 20, asks: true, parent: w(1))
        guessed.facts.userPositioned = false
        _ = d.handle(.manage(guessed, mapped: false))
        #expect(Self.frame(d, 2) == PixelRect(x: 400, y: 350, width: 200, height: 100))
        // Without a parent, a program's place is taken as the user's.
        var alone = Self.dialog(3, at: 10, 20, asks: true)
        alone.facts.userPositioned = false
        _ = d.handle(.manage(alone, mapped: false))
        #expect(Self.frame(d, 3) == PixelRect(x: 10, y: 20, width: 200, height: 100))
    }

    @Test func aPlaceOnAnotherMonitorPutsTheWindowOnTheWorkspaceShownThereWithTheFocus() throws {
        var d = WMState(settings: Self.borderless, monitors: [Self.left, Self.right])
        _ = d.handle(.manage(client(1), mapped: false))
        #expect(d.outputs.focusedIndex == 0)
        _ = d.handle(.manage(Self.dialog(2, at: 1000, 0, asks: true), mapped: false))
        #expect(Self.frame(d, 2) == PixelRect(x: 1000, y: 0, width: 200, height: 100))
        let workspace = try #require(d.clients.workspace(of: w(2)))
        #expect(d.monitorShowing(workspace) == 1)
        #expect(d.focused == w(2))
        #expect(d.outputs.focusedIndex == 1)
        // A place off every monitor is no place: centred on the focused monitor.
        _ = d.handle(.manage(Self.dialog(3, at: 5000, 100, asks: true), mapped: false))
        #expect(Self.frame(d, 3) == PixelRect(x: 1300, y: 250, width: 200, height: 100))
        // A window that tiles is not sent elsewhere by where it put itself (xterm -geometry).
        _ = d.handle(.manage(client(4, facts: facts { $0.requested = PixelRect(x: 10, y: 10, width: 300, height: 200); $0.positioned = true }),
                             mapped: false))
        #expect(d.clients.workspace(of: w(4)) == d.clients.workspace(of: w(2)), "the focused monitor's, not the left one's")
    }

    @Test func anAskedPlaceIsKeptInsideTheMonitorsArea() {
        var d = WMState(settings: settings { $0.border.width = 2 }, monitors: [Self.left])
        _ = d.handle(.manage(Self.dialog(1, at: 900, 750, asks: true), mapped: false))
        // Its border too: 200 + 2 × 2 wide from the right edge, 100 + 2 × 2 from the bottom.
        #expect(Self.frame(d, 1) == PixelRect(x: 1000 - 204, y: 800 - 104, width: 200, height: 100))
    }
}
