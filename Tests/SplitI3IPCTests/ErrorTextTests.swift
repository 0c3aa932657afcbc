// i3's own words on i3's socket for failures splitwm words its own way (210-mark-unmark), the
// failure as the state gives it.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitI3IPC
import SplitState
import StateScriptSupport
import Testing

@Suite struct ErrorTextTests {
    @Test func aMarkForSeveralWindowsIsRefusedInI3sWords() throws {
        var d = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: 800, height: 600))
        for id in UInt32(1)...2 { _ = d.handle(.manage(client(id, WindowIdentity(className: "Same", instance: "same", role: nil)), mapped: false)) }
        let failure = try #require(d.handle(commands: try CommandParser.parse("[class=Same] mark important")).failure)
        #expect(failure.hasSuffix("selects 2"), "splitwm's own text says more: \(failure)")
        #expect(I3ErrorText.forFailure(failure) == "A mark must not be put onto more than one window")
        // A failure i3 has no words of its own for is answered as it is.
        let other = try #require(d.handle(commands: try CommandParser.parse("[class=None] kill")).failure)
        #expect(I3ErrorText.forFailure(other) == other)
    }
}
