// Dragging splitters with the pointer (XTest), with the rules set through Settings:
// min fractions, drag-to-hide, modifier+drag inside a window, double click, screen resizes.
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Dragging {
        static func settings(_ constraints: SplitConstraints, fraction: Double = 0.5) -> Settings {
            var s = Settings.forTests
            s.newSplit.constraints = constraints
            s.newSplit.fraction = fraction
            return s
        }

        /// Presses button 1 at `from` once the resize cursor shows there (the splitter is in
        /// place), moves through `path`, and releases unless told not to.
        static func drag(_ s: WMSession, from: PixelPoint, through path: [PixelPoint], release: Bool = true,
                         axis: SplitterAxis? = .leftRight, button: PointerButton = .left) {
            s.client.movePointer(to: from)
            if let axis {
                #expect(s.waitUntil { isResizeCursor(s.client.currentCursor(), axis) }, "no resize cursor at \(from)")
            }
            s.client.press(button)
            for p in path { s.client.movePointer(to: p) }
            if release {
                s.client.release(button)
                // The release is handled once splitwm has let go of its pointer grab (until then
                // the resize cursor shows everywhere, and a next drag or check would race it).
                #expect(s.waitUntil {
                    defer { s.client.ungrabPointer() }
                    return s.client.grabPointer()
                }, "splitwm ended the drag")
            }
            s.client.sync()
        }

        @Test func theSplitterShowsAResizeCursorForItsDirection() throws {
            try withWM { s in
                let w = s.openWindows(3)   // 1 | (2 over 3)
                #expect(s.waitUntil { s.geometry([w[2]]).first??.y == 541 }, "\(s.geometry(w))")
                s.client.movePointer(to: PixelPoint(x: 960, y: 200))
                #expect(s.waitUntil { isResizeCursor(s.client.currentCursor(), .leftRight) })
                s.client.movePointer(to: PixelPoint(x: 1400, y: 540))
                #expect(s.waitUntil { isResizeCursor(s.client.currentCursor(), .upDown) })
                s.client.movePointer(to: PixelPoint(x: 1400, y: 300))
                #expect(s.waitUntil { !isResizeCursor(s.client.currentCursor(), .upDown) }, "a window's own cursor")
            }
        }

        @Test func draggingTheSplitterReflowsBothWindows() throws {
            try withWM { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                Self.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: 850, y: 500), PixelPoint(x: 700, y: 510)])
                #expect(s.waitUntil {
                    s.geometry(w) == [PixelRect(x: 0, y: 0, width: 699, height: 1080),
                                      PixelRect(x: 701, y: 0, width: 1219, height: 1080)]
                }, "\(s.geometry(w))")
            }
        }

        /// The x of a cut from top to bottom between the windows' rectangles (a left|right
        /// splitter's left edge) nearest to `near`: a right edge no window straddles.
        static func fullHeightCut(_ rects: [PixelRect], near: Int) -> Int? {
            let edges = Set(rects.map { $0.x + $0.width })
            return edges.filter { r in rects.allSatisfy { $0.x + $0.width <= r || $0.x >= r } }
                .min { abs($0 - near) < abs($1 - near) }
        }

        /// Drags are paced (one batch at the server at a time): with 100 windows and 150
        /// motions sent without waiting, the root splitter ends exactly where the last motion
        /// put it, and each batch the windows get shows a newer position than the one before.
        @Test func aPacedDragOfAHundredWindowsEndsWhereThePointerStopped() throws {
            try withWM { s in
                let w = s.openWindows(100)
                s.barrier()
                let rects = s.geometry(w).compactMap { $0 }
                let cut = try #require(Self.fullHeightCut(rects, near: 960), "a root splitter from top to bottom")
                let beside = try #require(w.first { s.client.geometry(of: $0).map { $0.x + $0.width == cut } == true })
                let start = PixelPoint(x: cut, y: 500)
                s.client.selectInput(beside, [.structureNotify])
                _ = s.client.drainEvents()
                Self.drag(s, from: start, through: (1...150).map { PixelPoint(x: cut - $0, y: 500) })
                s.barrier()
                let after = s.geometry(w).compactMap { $0 }
                #expect(Self.fullHeightCut(after, near: cut - 150) == cut - 150, "the root splitter is where the pointer stopped")
                let edges = s.client.drainEvents().compactMap { event -> Int? in
                    if case .configureNotify(let window, let rect, _, _, false) = event, window == beside { rect.x + rect.width } else { nil }
                }
                #expect(edges.last == cut - 150, "\(edges)")
                #expect(zip(edges, edges.dropFirst()).allSatisfy { $0 > $1 }, "each batch shows a newer position: \(edges)")
            }
        }

        @Test func aDragStopsAtTheMinFraction() throws {
            try withWM(settings: Self.settings(.init(minPrimaryFraction: 0.25, minSecondaryFraction: 0.1))) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                Self.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: 100, y: 500), PixelPoint(x: 0, y: 500)])
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 479 }, "\(s.geometry(w))")
                Self.drag(s, from: PixelPoint(x: 480, y: 500), through: [PixelPoint(x: 1919, y: 500)])
                // The secondary keeps 10 %: 1920 − floor(0.9 × 1920 − 1) − 2 = 191 px.
                #expect(s.waitUntil { s.geometry([w[1]]).first??.width == 191 }, "\(s.geometry(w))")
            }
        }

        @Test func dragToHidePreviewsTheHideThenCommitsItAndTheSideCanBeDraggedBackOut() throws {
            let constraints = SplitConstraints(minPrimaryFraction: 0.2, dragToHidePrimary: true)
            try withWM(settings: Self.settings(constraints)) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                // Past half the minimum (383 px / 2): the left window is hidden while the button is held…
                Self.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: 100, y: 500)], release: false)
                #expect(s.waitUntil { s.client.mapState(of: w[0]) != .viewable }, "preview hides it")
                #expect(s.waitUntil { s.geometry([w[1]]) == [PixelRect(x: 2, y: 0, width: 1918, height: 1080)] })
                // …and back again when the pointer returns.
                s.client.movePointer(to: PixelPoint(x: 600, y: 500))
                #expect(s.waitUntil { s.client.mapState(of: w[0]) == .viewable && s.geometry([w[0]]).first??.width == 599 })
                // Released while previewing, it stays hidden.
                s.client.movePointer(to: PixelPoint(x: 30, y: 500))
                s.client.release(.left)
                #expect(s.waitUntil { s.client.mapState(of: w[0]) != .viewable })
                // The splitter waits at the edge: dragging it out brings the window back.
                Self.drag(s, from: PixelPoint(x: 1, y: 500), through: [PixelPoint(x: 300, y: 500), PixelPoint(x: 700, y: 500)])
                #expect(s.waitUntil { s.client.mapState(of: w[0]) == .viewable && s.geometry([w[0]]).first??.width == 699 },
                        "\(s.geometry(w))")
            }
        }

        @Test func modifierButtonThreeInsideATileMovesItsNearestSplitter() throws {
            try withWM { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                guard let super_ = s.client.keycode(for: "Super_L") else { Issue.record("no Super_L key"); return }
                s.client.keyDown(super_)
                // Inside the right window, nearer its left edge: that edge's splitter follows.
                Self.drag(s, from: PixelPoint(x: 1100, y: 500), through: [PixelPoint(x: 1300, y: 500)], axis: nil, button: .right)
                s.client.keyUp(super_)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 1159 }, "\(s.geometry(w))")
            }
        }

        /// The drag modifier with button 1 carries a tile: dropped on another tile's left
        /// part, it lands to that tile's left, as the tree and X show.
        @Test func modifierButtonOneCarriesATileOntoAnothersLeftPart() throws {
            try withWM { s in
                let w = s.openWindows(3)   // 1 | (2 over 3)
                #expect(s.waitUntil { s.geometry([w[2]]).first??.y == 541 }, "\(s.geometry(w))")
                guard let super_ = s.client.keycode(for: "Super_L") else { Issue.record("no Super_L key"); return }
                s.client.keyDown(super_)
                // Window 3 (bottom right) onto the left tenth of window 1.
                Self.drag(s, from: PixelPoint(x: 1400, y: 800), through: [PixelPoint(x: 900, y: 600), PixelPoint(x: 90, y: 540)], axis: nil)
                s.client.keyUp(super_)
                #expect(s.waitUntil {
                    let g = s.geometry(w)
                    guard let one = g[0], let three = g[2] else { return false }
                    return three.x == 0 && three.height == 1080 && one.x > three.x && one.x < 960 && one.height == 1080
                }, "\(s.geometry(w))")
                #expect(s.waitUntil { s.geometry([w[1]]).first??.height == 1080 }, "window 2 has its column alone: \(s.geometry(w))")
            }
        }

        /// Escape during a tile drag: it stays where it was, and the keyboard is let go.
        @Test func escapeCancelsATileDrag() throws {
            try withWM { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                let before = s.geometry(w)
                guard let super_ = s.client.keycode(for: "Super_L"), let escape = s.client.keycode(for: "Escape") else {
                    Issue.record("no Super_L or Escape key")
                    return
                }
                s.client.keyDown(super_)
                Self.drag(s, from: PixelPoint(x: 400, y: 500), through: [PixelPoint(x: 900, y: 500), PixelPoint(x: 1400, y: 500)],
                          release: false, axis: nil)
                // Escape typed once splitwm has handled the press and the motions, so the carry
                // holds the keyboard (before that Escape goes to the window with the focus, as it
                // would for a user quicker than the window manager).
                s.barrier()
                s.client.keyDown(escape)
                s.client.keyUp(escape)
                // Escape ended the drag: the pointer and the keyboard are free again.
                #expect(s.waitUntil {
                    defer { s.client.ungrabPointer() }
                    return s.client.grabPointer()
                }, "splitwm ended the drag")
                s.client.release(.left)
                s.client.keyUp(super_)
                // Everything the release and the key caused is handled before the geometry is read.
                s.barrier()
                #expect(s.geometry(w) == before)
            }
        }

        @Test func aDoubleClickOnASplitterEqualizesItsSplit() throws {
            // Five seconds between the clicks at most: a loaded machine may pause this thread.
            var settings = Self.settings(.none, fraction: 0.3)
            settings.doubleClickMilliseconds = 5000
            try withWM(settings: settings) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 575 }, "\(s.geometry(w))")
                s.client.movePointer(to: PixelPoint(x: 576, y: 300))
                #expect(s.waitUntil { isResizeCursor(s.client.currentCursor(), .leftRight) })
                for _ in 0..<2 {
                    s.client.press(.left)
                    s.client.release(.left)
                }
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 }, "\(s.geometry(w))")
            }
        }

        @Test func aPrioritySidebarKeepsItsWidthToThePixelWhenTheScreenShrinksAndGrows() throws {
            try withWM(settings: Self.settings(.init(priority: .primary), fraction: 0.2)) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 383 }, "\(s.geometry(w))")
                try s.server.shrinkTo1280x720()
                #expect(s.waitUntil {
                    s.geometry(w) == [PixelRect(x: 0, y: 0, width: 383, height: 720),
                                      PixelRect(x: 385, y: 0, width: 895, height: 720)]
                }, "\(s.geometry(w))")
                try s.server.restoreFullScreen()
                #expect(s.waitUntil {
                    s.geometry(w) == [PixelRect(x: 0, y: 0, width: 383, height: 1080),
                                      PixelRect(x: 385, y: 0, width: 1535, height: 1080)]
                }, "\(s.geometry(w))")
            }
        }
    }
}

