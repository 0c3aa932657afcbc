// Issue 9, "Not every window is a tile", checked with real programs and with test clients that
// ask what they ask: wmctrl and xdotool, a dock and polybar, transient dialogs and zenity,
// fixed-size windows, fullscreen, float rules, rofi, and the EWMH hints that say so.
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct RealPrograms {
        static var settings: Settings { .forTestsWithStillFocus }

        /// The same with a 2-pixel border, for checks that fullscreen drops it and gives it back.
        static var borderedSettings: Settings {
            var s = settings
            s.border.width = 2
            return s
        }

        // MARK: wmctrl

        @Test func wmctrlNamesTheWindowManagerAndListsEveryManagedWindow() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(3, name: "listed")
                let info = try RealProgram.run("wmctrl", ["-m"], display: s.server.displayName)
                #expect(info.status == 0, "\(info.errors)")
                #expect(info.output.split(separator: "\n").contains("Name: splitwm"), "\(info.output)")
                let list = try RealProgram.run("wmctrl", ["-l"], display: s.server.displayName)
                #expect(list.status == 0, "\(list.errors)")
                let ids = list.output.split(separator: "\n").compactMap { line in
                    line.split(separator: " ").first.flatMap { UInt32($0.dropFirst(2), radix: 16) }
                }
                #expect(Set(ids) == Set(w.map(\.rawValue)), "\(list.output)")
                #expect(list.output.contains("listed 0") && list.output.contains("listed 2"), "\(list.output)")
            }
        }

        @Test func wmctrlActivatesAWindowByItsTitle() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(3, name: "title")
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[2]) })
                let run = try RealProgram.run("wmctrl", ["-a", "title 0"], display: s.server.displayName)
                #expect(run.status == 0, "\(run.errors)")
                #expect(s.waitUntil { Self.active(s) == w[0] && s.client.inputFocus() == .window(w[0]) },
                        "active \(String(describing: Self.active(s))), focus \(s.client.inputFocus())")
            }
        }

        @Test func wmctrlClosesAWindowPolitely() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2, name: "closing")
                s.client.setProtocols(w[0], ["WM_DELETE_WINDOW"])
                _ = s.client.drainEvents()
                let run = try RealProgram.run("wmctrl", ["-c", "closing 0"], display: s.server.displayName)
                #expect(run.status == 0, "\(run.errors)")
                var asked = false
                #expect(s.waitUntil {
                    asked = asked || s.client.drainEvents().contains { Self.isDeleteWindow($0, for: w[0], s) }
                    return asked
                })
                #expect(s.client.mapState(of: w[0]) == .viewable, "asked, not killed")
            }
        }

        @Test func wmctrlTogglesFullscreenAndBackToTheVeryTile() throws {
            try withWM(settings: Self.borderedSettings) { s in
                let w = s.openWindows(2, name: "full")
                #expect(s.waitUntil { Self.active(s) == w[1] })
                s.barrier()
                let tile = try #require(s.client.geometry(of: w[1]))
                let other = s.client.geometry(of: w[0])
                let on = try RealProgram.run("wmctrl", ["-r", ":ACTIVE:", "-b", "toggle,fullscreen"], display: s.server.displayName)
                #expect(on.status == 0, "\(on.errors)")
                #expect(s.waitUntil { s.client.geometry(of: w[1]) == s.screen && s.client.borderWidth(of: w[1]) == 0 },
                        "\(String(describing: s.client.geometry(of: w[1]))) border \(String(describing: s.client.borderWidth(of: w[1])))")
                #expect(Self.states(s, w[1]).contains("_NET_WM_STATE_FULLSCREEN"))
                let off = try RealProgram.run("wmctrl", ["-r", ":ACTIVE:", "-b", "toggle,fullscreen"], display: s.server.displayName)
                #expect(off.status == 0, "\(off.errors)")
                #expect(s.waitUntil { s.client.geometry(of: w[1]) == tile && s.client.borderWidth(of: w[1]) == 2 },
                        "\(String(describing: s.client.geometry(of: w[1]))), tile \(tile)")
                #expect(!Self.states(s, w[1]).contains("_NET_WM_STATE_FULLSCREEN"))
                #expect(s.client.geometry(of: w[0]) == other, "the other tile never moved")
            }
        }

        // MARK: xdotool

        @Test func xdotoolFindsActivatesAndReportsManagedWindows() throws {
            try withWM(settings: Self.settings) { s in
                let a = s.client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100), name: "xdo a", class: "SplitwmXdoA")
                s.client.map(a)
                #expect(s.waitUntil { s.client.property(a, "WM_STATE") != nil })
                let b = s.client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100), name: "xdo b", class: "SplitwmXdoB")
                s.client.map(b)
                #expect(s.waitUntil { Self.active(s) == b })
                let d = s.server.displayName
                let active = try RealProgram.run("xdotool", ["getactivewindow"], display: d)
                #expect(active.status == 0 && active.output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(b.rawValue)",
                        "\(active.output) \(active.errors)")
                let found = try RealProgram.run("xdotool", ["search", "--class", "SplitwmXdoA"], display: d)
                #expect(found.output.split(separator: "\n") == ["\(a.rawValue)"], "\(found.output) \(found.errors)")
                let activate = try RealProgram.run("xdotool", ["windowactivate", "\(a.rawValue)"], display: d)
                #expect(activate.status == 0, "\(activate.errors)")
                #expect(s.waitUntil { Self.active(s) == a && s.client.inputFocus() == .window(a) })
                let now = try RealProgram.run("xdotool", ["getactivewindow"], display: d)
                #expect(now.output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(a.rawValue)")
            }
        }

        // MARK: Docks and struts

        @Test func aDockReservesItsStrutAndTheTilesFillTheRest() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                let W = s.server.size.width, H = s.server.size.height
                let dock = Self.openDock(s, height: 30)
                let area = PixelRect(x: 0, y: 30, width: W, height: H - 30)
                #expect(s.waitUntil { Self.tileProblems(s, w, area).isEmpty },
                        "\(Self.tileProblems(s, w, area))")
                #expect(s.client.geometry(of: dock) == PixelRect(x: 0, y: 0, width: W, height: 30), "the dock is not tiled")
                #expect(s.waitUntil { s.client.items(s.client.root, "_NET_WORKAREA", type: "CARDINAL") == [0, 30, UInt32(W), UInt32(H - 30)] },
                        "\(String(describing: s.client.items(s.client.root, "_NET_WORKAREA", type: "CARDINAL")))")
                // A window opened now goes into the work area too.
                let third = s.openWindows(1, name: "late")
                #expect(s.waitUntil { Self.tileProblems(s, w + third, area).isEmpty }, "\(Self.tileProblems(s, w + third, area))")
                // The dock is on no desktop: neither client list names it (i3's 223-net-client-list).
                #expect(s.waitUntil { s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") == (w + third).map(\.rawValue) })
                let stacking = s.client.items(s.client.root, "_NET_CLIENT_LIST_STACKING", type: "WINDOW") ?? []
                #expect(Set(stacking) == Set((w + third).map(\.rawValue)), "\(stacking)")
                // The dock grows its strut to 40.
                s.client.configure(dock, height: 40)
                s.client.setStrut(dock, top: 40, span: s.server.size)
                let taller = PixelRect(x: 0, y: 40, width: W, height: H - 40)
                #expect(s.waitUntil { Self.tileProblems(s, w + third, taller).isEmpty }, "\(Self.tileProblems(s, w + third, taller))")
                #expect(s.waitUntil { s.client.geometry(of: dock) == PixelRect(x: 0, y: 0, width: W, height: 40) })
                // The dock goes away: the tiles take the whole screen back.
                s.client.destroy(dock)
                #expect(s.waitUntil { Self.tileProblems(s, w + third, s.screen).isEmpty }, "\(Self.tileProblems(s, w + third, s.screen))")
                #expect(s.waitUntil { s.client.items(s.client.root, "_NET_WORKAREA", type: "CARDINAL") == [0, 0, UInt32(W), UInt32(H)] })
            }
        }

        @Test func polybarAtTheTopPushesTheTilesDownUntilItQuits() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                let W = s.server.size.width, H = s.server.size.height
                let config = try Self.temporaryFile("""
                    [bar/test]
                    width = 100%
                    height = 30
                    bottom = false
                    override-redirect = false
                    font-0 = DejaVu Sans Mono:pixelsize=10
                    modules-left = hello

                    [module/hello]
                    type = custom/text
                    content = hello

                    """)
                defer { unlink(config) }
                let polybar = try RealProgram("polybar", ["--config=\(config)", "test"], display: s.server.displayName)
                defer { polybar.terminate() }
                var bar: WindowID?
                #expect(s.waitUntil(timeout: .seconds(30)) {
                    bar = Self.viewableWindow(s, class: "Polybar")
                    return bar != nil || !polybar.isRunning
                }, "polybar's window never appeared")
                try #require(bar != nil, "polybar: \(polybar.standardError)")
                let area = PixelRect(x: 0, y: 30, width: W, height: H - 30)
                #expect(s.waitUntil { Self.tileProblems(s, w, area).isEmpty }, "\(Self.tileProblems(s, w, area))")
                #expect(s.client.geometry(of: bar!) == PixelRect(x: 0, y: 0, width: W, height: 30))
                polybar.terminate()
                #expect(s.waitUntil { Self.tileProblems(s, w, s.screen).isEmpty }, "\(Self.tileProblems(s, w, s.screen))")
            }
        }

        // MARK: Dialogs and fixed sizes

        @Test func aTransientDialogFloatsCentredOverItsParentOnTopWithTheFocus() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                let parent = w[1]
                s.barrier()
                let tiles = s.geometry(w)
                let parentRect = try #require(tiles[1])
                let dialog = s.client.createWindow(PixelRect(x: 10, y: 10, width: 300, height: 200), name: "dialog")
                s.client.setTransientFor(dialog, parent)
                s.client.setWindowType(dialog, ["_NET_WM_WINDOW_TYPE_DIALOG"])
                s.client.map(dialog)
                #expect(s.waitUntil { s.client.property(dialog, "WM_STATE") != nil && s.client.mapState(of: dialog) == .viewable })
                s.barrier()
                #expect(s.geometry(w) == tiles, "the tiles stay as they were")
                let rect = try #require(s.client.geometry(of: dialog))
                #expect(rect.size == PixelSize(width: 300, height: 200), "\(rect)")
                #expect(Self.isCentred(rect, over: parentRect), "\(rect) over \(parentRect)")
                #expect(Self.isAbove(s, dialog, parent))
                #expect(s.waitUntil { s.client.inputFocus() == .window(dialog) && Self.active(s) == dialog })
                s.client.destroy(dialog)
                #expect(s.waitUntil { s.client.inputFocus() == .window(parent) && Self.active(s) == parent })
                #expect(s.geometry(w) == tiles)
            }
        }

        @Test func zenityAttachedToAWindowFloatsCentredOverIt() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                let parent = w[1]
                s.barrier()
                let tiles = s.geometry(w)
                let parentRect = try #require(tiles[1])
                let zenity = try RealProgram("zenity", ["--info", "--text", "hi", "--attach=\(parent.rawValue)"],
                                             display: s.server.displayName)
                defer { zenity.terminate() }
                var dialog: WindowID?
                #expect(s.waitUntil(timeout: .seconds(30)) {
                    dialog = Self.viewableWindow(s, class: "Zenity")
                    return dialog != nil || !zenity.isRunning
                }, "zenity's window never appeared")
                let window = try #require(dialog, "zenity: \(zenity.standardError)")
                // What --attach gives: a dialog transient for the parent.
                #expect(s.client.items(window, "WM_TRANSIENT_FOR", type: "WINDOW") == [parent.rawValue])
                #expect(s.waitUntil { s.client.property(window, "WM_STATE") != nil })
                s.barrier()
                #expect(s.geometry(w) == tiles, "the tiles stay as they were")
                let rect = try #require(s.client.geometry(of: window))
                if let asked = Self.fixedSize(s, window) { #expect(rect.size == asked, "\(rect), zenity asked for \(asked)") }
                #expect(Self.isCentred(rect, over: parentRect), "\(rect) over \(parentRect)")
                #expect(Self.isAbove(s, window, parent))
            }
        }

        @Test func aWindowWhoseMinimumIsItsMaximumFloatsAtThatSize() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                let tiles = s.geometry(w)
                let fixed = s.client.createWindow(PixelRect(x: 10, y: 10, width: 400, height: 300), name: "fixed")
                s.client.setNormalHints(fixed, min: PixelSize(width: 400, height: 300), max: PixelSize(width: 400, height: 300))
                s.client.map(fixed)
                #expect(s.waitUntil { s.client.property(fixed, "WM_STATE") != nil && s.client.mapState(of: fixed) == .viewable })
                s.barrier()
                #expect(s.client.geometry(of: fixed)?.size == PixelSize(width: 400, height: 300),
                        "\(String(describing: s.client.geometry(of: fixed)))")
                #expect(s.geometry(w) == tiles, "the tiles stay as they were")
                let rect = try #require(s.client.geometry(of: fixed))
                #expect(rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= s.screen.width && rect.y + rect.height <= s.screen.height)
            }
        }

        // MARK: Fullscreen

        @Test func aFullscreenRequestCoversTheDockAndLeavesThePixelsAsTheyWere() throws {
            try withWM(settings: Self.borderedSettings) { s in
                let W = s.server.size.width, H = s.server.size.height
                let dock = Self.openDock(s, height: 30)
                let w = s.openWindows(2)
                #expect(s.waitUntil { w.allSatisfy { (s.client.geometry(of: $0)?.y ?? 0) >= 30 } }, "\(s.geometry(w))")
                s.barrier()
                let tiles = s.geometry(w)
                let fullscreen = s.client.atom("_NET_WM_STATE_FULLSCREEN").rawValue
                // _NET_WM_STATE_ADD, the state, no second one, a normal application.
                s.client.sendClientMessage(about: w[1], type: "_NET_WM_STATE", data: [1, Int(fullscreen), 0, 1])
                #expect(s.waitUntil {
                    s.client.geometry(of: w[1]) == PixelRect(x: 0, y: 0, width: W, height: H) && s.client.borderWidth(of: w[1]) == 0
                }, "\(String(describing: s.client.geometry(of: w[1])))")
                #expect(s.waitUntil { Self.states(s, w[1]).contains("_NET_WM_STATE_FULLSCREEN") }, "\(Self.states(s, w[1]))")
                #expect(Self.isAbove(s, w[1], dock), "above the dock")
                #expect(s.client.geometry(of: w[0]) == tiles[0], "the other tile stays")
                s.client.sendClientMessage(about: w[1], type: "_NET_WM_STATE", data: [0, Int(fullscreen), 0, 1])
                #expect(s.waitUntil { s.geometry(w) == tiles && s.client.borderWidth(of: w[1]) == 2 },
                        "\(s.geometry(w)), tiles \(tiles)")
                #expect(s.waitUntil { !Self.states(s, w[1]).contains("_NET_WM_STATE_FULLSCREEN") })
                #expect(s.client.geometry(of: dock) == PixelRect(x: 0, y: 0, width: W, height: 30))
            }
        }

        // MARK: Rules

        @Test func aFloatRuleFloatsItsClassAlsoAWindowAdoptedAtStart() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            // Mapped with no window manager yet: viewable where it asked to be.
            let early = client.createWindow(PixelRect(x: 100, y: 100, width: 300, height: 200), name: "early", instance: "floaty",
                                            class: "Floaty")
            client.map(early)
            #expect(Lifecycle.eventually(client) { client.mapState(of: early) == .viewable })
            let config = try Scripting.configFile(Scripting.bindings + "border-width 0\nrule class=Floaty float\n")
            defer { unlink(config) }
            let check = try SplitWMProcess(display: server.displayName, arguments: ["--check-config", "--config", config])
            #expect(check.waitForExit() == 0, "the rule is understood: \(check.standardError)")
            let wm = try SplitWMProcess(display: server.displayName, arguments: ["--config", config])
            defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
            try #require(Lifecycle.waitForWM(client), "splitwm did not start: \(wm.standardError)")
            let tiled = Scripting.open(client, 2)
            let late = client.createWindow(PixelRect(x: 5, y: 5, width: 320, height: 240), name: "late", instance: "floaty",
                                           class: "Floaty")
            client.map(late)
            #expect(Lifecycle.eventually(client) { client.property(late, "WM_STATE") != nil })
            #expect(try SplitWMProcess.splitctl(["sync"], display: server.displayName).status == 0)
            #expect(client.items(early, "WM_STATE", type: "WM_STATE")?.first == 1, "the early window is managed")
            #expect(client.geometry(of: early)?.size == PixelSize(width: 300, height: 200),
                    "\(String(describing: client.geometry(of: early)))")
            #expect(client.geometry(of: late)?.size == PixelSize(width: 320, height: 240),
                    "\(String(describing: client.geometry(of: late)))")
            // Two tiles side by side fill the screen: neither floating window took a tile.
            let rects = tiled.compactMap { client.geometry(of: $0) }
            let screen = PixelRect(x: 0, y: 0, width: server.size.width, height: server.size.height)
            #expect(rects.count == 2 && tilingProblems(rects, screen: screen, splitterPixels: 2 * screen.height).isEmpty,
                    "\(rects)")
            #expect([early, late].allSatisfy { client.mapState(of: $0) == .viewable })
        }

        // MARK: rofi

        @Test func rofiTakesTheKeyboardFloatsAndAnswers() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                let tiles = s.geometry(w)
                let rofi = try RealProgram("rofi", ["-dmenu", "-font", "DejaVu Sans Mono 10"], display: s.server.displayName,
                                           input: "a\nb\n")
                defer { rofi.terminate() }
                var menu: WindowID?
                #expect(s.waitUntil(timeout: .seconds(30)) {
                    menu = Self.viewableWindow(s, class: "Rofi")
                    return (menu != nil && s.client.keyboardIsGrabbed()) || !rofi.isRunning
                }, "rofi's window and keyboard grab never came")
                let window = try #require(menu, "rofi: \(rofi.standardError)")
                #expect(s.client.isOverrideRedirect(window) == true)
                s.barrier()
                #expect(s.geometry(w) == tiles, "the tiles stay as they were")
                #expect(s.client.property(window, "WM_STATE") == nil, "rofi's menu is not managed")
                _ = try s.server.run("xdotool", ["key", "Return"])
                #expect(rofi.waitForExit(timeout: .seconds(30)) == 0, "rofi: \(rofi.standardError)")
                #expect(rofi.standardOutput == "a\n")
                #expect(s.waitUntil { s.client.mapState(of: window) == nil || s.client.mapState(of: window) == .unmapped })
                s.barrier()
                #expect(s.geometry(w) == tiles)
            }
        }

        // MARK: Hints

        @Test func theRootAnnouncesTheNewHintsAndFrameExtentsAreTheBorder() throws {
            var settings = Self.settings
            settings.border.width = 3
            try withWM(settings: settings) { s in
                let w = s.openWindows(2)
                let supported = Set((s.client.items(s.client.root, "_NET_SUPPORTED", type: "ATOM") ?? []).map { s.client.atomName(UInt($0)) })
                for name in ["_NET_WM_STATE_FULLSCREEN", "_NET_WM_STRUT_PARTIAL", "_NET_CLIENT_LIST_STACKING", "_NET_WORKAREA",
                             "_NET_FRAME_EXTENTS", "_NET_WM_ALLOWED_ACTIONS"] {
                    #expect(supported.contains(name), "_NET_SUPPORTED lacks \(name)")
                }
                for window in w {
                    #expect(s.waitUntil { s.client.items(window, "_NET_FRAME_EXTENTS", type: "CARDINAL") == [3, 3, 3, 3] },
                            "\(String(describing: s.client.items(window, "_NET_FRAME_EXTENTS", type: "CARDINAL")))")
                }
            }
        }

        @Test func clientListStackingIsTheServersOrderBottomToTop() throws {
            try withWM(settings: Self.settings) { s in
                let dock = Self.openDock(s, height: 30)
                let w = s.openWindows(3)
                let dialog = s.client.createWindow(PixelRect(x: 10, y: 10, width: 300, height: 200), name: "dialog")
                s.client.setTransientFor(dialog, w[0])
                s.client.setWindowType(dialog, ["_NET_WM_WINDOW_TYPE_DIALOG"])
                s.client.map(dialog)
                #expect(s.waitUntil { s.client.property(dialog, "WM_STATE") != nil })
                s.barrier()
                let managed = Set(s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? [])
                #expect(managed.isSuperset(of: (w + [dialog]).map(\.rawValue)))
                let stacked = { s.client.stackingOrder().map(\.rawValue).filter(managed.contains) }
                let listed = { s.client.items(s.client.root, "_NET_CLIENT_LIST_STACKING", type: "WINDOW") ?? [] }
                #expect(s.waitUntil { listed() == stacked() }, "listed \(listed()), the server stacks \(stacked())")
                // The dialog above every tile; the dock, on no desktop, is not listed (as in i3), and
                // the server has it above them all (its layer is the top one).
                let order = listed()
                #expect(w.allSatisfy { (order.firstIndex(of: $0.rawValue) ?? .max) < (order.firstIndex(of: dialog.rawValue) ?? -1) },
                        "\(order)")
                #expect(order.last == dialog.rawValue && !order.contains(dock.rawValue), "\(order)")
                let server = s.client.stackingOrder().map(\.rawValue)
                #expect((server.firstIndex(of: dialog.rawValue) ?? .max) < (server.firstIndex(of: dock.rawValue) ?? -1), "\(server)")
            }
        }
    }
}

