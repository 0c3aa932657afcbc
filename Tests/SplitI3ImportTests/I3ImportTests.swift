// `splitwm --import-i3` line by line: what each kind of i3 line becomes, the lines left as
// comments and why, and that splitwm's own parser reads every result.
import Foundation
import PropertyTestSupport
import SplitCommands
import SplitConfig
@testable import SplitI3Import
import Testing

/// The translation of `i3` without its header (the first five lines) nor the borders i3
/// draws unless told otherwise (the last lines, `defaultFloatingBorders` after `defaultTitleBars`) nor i3's placement before
/// them (`i3Placement`) nor i3's inner gap before that (`i3InnerGap`, when no `gaps inner` line
/// says one) nor i3's focus wrapping before that (`i3FocusWrapping`, when no line says how to
/// wrap), and the config it reads as.
private func imported(_ i3: String) -> (lines: [String], result: I3ImportResult) {
    let result = I3Import.translate(i3, source: "test", isKnownKey: Keysyms.isKnown)
    var lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(5).dropLast().map(String.init)
    if lines.suffix(4) == defaultFloatingBorders { lines.removeLast(4) }
    if lines.suffix(4) == defaultTitleBars { lines.removeLast(4) }
    if lines.suffix(3) == i3Placement { lines.removeLast(3) }
    if lines.suffix(3) == i3InnerGap { lines.removeLast(3) }
    if lines.suffix(3) == i3FocusWrapping { lines.removeLast(3) }
    return (lines, result)
}

/// What an import without `default_border` (or `new_window`) ends with: i3's title bars, 2 pixels.
private let defaultTitleBars = ["", "# i3 draws a title bar above every window when no default_border line says otherwise:",
                                "title-bars yes", "border-width 2"]
/// And without `default_floating_border` (or `new_float`): i3's, for floating windows.
private let defaultFloatingBorders = ["", "# and one above every floating window when no default_floating_border line does:",
                                      "floating-title-bars yes", "floating-border-width 2"]

