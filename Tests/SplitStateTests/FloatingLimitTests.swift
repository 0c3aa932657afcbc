// The floating size limits a config sets (`floating-minimum-size`, `floating-maximum-size`,
// i3's `floating_minimum_size` and `floating_maximum_size`) as `resize` meets them: pixels,
// -1 for no limit, 0 for i3's own (75×50 at least, all monitors together at most).
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct FloatingLimitTests {
    /// One 1920×1080 monitor with the floating window 2 (320×180), focused, under `config`.
    static func state(_ config: String) throws -> WMState {
        let settings = try #require(try? parseConfig(config).get()).settings
        var d = WMState(settings: settings, monitors: [MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true)])
        var dialog = client(2)
        dialog.facts.types = [.utility]
        dialog.facts.requested = PixelRect(x: 300, y: 200, width: 320, height: 180)
        _ = d.handle(.manage(dialog, mapped: false))
        try run("[id=2] focus", on: &d)
        return d
    }

    static func size(_ d: WMState) -> PixelSize? { d.clients[w(2)]?.frame.size }

    @Test(arguments: [
        // config, after shrinking by 1000 × 1000, after growing by 5000 × 5000
        ("", PixelSize(width: 75, height: 50), PixelSize(width: 1920, height: 1080)),
        ("floating-minimum-size 100 80\nfloating-maximum-size 400 300", PixelSize(width: 100, height: 80), PixelSize(width: 400, height: 300)),
        ("floating-minimum-size 0 120\nfloating-maximum-size 0 -1", PixelSize(width: 75, height: 120), PixelSize(width: 1920, height: 5120)),
    ])
    func resizeKeepsAFloatingWindowWithinTheConfigsLimits(config: String, smallest: PixelSize, largest: PixelSize) throws {
        var d = try Self.state(config)
        try run("resize shrink width 1000 px; resize shrink height 1000 px", on: &d)
        #expect(Self.size(d) == smallest)
        try run("resize grow width 5000 px; resize grow height 5000 px", on: &d)
        #expect(Self.size(d) == largest)
    }

    /// -1: no minimum, so only the window's own size (at least a pixel) holds it.
    @Test func minusOneLetsAFloatingWindowGoBelowI3sMinimum() throws {
        var d = try Self.state("floating-minimum-size -1 -1")
        try run("resize shrink width 300 px; resize shrink height 170 px", on: &d)
        #expect(Self.size(d) == PixelSize(width: 20, height: 10))
    }

    /// As i3 4.22 (and i3ipc-python's test_resize) has it: `resize set` gives the size with the
    /// border, so the window gets what is inside it; no border, the size itself.
    @Test(arguments: [(0, PixelSize(width: 250, height: 200)), (3, PixelSize(width: 244, height: 194))])
    func resizeSetSizesAFloatingWindowWithItsBorder(border: Int, inside: PixelSize) throws {
        var d = try Self.state("floating-border-width \(border)")
        #expect(d.borderWidth(of: w(2)) == border)
        try run("resize set 250 px 200 px", on: &d)
        #expect(Self.size(d) == inside)
    }

    /// As i3 checks a window that starts floating (005-floating.t, 189-floating-constraints.t):
    /// a 20×20 dialog floats at the minimum, unless -1 lifts it; a larger one keeps its size.
    @Test(arguments: [
        ("", PixelSize(width: 20, height: 20), PixelSize(width: 75, height: 50)),
        ("floating-minimum-size 60 40", PixelSize(width: 20, height: 20), PixelSize(width: 60, height: 40)),
        ("floating-minimum-size -1 -1", PixelSize(width: 20, height: 20), PixelSize(width: 20, height: 20)),
        ("floating-maximum-size 100 100", PixelSize(width: 150, height: 150), PixelSize(width: 100, height: 100)),
        ("", PixelSize(width: 80, height: 90), PixelSize(width: 80, height: 90)),
    ])
    func aWindowStartsFloatingWithinTheConfigsLimits(config: String, asked: PixelSize, floats: PixelSize) throws {
        let settings = try #require(try? parseConfig(config).get()).settings
        var d = WMState(settings: settings, monitors: [MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true)])
        var dialog = client(2)
        dialog.facts.types = [.dialog]
        dialog.facts.requested = PixelRect(x: 0, y: 0, width: asked.width, height: asked.height)
        _ = d.handle(.manage(dialog, mapped: false))
        #expect(d.clients[w(2)]?.kind == .floating)
        #expect(Self.size(d) == floats)
    }

    @Test func aWindowOfAFixedSizeKeepsItBelowTheFloatingMinimum() throws {
        var d = WMState(settings: Settings(), monitors: [MonitorInfo(name: "DP-1", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true)])
        var fixed = client(2)
        fixed.facts.requested = PixelRect(x: 0, y: 0, width: 30, height: 30)
        fixed.facts.sizeLimits = SizeLimits(min: PixelSize(width: 30, height: 30), max: PixelSize(width: 30, height: 30))
        _ = d.handle(.manage(fixed, mapped: false))
        #expect(d.clients[w(2)]?.kind == .floating, "a fixed size floats")
        #expect(Self.size(d) == PixelSize(width: 30, height: 30), "its own size, not the floating minimum's 75x50")
    }

    @Test func aBoundBelowMinusOneIsRefusedNamingTheWord() {
        guard case .failure(let error) = parseConfig("floating-maximum-size -2 10") else { Issue.record("accepted"); return }
        #expect("\(error)".contains("\"-2\""), "\(error)")
    }
}
