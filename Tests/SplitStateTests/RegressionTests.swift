// The bugs the random scripts found, each as the small explicit sequence that shows it: the
// state it must reach, and every invariant checked along the way.
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

/// Runs `actions` under every invariant and expects none to fail.
func expectInvariants(_ wm: SimulatedWM, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(wm.violations.isEmpty, "\(wm.violations.messages.joined(separator: "\n"))\n\(wm.printout)",
            sourceLocation: sourceLocation)
}

@Suite struct RegressionTests {
    // MARK: Found by the soak (`make soak`)

    @Test func aPreselectionThatLeavesTheNewWindowNoPixelsShowsNoOutline() {
        // The soak's splitwm died of BadValue on ConfigureWindow: `presel` beside a tile too small
        // to split gave an outline of no height, whose edges were windows of no height. Here the
        // 20 px tile split above/below by a 40 px splitter leaves the new window nothing.
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 300, height: 20),
                                 settings: settings { $0.newSplit.style = SplitterStyle(visibleThickness: 40) }, [
            .event(.manage(client(1), mapped: false)),
            .event(.command(.presel(.down))),
        ])
        expectInvariants(wm)
        #expect(wm.state.preselection != nil, "the preselection is kept for the next window")
        #expect(Picture(of: wm.state).preselection == nil)
    }

    // MARK: Found by the planner's properties

    @Test func aFullscreenTileInAHiddenSideIsNotHiddenWhenItsWorkspaceGoesOutOfSight() {
        // A rule put the window in a hidden side and made it fullscreen: shown, as the
        // fullscreen layer shows it, it is not hidden; a switch away told EWMH it was (the
        // out-of-sight rule counted only its workspace's tiles), and a switch back not.
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1155, height: 1047),
                                 settings: settings { $0.rules = rules(["class=XTerm place right hidden", "title~^Open tile fullscreen"]) }, [
            .event(.manage(client(13), mapped: false)),
            .event(.manage(client(3, WindowIdentity(className: "XTerm", instance: "xterm", role: nil),
                                  facts: facts { $0.title = "Open File" }), mapped: false)),
        ])
        expectInvariants(wm)
        var state = wm.state
        #expect(state.clients[WindowID(rawValue: 3)]?.fullscreen == true)
        #expect(Picture(of: state).windows[WindowID(rawValue: 3)]?.flags.contains(.hidden) == false)
        _ = state.handle(.command(.workspace(.named("4"))))
        #expect(Picture(of: state).windows[WindowID(rawValue: 3)]?.flags.contains(.hidden) == false)
    }

    // MARK: Focus kept in view when the screen or the config hides the focused window

    @Test func aScreenTooSmallForTheFocusedWindowTakesTheFocusAway() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 12, height: 12), [
            .event(.manage(client(12), mapped: false)),
            // 2x2 leaves no room inside a 1 px border: the window is unmapped.
            .event(.screenChange(Rect(x: 0, y: 0, width: 2, height: 2))),
        ])
        expectInvariants(wm)
        #expect(Picture(of: wm.state).windowsShown.isEmpty)
        #expect(wm.state.focused == nil)
    }

    @Test func aWiderBorderThatHidesTheFocusedWindowMovesTheFocusToAShownOne() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 400, height: 100), [
            .event(.manage(client(1), mapped: false)),
            .event(.manage(client(2), mapped: false)),
            // 2 (focused, on the right) keeps the 5 % the constraints leave it: 20 px.
            .event(.command(.fraction(0.95))),
            .event(.config(settings { $0.border.width = 12 })),
        ])
        expectInvariants(wm)
        #expect(Picture(of: wm.state).windowsHidden == [w(2)])
        #expect(wm.state.focused == w(1))
    }

    // MARK: Focus handed to a window that is shown once it has the focus

    @Test func focusLeavingAHiddenWindowGoesToOneACollapsedSplitShowsWhenFocused() {
        // Side-by-side splits always collapse to the focused side; 3 goes below 2 in a split
        // 20 px high whose 40 px splitter leaves neither side any room.
        let base = settings {
            $0.collapseBelow = Size(width: 10000, height: 0)
            $0.newSplit.style = SplitterStyle(visibleThickness: 40)
            $0.placement = .split(.toward(.right))
        }
        var below = base
        below.placement = .split(.toward(.down))
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 300, height: 20), settings: base, [
            .event(.manage(client(1), mapped: false)),
            .event(.manage(client(2), mapped: false)),
            .event(.config(below)),
            .event(.manage(client(3), mapped: false)),
        ])
        expectInvariants(wm)
        // With 3 or 2 focused the collapsed split shows their side, where nothing fits; with
        // 1 focused it shows 1, over the whole area.
        #expect(wm.state.focused == w(1))
        #expect(Picture(of: wm.state).windowsShown.sorted() == [w(1)])
    }

    // MARK: A restored layout keeps the focus in view

    @Test func restoringALayoutThatHidesTheAdoptedFocusMovesItToAShownWindow() {
        var state = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: 800, height: 600))
        _ = state.handle(.manage(client(1), mapped: true))
        _ = state.handle(.manage(client(2), mapped: true))
        #expect(state.focused == w(2))   // adoption focuses each window in turn
        // The saved layout hides 2's side; the saved focus is gone.
        let saved = try! state.focusedTree.hiding(.secondary, ofSplitHolding: w(2), in: state.focusedArea)
        let reaction = state.restoreLayout(saved, focused: w(7))
        #expect(state.focusedTree == saved)
        #expect(state.focused == w(1))
        #expect(reaction.effects.contains(.notice(.window(change: "focused", w(1), urgent: false))))
    }

    @Test func aRestartOnAScreenTooSmallForTheSavedFocusLeavesNothingFocused() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 100, height: 60), [
            .event(.manage(client(13), mapped: false)),
            .event(.screenChange(Rect(x: 0, y: 0, width: 1, height: 1))),
            .restart,
        ])
        expectInvariants(wm)
        #expect(wm.state.focused == nil)
    }

    // What the X edge must forget of a destroyed or withdrawn window is the plan's: a window
    // leaving the picture (AdoptReleaseTests).

    // MARK: Windows that are not tiles, and rules

    @Test func aHiddenRuleThatCannotHideTheFirstWindowLetsItHaveTheFocus() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1067, height: 466), settings: settings { $0.rules = rules(["class=* hidden"]) }, [
            .event(.manage(client(3), mapped: false)),
            // The second is hidden beside the first, which keeps the focus.
            .event(.manage(client(4), mapped: false)),
        ])
        expectInvariants(wm)
        #expect(wm.state.focused == w(3))
        #expect(Picture(of: wm.state).windowsHidden == [w(4)])
    }

    @Test func aFloatingWindowDraggedOnAMonitorLowerThan32PixelsStaysOnIt() {
        let fixed = PixelSize(width: 389, height: 653)
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 378, height: 332), [
            .event(.manage(client(4, facts: facts { $0.sizeLimits = SizeLimits(min: fixed, max: fixed) }), mapped: false)),
            .event(.screenChange(Rect(x: 0, y: 0, width: 500, height: 1))),
            .event(.modifierPress(w(4), at: at(267, 0), time: 201)),
            // keptReachable kept 32 px on a monitor 1 px high: y was -31.
            .event(.motion(at: at(870, 0), time: 283)),
        ])
        expectInvariants(wm)
        #expect(wm.state.clients[w(4)]?.frame.y == 0)
    }

    @Test func aRestartLeavesFloatingWindowsWhereADragOrTheClientPutThem() {
        let fixed = PixelSize(width: 383, height: 527)
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1054, height: 536), [
            .event(.manage(client(4, facts: facts { $0.types = [.dock]; $0.strut = Strut(top: StrutEdge(size: 4), bottom: StrutEdge(size: 25)) }), mapped: false)),
            .event(.manage(client(8, facts: facts { $0.sizeLimits = SizeLimits(min: fixed, max: fixed) }), mapped: false)),
            // Kept inside the monitor, over the bottom dock.
            .event(.configureRequest(w(8), RequestedFrame(PixelRect(x: 1510, y: 1554, width: 796, height: 1426)))),
            .event(.manage(client(7, facts: facts { $0.types = [.dialog]; $0.requested = PixelRect(x: 1651, y: 511, width: 321, height: 749) }), mapped: false)),
            // Dragged partly off the monitor's right edge.
            .event(.modifierPress(w(7), at: at(100, 400), time: 212)),
            .event(.motion(at: at(1000, 400), time: 355)),
            .event(.buttonRelease(at: at(1000, 400), time: 476)),
            .restart,
        ])
        expectInvariants(wm)
        // The restore kept them inside the tiling area, moving 8 off the dock and 7 back.
        #expect(wm.state.clients[w(8)]?.frame == PixelRect(x: 669, y: 7, width: 383, height: 527))
        #expect(wm.state.clients[w(7)]?.frame.x ?? 0 > 1054 - 321)
    }

    @Test func aFloatingWindowResizedSmallerWhilePartlyOffTheMonitorStaysOnIt() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1719, height: 320), [
            .event(.manage(client(1, facts: facts { $0.types = [.dialog]; $0.requested = PixelRect(x: 0, y: 0, width: 818, height: 12) }), mapped: false)),
            // Moved as far left as a move goes: 32 px left on the monitor.
            .event(.modifierPress(w(1), at: at(1026, 155), time: 269)),
            .event(.motion(at: at(-2000, 140), time: 319)),
            .event(.buttonRelease(at: at(-2000, 140), time: 330)),
            // Its right edge, the one on the monitor, follows the pointer far left.
            .event(.modifierResizePress(w(1), at: at(20, 146), time: 562)),
            .event(.motion(at: at(-2235, -122), time: 580)),
        ])
        expectInvariants(wm)
        let frame = wm.state.clients[w(1)]?.frame
        #expect(frame.map { $0.x + $0.width > 0 } == true)
    }

    @Test func aFullscreenDialogOfAFullscreenWindowIsStackedOnce() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1757, height: 429), [
            .event(.manage(client(2, facts: facts { $0.wantsFullscreen = true }), mapped: false)),
            .event(.manage(client(11, facts: facts { $0.transientFor = w(2); $0.wantsFullscreen = true }), mapped: false)),
            // Its own dialog, by a client's mistake.
            .event(.manage(client(5, facts: facts { $0.transientFor = w(5) }), mapped: false)),
            .event(.fullscreenRequest(w(5), .toggle)),
        ])
        expectInvariants(wm)
        // Each once; 5 came behind the fullscreen 11 (no dialog of it), which so kept the
        // focus and is stacked last, as the focused fullscreen window.
        #expect(Picture(of: wm.state).stack == [w(2), w(5), w(11)])
    }

    @Test func leavingFullscreenForATileWithNoRoomTakesTheFocusAway() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 933, height: 573), [
            .event(.manage(client(10, facts: facts { $0.wantsFullscreen = true }), mapped: false)),
            // Fullscreen, it is still shown; its tile has no room inside a 1 px border.
            .event(.screenChange(Rect(x: 0, y: 0, width: 2, height: 2))),
            .event(.command(.fullscreen(.off))),
        ])
        expectInvariants(wm)
        #expect(wm.state.focused == nil)
    }

    /// Nor off the screen, nor larger than it: docks are above the tiles.
    @Test func aDockIsNeverShownEmptyWhateverItAsksFor() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1228, height: 909), [
            .event(.manage(client(8, facts: facts { $0.types = [.dock]; $0.requested = PixelRect(x: 2298, y: 625, width: 0, height: 474) }), mapped: false)),
            .event(.manage(client(12, facts: facts { $0.types = [.dock] }), mapped: false)),
            // As _NET_MOVERESIZE_WINDOW may ask.
            .event(.configureRequest(w(12), RequestedFrame(PixelRect(x: 1093, y: -2147483648, width: -5, height: 1043)))),
        ])
        expectInvariants(wm)
        #expect(wm.state.clients[w(8)]?.frame == PixelRect(x: 1227, y: 435, width: 1, height: 474))
        #expect(wm.state.clients[w(12)]?.frame == PixelRect(x: 1093, y: 0, width: 1, height: 909))
    }

    // MARK: Workspaces and monitors

    @Test func sendingTheFocusedWindowAwayFocusesAShownWindowNeverFocusedBefore() {
        // 3 came hidden by the rule, so it is in no focus history; with 1 gone it fills the area.
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 580, height: 1143), settings: settings { $0.rules = rules(["class=* hidden"]) }, [
            .event(.manage(client(1), mapped: false)),
            .event(.manage(client(3), mapped: false)),
            .event(.command(.moveToWorkspace(.named("web")))),
        ])
        expectInvariants(wm)
        #expect(wm.state.focused == w(3))
        #expect(wm.state.workspaces.map(\.name) == ["1", "web"])
    }

    @Test func aWindowClaimingASavedPlaceOnAnotherWorkspaceLeavesTheOthersWhereTheyAre() {
        // 16 claimed a place of the saved layout on workspace 1; 6 claims one on mail, whose
        // tree took in 16 too (in two trees at once).
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1796, height: 1005), [
            .event(.manage(client(11), mapped: false)),
            .event(.manage(client(4), mapped: false)),
            .newSession,
            .event(.manage(client(16), mapped: false)),
            .event(.command(.workspace(.named("mail")))),
            .event(.manage(client(6), mapped: false)),
        ])
        expectInvariants(wm)
        #expect(wm.state.workspaces.map(\.tree.leaves) == [[w(16)], [w(6)]])
    }

    @Test func goingToAWorkspaceOnAnotherMonitorEndsTheDrag() {
        // The drag was of the split on screen's workspace; the keyboard went to A's.
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 903, height: 538), [
            .event(.manage(client(14), mapped: false)),
            .event(.manage(client(9), mapped: false)),
            .event(.monitors([MonitorInfo(name: "screen", frame: Rect(x: 0, y: 0, width: 1024, height: 200)),
                              MonitorInfo(name: "A", frame: Rect(x: 1024, y: 0, width: 800, height: 480))])),
            .event(.modifierPress(w(9), at: at(611, 45), time: 153)),
            .event(.command(.workspace(.next))),
        ])
        expectInvariants(wm)
        #expect(wm.state.drag == nil)
        #expect(wm.state.outputs.focused.name == "A")
    }

    @Test func aMonitorThatComesBackTakesBackTheWorkspaceAnotherTookInMeanwhile() {
        // screen went away: A, new, took in workspace 1 as its own. screen comes back.
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1853, height: 1148), [
            .event(.manage(client(1), mapped: false)),
            .event(.monitors([MonitorInfo(name: "A", frame: Rect(x: 0, y: 0, width: 1024, height: 200))])),
            .event(.monitors([MonitorInfo(name: "A", frame: Rect(x: 0, y: 0, width: 800, height: 1080)),
                              MonitorInfo(name: "screen", frame: Rect(x: 800, y: 0, width: 1024, height: 480))])),
        ])
        expectInvariants(wm)
        let d = wm.state
        #expect(d.outputs.monitors.map { d.workspaces[$0.shows].name } == ["2", "1"])
        #expect(d.outputs.monitors.map { d.workspaces[$0.shows].site.monitor } == ["A", "screen"])
        // The keyboard stays with the focused window, on screen again.
        #expect(d.focused == w(1) && d.outputs.focused.name == "screen")
    }

    @Test func aFloatingWindowDraggedAcrossTwoMonitorsStaysWhereItIsAcrossARestart() {
        // Kept reachable on C, its centre ended up on screen, which moved it down at the restart.
        let dragged: [Action] = [
            .event(.manage(client(14, facts: facts { $0.types = [.dialog]; $0.requested = PixelRect(x: 0, y: 0, width: 1145, height: 178) }), mapped: false)),
            .event(.monitors([MonitorInfo(name: "C", frame: Rect(x: 0, y: 0, width: 1920, height: 480)),
                              MonitorInfo(name: "screen", frame: Rect(x: 0, y: 480, width: 300, height: 200))])),
            .event(.modifierPress(w(14), at: at(30, 527), time: 298)),
            .event(.motion(at: at(-78, 633), time: 420)),
            .event(.buttonRelease(at: at(-78, 633), time: 433)),
        ]
        let before = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 988, height: 1083), dragged)
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 988, height: 1083), dragged + [.restart])
        expectInvariants(wm)
        #expect(wm.state.clients[w(14)]?.frame == before.state.clients[w(14)]?.frame)
    }
}

