// `bspc rule -a|-r|-l`: bspwm's rules as splitwm's `rule` command, so a rule a bspwmrc adds
// is a config rule line (one rule type, one matcher), and listed back in bspwm's form. A
// bspwm rule matches the class, instance and title exactly (`*` any): exact globs here. Its
// consequences become rule actions; those that are splitwm's behaviour already are accepted
// and dropped, and those splitwm has no action for refuse the rule with a text naming them.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitSyntax

enum BspwmRules {
    static func answer(_ arguments: [String], in view: BspwmView) -> BspwmAnswer {
        if arguments.isEmpty { return .failure("rule: Missing commands.\n") }
        var rest = arguments[...]
        var commands: [Command] = []
        var listing = ""
        // Removals count among the rules as they are before the message, as they would after
        // each step: the positions are taken from the last rule back.
        var added = view.state.rulesAddedByCommand
        while let word = rest.popFirst() {
            switch word {
            case "-a", "--add":
                guard rest.count >= 2 else { return .failure("rule \(word): Not enough arguments.\n") }
                let cause = rest.removeFirst()
                var oneShot = false
                var consequences: [String] = []
                while let next = rest.popFirst() {
                    if next == "-o" || next == "--one-shot" { oneShot = true } else { consequences.append(next) }
                }
                switch ruleText(cause: cause, consequences: consequences, in: view) {
                case .success(let text): commands.append(.rule(.add(text, oneShot: oneShot)))
                case .failure(let refusal): return .failure("rule \(word): \(refusal.text)\n")
                }
            case "-r", "--remove":
                guard !rest.isEmpty else { return .failure("rule \(word): Not enough arguments.\n") }
                while let selector = rest.popFirst() {
                    var chosen: [Int] = []
                    if selector == "head" { chosen = added.isEmpty ? [] : [0] }
                    else if selector == "tail" { chosen = added.isEmpty ? [] : [added.count - 1] }
                    else if selector.hasPrefix("^"), let n = Int(selector.dropFirst()), n >= 1 { chosen = n <= added.count ? [n - 1] : [] }
                    else {
                        let wanted = parts(of: selector)
                        chosen = added.indices.filter { i in
                            guard let names = names(of: added[i]) else { return false }
                            return zip(wanted, names).allSatisfy { $0 == "*" || $0.isEmpty || $0 == $1 }
                        }
                    }
                    // bspwm removes nothing, silently, where nothing matches.
                    for i in chosen.reversed() {
                        commands.append(.rule(.remove(.number(i + 1))))
                        added.remove(at: i)
                    }
                }
            case "-l", "--list":
                listing += added.map(line).joined()
            default:
                return .failure("rule: Unknown command: '\(word)'.\n")
            }
        }
        if commands.isEmpty { return .output(listing) }
        // A listing after changes in one message is left out: bspc is not asked for both.
        return .commands(commands)
    }

    struct Refusal: Error { let text: String }

    /// `CLASS[:INSTANCE[:NAME]]` cut at the colons no backslash escapes; missing parts are "".
    static func parts(of cause: String) -> [String] {
        var parts = [""], escaped = false
        for c in cause {
            if escaped { parts[parts.count - 1].append(c); escaped = false }
            else if c == "\\" { escaped = true }
            else if c == ":" && parts.count < 3 { parts.append("") }
            else { parts[parts.count - 1].append(c) }
        }
        while parts.count < 3 { parts.append("") }
        return parts
    }

