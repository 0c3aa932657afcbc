// Tabbed and stacked groups on a real X server with real xterms: one window of the group shown
// at a time below a bar of tabs splitwm draws (read back pixel by pixel), the others unmapped
// with _NET_WM_STATE_HIDDEN; focus and clicks on tabs; stacking; layout toggle giving the tiles
// back; a title in Japanese with an emoji drawn in its tab.
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Groups {
        /// The managed windows, in the order they were managed (_NET_CLIENT_LIST).
        static func clients(_ s: WMSession) -> [WindowID] {
            (s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []).map { WindowID(rawValue: $0) }
        }

        /// The shown bars of tabs: splitwm's override-redirect windows that are viewable and
        /// not a splitter (a splitter is a few pixels across).
        static func bars(_ s: WMSession) -> [(window: WindowID, rect: PixelRect)] {
            s.client.stackingOrder().compactMap { w in
                guard s.client.isOverrideRedirect(w) == true, s.client.isInputOnly(w) == false, s.client.mapState(of: w) == .viewable,
                      let r = s.client.geometry(of: w), r.width > 20, r.height > 8 else { return nil }
                return (w, r)
            }
        }

        static func command(_ s: WMSession, _ words: String...) {
            let run = try? SplitWMProcess.splitctl(words, display: s.server.displayName)
            #expect(run?.status == 0, "splitctl \(words): \(run?.output ?? "did not run")")
            s.barrier()
        }

        static func viewable(_ s: WMSession, _ windows: [WindowID]) -> [WindowID] {
            windows.filter { s.client.mapState(of: $0) == .viewable }
        }

        static func isHidden(_ s: WMSession, _ w: WindowID) -> Bool {
            let hidden = s.client.atom("_NET_WM_STATE_HIDDEN").rawValue
            return s.client.items(w, "_NET_WM_STATE", type: "ATOM")?.contains(hidden) == true
        }

        /// How many pixel columns of `rect` in `image` hold a colour other than `rect`'s corner's
        /// (the tab's background): the tab's text.
        static func textColumns(_ image: WindowImage, in rect: PixelRect) -> Int {
            let background = image[rect.x + 2, rect.y + 2]
            return (rect.x + 3 ..< rect.x + rect.width - 3).filter { x in
                (rect.y + 3 ..< rect.y + rect.height - 3).contains { y in image[x, y] != background }
            }.count
        }

        @Test func threeXtermsTabbedShowOneAtATimeBelowABarAndComeBackAsTiles() throws {
            _ = try RealProgram.require("xterm")
            var settings = Settings.forTestsWithStillFocus
            settings.placement = .split(.toward(.right))
            try withWM(settings: settings) { s in
                var programs: [RealProgram] = []
                defer { programs.forEach { $0.terminate() } }
                for title in ["first", "second", "third"] {
                    programs.append(try RealProgram("xterm", ["-T", title], display: s.server.displayName))
                    let count = programs.count
                    #expect(s.waitUntil { Self.clients(s).count == count })
                }
                let w = Self.clients(s)
                let before = s.geometry(w)
                Self.command(s, "layout", "tabbed")
                // One shown, below the bar; the other two unmapped and hidden to pagers.
                #expect(s.waitUntil { Self.viewable(s, w).count == 1 })
                let shown = try #require(Self.viewable(s, w).first)
                #expect(Self.isHidden(s, w.first { $0 != shown }!) && !Self.isHidden(s, shown))
                let bar = try #require(Self.bars(s).first)
                #expect(Self.bars(s).count == 1)
                #expect(bar.rect.x == 0 && bar.rect.width == s.screen.width && bar.rect.height < 60)
                let inside = try #require(s.geometry([shown]).first ?? nil)
                #expect(inside.y >= bar.rect.y + bar.rect.height, "\(inside) under \(bar.rect)")
                // Three tabs with text in each.
                let image = try #require(s.client.image(of: bar.window))
                let third = bar.rect.width / 3
                for i in 0..<3 {
                    let tab = PixelRect(x: i * third, y: 0, width: third, height: bar.rect.height)
                    #expect(Self.textColumns(image, in: tab) > 5, "tab \(i) shows no text")
                }

                // Focus moves along the tabs: the first is shown.
                Self.command(s, "focus", "left")
                Self.command(s, "focus", "left")
                #expect(s.waitUntil { Self.viewable(s, w) == [w[0]] })
                // A click on the third tab shows it.
                s.client.movePointer(to: PixelPoint(x: bar.rect.width - 20, y: bar.rect.height / 2))
                s.client.press(.left)
                s.client.release(.left)
                s.barrier()
                #expect(s.waitUntil { Self.viewable(s, w) == [w[2]] })

                // Stacking: one row per window.
                Self.command(s, "layout", "stacking")
                #expect(s.waitUntil { Self.bars(s).first.map { $0.rect.height == 3 * bar.rect.height } == true })
                // layout toggle gives the three tiles back where they were.
                Self.command(s, "layout", "toggle")
                #expect(s.waitUntil { Self.viewable(s, w).count == 3 && Self.bars(s).isEmpty })
                #expect(s.waitUntil { s.geometry(w) == before }, "\(s.geometry(w)) != \(before)")
            }
        }

        @Test func aTitleInJapaneseWithAnEmojiIsDrawnInItsTabAndRedrawnWhenItChanges() throws {
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.openWindows(2, name: "plain")
                s.client.setNetWMName(w[0], "日本語のタイトル 🎉")
                Self.command(s, "layout", "tabbed")
                #expect(s.waitUntil { Self.bars(s).count == 1 })
                let bar = try #require(Self.bars(s).first)
                let half = PixelRect(x: 0, y: 0, width: bar.rect.width / 2, height: bar.rect.height)
                var first: WindowImage?
                #expect(s.waitUntil {
                    first = s.client.image(of: bar.window)
                    return first.map { Self.textColumns($0, in: half) > 20 } == true
                })
                // A new title draws its tab again.
                s.client.setNetWMName(w[0], "x")
                s.barrier()
                #expect(s.waitUntil {
                    guard let now = s.client.image(of: bar.window), let first else { return false }
                    return Self.textColumns(now, in: half) < Self.textColumns(first, in: half)
                })
            }
        }

        @Test func titleBarsShowEachXtermsTitleAboveItAndBorderTogglesOne() throws {
            _ = try RealProgram.require("xterm")
            var settings = Settings.forTestsWithStillFocus
            settings.placement = .split(.toward(.right))
            settings.border.titleBars = true
            try withWM(settings: settings) { s in
                var programs: [RealProgram] = []
                defer { programs.forEach { $0.terminate() } }
                for title in ["left one", "right one"] {
                    programs.append(try RealProgram("xterm", ["-T", title], display: s.server.displayName))
                    let count = programs.count
                    #expect(s.waitUntil { Self.clients(s).count == count && Self.bars(s).count == count })
                }
                let w = Self.clients(s)
                // A bar right above each xterm, as wide, with its title's text in it.
                for window in w {
                    let inside = try #require(s.geometry([window]).first ?? nil)
                    let bar = try #require(Self.bars(s).first { $0.rect.x <= inside.x && inside.x < $0.rect.x + $0.rect.width })
                    // An xterm's size steps centre it in its tile: less than a row between.
                    #expect(bar.rect.y + bar.rect.height <= inside.y && inside.y - (bar.rect.y + bar.rect.height) < bar.rect.height,
                            "\(bar.rect) is not right above \(inside)")
                    #expect(bar.rect.height < 60)
                    let image = try #require(s.client.image(of: bar.window))
                    #expect(Self.textColumns(image, in: PixelRect(x: 0, y: 0, width: bar.rect.width, height: bar.rect.height)) > 5,
                            "the title bar shows no text")
                }
                // A click on the left one's title bar focuses it.
                let left = try #require(Self.bars(s).min { $0.rect.x < $1.rect.x })
                s.client.movePointer(to: PixelPoint(x: left.rect.x + 30, y: left.rect.y + left.rect.height / 2))
                s.client.press(.left)
                s.client.release(.left)
                s.barrier()
                #expect(s.waitUntil { s.client.items(s.client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [w[0].rawValue] })
                // `border toggle` takes its bar away, and its xterm grows into the row.
                let tall = try #require(s.geometry([w[0]]).first ?? nil)
                Self.command(s, "border", "toggle")
                #expect(s.waitUntil { Self.bars(s).count == 1 })
                #expect(s.waitUntil { (s.geometry([w[0]]).first ?? nil).map { $0.y < tall.y && $0.height > tall.height } == true })
            }
        }
    }
}