extension RegressionTests {
    /// A pager sent a window to the focused workspace, which was empty: the window was shown
    /// there without the focus, and the keyboard went nowhere (found by the workspace property
    /// tests at 8x scale).
    @Test func aWindowSentToTheEmptyFocusedWorkspaceTakesTheFocus() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 199, height: 656), [
            .event(.manage(client(13), mapped: false)),
            .event(.manage(client(6), mapped: false)),
            .event(.command(.workspace(.named("3")))),
            .event(.sendToWorkspaceRequest(w(6), 1)),
            .event(.manage(client(16, facts: facts { $0.transientFor = w(13) }), mapped: false)),
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)")
        #expect(wm.state.focused == w(6))
    }
}

extension RegressionTests {
    /// A crash with a stale state file from which no window id survived (a new-session
    /// restore): the claims rearranged the tree and left the focus on a window it no longer
    /// showed (found by the property tests at 8x scale).
    @Test func aNewSessionRestoreMovesAFocusItsClaimsHide() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 3, height: 7), [
            .event(.manage(client(8), mapped: false)),
            .event(.manage(client(3, minSize: Size(width: 57, height: 282), takesFocus: true), mapped: false)),
            .event(.manage(client(11), mapped: false)),
            .crash(staleness: 2),
            .event(.manage(client(6, WindowIdentity(className: "XTerm", instance: "xterm", role: nil),
                               minSize: Size(width: 2213, height: 4841), acceptsInput: false, takesFocus: true), mapped: false)),
            .event(.destroyed(w(8))),
            .crash(staleness: 5),
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)")
    }
}

