// `bspc config` run through the state as splitwm runs it: each setting splitwm carries out set
// and read back as bspwm prints it, the state's settings changed by the commands it became; the
// settings without effect remembered and printed back; wrong names, values and selectors
// refused with a text naming them.
import SplitBspwm
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct BspwmConfigTests {
    /// A state with two windows, and the values `config` remembered, as the socket keeps them.
    struct ConfigSession {
        var state: WMState
        var remembered: [String: String] = [:]

        init() {
            state = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: 1200, height: 800))
            for id in UInt32(1)...2 { _ = state.handle(.manage(client(id), mapped: true)) }
        }

        /// bspc's words: the reply's text, or a failure's ("!" first).
        @discardableResult
        mutating func bspc(_ words: String...) -> String { bspc(words) }

        mutating func bspc(_ words: [String]) -> String {
            switch BspwmMessage.answer(["config"] + words, in: BspwmView(of: state), remembered: remembered) {
            case .output(let text): return text
            case .failure(let text): return "!" + text
            case .subscribe: return "!subscribed"
            case .remember(let name, let value):
                remembered[name] = value
                return ""
            case .commands(let commands):
                return state.handle(commands: commands).failure.map { "!" + $0 } ?? ""
            }
        }
    }

    /// Each setting splitwm carries out: a value bspwm takes, what `config NAME` prints after it,
    /// and the setting of splitwm's it changed.
    static let carriedOut: [(name: String, value: String, printed: String, effect: @Sendable (Settings) -> String)] = [
        ("border_width", "2", "2\n", { "\($0.border.width)" }),
        ("border_width", "0", "0\n", { "\($0.border.width)" }),
        ("window_gap", "12", "12\n", { "\($0.newSplit.style.visibleThickness) \($0.gaps.outer)" }),
        ("split_ratio", "0.52", "0.520000\n", { "\($0.newSplit.fraction)" }),
        ("split_ratio", ".3", "0.300000\n", { "\($0.newSplit.fraction)" }),
        ("focused_border_color", "#FF0000", "#ff0000\n", { $0.border.focusedColor.description }),
        ("normal_border_color", "#1d1f21", "#1d1f21\n", { $0.border.unfocusedColor.description }),
        ("focus_follows_pointer", "true", "true\n", { "\($0.focusFollowsMouse)" }),
        ("focus_follows_pointer", "off", "false\n", { "\($0.focusFollowsMouse)" }),
        ("gapless_monocle", "on", "true\n", { "\($0.gaps.smart)" }),
        ("initial_polarity", "first_child", "first_child\n", { "\($0.placement)" }),
        ("initial_polarity", "second_child", "second_child\n", { "\($0.placement)" }),
        ("automatic_scheme", "spiral", "spiral\n", { "\($0.placement)" }),
        ("automatic_scheme", "longest_side", "longest_side\n", { "\($0.placement)" }),
    ]

    static let effects = [
        "2", "0", "12 12", "0.52", "0.3", "#ff0000", "#1d1f21", "true", "false", "true", "split(SplitEngine.InsertPlacement.longerSideFirst)",
        "split(SplitEngine.InsertPlacement.longerSide)", "split(SplitEngine.InsertPlacement.spiral)",
        "split(SplitEngine.InsertPlacement.longerSide)",
    ]

    /// bspwm's scheme and polarity are two settings, splitwm's placement one: each keeps the other.
    @Test func theSchemeAndThePolarityKeepEachOther() {
        var session = ConfigSession()
        let steps: [(name: String, value: String, placement: InsertPlacement)] = [
            ("automatic_scheme", "spiral", .spiral), ("initial_polarity", "first_child", .spiralFirst),
            ("automatic_scheme", "longest_side", .longerSideFirst), ("automatic_scheme", "spiral", .spiralFirst),
            ("initial_polarity", "second_child", .spiral), ("automatic_scheme", "longest_side", .longerSide),
        ]
        for step in steps {
            #expect(session.bspc(step.name, step.value) == "")
            #expect(session.state.settings.placement == .split(step.placement), "after \(step.name) \(step.value)")
        }
        #expect(session.bspc("initial_polarity") == "second_child\n")
    }

    @Test(arguments: zip(carriedOut.indices, effects))
    func aSettingSplitwmHasIsSetAndReadBackAsBspwmPrintsIt(_ index: Int, _ effect: String) {
        let setting = Self.carriedOut[index]
        var session = ConfigSession()
        #expect(session.bspc(setting.name, setting.value) == "")
        #expect(session.bspc(setting.name) == setting.printed)
        #expect(setting.effect(session.state.settings) == effect)
    }

    @Test func withNothingSetConfigPrintsSplitwmsOwnValues() {
        var session = ConfigSession()
        let settings = session.state.settings
        #expect(session.bspc("border_width") == "\(settings.border.width)\n")
        #expect(session.bspc("window_gap") == "\(settings.newSplit.style.visibleThickness)\n")
        #expect(session.bspc("focused_border_color") == "\(settings.border.focusedColor)\n")
        #expect(session.bspc("focus_follows_pointer") == (settings.focusFollowsMouse ? "true\n" : "false\n"))
    }

    @Test func theSettingsBecomeSplitwmsCommands() {
        let view = BspwmView(of: ConfigSession().state)
        #expect(BspwmMessage.answer(["config", "border_width", "3"], in: view) == .commands([.setting(.borderWidth(3))]))
        #expect(BspwmMessage.answer(["config", "window_gap", "7"], in: view)
            == .commands([.gaps(GapChange(.inner, .all, .set, 7)), .gaps(GapChange(.outer, .all, .set, 7))]))
        #expect(BspwmMessage.answer(["config", "focused_border_color", "#102030"], in: view)
            == .commands([.setting(.borderColor(.focused, RGB(0x102030)))]))
    }

    @Test func theBorderAndTheGapShowInThePicture() {
        var session = ConfigSession()
        session.bspc("border_width", "5")
        session.bspc("window_gap", "10")
        let picture = Picture.current(of: &session.state)
        let placements = session.state.focusedWorkspace.tree.leaves.compactMap { picture.windows[$0]?.placement }
        #expect(placements.count == 2 && placements.allSatisfy { $0.border == 5 })
        // Each frame (the client and its border; X places a window by its border's corner) ten
        // pixels from the screen's edges and ten from its neighbour's, side by side or one above
        // the other.
        let frames = placements.map { PixelRect(x: $0.rect.x, y: $0.rect.y, width: $0.rect.width + 10, height: $0.rect.height + 10) }
            .sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard frames.count == 2 else { return }
        #expect(frames[0].x == 10 && frames[0].y == 10)
        let between = frames[1].x > frames[0].x ? frames[1].x - (frames[0].x + frames[0].width) : frames[1].y - (frames[0].y + frames[0].height)
        #expect(between == 10)
        #expect(frames[1].x + frames[1].width == 1200 - 10 && frames[1].y + frames[1].height == 800 - 10)
    }

    @Test func settingsWithoutEffectAreRememberedAndPrintedBack() {
        var session = ConfigSession()
        #expect(session.bspc("borderless_monocle") == "false\n")   // bspwm's own start value
        #expect(session.bspc("borderless_monocle", "on") == "")
        #expect(session.bspc("borderless_monocle") == "true\n")
        #expect(session.bspc("top_padding", "24") == "")
        #expect(session.bspc("top_padding") == "24\n")
        #expect(session.bspc("-m", "focused", "top_padding", "30") == "")
        #expect(session.bspc("top_padding") == "30\n")
        #expect(session.bspc("pointer_follows_focus", "maybe") == "!config pointer_follows_focus: Invalid value: 'maybe'.\n")
        #expect(session.remembered == ["borderless_monocle": "true", "top_padding": "30"])
        #expect(session.state.settings == ConfigSession().state.settings)
    }

    @Test(arguments: [
        (["frob", "1"], "config: Unknown setting: 'frob'.\n"),
        (["frob"], "config: Unknown setting: 'frob'.\n"),
        ([], "config: Was expecting 1 or 2 arguments, received 0.\n"),
        (["border_width", "1", "2"], "config: Was expecting 1 or 2 arguments, received 3.\n"),
        (["border_width", "-1"], "config border_width: Invalid value: '-1'.\n"),
        (["border_width", "500"], "config border_width: splitwm's borders are 0 to 100 pixels: '500'.\n"),
        (["window_gap", "-4"], "config window_gap: splitwm's gaps are 0 to 100 pixels: '-4'.\n"),
        (["window_gap", "wide"], "config window_gap: Invalid value: 'wide'.\n"),
        (["split_ratio", "1"], "config split_ratio: Invalid value: '1'.\n"),
        (["split_ratio", "0.99"], "config split_ratio: splitwm gives each side of a split 0.050000 to 0.950000: '0.99'.\n"),
        (["focused_border_color", "red"], "config focused_border_color: splitwm takes colours as #rrggbb: 'red'.\n"),
        (["focus_follows_pointer", "yes"], "config focus_follows_pointer: Invalid value: 'yes'.\n"),
        (["initial_polarity", "first"], "config initial_polarity: Invalid value: 'first'.\n"),
        (["automatic_scheme", "alternate"], "config automatic_scheme: splitwm has the schemes longest_side and spiral, not 'alternate'.\n"),
        (["automatic_scheme", "spirals"], "config automatic_scheme: Invalid value: 'spirals'.\n"),
        (["-d", "focused", "window_gap", "4"], "config -d window_gap: splitwm's window_gap is one for every monitor and desktop; set it without -d.\n"),
        (["-x", "window_gap"], "config: Unknown option: '-x'.\n"),
        (["-d"], "config -d: Not enough arguments.\n"),
    ])
    func wrongWordsAreRefusedByName(_ words: [String], _ text: String) {
        var session = ConfigSession()
        let before = session.state.settings
        #expect(BspwmMessage.answer(["config"] + words, in: BspwmView(of: session.state)) == .failure(text))
        #expect(session.bspc(words) == "!" + text)
        #expect(session.state.settings == before)
    }

    @Test func aSelectorReadsTheOneValueSplitwmHas() {
        var session = ConfigSession()
        session.bspc("border_width", "4")
        #expect(session.bspc("-d", "focused", "border_width") == "4\n")
        #expect(session.bspc("-m", "focused", "border_width") == "4\n")
        #expect(session.bspc("-n", "focused", "border_width") == "4\n")
        #expect(session.bspc("-d", "^9", "border_width") == "!")
    }
}
