// Workspaces and monitors on a real X server: switching maps and unmaps exactly the right
// windows, panels' EWMH desktops follow, wmctrl and xdotool switch and move, two RandR
// monitors each tile their own area, and a monitor that goes and comes back loses nothing.
// (Xvfb cannot turn its one output off: `xrandr --output screen --off` fails on
// RRSetScreenSize 0x0, and with `--fb` the server still reports the monitor; zero monitors
// are covered without X, in SplitStateTests.)
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Workspaces {
        static var settings: Settings { .forTestsWithStillFocus }

        static func run(_ s: WMSession, _ command: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let result = try? SplitWMProcess.splitctl([command], display: s.server.displayName)
            #expect(result?.status == 0, "splitctl \(command): \(result?.output ?? "did not run")", sourceLocation: sourceLocation)
            s.barrier(sourceLocation: sourceLocation)
        }

        static func root(_ s: WMSession, _ name: String) -> [UInt32]? { s.client.items(s.client.root, name, type: "CARDINAL") }

        static func desktopNames(_ s: WMSession) -> [String] {
            (s.client.text(s.client.root, "_NET_DESKTOP_NAMES")?.text ?? "").split(separator: "\u{0}").map(String.init)
        }

        static func desktop(of w: WindowID, _ s: WMSession) -> UInt32? { s.client.items(w, "_NET_WM_DESKTOP", type: "CARDINAL")?.first }

        /// WM_STATE's first item: 1 Normal, 3 Iconic.
        static func wmState(of w: WindowID, _ s: WMSession) -> UInt32? { s.client.items(w, "WM_STATE", type: "WM_STATE")?.first }

        static func states(_ s: WMSession, _ w: WindowID) -> [String] {
            (s.client.items(w, "_NET_WM_STATE", type: "ATOM") ?? []).map { s.client.atomName(UInt($0)) }
        }

        /// Shown: viewable, Normal. Out of sight with its workspace: unmapped, Iconic. Neither has
        /// _NET_WM_STATE_HIDDEN: EWMH keeps it for a window that would not show were its desktop
        /// current (minimized; i3: a hidden tab), and a pager tells another desktop's windows by
        /// _NET_WM_DESKTOP (a switch would otherwise rewrite every window's state).
        static func expectShown(_ windows: [WindowID], _ shown: Bool, _ s: WMSession, _ what: String,
                                sourceLocation: SourceLocation = #_sourceLocation) {
            for w in windows {
                let state = s.client.mapState(of: w), icccm = wmState(of: w, s), hidden = states(s, w).contains("_NET_WM_STATE_HIDDEN")
                #expect(shown ? state == .viewable && icccm == 1 && !hidden : state == .unmapped && icccm == 3 && !hidden,
                        "\(what): \(w) is \(String(describing: state)), WM_STATE \(String(describing: icccm)), hidden \(hidden)",
                        sourceLocation: sourceLocation)
            }
        }

        /// A client restoring its session sets _NET_WM_DESKTOP before it maps a window: the
        /// window goes to that desktop, out of sight, without the focus (i3's 529-net-wm-desktop).
        @Test func aWindowMappedWithNetWMDesktopGoesToThatDesktop() throws {
            try withWM(settings: Self.settings) { s in
                let one = s.openWindows(1, name: "one")
                Self.run(s, "workspace 2")
                let two = s.openWindows(1, name: "two")
                let late = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100), name: "late")
                s.client.setProperty(late, "_NET_WM_DESKTOP", type: "CARDINAL", .words([0]))
                s.client.map(late)
                #expect(s.waitUntil { s.client.property(late, "WM_STATE") != nil })
                s.barrier()
                #expect(s.client.mapState(of: late) == .unmapped && Self.desktop(of: late, s) == 0)
                #expect(s.client.inputFocus() == .window(two[0]))
                Self.run(s, "workspace 1")
                Self.expectShown(one + [late], true, s, "desktop 0 shown")
            }
        }

        @Test func switchingUnmapsTheHiddenWorkspaceAndMapsTheShownOneAndPanelsSeeIt() throws {
            try withWM(settings: Self.settings) { s in
                let one = s.openWindows(2, name: "one")
                #expect(Self.root(s, "_NET_NUMBER_OF_DESKTOPS") == [1] && Self.root(s, "_NET_CURRENT_DESKTOP") == [0])
                Self.run(s, "workspace 2")
                Self.expectShown(one, false, s, "workspace 1 out of sight")
                let two = s.openWindows(3, name: "two")
                s.barrier()
                Self.expectShown(two, true, s, "workspace 2 shown")
                #expect(Self.root(s, "_NET_NUMBER_OF_DESKTOPS") == [2] && Self.root(s, "_NET_CURRENT_DESKTOP") == [1])
                #expect(Self.desktopNames(s) == ["1", "2"])
                #expect(Self.root(s, "_NET_DESKTOP_VIEWPORT") == [0, 0, 0, 0])
                #expect(one.map { Self.desktop(of: $0, s) } == [0, 0] && two.map { Self.desktop(of: $0, s) } == [1, 1, 1])
                // The three of workspace 2 tile the whole screen.
                let rects = two.compactMap { s.client.geometry(of: $0) }
                #expect(tilingProblems(rects, screen: s.screen, splitterPixels: rects.count > 1 ? Self.splitterPixels(rects, s) : 0).isEmpty)
                Self.run(s, "workspace 1")
                Self.expectShown(one, true, s, "back on workspace 1")
                Self.expectShown(two, false, s, "workspace 2 out of sight")
                #expect(s.client.inputFocus() == .window(one[1]), "the focus is where it was on workspace 1")
                Self.run(s, "workspace back-and-forth")
                Self.expectShown(two, true, s, "back and forth")
                #expect(Self.root(s, "_NET_CURRENT_DESKTOP") == [1])
                // Every window is still managed: none was taken for withdrawn.
                let list = s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []
                #expect(Set(list) == Set((one + two).map(\.rawValue)))
            }
        }

        /// The screen less the windows: what the splitters take (checked exactly elsewhere).
        static func splitterPixels(_ rects: [PixelRect], _ s: WMSession) -> Int {
            s.screen.width * s.screen.height - rects.reduce(0) { $0 + $1.width * $1.height }
        }

        @Test func anEmptyWorkspaceIsDroppedWhenLeftAndNamedOnesComeFromTheConfig() throws {
            var settings = Self.settings
            settings.workspaces = [WorkspaceSetting(number: 2, name: "web")]
            try withWM(settings: settings) { s in
                _ = s.openWindows(1)
                Self.run(s, "workspace 3")
                #expect(Self.desktopNames(s) == ["1", "3"])
                Self.run(s, "workspace web")
                #expect(Self.desktopNames(s) == ["1", "web"], "3 was empty and lost the focus")
                Self.run(s, "workspace 1")
                #expect(Self.desktopNames(s) == ["1"])
            }
        }

        @Test func movingAWindowToAWorkspaceHidesItThere() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(3)
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[2]) })
                Self.run(s, "move workspace 4")
                Self.expectShown([w[2]], false, s, "sent to 4")
                Self.expectShown([w[0], w[1]], true, s, "left on 1")
                #expect(Self.desktop(of: w[2], s) == 1 && Self.desktopNames(s) == ["1", "4"])
                #expect(s.client.inputFocus() == .window(w[1]), "the focus stays on workspace 1")
                Self.run(s, "workspace 4")
                Self.expectShown([w[2]], true, s, "shown on 4")
                #expect(s.client.geometry(of: w[2]) == s.screen, "alone on 4, it fills the screen")
                #expect(s.client.inputFocus() == .window(w[2]))
            }
        }

        @Test func aFloatingWindowOutOfSightHearsWhereItsRequestPutsIt() throws {
            try withWM(settings: Self.settings) { s in
                _ = s.openWindows(1)
                let dialog = s.client.createWindow(PixelRect(x: 0, y: 0, width: 300, height: 200), name: "dialog")
                s.client.setWindowType(dialog, ["_NET_WM_WINDOW_TYPE_DIALOG"])
                s.client.selectInput(dialog, [.structureNotify])
                s.client.map(dialog)
                #expect(s.waitUntil { s.client.mapState(of: dialog) == .viewable })
                Self.run(s, "move workspace 2")
                Self.expectShown([dialog], false, s, "the dialog sent to workspace 2")
                _ = s.client.drainEvents()
                s.client.configure(dialog, width: 420, height: 240)
                s.barrier()
                let heard = s.client.drainEvents().contains {
                    if case .configureNotify(let w, let rect, _, _, _) = $0 { w == dialog && rect.width == 420 && rect.height == 240 } else { false }
                }
                #expect(heard, "the resize it asked for is confirmed although it is not on screen")
                Self.run(s, "workspace 2")
                #expect(s.client.geometry(of: dialog).map { $0.width == 420 && $0.height == 240 } == true,
                        "\(String(describing: s.client.geometry(of: dialog)))")
            }
        }

        /// A panel's view: `subscribe workspace` gets the whole list after each change that
        /// shows (a switch, a window sent to a new workspace), each event once.
        @Test func workspaceSubscribersGetTheListAfterEachChange() throws {
            try withWM(settings: Self.settings) { s in
                _ = s.openWindows(2)
                let subscriber = Process()
                subscriber.executableURL = SplitWMProcess.binary.deletingLastPathComponent().appendingPathComponent("splitctl")
                subscriber.arguments = ["subscribe", "workspace"]
                var environment = ProcessInfo.processInfo.environment
                environment["DISPLAY"] = s.server.displayName
                environment["SPLITWM_SOCKET"] = nil
                subscriber.environment = environment
                let out = Pipe()
                subscriber.standardOutput = out
                try subscriber.run()
                defer { kill(subscriber.processIdentifier, SIGKILL); subscriber.waitUntilExit() }
                let reader = LineReader(out.fileHandleForReading.fileDescriptor)
                func events() -> [[String: Any]] {
                    reader.lines(within: .milliseconds(300)).compactMap {
                        try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
                    }
                }
                // Subscribed once a switch is heard: switch back and forth until one is.
                var heard: [[String: Any]] = []
                let deadline = ContinuousClock.now + .seconds(15)
                while heard.isEmpty && ContinuousClock.now < deadline {
                    Self.run(s, "workspace 5")
                    Self.run(s, "workspace 1")
                    heard = events()
                }
                #expect(!heard.isEmpty, "subscribed")
                _ = events()
                Self.run(s, "workspace 2")
                let focus = events()
                #expect(focus.count == 1 && focus.first?["change"] as? String == "focus" && focus.first?["current"] as? String == "2",
                        "\(focus)")
                Self.run(s, "workspace 1")
                Self.run(s, "move workspace 3")
                let update = events().last
                let names = (update?["workspaces"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
                #expect(update?["change"] as? String == "update" && names == ["1", "3"], "\(String(describing: update))")
                Self.run(s, "sync")
                #expect(events().isEmpty, "nothing changed, nothing sent")
            }
        }

        // MARK: wmctrl and xdotool

        @Test func wmctrlAndXdotoolSwitchAndMove() throws {
            try withWM(settings: Self.settings) { s in
                let display = s.server.displayName
                let w = s.openWindows(2)
                Self.run(s, "workspace 2")
                Self.run(s, "workspace 3")
                _ = s.openWindows(1, name: "three")
                let switched = try RealProgram.run("wmctrl", ["-s", "0"], display: display)
                #expect(switched.status == 0, "\(switched.errors)")
                #expect(s.waitUntil { Self.root(s, "_NET_CURRENT_DESKTOP") == [0] })
                Self.expectShown(w, true, s, "wmctrl -s 0")
                // Workspace 2 was empty and is gone: 1 and 3 remain.
                #expect(Self.desktopNames(s) == ["1", "3"])
                let list = try RealProgram.run("wmctrl", ["-d"], display: display)
                #expect(list.output.split(separator: "\n").count == 2, "\(list.output)")
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[1]) })
                let moved = try RealProgram.run("wmctrl", ["-r", ":ACTIVE:", "-t", "1"], display: display)
                #expect(moved.status == 0, "\(moved.errors)")
                #expect(s.waitUntil { Self.desktop(of: w[1], s) == 1 })
                s.barrier()
                Self.expectShown([w[1]], false, s, "wmctrl -t 1")
                let set = try RealProgram.run("xdotool", ["set_desktop", "1"], display: display)
                #expect(set.status == 0, "\(set.errors)")
                #expect(s.waitUntil { Self.root(s, "_NET_CURRENT_DESKTOP") == [1] })
                s.barrier()
                Self.expectShown([w[1]], true, s, "xdotool set_desktop 1")
                Self.expectShown([w[0]], false, s, "xdotool set_desktop 1")
                let back = try RealProgram.run("xdotool", ["set_desktop_for_window", String(w[1].rawValue), "0"], display: display)
                #expect(back.status == 0, "\(back.errors)")
                #expect(s.waitUntil { Self.desktop(of: w[1], s) == 0 })
                s.barrier()
                Self.expectShown([w[1]], false, s, "sent back to workspace 1")
            }
        }

        /// A _NET_CURRENT_DESKTOP request naming no window (None, as i3's 217-NET_CURRENT_DESKTOP.t
        /// sends it) is about the root all the same: it shows that desktop.
        @Test func aDesktopRequestNamingNoWindowSwitches() throws {
            try withWM(settings: Self.settings) { s in
                let one = s.openWindows(1, name: "one")
                Self.run(s, "workspace 2")
                #expect(Self.root(s, "_NET_CURRENT_DESKTOP") == [1])
                s.client.sendClientMessage(about: WindowID(rawValue: 0), type: "_NET_CURRENT_DESKTOP", data: [0])
                #expect(s.waitUntil { Self.root(s, "_NET_CURRENT_DESKTOP") == [0] })
                s.barrier()
                Self.expectShown(one, true, s, "desktop 0 asked for with no window")
            }
        }

        // MARK: Monitors

        /// Two monitors side by side, made the way `xrandr --setmonitor` makes them (by the
        /// test's client, which keeps them while it stays connected).
        static func twoMonitors(_ s: WMSession) {
            s.client.setMonitor("LEFT", PixelRect(x: 0, y: 0, width: 960, height: 1080), primary: true, output: "screen")
            s.client.setMonitor("RIGHT", PixelRect(x: 960, y: 0, width: 960, height: 1080))
            Self.run(s, "monitors refresh")
        }

        static let left = PixelRect(x: 0, y: 0, width: 960, height: 1080)
        static let right = PixelRect(x: 960, y: 0, width: 960, height: 1080)

        static func inside(_ r: PixelRect?, _ area: PixelRect) -> Bool {
            guard let r else { return false }
            return r.x >= area.x && r.y >= area.y && r.x + r.width <= area.x + area.width && r.y + r.height <= area.y + area.height
        }

        @Test func twoMonitorsEachTileTheirOwnAreaAndFocusCrossesBetweenThem() throws {
            try withWM(settings: Self.settings) { s in
                let a = s.openWindows(2, name: "left")
                Self.twoMonitors(s)
                #expect(a.allSatisfy { Self.inside(s.client.geometry(of: $0), Self.left) }, "\(s.geometry(a))")
                #expect(Self.desktopNames(s) == ["1", "2"], "the new monitor shows a new workspace")
                #expect(Self.root(s, "_NET_DESKTOP_VIEWPORT") == [0, 0, 960, 0])
                Self.run(s, "focus right")
                #expect(Self.root(s, "_NET_CURRENT_DESKTOP") == [1], "focus right crossed to the right monitor")
                let b = s.openWindows(2, name: "right")
                s.barrier()
                #expect(b.allSatisfy { Self.inside(s.client.geometry(of: $0), Self.right) }, "\(s.geometry(b))")
                Self.expectShown(a + b, true, s, "both monitors show their workspace")
                let rects = (a + b).compactMap { s.client.geometry(of: $0) }
                let covered = rects.reduce(0) { $0 + $1.width * $1.height }
                #expect(covered > 1920 * 1080 * 9 / 10, "the two trees cover both monitors but the splitters: \(rects)")
                #expect(s.waitUntil { s.client.inputFocus() == .window(b[1]) })
                Self.run(s, "focus left")
                Self.run(s, "focus left")
                #expect(s.client.inputFocus() == .window(a[0]) || s.client.inputFocus() == .window(a[1]),
                        "focus left came back to the left monitor: \(s.client.inputFocus())")
                #expect(Self.root(s, "_NET_CURRENT_DESKTOP") == [0])
            }
        }

        @Test func theFocusedMonitorFollowsThePointerOntoAnEmptyMonitor() throws {
            try withWM(settings: .forTests) { s in
                let a = s.openWindows(1, name: "left")
                Self.twoMonitors(s)
                s.client.movePointer(to: PixelPoint(x: 400, y: 500))
                s.barrier()
                #expect(Self.root(s, "_NET_CURRENT_DESKTOP") == [0])
                #expect(s.client.inputFocus() == .window(a[0]))
                // The right monitor shows an empty workspace: nothing to enter but the root.
                s.client.movePointer(to: PixelPoint(x: 1500, y: 500))
                s.barrier()
                #expect(Self.root(s, "_NET_CURRENT_DESKTOP") == [1], "the keyboard went to the monitor under the pointer")
                let b = s.openWindows(1, name: "right")
                #expect(s.waitUntil { s.client.geometry(of: b[0]).map { $0.x >= 960 } == true }, "a new window opens where the pointer is")
                s.client.movePointer(to: PixelPoint(x: 400, y: 600))
                s.barrier()
                #expect(Self.root(s, "_NET_CURRENT_DESKTOP") == [0] && s.client.inputFocus() == .window(a[0]))
            }
        }

        @Test func aMonitorThatGoesHandsItsWorkspacesOverAndGetsThemBack() throws {
            try withWM(settings: Self.settings) { s in
                let a = s.openWindows(1, name: "left")
                Self.twoMonitors(s)
                Self.run(s, "focus right")
                let b = s.openWindows(2, name: "right")
                s.barrier()
                let before = s.geometry(b)
                s.client.deleteMonitor("RIGHT")
                Self.run(s, "monitors refresh")
                // The right monitor's workspace went to the left one, out of sight, still managed.
                let list = s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []
                #expect(Set(list) == Set((a + b).map(\.rawValue)), "no window was let go")
                #expect(Self.desktopNames(s) == ["1", "2"])
                #expect(Self.root(s, "_NET_DESKTOP_VIEWPORT") == [0, 0, 0, 0])
                Self.run(s, "workspace 2")
                Self.expectShown(b, true, s, "reachable on the remaining monitor")
                #expect(b.allSatisfy { Self.inside(s.client.geometry(of: $0), Self.left) }, "\(s.geometry(b))")
                Self.run(s, "workspace 1")
                // Plugged back: workspace 2 goes home, as it was.
                s.client.setMonitor("RIGHT", Self.right)
                Self.run(s, "monitors refresh")
                Self.expectShown(a + b, true, s, "both shown again")
                #expect(s.geometry(b) == before, "workspace 2 came back to the right monitor as it was: \(s.geometry(b)) vs \(before)")
            }
        }
    }
}
