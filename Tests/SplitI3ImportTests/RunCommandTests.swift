// i3's commands as i3's socket takes them (RUN_COMMAND): one result per command, `[con_id=N]`
// by what the id names now, i3's short and per-output forms, refusals that name the command once.
import SplitCommands
import SplitI3Import
import SplitSyntax
import Testing

@Suite struct RunCommandTests {
    /// i3's command text as splitwm's, one result each as text: the splitwm command, or
    /// `error: …`. It translates and runs nothing (the state tests' `run(_:on:)` runs).
    static func translated(_ i3Text: String, container: (Int) -> I3Container? = { _ in nil }, focused: I3Focused? = nil) -> [String] {
        I3Import.runCommands(i3Text, container: container, focused: { focused }).map { result in
            switch result {
            case .success(let text): text
            case .failure(let refusal): "error: \(refusal)"
            }
        }
    }

    static let ids: [Int: I3Container] = [
        7: .window(0x1a00003), 2 << 40: .workspace("web"), (3 << 40) + 9: .windows(first: 5, levels: 2),
    ]

    /// i3's moves of a floating window: by pixels (`10px` as `10 px`) or points, to a position,
    /// the centre or the pointer; what splitwm's parser cannot read is refused, naming the word.
    @Test func floatingMovesCarryOverWordForWord() {
        #expect(Self.translated("move left 10px; move down 5 ppt; move up") == ["move left 10 px", "move down 5 ppt", "move up"])
        #expect(Self.translated("move container to position 100 px 20ppt") == ["move position 100 px 20 ppt"])
        #expect(Self.translated("move window position center, move absolute position center, move position pointer")
                == ["move position center", "move absolute position center", "move position pointer"])
        #expect(Self.translated("move position 10").first?.hasPrefix("error:") == true)
    }

    /// Criteria go before any command that acts on a window or from it (i3's `owindows`): each
    /// command of the statement gets them; a command that acts on no window is refused by name.
    @Test func criteriaGoBeforeEveryCommandThatActsFromAWindow() {
        let resolve = { (id: Int) in Self.ids[id] }
        #expect(Self.translated("[id=5] move right, focus up; [class=x] move position center, resize grow width 10 px")
                == ["[id=5] move right", "[id=5] focus up", "[class~x] move position center", "[class~x] resize grow width 10 px"])
        #expect(Self.translated("[con_id=7] layout tabbed, split v", container: resolve)
                == ["[id=27262979] layout tabbed", "[id=27262979] presel down"])
        #expect(Self.translated("[floating] move position center; [tiling con_mark=m] move left")
                == ["[layer=floating] move position center", "[layer=tiling mark~m] move left"])
        #expect(Self.translated("[all] kill; [all title=\"left\"] kill") == ["[all] close", "[title~left] close"])
        let refused = Self.translated("[class=x] workspace 3")
        #expect(refused.count == 1 && refused[0].hasPrefix("error:") && refused[0].contains("workspace 3"), "\(refused)")
    }

    /// i3 reads `rename workspace`'s new name as a string: its words are one name, after a
    /// `to` alone or after `OLD to`; `to to NEW` renames the workspace called to.
    @Test func aRenamesNewNameIsTheRestOfTheCommand() {
        #expect(Self.translated("rename workspace to 9: x") == ["rename workspace to '9: x'"])
        #expect(Self.translated("rename workspace to mail") == ["rename workspace to mail"])
        #expect(Self.translated("rename workspace 3 to 4: web") == ["rename workspace 3 to '4: web'"])
        #expect(Self.translated("rename workspace to to x") == ["rename workspace 'to' to x"])
        #expect(Self.translated("rename workspace to to") == ["rename workspace to 'to'"])
    }

    @Test func aConIDNamesAWindowAWorkspaceOrAContainerAsTheTreeGaveIt() {
        let resolve = { (id: Int) in Self.ids[id] }
        #expect(Self.translated("[con_id=7] kill", container: resolve) == ["[id=27262979] close"])
        #expect(Self.translated("[con_id=7] focus", container: resolve) == ["[id=27262979] focus"])
        // i3bar's button: the workspace's container focused.
        #expect(Self.translated("[con_id=\(2 << 40)] focus", container: resolve) == ["workspace web"])
        #expect(Self.translated("[con_id=\(2 << 40)] focus workspace", container: resolve) == ["workspace web"])
        // A container: its first window, then up to it.
        #expect(Self.translated("[con_id=\((3 << 40) + 9)] focus", container: resolve) == ["[id=5] focus; focus parent; focus parent"])
        // What splitwm does not do to a container is refused by name; an id nothing has, too.
        let refused = Self.translated("[con_id=\((3 << 40) + 9)] kill", container: resolve)
        #expect(refused.count == 1 && refused[0].hasPrefix("error: kill: con_id"), "\(refused)")
        let gone = Self.translated("[con_id=12345] focus", container: resolve)
        #expect(gone.count == 1 && gone[0].contains("no container has con_id 12345"), "\(gone)")
        #expect(Self.translated("[con_id=x] focus", container: resolve).first?.contains("not a container id") == true)
    }

    /// A `con_id` that is no number: i3's socket answers i3's own words (260-invalid-criteria),
    /// splitwm's refusal keeps its own, which name the value.
    @Test func anInvalidConIDIsRefusedWithI3sWords() {
        let results = I3Import.runCommands("[con_id=foobar] kill")
        guard results.count == 1, case .failure(let refusal) = results[0] else {
            Issue.record("\(results)")
            return
        }
        #expect(refusal.i3Text == "Invalid match: invalid con_id")
        #expect(refusal.description.contains("\"foobar\""), "\(refusal)")
        guard case .failure(let other) = I3Import.runCommands("[con_id=12345] focus").first else { return }
        #expect(other.i3Text == nil, "i3 has no words of its own for an id nothing has")
    }

    /// i3's `focus output` and `move … to output` go to the workspace the output shows.
    @Test func anOutputIsTheWorkspaceItShows() {
        let shown = { (words: [String], _: UInt32?) in words == ["right"] ? "2" : nil }
        func translated(_ text: String) -> [String] {
            I3Import.runCommands(text, output: shown).map { if case .success(let t) = $0 { t } else { "error" } }
        }
        #expect(translated("focus output right") == ["workspace 2"])
        #expect(translated("move container to output right") == ["move workspace 2"])
        #expect(translated("move window to output right") == ["move workspace 2"])
        #expect(translated("[class=x] move to output right").first?.hasSuffix("] move workspace 2") == true)
        #expect(translated("focus output nowhere") == ["error"])
    }

    /// Before criteria, each window goes to the output its words name from its own output, as
    /// i3's 254-move-to-output-with-criteria.t: two windows on the left of a 2×2 grid, each to
    /// the right of its own, then each to the one after its own in a list.
    @Test func criteriaMoveEachWindowFromItsOwnOutput() {
        // Window 1 is on top-left (output tl, workspace A), window 2 on bottom-left (bl, C).
        let outputOf: [UInt32: String] = [1: "tl", 2: "bl"]
        let rightOf = ["tl": "tr", "bl": "br"], workspaceOn = ["tl": "A", "tr": "B", "bl": "C", "br": "D"]
        let shown = { (words: [String], window: UInt32?) -> String? in
            let from = window.flatMap { outputOf[$0] } ?? "tl"
            if words == ["right"] { return rightOf[from].flatMap { workspaceOn[$0] } }
            // The one after its own output in the list, else the list's first.
            guard let at = words.firstIndex(of: from), at + 1 < words.count else { return workspaceOn[words[0]] }
            return workspaceOn[words[at + 1]]
        }
        func translated(_ text: String) -> [String] {
            I3Import.runCommands(text, output: shown, windows: { $0 == "[class~moveme]" ? [1, 2] : [] })
                .map { if case .success(let t) = $0 { t } else { "error" } }
        }
        #expect(translated("[class=\"moveme\"] move window to output right") == ["[id=1] move workspace B; [id=2] move workspace D"])
        #expect(translated("[class=moveme] move to output tl bl") == ["[id=1] move workspace C; [id=2] move workspace A"])
        // Without a window selected, the command goes on as before, to fail on no window.
        #expect(translated("[class=nothing] move to output right") == ["[class~nothing] move workspace B"])
    }

    /// i3's parser reads a quoted word as a string, never as a keyword (117-workspace.t).
    @Test func aQuotedKeywordIsAWorkspaceName() {
        #expect(Self.translated("workspace \"next\"") == ["workspace 'next'"])
        #expect(Self.translated("workspace next") == ["workspace next"])
        #expect(Self.translated("workspace \"prev\"; workspace \"back_and_forth\"") == ["workspace 'prev'", "workspace back_and_forth"])
        #expect(Self.translated("move window to workspace \"next\"") == ["move workspace 'next'"])
        #expect(Self.translated("move window to workspace next") == ["move workspace next"])
    }

    @Test func conIDFocusedNamesWhatHasTheFocus() {
        // i3's `[con_id=__focused__]`, which i3's own tests send: the window, container or
        // workspace GET_TREE gives as focused.
        func translated(_ text: String, focused: I3Container?) -> [String] {
            Self.translated(text, focused: focused.map { I3Focused(container: $0) })
        }
        #expect(translated("[con_id=__focused__] kill", focused: .window(0x1a00003)) == ["[id=27262979] close"])
        #expect(translated("[con_id=__focused__] mark x, focus", focused: .window(9)) == ["[id=9] mark x", "[id=9] focus"])
        #expect(translated("[con_id=__focused__] focus", focused: .workspace("web")) == ["workspace web"])
        #expect(translated("[con_id=__focused__] focus", focused: .windows(first: 5, levels: 1)) == ["[id=5] focus; focus parent"])
        let refused = translated("[con_id=__focused__] kill", focused: .workspace("web"))
        #expect(refused.count == 1 && refused[0].contains("con_id __focused__ is a workspace or container"), "\(refused)")
        #expect(translated("[con_id=__focused__] focus", focused: nil).first?.contains("nothing has the focus") == true)
    }

    @Test func aPropertyFocusedIsTheFocusedWindowsValueMatchedWhole() throws {
        let focused = I3Focused(container: .window(9), properties: ["class": "Magic", "instance": "a.b (c)", "title": "x", "window_role": "r"])
        #expect(Self.translated("[class=__focused__] move to workspace trash", focused: focused) == ["[class=Magic] move workspace trash"])
        // Regex syntax in the value is the value's own text.
        let instance = Self.translated("[instance=__focused__ title=\"^x$\"] kill", focused: focused)
        #expect(instance == ["[instance~'^a\\.b\\ \\(c\\)$' title=x] close"], "\(instance)")
        let text = try #require(instance.first)
        let criteria = try #require(try CommandParser.parse(text).first)
        guard case .onWindows(let read, _) = criteria else { Issue.record("\(criteria)"); return }
        #expect(read.matches(WindowFacts(instance: "a.b (c)", title: "x")) && !read.matches(WindowFacts(instance: "aXb (c)", title: "x")))
        // Nothing focused matches nothing: an error, as i3's empty match.
        let none = Self.translated("[class=__focused__] focus", focused: I3Focused(container: .workspace("1")))
        #expect(none.count == 1 && none[0].contains("no window has the focus"), "\(none)")
        // con_id with another criterion, as i3's tests combine them.
        #expect(Self.translated("[con_id=__focused__ class=matchme] kill", focused: focused) == ["[id=9 class~matchme] close"])
    }

    /// i3's `workspace=` (`__focused__`: the focused workspace) and `urgent=` in its words.
    @Test func workspaceAndUrgentCriteriaCarryOver() throws {
        #expect(Self.translated("[workspace=__focused__] kill") == ["[workspace=__focused__] close"])
        #expect(Self.translated("[workspace=\"^2: web$\" class=x] focus") == ["[workspace='2: web' class~x] focus"])
        #expect(Self.translated("[urgent=latest] focus; [urgent=first] kill") == ["[urgent=latest] focus", "[urgent=oldest] close"])
        #expect(Self.translated("[urgent=Newest] focus") == ["[urgent=latest] focus"])
        let refused = Self.translated("[urgent=soon] focus")
        #expect(refused.count == 1 && refused[0].contains("i3 takes latest, newest, recent, last, oldest or first"), "\(refused)")
    }

    /// i3's `nop` does nothing and succeeds, with or without its comment (i3's tests mark their
    /// place in the log with it; a binding takes a key from the application with it), and keeps
    /// the comment, which i3's binding event shows.
    @Test func nopDoesNothingAndSucceeds() throws {
        #expect(Self.translated("nop") == ["nop"])
        #expect(Self.translated("nop some comment; nop \"quoted one\"") == ["nop some comment", "nop quoted one"])
        #expect(try CommandParser.parse("nop a comment ; sync") == [.nop(comment: "a comment"), .sync])
        // Kept, as i3's binding event shows it: plain words as they are, else quoted whole.
        for comment in ["", "KP_End", "a comment", "a;b", "two  blanks", " lead", "it's"] {
            let nop = Command.nop(comment: comment)
            #expect(try CommandParser.parse(nop.description) == [nop], "\(nop.description)")
        }
        #expect(Command.nop(comment: "KP_End").description == "nop KP_End")
    }

    @Test func i3sShortSplitsAndPerOutputWorkspacesAreCarriedOut() throws {
        #expect(Self.translated("splitv") == [Command.presel(.down).description])
        #expect(Self.translated("splith") == [Command.presel(.right).description])
        #expect(Self.translated("splitt; split toggle") == ["presel toggle", "presel toggle"])
        #expect(Self.translated("workspace next_on_output; workspace prev_on_output") == ["workspace next-on-monitor", "workspace prev-on-monitor"])
        // i3's own workspaces (the scratchpad is `__i3_scratch`) cannot be shown or moved to.
        #expect(Self.translated("workspace __i3_scratch").first?.hasPrefix("error: workspace __i3_scratch") == true)
        #expect(Self.translated("move to workspace __foo").first?.contains("workspace __foo: names starting with __") == true, "\(Self.translated("move to workspace __foo"))")
        #expect(Self.translated("workspace _1") == ["workspace _1"])
        // i3's empty container the next window goes into is a waiting leaf.
        #expect(Self.translated("open") == ["open"])
        #expect(Self.translated("open now").first?.hasPrefix("error: open") == true)
        // i3's layout file, its placeholders waiting leaves too; the path as one word.
        #expect(Self.translated("append_layout /tmp/ws 1.json") .first?.hasPrefix("error: append_layout") == true)
        #expect(Self.translated(#"append_layout "/tmp/ws 1.json""#) == ["append_layout '/tmp/ws 1.json'"])
        #expect(try CommandParser.parse("append_layout '/tmp/ws 1.json'") == [.appendLayout(path: "/tmp/ws 1.json")])
        // Parsed back as the commands meant.
        #expect(try CommandParser.parse("workspace next-on-monitor") == [.workspace(.nextOnMonitor)])
    }

    @Test func aRefusalNamesItsCommandOnce() {
        let refused = Self.translated("frobnicate now")
        #expect(refused.count == 1 && refused[0].hasPrefix("error: frobnicate") && !refused[0].hasPrefix("error: frobnicate now: frobnicate now"),
                "\(refused)")
    }
}
