// Pointer grabs: the active grab of a splitter drag, its failure beside another client's grab, and lock-proof button grabs.
import SplitX
import Testing
import XTestSupport

extension XServerTests {
    @Suite struct PointerGrabs {
        @Test func activeGrabSendsTheWholeDragToTheWindowManager() throws {
            try withX { x in
                let app = x.client.createWindow(PixelRect(x: 0, y: 0, width: 400, height: 400))
                x.client.map(app)
                x.client.selectInput(app, [.buttonPress, .buttonRelease, .pointerMotion])
                x.client.movePointer(to: PixelPoint(x: 50, y: 50))
                _ = x.client.drainEvents()   // the move there, before the grab

                #expect(x.wm.grabPointer(cursor: x.wm.resizeCursor(.leftRight), time: 0))
                #expect(isResizeCursor(x.client.currentCursor(), .leftRight))
                x.client.press(.left)
                x.client.movePointer(to: PixelPoint(x: 60, y: 55))
                x.client.release(.left)
                x.client.sync()
                let seen = x.wm.syncAndDrainEvents().map { e -> String in
                    switch e {
                    case .buttonPress(let p): "press \(p.rootPoint) on \(p.window == x.wm.root ? "root" : "other")"
                    case .motion(let p): "motion \(p.rootPoint)"
                    case .buttonRelease(let p): "release \(p.rootPoint)"
                    default: "\(e)"
                    }
                }
                #expect(seen == ["press (50, 50) on root", "motion (60, 55)", "release (60, 55)"])
                #expect(x.client.drainEvents().isEmpty)   // the application under the pointer saw none of it

                x.wm.ungrabPointer(time: 0)
                x.wm.sync()
                #expect(x.client.grabPointer())   // nothing left behind
            }
        }

        @Test func grabFailsCleanlyWhileAnotherClientHoldsOneAndWorksAfter() throws {
            try withX { x in
                #expect(x.client.grabPointer())
                x.client.sync()
                let start = ContinuousClock.now
                #expect(!x.wm.grabPointer(cursor: nil, time: 0))
                #expect(ContinuousClock.now - start < .seconds(1))
                #expect(x.wm.takeErrors().isEmpty)

                x.client.ungrabPointer()
                x.client.sync()
                #expect(x.wm.grabPointer(cursor: nil, time: 0))
                x.wm.ungrabPointer(time: 0)
            }
        }

        @Test(arguments: [[], ["Num_Lock"], ["Caps_Lock"], ["Num_Lock", "Caps_Lock"]])
        func buttonGrabFiresWhateverLocksAreOn(locks: [String]) throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 300, height: 300))
                x.client.map(w)
                x.client.movePointer(to: PixelPoint(x: 100, y: 100))
                locks.forEach(x.client.toggleLock)
                x.client.sync()
                let expectedLocks: ModifierState = [locks.contains("Num_Lock") ? .mod2 : [], locks.contains("Caps_Lock") ? .lock : []]
                #expect(ModifierState(rawValue: x.client.pointerState()).modifiers == expectedLocks)

                x.wm.grabButton(.left, modifiers: [], on: w)   // click to focus: a plain click, whatever the locks
                x.wm.sync()
                x.client.press(.left)
                x.client.release(.left)
                x.client.sync()
                let events = x.wm.syncAndDrainEvents()
                guard case .buttonPress(let press)? = events.first else { Issue.record("no press: \(events)"); return }
                #expect(press.window == w && press.button == .left)
                #expect(press.state.modifiers == expectedLocks)
                #expect(events.count == 2, "\(events)")

                // Ungrabbed, the same click no longer reaches the window manager.
                x.wm.ungrabButtons(on: w)
                x.wm.sync()
                x.client.press(.left)
                x.client.release(.left)
                x.client.sync()
                #expect(x.wm.syncAndDrainEvents().isEmpty)
            }
        }

        @Test func modifierDragGrabOnTheRootFiresOverAClientWithNumLockOn() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 300, height: 300))
                x.client.map(w)
                x.client.movePointer(to: PixelPoint(x: 100, y: 100))
                x.client.toggleLock("Num_Lock")
                x.client.sync()
                x.wm.grabButton(.right, modifiers: .mod1, on: x.wm.root, events: [.buttonPress, .buttonRelease, .buttonMotion])
                x.wm.sync()
                let alt = try #require(x.client.keycode(for: "Alt_L"))

                x.client.press(.right)   // without the modifier: the client's, not ours
                x.client.release(.right)
                x.client.keyDown(alt)
                x.client.press(.right)
                x.client.movePointer(to: PixelPoint(x: 120, y: 110))
                x.client.release(.right)
                x.client.keyUp(alt)
                x.client.sync()
                let seen = x.wm.syncAndDrainEvents().compactMap { e -> String? in
                    switch e {
                    case .buttonPress(let p): "press \(p.window == x.wm.root) \(p.child == w) \(p.state.modifiers == [.mod1, .mod2])"
                    case .motion(let p): "motion \(p.rootPoint)"
                    case .buttonRelease: "release"
                    default: nil
                    }
                }
                #expect(seen == ["press true true true", "motion (120, 110)", "release"])
            }
        }

        @Test func lockModifiersFollowTheKeyboardMapping() throws {
            try withX { x in
                #expect(x.wm.lockModifiers() == [.lock, .mod2])   // Xvfb's default keymap: NumLock on mod2
                #expect(Set(x.wm.lockCombinations(for: .mod4)) == [.mod4, [.mod4, .lock], [.mod4, .mod2], [.mod4, .lock, .mod2]])
                #expect(x.wm.lockCombinations(for: [.mod2, .lock]) == [[.mod2, .lock]])

                try x.server.run("xmodmap", ["-e", "clear mod2", "-e", "add mod3 = Num_Lock"])
                let (mapping, seen) = x.wm.waitForEvent { if case .mappingNotify = $0 { true } else { false } }
                #expect(mapping == .mappingNotify(.modifier), "saw instead: \(seen)")
                #expect(x.wm.lockModifiers() == [.lock, .mod3])
            }
        }
    }
}
