// i3's `title_format` without X: the placeholders and their escaping, what the command and a
// rule give a window, what its tab shows, and the plan's _NET_WM_VISIBLE_NAME (written when a
// format changes what is shown, deleted when the format is `%title` again, as i3's test 284).
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitEngine
@testable import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct TitleFormatTests {
    static let screen = Rect(x: 0, y: 0, width: 1500, height: 1000)
    static let term = WindowIdentity(className: "XTerm", instance: "xterm", role: nil)

    static func expand(_ format: String, title: String = "boring title") -> String {
        TitleFormat.expanded(format, title: title, className: "XTerm", instance: "xterm", machine: "box")
    }

    @Test(arguments: [
        ("custom", "custom"), ("<s>%title</s>", "<s>boring title</s>"), ("%title - foo", "boring title - foo"),
        ("%class/%instance@%machine", "XTerm/xterm@box"), ("%titles%", "boring titles%"), ("100% %x %", "100% %x %"),
        ("%TITLE", "%TITLE"), ("%title%title", "boring titleboring title"), ("", ""),
    ])
    func placeholdersAreReplacedAndTheRestKept(_ format: String, _ shown: String) {
        #expect(Self.expand(format) == shown)
    }

    /// A value is escaped for markup, so a title is shown as it is, never read as markup; what
    /// escaping gives back is the value (checked over random titles of markup's characters).
    @Test func valuesAreEscapedForMarkup() {
        #expect(Self.expand("<b>%title</b>", title: "a<b> & 'c' \"d\"") == "<b>a&lt;b&gt; &amp; &#39;c&#39; &quot;d&quot;</b>")
        #expect(Self.expand("%title", title: "\u{1}x\u{7F}\t") == "&#x1;x&#x7f;\t")
        let characters = Array("<>&'\"ab;#%é\u{1}")
        for index in 0..<500 {
            var rng = caseGenerator(seed: 0x717E_0001, index: index)
            let title = String((0..<Int.random(in: 0...12, using: &rng)).map { _ in characters.randomElement(using: &rng)! })
            let escaped = TitleFormat.escaped(title)
            #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("\"") && !escaped.contains("'"), "\(title)")
            #expect(Self.unescaped(escaped) == title, "\(title.debugDescription) → \(escaped)")
        }
    }

    /// The five entities and `&#xN;` back to their characters (an oracle written apart from the escaper).
    static func unescaped(_ markup: String) -> String {
        var out = "", rest = Substring(markup)
        let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&#39;": "'", "&quot;": "\""]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.firstIndex(of: ";") else { break }
            let entity = String(rest[...semicolon])
            if let plain = entities[entity] {
                out += plain
            } else if entity.hasPrefix("&#x"), let v = UInt32(entity.dropFirst(3).dropLast(), radix: 16), let scalar = Unicode.Scalar(v) {
                out.unicodeScalars.append(scalar)
            } else {
                out += entity
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    /// Two windows, tabbed, titled; window 2 focused.
    static func state() throws -> WMState {
        var d = WMState(settings: Settings(), screen: screen)
        for id in 1...2 {
            var facts = ClientFacts()
            facts.title = "boring title \(id)"
            facts.machine = "box"
            _ = d.handle(.manage(client(UInt32(id), term, facts: facts), mapped: true))
        }
        try run("layout tabbed", on: &d)
        return d
    }

    @Test func theCommandChangesWhatTheTabShowsAndTheVisibleName() throws {
        var d = try Self.state()
        try run(#"[id=1] title_format "<b>%title</b> on %machine""#, on: &d)
        var picture = Picture(of: d)
        let tabs = try #require(picture.tabBars.values.first?.tabs)
        #expect(tabs.map(\.title) == ["<b>boring title 1</b> on box", "boring title 2"])
        #expect(tabs.map(\.markup) == [true, false])
        #expect(picture.windows[w(1)]?.visibleName == "<b>boring title 1</b> on box")
        #expect(picture.windows[w(2)]?.visibleName == nil)
        // The title changing changes what is shown.
        var update = PropertyUpdate()
        update.title = "new <title>"
        _ = d.handle(.propertiesChanged(w(1), update))
        picture = Picture(of: d)
        #expect(picture.windows[w(1)]?.visibleName == "<b>new &lt;title&gt;</b> on box")
        // Without criteria, the focused window's; `%title` in any case is no format.
        try run("title_format custom", on: &d)
        #expect(Picture(of: d).windows[w(2)]?.visibleName == "custom")
        try run("[class=XTerm] title_format %TITLE", on: &d)
        picture = Picture(of: d)
        #expect(d.clients[w(1)]?.titleFormat == nil && d.clients[w(2)]?.titleFormat == nil)
        #expect(picture.windows.values.allSatisfy { $0.visibleName == nil })
        #expect(picture.tabBars.values.first?.tabs.map(\.title) == ["new <title>", "boring title 2"])
        #expect(picture.tabBars.values.first?.tabs.map(\.markup) == [false, false])
    }

    /// As i3's test 284: no _NET_WM_VISIBLE_NAME at first, the format's text once one is given
    /// (markup as it is), deleted when the format is `%title` again; a plan of the same
    /// picture writes nothing, and a window let go loses it.
    @Test func thePlanWritesTheVisibleNameWhereItChangesAndDeletesIt() throws {
        var d = try Self.state()
        var view = ServerView()
        func push() -> [XRequest] {
            let picture = Picture(of: d)
            let requests = view.planWindows(to: picture).all.filter { if case .setVisibleName = $0 { true } else { false } }
            view.picture = picture
            return requests
        }
        #expect(push() == [])
        try run("[id=1] title_format custom", on: &d)
        #expect(push() == [.setVisibleName(w(1), "custom")])
        #expect(push() == [])
        try run(#"[id=1] title_format "<s>%title</s>""#, on: &d)
        #expect(push() == [.setVisibleName(w(1), "<s>boring title 1</s>")])
        try run("[id=1] title_format %title", on: &d)
        #expect(push() == [.setVisibleName(w(1), nil)])
        try run("[id=2] title_format x", on: &d)
        #expect(push() == [.setVisibleName(w(2), "x")])
        let released = ManagedSet.lettingGo(.release, from: &view) { $0 != w(2) }
        #expect(released.requests.contains(.setVisibleName(w(2), nil)))
    }

    /// A rule's `title_format` gives a new window its format (i3's `for_window [...] title_format`).
    @Test func aRuleGivesANewWindowItsFormat() throws {
        var d = WMState(settings: settings { $0.rules = rules([#"class=XTerm title_format "%class: %title""#, "class=Other title_format %title"]) },
                        screen: Self.screen)
        var facts = ClientFacts()
        facts.title = "~"
        _ = d.handle(.manage(client(1, Self.term, facts: facts), mapped: false))
        _ = d.handle(.manage(client(2, WindowIdentity(className: "Other", instance: "o", role: nil), facts: facts), mapped: false))
        #expect(d.clients[w(1)]?.titleFormat == "%class: %title" && d.clients[w(1)]?.visibleName == "XTerm: ~")
        #expect(d.clients[w(2)]?.titleFormat == nil)
    }
}
