// `setting NAME VALUE`: a setting changed at run time. The picture reads these settings afresh at
// every render, so a border's width or colour shows at the end of the event; a new split's
// share, focus following the mouse and smart gaps (refitted after every event) take effect
// from the next event that uses them. A reload gives back the config's values.
import SplitCommands
import SplitConfig

extension WMState {
    mutating func changeSetting(_ change: SettingChange) {
        switch change {
        case .borderWidth(let pixels): settings.border.width = pixels
        case .borderColor(.focused, let rgb): settings.border.focusedColor = rgb
        case .borderColor(.unfocused, let rgb): settings.border.unfocusedColor = rgb
        case .borderColor(.urgent, let rgb): settings.border.urgentColor = rgb
        case .splitFraction(let fraction): settings.newSplit.fraction = settings.newSplit.constraints.clamp(fraction)   // as the config does
        case .focusFollowsMouse(let on): settings.focusFollowsMouse = on
        case .smartGaps(let on): settings.gaps.smart = on
        case .placement(let placement): settings.placement = .split(placement)
        }
    }
}
