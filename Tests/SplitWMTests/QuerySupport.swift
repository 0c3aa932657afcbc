// Reading splitwm's answers to `query` in tests: the windows it manages, the leaves of each
// workspace, its monitors, parsed from the JSON splitctl prints.
import Foundation
import SplitX
import Testing
import XTestSupport

enum Query {
    /// `splitctl query WHAT` on `display`, parsed; nil (and an issue) when it fails or is not JSON.
    static func json(_ what: String, display: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Any]? {
        guard let reply = try? SplitWMProcess.splitctl(["query", what], display: display), reply.status == 0,
              let object = try? JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any] else {
            Issue.record("splitctl query \(what) failed", sourceLocation: sourceLocation)
            return nil
        }
        return object
    }

    /// The XIDs splitwm manages, in its order.
    static func windows(_ display: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt32] {
        let list = json("windows", display: display, sourceLocation: sourceLocation)?["windows"] as? [[String: Any]] ?? []
        return list.compactMap { ($0["window"] as? Int).map(UInt32.init) }
    }

    /// Every workspace's count of leaves and floating windows, by name.
    static func windowsPerWorkspace(_ display: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Int] {
        let list = json("workspaces", display: display, sourceLocation: sourceLocation)?["workspaces"] as? [[String: Any]] ?? []
        var counts: [String: Int] = [:]
        for w in list { if let name = w["name"] as? String { counts[name] = w["windows"] as? Int } }
        return counts
    }

    /// The monitors splitwm tiles: name, frame and tiling area.
    static func monitors(_ display: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> [(name: String, rect: PixelRect, area: PixelRect)] {
        let list = json("monitors", display: display, sourceLocation: sourceLocation)?["monitors"] as? [[String: Any]] ?? []
        func rect(_ any: Any?) -> PixelRect {
            let r = any as? [String: Int] ?? [:]
            return PixelRect(x: r["x"] ?? 0, y: r["y"] ?? 0, width: r["width"] ?? 0, height: r["height"] ?? 0)
        }
        return list.map { ($0["name"] as? String ?? "", rect($0["rect"]), rect($0["area"])) }
    }
}

extension WMSession {
    /// Viewable override-redirect windows that draw: splitwm's splitters (tests start no menus).
    func shownSplitters() -> [PixelRect] { shownOverrideRedirect(inputOnly: false) }

    /// The splitters drawn. Their grab areas are not windows of their own: two InputOnly
    /// windows (one per layout) take the pointer over them all, shaped to them.
    func shownSplitterCount(sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let drawn = shownSplitters().count, areas = shownOverrideRedirect(inputOnly: true).count
        #expect(areas == 2, "\(areas) grab windows", sourceLocation: sourceLocation)
        return drawn
    }

    /// The check window (_NET_SUPPORTING_WM_CHECK) is left out: mapped to hold the focus when no
    /// window has it, it is InputOnly and off the screen.
    private func shownOverrideRedirect(inputOnly: Bool) -> [PixelRect] {
        let check = client.items(client.root, "_NET_SUPPORTING_WM_CHECK", type: "WINDOW")?.first
        return client.stackingOrder().filter {
            $0.rawValue != check && client.isOverrideRedirect($0) == true && client.mapState(of: $0) == .viewable
                && client.isInputOnly($0) == inputOnly
        }.compactMap { client.geometry(of: $0) }
    }

    /// Checks that `windows` and the splitters shown tile `screen` (the size the server started
    /// with by default) exactly; what is wrong, if anything.
    func tilingProblems(of windows: [WindowID], screen: PixelRect? = nil) -> [String] {
        let rects = geometry(windows).compactMap { $0 }
        guard rects.count == windows.count else { return ["a window is gone: \(geometry(windows))"] }
        let splitters = shownSplitters()
        return SplitWMTests.tilingProblems(rects + splitters, screen: screen ?? self.screen, splitterPixels: 0).map { "\($0) (windows \(rects), splitters \(splitters))" }
    }
}
