// `bspc node -z HANDLE DX DY`, `node -v DX DY` and `node -r ±DELTA`: the chords of bspwm's
// example sxhkdrc that resize and move, as splitwm's i3 resize and move commands. A handle
// moved outward is i3's `resize grow EDGE`, inward `resize shrink EDGE` (a tile's splitter
// moves, a floating window's edge), so one command acts on both; a floating window moves by
// `move DIRECTION N px`; a relative ratio is a `fraction` read off the split as it is now.
import SplitCommands
import SplitEngine
import SplitState
import XModel

enum BspwmResize {
    /// bspwm's handles: the edges each moves, horizontal first.
    static let handles: [String: (x: Direction?, y: Direction?)] = [
        "left": (.left, nil), "right": (.right, nil), "top": (nil, .up), "bottom": (nil, .down),
        "top_left": (.left, .up), "top_right": (.right, .up), "bottom_left": (.left, .down), "bottom_right": (.right, .down),
    ]

    /// `-z HANDLE DX DY`: each edge the handle moves, grown when it goes outward, shrunk when
    /// inward; a zero leaves that edge.
    static func resize(_ handle: String, _ dx: String, _ dy: String, word: String) -> Result<[Command], Refusal> {
        guard let edges = handles[handle] else { return .failure(Refusal(text: "node \(word): Invalid resize handle argument: '\(handle)'.\n")) }
        guard let (x, y) = offsets(dx, dy, word: word) else { return .failure(Refusal(text: invalidOffset(dx, dy, word: word))) }
        var commands: [Command] = []
        for (edge, delta) in [(edges.x, x), (edges.y, y)] {
            guard let edge, delta != 0 else { continue }
            // Outward is toward the edge's own side: left and up by a negative delta.
            let outward = (edge == .left || edge == .up) ? delta < 0 : delta > 0
            let amount = GrowAmount(pixels: abs(delta))
            commands.append(.grow(.edge(edge), outward ? amount : amount.negated))
        }
        return .success(commands)
    }

    /// `-v DX DY` on a floating window: a move right or left, then down or up.
    static func move(_ dx: String, _ dy: String, word: String, client: Client?) -> Result<[Command], Refusal> {
        guard let (x, y) = offsets(dx, dy, word: word) else { return .failure(Refusal(text: invalidOffset(dx, dy, word: word))) }
        guard let client else { return .failure(Refusal(text: "")) }
        guard client.kind == .floating, !client.fullscreen else {
            return .failure(Refusal(text: "node \(word): splitwm moves a floating window by pixels; a tile moves with -s or -n.\n"))
        }
        var commands: [Command] = []
        if x != 0 { commands.append(.moveBy(x < 0 ? .left : .right, .pixels(abs(x)))) }
        if y != 0 { commands.append(.moveBy(y < 0 ? .up : .down, .pixels(abs(y)))) }
        return .success(commands)
    }

    /// `-r +D|-D`: the split holding `window` given its fraction plus D (|D| < 1), or plus D
    /// pixels of its length; bspwm fails silently when the ratio would leave (0, 1).
    static func relativeRatio(_ argument: String, word: String, window: WindowID?, in state: WMState) -> Result<[Command], Refusal> {
        guard let delta = Double(argument) else { return .failure(Refusal(text: "node \(word): Invalid argument: '\(argument)'.\n")) }
        guard let window, let workspace = state.clients.workspace(of: window),
              let tree = state.workspaces.first(where: { $0.id == workspace })?.tree,
              let area = state.workspaces.first(where: { $0.id == workspace })?.site.area,
              let path = tree.pathTo(window), !path.isEmpty else { return .failure(Refusal(text: "")) }
        let parent = Array(path.dropLast())
        guard let split = tree.split(at: parent) else { return .failure(Refusal(text: "")) }
        var ratio = split.fraction
        if abs(delta) < 1 {
            ratio += delta
        } else {
            guard let index = tree.splitIndex(at: parent), let rect = tree.rect(ofSplit: index, in: area) else { return .failure(Refusal(text: "")) }
            let length = Double(split.layout == .horizontal ? rect.width : rect.height)
            guard length > 0 else { return .failure(Refusal(text: "")) }
            ratio = (length * ratio + delta) / length
        }
        guard ratio > 0, ratio < 1 else { return .failure(Refusal(text: "")) }
        return .success([.fraction((ratio * 1_000_000).rounded() / 1_000_000)])
    }

    /// DX and DY as whole pixels.
    private static func offsets(_ dx: String, _ dy: String, word: String) -> (Int, Int)? {
        guard let x = Int(dx), let y = Int(dy) else { return nil }
        return (x, y)
    }

    /// bspwm's text for the first offset that is no whole number.
    private static func invalidOffset(_ dx: String, _ dy: String, word: String) -> String {
        Int(dx) == nil ? "node \(word): Invalid dx argument: '\(dx)'.\n" : "node \(word): Invalid dy argument: '\(dy)'.\n"
    }

    struct Refusal: Error { let text: String }
}
