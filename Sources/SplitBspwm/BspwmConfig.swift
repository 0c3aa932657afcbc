// `bspc config [-m MON|-d DESK|-n NODE] NAME [VALUE]`, a bspwmrc's settings: those splitwm has
// an equivalent for are read from its settings and set by its commands (`set`, `gaps`); the
// rest of bspwm's settings are accepted and remembered, so that a bspwmrc runs without errors
// and `config NAME` prints back what it set, but change nothing. A name bspwm does not know
// fails, as in bspwm.
import SplitCommands
import SplitEngine
import SplitState

enum BspwmConfig {
    /// A bspwm setting splitwm carries out: how its value reads from the state, and the
    /// commands a value becomes (or the failure's text, after `config NAME: `).
    struct Mapped {
        let get: @Sendable (WMState) -> String
        /// The commands for a value, given the settings it changes one part of.
        let set: @Sendable (String, WMState) -> Result<[Command], Refusal>

        init(get: @escaping @Sendable (WMState) -> String, set: @escaping @Sendable (String) -> Result<[Command], Refusal>) {
            self.get = get
            self.set = { value, _ in set(value) }
        }

        /// A setting that is one part of a splitwm setting: the value keeps the other part.
        init(get: @escaping @Sendable (WMState) -> String, keeping set: @escaping @Sendable (String, WMState) -> Result<[Command], Refusal>) {
            self.get = get
            self.set = set
        }
    }

    /// Why a value is refused, said after `config NAME: `.
    struct Refusal: Error { let text: String }

    static let mapped: [String: Mapped] = [
        "border_width": Mapped(get: { "\($0.settings.border.width)" }) { value in
            guard let n = UInt32(value).map(Int.init) else { return .failure(Refusal(text: "Invalid value: '\(value)'.")) }
            guard SettingChange.borderWidths.contains(n) else {
                return .failure(Refusal(text: "splitwm's borders are \(SettingChange.borderWidths.lowerBound) to \(SettingChange.borderWidths.upperBound) pixels: '\(value)'."))
            }
            return .success([.setting(.borderWidth(n))])
        },
        // bspwm's gap is around every window, the desktop's edges included: splitwm's inner
        // gap (between windows) and outer gap (around them) together.
        "window_gap": Mapped(get: { "\($0.settings.newSplit.style.visibleThickness)" }) { value in
            guard let n = Int32(value).map(Int.init) else { return .failure(Refusal(text: "Invalid value: '\(value)'.")) }
            guard (0...gapLimit).contains(n) else { return .failure(Refusal(text: "splitwm's gaps are 0 to \(gapLimit) pixels: '\(value)'.")) }
            return .success([.gaps(GapChange(.inner, .all, .set, n)), .gaps(GapChange(.outer, .all, .set, n))])
        },
        "split_ratio": Mapped(get: { ratio($0.settings.newSplit.fraction) }) { value in
            guard let r = Double(value), r > 0, r < 1 else { return .failure(Refusal(text: "Invalid value: '\(value)'.")) }
            guard NewSide.shares.contains(r) else {
                return .failure(Refusal(text: "splitwm gives each side of a split \(ratio(NewSide.shares.lowerBound)) to \(ratio(NewSide.shares.upperBound)): '\(value)'."))
            }
            return .success([.setting(.splitFraction(r))])
        },
        "focused_border_color": color(.focused, { $0.settings.border.focusedColor }),
        "normal_border_color": color(.unfocused, { $0.settings.border.unfocusedColor }),
        "focus_follows_pointer": onOff({ $0.settings.focusFollowsMouse }, SettingChange.focusFollowsMouse),
        // bspwm drops the gaps of a monocle desktop; splitwm's smart gaps drop the outer gap
        // while a workspace shows one window, zoomed (splitwm's monocle) or alone.
        "gapless_monocle": onOff({ $0.settings.gaps.smart }, SettingChange.smartGaps),
        // bspwm's scheme (`longest_side` or `spiral`) and its polarity (the side a new window
        // takes beside a lone one, or everywhere under `longest_side`) are together splitwm's
        // placement: `longer-side`, `spiral`, each with or without `-first`; setting one of
        // the two keeps the other. bspwm's `alternate` scheme has no counterpart.
        "automatic_scheme": Mapped(get: { spiral($0) ? "spiral" : "longest_side" }, keeping: { value, state in
            switch value {
            case "longest_side": .success([.setting(.placement(firstChild(state) ? .longerSideFirst : .longerSide))])
            case "spiral": .success([.setting(.placement(firstChild(state) ? .spiralFirst : .spiral))])
            case "alternate": .failure(Refusal(text: "splitwm has the schemes longest_side and spiral, not '\(value)'."))
            default: .failure(Refusal(text: "Invalid value: '\(value)'."))
            }
        }),
        "initial_polarity": Mapped(get: { firstChild($0) ? "first_child" : "second_child" }, keeping: { value, state in
            switch value {
            case "first_child": .success([.setting(.placement(spiral(state) ? .spiralFirst : .longerSideFirst))])
            case "second_child": .success([.setting(.placement(spiral(state) ? .spiral : .longerSide))])
            default: .failure(Refusal(text: "Invalid value: '\(value)'."))
            }
        }),
    ]

    /// The largest gap: splitwm's inner gap (the splitters' thickness) stops at 100.
    static let gapLimit = 100

