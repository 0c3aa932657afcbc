// Sticky windows without X, case by case: a sticky floating window kept on its monitor over
// every workspace it shows (two monitors), the focus it keeps, `sticky` on a tile, in the
// scratchpad, with criteria and by rule, a client's _NET_WM_STATE, `move workspace`, and the
// state file's round trip. The random sequences, with the sticky invariant, are in
// StateProperties (Invariants+Habits.swift, `stickyWindows`).
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct StickyTests {
    static let left = MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true)
    static let right = MonitorInfo(name: "HDMI-1", frame: Rect(x: 1920, y: 0, width: 1280, height: 1024))
    static let video = WindowIdentity(className: "mpv", instance: "gl", role: nil)

    /// A floating window `id` (a dialog by type) of class mpv.
    static func floating(_ id: UInt32) -> Client {
        var c = client(id, video)
        c.facts.types = [.utility]
        c.facts.requested = PixelRect(x: 0, y: 0, width: 320, height: 180)
        return c
    }

    /// Two monitors: on the left workspace 1 with a tile (1) and the floating window 2, made
    /// sticky; on the right workspace 2 with a tile (3). The left monitor has the keyboard.
    static func twoMonitors() throws -> WMState {
        var d = WMState(settings: Settings(), monitors: [left, right])
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(floating(2), mapped: false))
        try run("focus right", on: &d)
        _ = d.handle(.manage(client(3), mapped: false))
        try run("focus left; [id=2] focus; sticky enable", on: &d)
        return d
    }

    /// A pager's _NET_WM_DESKTOP of 0xFFFFFFFF (every desktop) for a tile: it floats, sticky,
    /// as i3 makes it (529-net-wm-desktop.t); a desktop past the last changes nothing.
    @Test func aRequestForEveryDesktopMakesATileFloatAndStick() throws {
        var d = WMState(settings: Settings(), monitors: [Self.left])
        _ = d.handle(.manage(client(1), mapped: false))
        _ = d.handle(.manage(client(2), mapped: false))
        let before = d
        _ = d.handle(.sendToWorkspaceRequest(w(1), 5))
        #expect(d == before)
        _ = d.handle(.sendToWorkspaceRequest(w(1), AskedDesktop.everyDesktop))
        #expect(d.clients[w(1)]?.isStickyFloating == true && d.focusedWorkspace.tree.leaves == [w(2)])
    }

    @Test func aStickyWindowStaysOnItsMonitorAtItsPlaceOverEveryWorkspaceItShows() throws {
        var d = try Self.twoMonitors()
        let frame = try #require(d.clients[w(2)]?.frame)
        #expect(d.clients[w(2)]?.isStickyFloating == true && d.focused == w(2))
        try run("[id=1] focus", on: &d)
        for name in ["3", "5", "1", "7", "back-and-forth"] {
            try run("workspace \(name)", on: &d)
            let picture = Picture(of: d)
            #expect(d.clients.workspace(of: w(2)) == d.shownWorkspace(on: 0), "workspace \(name): on what the left monitor shows")
            #expect(picture.windows[w(2)]?.placement?.rect == frame && d.clients[w(2)]?.frame == frame, "workspace \(name): where it was")
            #expect(picture.windows[w(2)]?.flags.contains(.sticky) == true && picture.windows[w(2)]?.workspace == .all)
            #expect(picture.stack.last == w(2), "above the workspace's own floating windows")
        }
        // The empty workspaces it passed through went as it left them.
        #expect(Set(d.workspaces.map(\.name)) == ["1", "2"])
        // The other monitor's switches leave it alone.
        try run("focus right; workspace 4; workspace 6", on: &d)
        #expect(d.workspaces[d.shownWorkspace(on: 0)].floating == [w(2)] && d.workspaces[d.shownWorkspace(on: 1)].floating.isEmpty)
        #expect(Picture(of: d).windows[w(2)]?.placement?.rect == frame)
    }

    @Test func aFocusedStickyWindowKeepsTheFocusAcrossASwitchAsInI3() throws {
        var d = try Self.twoMonitors()
        try run("[id=1] focus; workspace 3", on: &d)
        #expect(d.focused == w(2), "alone on an empty workspace, it has the keyboard (splitwm leaves none nowhere while a window is shown)")
        try run("workspace 1", on: &d)
        #expect(d.focused == w(2), "it had the focus: it keeps it")
        try run("[id=1] focus; workspace 3; workspace 1", on: &d)
        #expect(d.focused == w(2))
        try run("[id=1] focus; workspace 1", on: &d)
        #expect(d.focused == w(1))
        try run("workspace 3", on: &d)
        #expect(d.focused == w(2) && d.focusedWorkspace.name == "3" && d.focusedWorkspace.recency.first == w(2))
        try run("workspace 1", on: &d)
        #expect(d.focused == w(2), "back on 1, still with the keyboard")
    }

    @Test func aStickyTileIsCarriedAsASidebarAndFloatsAsAStickyWindow() throws {
        var d = try Self.twoMonitors()
        _ = d.handle(.manage(client(4), mapped: false))
        try run("[id=4] focus; sticky toggle", on: &d)
        #expect(d.clients[w(4)]?.sticky == true && d.isStickyNow(w(4)))
        #expect(Picture(of: d).windows[w(4)]?.flags.contains(.sticky) == true && Picture(of: d).windows[w(4)]?.workspace == .all)
        try run("workspace 3", on: &d)
        #expect(d.focusedWorkspace.name == "3" && d.focusedWorkspace.tree.leaves == [w(4)], "carried, alone on 3")
        try run("workspace 1", on: &d)
        #expect(d.focusedWorkspace.tree.rim(where: { $0 == w(4) }) == [w(4)] && d.focusedWorkspace.tree.leafCount == 3 && d.focused == w(4))
        try run("[id=4] float on; workspace 3", on: &d)
        #expect(d.focusedWorkspace.name == "3" && Set(d.focusedWorkspace.floating) == [w(4), w(2)])
        try run("[id=4] sticky disable; workspace 1", on: &d)
        #expect(d.focusedWorkspace.floating == [w(2)] && d.workspaces.first { $0.name == "3" }?.floating == [w(4)])
    }

    @Test func theScratchpadEndsStickinessAndAScratchpadWindowCannotBeMadeSticky() throws {
        var d = try Self.twoMonitors()
        try run("[id=2] move scratchpad", on: &d)
        #expect(d.clients[w(2)]?.sticky == false && d.scratchpad == [w(2)])
        #expect(Picture(of: d).windows[w(2)]?.workspace == .all && Picture(of: d).windows[w(2)]?.flags.contains(.sticky) == false,
                "on every workspace for a taskbar, as a scratchpad window, not as a sticky one")
        let refused = d.handle(commands: try CommandParser.parse("[id=2] scratchpad show; sticky enable"))
        #expect(refused.failure?.contains("sticky: a scratchpad window cannot be sticky") == true, "\(refused.failure ?? "")")
        #expect(d.clients[w(2)]?.sticky == false)
        // A client's request is refused silently; criteria that select it act on the others.
        _ = d.handle(.stickyRequest(w(2), .on))
        #expect(d.clients[w(2)]?.sticky == false)
        #expect(d.handle(commands: try CommandParser.parse("[class=mpv] sticky enable")).failure?.contains("selects no window that can be sticky") == true)
        #expect(try run("[id=1] sticky enable", on: &d).failure == nil && d.clients[w(1)]?.sticky == true)
    }

    @Test func aClientsStateARuleAndCriteriaMakeAWindowSticky() throws {
        var d = WMState(settings: settings { $0.rules = rules(["class=mpv float sticky"]) }, screen: Self.left.frame)
        _ = d.handle(.manage(client(1, Self.video), mapped: false))
        #expect(d.clients[w(1)]?.isStickyFloating == true, "by rule")
        var asking = client(2)
        asking.facts.wantsSticky = true
        _ = d.handle(.manage(asking, mapped: false))
        #expect(d.clients[w(2)]?.sticky == true && d.clients[w(2)]?.isStickyFloating == false && d.isStickyNow(w(2)), "asked at map, tiled: a sidebar")
        _ = d.handle(.manage(client(3), mapped: false))
        _ = d.handle(.stickyRequest(w(3), .toggle))
        #expect(d.clients[w(3)]?.sticky == true)
        _ = d.handle(.stickyRequest(w(3), .off))
        #expect(d.clients[w(3)]?.sticky == false)
        try run("[class=mpv] sticky disable", on: &d)
        #expect(d.clients[w(1)]?.sticky == false)
        #expect(throws: (any Error).self, "i3's words: enable, disable, toggle") { try CommandParser.parse("sticky on") }
    }

    @Test func moveWorkspaceTakesAStickyWindowThereUntilItsMonitorShowsAnother() throws {
        var d = try Self.twoMonitors()
        try run("workspace 3; workspace 1; [id=2] move workspace 3", on: &d)
        #expect(d.workspaces.first { $0.name == "3" }?.floating == [w(2)] && Picture(of: d).windows[w(2)]?.placement == nil,
                "on workspace 3, out of sight, still sticky")
        #expect(d.clients[w(2)]?.sticky == true)
        try run("workspace 5", on: &d)
        #expect(d.focusedWorkspace.name == "5" && d.focusedWorkspace.floating == [w(2)], "its monitor showed another: there it is")
        // Sent to the workspace the other monitor shows, it is sticky there.
        try run("[id=2] move workspace 2; focus right; workspace 8", on: &d)
        #expect(d.workspaces[d.shownWorkspace(on: 1)].name == "8" && d.workspaces[d.shownWorkspace(on: 1)].floating == [w(2)])
        // A workspace taken to another monitor takes its sticky window with it.
        try run("move workspace to monitor left", on: &d)
        #expect(d.workspaces[d.shownWorkspace(on: 0)].name == "8" && d.workspaces[d.shownWorkspace(on: 0)].floating == [w(2)])
    }

    @Test func theStateFileKeepsStickyWindowsAndOldFilesReadWithout() throws {
        var d = try Self.twoMonitors()
        _ = d.handle(.manage(client(4), mapped: false))
        try run("[id=4] focus; sticky enable; [id=3] move scratchpad", on: &d)
        let kept = SavedLayout(of: d)
        #expect(kept.traits.sticky == [w(2), w(4)])
        let text = String(decoding: StateDocument(of: d, picture: Picture(of: d)).bytes(.stateFile, pretty: false), as: UTF8.self)
        let read = try SavedLayout(reading: text)
        #expect(read == kept)
        // A restart: the windows adopted as X shows them (STICKY only on the sticky floating one), then the file.
        var restarted = WMState(settings: Settings(), monitors: [Self.left, Self.right])
        let picture = Picture(of: d)
        for window in d.clients.order {
            var c = try #require(d.clients[window])
            c.facts.wantsSticky = picture.windows[window]?.flags.contains(.sticky) == true
            _ = restarted.handle(.manage(c, mapped: picture.windowsShown.contains(window)))
        }
        #expect(restarted.restore(read).restored)
        #expect(restarted.clients[w(2)]?.isStickyFloating == true && restarted.clients[w(4)]?.sticky == true)
        #expect(restarted.clients[w(3)]?.sticky == false && restarted.scratchpad == [w(3)], "a scratchpad window is not made sticky")
        // A file written before sticky windows: none.
        let old = text.replacing(#","sticky":true"#, with: "")
        #expect(text.contains(#","sticky":true"#) && !old.contains("sticky"))
        #expect(try SavedLayout(reading: old).traits.sticky.isEmpty)
    }
}
