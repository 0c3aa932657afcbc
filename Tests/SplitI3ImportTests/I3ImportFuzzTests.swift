// Seeded fuzzing of `--import-i3`: random i3 configs built from i3's own lines and pieces,
// then mutated. None may trap or hang; every output must load in splitwm's config parser, and
// every i3 line must be accounted for, carried over or a comment.
import PropertyBased
import PropertyTestSupport
import SplitCommands
@testable import SplitI3Import
import Testing

enum I3Mutation {
    static let lines = [
        "set $mod Mod4", "set $ws1 \"1\"", "set $left h", "set $x $mod+Shift", "set_from_resource $c i3wm.color #ffffff",
        "bindsym $mod+Return exec --no-startup-id xterm", "bindsym $mod+1 workspace number $ws1",
        "bindsym $mod+Shift+1 move container to workspace number $ws1", "bindsym $mod+$left focus left",
        "bindsym $mod+h split h", "bindsym $mod+e layout toggle split", "bindsym $mod+q kill", "bindsym --release $mod+p exec scrot",
        "bindsym $mod+minus scratchpad show", "bindsym $mod+g [class=\"Firefox\"] focus", "bindcode 10 kill",
        "exec \"a; b\"", "exec_always feh $HOME/bg", "exec echo '$x' \"$y\" \\$z $", "for_window [class=\"^mpv$\"] floating enable",
        "for_window [title=\"(a+)+$\" instance=x] fullscreen enable, border none", "for_window [window_type=dialog] move to workspace 2",
        "assign [class=\"^Thunderbird$\"] → 3", "assign [instance=\"x\"] number 4: mail", "workspace 1 output HDMI-1",
        "workspace \"2: web\" output DP-1 DP-2", "client.focused #4c7899 #285577 #ffffff #2e9ef4 #285577",
        "client.unfocused #333333 #222222 #888888 #292d2e #22222280", "default_border pixel 2", "new_window pixel 1",
        "focus_follows_mouse no", "floating_modifier $mod", "gaps inner 10", "smart_gaps on", "font pango:monospace 8",
        "mode \"resize\" {", "bindsym h resize shrink width 10 px or 10 ppt", "}", "bar {", "status_command i3status",
        "# comment", "", "bindsym $mod+Shift+e exec \"i3-nagbar -m 'x' -B 'y' 'i3-msg exit'\"", "include ~/.config/i3/more",
    ]
    static let pieces = [
        "$mod", "$", "$$", "\"", "'", "\\", "[", "]", ",", ";", "{", "}", "→", "#", " ", "\t", "\r", "\u{0}", "\u{FEFF}", "é",
        "Mod4+", "Mode_switch+", "exec ", "workspace ", "number ", "move ", "output ", "class=", "title=\"", "px", "ppt",
        "999", "-1", "#12345", "next", "prev", "back_and_forth", "\\\n", "\n",
    ]

    static func config(_ rng: inout Xoshiro) -> String {
        var scalars = Array((0..<Int.random(in: 0...25, using: &rng)).map { _ in lines.randomElement(using: &rng)! }
            .joined(separator: "\n").unicodeScalars)
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            let at = Int.random(in: 0...scalars.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !scalars.isEmpty:
                scalars.removeSubrange(at..<min(scalars.count, at + Int.random(in: 1...12, using: &rng)))
            case 1:
                // A long line: past what a splitwm config line may hold once translated.
                scalars.insert(contentsOf: String(repeating: "x$", count: Int.random(in: 1000...2500, using: &rng)).unicodeScalars, at: at)
            default:
                scalars.insert(contentsOf: pieces.randomElement(using: &rng)!.unicodeScalars, at: at)
            }
        }
        return Mutation.string(scalars)
    }
}

@Suite(.timeLimit(.minutes(10))) struct I3ImportFuzzTests {
    @Test func everyImportLoadsAndAccountsForEveryLine() {
        var failures: [String] = []
        var translated = 0, untranslated = 0
        for index in 0..<1500 {
            var rng = caseGenerator(seed: 0x13_1A70, index: index)
            let i3 = I3Mutation.config(&rng)
            let result = I3Import.translate(i3, source: "fuzz", isKnownKey: Keysyms.isKnown)
            translated += result.translated
            untranslated += result.untranslated
            if case .failure(let errors) = parseConfig(result.text) {
                if failures.count < 5 { failures.append("case \(index): \(errors)\n--- i3:\n\(i3)\n--- splitwm:\n\(result.text)") }
                continue
            }
            var body = i3
            if body.unicodeScalars.first == "\u{FEFF}" { body.unicodeScalars.removeFirst() }
            let directives = I3Syntax.lines(body).count { !$0.text.isEmpty && !$0.text.hasPrefix("#") }
            if result.translated + result.untranslated != directives, failures.count < 5 {
                failures.append("case \(index): \(result.translated) + \(result.untranslated) lines of \(directives)\n\(i3)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        // Both outcomes are exercised.
        #expect(translated > 5000 && untranslated > 5000, "\(translated) translated, \(untranslated) not")
    }

    /// The `$` escaping agrees with the parser's expansion: any text given to `exec` reads back as itself.
    @Test func escapedDollarsReadBackAsWritten() {
        var failures: [String] = []
        for index in 0..<2000 {
            var rng = caseGenerator(seed: 0x13_D011, index: index)
            let alphabet: [Unicode.Scalar] = ["$", "$", "'", "\"", "\\", "a", "b", " ", "_", "1"]
            let text = "x" + Mutation.string((0..<Int.random(in: 0...16, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            // The command parser expands nothing: the config's reading of the escaped text must equal it.
            let direct = try? CommandParser.parse("exec " + text)
            let viaConfig = try? parseConfig("exec " + Dollars.escaped(text)).get().autostart
            if direct != viaConfig, failures.count < 5 {
                failures.append("\(text.debugDescription) → \(Dollars.escaped(text).debugDescription): \(String(describing: direct)) vs \(String(describing: viaConfig))")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
