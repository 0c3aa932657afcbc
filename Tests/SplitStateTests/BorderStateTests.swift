// Per-window borders (i3's `border normal|pixel [N]|none|toggle`) in the state, without X:
// the width and style each window gets from the command, a rule, or the settings for tiled
// and floating windows, and what the picture makes of them: the window inside its tile less
// its own border on each side, and that border as its frame extents.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BorderStateTests {
    /// Two windows side by side (1 | 2), the focus on 2, with i3's default border (a title
    /// bar, 2 pixels) unless `change` says otherwise.
    static func pair(_ change: (inout Settings) -> Void = { _ in }) -> WMState {
        var settings = Settings()
        settings.placement = .split(.toward(.right))
        settings.border.titleBars = true
        settings.border.width = 2
        change(&settings)
        var d = WMState(settings: settings, screen: GroupStateTests.screen)
        for id in 1...2 {
            _ = d.handle(.manage(client(UInt32(id), WindowIdentity(className: id == 1 ? "XTerm" : "Emacs", instance: "", role: nil)),
                                 mapped: true))
        }
        return d
    }

    /// The tile `window` fills in the focused layout (its title bar, if any, not counted).
    static func tile(of window: WindowID, in d: WMState) throws -> PixelRect {
        pixelRect(try #require(d.focusedLayout.rect(of: window)))
    }

    @Test func borderNoneLeavesNoBorderAndTheWindowFillsItsTile() throws {
        var d = Self.pair { $0.border.titleBars = false; $0.border.width = 3 }
        try run("border none", on: &d)
        let picture = Picture(of: d)
        let placed = try #require(picture.windows[w(2)]?.placement)
        #expect(placed.border == 0)
        #expect(placed.rect == (try Self.tile(of: w(2), in: d)))
        #expect(picture.windows[w(2)]?.border == 0)
        #expect(Picture.frameExtent(try #require(picture.windows[w(2)]?.flags), border: 0) == 0)
        #expect(d.borderStyle(of: w(2)) == .none)
        // The other keeps the setting's width, its window inside it.
        let other = try #require(picture.windows[w(1)]?.placement), tile = try Self.tile(of: w(1), in: d)
        #expect(other.border == 3 && picture.windows[w(1)]?.border == 3)
        #expect(other.rect == PixelRect(x: tile.x, y: tile.y, width: tile.width - 6, height: tile.height - 6))
    }

    @Test func aWidthGivenIsTheWindowsOwn() throws {
        var d = Self.pair()
        try run("border pixel 7", on: &d)
        let placed = try #require(Picture(of: d).windows[w(2)]?.placement)
        let tile = try Self.tile(of: w(2), in: d)
        #expect(placed.border == 7 && placed.rect.width == tile.width - 14 && placed.rect.height == tile.height - 14)
        #expect(d.borderStyle(of: w(2)) == .pixel && d.borderWidth(of: w(2)) == 7)
        // A title bar with a width of its own.
        try run("border normal 5", on: &d)
        #expect(d.borderStyle(of: w(2)) == .normal && d.borderWidth(of: w(2)) == 5)
        #expect(Picture(of: d).windows[w(2)]?.placement?.border == 5)
    }

    /// As i3 4.22: normal, none, pixel, normal; a style without a width gets the default
    /// width when it is the default style, else 2 for normal and 1 for pixel; a width given
    /// to `toggle` counts for the style it reaches, none excepted.
    @Test func toggleCyclesAsI3AndWidthsFollowI3sRule() throws {
        var d = Self.pair { $0.border.width = 4 }
        var seen: [String] = []
        func note() { seen.append("\(d.borderStyle(of: w(2)).rawValue) \(d.borderWidth(of: w(2)))") }
        note()
        for text in ["border pixel", "border none", "border normal", "border toggle", "border toggle", "border toggle",
                     "border toggle 10", "border toggle 10", "border toggle 10"] {
            try run(text, on: &d)
            note()
        }
        #expect(seen == ["normal 4", "pixel 1", "none 0", "normal 4", "none 0", "pixel 1", "normal 4", "none 0", "pixel 10", "normal 10"])
        // Only the focused window changed.
        #expect(d.borderStyle(of: w(1)) == .normal && d.borderWidth(of: w(1)) == 4)
    }

    @Test func rulesGiveAWindowItsBorderAndWidth() throws {
        var d = Self.pair { $0.rules = rules(["class=Web border pixel 3", "class=Term border none"]) }
        _ = d.handle(.manage(client(3, WindowIdentity(className: "Web", instance: "", role: nil)), mapped: true))
        _ = d.handle(.manage(client(4, WindowIdentity(className: "Term", instance: "", role: nil)), mapped: true))
        #expect(d.borderStyle(of: w(3)) == .pixel && d.borderWidth(of: w(3)) == 3)
        #expect(d.borderStyle(of: w(4)) == .none && d.borderWidth(of: w(4)) == 0)
        let picture = Picture(of: d)
        #expect(picture.windows[w(3)]?.placement?.border == 3 && picture.windows[w(4)]?.placement?.border == 0)
    }

    @Test func floatingWindowsHaveTheirOwnDefaults() throws {
        var d = Self.pair { $0.border.floatingWidth = 6; $0.border.floatingTitleBars = false }
        try run("float on", on: &d)
        #expect(d.borderStyle(of: w(2)) == .pixel && d.borderWidth(of: w(2)) == 6)
        #expect(Picture(of: d).windows[w(2)]?.placement?.border == 6)
        // The tile keeps the tiled defaults; -1 (the default) is border-width for both.
        #expect(d.borderWidth(of: w(1)) == 2)
        d.settings.border.floatingWidth = -1
        #expect(d.borderWidth(of: w(2)) == 2)
        // `border pixel` on a floating window whose default is pixel: its default width.
        d.settings.border.floatingWidth = 6
        try run("border normal", on: &d)
        try run("border pixel", on: &d)
        #expect(d.borderWidth(of: w(2)) == 6)
    }
}

extension BorderStateTests {
    /// i3's empty container (`open`) takes a border as a tile does: i3's own 169-border-toggle
    /// styles one.
    @Test func anEmptyContainerTakesABorder() throws {
        var d = Self.pair()
        try run("open", on: &d)
        let leaf = try #require(d.focused)
        #expect(d.clients[leaf] == nil && d.borderStyle(of: leaf) == .normal && d.borderWidth(of: leaf) == 2)
        try run("border none", on: &d)
        #expect(d.borderStyle(of: leaf) == .none && d.borderWidth(of: leaf) == 0)
        try run("border toggle", on: &d)
        #expect(d.borderStyle(of: leaf) == .pixel && d.borderWidth(of: leaf) == 1)
        // Its empty frame is drawn inside that border.
        let frame = try #require(Picture(of: d).waits.first?.value)
        #expect(frame.border == 1)
    }
}