extension RegressionTests {
    /// A crash restore that moved the focus off another monitor's workspace looked for a
    /// window in the focus history only, where windows a rule hid are not: nothing was focused
    /// while one was shown (found by the workspace property tests at 8x scale).
    @Test func aRestoreFocusesAShownWindowARuleHidWhenItArrived() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1846, height: 583), settings: settings { $0.rules = rules(["class=* hidden"]) }, [
            .event(.manage(client(3), mapped: false)),
            .event(.manage(client(9), mapped: false)),
            .event(.manage(client(2), mapped: false)),
            .event(.command(.moveToWorkspace(.named("4")))),
            .event(.command(.workspace(.named("3")))),
            .event(.withdrawn(w(2))),
            .event(.monitors([MonitorInfo(name: "B", frame: Rect(x: 0, y: 0, width: 300, height: 200), primary: false)])),
            .event(.withdrawn(w(9))),
            .event(.manage(client(1), mapped: false)),
            .crash(staleness: 5),
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)")
    }
}

extension RegressionTests {
    /// A monitor coming back took its displaced workspaces home while another monitor showed
    /// one of them, and that monitor was left showing the same workspace as the returning one
    /// (found by the workspace property tests in CI, seed 3650837500689724131).
    @Test func aReturningMonitorLeavesEveryMonitorAWorkspaceOfItsOwn() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 301, height: 691), [
            .event(.command(.workspace(.named("2")))),
            .event(.manage(client(1), mapped: false)),
            .event(.command(.workspace(.named("mail")))),
            .event(.monitors([MonitorInfo(name: "C", frame: Rect(x: 0, y: 200, width: 300, height: 480), primary: false)])),
            .event(.config(settings { $0.workspaces = [WorkspaceSetting(number: 1, name: "web", monitors: ["screen"]), WorkspaceSetting(number: 5, name: nil, monitors: ["C"]),
                                                       WorkspaceSetting(number: 4, name: nil, monitors: ["screen"]), WorkspaceSetting(number: 3, name: "mail", monitors: [])] })),
            .event(.monitors([MonitorInfo(name: "screen", frame: Rect(x: 0, y: 0, width: 1, height: 200), primary: false),
                              MonitorInfo(name: "C", frame: Rect(x: 1, y: 0, width: 800, height: 200), primary: false)])),
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)\n\(wm.printout)")
    }

    /// Two monitors go, the focused one among them, and another comes in the same report:
    /// while the new one was given its first workspace, making it asked for the focused
    /// monitor's workspace by a position the report had just removed, and trapped (the
    /// reshape of workspace making brought this in; the workspace property tests found it
    /// with a drawn seed).
    @Test func theFocusedMonitorReplacedInOneReportLeavesEveryMonitorAWorkspace() {
        let a = MonitorInfo(name: "A", frame: Rect(x: 0, y: 0, width: 400, height: 300), primary: true)
        let b = MonitorInfo(name: "B", frame: Rect(x: 400, y: 0, width: 400, height: 300))
        let x = MonitorInfo(name: "X", frame: Rect(x: 800, y: 0, width: 400, height: 300))
        let d = MonitorInfo(name: "D", frame: Rect(x: 400, y: 0, width: 500, height: 300))
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 400, height: 300), [
            .event(.monitors([a, b, x])),
            .event(.manage(client(1), mapped: false)),
            .event(.command(.focus(.right))),
            .event(.command(.focus(.right))),
            .event(.manage(client(2), mapped: false)),
            .event(.monitors([a, d])),
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)\n\(wm.printout)")
        #expect(wm.state.outputs.monitors.map(\.name) == ["A", "D"])
        // Window 2's workspace waits hidden on the primary for X to return; the keyboard goes
        // to what the primary shows.
        #expect(wm.state.outputs.focused.name == "A" && wm.state.focused == w(1))
    }

    /// Emacs, a terminal by a `swallows` rule, was swallowed when Firefox (of its process)
    /// came; `reload` then read a config without the rule, and the restart after it restored
    /// Emacs swallowed but no terminal (what the window was came from the config in force).
    /// The property tests found it once `reload` read a config file through the driver.
    @Test func aTerminalSwallowedBeforeAReloadDroppedItsRuleIsStillOneAfterARestart() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1238, height: 595), settings: settings { $0.rules = rules(["class=Emacs swallows place left"]) }, [
            .event(.manage(client(1, WindowIdentity(className: "Emacs", instance: "emacs", role: nil),
                                  facts: facts { $0.pid = 1007; $0.processLine = [1001, 5001] }), mapped: false)),
            .event(.manage(client(7, WindowIdentity(className: "Firefox", instance: "Navigator", role: "browser"),
                                  facts: facts { $0.pid = 1007; $0.processLine = [1007, 1015] }), mapped: false)),
            .commands([.reload]),
            .restart,
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)\n\(wm.printout)")
        #expect(wm.state.clients[w(1)]?.swallow.takenBy == w(7))
    }

    /// Smart gaps: with two windows a tiny workspace has no room for a tile under the outer
    /// gap, so only the fullscreen one was shown and focused. When it went, the focus was
    /// chosen among the windows shown under the gap of two (none) before the area grew back
    /// for one, and it was dropped.
    @Test func theFocusOfAWindowThatGoesIsGivenAsTheGapsWillBeForWhatStays() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 3, height: 7), settings: settings { $0.gaps = GapSettings(outer: 50, smart: true) }, [
            .event(.manage(client(11), mapped: false)),
            .event(.manage(client(3, facts: facts { $0.wantsFullscreen = true }), mapped: false)),
            .event(.withdrawn(w(3))),
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)\n\(wm.printout)")
        #expect(wm.state.focused == w(11))
    }
}