// MARK: Helpers

extension WMServerTests.RealPrograms {
    static func active(_ s: WMSession) -> WindowID? {
        s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW")?.first.map { WindowID(rawValue: $0) }
    }

    /// The names in the window's _NET_WM_STATE.
    static func states(_ s: WMSession, _ w: WindowID) -> [String] {
        (s.client.items(w, "_NET_WM_STATE", type: "ATOM") ?? []).map { s.client.atomName(UInt($0)) }
    }

    static func isDeleteWindow(_ event: TestClientEvent, for w: WindowID, _ s: WMSession) -> Bool {
        if case .clientMessage(let window, let type, _, let data) = event {
            return window == w && type == "WM_PROTOCOLS" && s.client.atomName(UInt(data.first ?? 0)) == "WM_DELETE_WINDOW"
        }
        return false
    }

    /// A viewable top-level whose WM_CLASS class is `className` (a program's window).
    static func viewableWindow(_ s: WMSession, class className: String) -> WindowID? {
        s.client.stackingOrder().first { w in
            guard s.client.mapState(of: w) == .viewable, let bytes = s.client.property(w, "WM_CLASS")?.bytes else { return false }
            return bytes.split(separator: 0, omittingEmptySubsequences: false).dropFirst().first.map {
                String(decoding: $0, as: UTF8.self) == className
            } ?? false
        }
    }

