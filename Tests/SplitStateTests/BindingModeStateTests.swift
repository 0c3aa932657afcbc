// The binding mode in the state, without X: `mode NAME` enters a mode the config has (the X
// side is told to grab its keys, subscribers hear it), an unknown one fails and changes
// nothing, and a config read again starts in the default mode. The random sequences, with the
// invariant that the mode is always one the config has, are in StateProperties.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import Testing

@Suite struct BindingModeStateTests {
    static func state() -> WMState {
        var settings = Settings()
        settings.bindingModes = ["resize", "move windows"]
        return WMState(settings: settings, screen: Rect(x: 0, y: 0, width: 1600, height: 1000))
    }

    @Test func aModeTheConfigHasComesIntoForceAndIsTold() throws {
        var d = Self.state()
        #expect(d.bindingMode == "default")
        let reaction = d.handle(commands: try CommandParser.parse("mode 'move windows'"))
        #expect(reaction.failure == nil)
        #expect(d.bindingMode == "move windows")
        #expect(reaction.effects == [.grabKeys(mode: "move windows"), .notice(.mode("move windows"))])
        // The mode in force again: nothing to grab, nothing to tell.
        #expect(d.handle(commands: [.mode("move windows")]).effects.isEmpty)
        #expect(d.handle(commands: [.mode("default")]).effects == [.grabKeys(mode: "default"), .notice(.mode("default"))])
        #expect(d.bindingMode == "default")
    }

    @Test func aModeTheConfigLacksFailsAndChangesNothing() {
        var d = Self.state()
        _ = d.handle(commands: [.mode("resize")])
        let before = d
        let reaction = d.handle(commands: [.mode("Resize")])
        #expect(reaction.failure == #"mode: the config has no mode "Resize" (its modes: "default", "resize", "move windows")"#)
        #expect(reaction.effects.isEmpty)
        #expect(d == before)
    }

    @Test func aConfigReadAgainStartsInTheDefaultMode() {
        var d = Self.state()
        _ = d.handle(commands: [.mode("resize")])
        // Even when the new config still has the mode, as i3 does on reload.
        let reaction = d.handle(.config(d.settings))
        #expect(d.bindingMode == "default")
        #expect(reaction.effects.contains(.grabKeys(mode: "default")) && reaction.effects.contains(.notice(.mode("default"))))
        // Already in the default mode: a config says nothing about modes.
        #expect(!d.handle(.config(Settings())).effects.contains(.notice(.mode("default"))))
    }
}
