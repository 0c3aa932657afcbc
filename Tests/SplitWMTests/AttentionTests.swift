// Focus stealing and urgency: an application's _NET_ACTIVE_WINDOW is honoured only when it
// follows the user's input (by `focus-on-window-activation`), a refused one marks the window
// urgent (_NET_WM_STATE, border colour, `query windows`, a `window` event), as does WM_HINTS'
// urgency hint; focusing the window clears it.
import Foundation
import SplitConfig
import SplitState
@testable import SplitWM
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Attention {
        static func settings(_ policy: ActivationPolicy = .smart) -> Settings {
            var s = Settings.forTests
            s.border.width = 2
            s.focusOnActivation = policy
            return s
        }

        /// Two windows, the left one (A) focused by a pager request, as if the user picked it.
        static func twoWindowsWithTheLeftFocused(_ s: WMSession) -> (a: WindowID, b: WindowID) {
            let w = s.openWindows(2)
            s.client.sendClientMessage(about: w[0], type: "_NET_ACTIVE_WINDOW", data: [2, 0, 0])
            #expect(s.waitUntil { s.client.inputFocus() == .window(w[0]) })
            return (w[0], w[1])
        }

        /// The user typing in `window`: its client records the time in _NET_WM_USER_TIME, as
        /// GTK and Qt applications do on every key press.
        static func userTypes(in window: WindowID, _ s: WMSession) -> UInt32 {
            let now = s.client.serverTime()
            s.client.setProperty(window, "_NET_WM_USER_TIME", type: "CARDINAL", .words([now]))
            return now
        }

        static func isUrgent(_ window: WindowID, _ s: WMSession) -> Bool {
            s.client.items(window, "_NET_WM_STATE", type: "ATOM")?.contains(s.client.atom("_NET_WM_STATE_DEMANDS_ATTENTION").rawValue) == true
        }

        /// `urgent` of `window` in `splitctl query windows`.
        static func urgentInQuery(_ window: WindowID, _ s: WMSession) throws -> Bool? {
            let reply = try SplitWMProcess.splitctl(["query", "windows"], display: s.server.displayName)
            let object = try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any]
            let windows = object?["windows"] as? [[String: Any]] ?? []
            return windows.first { $0["window"] as? Int == Int(window.rawValue) }?["urgent"] as? Bool
        }

        @Test func anApplicationAskingWhileTheUserTypesElsewhereGetsAttentionNotFocus() throws {
            let settings = Self.settings()
            try withWM(settings: settings) { s in
                let (a, b) = Self.twoWindowsWithTheLeftFocused(s)
                let typed = Self.userTypes(in: a, s)
                // B asks with a time from before the user's last key press in A, then with none.
                s.client.sendClientMessage(about: b, type: "_NET_ACTIVE_WINDOW", data: [1, Int(typed &- 500), 0])
                #expect(s.waitUntil { Self.isUrgent(b, s) })
                s.client.sendClientMessage(about: b, type: "_NET_ACTIVE_WINDOW", data: [1, 0, 0])
                s.barrier()
                #expect(s.client.inputFocus() == .window(a), "the keyboard stays with the window the user types in")
                #expect(s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [a.rawValue])
                let (urgentA, urgentB) = (try Self.urgentInQuery(a, s), try Self.urgentInQuery(b, s))
                #expect(urgentB == true)
                #expect(urgentA == false)
                // B's border (2 px, left edge of its tile at x = 961) shows the urgent colour.
                #expect(s.waitUntil { s.client.color(at: PixelPoint(x: 961, y: 500)) == settings.border.urgentColor.value })
                #expect(s.client.color(at: PixelPoint(x: 0, y: 500)) == settings.border.focusedColor.value)

                // A request made after the user's last input (the user acted on B) is honoured,
                // and focus clears the urgency.
                let later = s.client.serverTime()
                s.client.sendClientMessage(about: b, type: "_NET_ACTIVE_WINDOW", data: [1, Int(later), 0])
                #expect(s.waitUntil { s.client.inputFocus() == .window(b) })
                #expect(s.waitUntil { !Self.isUrgent(b, s) })
                let urgentAfterFocus = try Self.urgentInQuery(b, s)
                #expect(urgentAfterFocus == false)
                #expect(s.waitUntil { s.client.color(at: PixelPoint(x: 961, y: 500)) == settings.border.focusedColor.value })
            }
        }

        /// Typing into a window that keeps no _NET_WM_USER_TIME (xterm, most plain X clients):
        /// splitwm sees the key only as an XInput 2 raw event, and that is enough to refuse a
        /// request made before it.
        @Test func anApplicationAskingBeforeAKeystrokeInAWindowWithoutUserTimeGetsAttentionNotFocus() throws {
            try withWM(settings: Self.settings()) { s in
                let (a, b) = Self.twoWindowsWithTheLeftFocused(s)
                #expect(s.client.property(a, "_NET_WM_USER_TIME") == nil)
                s.client.selectInput(a, .keyPress)
                let key = try #require(s.client.keycode(for: "a"), "a key bound to nothing")
                s.client.keyDown(key)
                s.client.keyUp(key)
                // The press reached A, so the server sent splitwm its raw event before anything
                // this client sends next.
                var typed: UInt32?
                #expect(s.waitUntil {
                    for case .keyPress(a, key, let time) in s.client.drainEvents() { typed = time }
                    return typed != nil
                })
                let keystroke = try #require(typed)

                s.client.sendClientMessage(about: b, type: "_NET_ACTIVE_WINDOW", data: [1, Int(keystroke &- 1), 0])
                #expect(s.waitUntil { Self.isUrgent(b, s) }, "a request from before the keystroke is refused")
                s.barrier()
                #expect(s.client.inputFocus() == .window(a), "the keyboard stays with the window the user types in")
                #expect(s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [a.rawValue])

                // One made after the keystroke (the user acted on B since) is honoured.
                let later = s.client.serverTime()
                s.client.sendClientMessage(about: b, type: "_NET_ACTIVE_WINDOW", data: [1, Int(later), 0])
                #expect(s.waitUntil { s.client.inputFocus() == .window(b) })
                #expect(s.waitUntil { !Self.isUrgent(b, s) })
            }
        }

        @Test func pagersAndToolsAlwaysFocus() throws {
            try withWM(settings: Self.settings(.urgent)) { s in
                let (a, b) = Self.twoWindowsWithTheLeftFocused(s)
                _ = Self.userTypes(in: a, s)
                s.client.sendClientMessage(about: b, type: "_NET_ACTIVE_WINDOW", data: [2, 0, 0])
                #expect(s.waitUntil { s.client.inputFocus() == .window(b) })
                _ = try s.server.run("xdotool", ["windowactivate", "\(a.rawValue)"])
                #expect(s.waitUntil { s.client.inputFocus() == .window(a) })
            }
        }

        /// Source 0 (an old client, or wmctrl) is an application's request, as in i3: under
        /// `urgent` it marks the window and leaves the focus where it is (i3's 248, 240).
        @Test func anOldClientsRequestIsAnApplicationsRequest() throws {
            try withWM(settings: Self.settings(.urgent)) { s in
                let (a, b) = Self.twoWindowsWithTheLeftFocused(s)
                s.client.sendClientMessage(about: b, type: "_NET_ACTIVE_WINDOW", data: [0, 0, 0])
                #expect(s.waitUntil { Self.isUrgent(b, s) })
                s.barrier()
                #expect(s.client.inputFocus() == .window(a))
                #expect(s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [a.rawValue])
            }
        }

        @Test(arguments: [ActivationPolicy.focus, .urgent, .none])
        func thePolicyDecidesWhatAnApplicationsRequestDoes(_ policy: ActivationPolicy) throws {
            try withWM(settings: Self.settings(policy)) { s in
                let (a, b) = Self.twoWindowsWithTheLeftFocused(s)
                let typed = Self.userTypes(in: a, s)
                // Even a request that follows the user's input: only `focus` and `smart` honour it.
                s.client.sendClientMessage(about: b, type: "_NET_ACTIVE_WINDOW", data: [1, Int(typed &+ 10), 0])
                s.barrier()
                #expect(s.client.inputFocus() == .window(policy == .focus ? b : a))
                #expect(Self.isUrgent(b, s) == (policy == .urgent))
            }
        }

        /// Emacs asks for the focus by restacking its window above the others; i3 4.22 takes a
        /// tile's request so as an activation (269-focus-stack-above): focused when its
        /// workspace is shown, marked urgent when not.
        @Test func aTileAskingToBeStackedAboveTheOthersIsActivated() throws {
            try withWM(settings: Self.settings()) { s in
                let (a, b) = Self.twoWindowsWithTheLeftFocused(s)
                s.client.configure(b, stackMode: .above)
                #expect(s.waitUntil { s.client.inputFocus() == .window(b) })
                #expect(s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [b.rawValue])

                let shown = try SplitWMProcess.splitctl(["workspace 2"], display: s.server.displayName)
                #expect(shown.status == 0)
                let c = s.openWindows(1)[0]
                #expect(s.waitUntil { s.client.inputFocus() == .window(c) })
                s.client.configure(a, stackMode: .above)
                #expect(s.waitUntil { Self.isUrgent(a, s) })
                s.barrier()
                #expect(s.client.inputFocus() == .window(c), "no switch to a workspace out of sight")
                // Asking to be stacked below asks for nothing.
                let d = s.openWindows(1)[0]
                #expect(s.waitUntil { s.client.inputFocus() == .window(d) })
                s.client.configure(c, stackMode: .below)
                s.barrier()
                #expect(s.client.inputFocus() == .window(d))
            }
        }

        /// A window mapped with _NET_WM_USER_TIME 0 (no user action opened it) is shown
        /// without the focus; one with another time takes it as any new window (i3's
        /// 259-net-wm-user-time).
        @Test func aWindowMappedWithUserTimeZeroLeavesTheFocusWhereItIs() throws {
            try withWM(settings: Self.settings()) { s in
                let a = s.openWindows(1)[0]
                #expect(s.waitUntil { s.client.inputFocus() == .window(a) })
                func mapWithUserTime(_ time: UInt32) -> WindowID {
                    let w = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100), name: "user time \(time)")
                    s.client.setProperty(w, "_NET_WM_USER_TIME", type: "CARDINAL", .words([time]))
                    s.client.map(w)
                    return w
                }
                let quiet = mapWithUserTime(0)
                #expect(s.waitUntil { s.client.mapState(of: quiet) == .viewable })
                s.barrier()
                #expect(s.client.inputFocus() == .window(a))
                #expect(s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [a.rawValue])
                let loud = mapWithUserTime(42)
                #expect(s.waitUntil { s.client.inputFocus() == .window(loud) })
            }
        }

        /// A window a rule sends to a workspace out of sight is urgent there, as i3's `assign`
        /// makes it (212-assign-urgency); one it sends to the workspace shown is not.
        @Test func aWindowARuleSendsOutOfSightIsUrgent() throws {
            var settings = Self.settings()
            let parsed = try ConfigParser.parse("rule class=Special workspace target\n", file: "rules", isKnownKey: { _ in true }).get()
            settings.rules = parsed.settings.rules
            try withWM(settings: settings) { s in
                let a = s.openWindows(1)[0]
                func special() -> WindowID {
                    let w = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100), name: "special", class: "Special")
                    s.client.map(w)
                    return w
                }
                let away = special()
                #expect(s.waitUntil { Self.isUrgent(away, s) })
                #expect(s.client.mapState(of: away) == .unmapped && s.client.inputFocus() == .window(a))
                let shown = try SplitWMProcess.splitctl(["workspace target"], display: s.server.displayName)
                #expect(shown.status == 0)
                #expect(s.waitUntil { s.client.inputFocus() == .window(away) && !Self.isUrgent(away, s) })
                let here = special()
                #expect(s.waitUntil { s.client.inputFocus() == .window(here) })
                #expect(!Self.isUrgent(here, s))
            }
        }

        @Test func theUrgencyHintMarksAWindowUntilItIsFocused() throws {
            let settings = Self.settings()
            try withWM(settings: settings) { s in
                let (a, b) = Self.twoWindowsWithTheLeftFocused(s)
                let events = try IPCConnection.subscription(display: s.server.displayName, events: ["window"])
                s.client.setWMHints(b, input: true, urgent: true)
                #expect(s.waitUntil { Self.isUrgent(b, s) })
                #expect(events.waitForLine { $0.contains(#""change":"urgent""#) && $0.contains(#""urgent":true"#) && $0.contains("\(b.rawValue)") })
                #expect(s.waitUntil { s.client.color(at: PixelPoint(x: 961, y: 500)) == settings.border.urgentColor.value })
                // The focused window's own hint is no news to the user: it is not marked.
                s.client.setWMHints(a, input: true, urgent: true)
                s.barrier()
                #expect(!Self.isUrgent(a, s))
                // Focusing B (a pager's request) clears it, and says so.
                s.client.sendClientMessage(about: b, type: "_NET_ACTIVE_WINDOW", data: [2, 0, 0])
                #expect(s.waitUntil { s.client.inputFocus() == .window(b) && !Self.isUrgent(b, s) })
                #expect(events.waitForLine {
                    $0.contains(#""change":"urgent""#) && $0.contains(#""urgent":false"#) && $0.contains("\(b.rawValue)")
                })
                let urgentAfterFocus = try Self.urgentInQuery(b, s)
                #expect(urgentAfterFocus == false)
            }
        }

        @Test func aClientMayAskForAttentionThroughNetWMState() throws {
            try withWM(settings: Self.settings()) { s in
                let (_, b) = Self.twoWindowsWithTheLeftFocused(s)
                let demands = Int(s.client.atom("_NET_WM_STATE_DEMANDS_ATTENTION").rawValue)
                s.client.sendClientMessage(about: b, type: "_NET_WM_STATE", data: [1, demands, 0, 1])
                #expect(s.waitUntil { Self.isUrgent(b, s) })
                s.client.sendClientMessage(about: b, type: "_NET_WM_STATE", data: [0, demands, 0, 1])
                #expect(s.waitUntil { !Self.isUrgent(b, s) })
            }
        }
    }
}

