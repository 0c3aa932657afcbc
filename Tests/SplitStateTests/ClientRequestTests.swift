// What clients and pagers ask by message or request, decided by the reducer without X: the
// window types left unmanaged, EWMH's state changes, ConfigureRequest and
// _NET_MOVERESIZE_WINDOW's named values, a tile's restacking as a request for the focus, and
// pointer moves asked for by a client.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct ClientRequestTests {
    static let screen = Rect(x: 0, y: 0, width: 1000, height: 600)

    /// Two tiles, and window 3, a dialog of 300×200, floating (centred).
    static func state() -> WMState {
        var d = WMState(settings: Settings(), screen: screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        _ = d.handle(.manage(client(3, facts: facts {
            $0.types = [.dialog]
            $0.requested = PixelRect(x: 100, y: 100, width: 300, height: 200)
        }), mapped: false))
        return d
    }

    @Test func aNotificationIsLeftUnmanagedAndMappedWhereItPutItself() {
        var d = Self.state()
        let before = d
        let bubble = client(9, facts: facts { $0.types = [.notification] })
        let reaction = d.handle(.manage(bubble, mapped: false))
        #expect(d == before, "the state does not take it")
        #expect(reaction.effects == [.mapUnmanaged(w(9))])
        // Already on screen, it is left as it is.
        #expect(d.handle(.manage(bubble, mapped: true)).effects.isEmpty && d == before)
    }

    @Test func stateRequestsAddRemoveAndToggle() {
        var d = Self.state()
        _ = d.handle(.attentionRequest(w(1), .on))
        #expect(d.clients[w(1)]?.urgent == true)
        _ = d.handle(.attentionRequest(w(1), .toggle))
        #expect(d.clients[w(1)]?.urgent == false)
        _ = d.handle(.fullscreenRequest(w(1), .toggle))
        #expect(d.clients[w(1)]?.fullscreen == true)
        _ = d.handle(.fullscreenRequest(w(1), .on))
        #expect(d.clients[w(1)]?.fullscreen == true, "adding a state it has keeps it")
        _ = d.handle(.fullscreenRequest(w(1), .off))
        #expect(d.clients[w(1)]?.fullscreen == false)
    }

    @Test func describedStatesAreKeptInTheOrderTheyCame() {
        var d = Self.state()
        let skipTaskbar = AtomID(rawValue: 301), sticky = AtomID(rawValue: 302)
        _ = d.handle(.describedStateRequest(w(2), .on, [skipTaskbar, sticky]))
        #expect(d.clients[w(2)]?.facts.describedStates == [skipTaskbar, sticky])
        _ = d.handle(.describedStateRequest(w(2), .toggle, [skipTaskbar]))
        #expect(d.clients[w(2)]?.facts.describedStates == [sticky])
        _ = d.handle(.describedStateRequest(w(2), .off, [skipTaskbar]))
        #expect(d.clients[w(2)]?.facts.describedStates == [sticky], "removing a state it has not changes nothing")
        #expect(Picture(of: d).windows[w(2)]?.describedStates == [sticky], "panels read them from the picture")
    }

    @Test func aConfigureRequestChangesOnlyTheValuesItNames() {
        var d = Self.state()
        let y = d.clients[w(3)]!.frame.y
        _ = d.handle(.configureRequest(w(3), RequestedFrame(x: 150, width: 400)))
        #expect(d.clients[w(3)]?.frame == PixelRect(x: 150, y: y, width: 400, height: 200))
        _ = d.handle(.configureRequest(w(3), RequestedFrame(y: 50)))
        #expect(d.clients[w(3)]?.frame == PixelRect(x: 150, y: 50, width: 400, height: 200))
    }

    @Test func tilesAndFullscreenWindowsKeepTheirPlaceWhateverTheyAsk() {
        var d = Self.state()
        let before = d
        _ = d.handle(.configureRequest(w(1), RequestedFrame(PixelRect(x: 5, y: 5, width: 50, height: 50))))
        #expect(d == before, "a tile keeps its tile")
        _ = d.handle(.fullscreenRequest(w(3), .on))
        let fullscreen = d
        _ = d.handle(.configureRequest(w(3), RequestedFrame(x: 0, y: 0, width: 10, height: 10)))
        #expect(d == fullscreen, "a fullscreen window keeps the monitor")
    }

    /// i3 4.22 takes a tile's ConfigureRequest stacking it above as a request for the focus;
    /// not a floating window's (it is only placed), nor one under a fullscreen window.
    @Test func onlyATileAskingToBeStackedAboveAsksForTheFocus() {
        var d = Self.state()
        #expect(d.raiseAsksForFocus(w(1), stackMode: .above))
        for mode in [StackMode.below, .topIf, .bottomIf, .opposite] { #expect(!d.raiseAsksForFocus(w(1), stackMode: mode)) }
        #expect(!d.raiseAsksForFocus(w(1), stackMode: nil))
        #expect(!d.raiseAsksForFocus(w(3), stackMode: .above), "a floating window")
        #expect(!d.raiseAsksForFocus(w(9), stackMode: .above), "a window not managed")
        _ = d.handle(.fullscreenRequest(w(3), .on))
        #expect(!d.raiseAsksForFocus(w(1), stackMode: .above), "a fullscreen window covers its workspace")
    }

    /// _NET_WM_USER_TIME 0 at map (i3's 259-net-wm-user-time): the window is tiled, shown and
    /// last in the focus history, the focus stays; on an empty workspace it is focused anyway.
    @Test func aWindowMappedWithUserTimeZeroIsNotFocused() throws {
        var d = Self.state()
        let before = try #require(d.focused)
        _ = d.handle(.manage(client(4, facts: facts { $0.mappedUnasked = true }), mapped: false))
        #expect(d.focused == before)
        #expect(d.focusedTree.contains(w(4)) && Picture(of: d).windows[w(4)]?.placement != nil)
        #expect(d.focusedWorkspace.recency.last == w(4))

        try run("workspace 5", on: &d)
        _ = d.handle(.manage(client(5, facts: facts { $0.mappedUnasked = true }), mapped: false))
        #expect(d.focused == w(5), "nothing else to focus")
    }

    /// A rule sending a new window to a workspace out of sight marks it urgent there, as i3's
    /// `assign` does (212-assign-urgency); not on the workspace shown.
    @Test func aWindowARuleSendsOutOfSightIsUrgent() throws {
        let special = WindowIdentity(className: "Special", instance: "special", role: nil)
        var d = WMState(settings: settings { $0.rules = rules(["class=Special workspace target"]) }, screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2, special), mapped: false))
        #expect(d.workspaceName(of: w(2)) == "target" && d.focused == w(1))
        #expect(d.clients[w(2)]?.urgent == true)
        try run("workspace target", on: &d)
        #expect(d.clients[w(2)]?.urgent == false, "focusing it clears it")
        _ = d.handle(.manage(client(3, special), mapped: false))
        #expect(d.clients[w(3)]?.urgent == false && d.focused == w(3))
    }

    /// As i3 (113-urgent): the urgency hint of the focused window is ignored, but read again
    /// (WM_HINTS changed, the hint still set) once the window has lost the focus, it counts.
    @Test func anUrgencyHintReadAgainOutOfFocusMarksTheWindow() throws {
        var d = Self.state()
        try run("[id=1] focus", on: &d)
        _ = d.handle(.propertiesChanged(w(1), PropertyUpdate(urgencyHint: true)))
        #expect(d.clients[w(1)]?.urgent == false, "the focused window is never urgent")
        try run("workspace 2", on: &d)
        _ = d.handle(.propertiesChanged(w(1), PropertyUpdate(urgencyHint: true)))
        #expect(d.clients[w(1)]?.urgent == true)
        _ = d.handle(.propertiesChanged(w(1), PropertyUpdate(urgencyHint: false)))
        #expect(d.clients[w(1)]?.urgent == false)
    }

    /// _NET_WM_DESKTOP set before the map (i3's 529-net-wm-desktop): the window goes to the
    /// workspace at that position, without the focus; past the last one, to the focused one;
    /// 0xFFFFFFFF makes it sticky and floating. One adopted at start is placed by the restore.
    @Test func aWindowMappedAskingForADesktopGoesThere() throws {
        var d = WMState(settings: Settings(), screen: Self.screen)
        _ = d.handle(.manage(client(1), mapped: false))
        try run("workspace 2", on: &d)
        _ = d.handle(.manage(client(2), mapped: false))
        try run("workspace 3", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        _ = d.handle(.manage(client(4, facts: facts { $0.desktop = .one(1) }), mapped: false))
        #expect(d.workspaceName(of: w(4)) == "2" && d.focused == w(3))
        _ = d.handle(.manage(client(5, facts: facts { $0.desktop = .one(7) }), mapped: false))
        #expect(d.workspaceName(of: w(5)) == "3", "no desktop 7: the focused workspace")
        _ = d.handle(.manage(client(6, facts: facts { $0.desktop = .all }), mapped: false))
        #expect(d.clients[w(6)]?.kind == .floating && d.clients[w(6)]?.sticky == true)
        _ = d.handle(.manage(client(7, facts: facts { $0.desktop = .one(0) }), mapped: true))
        #expect(d.workspaceName(of: w(7)) == "3", "adopted: what splitwm wrote is not a request")
    }

    /// A window activated behind a fullscreen one of its workspace comes out: that one's
    /// fullscreen ends, as in i3 (195-net-active-window); a dialog of the fullscreen window
    /// shows above it, and leaves it fullscreen.
    @Test func anActivationBehindAFullscreenWindowEndsIt() {
        var d = Self.state()
        _ = d.handle(.fullscreenRequest(w(2), .on))
        _ = d.handle(.manage(client(4, facts: facts { $0.transientFor = w(2) }), mapped: false))
        _ = d.handle(.activationRequest(w(4), source: .pager, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(4) && d.clients[w(2)]?.fullscreen == true)
        _ = d.handle(.activationRequest(w(1), source: .pager, time: 0, userTime: nil, focusedUserTime: nil))
        #expect(d.focused == w(1) && d.clients[w(2)]?.fullscreen == false)
    }

    @Test func aClientAsksToBeMovedOnlyWhileAButtonIsHeld() {
        var d = Self.state()
        let before = d, frame = d.clients[w(3)]!.frame
        _ = d.handle(.pointerMoveResizeRequest(w(3), .move, at: at(150, 150), buttonHeld: false))
        #expect(d == before, "no button held: no release would end the drag")
        _ = d.handle(.pointerMoveResizeRequest(w(1), .move, at: at(150, 150), buttonHeld: true))
        #expect(d.drag == nil, "a tile is not moved by the pointer")
        let start = d.handle(.pointerMoveResizeRequest(w(3), .move, at: at(150, 150), buttonHeld: true))
        #expect(d.drag?.window == w(3) && start.effects.contains { if case .grabPointer(.move, _) = $0 { true } else { false } })
        _ = d.handle(.motion(at: at(200, 170), time: 10))
        #expect(d.clients[w(3)]?.frame == PixelRect(x: frame.x + 50, y: frame.y + 20, width: frame.width, height: frame.height))
        _ = d.handle(.pointerMoveResizeRequest(w(3), .cancel, at: at(200, 170), buttonHeld: false))
        #expect(d.drag == nil, "a cancel ends it, button or not")
    }
}
