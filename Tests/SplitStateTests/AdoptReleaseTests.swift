// The managed set is the picture's keys: a window entering the picture is adopted by the plan,
// one leaving it is released by the plan, and exit hands every one back by the same path
// (`ManagedSet.lettingGo`). Over random scripts' pictures, and case by case without X.
import PropertyTestSupport
import SplitEngine
@testable import SplitState
import StateScriptSupport
import Testing
import XModel

/// A picture of `shown` windows placed side by side and `hidden` ones out of sight, all on
/// workspace 0, none focused: each window gets the click grab of an unfocused one.
private func picture(shown: [WindowID], hidden: [WindowID] = []) -> Picture {
    var picture = Picture()
    for (i, window) in shown.enumerated() {
        let placement = Picture.Placement(rect: PixelRect(x: 100 * i, y: 0, width: 90, height: 90), border: 1, borderColor: RGB(0x333333))
        picture.windows[window] = Picture.ManagedWindow(placement: placement, workspace: .one(0))
    }
    for window in hidden { picture.windows[window] = Picture.ManagedWindow(workspace: .one(0)) }
    picture.root.clientList = shown + hidden
    return picture
}

/// The requests a release of `window` sends: no more of its events, the click grab if it
/// `holdsGrab`, WM_STATE Withdrawn, no _NET_WM_STATE nor _NET_WM_DESKTOP, i3's floating mark
/// gone from a floating window, out of the save set.
private func release(_ window: WindowID, holdsGrab: Bool = true, floating: Bool = false) -> [XRequest] {
    [.stopListening(window)] + (holdsGrab ? [.ungrabButtons(window)] : [])
        + [.setWMState(window, .withdrawn), .deleteNetWMState(window), .deleteDesktop(window)]
        + (floating ? [.markFloating(window, false)] : []) + [.removeFromSaveSet(window)]
}

@Suite struct AdoptReleaseTests {
    @Test func aWindowLeavingThePictureGetsExactlyItsReleaseAndItsRecordGoes() {
        var view = ServerView()
        _ = PushPlan(&view, to: picture(shown: [w(1), w(2)]), time: 0)
        let plan = PushPlan(&view, to: picture(shown: [w(1)]), time: 0)
        #expect(plan.all.filter { $0.window == w(2) } == release(w(2)))
        #expect(plan.letGo == [w(2)])
        #expect(view.windows[w(2)] == nil && view.picture.windows[w(2)] == nil)
        // Gone is gone: the same picture again plans nothing.
        var again = view
        #expect(PushPlan(&again, to: picture(shown: [w(1)]), time: 0).all.isEmpty)
    }

    @Test func aWindowEnteringThePictureIsPutInTheSaveSetFirstAndOnce() {
        var view = ServerView()
        let plan = PushPlan(&view, to: picture(shown: [w(1)], hidden: [w(2)]), time: 0)
        for window in [w(1), w(2)] {
            let its = plan.all.filter { $0.window == window }
            #expect(its.first == .addToSaveSet(window) && its.filter { $0 == .addToSaveSet(window) }.count == 1, "\(its)")
        }
        #expect(plan.all.contains(.map(w(1))) && plan.all.contains(.setWMState(w(2), .iconic)))
        #expect(view.windows[w(1)]?.adopted == true && view.windows[w(2)]?.adopted == true)
    }

    /// A window there when splitwm started is on screen already: shown, it is not mapped again
    /// but marked Normal; hidden, it is unmapped and Iconic (no Normal first).
    @Test func aWindowAdoptedOnScreenIsMarkedNormalNotMappedAgain() {
        var view = ServerView()
        ManagedSet.arrived(w(1), mapped: true, in: &view)
        ManagedSet.arrived(w(2), mapped: true, in: &view)
        let plan = PushPlan(&view, to: picture(shown: [w(1)], hidden: [w(2)]), time: 0).all
        #expect(!plan.contains(.map(w(1))) && plan.contains(.setWMState(w(1), .normal)) && plan.contains(.addToSaveSet(w(1))))
        #expect(plan.filter { $0.window == w(2) }.prefix(3) == [.addToSaveSet(w(2)), .unmap(w(2)), .setWMState(w(2), .iconic)])
        #expect(!plan.contains(.setWMState(w(2), .normal)))
    }

    @Test func aDestroyedWindowLeavingIsSentNothing() {
        var view = ServerView()
        _ = PushPlan(&view, to: picture(shown: [w(1), w(2)]), time: 0)
        ManagedSet.destroyed(w(2), in: &view)
        let plan = PushPlan(&view, to: picture(shown: [w(1)]), time: 0)
        #expect(plan.all.allSatisfy { $0.window != w(2) }, "\(plan.all)")
        #expect(plan.letGo == [w(2)] && view.windows[w(2)] == nil)
    }

