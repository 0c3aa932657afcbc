// What clients see of the window manager: closing, borders, the EWMH root properties,
// and the on-release drag mode.
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Clients {
        /// ICCCM's input models as i3 reads them (158-wm_take_focus): WM_TAKE_FOCUS goes only
        /// to a window whose WM_HINTS say input False; one listing WM_TAKE_FOCUS that accepts
        /// input, or says nothing of it, is given the focus with SetInputFocus alone.
        @Test(arguments: [(Bool?.none, false), (true, false), (false, true)])
        func onlyAWindowRefusingInputIsAskedToTakeTheFocus(input: Bool?, asked: Bool) throws {
            try withWM { s in
                _ = s.openWindows(1)
                let w = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100), name: "takes focus")
                s.client.setProtocols(w, ["WM_TAKE_FOCUS"])
                s.client.setWMHints(w, input: input)
                _ = s.client.drainEvents()
                s.client.map(w)
                #expect(s.waitUntil { s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [w.rawValue] })
                s.barrier()
                let takeFocus = s.client.atom("WM_TAKE_FOCUS").rawValue
                let messages = s.client.drainEvents().filter {
                    if case .clientMessage(w, "WM_PROTOCOLS", _, let data) = $0 { data.first == takeFocus } else { false }
                }
                #expect(messages.count == (asked ? 1 : 0), "\(messages)")
                if !asked { #expect(s.client.inputFocus() == .window(w)) }
            }
        }

        /// With no window left to focus, the focus is on the window manager's own check window,
        /// as in i3 (527-focus-fallback), not PointerRoot; the bindings still work there.
        @Test func withNoWindowLeftTheFocusIsOnTheCheckWindow() throws {
            try withWM { s in
                let w = s.openWindows(1)[0]
                #expect(s.waitUntil { s.client.inputFocus() == .window(w) })
                let check = try #require(s.client.items(s.client.root, "_NET_SUPPORTING_WM_CHECK", type: "WINDOW")?.first)
                s.client.destroy(w)
                #expect(s.waitUntil { s.client.inputFocus() == .window(WindowID(rawValue: check)) }, "\(s.client.inputFocus())")
                #expect(s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [0])
                // A new window takes it from there.
                let next = s.openWindows(1)[0]
                #expect(s.waitUntil { s.client.inputFocus() == .window(next) })
            }
        }

        /// A pager activating a window behind a fullscreen one ends that one's fullscreen (its
        /// _NET_WM_STATE says so) and focuses the window, as i3 does (195-net-active-window).
        @Test func activatingAWindowBehindAFullscreenOneEndsItsFullscreen() throws {
            try withWM { s in
                let w = s.openWindows(2)
                s.client.sendClientMessage(about: w[1], type: "_NET_WM_STATE",
                                           data: [1, Int(s.client.atom("_NET_WM_STATE_FULLSCREEN").rawValue), 0, 1])
                func fullscreen() -> Bool {
                    s.client.items(w[1], "_NET_WM_STATE", type: "ATOM")?.contains(s.client.atom("_NET_WM_STATE_FULLSCREEN").rawValue) == true
                }
                #expect(s.waitUntil { fullscreen() && s.client.geometry(of: w[1]) == s.screen })
                s.client.sendClientMessage(about: w[0], type: "_NET_ACTIVE_WINDOW", data: [2, 0, 0])
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[0]) && !fullscreen() })
                #expect(s.waitUntil { s.client.geometry(of: w[1]).map { $0.width < s.screen.width } == true })
            }
        }

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

        /// As i3's `kill`: a window that cannot be asked to close is destroyed, that window
        /// alone; the client's other windows stay (killing the client took them all).
        @Test func closingAWindowThatDoesNotSpeakItDestroysThatWindowAlone() throws {
            try withWM { s in
                let other = try s.server.client()
                let w = [PixelRect(x: 5, y: 5, width: 100, height: 100), PixelRect(x: 5, y: 5, width: 120, height: 100)]
                    .map { other.createWindow($0) }
                other.mapTogether(w)
                #expect(s.waitUntil { (s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []).count == 2 })
                s.client.sendClientMessage(about: w[0], type: "_NET_CLOSE_WINDOW", data: [0, 2, 0, 0, 0])
                #expect(s.waitUntil { s.client.geometry(of: w[0]) == nil }, "the window is destroyed")
                s.barrier()
                #expect(s.client.geometry(of: w[1]) != nil, "its client's other window stays")
                #expect(s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") == [w[1].rawValue])
            }
        }

        /// `kill` (i3's `kill client`) ends the focused window's client, whatever it speaks.
        @Test func killEndsTheFocusedWindowsClient() throws {
            try withWM { s in
                let xmessage = try s.server.launch("xmessage", ["-name", "splitwm-close-test", "close me"])
                #expect(s.waitUntil {
                    (s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []).count == 1
                })
                #expect(try SplitWMProcess.splitctl(["kill"], display: s.server.displayName).status == 0)
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
