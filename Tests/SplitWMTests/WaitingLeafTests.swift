// Waiting leaves on real X: `open receptacle` shows an empty frame (an override-redirect window
// with the border, where a new window would go) that this test's own connection sees, and the
// next window takes its place and size while the frame goes. i3's `open` over its socket:
// I3OpenTests.swift.
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct WaitingLeaves {
        static var settings: Settings {
            var s = Settings.forTestsWithStillFocus
            s.border.width = 3
            s.placement = .split(.toward(.right))
            return s
        }

        static func splitctl(_ s: WMSession, _ words: [String]) -> (status: Int32, output: String) {
            (try? SplitWMProcess.splitctl(words, display: s.server.displayName)) ?? (-1, "splitctl did not run")
        }

        /// The viewable windows nobody manages that have the frame's border: the empty frames.
        static func frames(_ s: WMSession) -> [WindowID] {
            s.client.stackingOrder().filter {
                s.client.isOverrideRedirect($0) == true && s.client.mapState(of: $0) == .viewable
                    && s.client.borderWidth(of: $0) == settings.border.width
            }
        }

        @Test func openReceptacleShowsAnEmptyFrameThatTheNextWindowTakesWithItsPlaceAndSize() throws {
            try withWM(settings: Self.settings) { s in
                let first = try #require(s.openWindows(1).first)
                s.barrier()
                let alone = try #require(s.client.geometry(of: first))
                #expect(Self.frames(s).isEmpty)
                let open = Self.splitctl(s, ["open receptacle"])
                #expect(open.status == 0, "\(open.output)")
                s.barrier()
                // The frame is the right half, as a second window's tile; the first window has the left.
                #expect(s.waitUntil { Self.frames(s).count == 1 }, "one empty frame is shown")
                let frame = try #require(Self.frames(s).first)
                let place = try #require(s.client.geometry(of: frame))
                let left = try #require(s.client.geometry(of: first))
                #expect(left.width < alone.width && place.x > left.x + left.width && place.height == left.height, "\(left) \(place)")
                // The next window (asking for somewhere else entirely) takes the frame's place and size.
                let second = s.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "second")
                s.client.map(second)
                #expect(s.waitUntil { s.client.geometry(of: second) == place && Self.frames(s).isEmpty },
                        "the new window is at \(String(describing: s.client.geometry(of: second))), the frame was \(place); frames shown \(Self.frames(s))")
                #expect(s.client.geometry(of: first) == left, "the first window kept its tile")
                #expect(s.client.mapState(of: frame) == nil, "the frame's window is destroyed")
            }
        }
    
        @Test func aClickOnTheEmptyFrameFocusesItsLeaf() throws {
            try withWM(settings: Self.settings) { s in
                let first = try #require(s.openWindows(1).first)
                #expect(Self.splitctl(s, ["open; focus left"]).status == 0)
                s.barrier()
                #expect(s.waitUntil { Self.frames(s).count == 1 })
                let frame = try #require(Self.frames(s).first)
                let place = try #require(s.client.geometry(of: frame))
                // A click inside the frame; then `close`, which removes a focused waiting leaf (and
                // would ask the window to close were the focus still on it).
                s.client.movePointer(to: PixelPoint(x: place.x + place.width / 2, y: place.y + place.height / 2))
                s.client.press(.left)
                s.client.release(.left)
                s.client.sync()
                s.barrier()
                #expect(Self.splitctl(s, ["close"]).status == 0)
                s.barrier()
                #expect(s.waitUntil { Self.frames(s).isEmpty }, "the clicked frame had the focus: close removed it")
                #expect(s.client.mapState(of: first) == .viewable, "the window is still here")
            }
        }

        @Test func appendLayoutOverI3sSocketShowsI3sPlaceholdersThatWindowsOfTheirClassTake() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            let directory = "/tmp/splitwm-append-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            // As i3-save-tree writes it: a comment, two containers one after another; the first 25 %.
            try """
                // vim:ts=4:sw=4:et
                { "percent": 0.25, "type": "con", "swallows": [ { "class": "^Sidebar$" } ] }
                { "type": "con", "swallows": [ { "class": "^Main$", "instance": "^main$" } ] }
                """.write(toFile: directory + "/layout.json", atomically: true, encoding: .utf8)
            try withWM(settings: Self.settings) { s in
                let reply = try WMServerTests.I3IPC.i3msg(s, ["append_layout", directory + "/layout.json"])
                #expect(reply.status == 0 && reply.output.contains("\"success\":true"), "\(reply.output)")
                s.barrier()
                #expect(s.waitUntil { Self.frames(s).count == 2 }, "two empty frames")
                // GET_TREE shows them as i3 does: containers with no window and their swallows.
                let tree = try WMServerTests.I3IPC.i3msg(s, ["-t", "get_tree"])
                #expect(tree.output.contains(#""swallows":[{"class":"^Sidebar$"}]"#), "\(tree.output)")
                let places = Self.frames(s).compactMap { s.client.geometry(of: $0) }.sorted { $0.x < $1.x }
                #expect(places.count == 2 && abs(Double(places[0].width) / Double(places[0].width + places[1].width) - 0.25) < 0.02, "\(places)")
                // A window of another class takes neither; the sidebar and the main window take theirs.
                let main = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100), instance: "main", class: "Main")
                s.client.map(main)
                let sidebar = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100), instance: "side", class: "Sidebar")
                s.client.map(sidebar)
                #expect(s.waitUntil { s.client.geometry(of: sidebar) == places[0] && s.client.geometry(of: main) == places[1] && Self.frames(s).isEmpty },
                        "sidebar \(String(describing: s.client.geometry(of: sidebar))), main \(String(describing: s.client.geometry(of: main))), frames were \(places)")
            }
        }

        /// i3test writes its layouts as `layout-XXXXXX` in its working directory and names them
        /// so (tests 302, 306-309): a relative path is read from splitwm's, as i3 reads it.
        @Test func appendLayoutReadsARelativePathFromTheWorkingDirectory() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            let name = "layout-\(UUID().uuidString.prefix(8))"
            let path = FileManager.default.currentDirectoryPath + "/" + name
            try #"{ "type": "con", "swallows": [ { "class": "^Relative$" } ] }"#.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            try withWM(settings: Self.settings) { s in
                let reply = try WMServerTests.I3IPC.i3msg(s, ["append_layout", name])
                #expect(reply.status == 0 && reply.output.contains("\"success\":true"), "\(reply.output)")
                s.barrier()
                #expect(s.waitUntil { Self.frames(s).count == 1 }, "its one placeholder, an empty frame")
                let missing = try WMServerTests.I3IPC.i3msg(s, ["append_layout", name + "-gone"])
                #expect(missing.output.contains("\"success\":false") && missing.output.contains(name + "-gone"), "\(missing.output)")
            }
        }
    }
}