extension WMServerTests {
    @Suite struct Stopping {
        @Test func stoppingLeavesAWindowOnAHiddenSideMappedAndOnScreen() throws {
            let constraints = SplitConstraints(minPrimaryFraction: 0.2, dragToHidePrimary: true)
            var hidden: WindowID?
            var session: WMSession?
            try withWM(settings: Dragging.settings(constraints)) { s in
                session = s
                let w = s.openWindows(2)
                hidden = w[0]
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                Dragging.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: 20, y: 500)])
                #expect(s.waitUntil { s.client.mapState(of: w[0]) != .viewable })
                s.stopManager()   // the same path SIGTERM takes
                #expect(s.client.mapState(of: w[0]) == .viewable)
                #expect(s.geometry([w[0]]) == [s.screen])
            }
            _ = (hidden, session)
        }
    }
}

extension WMServerTests {
    @Suite struct Robustness {
        @Test func hidingTheFocusedWindowHandsFocusToAVisibleOne() throws {
            try withWM { s in
                let w = s.openWindows(2)   // the right one, opened last, has focus
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[1]) })
                // The default constraints let a side be dragged out of view.
                Dragging.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: 1900, y: 500)])
                #expect(s.waitUntil { s.client.mapState(of: w[1]) != .viewable })
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[0]) })
                #expect(s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [w[0].rawValue])
            }
        }

        @Test func aSyntheticUnmapForAVisibleWindowDoesNotDropIt() throws {
            try withWM { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                s.client.sendSyntheticUnmap(w[0])
                let third = s.openWindows(1)
                // Still tiled: the third window split the second, and the first kept its tile.
                #expect(s.waitUntil { s.client.mapState(of: third[0]) == .viewable })
                #expect(s.geometry([w[0]]) == [PixelRect(x: 0, y: 0, width: 959, height: 1080)])
                #expect(s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") == (w + third).map(\.rawValue))
            }
        }

        @Test func aWindowClosingMidDragLeavesTheDragGoingAndTheNextDragWorks() throws {
            try withWM { s in
                let w = s.openWindows(3)   // 1 | (2 over 3)
                #expect(s.waitUntil { s.geometry([w[2]]).first??.y == 541 })
                Dragging.drag(s, from: PixelPoint(x: 960, y: 300), through: [PixelPoint(x: 800, y: 300)], release: false)
                s.client.destroy(w[2])
                // The dragged split (1 | 2) is still there: its splitter goes on following the pointer.
                s.client.movePointer(to: PixelPoint(x: 600, y: 300))
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 599 }, "\(s.geometry(w))")
                s.client.release(.left)
                #expect(s.waitUntil { s.geometry([w[1]]).first??.height == 1080 })
                // No node of the dead window is left, and splitwm let go of the pointer.
                #expect(Query.windows(s.server.displayName) == w[..<2].map(\.rawValue))
                #expect(DragInterruptions.grabIsFree(s), "another client's XGrabPointer succeeds")
                let left = s.geometry([w[0]]).first??.width ?? 0
                Dragging.drag(s, from: PixelPoint(x: left + 1, y: 300), through: [PixelPoint(x: 1200, y: 300)])
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 1199 }, "\(s.geometry(w))")
            }
        }
    }
}

