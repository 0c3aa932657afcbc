// Where directional focus wraps to (SplitTree+Wrap.swift, i3's `focus_wrapping`).
import Testing
@testable import SplitEngine

@Suite("Focus wrapping as i3 does")
struct WrapTests {
    /// Windows 0 and 1 above each other, left of 2: H[V[0 1] 2].
    let t = tree(.split(thin(.horizontal), .split(thin(.vertical), .leaf(0), .leaf(1)), .leaf(2)))

    @Test func fromTheEndOfARowFocusWrapsToItsOtherEnd() {
        #expect(t.wrapping(from: 2, toward: .right) == 0)
        // Entered at the most recent window of that member, as i3 descends the focus.
        #expect(t.wrapping(from: 2, toward: .right, recency: [2, 1, 0]) == 1)
        #expect(t.wrapping(from: 0, toward: .left) == 2)
    }

    @Test func aWindowWithANeighbourThatWayDoesNotWrap() {
        #expect(t.wrapping(from: 0, toward: .right) == nil)
        #expect(t.wrapping(from: 0, toward: .down) == nil)
    }

    /// The innermost column holding the window, not the row around it.
    @Test func upAndDownWrapInTheInnermostColumn() {
        #expect(t.wrapping(from: 1, toward: .down) == 0)
        #expect(t.wrapping(from: 0, toward: .up) == 1)
        #expect(t.wrapping(from: 2, toward: .up) == nil)
    }
}
