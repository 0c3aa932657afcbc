// i3's `resize grow|shrink` and `resize set` on the focused window: a tile through its tree
// (SplitTree+Grow.swift, by way of Workspace+Arranging.swift), a floating window by its frame
// (FloatingSize.swift), within the floating size limits.
import SplitCommands
import SplitEngine
import XModel

extension WMState {
    /// Whether the focused window floats, so that `resize` changes its frame, not a tree.
    var focusedFloats: Bool {
        focused.flatMap { clients[$0] }.map { $0.kind == .floating && $0.workspace != nil } ?? false
    }

    /// `resize grow|shrink` or `resize set` on the focused floating window.
    mutating func resizeFocusedFloating(_ command: Command) {
        guard let window = focused, let client = clients[window] else { return }
        let frame = Rect(x: client.frame.x, y: client.frame.y, width: client.frame.width, height: client.frame.height)
        let limits = floatingLimits
        let sized: Rect
        switch command {
        case .grow(let target, let amount):
            // A floating window grows by pixels only, as in i3 (its `ppt` is for tiles).
            sized = frame.growing(target, by: amount.pixels, within: limits)
        case .resizeSet(let width, let height):
            let monitor = outputs.focused.frame
            func pixels(_ length: SetLength?, of whole: Int) -> Int? {
                switch length {
                case nil: nil
                case .pixels(let n): n
                case .points(let p): whole * p / 100
                }
            }
            // i3 4.22 sets the floating container's size, its border included (GET_TREE's `rect`),
            // so the window gets what is inside the border; the limits hold for the window.
            let borders = 2 * borderWidth(of: window)
            func inside(_ outer: Int?) -> Int? { outer.map { max($0 - borders, 1) } }
            sized = frame.sized(width: inside(pixels(width, of: monitor.width)), height: inside(pixels(height, of: monitor.height)),
                                within: limits)
        default:
            return
        }
        let hinted = client.facts.sizeLimits.applied(to: PixelRect(x: sized.x, y: sized.y, width: sized.width, height: sized.height))
        moveFloating(window, to: hinted)
    }

    /// The floating size limits the config sets (`floating-minimum-size`, `-maximum-size`); by
    /// default i3's: at least 75×50, at most all the monitors together.
    var floatingLimits: FloatingLimits {
        let frames = outputs.monitors.map(\.frame)
        let width = (frames.map(\.maxX).max() ?? 0) - (frames.map(\.x).min() ?? 0)
        let height = (frames.map(\.maxY).max() ?? 0) - (frames.map(\.y).min() ?? 0)
        let screen = Size(width: max(width, FloatingLimits.i3Minimum.width), height: max(height, FloatingLimits.i3Minimum.height))
        return FloatingLimits(minimum: settings.floatingMinimumSize, maximum: settings.floatingMaximumSize, screen: screen)
    }
}
