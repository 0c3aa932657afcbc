// The groups' bars of tabs as the plan's own windows, without X: made below the layers above the
// tiles, moved with their group, destroyed with it, and a press on one resolved from the view.
// Their text is the executor's (TabBarText); the X side is in the tab bars' X tests.
import SplitCommands
import SplitConfig
import SplitEngine
@testable import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct TabBarPlanTests {
    /// The requests of `plan` about own windows, with the kind of each.
    static func ownRequests(_ plan: PushPlan) -> [(OwnWindowID, OwnRequest)] {
        plan.all.compactMap { if case .own(let id, let request) = $0 { (id, request) } else { nil } }
    }

    @Test func aBarIsMadeBelowTheLayersMovedWithItsGroupAndDestroyedWithIt() throws {
        var d = GroupStateTests.row()
        var view = ServerView()
        _ = d.handle(.manage(client(9, facts: facts { $0.positioned = true }), mapped: true))
        _ = d.handle(commands: [.float(.on)])
        _ = PushPlan(&view, to: Picture(of: d), time: 0)
        let floating = try #require(Picture(of: d).stack.first)
        try run("[id=3] focus", on: &d)
        try run("layout tabbed", on: &d)
        let tabbed = Picture(of: d)
        let bar = try #require(tabbed.tabBars.values.first)
        let made = Self.ownRequests(PushPlan(&view, to: tabbed, time: 0))
        let id = try #require(view.own.tabBars.values.first)
        #expect(made.filter { $0.0 == id }.map(\.1) == [.createBar(bar.rect), .stackBelow(floating)],
                "made, then right below the floating window")
        #expect(view.own.group(ofBar: id) == tabbed.tabBars.keys.first)

        // Only titles change: nothing of the window.
        try run("[id=1] title_format \"one\"", on: &d)
        #expect(Self.ownRequests(PushPlan(&view, to: Picture(of: d), time: 0)).isEmpty)

        // A new monitor size moves it: one request.
        _ = d.handle(.monitors([MonitorInfo(name: "screen", frame: Rect(x: 0, y: 0, width: 1200, height: 1000), primary: true)]))
        let moved = Self.ownRequests(PushPlan(&view, to: Picture(of: d), time: 0))
        let newBar = try #require(Picture(of: d).tabBars.values.first)
        #expect(moved.filter { $0.0 == id }.map(\.1) == [.moveResize(newBar.rect)])

        // The group ends: the bar's window goes, and nothing names it any more.
        _ = d.handle(commands: [.layout(.toggle)])
        let ended = Self.ownRequests(PushPlan(&view, to: Picture(of: d), time: 0))
        #expect(ended.filter { $0.0 == id }.map(\.1) == [.destroy])
        #expect(view.own.tabBars.isEmpty && view.own.group(ofBar: id) == nil)
    }

    @Test func exitDestroysEveryBar() throws {
        var d = GroupStateTests.row()
        try run("layout tabbed", on: &d)
        var view = ServerView()
        _ = PushPlan(&view, to: Picture(of: d), time: 0)
        let bars = Set(view.own.tabBars.values)
        #expect(bars.count == 1)
        let handBack = PushPlan.handingBack(from: &view, managed: Set(d.clients.keys), hiddenTo: PixelRect(x: 0, y: 0, width: 10, height: 10), border: 0)
        #expect(bars.allSatisfy { handBack.contains(.own($0, .destroy)) })
    }
}
