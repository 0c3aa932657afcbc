// Pointer and keyboard events driven through XTest, and motion compression.
import SplitX
import Testing
import XTestSupport

extension XServerTests {
    @Suite struct PointerAndKeys {
        @Test func motionCompressionKeepsOnlyTheLatestOfManyMotions() throws {
            try withX { x in
                x.wm.selectInput(on: x.wm.root, .pointerMotion)
                x.wm.sync()
                let points = (1...40).map { PixelPoint(x: 10 * $0, y: 5 * $0 + 1) }
                points.forEach(x.client.movePointer)
                x.client.sync()
                x.wm.sync()
                #expect(x.wm.queuedEvents == points.count)

                guard case .motion(let first) = x.wm.nextEvent() else { Issue.record("no motion"); return }
                #expect(first.rootPoint == points[0])
                #expect(x.wm.latestMotion(after: first).rootPoint == points.last)
                #expect(x.wm.pending == 0)
            }
        }

        @Test func motionCompressionNeverSkipsPastAButtonRelease() throws {
            try withX { x in
                x.wm.selectInput(on: x.wm.root, [.pointerMotion, .buttonPress, .buttonRelease])
                x.wm.sync()
                let before = (1...5).map { PixelPoint(x: 100 + $0, y: 100) }
                let after = (1...3).map { PixelPoint(x: 300 + $0, y: 200) }
                before.forEach(x.client.movePointer)
                x.client.press(.left)
                x.client.release(.left)
                after.forEach(x.client.movePointer)
                x.client.sync()
                x.wm.sync()

                guard case .motion(let m1) = x.wm.nextEvent() else { Issue.record("no first motion"); return }
                #expect(x.wm.latestMotion(after: m1).rootPoint == before.last)
                guard case .buttonPress(let press) = x.wm.nextEvent(), case .buttonRelease(let release) = x.wm.nextEvent()
                else { Issue.record("press and release were not next"); return }
                #expect(press.rootPoint == before.last && release.rootPoint == before.last)
                guard case .motion(let m2) = x.wm.nextEvent() else { Issue.record("no motion after release"); return }
                #expect(m2.rootPoint == after.first)
                #expect(x.wm.latestMotion(after: m2).rootPoint == after.last)
                #expect(x.wm.pending == 0)
            }
        }

        @Test func xtestDragReachesTheWindowWithButtonState() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 100, y: 100, width: 400, height: 300))
                x.client.map(w)
                x.client.movePointer(to: PixelPoint(x: 150, y: 150))
                x.client.sync()
                x.wm.selectInput(on: w, [.buttonPress, .buttonRelease, .buttonMotion])
                x.wm.sync()

                x.client.press(.left)
                x.client.movePointer(to: PixelPoint(x: 200, y: 180))
                x.client.movePointer(to: PixelPoint(x: 250, y: 210))
                x.client.release(.left)
                x.client.sync()

                struct Seen: Equatable { var kind: String, root: PixelPoint, local: PixelPoint, button: PointerButton?, held: Bool }
                let seen: [Seen] = x.wm.syncAndDrainEvents().compactMap { e in
                    switch e {
                    case .buttonPress(let p): Seen(kind: "press", root: p.rootPoint, local: p.point, button: p.button, held: p.state.contains(.button1))
                    case .motion(let p): Seen(kind: "motion", root: p.rootPoint, local: p.point, button: p.button, held: p.state.contains(.button1))
                    case .buttonRelease(let p): Seen(kind: "release", root: p.rootPoint, local: p.point, button: p.button, held: p.state.contains(.button1))
                    default: nil
                    }
                }
                #expect(seen == [
                    Seen(kind: "press", root: PixelPoint(x: 150, y: 150), local: PixelPoint(x: 50, y: 50), button: .left, held: false),
                    Seen(kind: "motion", root: PixelPoint(x: 200, y: 180), local: PixelPoint(x: 100, y: 80), button: nil, held: true),
                    Seen(kind: "motion", root: PixelPoint(x: 250, y: 210), local: PixelPoint(x: 150, y: 110), button: nil, held: true),
                    Seen(kind: "release", root: PixelPoint(x: 250, y: 210), local: PixelPoint(x: 150, y: 110), button: .left, held: true),
                ])
            }
        }

        @Test func keyPressesCarryKeycodeAndHeldModifiers() throws {
            try withX { x in
                x.client.movePointer(to: PixelPoint(x: 5, y: 5))   // focus follows the pointer to the root
                x.client.sync()
                x.wm.selectInput(on: x.wm.root, [.keyPress, .keyRelease])
                x.wm.sync()
                let shift = try #require(x.client.keycode(for: "Shift_L"))
                let a = try #require(x.client.keycode(for: "a"))

                x.client.keyDown(shift)
                x.client.keyDown(a)
                x.client.keyUp(a)
                x.client.keyUp(shift)
                x.client.sync()

                struct Seen: Equatable { var press: Bool, keycode: UInt8, modifiers: ModifierState }
                let seen: [Seen] = x.wm.syncAndDrainEvents().compactMap { e in
                    switch e {
                    case .keyPress(let k): Seen(press: true, keycode: k.keycode, modifiers: k.state.modifiers)
                    case .keyRelease(let k): Seen(press: false, keycode: k.keycode, modifiers: k.state.modifiers)
                    default: nil
                    }
                }
                #expect(seen == [
                    Seen(press: true, keycode: shift, modifiers: []),
                    Seen(press: true, keycode: a, modifiers: .shift),
                    Seen(press: false, keycode: a, modifiers: .shift),
                    Seen(press: false, keycode: shift, modifiers: .shift),
                ])
            }
        }
    }
}
