// `setting NAME VALUE`: one config setting changed at run time, for the settings whose change shows
// at once (the border, its colours, the share of new splits, where new windows split the focused
// one, focus following the mouse, smart gaps). `bspc config` sends these, so a bspwmrc's settings are the command language's too;
// the names and values are the config file's, so a line of the config reads the same here.
import SplitEngine
import SplitSyntax

public enum SettingChange: Hashable, Sendable, CustomStringConvertible {
    /// `border-width N`.
    case borderWidth(Int)
    /// `border-focused|border-unfocused|border-urgent #rrggbb`.
    case borderColor(BorderColorRole, RGB)
    /// `split-fraction F`: the primary side's share of each new split.
    case splitFraction(Double)
    /// `focus-follows-mouse yes|no`.
    case focusFollowsMouse(Bool)
    /// `smart-gaps yes|no`: no outer gap while a workspace shows one window.
    case smartGaps(Bool)
    /// `placement longer-side|longer-side-first|spiral|spiral-first|left|right|up|down`: how a new window splits
    /// the focused one (the config's `container` is not among them: it changes how windows
    /// close too, so it is the config's only).
    case placement(InsertPlacement)

    /// Which border colour: the config setting's name.
    public enum BorderColorRole: String, Hashable, Sendable, CaseIterable {
        case focused = "border-focused"
        case unfocused = "border-unfocused"
        case urgent = "border-urgent"
    }

    /// The border widths a setting allows (the config's `border-width` takes the same).
    package static let borderWidths = 0...100

    /// The setting's name, as the config file writes it.
    public var name: String {
        switch self {
        case .borderWidth: "border-width"
        case .borderColor(let role, _): role.rawValue
        case .splitFraction: "split-fraction"
        case .focusFollowsMouse: "focus-follows-mouse"
        case .smartGaps: "smart-gaps"
        case .placement: "placement"
        }
    }

    /// The value, as the config file writes it.
    public var value: String {
        switch self {
        case .borderWidth(let n): "\(n)"
        case .borderColor(_, let rgb): rgb.description
        case .splitFraction(let f): Numbers.text(f)
        case .focusFollowsMouse(let on), .smartGaps(let on): on ? "yes" : "no"
        case .placement(.longerSide): "longer-side"
        case .placement(.longerSideFirst): "longer-side-first"
        case .placement(.spiral): "spiral"
        case .placement(.spiralFirst): "spiral-first"
        case .placement(.toward(let direction)): direction.rawValue
        }
    }

    public var description: String { "\(name) \(value)" }
}

/// The names `setting` takes, in the order the reference lists them.
package enum SettingChangeName: String, CaseIterable, Sendable {
    case borderWidth = "border-width"
    case borderFocused = "border-focused"
    case borderUnfocused = "border-unfocused"
    case borderUrgent = "border-urgent"
    case splitFraction = "split-fraction"
    case focusFollowsMouse = "focus-follows-mouse"
    case smartGaps = "smart-gaps"
    case placement
}

extension Arguments {
    /// `setting`'s words: a setting's name, then its value, in the ranges the config allows.
    mutating func settingChange() throws(ParseFailure) -> SettingChange {
        let yesNo: KeyValuePairs<String, Bool> = ["yes": true, "no": false]
        switch try choice(SettingChangeName.self) {
        case .borderWidth: return .borderWidth(try whole(in: SettingChange.borderWidths, unit: "pixels"))
        case .borderFocused: return .borderColor(.focused, try color())
        case .borderUnfocused: return .borderColor(.unfocused, try color())
        case .borderUrgent: return .borderColor(.urgent, try color())
        case .splitFraction: return .splitFraction(try fraction(in: NewSide.shares))
        case .focusFollowsMouse: return .focusFollowsMouse(try choice(yesNo))
        case .smartGaps: return .smartGaps(try choice(yesNo))
        case .placement:
            return .placement(try choice(["longer-side": InsertPlacement.longerSide, "longer-side-first": .longerSideFirst,
                                          "spiral": .spiral, "spiral-first": .spiralFirst,
                                          "left": .toward(.left), "right": .toward(.right), "up": .toward(.up), "down": .toward(.down)]))
        }
    }
}