    /// A window managed and withdrawn in one loop turn was never pushed: it was listened to
    /// from its arrival (`ClientEdge.listen`), so that is all its release undoes.
    @Test func aWindowLeavingBeforeAnyPushIsOnlyNoLongerListenedTo() {
        var view = ServerView()
        _ = PushPlan(&view, to: picture(shown: [w(1)]), time: 0)
        ManagedSet.arrived(w(2), mapped: false, in: &view)
        let plan = PushPlan(&view, to: picture(shown: [w(1)]), time: 0)
        #expect(plan.all == [.stopListening(w(2))])
        #expect(plan.letGo == [w(2)] && view.windows[w(2)] == nil)
    }

    /// A window withdrawn and mapped again before the next push (or a new window under a
    /// destroyed one's id) is new: adopted and written afresh, though the picture's record of
    /// it did not change.
    @Test func aWindowArrivingAgainUnderAnIdStillPushedIsNew() {
        var view = ServerView()
        let both = picture(shown: [w(1), w(2)])
        _ = PushPlan(&view, to: both, time: 0)
        ManagedSet.arrived(w(2), mapped: false, in: &view)
        let plan = PushPlan(&view, to: both, time: 0).all
        #expect(plan.filter { $0.window == w(2) }.starts(with: [.addToSaveSet(w(2)), .configure(w(2), both.windows[w(2)]!.placement!.rect, border: 1, lowering: true)]))
        #expect(plan.contains(.map(w(2))) && plan.contains(.setWMState(w(2), .normal)) && plan.allSatisfy { $0.window != w(1) })
    }

    /// At exit every window is handed back mapped and Normal (a hidden one moved into sight);
    /// one withdrawn since the last push is released instead.
    @Test func handingBackMapsTheManagedAndReleasesTheWithdrawn() {
        var view = ServerView()
        _ = PushPlan(&view, to: picture(shown: [w(1), w(2)], hidden: [w(3)]), time: 0)
        let area = PixelRect(x: 0, y: 0, width: 500, height: 400)
        let requests = PushPlan.handingBack(from: &view, managed: [w(1), w(3)], hiddenTo: area, border: 2)
        #expect(requests.filter { $0.window == w(1) } == [.setWMState(w(1), .normal)])
        #expect(requests.filter { $0.window == w(2) } == release(w(2)))
        #expect(requests.filter { $0.window == w(3) } == [.configure(w(3), area, border: 2, lowering: false), .map(w(3)), .setWMState(w(3), .normal)])
        #expect(view.windows.isEmpty)
    }

    /// Over random scripts' pictures: each window leaving the picture is sent exactly its
    /// release (the click grab only if it held one), each entering one is put in the save set
    /// once before anything else of it, and the view keeps a record of exactly the picture's windows.
    @Test func thePlanAdoptsWhatEntersAndReleasesWhatLeaves() {
        var (left, entered) = (0, 0)
        for seed in PropertyEnvironment.seeds([0x91A4_0401, 0x91A4_0402]) {
            forAll(StateGens.script(.general, length: 1...30), seed: seed, cases: 60,
                   shrink: { $0.shrinkCandidates }, show: { SimulatedWM.run($0, checkingReduce: false).printout }) { script, v in
                var view = ServerView(), server = SimulatedServer()
                for (i, picture) in pictures(of: script).enumerated() {
                    let before = view.picture
                    let requests = push(picture, &view, &server).filter { !$0.isFocusRequest }
                    for (window, was) in before.windows where picture.windows[window] == nil {
                        left += 1
                        let grabbed = !was.flags.contains(.dock) && !was.flags.contains(.takesClicks)
                        let expected = release(window, holdsGrab: grabbed, floating: was.flags.contains(.floating))
                        let its = requests.filter { $0.window == window }
                        v.expect(its == expected, "picture #\(i): \(window) left with \(its)")
                    }
                    for window in picture.windows.keys where before.windows[window] == nil {
                        entered += 1
                        let its = requests.filter { $0.window == window }
                        v.expect(its.first == .addToSaveSet(window) && its.filter { $0 == .addToSaveSet(window) }.count == 1,
                                 "picture #\(i): \(window) entered with \(its)")
                    }
                    v.expect(Set(view.windows.keys) == Set(picture.windows.keys), "picture #\(i): records of \(view.windows.keys.sorted { $0.rawValue < $1.rawValue })")
                }
            }
        }
        #expect(left > 0 && entered > 0, "windows left (\(left)) and entered (\(entered))")
    }
}
