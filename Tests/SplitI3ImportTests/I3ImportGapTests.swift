// The room an import leaves between tiles: none, as i3 leaves none, unless the i3 config's
// `gaps inner` says how much.
import PropertyTestSupport
import SplitConfig
@testable import SplitI3Import
import Testing

@Suite struct I3ImportGapTests {
    /// i3 keeps tiles edge to edge by default (its tests read exact quarters off `percent` after
    /// `resize set 75 ppt`, which a splitter's pixels would spoil), so an import without a
    /// `gaps inner` line says 0; one with it keeps its value, and says no default after.
    @Test func tilesTouchAsInI3UnlessTheConfigSaysAnInnerGap() throws {
        let cases: [(i3: String, thickness: Int)] = [
            ("", 0), ("bindsym Mod4+x kill\n", 0),
            ("gaps inner 6\n", 6), ("gaps inner 12px\n", 12),
            // The outer gap and a workspace's own inner gap leave the default between tiles.
            ("gaps outer 4\n", 0), ("workspace 1 gaps inner 3\n", 0),
        ]
        for (i3, thickness) in cases {
            let result = I3Import.translate(i3, source: "t", isKnownKey: Keysyms.isKnown)
            #expect(try parseConfig(result.text).get().settings.newSplit.style.visibleThickness == thickness, "\(i3)")
            let saysInner = i3.hasPrefix("gaps inner")
            #expect(result.text.contains("no gaps inner line says otherwise") == !saysInner, "\(i3)")
        }
    }
}
