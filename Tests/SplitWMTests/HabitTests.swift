// The i3 habits on a real X server: splitctl's `[class=…] focus` focusing a real window among
// several (read back from _NET_ACTIVE_WINDOW on another connection); `move scratchpad`
// hiding a window that stays managed, `scratchpad show` showing it floating centred and
// hiding it again; the scratchpad and marks across `restart`; `mark` and `[con_mark=…] focus`,
// the marks in `query windows`; a binding with criteria.
import Foundation
import SplitCommands
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Habits {
        /// Opens a window of WM_CLASS `className` (instance its lowercase) once splitwm manages it.
        static func open(_ client: TestClient, _ className: String) -> WindowID {
            let w = client.createWindow(PixelRect(x: 10, y: 10, width: 400, height: 300), name: className,
                                        instance: className.lowercased(), class: className)
            client.map(w)
            _ = Lifecycle.eventually(client) { client.property(w, "WM_STATE") != nil }
            return w
        }

        @discardableResult
        static func ctl(_ words: String..., display d: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32, output: String) {
            let result = try SplitWMProcess.splitctl(words, display: d)
            _ = try SplitWMProcess.splitctl(["sync"], display: d)
            return result
        }

        /// `splitctl restart`, then waits until the new process has its socket and answers `sync`.
        static func restart(_ client: TestClient, display d: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let socket = client.text(client.root, "_SPLITWM_SOCKET")?.text
            _ = try SplitWMProcess.splitctl(["restart"], display: d)
            #expect(Lifecycle.eventually(client) {
                let now = client.text(client.root, "_SPLITWM_SOCKET")?.text
                return now != nil && now != socket
            }, "the new process never named its socket", sourceLocation: sourceLocation)
            #expect(try ctl("sync", display: d).status == 0, sourceLocation: sourceLocation)
        }

        static func active(_ client: TestClient) -> UInt32? { client.items(client.root, "_NET_ACTIVE_WINDOW", type: "WINDOW")?.first }

        static func query(_ what: String, _ d: String) throws -> [[String: Any]] {
            let reply = try SplitWMProcess.splitctl(["query", what], display: d)
            let object = try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any]
            return try #require(object?[what] as? [[String: Any]])
        }

        static func window(_ w: WindowID, in windows: [[String: Any]]) -> [String: Any]? {
            windows.first { $0["window"] as? Int == Int(w.rawValue) }
        }

        @Test func criteriaFromSplitctlFocusARealWindowAmongSeveral() throws {
            try withSplitWMBinary { server, client, _ in
                let d = server.displayName
                let a = Self.open(client, "HabitA"), b = Self.open(client, "HabitB"), c = Self.open(client, "HabitC")
                #expect(Lifecycle.eventually(client) { Self.active(client) == c.rawValue })
                // One word, as with i3-msg; the criteria quoted as i3 users write them.
                #expect(try Self.ctl(#"[class="HabitA"] focus"#, display: d).status == 0)
                #expect(Self.active(client) == a.rawValue && client.inputFocus() == .window(a))
                // Criteria as a word of their own, by instance, as a glob.
                #expect(try Self.ctl("[instance=hab*b]", "focus", display: d).status == 0)
                #expect(Self.active(client) == b.rawValue)
                // Nothing selected: an error, and the focus stays.
                let none = try Self.ctl("[class=Nothing] focus", display: d)
                #expect(none.status == 1 && none.output.contains("no window matches [class=Nothing]"), "\(none)")
                #expect(Self.active(client) == b.rawValue)
                // Several selected: the one managed last, as in i3.
                #expect(try Self.ctl("[class~^Habit[AC]$] focus", display: d).status == 0)
                #expect(Self.active(client) == c.rawValue)
            }
        }

        @Test func moveScratchpadHidesAWindowAndScratchpadShowShowsItFloatingCentredThenHidesIt() throws {
            try withSplitWMBinary { server, client, _ in
                let d = server.displayName
                let tiled = Self.open(client, "HabitTile"), pad = Self.open(client, "HabitPad")
                #expect(try Self.ctl("[class=HabitPad] move scratchpad", display: d).status == 0)
                #expect(client.mapState(of: pad) != .viewable)
                #expect(client.items(pad, "WM_STATE", type: "WM_STATE")?.first == 3, "iconic, still managed")
                let hidden = client.items(pad, "_NET_WM_STATE", type: "ATOM")?.map { client.atomName(UInt($0)) } ?? []
                #expect(hidden.contains("_NET_WM_STATE_HIDDEN"), "\(hidden)")
                #expect(client.items(client.root, "_NET_CLIENT_LIST", type: "WINDOW")?.contains(pad.rawValue) == true)
                #expect(Self.active(client) == tiled.rawValue)
                let area = try #require(try Self.query("monitors", d).first?["area"] as? [String: Int])
                #expect(client.geometry(of: tiled)?.width ?? 0 > area["width"]! - 20, "the other window has the whole screen")

                #expect(try Self.ctl("scratchpad", "show", display: d).status == 0)
                #expect(client.mapState(of: pad) == .viewable && Self.active(client) == pad.rawValue)
                let r = try #require(client.geometry(of: pad))
                let centreX = area["x"]! + area["width"]! / 2, centreY = area["y"]! + area["height"]! / 2
                #expect(abs(r.x + r.width / 2 - centreX) <= 1 && abs(r.y + r.height / 2 - centreY) <= 1, "\(r) in \(area)")
                // A tile sent there comes back fresh, as i3's: half its monitor's width and three
                // quarters of its height, its border included.
                let extents = (client.items(pad, "_NET_FRAME_EXTENTS", type: "CARDINAL") ?? []).map { Int($0) }
                let outer = (width: r.width + (extents.count == 4 ? extents[0] + extents[1] : 0),
                             height: r.height + (extents.count == 4 ? extents[2] + extents[3] : 0))
                #expect(abs(outer.width - area["width"]! / 2) <= 1 && abs(outer.height - area["height"]! * 3 / 4) <= 1,
                        "half the monitor's width, three quarters of its height: \(r), extents \(extents) in \(area)")
                let facts = try #require(Self.window(pad, in: try Self.query("windows", d)))
                #expect(facts["kind"] as? String == "floating" && facts["scratchpad"] as? Bool == true)

                #expect(try Self.ctl("scratchpad show", display: d).status == 0)
                #expect(client.mapState(of: pad) != .viewable && Self.active(client) == tiled.rawValue, "toggled off")
                // Tiled for good.
                #expect(try Self.ctl("[class=HabitPad] float toggle", display: d).status == 0)
                #expect(client.mapState(of: pad) == .viewable && Self.active(client) == pad.rawValue)
                let tile = try #require(Self.window(pad, in: try Self.query("windows", d)))
                #expect(tile["kind"] as? String == "tiled" && tile["scratchpad"] == nil)
            }
        }

        @Test func marksShowInQueryWindowsAndCriteriaFocusByMark() throws {
            try withSplitWMBinary { server, client, _ in
                let d = server.displayName
                let a = Self.open(client, "HabitA"), b = Self.open(client, "HabitB")
                #expect(try Self.ctl("[class=HabitA] mark editor; mark --add 'my term'", display: d).status == 0)
                #expect(Self.active(client) == b.rawValue, "marking by criteria does not move the focus")
                let windows = try Self.query("windows", d)
                #expect(Self.window(a, in: windows)?["marks"] as? [String] == ["editor"])
                #expect(Self.window(b, in: windows)?["marks"] as? [String] == ["my term"])
                #expect(try Self.ctl("[con_mark=editor] focus", display: d).status == 0)
                #expect(Self.active(client) == a.rawValue)
                #expect(try Self.ctl(#"[mark="my term"] focus"#, display: d).status == 0)
                #expect(Self.active(client) == b.rawValue)
                #expect(try Self.ctl("unmark editor", display: d).status == 0)
                #expect(try Self.ctl("[con_mark=editor] focus", display: d).status == 1)
            }
        }

        @Test func theScratchpadAndMarksSurviveARestart() throws {
            try withSplitWMBinary { server, client, _ in
                let d = server.displayName
                let a = Self.open(client, "HabitA"), pad = Self.open(client, "HabitPad"), c = Self.open(client, "HabitC")
                #expect(try Self.ctl("[class=HabitA] mark keep; [class=HabitPad] move scratchpad", display: d).status == 0)
                try Self.restart(client, display: d)
                #expect(client.mapState(of: pad) != .viewable, "still hidden")
                let tree = try Scripting.tree(d)
                let hidden = (tree["scratchpad"] as? [[String: Any]])?.compactMap { $0["window"] as? Int }
                #expect(hidden == [Int(pad.rawValue)])
                #expect(try Self.ctl("[con_mark=keep] focus", display: d).status == 0)
                #expect(Self.active(client) == a.rawValue)
                #expect(try Self.ctl("scratchpad show", display: d).status == 0)
                #expect(client.mapState(of: pad) == .viewable && Self.active(client) == pad.rawValue)
                #expect(client.mapState(of: c) == .viewable)
            }
        }

        @Test func aBindingWithCriteriaFocusesTheWindowItSelects() throws {
            let binding = Binding(chord: KeyChord(modifiers: .mod4, key: "b"),
                                  commands: try CommandParser.parse(#"[class="HabitA"] focus"#), line: 1)
            try withWM(settings: .forTests, bindings: [binding]) { s in
                let a = Self.open(s.client, "HabitA"), b = Self.open(s.client, "HabitB")
                #expect(s.waitUntil { s.client.inputFocus() == .window(b) })
                Bindings.press(s, "b")
                #expect(s.waitUntil { s.client.inputFocus() == .window(a) })
            }
        }
    }
}
