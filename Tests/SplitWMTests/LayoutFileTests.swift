// Layout files on real X, through splitctl: `save` then `load` gives back the same tree, a
// file of placeholders puts windows by class and a started program (xmessage) where it says,
// and a broken file is refused with its position while nothing changes.
import Foundation
import SplitConfig
import SplitEngine
import SplitJSON
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct LayoutFiles {
        static var settings: Settings { .forTestsWithStillFocus }

        /// A fresh directory with a space in its name, so paths go through the command language's quoting.
        static func directory() throws -> String {
            let path = "/tmp/splitwm layout \(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return path
        }

        static func splitctl(_ s: WMSession, _ words: [String], sourceLocation: SourceLocation = #_sourceLocation) -> (status: Int32, output: String) {
            (try? SplitWMProcess.splitctl(words, display: s.server.displayName)) ?? (-1, "splitctl did not run")
        }

        /// The tree `query tree` shows.
        static func tree(_ s: WMSession) throws -> JSON {
            let reply = splitctl(s, ["query", "tree"])
            return try #require(try JSON(parsing: reply.output)["tree"], "\(reply.output)")
        }

        /// `json` without the facts that change while a window lives (where it is, focus, title).
        static func layoutOnly(_ json: JSON) -> JSON {
            switch json {
            case .object(let members):
                .object(members.filter { !["focused", "visible", "urgent", "rect", "title"].contains($0.0) }
                               .map { ($0.0, layoutOnly($0.1)) })
            case .array(let items): .array(items.map(layoutOnly))
            default: json
            }
        }

        @Test func saveThenLoadGivesBackTheSameTree() throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(3)
                s.barrier()
                // Values of their own on two splits: a fraction, a priority side, a colour, a minimum.
                #expect(Self.splitctl(s, ["fraction 0.3; priority primary; splitter color #ff0000; focus left; min primary 0.1"]).status == 0)
                let saved = try Self.tree(s)
                // Relative to splitctl's working directory, made absolute before it is sent.
                let save = try SplitWMProcess.splitctl(["save", "a b.json"], display: s.server.displayName, in: directory)
                #expect(save.status == 0, "\(save.output)")
                let text = try String(contentsOfFile: directory + "/a b.json", encoding: .utf8)
                #expect(text.contains("\n  \"version\" : 3"), "pretty, the state document: \(text.prefix(200))")
                #expect(!text.contains("\"title\" : \"test"), "no titles in the file")
                // Arranged otherwise by hand, then loaded back.
                #expect(Self.splitctl(s, ["layout toggle; fraction 0.8; swap right; priority none"]).status == 0)
                #expect(try Self.layoutOnly(Self.tree(s)) != Self.layoutOnly(saved))
                let load = Self.splitctl(s, ["load", directory + "/a b.json"])
                #expect(load.status == 0, "\(load.output)")
                #expect(try Self.layoutOnly(Self.tree(s)) == Self.layoutOnly(saved))
                #expect(s.waitUntil { s.geometry(w).allSatisfy { $0 != nil } })
            }
        }

        @Test func placeholdersByClassAndAStartedProgramGetTheirWindowsWhereTheFileSays() throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try withWM(settings: Self.settings) { s in
                // The main window is here before the layout; the sidebar comes after it; xmessage is started by it.
                let main = s.client.createWindow(PixelRect(x: 0, y: 0, width: 200, height: 150), instance: "main", class: "Main")
                s.client.map(main)
                s.waitUntil { s.client.property(main, "WM_STATE") != nil }
                let file = directory + "/three.json"
                try """
                    { "version": 2,
                      "area": { "x": 0, "y": 0, "width": 1920, "height": 1080 },
                      "root": { "layout": "horizontal", "fraction": 0.25, "constraints": { "priority": "primary" },
                                "primary": { "class": "Sidebar" },
                                "secondary": { "layout": "vertical", "fraction": 0.6,
                                               "primary": { "class": "Xmessage", "instance": "layoutexec",
                                                            "exec": "DISPLAY=\(s.server.displayName) exec xmessage -name layoutexec hello" },
                                               "secondary": { "class": "Main" } } } }
                    """.write(toFile: file, atomically: true, encoding: .utf8)
                let load = Self.splitctl(s, ["load", file])
                #expect(load.status == 0, "\(load.output)")
                let sidebar = s.client.createWindow(PixelRect(x: 0, y: 0, width: 200, height: 150), instance: "side", class: "Sidebar")
                s.client.map(sidebar)
                let placed = s.waitUntil {
                    guard let root = try? Self.tree(s)["root"] else { return false }
                    return root["primary"]?["class"] == .string("Sidebar")
                        && root["secondary"]?["primary"]?["class"] == .string("Xmessage")
                        && root["secondary"]?["secondary"]?["class"] == .string("Main")
                }
                let root = try Self.tree(s)["root"]
                #expect(placed, "\(String(describing: root))")
                #expect(root?["fraction"] == .double(0.25) && root?["secondary"]?["fraction"] == .double(0.6))
                #expect(root?["constraints"]?["priority"] == .string("primary"))
                // The sidebar is the left quarter; the main window the bottom 40 % of the rest.
                let side = try #require(s.client.geometry(of: sidebar))
                let mainRect = try #require(s.client.geometry(of: main))
                #expect(side.x == 0 && abs(side.width - 480) <= 2 && side.height == 1080, "\(side)")
                #expect(mainRect.x > side.width && abs(mainRect.height - 432) <= 2 && mainRect.y + mainRect.height == 1080, "\(mainRect)")
            }
        }

        @Test func aBrokenFileIsRefusedWithItsPositionAndChangesNothing() throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try withWM(settings: Self.settings) { s in
                _ = s.openWindows(2)
                s.barrier()
                let before = try Self.tree(s)
                let cases: [(String, String)] = [
                    ("{\"version\": 2,\n \"root\": {\"class\": }}", "broken.json:2:20: expected a value"),
                    ("{\"version\": 2, \"root\": {\"layout\": \"vertical\", \"primary\": {\"clas\": \"XTerm\"}, \"secondary\": {}}}",
                     "broken.json: root.primary.clas: unknown member"),
                ]
                for (text, message) in cases {
                    try text.write(toFile: directory + "/broken.json", atomically: true, encoding: .utf8)
                    let reply = Self.splitctl(s, ["load", directory + "/broken.json"])
                    #expect(reply.status == 1)
                    #expect(reply.output.contains(directory + "/" + message), "\(reply.output)")
                    #expect(try Self.tree(s) == before)
                }
                let missing = Self.splitctl(s, ["load", directory + "/none.json"])
                #expect(missing.status == 1 && missing.output.contains("none.json: cannot open"), "\(missing.output)")
                // The reply over the socket is the command's failure, as JSON.
                let raw = try IPCConnection(display: s.server.displayName).request("layout load '\(directory)/broken.json'") ?? ""
                #expect(raw.hasPrefix("{\"success\":false,\"error\":\"\(directory)/broken.json: root.primary.clas"), "\(raw)")
                #expect(try Self.tree(s) == before)
            }
        }
    }
}
