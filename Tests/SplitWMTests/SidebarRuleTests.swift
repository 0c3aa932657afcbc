// A rule that shapes the split its window makes, on real X with the real binary: a window of
// class Sidebar gets a left column of 15 % that keeps its pixels when the screen shrinks.
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct SidebarRule {
        @Test func aSidebarRuleBuildsALeftColumnThatKeepsItsPixelsWhenTheScreenShrinks() throws {
            let config = try Scripting.configFile(Scripting.bindings + """
                border-width 0
                rule class=Sidebar place left fraction 0.15 priority new min new 200 px

                """)
            defer { unlink(config) }
            try withSplitWMBinary(arguments: ["--config", config]) { server, client, _ in
                let d = server.displayName
                let main = Scripting.open(client, 1)[0]
                let sidebar = client.createWindow(PixelRect(x: 5, y: 5, width: 100, height: 100), instance: "sidebar", class: "Sidebar")
                client.map(sidebar)
                #expect(Lifecycle.eventually(client) { client.property(sidebar, "WM_STATE") != nil })
                _ = try SplitWMProcess.splitctl(["sync"], display: d)
                // 15 % of 1920 with the 2-px splitter's half taken: floor(0.15 × 1920 − 1) = 287.
                let wide = [PixelRect(x: 0, y: 0, width: 287, height: 1080), PixelRect(x: 289, y: 0, width: 1631, height: 1080)]
                #expect(Lifecycle.eventually(client) { [sidebar, main].map { client.geometry(of: $0) } == wide },
                        "\([sidebar, main].map { client.geometry(of: $0) })")
                let root = try Scripting.tree(d)["root"] as? [String: Any]
                #expect(root?["overrides"] as? [String] == ["priority", "minPrimaryFraction"], "\(String(describing: root))")
                #expect((root?["constraints"] as? [String: Any])?["priority"] as? String == "primary", "\(String(describing: root))")

                try server.shrinkTo1280x720()
                let narrow = [PixelRect(x: 0, y: 0, width: 287, height: 720), PixelRect(x: 289, y: 0, width: 991, height: 720)]
                #expect(Lifecycle.eventually(client) { [sidebar, main].map { client.geometry(of: $0) } == narrow },
                        "\([sidebar, main].map { client.geometry(of: $0) })")
                try server.restoreFullScreen()
                #expect(Lifecycle.eventually(client) { [sidebar, main].map { client.geometry(of: $0) } == wide },
                        "\([sidebar, main].map { client.geometry(of: $0) })")
            }
        }
    }
}
