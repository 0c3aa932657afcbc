// Where one i3 command ends when the next follows after a blank alone, as in Manjaro's
// `for_window [class="Lxappearance"] floating enable sticky enable border normal`: i3's command
// parser goes back to its first state after each complete command and reads on, so a list
// needs no `,` between commands. The words each command takes are i3's (parser-specs/commands.spec).

enum I3CommandWords {
    /// `words` (one command's as the scanner read them, up to a `,` or `;`) as the commands
    /// i3 reads in them, each with the words it takes; a command whose form is not known here
    /// takes every word left, as before.
    static func commands(in words: [String]) -> [[String]] {
        var rest = words[...]
        var commands: [[String]] = []
        while let head = rest.first {
            let count = max(1, min(rest.count, wordsTaken(by: head, in: Array(rest.dropFirst()))))
            commands.append(Array(rest.prefix(count)))
            rest = rest.dropFirst(count)
        }
        return commands
    }

    /// How many words the command `head` takes, itself included, when `arguments` follow it;
    /// `Int.max` for the rest of the list.
    private static func wordsTaken(by head: String, in arguments: [String]) -> Int {
        let switches: Set<String> = ["enable", "disable", "toggle"]
        func count(_ taken: Int) -> Int { taken == .max ? .max : 1 + taken }
        switch head {
        case "floating", "sticky":
            return count(arguments.first.map(switches.contains) == true ? 1 : 0)
        case "fullscreen":
            // fullscreen [enable|disable|toggle] [global]
            var taken = arguments.first.map(switches.contains) == true ? 1 : 0
            if arguments.dropFirst(taken).first == "global" { taken += 1 }
            return count(taken)
        case "border":
            // border normal|pixel [N]|none|toggle|1pixel
            guard let style = arguments.first, ["normal", "pixel", "none", "toggle", "1pixel"].contains(style) else { return count(0) }
            return count(arguments.dropFirst().first.map(isNumber) == true ? 2 : 1)
        case "split", "focus":
            let known: Set<String> = head == "split" ? ["h", "v", "t", "horizontal", "vertical", "toggle"]
                : ["left", "right", "up", "down", "parent", "child", "tiling", "floating", "mode_toggle", "next", "prev", "output", "workspace"]
            // `focus output` takes a string, a list of outputs, to the `,` or `;`.
            return arguments.first == "output" ? .max : count(arguments.first.map(known.contains) == true ? 1 : 0)
        case "layout":
            // layout NAME, or layout toggle [split|all|NAME…]
            let names: Set<String> = ["default", "tabbed", "stacking", "stacked", "splith", "splitv", "split", "all"]
            guard let first = arguments.first else { return count(0) }
            if first == "toggle" { return count(1 + arguments.dropFirst().prefix { names.contains($0) }.count) }
            return count(names.contains(first) ? 1 : 0)
        case "kill":
            return count(arguments.first == "window" || arguments.first == "client" ? 1 : 0)
        case "mark":
            let options = arguments.prefix { $0.hasPrefix("--") }.count
            return count(min(arguments.count, options + 1))
        case "move":
            return count(moveWords(arguments))
        case "resize":
            // resize grow|shrink WHAT [N [px]] [or M [ppt]], resize set [width] W [px] [height] H [px]
            let units: Set<String> = ["px", "ppt", "or", "width", "height", "left", "right", "up", "down", "set", "grow", "shrink"]
            // i3 reads `10ppt` as `10 ppt`, as it reads `10px`.
            return count(arguments.prefix { units.contains($0) || isNumber($0) || $0.hasSuffix("ppt") && isNumber(String($0.dropLast(3))) }.count)
        default:
            return .max
        }
    }

    /// The words `move` takes: a direction with its pixels, a position, the scratchpad or an
    /// output; to a workspace, all of them.
    private static func moveWords(_ arguments: [String]) -> Int {
        var taken = 0
        func at(_ i: Int) -> String? { i < arguments.count ? arguments[i] : nil }
        if ["container", "window", "workspace"].contains(at(taken)), at(taken + 1) != nil,
           at(taken) != "workspace" || at(taken + 1) == "to" {
            taken += 1
        }
        if at(taken) == "to" { taken += 1 }
        if at(taken) == "absolute" { taken += 1 }
        // i3 reads `10ppt` as `10 ppt`, as it reads `10px`.
        func isLength(_ word: String) -> Bool { isNumber(word) || word.hasSuffix("ppt") && isNumber(String(word.dropLast(3))) }
        switch at(taken) {
        case "left", "right", "up", "down":
            taken += 1
            if at(taken).map(isLength) == true { taken += 1 }
            if at(taken) == "px" || at(taken) == "ppt" { taken += 1 }
        case "position":
            taken += 1
            if ["center", "mouse", "cursor", "pointer"].contains(at(taken)) { return taken + 1 }
            for _ in 0..<2 where at(taken).map(isLength) == true {
                taken += 1
                if at(taken) == "px" || at(taken) == "ppt" { taken += 1 }
            }
        case "scratchpad":
            taken += 1
        case "output":
            // The outputs are a string to the `,` or `;`: a list (`move to output fake-1 fake-2`).
            return .max
        default:
            // A workspace's name is a string to the `,` or `;` (`move to workspace 7 <icon> code`).
            return .max
        }
        return taken
    }

    private static func isNumber(_ word: String) -> Bool {
        let digits = word.hasSuffix("px") ? word.dropLast(2) : word[...]
        return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) || $0 == "-" }
    }
}
