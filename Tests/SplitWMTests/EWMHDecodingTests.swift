// The X edge's decoding of EWMH's integers and bit masks into the typed requests the reducer
// takes (ClientEdge.swift): what ends at the edge, tested without X.
import SplitCommands
import SplitState
@testable import SplitWM
import SplitX
import Testing

@Suite struct EWMHDecodingTests {
    @Test func netWMStateActionsAreRemoveAddToggleAndNothingElse() {
        #expect(Switch(ewmhAction: 0) == .off)
        #expect(Switch(ewmhAction: 1) == .on)
        #expect(Switch(ewmhAction: 2) == .toggle)
        for other in [-1, 3, 7, Int(UInt32.max)] { #expect(Switch(ewmhAction: other) == nil, "action \(other)") }
    }

    @Test func moveResizeDirectionsAreEdgesMoveAndCancelNotTheKeyboards() {
        for edge in 0...7 { #expect(PointerMoveResize(ewmhDirection: edge) == .resize, "direction \(edge)") }
        #expect(PointerMoveResize(ewmhDirection: 8) == .move)
        #expect(PointerMoveResize(ewmhDirection: 11) == .cancel)
        // 9 and 10 are the keyboard's size and move, which splitwm does not offer.
        for other in [9, 10, 12, -1] { #expect(PointerMoveResize(ewmhDirection: other) == nil, "direction \(other)") }
    }

    @Test func aConfigureRequestNamesOnlyTheValuesItsMaskHolds() {
        let rect = PixelRect(x: 10, y: 20, width: 300, height: 200)
        func request(_ mask: ConfigureMask) -> RequestedFrame {
            RequestedFrame(ConfigureRequest(window: WindowID(rawValue: 5), parent: WindowID(rawValue: 1), mask: mask, rect: rect,
                                            borderWidth: 0, sibling: nil, stackMode: nil))
        }
        #expect(request([.x, .y, .width, .height]) == RequestedFrame(rect))
        #expect(request([.width]) == RequestedFrame(width: 300))
        #expect(request([.y, .height]) == RequestedFrame(y: 20, height: 200))
        #expect(request([]) == RequestedFrame())
        // Applied, the values not named keep the window's own.
        #expect(request([.x]).applied(to: PixelRect(x: 0, y: 0, width: 50, height: 60)) == PixelRect(x: 10, y: 0, width: 50, height: 60))
    }
}