    /// The splitwm rule line (after `rule`) for bspwm's cause and consequences.
    static func ruleText(cause: String, consequences: [String], in view: BspwmView) -> Result<String, Refusal> {
        let keys: [String] = ["class", "instance", "title"]
        var criteria: [String] = []
        for (key, value) in zip(keys, parts(of: cause)) where value != "*" && !value.isEmpty {
            criteria.append("\(key)=" + WindowCriteria.written(Glob(exactly: value).source))
        }
        if criteria.isEmpty { criteria = ["class=*"] }
        var actions: [String] = []
        var direction: String?
        var ratio: Double?
        // bspc joins its arguments with blanks; bspwm reads KEY=VALUE pairs out of the whole.
        for pair in consequences.flatMap({ $0.split(whereSeparator: { $0 == " " || $0 == "\t" }) }) {
            let written = String(pair)
            guard let equal = written.firstIndex(of: "=") else { return .failure(Refusal(text: "Invalid consequence: '\(written)'.")) }
            let key = String(written[..<equal]), value = String(written[written.index(after: equal)...])
            func refuse(_ why: String) -> Result<String, Refusal> { .failure(Refusal(text: "\(why): '\(written)'.")) }
            switch (key, value) {
            case ("state", "tiled"): actions.append("tile")
            case ("state", "floating"): actions.append("float")
            case ("state", "fullscreen"): actions.append("fullscreen")
            case ("state", "pseudo_tiled"): return refuse("splitwm has no pseudo_tiled state")
            case ("desktop", _):
                guard let name = BspwmDesktopCommands.workspaceName(value, in: view) else {
                    return refuse("no desktop matches")
                }
                actions.append(RuleAction.workspace(name).description)
            case ("sticky", "on"): actions.append("sticky")
            case ("hidden", "on"): actions.append("hidden")
            // What splitwm does anyway: a window a rule sends away leaves the focus where it is,
            // a new window here takes it, every window is managed, none starts sticky or hidden.
            case ("follow", "off"), ("focus", "on"), ("manage", "on"), ("sticky", "off"), ("hidden", "off"): break
            case ("follow", "on"): actions.append(RuleAction.focus(.follows).description)
            case ("focus", "off"): actions.append(RuleAction.focus(.stays).description)
            case ("manage", "off"): return refuse("splitwm manages every window but docks, desktops and notifications")
            case ("split_dir", _):
                guard BspwmView.directions[value] != nil else { return refuse("Invalid value") }
                direction = value
            case ("split_ratio", _):
                guard let r = Double(value), r > 0, r < 1 else { return refuse("Invalid value") }
                ratio = r
            case ("state", _), ("sticky", _), ("hidden", _), ("follow", _), ("focus", _), ("manage", _):
                return refuse("Invalid value")
            case ("layer", _), ("border", _), ("locked", _), ("marked", _), ("private", _), ("center", _),
                 ("rectangle", _), ("monitor", _), ("node", _), ("honor_size_hints", _):
                return refuse("splitwm has no \(key) consequence")
            default:
                return refuse("Unknown consequence")
            }
        }
        if let direction, let d = BspwmView.directions[direction] { actions.append("place \(d.rawValue)") }
        // bspwm's ratio is the first child's share; the new window is the second unless it
        // goes west or north. splitwm's `fraction` is the new window's share.
        if let ratio { actions.append("fraction \(Numbers.text(firstIsNew(direction) ? ratio : complement(ratio)))") }
        if actions.isEmpty { return .failure(Refusal(text: "splitwm keeps no rule without effect: '\(consequences.joined(separator: " "))'.")) }
        return .success((criteria + actions).joined(separator: " "))
    }

    private static func firstIsNew(_ direction: String?) -> Bool { direction == "west" || direction == "north" }

    /// The other side's share, without the float's trailing noise (1 - 0.7 is 0.30000000000000004).
    private static func complement(_ share: Double) -> Double { ((1 - share) * 1_000_000).rounded() / 1_000_000 }

    /// The class, instance and title a rule matches exactly (`*` for any), or nil for a rule
    /// bspwm's form cannot say (a `rule` command's regex, say).
    static func names(of rule: WindowRule) -> [String]? {
        var names = ["*", "*", "*"]
        for criterion in rule.criteria {
            let slot: Int
            switch criterion.key {
            case .className: slot = 0
            case .instance: slot = 1
            case .title: slot = 2
            default: return nil
            }
            guard case .glob(let glob) = criterion.pattern else { return nil }
            if glob.source == "*" { continue }
            guard let exact = glob.exactText else { return nil }
            names[slot] = exact
        }
        return names
    }

    /// One line of `rule -l`: `CLASS:INSTANCE:NAME => CONSEQUENCES` (`->` for a one-shot rule,
    /// colons in names escaped); a rule bspwm's form cannot say is shown as the `rule` command.
    static func line(_ rule: WindowRule) -> String {
        var consequences: [String] = []
        var place: Direction?, fraction: Double?
        for action in rule.actions {
            switch action {
            case .float: consequences.append("state=floating")
            case .tile: consequences.append("state=tiled")
            case .fullscreen: consequences.append("state=fullscreen")
            case .workspace(let name): consequences.append("desktop=\(name)")
            case .sticky: consequences.append("sticky=on")
            case .hidden: consequences.append("hidden=on")
            case .focus(.stays): consequences.append("focus=off")
            case .focus(.follows): consequences.append("follow=on")
            case .place(let d): place = d
            case .fraction(let f): fraction = f
            default: return Command.rule(.add(rule.text, oneShot: rule.oneShot)).description + "\n"
            }
        }
        guard let names = names(of: rule) else { return Command.rule(.add(rule.text, oneShot: rule.oneShot)).description + "\n" }
        let direction = place.flatMap { d in BspwmView.directions.first { $0.value == d }?.key }
        if let direction { consequences.append("split_dir=\(direction)") }
        if let fraction { consequences.append("split_ratio=\(Numbers.text(firstIsNew(direction) ? fraction : complement(fraction)))") }
        let cause = names.map { name in name.map { $0 == ":" ? "\\:" : String($0) }.joined() }.joined(separator: ":")
        return "\(cause) \(rule.oneShot ? "-" : "=")> \(consequences.joined(separator: " "))\n"
    }
}
