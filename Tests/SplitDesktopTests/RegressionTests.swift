// The bugs the random scripts found, each as the small explicit sequence that shows it: the
// state it must reach, and every invariant checked along the way.
import PropertyTestSupport
import SplitCore
import SplitDesktop
import SplitEngine
import Testing
import XModel

/// Runs `actions` under every invariant and expects none to fail.
func expectInvariants(_ replay: Replay, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(replay.violations.isEmpty, "\(replay.violations.messages.joined(separator: "\n"))\n\(replay.printout)",
            sourceLocation: sourceLocation)
}

@Suite struct RegressionTests {
    // MARK: Focus kept in view when the screen or the config hides the focused window

    @Test func aScreenTooSmallForTheFocusedWindowTakesTheFocusAway() {
        let replay = Replay.run(area: Rect(x: 0, y: 0, width: 12, height: 12), [
            .event(.manage(client(12), mapped: false)),
            // 2x2 leaves no room inside a 1 px border: the window is unmapped.
            .event(.screenChange(Rect(x: 0, y: 0, width: 2, height: 2))),
        ])
        expectInvariants(replay)
        #expect(replay.desktop.picture.shown.isEmpty)
        #expect(replay.desktop.focused == nil)
    }

    @Test func aWiderBorderThatHidesTheFocusedWindowMovesTheFocusToAShownOne() {
        let replay = Replay.run(area: Rect(x: 0, y: 0, width: 400, height: 100), [
            .event(.manage(client(1), mapped: false)),
            .event(.manage(client(2), mapped: false)),
            // 2 (focused, on the right) keeps the 5 % the constraints leave it: 20 px.
            .event(.commands([.fraction(0.95)])),
            .event(.config(settings { $0.border.width = 12 })),
        ])
        expectInvariants(replay)
        #expect(replay.desktop.picture.hidden == [w(2)])
        #expect(replay.desktop.focused == w(1))
    }
}