@Suite struct I3ImportTests {
    /// i3 lines and the splitwm lines they become, one kind of line each.
    static let translations: [(i3: String, splitwm: [String])] = [
        ("set $mod Mod4\nbindsym $mod+Return exec --no-startup-id i3-sensible-terminal",
         ["set $mod Mod4", "bind $mod+Return exec i3-sensible-terminal"]),
        // A continued line is one line; `$$` keeps the shell's variable from splitwm's expansion.
        ("bindsym Mod1+t exec \\\n  xterm -e echo $HOME", ["bind Mod1+t exec xterm -e echo $$HOME"]),
        // Within single quotes splitwm expands nothing, so nothing is doubled there.
        ("exec notify-send '$HOME'", ["exec notify-send '$HOME'"]),
        // i3's exec ran the whole string; splitwm would cut it at the ;.
        ("exec \"xset s off; xset -dpms\"", ["exec sh -c 'xset s off; xset -dpms'"]),
        ("exec_always --no-startup-id feh --bg-fill ~/bg.png",
         ["# i3 exec_always: splitwm runs exec lines once, at the start of the session", "exec feh --bg-fill ~/bg.png"]),
        // i3 replaces the longest name first: $ws10 is not $ws1 then 0.
        ("set $ws1 \"1\"\nset $ws10 \"10\"\nbindsym Mod4+0 workspace number $ws10",
         ["# i3: set $ws1 \"1\"", "#   written out: splitwm's lines below hold its value where i3 used it",
          "# i3: set $ws10 \"10\"", "#   written out: splitwm's lines below hold its value where i3 used it",
          "bind Mod4+0 workspace 10"]),
        // The name kept whole: splitwm finds workspace 2 by the number it starts with, as i3's `number` does.
        ("bindsym Mod4+Shift+2 move container to workspace number 2: mail", ["bind Mod4+Shift+2 move workspace '2: mail'"]),
        ("bindsym Mod4+w workspace \"web stuff\"", ["bind Mod4+w workspace 'web stuff'"]),
        ("bindsym Mod4+Tab workspace back_and_forth", ["bind Mod4+Tab workspace back-and-forth"]),
        ("bindsym Mod4+q kill\nbindsym Mod4+Shift+q kill client", ["bind Mod4+q close", "bind Mod4+Shift+q kill"]),
        ("bindsym Mod4+f fullscreen\nbindsym Mod4+space floating toggle", ["bind Mod4+f fullscreen toggle", "bind Mod4+space float toggle"]),
        ("bindsym Mod4+e layout toggle split\nbindsym Mod4+x layout splitv", ["bind Mod4+e layout toggle", "bind Mod4+x layout vertical"]),
        ("bindsym Mod4+Shift+e exit", ["bind Mod4+Shift+e quit"]),
        ("bindsym Mod4+p move workspace to output right", ["bind Mod4+p move workspace to monitor right"]),
        ("mode \"resize\" {\n}\nbindsym Mod4+r mode \"resize\"", ["mode resize {", "}", "bind Mod4+r mode resize"]),
        ("mode \"move windows\" {\n}\nbindsym Mod4+r mode \"move windows\"", ["mode 'move windows' {", "}", "bind Mod4+r mode 'move windows'"]),
        ("bindsym Mod4+r mode \"default\"", ["bind Mod4+r mode default"]),
        ("bindsym Mod4+l resize grow width 30 px or 5 ppt", ["bind Mod4+l resize grow width 30 px or 5 ppt"]),
        ("bindsym Mod4+s resize set 640 480", ["bind Mod4+s resize set 640 480"]),
        ("bindsym Mod4+s resize set height 50 ppt", ["bind Mod4+s resize set height 50 ppt"]),
        ("bindsym --release Print exec scrot -s",
         ["# i3 --release: splitwm runs this binding when the key goes down", "bind Print exec scrot -s"]),
        // i3 takes the options after the key too.
        ("bindsym Mod4+Print --release exec scrot",
         ["# i3 --release: splitwm runs this binding when the key goes down", "bind Mod4+Print exec scrot"]),
        ("bindsym Mod4+a focus left, fullscreen toggle; workspace 3", ["bind Mod4+a focus left; fullscreen toggle; workspace 3"]),
        ("for_window [class=\"^Pavucontrol$\"] floating enable, border pixel 1",
         ["rule class=Pavucontrol float border pixel 1"]),
        ("for_window [class=\"x\"] border none, layout tabbed\nfor_window [class=\"y\"] border normal, layout stacking, sticky enable",
         ["rule class~x border none layout tabbed",
          "rule class~y border normal layout stacking sticky"]),
        // i3's sticky in a binding and in a rule.
        ("bindsym Mod4+s sticky toggle\nbindsym Mod4+Shift+s [class=\"mpv\"] sticky enable\nfor_window [class=\"^mpv$\"] floating enable, sticky enable",
         ["bind Mod4+s sticky toggle", "bind Mod4+Shift+s [class~mpv] sticky enable", "rule class=mpv float sticky"]),
        // i3's default border is a title bar, 2 pixels wide, as is a floating window's.
        ("default_border normal 2", ["title-bars yes", "border-width 2"]),
        ("default_border normal", ["title-bars yes", "border-width 2"]),
        ("default_floating_border pixel 4", ["floating-title-bars no", "floating-border-width 4"]),
        ("new_float none", ["floating-title-bars no", "floating-border-width 0"]),
        ("bindsym Mod4+b border toggle\nbindsym Mod4+n border normal\nbindsym Mod4+Shift+b border pixel 3\nbindsym Mod4+o border 1pixel",
         ["bind Mod4+b border toggle", "bind Mod4+n border normal", "bind Mod4+Shift+b border pixel 3", "bind Mod4+o border pixel 1"]),
        ("for_window [class=\"z\"] border pixel 3", ["rule class~z border pixel 3"]),
        // A comment ending in \ continues nothing, as in i3 (247-config-line-continuation).
        ("# not continued\\\nfor_window [class=\"z\"] border none", ["# not continued\\", "rule class~z border none"]),
        ("for_window [title=\"Private Browsing$\" window_role=\"pop-up\"] floating enable",
         ["rule title~'Private Browsing$' role~pop-up float"]),
        ("for_window [window_type=\"dialog\"] floating enable", ["rule window_type=dialog float"]),
        // i3's own test 165: a window on workspace trigger floats.
        ("for_window [workspace=\"trigger\"] floating enable", ["rule workspace~trigger float"]),
        ("for_window [workspace=\"^mail$\"] border normal", ["rule workspace=mail border normal"]),
        // Every regex PCRE2 compiles is carried, lookaround, backreferences and properties too.
        ("for_window [class=\"^(?!Firefox$)\" title=\"(\\\\w+) \\\\1\"] floating enable", [#"rule class~'^(?!Firefox$)' title~'(\w+) \1' float"#]),
        ("for_window [title=\"(?<=— )\\\\p{Han}+\"] floating enable", [#"rule title~'(?<=— )\p{Han}+' float"#]),
        ("assign [class=\"^Thunderbird$\"] → 3", ["rule class=Thunderbird workspace 3"]),
        ("assign [class=\"Firefox\"] workspace number 2: web", ["rule class~Firefox workspace '2: web'"]),
        ("workspace 1 output HDMI-1\nworkspace \"2: www\" output DP-1 eDP-1",
         ["workspace 1 monitor HDMI-1", "workspace '2: www' monitor DP-1 eDP-1"]),
        // A number's outputs and a name's stay apart (i3's tests 297, 518, 522): 2:foo opens on
        // A, 2:override on B, whatever the lines' order.
        ("workspace 2 output A\nworkspace 2:override output B\nworkspace 1:override output A\nworkspace 1 output B",
         ["workspace 2 monitor A", "workspace 2:override monitor B", "workspace 1:override monitor A", "workspace 1 monitor B"]),
        // A workspace without a number (i3's tests 297 and 516), its monitors in order.
        ("workspace special output fake-0\nworkspace \"right-top\" output fake-1\nworkspace \"my mail\" output nowhere name fake-2",
         ["workspace special monitor fake-0", "workspace right-top monitor fake-1", "workspace 'my mail' monitor nowhere name fake-2"]),
        ("client.focused #4c7899 #285577 #ffffff #2e9ef4 #285577",
         ["# i3 client.focused: the window border takes i3's child_border colour, the tab its first three",
          "border-focused #285577", "tab-focused #4c7899 #285577 #ffffff"]),
        ("client.urgent #2f343a #900000 #ffffff #900000",
         ["# i3 client.urgent: the window border takes i3's background colour, the tab its first three",
          "border-urgent #900000", "tab-urgent #2f343a #900000 #ffffff"]),
        ("client.focused_inactive #333333 #5f676a #FFFFFF80 #484e50 #5f676a",
         ["# splitwm's colours have no alpha", "tab-focused-inactive #333333 #5f676a #ffffff"]),
        ("bindsym Mod4+s layout stacking\nbindsym Mod4+w layout tabbed", ["bind Mod4+s layout stacking", "bind Mod4+w layout tabbed"]),
        ("bindsym Mod4+a focus parent\nbindsym Mod4+d focus child", ["bind Mod4+a focus parent", "bind Mod4+d focus child"]),
        ("bindsym Mod4+t layout toggle",
         ["# i3 layout toggle: splitwm's layout toggle all goes split → stacking → tabbed → split (splitwm's own layout toggle is i3's toggle split)",
          "bind Mod4+t layout toggle all"]),
        ("font pango:DejaVu Sans Mono 10", ["# i3 font: splitwm draws the tabs of tabbed and stacked groups in it", "font pango:DejaVu Sans Mono 10"]),
        ("workspace_layout tabbed", ["workspace-layout tabbed"]),
        ("default_orientation vertical", ["default-orientation vertical"]),
        ("floating_minimum_size 100 x 80", ["floating-minimum-size 100 80"]),
        ("floating_maximum_size -1x0", ["floating-maximum-size -1 0"]),
        ("bindsym Mod4+Left move left 20px\nbindsym Mod4+c move window to position center",
         ["bind Mod4+Left move left 20 px", "bind Mod4+c move position center"]),
        ("bindsym Mod4+m move absolute position center; move position mouse",
         ["bind Mod4+m move absolute position center; move position mouse"]),
        ("default_orientation auto", ["default-orientation auto"]),
        ("default_border pixel 3", ["title-bars no", "border-width 3"]),
        ("new_window none", ["title-bars no", "border-width 0"]),
        ("focus_follows_mouse no\nfocus_on_window_activation urgent", ["focus-follows-mouse no", "focus-on-window-activation urgent"]),
        ("floating_modifier Mod4",
         ["# floating_modifier: as in i3, button 1 moves a window (a tile as tiling-drag says) and button 3 resizes it (a tile by its nearest splitter)", "drag-modifier Mod4"]),
        ("# a comment\n\n  # indented", ["# a comment", "", "# indented"]),
        // What i3's own test suite fakes its monitors with.
        ("fake-outputs 1024x768+0+0,1024x768+1024+0P", ["fake-outputs 1024x768+0+0,1024x768+1024+0P"]),
        // i3 reads a chord's modifiers, + signs and key as tokens, blanks allowed between them.
        ("set $mod Mod4\nbindsym $mod + Shift + h move left\nbindsym $mod +Return exec xterm",
         ["set $mod Mod4", "bind $mod+Shift+h move left", "bind $mod+Return exec xterm"]),
        // A variable may hold a directive: i3 replaces variables before it reads a line.
        ("set $exec exec --no-startup-id\n$exec dunst\nbindsym Mod4+d $exec rofi -show run",
         ["# i3: set $exec exec --no-startup-id", "#   written out: splitwm's lines below hold its value where i3 used it",
          "exec dunst", "bind Mod4+d exec rofi -show run"]),
        // Manjaro's rules: commands after one another with a blank between them are i3's too.
        ("for_window [class=\"Lxappearance\"] floating enable sticky enable border normal",
         ["rule class~Lxappearance float sticky border normal"]),
        ("bindsym Mod4+u floating enable border pixel 2, sticky toggle",
         ["bind Mod4+u float on; border pixel 2; sticky toggle"]),
        // The names a workspace command takes are a string, blanks and all.
        ("bindsym Mod4+7 move container to workspace number 7 <icon> code",
         ["bind Mod4+7 move workspace '7 <icon> code'"]),
        // A keycode becomes the keysym it types on a US keyboard.
        ("set $mod Mod4\nbindcode $mod+10 workspace 1",
         ["set $mod Mod4", "# i3 bindcode 10: splitwm binds the keysym that keycode types on a US keyboard, 1, in every layout",
          "bind $mod+1 workspace 1"]),
        ("bindsym Mod4+Left resize shrink width 10px", ["bind Mod4+Left resize shrink width 10 px"]),
        ("bindsym Mod4+Up resize grow up 10px or 10ppt", ["bind Mod4+Up resize grow up 10 px or 10 ppt"]),
        // Gaps at run time and per workspace.
        ("bindsym Mod4+plus gaps inner current plus 5\nbindsym Mod4+0 gaps outer all set 0px\nbindsym Mod4+t gaps outer current toggle 20",
         ["bind Mod4+plus gaps inner current plus 5", "bind Mod4+0 gaps outer all set 0", "bind Mod4+t gaps outer current toggle 20"]),
        ("workspace 1 gaps inner 0\nworkspace \"2: web\" gaps outer 10px",
         ["workspace 1 gaps-inner 0", "workspace 2 name '2: web' gaps-outer 10"]),
        ("gaps outer -2",
         ["# i3 gaps outer -2: splitwm's outer gap is at least 0 (i3's negative one narrows the inner gap's share at the screen's edges)",
          "gaps-outer 0"]),
        ("workspace_auto_back_and_forth yes", ["workspace-auto-back-and-forth yes"]),
        ("bindsym Mod4+m bar mode toggle\nbindsym Mod4+n bar hidden_state show bar-1",
         ["bind Mod4+m bar mode toggle", "bind Mod4+n bar hidden_state show bar-1"]),
        ("workspace_layout stacked", ["workspace-layout stacking"]),
        // What splitwm does anyway carries over as a note.
        ("mouse_warping none\npopup_during_fullscreen smart\nhide_edge_borders none\nsmart_borders off",
         ["# i3 mouse_warping none: splitwm never moves the pointer",
          "# i3 popup_during_fullscreen smart: splitwm shows a fullscreen window's own dialogs above it, and nothing else",
          "# i3 hide_edge_borders none: splitwm draws every window's border on all four edges",
          "# i3 smart_borders no: splitwm draws a lone window's border too"]),
    ]

    @Test(arguments: translations.indices)
    func anI3LineBecomesItsSplitwmLines(index: Int) throws {
        let (i3, splitwm) = Self.translations[index]
        let (lines, result) = imported(i3)
        #expect(lines == splitwm)
        #expect(result.untranslated == 0)
        #expect(throws: Never.self) { try parseConfig(result.text).get() }
    }

    /// i3 lines with no counterpart, and the start of why.
    static let leftOut: [(i3: String, why: String)] = [
        ("bindsym Mod4+s layout default", "layout default: splitwm's layouts are splith, splitv, tabbed, stacking"),
        ("bindsym Mod4+a focus output left", "focus output left: splitwm's focus crosses to the next monitor"),
        ("bindcode 250 exec xterm", "bindcode 250: splitwm binds by keysym name, and keycode 250 is not one whose keysym the importer knows"),
        ("bindsym Mod4+g gaps horizontal current plus 5", "gaps horizontal: splitwm's outer gap is the same on every side"),
        ("workspace 3 gaps top 10", "workspace 3 gaps top: splitwm's outer gap is the same on every side"),
        ("mouse_warping output", "splitwm never moves the pointer (as i3's mouse_warping none)"),
        ("include ~/.config/i3/more", "include: this import reads no other files"),
        ("bindsym --whole-window Mod4+button2 kill", "splitwm binds keys, not mouse buttons"),
        ("bindsym Mod4+button3 floating toggle", "splitwm binds keys, not mouse buttons"),
        ("bindsym Mod4+NoSuchKey kill", "\"NoSuchKey\" is not an X keysym name"),
        ("bindsym Mode_switch+h kill", "splitwm has no modifier \"Mode_switch\""),
        ("default_orientation sideways", "default_orientation sideways: i3's are horizontal, vertical and auto"),
        ("floating_minimum_size 75 by 50", "floating_minimum_size takes WIDTH x HEIGHT in pixels (-1: no limit, 0: i3's own)"),
        ("floating_maximum_size -2 x 10", "splitwm rejects it: floating-maximum-size: expected a whole number of pixels from 0 to 65535, or -1 for no limit"),
        ("for_window [title=\"(x\"] floating enable", "the regex \"(x\" does not compile: missing closing parenthesis at byte 2"),
        ("for_window [urgent] floating enable", "a rule sees a window before it is urgent (urgent= is for commands)"),
        ("assign [workspace=\"x\"] 2", "i3's assign sees a window before it has a workspace: workspace= never matches there"),
        ("assign [class=\"x\"] output HDMI-1", "splitwm assigns windows to workspaces, not outputs"),
        ("workspace web gaps inner 4", "splitwm's workspace gaps are about numbered workspaces, and \"web\" has no number"),
        // i3 keeps the first output line of a workspace (its test 297), whatever the case.
        ("workspace bar output A\nworkspace Bar output B", "i3 keeps the first output line of workspace \"Bar\" and ignores this one"),
        ("workspace 1 output A\nworkspace 1 output B C", "i3 keeps the first output line of workspace \"1\" and ignores this one"),
        ("client.background #333333", "client.background: splitwm has no setting for the colour behind a window"),
        ("exec i3-config-wizard", "i3-config-wizard writes an i3 config"),
        ("hide_edge_borders smart", "splitwm draws every window's border on all four edges"),
        ("fake-outputs 1024x768", "fake-outputs 1024x768: i3 writes monitors as WxH+X+Y joined by commas"),
        ("smart_gaps inverse_outer", "smart_gaps inverse_outer: splitwm's smart gaps are on or off"),
        ("some_future_directive 1", "splitwm has no counterpart for i3's \"some_future_directive\""),
        // splitwm's parser is the last judge: the second colour for the same setting is refused.
        ("client.focused #000000 #111111 #ffffff #222222\nclient.focused #000000 #333333 #ffffff #444444",
         "splitwm rejects it: border-focused is already set on line"),
        ("default_border pixel 500", "splitwm rejects it: border-width: expected"),
    ]

    @Test(arguments: leftOut.indices)
    func anI3LineWithoutCounterpartIsACommentSayingWhy(index: Int) throws {
        let (i3, why) = Self.leftOut[index]
        let (lines, result) = imported(i3)
        let original = i3.split(separator: "\n").last.map(String.init)!
        let at = try #require(lines.firstIndex(of: "# i3: " + original), "\(lines)")
        #expect(lines[at + 1].hasPrefix("#   not translated: " + why), "\(lines[at + 1])")
        #expect(result.untranslated == 1)
        #expect(throws: Never.self) { try parseConfig(result.text).get() }
    }

    /// A mode block is splitwm's: its key bindings are the mode's, what else it holds a comment.
    @Test func aModeBlockBecomesSplitwmsWithItsBindings() throws {
        let (lines, result) = imported("""
            mode --pango_markup "resize" {
              bindsym h resize shrink width 10 px or 10 ppt
              bindcode 250 mode "default"
              bindsym Escape mode "default"
            }
            bindsym h exec xterm
            """)
        #expect(lines == [
            "# i3 --pango_markup: splitwm shows a mode's name as it is written",
            "mode resize {",
            "bind h resize shrink width 10 px or 10 ppt",
            "# i3: bindcode 250 mode \"default\"",
            "#   not translated: bindcode 250: splitwm binds by keysym name, and keycode 250 is not one whose keysym the importer knows (xev shows it: bindsym it)",
            "bind Escape mode default",
            "}",
            // The default mode may bind the key the mode binds.
            "bind h exec xterm",
        ])
        #expect((result.translated, result.untranslated) == (5, 1))
        let config = try parseConfig(result.text).get()
        #expect(config.modes.map(\.name) == ["resize"] && config.modes[0].bindings.count == 2 && config.bindings.count == 1)
    }

    /// A comment after a block's { or } (as i3 allows) changes nothing; a key entering a mode
    /// whose block did not carry over stays a comment.
    @Test func aModeBlockKeepsItsKeysWhateverTheCommentsAfterItsBraces() throws {
        let (_, result) = imported("""
            mode "resize" { # resizing
              bindsym h resize shrink width 10 px
            } # end of resize
            bindsym Mod4+h focus left
            bindsym Mod4+r mode "resize"
            bindsym Mod4+x mode "nowhere"
            """)
        let config = try parseConfig(result.text).get()
        #expect(config.modes.map(\.name) == ["resize"] && config.modes[0].bindings.map(\.chord.description) == ["h"])
        #expect(config.bindings.map(\.chord.description) == ["Mod4+h", "Mod4+r"])
        #expect(result.text.contains("#   not translated: the mode \"nowhere\" is not carried over (see its block)"))
    }

    /// A mode block the file never closes is closed, so its keys never become the default mode's.
    @Test func aModeBlockLeftOpenIsClosed() throws {
        let (lines, result) = imported("mode \"resize\" {\n  bindsym h resize shrink width 10 px")
        #expect(lines.suffix(2) == ["# The i3 config ends inside a mode block: its end is added.", "}"])
        let config = try parseConfig(result.text).get()
        #expect(config.bindings.isEmpty && config.modes[0].bindings.count == 1)
        // A second block of one name, and a block named default, stay comments.
        let (_, twice) = imported("mode \"a\" {\n}\nmode \"a\" {\n  bindsym h sync\n}\nmode \"default\" {\n  bindsym j sync\n}")
        let parsed = try parseConfig(twice.text).get()
        #expect(parsed.modes.map(\.name) == ["a"] && parsed.modes[0].bindings.isEmpty && parsed.bindings.isEmpty)
        #expect(twice.untranslated == 6)
    }

    /// Every directive i3bar reads carries over, nested colours and buttons included, and the
    /// bar reads back as i3 would describe it.
    @Test func aBarBlockCarriesOverWithEveryValueI3barReads() throws {
        let (lines, result) = imported("""
            set $bg #222222
            bar {
                status_command i3status -c "$HOME/.i3status"
                i3bar_command i3bar -t
                position top
                mode hide
                hidden_state show
                modifier none
                tray_output none
                tray_padding 4 px
                font pango:DejaVu Sans Mono 10
                wheel_up_cmd workspace prev
                bindsym --release button3 exec "xmessage hi"
                bindsym button1 --release nop
                separator_symbol "  "
                binding_mode_indicator off
                workspace_buttons yes
                strip_workspace_numbers true
                padding 2px 4px
                workspace_min_width 40px
                colors { # the bar's
                    background $bg
                    focused_workspace  #4c7899 #285577 #ffffff
                    urgent_workspace   #ffffff #900000
                }
            }
            bindsym Mod4+x kill
            """)
        #expect(lines == [
            "# i3: set $bg #222222", "#   written out: splitwm's lines below hold its value where i3 used it",
            "bar bar-0 {",
            "status-command i3status -c \"$$HOME/.i3status\"",
            "i3bar-command i3bar -t",
            "position top", "mode hide", "hidden-state show", "modifier none", "tray-output none", "tray-padding 4",
            "font pango:DejaVu Sans Mono 10",
            "# i3 wheel_up_cmd: bindsym button4 in today's i3", "bind button4 workspace prev",
            "bind --release button3 exec \"xmessage hi\"", "bind --release button1 nop",
            "separator-symbol '  '", "binding-mode-indicator no", "workspace-buttons yes", "strip-workspace-numbers yes",
            "padding 2 4", "workspace-min-width 40",
            "color background #222222", "color focused-workspace #4c7899 #285577 #ffffff",
            "# i3 urgent_workspace with two colours: its older form, text then background",
            "color urgent-workspace-background #900000", "color urgent-workspace-text #ffffff",
            "}",
            "bind Mod4+x close",
        ])
        let bar = try #require(try parseConfig(result.text).get().settings.bars.first)
        #expect(bar.statusCommand == "i3status -c \"$HOME/.i3status\"" && bar.separatorSymbol == "  " && bar.modifier.isEmpty)
        #expect(bar.bindings == [BarBinding(button: 4, command: "workspace prev"), BarBinding(button: 3, release: true, command: "exec \"xmessage hi\""),
                                 BarBinding(button: 1, release: true, command: "nop")])
        #expect(bar.padding == BarPadding(top: 2, right: 4, bottom: 2, left: 4))
        #expect(result.untranslated == 0)
    }

    /// i3 names a bar without an id `bar-N`, N counting every bar before it, named or not.
    @Test func barsWithoutAnIdAreNamedAsI3NamesThem() throws {
        let (lines, result) = imported("bar {\n}\nbar {\n  output HDMI-1\n  id side\n}\nbar {\n  height 30\n}\nbar {\n")
        #expect(lines.filter { $0.hasPrefix("bar ") } == ["bar bar-0 {", "bar side {", "bar bar-2 {", "bar bar-3 {"])
        #expect(lines.contains("# i3: id side") && lines.contains("#   the bar's id: splitwm names it on its bar line"))
        // A file that ends inside a bar block gets its end.
        #expect(lines.suffix(2) == ["# The i3 config ends inside a bar block: its end is added.", "}"])
        #expect(try parseConfig(result.text).get().settings.bars.map(\.id) == ["bar-0", "side", "bar-2", "bar-3"])
    }

    @Test func whatABarCannotTakeIsACommentThatSaysWhy() {
        let (lines, _) = imported("bar {\n  tray_padding lots\n  frobnicate yes\n}")
        #expect(lines == [
            "bar bar-0 {",
            "# i3: tray_padding lots",
            "#   not translated: splitwm rejects it: tray-padding: expected a whole number of pixels from 0 to 1000, found \"lots\"",
            "# i3: frobnicate yes",
            "#   not translated: splitwm's bars have no \"frobnicate\" (docs/configuration.md lists a bar's keys)",
            "}",
        ])
    }

    /// Debian's i3-wm ships a config whose bar is i3status's: it carries over as splitwm's bar-0.
    @Test func debiansBarCarriesOver() throws {
        guard let text = try? String(contentsOfFile: "/etc/i3/config", encoding: .utf8) else {
            Issue.record("/etc/i3/config is missing: install i3-wm (make test does)")
            return
        }
        let result = I3Import.translate(text, source: "/etc/i3/config", isKnownKey: Keysyms.isKnown)
        #expect(result.text.contains("\nbar bar-0 {\nstatus-command i3status\n}\n"))
        let bars = try parseConfig(result.text).get().settings.bars
        var expected = BarConfig(id: "bar-0")
        expected.statusCommand = "i3status"
        #expect(bars == [expected])
    }

    /// i3's scratchpad, marks, criteria before a command and gaps have their splitwm words.
    @Test func scratchpadMarksCriteriaAndGapsCarryOver() {
        let lines: [(i3: String, splitwm: String)] = [
            ("bindsym Mod4+minus scratchpad show", "bind Mod4+minus scratchpad show"),
            ("bindsym Mod4+Shift+minus move scratchpad", "bind Mod4+Shift+minus move scratchpad"),
            ("bindsym Mod4+m mark mail", "bind Mod4+m mark mail"),
            ("bindsym Mod4+m mark --toggle mail", "bind Mod4+m mark --toggle mail"),
            ("bindsym Mod4+m mark --add --toggle mail", "bind Mod4+m mark --add --toggle mail"),
            ("bindsym Mod4+m mark --replace mail", "bind Mod4+m mark mail"),
            // i3 compares con_mark as a regex; a whole literal one is splitwm's glob.
            ("bindsym Mod4+o [con_mark=\"quick\"] focus", "bind Mod4+o [mark~quick] focus"),
            ("bindsym Mod4+o [con_mark=\"^quick$\"] focus", "bind Mod4+o [mark=quick] focus"),
            // i3 unescapes \\ in a criterion's value as in any string: the regex is ^a\.b$.
            (#"for_window [title="^a\\.b$"] floating enable"#, #"rule title~'^a\.b$' float"#),
            ("bindsym Mod4+g [class=\"^Firefox$\"] focus", "bind Mod4+g [class=Firefox] focus"),
            ("gaps inner 10", "gaps-inner 10"),
            ("gaps outer 5px", "gaps-outer 5"),
            ("smart_gaps on", "smart-gaps yes"),
            ("focus_wrapping workspace", "focus-wrapping workspace"),
            ("focus_wrapping true", "focus-wrapping yes"),
            ("force_focus_wrapping yes", "focus-wrapping force"),
            ("force_focus_wrapping no", "focus-wrapping yes"),
        ]
        for (i3, splitwm) in lines {
            let (lines, result) = imported(i3)
            #expect(lines.last == splitwm, "\(i3)")
            #expect(throws: Never.self) { try parseConfig(result.text).get() }
        }
    }

    /// `$mod` stays a variable only where splitwm reads it as i3 does: a plain value, set before
    /// the line using it (i3 reads every set first; splitwm in order).
    @Test func aChordKeepsItsVariableOnlyWhereSplitwmCanReadIt() {
        #expect(imported("bindsym $mod+x kill\nset $mod Mod4").lines == ["bind Mod4+x close", "set $mod Mod4"])
        #expect(imported("set $mod Mod4+Shift\nbindsym $mod+x kill").lines == ["set $mod Mod4+Shift", "bind $mod+x close"])
        #expect(imported("set $m-od Mod4\nbindsym $m-od+x kill").lines.last == "bind Mod4+x close")
    }

    @Test func i3MsgExitInACommandBecomesSplitctlQuit() {
        let (lines, _) = imported("bindsym Mod4+Shift+e exec \"i3-nagbar -m 'Exit?' -B 'Yes' 'i3-msg exit'\"")
        #expect(lines == ["# i3-msg exit became splitctl quit", "bind Mod4+Shift+e exec i3-nagbar -m 'Exit?' -B 'Yes' 'splitctl quit'"])
    }

    /// Comments count toward the config's 1 MiB: past it the end is left out, and the output still loads.
    @Test func aTranslationTooLongForAConfigLeavesOutItsEndAndSaysSo() throws {
        let i3 = (0..<800).map { "hide_edge_borders \($0) " + String(repeating: "x", count: 2000) }.joined(separator: "\n")
        let result = I3Import.translate(i3, source: "big", isKnownKey: Keysyms.isKnown)
        #expect(result.text.utf8.count <= ConfigParser.maximumFileBytes)
        #expect(result.untranslated > 100 && result.untranslated < 800)
        #expect(result.text.hasSuffix("# The i3 config's last \(800 - result.untranslated) lines are left out: a splitwm config may be at most 1 MiB.\n"))
        #expect(throws: Never.self) { try parseConfig(result.text).get() }
    }

    /// i3 puts a new window into the focused window's container: every import says so.
    @Test func everyImportPlacesNewWindowsAsI3Does() throws {
        for i3 in ["", "bindsym Mod4+x kill\n", "default_border pixel 2\ndefault_orientation vertical\n"] {
            let result = I3Import.translate(i3, source: "t", isKnownKey: Keysyms.isKnown)
            let settings = try parseConfig(result.text).get().settings
            #expect(settings.placement == .container, "\(i3)")
            #expect(settings.defaultOrientation == (i3.contains("vertical") ? .vertical : .auto), "\(i3)")
        }
    }

    /// i3 wraps focus unless told otherwise (its tests 121, 170 and 219 count on it); splitwm
    /// does not, so an import without a line about it asks for i3's wrap.
    @Test func focusWrapsAsInI3UnlessTheConfigSaysHow() throws {
        let cases: [(i3: String, wrapping: FocusWrapping)] = [
            ("", .yes), ("bindsym Mod4+x kill\n", .yes),
            ("focus_wrapping no\n", .no), ("focus_wrapping workspace\n", .workspace),
            ("force_focus_wrapping yes\n", .force), ("force_focus_wrapping no\n", .yes),
            // A line splitwm cannot read leaves i3's default, as i3 ignores it.
            ("focus_wrapping sideways\n", .yes),
        ]
        for (i3, wrapping) in cases {
            let result = I3Import.translate(i3, source: "t", isKnownKey: Keysyms.isKnown)
            #expect(try parseConfig(result.text).get().settings.focusWrapping == wrapping, "\(i3)")
            let saysHow = i3.contains("wrapping") && !i3.contains("sideways")
            #expect(result.text.contains("no focus_wrapping line says otherwise") == !saysHow, "\(i3)")
        }
    }

    /// i3 names a monitor's first workspace after the first binding that shows one (its test
    /// 172): the import keeps the bindings' workspaces in order for splitwm to do the same.
    @Test func theBindingsWorkspacesComeThroughInOrder() throws {
        let cases: [(i3: String, first: String?)] = [
            ("", nil),
            ("bindsym Mod1+1 workspace foobar", "foobar"),
            ("bindsym Mod1+1 workspace \"foobar\"", "foobar"),
            ("bindsym Mod1+1 workspace   3", "3"),
            ("bindsym Mod1+1 workspace 3; exec foo", "3"),
            ("bindsym Mod1+1 workspace next\nbindsym Mod1+2 workspace back_and_forth\nbindsym Mod1+3 workspace 3\nbindsym Shift+Mod1+1 workspace 4", "3"),
            ("bindsym Mod1+1 workspace --no-auto-back-and-forth number 3:three", "3:three"),
            // Tests 270 (a variable holding the command, on a last line without a newline) and 515.
            ("set $workspace0 workspace eggs\nbindsym Mod4+0 $workspace0", "eggs"),
            ("bindsym 1 workspace 1: eggs", "1: eggs"),
        ]
        for (i3, first) in cases {
            let result = I3Import.translate(i3, source: "t", isKnownKey: Keysyms.isKnown)
            #expect(try parseConfig(result.text).get().settings.boundWorkspaces.first == first, "\(i3)")
        }
    }

    @Test func i3sTitleBarsComeUnlessTheConfigSaysHowBordersLook() {
        let plain = I3Import.translate("bindsym Mod4+x kill\n", source: "t", isKnownKey: Keysyms.isKnown).text
        #expect(plain.hasSuffix("\n" + (defaultTitleBars + defaultFloatingBorders).joined(separator: "\n") + "\n"))
        for said in ["default_border pixel 2", "new_window none", "default_border normal"] {
            let text = I3Import.translate(said + "\n", source: "t", isKnownKey: Keysyms.isKnown).text
            #expect(!text.contains("# i3 draws a title bar"), "\(said)")
            #expect(text.hasSuffix("\n" + defaultFloatingBorders.joined(separator: "\n") + "\n"), "\(said)")
        }
        for said in ["default_floating_border pixel 2", "new_float normal"] {
            let text = I3Import.translate(said + "\n", source: "t", isKnownKey: Keysyms.isKnown).text
            #expect(!text.contains("# and one above every floating window"), "\(said)")
            #expect(text.contains("# i3 draws a title bar"), "\(said)")
        }
    }

    @Test func tilingDragIsCarriedOverWordForWord() {
        for (i3, splitwm) in [("tiling_drag off", "tiling-drag off"), ("tiling_drag modifier titlebar", "tiling-drag modifier titlebar"),
                              ("tiling_drag titlebar", "tiling-drag titlebar"), ("tiling_drag modifier", "tiling-drag modifier")] {
            let text = I3Import.translate(i3 + "\n", source: "t", isKnownKey: Keysyms.isKnown).text
            #expect(text.contains("\n" + splitwm + "\n"), "\(i3): \(text)")
        }
        let text = I3Import.translate("tiling_drag swap_modifier Mod1\n", source: "t", isKnownKey: Keysyms.isKnown).text
        #expect(text.contains("#   not translated: tiling_drag swap_modifier Mod1: splitwm's tiling-drag takes modifier, titlebar, both or off"), "\(text)")
    }

    @Test func theHeaderCountsWhatCarriedOver() {
        let result = I3Import.translate("set $mod Mod4\nbindsym $mod+x kill\nbindcode 250 kill\n# c\n", source: "/home/me/.config/i3/config",
                                        isKnownKey: Keysyms.isKnown)
        #expect(result.text.hasPrefix("# splitwm config made by splitwm --import-i3 from /home/me/.config/i3/config\n# 2 i3 lines carried over, 1 left as comments"))
        #expect((result.translated, result.untranslated) == (2, 1))
    }
}

