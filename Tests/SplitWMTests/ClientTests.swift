// What clients see of the window manager: closing, borders, the EWMH root properties,
// and the on-release drag mode.
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Clients {
        @Test func closingAWindowThatSpeaksWMDeleteWindowAsksItPolitely() throws {
            try withWM { s in
                let w = s.openWindows(1)[0]
                s.client.setProtocols(w, ["WM_DELETE_WINDOW"])
                _ = s.client.drainEvents()
                s.client.sendClientMessage(about: w, type: "_NET_CLOSE_WINDOW", data: [0, 2, 0, 0, 0])
                var asked = false
                #expect(s.waitUntil {
                    asked = asked || s.client.drainEvents().contains {
                        if case .clientMessage(let window, let type, _, let data) = $0 {
                            return window == w && type == "WM_PROTOCOLS"
                                && s.client.atomName(UInt(data.first ?? 0)) == "WM_DELETE_WINDOW"
                        }
                        return false
                    }
                    return asked
                })
                #expect(s.client.mapState(of: w) == .viewable, "asked, not killed")
            }
        }

        @Test func closingAWindowThatDoesNotSpeakItKillsItsClient() throws {
            try withWM { s in
                let xmessage = try s.server.launch("xmessage", ["-name", "splitwm-close-test", "close me"])
                #expect(s.waitUntil {
                    (s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []).count == 1
                })
                guard let w = s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW")?.first else { return }
                // xmessage does take WM_DELETE_WINDOW; withdraw that so only killing is left.
                s.client.deleteProperty(WindowID(rawValue: w), "WM_PROTOCOLS")
                s.client.sync()
                s.client.sendClientMessage(about: WindowID(rawValue: w), type: "_NET_CLOSE_WINDOW", data: [0, 2, 0, 0, 0])
                #expect(xmessage.waitForExit(timeout: .seconds(10)) != nil, "its client was killed")
                #expect(s.waitUntil { (s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? [0]).isEmpty })
            }
        }

        @Test func theFocusedWindowHasTheFocusedBorderColour() throws {
            var settings = Settings.forTests
            settings.border.width = 2
            try withWM(settings: settings) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[1]) })
                // Border pixels: the left window's (unfocused) and the right one's (focused).
                #expect(s.waitUntil {
                    s.client.color(at: PixelPoint(x: 0, y: 500)) == settings.border.unfocusedColor.value
                        && s.client.color(at: PixelPoint(x: 961, y: 500)) == settings.border.focusedColor.value
                })
            }
        }

        @Test func theRootAnnouncesTheWindowManagerAndItsClients() throws {
            try withWM { s in
                let w = s.openWindows(3)
                let root = s.client.root
                let check = try #require(s.client.items(root, "_NET_SUPPORTING_WM_CHECK", type: "WINDOW")?.first)
                #expect(s.client.text(WindowID(rawValue: check), "_NET_WM_NAME")?.text == "splitwm")
                #expect(s.waitUntil { s.client.items(root, "_NET_CLIENT_LIST", type: "WINDOW") == w.map(\.rawValue) })
                #expect(s.waitUntil { s.client.items(root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [w[2].rawValue] })
                #expect(s.client.items(root, "_NET_DESKTOP_GEOMETRY", type: "CARDINAL") == [1920, 1080])
            }
        }

        @Test func inOnReleaseModeOnlyTheSplitterMovesUntilTheButtonComesUp() throws {
            var settings = Settings.forTests
            settings.dragMode = .onRelease
            try withWM(settings: settings) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 959 })
                Dragging.drag(s, from: PixelPoint(x: 960, y: 500), through: [PixelPoint(x: 700, y: 500)], release: false)
                // The splitter's coloured window follows the pointer…
                #expect(s.waitUntil { s.hasOverrideRedirectWindow(at: PixelRect(x: 699, y: 0, width: 2, height: 1080)) })
                // …while the windows stay where they were.
                s.barrier()
                #expect(s.geometry([w[0]]).first??.width == 959)
                s.client.release(.left)
                #expect(s.waitUntil { s.geometry([w[0]]).first??.width == 699 })
            }
        }
    }
}
