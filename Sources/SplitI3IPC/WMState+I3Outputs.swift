// The output an i3 command names (`focus output X`, `move container to output X`), found as i3
// finds it (its commands.c and randr.c): a direction wraps around, `next` and `nonprimary`
// stand for every output (every one but the primary) in turn, `primary`, `current` or a name
// (any case) for one; of a list, the one after the focused output's place in it. Before criteria
// (`[class=x] move to output right`), each window's own output takes the focused one's part.
import SplitEngine
import SplitState
import XModel

extension WMState {
    /// The name of the workspace shown on the output `words` name, seen from the focused output
    /// or from `window`'s, or nil when none is.
    public func i3WorkspaceShown(onOutput words: [String], from window: WindowID? = nil) -> String? {
        let current = window.flatMap(i3OutputIndex(ofWindow:)) ?? outputs.focusedIndex
        return i3OutputIndex(words, from: current).map { workspaces[shownWorkspace(on: $0)].name }
    }

    /// The output `window`'s workspace is on, nil when it is on none (a dock, the scratchpad).
    func i3OutputIndex(ofWindow window: WindowID) -> Int? {
        guard let id = clients[window]?.workspace, let index = workspaces.index(of: id) else { return nil }
        return i3MonitorIndex(ofWorkspace: index)
    }

    func i3OutputIndex(_ words: [String], from current: Int) -> Int? {
        let monitors = outputs.monitors
        // `next` and `nonprimary` are wildcards: every output (not primary), in i3's order.
        let names = words.flatMap { word -> [String] in
            switch word.lowercased() {
            case "next": monitors.map(\.name)
            case "nonprimary": monitors.filter { !$0.primary }.map(\.name)
            default: [word]
            }
        }
        var first: Int?
        for (place, name) in names.enumerated() {
            if first == nil { first = i3Output(named: name, from: current) }
            guard name.lowercased() == monitors[current].name.lowercased() else { continue }
            // The current output is in the list: the next one there that exists, else the first.
            for later in names[(place + 1)...] {
                if let found = i3Output(named: later, from: current) { return found }
            }
            break
        }
        return first
    }

    /// One word of the list: a direction (wrapping to the farthest output the other way), `current`,
    /// `primary`, `nonprimary` or an output's name in any case.
    private func i3Output(named word: String, from current: Int) -> Int? {
        if let direction = Direction(rawValue: word.lowercased()) {
            if let next = outputs.index(toward: direction, from: current) { return next }
            var farthest = current
            while let further = outputs.index(toward: direction.opposite, from: farthest) { farthest = further }
            return farthest
        }
        switch word.lowercased() {
        case "current": return current
        case "primary": return outputs.monitors.firstIndex { $0.primary }
        case "nonprimary": return outputs.monitors.firstIndex { !$0.primary }
        case let name: return outputs.monitors.firstIndex { $0.name.lowercased() == name }
        }
    }
}