    /// A dock along the top, `height` pixels, with both strut properties, mapped.
    static func openDock(_ s: WMSession, height: Int) -> WindowID {
        let dock = s.client.createWindow(PixelRect(x: 0, y: 0, width: s.server.size.width, height: height), name: "dock",
                                         class: "SplitwmDock")
        s.client.setWindowType(dock, ["_NET_WM_WINDOW_TYPE_DOCK"])
        s.client.setStrut(dock, top: height, span: s.server.size)
        s.client.map(dock)
        return dock
    }

    /// What is wrong with `windows` tiling `area` exactly (side by side splits of 2 pixels).
    static func tileProblems(_ s: WMSession, _ windows: [WindowID], _ area: PixelRect) -> [String] {
        let rects = windows.compactMap { s.client.geometry(of: $0) }
        guard rects.count == windows.count else { return ["a window is gone"] }
        var problems: [String] = []
        let top = rects.map(\.y).min() ?? 0, bottom = rects.map { $0.y + $0.height }.max() ?? 0
        let left = rects.map(\.x).min() ?? 0, right = rects.map { $0.x + $0.width }.max() ?? 0
        let bounds = PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        if bounds != area { problems.append("the tiles span \(bounds), not \(area): \(rects)") }
        // No overlap, and the rest is splitters: the tiles cover all but at most one 2-pixel
        // splitter across the whole area per window after the first.
        problems += overlaps(rects)
        let covered = rects.reduce(0) { $0 + $1.width * $1.height }, whole = area.width * area.height
        if covered > whole || covered < whole - 2 * max(area.width, area.height) * (windows.count - 1) {
            problems.append("the tiles cover \(covered) px of \(whole): \(rects)")
        }
        return problems
    }

