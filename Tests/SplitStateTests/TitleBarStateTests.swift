// Title bars on tiles (i3's `border normal`) in the state, without X: the `title-bars` setting,
// `border normal|pixel|toggle` on one window (per-window widths: BorderStateTests), on a focused container and through criteria,
// the `border` and `layout tabbed` rule actions, and what a title bar looks like in the
// picture. Random sequences mixing `border` with everything else, and restarts that keep it,
// are in StateProperties (RandomCommands draws `border`, Generators the setting and the rules).
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct TitleBarStateTests {
    /// Two windows side by side (1 | 2), titled, the focus on 2.
    static func pair(_ change: (inout Settings) -> Void = { _ in }) -> WMState {
        var settings = Settings()
        settings.placement = .split(.toward(.right))
        settings.border.width = 0
        change(&settings)
        var d = WMState(settings: settings, screen: GroupStateTests.screen)
        for id in 1...2 {
            var facts = ClientFacts()
            facts.title = "window \(id)"
            _ = d.handle(.manage(client(UInt32(id), WindowIdentity(className: id == 1 ? "XTerm" : "Emacs", instance: "", role: nil),
                                        facts: facts), mapped: true))
        }
        return d
    }

    /// The title bars of the picture (bars of one tab), by window.
    static func titleBars(_ picture: Picture) -> [WindowID: Picture.TabBar] {
        Dictionary(uniqueKeysWithValues: picture.tabBars.values.filter { $0.tabs.count == 1 }.map { ($0.tabs[0].window, $0) })
    }

    @Test func withTheSettingEveryTileHasATitleBarAboveItsWindow() throws {
        let d = Self.pair { $0.border.titleBars = true }
        let picture = Picture(of: d)
        let row = d.settings.tabs.rowHeight
        let bars = Self.titleBars(picture)
        #expect(Set(bars.keys) == [w(1), w(2)])
        for id in [w(1), w(2)] {
            let bar = try #require(bars[id]), window = try #require(picture.windows[id]?.placement?.rect)
            // The bar across the tile's top, the window right below it, as wide.
            #expect(bar.rect.height == row && bar.rect.x == window.x && bar.rect.width == window.width && bar.rect.y + row == window.y)
            #expect(bar.tabs[0].title == "window \(id.rawValue)" && bar.tabs[0].rect == PixelRect(x: 0, y: 0, width: bar.rect.width, height: row))
        }
        // The focused window's in the focused colours, the other's unfocused.
        #expect(bars[w(2)]?.tabs[0].colors == d.settings.tabs.focused)
        #expect(bars[w(1)]?.tabs[0].colors == d.settings.tabs.unfocused)
        // Without the setting, none.
        #expect(Picture(of: Self.pair()).tabBars.isEmpty)
    }

    @Test func borderChangesOneWindowAndAGroupMemberHasItsTabInstead() throws {
        // A border (i3 toggles from the border alone to a title bar, from none to the border alone).
        var d = Self.pair { $0.border.width = 1 }
        try run("border toggle", on: &d)
        #expect(Set(Self.titleBars(Picture(of: d)).keys) == [w(2)])
        try run("[class=XTerm] border normal", on: &d)
        #expect(Set(Self.titleBars(Picture(of: d)).keys) == [w(1), w(2)])
        try run("border pixel", on: &d)
        #expect(Set(Self.titleBars(Picture(of: d)).keys) == [w(1)])
        // Tabbed, the two have one bar: the group's, with a tab each.
        _ = d.handle(commands: [.layout(.tabbed)])
        let picture = Picture(of: d)
        #expect(picture.tabBars.count == 1 && picture.tabBars.values.first?.tabs.count == 2)
        // The setting off again for all but what `border` said: 1 keeps its bar.
        _ = d.handle(commands: [.layout(.toggle)])
        #expect(Set(Self.titleBars(Picture(of: d)).keys) == [w(1)])
    }

    @Test func borderOnAFocusedContainerGivesEveryWindowInItTheSame() throws {
        var d = Self.pair { $0.border.width = 1 }
        _ = d.handle(commands: [.focusContainer(.parent)])
        try run("border toggle", on: &d)
        #expect(Set(Self.titleBars(Picture(of: d)).keys) == [w(1), w(2)])
    }

    @Test func rulesGiveATitleBarAndPutAWindowIntoAGroup() throws {
        var d = Self.pair { $0.rules = rules(["class=XTerm border normal", "class=Web layout tabbed"]) }
        #expect(Set(Self.titleBars(Picture(of: d)).keys) == [w(1)])
        // A window a rule groups makes a group of the row it joined, as `layout tabbed` on it
        // would (i3's container around it becomes tabbed): 1's title bar gives way to its tab.
        _ = d.handle(.manage(client(3, WindowIdentity(className: "Web", instance: "", role: nil)), mapped: true))
        let picture = Picture(of: d)
        #expect(picture.tabBars.count == 1)
        #expect(picture.tabBars.values.first?.tabs.map(\.window) == [w(1), w(2), w(3)])
        #expect(picture.windowsShown == [w(3)])
    }
}
