// What clients and pagers ask of splitwm through EWMH and ICCCM, on real X: _NET_MOVERESIZE_WINDOW
// and ConfigureRequests (floating windows move, tiles are told their tile), _NET_REQUEST_FRAME_EXTENTS,
// the _NET_WM_STATE and _NET_WM_ALLOWED_ACTIONS kept on every window, `window` events for
// titles, floating and fullscreen, size increments in a tile, transient cycles and dead
// parents, and a floating window kept across a restart.
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct EWMHClient {
        static var settings: Settings { .forTestsWithStillFocus }

        static func command(_ s: WMSession, _ words: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            let status = try? SplitWMProcess.splitctl(words, display: s.server.displayName).status
            #expect(status == 0, "splitctl \(words.joined(separator: " "))", sourceLocation: sourceLocation)
        }

        /// _NET_MOVERESIZE_WINDOW as a pager sends it (source 2): `fields` are the bits 8 to 11
        /// naming x, y, width and height, gravity 0 (the window's own).
        static func moveResize(_ client: TestClient, _ w: WindowID, _ rect: PixelRect, fields: Int = 0b1111) {
            client.sendClientMessage(about: w, type: "_NET_MOVERESIZE_WINDOW",
                                     data: [fields << 8 | 2 << 12, rect.x, rect.y, rect.width, rect.height])
        }

        /// A _NET_WM_WINDOW_TYPE_DIALOG of `size` with no parent, mapped and managed (centred on the screen).
        static func openDialog(_ s: WMSession, _ size: PixelSize, name: String = "dialog") -> WindowID {
            let dialog = s.client.createWindow(PixelRect(x: 0, y: 0, width: size.width, height: size.height), name: name)
            s.client.setWindowType(dialog, ["_NET_WM_WINDOW_TYPE_DIALOG"])
            s.client.map(dialog)
            #expect(s.waitUntil { s.client.property(dialog, "WM_STATE") != nil && s.client.mapState(of: dialog) == .viewable })
            s.barrier()
            return dialog
        }

        static func names(_ client: TestClient, _ w: WindowID, _ property: String) -> Set<String> {
            Set((client.items(w, property, type: "ATOM") ?? []).map { client.atomName(UInt($0)) })
        }

        /// `window`'s entry in `splitctl query windows`.
        static func queried(_ w: WindowID, display: String) -> [String: Any]? {
            guard let reply = try? SplitWMProcess.splitctl(["query", "windows"], display: display),
                  let object = try? JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any],
                  let windows = object["windows"] as? [[String: Any]] else { return nil }
            return windows.first { $0["window"] as? Int == Int(w.rawValue) }
        }

        /// Whether `r` lies inside the 1920×1080 screen.
        static func isOnScreen(_ r: PixelRect) -> Bool { r.x >= 0 && r.y >= 0 && r.x + r.width <= 1920 && r.y + r.height <= 1080 }

        static func rect(_ entry: [String: Any]?) -> PixelRect? {
            guard let r = entry?["rect"] as? [String: Any], let x = r["x"] as? Int, let y = r["y"] as? Int,
                  let width = r["width"] as? Int, let height = r["height"] as? Int else { return nil }
            return PixelRect(x: x, y: y, width: width, height: height)
        }

        // MARK: The active window

        /// With the focus on a container (`focus parent`), pagers are told no window is active,
        /// as i3 tells them (195-net-active-window); the window keeps the keyboard, and `focus
        /// child` names it again.
        @Test func aFocusedContainerIsNoActiveWindowAndTheKeyboardStays() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                let active = { s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") }
                #expect(s.waitUntil { active() == [w[1].rawValue] })
                Self.command(s, ["focus parent; sync"])
                #expect(s.waitUntil { active() == [0] })
                #expect(s.client.inputFocus() == .window(w[1]))
                Self.command(s, ["focus child; sync"])
                #expect(s.waitUntil { active() == [w[1].rawValue] })
            }
        }

        // MARK: Moving and resizing on request

        @Test func moveResizeWindowMovesAndResizesAFloatingWindowAndLeavesATileAlone() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                let dialog = Self.openDialog(s, PixelSize(width: 300, height: 200))
                let tiles = s.geometry(w)
                Self.moveResize(s.client, dialog, PixelRect(x: 100, y: 120, width: 400, height: 250))
                #expect(s.waitUntil { s.client.geometry(of: dialog) == PixelRect(x: 100, y: 120, width: 400, height: 250) },
                        "\(String(describing: s.client.geometry(of: dialog)))")
                // Only the fields the flags name: x alone, then width and height alone.
                Self.moveResize(s.client, dialog, PixelRect(x: 150, y: 999, width: 1, height: 1), fields: 0b0001)
                #expect(s.waitUntil { s.client.geometry(of: dialog) == PixelRect(x: 150, y: 120, width: 400, height: 250) },
                        "x alone: \(String(describing: s.client.geometry(of: dialog)))")
                Self.moveResize(s.client, dialog, PixelRect(x: 999, y: 999, width: 500, height: 300), fields: 0b1100)
                #expect(s.waitUntil { s.client.geometry(of: dialog) == PixelRect(x: 150, y: 120, width: 500, height: 300) },
                        "size alone: \(String(describing: s.client.geometry(of: dialog)))")
                // A tile is not moved by a pager.
                Self.moveResize(s.client, w[0], PixelRect(x: 10, y: 10, width: 100, height: 100))
                s.barrier()
                #expect(s.geometry(w) == tiles)
                #expect(s.client.geometry(of: dialog) == PixelRect(x: 150, y: 120, width: 500, height: 300))
            }
        }

        @Test func aFloatingWindowsConfigureRequestIsHonouredWithinTheScreen() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(1)
                let dialog = Self.openDialog(s, PixelSize(width: 300, height: 200))
                s.client.configure(dialog, x: 200, y: 100, width: 350, height: 250)
                #expect(s.waitUntil { s.client.geometry(of: dialog) == PixelRect(x: 200, y: 100, width: 350, height: 250) },
                        "\(String(describing: s.client.geometry(of: dialog)))")
                // Half off the bottom-right corner: kept inside, at its size.
                s.client.configure(dialog, x: 1920 - 175, y: 1080 - 125)
                #expect(s.waitUntil { s.client.geometry(of: dialog) == PixelRect(x: 1920 - 350, y: 1080 - 250, width: 350, height: 250) },
                        "\(String(describing: s.client.geometry(of: dialog)))")
                // And off the top-left one.
                s.client.configure(dialog, x: -175, y: -125)
                #expect(s.waitUntil { s.client.geometry(of: dialog) == PixelRect(x: 0, y: 0, width: 350, height: 250) },
                        "\(String(describing: s.client.geometry(of: dialog)))")
                #expect(s.geometry(w) == [s.screen], "the tile never moved")
            }
        }

        /// With a border too: the event names the window's outer corner and its border, as a real
        /// ConfigureNotify would.
        @Test(arguments: [0, 3])
        func aTilesConfigureRequestChangesNothingAndTheClientIsToldItsTile(border: Int) throws {
            var settings = Self.settings
            settings.border.width = border
            try withWM(settings: settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                let tiles = s.geometry(w)
                let inside = try #require(tiles[0])
                let tile = PixelRect(x: inside.x - border, y: inside.y - border, width: inside.width, height: inside.height)
                s.client.selectInput(w[0], [.structureNotify])
                _ = s.client.drainEvents()
                s.client.configure(w[0], x: 5, y: 5, width: 100, height: 100)
                s.barrier()
                #expect(s.geometry(w) == tiles)
                let told = s.client.drainEvents().compactMap { event -> (PixelRect, Int, Bool)? in
                    if case .configureNotify(let window, let rect, let b, _, let synthetic) = event, window == w[0] { return (rect, b, synthetic) }
                    return nil
                }
                #expect(told.count == 1 && told.first?.0 == tile && told.first?.1 == border && told.first?.2 == true,
                        "told \(told), tile \(tile)")
            }
        }

        @Test func requestFrameExtentsBeforeMappingGetsTheBorderOnAllFourSides() throws {
            var settings = Self.settings
            settings.border.width = 3
            try withWM(settings: settings) { s in
                let w = s.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 100), name: "asks first")
                s.client.sync()
                #expect(s.client.property(w, "_NET_FRAME_EXTENTS") == nil)
                s.client.sendClientMessage(about: w, type: "_NET_REQUEST_FRAME_EXTENTS", data: [])
                #expect(s.waitUntil { s.client.items(w, "_NET_FRAME_EXTENTS", type: "CARDINAL") == [3, 3, 3, 3] },
                        "\(String(describing: s.client.property(w, "_NET_FRAME_EXTENTS")))")
                s.barrier()
                #expect(s.client.property(w, "WM_STATE") == nil, "asking does not make it managed")
                s.client.map(w)
                #expect(s.waitUntil { s.client.property(w, "WM_STATE") != nil })
                #expect(s.client.items(w, "_NET_FRAME_EXTENTS", type: "CARDINAL") == [3, 3, 3, 3])
            }
        }

        /// A managed fullscreen window has no border: asking for its frame extents gets what
        /// the renderer wrote (the picture's rule), not the border of a window not yet managed.
        @Test func requestFrameExtentsOfAFullscreenWindowGetsNone() throws {
            var settings = Self.settings
            settings.border.width = 3
            try withWM(settings: settings) { s in
                let w = s.openWindows(1)[0]
                Self.command(s, ["fullscreen", "on"])
                #expect(s.waitUntil { s.client.items(w, "_NET_FRAME_EXTENTS", type: "CARDINAL") == [0, 0, 0, 0] })
                s.client.deleteProperty(w, "_NET_FRAME_EXTENTS")
                s.client.sendClientMessage(about: w, type: "_NET_REQUEST_FRAME_EXTENTS", data: [])
                #expect(s.waitUntil { s.client.items(w, "_NET_FRAME_EXTENTS", type: "CARDINAL") == [0, 0, 0, 0] },
                        "\(String(describing: s.client.property(w, "_NET_FRAME_EXTENTS")))")
            }
        }

        // MARK: States and actions

        @Test func netWMStateSaysHiddenAndFocusedAsTheyChange() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                let focused = "_NET_WM_STATE_FOCUSED", hidden = "_NET_WM_STATE_HIDDEN"
                #expect(s.waitUntil {
                    Self.names(s.client, w[1], "_NET_WM_STATE").contains(focused)
                        && !Self.names(s.client, w[0], "_NET_WM_STATE").contains(focused)
                }, "\(Self.names(s.client, w[0], "_NET_WM_STATE")) \(Self.names(s.client, w[1], "_NET_WM_STATE"))")
                Self.command(s, ["focus", "left"])
                #expect(s.waitUntil {
                    Self.names(s.client, w[0], "_NET_WM_STATE").contains(focused)
                        && !Self.names(s.client, w[1], "_NET_WM_STATE").contains(focused)
                }, "the focus moved: \(Self.names(s.client, w[0], "_NET_WM_STATE")) \(Self.names(s.client, w[1], "_NET_WM_STATE"))")
                // Hiding the side the focus is not on.
                Self.command(s, ["hide", "toggle"])
                #expect(s.waitUntil {
                    Self.names(s.client, w[1], "_NET_WM_STATE").contains(hidden) && s.client.mapState(of: w[1]) != .viewable
                }, "\(Self.names(s.client, w[1], "_NET_WM_STATE"))")
                #expect(!Self.names(s.client, w[0], "_NET_WM_STATE").contains(hidden))
                Self.command(s, ["hide", "toggle"])
                #expect(s.waitUntil {
                    !Self.names(s.client, w[1], "_NET_WM_STATE").contains(hidden) && s.client.mapState(of: w[1]) == .viewable
                }, "shown again: \(Self.names(s.client, w[1], "_NET_WM_STATE"))")
            }
        }

        @Test func aTileAloneAlongAnAxisIsMaximizedAlongItAsI3SaysIt() throws {
            try withWM(settings: Self.settings) { s in
                let horizontal = "_NET_WM_STATE_MAXIMIZED_HORZ", vertical = "_NET_WM_STATE_MAXIMIZED_VERT"
                let supported = Self.names(s.client, s.client.root, "_NET_SUPPORTED")
                #expect(supported.contains(horizontal) && supported.contains(vertical))
                func maximized(_ w: WindowID) -> Set<String> { Set(Self.names(s.client, w, "_NET_WM_STATE")).intersection([horizontal, vertical]) }
                // Alone on its workspace: both.
                let first = s.openWindows(1)[0]
                #expect(s.waitUntil { maximized(first) == [horizontal, vertical] }, "\(maximized(first))")
                // Beside another: each still spans the height, neither the width.
                let second = s.openWindows(1, name: "second")[0]
                #expect(s.waitUntil { maximized(first) == [vertical] && maximized(second) == [vertical] },
                        "\(maximized(first)) \(maximized(second))")
                // The other side hidden: alone again; fullscreen: neither (i3's rule).
                Self.command(s, ["hide", "toggle"])
                #expect(s.waitUntil { maximized(second) == [horizontal, vertical] || maximized(first) == [horizontal, vertical] })
                Self.command(s, ["hide", "toggle"])
                Self.command(s, ["fullscreen", "on"])
                #expect(s.waitUntil { maximized(second).isEmpty && maximized(first) == [vertical] }, "\(maximized(first)) \(maximized(second))")
                Self.command(s, ["fullscreen", "off"])
                // Floating: never.
                Self.command(s, ["float", "toggle"])
                #expect(s.waitUntil { maximized(second).isEmpty && maximized(first) == [horizontal, vertical] },
                        "\(maximized(first)) \(maximized(second))")
            }
        }

        @Test func allowedActionsLetPagersMoveAndResizeFloatingWindowsOnly() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                let moves: Set = ["_NET_WM_ACTION_MOVE", "_NET_WM_ACTION_RESIZE"]
                #expect(s.waitUntil { Self.names(s.client, w[1], "_NET_WM_ALLOWED_ACTIONS").contains("_NET_WM_ACTION_CLOSE") })
                #expect(Self.names(s.client, w[1], "_NET_WM_ALLOWED_ACTIONS").isDisjoint(with: moves))
                Self.command(s, ["float", "toggle"])
                #expect(s.waitUntil { Self.names(s.client, w[1], "_NET_WM_ALLOWED_ACTIONS").isSuperset(of: moves) },
                        "floating: \(Self.names(s.client, w[1], "_NET_WM_ALLOWED_ACTIONS"))")
                #expect(Self.names(s.client, w[0], "_NET_WM_ALLOWED_ACTIONS").isDisjoint(with: moves),
                        "the tile: \(Self.names(s.client, w[0], "_NET_WM_ALLOWED_ACTIONS"))")
                Self.command(s, ["float", "toggle"])
                #expect(s.waitUntil { Self.names(s.client, w[1], "_NET_WM_ALLOWED_ACTIONS").isDisjoint(with: moves) },
                        "tiled again: \(Self.names(s.client, w[1], "_NET_WM_ALLOWED_ACTIONS"))")
            }
        }

        // MARK: Events

        /// Reads `events` until a `window` event with `change` about `w` comes; returns it as JSON.
        static func windowEvent(_ events: IPCConnection, _ change: String, _ w: WindowID) -> [String: Any]? {
            var found: [String: Any]?
            _ = events.waitForLine { line in
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      object["event"] as? String == "window", object["change"] as? String == change,
                      object["window"] as? Int == Int(w.rawValue) else { return false }
                found = object
                return true
            }
            return found
        }

        @Test func subscribersHearOfTitlesFloatingAndFullscreen() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                let events = try IPCConnection.subscription(display: s.server.displayName, events: ["window"])
                s.client.setNetWMName(w[1], "new")
                #expect(Self.windowEvent(events, "title", w[1])?["title"] as? String == "new")
                // A client with only the old WM_NAME.
                s.client.setName(w[0], "old style")
                #expect(Self.windowEvent(events, "title", w[0])?["title"] as? String == "old style")
                Self.command(s, ["float", "toggle"])
                #expect(Self.windowEvent(events, "floating", w[1]) != nil, "floating")
                Self.command(s, ["float", "toggle"])
                #expect(Self.windowEvent(events, "tiled", w[1]) != nil, "tiled")
                Self.command(s, ["fullscreen", "toggle"])
                #expect(Self.windowEvent(events, "fullscreen", w[1]) != nil, "fullscreen")
                Self.command(s, ["fullscreen", "toggle"])
                #expect(Self.windowEvent(events, "unfullscreen", w[1]) != nil, "unfullscreen")
            }
        }

        // MARK: Size hints in a tile

        @Test func aTileWithSizeIncrementsIsCentredAtTheLargestSizeTheyAllow() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                let tiles = s.geometry(w)
                let tile = try #require(tiles[1])
                // A terminal: 4 pixels of padding, 7×13 character cells.
                s.client.setNormalHints(w[1], base: PixelSize(width: 4, height: 4), increment: PixelSize(width: 7, height: 13))
                let width = 4 + (tile.width - 4) / 7 * 7, height = 4 + (tile.height - 4) / 13 * 13
                let expected = PixelRect(x: tile.x + (tile.width - width) / 2, y: tile.y + (tile.height - height) / 2,
                                         width: width, height: height)
                #expect(expected != tile, "the tile is no whole number of cells (the test would prove nothing)")
                #expect(s.waitUntil { s.client.geometry(of: w[1]) == expected },
                        "\(String(describing: s.client.geometry(of: w[1]))), expected \(expected) in \(tile)")
                s.barrier()
                #expect(s.client.geometry(of: w[0]) == tiles[0], "the other tile is unchanged")
                // Its hints gone, it fills its tile again.
                s.client.deleteProperty(w[1], "WM_NORMAL_HINTS")
                #expect(s.waitUntil { s.client.geometry(of: w[1]) == tile }, "\(String(describing: s.client.geometry(of: w[1])))")
            }
        }

        @Test func aTerminalMappedWithSizeIncrementsIsCentredInItsTileFromTheStart() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(1)
                // The tile a window opened beside it gets, seen with a window without hints.
                let probe = s.openWindows(1, name: "probe")[0]
                s.barrier()
                let tile = try #require(s.client.geometry(of: probe))
                let left = s.client.geometry(of: w[0])
                s.client.destroy(probe)
                #expect(s.waitUntil { s.geometry(w) == [s.screen] })
                let terminal = s.client.createWindow(PixelRect(x: 0, y: 0, width: 500, height: 300), name: "terminal")
                s.client.setNormalHints(terminal, base: PixelSize(width: 4, height: 4), increment: PixelSize(width: 7, height: 13))
                s.client.map(terminal)
                let width = 4 + (tile.width - 4) / 7 * 7, height = 4 + (tile.height - 4) / 13 * 13
                let expected = PixelRect(x: tile.x + (tile.width - width) / 2, y: tile.y + (tile.height - height) / 2,
                                         width: width, height: height)
                #expect(s.waitUntil { s.client.geometry(of: terminal) == expected },
                        "\(String(describing: s.client.geometry(of: terminal))), expected \(expected) in \(tile)")
                s.barrier()
                #expect(s.geometry(w) == [left], "the other tile is as it was beside the probe")
            }
        }

        // MARK: Transient cycles and dead parents

        @Test func aTransientCycleIsManagedFloatingAndHangsNothing() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(1)
                let a = s.client.createWindow(PixelRect(x: 0, y: 0, width: 300, height: 200), name: "cycle a")
                let b = s.client.createWindow(PixelRect(x: 0, y: 0, width: 250, height: 150), name: "cycle b")
                s.client.setTransientFor(a, b)
                s.client.setTransientFor(b, a)
                s.client.map(a)
                s.client.map(b)
                #expect(s.waitUntil {
                    [a, b].allSatisfy { s.client.property($0, "WM_STATE") != nil && s.client.mapState(of: $0) == .viewable }
                })
                s.barrier()
                let d = s.server.displayName
                for (window, size) in [(a, PixelSize(width: 300, height: 200)), (b, PixelSize(width: 250, height: 150))] {
                    #expect(Self.queried(window, display: d)?["kind"] as? String == "floating", "\(window)")
                    let rect = s.client.geometry(of: window)
                    #expect(rect?.size == size && rect.map(Self.isOnScreen) == true, "\(window): \(String(describing: rect))")
                }
                #expect(s.geometry(w) == [s.screen], "the tile stays as it was")
                // The shortest cycle, a window transient for itself, is read as naming no parent
                // (XConnection.transientFor): a tile.
                let c = s.client.createWindow(PixelRect(x: 0, y: 0, width: 200, height: 100), name: "cycle c")
                s.client.setTransientFor(c, c)
                s.client.map(c)
                #expect(s.waitUntil { s.client.property(c, "WM_STATE") != nil && s.client.mapState(of: c) == .viewable })
                s.barrier()
                #expect(Self.queried(c, display: d)?["kind"] as? String == "tiled")
                s.client.destroy(c)
                #expect(s.waitUntil { s.geometry(w) == [s.screen] })
                // Closing them hands the focus from one to the other, and then to the tile.
                s.client.destroy(b)
                s.barrier()
                s.client.destroy(a)
                s.barrier()
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[0]) }, "\(s.client.inputFocus())")
            }
        }

        @Test(arguments: [true, false])
        func aTransientWhoseParentDiedBeforeItMappedFloatsCentredOnTheScreen(typedDialog: Bool) throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                let parent = w[1]
                let dialog = s.client.createWindow(PixelRect(x: 0, y: 0, width: 300, height: 200), name: "orphan")
                s.client.setTransientFor(dialog, parent)
                if typedDialog { s.client.setWindowType(dialog, ["_NET_WM_WINDOW_TYPE_DIALOG"]) }
                s.client.destroy(parent)
                s.client.map(dialog)
                #expect(s.waitUntil { s.client.property(dialog, "WM_STATE") != nil && s.client.mapState(of: dialog) == .viewable })
                s.barrier()
                #expect(Self.queried(dialog, display: s.server.displayName)?["kind"] as? String == "floating")
                #expect(s.client.geometry(of: dialog) == PixelRect(x: (1920 - 300) / 2, y: (1080 - 200) / 2, width: 300, height: 200),
                        "\(String(describing: s.client.geometry(of: dialog)))")
                #expect(s.geometry([w[0]]) == [s.screen], "the parent's tile is gone")
            }
        }

        // MARK: Restart

        @Test func aFloatingWindowStaysFloatingWhereItWasAcrossARestart() throws {
            let config = try Scripting.configFile(Scripting.bindings)
            defer { unlink(config) }
            try withSplitWMBinary(arguments: ["--config", config]) { server, client, wm in
                let d = server.displayName
                let w = Scripting.open(client, 2)
                #expect(try SplitWMProcess.splitctl(["float", "toggle"], display: d).status == 0)
                #expect(Lifecycle.eventually(client) {
                    Self.names(client, w[1], "_NET_WM_ALLOWED_ACTIONS").contains("_NET_WM_ACTION_MOVE")
                })
                let asked = PixelRect(x: 100, y: 120, width: 400, height: 300)
                Self.moveResize(client, w[1], asked)
                #expect(Lifecycle.eventually(client) { Self.rect(Self.queried(w[1], display: d)) == asked },
                        "\(String(describing: Self.queried(w[1], display: d)))")
                #expect(try SplitWMProcess.splitctl(["sync"], display: d).status == 0)
                let before = try #require(client.geometry(of: w[1]))
                let tile = client.geometry(of: w[0])
                #expect(before.size == asked.size)
                let socket = client.text(client.root, "_SPLITWM_SOCKET")?.text
                _ = try SplitWMProcess.splitctl(["restart"], display: d)
                #expect(Lifecycle.eventually(client) {
                    let now = client.text(client.root, "_SPLITWM_SOCKET")?.text
                    return now != nil && now != socket
                })
                #expect(try SplitWMProcess.splitctl(["sync"], display: d).status == 0)
                let entry = Self.queried(w[1], display: d)
                #expect(entry?["kind"] as? String == "floating", "\(String(describing: entry))")
                #expect(Self.rect(entry) == asked, "\(String(describing: entry))")
                #expect(client.geometry(of: w[1]) == before)
                #expect(client.geometry(of: w[0]) == tile)
                #expect(Self.names(client, w[1], "_NET_WM_ALLOWED_ACTIONS").contains("_NET_WM_ACTION_MOVE"))
            }
        }
    }
}