extension RegressionTests {
    /// A sticky window shown on a monitor that had taken a gone monitor's workspaces followed
    /// its workspace home, out of sight, when that monitor returned: it stays on the monitor it
    /// was seen on, over what that one shows now (found by the workspace property tests, seed
    /// 14769786087237338715).
    @Test func aStickyWindowStaysOnItsMonitorWhenItsWorkspaceGoesHome() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 443, height: 1083), [
            .event(.manage(client(8), mapped: false)),
            .event(.manage(client(16, acceptsInput: false, deletesPolitely: true, facts: facts { $0.positioned = true; $0.wantsSticky = true; $0.pid = 1016; $0.processLine = [1016, 5002] }), mapped: false)),
            .commands([.moveToWorkspace(.named("3"))]),
            .event(.modifierPress(w(16), at: at(0, 0), time: 37)),
            .event(.monitors([MonitorInfo(name: "C", frame: Rect(x: 0, y: 480, width: 640, height: 480), primary: false)])),
            .event(.manage(client(15), mapped: false)),
            .event(.workspaceRequest(0)),
            .event(.monitors([MonitorInfo(name: "C", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: false),
                              MonitorInfo(name: "screen", frame: Rect(x: 1920, y: 0, width: 800, height: 480), primary: false)])),
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)\n\(wm.printout)")
        let c = wm.state.outputs.monitors.firstIndex { $0.name == "C" }
        #expect(c.map { wm.state.shownWorkspace(on: $0) } == wm.state.clients.workspace(of: w(16)), "\(wm.printout)")
    }

    /// A terminal swallowed by a program that then went to the scratchpad is listed where that
    /// program is: on every desktop, as a hidden scratchpad window is, not on none (found by a
    /// hunt over random seeds of the workspace mix, seed 9418959973746504816).
    @Test func aSwallowedTerminalIsListedWhereItsHolderIsInTheScratchpadToo() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1848, height: 986), settings: settings { $0.rules = rules(["class=XTerm swallows"]) }, [
            .event(.manage(client(6, WindowIdentity(className: "XTerm", instance: "xterm", role: nil), deletesPolitely: true, facts: facts { $0.positioned = true; $0.pid = 1006; $0.processLine = [1006, 5003, 1004] }), mapped: false)),
            .event(.manage(client(13, WindowIdentity(className: "Firefox", instance: "Navigator", role: "browser"), deletesPolitely: true, facts: facts { $0.pid = 1013; $0.processLine = [1013, 1006] }), mapped: false)),
            .commands([.moveToScratchpad]),
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)\n\(wm.printout)")
        #expect(wm.state.clients[w(6)]?.swallow.takenBy == w(13), "\(wm.printout)")
        #expect(wm.picture.windows[w(6)]?.workspace == .all, "\(wm.printout)")
    }

    /// A window sent to the scratchpad from a workspace of two hands the focus to the other,
    /// which smart gaps give room again once it is alone (found by the outside mix's property,
    /// seed 10892228665553061474, case 181).
    @Test func theWindowLeftAloneBySmartGapsTakesTheFocusFromOneSentToTheScratchpad() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 2685, height: 1402), settings: Settings(), [
            .event(.manage(client(16), mapped: false)),
            .event(.manage(client(11, WindowIdentity(className: "XTerm", instance: "xterm", role: nil), takesFocus: true, deletesPolitely: true, facts: facts { $0.wantsFullscreen = true }), mapped: false)),
            .event(.config(settings { $0.border.width = 2; $0.gaps = GapSettings(outer: 50, smart: true); $0.bindingModes = ["resize"] })),
            .event(.screenChange(Rect(x: 0, y: 0, width: 12, height: 12))),
            .key(KeyPress(time: 4406, isEscape: false, commands: [.moveToScratchpad])),
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)\n\(wm.printout)")
        #expect(wm.state.focused == w(16), "\(wm.printout)")
    }

    /// A window whose own border (a rule's `border normal`) leaves it no room in its tile gets
    /// no focus: whether the focused window is shown is judged by its border, not the
    /// setting's (the outside mix's property, seed 17348099621678714796, case 15).
    @Test func aWindowItsOwnBorderLeavesNoRoomIsNotFocused() {
        let wm = SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1603, height: 490), settings: Settings(), [
            .event(.monitors([MonitorInfo(name: "screen", frame: Rect(x: 0, y: 0, width: 1920, height: 1), primary: false)])),
            .event(.config(settings { $0.border.width = 0; $0.rules = rules(["class=XTerm border normal"]); $0.bindingModes = ["resize"] })),
            .event(.manage(client(8, WindowIdentity(className: "XTerm", instance: "xterm", role: nil), takesFocus: true), mapped: false)),
        ])
        #expect(wm.violations.isEmpty, "\(wm.violations)\n\(wm.printout)")
        #expect(wm.state.focused == nil, "\(wm.printout)")
    }
}
