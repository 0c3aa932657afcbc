// Waiting leaves on real X: `open` shows an empty frame (an override-redirect window with the
// border, where a new window would go) that this test's own connection sees, and the next
// window takes its place and size while the frame goes.
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

        @Test func openShowsAnEmptyFrameThatTheNextWindowTakesWithItsPlaceAndSize() throws {
            try withWM(settings: Self.settings) { s in
                let first = try #require(s.openWindows(1).first)
                s.barrier()
                let alone = try #require(s.client.geometry(of: first))
                #expect(Self.frames(s).isEmpty)
                let open = Self.splitctl(s, ["open"])
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
    }
}
