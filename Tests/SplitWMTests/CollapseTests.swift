// Collapse on real X: a screen that shrinks under `collapse-below` shows one window of a
// split, `focus` through splitctl moves through the others (what X shows and where the input
// focus is, read from a separate connection), and widening shows all again, every fraction
// as it was.
import Foundation
import SplitConfig
import SplitEngine
import SplitJSON
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Collapse {
        static func command(_ s: WMSession, _ text: String) {
            let reply = try? SplitWMProcess.splitctl([text], display: s.server.displayName)
            #expect(reply?.status == 0, "splitctl \(text): \(reply?.output ?? "")")
        }

        /// `query tree`'s focused tree.
        static func tree(_ s: WMSession) throws -> JSON {
            let reply = try SplitWMProcess.splitctl(["query", "tree"], display: s.server.displayName)
            return try #require(try JSON(parsing: reply.output)["tree"]?["root"], "\(reply.output)")
        }

        /// Every split's fraction, hidden side and forced collapse, in pre-order.
        static func splits(_ node: JSON) -> [String] {
            guard case .object = node, let fraction = node["fraction"] else { return [] }
            let own = "\(fraction) \(node["hidden"] ?? .null) \(node["collapsed"] ?? .bool(false))"
            return [own] + splits(node["primary"] ?? .null) + splits(node["secondary"] ?? .null)
        }

        @Test func aShrunkScreenShowsOneWindowOfASplitFocusMovesThroughThemAndWideningRestoresEveryFraction() throws {
            var settings = Settings.forTests
            // At 1920 the inner split is 959 wide and shows both; at 1280 it is 639 and collapses.
            settings.collapseBelow = Size(width: 800, height: 0)
            try withWM(settings: settings) { s in
                var w = s.openWindows(2)
                Self.command(s, "presel right")
                w += s.openWindows(1, name: "third")   // 1 | (2 | 3), 3 focused
                Self.command(s, "fraction 0.4")          // the inner split's, so a restored fraction shows
                s.barrier()
                let before = s.geometry(w)
                let splitsBefore = Self.splits(try Self.tree(s))
                try #require(before.allSatisfy { $0 != nil } && splitsBefore.count == 2, "\(before) \(splitsBefore)")
                let viewable = { (window: WindowID) in s.client.mapState(of: window) == .viewable }

                try s.server.shrinkTo1280x720()
                #expect(s.waitUntil { viewable(w[0]) && !viewable(w[1]) && viewable(w[2]) }, "\(s.geometry(w))")
                #expect(s.geometry([w[2]]).first??.width == s.geometry([w[0]]).first.flatMap { $0.map { 1280 - $0.width - 2 } },
                        "3 takes its split's whole width: \(s.geometry(w))")
                let shownThird = s.geometry([w[2]])
                let collapsed = try Self.tree(s)
                #expect(collapsed["collapsedNow"] == .bool(false) && collapsed["secondary"]?["collapsedNow"] == .bool(true),
                        "\(collapsed)")

                // Left from 3: the hidden 2, which the collapse then shows in 3's place.
                Self.command(s, "focus left")
                #expect(s.waitUntil { viewable(w[1]) && !viewable(w[2]) && s.client.inputFocus() == .window(w[1]) },
                        "\(s.geometry(w)) \(s.client.inputFocus())")
                #expect(s.geometry([w[1]]) == shownThird, "2 takes 3's place: \(s.geometry(w))")
                // Left from 2: 1, on screen; right twice goes back through 2 to 3.
                Self.command(s, "focus left")
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[0]) && viewable(w[1]) })
                Self.command(s, "focus right")
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[1]) && viewable(w[1]) && !viewable(w[2]) })
                Self.command(s, "focus right")
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[2]) && viewable(w[2]) && !viewable(w[1]) },
                        "\(s.geometry(w)) \(s.client.inputFocus())")
                #expect(Self.splits(try Self.tree(s)) == splitsBefore, "focus changes no split")

                try s.server.restoreFullScreen()
                #expect(s.waitUntil { w.allSatisfy(viewable) && s.geometry(w) == before }, "\(s.geometry(w)), were \(before)")
                #expect(Self.splits(try Self.tree(s)) == splitsBefore)
                #expect(try Self.tree(s)["secondary"]?["collapsedNow"] == .bool(false))
            }
        }

        @Test func collapseToggleShowsOnlyTheFocusedSideAtFullSizeAndBack() throws {
            try withWM { s in
                let w = s.openWindows(2)
                s.barrier()
                let before = s.geometry(w)
                Self.command(s, "collapse toggle")
                let viewable = { (window: WindowID) in s.client.mapState(of: window) == .viewable }
                #expect(s.waitUntil { !viewable(w[0]) && viewable(w[1]) && s.geometry([w[1]]).first??.width == 1920 },
                        "\(s.geometry(w))")
                let tree = try Self.tree(s)
                #expect(tree["collapsed"] == .bool(true) && tree["collapsedNow"] == .bool(true), "\(tree)")
                Self.command(s, "focus left")
                #expect(s.waitUntil { viewable(w[0]) && !viewable(w[1]) && s.client.inputFocus() == .window(w[0]) })
                Self.command(s, "collapse toggle")
                #expect(s.waitUntil { w.allSatisfy(viewable) && s.geometry(w) == before }, "\(s.geometry(w)), were \(before)")
                #expect(try Self.tree(s)["collapsed"] == nil)
            }
        }
    }
}
