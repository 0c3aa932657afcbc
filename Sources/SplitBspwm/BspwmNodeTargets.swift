// The node a bspwm node selector names (a window, or a split with everything under it, which a
// path like `@/2` reaches), and the node commands aimed at a split: `-k` and `-c` each window
// under it, `-d` and `-s` the whole subtree (splitwm's `node` command), `-f` and `-a` the
// window focused last under it, then the focus up to the split (`focus parent`).
import SplitCommands
import SplitEngine
import SplitState
import XModel

/// A node bspwm's `node` commands act on.
enum BspwmNode: Equatable {
    case window(WindowID)
    /// A split: its name for splitwm's `node` command, and its windows in tree order.
    case split(NodeName, windows: [WindowID])

    /// Its name for splitwm's `node` command.
    var name: NodeName {
        switch self {
        case .window(let window): NodeName(window: window.rawValue)
        case .split(let name, _): name
        }
    }
}

extension BspwmView {
    /// The node `text` selects: a path that ends on a split, or a split's id, is that split,
    /// anything else a window (`windows(_:)`).
    func node(_ text: String) throws(BspwmSelectorFailure) -> BspwmNode {
        if let branch = try namedSplit(text) {
            let key = branch.key
            return .split(NodeName(window: key.primary.rawValue, secondWindow: key.secondary.rawValue),
                          windows: SplitNode.branch(branch).leaves)
        }
        guard let window = try windows(text).first else { throw .notFound }
        return .window(window)
    }
}

extension BspwmNodeCommands {
    /// The commands for `word` (with its arguments taken from `rest`) aimed at the split
    /// `windows` under `name`, or a failure's text.
    static func onSplit(_ name: NodeName, windows: [WindowID], _ word: String, _ rest: inout ArraySlice<String>,
                        in view: BspwmView) -> Result<[Command], BspwmCommandFailure> {
        switch word {
        case "-k", "--kill", "-c", "--close":
            let kills = word == "-k" || word == "--kill"
            return .success(windows.flatMap { onWindow($0, kills ? "kill" : "close") })
        case "-d", "--to-desktop":
            guard let selector = rest.popFirst() else { return .failure(.init("node \(word): Not enough arguments.\n")) }
            let follow = rest.first == "--follow"
            if follow { rest.removeFirst() }
            guard let desktop = BspwmDesktopCommands.workspaceName(selector, in: view) else {
                return .failure(.init(BspwmDesktopCommands.failure("node \(word)", selector, in: view)))
            }
            let send = Command.node(name, .moveToWorkspace(.named(desktop)))
            return .success(follow ? [send, .workspace(.named(desktop))] : [send])
        case "-s", "--swap":
            return swap(.split(name, windows: windows), word, &rest, in: view)
        case "-f", "--focus", "-a", "--activate":
            let recency = windows.first.flatMap { view.desktop(holding: $0) }.map { view.state.workspaces[view.desktops[$0].workspace].recency } ?? []
            guard let last = recency.first(where: windows.contains) ?? windows.first else { return .failure(.init("")) }
            return .success(activating(last, word, in: view, upTo: Set(windows)))
        default:
            return .failure(.init("node \(word): splitwm does this to a window, not a split (\(name)).\n"))
        }
    }

    /// `-s NODE` for `node`: the two trade places (a direction is the focused window's
    /// neighbour, `swap DIRECTION`, handled before this).
    static func swap(_ node: BspwmNode, _ word: String, _ rest: inout ArraySlice<String>,
                     in view: BspwmView) -> Result<[Command], BspwmCommandFailure> {
        guard let selector = rest.popFirst() else { return .failure(.init("node \(word): Not enough arguments.\n")) }
        if BspwmView.directions[selector] != nil {
            return .failure(.init("node \(word): splitwm swaps a split with a node it names, not with '\(selector)'.\n"))
        }
        do {
            let other = try view.node(selector)
            return .success([.node(node.name, .swap(with: other.name))])
        } catch { return .failure(.init(error.message("node \(word)", selector))) }
    }

    /// `-f` focuses `window`; `-a` (activate) makes it its desktop's focused window and, on a
    /// desktop other than the focused one, brings the focus back where it was (bspwm's
    /// activation focuses no desktop).
    /// With `split` (the windows of a split around `window`), the focus then goes up to that
    /// split as `focus parent` does, where the split is one of the containers around the window
    /// (one of a chain of splits of one layout is not: the window keeps the focus).
    /// Coming back, a focus that rested on a split here rests on it again (focusing a window
    /// elsewhere ended it).
    static func activating(_ window: WindowID, _ word: String, in view: BspwmView, upTo split: Set<WindowID>? = nil) -> [Command] {
        let focus = onWindow(window, "focus") + (split.map { up(from: window, to: $0, in: view) } ?? [])
        guard word == "-a" || word == "--activate", let here = view.focusedDesktop,
              view.desktop(holding: window) != here else { return focus }
        let selection = view.state.workspaces[view.desktops[here].workspace].selection
        let back = selection.flatMap { $0.window == view.focusedWindow ? up(from: $0.window, to: $0.windows, in: view) : nil } ?? []
        return focus + [.workspace(.named(view.desktops[here].name))] + back
    }

    /// `focus parent` as many times as it takes from `window` to the container of the windows
    /// `split` around it, or none where no container around it has just those windows.
    private static func up(from window: WindowID, to split: Set<WindowID>, in view: BspwmView) -> [Command] {
        guard let desktop = view.desktop(holding: window) else { return [] }
        let tree = view.state.workspaces[view.desktops[desktop].workspace].tree
        guard let level = tree.containers(of: window).firstIndex(where: { Set(tree.leaves(at: $0)) == split }) else { return [] }
        return Array(repeating: Command.focusContainer(.parent), count: level + 1)
    }
}

/// A node command's failure: the text bspc prints.
struct BspwmCommandFailure: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
