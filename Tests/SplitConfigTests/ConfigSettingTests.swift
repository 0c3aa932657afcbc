// Every setting with good and bad values, the exact error text and column.
import SplitConfig
import SplitEngine
import Testing

@Suite struct ConfigSettingTests {
    @Test func eachSettingFillsItsField() throws {
        var expected = Settings()
        expected.newSplit.fraction = 0.3
        expected.newSplit.constraints = SplitConstraints(
            minPrimaryFraction: 0.1, minSecondaryFraction: 0.2, dragToHidePrimary: false, dragToHideSecondary: false,
            priority: .secondary)
        expected.newSplit.style = SplitterStyle(visibleThickness: 0, inset: 3, hitThickness: 12, color: RGB(0xFF0000), hidesWithSide: true)
        expected.placement = .split(.longerSideFirst)
        expected.collapseBelow = Size(width: 300, height: 200)
        expected.border.width = 3
        expected.border.focusedColor = RGB(0x00FF00)
        expected.border.unfocusedColor = RGB(0x0000FF)
        expected.focusFollowsMouse = false
        expected.dragMode = .onRelease
        expected.dragModifier = [.mod1, .shift]
        expected.doubleClickMilliseconds = 250
        expected.smallestTileToSplit = 0
        expected.gaps = GapSettings(outer: 12, smart: true)
        let parsed = try settings(
            "split-fraction 0.3", "split-min-primary 0.1", "split-min-secondary 0.2",
            "split-drag-to-hide-primary no", "split-drag-to-hide-secondary no", "split-priority secondary",
            "placement longer-side-first", "collapse-below 300 200", "splitter-thickness 0", "splitter-inset 3",
            "splitter-hit 12", "splitter-color #FF0000", "splitter-hides-with-side yes", "border-width 3",
            "border-focused #00ff00", "border-unfocused #0000fF", "focus-follows-mouse no", "drag-mode on-release",
            "drag-modifier Mod1+Shift", "double-click-ms 250", "smallest-tile-to-split 0",
            "gaps-outer 12", "smart-gaps yes")
        #expect(parsed == expected)
    }

    @Test(arguments: [
        ("longer-side", NewWindowPlacement.split(.longerSide)), ("longer-side-first", .split(.longerSideFirst)),
        ("spiral", .split(.spiral)), ("spiral-first", .split(.spiralFirst)),
        ("left", .split(.toward(.left))), ("right", .split(.toward(.right))), ("up", .split(.toward(.up))),
        ("down", .split(.toward(.down))), ("container", .container),
    ])
    func everyPlacement(_ word: String, _ placement: NewWindowPlacement) throws {
        #expect(try settings("placement \(word)").placement == placement)
    }

    @Test(arguments: [("yes", FocusWrapping.yes), ("no", .no), ("force", .force), ("workspace", .workspace)])
    func everyFocusWrapping(_ word: String, _ wrapping: FocusWrapping) throws {
        #expect(try settings("focus-wrapping \(word)").focusWrapping == wrapping)
    }

    @Test(arguments: [("auto", DefaultOrientation.auto), ("horizontal", .horizontal), ("vertical", .vertical)])
    func everyDefaultOrientation(_ word: String, _ orientation: DefaultOrientation) throws {
        #expect(try settings("default-orientation \(word)").defaultOrientation == orientation)
    }

    @Test(arguments: [("none", SplitSide?.none), ("primary", .primary), ("secondary", .secondary)])
    func everyPriority(_ word: String, _ side: SplitSide?) throws {
        #expect(try settings("split-priority \(word)").newSplit.constraints.priority == side)
    }

    static let modifierNames: [(String, KeyModifiers)] = [
        ("Mod4", .mod4), ("super", .mod4), ("ALT", .mod1), ("ctrl+shift", [.control, .shift]),
        ("Control+Mod2+Mod3+Mod5", [.control, .mod2, .mod3, .mod5]), ("Mod4+Super", .mod4),
    ]

    @Test(arguments: modifierNames)
    func dragModifierNamesAreCaseInsensitiveWithAliases(_ word: String, _ modifiers: KeyModifiers) throws {
        #expect(try settings("drag-modifier \(word)").dragModifier == modifiers)
    }

    @Test func gapsInnerIsTheSplitterThicknessUnderI3sName() throws {
        #expect(try settings("gaps-inner 10").newSplit.style.visibleThickness == 10)
        #expect(try settings("gaps-inner 10") == (try settings("splitter-thickness 10")))
    }