    static func overlaps(_ rects: [PixelRect]) -> [String] {
        var problems: [String] = []
        for (i, a) in rects.enumerated() {
            for b in rects[(i + 1)...] {
                let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
                let h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
                if w > 0 && h > 0 { problems.append("\(a) overlaps \(b)") }
            }
        }
        return problems
    }

    /// Centred within a pixel each way (an odd difference rounds either way).
    static func isCentred(_ rect: PixelRect, over parent: PixelRect) -> Bool {
        abs(2 * (rect.x - parent.x) + rect.width - parent.width) <= 1
            && abs(2 * (rect.y - parent.y) + rect.height - parent.height) <= 1
    }

    /// Whether `upper` is above `lower` among the root's children.
    static func isAbove(_ s: WMSession, _ upper: WindowID, _ lower: WindowID) -> Bool {
        let order = s.client.stackingOrder()
        guard let u = order.firstIndex(of: upper), let l = order.firstIndex(of: lower) else { return false }
        return u > l
    }

    /// The size WM_NORMAL_HINTS fixes (min size equal to max size), if it does.
    static func fixedSize(_ s: WMSession, _ w: WindowID) -> PixelSize? {
        guard let hints = s.client.items(w, "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS"), hints.count >= 9,
              hints[0] & 0b11_0000 == 0b11_0000, hints[5] == hints[7], hints[6] == hints[8] else { return nil }
        return PixelSize(width: Int(hints[5]), height: Int(hints[6]))
    }

    static func temporaryFile(_ text: String) throws -> String {
        let path = "/tmp/splitwm-test-\(UUID().uuidString)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
