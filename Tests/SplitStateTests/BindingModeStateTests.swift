// The binding mode in the state, without X: `mode NAME` enters a mode the config has (the X
// side is told to grab its keys, subscribers hear it), an unknown one fails and changes
// nothing, and a config read again starts in the default mode. The random sequences, with the
// invariant that the mode is always one the config has, are in StateProperties.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

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

/// `focus tiling|floating|mode-toggle`, as i3's: between the focused workspace's floating
/// windows and its tiles, the most recent of each.
@Suite struct FocusLayerTests {
    @Test func focusGoesBetweenTheFloatingWindowsAndTheTilesMostRecentFirst() throws {
        var d = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: 1600, height: 1000))
        for id in 1...3 { _ = d.handle(.manage(client(UInt32(id), WindowIdentity(className: "XTerm", instance: "xterm", role: nil)), mapped: false)) }
        _ = d.handle(commands: [.float(.on)])          // 3 floats
        _ = d.handle(commands: [.focusLayer(.tiling)])
        let tile = try #require(d.focused)
        #expect(tile != w(3) && d.clients[tile]?.kind == .tiled)
        _ = d.handle(commands: [.focusLayer(.modeToggle)])
        #expect(d.focused == w(3))
        _ = d.handle(commands: [.focusLayer(.modeToggle)])
        #expect(d.focused == tile, "back to the tile focused last")
        _ = d.handle(commands: [.focusLayer(.floating)])
        #expect(d.focused == w(3))
        // Already there, or none of that kind: nothing changes, and it is no failure.
        let before = d
        #expect(d.handle(commands: [.focusLayer(.floating)]) == Reaction() && d == before)
        _ = d.handle(commands: [.float(.off)])         // 3 tiles again: no floating window left
        let now = d.focused
        #expect(d.handle(commands: [.focusLayer(.floating)]).failure == nil && d.focused == now)
    }
}