/// An i3 criterion's value is text from a file: however it is quoted and escaped, it becomes a
/// pattern, never a command of its own (review found a value ending in `\"` closing its
/// quotes early, so that `; exec …` inside it ran as a binding's second command).
@Suite struct I3ImportQuotingTests {
    static let hostile = [
        #"bindsym Mod4+y [title="x'\\"" class="\"] focus; exec touch /tmp/pwned #"] mark a'b"#,
        #"bindsym Mod4+y [class="a\\\"; exec touch /tmp/pwned; \""] kill"#,
        #"bindsym Mod4+z [title="it's; exec rm"] kill"#,
    ]

    /// An exec ending in a backslash: i3 ran `echo \` and then the next command; joined into
    /// one splitwm list, the `\` would take the `;` and hand the rest to the shell.
    @Test(arguments: [
        #"bindsym Mod4+x exec echo \; [class="x&id>/tmp/pwned&"] kill"#,
        #"bindsym Mod4+y exec echo \, workspace 3"#,
    ])
    func anExecEndingInABackslashEndsWhereI3EndedIt(i3: String) throws {
        let result = I3Import.translate(i3, source: "test", isKnownKey: Keysyms.isKnown)
        let config = try parseConfig(result.text).get()
        let binding = try #require(config.bindings.first, "\(result.text)")
        #expect(binding.commands.count == 2, "\(binding.commands)")
        guard case .exec(let line)? = binding.commands.first else {
            Issue.record("no exec first: \(binding.commands)")
            return
        }
        #expect(!line.contains("pwned") && !line.contains("workspace"), "\(line)")
    }

