// bspc's words run on a state as splitwm runs them, for the pure bspwm tests: the reply's text,
// or a failure's with "!" first.
import SplitBspwm
import SplitState

@discardableResult
func bspc(_ words: String..., on state: inout WMState) -> String {
    switch BspwmMessage.answer(words, in: BspwmView(of: state)) {
    case .output(let text): return text
    case .failure(let text): return "!" + text
    case .subscribe: return "!subscribed"
    case .remember: return ""
    case .commands(let commands): return state.handle(commands: commands).failure.map { "!" + $0 } ?? ""
    }
}
