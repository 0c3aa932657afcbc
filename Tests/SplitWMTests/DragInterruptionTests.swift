// Splitter drags that do not end the ordinary way (RELIABILITY.md, "Pointer drags
// interrupted"): the pointer thrown far past the screen, a second button pressed mid-drag.
// (A window dying mid-drag and a release splitwm never saw are in DragTests.swift.)
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct DragInterruptions {
        /// A grab splitwm no longer holds: another client's XGrabPointer succeeds.
        static func grabIsFree(_ s: WMSession) -> Bool {
            s.waitUntil {
                defer { s.client.ungrabPointer() }
                return s.client.grabPointer()
            }
        }

        /// Pointer motion to ±10,000 (the server keeps the pointer on the screen) and a release
        /// there: the split stops at its minimum fractions, never a zero or negative size.
        @Test func aPointerThrownTenThousandPixelsAwayStopsAtTheMinFractions() throws {
            let constraints = SplitConstraints(minPrimaryFraction: 0.1, minSecondaryFraction: 0.1)
            try withWM(settings: Dragging.settings(constraints)) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                Dragging.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: -10_000, y: 500), PixelPoint(x: -10_000, y: -10_000)])
                // floor(0.1 × 1920 − 1) = 191 px on the left.
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 191 }, "\(s.geometry(w))")
                Dragging.drag(s, from: PixelPoint(x: 192, y: 500), through: [PixelPoint(x: 10_000, y: 500), PixelPoint(x: 10_000, y: 10_000)])
                // The right keeps 10 %: 1920 − floor(0.9 × 1920 − 1) − 2 = 191 px.
                #expect(s.waitUntil { s.geometry([w[1]]).first??.width == 191 }, "\(s.geometry(w))")
                #expect(s.tilingProblems(of: w).isEmpty, "\(s.tilingProblems(of: w))")
            }
        }

        /// The right button pressed while the left drags: the drag goes on to the first release
        /// (the right button's), the splitter stays where that release was, and neither the
        /// motion after it nor the left button's release moves it.
        @Test func aSecondButtonMidDragEndsItAtTheFirstRelease() throws {
            try withWM { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                Dragging.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: 800, y: 500)], release: false)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 799 }, "\(s.geometry(w))")
                // Meanwhile no other client can grab the pointer (AlreadyGrabbed): a release goes
                // to splitwm, and is lost only to a splitwm that cannot read it (PressesUnderOurGrab).
                let other = try s.server.client()
                #expect(!other.grabPointer())
                s.client.press(.right)
                s.client.movePointer(to: PixelPoint(x: 700, y: 500))
                s.client.release(.right)
                s.client.movePointer(to: PixelPoint(x: 600, y: 500))
                s.client.release(.left)
                s.client.movePointer(to: PixelPoint(x: 300, y: 500))
                s.barrier()
                #expect(s.geometry([w[0]]).first??.width == 699, "\(s.geometry(w))")
                #expect(Self.grabIsFree(s), "splitwm let go of the pointer")
                #expect(s.tilingProblems(of: w).isEmpty, "\(s.tilingProblems(of: w))")
                // And the next drag works.
                Dragging.drag(s, from: PixelPoint(x: 700, y: 500), through: [PixelPoint(x: 1200, y: 500)])
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 1199 }, "\(s.geometry(w))")
            }
        }
    }
}
