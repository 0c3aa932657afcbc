// The command language: every command with good and bad arguments, `;` and quoting, and the
// exact error text and column.
import SplitCommands
import SplitEngine
import SplitSyntax
import Testing

@Suite struct CommandParserTests {
    static let good: [(String, [Command])] = [
        ("focus left", [.focus(.left)]), ("focus right", [.focus(.right)]),
        ("focus up", [.focus(.up)]), ("focus down", [.focus(.down)]),
        ("swap left", [.swap(.left)]), ("swap down", [.swap(.down)]),
        ("move up", [.move(.up)]), ("move right", [.move(.right)]),
        ("move left 20 px", [.moveBy(.left, .pixels(20))]), ("move down 5", [.moveBy(.down, .pixels(5))]),
        ("move up 10 ppt", [.moveBy(.up, .points(10))]), ("move container right -3 px", [.moveBy(.right, .pixels(-3))]),
        ("move position 10 px -20 ppt", [.movePosition(.corner(x: .pixels(10), y: .points(-20)))]),
        ("move window to position 0 0", [.movePosition(.corner(x: .pixels(0), y: .pixels(0)))]),
        ("move position center", [.movePosition(.centre(absolute: false))]),
        ("move container to absolute position center", [.movePosition(.centre(absolute: true))]),
        ("move position mouse", [.movePosition(.pointer)]), ("move position cursor", [.movePosition(.pointer)]),
        ("move to position pointer", [.movePosition(.pointer)]),
        ("presel left", [.presel(.left)]), ("presel down", [.presel(.down)]), ("presel cancel", [.presel(nil)]),
        ("resize left 40", [.resize(.left, pixels: 40)]), ("resize down 1", [.resize(.down, pixels: 1)]),
        ("resize up 10000", [.resize(.up, pixels: 10000)]), ("resize right 040", [.resize(.right, pixels: 40)]),
        // i3's forms: without numbers 10 px or 10 ppt; a shrink is a negative amount.
        ("resize grow width", [.grow(.width, GrowAmount(pixels: 10, points: 10))]),
        ("resize shrink width 10 px or 5 ppt", [.grow(.width, GrowAmount(pixels: -10, points: -5))]),
        ("resize shrink height 20", [.grow(.height, GrowAmount(pixels: -20))]),
        ("resize grow left 30 px or 0 ppt", [.grow(.edge(.left), GrowAmount(pixels: 30, points: 0))]),
        ("resize grow up 1 or 2", [.grow(.edge(.up), GrowAmount(pixels: 1, points: 2))]),
        ("resize set 640 480", [.resizeSet(width: .pixels(640), height: .pixels(480))]),
        ("resize set width 50 ppt height 300 px", [.resizeSet(width: .points(50), height: .pixels(300))]),
        ("resize set height 25 ppt", [.resizeSet(width: nil, height: .points(25))]),
        ("resize set 0 200", [.resizeSet(width: nil, height: .pixels(200))]),
        ("resize set 800 px", [.resizeSet(width: .pixels(800), height: nil)]),
        ("fraction 0.3", [.fraction(0.3)]), ("fraction 0", [.fraction(0)]), ("fraction 1", [.fraction(1)]),
        ("fraction .5", [.fraction(0.5)]), ("fraction 1e-3", [.fraction(0.001)]), ("fraction 1.0", [.fraction(1)]),
        ("layout toggle", [.layout(.toggle)]), ("layout horizontal", [.layout(.horizontal)]),
        ("layout vertical", [.layout(.vertical)]),
        ("flip", [.flip]), ("hide primary", [.hide(.primary)]), ("hide secondary", [.hide(.secondary)]),
        ("hide toggle", [.hide(.toggle)]), ("equalize", [.equalize]), ("zoom toggle", [.zoomToggle]),
        ("float toggle", [.float(.toggle)]), ("float on", [.float(.on)]), ("fullscreen off", [.fullscreen(.off)]),
        ("close", [.close]), ("kill", [.kill]), ("reload", [.reload]), ("restart", [.restart]),
        ("quit", [.quit]), ("sync", [.sync]),
        // bspwm's node commands: a window, or the split whose sides begin with two windows.
        ("node 0x3/0x4 swap 0x1", [.node(NodeName(window: 3, secondWindow: 4), .swap(with: NodeName(window: 1)))]),
        ("node 5 swap 6/7", [.node(NodeName(window: 5), .swap(with: NodeName(window: 6, secondWindow: 7)))]),
        ("node 0x3/0x4 move workspace 2", [.node(NodeName(window: 3, secondWindow: 4), .moveToWorkspace(.named("2")))]),
        ("node 0xa move workspace next", [.node(NodeName(window: 10), .moveToWorkspace(.next))]),
        ("exec x-terminal-emulator", [.exec("x-terminal-emulator")]),
        ("exec   rofi -show run  ", [.exec("rofi -show run")]),
        ("exec echo 'a;b' ; focus left", [.exec("echo 'a;b'"), .focus(.left)]),
        (#"exec echo "a;b";quit"#, [.exec(#"echo "a;b""#), .quit]),
        (#"exec echo a\;b"#, [.exec(#"echo a\;b"#)]),
        (#"exec echo "say \"hi;\"""#, [.exec(#"echo "say \"hi;\"""#)]),
        (#"exec echo 'it\'; quit"#, [.exec(#"echo 'it\'"#), .quit]),
        ("exec echo $HOME \"$(date)\"", [.exec("echo $HOME \"$(date)\"")]),
        ("exec notify-send \"don't\"", [.exec("notify-send \"don't\"")]),
        ("exec echo é", [.exec("echo é")]),
        ("  focus\tleft  ;  quit  ", [.focus(.left), .quit]),
        ("resize right 40; focus right", [.resize(.right, pixels: 40), .focus(.right)]),
        ("priority primary", [.priority(.primary)]), ("priority secondary", [.priority(.secondary)]),
        ("priority none", [.priority(.none)]), ("priority toggle", [.priority(.toggle)]),
        ("min primary 0.2", [.min(.primary, .fraction(0.2))]), ("min secondary 0", [.min(.secondary, .fraction(0))]),
        ("min primary 0.95", [.min(.primary, .fraction(0.95))]),
        ("min primary 400 px", [.min(.primary, .pixels(400))]), ("min secondary 0 px", [.min(.secondary, .pixels(0))]),
        ("min secondary 65535 px; sync", [.min(.secondary, .pixels(65535)), .sync]),
        ("drag-to-hide primary on", [.dragToHide(.primary, .on)]), ("drag-to-hide secondary off", [.dragToHide(.secondary, .off)]),
        ("drag-to-hide secondary toggle", [.dragToHide(.secondary, .toggle)]),
        ("collapse toggle", [.collapse(.toggle)]), ("collapse on", [.collapse(.on)]), ("collapse off up", [.collapse(.off, toward: .up)]),
        ("splitter thickness 0", [.splitter(.thickness(0))]), ("splitter thickness 100", [.splitter(.thickness(100))]),
        ("splitter color #ff0000", [.splitter(.color(RGB(0xFF0000)))]), ("splitter color #A1b2C3", [.splitter(.color(RGB(0xA1B2C3)))]),
        ("splitter inset 1000", [.splitter(.inset(1000))]), ("splitter hit 12", [.splitter(.hit(12))]),
        ("splitter hides-with-side yes", [.splitter(.hidesWithSide(true))]),
        ("splitter hides-with-side no", [.splitter(.hidesWithSide(false))]),
        // The per-split commands' optional last word: the split along that edge of the focused window.
        ("priority primary left", [.priority(.primary, toward: .left)]), ("priority toggle down", [.priority(.toggle, toward: .down)]),
        ("min secondary 0.3 up", [.min(.secondary, .fraction(0.3), toward: .up)]),
        ("min primary 300 px right", [.min(.primary, .pixels(300), toward: .right)]),
        ("min primary 300 px right; sync", [.min(.primary, .pixels(300), toward: .right), .sync]),
        ("drag-to-hide secondary off left", [.dragToHide(.secondary, .off, toward: .left)]),
        ("splitter color #ff0000 left", [.splitter(.color(RGB(0xFF0000)), toward: .left)]),
        ("splitter thickness 4 up", [.splitter(.thickness(4), toward: .up)]),
        ("splitter hides-with-side yes down", [.splitter(.hidesWithSide(true), toward: .down)]),
        ("splitter inset 2 right", [.splitter(.inset(2), toward: .right)]), ("splitter hit 9 left", [.splitter(.hit(9), toward: .left)]),
        ("workspace 1", [.workspace(.named("1"))]), ("workspace 10", [.workspace(.named("10"))]),
        ("workspace mail", [.workspace(.named("mail"))]), ("workspace next", [.workspace(.next)]),
        ("workspace prev", [.workspace(.prev)]), ("workspace back-and-forth", [.workspace(.backAndForth)]),
        ("workspace 'my mail'; sync", [.workspace(.named("my mail")), .sync]),
        (#"workspace "it's""#, [.workspace(.named("it's"))]), (#"workspace a\ b"#, [.workspace(.named("a b"))]),
        ("workspace 'next'", [.workspace(.named("next"))]), (#"workspace \prev"#, [.workspace(.named("prev"))]),
        ("workspace to", [.workspace(.named("to"))]), ("workspace Next", [.workspace(.named("Next"))]),
        ("workspace 'a;b'", [.workspace(.named("a;b"))]), ("workspace é😀", [.workspace(.named("é😀"))]),
        ("move workspace 3", [.moveToWorkspace(.named("3"))]), ("move workspace web", [.moveToWorkspace(.named("web"))]),
        ("move workspace next", [.moveToWorkspace(.next)]), ("move workspace prev", [.moveToWorkspace(.prev)]),
        ("move  workspace\tback-and-forth ;sync", [.moveToWorkspace(.backAndForth), .sync]),
        ("move workspace 'to'", [.moveToWorkspace(.named("to"))]), ("move workspace monitor", [.moveToWorkspace(.named("monitor"))]),
        ("move workspace to monitor left", [.moveWorkspaceToMonitor(.direction(.left))]),
        ("move workspace to monitor right", [.moveWorkspaceToMonitor(.direction(.right))]),
        ("move workspace to monitor up", [.moveWorkspaceToMonitor(.direction(.up))]),
        ("move workspace to monitor down", [.moveWorkspaceToMonitor(.direction(.down))]),
        ("move workspace to monitor HDMI-1", [.moveWorkspaceToMonitor(.named("HDMI-1"))]),
        ("move workspace to monitor 'left'", [.moveWorkspaceToMonitor(.named("left"))]),
        ("monitors refresh", [.monitorsRefresh]), ("monitors refresh; workspace 2", [.monitorsRefresh, .workspace(.named("2"))]),
        ("rename workspace to 42", [.renameWorkspace(from: nil, to: "42")]),
        ("rename workspace 9 to 12; sync", [.renameWorkspace(from: "9", to: "12"), .sync]),
        ("rename workspace '9: foo' to '11: bar'", [.renameWorkspace(from: "9: foo", to: "11: bar")]),
        ("rename workspace to to", [.renameWorkspace(from: nil, to: "to")]),
        ("rename workspace to to bla", [.renameWorkspace(from: "to", to: "bla")]),
        ("rename workspace 'to' to bla", [.renameWorkspace(from: "to", to: "bla")]),
        ("rename workspace to 'my mail'", [.renameWorkspace(from: nil, to: "my mail")]),
        ("workspaces set I II", [.declareWorkspaces(WorkspaceDeclaration(["I", "II"], replacing: true))]),
        ("workspaces output HDMI-1 add 'my mail' set", [.declareWorkspaces(WorkspaceDeclaration(["my mail", "set"], monitor: "HDMI-1", replacing: false))]),
        ("remove workspace; remove workspace 'my mail'", [.removeWorkspace(nil), .removeWorkspace("my mail")]),
        ("layout save /tmp/a.json", [.saveLayout(path: "/tmp/a.json")]),
        ("layout load ~/layouts/work.json", [.loadLayout(path: "~/layouts/work.json")]),
        ("layout load '/tmp/my layouts/a b.json'; sync", [.loadLayout(path: "/tmp/my layouts/a b.json"), .sync]),
        ("append_layout ~/ws1.json; sync", [.appendLayout(path: "~/ws1.json"), .sync]),
        // i3 reads a relative one from its working directory, and i3test writes its layouts there.
        ("append_layout layout-Ab12Cd; sync", [.appendLayout(path: "layout-Ab12Cd"), .sync]),
        ("append_layout '../my layouts/a.json'", [.appendLayout(path: "../my layouts/a.json")]),
        ("layout load\t'/tmp/a  b'  ;sync", [.loadLayout(path: "/tmp/a  b"), .sync]),
        (#"layout save "/tmp/say \"hi\" \$x \a.json""#, [.saveLayout(path: #"/tmp/say "hi" $x \a.json"#)]),
        (#"layout load /tmp/a\ b\;c.json"#, [.loadLayout(path: "/tmp/a b;c.json")]),
        (#"layout load '/tmp/it'\''s.json'"#, [.loadLayout(path: "/tmp/it's.json")]),
        ("layout load /tmp/a'b c'd\"e f\"", [.loadLayout(path: "/tmp/ab cde f")]),
        ("layout load /tmp/$HOME/*", [.loadLayout(path: "/tmp/$HOME/*")]),
        ("move scratchpad", [.moveToScratchpad]), ("scratchpad show", [.scratchpadShow]),
        ("border none", [.border(.none)]), ("border pixel 3", [.border(BorderChange(.pixel, width: 3))]),
        ("border normal", [.border(.normal)]), ("border toggle 10; border pixel", [.border(BorderChange(.toggle, width: 10)), .border(.pixel)]),
        ("setting border-width 2", [.setting(.borderWidth(2))]), ("setting border-urgent #FF0000", [.setting(.borderColor(.urgent, RGB(0xFF0000)))]),
        ("setting split-fraction 0.52; setting focus-follows-mouse no", [.setting(.splitFraction(0.52)), .setting(.focusFollowsMouse(false))]),
        ("setting smart-gaps yes", [.setting(.smartGaps(true))]),
        ("setting placement longer-side-first; setting placement up", [.setting(.placement(.longerSideFirst)), .setting(.placement(.toward(.up)))]),
        ("setting placement spiral; setting placement spiral-first", [.setting(.placement(.spiral)), .setting(.placement(.spiralFirst))]),
        ("mark term", [.mark("term")]), ("mark --add term", [.mark("term", MarkOptions(add: true))]),
        ("mark --toggle --add 'my term'", [.mark("my term", MarkOptions(add: true, toggle: true))]),
        ("mark '--add'", [.mark("--add")]), ("unmark", [.unmark(nil)]), ("unmark term", [.unmark("term")]),
        (#"[class="Firefox"] focus"#, [.onWindows(Self.criteria("[class=Firefox]"), .focus)]),
        ("[class=Firefox]focus", [.onWindows(Self.criteria("[class=Firefox]"), .focus)]),
        (#"  [title="Save as" instance=x*]   kill  "#, [.onWindows(Self.criteria("[title='Save as' instance=x*]"), .kill)]),
        ("[instance=emacs] move workspace 3", [.onWindows(Self.criteria("[instance=emacs]"), .moveToWorkspace(.named("3")))]),
        ("[class=[Ff]irefox] close; focus left", [.onWindows(Self.criteria("[class='[Ff]irefox']"), .close), .focus(.left)]),
        ("[title~'a;b]'] float toggle", [.onWindows(Self.criteria(#"[title~"a;b]"]"#), .float(.toggle))]),
        ("[con_mark=web] focus", [.onWindows(Self.criteria("[mark=web]"), .focus)]),
        ("[con_id=0x1a00003] fullscreen on", [.onWindows(Self.criteria("[id=27262979]"), .fullscreen(.on))]),
        ("[window_role=pop-up window_type=dialog] move scratchpad",
         [.onWindows(Self.criteria("[role=pop-up window_type=dialog]"), .moveToScratchpad)]),
        ("[class=Term] scratchpad show", [.onWindows(Self.criteria("[class=Term]"), .scratchpadShow)]),
        ("[floating] kill; [tiling class=x] focus", [.onWindows(Self.criteria("[layer=floating]"), .kill),
                                                     .onWindows(Self.criteria("[layer=tiling class=x]"), .focus)]),
        ("[all] kill; [all title=x] close", [.onWindows(WindowCriteria([]), .kill), .onWindows(Self.criteria("[title=x]"), .close)]),
        ("[id=7] move right", [.onWindows(Self.criteria("[id=7]"), .fromWindow(.move(.right)))]),
        ("[class=Firefox] focus left", [.onWindows(Self.criteria("[class=Firefox]"), .fromWindow(.focus(.left)))]),
        ("[class=x] swap left; [mark=m] resize right 40", [.onWindows(Self.criteria("[class=x]"), .fromWindow(.swap(.left))),
                                                          .onWindows(Self.criteria("[mark=m]"), .fromWindow(.resize(.right, pixels: 40)))]),
        ("[id=7] mark --add x; [mark=x] unmark", [.onWindows(Self.criteria("[id=7]"), .mark("x", MarkOptions(add: true))),
                                                  .onWindows(Self.criteria("[mark=x]"), .unmark(nil))]),
    ]

    static func criteria(_ text: String) -> WindowCriteria {
        do { return try WindowCriteria(text) } catch { fatalError("\(error)") }
    }

    @Test(arguments: good)
    func goodCommandsParse(_ text: String, _ expected: [Command]) throws {
        #expect(try CommandParser.parse(text) == expected)
    }

    static let allCommands =
        "focus, swap, move, scratchpad, unswallow, mark, unmark, presel, resize, fraction, layout, append_layout, flip, hide, priority, min, drag-to-hide, splitter, collapse, equalize, zoom, float, fullscreen, sticky, border, title_format, workspace, gaps, setting, bar, rename, workspaces, remove, monitors, close, kill, open, exec, reload, restart, quit, nop, rule, sync, mode or node"
    static let pixels = "a whole number of pixels from 1 to 10000"
    static let minimum = "a fraction from 0 to 0.95, or PIXELS px (0 to 65535)"
    static let path = "a path, absolute (/…) or in the home directory (~/…)"
    static let target = "a workspace number or name, next, prev, next-on-monitor, prev-on-monitor or back-and-forth"
    static let moveTarget = "a workspace number or name, next, prev, next-on-monitor, prev-on-monitor, back-and-forth or to monitor"
    static let monitor = "left, right, up, down or a monitor name"

    static let bad: [(String, String)] = [
        ("node 0x3/ swap 0x1", "node: expected a window id, or two (ID/ID) naming the split whose sides begin with them, found \"0x3/\" (column 6)"),
        ("node 0x3 flip", "node: expected swap or move, found \"flip\" (column 10)"),
        ("gaps inner current plus", "gaps: expected a whole number of pixels from 0 to 1000, found nothing (column 24)"),
        ("move position 10", "move: expected a whole number of pixels from -65535 to 65535, or of percentage points (ppt), found nothing (column 17)"),
        ("move position middle", #"move: expected a whole number of pixels from -65535 to 65535, or of percentage points (ppt), center or mouse, found "middle" (column 15)"#),
        ("move absolute position mouse", #"move: expected center, found "mouse" (column 24)"#),
        ("move left 99999 px", #"move: expected a whole number of pixels from -65535 to 65535, or of percentage points (ppt), found "99999" (column 11)"#),
        ("gaps top current plus 5", #"gaps: expected inner or outer, found "top" (column 6)"#),
        ("border thick", #"border: expected normal, pixel, none or toggle, found "thick" (column 8)"#),
        ("border pixel 101", #"border: expected a whole number of pixels from 0 to 100, found "101" (column 14)"#),
        ("border none 2", #"border: expected end of command, found "2" (column 13)"#),
        ("setting border_width 2", #"setting: expected border-width, border-focused, border-unfocused, border-urgent, split-fraction, focus-follows-mouse, smart-gaps or placement, found "border_width" (column 9)"#),
        ("setting border-width 101", #"setting: expected a whole number of pixels from 0 to 100, found "101" (column 22)"#),
        ("setting split-fraction 0.99", #"setting: expected a fraction from 0.05 to 0.95, found "0.99" (column 24)"#),
        ("setting border-focused red", #"setting: expected a colour #rrggbb, found "red" (column 24)"#),
        ("setting smart-gaps true", #"setting: expected yes or no, found "true" (column 20)"#),
        ("gaps outer here set 5", #"gaps: expected current or all, found "here" (column 12)"#),
        ("bar mode show", #"bar: expected dock, hide, invisible or toggle, found "show" (column 10)"#),
        ("bar hidden_state dock", #"bar: expected hide, show or toggle, found "dock" (column 18)"#),
        ("focus lef", #"focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found "lef" (column 7)"#),
        ("focus", "focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found nothing (column 6)"),
        ("focus Left", #"focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found "Left" (column 7)"#),
        ("focus left right", #"focus: expected end of command, found "right" (column 12)"#),
        ("focus; quit", #"focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found ";" (column 6)"#),
        ("swap", "swap: expected left, right, up or down, found nothing (column 5)"),
        ("move 1", #"move: expected left, right, up, down, position, absolute, workspace or scratchpad, found "1" (column 6)"#),
        ("move x", #"move: expected left, right, up, down, position, absolute, workspace or scratchpad, found "x" (column 6)"#),
        ("move", "move: expected left, right, up, down, position, absolute, workspace or scratchpad, found nothing (column 5)"),
        ("move Workspace 1", #"move: expected left, right, up, down, position, absolute, workspace or scratchpad, found "Workspace" (column 6)"#),
        ("move workspace", "move: expected \(moveTarget), found nothing (column 15)"),
        ("move workspace; sync", #"move: expected \#(moveTarget), found ";" (column 15)"#),
        ("move workspace ''", #"move: expected a name that is not empty, found "''" (column 16)"#),
        ("rename workspace", "rename: expected to NEW, or OLD to NEW, found nothing (column 17)"),
        ("rename ws 3 to 4", #"rename: expected workspace, found "ws" (column 8)"#),
        ("rename workspace 3 4", #"rename: expected to, found "4" (column 20)"#),
        ("rename workspace to a b", #"rename: expected end of command, found "b" (column 23)"#),
        ("rename workspace 3 to ''", #"rename: expected a name that is not empty, found "''" (column 23)"#),
        ("move workspace 1 2", #"move: expected end of command, found "2" (column 18)"#),
        ("move workspace to", "move: expected monitor, found nothing (column 18)"),
        ("move workspace to HDMI-1", #"move: expected monitor, found "HDMI-1" (column 19)"#),
        ("move workspace to monitor", "move: expected \(monitor), found nothing (column 26)"),
        ("move workspace to monitor ''", #"move: expected a name that is not empty, found "''" (column 27)"#),
        ("move workspace to monitor left right", #"move: expected end of command, found "right" (column 32)"#),
        ("move workspace to monitor 'a\u{7}b'", #"move: expected a name without control characters, found "'a\u{7}b'" (column 27)"#),
        ("move left workspace", #"move: expected a whole number of pixels from -65535 to 65535, or of percentage points (ppt), found "workspace" (column 11)"#),
        ("workspace", "workspace: expected \(target), found nothing (column 10)"),
        ("workspace  ;sync", #"workspace: expected \#(target), found ";" (column 12)"#),
        (#"workspace """#, #"workspace: expected a name that is not empty, found "\"\"" (column 11)"#),
        ("workspace ''", #"workspace: expected a name that is not empty, found "''" (column 11)"#),
        ("workspace 'a\tb'", #"workspace: expected a name without control characters, found "'a\tb'" (column 11)"#),
        ("workspace a\u{85}", #"workspace: expected a name without control characters, found "a\#u{85}" (column 11)"#),
        ("workspace 1 2", #"workspace: expected end of command, found "2" (column 13)"#),
        ("workspace 'my mail' x", #"workspace: expected end of command, found "x" (column 21)"#),
        ("workspace next 1", #"workspace: expected end of command, found "1" (column 16)"#),
        ("workspace 'mail", "workspace: unterminated quote: expected a closing ' (column 11)"),
        ("monitors", "monitors: expected refresh, add or remove, found nothing (column 9)"),
        ("monitors reload", #"monitors: expected refresh, add or remove, found "reload" (column 10)"#),
        ("monitors refresh now", #"monitors: expected end of command, found "now" (column 18)"#),
        ("", "expected a command (\(allCommands)), found nothing (column 1)"),
        ("   ", "expected a command (\(allCommands)), found nothing (column 4)"),
        (";;", "expected a command (\(allCommands)), found \";\" (column 1)"),
        ("quit;", "expected a command (\(allCommands)), found nothing (column 6)"),
        ("quit; ;quit", "expected a command (\(allCommands)), found \";\" (column 7)"),
        ("foo", "expected a command (\(allCommands)), found \"foo\" (column 1)"),
        ("quit; Focus left", "expected a command (\(allCommands)), found \"Focus\" (column 7)"),
        ("presel middle", #"presel: expected left, right, up, down, toggle or cancel, found "middle" (column 8)"#),
        ("presel", "presel: expected left, right, up, down, toggle or cancel, found nothing (column 7)"),
        ("resize left", "resize: expected \(pixels), found nothing (column 12)"),
        ("resize left 0", #"resize: expected \#(pixels), found "0" (column 13)"#),
        ("resize left -5", #"resize: expected \#(pixels), found "-5" (column 13)"#),
        ("resize left +5", #"resize: expected \#(pixels), found "+5" (column 13)"#),
        ("resize left 10001", #"resize: expected \#(pixels), found "10001" (column 13)"#),
        ("resize left 4x", #"resize: expected \#(pixels), found "4x" (column 13)"#),
        ("resize left 99999999999999999999", #"resize: expected \#(pixels), found "99999999999999999999" (column 13)"#),
        ("resize left 40 40", #"resize: expected end of command, found "40" (column 16)"#),
        ("resize 40 left", #"resize: expected left, right, up, down, grow, shrink or set, found "40" (column 8)"#),
        ("fraction", "fraction: expected a fraction from 0 to 1, found nothing (column 9)"),
        ("fraction 1.5", #"fraction: expected a fraction from 0 to 1, found "1.5" (column 10)"#),
        ("fraction -0.1", #"fraction: expected a fraction from 0 to 1, found "-0.1" (column 10)"#),
        ("fraction nan", #"fraction: expected a fraction from 0 to 1, found "nan" (column 10)"#),
        ("fraction inf", #"fraction: expected a fraction from 0 to 1, found "inf" (column 10)"#),
        ("fraction 1e400", #"fraction: expected a fraction from 0 to 1, found "1e400" (column 10)"#),
        ("fraction 0x1p-1", #"fraction: expected a fraction from 0 to 1, found "0x1p-1" (column 10)"#),
        ("fraction .", #"fraction: expected a fraction from 0 to 1, found "." (column 10)"#),
        ("fraction 1e", #"fraction: expected a fraction from 0 to 1, found "1e" (column 10)"#),
        ("fraction 50%", #"fraction: expected a fraction from 0 to 1, found "50%" (column 10)"#),
        ("layout diagonal", #"layout: expected toggle, horizontal, vertical, splith, splitv, tabbed, stacking, save or load, found "diagonal" (column 8)"#),
        ("layout save", "layout: expected \(path), found nothing (column 12)"),
        ("layout load; sync", #"layout: expected \#(path), found ";" (column 12)"#),
        ("layout load a.json", #"layout: expected \#(path), found "a.json" (column 13)"#),
        ("layout load ~user/a.json", #"layout: expected \#(path), found "~user/a.json" (column 13)"#),
        ("layout load './a b.json'", #"layout: expected \#(path), found "./a b.json" (column 13)"#),
        ("append_layout", "append_layout: expected a path to a file, found nothing (column 14)"),
        ("append_layout ''", #"append_layout: expected a path to a file, found "''" (column 15)"#),
        ("layout load /a /b", #"layout: expected end of command, found "/b" (column 16)"#),
        ("layout load '/a b' c", #"layout: expected end of command, found "c" (column 20)"#),
        ("layout load '/a b", "layout: unterminated quote: expected a closing ' (column 13)"),
        ("hide both", #"hide: expected primary, secondary or toggle, found "both" (column 6)"#),
        ("zoom", "zoom: expected toggle, found nothing (column 5)"),
        ("zoom in", #"zoom: expected toggle, found "in" (column 6)"#),
        ("flip now", #"flip: expected end of command, found "now" (column 6)"#),
        ("equalize all", #"equalize: expected end of command, found "all" (column 10)"#),
        ("close 1", #"close: expected end of command, found "1" (column 7)"#),
        ("kill -9", #"kill: expected end of command, found "-9" (column 6)"#),
        ("reload x", #"reload: expected end of command, found "x" (column 8)"#),
        ("restart x", #"restart: expected end of command, found "x" (column 9)"#),
        ("quit now", #"quit: expected end of command, found "now" (column 6)"#),
        ("sync 1", #"sync: expected end of command, found "1" (column 6)"#),
        ("priority left", #"priority: expected primary, secondary, none or toggle, found "left" (column 10)"#),
        ("priority", "priority: expected primary, secondary, none or toggle, found nothing (column 9)"),
        ("min", "min: expected primary or secondary, found nothing (column 4)"),
        ("min left 0.2", #"min: expected primary or secondary, found "left" (column 5)"#),
        ("min primary", "min: expected \(minimum), found nothing (column 12)"),
        ("min primary 400", #"min: expected \#(minimum), found "400" (column 13)"#),
        ("min primary 0.96", #"min: expected \#(minimum), found "0.96" (column 13)"#),
        ("min primary -0.1", #"min: expected \#(minimum), found "-0.1" (column 13)"#),
        ("min primary 0.5 px", #"min: expected a whole number of pixels from 0 to 65535, found "0.5" (column 13)"#),
        ("min primary 65536 px", #"min: expected a whole number of pixels from 0 to 65535, found "65536" (column 13)"#),
        ("min primary 400px", #"min: expected \#(minimum), found "400px" (column 13)"#),
        ("min primary 400 pixels", #"min: expected \#(minimum), found "400" (column 13)"#),
        ("min primary 0.2 pixels", #"min: expected left, right, up, down or end of command, found "pixels" (column 17)"#),
        ("min primary 0.2 px px", #"min: expected a whole number of pixels from 0 to 65535, found "0.2" (column 13)"#),
        ("drag-to-hide primary", "drag-to-hide: expected toggle, on or off, found nothing (column 21)"),
        ("drag-to-hide both on", #"drag-to-hide: expected primary or secondary, found "both" (column 14)"#),
        ("drag-to-hide primary yes", #"drag-to-hide: expected toggle, on or off, found "yes" (column 22)"#),
        ("splitter", "splitter: expected thickness, color, inset, hit or hides-with-side, found nothing (column 9)"),
        ("splitter colour #ff0000", #"splitter: expected thickness, color, inset, hit or hides-with-side, found "colour" (column 10)"#),
        ("splitter thickness 101", #"splitter: expected a whole number of pixels from 0 to 100, found "101" (column 20)"#),
        ("splitter hit -1", #"splitter: expected a whole number of pixels from 0 to 100, found "-1" (column 14)"#),
        ("splitter inset 1001", #"splitter: expected a whole number of pixels from 0 to 1000, found "1001" (column 16)"#),
        ("splitter color ff0000", #"splitter: expected a colour #rrggbb, found "ff0000" (column 16)"#),
        ("splitter color #ff00", ##"splitter: expected a colour #rrggbb, found "#ff00" (column 16)"##),
        ("splitter hides-with-side on", #"splitter: expected yes or no, found "on" (column 26)"#),
        ("splitter thickness 2 3", #"splitter: expected left, right, up, down or end of command, found "3" (column 22)"#),
        ("priority primary Left", #"priority: expected left, right, up, down or end of command, found "Left" (column 18)"#),
        ("priority primary left right", #"priority: expected end of command, found "right" (column 23)"#),
        ("min primary 300 px diagonal", #"min: expected left, right, up, down or end of command, found "diagonal" (column 20)"#),
        ("min primary 0.3 right px", #"min: expected end of command, found "px" (column 23)"#),
        ("collapse", "collapse: expected toggle, on or off, found nothing (column 9)"),
        ("collapse yes", #"collapse: expected toggle, on or off, found "yes" (column 10)"#),
        ("collapse on top", #"collapse: expected left, right, up, down or end of command, found "top" (column 13)"#),
        ("collapse on left right", #"collapse: expected end of command, found "right" (column 18)"#),
        ("drag-to-hide primary on top", #"drag-to-hide: expected left, right, up, down or end of command, found "top" (column 25)"#),
        ("splitter color #ff0000 primary", #"splitter: expected left, right, up, down or end of command, found "primary" (column 24)"#),
        ("splitter left color #ff0000", #"splitter: expected thickness, color, inset, hit or hides-with-side, found "left" (column 10)"#),
        ("exec", "exec: expected a shell command, found nothing (column 5)"),
        ("exec   ; quit", #"exec: expected a shell command, found ";" (column 8)"#),
        (#"exec echo "hi"#, #"exec: unterminated quote: expected a closing " (column 11)"#),
        ("exec echo 'it", "exec: unterminated quote: expected a closing ' (column 11)"),
        (#"quit; exec echo "a'b; quit"#, #"exec: unterminated quote: expected a closing " (column 17)"#),
        (#"focus "left"#, #"focus: unterminated quote: expected a closing " (column 7)"#),
        (#"bogus "x"#, #"unterminated quote: expected a closing " (column 7)"#),
        ("exec a\u{0}b", "exec: NUL byte: expected text without NUL bytes (column 7)"),
        ("exec é; focs left", "expected a command (\(allCommands)), found \"focs\" (column 9)"),
        ("focus \u{1B}[31m", #"focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found "\u{1b}[31m" (column 7)"#),
        ("move scratchpad now", #"move: expected end of command, found "now" (column 17)"#),
        ("scratchpad hide", #"scratchpad: expected show, found "hide" (column 12)"#),
        ("mark", "mark: expected a mark name, --add or --toggle, found nothing (column 5)"),
        ("mark --add", "mark: expected a mark name, found nothing (column 11)"),
        ("mark --replace x", #"mark: expected --add, --toggle or a mark name (quoted when it starts with --), found "--replace" (column 6)"#),
        ("mark ''", #"mark: expected a name that is not empty, found "''" (column 6)"#),
        ("unmark a b", #"unmark: expected end of command, found "b" (column 10)"#),
        ("[class=Firefox", #"expected a ] closing the criteria, found "[" (column 1)"#),
        ("[] focus", #"criteria: expected a criterion such as class=Firefox, title~REGEX or mark=NAME, found "]" (column 2)"#),
        ("[class=Firefox]", "expected a command that acts on a window, which criteria select (focus, swap, move, scratchpad show, unswallow, mark, unmark, presel, resize, fraction, layout, flip, hide, priority, min, drag-to-hide, splitter, collapse, zoom, float, fullscreen, sticky, border, title_format, close or kill), found nothing (column 16)"),
        ("[class=Firefox] focus sideways", #"focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found "sideways" (column 23)"#),
        ("[class=Firefox] workspace 2", #"expected a command that acts on a window, which criteria select (focus, swap, move, scratchpad show, unswallow, mark, unmark, presel, resize, fraction, layout, flip, hide, priority, min, drag-to-hide, splitter, collapse, zoom, float, fullscreen, sticky, border, title_format, close or kill), found "workspace" (column 17)"#),
        ("[class=Firefox] exec xterm", #"expected a command that acts on a window, which criteria select (focus, swap, move, scratchpad show, unswallow, mark, unmark, presel, resize, fraction, layout, flip, hide, priority, min, drag-to-hide, splitter, collapse, zoom, float, fullscreen, sticky, border, title_format, close or kill), found "exec" (column 17)"#),
        ("[clas=Firefox] focus", #"criteria: expected a key (class, instance, title, role, type, window_type, workspace, mark, id, urgent or layer), found "clas"; did you mean "class"? (column 2)"#),
        ("[class Firefox] focus", #"criteria: class: expected =GLOB or ~REGEX right after the key, found nothing (column 7)"#),
        ("[Firefox] focus", #"criteria: expected a criterion such as class=Firefox, title~REGEX or mark=NAME, found "Firefox" (column 2)"#),
        ("[title~(a] kill", #"criteria: title: invalid regular expression "(a": missing closing parenthesis (column 10)"#),
        ("[id=firefox] kill", #"criteria: id: expected =ID, a window id in decimal or in hexadecimal after 0x, found "=firefox" (column 2)"#),
        ("[id~1] kill", #"criteria: id: expected =ID, a window id in decimal or in hexadecimal after 0x, found "~1" (column 2)"#),
        ("[class=x] [class=y] kill", #"expected a command that acts on a window, which criteria select (focus, swap, move, scratchpad show, unswallow, mark, unmark, presel, resize, fraction, layout, flip, hide, priority, min, drag-to-hide, splitter, collapse, zoom, float, fullscreen, sticky, border, title_format, close or kill), found "[class=y]" (column 11)"#),
        ("focus " + String(repeating: "x", count: 100),
         #"focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found ""# + String(repeating: "x", count: 40) + #"…" (column 7)"#),
    ]

    @Test(arguments: bad)
    func badCommandsSayWhatWasExpectedAndWhere(_ text: String, _ message: String) {
        #expect(commandError(text)?.description == message)
    }

    @Test func anErrorCarriesItsParts() throws {
        let error = try #require(commandError("quit; focus lef"))
        #expect(error.column == 13)
        #expect(error.command == "focus")
        #expect(error.word == "lef")
        #expect(error.expected == "left, right, up, down, tiling, floating, mode-toggle, parent or child")
        #expect(error.message == #"focus: expected left, right, up, down, tiling, floating, mode-toggle, parent or child, found "lef""#)

        let end = try #require(commandError("resize up"))
        #expect(end.word == "")
        #expect(end.column == 10)

        let unknown = try #require(commandError("frobnicate"))
        #expect(unknown.command == nil)
        #expect(unknown.word == "frobnicate")
    }

    @Test func aLongWordIsCutInTheError() throws {
        let error = try #require(commandError("focus " + String(repeating: "y", count: 10_000)))
        #expect(error.word == String(repeating: "y", count: 40) + "…")
    }

    @Test func parsingTakesAnySubstring() throws {
        let line = "bind x focus left; quit"
        #expect(try CommandParser.parse(line.dropFirst(7)) == [.focus(.left), .quit])
    }

    @Test func everyCommandHasACanonicalText() {
        let samples: [(Command, String)] = [
            (.focus(.left), "focus left"), (.swap(.up), "swap up"), (.move(.down), "move down"),
            (.moveBy(.left, .points(5)), "move left 5 ppt"), (.movePosition(.corner(x: .pixels(-4), y: .points(50))), "move position -4 px 50 ppt"),
            (.movePosition(.centre(absolute: true)), "move absolute position center"), (.movePosition(.pointer), "move position mouse"),
            (.presel(.right), "presel right"), (.presel(nil), "presel cancel"),
            (.resize(.left, pixels: 40), "resize left 40"), (.fraction(0.3), "fraction 0.3"),
            (.grow(.width, GrowAmount(pixels: -10, points: -10)), "resize shrink width 10 px or 10 ppt"),
            (.grow(.edge(.down), GrowAmount(pixels: 25)), "resize grow down 25 px"),
            (.resizeSet(width: .points(50), height: nil), "resize set width 50 ppt"),
            (.resizeSet(width: .pixels(640), height: .pixels(480)), "resize set width 640 px height 480 px"),
            (.resizeSet(width: nil, height: nil), "resize set 0 0"),
            (.fraction(0), "fraction 0"), (.fraction(-0.0), "fraction 0"), (.fraction(1), "fraction 1.0"),
            (.fraction(1e-5), "fraction 1e-05"), (.layout(.vertical), "layout vertical"), (.flip, "flip"),
            (.hide(.toggle), "hide toggle"), (.equalize, "equalize"), (.zoomToggle, "zoom toggle"), (.float(.off), "float off"),
            (.fullscreen(.toggle), "fullscreen toggle"), (.border(BorderChange(.normal, width: 4)), "border normal 4"), (.border(.none), "border none"),
            (.close, "close"), (.kill, "kill"), (.exec("rofi -show run"), "exec rofi -show run"),
            (.reload, "reload"), (.restart, "restart"), (.quit, "quit"), (.sync, "sync"),
            (.priority(.none), "priority none"), (.priority(.toggle), "priority toggle"),
            (.min(.primary, .fraction(0.25)), "min primary 0.25"), (.min(.secondary, .fraction(0)), "min secondary 0"),
            (.min(.primary, .pixels(400)), "min primary 400 px"),
            (.dragToHide(.secondary, .off), "drag-to-hide secondary off"), (.dragToHide(.primary, .toggle), "drag-to-hide primary toggle"),
            (.splitter(.thickness(4)), "splitter thickness 4"), (.splitter(.color(RGB(0xFF0000))), "splitter color #ff0000"),
            (.splitter(.inset(10)), "splitter inset 10"), (.splitter(.hit(0)), "splitter hit 0"),
            (.splitter(.hidesWithSide(true)), "splitter hides-with-side yes"),
            (.splitter(.hidesWithSide(false)), "splitter hides-with-side no"),
            (.priority(.secondary, toward: .up), "priority secondary up"),
            (.min(.primary, .pixels(300), toward: .right), "min primary 300 px right"),
            (.min(.secondary, .fraction(0.2), toward: .left), "min secondary 0.2 left"),
            (.dragToHide(.primary, .on, toward: .down), "drag-to-hide primary on down"),
            (.collapse(.toggle), "collapse toggle"), (.collapse(.on, toward: .left), "collapse on left"),
            (.splitter(.color(RGB(0xFF0000)), toward: .left), "splitter color #ff0000 left"),
            (.splitter(.hidesWithSide(false), toward: .right), "splitter hides-with-side no right"),
            (.saveLayout(path: "/tmp/a.json"), "layout save /tmp/a.json"), (.loadLayout(path: "~/l.json"), "layout load ~/l.json"),
            (.loadLayout(path: "/tmp/my layouts/a.json"), "layout load '/tmp/my layouts/a.json'"),
            (.saveLayout(path: "/tmp/it's;$x\\.json"), #"layout save '/tmp/it'\''s;$x\.json'"#),
            (.workspace(.named("3")), "workspace 3"), (.workspace(.named("my mail")), "workspace 'my mail'"),
            (.workspace(.named("next")), "workspace 'next'"), (.workspace(.named("to")), "workspace 'to'"),
            (.workspace(.next), "workspace next"), (.workspace(.prev), "workspace prev"),
            (.workspace(.backAndForth), "workspace back-and-forth"),
            (.moveToWorkspace(.named("it's")), #"move workspace 'it'\''s'"#), (.moveToWorkspace(.named("to")), "move workspace 'to'"),
            (.moveToWorkspace(.backAndForth), "move workspace back-and-forth"),
            (.moveWorkspaceToMonitor(.direction(.left)), "move workspace to monitor left"),
            (.moveWorkspaceToMonitor(.named("HDMI-1")), "move workspace to monitor HDMI-1"),
            (.moveWorkspaceToMonitor(.named("up")), "move workspace to monitor 'up'"),
            (.monitorsRefresh, "monitors refresh"),
            (.addMonitor(MonitorDeclaration(name: "left half", frame: Rect(x: -20, y: 0, width: 640, height: 480))), "monitors add 'left half' 640x480-20+0"),
            (.removeMonitor("left half"), "monitors remove 'left half'"),
            (.swapWorkspaces("to", "my mail"), "swap workspace 'to' with 'my mail'"),
            (.renameWorkspace(from: nil, to: "42"), "rename workspace to 42"),
            (.renameWorkspace(from: "to", to: "my mail"), "rename workspace 'to' to 'my mail'"),
            (.renameWorkspace(from: nil, to: "to"), "rename workspace to 'to'"),
            (.declareWorkspaces(WorkspaceDeclaration(["I", "my mail"], monitor: "DP-1", replacing: true)), "workspaces output DP-1 set I 'my mail'"),
            (.removeWorkspace("to"), "remove workspace 'to'"),
            (.gaps(GapChange(.inner, .current, .plus, 5)), "gaps inner current plus 5"),
            (.gaps(GapChange(.outer, .all, .toggle, 0)), "gaps outer all toggle 0"),
            (.bar(BarChange(mode: true, .toggle)), "bar mode toggle"),
            (.bar(BarChange(mode: false, .show, id: "my bar")), "bar hidden_state show 'my bar'"),
            (.node(NodeName(window: 0x600000, secondWindow: 0x800000), .swap(with: NodeName(window: 0x400000))),
             "node 0x600000/0x800000 swap 0x400000"),
            (.node(NodeName(window: 0x600000), .moveToWorkspace(.named("my mail"))), "node 0x600000 move workspace 'my mail'"),
        ]
        for (command, text) in samples {
            #expect(command.description == text)
            #expect((try? CommandParser.parse(text)) == [command])
        }
    }
}

/// `query` and `subscribe` are words of the one grammar a socket line is parsed with.
@Suite struct RequestGrammarTests {
    @Test func queriesSubscriptionsAndCommandsAreOneGrammar() throws {
        #expect(try CommandParser.parseRequest("query tree") == .query(.tree))
        #expect(try CommandParser.parseRequest("  query   focused ") == .query(.focused))
        #expect(try CommandParser.parseRequest("subscribe window layout window") == .subscribe([.window, .layout]))
        #expect(try CommandParser.parseRequest("focus left; swap right") == .commands([.focus(.left), .swap(.right)]))
    }

    @Test(arguments: [
        ("query", "query: expected tree, windows, focused, workspaces, monitors or mode, found nothing (column 6)"),
        ("query trees", #"query: expected tree, windows, focused, workspaces, monitors or mode, found "trees" (column 7)"#),
        ("query tree now", #"query: expected end of request, found "now" (column 12)"#),
        ("subscribe", "subscribe: expected splitter, window, layout, workspace, monitor or mode, found nothing (column 10)"),
        ("subscribe window nothing", #"subscribe: expected splitter, window, layout, workspace, monitor or mode, found "nothing" (column 18)"#),
    ])
    func aBadRequestSaysWhatWasExpectedAndWhere(line: String, message: String) {
        #expect(throws: CommandError.self) { try CommandParser.parseRequest(line) }
        do {
            _ = try CommandParser.parseRequest(line)
        } catch {
            #expect(error.description == message)
        }
    }
}
