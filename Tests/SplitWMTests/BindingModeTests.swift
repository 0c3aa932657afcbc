// Binding modes on a real server, keys pressed through XTest: a resize mode entered with a
// chord, where bare keys resize until Escape; the default bindings out of force inside it and
// the bare keys out of splitwm's hands outside it; a binding marked for every mode; the mode
// in `query mode` and in the `mode` event a bar listens to.
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct BindingModes {
        static let config = """
            bind Mod4+r mode resize
            bind --all-modes Mod4+Escape mode default
            bind Mod4+h focus left
            bind Mod4+n nop KP_End
            mode resize {
                bind h resize left 100
                bind Escape mode default
            }
            """

        /// Presses `key`, with Super held when `withSuper`, through XTest.
        static func press(_ s: WMSession, _ key: String, withSuper: Bool = false) {
            guard let code = s.client.keycode(for: key), let superKey = s.client.keycode(for: "Super_L") else {
                Issue.record("no keycode for \(key)")
                return
            }
            if withSuper { s.client.keyDown(superKey) }
            s.client.keyDown(code)
            s.client.keyUp(code)
            if withSuper { s.client.keyUp(superKey) }
            s.client.sync()
        }

        /// The mode `query mode` says is in force.
        static func mode(_ s: WMSession) -> String? {
            guard let reply = try? SplitWMProcess.splitctl(["query", "mode"], display: s.server.displayName),
                  let object = try? JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any] else { return nil }
            return object["mode"] as? String
        }

        static func withModes(_ body: (WMSession) throws -> Void) throws {
            // The X server knows these keys; a press finds them in its keymap.
            let parsed = try ConfigParser.parse(config, file: "modes.conf", isKnownKey: { _ in true }).get()
            var settings = Settings.forTests
            settings.bindingModes = parsed.settings.bindingModes
            try withWM(settings: settings, bindings: parsed.bindings, modes: parsed.modes, body)
        }

        @Test func bareKeysResizeInTheModeAndGoBackToTheWindowsOutsideIt() throws {
            try Self.withModes { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[1]) })
                let events = try IPCConnection.subscription(display: s.server.displayName, events: ["mode"])
                let left = try #require(s.geometry([w[1]]).first??.x)

                Self.press(s, "r", withSuper: true)
                #expect(events.waitForLine { $0 == #"{"event":"mode","change":"resize"}"# }, "the mode event")
                #expect(Self.mode(s) == "resize")
                // A bare h resizes the focused window's left edge by 100 px.
                Self.press(s, "h")
                #expect(s.waitUntil { s.geometry([w[1]]).first??.x == left - 100 }, "\(s.geometry(w))")
                // The default mode's Super+h is not in force here: the focus stays.
                Self.press(s, "h", withSuper: true)
                #expect(s.waitUntil { Self.mode(s) == "resize" })
                #expect(s.client.inputFocus() == .window(w[1]))

                Self.press(s, "Escape")
                #expect(events.waitForLine { $0 == #"{"event":"mode","change":"default"}"# }, "back to the default mode")
                #expect(Self.mode(s) == "default")
                // Outside the mode a bare h is the focused window's again: nothing resizes.
                Self.press(s, "h")
                #expect(Self.mode(s) == "default")
                #expect(s.geometry([w[1]]).first??.x == left - 100)
                Self.press(s, "h", withSuper: true)
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[0]) })
            }
        }

        @Test func aBindingForEveryModeLeavesTheModeAndAnUnknownModeIsRefused() throws {
            try Self.withModes { s in
                _ = s.openWindows(1)
                Self.press(s, "r", withSuper: true)
                #expect(s.waitUntil { Self.mode(s) == "resize" })
                Self.press(s, "Escape", withSuper: true)
                #expect(s.waitUntil { Self.mode(s) == "default" })
                let reply = try SplitWMProcess.splitctl(["mode", "move"], display: s.server.displayName)
                #expect(reply.status != 0 && reply.output.contains(#"the config has no mode "move""#), "\(reply.output)")
                #expect(Self.mode(s) == "default")
            }
        }
    }
}