extension WMServerTests {
    @Suite struct PressesUnderOurGrab {
        /// Two windows; the splitter dragged from 960 to 700 with the button still down (so
        /// splitwm holds its pointer grab, and shows the splitter at 700), then splitwm stopped
        /// (SIGSTOP) and the button released: splitwm cannot handle that release yet, so its
        /// grab stays, and X reports the next press on the root, not on a splitter.
        static func stoppedMidDrag(_ client: TestClient, _ wm: SplitWMProcess) -> [WindowID] {
            let w = (0..<2).map { _ in client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100)) }
            for window in w {
                client.map(window)
                #expect(Lifecycle.eventually(client) { client.property(window, "WM_STATE") != nil })
            }
            #expect(Lifecycle.eventually(client) { client.geometry(of: w[0])?.width == 957 })   // floor(960 − 1) − 2 × border
            client.movePointer(to: PixelPoint(x: 960, y: 500))
            #expect(Lifecycle.eventually(client) { isResizeCursor(client.currentCursor(), .leftRight) })
            client.press(.left)
            client.movePointer(to: PixelPoint(x: 700, y: 500))
            #expect(Lifecycle.eventually(client) { client.geometry(of: w[0])?.width == 697 }, "\(client.geometry(of: w[0]).debugDescription)")
            wm.signal(SIGSTOP)
            // SIGSTOP takes effect asynchronously: wait until the process is stopped.
            #expect(Lifecycle.eventually(client) { wm.isStopped })
            client.release(.left)
            return w
        }

        /// The press is resolved by where it happened: on the splitter as it shows.
        @Test func aPressOnASplitterBeforeTheLastReleaseIsHandledStartsADrag() throws {
            try withSplitWMBinary { _, client, wm in
                let w = Self.stoppedMidDrag(client, wm)
                client.press(.left)                       // on the splitter, where it shows
                client.movePointer(to: PixelPoint(x: 400, y: 500))
                client.release(.left)
                client.sync()
                wm.signal(SIGCONT)
                #expect(Lifecycle.eventually(client) { client.geometry(of: w[0])?.width == 397 },
                        "the second drag moved the splitter: \(client.geometry(of: w[0]).debugDescription)")
                // And no grab is left behind: another client can grab the pointer.
                #expect(Lifecycle.eventually(client) { client.grabPointer() })
                client.ungrabPointer()
            }
        }

        /// A press away from every splitter and without the drag modifier starts nothing: it
        /// is not a modifier drag.
        @Test func aPlainPressInsideAWindowUnderOurGrabStartsNoDrag() throws {
            try withSplitWMBinary { server, client, wm in
                let w = Self.stoppedMidDrag(client, wm)
                client.movePointer(to: PixelPoint(x: 300, y: 500))   // inside the left window
                client.press(.left)
                client.movePointer(to: PixelPoint(x: 100, y: 500))
                client.release(.left)
                client.sync()
                wm.signal(SIGCONT)
                _ = try SplitWMProcess.splitctl(["sync"], display: server.displayName)
                #expect(client.geometry(of: w[0])?.width == 697, "\(client.geometry(of: w[0]).debugDescription)")
            }
        }
    }
}
