// The scripts TreeProperties found breaking a reply, shrunk and kept: each runs the actions
// and checks every reply after them (ReplyChecks).
import PropertyTestSupport
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct ReplyRegressionTests {
    static func expectRepliesHold(after wm: SimulatedWM, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(wm.violations.isEmpty, "\(wm.violations.messages)", sourceLocation: sourceLocation)
        var v = Violations()
        ReplyChecks.check(wm.state, &v, "at the end")
        #expect(v.isEmpty, "\(v.messages.joined(separator: "\n"))\n\(wm.printout)", sourceLocation: sourceLocation)
    }

    /// A window sent to the focused workspace by a pager is its most recent without the focus:
    /// the focus lists led to it instead of the fullscreen window that kept the focus.
    @Test func theFocusListsLeadToTheFocusedWindowWhenAnotherCameSince() {
        Self.expectRepliesHold(after: SimulatedWM.run(area: Rect(x: 0, y: 0, width: 1443, height: 207), settings: Settings(), [
            .event(.manage(client(2, takesFocus: true, facts: facts { $0.wantsFullscreen = true }), mapped: false)),
            .event(.monitors([MonitorInfo(name: "A", frame: Rect(x: 0, y: 0, width: 1920, height: 1), primary: false),
                              MonitorInfo(name: "screen", frame: Rect(x: 0, y: 1, width: 1024, height: 480), primary: false)])),
            .event(.manage(client(10), mapped: false)),
            .commands([.move(.up)]),
            .event(.sendToWorkspaceRequest(w(10), 0)),
        ]))
    }
}
