// Random commands, shell strings and settings for the property tests, drawn from any
// seeded generator: what SplitConfigTests' round trips parse and the state's reducer runs.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitSyntax

/// Random values for the property tests, drawn from a seeded generator.
public enum Random {
    public static func direction<R: RandomNumberGenerator>(_ rng: inout R) -> Direction { Direction.allCases.randomElement(using: &rng)! }

    /// A valid command: values in range and an `exec` string the parser could have returned.
    /// With `workspaces`, one in seven is a workspace or monitor command (the state's reducer
    /// does not handle those yet, so its scripts leave them out and keep their seeds' sequences);
    /// with `habits`, one in six is a scratchpad, mark or criteria command (`habitCommand`).
    public static func command<R: RandomNumberGenerator>(_ rng: inout R, workspaces: Bool = false, habits: Bool = false) -> Command {
        if habits, Int.random(in: 0..<6, using: &rng) == 0 { return habitCommand(&rng) }
        if workspaces, Int.random(in: 0..<7, using: &rng) == 0 { return workspaceCommand(&rng) }
        switch Int.random(in: 0..<24, using: &rng) {
        case 0: return .focus(direction(&rng))
        case 1: return .swap(direction(&rng))
        case 2 where Int.random(in: 0..<3, using: &rng) == 0: return floatingMove(&rng)
        case 2: return .move(direction(&rng))
        case 3: return Int.random(in: 0..<5, using: &rng) == 0 ? .preselToggle : .presel(Bool.random(using: &rng) ? nil : direction(&rng))
        case 4: return .resize(direction(&rng), pixels: Int.random(in: 1...10000, using: &rng))
        case 5: return .fraction(fraction(&rng))
        case 6: return .layout(LayoutChange.allCases.randomElement(using: &rng)!)
        case 7: return .flip
        case 8: return .hide(HideChange.allCases.randomElement(using: &rng)!)
        case 9: return .equalize
        case 10: return .zoomToggle
        case 11: return .close
        case 12: return [Command.kill, .open, .openReceptacle].randomElement(using: &rng)!
        case 13: return .exec(shell(&rng))
        case 14: return .reload
        case 15: return .restart
        case 16: return .quit
        case 17: return .float(Switch.allCases.randomElement(using: &rng)!)
        case 18: return .fullscreen(Switch.allCases.randomElement(using: &rng)!)
        case 19: return .priority(PriorityChange.allCases.randomElement(using: &rng)!, toward: toward(&rng))
        case 20:
            let side = SplitSide.allCases.randomElement(using: &rng)!
            let minimum: Minimum = Bool.random(using: &rng) ? .fraction(min(0.95, fraction(&rng))) : .pixels(.random(in: 0...65535, using: &rng))
            return .min(side, minimum, toward: toward(&rng))
        case 21:
            return .dragToHide(SplitSide.allCases.randomElement(using: &rng)!, Switch.allCases.randomElement(using: &rng)!,
                               toward: toward(&rng))
        case 22 where Bool.random(using: &rng): return .focusContainer(ContainerStep.allCases.randomElement(using: &rng)!)
        case 22: return .splitter(splitterChange(&rng), toward: toward(&rng))
        case 23 where Bool.random(using: &rng): return .collapse(Switch.allCases.randomElement(using: &rng)!, toward: toward(&rng))
        default:
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1: return .mode(modeName(&rng))
            case 2, 3: return .focusLayer(FocusLayer.allCases.randomElement(using: &rng)!)
            case 4, 5: return .focusContainer(ContainerStep.allCases.randomElement(using: &rng)!)
            case 6 where Bool.random(using: &rng): return .titleFormat(titleFormat(&rng))
            case 6: return .border(borderChange(&rng))
            case 7 where Bool.random(using: &rng): return .sync
            case 7: return .setting(settingChange(&rng))
            case 8: return .bar(BarChange(mode: Bool.random(using: &rng), [.hide, .toggle].randomElement(using: &rng)!,
                                          id: Bool.random(using: &rng) ? nil : "bar-0"))
            default:
                return .gaps(GapChange(GapChange.Gap.allCases.randomElement(using: &rng)!, GapChange.Scope.allCases.randomElement(using: &rng)!,
                                       GapChange.Operation.allCases.randomElement(using: &rng)!, Int.random(in: 0...40, using: &rng)))
            }
        }
    }

    /// i3's moves of a floating window: by a length, or to a corner, the centre or the pointer.
    public static func floatingMove<R: RandomNumberGenerator>(_ rng: inout R) -> Command {
        func length() -> FloatingLength {
            Int.random(in: 0..<4, using: &rng) == 0 ? .points(.random(in: -100...100, using: &rng)) : .pixels(.random(in: -2000...2000, using: &rng))
        }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0, 1: return .moveBy(direction(&rng), length())
        case 2: return .movePosition(.corner(x: length(), y: length()))
        case 3: return .movePosition(.centre(absolute: Bool.random(using: &rng)))
        default: return .movePosition(.pointer)
        }
    }

    /// A setting `set` changes, with a value in its range.
    public static func settingChange<R: RandomNumberGenerator>(_ rng: inout R) -> SettingChange {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: .borderWidth(.random(in: 0...12, using: &rng))
        case 1: .borderColor(SettingChange.BorderColorRole.allCases.randomElement(using: &rng)!, RGB(.random(in: 0...0xFFFFFF, using: &rng)))
        case 2: .splitFraction(Double(Int.random(in: 5...95, using: &rng)) / 100)
        case 3: .focusFollowsMouse(Bool.random(using: &rng))
        case 4: .placement([.longerSide, .longerSideFirst, .spiral, .spiralFirst, .toward(direction(&rng))].randomElement(using: &rng)!)
        default: .smartGaps(Bool.random(using: &rng))
        }
    }

    /// A binding mode's name: mostly the default one or the few `Settings` generators give,
    /// sometimes any name (a mode the config lacks).
    public static func modeName<R: RandomNumberGenerator>(_ rng: inout R) -> String {
        Int.random(in: 0..<5, using: &rng) == 0 ? name(&rng) : ["default", "resize", "move", "default"].randomElement(using: &rng)!
    }

    /// `workspace`, `move workspace`, `move workspace to monitor`, `workspaces set|add`,
    /// `remove workspace`, `monitors refresh|add|remove`, `swap workspace`, or a rule added or
    /// removed (a rule sends windows to workspaces).
    public static func workspaceCommand<R: RandomNumberGenerator>(_ rng: inout R) -> Command {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: .workspace(workspaceTarget(&rng))
        case 1: .moveToWorkspace(workspaceTarget(&rng))
        case 2: .moveWorkspaceToMonitor(Bool.random(using: &rng) ? .direction(direction(&rng)) : .named(name(&rng)))
        case 3: .declareWorkspaces(WorkspaceDeclaration((0...Int.random(in: 0...3, using: &rng)).map { _ in name(&rng) },
                                                        monitor: Bool.random(using: &rng) ? name(&rng) : nil, replacing: Bool.random(using: &rng)))
        case 4: .removeWorkspace(Bool.random(using: &rng) ? name(&rng) : nil)
        case 5: .monitorsRefresh
        case 6: .addMonitor(MonitorDeclaration(name: name(&rng), frame: Rect(x: Int.random(in: -100...2000, using: &rng), y: Int.random(in: 0...1000, using: &rng),
                                                                             width: Int.random(in: 1...1920, using: &rng), height: Int.random(in: 1...1080, using: &rng))))
        case 7: .removeMonitor(name(&rng))
        case 8: .swapWorkspaces(name(&rng), name(&rng))
        default: ruleChange(&rng)
        }
    }

    /// `rule …` as bspc sends it: a rule added (one-shot or not) or one removed.
    public static func ruleChange<R: RandomNumberGenerator>(_ rng: inout R) -> Command {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: .rule(.remove([.first, .last, .number(.random(in: 1...9, using: &rng))].randomElement(using: &rng)!))
        default:
            .rule(.add(["class=XTerm float", "class='Firefox' instance=Navigator workspace 2", "title~^vim sticky",
                        "class=* place left fraction 0.3"].randomElement(using: &rng)!, oneShot: Bool.random(using: &rng)))
        }
    }

    /// `move scratchpad`, `scratchpad show`, `unswallow`, `sticky`, `mark`, `unmark`, or a command after criteria.
    public static func habitCommand<R: RandomNumberGenerator>(_ rng: inout R) -> Command {
        switch Int.random(in: 0..<9, using: &rng) {
        case 0: .moveToScratchpad
        case 1: .scratchpadShow
        case 7: .unswallow
        case 8: .sticky(Switch.allCases.randomElement(using: &rng)!)
        case 2: .mark(markName(&rng), MarkOptions(add: .random(using: &rng), toggle: .random(using: &rng)))
        case 3: .unmark(Bool.random(using: &rng) ? nil : markName(&rng))
        default: .onWindows(criteria(&rng), windowCommand(&rng))
        }
    }

    /// Any command criteria can come before.
    public static func windowCommand<R: RandomNumberGenerator>(_ rng: inout R) -> WindowCommand {
        switch Int.random(in: 0..<15, using: &rng) {
        case 13, 14:
            // A command that acts from the focused window, run from each selected one instead.
            WindowCommand.afterCriteria(fromWindowCommand(&rng))!
        case 0, 1: .focus
        case 12: .unswallow
        case 2: .close
        case 3: .kill
        case 4: .moveToWorkspace(workspaceTarget(&rng))
        case 5: .moveToScratchpad
        case 6: .scratchpadShow
        case 7: .float(Switch.allCases.randomElement(using: &rng)!)
        case 8: .fullscreen(Switch.allCases.randomElement(using: &rng)!)
        case 9: .mark(markName(&rng), MarkOptions(add: .random(using: &rng), toggle: .random(using: &rng)))
        case 10 where Bool.random(using: &rng): .titleFormat(titleFormat(&rng))
        case 10: .border(borderChange(&rng))
        case 11 where Bool.random(using: &rng): .sticky(Switch.allCases.randomElement(using: &rng)!)
        default: .unmark(Bool.random(using: &rng) ? nil : markName(&rng))
        }
    }

    /// A border change: a style, with a width now and then.
    public static func borderChange<R: RandomNumberGenerator>(_ rng: inout R) -> BorderChange {
        BorderChange(BorderChange.Style.allCases.randomElement(using: &rng)!, width: Bool.random(using: &rng) ? .random(in: 0...12, using: &rng) : nil)
    }

    /// A command that acts from the focused window (`move left`, `resize …`, `layout …`).
    public static func fromWindowCommand<R: RandomNumberGenerator>(_ rng: inout R) -> Command {
        while true {
            let drawn = command(&rng)
            if drawn.actsFromFocusedWindow { return drawn }
        }
    }

    /// A title format: i3's placeholders, markup, `%title` alone (no format), or a name.
    public static func titleFormat<R: RandomNumberGenerator>(_ rng: inout R) -> String {
        ["%title", "%TITLE", "<b>%title</b>", "%class: %title", "%instance@%machine %", "x", name(&rng)].randomElement(using: &rng)!
    }

    /// Mostly a few short names (so marks meet), sometimes any name, or one that looks like an option.
    public static func markName<R: RandomNumberGenerator>(_ rng: inout R) -> String {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: name(&rng)
        case 1: ["--add", "--toggle", "--x", "-"].randomElement(using: &rng)!
        default: ["a", "b", "term", "web"].randomElement(using: &rng)!
        }
    }

    /// Characters of criteria values: blanks, quotes, `;`, `]`, `\`, `$`, `#`, glob wildcards, non-ASCII.
    public static let criterionCharacters = Array("aXo1 -_.;'\"\\$#*?]é😀")

    /// One to three criteria of every key, globs and regular expressions, quoted as they need
    /// (or in i3's spellings); about half of them match the windows the state's scripts make.
    public static func criteria<R: RandomNumberGenerator>(_ rng: inout R) -> WindowCriteria {
        let parts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in criterion(&rng) }
        return (try? WindowCriteria("[" + parts.joined(separator: " ") + "]")) ?? (try! WindowCriteria("[class=XTerm]"))
    }

    private static func criterion<R: RandomNumberGenerator>(_ rng: inout R) -> String {
        func glob(_ rng: inout R) -> String {
            String((0..<Int.random(in: 0...6, using: &rng)).map { _ in criterionCharacters.randomElement(using: &rng)! })
        }
        switch Int.random(in: 0..<15, using: &rng) {
        case 14: return ["floating", "tiling", "layer=floating", "layer=tiling"].randomElement(using: &rng)!
        case 12: return "workspace" + ["=1", "=2", "=__focused__", "=*", "~^[13]"].randomElement(using: &rng)!
        case 13: return "urgent=" + ["latest", "oldest", "newest", "first"].randomElement(using: &rng)!
        case 0: return "class=" + ["XTerm", "Firefox", "Emacs", "*", "[Ff]irefox", "X*"].randomElement(using: &rng)!
        case 1: return "class~" + WindowCriteria.written(["^Fire", "(?i)xterm", "m|f", "a b", "x'y"].randomElement(using: &rng)!)
        case 2: return "instance=" + WindowCriteria.written(["xterm", "emacs", "Navigator", "x*"].randomElement(using: &rng)!)
        case 3: return "title=" + WindowCriteria.written(["Save as", "Terminal", "", "Open*", "Firefox — page"].randomElement(using: &rng)!)
        case 4: return "title~" + WindowCriteria.written(["^Open", "as$", "\\d", "—"].randomElement(using: &rng)!)
        case 5: return ["role", "window_role"].randomElement(using: &rng)! + "=" + ["browser", "about", "*"].randomElement(using: &rng)!
        case 6: return ["type", "window_type"].randomElement(using: &rng)! + "=" + ["normal", "dialog", "d*"].randomElement(using: &rng)!
        case 7, 8: return ["mark", "con_mark"].randomElement(using: &rng)! + "=" + WindowCriteria.written(markName(&rng))
        case 9: return "mark~" + WindowCriteria.written(["^w", "a|b", "rm$"].randomElement(using: &rng)!)
        case 10:
            let id = Int.random(in: 1...20, using: &rng)
            return ["id", "con_id"].randomElement(using: &rng)! + "=" + (Bool.random(using: &rng) ? String(id) : "0x" + String(id, radix: 16))
        default: return ["class", "instance", "title"].randomElement(using: &rng)! + "=" + WindowCriteria.written(glob(&rng))
        }
    }

    /// A keyword, a number or any name.
    public static func workspaceTarget<R: RandomNumberGenerator>(_ rng: inout R) -> WorkspaceTarget {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: .next
        case 1: .prev
        case 2: .backAndForth
        case 3: .nextOnMonitor
        case 4: .prevOnMonitor
        case 5: .named(String(Int.random(in: 0...120, using: &rng)))
        default: .named(name(&rng))
        }
    }

    public static let nameCharacters = Array("ab1 -_.;'\"\\$#*é😀\u{A0}")

    /// A workspace or monitor name as the parser returns one: not empty, no control characters;
    /// blanks, quotes, `;`, `$`, non-ASCII, and the words a plain name could be mistaken for.
    public static func name<R: RandomNumberGenerator>(_ rng: inout R) -> String {
        if Int.random(in: 0..<4, using: &rng) == 0 {
            return ["next", "prev", "next-on-monitor", "back-and-forth", "to", "monitor", "left", "down", "HDMI-1", "07"].randomElement(using: &rng)!
        }
        return String((0..<Int.random(in: 1...8, using: &rng)).map { _ in nameCharacters.randomElement(using: &rng)! })
    }

    /// A per-split command's direction: none (the focused window's split) half the time.
    public static func toward<R: RandomNumberGenerator>(_ rng: inout R) -> Direction? {
        Bool.random(using: &rng) ? nil : direction(&rng)
    }

    /// A change of one splitter value, in the ranges the parser accepts.
    public static func splitterChange<R: RandomNumberGenerator>(_ rng: inout R) -> SplitterChange {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: .thickness(.random(in: 0...100, using: &rng))
        case 1: .color(RGB(.random(in: 0...0xFFFFFF, using: &rng)))
        case 2: .inset(.random(in: 0...1000, using: &rng))
        case 3: .hit(.random(in: 0...100, using: &rng))
        default: .hidesWithSide(.random(using: &rng))
        }
    }

    /// A fraction in 0...1: round ones, extreme ones, and any double in between.
    public static func fraction<R: RandomNumberGenerator>(_ rng: inout R) -> Double {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return [0, 1, 0.5, 0.25, 0.1, 1e-300, .leastNonzeroMagnitude, 0.1 + 0.2, 1 - 1e-16].randomElement(using: &rng)!
        case 1: return Double(Int.random(in: 0...1000, using: &rng)) / 1000
        default: return Double.random(in: 0...1, using: &rng)
        }
    }

    public static let plain = Array("abcxyzABC0129-_./:=,@%^&*()[]{}<>!?~|$#é€😀")
    public static let inDoubleQuotes = Array("ab ;#$é'\t|`")
    public static let inSingleQuotes = Array("ab ;#$é\"\\\t|`")

    /// A shell command as the parser returns one: words, quoted strings (with `;` inside),
    /// `\`-escapes, never a blank at either end, every quote closed.
    public static func shell<R: RandomNumberGenerator>(_ rng: inout R) -> String {
        var out = ""
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            if !out.isEmpty { out += String(repeating: Bool.random(using: &rng) ? " " : "\t", count: Int.random(in: 1...2, using: &rng)) }
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                out += "'" + String((0..<Int.random(in: 0...6, using: &rng)).map { _ in inSingleQuotes.randomElement(using: &rng)! }) + "'"
            case 1:
                out += "\""
                for _ in 0..<Int.random(in: 0...6, using: &rng) {
                    out += Bool.random(using: &rng)
                        ? String(inDoubleQuotes.randomElement(using: &rng)!)
                        : "\\" + String(["\"", "\\", ";", "a"].randomElement(using: &rng)!)
                }
                out += "\""
            case 2: out += "\\" + String([";", "'", "\"", "\\", "a", " "].randomElement(using: &rng)!) + "x"
            default: out += String((0..<Int.random(in: 1...8, using: &rng)).map { _ in plain.randomElement(using: &rng)! })
            }
        }
        return out
    }

    public static func blanks<R: RandomNumberGenerator>(_ rng: inout R) -> String {
        String((0..<Int.random(in: 0...3, using: &rng)).map { _ in Bool.random(using: &rng) ? " " : "\t" })
    }

    /// Settings with every field drawn from the values a config may set.
    public static func settings<R: RandomNumberGenerator>(_ rng: inout R) -> Settings {
        var s = Settings()
        s.bspwmrc = [nil, "~/.config/bspwm/bspwmrc", "/etc/my bspwmrc"].randomElement(using: &rng)!
        s.newSplit.constraints = SplitConstraints(
            minPrimaryFraction: fraction(&rng) / 2, minSecondaryFraction: fraction(&rng) / 2,
            dragToHidePrimary: .random(using: &rng), dragToHideSecondary: .random(using: &rng),
            priority: [nil, .primary, .secondary].randomElement(using: &rng)!)
        // A config's split-fraction is 0.05 to 0.95 (each side of a new split keeps 5 %).
        s.newSplit.fraction = s.newSplit.constraints.clamp(min(0.95, 0.05 + 0.9 * fraction(&rng)))
        s.newSplit.style = SplitterStyle(
            visibleThickness: .random(in: 0...100, using: &rng), inset: .random(in: 0...1000, using: &rng),
            hitThickness: .random(in: 0...100, using: &rng), color: RGB(.random(in: 0...0xFFFFFF, using: &rng)),
            hidesWithSide: .random(using: &rng))
        s.placement = [.split(.longerSide), .split(.longerSideFirst), .split(.spiral), .split(.spiralFirst), .split(.toward(.left)), .split(.toward(.right)),
                       .split(.toward(.up)), .split(.toward(.down)), .container]
            .randomElement(using: &rng)!
        s.defaultOrientation = DefaultOrientation.allCases.randomElement(using: &rng)!
        s.collapseBelow = Size(width: .random(in: 0...65535, using: &rng), height: .random(in: 0...65535, using: &rng))
        func bound() -> FloatingBound { FloatingBound(width: .random(in: -1...65535, using: &rng), height: .random(in: -1...65535, using: &rng)) }
        s.floatingMinimumSize = bound()
        s.floatingMaximumSize = bound()
        s.border.width = .random(in: 0...100, using: &rng)
        s.border.focusedColor = RGB(.random(in: 0...0xFFFFFF, using: &rng))
        s.border.unfocusedColor = RGB(.random(in: 0...0xFFFFFF, using: &rng))
        s.focusFollowsMouse = .random(using: &rng)
        s.workspaceAutoBackAndForth = .random(using: &rng)
        s.border.titleBars = .random(using: &rng)
        s.border.floatingWidth = .random(in: -1...100, using: &rng)
        s.border.floatingTitleBars = .random(using: &rng)
        s.dragMode = DragMode.allCases.randomElement(using: &rng)!
        var modifiers = KeyModifiers()
        for m in [KeyModifiers.shift, .control, .mod1, .mod2, .mod3, .mod4, .mod5] where Bool.random(using: &rng) { modifiers.insert(m) }
        s.dragModifier = modifiers.isEmpty ? .mod4 : modifiers
        s.doubleClickMilliseconds = .random(in: 0...5000, using: &rng)
        s.smallestTileToSplit = .random(in: 0...65535, using: &rng)
        s.gaps = GapSettings(outer: [0, 0, .random(in: 0...1000, using: &rng), .random(in: 0...40, using: &rng)].randomElement(using: &rng)!,
                             smart: .random(using: &rng))
        s.fakeOutputs = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
            FakeOutput(frame: Rect(x: .random(in: 0...4000, using: &rng), y: .random(in: 0...4000, using: &rng),
                                   width: .random(in: 1...4000, using: &rng), height: .random(in: 1...4000, using: &rng)),
                       primary: .random(using: &rng))
        }
        s.focusWrapping = FocusWrapping.allCases.randomElement(using: &rng)!
        return s
    }
}