    /// bspwm's other settings, with the value bspwm starts with: accepted, remembered, and
    /// without effect in splitwm (docs/bspwm.md says why for each).
    static let remembered: [String: String] = [
        "active_border_color": "#474645", "presel_feedback_color": "#f4d775",
        "top_padding": "0", "right_padding": "0", "bottom_padding": "0", "left_padding": "0",
        "top_monocle_padding": "0", "right_monocle_padding": "0", "bottom_monocle_padding": "0", "left_monocle_padding": "0",
        "external_rules_command": "", "status_prefix": "W",
        "honor_size_hints": "false", "mapping_events_count": "1",
        "directional_focus_tightness": "high", "ignore_ewmh_fullscreen": "none", "pointer_modifier": "mod4",
        "click_to_focus": "button1", "pointer_motion_interval": "17",
        "pointer_action1": "move", "pointer_action2": "resize_side", "pointer_action3": "resize_corner",
        "presel_feedback": "true", "borderless_monocle": "false", "single_monocle": "false",
        "borderless_singleton": "false", "swallow_first_click": "false", "pointer_follows_focus": "false",
        "pointer_follows_monitor": "false", "ignore_ewmh_focus": "false", "ignore_ewmh_struts": "false",
        "center_pseudo_tiled": "true", "removal_adjustment": "true", "remove_disabled_monitors": "false",
        "remove_unplugged_monitors": "false", "merge_overlapping_monitors": "false",
    ]

    /// Those of `remembered` that are true or false: a value is checked and written as bspwm writes it.
    static let rememberedFlags: Set<String> = Set(remembered.filter { $0.value == "true" || $0.value == "false" }.keys)

    /// The answer to `config …`; `values` are the remembered settings set so far.
    static func answer(_ arguments: [String], in view: BspwmView, values: [String: String]) -> BspwmAnswer {
        var rest = arguments[...]
        // A selector says where; splitwm's settings are the same everywhere, so it is checked
        // and then only matters for a change, which is refused for a setting splitwm carries out.
        var selector: String?
        while let option = rest.first, option.hasPrefix("-") {
            rest.removeFirst()
            guard ["-m", "--monitor", "-d", "--desktop", "-n", "--node"].contains(option) else {
                return .failure("config: Unknown option: '\(option)'.\n")
            }
            guard let target = rest.popFirst() else { return .failure("config \(option): Not enough arguments.\n") }
            do {
                switch option {
                case "-m", "--monitor": if try view.monitors(target).isEmpty { return .failure("") }
                case "-d", "--desktop": if try view.desktops(target).isEmpty { return .failure("") }
                default: if try view.windows(target).isEmpty { return .failure("") }
                }
            } catch { return .failure(error.message("config \(option)", target)) }
            selector = option
        }
        guard rest.count == 1 || rest.count == 2 else { return .failure("config: Was expecting 1 or 2 arguments, received \(rest.count).\n") }
        let name = rest[rest.startIndex]
        let value = rest.count == 2 ? rest[rest.startIndex + 1] : nil
        if let setting = mapped[name] {
            guard let value else { return .output(setting.get(view.state) + "\n") }
            if let selector {
                return .failure("config \(selector) \(name): splitwm's \(name) is one for every monitor and desktop; set it without \(selector).\n")
            }
            switch setting.set(value, view.state) {
            case .success(let commands): return .commands(commands)
            case .failure(let refusal): return .failure("config \(name): \(refusal.text)\n")
            }
        }
        guard let start = remembered[name] else { return .failure("config: Unknown setting: '\(name)'.\n") }
        guard let value else { return .output((values[name] ?? start) + "\n") }
        if rememberedFlags.contains(name) {
            guard let on = flag(value) else { return .failure("config \(name): Invalid value: '\(value)'.\n") }
            return .remember(name: name, value: on ? "true" : "false")
        }
        return .remember(name: name, value: value)
    }

    /// Whether new windows wind in (bspwm's `spiral` scheme).
    private static func spiral(_ state: WMState) -> Bool {
        state.settings.placement == .split(.spiral) || state.settings.placement == .split(.spiralFirst)
    }

    /// Whether a new window goes first (bspwm's `initial_polarity first_child`).
    private static func firstChild(_ state: WMState) -> Bool {
        state.settings.placement == .split(.longerSideFirst) || state.settings.placement == .split(.spiralFirst)
    }

    /// bspwm's booleans: `true` or `on`, `false` or `off`.
    static func flag(_ text: String) -> Bool? {
        switch text {
        case "true", "on": true
        case "false", "off": false
        default: nil
        }
    }

    /// A ratio as bspwm prints one (C's `%lf`: six decimals).
    static func ratio(_ value: Double) -> String {
        let millionths = Int((value * 1_000_000).rounded())
        let fraction = String(millionths % 1_000_000)
        return "\(millionths / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    private static func color(_ role: SettingChange.BorderColorRole, _ get: @escaping @Sendable (WMState) -> RGB) -> Mapped {
        Mapped(get: { get($0).description }) { value in
            // bspwm also takes X colour names; splitwm's colours are `#rrggbb` alone.
            guard value.hasPrefix("#"), let rgb = RGB(hex: value) else {
                return .failure(Refusal(text: "splitwm takes colours as #rrggbb: '\(value)'."))
            }
            return .success([.setting(.borderColor(role, rgb))])
        }
    }

    private static func onOff(_ get: @escaping @Sendable (WMState) -> Bool, _ change: @escaping @Sendable (Bool) -> SettingChange) -> Mapped {
        Mapped(get: { get($0) ? "true" : "false" }) { value in
            guard let on = flag(value) else { return .failure(Refusal(text: "Invalid value: '\(value)'.")) }
            return .success([.setting(change(on))])
        }
    }
}