/// A connection to splitwm's socket (found through the root window), for requests and
/// subscriptions whose lines are read as they arrive.
final class IPCConnection {
    private let fd: Int32
    private var buffer: [UInt8] = []

    init(display: String) throws {
        let client = try TestClient(displayName: display)
        defer { client.close() }
        let path = try #require(client.text(client.root, "_SPLITWM_SOCKET")?.text)
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8) + [0]) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(connected == 0)
    }

    /// A subscription, in place once its reply has come.
    static func subscription(display: String, events: [String]) throws -> IPCConnection {
        let connection = try IPCConnection(display: display)
        try #require(connection.request("subscribe " + events.joined(separator: " ")) == #"{"success":true}"#, "subscribed")
        return connection
    }

    deinit { close(fd) }

    /// Sends `line` and returns the next line that comes back (nil after 15 s).
    func request(_ line: String) -> String? {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var reply: String?
        _ = waitForLine { reply = $0; return true }
        return reply
    }

    /// Reads lines until one satisfies `match` (true) or 15 s pass (false).
    func waitForLine(_ match: (String) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(15)
        while ContinuousClock.now < deadline {
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeFirst(newline + 1)
                if match(line) { return true }
            }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 100) >= 0 else { return false }
            if p.revents == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return false }
            buffer += chunk[0..<n]
        }
        return false
    }
}

/// Server time is 32-bit milliseconds that wrap after 49.7 days.
struct ServerTimeOrderTests {
    @Test func laterIsDecidedByDifferenceSoItSurvivesTheWrap() {
        #expect(InputClock.isLater(2, than: 1))
        #expect(!InputClock.isLater(1, than: 2))
        #expect(!InputClock.isLater(7, than: 7))
        #expect(InputClock.isLater(5, than: UInt32.max - 5), "just after the wrap is later")
        #expect(!InputClock.isLater(UInt32.max - 5, than: 5))
        #expect(InputClock.isLater(0x8000_0010, than: 0x7FFF_FFF0), "across 2^31, as on a host up 25 days")
    }
}