    @Test func theFractionIsKeptWithinTheMinimumsWhateverTheOrder() throws {
        #expect(try settings("split-fraction 0.05", "split-min-primary 0.2").newSplit.fraction == 0.2)
        #expect(try settings("split-fraction 0.9", "split-min-secondary 0.25").newSplit.fraction == 0.75)
        #expect(try settings("split-min-primary 0", "split-fraction 0.05").newSplit.fraction == 0.05)
        #expect(try settings("split-min-secondary 0", "split-fraction 0.95").newSplit.fraction == 0.95)
    }

    @Test func valuesMayComeFromVariablesAndBlanksDoNotMatter() throws {
        let parsed = try settings("set $w 3", "\tborder-width\t $w  ", "set $c #102030", "border-focused $c")
        #expect(parsed.border.width == 3)
        #expect(parsed.border.focusedColor == RGB(0x102030))
    }

    static let pixels = "a whole number of pixels"
    static let modifierList = "Shift, Control or Ctrl, Mod1 or Alt, Mod2, Mod3, Mod4 or Super, Mod5"

    /// i3's `fake-outputs` spec: each monitor's size and place, `P` marking the primary one.
    @Test func fakeOutputsTakeI3sSpec() throws {
        let parsed = try settings("fake-outputs 1024x768+0+0,800x600+1024+0P").fakeOutputs
        #expect(parsed == [FakeOutput(frame: Rect(x: 0, y: 0, width: 1024, height: 768)),
                           FakeOutput(frame: Rect(x: 1024, y: 0, width: 800, height: 600), primary: true)])
        #expect(try settings("fake-outputs none").fakeOutputs == [])
    }

    @Test func aBspwmrcIsNoneOrAPathThatMayHoldBlanks() throws {
        #expect(try settings("bspwmrc ~/.config/bspwm/bspwmrc").bspwmrc == "~/.config/bspwm/bspwmrc")
        #expect(try settings("bspwmrc /home/u/my rc").bspwmrc == "/home/u/my rc")
        #expect(try settings("bspwmrc none").bspwmrc == nil)
    }

    static let bad: [(String, String)] = [
        ("split-fraction 1.5", #"1:16: split-fraction: expected a fraction from 0.05 to 0.95, found "1.5""#),
        ("split-fraction", "1:15: split-fraction: expected a fraction from 0.05 to 0.95, found nothing"),
        // A new split would give one side no pixels: the new window could not be seen.
        ("split-fraction 0", #"1:16: split-fraction: expected a fraction from 0.05 to 0.95, found "0""#),
        ("split-fraction 1", #"1:16: split-fraction: expected a fraction from 0.05 to 0.95, found "1""#),
        ("split-fraction 0.01", #"1:16: split-fraction: expected a fraction from 0.05 to 0.95, found "0.01""#),
        ("split-min-primary 1", #"1:19: split-min-primary: expected a fraction from 0 to 0.95, found "1""#),
        ("split-min-secondary 0.99", #"1:21: split-min-secondary: expected a fraction from 0 to 0.95, found "0.99""#),
        ("split-fraction 0.5 0.6", #"1:20: split-fraction: expected end of line, found "0.6""#),
        ("split-fraction 0.5 # half", ##"1:20: split-fraction: expected end of line, found "#""##),
        ("split-min-primary -0.1", #"1:19: split-min-primary: expected a fraction from 0 to 0.95, found "-0.1""#),
        ("split-min-secondary 2", #"1:21: split-min-secondary: expected a fraction from 0 to 0.95, found "2""#),
        ("split-drag-to-hide-primary true", #"1:28: split-drag-to-hide-primary: expected yes or no, found "true""#),
        ("split-drag-to-hide-secondary", "1:29: split-drag-to-hide-secondary: expected yes or no, found nothing"),
        ("split-priority left", #"1:16: split-priority: expected none, primary or secondary, found "left""#),
        ("placement zigzag", #"1:11: placement: expected longer-side, longer-side-first, spiral, spiral-first, left, right, up, down or container, found "zigzag""#),
        ("collapse-below 100", "1:19: collapse-below: expected \(pixels) from 0 to 65535, found nothing"),
        ("collapse-below 100 -1", #"1:20: collapse-below: expected \#(pixels) from 0 to 65535, found "-1""#),
        ("collapse-below 100x100", #"1:16: collapse-below: expected \#(pixels) from 0 to 65535, found "100x100""#),
        ("splitter-thickness 101", #"1:20: splitter-thickness: expected \#(pixels) from 0 to 100, found "101""#),
        ("splitter-inset x", #"1:16: splitter-inset: expected \#(pixels) from 0 to 1000, found "x""#),
        ("splitter-hit 1000", #"1:14: splitter-hit: expected \#(pixels) from 0 to 100, found "1000""#),
        ("splitter-color red", #"1:16: splitter-color: expected a colour #rrggbb, found "red""#),
        ("splitter-color 81a1c1", #"1:16: splitter-color: expected a colour #rrggbb, found "81a1c1""#),
        ("splitter-color #81a1c", ##"1:16: splitter-color: expected a colour #rrggbb, found "#81a1c""##),
        ("splitter-color #gggggg", ##"1:16: splitter-color: expected a colour #rrggbb, found "#gggggg""##),
        ("splitter-hides-with-side maybe", #"1:26: splitter-hides-with-side: expected yes or no, found "maybe""#),
        ("border-width -1", #"1:14: border-width: expected \#(pixels) from 0 to 100, found "-1""#),
        ("border-focused #12345", ##"1:16: border-focused: expected a colour #rrggbb, found "#12345""##),
        ("border-unfocused", "1:17: border-unfocused: expected a colour #rrggbb, found nothing"),
        ("focus-follows-mouse Yes", #"1:21: focus-follows-mouse: expected yes or no, found "Yes""#),
        ("drag-mode fast", #"1:11: drag-mode: expected live or on-release, found "fast""#),
        ("drag-modifier Hyper", #"1:15: drag-modifier: expected modifiers joined by + (\#(modifierList)), found "Hyper""#),
        ("drag-modifier Mod4+", "1:20: drag-modifier: expected modifiers joined by + (\(modifierList)), found nothing"),
        ("drag-modifier Mod4+Lock", #"1:20: drag-modifier: expected modifiers joined by + (\#(modifierList)), found "Lock""#),
        ("double-click-ms 5001", #"1:17: double-click-ms: expected a whole number of milliseconds from 0 to 5000, found "5001""#),
        ("smallest-tile-to-split 1e3", #"1:24: smallest-tile-to-split: expected \#(pixels) from 0 to 65535, found "1e3""#),
        ("split-fractoin 0.5", #"1:1: unknown setting "split-fractoin"; did you mean "split-fraction"?"#),
        ("  border_width 2", #"1:3: unknown setting "border_width"; did you mean "border-width"?"#),
        ("Bind Mod4+x quit", #"1:1: unknown setting "Bind"; did you mean "bind"?"#),
        ("frobnicate yes", #"1:1: unknown setting "frobnicate" (a line starts with set, bind, mode, bar, exec, layout, rule, workspace or a setting name)"#),
        ("border-width 1\nborder-width 2", "2:1: border-width is already set on line 1"),
        ("gaps-inner 4\nsplitter-thickness 2", "2:1: splitter-thickness is already set on line 1 (as gaps-inner, the same setting)"),
        ("splitter-thickness 4\n\ngaps-inner 8", "3:1: gaps-inner is already set on line 1 (as splitter-thickness, the same setting)"),
        ("gaps-outer 1001", #"1:12: gaps-outer: expected \#(pixels) from 0 to 1000, found "1001""#),
        ("gaps-outer -4", #"1:12: gaps-outer: expected \#(pixels) from 0 to 1000, found "-4""#),
        ("smart-gaps on", #"1:12: smart-gaps: expected yes or no, found "on""#),
        ("bspwmrc bspwmrc", #"1:9: bspwmrc: expected none or a path, absolute (/…) or in the home directory (~/…), found "bspwmrc""#),
        ("fake-outputs 1024x768", #"1:14: fake-outputs: expected none or monitors as WxH+X+Y joined by commas (1024x768+0+0,1024x768+1024+0), found "1024x768""#),
        ("fake-outputs 1024x768+0+0,", #"1:14: fake-outputs: expected none or monitors as WxH+X+Y joined by commas (1024x768+0+0,1024x768+1024+0), found "1024x768+0+0,""#),
        ("fake-outputs 0x768+0+0", #"1:14: fake-outputs: expected none or monitors as WxH+X+Y joined by commas (1024x768+0+0,1024x768+1024+0), found "0x768+0+0""#),
        ("fake-outputs", "1:13: fake-outputs: expected none or monitors as WxH+X+Y joined by commas, found nothing"),
        ("set $w 300\nborder-width $w", #"2:14: border-width: expected \#(pixels) from 0 to 100, found "300""#),
    ]

    @Test(arguments: bad)
    func badSettingsSayWhatWasExpectedAndWhere(_ text: String, _ message: String) {
        #expect(configErrors(text) == [message])
    }
}
