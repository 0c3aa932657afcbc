// GET_CONFIG's files for an i3 config: each file read (the config, then its includes in i3's
// order) with its text as written and after i3's variable step. The expected texts are what
// i3 4.22 itself answered for these files (`i3-msg`'s GET_CONFIG, Debian's i3-wm, with no X
// resources set): continuations joined outside comments, names matched without case, a
// value's own `$name` left as written, `set` lines and comments replaced too.
import PropertyTestSupport
import SplitConfig
@testable import SplitI3Import
import Testing

@Suite struct I3ConfigFileTests {
    static let main = """
        # i3 config: $mod in a comment \\
        still comment
        set $mod Mod4
        set $MODKEY Mod1
        set $term xterm
        set $t2 $term -e top
        set_from_resource $bg i3wm.background #123456
        bindsym $mod+Return exec $term
        bindsym $modkey+t exec $t2
        bindsym $mod+Shift+e exec \\
          echo $TERM done
        include conf.d/*.conf
        bar {
            status_command i3status
        }

        """
    static let included = "set $ws1 \"1: web\"\nbindsym $mod+1 workspace $ws1\n"

    @Test func theFilesAreThoseI3ListsWithTheTextsI3Makes() {
        let result = I3Import.translate(Self.main, source: "/c/i3/config", isKnownKey: Keysyms.isKnown) { pattern, directory in
            #expect(pattern == "conf.d/*.conf" && directory == "/c/i3")
            return .success([I3IncludedFile(path: "/c/i3/conf.d/a.conf", text: Self.included)])
        }
        #expect(result.files.map(\.path) == ["/c/i3/config", "/c/i3/conf.d/a.conf"])
        #expect(result.files.map(\.rawContents) == [Self.main, Self.included])
        #expect(result.files.first?.variableReplacedContents == """
            # i3 config: Mod4 in a comment \\
            still comment
            set Mod4 Mod4
            set Mod1 Mod1
            set xterm xterm
            set $term -e top xterm -e top
            set_from_resource #123456 i3wm.background #123456
            bindsym Mod4+Return exec xterm
            bindsym Mod1+t exec $term -e top
            bindsym Mod4+Shift+e exec   echo xterm done
            include conf.d/*.conf
            bar {
                status_command i3status
            }

            """)
        // The included file has its own variables and its includer's.
        #expect(result.files.last?.variableReplacedContents == "set \"1: web\" \"1: web\"\nbindsym Mod4+1 workspace \"1: web\"\n")
    }

    @Test func withoutAnIncludeReaderTheConfigIsTheOneFile() {
        let result = I3Import.translate("set $m Mod4\nbindsym $m+q kill\n", source: "/x", isKnownKey: Keysyms.isKnown)
        #expect(result.files == [I3ConfigFile(path: "/x", rawContents: "set $m Mod4\nbindsym $m+q kill\n",
                                              variableReplacedContents: "set Mod4 Mod4\nbindsym Mod4+q kill\n")])
    }

    @Test func atOnePlaceTheLongestNameWinsAndANameSetAgainTakesTheLastValue() {
        let variables = I3TextVariables().adding(from: "set $ws1 one\nset $ws10 ten\nset $ws1 uno\n")
        #expect(variables.replaced(in: "$ws10 $ws1 $ws1x\n") == "ten uno unox\n")
    }
}
