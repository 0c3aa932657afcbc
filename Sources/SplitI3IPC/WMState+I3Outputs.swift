// The output an i3 command names (`focus output X`, `move container to output X`), found as i3
// finds it (its commands.c and randr.c): a direction wraps around, `next` and `nonprimary`
// stand for every output (every one but the primary) in turn, `primary`, `current` or a name
// (any case) for one; of a list, the one after the focused output's place in it.
import SplitEngine
import SplitState

extension WMState {
    /// The name of the workspace shown on the output `words` name, or nil when none is.
    public func i3WorkspaceShown(onOutput words: [String]) -> String? {
        i3OutputIndex(words).map { workspaces[shownWorkspace(on: $0)].name }
    }

    func i3OutputIndex(_ words: [String]) -> Int? {
        let monitors = outputs.monitors
        let current = outputs.focusedIndex
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
            if first == nil { first = i3Output(named: name) }
            guard name.lowercased() == monitors[current].name.lowercased() else { continue }
            // The current output is in the list: the next one there that exists, else the first.
            for later in names[(place + 1)...] {
                if let found = i3Output(named: later) { return found }
            }
            break
        }
        return first
    }

    /// One word of the list: a direction (wrapping to the farthest output the other way), `current`,
    /// `primary`, `nonprimary` or an output's name in any case.
    private func i3Output(named word: String) -> Int? {
        let current = outputs.focusedIndex
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