    @Test(arguments: hostile)
    func aCriterionsValueNeverBecomesACommand(i3: String) throws {
        let result = I3Import.translate(i3, source: "test", isKnownKey: Keysyms.isKnown)
        let config = try parseConfig(result.text).get()
        for binding in config.bindings {
            for command in binding.commands {
                if case .exec = command { Issue.record("an exec came out of \(i3):\n\(result.text)") }
            }
            // A carried-over binding is the one command i3 meant, on the windows the criteria pick.
            #expect(binding.commands.count == 1, "\(binding.commands)")
        }
    }
}

/// What i3bar sends on i3's socket when a workspace button is clicked: 4.22 and before,
/// `workspace "NAME"` with `"` and `\` escaped (i3bar/src/xcb.c, `handle_button`); 4.23 and
/// later `[con_id=N] focus workspace`, which needs the state (I3IPCService reads it).
@Suite struct I3BarClickTests {
    @Test(arguments: [
        (#"workspace "1""#, "workspace 1"),
        (#"workspace "3:mail""#, "workspace 3:mail"),
        (#"workspace "web stuff""#, "workspace 'web stuff'"),
        (#"workspace "say \"hi\"""#, #"workspace 'say "hi"'"#),
        (#"workspace "back\\slash""#, #"workspace 'back\slash'"#),
    ])
    func i3bar422sButtonClickIsAWorkspaceCommand(sent: String, runs: String) throws {
        let results = I3Import.runCommands(sent)
        #expect(results.count == 1)
        #expect(try results[0].get() == runs)
        #expect(try CommandParser.parse(runs).count == 1)
    }
}
